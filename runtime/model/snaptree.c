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

/* A node of HEIGHT with LEN entries, N tokens under it, allocated at
   its size: most snapshots hold a few tokens.  */
static struct st_node *
node_new (unsigned height, unsigned len, uint32_t n)
{
  size_t size = offsetof (struct st_node, u.tok) + len * sizeof (struct rr_token);
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
  x->closed = 0;
  return x;
}

/* The entries of X, as bytes: tokens and children are both 16.  */
static size_t
ent_size (unsigned len)
{
  return len * sizeof (struct rr_token);
}

static struct st_node *
node_copy (const struct st_node *x)
{
  struct st_node *y = node_new (x->height, x->len, x->n);
  y->last = x->last;
  y->closed = x->closed;
  memcpy (y->u.tok, x->u.tok, ent_size (x->len));
  return y;
}

static uint64_t
first_gid (const struct st_node *x)
{
  /* A token's gid and a child's first gid are both the entry's first
     word.  */
  return x->u.tok[0].gid;
}

/* Is X, of height H whose entries end with LAST and whose last child
   (if inner) is KID, closed?  It is where LAST is of a level above H, or
   X is full and so is its last child: a root made full at the end (a
   node of ST_MAX whose last child may still grow) is not.  */
static int
is_closed (unsigned h, unsigned len, uint64_t last, const struct st_node *kid)
{
  return st_level (last) > h || (len == ST_MAX && (!h || kid->closed));
}

/* The number of the first LEN entries of X (whose keys are 16 bytes
   apart) that are below GID (BELOW) or not above it: a galloping
   search, so that a key near the start (MPI_COMM_WORLD's, at a barrier)
   is found in a step or two and any other in O(log).  */
static unsigned
gallop (const struct st_node *x, uint64_t gid, int below)
{
  const uint64_t *key = &x->u.tok[0].gid;
  unsigned len = x->len, lo = 0, step = 1;	/* the keys before LO pass */
#define PASS(i) (below ? key[(i) * 2] < gid : key[(i) * 2] <= gid)
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
  return (int) gallop (x, gid, 0) - 1;
}

/* The index of the first token of leaf X not below GID.  */
static int
tok_bound (const struct st_node *x, uint64_t gid)
{
  return gallop (x, gid, 1);
}

const struct rr_token *
st_find (const struct st_node *t, uint64_t gid)
{
  if (!t || gid > t->last)
    return NULL;
  while (t->height)
    {
      int i = kid_for (t, gid);
      if (i < 0)
	return NULL;
      t = t->u.in[i].kid;
    }
  int i = tok_bound (t, gid);
  return i < t->len && t->u.tok[i].gid == gid ? &t->u.tok[i] : NULL;
}

/* The node of height H of T that begins with GID, or NULL.  */
static struct st_node *
node_at (struct st_node *t, unsigned h, uint64_t gid)
{
  while (t && t->height > h)
    {
      int i = kid_for (t, gid);
      t = i < 0 ? NULL : t->u.in[i].kid;
    }
  return t && t->height == h && first_gid (t) == gid ? t : NULL;
}

/* X with the count of its token K set to COUNT: the path copied.  The
   gids are the same, so is the shape.  */
static struct st_node *
set_existing (const struct st_node *x, const struct rr_token *k,
	      uint64_t count)
{
  struct st_node *y = node_copy (x);
  if (x->height)
    {
      int i = kid_for (x, k->gid);
      y->u.in[i].kid = set_existing (x->u.in[i].kid, k, count);
    }
  else
    y->u.tok[k - x->u.tok].count = count;
  return y;
}

struct st_node *
st_set_found (struct st_node *t, const struct rr_token *k, uint64_t count)
{
  return k->count == count ? t : set_existing (t, k, count);
}

/* The canonical tree of a sequence of tokens, made level by level as
   they come: LEN[H] entries wait in BUF[H] for the node of height H
   they will make.  A closed node of height H may come whole
   where BUF[0] to BUF[H] are empty: its tokens would make it again.  A
   node made that holds the same entries as one of LIKE's is LIKE's.  */
struct builder
{
  unsigned len[ST_H];
  uint32_t n[ST_H];
  uint64_t last;
  struct st_node *like[2];
  union
  {
    struct rr_token tok[ST_MAX];
    struct st_kid in[ST_MAX];
  } buf[ST_H];
};

static void
b_init (struct builder *b, struct st_node *like0, struct st_node *like1)
{
  memset (b->len, 0, sizeof b->len);
  memset (b->n, 0, sizeof b->n);
  b->like[0] = like0;
  b->like[1] = like1;
}

/* Can a closed node of height H come whole?  */
static int
b_ready (const struct builder *b, unsigned h)
{
  for (unsigned i = 0; i <= h; i++)
    if (b->len[i])
      return 0;
  return 1;
}

/* BUF[H] as a node (emptied).  */
static struct st_node *
b_make (struct builder *b, unsigned h)
{
  unsigned len = b->len[h];
  uint64_t first = b->buf[h].tok[0].gid;
  struct st_node *x = NULL;
  for (int k = 0; k < 2 && !x; k++)
    {
      x = node_at (b->like[k], h, first);
      if (x && (x->len != len || x->last != b->last
		|| memcmp (x->u.tok, b->buf[h].tok, ent_size (len))))
	x = NULL;
    }
  if (!x)
    {
      x = node_new (h, len, b->n[h]);
      x->last = b->last;
      memcpy (x->u.tok, b->buf[h].tok, ent_size (len));
      x->closed = is_closed (h, len, x->last,
			     h ? x->u.in[len - 1].kid : NULL);
    }
  b->len[h] = 0;
  b->n[h] = 0;
  return x;
}

/* Add X (of height H, which BUF[0] to BUF[H] are empty for) to the
   children waiting at height H + 1.  */
static void
b_node (struct builder *b, struct st_node *x)
{
  unsigned h = x->height + 1;
  if (h >= ST_H)
    rr_fatal ("snapshot tree too high");
  b->buf[h].in[b->len[h]++] = (struct st_kid) { first_gid (x), x };
  b->n[h] += x->n;
  b->last = x->last;
  if (st_level (x->last) > h || b->len[h] == ST_MAX)
    b_node (b, b_make (b, h));
}

static inline void
b_tok (struct builder *b, const struct rr_token *t)
{
  b->buf[0].tok[b->len[0]++] = *t;
  b->n[0]++;
  b->last = t->gid;
  if (st_level (t->gid) > 0 || b->len[0] == ST_MAX)
    b_node (b, b_make (b, 0));
}

static struct st_node *
b_finish (struct builder *b)
{
  for (unsigned h = 0; h < ST_H; h++)
    {
      unsigned above = 0;
      for (unsigned i = h + 1; i < ST_H; i++)
	above += b->len[i];
      if (!b->len[h])
	{
	  if (!above)
	    return NULL;
	  continue;
	}
      if (!above)
	/* The top: a single child is the root.  */
	return h && b->len[h] == 1 ? b->buf[h].in[0].kid : b_make (b, h);
      b_node (b, b_make (b, h));
    }
  return NULL;
}

/* A walk of a tree that can skip a whole node: ST[0] is the root,
   ST[DEPTH - 1] the leaf, IDX[D] the entry of ST[D] the walk is in.  */
struct cursor
{
  const struct st_node *st[ST_H];
  unsigned char idx[ST_H];
  int depth;			/* 0: at the end */
};

static void
cur_down (struct cursor *c, int d, const struct st_node *x)
{
  for (;;)
    {
      c->st[d] = x;
      c->idx[d++] = 0;
      if (!x->height)
	break;
      x = x->u.in[0].kid;
    }
  c->depth = d;
}

static void
cur_init (struct cursor *c, const struct st_node *t)
{
  c->depth = 0;
  if (t)
    cur_down (c, 0, t);
}

static const struct rr_token *
cur_tok (const struct cursor *c)
{
  if (!c->depth)
    return NULL;
  return &c->st[c->depth - 1]->u.tok[c->idx[c->depth - 1]];
}

/* Past the current entry of ST[D].  */
static void
cur_past (struct cursor *c, int d)
{
  for (; d >= 0; d--)
    if (c->idx[d] + 1 < c->st[d]->len)
      {
	c->idx[d]++;
	if (c->st[d]->height)
	  cur_down (c, d + 1, c->st[d]->u.in[c->idx[d]].kid);
	else
	  c->depth = d + 1;
	return;
      }
  c->depth = 0;
}

static inline void
cur_next (struct cursor *c)
{
  int d = c->depth - 1;
  if (c->idx[d] + 1 < c->st[d]->len)
    c->idx[d]++;
  else
    cur_past (c, d);
}

/* Does a node (the leaf at least) begin at C's current token?  */
static inline int
cur_begins (const struct cursor *c)
{
  return c->idx[c->depth - 1] == 0;
}

/* The depth of the highest node of C that begins at its current token,
   whose last gid is below LIMIT and, if B, that can come whole into B
   (closed, B ready for it); -1 if none.  */
static int
cur_pick (const struct cursor *c, uint64_t limit, const struct builder *b)
{
  int top = c->depth;
  for (int d = c->depth - 1; d >= 0 && c->idx[d] == 0; d--)
    top = d;
  for (int d = top; d < c->depth; d++)
    {
      const struct st_node *x = c->st[d];
      if (x->last < limit && (!b || (x->closed && b_ready (b, x->height))))
	return d;
    }
  return -1;
}

/* A node both C and D begin at (the highest), that can come whole into
   B if B; its depths in C and D in *DC and *DD.  */
static const struct st_node *
cur_shared (const struct cursor *c, const struct cursor *d,
	    const struct builder *b, int *dc, int *dd)
{
  int tc = c->depth, td = d->depth;
  for (int k = c->depth - 1; k >= 0 && c->idx[k] == 0; k--)
    tc = k;
  for (int k = d->depth - 1; k >= 0 && d->idx[k] == 0; k--)
    td = k;
  for (int i = tc; i < c->depth; i++)
    {
      const struct st_node *x = c->st[i];
      if (b && !(x->closed && b_ready (b, x->height)))
	continue;
      for (int j = td; j < d->depth; j++)
	if (d->st[j] == x)
	  {
	    *dc = i;
	    *dd = j;
	    return x;
	  }
    }
  return NULL;
}

/* Past the node at depth D (the whole tree if 0).  */
static void
cur_skip (struct cursor *c, int d)
{
  if (d == 0)
    c->depth = 0;
  else
    cur_past (c, d - 1);
}

/* The tokens of A and B (trees or NULL) in the builder, the larger
   count where both have a gid, a node both share or only one has
   there coming whole.  */
static struct st_node *
merge_walk (struct st_node *a, struct st_node *b)
{
  struct builder *bd = malloc (sizeof *bd);
  if (!bd)
    rr_fatal ("out of memory");
  b_init (bd, a, b);
  struct cursor ca, cb;
  cur_init (&ca, a);
  cur_init (&cb, b);
  for (;;)
    {
      const struct rr_token *ta = cur_tok (&ca), *tb = cur_tok (&cb);
      if (!ta && !tb)
	break;
      if (ta && tb && ta->gid == tb->gid)
	{
	  int da, db;
	  const struct st_node *x = NULL;
	  if (cur_begins (&ca) && cur_begins (&cb))
	    x = cur_shared (&ca, &cb, bd, &da, &db);
	  if (x)
	    {
	      b_node (bd, (struct st_node *) x);
	      cur_skip (&ca, da);
	      cur_skip (&cb, db);
	      continue;
	    }
	  b_tok (bd, ta->count >= tb->count ? ta : tb);
	  cur_next (&ca);
	  cur_next (&cb);
	  continue;
	}
      /* Only one has the gid: what it has before the other's next gid
	 comes whole where it can.  */
      int in_a = ta && (!tb || ta->gid < tb->gid);
      struct cursor *c = in_a ? &ca : &cb;
      const struct rr_token *t = in_a ? ta : tb, *o = in_a ? tb : ta;
      int d = cur_begins (c) ? cur_pick (c, o ? o->gid : UINT64_MAX, bd) : -1;
      if (d >= 0)
	{
	  b_node (bd, (struct st_node *) c->st[d]);
	  cur_skip (c, d);
	}
      else
	{
	  b_tok (bd, t);
	  cur_next (c);
	}
    }
  struct st_node *r = b_finish (bd);
  free (bd);
  return r;
}

struct st_node *
st_set (struct st_node *t, uint64_t gid, uint64_t count)
{
  const struct rr_token *f = st_find (t, gid);
  if (f)
    return st_set_found (t, f, count);
  /* A gid added: T's nodes before and after it come whole where they
     can, so the path to it changes and the nodes it ends or that now
     end before it; the rest is shared.  */
  struct rr_token tok = { gid, count };
  struct builder *b = malloc (sizeof *b);
  if (!b)
    rr_fatal ("out of memory");
  b_init (b, t, NULL);
  struct cursor c;
  cur_init (&c, t);
  int added = 0;
  for (;;)
    {
      const struct rr_token *ta = cur_tok (&c);
      if (!added && (!ta || ta->gid > gid))
	{
	  b_tok (b, &tok);
	  added = 1;
	  continue;
	}
      if (!ta)
	break;
      int d = cur_pick (&c, added ? UINT64_MAX : gid, b);
      if (d >= 0)
	{
	  b_node (b, (struct st_node *) c.st[d]);
	  cur_skip (&c, d);
	}
      else
	{
	  b_tok (b, ta);
	  cur_next (&c);
	}
    }
  struct st_node *r = b_finish (b);
  free (b);
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

struct st_node *
st_build (uint32_t n, const void *tok, struct st_node *like)
{
  if (!n)
    return NULL;
  struct builder *b = malloc (sizeof *b);
  if (!b)
    rr_fatal ("out of memory");
  b_init (b, like, NULL);
  /* A leaf at a time (b_tok's, without its copy and tests per token):
     its tokens end after a gid of level above 0, or at ST_MAX.  LIKE's
     leaf that begins with the same gid, if it holds the same tokens, is
     that leaf: found without a hash per token.  */
  const unsigned char *p = tok;
  size_t size = sizeof (struct rr_token);
  uint32_t i = 0;
  while (i < n)
    {
      uint64_t gid;
      memcpy (&gid, p + i * size, sizeof gid);
      struct st_node *x = like ? node_at (like, 0, gid) : NULL;
      if (x && x->closed && x->len <= n - i
	  && memcmp (x->u.tok, p + i * size, ent_size (x->len)) == 0)
	{
	  b_node (b, x);
	  i += x->len;
	  continue;
	}
      uint32_t j = i;
      int full = 0;
      while (j < n && !full)
	{
	  memcpy (&gid, p + j++ * size, sizeof gid);
	  full = st_level (gid) > 0 || j - i == ST_MAX;
	}
      memcpy (b->buf[0].tok, p + i * size, (j - i) * size);
      b->len[0] = b->n[0] = j - i;
      memcpy (&b->last, p + (j - 1) * size, sizeof b->last);
      if (full)
	b_node (b, b_make (b, 0));
      i = j;
    }
  struct st_node *r = b_finish (b);
  free (b);
  return r;
}

/* A merge of trees of different gids.  */
static struct st_node fail;

/* st_merge of X and Y, of the same shape; &FAIL if their gids
   differ.  */
static struct st_node *
merge_same (struct st_node *x, struct st_node *y)
{
  if (x == y)
    return x;
  if (x->height != y->height || x->len != y->len || x->last != y->last)
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
      struct st_node *z = node_copy (x);
      for (unsigned i = 0; i < x->len; i++)
	if (y->u.tok[i].count > z->u.tok[i].count)
	  z->u.tok[i].count = y->u.tok[i].count;
      return z;
    }
  struct st_node *kid[ST_MAX];
  int is_x = 1, is_y = 1;
  for (unsigned i = 0; i < x->len; i++)
    {
      if (x->u.in[i].first != y->u.in[i].first)
	return &fail;
      kid[i] = merge_same (x->u.in[i].kid, y->u.in[i].kid);
      if (kid[i] == &fail)
	return &fail;
      is_x &= kid[i] == x->u.in[i].kid;
      is_y &= kid[i] == y->u.in[i].kid;
    }
  if (is_x)
    return x;
  if (is_y)
    return y;
  struct st_node *z = node_copy (x);
  for (unsigned i = 0; i < x->len; i++)
    z->u.in[i].kid = kid[i];
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
      /* Most merges are of trees of the same gids: node by node.  */
      struct st_node *r = merge_same (a, b);
      if (r != &fail)
	return r;
    }
  /* Nodes made by merge_same before it failed are left to the
     collector.  Where B adds nothing to A, the builder makes A's nodes
     again and so returns A itself.  */
  return merge_walk (a, b);
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
  if (x->height != y->height || x->len != y->len || x->last != y->last)
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
      if (x->u.in[i].first != y->u.in[i].first)
	return -1;
      int r = any_same (x->u.in[i].kid, y->u.in[i].kid, fn, ctx);
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
  /* B's tokens in order, with A's of the same gid; the nodes both
     begin at there skipped, and A's before B's next gid skipped whole
     where they can be.  */
  struct cursor ca, cb;
  cur_init (&ca, a);
  cur_init (&cb, b);
  const struct rr_token *tb;
  while ((tb = cur_tok (&cb)))
    {
      const struct rr_token *ta;
      while ((ta = cur_tok (&ca)) && ta->gid < tb->gid)
	{
	  int d = cur_begins (&ca) ? cur_pick (&ca, tb->gid, NULL) : -1;
	  if (d >= 0)
	    cur_skip (&ca, d);
	  else
	    cur_next (&ca);
	}
      if (ta && ta->gid == tb->gid)
	{
	  int da, db;
	  if (cur_begins (&ca) && cur_begins (&cb)
	      && cur_shared (&ca, &cb, NULL, &da, &db))
	    {
	      cur_skip (&ca, da);
	      cur_skip (&cb, db);
	      continue;
	    }
	}
      else
	ta = NULL;
      int r = fn (ta, tb, ctx);
      if (r)
	return r;
      cur_next (&cb);
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
      memcpy (dst, t->u.tok, ent_size (t->len));
      return ent_size (t->len);
    }
  size_t w = 0;
  for (unsigned i = 0; i < t->len; i++)
    w += st_write (t->u.in[i].kid, (unsigned char *) dst + w);
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
      x = x->u.in[0].kid;
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
	  const struct st_node *next = it->stack[d]->u.in[++it->idx[d]].kid;
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
      st_mark (t->u.in[i].kid);
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

/* Is X, of height H, sorted, counted, its gids above *LAST (updated)?  */
static int
check_node (const struct st_node *x, unsigned h, uint64_t *last, int *any)
{
  if (x->height != h || x->len == 0 || x->len > ST_MAX)
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
      return x->last == *last;
    }
  uint64_t n = 0;
  for (unsigned i = 0; i < x->len; i++)
    {
      const struct st_node *k = x->u.in[i].kid;
      if (x->u.in[i].first != first_gid (k)
	  || !check_node (k, h - 1, last, any))
	return 0;
      n += k->n;
    }
  return n == x->n && x->last == *last;
}

/* Do X and Y hold the same tokens in the same shape?  */
static int
same_shape (const struct st_node *x, const struct st_node *y)
{
  if (x->height != y->height || x->len != y->len || x->n != y->n
      || x->closed != y->closed)
    return 0;
  if (!x->height)
    return memcmp (x->u.tok, y->u.tok, ent_size (x->len)) == 0;
  for (unsigned i = 0; i < x->len; i++)
    if (!same_shape (x->u.in[i].kid, y->u.in[i].kid))
      return 0;
  return 1;
}

int
st_check (const struct st_node *t)
{
  if (!t)
    return 1;
  uint64_t last = 0;
  int any = 0;
  if (!check_node (t, t->height, &last, &any))
    return 0;
  /* The canonical shape: the one its tokens build alone.  */
  struct rr_token *v = malloc (t->n * sizeof *v);
  st_write (t, v);
  const struct st_node *u = st_build (t->n, v, NULL);
  free (v);
  return same_shape (t, u);
}
