/* ptrmap-test.c -- maps keyed by pointer.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Build and run:
     gcc -std=c11 -D_GNU_SOURCE -O2 -Iruntime -Iruntime/entry \
       -Iruntime/model -Iruntime/report testsuite/rmarace.unit/ptrmap-test.c \
       runtime/model/ptrmap.c -o ptrmap-test
     ./ptrmap-test

   Puts and removes keys in a pseudo-random order, with many keys that
   collide (addresses 64 bytes apart, heap-like), and after every step
   compares the map with a plain array of what it should hold: removal
   shifts entries back instead of leaving tombstones, and a wrong shift
   loses a key or keeps a removed one.  Then the same with integer MPI
   handles (MPICH's: consecutive values, the high bit set) as keys
   through ptrmap_handle_key.

   Prints one "PASS: what" or "FAIL: what" line per check; exits 0 when
   every check passed.  */

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include "ptrmap.h"

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

enum { KEYS = 3000, STEPS = 200000 };

static char space[KEYS * 64];

static const void *
key (int i)
{
  return &space[i * 64];
}

int
main (void)
{
  struct ptrmap m = { NULL, 0, 0 };
  static void *expect[KEYS];
  uint64_t seed = 12345;
  int wrong = 0, present = 0;
  for (int step = 0; step < STEPS && !wrong; step++)
    {
      seed = seed * 6364136223846793005ull + 1442695040888963407ull;
      int i = (int) ((seed >> 33) % KEYS);
      /* Grow to about two thirds of the keys, then churn.  */
      int put = (seed >> 20) % 3 != 0;
      if (put)
	{
	  void *v = (void *) (uintptr_t) (step + 1);
	  present += !expect[i];
	  ptrmap_put (&m, key (i), v);
	  expect[i] = v;
	}
      else
	{
	  present -= expect[i] != NULL;
	  ptrmap_remove (&m, key (i));
	  expect[i] = NULL;
	}
      /* Check everything now and then, the key touched always.  */
      if (ptrmap_get (&m, key (i)) != expect[i])
	wrong = 1;
      if (step % 997 == 0)
	for (int j = 0; j < KEYS; j++)
	  if (ptrmap_get (&m, key (j)) != expect[j])
	    wrong = 1;
      if (m.n_used != (size_t) present)
	wrong = 1;
    }
  printf ("%s: ptrmap agrees with an array through puts and removals\n",
	  wrong ? "FAIL" : "PASS");
  for (int j = 0; j < KEYS; j++)
    ptrmap_remove (&m, key (j));
  int empty = m.n_used == 0;
  for (size_t j = 0; j < m.n_slots; j++)
    empty &= m.slots[j].key == NULL;
  printf ("%s: ptrmap is empty once every key is removed\n",
	  empty ? "PASS" : "FAIL");
  ptrmap_clear (&m);

  /* Integer handles: each its own non-null key, found again after half
     of them are removed.  */
  enum { HANDLES = 1000 };
  int handles_ok = 1;
  for (int k = 0; k < HANDLES; k++)
    {
      int32_t h = (int32_t) (0x98000000u + (uint32_t) k);
      const void *hk = ptrmap_handle_key (&h, sizeof h);
      handles_ok &= hk != NULL;
      ptrmap_put (&m, hk, (void *) (uintptr_t) (k + 1));
    }
  for (int k = 0; k < HANDLES; k += 2)
    {
      int32_t h = (int32_t) (0x98000000u + (uint32_t) k);
      ptrmap_remove (&m, ptrmap_handle_key (&h, sizeof h));
    }
  for (int k = 0; k < HANDLES; k++)
    {
      int32_t h = (int32_t) (0x98000000u + (uint32_t) k);
      void *want = k % 2 ? (void *) (uintptr_t) (k + 1) : NULL;
      handles_ok &= ptrmap_get (&m, ptrmap_handle_key (&h, sizeof h)) == want;
    }
  handles_ok &= m.n_used == HANDLES / 2;
  printf ("%s: ptrmap keyed by integer handles\n",
	  handles_ok ? "PASS" : "FAIL");
  ptrmap_clear (&m);
  return wrong || !empty || !handles_ok;
}
