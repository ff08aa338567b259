/* lock-put-put-ok.c -- Puts by two origins to one int under exclusive locks.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of lock-put-put.c with MPI_LOCK_EXCLUSIVE:
   the two epochs do not overlap, so the Puts are ordered (in some order).  */
/* { dg-do run } */
/* { dg-rmarace-np 3 } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, buf;
  int *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  MPI_Barrier (MPI_COMM_WORLD);

  int lock_type = MPI_LOCK_EXCLUSIVE;
  buf = rank;
  if (rank != 1)
    {
      MPI_Win_lock (lock_type, 1, 0, win);
      MPI_Put (&buf, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
      MPI_Win_unlock (1, win);
    }
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    printf ("mem[0] = %d\n", mem[0]);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
