/* isend-thread-store-ok.c -- another thread stores to an MPI_Isend
   buffer after the send completed.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of isend-thread-store.c: thread 0 waits
   for the send before the barrier after which thread 1 stores.  */
/* { dg-do run } */

#include <mpi.h>
#include <omp.h>

int
main (int argc, char **argv)
{
  int provided, rank, buf[4] = { 1, 2, 3, 4 };
  MPI_Request req;

  MPI_Init_thread (&argc, &argv, MPI_THREAD_FUNNELED, &provided);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  if (rank == 0)
    {
#pragma omp parallel
      {
	if (omp_get_thread_num () == 0)
	  {
	    MPI_Isend (buf, 4, MPI_INT, 1, 0, MPI_COMM_WORLD, &req);
	    MPI_Wait (&req, MPI_STATUS_IGNORE);
	  }
#pragma omp barrier
	if (omp_get_thread_num () == 1)
	  buf[1] = 5;
      }
    }
  else if (rank == 1)
    MPI_Recv (buf, 4, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  MPI_Finalize ();
  return 0;
}
