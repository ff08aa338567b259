/* itree.c -- balanced interval trees of access records.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   A red-black tree ordered by the key (lo, hi), augmented with max_hi, the
   largest hi in each subtree.  Every structural change keeps max_hi right:

     - a rotation recomputes the two nodes it moves (the subtree they span
       as a pair holds the same nodes, so nothing above changes);
     - inserting a node raises max_hi on the way down to its leaf slot;
     - erasing a node, or changing a node's range in place, recomputes
       max_hi from the changed node upwards and stops at the first ancestor
       whose value did not change (everything above depends only on it).

   Equal keys are allowed (several records on the same range); the in-order
   sequence of keys is non-decreasing, and that is what itree_check
   verifies.  Erasing relinks nodes instead of copying payloads, so a
   pointer to a node other than the erased one stays valid across an
   erase; itree_remove_if relies on that.  */

#include <stdio.h>
#include <stdlib.h>
#include "itree.h"

/* Freed nodes, kept for reuse up to FREE_KEEP of them: a buffer
   inserted at an RMA call and removed at its completion, or the records
   of an epoch, cost no malloc and free each.  Every tree is used under
   the runtime's lock.  */
#define FREE_KEEP 4096
static struct itree_node *free_nodes;
static size_t n_free_nodes;

/* Running out of memory in the middle of a checked run leaves nothing
   sensible to report, so say so and stop.  */
static struct itree_node *
node_alloc (void)
{
  if (free_nodes)
    {
      struct itree_node *n = free_nodes;
      free_nodes = n->parent;
      n_free_nodes--;
      return n;
    }
  struct itree_node *n = malloc (sizeof *n);
  if (n == NULL)
    {
      fputs ("rmarace: out of memory in the interval tree\n", stderr);
      abort ();
    }
  return n;
}

static void
node_free (struct itree_node *n)
{
  if (n_free_nodes >= FREE_KEEP)
    {
      free (n);
      return;
    }
  n->parent = free_nodes;
  free_nodes = n;
  n_free_nodes++;
}

static int
is_red (const struct itree_node *n)
{
  return n != NULL && n->red;
}

/* Compare the keys (alo, ahi) and (blo, bhi): negative, zero, positive.  */
static int
key_cmp (uintptr_t alo, uintptr_t ahi, uintptr_t blo, uintptr_t bhi)
{
  if (alo != blo)
    return alo < blo ? -1 : 1;
  if (ahi != bhi)
    return ahi < bhi ? -1 : 1;
  return 0;
}

/* The max_hi that N should hold, from its own hi and its children.  */
static uintptr_t
node_max (const struct itree_node *n)
{
  uintptr_t m = n->hi;
  if (n->left != NULL && n->left->max_hi > m)
    m = n->left->max_hi;
  if (n->right != NULL && n->right->max_hi > m)
    m = n->right->max_hi;
  return m;
}

/* Recompute max_hi from N up to, but not including, STOP (NULL: the
   root).  Stop early at the first node whose value is unchanged: its
   ancestors depend on the subtree only through that value.  */
static void
augment_propagate (struct itree_node *n, struct itree_node *stop)
{
  while (n != stop)
    {
      uintptr_t m = node_max (n);
      if (m == n->max_hi)
	break;
      n->max_hi = m;
      n = n->parent;
    }
}

/* Make NEW take OLD's place as a child of PARENT (or as the root).  */
static void
replace_child (struct itree *t, struct itree_node *parent,
	       struct itree_node *old, struct itree_node *new)
{
  if (parent == NULL)
    t->root = new;
  else if (parent->left == old)
    parent->left = new;
  else
    parent->right = new;
}

/*      X                Y
       / \              / \
      a   Y    ==>     X   c
         / \          / \
        b   c        a   b      */
static void
rotate_left (struct itree *t, struct itree_node *x)
{
  struct itree_node *y = x->right;

  x->right = y->left;
  if (y->left != NULL)
    y->left->parent = x;
  y->parent = x->parent;
  replace_child (t, x->parent, x, y);
  y->left = x;
  x->parent = y;
  /* Y now spans exactly what X spanned.  */
  y->max_hi = x->max_hi;
  x->max_hi = node_max (x);
}

/* The mirror image of rotate_left.  */
static void
rotate_right (struct itree *t, struct itree_node *x)
{
  struct itree_node *y = x->left;

  x->left = y->right;
  if (y->right != NULL)
    y->right->parent = x;
  y->parent = x->parent;
  replace_child (t, x->parent, x, y);
  y->right = x;
  x->parent = y;
  y->max_hi = x->max_hi;
  x->max_hi = node_max (x);
}

/* N has just been linked in as a red leaf; restore the red-black rules.  */
static void
insert_fixup (struct itree *t, struct itree_node *n)
{
  /* Invariant: the only possible violation is N and its parent both
     being red; all black heights are equal.  */
  while (is_red (n->parent))
    {
      struct itree_node *p = n->parent;
      /* P is red, so it is not the root and G exists (and is black).  */
      struct itree_node *g = p->parent;

      if (p == g->left)
	{
	  struct itree_node *u = g->right;
	  if (is_red (u))
	    {
	      /* Push G's blackness down; the problem moves up to G.  */
	      p->red = 0;
	      u->red = 0;
	      g->red = 1;
	      n = g;
	      continue;
	    }
	  if (n == p->right)
	    {
	      rotate_left (t, p);
	      n = p;
	      p = n->parent;
	    }
	  p->red = 0;
	  g->red = 1;
	  rotate_right (t, g);
	}
      else
	{
	  struct itree_node *u = g->left;
	  if (is_red (u))
	    {
	      p->red = 0;
	      u->red = 0;
	      g->red = 1;
	      n = g;
	      continue;
	    }
	  if (n == p->left)
	    {
	      rotate_right (t, p);
	      n = p;
	      p = n->parent;
	    }
	  p->red = 0;
	  g->red = 1;
	  rotate_left (t, g);
	}
    }
  t->root->red = 0;
}

/* The head of list PARKED (a node's field) of T.  */
static struct itree_node **
list_head (struct itree *t, int parked)
{
  return parked ? &t->parked[parked - 1] : &t->active;
}

/* Take N off its list (active or parked).  */
static void
list_remove (struct itree *t, struct itree_node *n)
{
  if (n->lprev)
    n->lprev->lnext = n->lnext;
  else
    *list_head (t, n->parked) = n->lnext;
  if (n->lnext)
    n->lnext->lprev = n->lprev;
}

/* Put N, on no list, at the head of list PARKED.  */
static void
list_push (struct itree *t, struct itree_node *n, int parked)
{
  struct itree_node **head = list_head (t, parked);
  n->parked = parked;
  n->lprev = NULL;
  n->lnext = *head;
  if (*head)
    (*head)->lprev = n;
  *head = n;
}

/* Link N (its lo, hi and acc already set) into T and rebalance.  No
   merging.  */
static void
link_node (struct itree *t, struct itree_node *n)
{
  struct itree_node *parent = NULL;
  struct itree_node **slot = &t->root;

  t->gen++;
  /* Invariant: every node on the path so far has max_hi >= n->hi, and
     *SLOT is where N belongs below PARENT.  */
  while (*slot != NULL)
    {
      parent = *slot;
      if (parent->max_hi < n->hi)
	parent->max_hi = n->hi;
      if (key_cmp (n->lo, n->hi, parent->lo, parent->hi) < 0)
	slot = &parent->left;
      else
	slot = &parent->right;
    }
  n->parent = parent;
  n->left = n->right = NULL;
  n->red = 1;
  n->max_hi = n->hi;
  *slot = n;
  t->nodes++;
  if (t->listed)
    list_push (t, n, 0);
  insert_fixup (t, n);
}

/* A black node was removed above X (possibly NULL), whose parent is
   PARENT: the paths through X are one black short.  Restore the rules.  */
static void
erase_fixup (struct itree *t, struct itree_node *x, struct itree_node *parent)
{
  /* Invariant: X carries an "extra black"; every other path is right.
     Because X's side is one black short of its sibling's, the sibling W
     exists whenever X is not the root.  When X is NULL it is the NULL
     child of PARENT, which is unambiguous since W is not NULL.  */
  while (x != t->root && !is_red (x))
    {
      if (x == parent->left)
	{
	  struct itree_node *w = parent->right;
	  if (is_red (w))
	    {
	      w->red = 0;
	      parent->red = 1;
	      rotate_left (t, parent);
	      w = parent->right;
	    }
	  if (!is_red (w->left) && !is_red (w->right))
	    {
	      /* Take one black off both sides; the shortage moves up.  */
	      w->red = 1;
	      x = parent;
	      parent = x->parent;
	      continue;
	    }
	  if (!is_red (w->right))
	    {
	      w->left->red = 0;
	      w->red = 1;
	      rotate_right (t, w);
	      w = parent->right;
	    }
	  w->red = parent->red;
	  parent->red = 0;
	  w->right->red = 0;
	  rotate_left (t, parent);
	  x = t->root;
	}
      else
	{
	  struct itree_node *w = parent->left;
	  if (is_red (w))
	    {
	      w->red = 0;
	      parent->red = 1;
	      rotate_right (t, parent);
	      w = parent->left;
	    }
	  if (!is_red (w->left) && !is_red (w->right))
	    {
	      w->red = 1;
	      x = parent;
	      parent = x->parent;
	      continue;
	    }
	  if (!is_red (w->left))
	    {
	      w->right->red = 0;
	      w->red = 1;
	      rotate_left (t, w);
	      w = parent->left;
	    }
	  w->red = parent->red;
	  parent->red = 0;
	  w->left->red = 0;
	  rotate_right (t, parent);
	  x = t->root;
	}
    }
  if (x != NULL)
    x->red = 0;
}

/* Unlink Z from T and rebalance; Z itself is not freed.  Nodes other than
   Z keep their identity (Z's successor is moved, not copied).  */
static void
erase_node (struct itree *t, struct itree_node *z)
{
  struct itree_node *child, *parent;
  int removed_red;

  t->gen++;
  if (t->listed)
    list_remove (t, z);
  if (z->left == NULL || z->right == NULL)
    {
      child = z->left != NULL ? z->left : z->right;
      parent = z->parent;
      removed_red = z->red;
      replace_child (t, parent, z, child);
      if (child != NULL)
	child->parent = parent;
      augment_propagate (parent, NULL);
    }
  else
    {
      /* Z's successor Y has no left child; move Y into Z's place.  */
      struct itree_node *y = z->right;
      while (y->left != NULL)
	y = y->left;
      child = y->right;
      removed_red = y->red;
      if (y->parent == z)
	parent = y;
      else
	{
	  parent = y->parent;
	  parent->left = child;
	  if (child != NULL)
	    child->parent = parent;
	  y->right = z->right;
	  y->right->parent = y;
	}
      y->left = z->left;
      y->left->parent = y;
      y->parent = z->parent;
      replace_child (t, z->parent, z, y);
      y->red = z->red;
      /* Below Y, the path from PARENT lost Y; from Y upwards, the
	 subtrees lost Z.  Give Y Z's old value so the second walk can
	 stop as soon as nothing changes.  */
      y->max_hi = z->max_hi;
      augment_propagate (parent, y);
      augment_propagate (y, NULL);
    }
  t->nodes--;
  if (!removed_red)
    erase_fixup (t, child, parent);
}

static struct itree_node *
first_node (struct itree_node *n)
{
  if (n != NULL)
    while (n->left != NULL)
      n = n->left;
  return n;
}

static struct itree_node *
next_node (struct itree_node *n)
{
  if (n->right != NULL)
    return first_node (n->right);
  while (n->parent != NULL && n == n->parent->right)
    n = n->parent;
  return n->parent;
}

static struct itree_node *
prev_node (struct itree_node *n)
{
  if (n->left != NULL)
    {
      n = n->left;
      while (n->right != NULL)
	n = n->right;
      return n;
    }
  while (n->parent != NULL && n == n->parent->left)
    n = n->parent;
  return n->parent;
}

/* Give N the range [LO, HI).  When the new key still sits between N's
   neighbours in order, change it in place and fix max_hi upwards (the
   common case of extending a merged node); otherwise unlink and relink.  */
static void
rekey_node (struct itree *t, struct itree_node *n, uintptr_t lo,
	    uintptr_t hi)
{
  struct itree_node *prev = prev_node (n);
  struct itree_node *next = next_node (n);

  t->gen++;
  if ((prev == NULL || key_cmp (prev->lo, prev->hi, lo, hi) <= 0)
      && (next == NULL || key_cmp (lo, hi, next->lo, next->hi) <= 0))
    {
      n->lo = lo;
      n->hi = hi;
      augment_propagate (n, NULL);
    }
  else
    {
      erase_node (t, n);
      n->lo = lo;
      n->hi = hi;
      link_node (t, n);
    }
}

void
itree_init (struct itree *t)
{
  t->root = NULL;
  t->nodes = 0;
  t->gen = 0;
  t->listed = 0;
  t->active = NULL;
  for (int k = 0; k < ITREE_PARK_SLOTS; k++)
    t->parked[k] = NULL;
}

void
itree_init_listed (struct itree *t)
{
  itree_init (t);
  t->listed = 1;
}

void
itree_clear (struct itree *t)
{
  struct itree_node *n = t->root;

  /* Post-order without a stack: descend to a leaf, free it, detach it
     from its parent and continue from the parent.  Invariant: every node
     still reachable from the root is allocated, every freed node is
     detached.  */
  while (n != NULL)
    {
      if (n->left != NULL)
	n = n->left;
      else if (n->right != NULL)
	n = n->right;
      else
	{
	  struct itree_node *p = n->parent;
	  if (p != NULL)
	    {
	      if (p->left == n)
		p->left = NULL;
	      else
		p->right = NULL;
	    }
	  node_free (n);
	  n = p;
	}
    }
  t->root = NULL;
  t->nodes = 0;
  t->gen++;
  t->active = NULL;
  for (int k = 0; k < ITREE_PARK_SLOTS; k++)
    t->parked[k] = NULL;
}

/* Walk the subtree N for nodes overlapping [LO, HI), in order.

   Pruning: a subtree whose max_hi <= LO holds nothing ending after LO; a
   node with lo >= HI, and its whole right subtree, start too late.  The
   walk follows one search path down (O(log n)) and enters a child only
   when it holds at least one result, so the cost is O(log n + k) when the
   k results are adjacent in key order (as with disjoint ranges), and at
   worst O(log n) per result when long and short ranges interleave.  */
static int
visit_overlaps (struct itree_node *n, uintptr_t lo, uintptr_t hi,
		itree_visit_fn fn, void *ctx)
{
  /* Invariant: every result left to report in the original subtree is in
     the subtree N (the parts skipped were pruned as above or visited).  */
  while (n != NULL && n->max_hi > lo)
    {
      int r;

      if (n->lo >= hi)
	{
	  n = n->left;
	  continue;
	}
      if (n->left != NULL && n->left->max_hi > lo)
	{
	  r = visit_overlaps (n->left, lo, hi, fn, ctx);
	  if (r != 0)
	    return r;
	}
      if (n->hi > lo)
	{
	  r = fn (n, ctx);
	  if (r != 0)
	    return r;
	}
      n = n->right;
    }
  return 0;
}

int
itree_visit_overlaps (struct itree *t, uintptr_t lo, uintptr_t hi,
		      itree_visit_fn fn, void *ctx)
{
  if (lo >= hi)
    return 0;
  return visit_overlaps (t->root, lo, hi, fn, ctx);
}

int
itree_visit_all (struct itree *t, itree_visit_fn fn, void *ctx)
{
  struct itree_node *n;

  for (n = first_node (t->root); n != NULL; n = next_node (n))
    {
      int r = fn (n, ctx);
      if (r != 0)
	return r;
    }
  return 0;
}

/* What itree_insert looks for: a node other than SKIP with a record equal
   to ACC.  */
struct find_equal_ctx
{
  const struct rr_access *acc;
  const struct itree_node *skip;
  struct itree_node *found;
};

static int
find_equal (struct itree_node *n, void *vctx)
{
  struct find_equal_ctx *c = vctx;

  if (n == c->skip || !rr_access_equal (&n->acc, c->acc))
    return 0;
  c->found = n;
  return 1;
}

struct itree_node *
itree_insert (struct itree *t, uintptr_t lo, uintptr_t hi,
	      const struct rr_access *acc)
{
  struct find_equal_ctx c;
  struct itree_node *keep = NULL;

  if (lo >= hi)
    return NULL;
  c.acc = acc;

  /* Absorb equal records that overlap or touch [LO, HI), growing it to
     the union each time, until there is none left.  The first such node
     (KEEP) stays in the tree with its old range until the end and takes
     the union; the others are unlinked and freed.  Invariant: the records
     absorbed so far, plus [LO, HI) as it was passed in, cover exactly
     [LO, HI) as it is now.

     The query is the range as it was passed in, not the union: equal
     records in the tree neither overlap nor touch one another (this
     function merges them), so one that touches the union touches the
     original range.  Querying the union instead visited every record
     under it at each step: O(n) per insert, quadratic in all, when a
     long record (a loop range) lies under many short ones of other
     sites.  */
  /* Widen the query by one byte each side so that ranges that only
     touch count, without wrapping at the ends of the address space.  */
  const uintptr_t qlo = lo > 0 ? lo - 1 : 0;
  const uintptr_t qhi = hi < UINTPTR_MAX ? hi + 1 : UINTPTR_MAX;
  for (;;)
    {
      struct itree_node *n;

      c.skip = keep;
      c.found = NULL;
      visit_overlaps (t->root, qlo, qhi, find_equal, &c);
      n = c.found;
      if (n == NULL)
	break;
      if (keep == NULL && n->lo <= lo && n->hi >= hi)
	return n;		/* already recorded */
      if (n->lo < lo)
	lo = n->lo;
      if (n->hi > hi)
	hi = n->hi;
      if (keep == NULL)
	keep = n;
      else
	{
	  erase_node (t, n);
	  node_free (n);
	}
    }

  if (keep != NULL)
    {
      rekey_node (t, keep, lo, hi);
      return keep;
    }
  return itree_insert_new (t, lo, hi, acc);
}

struct itree_node *
itree_insert_new (struct itree *t, uintptr_t lo, uintptr_t hi,
		  const struct rr_access *acc)
{
  if (lo >= hi)
    return NULL;
  struct itree_node *n = node_alloc ();
  n->lo = lo;
  n->hi = hi;
  n->acc = *acc;
  link_node (t, n);
  return n;
}

void
itree_link (struct itree *t, struct itree_node *n)
{
  link_node (t, n);
}

void
itree_unlink (struct itree *t, struct itree_node *n)
{
  erase_node (t, n);
}

struct itree_node *
itree_find (struct itree *t, uintptr_t lo, uintptr_t hi,
	    itree_pred_fn pred, void *ctx)
{
  /* The first node whose key is not below (LO, HI); the nodes with that
     key follow it in order.  */
  struct itree_node *n = t->root, *first = NULL;
  while (n != NULL)
    if (key_cmp (n->lo, n->hi, lo, hi) >= 0)
      {
	first = n;
	n = n->left;
      }
    else
      n = n->right;
  for (n = first; n != NULL && n->lo == lo && n->hi == hi; n = next_node (n))
    if (pred (&n->acc, ctx))
      return n;
  return NULL;
}

void
itree_widen (struct itree *t, struct itree_node *n, uintptr_t lo,
	     uintptr_t hi)
{
  if (lo != n->lo || hi != n->hi)
    rekey_node (t, n, lo, hi);
}

void
itree_remove (struct itree *t, struct itree_node *n)
{
  erase_node (t, n);
  node_free (n);
}

size_t
itree_remove_if (struct itree *t, itree_pred_fn pred, void *ctx)
{
  struct itree_node *n = first_node (t->root);
  size_t removed = 0;

  /* Invariant: every node before N in order has been tested.  Erasing N
     does not move its successor in the order nor free it, so NEXT stays
     valid.  */
  while (n != NULL)
    {
      struct itree_node *next = next_node (n);
      if (pred (&n->acc, ctx))
	{
	  erase_node (t, n);
	  node_free (n);
	  removed++;
	}
      n = next;
    }
  return removed;
}

size_t
itree_collect (struct itree *t, itree_collect_fn fn, void *ctx)
{
  size_t removed = 0;
  struct itree_node *n = t->active;
  /* A node parked goes to the head of the other list, a node removed
     leaves this one: NEXT, taken first, is still the next to see.  */
  while (n != NULL)
    {
      struct itree_node *next = n->lnext;
      enum itree_verdict v = fn (n, ctx);
      if (v == ITREE_REMOVE)
	{
	  erase_node (t, n);
	  node_free (n);
	  removed++;
	}
      else if (v >= ITREE_PARK)
	{
	  list_remove (t, n);
	  list_push (t, n, 1 + (v - ITREE_PARK));
	}
      n = next;
    }
  return removed;
}

void
itree_activate_parked (struct itree *t, struct itree_node *n)
{
  list_remove (t, n);
  list_push (t, n, 0);
}

void
itree_unpark_slot (struct itree *t, int k)
{
  struct itree_node *n = t->parked[k], *last = NULL;
  if (n == NULL)
    return;
  for (; n != NULL; n = n->lnext)
    {
      n->parked = 0;
      last = n;
    }
  last->lnext = t->active;
  if (t->active)
    t->active->lprev = last;
  t->active = t->parked[k];
  t->parked[k] = NULL;
}

void
itree_unpark_all (struct itree *t)
{
  for (int k = 0; k < ITREE_PARK_SLOTS; k++)
    itree_unpark_slot (t, k);
}

static size_t
depth (const struct itree_node *n)
{
  size_t l, r;

  if (n == NULL)
    return 0;
  l = depth (n->left);
  r = depth (n->right);
  return 1 + (l > r ? l : r);
}

size_t
itree_depth (const struct itree *t)
{
  return depth (t->root);
}

size_t
itree_bytes (const struct itree *t)
{
  return t->nodes * sizeof (struct itree_node);
}

/* Check the subtree N below PARENT: return its black height, or -1 after
   storing a nonzero reason in *ERR.  *COUNT counts nodes, *PREV is the
   previous node in order.  */
static long
check_subtree (const struct itree_node *n, const struct itree_node *parent,
	       const struct itree_node **prev, size_t *count, int *err)
{
  long lh, rh;

  if (n == NULL)
    return 1;
  if (n->parent != parent)
    return *err = 1, -1;
  if (n->lo >= n->hi)
    return *err = 2, -1;
  if (n->red && (is_red (n->left) || is_red (n->right)))
    return *err = 3, -1;
  lh = check_subtree (n->left, n, prev, count, err);
  if (lh < 0)
    return -1;
  /* In order: N comes right after everything in its left subtree.  */
  if (*prev != NULL && key_cmp ((*prev)->lo, (*prev)->hi, n->lo, n->hi) > 0)
    return *err = 4, -1;
  *prev = n;
  (*count)++;
  rh = check_subtree (n->right, n, prev, count, err);
  if (rh < 0)
    return -1;
  if (lh != rh)
    return *err = 5, -1;
  if (n->max_hi != node_max (n))
    return *err = 6, -1;
  return lh + !n->red;
}

/* Return 0 when T is sound, else the first problem found: 1 a wrong
   parent link, 2 an empty range, 3 a red node with a red child, 4 keys out
   of order, 5 unequal black heights, 6 a wrong max_hi, 7 a red root, 8 a
   wrong node count.  */
int
itree_check (const struct itree *t)
{
  const struct itree_node *prev = NULL;
  size_t count = 0;
  int err = 0;

  if (is_red (t->root))
    return 7;
  if (check_subtree (t->root, NULL, &prev, &count, &err) < 0)
    return err;
  if (count != t->nodes)
    return 8;
  /* The active and parked lists hold every node once, linked both
     ways, each with its list's flag (a node's tree links are checked
     above: one on a list and not in the tree would be counted here
     only).  */
  size_t listed = 0;
  for (int parked = 0; parked <= ITREE_PARK_SLOTS; parked++)
    {
      const struct itree_node *p = NULL;
      const struct itree_node *n = *list_head ((struct itree *) t, parked);
      if (!t->listed && n)
	return 9;
      for (; n != NULL; p = n, n = n->lnext)
	{
	  if (n->lprev != p || n->parked != parked || ++listed > t->nodes)
	    return 9;
	}
    }
  if (t->listed && listed != t->nodes)
    return 9;
  return 0;
}
