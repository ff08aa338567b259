/* mpi-fortran-nbc.c -- Fortran entry points of the nonblocking
   collectives.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   The nonblocking synchronizing collectives (MPI_Ibarrier,
   MPI_Iallreduce, MPI_Iallgather(v), MPI_Ialltoall(v),
   MPI_Ireduce_scatter(_block)), rooted ones (MPI_Ibcast, MPI_Iscatter(v),
   MPI_Ireduce, MPI_Igather(v)) and prefix ones (MPI_Iscan, MPI_Iexscan)
   from mpif.h, "use mpi" and "use mpi_f08", converted as in
   mpi-fortran-more.c and passed to the runtime's C wrappers
   (mpi-coll.c), which order them when their request completes.  MPI_Fint
   is int (mpi-fortran-more.c checks), so the count and displacement
   arrays pass as they are: MPI reads them until the request completes,
   and they are the application's, which lives as long.  */

#include "mpi-compat.h"
/* Only for an MPI whose Fortran bindings bypass the C wrappers (Open
   MPI); MPICH's call them, so this file defines nothing there
   (mpi-compat.h).  */
#if RMARACE_MPI_FORTRAN_CALLS_PMPI
#include "mpi-fortran.h"

/* Store the C request of a call that returned ERR.  */
static void
set_request (MPI_Fint *request, MPI_Request c_request, MPI_Fint *ierror,
	     int err)
{
  if (err == MPI_SUCCESS)
    *request = MPI_Request_c2f (c_request);
  rmarace_set_ierror (ierror, err);
}

RMARACE_FORTRAN (mpi_ibarrier, MPI_IBARRIER,
		 (MPI_Fint *comm, MPI_Fint *request, MPI_Fint *ierror))
{
  MPI_Request c_request;
  int err = MPI_Ibarrier (MPI_Comm_f2c (*comm), &c_request);
  set_request (request, c_request, ierror, err);
}
RMARACE_F08_ALIAS (mpi_ibarrier)

RMARACE_FORTRAN (mpi_iallreduce, MPI_IALLREDUCE,
		 (void *sendbuf, void *recvbuf, MPI_Fint *count,
		  MPI_Fint *datatype, MPI_Fint *op, MPI_Fint *comm,
		  MPI_Fint *request, MPI_Fint *ierror))
{
  MPI_Request c_request;
  int err = MPI_Iallreduce (rmarace_f2c_in_place_or_bottom (sendbuf),
			    rmarace_f2c_bottom (recvbuf), (int) *count,
			    MPI_Type_f2c (*datatype), MPI_Op_f2c (*op),
			    MPI_Comm_f2c (*comm), &c_request);
  set_request (request, c_request, ierror, err);
}
RMARACE_F08_ALIAS (mpi_iallreduce)

RMARACE_FORTRAN (mpi_iallgather, MPI_IALLGATHER,
		 (void *sendbuf, MPI_Fint *sendcount, MPI_Fint *sendtype,
		  void *recvbuf, MPI_Fint *recvcount, MPI_Fint *recvtype,
		  MPI_Fint *comm, MPI_Fint *request, MPI_Fint *ierror))
{
  MPI_Request c_request;
  int err = MPI_Iallgather (rmarace_f2c_in_place_or_bottom (sendbuf),
			    (int) *sendcount, MPI_Type_f2c (*sendtype),
			    rmarace_f2c_bottom (recvbuf), (int) *recvcount,
			    MPI_Type_f2c (*recvtype), MPI_Comm_f2c (*comm),
			    &c_request);
  set_request (request, c_request, ierror, err);
}
RMARACE_F08_ALIAS (mpi_iallgather)

RMARACE_FORTRAN (mpi_ialltoall, MPI_IALLTOALL,
		 (void *sendbuf, MPI_Fint *sendcount, MPI_Fint *sendtype,
		  void *recvbuf, MPI_Fint *recvcount, MPI_Fint *recvtype,
		  MPI_Fint *comm, MPI_Fint *request, MPI_Fint *ierror))
{
  MPI_Request c_request;
  int err = MPI_Ialltoall (rmarace_f2c_in_place_or_bottom (sendbuf),
			   (int) *sendcount, MPI_Type_f2c (*sendtype),
			   rmarace_f2c_bottom (recvbuf), (int) *recvcount,
			   MPI_Type_f2c (*recvtype), MPI_Comm_f2c (*comm),
			   &c_request);
  set_request (request, c_request, ierror, err);
}
RMARACE_F08_ALIAS (mpi_ialltoall)

RMARACE_FORTRAN (mpi_iallgatherv, MPI_IALLGATHERV,
		 (void *sendbuf, MPI_Fint *sendcount, MPI_Fint *sendtype,
		  void *recvbuf, MPI_Fint *recvcounts, MPI_Fint *displs,
		  MPI_Fint *recvtype, MPI_Fint *comm, MPI_Fint *request,
		  MPI_Fint *ierror))
{
  MPI_Request c_request;
  int err = MPI_Iallgatherv (rmarace_f2c_in_place_or_bottom (sendbuf),
			     (int) *sendcount, MPI_Type_f2c (*sendtype),
			     rmarace_f2c_bottom (recvbuf),
			     (const int *) recvcounts, (const int *) displs,
			     MPI_Type_f2c (*recvtype), MPI_Comm_f2c (*comm),
			     &c_request);
  set_request (request, c_request, ierror, err);
}
RMARACE_F08_ALIAS (mpi_iallgatherv)

RMARACE_FORTRAN (mpi_ialltoallv, MPI_IALLTOALLV,
		 (void *sendbuf, MPI_Fint *sendcounts, MPI_Fint *sdispls,
		  MPI_Fint *sendtype, void *recvbuf, MPI_Fint *recvcounts,
		  MPI_Fint *rdispls, MPI_Fint *recvtype, MPI_Fint *comm,
		  MPI_Fint *request, MPI_Fint *ierror))
{
  MPI_Request c_request;
  int err = MPI_Ialltoallv (rmarace_f2c_in_place_or_bottom (sendbuf),
			    (const int *) sendcounts, (const int *) sdispls,
			    MPI_Type_f2c (*sendtype),
			    rmarace_f2c_bottom (recvbuf),
			    (const int *) recvcounts, (const int *) rdispls,
			    MPI_Type_f2c (*recvtype), MPI_Comm_f2c (*comm),
			    &c_request);
  set_request (request, c_request, ierror, err);
}
RMARACE_F08_ALIAS (mpi_ialltoallv)

RMARACE_FORTRAN (mpi_ireduce_scatter, MPI_IREDUCE_SCATTER,
		 (void *sendbuf, void *recvbuf, MPI_Fint *recvcounts,
		  MPI_Fint *datatype, MPI_Fint *op, MPI_Fint *comm,
		  MPI_Fint *request, MPI_Fint *ierror))
{
  MPI_Request c_request;
  int err = MPI_Ireduce_scatter (rmarace_f2c_in_place_or_bottom (sendbuf),
				 rmarace_f2c_bottom (recvbuf),
				 (const int *) recvcounts,
				 MPI_Type_f2c (*datatype), MPI_Op_f2c (*op),
				 MPI_Comm_f2c (*comm), &c_request);
  set_request (request, c_request, ierror, err);
}
RMARACE_F08_ALIAS (mpi_ireduce_scatter)

RMARACE_FORTRAN (mpi_ireduce_scatter_block, MPI_IREDUCE_SCATTER_BLOCK,
		 (void *sendbuf, void *recvbuf, MPI_Fint *recvcount,
		  MPI_Fint *datatype, MPI_Fint *op, MPI_Fint *comm,
		  MPI_Fint *request, MPI_Fint *ierror))
{
  MPI_Request c_request;
  int err = MPI_Ireduce_scatter_block (rmarace_f2c_in_place_or_bottom
				       (sendbuf),
				       rmarace_f2c_bottom (recvbuf),
				       (int) *recvcount,
				       MPI_Type_f2c (*datatype),
				       MPI_Op_f2c (*op), MPI_Comm_f2c (*comm),
				       &c_request);
  set_request (request, c_request, ierror, err);
}
RMARACE_F08_ALIAS (mpi_ireduce_scatter_block)

RMARACE_FORTRAN (mpi_ibcast, MPI_IBCAST,
		 (void *buffer, MPI_Fint *count, MPI_Fint *datatype,
		  MPI_Fint *root, MPI_Fint *comm, MPI_Fint *request,
		  MPI_Fint *ierror))
{
  MPI_Request c_request;
  int err = MPI_Ibcast (rmarace_f2c_bottom (buffer), (int) *count,
			MPI_Type_f2c (*datatype), (int) *root,
			MPI_Comm_f2c (*comm), &c_request);
  set_request (request, c_request, ierror, err);
}
RMARACE_F08_ALIAS (mpi_ibcast)

/* At the root of a scatter it is the receive buffer that may be
   MPI_IN_PLACE.  */
RMARACE_FORTRAN (mpi_iscatter, MPI_ISCATTER,
		 (void *sendbuf, MPI_Fint *sendcount, MPI_Fint *sendtype,
		  void *recvbuf, MPI_Fint *recvcount, MPI_Fint *recvtype,
		  MPI_Fint *root, MPI_Fint *comm, MPI_Fint *request,
		  MPI_Fint *ierror))
{
  MPI_Request c_request;
  int err = MPI_Iscatter (rmarace_f2c_bottom (sendbuf), (int) *sendcount,
			  MPI_Type_f2c (*sendtype),
			  rmarace_f2c_in_place_or_bottom (recvbuf),
			  (int) *recvcount, MPI_Type_f2c (*recvtype),
			  (int) *root, MPI_Comm_f2c (*comm), &c_request);
  set_request (request, c_request, ierror, err);
}
RMARACE_F08_ALIAS (mpi_iscatter)

RMARACE_FORTRAN (mpi_iscatterv, MPI_ISCATTERV,
		 (void *sendbuf, MPI_Fint *sendcounts, MPI_Fint *displs,
		  MPI_Fint *sendtype, void *recvbuf, MPI_Fint *recvcount,
		  MPI_Fint *recvtype, MPI_Fint *root, MPI_Fint *comm,
		  MPI_Fint *request, MPI_Fint *ierror))
{
  MPI_Request c_request;
  int err = MPI_Iscatterv (rmarace_f2c_bottom (sendbuf),
			   (const int *) sendcounts, (const int *) displs,
			   MPI_Type_f2c (*sendtype),
			   rmarace_f2c_in_place_or_bottom (recvbuf),
			   (int) *recvcount, MPI_Type_f2c (*recvtype),
			   (int) *root, MPI_Comm_f2c (*comm), &c_request);
  set_request (request, c_request, ierror, err);
}
RMARACE_F08_ALIAS (mpi_iscatterv)

RMARACE_FORTRAN (mpi_ireduce, MPI_IREDUCE,
		 (void *sendbuf, void *recvbuf, MPI_Fint *count,
		  MPI_Fint *datatype, MPI_Fint *op, MPI_Fint *root,
		  MPI_Fint *comm, MPI_Fint *request, MPI_Fint *ierror))
{
  MPI_Request c_request;
  int err = MPI_Ireduce (rmarace_f2c_in_place_or_bottom (sendbuf),
			 rmarace_f2c_bottom (recvbuf), (int) *count,
			 MPI_Type_f2c (*datatype), MPI_Op_f2c (*op),
			 (int) *root, MPI_Comm_f2c (*comm), &c_request);
  set_request (request, c_request, ierror, err);
}
RMARACE_F08_ALIAS (mpi_ireduce)

RMARACE_FORTRAN (mpi_igather, MPI_IGATHER,
		 (void *sendbuf, MPI_Fint *sendcount, MPI_Fint *sendtype,
		  void *recvbuf, MPI_Fint *recvcount, MPI_Fint *recvtype,
		  MPI_Fint *root, MPI_Fint *comm, MPI_Fint *request,
		  MPI_Fint *ierror))
{
  MPI_Request c_request;
  int err = MPI_Igather (rmarace_f2c_in_place_or_bottom (sendbuf),
			 (int) *sendcount, MPI_Type_f2c (*sendtype),
			 rmarace_f2c_bottom (recvbuf), (int) *recvcount,
			 MPI_Type_f2c (*recvtype), (int) *root,
			 MPI_Comm_f2c (*comm), &c_request);
  set_request (request, c_request, ierror, err);
}
RMARACE_F08_ALIAS (mpi_igather)

RMARACE_FORTRAN (mpi_igatherv, MPI_IGATHERV,
		 (void *sendbuf, MPI_Fint *sendcount, MPI_Fint *sendtype,
		  void *recvbuf, MPI_Fint *recvcounts, MPI_Fint *displs,
		  MPI_Fint *recvtype, MPI_Fint *root, MPI_Fint *comm,
		  MPI_Fint *request, MPI_Fint *ierror))
{
  MPI_Request c_request;
  int err = MPI_Igatherv (rmarace_f2c_in_place_or_bottom (sendbuf),
			  (int) *sendcount, MPI_Type_f2c (*sendtype),
			  rmarace_f2c_bottom (recvbuf),
			  (const int *) recvcounts, (const int *) displs,
			  MPI_Type_f2c (*recvtype), (int) *root,
			  MPI_Comm_f2c (*comm), &c_request);
  set_request (request, c_request, ierror, err);
}
RMARACE_F08_ALIAS (mpi_igatherv)

#define RMARACE_FORTRAN_ISCAN(lower, upper, cname)			\
  RMARACE_FORTRAN (lower, upper,					\
		   (void *sendbuf, void *recvbuf, MPI_Fint *count,	\
		    MPI_Fint *datatype, MPI_Fint *op, MPI_Fint *comm,	\
		    MPI_Fint *request, MPI_Fint *ierror))		\
  {									\
    MPI_Request c_request;						\
    int err = cname (rmarace_f2c_in_place_or_bottom (sendbuf),		\
		     rmarace_f2c_bottom (recvbuf), (int) *count,	\
		     MPI_Type_f2c (*datatype), MPI_Op_f2c (*op),	\
		     MPI_Comm_f2c (*comm), &c_request);			\
    set_request (request, c_request, ierror, err);			\
  }									\
  RMARACE_F08_ALIAS (lower)

RMARACE_FORTRAN_ISCAN (mpi_iscan, MPI_ISCAN, MPI_Iscan)
RMARACE_FORTRAN_ISCAN (mpi_iexscan, MPI_IEXSCAN, MPI_Iexscan)

#endif /* RMARACE_MPI_FORTRAN_CALLS_PMPI */
