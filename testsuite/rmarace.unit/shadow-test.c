/* shadow-test.c -- the shadow table the instrumentation's guard reads.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Build and run:
     gcc -std=c11 -D_GNU_SOURCE -O2 -Iruntime -Iruntime/entry \
       -Iruntime/model testsuite/rmarace.unit/shadow-test.c \
       runtime/entry/shadow.c -o shadow-test
     ./shadow-test [SEED]

   shadow.c marks and unmarks spans of tracked memory; rr_shadow_hit says
   whether an access may touch one.  The scenarios mark and unmark spans
   (overlapping, adjacent within one granule, not aligned to granules or
   pages) and compare, for every access of sizes 1 to 256 near them
   (and every seventh of some longer ones),
   rr_shadow_hit with a model: an access of at most RMARACE_GRANULE bytes
   hits when its granule or the next one holds a tracked byte, a longer
   one when one of its granules does.  So the table never misses an
   access that touches tracked memory, and never hits one farther than a
   granule from it.  The addresses are numbers: nothing is accessed
   (but the table, and the slack after it that a guard's wide load
   reads).

   Prints one "PASS: what" or "FAIL: what" line per check; exits 0 when
   every check passed.  */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include "shadow.h"

#define G RMARACE_GRANULE
/* Addresses are offsets from BASE, in a stretch of LEN bytes.  */
#define BASE ((uintptr_t) 1 << 40)
#define LEN 16384

static struct rr_span spans[64];
static size_t n_spans;
static unsigned failures;

static void
track (uintptr_t lo, uintptr_t hi)
{
  spans[n_spans++] = (struct rr_span) { BASE + lo, BASE + hi };
  rr_shadow_mark (BASE + lo, BASE + hi);
}

/* Forget span I: the others that meet its reach are kept, as the
   runtime finds them.  */
static void
untrack (size_t i)
{
  struct rr_span gone = spans[i], keep[64];
  size_t n_keep = 0;
  uintptr_t reach_lo, reach_hi;
  spans[i] = spans[--n_spans];
  rr_shadow_reach (gone.lo, gone.hi, &reach_lo, &reach_hi);
  for (size_t k = 0; k < n_spans; k++)
    if (spans[k].lo < reach_hi && spans[k].hi > reach_lo)
      keep[n_keep++] = spans[k];
  rr_shadow_unmark (gone.lo, gone.hi, keep, n_keep);
}

static int
granule_tracked (uintptr_t g)
{
  for (size_t i = 0; i < n_spans; i++)
    if (spans[i].lo < (g + 1) * G && spans[i].hi > g * G)
      return 1;
  return 0;
}

static int
model_hit (uintptr_t a, size_t size)
{
  uintptr_t g = a / G, last = (a + size - 1) / G;
  if (size <= G)
    return granule_tracked (g) || granule_tracked (g + 1);
  for (; g <= last; g++)
    if (granule_tracked (g))
      return 1;
  return 0;
}

static int
touches (uintptr_t a, size_t size)
{
  for (size_t i = 0; i < n_spans; i++)
    if (spans[i].lo < a + size && spans[i].hi > a)
      return 1;
  return 0;
}

/* Every access of 1 .. 256 bytes starting in the stretch.  */
static void
check (const char *what)
{
  static const size_t sizes[] = { 1, 2, 3, 4, 8, 15, 16, 17, 31, 32, 33,
				   63, 64, 65, 100, 128, 256 };
  unsigned bad = 0;
  for (uintptr_t off = 0; off < LEN && bad < 5; off++)
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++)
      {
	uintptr_t a = BASE + off;
	size_t size = sizes[k];
	int hit = rr_shadow_hit (a, size);
	int near = rr_shadow_hit_near (a, size);
	if (hit != model_hit (a, size) || (touches (a, size) && !near)
	    || (near && !hit))
	  {
	    if (bad++ < 5)
	      printf ("  %s: access of %zu bytes at BASE+%lu: hit %d, "
		      "near %d, model %d, touches %d\n", what, size,
		      (unsigned long) off, hit, near, model_hit (a, size),
		      touches (a, size));
	  }
      }
  /* Long ones, which rr_shadow_hit_range compares a chunk of entries
     at a time: every seventh start.  */
  static const size_t long_sizes[] = { 1024, 1040, 5000, 17000 };
  for (uintptr_t off = 0; off < LEN && bad < 5; off += 7)
    for (size_t k = 0; k < sizeof long_sizes / sizeof long_sizes[0]; k++)
      {
	uintptr_t a = BASE + off;
	size_t size = long_sizes[k];
	int hit = rr_shadow_hit (a, size);
	if (hit != model_hit (a, size) || (touches (a, size) && !hit))
	  {
	    if (bad++ < 5)
	      printf ("  %s: access of %zu bytes at BASE+%lu: hit %d, "
		      "model %d, touches %d\n", what, size,
		      (unsigned long) off, hit, model_hit (a, size),
		      touches (a, size));
	  }
      }
  printf ("%s: %s\n", bad ? "FAIL" : "PASS", what);
  failures += bad != 0;
}

/* A guard may read the entries of RMARACE_SHADOW_SLACK + 1 granules
   with one load from the first one's index (rmarace_interface.h): the
   bytes after the last entry must read as the entries that the granules
   after the last one alias, at the table's start.  */
static void
check_slack (const char *what)
{
  const unsigned char *table;
  uintptr_t mask;
  rr_shadow_table (&table, &mask);
  int ok = 1;
  for (uintptr_t i = mask - RMARACE_SHADOW_SLACK; i <= mask; i++)
    for (uintptr_t k = 0; k <= RMARACE_SHADOW_SLACK; k++)
      ok &= table[i + k] == table[(i + k) & mask];
  printf ("%s: %s\n", ok ? "PASS" : "FAIL", what);
  failures += !ok;
}

int
main (int argc, char **argv)
{
  rr_shadow_init ();
  check ("nothing tracked");

  /* Not aligned to granules; straddling a page boundary at 4096.  */
  track (100, 117);
  track (4090, 4100);
  check ("two spans, one across a page boundary");

  /* rr_shadow_hit_near drops accesses before the span 100 .. 116 in
     its granule and the one before, in other units (quarters of a
     granule), which the guard's entries let through: the first byte of
     the granule before, and the byte before the span's first unit.  */
  uintptr_t unit = G / 4, first_unit = 100 / unit * unit;
  uintptr_t before = (100 / G - 1) * G;
  int dropped = (rr_shadow_hit (BASE + before, 1)
		 && !rr_shadow_hit_near (BASE + before, 1)
		 && rr_shadow_hit (BASE + first_unit - 1, 1)
		 && !rr_shadow_hit_near (BASE + first_unit - 1, 1)
		 && rr_shadow_hit_near (BASE + first_unit, 1));
  printf ("%s: neighbours of a span dropped\n", dropped ? "PASS" : "FAIL");
  failures += !dropped;

  /* Overlapping spans; forgetting one keeps what the other covers.  */
  track (1000, 1300);
  track (1200, 1500);
  check ("overlapping spans");
  untrack (2);
  check ("overlapping spans, the first forgotten");

  /* Two spans sharing a granule: forgetting one keeps the granule.  */
  track (2000, 2010);
  track (2010, 2020);
  check ("adjacent spans in one granule");
  untrack (n_spans - 2);
  check ("adjacent spans in one granule, one forgotten");

  /* A span one byte long at a granule's last byte and one at the next
     granule's first.  */
  track (3 * G - 1, 3 * G);
  track (5 * G, 5 * G + 1);
  check ("one-byte spans at granule edges");

  /* Forgetting a span keeps the entry of the granule before it when a
     span at that granule's start needs it.  */
  track (8 * G, 8 * G + 2);
  track (9 * G + 2, 9 * G + 10);
  untrack (n_spans - 1);
  check ("a span forgotten next to one a granule before");

  while (n_spans)
    untrack (0);
  check ("everything forgotten");

  /* Random spans, random forgetting.  */
  srand (argc > 1 ? (unsigned) atoi (argv[1]) : 1);
  for (int round = 0; round < 40; round++)
    {
      if (n_spans < 16 && (n_spans == 0 || rand () % 3))
	{
	  uintptr_t lo = rand () % (LEN - 600);
	  track (lo, lo + 1 + rand () % 500);
	}
      else
	untrack (rand () % n_spans);
      if (round % 8 == 7)
	check ("random spans");
    }
  while (n_spans)
    untrack (0);
  rr_shadow_clear ();
  check ("cleared");

  /* Memory beyond the table's reach aliases lower addresses: marks
     become sticky, and the access there is still seen.  */
  uintptr_t high = (uintptr_t) 1 << 60;
  rr_shadow_mark (high + 8, high + 16);
  int seen = (rr_shadow_hit (high + 12, 4) && rr_shadow_hit (high, 64)
	      && rr_shadow_hit_near (high + 12, 4));
  rr_shadow_unmark (high + 8, high + 16, NULL, 0);
  seen = seen && rr_shadow_hit (high + 12, 4)
	 && rr_shadow_hit_near (high + 12, 4);
  printf ("%s: memory beyond the table\n", seen ? "PASS" : "FAIL");
  failures += !seen;
  /* That mark aliased the table's first entries.  */
  check_slack ("wide reads past the last entry, marks aliased");
  rr_shadow_pass_all (1);
  rr_shadow_pass_all (0);
  check_slack ("wide reads past the last entry, after pass-all");
  rr_shadow_clear ();
  check_slack ("wide reads past the last entry, cleared");

  return failures != 0;
}
