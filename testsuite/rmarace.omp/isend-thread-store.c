/* isend-thread-store.c -- another thread stores to an MPI_Isend buffer
   before the send completes.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  On rank 0, thread 0 sends BUF with MPI_Isend;
   after an OpenMP barrier thread 1 stores to BUF, and only after a second
   barrier does thread 0 wait for the send.  The barrier orders the store
   after the Isend, not after its completion.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

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
	  MPI_Isend (buf, 4, MPI_INT, 1, 0, MPI_COMM_WORLD, &req);
#pragma omp barrier
	if (omp_get_thread_num () == 1)
	  buf[1] = 5;
#pragma omp barrier
	if (omp_get_thread_num () == 0)
	  MPI_Wait (&req, MPI_STATUS_IGNORE);
      }
    }
  else if (rank == 1)
    MPI_Recv (buf, 4, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Isend, send buffer read of size 4 at 0x\[0-9a-f\]+ by rank 0, thread 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*isend-thread-store\\.c:30:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 0, thread 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*isend-thread-store\\.c:33:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is a local buffer of rank 0\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*isend-thread-store\\.c:30:\[0-9\]+ \\(MPI_Isend, send buffer read, thread 0\\) and \[^\r\n\]*isend-thread-store\\.c:33:\[0-9\]+ \\(local store, thread 1\\)\r?\n" } */
