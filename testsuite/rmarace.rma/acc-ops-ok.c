/* acc-ops-ok.c -- MPI_SUM accumulates and MPI_NO_OP on one int.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of acc-ops.c: rank 2 fetches int 0 of
   rank 1 with MPI_NO_OP and rank 3 adds to it with MPI_SUM too, which
   the default accumulate_ops, same_op_no_op, allows with rank 0's
   MPI_SUM.  */
/* { dg-do run } */
/* { dg-rmarace-np 4 } */

#include <mpi.h>

int
main (int argc, char **argv)
{
  int rank, val = 3, res, res2;
  int *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (4 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 4; i++)
    mem[i] = 0;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_fence (0, win);
  if (rank == 0)
    MPI_Accumulate (&val, 1, MPI_INT, 1, 0, 1, MPI_INT, MPI_SUM, win);
  if (rank == 2)
    MPI_Fetch_and_op (&val, &res, MPI_INT, 1, 0, MPI_NO_OP, win);
  if (rank == 3)
    MPI_Fetch_and_op (&val, &res2, MPI_INT, 1, 0, MPI_SUM, win);
  MPI_Win_fence (0, win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
