/* pending.h -- the buffers of this process's calls not yet complete.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   rr_rt.pending holds the buffers of this process's RMA calls and
   nonblocking messages, each until its completion event has happened and
   every thread knows it (check.c checks accesses against them).  This
   file adds and removes them, and indexes them by completion event, so
   that a completion (a flush of one target, a request's wait) removes
   only the buffers it completes: O(log n) per buffer removed, whatever
   else is pending.  */

#ifndef RMARACE_PENDING_H
#define RMARACE_PENDING_H

#include <stdint.h>
#include "access.h"
#include "itree.h"

/* Keep ACC's buffer [LO, HI) in rr_rt.pending until ACC->complete has
   happened and every thread knows it.  Under the lock.  */
void rr_pending_keep (uintptr_t lo, uintptr_t hi, const struct rr_access *acc);

/* DONE, the completion event of buffers kept, has just happened: the
   next collection looks at them.  Under the lock.  */
void rr_pending_done (struct rr_event *done);

/* Forget the buffers of completed calls that every thread now knows
   are complete: after a completion, or a thread synchronization.  Under
   the lock.  */
void rr_pending_collect (void);

/* A completion event of a buffer NODE of rr_rt.pending stands for (one
   or many calls: pending.c) that ISSUE does not know has happened, or
   NULL if ISSUE knows them all.  O(threads).  Under the lock.  */
const struct rr_event *rr_pending_racer (const struct itree_node *node,
					 const struct rr_event *issue);

/* Mark the completion events of every buffer kept (event.h).  */
void rr_pending_mark (void);

/* Forget every buffer (MPI_Finalize).  Under the lock.  */
void rr_pending_clear (void);

#endif /* RMARACE_PENDING_H */
