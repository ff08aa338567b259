/* lockall-put-many-store.c -- one buffer put to every displacement of
   every target, then stored to before the flush.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Under MPI_Win_lock_all, rank 0 puts BUF to
   each of 10 elements of each of 3 ranks (itself included), 30 MPI_Put
   with one origin buffer pending at once, then stores to BUF before the
   MPI_Win_flush_all that completes them.  The runtime keeps the 30 as
   one record (pending.c); the report names the Put and the store.  */
/* { dg-do run } */
/* { dg-rmarace-np 3 } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>

int
main (int argc, char **argv)
{
  int rank, size, buf = 7;
  int *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
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
      for (int t = 0; t < size; t++)
	for (int d = 0; d < 10; d++)
	  MPI_Put (&buf, 1, MPI_INT, t, d, 1, MPI_INT, win);
      buf = 8;
      MPI_Win_flush_all (win);
    }
  MPI_Win_unlock_all (win);
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, origin buffer read of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*lockall-put-many-store\\.c:39:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*lockall-put-many-store\\.c:40:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is a local buffer of rank 0\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*lockall-put-many-store\\.c:39:\[0-9\]+ \\(MPI_Put, origin buffer read\\) and \[^\r\n\]*lockall-put-many-store\\.c:40:\[0-9\]+ \\(local store\\)\r?\n" } */
