/* access.h -- what the runtime remembers about one memory access.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   An access record says who touched a byte range, how, where in the source,
   and between which two events it may have taken effect.  Interval trees
   (itree.h) store records by value, keyed by address range; doc/model.md
   explains the events and how two records are ordered.  */

#ifndef RMARACE_ACCESS_H
#define RMARACE_ACCESS_H

#include <stdint.h>
#include <string.h>

/* The kinds of access, the rows and columns of the thesis's table 3.1.
   "Origin" kinds are the local buffer of an RMA call at the process that
   issued it; "target" kinds are the window memory an RMA call touches at
   the process that owns it.  */
enum rr_kind
{
  RR_LOAD,		/* a load by the process itself */
  RR_STORE,		/* a store by the process itself */
  RR_ORIGIN_PUT,	/* MPI_Put reads its origin buffer */
  RR_ORIGIN_GET,	/* MPI_Get writes its origin buffer */
  RR_TARGET_PUT,	/* MPI_Put writes the target window */
  RR_TARGET_GET,	/* MPI_Get reads the target window */
  RR_KIND_MAX
};

/* A point in one process's execution, as far as ordering is concerned.
   Events are shared by many records and reference counted (event.c).  */
struct rr_event;

/* One access.  Plain data: two records with the same fields are the same
   access and may be merged when their ranges touch.  */
struct rr_access
{
  uint8_t kind;			/* enum rr_kind */
  uint8_t pad[3];
  int32_t rank;			/* world rank of the process that made it */
  uint32_t window;		/* local window number, 0 for none */
  uint32_t thread;		/* thread number within that process */
  const char *loc;		/* interned "file:line:col", or "?" */
  struct rr_event *issue;	/* when the access may start */
  struct rr_event *complete;	/* when it is over at the latest */
};

static inline int
rr_access_equal (const struct rr_access *a, const struct rr_access *b)
{
  return (a->kind == b->kind && a->rank == b->rank && a->window == b->window
	  && a->thread == b->thread && a->loc == b->loc
	  && a->issue == b->issue && a->complete == b->complete);
}

#endif /* RMARACE_ACCESS_H */
