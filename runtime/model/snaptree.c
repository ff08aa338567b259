/* snaptree.c -- the tokens of a snapshot as a persistent tree of chunks.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include "snaptree.h"
#include "report.h"

static struct
{
  struct st_node *all;
  size_t n_nodes;
} st_state;

/* The tokens a node of height H holds at most.  */
static uint64_t
cap (unsigned h)
{
  uint64_t c = ST_B;
  while (h--)
    c *= ST_B;
  return c;
}

/* The height of a tree of N > 0 tokens.  */
static unsigned
height_for (uint64_t n)
{
  unsigned h = 0;
  while (cap (h) < n)
    h++;
  return h;
}

/* A node of HEIGHT with LEN entries, N tokens under it.  A leaf has
   room for ROOM tokens only: most snapshots hold a few.  */
static struct st_node *
node_new (unsigned height, unsigned len, uint32_t n, unsigned room)
{
  size_t size = sizeof (struct st_node);
  if (!height)
    size = offsetof (struct st_node, u.tok) + room * sizeof (struct rr_token);
  struct st_node *x = malloc (size);
  if (!x)
    rr_fatal ("out of memory");
  x->next_all = st_state.all;
  st_state.all = x;
  st_state.n_nodes++;
  x->height = height;
  x->len = len;
  x->n = n;
  x->mark = 0;
  return x;
}

/* A copy of X, with room for ROOM tokens if a leaf.  */
static struct st_node *
node_copy (const struct st_node *x, unsigned room)
{
  struct st_node *y = node_new (x->height, x->len, x->n, room);
  if (x->height)
    {
      memcpy (y->u.in.first, x->u.in.first, x->len * sizeof x->u.in.first[0]);
      memcpy (y->u.in.kid, x->u.in.kid, x->len * sizeof x->u.in.kid[0]);
    }
  else
    memcpy (y->u.tok, x->u.tok, x->len * sizeof x->u.tok[0]);
  return y;
}

static uint64_t
first_gid (const struct st_node *x)
{
  return x->height ? x->u.in.first[0] : x->u.tok[0].gid;
}

/* The number of the first LEN keys of X (8-byte words STRIDE words
   apart from KEY) that are below GID (BELOW) or not above it: a
   galloping search, so that a key near the start (MPI_COMM_WORLD's, at
   a barrier) is found in a step or two and any other in O(log).  */
static unsigned
gallop (const uint64_t *key, unsigned stride, unsigned len, uint64_t gid,
	int below)
{
  unsigned lo = 0, step = 1;	/* the keys before LO pass */
#define PASS(i) (below ? key[(i) * stride] < gid : key[(i) * stride] <= gid)
  while (lo + step <= len && PASS (lo + step - 1))
    {
      lo += step;
      step *= 2;
    }
  unsigned hi = lo + step - 1 < len ? lo + step - 1 : len;
  while (lo < hi)
    {
      unsigned mid = (lo + hi) / 2;
      if (PASS (mid))
	lo = mid + 1;
      else
	hi = mid;
    }
#undef PASS
  return lo;
}

/* The child of inner node X under which GID is, or -1 if GID is below
   all of X.  */
static int
kid_for (const struct st_node *x, uint64_t gid)
{
  return (int) gallop (x->u.in.first, 1, x->len, gid, 0) - 1;
}

/* The index of the first token of leaf X not below GID.  */
static int
tok_bound (const struct st_node *x, uint64_t gid)
{
  return gallop (&x->u.tok[0].gid, 2, x->len, gid, 1);
}

const struct rr_token *
st_find (const struct st_node *t, uint64_t gid)
{
  if (!t)
    return NULL;
  while (t->height)
    {
      int i = kid_for (t, gid);
      if (i < 0)
	return NULL;
      t = t->u.in.kid[i];
    }
  int i = tok_bound (t, gid);
  return i < t->len && t->u.tok[i].gid == gid ? &t->u.tok[i] : NULL;
}

/* X with GID's count (GID is in X) set to COUNT: the path copied.  */
static struct st_node *
set_existing (const struct st_node *x, uint64_t gid, uint64_t count)
{
  struct st_node *y = node_copy (x, x->len);
  if (x->height)
    {
      int i = kid_for (x, gid);
      y->u.in.kid[i] = set_existing (x->u.in.kid[i], gid, count);
    }
  else
    y->u.tok[tok_bound (x, gid)].count = count;
  return y;
}

/* A path of single nodes from height H down to a leaf holding TOK.  */
static struct st_node *
chain (unsigned h, struct rr_token tok)
{
  struct st_node *x = node_new (h, 1, 1, 1);
  if (h)
    {
      x->u.in.first[0] = tok.gid;
      x->u.in.kid[0] = chain (h - 1, tok);
    }
  else
    x->u.tok[0] = tok;
  return x;
}

/* X, not full, with TOK (above all of X's gids) added last.  */
static struct st_node *
append_in (const struct st_node *x, struct rr_token tok)
{
  struct st_node *y = node_copy (x, x->len + 1);
  y->n++;
  if (!x->height)
    {
      y->u.tok[y->len++] = tok;
      return y;
    }
  const struct st_node *last = x->u.in.kid[x->len - 1];
  if (last->n == cap (x->height - 1))
    {
      y->u.in.first[y->len] = tok.gid;
      y->u.in.kid[y->len++] = chain (x->height - 1, tok);
    }
  else
    y->u.in.kid[y->len - 1] = append_in (last, tok);
  return y;
}

static uint64_t
last_gid (const struct st_node *x)
{
  while (x->height)
    x = x->u.in.kid[x->len - 1];
  return x->u.tok[x->len - 1].gid;
}

struct st_node *
st_set (struct st_node *t, uint64_t gid, uint64_t count)
{
  const struct rr_token *f = st_find (t, gid);
  if (f)
    return f->count == count ? t : set_existing (t, gid, count);
  struct rr_token tok = { gid, count };
  if (!t)
    return chain (0, tok);
  if (gid > last_gid (t))
    {
      /* New communicators and windows mostly come last (gids grow):
	 one path.  */
      if (t->n < cap (t->height))
	return append_in (t, tok);
      struct st_node *r = node_new (t->height + 1, 2, t->n + 1, 0);
      r->u.in.first[0] = first_gid (t);
      r->u.in.kid[0] = t;
      r->u.in.first[1] = gid;
      r->u.in.kid[1] = chain (t->height, tok);
      return r;
    }
  /* In the middle: every later token moves, the nodes before it are
     kept.  */
  struct rr_token *v = malloc ((t->n + 1) * sizeof *v);
  if (!v)
    rr_fatal ("out of memory");
  st_write (t, v);
  uint32_t i = t->n;
  while (i > 0 && v[i - 1].gid > gid)
    {
      v[i] = v[i - 1];
      i--;
    }
  v[i] = tok;
  struct st_node *r = st_build (t->n + 1, v, t);
  free (v);
  return r;
}

struct st_node *
st_raise (struct st_node *t, uint64_t gid, uint64_t count)
{
  const struct rr_token *f = st_find (t, gid);
  if (f && f->count >= count)
    return t;
  return st_set (t, gid, count);
}

/* The node of height H over the N tokens TOK, reusing LIKE (a node of
   height at most H over the same first token, or NULL) or its
   descendants where they hold the same tokens.  */
static struct st_node *
build_at (const unsigned char *tok, uint32_t n, unsigned h,
	  struct st_node *like)
{
  size_t size = sizeof (struct rr_token);
  if (like && like->height > h)
    like = NULL;
  if (!h)
    {
      if (like && !like->height && like->len == n
	  && memcmp (like->u.tok, tok, n * size) == 0)
	return like;
      struct st_node *x = node_new (0, n, n, n);
      memcpy (x->u.tok, tok, n * size);
      return x;
    }
  uint64_t c = cap (h - 1);
  unsigned k = (n + c - 1) / c;
  struct st_node *kid[ST_B];
  int same = like && like->height == h && like->len == k;
  for (unsigned i = 0; i < k; i++)
    {
      uint32_t m = n - i * c < c ? n - i * c : (uint32_t) c;
      struct st_node *kl = NULL;
      if (like && like->height == h)
	kl = i < like->len ? like->u.in.kid[i] : NULL;
      else if (i == 0)
	kl = like;
      kid[i] = build_at (tok + i * c * size, m, h - 1, kl);
      same = same && kid[i] == like->u.in.kid[i];
    }
  if (same)
    return like;
  struct st_node *x = node_new (h, k, n, 0);
  for (unsigned i = 0; i < k; i++)
    {
      x->u.in.kid[i] = kid[i];
      x->u.in.first[i] = first_gid (kid[i]);
    }
  return x;
}

struct st_node *
st_build (uint32_t n, const void *tok, struct st_node *like)
{
  if (!n)
    return NULL;
  unsigned h = height_for (n);
  /* LIKE's node of height H over its first token.  */
  while (like && like->height > h)
    like = like->u.in.kid[0];
  return build_at (tok, n, h, like);
}

/* A merge of trees of different shapes.  */
static struct st_node fail;

/* st_merge of X and Y, of the same shape; &FAIL if their gids
   differ.  */
static struct st_node *
merge_same (struct st_node *x, struct st_node *y)
{
  if (x == y)
    return x;
  if (x->height != y->height || x->len != y->len)
    return &fail;
  if (!x->height)
    {
      int x_ge = 1, y_ge = 1;
      for (unsigned i = 0; i < x->len; i++)
	{
	  if (x->u.tok[i].gid != y->u.tok[i].gid)
	    return &fail;
	  x_ge &= x->u.tok[i].count >= y->u.tok[i].count;
	  y_ge &= y->u.tok[i].count >= x->u.tok[i].count;
	}
      if (x_ge)
	return x;
      if (y_ge)
	return y;
      struct st_node *z = node_copy (x, x->len);
      for (unsigned i = 0; i < x->len; i++)
	if (y->u.tok[i].count > z->u.tok[i].count)
	  z->u.tok[i].count = y->u.tok[i].count;
      return z;
    }
  struct st_node *kid[ST_B];
  int is_x = 1, is_y = 1;
  for (unsigned i = 0; i < x->len; i++)
    {
      if (x->u.in.first[i] != y->u.in.first[i])
	return &fail;
      kid[i] = merge_same (x->u.in.kid[i], y->u.in.kid[i]);
      if (kid[i] == &fail)
	return &fail;
      is_x &= kid[i] == x->u.in.kid[i];
      is_y &= kid[i] == y->u.in.kid[i];
    }
  if (is_x)
    return x;
  if (is_y)
    return y;
  struct st_node *z = node_copy (x, 0);
  memcpy (z->u.in.kid, kid, x->len * sizeof kid[0]);
  return z;
}

struct st_node *
st_merge (struct st_node *a, struct st_node *b)
{
  if (!b || a == b)
    return a;
  if (!a)
    return b;
  if (a->n == b->n)
    {
      struct st_node *r = merge_same (a, b);
      if (r != &fail)
	return r;
    }
  /* Token by token (nodes made by merge_same before it failed are left
     to the collector).  */
  struct rr_token *v = malloc ((a->n + b->n) * sizeof *v);
  if (!v)
    rr_fatal ("out of memory");
  struct st_iter i, j;
  st_iter_init (&i, a);
  st_iter_init (&j, b);
  uint32_t n = 0;
  for (;;)
    {
      const struct rr_token *ta = st_iter_tok (&i), *tb = st_iter_tok (&j);
      if (!ta && !tb)
	break;
      if (ta && (!tb || ta->gid < tb->gid))
	{
	  v[n++] = *ta;
	  st_iter_next (&i);
	}
      else if (!ta || tb->gid < ta->gid)
	{
	  v[n++] = *tb;
	  st_iter_next (&j);
	}
      else
	{
	  v[n] = *ta;
	  if (tb->count > v[n].count)
	    v[n].count = tb->count;
	  n++;
	  st_iter_next (&i);
	  st_iter_next (&j);
	}
    }
  struct st_node *r = st_build (n, v, a);
  free (v);
  return r;
}

typedef int (*st_fn) (const struct rr_token *, const struct rr_token *,
		      void *);

/* st_any on X and Y of the same shape; -1 if their gids differ.  */
static int
any_same (const struct st_node *x, const struct st_node *y, st_fn fn,
	  void *ctx)
{
  if (x == y)
    return 0;
  if (x->height != y->height || x->len != y->len)
    return -1;
  if (!x->height)
    {
      for (unsigned i = 0; i < x->len; i++)
	if (x->u.tok[i].gid != y->u.tok[i].gid)
	  return -1;
      for (unsigned i = 0; i < x->len; i++)
	if (x->u.tok[i].count != y->u.tok[i].count)
	  {
	    int r = fn (&x->u.tok[i], &y->u.tok[i], ctx);
	    if (r)
	      return r;
	  }
      return 0;
    }
  for (unsigned i = 0; i < x->len; i++)
    {
      if (x->u.in.first[i] != y->u.in.first[i])
	return -1;
      int r = any_same (x->u.in.kid[i], y->u.in.kid[i], fn, ctx);
      if (r)
	return r;
    }
  return 0;
}

int
st_any (const struct st_node *a, const struct st_node *b, st_fn fn,
	void *ctx)
{
  if (!b || a == b)
    return 0;
  if (a && a->n == b->n)
    {
      /* A token found here is found by the walk below too: only a
	 difference in gids sends it there.  */
      int r = any_same (a, b, fn, ctx);
      if (r >= 0)
	return r;
    }
  struct st_iter i, j;
  st_iter_init (&i, a);
  for (st_iter_init (&j, b); st_iter_tok (&j); st_iter_next (&j))
    {
      const struct rr_token *tb = st_iter_tok (&j), *ta;
      while ((ta = st_iter_tok (&i)) && ta->gid < tb->gid)
	st_iter_next (&i);
      int r = fn (ta && ta->gid == tb->gid ? ta : NULL, tb, ctx);
      if (r)
	return r;
    }
  return 0;
}

size_t
st_write (const struct st_node *t, void *dst)
{
  if (!t)
    return 0;
  if (!t->height)
    {
      memcpy (dst, t->u.tok, t->len * sizeof t->u.tok[0]);
      return t->len * sizeof t->u.tok[0];
    }
  size_t w = 0;
  for (unsigned i = 0; i < t->len; i++)
    w += st_write (t->u.in.kid[i], (unsigned char *) dst + w);
  return w;
}

/* Down to the leftmost leaf of X.  */
static void
iter_down (struct st_iter *it, const struct st_node *x)
{
  while (x->height)
    {
      it->stack[it->depth] = x;
      it->idx[it->depth++] = 0;
      x = x->u.in.kid[0];
    }
  it->cur = x->u.tok;
  it->end = x->u.tok + x->len;
}

void
st_iter_init (struct st_iter *it, const struct st_node *t)
{
  it->depth = 0;
  it->cur = it->end = NULL;
  if (t)
    iter_down (it, t);
}

void
st_iter_leaf (struct st_iter *it)
{
  while (it->depth > 0)
    {
      int d = it->depth - 1;
      if (it->idx[d] + 1 < it->stack[d]->len)
	{
	  const struct st_node *next = it->stack[d]->u.in.kid[++it->idx[d]];
	  iter_down (it, next);
	  return;
	}
      it->depth--;
    }
  it->cur = it->end = NULL;
}

void
st_mark (struct st_node *t)
{
  if (!t || t->mark)
    return;
  t->mark = 1;
  if (t->height)
    for (unsigned i = 0; i < t->len; i++)
      st_mark (t->u.in.kid[i]);
}

void
st_sweep (void)
{
  struct st_node **p = &st_state.all;
  while (*p)
    {
      struct st_node *x = *p;
      if (x->mark)
	{
	  x->mark = 0;
	  p = &x->next_all;
	}
      else
	{
	  *p = x->next_all;
	  free (x);
	  st_state.n_nodes--;
	}
    }
}

size_t
st_node_count (void)
{
  return st_state.n_nodes;
}

/* Is X, of height H, well formed, its gids above *LAST (updated)?  FULL:
   must hold as many tokens as it can.  */
static int
check_node (const struct st_node *x, unsigned h, int full, uint64_t *last,
	    int *any)
{
  if (x->height != h || x->len == 0 || x->len > ST_B)
    return 0;
  if (full && x->n != cap (h))
    return 0;
  if (!h)
    {
      if (x->n != x->len)
	return 0;
      for (unsigned i = 0; i < x->len; i++)
	{
	  if (*any && x->u.tok[i].gid <= *last)
	    return 0;
	  *last = x->u.tok[i].gid;
	  *any = 1;
	}
      return 1;
    }
  uint64_t n = 0;
  for (unsigned i = 0; i < x->len; i++)
    {
      const struct st_node *k = x->u.in.kid[i];
      if (x->u.in.first[i] != first_gid (k)
	  || !check_node (k, h - 1, full || i + 1 < x->len, last, any))
	return 0;
      n += k->n;
    }
  return n == x->n;
}

int
st_check (const struct st_node *t)
{
  if (!t)
    return 1;
  uint64_t last = 0;
  int any = 0;
  return t->height == height_for (t->n)
	 && check_node (t, t->height, 0, &last, &any);
}
