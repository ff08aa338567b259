/* wrap-get.c -- MPI_Get into the block a wrapper of malloc kept.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Linked with field-wrap-kept-get-load*.c (dg-rmarace-sources): the
   wrapper there returns its block and also keeps it in WRAP_LAST, which
   this unit reads.  */

#include <mpi.h>

extern double *wrap_last;

void
helper_wrap_get (MPI_Win win)
{
  MPI_Get (wrap_last, 4, MPI_DOUBLE, 1, 0, 4, MPI_DOUBLE, win);
}
