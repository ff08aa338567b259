/* one-thread-fence-put-load-ok.c -- in a team of one thread, a fence
   after the load of window memory orders it before the next Put.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of one-thread-fence-put-load.c with a
   second fence after rank 0's load (the bulk-synchronous exchange): the
   load is alone in its epoch, and rank 1's next Put comes after the
   fence that ends it.  */
/* { dg-do run } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int provided, rank, sum = 0;
  int *mem;
  MPI_Win win;

  MPI_Init_thread (&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
  if (provided != MPI_THREAD_MULTIPLE)
    MPI_Abort (MPI_COMM_WORLD, 1);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;

  MPI_Win_fence (MPI_MODE_NOPRECEDE, win);
#pragma omp parallel num_threads(1) reduction(+:sum)
  for (int it = 0; it < 2; it++)
    {
      int val = it + 1;
      if (rank == 1)
        MPI_Put (&val, 1, MPI_INT, 0, 0, 1, MPI_INT, win);
      MPI_Win_fence (0, win);
      if (rank == 0)
        sum += mem[0];
      MPI_Win_fence (0, win);
    }
  MPI_Win_fence (MPI_MODE_NOSUCCEED, win);
  if (rank == 0)
    printf ("sum = %d\n", sum);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
