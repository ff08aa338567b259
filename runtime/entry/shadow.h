/* shadow.h -- the table the instrumentation's guard reads.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   One byte per granule of RMARACE_GRANULE bytes of the address space
   (rmarace_interface.h): entry G is nonzero when an access of at most
   RMARACE_GRANULE bytes starting in granule G may touch tracked memory,
   that is when granule G or granule G + 1 holds a tracked byte; its
   value then also bounds where those bytes are (shadow.c).  The
   table is reserved once, at load time, and never moves; only its
   entries change, under the runtime's lock, while other threads read
   them without one.  */

#ifndef RMARACE_SHADOW_H
#define RMARACE_SHADOW_H

#include <stddef.h>
#include <stdint.h>
#include "rmarace_interface.h"

/* A byte range [lo, hi).  */
struct rr_span
{
  uintptr_t lo, hi;
};

/* Reserve the table and point __rmarace_shadow at it.  Idempotent; the
   library's constructor calls it, before any thread exists.  */
void rr_shadow_init (void);

/* The table and mask __rmarace_shadow and __rmarace_shadow_mask must
   hold: *TABLE is NULL before rr_shadow_init.  */
void rr_shadow_table (const unsigned char **table, uintptr_t *mask);

/* ON: more than one thread may run, and every guard's table test must
   pass (rmarace_interface.h): set entry 0, then make the mask 0.  Off:
   the other way round.  Call it, as the active flag changes, with no
   other thread running.  */
void rr_shadow_pass_all (int on);

/* The bytes [LO, HI) are tracked now.  */
void rr_shadow_mark (uintptr_t lo, uintptr_t hi);

/* The bytes whose tracking can keep an entry of [LO, HI) needed: the
   granule before LO's to the granule after HI - 1's, as [*REACH_LO,
   *REACH_HI).  */
void rr_shadow_reach (uintptr_t lo, uintptr_t hi, uintptr_t *reach_lo,
		      uintptr_t *reach_hi);

/* The bytes [LO, HI) are no longer tracked, except those that lie in
   KEEP[0 .. N_KEEP - 1]: every span still tracked that meets the reach
   of [LO, HI), in any order (others do no harm).  Only entries that no
   tracked byte needs are cleared, never one that does, even for a
   moment.  */
void rr_shadow_unmark (uintptr_t lo, uintptr_t hi,
		       const struct rr_span *keep, size_t n_keep);

/* Nothing is tracked any more.  */
void rr_shadow_clear (void);

/* Does any entry of the granules of [ADDR, ADDR + SIZE) say so?  For
   sizes above RMARACE_GRANULE: O(SIZE / RMARACE_GRANULE), a word at a
   time.  */
int rr_shadow_hit_range (uintptr_t addr, size_t size);

/* May the access of SIZE (> 0) bytes at ADDR touch tracked memory?
   Exact to the granule.  */
static inline int
rr_shadow_hit (uintptr_t addr, size_t size)
{
  if (size <= RMARACE_GRANULE)
    return __rmarace_shadow[(addr >> RMARACE_GRANULE_SHIFT)
			    & __rmarace_shadow_mask] != 0;
  return rr_shadow_hit_range (addr, size);
}

/* Does the access of SIZE (> 0) bytes at ADDR touch tracked memory?
   Like rr_shadow_hit for an access of more than RMARACE_GRANULE bytes;
   for a smaller one, exact to a quarter of a granule (4 bytes): no for
   an access next to tracked memory in the same granule or the one
   before (an int member beside one exposed in a window), which the
   guard lets through.  Never no when the access
   touches a tracked byte.  */
int rr_shadow_hit_near (uintptr_t addr, size_t size);

#endif /* RMARACE_SHADOW_H */
