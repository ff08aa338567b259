/* lanes-put-store.c -- twelve threads each put their own buffer to one
   target; one of them stores to its buffer before its flush.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  On rank 0, each of 12 threads puts its own
   element of BUF to its own element of rank 1's window, so the target
   has a lane per thread (more than the runtime searches before it
   indexes them by thread); each thread then flushes rank 1, except
   that the last stores to its element first, while its MPI_Put may
   still be reading it.  Program order alone decides.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <omp.h>

#define THREADS 12

int
main (int argc, char **argv)
{
  int provided, rank, size, buf[THREADS];
  int *mem;
  MPI_Win win;

  MPI_Init_thread (&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
  if (provided != MPI_THREAD_MULTIPLE)
    MPI_Abort (MPI_COMM_WORLD, 1);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Comm_size (MPI_COMM_WORLD, &size);
  MPI_Win_allocate (THREADS * sizeof (int), sizeof (int), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < THREADS; i++)
    mem[i] = buf[i] = 0;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_lock_all (0, win);
  if (rank == 0 && size > 1)
    {
#pragma omp parallel num_threads (THREADS)
      {
	int t = omp_get_thread_num ();
	buf[t] = t;
	MPI_Put (&buf[t], 1, MPI_INT, 1, t, 1, MPI_INT, win);
	if (t == THREADS - 1)
	  buf[t] = -1;
	MPI_Win_flush (1, win);
      }
    }
  MPI_Win_unlock_all (win);
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, origin buffer read of size 4 at 0x\[0-9a-f\]+ by rank 0, thread \[0-9\]+:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*lanes-put-store\\.c:46:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 0, thread \[0-9\]+:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*lanes-put-store\\.c:48:\[0-9\]+\r?\n" } */
