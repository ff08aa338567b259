/* fence-assert-ok.c -- fence assertions used correctly.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of fence-assert.c: rank 1 loads MEM[0]
   after the fence that closes the Put's epoch.  Every assertion holds: no
   RMA before the first fence, no local store in the first epoch, no RMA
   between the second and third fences, no Put or accumulate in the last
   epoch.  */
/* { dg-do run } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, buf = 1, x = 0;
  int *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_fence (MPI_MODE_NOPRECEDE, win);
  if (rank == 0)
    MPI_Put (&buf, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
  MPI_Win_fence (MPI_MODE_NOSTORE | MPI_MODE_NOSUCCEED, win);
  if (rank == 1)
    printf ("mem[0] = %d\n", mem[0]);
  if (rank == 1)
    mem[1] = 8;
  MPI_Win_fence (MPI_MODE_NOPRECEDE | MPI_MODE_NOPUT, win);
  if (rank == 0)
    MPI_Get (&x, 1, MPI_INT, 1, 1, 1, MPI_INT, win);
  MPI_Win_fence (MPI_MODE_NOSUCCEED, win);
  if (rank == 0)
    printf ("x = %d\n", x);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
