/* sites.c -- one window record for the accesses of several source lines.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

#include <stdlib.h>
#include "report.h"
#include "sites.h"

int
rr_sites_room (const struct rr_sites *s)
{
  return !s || s->n < RR_SITES_MAX;
}

void
rr_sites_add (struct rr_sites **ps, uintptr_t lo, uintptr_t hi,
	      const char *loc)
{
  struct rr_sites *s = *ps;
  if (!s)
    {
      s = malloc (sizeof *s);
      if (!s)
	rr_fatal ("out of memory");
      s->n = 0;
      *ps = s;
    }
  /* A row continuing the last one of its location: one site.  */
  if (s->n)
    {
      struct rr_site *last = &s->v[s->n - 1];
      if (last->loc == loc && lo <= last->hi && hi >= last->lo)
	{
	  if (lo < last->lo)
	    last->lo = lo;
	  if (hi > last->hi)
	    last->hi = hi;
	  return;
	}
    }
  s->v[s->n++] = (struct rr_site) { lo, hi, loc };
}

void
rr_sites_free (struct rr_sites *s)
{
  free (s);
}

static int
before (const struct rr_site *a, const struct rr_site *b)
{
  if (a->loc != b->loc)
    return (uintptr_t) a->loc < (uintptr_t) b->loc;
  return a->lo < b->lo;
}

void
rr_sites_visit (const struct rr_sites *s, uintptr_t lo, uintptr_t hi,
		rr_sites_fn fn, void *ctx)
{
  /* Sorted by location and address (by insertion: at most
     RR_SITES_MAX), the runs of one location that overlap or touch are
     merged as they come.  */
  struct rr_site v[RR_SITES_MAX];
  size_t n = s->n;
  for (size_t i = 0; i < n; i++)
    {
      size_t j = i;
      for (; j > 0 && before (&s->v[i], &v[j - 1]); j--)
	v[j] = v[j - 1];
      v[j] = s->v[i];
    }
  for (size_t i = 0; i < n;)
    {
      struct rr_site run = v[i++];
      for (; i < n && v[i].loc == run.loc && v[i].lo <= run.hi; i++)
	if (v[i].hi > run.hi)
	  run.hi = v[i].hi;
      if (run.lo < hi && run.hi > lo)
	fn (run.loc, run.lo, run.hi, ctx);
    }
}
