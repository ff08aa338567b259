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

/* The last accesses rr_buffer_access recorded, one per location (its
   slot in a small table, by a hash of the location), while they are
   still in the buffer: an access of the same kind and location within
   one's bytes adds nothing (a loop reading a few tracked variables, or
   variables next to tracked ones).  Emptied with the buffer, which
   happens whenever the thread's instant may change: the thread takes the
   lock first.  */
struct rr_recorded
{
  uintptr_t lo, hi;
  const char *loc;
  int kind;
  /* 1 + the index of the list entry (buffer.c) that holds it, 0 for a
     bitmap: the next access at this location that touches it extends
     that entry, even when other locations' entries came after it.  */
  unsigned entry;
};
#define RR_RECORDED_BITS 3
#define RR_RECORDED_SLOTS (1 << RR_RECORDED_BITS)
extern RR_TLS struct rr_recorded rr_last_recorded[RR_RECORDED_SLOTS];

static inline struct rr_recorded *
rr_recorded_slot (const char *loc)
{
  /* Locations are string literals, often a few dozen bytes apart (one
     per line): their low bits tell them apart.  */
  uintptr_t x = (uintptr_t) loc;
  return &rr_last_recorded[((x >> 3) ^ (x >> 6)) & (RR_RECORDED_SLOTS - 1)];
}

/* Does the access repeat one recorded at its location?  */
static inline int
rr_buffer_repeats (int kind, uintptr_t lo, uintptr_t hi, const char *loc)
{
  const struct rr_recorded *r = rr_recorded_slot (loc);
  return (lo >= r->lo && hi <= r->hi && loc == r->loc && kind == r->kind);
}

/* Does the calling thread hold loads or stores not checked yet?  */
int rr_buffer_holds (void);

/* Check the loads and stores the calling thread made since it last took
   the lock, with rr_check_local, merged.  Under the lock.  */
void rr_check_buffered (void);

#endif /* RMARACE_BUFFER_H */
