/* interpose.h -- calling the real function the runtime stands in for.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   omp.c and pthread.c define libgomp's and the C library's entry points
   themselves; each calls the definition that comes after the runtime in
   the link order.  */

#ifndef RMARACE_INTERPOSE_H
#define RMARACE_INTERPOSE_H

#include <dlfcn.h>
#include "report.h"

/* The next definition of NAME, of symbol version VERSION if not NULL
   (and of the default version if that one is missing).  */
static inline void *
rr_real (const char *name, const char *version)
{
  void *f = version ? dlvsym (RTLD_NEXT, name, version) : NULL;
  if (!f)
    f = dlsym (RTLD_NEXT, name);
  if (!f)
    rr_fatal ("cannot find the real %s", name);
  return f;
}

/* Declare real_NAME, of function pointer type TYPE, found on first
   use.  */
#define RR_REAL(name, type, version) \
  static __typeof__ (type) real_##name; \
  if (!real_##name) \
    real_##name = (type) rr_real (#name, version)

#endif /* RMARACE_INTERPOSE_H */
