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

/* The site of the call NAME (runtime.h), for the model code of a call
   that mpi-calls.def flags "site": the plugin marks no other call's
   site, so reading one would read a stale site or none (a compile-time
   error here).  Every other call forgets its site (rr_forget_site):
   a marker left by a call the runtime does not intercept is not taken
   by a later call.  */
#define RR_SITE(name) (RR_SITE_FLAGGED (name), rr_take_site ())
#define RR_SITE_FLAGGED(name)						\
  ((void) sizeof (struct {						\
    _Static_assert (RR_SITE_##name, "MPI_" #name " uses its site: "	\
		    "flag it \"site\" in mpi-calls.def");		\
    int flagged; }))
/* rr_take_site only through RR_SITE.  */
#pragma GCC poison rr_take_site

/* Forget the call's site, receive what arrived if POLL, and return the
   window WIN if the runtime tracks it, with the lock held; NULL without
   it.  */
static inline struct rr_window *
rr_enter_poll (MPI_Win win, int poll)
{
  rr_forget_site ();
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
rr_enter (MPI_Win win)
{
  return rr_enter_poll (win, 1);
}

#endif /* RMARACE_WRAP_H */
