/* mpi-fortran-persistent.c -- Fortran entry points of persistent
   point-to-point requests.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   MPI_Send_init and its send modes, MPI_Recv_init, MPI_Start,
   MPI_Startall and MPI_Request_free from mpif.h, "use mpi" and "use
   mpi_f08", converted as in mpi-fortran-more.c and passed to the
   runtime's C wrappers (mpi-p2p.c).  */

#include "mpi-compat.h"
/* Only for an MPI whose Fortran bindings bypass the C wrappers (Open
   MPI); MPICH's call them, so this file defines nothing there
   (mpi-compat.h).  */
#if RMARACE_MPI_FORTRAN_CALLS_PMPI
#include <stdlib.h>
#include "mpi-fortran.h"

#define RMARACE_FORTRAN_INIT(lower, upper, cname)			\
  RMARACE_FORTRAN (lower, upper,					\
		   (void *buf, MPI_Fint *count, MPI_Fint *datatype,	\
		    MPI_Fint *peer, MPI_Fint *tag, MPI_Fint *comm,	\
		    MPI_Fint *request, MPI_Fint *ierror))		\
  {									\
    MPI_Request c_request;						\
    int err = cname (rmarace_f2c_bottom (buf), (int) *count,		\
		     MPI_Type_f2c (*datatype), (int) *peer, (int) *tag,	\
		     MPI_Comm_f2c (*comm), &c_request);			\
    if (err == MPI_SUCCESS)						\
      *request = MPI_Request_c2f (c_request);				\
    rmarace_set_ierror (ierror, err);					\
  }									\
  RMARACE_F08_ALIAS (lower)

RMARACE_FORTRAN_INIT (mpi_send_init, MPI_SEND_INIT, MPI_Send_init)
RMARACE_FORTRAN_INIT (mpi_bsend_init, MPI_BSEND_INIT, MPI_Bsend_init)
RMARACE_FORTRAN_INIT (mpi_ssend_init, MPI_SSEND_INIT, MPI_Ssend_init)
RMARACE_FORTRAN_INIT (mpi_rsend_init, MPI_RSEND_INIT, MPI_Rsend_init)
RMARACE_FORTRAN_INIT (mpi_recv_init, MPI_RECV_INIT, MPI_Recv_init)

RMARACE_FORTRAN (mpi_start, MPI_START,
		 (MPI_Fint *request, MPI_Fint *ierror))
{
  MPI_Request c_request = MPI_Request_f2c (*request);
  int err = MPI_Start (&c_request);
  *request = MPI_Request_c2f (c_request);
  rmarace_set_ierror (ierror, err);
}
RMARACE_F08_ALIAS (mpi_start)

RMARACE_FORTRAN (mpi_startall, MPI_STARTALL,
		 (MPI_Fint *count, MPI_Fint *requests, MPI_Fint *ierror))
{
  int n = (int) *count;
  MPI_Request *c_requests = malloc ((n > 0 ? n : 1) * sizeof *c_requests);
  if (!c_requests)
    {
      rmarace_set_ierror (ierror, MPI_ERR_NO_MEM);
      return;
    }
  for (int i = 0; i < n; i++)
    c_requests[i] = MPI_Request_f2c (requests[i]);
  int err = MPI_Startall (n, c_requests);
  for (int i = 0; i < n; i++)
    requests[i] = MPI_Request_c2f (c_requests[i]);
  free (c_requests);
  rmarace_set_ierror (ierror, err);
}
RMARACE_F08_ALIAS (mpi_startall)

RMARACE_FORTRAN (mpi_request_free, MPI_REQUEST_FREE,
		 (MPI_Fint *request, MPI_Fint *ierror))
{
  MPI_Request c_request = MPI_Request_f2c (*request);
  int err = MPI_Request_free (&c_request);
  if (err == MPI_SUCCESS)
    *request = MPI_Request_c2f (c_request);
  rmarace_set_ierror (ierror, err);
}
RMARACE_F08_ALIAS (mpi_request_free)


#endif /* RMARACE_MPI_FORTRAN_CALLS_PMPI */
