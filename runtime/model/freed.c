/* freed.c -- the log of memory that ended while threads ran.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   A ring of the last LOG ranges, behind a spin lock of its own: free
   must not wait for the runtime's lock, and the ring never allocates,
   so it may be written from inside malloc's callers.  */

#include "freed.h"
#include "spin.h"

/* 4096 ranges: a buffer entry is dropped whole only if that many blocks
   ended while it waited, between two of its thread's calls into the
   runtime (each free by a thread that holds accesses is such a call).  */
#define LOG 4096

uint64_t rr_freed_count;

static struct
{
  int busy;
  struct freed_range { uintptr_t lo, hi; } v[LOG];
} ring;

void
rr_freed_log (uintptr_t lo, uintptr_t hi)
{
  if (lo >= hi)
    return;
  rr_spin_lock (&ring.busy);
  uint64_t n = rr_freed_count;
  ring.v[n % LOG] = (struct freed_range) { lo, hi };
  __atomic_store_n (&rr_freed_count, n + 1, __ATOMIC_RELEASE);
  rr_spin_unlock (&ring.busy);
}

int
rr_freed_since (uint64_t seq, uintptr_t lo, uintptr_t hi,
		void (*fn) (uintptr_t, uintptr_t, void *), void *ctx)
{
  rr_spin_lock (&ring.busy);
  uint64_t now = rr_freed_count;
  if (now - seq > LOG)
    {
      rr_spin_unlock (&ring.busy);
      return -1;
    }
  for (uint64_t k = seq; k < now; k++)
    {
      const struct freed_range *r = &ring.v[k % LOG];
      if (r->lo < hi && r->hi > lo)
	fn (r->lo, r->hi, ctx);
    }
  rr_spin_unlock (&ring.busy);
  return 0;
}
