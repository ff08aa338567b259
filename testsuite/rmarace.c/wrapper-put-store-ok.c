/* wrapper-put-store-ok.c -- the store after the unlock.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  As wrapper-put-store.c, but WORK stores to BUF[1]
   after RW_UNLOCK.  */
/* { dg-do run } */
/* { dg-rmarace-sources helpers/rma-wrappers.c } */

#include <mpi.h>

void rw_lock (MPI_Win win);
void rw_put (const int *buf, int n, MPI_Win win);
void rw_unlock (MPI_Win win);

static void
work (MPI_Win win)
{
  int buf[4] = { 1, 1, 1, 1 };

  rw_lock (win);
  rw_put (buf, 4, win);
  rw_unlock (win);
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
