/* check.h -- check each access against the ones it may race with.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

#ifndef RMARACE_CHECK_H
#define RMARACE_CHECK_H

#include <mpi.h>
#include <stddef.h>
#include <stdint.h>
#include "access.h"

struct rr_window;

/* A load or store (KIND) by this process.  */
void rr_check_local (int kind, uintptr_t addr, size_t size, const char *loc);

/* One local buffer of an RMA call.  */
struct rr_rma_buffer
{
  const void *addr;
  int count;
  MPI_Datatype type;
  int kind;			/* RR_ORIGIN_READ or RR_ORIGIN_WRITE */
  int role;			/* enum rr_role */
};

/* An RMA call of this process, as its wrapper describes it.  */
struct rr_rma_call
{
  int op;			/* enum rr_op */
  struct rr_rma_buffer buf[3];	/* origin, result, compare */
  int n_buf;
  int target_kind;		/* RR_TARGET_READ, _WRITE or _UPDATE */
  uint32_t basic;		/* accumulate family: basic datatype code */
  int aop;			/* accumulate family: enum rr_aop */
  int elsize;			/* accumulate family: basic datatype size */
  int trank;
  MPI_Aint tdisp;
  int tcount;
  MPI_Datatype ttype;
  /* Request-based calls: completes the local buffers when the request
     does (MPI_Wait...), unless a flush comes first.  NULL otherwise.  */
  struct rr_event *request_done;
  const char *loc;
};

void rr_rma_issue (struct rr_window *w, const struct rr_rma_call *call);

/* ACC, an access of this process by one of its MPI calls to its own
   buffer [LO, HI) (an RMA origin buffer, a message buffer), as HOW
   says.  */
enum
{
  RR_BUF_CHECK = 1,	/* check it against the other threads' earlier
			   accesses (recent.h) and the pending buffers */
  RR_BUF_KEEP = 2,	/* keep it there until ACC->complete happens (and is
			   known to every thread) */
  RR_BUF_WINDOWS = 4	/* check and record it in the windows holding those
			   bytes */
};
void rr_check_buffer (uintptr_t lo, uintptr_t hi, const struct rr_access *acc,
		      int how);

/* The request whose completion event is DONE completed (MPI_Wait...):
   the local buffers of its call are free.  */
void rr_request_complete (struct rr_event *done);

/* Mark the events the request table holds, for the collector
   (request.c).  */
void rr_request_mark (void);

/* This process completes the RMA calls it issued on W to target TRANK
   (all targets if TRANK < 0): their origin buffers, and with REMOTE also
   their effect at the target.  */
void rr_rma_complete (struct rr_window *w, int trank, int remote);

/* An access ACC by another process (or by this one as RMA target) to
   this process's memory in W: LEN bytes at displacement TDISP, plus OFF
   bytes.  */
void rr_check_target (struct rr_window *w, int64_t tdisp, uint64_t off,
		      uint64_t len, const struct rr_access *acc);

/* Decide the conflicts that waited for a completion to be heard of
   (after notifications were applied).  With DELIVERED, every
   notification sent before the current synchronization has arrived: a
   completion still unheard of did not come before.  */
void rr_check_deferred (int delivered);
/* A collective that delivers from the members of GROUP completed: the
   corrections they made to their completions before it have arrived, so
   the conflicts deferred until now for want of them can be decided
   (then by rr_check_deferred).  Later conflicts still wait for the next
   delivery: a thread of the member may yet make a collective that does
   not follow a completion.  Under the lock.  */
void rr_check_settle (MPI_Group group);
/* Drop W's waiting conflicts (W is being freed, after its delivery).  */
void rr_window_forget_deferred (const struct rr_window *w);

/* Forget the accesses of W that completed before this process completed
   collective number COUNT on GID, which all members of W took part in:
   nothing after it can race with them.  Then collect unused events.  */
void rr_window_collect (struct rr_window *w, uint64_t gid, uint64_t count);

/* Collect unused events if their number has doubled since the last
   collection.  Under the lock, holding no event the runtime's own
   structures do not reach (the end of a call's model code).  */
void rr_events_collect (void);

/* Free the runs of W's records and forget the reads of its requests
   (W is being freed).  */
void rr_window_free_runs (struct rr_window *w);

#endif /* RMARACE_CHECK_H */
