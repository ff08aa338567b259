/* group3-put-store.c -- a race on the third access of a group.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  In touch, the store to Q[0], the load of P[1]
   and the store to P[2] follow each other with no call between them:
   the plugin tests their guards together and calls the runtime for all
   three with one __rmarace_group, whose table names two bases, Q and P
   (group.cc, instrument.cc).  Only P[2] is rank 1's window memory that
   rank 0 puts into before a barrier; the third member must be reported
   with its own line.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>

__attribute__ ((noinline)) int
touch (int *p, int *q, int v)
{
  q[0] = v;
  int r = p[1];
  p[2] = v;
  return r;
}

int
main (int argc, char **argv)
{
  int rank, one = 1, got = 0, *mem, other[2] = { 0, 0 };
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (8 * sizeof (int), sizeof (int), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 8; i++)
    mem[i] = i;
  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    MPI_Put (&one, 1, MPI_INT, 1, 2, 1, MPI_INT, win);
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    got = touch (mem, other, argc);
  if (rank == 0)
    MPI_Win_flush (1, win);
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return got == -1 || other[0] == -1;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*group3-put-store\\.c:42:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*group3-put-store\\.c:23:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window 1 of rank 1, offset \\\[8, 12\\) of 32 bytes\\.\r?\n" } */
