/* fetch-winbuf-put-ok.c -- the result buffer of flushed atomics in the
   caller's own window, written by its MPI_Put to itself, flushed.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of fetch-winbuf-put.c: the MPI_Put to
   MEM[2] is flushed before the last MPI_Fetch_and_op into it.  */
/* { dg-do run } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, one = 1, v = 5;
  long sum = 0;
  int *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (4 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  mem[0] = mem[1] = mem[2] = mem[3] = 0;
  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    {
      for (int i = 0; i < 200; i++)
        {
          MPI_Fetch_and_op (&one, &mem[2], MPI_INT, 1, 0, MPI_SUM, win);
          MPI_Win_flush (1, win);
          sum += mem[2];
        }
      MPI_Put (&v, 1, MPI_INT, 0, 2, 1, MPI_INT, win);
      MPI_Win_flush (0, win);
      MPI_Fetch_and_op (&one, &mem[2], MPI_INT, 1, 0, MPI_SUM, win);
      MPI_Win_flush_all (win);
      printf ("%ld\n", sum);
    }
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
