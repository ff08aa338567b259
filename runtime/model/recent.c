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
} recent = { { NULL, 0 }, 0, 0, 1024 };

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
  itree_insert (&recent.tree, lo, hi, acc);
  if (recent.tree.nodes >= recent.sweep_at)
    {
      itree_remove_if (&recent.tree, known_to_all, NULL);
      recent.sweep_at = 2 * recent.tree.nodes + 1024;
    }
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

/* Forgetting [LO, HI): the parts of the records that overlap it go, the
   rest are put back.  */
struct piece
{
  uintptr_t lo, hi;
  struct rr_access acc;
};

struct cut
{
  uintptr_t lo, hi;
  struct piece *v;
  size_t n, cap;
};

static int
found (struct itree_node *node, void *ctx)
{
  (void) node;
  (void) ctx;
  return 1;
}

static void
keep_piece (struct cut *c, uintptr_t lo, uintptr_t hi,
	    const struct rr_access *acc)
{
  if (lo >= hi)
    return;
  c->v = rr_array_room (c->v, c->n, &c->cap, sizeof *c->v);
  c->v[c->n++] = (struct piece) { lo, hi, *acc };
}

static int
cut_record (const struct rr_access *acc, void *ctx)
{
  struct cut *c = ctx;
  /* ACC is the record of its tree node.  */
  const struct itree_node *node
    = (const struct itree_node *) ((const char *) acc
				   - offsetof (struct itree_node, acc));
  if (node->hi <= c->lo || node->lo >= c->hi)
    return 0;
  keep_piece (c, node->lo, c->lo, acc);
  keep_piece (c, c->hi, node->hi, acc);
  return 1;
}

static void
forget (uintptr_t lo, uintptr_t hi)
{
  if (lo >= hi || !recent.tree.nodes
      || !itree_visit_overlaps (&recent.tree, lo, hi, found, NULL))
    return;
  struct cut c = { lo, hi, NULL, 0, 0 };
  itree_remove_if (&recent.tree, cut_record, &c);
  for (size_t i = 0; i < c.n; i++)
    itree_insert (&recent.tree, c.v[i].lo, c.v[i].hi, &c.v[i].acc);
  free (c.v);
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
