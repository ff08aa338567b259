/* windows-barrier-one-store-ok.c -- Barriers among many windows of
   which one has records, and a store at the target after a Put
   completed before the second barrier.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of windows-barrier-one-store.c: rank 0
   flushes its second Put before the second barrier, so rank 1's store
   after it is ordered after the Put.  */
/* { dg-do run } */

#include <mpi.h>
#include <stdio.h>

#define NWIN 40
#define USED 12

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
    {
      MPI_Win_lock (MPI_LOCK_SHARED, 1, 0, win[USED]);
      MPI_Put (&buf, 1, MPI_INT, 1, 0, 1, MPI_INT, win[USED]);
      MPI_Win_unlock (1, win[USED]);
    }
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_lock_all (0, win[USED]);
  if (rank == 0)
    {
      MPI_Put (&buf, 1, MPI_INT, 1, 1, 1, MPI_INT, win[USED]);
      MPI_Win_flush (1, win[USED]);
    }
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    mem[USED][1] = 2;
  MPI_Win_unlock_all (win[USED]);
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    printf ("mem[%d] = %d %d\n", USED, mem[USED][0], mem[USED][1]);

  for (int i = 0; i < NWIN; i++)
    MPI_Win_free (&win[i]);
  MPI_Finalize ();
  return 0;
}

