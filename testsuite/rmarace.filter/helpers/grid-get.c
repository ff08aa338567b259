/* grid-get.c -- a function of another unit that uses a structure's
   member as an MPI_Get origin buffer.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Linked with field-struct-escape-get-load.c (dg-rmarace-sources): in C
   another unit can declare a structure compatible with a static
   variable's and reach its members once it has its address.  */

#include <mpi.h>

struct grid
{
  double *work;
  int n;
};

void
helper_grid_get (struct grid *p, MPI_Win win)
{
  MPI_Get (p->work, 4, MPI_DOUBLE, 1, 0, 4, MPI_DOUBLE, win);
}
