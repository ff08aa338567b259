/* ompdata.c -- which accesses of OpenMP regions reach heap blocks that
   MPI cannot know of (filter "ompdata").
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Each function allocates its blocks and runs one region over them; the
   region reaches them through its OpenMP data block.  Only blocks whose
   address goes nowhere but into regions, dereferences and free may be
   filtered: one given to MPI, to another function or to a global must be
   instrumented wherever it is read.  The run tests heap-*-get-load.c
   check the same verdicts at run time.  */

#include <mpi.h>
#include <stdlib.h>
#include <string.h>

double *kept;

/* Private blocks: nothing in the region is instrumented, and the
   region's reads of its data block are not either.
   stats-expect: private_blocks._omp_fn.0: loads [0-9]+/0 stores [0-9]+/0 filtered: .*ompdata=[1-9]  */

void
private_blocks (int n, double *out)
{
  double *x = malloc (n * sizeof *x), *y = malloc (n * sizeof *y);
  if (!x || !y)
    abort ();
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    {
      x[i] = i;
      y[i] = 2.0 * x[i] + x[n - 1 - i];
    }
  *out = y[n / 2];
  free (x);
  free (y);
}

/* The region gives the block to MPI_Get: the load of it is kept.
   stats-expect: origin_in_region._omp_fn.0: loads [0-9]+/[1-9]  */

void
origin_in_region (MPI_Win win, int *out)
{
  int *buf = malloc (4 * sizeof *buf);
  if (!buf)
    abort ();
#pragma omp parallel num_threads (1)
  {
    MPI_Get (buf, 1, MPI_INT, 0, 0, 1, MPI_INT, win);
    MPI_Win_flush (0, win);
    *out = buf[0];
  }
  free (buf);
}

/* A function of ours gets the block before the region.
   stats-expect: escapes_by_call._omp_fn.0: loads [0-9]+/[1-9]  */

void __attribute__ ((noinline))
start_get (int *buf, MPI_Win win)
{
  MPI_Get (buf, 1, MPI_INT, 0, 0, 1, MPI_INT, win);
}

void
escapes_by_call (MPI_Win win, int *out)
{
  int *buf = malloc (4 * sizeof *buf);
  if (!buf)
    abort ();
  start_get (buf, win);
#pragma omp parallel num_threads (1)
  *out = buf[0];
  MPI_Win_flush (0, win);
  free (buf);
}

/* The block's address is stored in a global: the region's stores are
   kept, as one loop range.
   stats-expect: escapes_to_global._omp_fn.0: .*ranged: loads 0 stores 1 in 1 ranges  */

void
escapes_to_global (int n, double *out)
{
  double *x = malloc (n * sizeof *x);
  if (!x)
    abort ();
  kept = x;
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    x[i] = i;
  *out = x[0];
}

/* The block goes from the region's data block to a task's, and the
   task gives it to MPI: the region's loads are kept.
   stats-expect: escapes_in_task._omp_fn.0: loads [0-9]+/[1-9]  */

void
escapes_in_task (MPI_Win win, int *out)
{
  int *buf = malloc (4 * sizeof *buf);
  if (!buf)
    abort ();
#pragma omp parallel num_threads (1)
  {
#pragma omp task firstprivate (buf)
    {
      MPI_Get (buf, 1, MPI_INT, 0, 0, 1, MPI_INT, win);
      MPI_Win_flush (0, win);
    }
#pragma omp taskwait
    *out = buf[0];
  }
  free (buf);
}

/* The block is converted to an integer in the region and given to MPI
   from there.
   stats-expect: escapes_as_integer._omp_fn.0: loads [0-9]+/[1-9]  */

void
escapes_as_integer (MPI_Win win, int *out)
{
  int *buf = malloc (4 * sizeof *buf);
  if (!buf)
    abort ();
#pragma omp parallel num_threads (1)
  {
    __UINTPTR_TYPE__ address = (__UINTPTR_TYPE__) buf;
    MPI_Get ((void *) address, 1, MPI_INT, 0, 0, 1, MPI_INT, win);
    MPI_Win_flush (0, win);
    *out = buf[0];
  }
  free (buf);
}

/* memcpy returns its destination, which the region gives to MPI.
   stats-expect: escapes_through_memcpy._omp_fn.0: loads [0-9]+/[1-9]  */

void
escapes_through_memcpy (MPI_Win win, const int *init, int *out)
{
  int *buf = malloc (4 * sizeof *buf);
  if (!buf)
    abort ();
#pragma omp parallel num_threads (1)
  {
    MPI_Get (memcpy (buf, init, 4 * sizeof *buf), 1, MPI_INT, 0, 0,
	     1, MPI_INT, win);
    MPI_Win_flush (0, win);
    *out = buf[0];
  }
  free (buf);
}
