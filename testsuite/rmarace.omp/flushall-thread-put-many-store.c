/* flushall-thread-put-many-store.c -- one buffer put to every element
   of every target, completed by a flush another thread does not know
   of when it stores to the buffer.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  On rank 0, thread 0 puts BUF to each of 10
   elements of both ranks (20 MPI_Put of one buffer, kept as one record
   with a member per call) and calls MPI_Win_flush_all; thread 1 stores
   to BUF with nothing ordering the store after the flush, so the Puts
   may still be reading it.  Thread 1 sleeps first only so that its
   store comes after the flush in time: the order, not the time,
   decides.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <omp.h>
#include <unistd.h>

int
main (int argc, char **argv)
{
  int provided, rank, size, buf = 7;
  int *mem;
  MPI_Win win;

  MPI_Init_thread (&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
  if (provided != MPI_THREAD_MULTIPLE)
    MPI_Abort (MPI_COMM_WORLD, 1);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Comm_size (MPI_COMM_WORLD, &size);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 0;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_lock_all (0, win);
  if (rank == 0)
    {
#pragma omp parallel
      {
	if (omp_get_thread_num () == 0)
	  {
	    for (int t = 0; t < size; t++)
	      for (int d = 0; d < 10; d++)
		MPI_Put (&buf, 1, MPI_INT, t, d, 1, MPI_INT, win);
	    MPI_Win_flush_all (win);
	  }
	if (omp_get_thread_num () == 1)
	  {
	    usleep (200000);
	    buf = 9;
	  }
      }
    }
  MPI_Win_unlock_all (win);
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, origin buffer read of size 4 at 0x\[0-9a-f\]+ by rank 0, thread 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*flushall-thread-put-many-store\\.c:49:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 0, thread 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*flushall-thread-put-many-store\\.c:55:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is a local buffer of rank 0\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*flushall-thread-put-many-store\\.c:49:\[0-9\]+ \\(MPI_Put, origin buffer read, thread 0\\) and \[^\r\n\]*flushall-thread-put-many-store\\.c:55:\[0-9\]+ \\(local store, thread 1\\)\r?\n" } */
