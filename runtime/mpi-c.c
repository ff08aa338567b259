/* mpi-c.c -- the C bindings of the MPI calls the runtime watches.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Each wrapper does its bookkeeping, then makes the real call through
   PMPI_*.  Arguments go to MPI untouched, so an erroneous call meets MPI's
   own error handling; the bookkeeping skips what it cannot make sense of
   (an unknown window, a rank out of range).  The Fortran bindings
   (mpi-fortran.c) convert their arguments and call these.  */

#include <stdlib.h>
#include "check.h"
#include "comm.h"
#include "flags.h"
#include "notify.h"
#include "report.h"
#include "runtime.h"
#include "window.h"

/* Take the call's site, receive what arrived, and return the window WIN
   if the runtime tracks it, with the lock held; NULL without it.  */
static struct rr_window *
enter (MPI_Win win, const char **loc)
{
  const char *site = rr_take_site ();
  if (loc)
    *loc = site;
  if (!rr_rt.ready)
    return NULL;
  rr_notify_poll ();
  rr_lock ();
  struct rr_window *w = rr_window_find (win);
  if (!w)
    rr_unlock ();
  return w;
}

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
  struct rr_window *w = enter (win ? *win : MPI_WIN_NULL, NULL);
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
  struct rr_window *w = enter (win, NULL);
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

int
MPI_Win_lock_all (int assert, MPI_Win win)
{
  if (enter (win, NULL))
    rr_unlock ();
  return PMPI_Win_lock_all (assert, win);
}

/* A call that completes W's operations to TRANK (all when < 0), at the
   target too when REMOTE; then tell the targets.  W is locked (enter).  */
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
MPI_Win_unlock_all (MPI_Win win)
{
  int rc = PMPI_Win_unlock_all (win);
  complete (enter (win, NULL), -1, 1);
  return rc;
}

int
MPI_Win_flush (int rank, MPI_Win win)
{
  int rc = PMPI_Win_flush (rank, win);
  complete (enter (win, NULL), rank, 1);
  return rc;
}

int
MPI_Win_flush_all (MPI_Win win)
{
  int rc = PMPI_Win_flush_all (win);
  complete (enter (win, NULL), -1, 1);
  return rc;
}

int
MPI_Win_flush_local (int rank, MPI_Win win)
{
  int rc = PMPI_Win_flush_local (rank, win);
  complete (enter (win, NULL), rank, 0);
  return rc;
}

int
MPI_Win_flush_local_all (MPI_Win win)
{
  int rc = PMPI_Win_flush_local_all (win);
  complete (enter (win, NULL), -1, 0);
  return rc;
}

int
MPI_Put (const void *origin_addr, int origin_count,
	 MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp,
	 int target_count, MPI_Datatype target_datatype, MPI_Win win)
{
  const char *loc;
  struct rr_window *w = enter (win, &loc);
  if (w)
    {
      rr_rma_issue (w, RR_ORIGIN_PUT, RR_TARGET_PUT, origin_addr,
		    origin_count, origin_datatype, target_rank, target_disp,
		    target_count, target_datatype, loc);
      rr_unlock ();
    }
  return PMPI_Put (origin_addr, origin_count, origin_datatype, target_rank,
		   target_disp, target_count, target_datatype, win);
}

int
MPI_Get (void *origin_addr, int origin_count, MPI_Datatype origin_datatype,
	 int target_rank, MPI_Aint target_disp, int target_count,
	 MPI_Datatype target_datatype, MPI_Win win)
{
  const char *loc;
  struct rr_window *w = enter (win, &loc);
  if (w)
    {
      rr_rma_issue (w, RR_ORIGIN_GET, RR_TARGET_GET, origin_addr,
		    origin_count, origin_datatype, target_rank, target_disp,
		    target_count, target_datatype, loc);
      rr_unlock ();
    }
  return PMPI_Get (origin_addr, origin_count, origin_datatype, target_rank,
		   target_disp, target_count, target_datatype, win);
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
