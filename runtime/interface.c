/* interface.c -- the entry points instrumented code calls.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Each entry point is a one-line shim: a fast return when the access
   cannot matter, else the thread's buffer (buffer.c), checked later.  */

#include <stdint.h>
#include <stdlib.h>
#include "rmarace_interface.h"
#include "buffer.h"
#include "check.h"
#include "runtime.h"
#include "itree.h"
#include "window.h"

/* The strong definitions: instrumented objects carry weak ones at 0.  */
int __rmarace_active = 0;
uintptr_t __rmarace_lo = 0, __rmarace_hi = 0;

void
rr_update_bounds (void)
{
  uintptr_t lo = UINTPTR_MAX, hi = 0;
  for (struct rr_window *w = rr_window_first (); w; w = w->next)
    for (size_t i = 0; i < w->n_regions; i++)
      {
	if (w->regions[i].lo < lo)
	  lo = w->regions[i].lo;
	if (w->regions[i].hi > hi)
	  hi = w->regions[i].hi;
      }
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
  if (lo >= hi)
    lo = hi = 0;
  __rmarace_lo = lo;
  __rmarace_hi = hi;
}

static __thread const char *next_site;

const char *
rr_take_site (void)
{
  const char *site = next_site;
  next_site = NULL;
  return site ? site : "?";
}

void
__rmarace_site (const char *loc)
{
  next_site = loc;
}

/* An access can race only with a pending RMA call of this process or in a
   window: inside the bounds.  */
static inline int
may_matter (const void *addr, size_t size)
{
  return ((uintptr_t) addr < __rmarace_hi
	  && (uintptr_t) addr + size > __rmarace_lo);
}

void
__rmarace_load (const void *addr, size_t size, const char *loc)
{
  if (may_matter (addr, size) && size)
    rr_buffer_access (RR_LOAD, (uintptr_t) addr, (uintptr_t) addr + size,
		      loc);
}

void
__rmarace_store (const void *addr, size_t size, const char *loc)
{
  if (may_matter (addr, size) && size)
    rr_buffer_access (RR_STORE, (uintptr_t) addr, (uintptr_t) addr + size,
		      loc);
}

static int
found (struct itree_node *node, void *ctx)
{
  (void) node;
  (void) ctx;
  return 1;
}

/* Exact: whether a byte of [LO, LO + LEN) is window memory of this
   process or in the buffer of a pending RMA call, as the bounds' hull
   only approximates.  Versioned loops (plugin/loop-version.cc) call it
   once per loop execution, after the hull test passed.  */
int
__rmarace_tracked (const void *lo, size_t len)
{
  uintptr_t a = (uintptr_t) lo;
  uintptr_t b = len > UINTPTR_MAX - a ? UINTPTR_MAX : a + len;
  int hit = 0;
  if (!len)
    return 0;
  rr_lock ();
  for (struct rr_window *w = rr_window_first (); w && !hit; w = w->next)
    for (size_t i = 0; i < w->n_regions && !hit; i++)
      hit = w->regions[i].lo < b && w->regions[i].hi > a;
  if (!hit)
    hit = itree_visit_overlaps (&rr_rt.pending, a, b, found, NULL);
  rr_unlock ();
  return hit;
}
