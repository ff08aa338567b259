/* incoming.c -- the batches of operations one origin made here.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   IN->batch is sorted by id: an origin numbers its batches in the order
   it queues their first records, and its records to one target arrive
   in order, so a new batch's id is the highest (one that is not is put
   in its place).  A batch that goes keeps its slot with a NULL event
   until more than half the slots are such, so that going costs no
   move of the others.  IN->complete holds the ids of the complete
   batches whose completion is not correctable, in ascending order: when
   there are twice RR_INCOMING_KEEP, the lowest go until RR_INCOMING_KEEP
   are left.  A complete batch whose completion is correctable is not
   listed there: it stays, findable by its corrections, until a
   collective makes it harmless (rr_incoming_collect).  */

#include <stdlib.h>
#include <string.h>
#include "array.h"
#include "event.h"
#include "incoming.h"

/* The index of the first slot of IN at or after FROM whose id is at
   least ID.  */
static size_t
lower_bound_from (const struct rr_incoming *in, size_t from, uint64_t id)
{
  size_t lo = from, hi = in->n;
  while (lo < hi)
    {
      size_t mid = lo + (hi - lo) / 2;
      if (in->batch[mid].id < id)
	lo = mid + 1;
      else
	hi = mid;
    }
  return lo;
}

/* The index of the first slot of IN whose id is at least ID.  */
static size_t
lower_bound (const struct rr_incoming *in, uint64_t id)
{
  return lower_bound_from (in, 0, id);
}

struct rr_event *
rr_incoming_find (const struct rr_incoming *in, uint64_t id)
{
  /* Mostly the batch opened last (a flush after each call).  */
  if (in->n && in->batch[in->n - 1].id == id)
    return in->batch[in->n - 1].done;
  size_t i = lower_bound (in, id);
  return i < in->n && in->batch[i].id == id ? in->batch[i].done : NULL;
}

/* Drop the empty slots.  */
static void
compact (struct rr_incoming *in)
{
  size_t n = 0;
  for (size_t i = 0; i < in->n; i++)
    if (in->batch[i].done)
      in->batch[n++] = in->batch[i];
  in->n = n;
  in->n_empty = 0;
}

struct rr_event *
rr_incoming_open (struct rr_incoming *in, uint64_t id, int rank)
{
  size_t i = in->n && in->batch[in->n - 1].id >= id
	     ? lower_bound (in, id) : in->n;
  if (i < in->n && in->batch[i].id == id && in->batch[i].done)
    return in->batch[i].done;
  struct rr_event *done = rr_event_pending (rank);
  if (i < in->n && in->batch[i].id == id)
    {
      /* A batch that went comes back (it should not): open anew.  */
      in->batch[i].done = done;
      in->n_empty--;
      return done;
    }
  in->batch = rr_array_room (in->batch, in->n, &in->cap, sizeof *in->batch);
  if (i < in->n)
    memmove (&in->batch[i + 1], &in->batch[i],
	     (in->n - i) * sizeof in->batch[0]);
  in->batch[i] = (struct rr_incoming_batch) { id, done };
  in->n++;
  return done;
}

/* Add ID to IN's complete ids, keeping them sorted: completions come
   in id order, so this is almost always an append.  */
static void
complete_add (struct rr_incoming *in, uint64_t id)
{
  in->complete = rr_array_room (in->complete, in->n_complete,
				&in->cap_complete, sizeof *in->complete);
  size_t i = in->n_complete++;
  for (; i > 0 && in->complete[i - 1] > id; i--)
    in->complete[i] = in->complete[i - 1];
  in->complete[i] = id;
}

void
rr_incoming_completed (struct rr_incoming *in, uint64_t id)
{
  complete_add (in, id);
  if (in->n_complete <= 2 * RR_INCOMING_KEEP)
    return;
  /* The lowest go, all at once: one batch of work per RR_INCOMING_KEEP
     completions rather than a heap's pop at each.  */
  size_t go = in->n_complete - RR_INCOMING_KEEP;
  /* Both arrays ascend: each id is searched for after the last one's
     slot, the next slots first (complete batches are mostly
     consecutive), then by binary search (many open batches between).  */
  size_t i = 0;
  for (size_t k = 0; k < go; k++)
    {
      uint64_t id = in->complete[k];
      size_t stop = i + 4 < in->n ? i + 4 : in->n;
      while (i < stop && in->batch[i].id < id)
	i++;
      if (i == stop)
	i = lower_bound_from (in, i, id);
      /* Not correctable: forgetting it changes no verdict.  */
      in->batch[i].done = NULL;
      in->n_empty++;
    }
  memmove (in->complete, in->complete + go,
	   RR_INCOMING_KEEP * sizeof *in->complete);
  in->n_complete = RR_INCOMING_KEEP;
  if (2 * in->n_empty > in->n)
    compact (in);
}

void
rr_incoming_collect (struct rr_incoming *in,
		     int (*drop) (struct rr_event *done, void *ctx),
		     void *ctx)
{
  for (size_t i = 0; i < in->n; i++)
    if (in->batch[i].done && in->batch[i].done->snap
	&& drop (in->batch[i].done, ctx))
      in->batch[i].done = NULL;
  compact (in);
  /* The complete ones left that are not correctable, in id order.  */
  in->n_complete = 0;
  for (size_t i = 0; i < in->n; i++)
    if (in->batch[i].done->snap && !in->batch[i].done->correctable)
      complete_add (in, in->batch[i].id);
}

void
rr_incoming_mark (struct rr_incoming *in)
{
  for (size_t i = 0; i < in->n; i++)
    if (in->batch[i].done)
      rr_gc_mark_event (in->batch[i].done);
}

void
rr_incoming_free (struct rr_incoming *in)
{
  free (in->batch);
  free (in->complete);
  in->batch = NULL;
  in->complete = NULL;
  in->n = in->cap = in->n_complete = in->cap_complete = in->n_empty = 0;
}
