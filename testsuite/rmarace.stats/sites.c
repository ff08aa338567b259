/* sites.c -- MPI site markers only where the runtime uses the site.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   The plugin marks the site of an MPI call only when the runtime's model
   of the call keeps it (runtime/intercept/mpi-calls.def, flag "site"):
   the RMA calls, the message buffers of point-to-point and collective
   calls.  Synchronization, Comm_rank and the like, and the MPI functions
   the runtime does not intercept get none.  A call the plugin cannot
   name (through a pointer) gets none either, as before.  The run tests
   rmarace.rma/lockall-get-sync-put* check that reports still name both
   RMA calls.
   stats-expect: ^rmarace: stats: epoch: .*mpi-sites 2( |\r?$)
   stats-expect: ^rmarace: stats: messages: .*mpi-sites 3( |\r?$)
   stats-expect: ^rmarace: stats: setup: .*mpi-sites 1( |\r?$)
   stats-expect: ^rmarace: stats: quiet: .*mpi-sites 0( |\r?$) */

#include <mpi.h>

void
epoch (MPI_Win win, double *buf, int n, int to)
{
  MPI_Win_lock_all (0, win);
  MPI_Put (buf, n, MPI_DOUBLE, to, 0, n, MPI_DOUBLE, win);
  MPI_Win_flush_local (to, win);
  MPI_Get (buf, n, MPI_DOUBLE, to, 0, n, MPI_DOUBLE, win);
  MPI_Win_flush (to, win);
  MPI_Win_sync (win);
  MPI_Win_unlock_all (win);
}

void
messages (double *buf, int n, int to)
{
  MPI_Request req;
  MPI_Isend (buf, n, MPI_DOUBLE, to, 0, MPI_COMM_WORLD, &req);
  MPI_Wait (&req, MPI_STATUS_IGNORE);
  MPI_Allreduce (MPI_IN_PLACE, buf, n, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Bcast (buf, n, MPI_DOUBLE, 0, MPI_COMM_WORLD);
}

void
setup (double *mem, int n, MPI_Win *win, MPI_Comm *comm)
{
  int rank;
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Comm_dup (MPI_COMM_WORLD, comm);
  MPI_Win_create (mem, n * sizeof *mem, sizeof *mem, MPI_INFO_NULL, *comm,
		  win);
  MPI_Win_fence (0, *win);
  MPI_Win_free (win);
}

void
quiet (MPI_Win *win, int (*sync) (MPI_Win))
{
  MPI_Win_fence (0, *win);
  sync (*win);
  MPI_Abort (MPI_COMM_WORLD, 1);
}
