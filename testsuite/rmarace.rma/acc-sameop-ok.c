/* acc-sameop-ok.c -- MPI_SUM only under accumulate_ops=same_op.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of acc-sameop.c: under accumulate_ops
   set to same_op, rank 2 fetches int 0 of rank 1 with MPI_SUM, the
   operation of rank 0's MPI_Accumulate.  */
/* { dg-do run } */
/* { dg-rmarace-np 3 } */

#include <mpi.h>

int
main (int argc, char **argv)
{
  int rank, val = 3, res;
  int *mem;
  MPI_Info info;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Info_create (&info);
  MPI_Info_set (info, "accumulate_ops", "same_op");
  MPI_Win_allocate (4 * sizeof (int), sizeof (int), info, MPI_COMM_WORLD,
                    &mem, &win);
  MPI_Info_free (&info);
  for (int i = 0; i < 4; i++)
    mem[i] = 0;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_fence (0, win);
  if (rank == 0)
    MPI_Accumulate (&val, 1, MPI_INT, 1, 0, 1, MPI_INT, MPI_SUM, win);
  if (rank == 2)
    MPI_Fetch_and_op (&val, &res, MPI_INT, 1, 0, MPI_SUM, win);
  MPI_Win_fence (0, win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
