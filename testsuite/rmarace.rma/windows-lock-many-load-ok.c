/* windows-lock-many-load-ok.c -- Puts to many windows under passive
   locks and a load at the target after the barrier that orders them.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of windows-lock-many-load.c: rank 1
   loads element 0 of row 29 after the barrier, by which every record
   and completion of the 40 windows has been received and applied.  */
/* { dg-do run } */

#include <mpi.h>
#include <stdio.h>

#define NWIN 40

int mem[NWIN][4];

int
main (int argc, char **argv)
{
  int rank, buf = 1;
  MPI_Win win[NWIN];

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  for (int i = 0; i < NWIN; i++)
    MPI_Win_create (mem[i], sizeof mem[0], sizeof (int), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &win[i]);

  if (rank == 0)
    for (int i = 0; i < NWIN; i++)
      {
	MPI_Win_lock (MPI_LOCK_SHARED, 1, 0, win[i]);
	MPI_Put (&buf, 1, MPI_INT, 1, 0, 1, MPI_INT, win[i]);
	MPI_Win_unlock (1, win[i]);
      }
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    printf ("mem[29][0] = %d\n", mem[29][0]);

  for (int i = 0; i < NWIN; i++)
    MPI_Win_free (&win[i]);
  MPI_Finalize ();
  return 0;
}
