/* mpi-c.c -- the C bindings of the environment, window and
   synchronization calls the runtime watches.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Each wrapper does its bookkeeping, then makes the real call through
   PMPI_*.  Arguments go to MPI untouched, so an erroneous call meets MPI's
   own error handling; the bookkeeping skips what it cannot make sense of
   (an unknown window, a rank out of range).  The Fortran bindings
   (mpi-fortran*.c) convert their arguments and call these.  RMA
   communication calls are in mpi-rma.c, request completion in
   mpi-request.c.  */

#include <stdlib.h>
#include "check.h"
#include "comm.h"
#include "flags.h"
#include "report.h"
#include "wrap.h"

/* Lock epochs of this process, numbered from 1.  */
static uint32_t lock_epochs;

int
MPI_Init (int *argc, char ***argv)
{
  rr_take_site ();
  int rc = PMPI_Init (argc, argv);
  if (rc == MPI_SUCCESS)
    rr_runtime_init ();
  return rc;
}

int
MPI_Init_thread (int *argc, char ***argv, int required, int *provided)
{
  rr_take_site ();
  int rc = PMPI_Init_thread (argc, argv, required, provided);
  if (rc == MPI_SUCCESS)
    rr_runtime_init ();
  return rc;
}

int
MPI_Finalize (void)
{
  rr_take_site ();
  rr_runtime_finalize ();
  int rc = PMPI_Finalize ();
  /* With halt_on_error=0 the run goes on after a race; it must still
     fail.  */
  if (rr_races_reported () && !rr_flags.halt_on_error)
    exit (66);
  return rc;
}

int
MPI_Win_create (void *base, MPI_Aint size, int disp_unit, MPI_Info info,
		MPI_Comm comm, MPI_Win *win)
{
  rr_take_site ();
  int rc = PMPI_Win_create (base, size, disp_unit, info, comm, win);
  if (rc == MPI_SUCCESS && rr_rt.ready)
    rr_window_add (*win, comm, base, size, disp_unit);
  return rc;
}

int
MPI_Win_allocate (MPI_Aint size, int disp_unit, MPI_Info info, MPI_Comm comm,
		  void *baseptr, MPI_Win *win)
{
  rr_take_site ();
  int rc = PMPI_Win_allocate (size, disp_unit, info, comm, baseptr, win);
  if (rc == MPI_SUCCESS && rr_rt.ready)
    rr_window_add (*win, comm, *(void **) baseptr, size, disp_unit);
  return rc;
}

int
MPI_Win_free (MPI_Win *win)
{
  struct rr_window *w = rr_enter (win ? *win : MPI_WIN_NULL, NULL);
  if (w)
    {
      /* Collective: deliver what concerns W before it goes.  */
      rr_rma_complete (w, -1, 1);
      rr_unlock ();
      rr_notify_sync (w->priv, w->group);
      rr_window_remove (w);
    }
  return PMPI_Win_free (win);
}

int
MPI_Win_fence (int assert, MPI_Win win)
{
  struct rr_window *w = rr_enter (win, NULL);
  if (!w)
    return PMPI_Win_fence (assert, win);
  /* Every RMA call of the epoch completes here, at both ends.  */
  rr_rma_complete (w, -1, 1);
  rr_unlock ();
  rr_notify_sync (w->priv, w->group);
  int rc = PMPI_Win_fence (assert, win);
  rr_lock ();
  w->fences++;
  rr_clock_collective (w->gid);
  rr_window_collect (w, w->gid, w->fences);
  rr_unlock ();
  return rc;
}

/* W's calls to TRANK (all when < 0) complete, at the target too when
   REMOTE; tell the targets.  W is locked (rr_enter); unlock it.  */
static void
complete (struct rr_window *w, int trank, int remote)
{
  if (!w)
    return;
  rr_rma_complete (w, trank, remote);
  if (remote)
    rr_notify_send_all ();
  rr_unlock ();
}

int
MPI_Win_lock (int lock_type, int rank, int assert, MPI_Win win)
{
  if (rr_enter (win, NULL))
    rr_unlock ();
  int rc = PMPI_Win_lock (lock_type, rank, assert, win);
  struct rr_window *w = rc == MPI_SUCCESS ? rr_enter (win, NULL) : NULL;
  if (w)
    {
      if (rank >= 0 && rank < w->comm_size)
	{
	  w->targets[rank].lock_mode = lock_type == MPI_LOCK_EXCLUSIVE
				       ? RR_LOCK_EXCLUSIVE : RR_LOCK_SHARED;
	  w->targets[rank].lock_epoch = ++lock_epochs;
	}
      rr_unlock ();
    }
  return rc;
}

int
MPI_Win_unlock (int rank, MPI_Win win)
{
  int rc = PMPI_Win_unlock (rank, win);
  struct rr_window *w = rr_enter (win, NULL);
  if (w && rank >= 0 && rank < w->comm_size)
    {
      w->targets[rank].lock_mode = RR_LOCK_NONE;
      w->targets[rank].lock_epoch = 0;
    }
  complete (w, rank, 1);
  return rc;
}

int
MPI_Win_lock_all (int assert, MPI_Win win)
{
  if (rr_enter (win, NULL))
    rr_unlock ();
  int rc = PMPI_Win_lock_all (assert, win);
  struct rr_window *w = rc == MPI_SUCCESS ? rr_enter (win, NULL) : NULL;
  if (w)
    {
      w->lock_all_epoch = ++lock_epochs;
      rr_unlock ();
    }
  return rc;
}

int
MPI_Win_unlock_all (MPI_Win win)
{
  int rc = PMPI_Win_unlock_all (win);
  struct rr_window *w = rr_enter (win, NULL);
  if (w)
    w->lock_all_epoch = 0;
  complete (w, -1, 1);
  return rc;
}

int
MPI_Win_flush (int rank, MPI_Win win)
{
  int rc = PMPI_Win_flush (rank, win);
  complete (rr_enter (win, NULL), rank, 1);
  return rc;
}

int
MPI_Win_flush_all (MPI_Win win)
{
  int rc = PMPI_Win_flush_all (win);
  complete (rr_enter (win, NULL), -1, 1);
  return rc;
}

int
MPI_Win_flush_local (int rank, MPI_Win win)
{
  int rc = PMPI_Win_flush_local (rank, win);
  complete (rr_enter (win, NULL), rank, 0);
  return rc;
}

int
MPI_Win_flush_local_all (MPI_Win win)
{
  int rc = PMPI_Win_flush_local_all (win);
  complete (rr_enter (win, NULL), -1, 0);
  return rc;
}

int
MPI_Barrier (MPI_Comm comm)
{
  rr_take_site ();
  int inter = 0;
  if (!rr_rt.ready || comm == MPI_COMM_NULL
      || PMPI_Comm_test_inter (comm, &inter) != MPI_SUCCESS || inter)
    return PMPI_Barrier (comm);
  rr_notify_poll ();
  /* The runtime's synchronization ends with a barrier over a duplicate of
     COMM: it is this barrier.  */
  rr_comm_synchronize (rr_comm_get (comm));
  return MPI_SUCCESS;
}
