/* mpi-fortran-nbc.c -- Fortran entry points of the nonblocking
   synchronizing collectives.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   MPI_Ibarrier, MPI_Iallreduce, MPI_Iallgather and MPI_Ialltoall from
   mpif.h, "use mpi" and "use mpi_f08", converted as in
   mpi-fortran-more.c and passed to the runtime's C wrappers
   (mpi-coll.c), which order them when their request completes.  */

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
