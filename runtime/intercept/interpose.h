/* interpose.h -- calling the real function the runtime stands in for.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   omp.c and pthread.c define libgomp's and the C library's entry points
   themselves; each calls the definition that comes after the runtime in
   the link order (libgomp's, loaded if need be).  */

#ifndef RMARACE_INTERPOSE_H
#define RMARACE_INTERPOSE_H

#include <dlfcn.h>
#include <string.h>
#include "report.h"

/* NAME, of symbol version VERSION if not NULL (and of the default
   version if that one is missing), in HANDLE.  */
static inline void *
rr_lookup (void *handle, const char *name, const char *version)
{
  void *f = version ? dlvsym (handle, name, version) : NULL;
  return f ? f : dlsym (handle, name);
}

/* The next definition of NAME.  A program whose every call into libgomp
   is one the runtime stands in for has no libgomp among its
   dependencies when it was linked with --as-needed (GCC's default on
   Debian): then load it.  */
static inline void *
rr_real (const char *name, const char *version)
{
  void *f = rr_lookup (RTLD_NEXT, name, version);
  if (!f && (!strncmp (name, "GOMP_", 5) || !strncmp (name, "omp_", 4)))
    {
      void *gomp = dlopen ("libgomp.so.1", RTLD_NOW | RTLD_GLOBAL);
      if (gomp)
	f = rr_lookup (gomp, name, version);
    }
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
