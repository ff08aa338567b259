/* window.c -- the windows this process is part of.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

#include <stdio.h>
#include <stdlib.h>
#include "window.h"
#include "check.h"
#include "flags.h"
#include "report.h"
#include "runtime.h"

static struct rr_window *windows;
static unsigned n_created;

struct rr_window *
rr_window_first (void)
{
  return windows;
}

uint64_t
rr_agree_gid (MPI_Comm comm)
{
  /* Rank 0 of COMM names it after itself and a counter of its own, so
     no two communicators anywhere get the same id.  */
  static uint32_t counter;
  uint64_t gid = ((uint64_t) rr_rt.world_rank << 32) | ++counter;
  PMPI_Bcast (&gid, 1, MPI_UINT64_T, 0, comm);
  return gid;
}

static void *
xcalloc (size_t n, size_t size)
{
  void *p = calloc (n ? n : 1, size);
  if (!p)
    rr_fatal ("out of memory");
  return p;
}

struct rr_window *
rr_window_add (MPI_Win win, MPI_Comm comm, void *base, MPI_Aint size,
	       int disp_unit)
{
  struct rr_window *w = xcalloc (1, sizeof *w);
  w->win = win;
  w->num = ++n_created;
  PMPI_Comm_dup (comm, &w->priv);
  PMPI_Comm_rank (w->priv, &w->comm_rank);
  PMPI_Comm_size (w->priv, &w->comm_size);
  PMPI_Comm_group (w->priv, &w->group);
  w->gid = rr_agree_gid (w->priv);
  w->base = (uintptr_t) base;
  w->size = size > 0 ? (size_t) size : 0;
  w->disp_unit = disp_unit;
  itree_init (&w->tree);

  int n = w->comm_size;
  w->world_rank_of = xcalloc (n, sizeof *w->world_rank_of);
  int *ranks = xcalloc (n, sizeof *ranks);
  for (int i = 0; i < n; i++)
    ranks[i] = i;
  PMPI_Group_translate_ranks (w->group, n, ranks, rr_rt.world_group,
			      w->world_rank_of);
  free (ranks);
  w->targets = xcalloc (n, sizeof *w->targets);
  w->incoming_done = xcalloc (n, sizeof *w->incoming_done);
  w->incoming_done_id = xcalloc (n, sizeof *w->incoming_done_id);

  rr_lock ();
  rr_clock_register (w->gid);
  w->next = windows;
  windows = w;
  rr_update_bounds ();
  rr_unlock ();
  rr_verbose ("window %u: %lu bytes at %p, disp_unit %d, %d processes",
	      w->num, (unsigned long) w->size, base, disp_unit, n);
  return w;
}

struct rr_window *
rr_window_find (MPI_Win win)
{
  if (win == MPI_WIN_NULL)
    return NULL;
  for (struct rr_window *w = windows; w; w = w->next)
    if (w->win == win)
      return w;
  return NULL;
}

static void
print_stats (const struct rr_window *w)
{
  FILE *out = rr_log_stream ();
  fprintf (out, "rmarace: stats: rank %d window %u: nodes %lu, max depth "
	   "%lu, tree bytes %lu, accesses checked %lu\n", rr_rt.world_rank,
	   w->num, (unsigned long) w->tree.nodes,
	   (unsigned long) itree_depth (&w->tree),
	   (unsigned long) itree_bytes (&w->tree), w->checks);
}

void
rr_window_remove (struct rr_window *w)
{
  rr_lock ();
  if (rr_flags.stats)
    print_stats (w);
  struct rr_window **pw = &windows;
  while (*pw && *pw != w)
    pw = &(*pw)->next;
  if (*pw)
    *pw = w->next;
  rr_update_bounds ();
  rr_window_forget_deferred (w);
  rr_unlock ();
  itree_clear (&w->tree);
  rr_notify_forget (w);
  PMPI_Group_free (&w->group);
  PMPI_Comm_free (&w->priv);
  free (w->world_rank_of);
  free (w->targets);
  free (w->incoming_done);
  free (w->incoming_done_id);
  free (w);
}

void
rr_window_stats (void)
{
  for (struct rr_window *w = windows; w; w = w->next)
    print_stats (w);
}
