/* interface.c -- the entry points instrumented code calls.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Each entry point is a one-line shim: a fast return when the access
   cannot matter, else the check in check.c.  */

#include <stdint.h>
#include <stdlib.h>
#include "rmarace_interface.h"
#include "check.h"
#include "runtime.h"
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

/* The accesses a thread made inside the bounds since it last held the
   runtime's lock: checked the next time it takes it (rr_lock), so that
   the access path takes no lock.  They all belong to the thread's
   current instant (its clock moves only under the lock), and a completed
   RMA call is forgotten only once every thread knows of it, which a
   thread learns under the lock, after its buffer was checked: so a late
   check finds every race an immediate one would.  Consecutive accesses
   that continue one another (a loop over an array) share an entry.  */
#define BUFFERED 256
struct buffered
{
  uintptr_t lo, hi;
  const char *loc;
  int kind;
};
static __thread struct
{
  unsigned n;
  struct buffered e[BUFFERED];
} buffer;

static int
compare_buffered (const void *pa, const void *pb)
{
  const struct buffered *a = pa, *b = pb;
  if (a->kind != b->kind)
    return a->kind < b->kind ? -1 : 1;
  if (a->loc != b->loc)
    return (uintptr_t) a->loc < (uintptr_t) b->loc ? -1 : 1;
  if (a->lo != b->lo)
    return a->lo < b->lo ? -1 : 1;
  return 0;
}

void
rr_check_buffered (void)
{
  unsigned n = buffer.n;
  buffer.n = 0;
  if (n > 1)
    qsort (buffer.e, n, sizeof buffer.e[0], compare_buffered);
  for (unsigned i = 0; i < n;)
    {
      struct buffered b = buffer.e[i++];
      /* All made at one instant: those of one kind and location that
	 overlap or touch are one access.  */
      while (i < n && buffer.e[i].kind == b.kind && buffer.e[i].loc == b.loc
	     && buffer.e[i].lo <= b.hi)
	{
	  if (buffer.e[i].hi > b.hi)
	    b.hi = buffer.e[i].hi;
	  i++;
	}
      rr_check_local (b.kind, b.lo, b.hi - b.lo, b.loc);
    }
}

static void
record (int kind, const void *addr, size_t size, const char *loc)
{
  uintptr_t lo = (uintptr_t) addr, hi = lo + size;
  if (buffer.n)
    {
      struct buffered *last = &buffer.e[buffer.n - 1];
      if (last->kind == kind && last->loc == loc && lo <= last->hi
	  && hi >= last->lo)
	{
	  if (lo < last->lo)
	    last->lo = lo;
	  if (hi > last->hi)
	    last->hi = hi;
	  return;
	}
    }
  if (buffer.n == BUFFERED)
    {
      rr_lock ();		/* checks the buffer */
      rr_unlock ();
      /* Not checked if the runtime has just stopped: nothing to check
	 against any more.  */
      buffer.n = 0;
    }
  buffer.e[buffer.n++] = (struct buffered) { lo, hi, loc, kind };
}

void
__rmarace_load (const void *addr, size_t size, const char *loc)
{
  if (may_matter (addr, size) && size)
    record (RR_LOAD, addr, size, loc);
}

void
__rmarace_store (const void *addr, size_t size, const char *loc)
{
  if (may_matter (addr, size) && size)
    record (RR_STORE, addr, size, loc);
}
