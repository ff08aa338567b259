/* window.c -- the windows this process is part of.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

#include <stdio.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include "array.h"
#include "comm.h"
#include "window.h"
#include "check.h"
#include "incoming.h"
#include "flags.h"
#include "notify.h"
#include "ptrmap.h"
#include "report.h"
#include "runtime.h"

/* An entry of the index of every window's regions: the tree's node
   first, so that a node found is its entry.  */
struct rr_region_node
{
  struct itree_node node;
  struct rr_window *w;
  int owner;
};

/* The windows this process knows.  */
static struct
{
  struct rr_window *windows;	/* newest first */
  unsigned n_created;		/* numbers them, from 1 */
  /* Every listed window's regions, by address (windows may share
     memory, so they may overlap), and the windows by handle: lookups
     that do not walk every window.  */
  struct itree regions;
  /* Their hull, kept as they come and go (rr_window_regions_hull).  */
  uintptr_t hull_lo, hull_hi;
  struct ptrmap by_handle, by_gid;
  /* The windows with touched targets (window.h).  */
  struct rr_window *touched;
  /* The windows with records or sources to collect (window.h).  */
  struct rr_window *collecting;
} window_state = { .hull_lo = UINTPTR_MAX };

/* Recompute the hull of the regions' index: O(log regions).  */
static void
regions_hull_update (void)
{
  const struct itree_node *n = window_state.regions.root;
  if (!n)
    {
      window_state.hull_lo = UINTPTR_MAX;
      window_state.hull_hi = 0;
      return;
    }
  window_state.hull_hi = n->max_hi;
  while (n->left)
    n = n->left;
  window_state.hull_lo = n->lo;
}

unsigned rr_n_windows;

struct rr_window *
rr_window_first (void)
{
  return window_state.windows;
}

struct rr_window *
rr_window_first_touched (void)
{
  return window_state.touched;
}

/* The lists of windows with touched targets and of windows to collect
   share their code: OFF is the offset of the list's links in a window,
   HEAD the list.  A window is on it when it has a predecessor or is
   its head.  */
#define TOUCHED offsetof (struct rr_window, touched_link)
#define COLLECTING offsetof (struct rr_window, collecting_link)

static struct rr_window_link *
link_of (struct rr_window *w, size_t off)
{
  return (struct rr_window_link *) ((char *) w + off);
}

static void
list_push (struct rr_window **head, struct rr_window *w, size_t off)
{
  struct rr_window_link *l = link_of (w, off);
  if (l->prev || *head == w)
    return;
  l->next = *head;
  if (*head)
    link_of (*head, off)->prev = w;
  *head = w;
}

static void
list_unlink (struct rr_window **head, struct rr_window *w, size_t off)
{
  struct rr_window_link *l = link_of (w, off);
  if (!l->prev && *head != w)
    return;
  if (l->prev)
    link_of (l->prev, off)->next = l->next;
  else
    *head = l->next;
  if (l->next)
    link_of (l->next, off)->prev = l->prev;
  l->next = l->prev = NULL;
}

struct rr_window *
rr_window_first_collecting (void)
{
  return window_state.collecting;
}

void
rr_window_collecting_add (struct rr_window *w)
{
  list_push (&window_state.collecting, w, COLLECTING);
}

void
rr_window_collecting_idle (struct rr_window *w)
{
  if (w->tree.nodes == 0 && w->n_sources == 0)
    list_unlink (&window_state.collecting, w, COLLECTING);
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

/* WIN as a key of the windows' map.  */
static const void *
handle_key (MPI_Win win)
{
  return ptrmap_handle_key (&win, sizeof win);
}

/* Add [LO, HI) of OWNER to W's regions; return where it went
   (n_regions, none, if LO >= HI).  */
static size_t
add_region (struct rr_window *w, uintptr_t lo, uintptr_t hi, int owner)
{
  if (lo >= hi)
    return w->n_regions;
  w->regions = rr_array_room (w->regions, w->n_regions, &w->cap_regions,
			      sizeof *w->regions);
  size_t i = w->n_regions++;
  while (i > 0 && w->regions[i - 1].lo > lo)
    {
      w->regions[i] = w->regions[i - 1];
      i--;
    }
  w->regions[i] = (struct rr_region) { lo, hi, owner, NULL };
  return i;
}

/* Enter region R of listed window W in the index.  Under the lock.  */
static void
index_region (struct rr_window *w, struct rr_region *r)
{
  struct rr_region_node *n = xcalloc (1, sizeof *n);
  n->node.lo = r->lo;
  n->node.hi = r->hi;
  n->w = w;
  n->owner = r->owner;
  itree_link (&window_state.regions, &n->node);
  r->node = n;
  regions_hull_update ();
}

/* Take region R out of the index, if there.  Under the lock.  */
static void
unindex_region (struct rr_region *r)
{
  if (!r->node)
    return;
  itree_unlink (&window_state.regions, &r->node->node);
  free (r->node);
  r->node = NULL;
  regions_hull_update ();
}

struct regions_visit
{
  rr_region_fn fn;
  void *ctx;
};

static int
visit_region (struct itree_node *node, void *ctx)
{
  const struct regions_visit *v = ctx;
  const struct rr_region_node *n = (const struct rr_region_node *) node;
  return v->fn (n->w, node->lo, node->hi, n->owner, v->ctx);
}

int
rr_window_regions_visit (uintptr_t lo, uintptr_t hi, rr_region_fn fn,
			 void *ctx)
{
  if (!window_state.regions.root)
    return 0;
  struct regions_visit v = { fn, ctx };
  return itree_visit_overlaps (&window_state.regions, lo, hi, visit_region,
			       &v);
}

void
rr_window_regions_hull (uintptr_t *lo, uintptr_t *hi)
{
  *lo = window_state.hull_lo;
  *hi = window_state.hull_hi;
}

size_t
rr_window_region_after (const struct rr_window *w, uintptr_t addr)
{
  /* Regions are sorted and disjoint, so their ends are sorted too.  */
  size_t lo = 0, hi = w->n_regions;
  while (lo < hi)
    {
      size_t mid = lo + (hi - lo) / 2;
      if (w->regions[mid].hi <= addr)
	lo = mid + 1;
      else
	hi = mid;
    }
  return lo;
}

const struct rr_region *
rr_window_region_at (const struct rr_window *w, uintptr_t addr)
{
  size_t i = rr_window_region_after (w, addr);
  if (i < w->n_regions && w->regions[i].lo <= addr)
    return &w->regions[i];
  return NULL;
}

void
rr_window_set_info (struct rr_window *w, MPI_Info info)
{
  char value[MPI_MAX_INFO_VAL + 1];
  int flag = 0;
  if (!w || info == MPI_INFO_NULL
      || PMPI_Info_get (info, "accumulate_ops", MPI_MAX_INFO_VAL, value,
			&flag) != MPI_SUCCESS || !flag)
    return;
  w->acc_same_op = strcmp (value, "same_op") == 0;
  /* Which records conflict may have changed: forget the runs' hints
     (check.c), which remember checks made under the old value.  */
  memset (w->run_hints, 0, sizeof w->run_hints);
}

void
rr_window_attach (struct rr_window *w, void *base, MPI_Aint size)
{
  if (size > 0)
    {
      size_t i = add_region (w, (uintptr_t) base, (uintptr_t) base + size,
			     w->comm_rank);
      index_region (w, &w->regions[i]);
      rr_track ((uintptr_t) base, (uintptr_t) base + size);
    }
}

void
rr_window_detach (struct rr_window *w, const void *base)
{
  for (size_t i = 0; i < w->n_regions; i++)
    if (w->regions[i].lo == (uintptr_t) base)
      {
	struct rr_region gone = w->regions[i];
	unindex_region (&w->regions[i]);
	memmove (&w->regions[i], &w->regions[i + 1],
		 (w->n_regions - i - 1) * sizeof w->regions[0]);
	w->n_regions--;
	rr_untrack (gone.lo, gone.hi);
	break;
      }
}

int
rr_window_ranks_of (const struct rr_window *w, MPI_Group group, int **ranks)
{
  int n = 0;
  *ranks = NULL;
  if (group == MPI_GROUP_NULL || PMPI_Group_size (group, &n) != MPI_SUCCESS
      || n <= 0)
    return 0;
  int *in = xcalloc (n, sizeof *in);
  *ranks = xcalloc (n, sizeof **ranks);
  for (int i = 0; i < n; i++)
    in[i] = i;
  PMPI_Group_translate_ranks (group, n, in, w->group, *ranks);
  free (in);
  return n;
}

/* Map the segments of the other members of shared window W.  */
static void
map_neighbours (struct rr_window *w)
{
  for (int r = 0; r < w->comm_size; r++)
    {
      MPI_Aint size;
      int unit;
      void *base;
      if (r == w->comm_rank
	  || PMPI_Win_shared_query (w->win, r, &size, &unit, &base)
	     != MPI_SUCCESS)
	continue;
      add_region (w, (uintptr_t) base, (uintptr_t) base + size, r);
    }
}

struct rr_window *
rr_window_add (MPI_Win win, MPI_Comm comm, void *base, MPI_Aint size,
	       int disp_unit, int dynamic, int shared)
{
  struct rr_window *w = xcalloc (1, sizeof *w);
  w->win = win;
  w->num = ++window_state.n_created;
  PMPI_Comm_dup (comm, &w->priv);
  PMPI_Comm_rank (w->priv, &w->comm_rank);
  PMPI_Comm_size (w->priv, &w->comm_size);
  PMPI_Comm_group (w->priv, &w->group);
  w->gid = rr_agree_gid (w->priv);
  w->base = (uintptr_t) base;
  w->size = size > 0 ? (size_t) size : 0;
  w->disp_unit = disp_unit;
  w->dynamic = dynamic;
  itree_init_listed (&w->tree);

  int n = w->comm_size;
  w->world_rank_of = xcalloc (n, sizeof *w->world_rank_of);
  int *ranks = xcalloc (n, sizeof *ranks);
  for (int i = 0; i < n; i++)
    ranks[i] = i;
  PMPI_Group_translate_ranks (w->group, n, ranks, rr_rt.world_group,
			      w->world_rank_of);
  free (ranks);
  w->targets = xcalloc (n, sizeof *w->targets);
  w->touched_sorted = 1;
  w->incoming = xcalloc (n, sizeof *w->incoming);

  add_region (w, w->base, w->base + w->size, w->comm_rank);
  if (shared)
    map_neighbours (w);

  int *model = NULL, found = 0;
  PMPI_Win_get_attr (win, MPI_WIN_MODEL, &model, &found);
  int separate = strcmp (rr_flags.memory_model, "separate") == 0
		 || (found && model && *model == MPI_WIN_SEPARATE);

  rr_lock ();
  rr_clock_register (w->gid);
  if (separate)
    w->last_sync = rr_clock_tick ();
  w->next = window_state.windows;
  if (w->next)
    w->next->prev = w;
  window_state.windows = w;
  rr_n_windows++;
  ptrmap_put (&window_state.by_handle, handle_key (win), w);
  ptrmap_put (&window_state.by_gid, (const void *) (uintptr_t) w->gid, w);
  for (size_t i = 0; i < w->n_regions; i++)
    {
      index_region (w, &w->regions[i]);
      rr_track (w->regions[i].lo, w->regions[i].hi);
    }
  rr_notify_window_added (w);
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
  /* The newest window first: with one or two windows, no hashing.  */
  struct rr_window *w = window_state.windows;
  if (w && w->win == win)
    return w;
  return ptrmap_get (&window_state.by_handle, handle_key (win));
}

struct rr_window *
rr_window_by_gid (uint64_t gid)
{
  return gid ? ptrmap_get (&window_state.by_gid,
			   (const void *) (uintptr_t) gid) : NULL;
}

void
rr_window_synced (struct rr_window *w)
{
  if (w->last_sync)
    w->last_sync = rr_clock_tick ();
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
  if (w->prev)
    w->prev->next = w->next;
  else if (window_state.windows == w)
    window_state.windows = w->next;
  if (w->next)
    w->next->prev = w->prev;
  list_unlink (&window_state.touched, w, TOUCHED);
  list_unlink (&window_state.collecting, w, COLLECTING);
  rr_comm_counts_changed ();	/* its fences are no longer counted */
  rr_n_windows--;
  if (ptrmap_get (&window_state.by_handle, handle_key (w->win)) == w)
    ptrmap_remove (&window_state.by_handle, handle_key (w->win));
  const void *gkey = (const void *) (uintptr_t) w->gid;
  if (ptrmap_get (&window_state.by_gid, gkey) == w)
    ptrmap_remove (&window_state.by_gid, gkey);
  for (size_t i = 0; i < w->n_regions; i++)
    unindex_region (&w->regions[i]);
  for (size_t i = 0; i < w->n_regions; i++)
    rr_untrack (w->regions[i].lo, w->regions[i].hi);
  rr_window_forget_deferred (w);
  rr_unlock ();
  rr_window_free_runs (w);
  itree_clear (&w->tree);
  rr_notify_forget (w);
  PMPI_Group_free (&w->group);
  PMPI_Comm_free (&w->priv);
  free (w->world_rank_of);
  for (int r = 0; r < w->comm_size; r++)
    {
      for (size_t i = 0; i < w->targets[r].n_lanes; i++)
	{
	  free (w->targets[r].lanes[i].requests);
	  free (w->targets[r].lanes[i].batches);
	}
      free (w->targets[r].lanes);
      ptrmap_clear (&w->targets[r].lane_index);
      rr_incoming_free (&w->incoming[r]);
    }
  free (w->targets);
  free (w->touched);
  free (w->sources);
  free (w->incoming);
  free (w->regions);
  free (w->start_ranks);
  free (w->post_ranks);
  free (w);
}

void
rr_window_touch_add (struct rr_window *w, int trank)
{
  w->targets[trank].touched = 1;
  list_push (&window_state.touched, w, TOUCHED);
  w->touched = rr_array_room (w->touched, w->n_touched, &w->cap_touched,
			      sizeof *w->touched);
  if (w->n_touched && w->touched[w->n_touched - 1] > trank)
    w->touched_sorted = 0;
  w->touched[w->n_touched++] = trank;
}

static int
rank_cmp (const void *a, const void *b)
{
  int x = *(const int *) a, y = *(const int *) b;
  return (x > y) - (x < y);
}

size_t
rr_window_touched (struct rr_window *w, const int **ranks)
{
  if (!w->touched_sorted)
    {
      qsort (w->touched, w->n_touched, sizeof *w->touched, rank_cmp);
      w->touched_sorted = 1;
    }
  *ranks = w->touched;
  return w->n_touched;
}

void
rr_window_untouch_idle (struct rr_window *w)
{
  size_t n = 0;
  for (size_t i = 0; i < w->n_touched; i++)
    {
      struct rr_target *t = &w->targets[w->touched[i]];
      if (t->n_open || t->out.len)
	w->touched[n++] = w->touched[i];
      else
	t->touched = 0;
    }
  w->n_touched = n;
  if (n == 0)
    list_unlink (&window_state.touched, w, TOUCHED);
}

void
rr_window_mark_start (struct rr_window *w, int on)
{
  for (int i = 0; i < w->n_start; i++)
    if (w->start_ranks[i] >= 0 && w->start_ranks[i] < w->comm_size)
      w->targets[w->start_ranks[i]].in_start = on;
}
