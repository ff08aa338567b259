/* snaptree.h -- the tokens of a snapshot as a persistent tree of chunks.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   A snapshot (event.h) holds a token per communicator and window, so
   copying it whole at every collective costs O(windows).  Here tokens,
   sorted by gid, sit in leaves; inner nodes hold children.  A tree is
   never changed once built: a change copies the path to the token and
   shares the rest with the tree it came from.

   The shape depends on the gids only, not on their number or on where
   one was added (content-defined chunks, as a "prolly tree"): a node of
   height H ends after the gid whose hash says so (st_level (gid) > H,
   one gid in ST_B for a leaf, so a node holds ST_B entries on average),
   or when it holds ST_MAX.  So two trees of the same gids have the same
   shape node for node, and two trees of mostly the same gids (another
   rank's snapshot, which holds its own communicators; a gid added in
   the middle) have the same nodes away from where they differ.  A walk
   of two trees together (st_merge, st_any) skips the subtrees they
   share (equal pointers: equal tokens) whatever their gids elsewhere,
   and st_build reuses the nodes of a like tree that hold the same
   tokens, wherever they are in it.

   An empty tree is NULL.  Nodes are freed by a mark-and-sweep collection
   (st_mark every tree still used, then st_sweep).  */

#ifndef RMARACE_SNAPTREE_H
#define RMARACE_SNAPTREE_H

#include <stdint.h>

struct rr_token
{
  uint64_t gid;			/* communicator or window, globally unique */
  uint64_t count;		/* collectives completed on it */
};

#define ST_B 32			/* entries of a node, on average */
#define ST_MAX 128		/* entries of a node, at most */
#define ST_H 10			/* heights (0 to ST_H - 1) */

struct st_kid
{
  uint64_t first;		/* the first gid under KID */
  struct st_node *kid;
};

struct st_node
{
  struct st_node *next_all;	/* every node, for the collector */
  uint64_t last;		/* the last gid under it */
  uint32_t n;			/* tokens in this subtree */
  unsigned char height;		/* 0: a leaf */
  unsigned char len;		/* tokens (leaf) or children (inner) */
  unsigned char mark;
  /* Does it end where the canonical shape ends it whatever gids follow
     (the last node of each level of a tree may not)?  */
  unsigned char closed;
  /* LEN entries, allocated at their number (a GNU zero-length
     array): most snapshots hold a few tokens.  */
  union
  {
    struct rr_token tok[0];
    struct st_kid in[0];
  } u;
};

static inline uint32_t
st_size (const struct st_node *t)
{
  return t ? t->n : 0;
}

/* GID's token in T, or NULL.  */
const struct rr_token *st_find (const struct st_node *t, uint64_t gid);
/* T with GID's count set to COUNT, added if missing.  */
struct st_node *st_set (struct st_node *t, uint64_t gid, uint64_t count);
/* T with the count of its token K (st_find's) set to COUNT.  */
struct st_node *st_set_found (struct st_node *t, const struct rr_token *k,
			      uint64_t count);
/* T with GID's count at least COUNT, added (at COUNT) if missing.  */
struct st_node *st_raise (struct st_node *t, uint64_t gid, uint64_t count);
/* A tree of the N tokens TOK (sorted by gid; need not be aligned),
   sharing the nodes of LIKE (may be NULL) that hold the same tokens:
   LIKE itself if all do.  */
struct st_node *st_build (uint32_t n, const void *tok,
			  struct st_node *like);
/* Every gid of A or B at the larger count: A or B itself where that is
   all of it, their shared subtrees reused.  */
struct st_node *st_merge (struct st_node *a, struct st_node *b);
/* The first nonzero FN (TA, TB, CTX) over the tokens TB of B in gid
   order, TA being A's token of TB's gid or NULL; 0 if none.  FN must be
   0 where *TA equals *TB: the subtrees A and B share are skipped, and
   so may be any such token.  */
int st_any (const struct st_node *a, const struct st_node *b,
	    int (*fn) (const struct rr_token *ta, const struct rr_token *tb,
		       void *ctx), void *ctx);
/* Copy T's tokens, in order, to DST (need not be aligned); the bytes
   written.  */
size_t st_write (const struct st_node *t, void *dst);

/* The tokens of a tree in order.  */
struct st_iter
{
  const struct st_node *stack[ST_H];
  unsigned char idx[ST_H];
  int depth;
  const struct rr_token *cur, *end;	/* in the current leaf */
};
void st_iter_init (struct st_iter *it, const struct st_node *t);
void st_iter_leaf (struct st_iter *it);
/* The current token, NULL at the end.  */
static inline const struct rr_token *
st_iter_tok (const struct st_iter *it)
{
  return it->cur;
}
static inline void
st_iter_next (struct st_iter *it)
{
  if (++it->cur == it->end)
    st_iter_leaf (it);
}

void st_mark (struct st_node *t);
void st_sweep (void);
size_t st_node_count (void);
/* Is T well formed (sorted, counted, of the canonical shape: the one
   st_build gives its tokens)?  For the unit tests.  */
int st_check (const struct st_node *t);
/* Where a node of height H ends: after a gid of level above H.  A
   multiplicative hash, whose high bits mix all of the gid's (gids are
   a rank and a counter: their low bits alone would end nodes at the
   same counters in every tree); each 5 high zero bits (ST_B = 32) are
   a level.  At most ST_H - 2: the two heights above end nodes only when
   full (ST_MAX), so no set of gids, however its hashes fall, makes a
   tree higher than ST_H (ST_MAX^2 nodes of height ST_H - 3 fit).  */
static inline unsigned
st_level (uint64_t gid)
{
  uint64_t h = gid * 0x9e3779b97f4a7c15ull;
  unsigned level = h ? (unsigned) __builtin_clzll (h) / 5 : 64 / 5;
  return level < ST_H - 2 ? level : ST_H - 2;
}

#endif /* RMARACE_SNAPTREE_H */
