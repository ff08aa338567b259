/* pscw-put-load-ok.c -- a target load after MPI_Win_wait.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of pscw-put-load.c: rank 1 loads after
   MPI_Win_wait, which ends the exposure epoch after every matching Put is
   complete.  */
/* { dg-do run } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, buf = 1, peer;
  int *mem;
  MPI_Group world, group;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  MPI_Barrier (MPI_COMM_WORLD);

  peer = 1 - rank;
  MPI_Comm_group (MPI_COMM_WORLD, &world);
  MPI_Group_incl (world, 1, &peer, &group);

  if (rank == 0)
    {
      MPI_Win_start (group, 0, win);
      MPI_Put (&buf, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
      MPI_Win_complete (win);
    }
  else
    {
      MPI_Win_post (group, 0, win);
      MPI_Win_wait (win);
      printf ("mem[0] = %d\n", mem[0]);
    }

  MPI_Group_free (&group);
  MPI_Group_free (&world);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
