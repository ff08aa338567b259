/* sites.h -- one window record for the accesses of several source lines.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   The loads (or the stores) one thread of this process makes at one
   instant differ only by their location when their bytes overlap: the
   loop ranges of a stencil, one per access statement and row, each
   meeting the rows the others read.  Every check gives them the same
   verdict, so one record can stand for them all (check.c); it keeps each
   one's range and location here, so that a report still names the line
   that touched the bytes, and the same bytes as separate records
   would.  */

#ifndef RMARACE_SITES_H
#define RMARACE_SITES_H

#include <stddef.h>
#include <stdint.h>

/* At most this many per record, so that going through them when a
   check must report or defer costs a bounded time.  */
#define RR_SITES_MAX 64

struct rr_site
{
  uintptr_t lo, hi;
  const char *loc;
};

struct rr_sites
{
  struct rr_site v[RR_SITES_MAX];
  size_t n;
};

/* Whether S (NULL: none yet) has room for one more.  */
int rr_sites_room (const struct rr_sites *s);

/* Add [LO, HI) at LOC to *S, made if NULL.  */
void rr_sites_add (struct rr_sites **s, uintptr_t lo, uintptr_t hi,
		   const char *loc);

void rr_sites_free (struct rr_sites *s);

/* Call FN (LOC, KLO, KHI, CTX) for each record S stands for that meets
   [LO, HI), in increasing order of location, then address: for each
   location, the union of its ranges that overlap or touch (as
   itree_insert merges equal records), [KLO, KHI).  */
typedef void (*rr_sites_fn) (const char *loc, uintptr_t klo, uintptr_t khi,
			     void *ctx);
void rr_sites_visit (const struct rr_sites *s, uintptr_t lo, uintptr_t hi,
		     rr_sites_fn fn, void *ctx);

#endif /* RMARACE_SITES_H */
