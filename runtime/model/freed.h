/* freed.h -- the log of memory that ended while threads ran.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Thread B touches block P (the access waits in B's unchecked buffer),
   thread C frees P with no synchronization the runtime sees, and a new
   block at P's address is handed out: B's access, checked later, must
   not meet RMA calls into the new block.  So every range that ends while
   more than one thread may run (free, realloc, munmap, a finished
   thread's stack) is logged with a sequence number; an entry of a
   thread's buffer remembers the number when it was made, and when the
   buffer is checked its bytes that meet a range logged since are
   dropped (doc/model.md, "Threads").  The log is a ring: when an entry
   needs ranges already overwritten, it is dropped whole (silence).  */

#ifndef RMARACE_FREED_H
#define RMARACE_FREED_H

#include <stdint.h>

/* The number of ranges logged so far: the sequence number the next one
   gets.  Read without any lock.  */
extern uint64_t rr_freed_count;

static inline uint64_t
rr_freed_now (void)
{
  return __atomic_load_n (&rr_freed_count, __ATOMIC_ACQUIRE);
}

/* Log [LO, HI), which has ended.  Any thread, with or without the
   runtime's lock (a thread of MPI's may free while another holds it).  */
void rr_freed_log (uintptr_t lo, uintptr_t hi);

/* Call FN (A, B, CTX) for each range [A, B) logged with a number at
   least SEQ that meets [LO, HI).  Return 0, or -1 (FN not called) if
   some of those ranges are no longer in the log: whatever meets them
   must be dropped.  FN must neither allocate nor free.  */
int rr_freed_since (uint64_t seq, uintptr_t lo, uintptr_t hi,
		    void (*fn) (uintptr_t, uintptr_t, void *), void *ctx);

#endif /* RMARACE_FREED_H */
