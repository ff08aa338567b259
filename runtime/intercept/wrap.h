/* wrap.h -- what the model code of every MPI call starts with.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   The entry points of an MPI call, C and Fortran, are generated from its
   line in mpi-calls.def; both call its model code, written here by hand
   as

     RR_ON (Put)
     {
       ...
       int rc = RR_PMPI (Put);
       ...
     }

   RR_ON (Put) begins the definition of rr_on_Put, with the parameters
   of MPI_Put under their names in the table; RR_PMPI (Put) makes the real
   call with them (assign to a parameter first to pass something else).
   The arguments reach MPI untouched unless the code says otherwise, so an
   erroneous call meets MPI's own error handling.  */

#ifndef RMARACE_WRAP_H
#define RMARACE_WRAP_H

#include "mpi-calls-gen.h"
#include "notify.h"
#include "runtime.h"
#include "tls.h"
#include "window.h"

#define RR_ON(name) int rr_on_##name (RR_PARAMS_##name)
#define RR_PMPI(name) PMPI_##name (RR_ARGS_##name)

/* Take the call's site (into *LOC if LOC), receive what arrived if
   POLL, and return the window WIN if the runtime tracks it, with the
   lock held; NULL without it.  */
static inline struct rr_window *
rr_enter_poll (MPI_Win win, const char **loc, int poll)
{
  const char *site = rr_take_site ();
  if (loc)
    *loc = site;
  if (!rr_rt.ready)
    return NULL;
  rr_lock ();
  if (poll)
    rr_notify_poll_locked ();
  struct rr_window *w = rr_window_find (win);
  if (!w)
    rr_unlock ();
  return w;
}

/* Receiving costs an MPI_Iprobe, which makes MPI progress:
   more than a small RMA call or a flush.  Calls that are no delivery
   point need nothing received (records and accesses are checked in
   either order): they receive at one call in RR_POLL_EVERY, counted
   per thread.  */
#define RR_POLL_EVERY 16
extern RR_TLS unsigned rr_poll_calls;
static inline int
rr_poll_due (void)
{
  return ++rr_poll_calls % RR_POLL_EVERY == 0;
}

/* The same, always receiving.  */
static inline struct rr_window *
rr_enter (MPI_Win win, const char **loc)
{
  return rr_enter_poll (win, loc, 1);
}

#endif /* RMARACE_WRAP_H */
