/* sections-serial-get-load-ok.c -- the fixed twin of
   sections-serial-get-load.c: the load after the construct.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  On rank 0, one section gets rank 1's int 0 into
   BUF[0] and flushes, the other loads BUF[1], which nothing writes; the
   load of BUF[0] comes after the sections construct, whose barrier
   orders it after both sections.  The other threads sleep before the
   construct, so that thread 0 usually runs both sections.  */
/* { dg-do run } */
/* { dg-rmarace-repeat 5 } */

#include <mpi.h>
#include <omp.h>
#include <stdio.h>
#include <unistd.h>

int
main (int argc, char **argv)
{
  int provided, rank, buf[4] = { 1, 2, 3, 4 };
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
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_lock_all (0, win);
  if (rank == 0)
    {
#pragma omp parallel
      {
        if (omp_get_thread_num () != 0)
          usleep (300000);
#pragma omp sections
        {
#pragma omp section
          {
            MPI_Get (buf, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
            MPI_Win_flush (1, win);
          }
#pragma omp section
          {
            usleep (100000);
            printf ("buf[1] = %d\n", buf[1]);
          }
        }
#pragma omp master
        printf ("buf[0] = %d\n", buf[0]);
      }
    }
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
