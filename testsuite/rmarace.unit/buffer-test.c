/* buffer-test.c -- what a thread's access buffer hands to the check.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Build and run:
     mpicc -std=c11 -D_GNU_SOURCE -O2 -Iruntime -Iruntime/entry \
       -Iruntime/model testsuite/rmarace.unit/buffer-test.c \
       runtime/entry/buffer.c runtime/model/freed.c runtime/model/itree.c \
       -o buffer-test
     ./buffer-test [SEED]

   buffer.c keeps a thread's loads and stores and, when the thread takes
   the runtime's lock, hands them to rr_check_local merged: the accesses of
   one kind and location that overlap or touch become one.  Here
   rr_check_local, rr_lock and rr_unlock are stand-ins that record what
   they are given (rr_lock checks the buffer, as the runtime's does).
   Each scenario makes accesses to an arena, then checks the buffer, and
   requires that for every kind and location the bytes checked are
   exactly the bytes accessed, never more, and that merging made as few
   checks as it should; and that the bytes of memory another thread
   freed after they were accessed (freed.c) are dropped.  The runtime
   itself is not needed: <mpi.h> is included only because the runtime's
   headers need it.

   Prints one "PASS: what" or "FAIL: what" line per check; exits 0 when
   every check passed.  */

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <mpi.h>
#include "buffer.h"
#include "freed.h"

/* The stand-ins for the runtime.  */
void rr_check_local (int kind, uintptr_t addr, size_t size, const char *loc);
void rr_lock (void);
void rr_unlock (void);

#define ARENA (1 << 21)		/* 2 MiB: 512 pages */
#define KINDS 2
#define LOCS 2
static const char *const locs[LOCS] = { "a.c:1:1", "a.c:2:1" };

static unsigned char *arena;
/* Bytes accessed and bytes checked, per kind and location.  */
static unsigned char *accessed[KINDS][LOCS], *checked[KINDS][LOCS];
static unsigned checks, locks, failures;
static int bad_call;

static int
loc_index (const char *loc)
{
  for (int i = 0; i < LOCS; i++)
    if (loc == locs[i])
      return i;
  return -1;
}

void
rr_check_local (int kind, uintptr_t addr, size_t size, const char *loc)
{
  int l = loc_index (loc);
  uintptr_t base = (uintptr_t) arena;
  if (kind < 0 || kind >= KINDS || l < 0 || size == 0 || addr < base
      || addr + size > base + ARENA)
    {
      bad_call = 1;
      return;
    }
  memset (checked[kind][l] + (addr - base), 1, size);
  checks++;
}

void
rr_lock (void)
{
  locks++;
  rr_check_buffered ();
}

void
rr_unlock (void)
{
}

static void
check (int ok, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  printf ("%s: ", ok ? "PASS" : "FAIL");
  vprintf (fmt, ap);
  printf ("\n");
  va_end (ap);
  if (!ok)
    failures++;
}

static void
start (void)
{
  for (int k = 0; k < KINDS; k++)
    for (int l = 0; l < LOCS; l++)
      {
	memset (accessed[k][l], 0, ARENA);
	memset (checked[k][l], 0, ARENA);
      }
  checks = locks = 0;
  bad_call = 0;
}

static void
access_bytes (int kind, int l, size_t offset, size_t size)
{
  memset (accessed[kind][l] + offset, 1, size);
  rr_buffer_access (kind, (uintptr_t) arena + offset,
		    (uintptr_t) arena + offset + size, locs[l]);
}

/* Check the buffer, as the next lock would, and compare.  */

static void
finish (const char *what, unsigned max_checks)
{
  rr_check_buffered ();
  int same = !bad_call;
  for (int k = 0; k < KINDS; k++)
    for (int l = 0; l < LOCS; l++)
      same &= !memcmp (accessed[k][l], checked[k][l], ARENA);
  check (same, "%s: the bytes checked are the bytes accessed", what);
  check (checks <= max_checks, "%s: %u checks (at most %u)", what, checks,
	 max_checks);
}

static void
shuffle (size_t *a, size_t n)
{
  for (size_t i = n - 1; i > 0; i--)
    {
      size_t j = (size_t) rand () % (i + 1), t = a[i];
      a[i] = a[j];
      a[j] = t;
    }
}

int
main (int argc, char **argv)
{
  srand (argc > 1 ? (unsigned) atoi (argv[1]) : 1);
  arena = aligned_alloc (4096, ARENA);
  for (int k = 0; k < KINDS; k++)
    for (int l = 0; l < LOCS; l++)
      {
	accessed[k][l] = malloc (ARENA);
	checked[k][l] = malloc (ARENA);
      }
  static size_t order[ARENA / 8];

  /* A halo read in random order: 8192 doubles, 64 KiB, one range.  */
  start ();
  for (size_t i = 0; i < 8192; i++)
    order[i] = i;
  shuffle (order, 8192);
  for (size_t i = 0; i < 8192; i++)
    access_bytes (0, 0, 4096 + order[i] * 8, 8);
  finish ("random reads covering 64 KiB", 1);
  check (locks == 0, "random reads covering 64 KiB: no early check");

  /* Every other double, in random order: nothing may be merged across
     the gaps.  */
  start ();
  for (size_t i = 0; i < 4096; i++)
    order[i] = 2 * i;
  shuffle (order, 4096);
  for (size_t i = 0; i < 4096; i++)
    access_bytes (0, 0, order[i] * 8, 8);
  finish ("every other double", 4096);
  check (checks == 4096, "every other double: one check each (%u)",
	 checks);

  /* Two kinds and two locations over the same bytes, interleaved.  */
  start ();
  for (size_t i = 0; i < 2048; i++)
    order[i] = i;
  shuffle (order, 2048);
  for (size_t i = 0; i < 2048; i++)
    for (int k = 0; k < KINDS; k++)
      for (int l = 0; l < LOCS; l++)
	access_bytes (k, l, order[i] * 4, 4);
  finish ("kinds and locations kept apart", 4);
  check (checks == 4, "kinds and locations kept apart: %u checks",
	 checks);

  /* One access in each of 300 pages, more than the bitmaps hold: the
     buffer is checked early, and nothing is lost.  */
  start ();
  for (size_t i = 0; i < 300; i++)
    order[i] = i;
  shuffle (order, 300);
  for (size_t i = 0; i < 300; i++)
    access_bytes (1, 1, order[i] * 4096 + 100, 8);
  finish ("300 pages", 300);
  check (locks > 0, "300 pages: checked early (%u times)", locks);

  /* A loop over 1 MiB of doubles: few checks however many pages.  */
  start ();
  for (size_t i = 0; i < (1 << 20) / 8; i++)
    access_bytes (1, 0, i * 8, 8);
  finish ("sequential 1 MiB", 16);

  /* Odd sizes and offsets, across words and pages, and large accesses,
     at random.  */
  start ();
  for (int i = 0; i < 20000; i++)
    {
      size_t size = rand () % 4 ? 1 + rand () % 64 : 1 + rand () % 10000;
      size_t offset = (size_t) rand () % (ARENA - size);
      access_bytes (rand () % KINDS, rand () % LOCS, offset, size);
    }
  finish ("random sizes and offsets", 20000);

  /* A loop reading one tracked variable: after the first read, the
     others repeat the last access recorded and need not be recorded
     (rr_buffer_repeats, as __rmarace_load asks it).  Once the buffer is
     checked (a new instant may start), the same read is recorded
     again.  */
  start ();
  unsigned recorded = 0;
  for (int i = 0; i < 1000; i++)
    {
      uintptr_t lo = (uintptr_t) arena + 4 * (i % 2);
      if (rr_buffer_repeats (0, lo, lo + 4, locs[0]))
	continue;
      memset (accessed[0][0] + 4 * (i % 2), 1, 4);
      rr_buffer_access (0, lo, lo + 4, locs[0]);
      recorded++;
    }
  check (recorded == 1000, "alternating reads: all recorded (%u)",
	 recorded);
  finish ("alternating reads", 1);
  start ();
  recorded = 0;
  for (int i = 0; i < 1000; i++)
    {
      uintptr_t lo = (uintptr_t) arena + 64;
      if (rr_buffer_repeats (0, lo + 1, lo + 3, locs[0])
	  || rr_buffer_repeats (0, lo, lo + 4, locs[0]))
	continue;
      memset (accessed[0][0] + 64, 1, 4);
      rr_buffer_access (0, lo, lo + 4, locs[0]);
      recorded++;
    }
  check (recorded == 1 && !rr_buffer_repeats (1, (uintptr_t) arena + 64,
					       (uintptr_t) arena + 68,
					       locs[0])
	 && !rr_buffer_repeats (0, (uintptr_t) arena + 64,
				(uintptr_t) arena + 68, locs[1])
	 && !rr_buffer_repeats (0, (uintptr_t) arena + 64,
				(uintptr_t) arena + 69, locs[0]),
	 "repeated reads of one variable: recorded once (%u)", recorded);
  finish ("repeated reads of one variable", 1);
  check (!rr_buffer_repeats (0, (uintptr_t) arena + 64,
			     (uintptr_t) arena + 68, locs[0]),
	 "repeated reads of one variable: recorded again after a check");

  /* A loop reading two variables next to each other, from two
     locations, each recorded once (unless both locations hash to one
     slot).  */
  start ();
  recorded = 0;
  for (int i = 0; i < 1000; i++)
    {
      int l = i % 2;
      uintptr_t lo = (uintptr_t) arena + 128 + 8 * l;
      if (rr_buffer_repeats (0, lo, lo + 8, locs[l]))
	continue;
      memset (accessed[0][l] + 128 + 8 * l, 1, 8);
      rr_buffer_access (0, lo, lo + 8, locs[l]);
      recorded++;
    }
  int shared_slot = rr_recorded_slot (locs[0]) == rr_recorded_slot (locs[1]);
  check (recorded == (shared_slot ? 1000u : 2u),
	 "two locations read in turn: recorded %u times", recorded);
  finish ("two locations read in turn", 2);

  /* Memory another thread freed after the accesses: their bytes in it
     are dropped, in a bitmap (the middle of a page) and in a range (its
     tail); an access made after the free, to a new block at the same
     address, is kept.  */
  start ();
  for (size_t i = 0; i < 64; i++)
    access_bytes (0, 0, 8192 + i * 8, 8);
  access_bytes (1, 0, 65536, 4096);
  rr_freed_log ((uintptr_t) arena + 8192 + 128,
		(uintptr_t) arena + 8192 + 256);
  rr_freed_log ((uintptr_t) arena + 65536 + 3072,
		(uintptr_t) arena + 65536 + 8192);
  for (int k = 0; k < KINDS; k++)
    {
      memset (accessed[k][0] + 8192 + 128, 0, 128);
      memset (accessed[k][0] + 65536 + 3072, 0, 1024);
    }
  access_bytes (0, 1, 8192 + 128, 8);
  finish ("accesses to memory freed since", 4);

  /* More frees than the log keeps, none in the arena: an entry made
     before them is dropped whole, one made after is kept.  */
  start ();
  access_bytes (0, 0, 0, 8);
  for (int i = 0; i < 5000; i++)
    rr_freed_log (1, 2);
  memset (accessed[0][0], 0, 8);
  access_bytes (1, 1, 16, 8);
  finish ("accesses older than the log", 1);

  printf ("%s\n", failures ? "FAIL" : "PASS");
  return failures != 0;
}
