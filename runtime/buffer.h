/* buffer.h -- each thread's accesses, kept until it next takes the lock.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

#ifndef RMARACE_BUFFER_H
#define RMARACE_BUFFER_H

#include <stdint.h>
#include "tls.h"

/* Keep the calling thread's load or store (KIND) of bytes LO .. HI - 1
   made at LOC until it next takes the lock.  */
void rr_buffer_access (int kind, uintptr_t lo, uintptr_t hi,
		       const char *loc);

/* The last access rr_buffer_access recorded, while it is still in the
   buffer: an access of the same kind and location within its bytes adds
   nothing (a loop reading one tracked variable).  Emptied with the
   buffer, which happens whenever the thread's instant may change: the
   thread takes the lock first.  */
struct rr_recorded
{
  uintptr_t lo, hi;
  const char *loc;
  int kind;
};
extern RR_TLS struct rr_recorded rr_last_recorded;

/* Does the access repeat the last one recorded?  */
static inline int
rr_buffer_repeats (int kind, uintptr_t lo, uintptr_t hi, const char *loc)
{
  return (lo >= rr_last_recorded.lo && hi <= rr_last_recorded.hi
	  && loc == rr_last_recorded.loc && kind == rr_last_recorded.kind);
}

/* Check the loads and stores the calling thread made since it last took
   the lock, with rr_check_local, merged.  Under the lock.  */
void rr_check_buffered (void);

#endif /* RMARACE_BUFFER_H */
