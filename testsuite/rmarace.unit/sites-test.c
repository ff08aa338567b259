/* sites-test.c -- the records one window record with sites stands for.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Build and run:
     gcc -std=c11 -D_GNU_SOURCE -O2 -Iruntime -Iruntime/entry \
       -Iruntime/model -Iruntime/report testsuite/rmarace.unit/sites-test.c \
       runtime/model/sites.c runtime/model/itree.c -o sites-test
     ./sites-test

   A record with sites (sites.h) stands for the records separate
   accesses would have left, one per location and run of ranges that
   overlap or touch; a check that must report goes through them in order
   of location and address, and only through those that meet the bytes
   it checks.  Here the sites of two locations whose rows interleave,
   with gaps between the rows of each, are visited over several ranges
   and the records met compared with the expected ones.

   Prints one "PASS: what" or "FAIL: what" line per check; exits 0 when
   every check passed.  */

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include "sites.h"

/* The stand-in for the runtime's.  */
void
rr_fatal (const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  vfprintf (stderr, fmt, ap);
  va_end (ap);
  exit (2);
}

static int failures;

struct met
{
  const char *loc;
  uintptr_t lo, hi;
};

struct seen
{
  struct met v[RR_SITES_MAX];
  int n;
};

static void
note (const char *loc, uintptr_t lo, uintptr_t hi, void *ctx)
{
  struct seen *s = ctx;
  s->v[s->n++] = (struct met) { loc, lo, hi };
}

/* Visit S over [LO, HI) and compare with the N records of WANT.  */
static void
expect (const char *what, const struct rr_sites *s, uintptr_t lo,
	uintptr_t hi, const struct met *want, int n)
{
  struct seen seen = { .n = 0 };
  rr_sites_visit (s, lo, hi, note, &seen);
  int ok = seen.n == n;
  for (int i = 0; ok && i < n; i++)
    ok = (seen.v[i].loc == want[i].loc && seen.v[i].lo == want[i].lo
	  && seen.v[i].hi == want[i].hi);
  printf ("%s: %s\n", ok ? "PASS" : "FAIL", what);
  if (!ok)
    {
      failures++;
      for (int i = 0; i < seen.n; i++)
	fprintf (stderr, "  met %s [%lu, %lu)\n", seen.v[i].loc,
		 (unsigned long) seen.v[i].lo, (unsigned long) seen.v[i].hi);
    }
}

int
main (void)
{
  /* Two locations; the earlier one in memory comes first.  */
  static const char locs[2][8] = { "a.c:1", "a.c:2" };
  const char *a = locs[0], *b = locs[1];
  struct rr_sites *s = NULL;

  /* Rows of 100 bytes: A reads [R + 8, R + 92) of row R, B [R + 16,
     R + 100) of row R and [R + 100, R + 108) (touching: one site), for
     rows 0, 100, 200, in the order a stencil's loop ranges come.  */
  for (uintptr_t r = 0; r < 300; r += 100)
    {
      rr_sites_add (&s, r + 8, r + 92, a);
      rr_sites_add (&s, r + 16, r + 100, b);
      rr_sites_add (&s, r + 100, r + 108, b);
    }
  /* A's rows leave gaps between them, until a read that touches its
     first two rows: then those make one record.  B's rows continue into
     the next row's first bytes: they make one site each.  */
  rr_sites_add (&s, 92, 108, a);

  int room = rr_sites_room (s);
  printf ("%s: room left\n", room ? "PASS" : "FAIL");
  failures += !room;

  {
    const struct met want[] = { { a, 8, 192 }, { b, 116, 208 } };
    expect ("a range that meets a record of each location", s, 150, 160,
	    want, 2);
  }
  {
    const struct met want[] = { { b, 116, 208 } };
    expect ("a range in a gap of A's", s, 195, 205, want, 1);
  }
  {
    const struct met want[] = { { b, 216, 308 } };
    expect ("the last bytes, only B's", s, 300, 308, want, 1);
  }
  expect ("bytes none of them touched", s, 0, 8, NULL, 0);
  {
    const struct met want[] = { { a, 8, 192 }, { a, 208, 292 },
				{ b, 16, 108 }, { b, 116, 208 },
				{ b, 216, 308 } };
    expect ("all, by location then address", s, 0, 400, want, 5);
  }
  rr_sites_free (s);

  /* RR_SITES_MAX sites of locations that alternate: then no room.  */
  s = NULL;
  for (int i = 0; i < RR_SITES_MAX; i++)
    rr_sites_add (&s, (uintptr_t) i * 10, (uintptr_t) i * 10 + 20,
		  locs[i & 1]);
  room = rr_sites_room (s);
  printf ("%s: no room once full\n", !room ? "PASS" : "FAIL");
  failures += room;
  rr_sites_free (s);

  printf ("%s\n", failures ? "FAIL" : "PASS");
  return failures != 0;
}
