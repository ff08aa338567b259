/* member-struct-put-store.c -- a window over one member of a static
   structure.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  C's twin of member-put-store.cc: the member
   COUNT of the static structure C is rank 1's window.  Rank 0 puts into
   it and enters a barrier before it unlocks; rank 1's bump stores HITS,
   then COUNT, which races with the Put.  In C the filter "member" keeps
   every member of a static that MPI was given any address of.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>

static struct counter
{
  int hits;
  int count;
  double total;
} c;

static void __attribute__ ((noinline))
bump (struct counter *p, int v)
{
  p->hits = p->hits + 1;
  __asm__ volatile ("" ::: "memory");
  c.count = v;
}

int
main (int argc, char **argv)
{
  int rank, one = 1;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_create (&c.count, sizeof c.count, sizeof c.count, MPI_INFO_NULL,
		  MPI_COMM_WORLD, &win);
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_lock_all (0, win);
  if (rank == 0)
    MPI_Put (&one, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    bump (&c, argc + 1);
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return c.hits != rank;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*member-struct-put-store\\.c:46:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*member-struct-put-store\\.c:29:\[0-9\]+\r?\n" } */
