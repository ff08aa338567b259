/* interface.c -- the entry points instrumented code calls.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Each entry point is a one-line shim: a fast return when the access
   cannot matter, else the check in check.c.  */

#include <stdint.h>
#include "rmarace_interface.h"
#include "check.h"
#include "runtime.h"
#include "window.h"

/* The strong definition: instrumented objects carry a weak one at 0.  */
int __rmarace_active = 0;

static __thread const char *next_site;

const char *
rr_take_site (void)
{
  const char *site = next_site;
  next_site = NULL;
  return site ? site : "?";
}

void
__rmarace_site (const char *loc)
{
  next_site = loc;
}

/* An access can race only with a pending RMA call of this process or in a
   window.  */
static inline int
may_matter (void)
{
  return rr_rt.ready && (rr_rt.pending.nodes != 0 || rr_window_first ());
}

void
__rmarace_load (const void *addr, size_t size, const char *loc)
{
  if (may_matter ())
    {
      rr_lock ();
      rr_check_local (RR_LOAD, (uintptr_t) addr, size, loc);
      rr_unlock ();
    }
}

void
__rmarace_store (const void *addr, size_t size, const char *loc)
{
  if (may_matter ())
    {
      rr_lock ();
      rr_check_local (RR_STORE, (uintptr_t) addr, size, loc);
      rr_unlock ();
    }
}
