/* nested-put-store-ok.c -- the store after the unlock.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  As nested-put-store.c, but WORK stores to BUF[1]
   after MPI_Win_unlock.  */
/* { dg-do run } */

#include <mpi.h>

static void
work (MPI_Win win)
{
  int buf[4];
  void fill (void)
  {
    for (int i = 0; i < 4; i++)
      buf[i] = 1;
  }

  fill ();
  MPI_Win_lock (MPI_LOCK_SHARED, 1, 0, win);
  MPI_Put (buf, 4, MPI_INT, 1, 0, 4, MPI_INT, win);
  MPI_Win_unlock (1, win);
  buf[1] = 7;
}

int
main (int argc, char **argv)
{
  int rank, mem[4] = { 0 };
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_create (mem, sizeof mem, sizeof (int), MPI_INFO_NULL,
		  MPI_COMM_WORLD, &win);
  if (rank == 0)
    work (win);
  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
