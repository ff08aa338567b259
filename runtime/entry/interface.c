/* interface.c -- the entry points instrumented code calls.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Each entry point is a one-line shim: a fast return when the access
   cannot matter (the shadow table says no tracked memory is near: the
   plugin's inline guard may have tested only the hull, or nothing in a
   versioned loop), else the thread's buffer (buffer.c), checked later.  */

#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include "rmarace_interface.h"
#include "buffer.h"
#include "check.h"
#include "preload.h"
#include "recent.h"
#include "runtime.h"
#include "shadow.h"
#include "itree.h"
#include "window.h"
#include "array.h"
#include "tls.h"

/* The strong definitions: instrumented objects carry weak ones at 0
   (the table's are in shadow.c).  */
int __rmarace_active = 0;
uintptr_t __rmarace_lo = 0, __rmarace_hi = 0;

/* The tracked spans meeting [LO, HI): every window's regions and the
   pending RMA buffers.  */

struct spans
{
  struct rr_span *v;
  size_t n, cap;
  struct rr_span local[8];	/* V at first */
};

static void
add_span (struct spans *s, uintptr_t lo, uintptr_t hi)
{
  s->v = rr_array_room_local (s->v, s->local, s->n, &s->cap, sizeof *s->v);
  s->v[s->n++] = (struct rr_span) { lo, hi };
}

static int
add_pending_span (struct itree_node *n, void *ctx)
{
  add_span (ctx, n->lo, n->hi);
  return 0;
}

static int
add_region_span (struct rr_window *w, uintptr_t lo, uintptr_t hi, int owner,
		 void *ctx)
{
  (void) w;
  (void) owner;
  add_span (ctx, lo, hi);
  return 0;
}

static void
tracked_spans (uintptr_t lo, uintptr_t hi, struct spans *s)
{
  rr_window_regions_visit (lo, hi, add_region_span, s);
  itree_visit_overlaps (&rr_rt.pending, lo, hi, add_pending_span, s);
}

/* The hull of tracked memory, as update_hull last computed it: the
   guard variables may be overwritten by the program (preload.c), these
   are the runtime's own.  */
static uintptr_t hull_lo, hull_hi;

/* The hull may be larger than tracked memory since an untrack
   (rr_hull_settle).  */
static int hull_stale;

/* rr_track widened the hull and the guard variables do not have it yet:
   rr_hull_settle publishes it, once for all the buffers of a call.
   Every rr_track is made under the runtime's lock, and rr_unlock
   settles: no instrumented code of this thread runs in between, and
   while another thread may run, every guard passes whatever the hull
   (the threads bit of the active flag).  */
static int hull_unpublished;

/* Recompute the hull of tracked memory: O(log n), since the index of
   the windows' regions and the pending tree know their first start and
   largest end.  */
static void
update_hull (void)
{
  hull_stale = 0;
  hull_unpublished = 0;
  uintptr_t lo, hi;
  rr_window_regions_hull (&lo, &hi);
  if (rr_rt.pending.root)
    {
      const struct itree_node *n = rr_rt.pending.root;
      while (n->left)
	n = n->left;
      if (n->lo < lo)
	lo = n->lo;
      if (rr_rt.pending.root->max_hi > hi)
	hi = rr_rt.pending.root->max_hi;
    }
  if (lo >= hi || !rr_rt.ready)
    lo = hi = 0;
  __atomic_store_n (&hull_lo, lo, __ATOMIC_RELAXED);
  __atomic_store_n (&hull_hi, hi, __ATOMIC_RELAXED);
  rr_guards_set_hull (lo, hi);
}

/* Tracking more bytes only widens the hull: O(1), unless it is stale
   (the union would keep the stale part: make it exact first).  */
void
rr_track (uintptr_t lo, uintptr_t hi)
{
  rr_shadow_mark (lo, hi);
  if (hull_stale || !rr_rt.ready || lo >= hi)
    {
      update_hull ();
      return;
    }
  uintptr_t hlo = hull_lo, hhi = hull_hi;
  if (hlo >= hhi)
    hlo = lo, hhi = hi;
  if (lo < hlo)
    hlo = lo;
  if (hi > hhi)
    hhi = hi;
  if (hlo == hull_lo && hhi == hull_hi)
    return;
  __atomic_store_n (&hull_lo, hlo, __ATOMIC_RELAXED);
  __atomic_store_n (&hull_hi, hhi, __ATOMIC_RELAXED);
  hull_unpublished = 1;
}

/* The hull is left as it is, larger than tracked memory (a wider guard
   only sends the runtime more accesses, which its exact tests drop),
   until rr_hull_settle: untracking the buffers of several calls at a
   flush recomputes it once.  */
void
rr_untrack (uintptr_t lo, uintptr_t hi)
{
  if (lo >= hi)
    return;
  struct spans keep;
  keep.v = keep.local;
  keep.n = 0;
  keep.cap = sizeof keep.local / sizeof keep.local[0];
  uintptr_t reach_lo, reach_hi;
  rr_shadow_reach (lo, hi, &reach_lo, &reach_hi);
  tracked_spans (reach_lo, reach_hi, &keep);
  rr_shadow_unmark (lo, hi, keep.v, keep.n);
  if (keep.v != keep.local)
    free (keep.v);
  hull_stale = 1;
}

void
rr_hull_settle (void)
{
  if (hull_stale)
    update_hull ();
  else if (hull_unpublished)
    {
      hull_unpublished = 0;
      rr_guards_set_hull (hull_lo, hull_hi);
    }
}

/* The site of this thread's next MPI call (rmarace_interface.h).  */
RR_TLS const char *__rmarace_next_site;

const char *
rr_take_site (void)
{
  const char *site = __rmarace_next_site;
  __rmarace_next_site = NULL;
  return site ? site : "?\0";	/* no function: rr_loc_function */
}

void
rr_forget_site (void)
{
  __rmarace_next_site = NULL;
}

/* Instrumented code calls this before every MPI call when the runtime
   may be missing, guarded by the active flag (plugin/instrument.cc):
   a site noted while the runtime is not active must not be taken by a
   later MPI call.  */
void
__rmarace_site (const char *loc)
{
  if (__rmarace_active)
    __rmarace_next_site = loc;
}

/* A load or store (KIND) of tracked memory, or any while more than one
   thread may run, goes to the thread's buffer, unless it repeats the
   last one there.  */
static inline void
access_made (int kind, const void *addr, size_t size, const char *loc)
{
  uintptr_t lo = (uintptr_t) addr, hi = lo + size;
  /* A loop range (a row of an array) outside the hull holds no tracked
     byte: no need to read its table entries, one per granule.  */
  int outside = (size > 2 * RMARACE_GRANULE && hi > lo
		 && (hi <= __atomic_load_n (&hull_lo, __ATOMIC_RELAXED)
		     || lo >= __atomic_load_n (&hull_hi, __ATOMIC_RELAXED)));
  if (size && !rr_buffer_repeats (kind, lo, hi, loc)
      && ((!outside && rr_shadow_hit_near (lo, size)) || rr_recent_on ()))
    rr_buffer_access (kind, lo, hi, loc);
}

void
__rmarace_load (const void *addr, size_t size, const char *loc)
{
  access_made (RR_LOAD, addr, size, loc);
}

void
__rmarace_store (const void *addr, size_t size, const char *loc)
{
  access_made (RR_STORE, addr, size, loc);
}

/* The entry points with the size in their name (rmarace_interface.h).  */
#define DEFINE_SIZED(N)							\
  void									\
  __rmarace_load##N (const void *addr, const char *loc)			\
  {									\
    access_made (RR_LOAD, addr, N, loc);				\
  }									\
  void									\
  __rmarace_store##N (const void *addr, const char *loc)		\
  {									\
    access_made (RR_STORE, addr, N, loc);				\
  }
RMARACE_SIZED_ENTRIES (DEFINE_SIZED)

/* Whether one of the N records of AP, a byte of one, meets the hull
   of tracked memory: the test of the guard the plugin leaves out before
   a call of __rmarace_records when the runtime is surely linked.  */
static int
records_meet_hull (unsigned n, va_list ap)
{
  uintptr_t hlo = __atomic_load_n (&hull_lo, __ATOMIC_RELAXED);
  uintptr_t hhi = __atomic_load_n (&hull_hi, __ATOMIC_RELAXED);
  for (unsigned i = 0; i < n; i++)
    {
      uintptr_t lo = (uintptr_t) va_arg (ap, const void *);
      size_t size = va_arg (ap, size_t);
      (void) va_arg (ap, const char *);
      if (size && lo < hhi && lo + size > hlo)
	return 1;
    }
  return 0;
}

void
__rmarace_records (size_t desc, ...)
{
  va_list ap;
  unsigned n = desc & ((1u << RMARACE_RECORDS_SHIFT) - 1);
  if (!rr_recent_on ())
    {
      /* Most loops miss tracked memory: reject them at once.  */
      va_start (ap, desc);
      int meets = records_meet_hull (n, ap);
      va_end (ap);
      if (!meets)
	return;
    }
  va_start (ap, desc);
  for (unsigned i = 0; i < n; i++)
    {
      const void *addr = va_arg (ap, const void *);
      size_t size = va_arg (ap, size_t);
      const char *loc = va_arg (ap, const char *);
      access_made (desc >> (RMARACE_RECORDS_SHIFT + i) & 1
		   ? RR_STORE : RR_LOAD, addr, size, loc);
    }
  va_end (ap);
}

void
__rmarace_group (const struct rmarace_group_member *m, ...)
{
  const void *base[RMARACE_GROUP_MAX];
  unsigned n_base = 0;
  va_list ap;
  va_start (ap, m);
  for (unsigned i = 0; i < RMARACE_GROUP_MAX; i++)
    {
      /* Bases are numbered in the order members first name them.  */
      while (n_base <= m[i].base && n_base < RMARACE_GROUP_MAX)
	base[n_base++] = va_arg (ap, const void *);
      if (m[i].base < n_base)
	access_made (m[i].kind & RMARACE_GROUP_STORE ? RR_STORE : RR_LOAD,
		     (const char *) base[m[i].base] + m[i].offset,
		     m[i].size, m[i].loc);
      if (m[i].kind & RMARACE_GROUP_LAST)
	break;
    }
  va_end (ap);
}

/* Spans of a loop at most this many bytes apart are looked up as one,
   their hull: the bytes between them only make the lookup hit more
   often, which runs the instrumented loop.  */
#define SPANS_MERGE_GAP 256

int
__rmarace_spans_tracked (size_t n, ...)
{
  if (rr_recent_on ())
    return 1;
  uintptr_t hlo = __atomic_load_n (&hull_lo, __ATOMIC_RELAXED);
  uintptr_t hhi = __atomic_load_n (&hull_hi, __ATOMIC_RELAXED);
  /* [A, B): the hull of the spans met so far not yet looked up.  */
  uintptr_t a = 0, b = 0;
  int hit = 0;
  va_list ap;
  va_start (ap, n);
  for (size_t i = 0; i < n && !hit; i++)
    {
      uintptr_t lo = va_arg (ap, size_t);
      uintptr_t hi = va_arg (ap, size_t);
      if (hi <= lo)
	{
	  /* The span wrapped: the loop may touch anything.  */
	  hit = hhi != 0;
	  break;
	}
      if (!(lo < hhi && hi > hlo))
	continue;
      if (a < b
	  && (lo <= b ? hi >= a || a - hi <= SPANS_MERGE_GAP
	      : lo - b <= SPANS_MERGE_GAP))
	{
	  a = lo < a ? lo : a;
	  b = hi > b ? hi : b;
	  continue;
	}
      if (a < b)
	hit = __rmarace_tracked ((const void *) a, b - a);
      a = lo;
      b = hi;
    }
  va_end (ap);
  if (!hit && a < b)
    hit = __rmarace_tracked ((const void *) a, b - a);
  return hit;
}

static int
found (struct itree_node *node, void *ctx)
{
  (void) node;
  (void) ctx;
  return 1;
}

static int
found_region (struct rr_window *w, uintptr_t lo, uintptr_t hi, int owner,
	      void *ctx)
{
  (void) w;
  (void) lo;
  (void) hi;
  (void) owner;
  (void) ctx;
  return 1;
}

/* Exact: whether a byte of [LO, LO + LEN) is window memory of this
   process or in the buffer of a pending RMA call, as the bounds' hull
   only approximates; O(log regions + log pending).  Versioned
   loops (plugin/loop-version.cc) call it once per loop execution, after
   the hull test passed.  */
int
__rmarace_tracked (const void *lo, size_t len)
{
  uintptr_t a = (uintptr_t) lo;
  uintptr_t b = len > UINTPTR_MAX - a ? UINTPTR_MAX : a + len;
  int hit = 0;
  if (!len)
    return 0;
  if (rr_recent_on ())
    return 1;
  rr_lock ();
  hit = rr_window_regions_visit (a, b, found_region, NULL);
  if (!hit)
    hit = itree_visit_overlaps (&rr_rt.pending, a, b, found, NULL);
  rr_unlock ();
  return hit;
}
