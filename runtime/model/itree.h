/* itree.h -- balanced interval trees of access records.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   A red-black tree of half-open byte ranges [lo, hi), ordered by lo (then
   hi), where each node also holds the largest hi of its subtree, so that an
   overlap query skips whole subtrees: O(log n + k) for k results.  Ranges
   may overlap (several records on one byte are normal).  Inserting a record
   merges it with an existing node holding an equal record (rr_access_equal)
   whose range overlaps or touches it, so a loop writing an array element by
   element leaves one node.

   A tree is not thread-safe; its owner locks it.  */

#ifndef RMARACE_ITREE_H
#define RMARACE_ITREE_H

#include <stddef.h>
#include <stdint.h>
#include "access.h"

#define ITREE_PARK_SLOTS 4

struct itree_node
{
  uintptr_t lo, hi;		/* the range [lo, hi), lo < hi */
  uintptr_t max_hi;		/* largest hi in this subtree */
  struct itree_node *left, *right, *parent;
  int red;
  /* 0: on the tree's ACTIVE list; K + 1: on its list PARKED[K].  */
  int parked;
  /* Its place on the tree's list of active or parked nodes.  */
  struct itree_node *lnext, *lprev;
  struct rr_access acc;
};

struct itree
{
  struct itree_node *root;
  size_t nodes;
  /* Changes whenever a node is linked, unlinked or rekeyed: a caller
     that remembers what a query found may reuse it while GEN stays.  */
  uint64_t gen;
  /* In a tree made with itree_init_listed, every node is on one list,
     for itree_collect: the active ones, which a collection looks at, and
     the parked ones, which it skips till itree_activate,
     itree_unpark_slot or itree_unpark_all.  The parked are on one of
     ITREE_PARK_SLOTS lists, so that a caller may wake one group of them
     (check.c: those one thread blocks).  A node linked is active; one rekeyed (merged
     with an equal record, widened) need not be: its record is the same
     but for its range.  Other trees keep no lists (their nodes' LNEXT,
     LPREV and PARKED mean nothing): a buffer inserted and removed at
     every RMA call costs nothing more.  */
  int listed;
  struct itree_node *active, *parked[ITREE_PARK_SLOTS];
};

/* Return nonzero to stop a walk.  */
typedef int (*itree_visit_fn) (struct itree_node *node, void *ctx);
/* Return nonzero to select a record.  */
typedef int (*itree_pred_fn) (const struct rr_access *acc, void *ctx);

void itree_init (struct itree *t);
/* The same, for a tree whose nodes itree_collect will judge.  */
void itree_init_listed (struct itree *t);
/* Free every node.  */
void itree_clear (struct itree *t);

/* Add ACC over [lo, hi), merging with equal records it overlaps or
   touches; return the node that holds it now (NULL if LO >= HI).  */
struct itree_node *itree_insert (struct itree *t, uintptr_t lo,
				 uintptr_t hi, const struct rr_access *acc);

/* Add ACC over [lo, hi) as a node of its own, merging with nothing;
   return it (NULL if LO >= HI).  */
struct itree_node *itree_insert_new (struct itree *t, uintptr_t lo,
				     uintptr_t hi,
				     const struct rr_access *acc);

/* Link N, whose lo, hi and acc are set, into T as a node of its own;
   the caller owns its memory, and unlinks it with itree_unlink before
   freeing it (itree_clear must not meet it).  */
void itree_link (struct itree *t, struct itree_node *n);
void itree_unlink (struct itree *t, struct itree_node *n);

/* The first node, in order, over exactly [lo, hi) whose record PRED
   selects, or NULL: O(log n + m) for m nodes over [lo, hi).  */
struct itree_node *itree_find (struct itree *t, uintptr_t lo, uintptr_t hi,
			       itree_pred_fn pred, void *ctx);

/* Call FN on every node overlapping [lo, hi), in increasing lo order,
   until FN returns nonzero; return that value, or 0.  FN must not change
   the tree.  */
int itree_visit_overlaps (struct itree *t, uintptr_t lo, uintptr_t hi,
			  itree_visit_fn fn, void *ctx);

/* Call FN on every node, in order; same contract.  */
int itree_visit_all (struct itree *t, itree_visit_fn fn, void *ctx);

/* Remove every node whose record PRED selects; return how many.  */
size_t itree_remove_if (struct itree *t, itree_pred_fn pred, void *ctx);

/* What an itree_collect function says of a node: keep it active,
   remove it, or park it on list K (ITREE_PARK + K, K below
   ITREE_PARK_SLOTS: keep it, and skip it at the next collections till
   itree_unpark_slot (T, K) or itree_unpark_all).  */
enum itree_verdict { ITREE_KEEP, ITREE_REMOVE, ITREE_PARK };
typedef enum itree_verdict (*itree_collect_fn) (struct itree_node *node,
						void *ctx);

/* Call FN on every active node of T (itree_init_listed), in no
   particular order, and do what it says; return how many nodes were
   removed.  O(active nodes).  */
size_t itree_collect (struct itree *t, itree_collect_fn fn, void *ctx);
/* Make node N of T, whose record changed, or every parked node, active
   again.  */
void itree_activate_parked (struct itree *t, struct itree_node *n);
static inline void
itree_activate (struct itree *t, struct itree_node *n)
{
  if (n->parked)
    itree_activate_parked (t, n);
}
void itree_unpark_slot (struct itree *t, int k);
void itree_unpark_all (struct itree *t);

/* Give node N of T (found by a visit that has ended) the range
   [LO, HI), which holds its own.  */
void itree_widen (struct itree *t, struct itree_node *n, uintptr_t lo,
		  uintptr_t hi);

/* Remove node N of T (found by a visit that has ended) and free it.  */
void itree_remove (struct itree *t, struct itree_node *n);

/* Statistics.  */
size_t itree_depth (const struct itree *t);	/* 0 for an empty tree */
size_t itree_bytes (const struct itree *t);	/* memory used by nodes */

/* Check every red-black and max_hi invariant; return 0 when all hold.
   For tests.  */
int itree_check (const struct itree *t);

#endif /* RMARACE_ITREE_H */
