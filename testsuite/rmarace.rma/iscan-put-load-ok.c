/* iscan-put-load-ok.c -- MPI_Iscan orders the lower ranks before.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of iscan-put-load.c with the roles of
   ranks 0 and 2 swapped: rank 0 puts to rank 2 and flushes before it
   starts the MPI_Iscan, whose result at rank 2 depends on rank 0's
   data: the scan orders the Put before rank 2's load after its
   MPI_Wait.  */
/* { dg-do run } */
/* { dg-rmarace-np 3 } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, buf = 1, sum = 0;
  int *mem;
  MPI_Win win;
  MPI_Request req;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_lock_all (0, win);
  if (rank == 0)
    {
      MPI_Put (&buf, 1, MPI_INT, 2, 0, 1, MPI_INT, win);
      MPI_Win_flush (2, win);
    }
  MPI_Iscan (&rank, &sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD, &req);
  MPI_Wait (&req, MPI_STATUS_IGNORE);
  if (rank == 2)
    printf ("mem[0] = %d\n", mem[0]);
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
