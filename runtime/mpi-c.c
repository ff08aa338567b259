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
#include "p2p.h"
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
    exit (rr_flags.exitcode);
  return rc;
}

int
MPI_Win_create (void *base, MPI_Aint size, int disp_unit, MPI_Info info,
		MPI_Comm comm, MPI_Win *win)
{
  rr_take_site ();
  int rc = PMPI_Win_create (base, size, disp_unit, info, comm, win);
  if (rc == MPI_SUCCESS && rr_rt.ready)
    rr_window_set_info (rr_window_add (*win, comm, base, size, disp_unit,
					 0, 0), info);
  return rc;
}

int
MPI_Win_allocate (MPI_Aint size, int disp_unit, MPI_Info info, MPI_Comm comm,
		  void *baseptr, MPI_Win *win)
{
  rr_take_site ();
  int rc = PMPI_Win_allocate (size, disp_unit, info, comm, baseptr, win);
  if (rc == MPI_SUCCESS && rr_rt.ready)
    rr_window_set_info (rr_window_add (*win, comm, *(void **) baseptr,
					 size, disp_unit, 0, 0), info);
  return rc;
}

int
MPI_Win_allocate_shared (MPI_Aint size, int disp_unit, MPI_Info info,
			 MPI_Comm comm, void *baseptr, MPI_Win *win)
{
  rr_take_site ();
  int rc = PMPI_Win_allocate_shared (size, disp_unit, info, comm, baseptr,
				     win);
  if (rc == MPI_SUCCESS && rr_rt.ready)
    rr_window_set_info (rr_window_add (*win, comm, *(void **) baseptr,
					 size, disp_unit, 0, 1), info);
  return rc;
}

int
MPI_Win_create_dynamic (MPI_Info info, MPI_Comm comm, MPI_Win *win)
{
  rr_take_site ();
  int rc = PMPI_Win_create_dynamic (info, comm, win);
  if (rc == MPI_SUCCESS && rr_rt.ready)
    rr_window_set_info (rr_window_add (*win, comm, NULL, 0, 1, 1, 0), info);
  return rc;
}

int
MPI_Win_set_info (MPI_Win win, MPI_Info info)
{
  int rc = PMPI_Win_set_info (win, info);
  struct rr_window *w = rr_enter (win, NULL);
  if (w)
    {
      if (rc == MPI_SUCCESS)
	rr_window_set_info (w, info);
      rr_unlock ();
    }
  return rc;
}

int
MPI_Win_attach (MPI_Win win, void *base, MPI_Aint size)
{
  int rc = PMPI_Win_attach (win, base, size);
  struct rr_window *w = rr_enter (win, NULL);
  if (w)
    {
      if (rc == MPI_SUCCESS)
	rr_window_attach (w, base, size);
      rr_unlock ();
    }
  return rc;
}

int
MPI_Win_detach (MPI_Win win, const void *base)
{
  int rc = PMPI_Win_detach (win, base);
  struct rr_window *w = rr_enter (win, NULL);
  if (w)
    {
      if (rc == MPI_SUCCESS)
	rr_window_detach (w, base);
      rr_unlock ();
    }
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
  rr_notify_collective (w->gid, w->fences + 1, NULL);
  rr_unlock ();
  rr_notify_sync (w->priv, w->group);
  int rc = PMPI_Win_fence (assert, win);
  rr_lock ();
  w->fences++;
  w->fence_open = !(assert & MPI_MODE_NOSUCCEED);
  rr_clock_collective (w->gid);
  rr_window_synced (w);
  rr_window_collect (w, w->gid, w->fences);
  rr_unlock ();
  return rc;
}

/* PSCW.  MPI_Win_post orders the target's past before the origins'
   accesses after MPI_Win_start; MPI_Win_complete orders the origin's
   accesses before the target's future after MPI_Win_wait.  Each is a
   message (p2p.h) on the window's private communicator, with tags of
   its own.  */
#define TAG_POST 4243
#define TAG_COMPLETE 4244

/* Under the separate model, W's copies were synchronized: lock and
   note it.  */
static void
synced (struct rr_window *w)
{
  rr_lock ();
  rr_window_synced (w);
  rr_unlock ();
}

/* Send this process's event to the N comm ranks RANKS of W with TAG.  */
static void
tell (struct rr_window *w, const int *ranks, int n, int tag)
{
  for (int i = 0; i < n; i++)
    if (ranks[i] != MPI_UNDEFINED)
      rr_p2p_send_on (w->priv, ranks[i], tag);
}

/* Learn from the events the N comm ranks RANKS of W sent with TAG.  */
static void
hear (struct rr_window *w, const int *ranks, int n, int tag)
{
  for (int i = 0; i < n; i++)
    if (ranks[i] != MPI_UNDEFINED)
      rr_p2p_receive_on (w->priv, ranks[i], tag);
}

int
MPI_Win_post (MPI_Group group, int assert, MPI_Win win)
{
  struct rr_window *w = rr_enter (win, NULL);
  if (!w)
    return PMPI_Win_post (group, assert, win);
  free (w->post_ranks);
  w->n_post = rr_window_ranks_of (w, group, &w->post_ranks);
  rr_window_synced (w);
  rr_unlock ();
  tell (w, w->post_ranks, w->n_post, TAG_POST);
  return PMPI_Win_post (group, assert, win);
}

int
MPI_Win_start (MPI_Group group, int assert, MPI_Win win)
{
  struct rr_window *w = rr_enter (win, NULL);
  if (!w)
    return PMPI_Win_start (group, assert, win);
  free (w->start_ranks);
  w->n_start = rr_window_ranks_of (w, group, &w->start_ranks);
  w->access_open = 1;
  rr_unlock ();
  int rc = PMPI_Win_start (group, assert, win);
  if (rc == MPI_SUCCESS)
    hear (w, w->start_ranks, w->n_start, TAG_POST);
  return rc;
}

int
MPI_Win_complete (MPI_Win win)
{
  struct rr_window *w = rr_enter (win, NULL);
  if (!w)
    return PMPI_Win_complete (win);
  rr_rma_complete (w, -1, 1);
  rr_notify_send_all ();
  w->access_open = 0;
  rr_unlock ();
  tell (w, w->start_ranks, w->n_start, TAG_COMPLETE);
  return PMPI_Win_complete (win);
}

int
MPI_Win_wait (MPI_Win win)
{
  struct rr_window *w = rr_enter (win, NULL);
  if (w)
    rr_unlock ();
  int rc = PMPI_Win_wait (win);
  if (w && rc == MPI_SUCCESS)
    {
      hear (w, w->post_ranks, w->n_post, TAG_COMPLETE);
      synced (w);
    }
  return rc;
}

int
MPI_Win_test (MPI_Win win, int *flag)
{
  struct rr_window *w = rr_enter (win, NULL);
  if (w)
    rr_unlock ();
  int rc = PMPI_Win_test (win, flag);
  if (w && rc == MPI_SUCCESS && *flag)
    {
      hear (w, w->post_ranks, w->n_post, TAG_COMPLETE);
      synced (w);
    }
  return rc;
}

int
MPI_Win_sync (MPI_Win win)
{
  int rc = PMPI_Win_sync (win);
  struct rr_window *w = rr_enter (win, NULL);
  if (w)
    {
      rr_window_synced (w);
      rr_unlock ();
    }
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

/* The same for a flush, which tells the targets only once enough is
   queued.  A target needs the records by its next synchronizing
   collective only, which delivers them all (notify.h), and records may
   arrive after the accesses they are checked against; a message per
   flush would cost many times the flush itself (a counter incremented
   with MPI_Fetch_and_op and MPI_Win_flush in a loop).  */
static void
flushed (struct rr_window *w, int trank)
{
  if (!w)
    return;
  rr_rma_complete (w, trank, 1);
  rr_notify_send_full ();
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
	  if (rank == w->comm_rank)
	    rr_window_synced (w);
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
      if (rank == w->comm_rank)
	rr_window_synced (w);
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
      rr_window_synced (w);
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
    {
      w->lock_all_epoch = 0;
      rr_window_synced (w);
    }
  complete (w, -1, 1);
  return rc;
}

int
MPI_Win_flush (int rank, MPI_Win win)
{
  int rc = PMPI_Win_flush (rank, win);
  flushed (rr_enter (win, NULL), rank);
  return rc;
}

int
MPI_Win_flush_all (MPI_Win win)
{
  int rc = PMPI_Win_flush_all (win);
  flushed (rr_enter (win, NULL), -1);
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
