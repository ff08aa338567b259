/* runtime.h -- the runtime's process-wide state.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

#ifndef RMARACE_RUNTIME_H
#define RMARACE_RUNTIME_H

#include <mpi.h>
#include <stdint.h>
#include "itree.h"

struct rr_runtime
{
  int ready;			/* between MPI_Init and MPI_Finalize */
  int world_rank, world_size;
  MPI_Group world_group;
  /* Origin buffers of RMA calls not yet complete at the origin.  */
  struct itree pending;
  /* The program runs with a libgomp whose layouts are not known
     (gomp-compat.h): races involving OpenMP threads are not reported.  */
  int omp_unknown;
};

extern struct rr_runtime rr_rt;

/* The location of the MPI call being made by this thread (set by the
   instrumentation just before the call), and forget it.  "?" when the
   call site was not compiled with the plugin.  The model code of MPI
   calls takes it only through RR_SITE (wrap.h), and forgets it in the
   calls that do not use it: the plugin marks the site only of the calls
   mpi-calls.def flags "site".  */
const char *rr_take_site (void);
void rr_forget_site (void);

/* The runtime's state is shared by the application's threads: every
   change to it happens under this lock (recursive, so a locked function
   may call another).  It is never held across a call that may block in
   MPI, so a thread waiting in MPI never stops another thread's progress.
   Loads and stores do not take it: each thread buffers its own, checked
   when it next takes the lock.  */
void rr_lock (void);
void rr_unlock (void);


/* The bytes [LO, HI) became tracked: a window's region, a pending RMA
   call's buffer; or stopped being so, after that region or buffer was
   forgotten (other windows or buffers may still hold them).  They keep
   the shadow table the instrumentation reads exact (interface.c).  Under
   the lock.  */
void rr_track (uintptr_t lo, uintptr_t hi);
void rr_untrack (uintptr_t lo, uintptr_t hi);
/* rr_untrack leaves the hull of tracked memory too wide (which is safe)
   until this makes it exact again, and the guard variables learn the
   hull rr_track widened only here; rr_unlock calls it.  Under the
   lock.  */
void rr_hull_settle (void);

/* Set up and tear down the runtime (init.c).  */
void rr_runtime_init (void);
void rr_runtime_finalize (void);

#endif /* RMARACE_RUNTIME_H */
