/* recent.h -- accesses an RMA call issued later by another thread must see.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Thread B loads a buffer, then thread A issues MPI_Get into it, and no
   synchronization orders the two: they race, whichever came first in
   time.  The pending tree catches "call, then access"; this file keeps,
   while more than one thread may run, the loads and stores of every
   thread, so that a call is also checked against the accesses other
   threads made before it and not ordered before it (doc/model.md,
   "Threads").  Everything here is under the runtime's lock.  */

#ifndef RMARACE_RECENT_H
#define RMARACE_RECENT_H

#include <stdint.h>
#include "access.h"
#include "rmarace_interface.h"

struct rr_window;

/* An OpenMP team starts (DELTA 1) or has ended (-1), or the program
   created a thread (0: rr_threads_created is set).  Sets or clears the
   bit RMARACE_ACTIVE_THREADS of __rmarace_active, by which every guard
   passes; clearing it forgets every record.  */
void rr_recent_threads (int delta);

/* Whether more than one thread may run now (the bit of the active flag
   rr_recent_threads sets): the entry points then keep every load and
   store, and free forgets what it releases.  Read without the lock.  */
static inline int
rr_recent_on (void)
{
  return __atomic_load_n (&__rmarace_active, __ATOMIC_RELAXED)
	 & RMARACE_ACTIVE_THREADS;
}

/* The active flag's value while the runtime runs: RMARACE_ACTIVE_RUNNING,
   with RMARACE_ACTIVE_THREADS while more than one thread may run.  */
int rr_recent_active_flag (void);

/* Keep ACC, a load or store of this process over [LO, HI), if more than
   one thread may run.  */
void rr_recent_add (uintptr_t lo, uintptr_t hi, const struct rr_access *acc);

/* Are no accesses kept?  Then rr_recent_check has nothing to do (the
   ranges ended meanwhile are forgotten before the next one is kept).  */
int rr_recent_empty (void);

/* Check ACC, a local buffer of an RMA call of this process over [LO, HI)
   (in window W, or none), against the accesses kept: report each one
   that conflicts with it and does not happen before its issue.  */
void rr_recent_check (const struct rr_window *w, uintptr_t lo, uintptr_t hi,
		      const struct rr_access *acc);

/* The object at [LO, HI) is gone (free, munmap, a finished thread's
   stack): forget its accesses, so that memory reused for another object
   is never checked against them.  From any thread, without the
   runtime's lock (free may be called by a thread of MPI's while another
   holds it): the range is logged, and forgotten before the records
   are next used; it is also logged for the accesses other threads
   still hold in their buffers (freed.h).  */
void rr_recent_ended (uintptr_t lo, uintptr_t hi);

/* Mark the events the records hold, for the collector.  */
void rr_recent_mark (void);

#endif /* RMARACE_RECENT_H */
