/* wrap.h -- what every MPI wrapper of the runtime starts with.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

#ifndef RMARACE_WRAP_H
#define RMARACE_WRAP_H

#include "notify.h"
#include "runtime.h"
#include "window.h"

/* Take the call's site (into *LOC if LOC), receive what arrived, and
   return the window WIN if the runtime tracks it, with the lock held;
   NULL without it.  */
static inline struct rr_window *
rr_enter (MPI_Win win, const char **loc)
{
  const char *site = rr_take_site ();
  if (loc)
    *loc = site;
  if (!rr_rt.ready)
    return NULL;
  rr_notify_poll ();
  rr_lock ();
  struct rr_window *w = rr_window_find (win);
  if (!w)
    rr_unlock ();
  return w;
}

#endif /* RMARACE_WRAP_H */
