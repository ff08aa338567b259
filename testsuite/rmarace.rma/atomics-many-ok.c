/* atomics-many-ok.c -- a different operation ordered between thousands
   of atomics.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of atomics-many.c: in one lock_all
   epoch, rank 1 adds to int 0 of rank 0 5000 times with
   MPI_Fetch_and_op and MPI_SUM, flushing each, then tells rank 2, which
   updates the int with MPI_MAX, flushes and tells rank 1, which adds
   5000 times more.  The MPI_MAX is ordered after the first atomics and
   before the others: keeping them as one record must not blur that.
   Rank 1 adds to int 1 as well, and rank 3 adds to int 1 5000 times,
   unordered with rank 1: the same operation, atomic.  */
/* { dg-do run } */
/* { dg-rmarace-np 4 } */

#include <mpi.h>

int
main (int argc, char **argv)
{
  int rank, one = 1, res, res1;
  int *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (4 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  mem[0] = mem[1] = 0;
  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_lock_all (0, win);
  if (rank == 1)
    {
      for (int i = 0; i < 5000; i++)
        {
          MPI_Fetch_and_op (&one, &res, MPI_INT, 0, 0, MPI_SUM, win);
          MPI_Fetch_and_op (&one, &res1, MPI_INT, 0, 1, MPI_SUM, win);
          MPI_Win_flush (0, win);
        }
      MPI_Send (&one, 1, MPI_INT, 2, 0, MPI_COMM_WORLD);
      MPI_Recv (&one, 1, MPI_INT, 2, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      for (int i = 0; i < 5000; i++)
        {
          MPI_Fetch_and_op (&one, &res, MPI_INT, 0, 0, MPI_SUM, win);
          MPI_Fetch_and_op (&one, &res1, MPI_INT, 0, 1, MPI_SUM, win);
          MPI_Win_flush (0, win);
        }
    }
  if (rank == 2)
    {
      MPI_Recv (&one, 1, MPI_INT, 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      MPI_Fetch_and_op (&one, &res, MPI_INT, 0, 0, MPI_MAX, win);
      MPI_Win_flush (0, win);
      MPI_Send (&one, 1, MPI_INT, 1, 0, MPI_COMM_WORLD);
    }
  if (rank == 3)
    for (int i = 0; i < 5000; i++)
      {
        MPI_Fetch_and_op (&one, &res1, MPI_INT, 0, 1, MPI_SUM, win);
        MPI_Win_flush (0, win);
      }
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
