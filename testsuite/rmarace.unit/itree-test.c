/* itree-test.c -- unit and property tests of the runtime's interval tree.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Build and run:
     gcc -std=c11 -D_GNU_SOURCE -O2 -Iruntime -Iruntime/entry \
       -Iruntime/model testsuite/rmarace.unit/itree-test.c \
       runtime/model/itree.c -lm -o itree-test
     ./itree-test [SEED [OPS]]

   Prints one "PASS: what" or "FAIL: what" line per check (the DejaGnu
   driver relays them) and "INFO: ..." lines for measurements, which are
   not checks.  Exits 0 when every check passed.  */

#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "itree.h"

static int failures;

static void
check (int ok, const char *fmt, ...)
{
  va_list ap;

  fputs (ok ? "PASS: " : "FAIL: ", stdout);
  va_start (ap, fmt);
  vprintf (fmt, ap);
  va_end (ap);
  putchar ('\n');
  fflush (stdout);
  if (!ok)
    failures++;
}

/* splitmix64: small, fast, and the same on every machine.  */
static uint64_t rng_state;

static uint64_t
rng (void)
{
  uint64_t z = (rng_state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

static uint64_t
rng_below (uint64_t n)
{
  return rng () % n;
}

static double
now_seconds (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* A pool of distinct records.  Several share a kind, so predicates on
   kind select more than one; the last two differ from the first two only
   in their completion event, so merging must compare every field.  */
#define NPOOL 8
static struct rr_access pool[NPOOL];
static char fake_events[NPOOL + 2];
static const char *const locs[] = { "a.c:1:1", "a.c:2:5", "b.c:7:3" };

static void
pool_init (void)
{
  int i;

  for (i = 0; i < NPOOL; i++)
    {
      struct rr_access *a = &pool[i];
      memset (a, 0, sizeof *a);
      a->kind = i % RR_KIND_MAX;
      a->rank = i % 3;
      a->window = i % 2;
      a->thread = 0;
      a->loc = locs[i % 3];
      a->issue = (struct rr_event *) &fake_events[0];
      a->complete = (struct rr_event *) &fake_events[1];
    }
  pool[6] = pool[0];
  pool[6].complete = (struct rr_event *) &fake_events[2];
  pool[7] = pool[1];
  pool[7].complete = (struct rr_event *) &fake_events[3];
}

static int
pool_index (const struct rr_access *acc)
{
  int i;

  for (i = 0; i < NPOOL; i++)
    if (rr_access_equal (acc, &pool[i]))
      return i;
  return -1;
}

/* Predicate: the record's kind is in the bit set *CTX.  */
static int
kind_in_set (const struct rr_access *acc, void *ctx)
{
  unsigned set = *(unsigned *) ctx;
  return (set >> acc->kind) & 1;
}

/* Predicate: the record is the pool record *CTX.  */
static int
is_record (const struct rr_access *acc, void *ctx)
{
  return rr_access_equal (acc, ctx);
}

/* The pool records (as a bit mask) that kind_in_set selects.  */
static unsigned
pool_mask_of_kinds (unsigned kinds)
{
  unsigned m = 0;
  int i;

  for (i = 0; i < NPOOL; i++)
    if ((kinds >> pool[i].kind) & 1)
      m |= 1u << i;
  return m;
}

/* Collect the nodes of a tree in order, for the small unit checks.  */
struct collect
{
  size_t n;
  uintptr_t lo[16], hi[16];
  int rec[16];
};

static int
collect_fn (struct itree_node *n, void *vctx)
{
  struct collect *c = vctx;
  if (c->n < 16)
    {
      c->lo[c->n] = n->lo;
      c->hi[c->n] = n->hi;
      c->rec[c->n] = pool_index (&n->acc);
    }
  c->n++;
  return 0;
}

/* Does T hold exactly the nodes given as (lo, hi, pool index) triples?  */
static int
tree_is (struct itree *t, size_t n, ...)
{
  struct collect c;
  va_list ap;
  size_t i;
  int ok;

  c.n = 0;
  itree_visit_all (t, collect_fn, &c);
  ok = c.n == n && t->nodes == n && itree_check (t) == 0;
  va_start (ap, n);
  for (i = 0; i < n && ok; i++)
    {
      uintptr_t lo = va_arg (ap, uintptr_t);
      uintptr_t hi = va_arg (ap, uintptr_t);
      int rec = va_arg (ap, int);
      ok = c.lo[i] == lo && c.hi[i] == hi && c.rec[i] == rec;
    }
  va_end (ap);
  return ok;
}

#define U(x) ((uintptr_t) (x))

static int
depth_ok (const struct itree *t)
{
  return itree_depth (t) <= 2 * log2 ((double) t->nodes + 1);
}

/* Check 1: balance under sorted and random insertion orders, and after
   erasing.  */
static void
test_balance (void)
{
  static const size_t sizes[] = { 1, 2, 3, 10, 1000, 100000 };
  static const char *const order_name[] = { "increasing", "decreasing",
    "random" };
  size_t *perm = malloc (100000 * sizeof *perm);
  size_t si, i;
  int order;

  for (si = 0; si < sizeof sizes / sizeof sizes[0]; si++)
    for (order = 0; order < 3; order++)
      {
	size_t n = sizes[si];
	struct itree t;

	for (i = 0; i < n; i++)
	  perm[i] = order == 1 ? n - 1 - i : i;
	if (order == 2)
	  /* Fisher-Yates; invariant: perm[i..n) is a random arrangement
	     of what it held.  */
	  for (i = n; i > 1; i--)
	    {
	      size_t j = rng_below (i), tmp = perm[i - 1];
	      perm[i - 1] = perm[j];
	      perm[j] = tmp;
	    }
	itree_init (&t);
	/* [2k, 2k+1): disjoint and not touching, so nothing merges even
	   though the records are equal.  */
	for (i = 0; i < n; i++)
	  itree_insert (&t, 2 * perm[i], 2 * perm[i] + 1, &pool[0]);
	if (n == 100000)
	  printf ("INFO: %s insertion of %zu nodes: depth %zu (bound %.1f)\n",
		  order_name[order], n, itree_depth (&t),
		  2 * log2 ((double) n + 1));
	check (t.nodes == n && depth_ok (&t) && itree_check (&t) == 0,
	       "balance: %zu %s disjoint inserts, depth %zu", n,
	       order_name[order], itree_depth (&t));
	itree_clear (&t);
      }

  /* Erasing: remove a third of the nodes with remove_if, and the tree
     must stay balanced and sound.  */
  {
    struct itree t;
    unsigned kinds = 1u << pool[1].kind;
    size_t n = 100000, removed;

    itree_init (&t);
    for (i = 0; i < n; i++)
      itree_insert (&t, 2 * i, 2 * i + 1, &pool[i % 3]);
    removed = itree_remove_if (&t, kind_in_set, &kinds);
    check (removed == n / 3 && t.nodes == n - n / 3 && depth_ok (&t)
	   && itree_check (&t) == 0
	   && itree_bytes (&t) == t.nodes * sizeof (struct itree_node),
	   "balance: remove_if a third of %zu nodes", n);
    itree_clear (&t);
    check (t.root == NULL && t.nodes == 0 && itree_depth (&t) == 0
	   && itree_check (&t) == 0, "clear empties the tree");
  }
  free (perm);
}

/* A verdict for itree_collect from the node's range: remove a node whose
   lo is a multiple of 3, park one of 3k + 1, keep the others; count the
   nodes seen in *CTX.  */
static enum itree_verdict
by_lo (struct itree_node *n, void *ctx)
{
  ++*(size_t *) ctx;
  if (n->lo / 2 % 3 == 0)
    return ITREE_REMOVE;
  return n->lo / 2 % 3 == 1 ? ITREE_PARK : ITREE_KEEP;
}

/* Park node I (lo 2I) on list I % ITREE_PARK_SLOTS.  */
static enum itree_verdict
by_slot (struct itree_node *n, void *ctx)
{
  ++*(size_t *) ctx;
  return ITREE_PARK + (int) (n->lo / 2 % ITREE_PARK_SLOTS);
}

/* Check 1b: collection of the active nodes only; parked nodes are
   skipped till activated or unparked, and survive merges and erases of
   their neighbours.  */
static void
test_collect (void)
{
  struct itree t;
  size_t n = 3000, seen = 0, removed, i;

  itree_init_listed (&t);
  for (i = 0; i < n; i++)
    itree_insert (&t, 2 * i, 2 * i + 1, &pool[i % 3]);
  removed = itree_collect (&t, by_lo, &seen);
  check (removed == n / 3 && seen == n && t.nodes == n - n / 3
	 && itree_check (&t) == 0, "collect: removes a third of %zu", n);
  seen = 0;
  removed = itree_collect (&t, by_lo, &seen);
  check (removed == 0 && seen == n / 3 && itree_check (&t) == 0,
	 "collect: skips the %zu parked nodes (saw %zu)", n / 3, seen);
  /* Activate one parked node (its record changed), and merge a new
     equal record into another one's range (it stays parked).  */
  struct itree_node *one = itree_find (&t, 2, 3, is_record, &pool[1]);
  check (one && one->parked, "collect: node 1 is parked");
  if (one)
    itree_activate (&t, one);
  itree_insert (&t, 9, 10, &pool[1]);
  seen = 0;
  itree_collect (&t, by_lo, &seen);
  check (seen == n / 3 + 1 && itree_check (&t) == 0,
	 "collect: an activated node is seen again (saw %zu)", seen);
  itree_unpark_all (&t);
  seen = 0;
  itree_collect (&t, by_lo, &seen);
  check (seen == t.nodes && itree_check (&t) == 0,
	 "collect: unpark_all makes every node active (saw %zu of %zu)",
	 seen, t.nodes);
  /* Erase parked nodes with remove_if: the lists follow.  */
  unsigned kinds = 1u << pool[1].kind;
  itree_remove_if (&t, kind_in_set, &kinds);
  check (itree_check (&t) == 0, "collect: remove_if keeps the lists");
  itree_clear (&t);
  check (t.active == NULL && t.parked[0] == NULL && itree_check (&t) == 0,
	 "collect: clear empties the lists");

  /* Park on several lists, and wake one list only.  */
  itree_init_listed (&t);
  for (i = 0; i < n; i++)
    itree_insert (&t, 2 * i, 2 * i + 1, &pool[i % 3]);
  seen = 0;
  itree_collect (&t, by_slot, &seen);
  seen = 0;
  itree_collect (&t, by_slot, &seen);
  check (seen == 0 && itree_check (&t) == 0,
	 "collect: every node parked on %d lists (saw %zu)",
	 ITREE_PARK_SLOTS, seen);
  itree_unpark_slot (&t, 1);
  seen = 0;
  itree_collect (&t, by_lo, &seen);
  check (seen == (n + ITREE_PARK_SLOTS - 2) / ITREE_PARK_SLOTS
	 && itree_check (&t) == 0,
	 "collect: unpark_slot wakes that list only (saw %zu)", seen);
  itree_clear (&t);
  check (itree_check (&t) == 0, "collect: clear empties every list");
}

/* Check 2: merging.  */
static void
test_merge (void)
{
  struct itree t;
  const size_t n = 100000;
  size_t *perm = malloc (n * sizeof *perm);
  size_t i;

  itree_init (&t);
  for (i = 0; i < n; i++)
    itree_insert (&t, i * 4, i * 4 + 4, &pool[2]);
  check (tree_is (&t, 1, U (0), U (4 * n), 2),
	 "merge: %zu increasing touching inserts leave one node", n);
  itree_clear (&t);

  for (i = n; i-- > 0;)
    itree_insert (&t, i * 4, i * 4 + 4, &pool[2]);
  check (tree_is (&t, 1, U (0), U (4 * n), 2),
	 "merge: %zu decreasing touching inserts leave one node", n);
  itree_clear (&t);

  for (i = 0; i < n; i++)
    perm[i] = i;
  for (i = n; i > 1; i--)
    {
      size_t j = rng_below (i), tmp = perm[i - 1];
      perm[i - 1] = perm[j];
      perm[j] = tmp;
    }
  for (i = 0; i < n; i++)
    itree_insert (&t, perm[i] * 4, perm[i] * 4 + 4, &pool[2]);
  check (tree_is (&t, 1, U (0), U (4 * n), 2),
	 "merge: %zu touching inserts in random order leave one node", n);
  itree_clear (&t);
  free (perm);

  /* A new range bridging two equal records fuses all three.  */
  itree_insert (&t, 0, 4, &pool[0]);
  itree_insert (&t, 8, 12, &pool[0]);
  itree_insert (&t, 4, 8, &pool[0]);
  check (tree_is (&t, 1, U (0), U (12), 0), "merge: bridge two neighbours");
  itree_clear (&t);

  /* Unequal records are all kept, overlapping or not; an equal one
     grows its own node only.  */
  itree_insert (&t, 0, 10, &pool[0]);
  itree_insert (&t, 5, 15, &pool[1]);
  itree_insert (&t, 5, 15, &pool[6]);	/* differs from 0 in complete */
  check (tree_is (&t, 3, U (0), U (10), 0, U (5), U (15), 1, U (5), U (15), 6)
	 || tree_is (&t, 3, U (0), U (10), 0, U (5), U (15), 6, U (5), U (15),
		     1), "merge: unequal overlapping records are kept");
  itree_insert (&t, 10, 20, &pool[0]);
  itree_insert (&t, 3, 7, &pool[0]);	/* inside: no change */
  check (tree_is (&t, 3, U (0), U (20), 0, U (5), U (15), 1, U (5), U (15), 6)
	 || tree_is (&t, 3, U (0), U (20), 0, U (5), U (15), 6, U (5), U (15),
		     1),
	 "merge: an equal record extends only its own node");
  itree_clear (&t);

  /* The ends of the address space do not wrap.  */
  itree_insert (&t, 0, 1, &pool[3]);
  itree_insert (&t, UINTPTR_MAX - 1, UINTPTR_MAX, &pool[3]);
  itree_insert (&t, 1, 2, &pool[3]);
  check (tree_is (&t, 2, U (0), U (2), 3, UINTPTR_MAX - 1, UINTPTR_MAX, 3),
	 "merge: ranges at both ends of the address space");
  itree_clear (&t);
}

/* Check 2b: nodes of their own (itree_insert_new) and lookups by exact
   range (itree_find), as the pending buffers use them.  */
struct find_all_ctx
{
  uintptr_t lo, hi;
  const struct rr_access *want;
  struct itree_node *first;
};

static int
find_first_fn (struct itree_node *n, void *vctx)
{
  struct find_all_ctx *c = vctx;
  if (n->lo == c->lo && n->hi == c->hi && rr_access_equal (&n->acc, c->want)
      && !c->first)
    c->first = n;
  return 0;
}

static void
test_find (void)
{
  struct itree t;
  const size_t n = 20000;
  long wrong = 0;

  itree_init (&t);
  /* Touching equal records stay apart; an exact range is found.  */
  itree_insert_new (&t, 0, 4, &pool[0]);
  itree_insert_new (&t, 4, 8, &pool[0]);
  itree_insert_new (&t, 0, 4, &pool[0]);
  check (t.nodes == 3 && itree_check (&t) == 0,
	 "insert_new: equal touching and equal records are not merged");
  check (itree_find (&t, 0, 4, is_record, &pool[0]) != NULL
	 && itree_find (&t, 0, 4, is_record, &pool[1]) == NULL
	 && itree_find (&t, 0, 5, is_record, &pool[0]) == NULL
	 && itree_find (&t, 2, 4, is_record, &pool[0]) == NULL,
	 "find: exact range and record only");
  itree_clear (&t);

  /* Many records over few ranges, in random order: find returns the
     first in order, as a walk of the overlaps would.  */
  for (size_t i = 0; i < n; i++)
    {
      uintptr_t lo = rng_below (64) * 8, hi = lo + 8 * (1 + rng_below (4));
      itree_insert_new (&t, lo, hi, &pool[rng_below (NPOOL)]);
    }
  for (size_t q = 0; q < 2000; q++)
    {
      uintptr_t lo = rng_below (64) * 8, hi = lo + 8 * (1 + rng_below (4));
      struct find_all_ctx c = { lo, hi, &pool[rng_below (NPOOL)], NULL };
      itree_visit_overlaps (&t, lo, hi, find_first_fn, &c);
      if (itree_find (&t, lo, hi, is_record, (void *) c.want) != c.first)
	wrong++;
    }
  check (wrong == 0 && t.nodes == n && itree_check (&t) == 0,
	 "find: %zu records over 256 ranges, 2000 lookups, %ld wrong", n,
	 wrong);
  itree_clear (&t);

  /* Nodes the caller owns: linked and unlinked in random order, found
     by itree_find, never freed by the tree.  */
  enum { OWN = 4096 };
  struct itree_node *own = calloc (OWN, sizeof *own);
  int *linked = calloc (OWN, sizeof *linked);
  long bad = 0;
  for (size_t step = 0; step < 20 * OWN; step++)
    {
      size_t k = rng_below (OWN);
      if (linked[k])
	itree_unlink (&t, &own[k]);
      else
	{
	  own[k].lo = k / 4 * 16;
	  own[k].hi = own[k].lo + 16;
	  own[k].acc = pool[k % NPOOL];
	  itree_link (&t, &own[k]);
	}
      linked[k] = !linked[k];
      if (step % 4096 == 0 && itree_check (&t) != 0)
	bad++;
    }
  size_t count = 0;
  for (size_t k = 0; k < OWN; k++)
    if (linked[k])
      {
	count++;
	struct itree_node *f = itree_find (&t, own[k].lo, own[k].hi,
					   is_record, &own[k].acc);
	if (!f || f->lo != own[k].lo
	    || !rr_access_equal (&f->acc, &own[k].acc))
	  bad++;
      }
  check (bad == 0 && t.nodes == count && itree_check (&t) == 0,
	 "link: %d caller-owned nodes linked and unlinked, %ld bad", OWN,
	 bad);
  for (size_t k = 0; k < OWN; k++)
    if (linked[k])
      itree_unlink (&t, &own[k]);
  check (t.root == NULL && t.nodes == 0, "link: unlinking all empties it");
  free (own);
  free (linked);
}

/* Check 3: random operations against a byte map.  */
#define SPACE 4096
#define MAXLEN 64

static uint8_t model[SPACE];	/* per byte, a bit per pool record */

struct query_ctx
{
  uintptr_t lo, hi, last_lo;
  uint8_t got[SPACE];
  int bad;
};

/* Record what a node contributes to [c->lo, c->hi); flag anything the
   tree should not have reported: a node not overlapping, out of order,
   with an unknown record, or a byte reported twice for one record (two
   equal records overlapping).  */
static int
query_fn (struct itree_node *n, void *vctx)
{
  struct query_ctx *c = vctx;
  uintptr_t b, from, to;
  int r = pool_index (&n->acc);

  if (n->lo >= c->hi || n->hi <= c->lo || n->lo < c->last_lo || r < 0
      || n->hi > SPACE)
    {
      c->bad = 1;
      return 0;
    }
  c->last_lo = n->lo;
  from = n->lo > c->lo ? n->lo : c->lo;
  to = n->hi < c->hi ? n->hi : c->hi;
  for (b = from; b < to; b++)
    {
      if (c->got[b - c->lo] & (1u << r))
	c->bad = 1;
      c->got[b - c->lo] |= 1u << r;
    }
  return 0;
}

/* Query [LO, HI) and compare with the model; return nonzero on a
   mismatch.  With ALL, walk the whole tree instead.  */
static int
compare (struct itree *t, uintptr_t lo, uintptr_t hi, int all)
{
  static struct query_ctx c;
  uintptr_t b;

  c.lo = lo;
  c.hi = hi;
  c.last_lo = 0;
  c.bad = 0;
  memset (c.got, 0, hi - lo);
  if (all)
    itree_visit_all (t, query_fn, &c);
  else
    itree_visit_overlaps (t, lo, hi, query_fn, &c);
  for (b = lo; b < hi; b++)
    if (c.got[b - lo] != model[b])
      return 1;
  return c.bad;
}

struct touch_ctx
{
  uintptr_t last_hi[NPOOL];
  int seen[NPOOL];
  int bad;
};

/* Nodes come in increasing lo; a node must start strictly after every
   earlier node with the same record ends.  */
static int
touch_fn (struct itree_node *n, void *vctx)
{
  struct touch_ctx *c = vctx;
  int r = pool_index (&n->acc);

  if (r < 0)
    return c->bad = 1;
  if (c->seen[r] && n->lo <= c->last_hi[r])
    c->bad = 1;
  if (!c->seen[r] || n->hi > c->last_hi[r])
    c->last_hi[r] = n->hi;
  c->seen[r] = 1;
  return 0;
}

static void
random_range (uintptr_t *lo, uintptr_t *hi)
{
  *lo = rng_below (SPACE);
  *hi = *lo + 1 + rng_below (MAXLEN);
  if (*hi > SPACE)
    *hi = SPACE;
}

static void
test_property (uint64_t seed, long ops)
{
  struct itree t;
  long op, mismatches = 0, full_checks = 0, touch_bad = 0, tree_bad = 0;
  long queries = 0, max_nodes = 0;
  size_t max_depth = 0;
  double t0, secs;

  memset (model, 0, sizeof model);
  itree_init (&t);
  t0 = now_seconds ();
  /* Invariant: at the top of each iteration, MODEL[b] is the set of pool
     records the tree should hold on byte b.  */
  for (op = 0; op < ops; op++)
    {
      unsigned r = rng_below (1000);
      uintptr_t lo, hi, b;

      if (r < 400)
	{
	  int rec = rng_below (NPOOL);
	  random_range (&lo, &hi);
	  itree_insert (&t, lo, hi, &pool[rec]);
	  for (b = lo; b < hi; b++)
	    model[b] |= 1u << rec;
	}
      else if (r < 450)
	{
	  /* Erase every node of one record, wherever it is.  */
	  int rec = rng_below (NPOOL);
	  itree_remove_if (&t, is_record, &pool[rec]);
	  for (b = 0; b < SPACE; b++)
	    model[b] &= ~(1u << rec);
	}
      else if (r < 999)
	{
	  random_range (&lo, &hi);
	  queries++;
	  if (compare (&t, lo, hi, 0))
	    {
	      if (mismatches++ == 0)
		fprintf (stderr, "itree-test: seed %" PRIu64 ": first "
			 "mismatch at op %ld, query [%" PRIuPTR ", %"
			 PRIuPTR ")\n", seed, op, lo, hi);
	    }
	}
      else
	{
	  unsigned kinds = rng_below (1u << RR_KIND_MAX);
	  unsigned sel = pool_mask_of_kinds (kinds);
	  itree_remove_if (&t, kind_in_set, &kinds);
	  for (b = 0; b < SPACE; b++)
	    model[b] &= ~sel;
	}

      if ((op + 1) % 1000 == 0)
	{
	  struct touch_ctx tc;

	  full_checks++;
	  if (compare (&t, 0, SPACE, 1))
	    mismatches++;
	  memset (&tc, 0, sizeof tc);
	  itree_visit_all (&t, touch_fn, &tc);
	  touch_bad += tc.bad;
	  if (itree_check (&t) != 0 || !depth_ok (&t))
	    tree_bad++;
	  if ((long) t.nodes > max_nodes)
	    max_nodes = t.nodes;
	  if (itree_depth (&t) > max_depth)
	    max_depth = itree_depth (&t);
	}
    }
  secs = now_seconds () - t0;
  printf ("INFO: property test: seed %" PRIu64 ", %ld ops (%ld queries) in "
	  "%.2f s, %.0f ops/s; up to %ld nodes, depth up to %zu\n", seed, ops,
	  queries, secs, ops / secs, max_nodes, max_depth);
  check (mismatches == 0, "property: %ld random ops against a byte map, "
	 "%ld mismatches", ops, mismatches);
  check (tree_bad == 0, "property: itree_check and depth at %ld full checks",
	 full_checks);
  check (touch_bad == 0, "property: no two equal records overlap or touch");
  itree_clear (&t);
}

/* Check 4: single-byte queries on many disjoint nodes.  */
static int
count_fn (struct itree_node *n, void *vctx)
{
  (void) n;
  ++*(long *) vctx;
  return 0;
}

static int
stop_fn (struct itree_node *n, void *vctx)
{
  ++*(long *) vctx;
  return n->lo >= 20 ? 42 : 0;
}

static void
test_query_cost (void)
{
  struct itree t;
  const size_t n = 100000;
  const long queries = 1000000;
  long q, wrong = 0, calls;
  size_t i;
  double t0, secs;

  itree_init (&t);
  for (i = 0; i < n; i++)
    itree_insert (&t, 2 * i, 2 * i + 1, &pool[0]);
  t0 = now_seconds ();
  /* Invariant: WRONG counts the queries so far that did not visit
     exactly the one node holding their byte.  */
  for (q = 0; q < queries; q++)
    {
      uintptr_t b = 2 * rng_below (n);
      calls = 0;
      itree_visit_overlaps (&t, b, b + 1, count_fn, &calls);
      wrong += calls != 1;
    }
  secs = now_seconds () - t0;
  printf ("INFO: %ld single-byte queries on %zu nodes (depth %zu): %.3f s, "
	  "%.0f ns/query\n", queries, n, itree_depth (&t), secs,
	  secs * 1e9 / queries);
  check (wrong == 0, "query: a single byte visits exactly its one node");

  calls = 0;
  itree_visit_overlaps (&t, 1, 2, count_fn, &calls);
  check (calls == 0, "query: a byte in a gap visits nothing");

  calls = 0;
  check (itree_visit_overlaps (&t, 0, 1000, stop_fn, &calls) == 42
	 && calls == 11, "query: a nonzero return stops the walk");
  itree_clear (&t);
}

int
main (int argc, char **argv)
{
  uint64_t seed = 20260101;
  long ops = 1000000;

  if (argc > 1)
    seed = strtoull (argv[1], NULL, 0);
  if (argc > 2)
    ops = strtol (argv[2], NULL, 0);
  rng_state = seed;
  printf ("INFO: seed %" PRIu64 "\n", seed);
  pool_init ();

  test_balance ();
  test_collect ();
  test_merge ();
  test_find ();
  test_property (seed, ops);
  test_query_cost ();

  return failures != 0;
}
