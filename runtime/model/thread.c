/* thread.c -- the application's threads and their synchronization objects.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "array.h"
#include "thread.h"
#include "check.h"
#include "pending.h"
#include "report.h"
#include "runtime.h"
#include "tls.h"

RR_TLS int rr_inside;
static RR_TLS struct rr_thread *self;
/* The threads' state (the calling thread's own is SELF).  */
static struct
{
  struct rr_thread *threads;	/* every live thread and unit */
  uint32_t n_threads;		/* clock numbers given out */
  /* Synchronization objects whose snapshot is all that threads about
     to start will know (struct starting).  */
  struct starting *starting;
  /* The kind of unit of each clock number.  */
  uint8_t unit_kind[1u << RR_THREAD_BITS];
  /* Each kind's numbers of units that have ended, oldest first, for
     reuse (struct ended_unit).  */
  struct ended_units
  {
    struct ended_unit *v;
    size_t head, n, cap;	/* the entries are V[HEAD .. N - 1] */
  } ended[RR_UNIT_TASK + 1];
  /* The live thread or unit of each clock number (NULL once a unit has
     ended), serials given out, and changes of what threads about to
     start will know (blockers, rr_blocker_still).  */
  struct rr_thread *by_id[1u << RR_THREAD_BITS];
  uint64_t serials, starting_gen;
} thread_state;

struct rr_thread *
rr_thread_self (void)
{
  if (self)
    return self;
  if (thread_state.n_threads >= (1u << RR_THREAD_BITS) - 1)
    rr_fatal ("more than %u threads", (1u << RR_THREAD_BITS) - 1);
  struct rr_thread *t = calloc (1, sizeof *t);
  if (!t)
    rr_fatal ("out of memory");
  t->id = thread_state.n_threads++;
  t->shown = t->id;
  t->live = 1;
  t->omp_num = -1;
  rr_clock_start (t);
  t->serial = ++thread_state.serials;
  thread_state.by_id[t->id] = t;
  t->next = thread_state.threads;
  thread_state.threads = t;
  self = t;
  return t;
}

/* Synchronization objects whose snapshot is all that threads about to
   start will know: a team's fork until every member has acquired it, a
   new pthread's creation until it has.  */
struct starting
{
  struct starting *next;
  const void *obj;
};

uint32_t
rr_thread_count (void)
{
  /* Threads about to start count: what the process knows is not yet all
     of its threads know (a worker of a team that is still forming).  */
  return thread_state.n_threads + (thread_state.starting != NULL);
}

/* Set by pthread_create's interceptor.  */
int rr_threads_created;

/* Present when the program uses OpenMP.  */
extern int omp_get_thread_num (void) __attribute__ ((weak));

uint32_t
rr_thread_display (void)
{
  /* Decided per program rather than per moment, so that a report names
     threads the same way whatever the timing.  */
  if (!omp_get_thread_num && !rr_threads_created
      && thread_state.n_threads < 2)
    return 0;
  struct rr_thread *t = rr_thread_self ();
  return 1 + (t->omp_num >= 0 ? (uint32_t) t->omp_num : t->shown);
}

/* Units.  A unit's clock number can serve a later unit once that one
   knows the first one's end: every event of the first then happens
   before every event of the second, so they may share a number as the
   events of one thread do, its counter going on from where the first
   stopped.  Without reuse a program would run out of numbers after
   about 64000 sections or tasks, and every snapshot would keep an entry
   per unit that ever ran.  */
struct ended_unit
{
  uint64_t last;		/* the value of its last event: its number too */
  uint64_t releases;		/* its releases (batches, check.c) */
};

/* Units take fresh numbers for as long as this leaves some for OS
   threads.  */
#define UNIT_LIMIT ((1u << RR_THREAD_BITS) - 1024)
/* How many ended units a new one looks at while fresh numbers remain:
   the oldest ended first, the likeliest to be known.  */
#define REUSE_TRIES 8
/* And once they have run out: a program with more units than that not
   known to have ended must not scan them all at every new one.  */
#define REUSE_TRIES_OUT 256

/* An ended unit of E that a unit knowing SNAP may take the number of,
   removed from E, looking at TRIES of them at most; one that does not
   qualify goes to the back (a unit whose end no thread learns must not
   hide those behind it).  */
static int
reusable (struct ended_units *e, const struct rr_snapshot *snap,
	  size_t tries, struct ended_unit *found)
{
  struct rr_event now = { .rank = rr_rt.world_rank,
			  .value = RR_VALUE (RR_NO_THREAD, 0), .snap = snap };
  for (size_t n = e->n - e->head; tries && n; tries--, n--)
    {
      struct ended_unit u = e->v[e->head++];
      struct rr_event last = { .rank = rr_rt.world_rank, .value = u.last,
			       .snap = snap };
      if (rr_event_hb (&last, &now))
	{
	  *found = u;
	  return 1;
	}
      e->v = rr_array_room (e->v, e->n, &e->cap, sizeof *e->v);
      e->v[e->n++] = u;
    }
  return 0;
}

/* Drop the entries before E's head once they are half of it.  */
static void
ended_compact (struct ended_units *e)
{
  if (e->head <= e->n / 2)
    return;
  memmove (e->v, e->v + e->head, (e->n - e->head) * sizeof *e->v);
  e->n -= e->head;
  e->head = 0;
}

/* Give the calling thread's new unit T (of kind UNIT), which has
   acquired what orders it, a clock number: return 0 if none is left.  */
static int
number_unit (struct rr_thread *t, int unit)
{
  struct ended_units *e = &thread_state.ended[unit];
  int fresh = thread_state.n_threads < UNIT_LIMIT;
  struct ended_unit u;
  int reuse = reusable (e, t->snap, fresh ? REUSE_TRIES : REUSE_TRIES_OUT,
			   &u);
  ended_compact (e);
  if (reuse)
    {
      t->id = RR_VALUE_THREAD (u.last);
      /* Its values go on after the ended unit's.  */
      uint64_t tick = u.last & ((UINT64_C (1) << (64 - RR_THREAD_BITS)) - 1);
      t->k = tick / 2 + 1;
      t->releases = u.releases + 1;
    }
  else if (fresh)
    {
      t->id = thread_state.n_threads++;
      thread_state.unit_kind[t->id] = unit;
    }
  else
    return 0;
  t->instant = NULL;
  return 1;
}

struct rr_thread *
rr_unit_begin (int unit, const void *first, void *const *more, size_t n_more)
{
  struct rr_thread *base = rr_thread_self ();
  struct rr_thread *t = calloc (1, sizeof *t);
  if (!t)
    rr_fatal ("out of memory");
  /* No number yet: the acquires tick, but their events go nowhere.  */
  t->id = RR_NO_THREAD;
  t->shown = base->shown;
  t->live = 1;
  t->omp_num = base->omp_num;
  t->unit = unit;
  rr_clock_start (t);
  self = t;
  rr_sync_acquire (first);
  for (size_t i = 0; i < n_more; i++)
    rr_sync_acquire (more[i]);
  if (!number_unit (t, unit))
    {
      free (t);
      self = base;
      return NULL;
    }
  t->serial = ++thread_state.serials;
  thread_state.by_id[t->id] = t;
  t->next = thread_state.threads;
  thread_state.threads = t;
  return base;
}

void
rr_unit_end (struct rr_thread *base)
{
  /* Its events stay in the records that name them; its clock can go:
     no thread will run it again.  Its number may serve another unit.  */
  struct rr_thread *t = self;
  for (struct rr_thread **pt = &thread_state.threads; *pt;
       pt = &(*pt)->next)
    if (*pt == t)
      {
	*pt = t->next;
	break;
      }
  struct ended_units *e = &thread_state.ended[t->unit];
  e->v = rr_array_room (e->v, e->n, &e->cap, sizeof *e->v);
  e->v[e->n++] = (struct ended_unit) {
    RR_VALUE (t->id, 2 * t->k + (t->instant != NULL)), t->releases };
  /* What it blocked is no longer blocked by it (rr_blocker_still).  */
  if (thread_state.by_id[t->id] == t)
    thread_state.by_id[t->id] = NULL;
  free (t);
  self = base;
}

int
rr_unit_of (uint32_t id)
{
  return (id < (1u << RR_THREAD_BITS) ? thread_state.unit_kind[id]
	  : RR_UNIT_THREAD);
}

void
rr_thread_exit (void)
{
  if (self)
    self->live = 0;
}

int
rr_sync_tracking (void)
{
  return rr_rt.ready && !rr_inside;
}

/* The synchronization objects: an open-addressing table from address to
   the snapshot of what their releasers knew.  */
struct slot
{
  const void *obj;		/* NULL: empty; TOMB: deleted */
  struct rr_snapshot *snap;
};
#define TOMB ((const void *) 1)
static struct
{
  struct slot *table;
  size_t cap, used;		/* slots, and slots not empty */
} syncs;

static size_t
hash (const void *obj)
{
  uintptr_t x = (uintptr_t) obj;
  x ^= x >> 33;
  x *= UINT64_C (0xff51afd7ed558ccd);
  x ^= x >> 33;
  return (size_t) x;
}

static struct slot *
lookup (const void *obj, int create)
{
  if (create && 2 * (syncs.used + 1) > syncs.cap)
    {
      struct slot *old = syncs.table;
      size_t old_cap = syncs.cap;
      syncs.cap = syncs.cap ? 2 * syncs.cap : 64;
      syncs.table = calloc (syncs.cap, sizeof *syncs.table);
      if (!syncs.table)
	rr_fatal ("out of memory");
      syncs.used = 0;
      for (size_t i = 0; i < old_cap; i++)
	if (old[i].obj && old[i].obj != TOMB)
	  {
	    struct slot *s = lookup (old[i].obj, 1);
	    *s = old[i];
	  }
      free (old);
    }
  if (!syncs.cap)
    return NULL;
  struct slot *tomb = NULL;
  for (size_t i = hash (obj) & (syncs.cap - 1);;
       i = (i + 1) & (syncs.cap - 1))
    {
      struct slot *s = &syncs.table[i];
      if (s->obj == obj)
	return s;
      if (s->obj == TOMB && !tomb)
	tomb = s;
      if (!s->obj)
	{
	  if (!create)
	    return NULL;
	  if (tomb)
	    s = tomb;
	  else
	    syncs.used++;
	  s->obj = obj;
	  s->snap = NULL;
	  return s;
	}
    }
}

void
rr_sync_release (const void *obj)
{
  struct slot *s = lookup (obj, 1);
  s->snap = rr_clock_release (s->snap);
  /* It may be what threads about to start will know.  */
  if (thread_state.starting)
    thread_state.starting_gen++;
}

void
rr_sync_release_again (const void *obj)
{
  struct slot *s = lookup (obj, 1);
  s->snap = rr_clock_release_again (s->snap);
  if (thread_state.starting)
    thread_state.starting_gen++;
}

void
rr_sync_acquire (const void *obj)
{
  struct slot *s = lookup (obj, 0);
  if (s && s->snap)
    rr_clock_acquire (s->snap);
}

void
rr_release (const void *obj)
{
  rr_lock ();
  rr_sync_release (obj);
  rr_unlock ();
}

void
rr_acquire (const void *obj)
{
  rr_lock ();
  rr_sync_acquire (obj);
  rr_pending_collect ();
  rr_unlock ();
}

void
rr_sync_forget (const void *obj)
{
  struct slot *s = lookup (obj, 0);
  if (s)
    {
      s->obj = TOMB;
      s->snap = NULL;
    }
}

void
rr_thread_mark (void)
{
  for (struct rr_thread *t = thread_state.threads; t; t = t->next)
    {
      rr_gc_mark_snapshot (t->snap);
      rr_gc_mark_event (t->instant);
    }
  for (size_t i = 0; i < syncs.cap; i++)
    {
      struct slot *s = &syncs.table[i];
      if (s->obj && s->obj != TOMB)
	rr_gc_mark_snapshot (s->snap);
    }
}

void
rr_thread_starting (const void *obj)
{
  struct starting *s = malloc (sizeof *s);
  if (!s)
    rr_fatal ("out of memory");
  *s = (struct starting) { thread_state.starting, obj };
  thread_state.starting = s;
}

void
rr_thread_started (const void *obj)
{
  for (struct starting **ps = &thread_state.starting; *ps;
       ps = &(*ps)->next)
    if ((*ps)->obj == obj)
      {
	struct starting *s = *ps;
	*ps = s->next;
	free (s);
	thread_state.starting_gen++;
	return;
      }
}

void
rr_thread_learned (struct rr_thread *t)
{
  t->learned++;
}

int
rr_thread_knows (const struct rr_thread *t, const struct rr_event *e)
{
  if (!t->snap || !e->snap)
    return 0;
  struct rr_event now = { .rank = rr_rt.world_rank,
			  .value = RR_VALUE (t->id, 2 * t->k + 2),
			  .snap = t->snap };
  /* An event of T itself: what rr_event_hb would decide first, without
     the call (the pending buffers' collection asks this at every
     flush).  */
  if (e->rank == now.rank && RR_VALUE_THREAD (e->value) == t->id)
    return e->value < now.value;
  return rr_event_hb (e, &now);
}

int
rr_thread_all_know (const struct rr_event *e)
{
  struct rr_blocker why;
  return rr_thread_all_know_why (e, &why);
}

int
rr_thread_all_know_why (const struct rr_event *e, struct rr_blocker *why)
{
  why->valid = 0;
  if (!e->snap)
    return 0;
  why->valid = 1;
  why->thread = RR_NO_THREAD;
  why->serial = thread_state.starting_gen;
  why->learned = 0;
  for (struct starting *s = thread_state.starting; s; s = s->next)
    {
      struct slot *slot = lookup (s->obj, 0);
      if (!slot || !slot->snap)
	return 0;
      /* An event of no thread, that knows what the object knows.  */
      struct rr_event now = { .rank = rr_rt.world_rank,
			      .value = RR_VALUE (RR_NO_THREAD, 0),
			      .snap = slot->snap };
      if (!rr_event_hb (e, &now))
	return 0;
    }
  for (struct rr_thread *t = thread_state.threads; t; t = t->next)
    if (t->live && t->snap && !rr_thread_knows (t, e))
      {
	why->thread = t->id;
	why->serial = t->serial;
	why->learned = t->learned;
	return 0;
      }
  return 1;
}

int
rr_blocker_still (const struct rr_blocker *b)
{
  if (!b->valid)
    return 0;
  if (b->thread == RR_NO_THREAD)
    return b->serial == thread_state.starting_gen;
  const struct rr_thread *t = thread_state.by_id[b->thread];
  return t && t->serial == b->serial && t->live && t->learned == b->learned;
}

int
rr_blocker_same (const struct rr_blocker *a, const struct rr_blocker *b)
{
  return a->valid && b->valid && a->thread == b->thread
	 && a->serial == b->serial && a->learned == b->learned;
}
