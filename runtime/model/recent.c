/* recent.c -- accesses an RMA call issued later by another thread must see.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   One interval tree of the process's loads and stores made while more
   than one thread may run, each with its thread and instant (the records
   rr_check_local builds).  A record matters only to a later RMA call
   that it does not happen before; once every live thread knows it, every
   later call comes after it, and it is dropped.  A record speaks of an
   object, not of addresses: when the object ends (free, munmap, a
   thread's end for its stack) its records go, so that memory reused for
   another object is never checked against them.  */

#include <stddef.h>
#include <stdlib.h>
#include "array.h"
#include "event.h"
#include "freed.h"
#include "itree.h"
#include "preload.h"
#include "race.h"
#include "recent.h"
#include "rmarace_interface.h"
#include "runtime.h"
#include "spin.h"
#include "thread.h"

static struct
{
  struct itree tree;
  int regions;			/* OpenMP teams running */
  int on;			/* more than one thread may run */
  size_t sweep_at;		/* node count that triggers a sweep */
} recent = { { NULL, 0, 0, 0, NULL, { NULL } }, 0, 0, 1024 };

/* Ranges ended since the records were last used (rr_recent_ended),
   behind a spin lock of their own.  */
static struct
{
  int busy;
  struct ended { uintptr_t lo, hi; } *v;
  size_t n, cap;
} ended;

void
rr_recent_ended (uintptr_t lo, uintptr_t hi)
{
  if (lo >= hi)
    return;
  /* Other threads' buffers may still hold accesses to the range.  */
  rr_freed_log (lo, hi);
  /* Growing the log frees: inside the runtime, such frees are not
     logged (malloc.c).  */
  rr_inside++;
  rr_spin_lock (&ended.busy);
  ended.v = rr_array_room (ended.v, ended.n, &ended.cap, sizeof *ended.v);
  ended.v[ended.n++] = (struct ended) { lo, hi };
  rr_spin_unlock (&ended.busy);
  rr_inside--;
}

static void forget (uintptr_t lo, uintptr_t hi);
static void drop_older (uintptr_t lo, uintptr_t hi,
			const struct rr_access *acc);

/* Forget the ranges logged by rr_recent_ended.  */
static void
forget_ended (void)
{
  if (!__atomic_load_n (&ended.n, __ATOMIC_RELAXED))
    return;
  rr_spin_lock (&ended.busy);
  struct ended *v = ended.v;
  size_t n = ended.n;
  ended.v = NULL;
  ended.n = ended.cap = 0;
  rr_spin_unlock (&ended.busy);
  for (size_t i = 0; i < n; i++)
    forget (v[i].lo, v[i].hi);
  free (v);
}

int
rr_recent_active_flag (void)
{
  return RMARACE_ACTIVE_RUNNING | (recent.on ? RMARACE_ACTIVE_THREADS : 0);
}

void
rr_recent_threads (int delta)
{
  recent.regions += delta;
  int on = recent.regions > 0 || rr_threads_created;
  if (on == recent.on)
    return;
  recent.on = on;
  /* Turned off: the process is single-threaded again (its teams joined),
     and the thread that goes on knows every record.  */
  if (!on)
    {
      forget_ended ();
      itree_clear (&recent.tree);
      itree_init (&recent.tree);
    }
  if (rr_rt.ready)
    rr_guards_set_active (rr_recent_active_flag ());
}

static int
known_to_all (const struct rr_access *acc, void *ctx)
{
  (void) ctx;
  return rr_thread_all_know (acc->complete);
}

void
rr_recent_add (uintptr_t lo, uintptr_t hi, const struct rr_access *acc)
{
  if (!recent.on || lo >= hi)
    return;
  forget_ended ();
  drop_older (lo, hi, acc);
  itree_insert (&recent.tree, lo, hi, acc);
  if (recent.tree.nodes >= recent.sweep_at)
    {
      itree_remove_if (&recent.tree, known_to_all, NULL);
      recent.sweep_at = 2 * recent.tree.nodes + 1024;
    }
}

int
rr_recent_empty (void)
{
  return recent.tree.nodes == 0;
}

struct check
{
  const struct rr_window *w;
  const struct rr_access *acc;
  uintptr_t lo, hi;
};

static int
writes (int kind)
{
  return kind == RR_STORE || kind == RR_ORIGIN_WRITE;
}

static int
check_record (struct itree_node *node, void *ctx)
{
  const struct check *c = ctx;
  const struct rr_access *old = &node->acc;
  if (!writes (old->kind) && !writes (c->acc->kind))
    return 0;
  /* The calling thread's own records come before by program order; the
     others', unless synchronization ordered them.  */
  if (rr_event_hb (old->complete, c->acc->issue))
    return 0;
  uintptr_t lo = node->lo > c->lo ? node->lo : c->lo;
  uintptr_t hi = node->hi < c->hi ? node->hi : c->hi;
  rr_race_found (c->w, lo, hi, c->acc, old);
  return 0;
}

void
rr_recent_check (const struct rr_window *w, uintptr_t lo, uintptr_t hi,
		 const struct rr_access *acc)
{
  /* On a libgomp whose layouts the runtime does not know, threads are
     not ordered (gomp-compat.h): stay silent.  */
  forget_ended ();
  if (!recent.tree.nodes || rr_rt.omp_unknown)
    return;
  struct check c = { w, acc, lo, hi };
  itree_visit_overlaps (&recent.tree, lo, hi, check_record, &c);
}

/* The nodes a visit selected, removed once it is over (a visit must not
   change the tree): O(log n + k), not a walk of the whole tree.  */
struct picked
{
  struct itree_node **v;
  size_t n, cap;
};

static void
pick (struct picked *p, struct itree_node *node)
{
  p->v = rr_array_room (p->v, p->n, &p->cap, sizeof *p->v);
  p->v[p->n++] = node;
}

static int
pick_overlap (struct itree_node *node, void *ctx)
{
  pick (ctx, node);
  return 0;
}

/* Forgetting [LO, HI): the parts of the records that overlap it go, the
   rest are put back.  */
static void
forget (uintptr_t lo, uintptr_t hi)
{
  struct picked p = { NULL, 0, 0 };
  itree_visit_overlaps (&recent.tree, lo, hi, pick_overlap, &p);
  for (size_t i = 0; i < p.n; i++)
    {
      struct itree_node *node = p.v[i];
      struct rr_access acc = node->acc;
      uintptr_t nlo = node->lo, nhi = node->hi;
      itree_remove (&recent.tree, node);
      if (nlo < lo)
	itree_insert (&recent.tree, nlo, lo, &acc);
      if (nhi > hi)
	itree_insert (&recent.tree, hi, nhi, &acc);
    }
  free (p.v);
}

/* A new record NEW over [LO, HI) makes an older one redundant when it
   has the same kind and location, covers it, and the older one happens
   before it: whenever a later call does not come after the older one, it
   does not come after the new one either, and the report would name the
   same lines.  Dropping them keeps one record per location and unordered
   thread, however many tasks or iterations stored there one after the
   other.  */
struct older
{
  uintptr_t lo, hi;
  const struct rr_access *acc;
  struct picked p;
};

static int
pick_older (struct itree_node *node, void *ctx)
{
  struct older *o = ctx;
  const struct rr_access *old = &node->acc, *acc = o->acc;
  if (node->lo >= o->lo && node->hi <= o->hi && old->kind == acc->kind
      && old->loc == acc->loc && old->complete != acc->complete
      && rr_unit_of (RR_VALUE_THREAD (old->complete->value))
	 == rr_unit_of (RR_VALUE_THREAD (acc->complete->value))
      && rr_event_hb (old->complete, acc->complete))
    pick (&o->p, node);
  /* A record every live thread knows is what the sweep removes: it goes
     now, so that records of the same bytes from many lines and many
     ordering intervals do not pile up until the sweep (an OpenMP loop
     that scatters through an index array, every iteration between two
     barriers).  */
  else if (known_to_all (old, NULL))
    pick (&o->p, node);
  return 0;
}

static void
drop_older (uintptr_t lo, uintptr_t hi, const struct rr_access *acc)
{
  struct older o = { lo, hi, acc, { NULL, 0, 0 } };
  itree_visit_overlaps (&recent.tree, lo, hi, pick_older, &o);
  for (size_t i = 0; i < o.p.n; i++)
    itree_remove (&recent.tree, o.p.v[i]);
  free (o.p.v);
}

static int
mark_record (struct itree_node *node, void *ctx)
{
  (void) ctx;
  rr_gc_mark_event (node->acc.issue);
  rr_gc_mark_event (node->acc.complete);
  return 0;
}

void
rr_recent_mark (void)
{
  itree_visit_all (&recent.tree, mark_record, NULL);
}
