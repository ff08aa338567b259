/* event.c -- events, snapshots, the process clock and their collector.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

#include <stdlib.h>
#include <string.h>
#include "event.h"
#include "report.h"
#include "thread.h"

/* GID's tree in S: known entries and counts are kept apart.  */
static struct st_node *
tree_of (const struct rr_snapshot *s, uint64_t gid)
{
  return gid & RR_KNOWN ? s->known : s->counts;
}

/* GID's token in S, or NULL.  */
static const struct rr_token *
find_token (const struct rr_snapshot *s, uint64_t gid)
{
  return st_find (tree_of (s, gid), gid);
}

/* The last collectives this process made, with what the thread that
   made each one knew when it entered it: a collective orders before it
   only the events that thread knew (thread.h).  */
#define HISTORY 64
struct entry
{
  uint64_t gid, count;
  struct rr_entry entered;
};

/* The clocks' state.  */
static struct
{
  /* Every event, in blocks, and every snapshot, for the collection
     (rr_gc_sweep).  */
  struct event_block *blocks;
  struct rr_snapshot *all_snapshots;
  size_t n_events;
  /* The free slots of the blocks, for rr_event_make (linked by
     next_free): an RMA call makes several events, and malloc and free
     cost more than the rest of making one.  */
  struct rr_event *free_events;
  /* This process's world rank: every event of its threads carries
     it.  */
  int rank;
  /* The last HISTORY collectives, in a ring; HISTORY_NEXT the slot to
     write next.  */
  struct entry history[HISTORY];
  unsigned history_next;
  /* Pending events that happened so far (rr_event_happened).  */
  uint64_t n_happened;
  /* The last snapshot clock_bump made: what rr_snapshot_make shares
     nodes with by default.  */
  const struct rr_snapshot *last_bumped;
} event_state;

/* Did this process's thread that made collective COUNT on GID know
   event E of this process when it entered it (started it, for a
   nonblocking one)?  1 when that collective is no longer remembered (the
   runtime then assumes so).  */
static int
entry_knows (uint64_t gid, uint64_t count, const struct rr_event *e)
{
  for (unsigned i = 0; i < HISTORY; i++)
    {
      const struct entry *h = &event_state.history[i];
      if (h->gid != gid || h->count != count || !h->entered.snap)
	continue;
      return rr_entry_knows (&h->entered, e);
    }
  return 1;
}

int
rr_entry_knows (const struct rr_entry *in, const struct rr_event *e)
{
  uint32_t thread = RR_VALUE_THREAD (e->value);
  if (thread == RR_VALUE_THREAD (in->value))
    return e->value <= in->value;
  const struct rr_token *k
    = find_token (in->snap, RR_KNOWN_KEY (event_state.rank, thread));
  return k && e->value <= k->count;
}

uint64_t
rr_snapshot_count (const struct rr_snapshot *s, uint64_t gid)
{
  const struct rr_token *k = find_token (s, gid);
  return k ? k->count : 0;
}

const struct rr_token *
rr_snapshot_token (const struct rr_snapshot *s, uint64_t gid)
{
  return find_token (s, gid);
}

int
rr_event_known_before (const struct rr_event *a, const struct rr_event *b)
{
  if (!a->snap || !b->snap)
    return 0;
  uint32_t thread = RR_VALUE_THREAD (a->value);
  if (a->rank == b->rank && thread == RR_VALUE_THREAD (b->value))
    return a->value < b->value;

  /* Did a chain of messages or thread synchronizations tell B's thread
     about A?  */
  const struct rr_token *k
    = find_token (b->snap, RR_KNOWN_KEY (a->rank, thread));
  return k && a->value <= k->count;
}

/* Does collective count TB (of B's snapshot) order event A, whose count
   there is TA (NULL: none)?  */
static int
count_orders (const struct rr_token *ta, const struct rr_token *tb,
	      void *ctx)
{
  const struct rr_event *a = ctx;
  if (ta ? ta->count >= tb->count
      /* A has no count for B's communicator: 0 if A's process is a
	 member (see event.h).  */
      : tb->count == 0 || rr_gid_member (tb->gid, a->rank) != 1)
    return 0;
  /* For an event of this process, the thread that made the collective
     must have known it (see HISTORY).  */
  return a->rank != event_state.rank || entry_knows (tb->gid, tb->count, a);
}

int
rr_event_hb (const struct rr_event *a, const struct rr_event *b)
{
  if (!a->snap || !b->snap)
    return 0;
  if (rr_event_known_before (a, b))
    return 1;
  /* Two threads of one process are ordered by nothing else: a
     collective counted by one thread says nothing of the others.  */
  if (a->rank == b->rank)
    return 0;

  /* Both snapshots' counts together; the nodes they share hold equal
     counts, which order nothing.  */
  return st_any (a->snap->counts, b->snap->counts, count_orders,
		 (void *) a);
}

static struct rr_snapshot *
snapshot_alloc (struct st_node *counts, struct st_node *known)
{
  struct rr_snapshot *s = malloc (sizeof *s);
  if (!s)
    rr_fatal ("out of memory");
  s->counts = counts;
  s->known = known;
  s->gc_mark = 0;
  s->next_all = event_state.all_snapshots;
  event_state.all_snapshots = s;
  return s;
}

const struct rr_snapshot *
rr_snapshot_make (const struct rr_snapshot *like, uint32_t n,
		  const void *tok)
{
  if (!like)
    like = event_state.last_bumped;
  /* The counts are the tokens before the first known entry.  */
  const unsigned char *p = tok;
  uint32_t lo = 0, hi = n;
  while (lo < hi)
    {
      uint32_t mid = lo + (hi - lo) / 2;
      uint64_t gid;
      memcpy (&gid, p + mid * sizeof (struct rr_token), sizeof gid);
      if (gid & RR_KNOWN)
	hi = mid;
      else
	lo = mid + 1;
    }
  struct st_node *counts = NULL, *known = NULL;
  if (n)
    {
      counts = st_build (lo, p, like ? like->counts : NULL);
      known = st_build (n - lo, p + lo * sizeof (struct rr_token),
			like ? like->known : NULL);
    }
  if (like && counts == like->counts && known == like->known)
    return like;
  return snapshot_alloc (counts, known);
}

uint32_t
rr_snapshot_size (const struct rr_snapshot *s)
{
  return st_size (s->counts) + st_size (s->known);
}

size_t
rr_snapshot_write (const struct rr_snapshot *s, void *dst)
{
  size_t w = st_write (s->counts, dst);
  return w + st_write (s->known, (unsigned char *) dst + w);
}

/* Events are allocated by blocks: the collector sweeps them in address
   order, not by chasing a list, and gives a block back to malloc once
   all of its events are free.  A free slot has mark EVENT_FREE.  */
#define EVENT_BLOCK 256
#define EVENT_FREE 2
struct event_block
{
  struct event_block *next;
  struct rr_event ev[EVENT_BLOCK];
};

static struct rr_event *
event_alloc (void)
{
  if (!event_state.free_events)
    {
      struct event_block *b = malloc (sizeof *b);
      if (!b)
	rr_fatal ("out of memory");
      b->next = event_state.blocks;
      event_state.blocks = b;
      for (size_t i = EVENT_BLOCK; i-- > 0;)
	{
	  b->ev[i].mark = EVENT_FREE;
	  b->ev[i].next_free = event_state.free_events;
	  event_state.free_events = &b->ev[i];
	}
    }
  struct rr_event *e = event_state.free_events;
  event_state.free_events = e->next_free;
  return e;
}

struct rr_event *
rr_event_make (int rank, uint64_t value, const struct rr_snapshot *snap)
{
  struct rr_event *e = event_alloc ();
  e->rank = rank;
  e->value = value;
  e->snap = snap;
  e->mark = 0;
  e->correctable = 0;
  e->watched = 0;
  e->next_free = NULL;
  event_state.n_events++;
  return e;
}

struct rr_event *
rr_event_pending (int rank)
{
  return rr_event_make (rank, 0, NULL);
}

void
rr_event_happen (struct rr_event *pending, const struct rr_event *now)
{
  pending->value = now->value;
  pending->snap = now->snap;
  event_state.n_happened++;
  rr_event_changed (pending);
}

uint64_t
rr_event_happened (void)
{
  return event_state.n_happened;
}

void
rr_clock_init (int world_rank)
{
  event_state.rank = world_rank;
  rr_thread_self ();
}

void
rr_clock_start (struct rr_thread *t)
{
  t->k = 1;
  t->snap = snapshot_alloc (NULL, NULL);
  rr_thread_learned (t);
  t->instant = NULL;
}

struct rr_event *
rr_clock_tick (void)
{
  struct rr_thread *t = rr_thread_self ();
  t->k++;
  t->instant = NULL;
  return rr_event_make (event_state.rank, RR_VALUE (t->id, 2 * t->k), t->snap);
}

struct rr_event *
rr_clock_instant (void)
{
  struct rr_thread *t = rr_thread_self ();
  if (!t->instant)
    t->instant = rr_event_make (event_state.rank,
				RR_VALUE (t->id, 2 * t->k + 1), t->snap);
  return t->instant;
}

struct rr_event *
rr_clock_publish (void)
{
  struct rr_event *e = rr_clock_tick ();
  if (rr_thread_count () > 1)
    rr_thread_self ()->releases++;
  return e;
}

/* The calling thread's snapshot with GID's count raised by INC (0 or 1),
   GID added at count INC if missing.  */
static void
clock_bump (uint64_t gid, uint64_t inc, const struct rr_entry *entered)
{
  struct rr_thread *t = rr_thread_self ();
  const struct rr_snapshot *old = t->snap;
  /* GID looked up once: a barrier's is most of a small snapshot's
     cost.  */
  const struct rr_token *k = find_token (old, gid);
  uint64_t count = (k ? k->count : 0) + inc;
  if (inc)
    {
      struct rr_entry now = rr_clock_entry ();
      if (!entered)
	entered = &now;
      event_state.history[event_state.history_next++ % HISTORY]
	= (struct entry) { gid, count, *entered };
    }
  /* One path copied; a new snapshot even where no count changed.  */
  struct rr_snapshot *s
    = snapshot_alloc (k ? st_set_found (old->counts, k, count)
		      : st_set (old->counts, gid, count), old->known);
  event_state.last_bumped = s;
  t->snap = s;
  rr_thread_learned (t);
  /* A new snapshot is a new event: what follows is after it.  */
  rr_clock_tick ();
}

struct rr_entry
rr_clock_entry (void)
{
  struct rr_thread *t = rr_thread_self ();
  return (struct rr_entry) { RR_VALUE (t->id, 2 * t->k + 1), t->snap };
}

void
rr_clock_collective (uint64_t gid)
{
  clock_bump (gid, 1, NULL);
}

void
rr_clock_register (uint64_t gid)
{
  clock_bump (gid, 0, NULL);
}

void
rr_clock_synchronized (uint64_t gid, int (*member) (int, void *),
		       void *ctx, const struct rr_entry *entered)
{
  clock_bump (gid, 1, entered);
  if (!member)
    return;
  struct rr_snapshot *s = rr_thread_self ()->snap;
  uint32_t n = st_size (s->known), kept = 0;
  if (!n)
    return;
  /* Only the known entries may go: the counts (one per window and
     communicator this process synchronized on) are not walked.  */
  struct rr_token *v = malloc (n * sizeof *v);
  if (!v)
    rr_fatal ("out of memory");
  struct st_iter it;
  for (st_iter_init (&it, s->known); st_iter_tok (&it); st_iter_next (&it))
    {
      const struct rr_token *k = st_iter_tok (&it);
      int rank = RR_KNOWN_RANK (k->gid);
      /* This process's own threads are ordered by thread
	 synchronization only: keep them.  */
      if (rank == event_state.rank || !member (rank, ctx))
	v[kept++] = *k;
    }
  /* S is the snapshot clock_bump just made, shared by nothing yet but the
     event it ticked, which is new too: changing it in place is safe.  */
  if (kept < n)
    s->known = st_build (kept, v, s->known);
  free (v);
}

/* A new snapshot: the maximum of A's and B's counts (B may be NULL), and
   KEY at least VALUE if KEY is nonzero.  */
static struct rr_snapshot *
merge (const struct rr_snapshot *a, const struct rr_snapshot *b,
       uint64_t key, uint64_t value)
{
  struct rr_snapshot *s
    = snapshot_alloc (st_merge (a->counts, b ? b->counts : NULL),
		      st_merge (a->known, b ? b->known : NULL));
  if (key & RR_KNOWN)
    s->known = st_raise (s->known, key, value);
  else if (key)
    s->counts = st_raise (s->counts, key, value);
  return s;
}

struct rr_snapshot *
rr_snapshot_raise (const struct rr_snapshot *s, uint64_t gid,
		   uint64_t count)
{
  return merge (s, NULL, gid, count);
}

void
rr_clock_learn (int rank, uint64_t value, const struct rr_snapshot *snap)
{
  struct rr_thread *t = rr_thread_self ();
  t->snap = merge (t->snap, snap,
		   RR_KNOWN_KEY (rank, RR_VALUE_THREAD (value)), value);
  rr_thread_learned (t);
  rr_clock_tick ();
}

void
rr_clock_acquire (const struct rr_snapshot *snap)
{
  struct rr_thread *t = rr_thread_self ();
  t->snap = merge (t->snap, snap, 0, 0);
  rr_thread_learned (t);
  rr_clock_tick ();
}

struct rr_snapshot *
rr_clock_release (const struct rr_snapshot *old)
{
  struct rr_thread *t = rr_thread_self ();
  struct rr_event *e = rr_clock_tick ();
  t->releases++;
  return merge (t->snap, old, RR_KNOWN_KEY (event_state.rank, t->id),
		e->value);
}

struct rr_snapshot *
rr_clock_release_again (const struct rr_snapshot *old)
{
  struct rr_thread *t = rr_thread_self ();
  return merge (t->snap, old, RR_KNOWN_KEY (event_state.rank, t->id),
		RR_VALUE (t->id, 2 * t->k));
}

void
rr_gc_mark_event (struct rr_event *e)
{
  if (!e)
    return;
  e->mark = 1;
  rr_gc_mark_snapshot (e->snap);
}

void
rr_gc_mark_snapshot (const struct rr_snapshot *s)
{
  if (!s || s->gc_mark)
    return;
  struct rr_snapshot *m = (struct rr_snapshot *) s;
  m->gc_mark = 1;
  st_mark (m->counts);
  st_mark (m->known);
}

int
rr_collective_knew (uint64_t gid, uint64_t count, const struct rr_event *e)
{
  return e->rank != event_state.rank || entry_knows (gid, count, e);
}

void
rr_gc_sweep (void)
{
  rr_thread_mark ();
  for (unsigned i = 0; i < HISTORY; i++)
    rr_gc_mark_snapshot (event_state.history[i].entered.snap);
  rr_gc_mark_snapshot (event_state.last_bumped);

  /* The free list is rebuilt, in address order, without the blocks
     found empty.  */
  struct rr_event *free_list = NULL, **tail = &free_list;
  for (struct event_block **pb = &event_state.blocks; *pb;)
    {
      struct event_block *b = *pb;
      struct rr_event **block_tail = tail;
      int used = 0;
      for (size_t i = 0; i < EVENT_BLOCK; i++)
	{
	  struct rr_event *e = &b->ev[i];
	  if (e->mark == 1)
	    {
	      e->mark = 0;
	      used = 1;
	      continue;
	    }
	  if (e->mark == 0)
	    {
	      e->mark = EVENT_FREE;
	      event_state.n_events--;
	    }
	  *tail = e;
	  tail = &e->next_free;
	}
      if (used)
	pb = &b->next;
      else
	{
	  tail = block_tail;
	  *pb = b->next;
	  free (b);
	}
    }
  *tail = NULL;
  event_state.free_events = free_list;
  struct rr_snapshot **ps = &event_state.all_snapshots;
  while (*ps)
    {
      struct rr_snapshot *s = *ps;
      if (s->gc_mark)
	{
	  s->gc_mark = 0;
	  ps = &s->next_all;
	}
      else
	{
	  *ps = s->next_all;
	  free (s);
	}
    }
  st_sweep ();
}

size_t
rr_event_count (void)
{
  return event_state.n_events;
}
