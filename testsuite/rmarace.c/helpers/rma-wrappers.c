/* rma-wrappers.c -- MPI RMA calls behind functions of another file.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Linked with the wrapper-* tests (dg-rmarace-sources), the C twins of
   rmarace.fortran/noasync-wrapper-*.  */

#include <mpi.h>

void rw_lock (MPI_Win win);
void rw_put (const int *buf, int n, MPI_Win win);
void rw_unlock (MPI_Win win);

void
rw_lock (MPI_Win win)
{
  MPI_Win_lock (MPI_LOCK_SHARED, 1, 0, win);
}

void
rw_put (const int *buf, int n, MPI_Win win)
{
  MPI_Put (buf, n, MPI_INT, 1, 0, n, MPI_INT, win);
}

void
rw_unlock (MPI_Win win)
{
  MPI_Win_unlock (1, win);
}
