/* pending.c -- the buffers of this process's calls not yet complete.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Each completion event of kept buffers has a group: the spans kept
   with it.  Records in rr_rt.pending merge only when equal, so with the
   same completion event: the nodes of an event are exactly the nodes
   with that event that overlap its spans.  Removing a group visits its
   spans, so a flush costs what the buffers it completes cost, not what
   every pending buffer does (which it did when each collection walked
   the whole tree).

   A completed group whose event some thread does not know yet waits in
   the queue of the thread that completed it.  Within one thread's
   completions, in order, "every thread knows it" holds of a prefix (a
   thread that knows a completion knows the earlier ones of that
   thread): a collection pops each queue while its head is known, so it
   removes exactly the groups a walk of every record would.  */

#include <stdlib.h>
#include "array.h"
#include "event.h"
#include "itree.h"
#include "pending.h"
#include "ptrmap.h"
#include "runtime.h"
#include "thread.h"

struct span
{
  uintptr_t lo, hi;
  struct itree_node *node;	/* its node, unless the group MERGED */
};

struct group
{
  struct rr_event *done;
  struct span *spans;
  size_t n_spans, cap_spans;
  /* A span was merged into a node of another: the nodes are found by
     visiting the spans.  Otherwise each span has a node of its own,
     which only dropping the group removes.  */
  int merged;
  struct group *next;		/* in the fresh list or its queue */
  int queued;			/* on the fresh list or in a queue */
};

/* The completed groups of one thread (its clock number) some thread
   does not know yet, in completion order.  */
struct queue
{
  uint32_t thread;
  struct group *head, *tail;
};

static struct
{
  struct ptrmap groups;		/* by completion event */
  /* Groups completed since the last collection, in completion order.  */
  struct group *fresh, *fresh_tail;
  struct queue *queues;		/* the non-empty ones */
  size_t n_queues, cap_queues;
  /* Groups dropped, with their spans' room, for the next ones: most
     calls keep a buffer or two until the next flush, and a malloc and a
     free (which the runtime intercepts) cost more than the rest.  */
  struct group *free_groups;
  /* The ranges drop removed, to untrack (kept for the next drop).  */
  struct span *gone;
  size_t n_gone, cap_gone;
} pending_state;

static void
append (struct group **head, struct group **tail, struct group *g)
{
  g->next = NULL;
  if (*tail)
    (*tail)->next = g;
  else
    *head = g;
  *tail = g;
}

static void
make_fresh (struct group *g)
{
  if (g->queued)
    return;
  g->queued = 1;
  append (&pending_state.fresh, &pending_state.fresh_tail, g);
}

void
rr_pending_keep (uintptr_t lo, uintptr_t hi, const struct rr_access *acc)
{
  size_t before = rr_rt.pending.nodes;
  struct itree_node *node = itree_insert (&rr_rt.pending, lo, hi, acc);
  rr_track (lo, hi);
  struct group *g = ptrmap_get (&pending_state.groups, acc->complete);
  if (!g)
    {
      g = pending_state.free_groups;
      if (g)
	pending_state.free_groups = g->next;
      else if (!(g = calloc (1, sizeof *g)))
	rr_fatal ("out of memory");
      g->done = acc->complete;
      ptrmap_put (&pending_state.groups, acc->complete, g);
    }
  /* A node of its own, or the insertion merged records (one node
     fewer, or none more): some nodes of the group may be gone.  */
  if (rr_rt.pending.nodes != before + 1)
    g->merged = 1;
  /* Once merged, a span that meets or touches the last one widens it:
     a datatype's contiguous pieces, a loop over consecutive elements.  */
  struct span *last = g->n_spans ? &g->spans[g->n_spans - 1] : NULL;
  if (g->merged && last && lo <= last->hi && hi >= last->lo)
    {
      if (lo < last->lo)
	last->lo = lo;
      if (hi > last->hi)
	last->hi = hi;
    }
  else
    {
      g->spans = rr_array_room (g->spans, g->n_spans, &g->cap_spans,
				sizeof *g->spans);
      g->spans[g->n_spans++] = (struct span) { lo, hi, node };
    }
  if (acc->complete->snap)
    make_fresh (g);		/* kept after it completed */
}

void
rr_pending_done (struct rr_event *done)
{
  struct group *g = ptrmap_get (&pending_state.groups, done);
  if (g)
    make_fresh (g);
}

/* The nodes of one event over one span, to remove once the visit is
   over.  */
struct found
{
  const struct rr_event *done;
  struct itree_node **v;
  size_t n, cap;
  struct itree_node *local[8];	/* V at first */
};

static int
find_node (struct itree_node *n, void *ctx)
{
  struct found *f = ctx;
  if (n->acc.complete == f->done)
    {
      f->v = rr_array_room_local (f->v, f->local, f->n, &f->cap,
				  sizeof *f->v);
      f->v[f->n++] = n;
    }
  return 0;
}

/* Remove node N from rr_rt.pending; its bytes are to untrack.  */
static void
remove_node (struct itree_node *n)
{
  pending_state.gone = rr_array_room (pending_state.gone,
				      pending_state.n_gone,
				      &pending_state.cap_gone,
				      sizeof *pending_state.gone);
  pending_state.gone[pending_state.n_gone++]
    = (struct span) { n->lo, n->hi, NULL };
  itree_remove (&rr_rt.pending, n);
}

/* Remove G's buffers from rr_rt.pending, then G.  */
static void
drop (struct group *g)
{
  pending_state.n_gone = 0;
  for (size_t i = 0; i < g->n_spans && !g->merged; i++)
    remove_node (g->spans[i].node);
  for (size_t i = 0; i < g->n_spans && g->merged; i++)
    {
      struct found f;
      f.done = g->done;
      f.v = f.local;
      f.n = 0;
      f.cap = sizeof f.local / sizeof f.local[0];
      itree_visit_overlaps (&rr_rt.pending, g->spans[i].lo, g->spans[i].hi,
			    find_node, &f);
      for (size_t j = 0; j < f.n; j++)
	remove_node (f.v[j]);
      if (f.v != f.local)
	free (f.v);
    }
  /* Untracked once the tree no longer holds any of them: untracking
     asks it what else is tracked nearby, and the group's other nodes
     over the same bytes (a buffer put to many places) would each be
     met again.  */
  for (size_t i = 0; i < pending_state.n_gone; i++)
    rr_untrack (pending_state.gone[i].lo, pending_state.gone[i].hi);
  ptrmap_remove (&pending_state.groups, g->done);
  g->n_spans = 0;
  g->queued = 0;
  g->merged = 0;
  g->next = pending_state.free_groups;
  pending_state.free_groups = g;
}

static struct queue *
queue_of (uint32_t thread)
{
  for (size_t i = 0; i < pending_state.n_queues; i++)
    if (pending_state.queues[i].thread == thread)
      return &pending_state.queues[i];
  pending_state.queues = rr_array_room (pending_state.queues,
					pending_state.n_queues,
					&pending_state.cap_queues,
					sizeof *pending_state.queues);
  struct queue *q = &pending_state.queues[pending_state.n_queues++];
  *q = (struct queue) { thread, NULL, NULL };
  return q;
}

void
rr_pending_collect (void)
{
  /* The queues first: their groups completed before the fresh ones.  */
  for (size_t i = 0; i < pending_state.n_queues;)
    {
      struct queue *q = &pending_state.queues[i];
      while (q->head && rr_thread_all_know (q->head->done))
	{
	  struct group *g = q->head;
	  q->head = g->next;
	  drop (g);
	}
      if (q->head)
	i++;
      else
	*q = pending_state.queues[--pending_state.n_queues];
    }
  while (pending_state.fresh)
    {
      struct group *g = pending_state.fresh;
      pending_state.fresh = g->next;
      if (!pending_state.fresh)
	pending_state.fresh_tail = NULL;
      if (rr_thread_all_know (g->done))
	drop (g);
      else
	{
	  struct queue *q = queue_of (RR_VALUE_THREAD (g->done->value));
	  append (&q->head, &q->tail, g);
	}
    }
}

static void
free_list (struct group *g)
{
  while (g)
    {
      struct group *next = g->next;
      free (g->spans);
      free (g);
      g = next;
    }
}

void
rr_pending_clear (void)
{
  itree_clear (&rr_rt.pending);
  /* Groups not completed are on no list: find them in the map.  */
  for (size_t i = 0; i < pending_state.groups.n_slots; i++)
    {
      struct group *g = pending_state.groups.slots[i].value;
      if (g && !g->queued)
	{
	  g->next = NULL;
	  free_list (g);
	}
    }
  free_list (pending_state.fresh);
  free_list (pending_state.free_groups);
  for (size_t i = 0; i < pending_state.n_queues; i++)
    free_list (pending_state.queues[i].head);
  free (pending_state.queues);
  ptrmap_clear (&pending_state.groups);
  pending_state.fresh = pending_state.fresh_tail = NULL;
  pending_state.free_groups = NULL;
  free (pending_state.gone);
  pending_state.gone = NULL;
  pending_state.n_gone = pending_state.cap_gone = 0;
  pending_state.queues = NULL;
  pending_state.n_queues = pending_state.cap_queues = 0;
}
