/* snaptree-test.c -- snapshots' tokens as persistent trees of chunks.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Build and run:
     gcc -std=c11 -D_GNU_SOURCE -O2 -Iruntime -Iruntime/entry \
       -Iruntime/model -Iruntime/report testsuite/rmarace.unit/snaptree-test.c \
       runtime/model/snaptree.c -o snaptree-test
     ./snaptree-test

   Keeps a pool of trees, each with the sorted array of tokens it should
   hold, and applies random builds, sets (counts changed, gids added
   last or in the middle), raises and merges of trees that share nodes
   or not (of the same gids or not), checking after each step the new
   tree's shape (st_check), its tokens (st_write, the iterator, st_find
   of present and absent gids), st_any against a walk of the arrays, and
   that the trees it came from are unchanged.  Then what a change costs:
   a count set in a tree of 2000 tokens makes a node per level, a merge
   of two trees that differ in one token reuses all the rest; trees of
   different gids (a gid added in the middle; another rank's snapshot,
   with its own gids and counts, built from an array like the local
   one) share all but the nodes around the differences, and st_any and
   st_merge between them visit only those; and a collection keeps
   exactly the nodes of the marked trees.

   Prints one "PASS: what" or "FAIL: what" line per check; exits 0 when
   every check passed.  */

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "snaptree.h"

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

static uint64_t seed = 12345;

static uint32_t
rnd (uint32_t n)
{
  seed = seed * 6364136223846793005ull + 1442695040888963407ull;
  return (uint32_t) ((seed >> 33) % n);
}

enum { POOL = 24, MAXN = 3000, STEPS = 3000, GIDS = 4000 };

struct ref
{
  struct st_node *t;
  uint32_t n;
  struct rr_token *v;
};

static struct ref pool[POOL];

/* Gids from a small range (so that trees share many), spread out.  */
static uint64_t
gid_of (uint32_t i)
{
  return (uint64_t) i * 7 + 3;
}

static void
ref_set (struct ref *r, struct st_node *t, uint32_t n,
	 const struct rr_token *v)
{
  free (r->v);
  r->t = t;
  r->n = n;
  r->v = malloc ((n + 1) * sizeof *v);
  memcpy (r->v, v, n * sizeof *v);
}

/* The tokens of a random sorted set of about N gids.  */
static uint32_t
random_tokens (struct rr_token *v, uint32_t n)
{
  uint32_t m = 0;
  for (uint32_t i = 0; i < GIDS && m < MAXN; i++)
    if (rnd (GIDS) < n)
      v[m++] = (struct rr_token) { gid_of (i), rnd (4) };
  return m;
}

static int
same_tokens (const struct st_node *t, uint32_t n, const struct rr_token *v)
{
  static struct rr_token w[2 * MAXN];
  if (st_size (t) != n || !st_check (t))
    return 0;
  if (st_write (t, w) != n * sizeof *v || memcmp (w, v, n * sizeof *v))
    return 0;
  struct st_iter it;
  uint32_t k = 0;
  for (st_iter_init (&it, t); st_iter_tok (&it); st_iter_next (&it))
    if (k >= n || memcmp (st_iter_tok (&it), &v[k++], sizeof *v))
      return 0;
  if (k != n)
    return 0;
  for (int probe = 0; probe < 20 && n; probe++)
    {
      uint32_t i = rnd (n);
      const struct rr_token *f = st_find (t, v[i].gid);
      if (!f || f->count != v[i].count)
	return 0;
      /* Gids are 3 mod 7: one off is absent.  */
      if (st_find (t, v[i].gid + 1) || st_find (t, v[i].gid - 1))
	return 0;
    }
  return 1;
}

/* st_any's function: A's count missing or below B's.  */
static int
below (const struct rr_token *ta, const struct rr_token *tb, void *ctx)
{
  ++*(int *) ctx;
  return !ta || ta->count < tb->count;
}

static int
any_ref (const struct ref *a, const struct ref *b)
{
  uint32_t i = 0;
  for (uint32_t j = 0; j < b->n; j++)
    {
      while (i < a->n && a->v[i].gid < b->v[j].gid)
	i++;
      if (i == a->n || a->v[i].gid != b->v[j].gid
	  || a->v[i].count < b->v[j].count)
	return 1;
    }
  return 0;
}

static int
check_all (void)
{
  for (int i = 0; i < POOL; i++)
    if (!same_tokens (pool[i].t, pool[i].n, pool[i].v))
      return 0;
  return 1;
}

/* The nodes of T (distinct: a tree does not share within itself).  */
static size_t
nodes_of (const struct st_node *t, const struct st_node **out, size_t k)
{
  if (!t)
    return k;
  if (out)
    out[k] = t;
  k++;
  if (t->height)
    for (unsigned i = 0; i < t->len; i++)
      k = nodes_of (t->u.in[i].kid, out, k);
  return k;
}

static int
ptr_cmp (const void *x, const void *y)
{
  const void *a = *(const void *const *) x, *b = *(const void *const *) y;
  return a < b ? -1 : a > b;
}

/* The nodes of U that are not nodes of T.  */
static size_t
nodes_new (const struct st_node *t, const struct st_node *u)
{
  static const struct st_node *tn[4 * MAXN], *un[4 * MAXN];
  size_t nt = nodes_of (t, tn, 0), nu = nodes_of (u, un, 0), fresh = 0;
  qsort (tn, nt, sizeof tn[0], ptr_cmp);
  for (size_t i = 0; i < nu; i++)
    fresh += !bsearch (&un[i], tn, nt, sizeof tn[0], ptr_cmp);
  return fresh;
}

int
main (void)
{
  static struct rr_token v[2 * MAXN];
  int ok_ops = 1, ok_old = 1, ok_any = 1, ok_gc = 1;
  for (int i = 0; i < POOL; i++)
    {
      uint32_t n = random_tokens (v, rnd (3) == 0 ? rnd (40) : rnd (MAXN));
      ref_set (&pool[i], st_build (n, v, NULL), n, v);
    }
  for (int step = 0; step < STEPS && ok_ops && ok_old && ok_any; step++)
    {
      int d = rnd (POOL), a = rnd (POOL), b = rnd (POOL);
      struct ref *ra = &pool[a], *rb = &pool[b];
      switch (rnd (6))
	{
	case 0:			/* a build, sharing A's nodes */
	  {
	    uint32_t n = ra->n;
	    memcpy (v, ra->v, n * sizeof *v);
	    if (n && rnd (2))
	      v[rnd (n)].count += 1;
	    struct st_node *t = st_build (n, v, ra->t);
	    ok_ops &= same_tokens (t, n, v);
	    ref_set (&pool[d], t, n, v);
	    break;
	  }
	case 1:			/* a set, of a present or absent gid */
	case 2:
	  {
	    uint64_t gid = gid_of (rnd (GIDS + 50));
	    uint64_t count = rnd (5);
	    uint32_t n = 0, k = 0;
	    while (k < ra->n && ra->v[k].gid < gid)
	      v[n++] = ra->v[k++];
	    v[n++] = (struct rr_token) { gid, count };
	    if (k < ra->n && ra->v[k].gid == gid)
	      k++;
	    while (k < ra->n)
	      v[n++] = ra->v[k++];
	    struct st_node *t = st_set (ra->t, gid, count);
	    ok_ops &= same_tokens (t, n, v);
	    ref_set (&pool[d], t, n, v);
	    break;
	  }
	case 3:			/* a raise */
	  {
	    uint64_t gid = ra->n && rnd (2) ? ra->v[rnd (ra->n)].gid
			   : gid_of (rnd (GIDS));
	    uint64_t count = rnd (5);
	    const struct rr_token *f = st_find (ra->t, gid);
	    uint64_t want = f && f->count > count ? f->count : count;
	    struct st_node *t = st_raise (ra->t, gid, count);
	    const struct rr_token *g = st_find (t, gid);
	    ok_ops &= g && g->count == want && st_check (t)
		      && st_size (t) == ra->n + !f && (f || t != ra->t)
		      && (!f || f->count < count || t == ra->t);
	    uint32_t n = st_write (t, v) / sizeof *v;
	    ref_set (&pool[d], t, n, v);
	    break;
	  }
	default:		/* a merge, and st_any both ways */
	  {
	    uint32_t i = 0, j = 0, n = 0;
	    while (i < ra->n || j < rb->n)
	      {
		if (j == rb->n || (i < ra->n && ra->v[i].gid < rb->v[j].gid))
		  v[n++] = ra->v[i++];
		else if (i == ra->n || rb->v[j].gid < ra->v[i].gid)
		  v[n++] = rb->v[j++];
		else
		  {
		    v[n] = ra->v[i++];
		    if (rb->v[j].count > v[n].count)
		      v[n].count = rb->v[j].count;
		    n++, j++;
		  }
	      }
	    int calls = 0;
	    ok_any &= !st_any (ra->t, rb->t, below, &calls) == !any_ref (ra, rb);
	    ok_any &= !st_any (rb->t, ra->t, below, &calls) == !any_ref (rb, ra);
	    ok_any &= !st_any (ra->t, ra->t, below, &calls) && calls >= 0;
	    struct st_node *t = st_merge (ra->t, rb->t);
	    ok_ops &= same_tokens (t, n, v);
	    /* B adds nothing to A: A itself (B is A, or B's counts
	       are below, or B's gids a part of A's).  */
	    ok_ops &= !(n == ra->n && !memcmp (v, ra->v, n * sizeof *v)
			&& t != ra->t && !(n == rb->n && t == rb->t));
	    ref_set (&pool[d], t, n, v);
	    break;
	  }
	}
      if (step % 50 == 0)
	ok_old &= check_all ();
      /* A collection now and then: the pool's trees stay whole.  */
      if (step % 300 == 299)
	{
	  for (int k = 0; k < POOL; k++)
	    st_mark (pool[k].t);
	  st_sweep ();
	  ok_gc &= check_all ();
	}
    }
  printf ("%s: builds, sets, raises and merges agree with sorted arrays\n",
	  ok_ops ? "PASS" : "FAIL");
  printf ("%s: the trees they came from are unchanged\n",
	  ok_old ? "PASS" : "FAIL");
  printf ("%s: st_any agrees with a walk of the arrays\n",
	  ok_any ? "PASS" : "FAIL");

  /* What a change costs.  */
  uint32_t n = 2000;
  for (uint32_t i = 0; i < n; i++)
    v[i] = (struct rr_token) { gid_of (2 * i), 1 };
  struct st_node *t = st_build (n, v, NULL);
  size_t before = st_node_count ();
  struct st_node *u = st_set (t, gid_of (2 * 1234), 2);
  size_t path = st_node_count () - before;
  struct st_node *w = st_set (t, gid_of (2 * 5), 3);
  before = st_node_count ();
  struct st_node *m = st_merge (u, w);
  size_t merged = st_node_count () - before;
  int calls = 0;
  int any = st_any (u, m, below, &calls);
  int ok_cost = path == (size_t) t->height + 1
		&& merged >= 1 && merged <= t->height
		&& st_find (m, gid_of (2 * 1234))->count == 2
		&& st_find (m, gid_of (2 * 5))->count == 3
		&& st_find (m, gid_of (2 * 6))->count == 1
		&& any == 1 && calls == 1
		&& st_merge (m, u) == m && st_merge (t, m) == m;
  /* A gid added last copies the last path.  */
  before = st_node_count ();
  struct st_node *last = st_set (t, gid_of (5000), 1);
  size_t appended = st_node_count () - before;
  ok_cost &= appended <= (size_t) t->height + 1 && st_check (last)
	     && st_build (n, v, t) == t;
  printf ("%s: a count set copies one path (%zu nodes), a merge of two "
	  "such makes %zu, st_any visits one token\n",
	  ok_cost ? "PASS" : "FAIL", path, merged);

  /* Different gids.  A gid added in the middle: the nodes around it
     only, whether set or built from an array like T.  */
  before = st_node_count ();
  struct st_node *mid = st_set (t, gid_of (2 * 777 + 1), 1);
  size_t inserted = st_node_count () - before;
  static struct rr_token r[2 * MAXN];
  uint32_t nr = 0;
  for (uint32_t i = 0; i < n; i++)
    {
      r[nr++] = v[i];
      /* Another rank: its own 20 gids together, two counts above.  */
      if (i >= 1500 && i < 1520)
	r[nr++] = (struct rr_token) { gid_of (2 * i + 1), 4 };
    }
  r[10].count = 5;
  r[1900].count = 5;
  struct st_node *rem = st_build (nr, r, t);
  size_t rem_new = nodes_new (t, rem);
  calls = 0;
  int any_rt = st_any (t, rem, below, &calls);
  int calls_rt = calls;
  calls = 0;
  int any_tr = st_any (rem, t, below, &calls);
  int calls_tr = calls;
  before = st_node_count ();
  struct st_node *both = st_merge (t, rem);
  size_t both_new = st_node_count () - before;
  size_t total = nodes_of (t, NULL, 0);
  int ok_diff = st_check (mid) && st_check (rem) && st_check (both)
		&& inserted <= 2 * ((size_t) t->height + 1)
		&& nodes_new (t, mid) == inserted
		&& rem_new <= 4 * ((size_t) t->height + 1)
		&& any_rt == 1 && calls_rt <= 2 * ST_MAX
		&& any_tr == 0 && calls_tr <= 2 * ST_MAX
		&& both_new <= rem_new && st_merge (both, t) == both
		&& st_merge (rem, t) == rem;
  ok_diff &= same_tokens (both, nr, r) && st_merge (both, rem) == both;
  printf ("%s: different gids: one inserted makes %zu nodes, another "
	  "rank's %zu of %zu, st_any visits %d and %d tokens of %u, a "
	  "merge makes %zu nodes\n", ok_diff ? "PASS" : "FAIL", inserted,
	  rem_new, total, calls_rt, calls_tr, nr, both_new);

  /* A collection keeps the nodes of the marked trees only.  */
  for (int k = 0; k < POOL; k++)
    pool[k].t = NULL;
  st_mark (u);
  st_sweep ();
  size_t kept = st_node_count ();
  ok_gc &= same_tokens (u, n, (v[1234].count = 2, v))
	   && kept == nodes_of (u, NULL, 0);
  st_sweep ();
  ok_gc &= st_node_count () == 0;
  printf ("%s: a collection keeps the marked trees whole, and only "
	  "them\n", ok_gc ? "PASS" : "FAIL");
  return !(ok_ops && ok_old && ok_any && ok_cost && ok_diff && ok_gc);
}
