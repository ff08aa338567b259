/* mpi-window.c -- the model code of the environment, window and
   synchronization calls.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Each call's C and Fortran entry points (mpi-calls.def) come here.  The
   bookkeeping skips what it cannot make sense of (an unknown window, a
   rank out of range).  RMA communication calls are in mpi-rma.c, request
   completion in mpi-request.c.  */

#include <stdlib.h>
#include "check.h"
#include "comm.h"
#include "flags.h"
#include "p2p.h"
#include "report.h"
#include "wrap.h"

/* Lock epochs of this process, numbered from 1.  */
static uint32_t lock_epochs;

RR_ON (Init)
{
  rr_forget_site ();
  int rc = RR_PMPI (Init);
  if (rc == MPI_SUCCESS)
    rr_runtime_init ();
  return rc;
}

RR_ON (Init_thread)
{
  rr_forget_site ();
  int rc = RR_PMPI (Init_thread);
  if (rc == MPI_SUCCESS)
    rr_runtime_init ();
  return rc;
}

RR_ON (Finalize)
{
  rr_forget_site ();
  rr_runtime_finalize ();
  /* With halt_on_error=0 a run that found a race exits with exitcode
     when the process exits (init.c).  */
  return RR_PMPI (Finalize);
}

/* Say so when the MPI library's base of window WIN, made at LOC, is not
   BASE, the program's: its RMA calls then reach bytes other than the
   program's, some outside the window (MPICH 4.0 over UCX 1.13 and later
   rounds the base down to 16 bytes: a put at displacement 0 lands up to
   15 bytes before it, over whatever variable lies there).  The runtime
   goes on checking the window the program asked for, as MPI defines it;
   the program's results may still be wrong.  */

static void
check_base (MPI_Win win, const void *base, MPI_Aint size, const char *loc)
{
  void *lib_base = NULL;
  int flag = 0;
  if (size > 0
      && PMPI_Win_get_attr (win, MPI_WIN_BASE, &lib_base, &flag) == MPI_SUCCESS
      && flag && lib_base != base)
    rr_warn ("%s: MPI_Win_create: the MPI library moved the window's base "
	     "from %p to %p: its RMA calls will reach the wrong bytes, some "
	     "outside the window (a bug of the MPI library)", loc, base,
	     lib_base);
}

RR_ON (Win_create)
{
  const char *site = RR_SITE (Win_create);
  int rc = RR_PMPI (Win_create);
  if (rc == MPI_SUCCESS && rr_rt.ready)
    {
      check_base (*win, base, size, site);
      rr_window_set_info (rr_window_add (*win, comm, base, size, disp_unit,
					   0, 0), info);
    }
  return rc;
}

RR_ON (Win_allocate)
{
  rr_forget_site ();
  int rc = RR_PMPI (Win_allocate);
  if (rc == MPI_SUCCESS && rr_rt.ready)
    rr_window_set_info (rr_window_add (*win, comm, *(void **) baseptr,
					 size, disp_unit, 0, 0), info);
  return rc;
}

RR_ON (Win_allocate_shared)
{
  rr_forget_site ();
  int rc = RR_PMPI (Win_allocate_shared);
  if (rc == MPI_SUCCESS && rr_rt.ready)
    rr_window_set_info (rr_window_add (*win, comm, *(void **) baseptr,
					 size, disp_unit, 0, 1), info);
  return rc;
}

RR_ON (Win_create_dynamic)
{
  rr_forget_site ();
  int rc = RR_PMPI (Win_create_dynamic);
  if (rc == MPI_SUCCESS && rr_rt.ready)
    rr_window_set_info (rr_window_add (*win, comm, NULL, 0, 1, 1, 0), info);
  return rc;
}

RR_ON (Win_set_info)
{
  int rc = RR_PMPI (Win_set_info);
  struct rr_window *w = rr_enter (win);
  if (w)
    {
      if (rc == MPI_SUCCESS)
	rr_window_set_info (w, info);
      rr_unlock ();
    }
  return rc;
}

RR_ON (Win_attach)
{
  int rc = RR_PMPI (Win_attach);
  struct rr_window *w = rr_enter (win);
  if (w)
    {
      if (rc == MPI_SUCCESS)
	rr_window_attach (w, base, size);
      rr_unlock ();
    }
  return rc;
}

RR_ON (Win_detach)
{
  int rc = RR_PMPI (Win_detach);
  struct rr_window *w = rr_enter (win);
  if (w)
    {
      if (rc == MPI_SUCCESS)
	rr_window_detach (w, base);
      rr_unlock ();
    }
  return rc;
}

RR_ON (Win_free)
{
  struct rr_window *w = rr_enter (win ? *win : MPI_WIN_NULL);
  if (w)
    {
      /* Collective: deliver what concerns W before it goes.  */
      rr_rma_complete (w, -1, 1);
      rr_unlock ();
      rr_notify_sync (w->priv, w->group);
      rr_window_remove (w);
    }
  return RR_PMPI (Win_free);
}

RR_ON (Win_fence)
{
  struct rr_window *w = rr_enter (win);
  if (!w)
    return RR_PMPI (Win_fence);
  /* Every RMA call of the epoch completes here, at both ends.  */
  rr_rma_complete (w, -1, 1);
  rr_notify_collective (w->gid, w->fences + 1, NULL);
  struct rr_fence_sync fs;
  rr_notify_fence_begin (w, &fs);
  rr_unlock ();
  int rc = RR_PMPI (Win_fence);
  rr_notify_fence_end (&fs);
  rr_lock ();
  w->fences++;
  rr_comm_counts_changed ();
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

RR_ON (Win_post)
{
  struct rr_window *w = rr_enter (win);
  if (!w)
    return RR_PMPI (Win_post);
  free (w->post_ranks);
  w->n_post = rr_window_ranks_of (w, group, &w->post_ranks);
  rr_window_synced (w);
  rr_unlock ();
  tell (w, w->post_ranks, w->n_post, TAG_POST);
  return RR_PMPI (Win_post);
}

RR_ON (Win_start)
{
  struct rr_window *w = rr_enter (win);
  if (!w)
    return RR_PMPI (Win_start);
  rr_window_mark_start (w, 0);
  free (w->start_ranks);
  w->n_start = rr_window_ranks_of (w, group, &w->start_ranks);
  rr_window_mark_start (w, 1);
  w->access_open = 1;
  rr_unlock ();
  int rc = RR_PMPI (Win_start);
  if (rc == MPI_SUCCESS)
    hear (w, w->start_ranks, w->n_start, TAG_POST);
  return rc;
}

RR_ON (Win_complete)
{
  struct rr_window *w = rr_enter (win);
  if (!w)
    return RR_PMPI (Win_complete);
  rr_rma_complete (w, -1, 1);
  rr_notify_send_all ();
  w->access_open = 0;
  rr_unlock ();
  tell (w, w->start_ranks, w->n_start, TAG_COMPLETE);
  return RR_PMPI (Win_complete);
}

RR_ON (Win_wait)
{
  struct rr_window *w = rr_enter (win);
  if (w)
    rr_unlock ();
  int rc = RR_PMPI (Win_wait);
  if (w && rc == MPI_SUCCESS)
    {
      hear (w, w->post_ranks, w->n_post, TAG_COMPLETE);
      synced (w);
    }
  return rc;
}

RR_ON (Win_test)
{
  struct rr_window *w = rr_enter (win);
  if (w)
    rr_unlock ();
  int rc = RR_PMPI (Win_test);
  if (w && rc == MPI_SUCCESS && *flag)
    {
      hear (w, w->post_ranks, w->n_post, TAG_COMPLETE);
      synced (w);
    }
  return rc;
}

RR_ON (Win_sync)
{
  int rc = RR_PMPI (Win_sync);
  struct rr_window *w = rr_enter (win);
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
  rr_events_collect ();
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
  /* Under a lock held for the whole run, no collective collects the
     events of the calls completed: do it here.  */
  rr_events_collect ();
  rr_unlock ();
}

RR_ON (Win_lock)
{
  if (rr_enter (win))
    rr_unlock ();
  int rc = RR_PMPI (Win_lock);
  struct rr_window *w = rc == MPI_SUCCESS ? rr_enter (win) : NULL;
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

RR_ON (Win_unlock)
{
  int rc = RR_PMPI (Win_unlock);
  struct rr_window *w = rr_enter (win);
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

RR_ON (Win_lock_all)
{
  if (rr_enter (win))
    rr_unlock ();
  int rc = RR_PMPI (Win_lock_all);
  struct rr_window *w = rc == MPI_SUCCESS ? rr_enter (win) : NULL;
  if (w)
    {
      w->lock_all_epoch = ++lock_epochs;
      rr_window_synced (w);
      rr_unlock ();
    }
  return rc;
}

RR_ON (Win_unlock_all)
{
  int rc = RR_PMPI (Win_unlock_all);
  struct rr_window *w = rr_enter (win);
  if (w)
    {
      w->lock_all_epoch = 0;
      rr_window_synced (w);
    }
  complete (w, -1, 1);
  return rc;
}

RR_ON (Win_flush)
{
  int rc = RR_PMPI (Win_flush);
  flushed (rr_enter_poll (win, rr_poll_due ()), rank);
  return rc;
}

RR_ON (Win_flush_all)
{
  int rc = RR_PMPI (Win_flush_all);
  flushed (rr_enter_poll (win, rr_poll_due ()), -1);
  return rc;
}

RR_ON (Win_flush_local)
{
  int rc = RR_PMPI (Win_flush_local);
  complete (rr_enter_poll (win, rr_poll_due ()), rank, 0);
  return rc;
}

RR_ON (Win_flush_local_all)
{
  int rc = RR_PMPI (Win_flush_local_all);
  complete (rr_enter_poll (win, rr_poll_due ()), -1, 0);
  return rc;
}

RR_ON (Barrier)
{
  rr_forget_site ();
  int inter = 0;
  if (!rr_rt.ready || comm == MPI_COMM_NULL
      || PMPI_Comm_test_inter (comm, &inter) != MPI_SUCCESS)
    return RR_PMPI (Barrier);
  if (inter)
    {
      /* A group leaves once the other group entered: taken to order
	 like a barrier over both (mpi-coll.c), without delivering, so as
	 to add no wait the program does not make.  */
      int rc = RR_PMPI (Barrier);
      if (rc == MPI_SUCCESS)
	rr_comm_synchronized (rr_comm_get (comm), NULL);
      return rc;
    }
  rr_notify_poll ();
  /* The runtime's synchronization ends with a barrier over a duplicate of
     COMM: it is this barrier.  */
  rr_comm_synchronize (rr_comm_get (comm));
  return MPI_SUCCESS;
}
