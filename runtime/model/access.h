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

/* The kinds of access, the rows and columns of the thesis's table 3.1,
   grown to every MPI-3 operation.  "Origin" kinds are the buffers of an
   RMA call at the process that issued it; "target" kinds are the window
   memory an RMA call touches at the process that owns it.  */
enum rr_kind
{
  RR_LOAD,		/* a load by a process of its own (or shared) memory */
  RR_STORE,		/* a store */
  RR_ORIGIN_READ,	/* an RMA call reads its origin (or compare) buffer */
  RR_ORIGIN_WRITE,	/* an RMA call writes its origin or result buffer */
  RR_TARGET_READ,	/* an RMA call reads the target window */
  RR_TARGET_WRITE,	/* an RMA call writes the target window */
  RR_TARGET_UPDATE,	/* an accumulate reads and writes it, atomically */
  RR_KIND_MAX
};

/* The MPI call that made an access, for reports.  */
enum rr_op
{
  RR_OP_NONE,		/* a plain load or store */
  /* RR_OP_PUT..., one for each RMA call of mpi-calls.def and each one
     flagged "op" there (message buffers, message.h).  */
#define RR_OP_DEF(op, name) RR_OP_##op,
#include "mpi-ops-gen.inc"
#undef RR_OP_DEF
  RR_OP_MAX
};

/* Which buffer of the call, for reports.  */
enum rr_role
{
  RR_ROLE_NONE,		/* the window, or a plain access */
  RR_ROLE_ORIGIN,	/* the origin buffer */
  RR_ROLE_RESULT,	/* the result buffer */
  RR_ROLE_COMPARE,	/* the compare buffer */
  /* The message buffers of point-to-point calls and collectives: a send
     buffer is an origin read, a receive buffer an origin write.  */
  RR_ROLE_SEND,		/* the send buffer */
  RR_ROLE_RECV		/* the receive buffer */
};

/* Lock held by the origin on the target when the call was made.  */
enum rr_lock_mode
{
  RR_LOCK_NONE,
  RR_LOCK_SHARED,	/* MPI_LOCK_SHARED, or lock_all */
  RR_LOCK_EXCLUSIVE
};

/* A point in one process's execution, as far as ordering is concerned.
   Events are shared by many records and collected by event.c.  */
struct rr_event;

/* One access.  Plain data: two records with the same fields are the same
   access and may be merged when their ranges touch.  */
struct rr_access
{
  uint8_t kind;			/* enum rr_kind */
  uint8_t op;			/* enum rr_op */
  uint8_t role;			/* enum rr_role */
  uint8_t lock;			/* enum rr_lock_mode */
  int32_t rank;			/* world rank of the process that made it */
  uint32_t window;		/* local window number, 0 for none */
  uint32_t thread;		/* thread number within that process */
  /* Accumulate-family target accesses: the basic datatype, as a small
     code the same in every process (datatype.h); two atomic accesses with
     the same code do not race.  0 for any other access.  */
  uint32_t basic;
  /* Accumulate-family target accesses: the operation (enum rr_aop), the
     size of the basic datatype in bytes (at most 255; 0 unknown), and the
     target address of its elements modulo that size: two accumulates are
     atomic with each other only element by element, on the same grid
     (set by rr_check_target).  0 for any other access.  */
  uint8_t aop, elsize, phase;
  /* The lock epoch the call was made in: epochs of one origin are
     numbered from 1; 0 for none.  */
  uint32_t lock_epoch;
  const char *loc;		/* interned "file:line:col", or "?" */
  struct rr_event *issue;	/* when the access may start */
  struct rr_event *complete;	/* when it is over at the latest */
  /* A window record standing for many atomic accesses (check.c): NULL
     for one access.  */
  struct rr_run *run;
  /* A window record standing for loads or stores at several locations
     (sites.h): NULL for one location, LOC.  */
  struct rr_sites *sites;
};

/* The operation of an accumulate-family access, the same code in every
   process.  MPI_Compare_and_swap is an operation of its own for
   accumulate_ops (as MPICH counts it): with the default same_op_no_op it
   is atomic with other compare-and-swaps and MPI_NO_OP only.  */
enum rr_aop
{
  RR_AOP_NONE,		/* not an accumulate, or an op we cannot name */
  RR_AOP_NO_OP, RR_AOP_REPLACE, RR_AOP_SUM, RR_AOP_PROD, RR_AOP_MAX,
  RR_AOP_MIN, RR_AOP_LAND, RR_AOP_BAND, RR_AOP_LOR, RR_AOP_BOR,
  RR_AOP_LXOR, RR_AOP_BXOR, RR_AOP_MAXLOC, RR_AOP_MINLOC
};

/* Is KIND an access made at the target by an RMA call?  */
static inline int
rr_kind_is_target (int kind)
{
  return kind >= RR_TARGET_READ;
}

/* Are A and B the same access but for their times (issue, completion,
   run)?  */
static inline int
rr_access_equal_but_time (const struct rr_access *a,
			  const struct rr_access *b)
{
  return (a->kind == b->kind && a->op == b->op && a->role == b->role
	  && a->lock == b->lock && a->rank == b->rank
	  && a->window == b->window && a->thread == b->thread
	  && a->basic == b->basic && a->aop == b->aop
	  && a->elsize == b->elsize && a->phase == b->phase
	  && a->sites == b->sites && a->lock_epoch == b->lock_epoch
	  && a->loc == b->loc);
}

static inline int
rr_access_equal (const struct rr_access *a, const struct rr_access *b)
{
  return (rr_access_equal_but_time (a, b) && a->run == b->run
	  && a->issue == b->issue && a->complete == b->complete);
}

#endif /* RMARACE_ACCESS_H */
