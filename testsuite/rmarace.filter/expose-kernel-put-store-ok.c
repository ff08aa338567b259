/* expose-kernel-put-store-ok.c -- the store after the unlock.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  As expose-kernel-put-store.c, but the store to X
   follows EP_UNLOCK.  */
/* { dg-do run } */

#include <mpi.h>
#include <stdio.h>

static int x = 3, y;

static void __attribute__ ((noinline))
ep_put (int *p, MPI_Win win)
{
  MPI_Win_lock (MPI_LOCK_EXCLUSIVE, 1, 0, win);
  MPI_Put (p, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
}

static void __attribute__ ((noinline))
ep_unlock (MPI_Win win)
{
  MPI_Win_unlock (1, win);
}

/* No MPI here.  */
static void __attribute__ ((noinline))
twice (const int *n, int *r)
{
  *r = 2 * *n;
}

int
main (int argc, char **argv)
{
  int rank, mem[1] = { 0 };
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_create (mem, sizeof mem, sizeof (int), MPI_INFO_NULL,
		  MPI_COMM_WORLD, &win);
  sscanf ("5", "%d", &x);
  twice (&x, &y);
  if (rank == 0)
    {
      ep_put (&x, win);
      ep_unlock (win);
      x = 7;
    }
  MPI_Barrier (MPI_COMM_WORLD);
  if (y != 10)
    printf ("%d\n", y);
  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
