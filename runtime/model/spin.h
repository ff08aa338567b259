/* spin.h -- a spin lock for the logs free writes to.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   free may be called by any thread, MPI's too, while another holds the
   runtime's lock: what it logs is guarded by a lock of its own, held for
   a few stores, that never calls back into the runtime.  */

#ifndef RMARACE_SPIN_H
#define RMARACE_SPIN_H

#include <sched.h>

static inline void
rr_spin_lock (int *busy)
{
  while (__atomic_exchange_n (busy, 1, __ATOMIC_ACQUIRE))
    sched_yield ();
}

static inline void
rr_spin_unlock (int *busy)
{
  __atomic_store_n (busy, 0, __ATOMIC_RELEASE);
}

#endif /* RMARACE_SPIN_H */
