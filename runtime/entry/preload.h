/* preload.h -- guard variables of objects built with
   -fplugin-arg-rmarace-runtime=optional (preload.c).
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

#ifndef RMARACE_PRELOAD_H
#define RMARACE_PRELOAD_H

#include <stdint.h>

/* Set __rmarace_active (ACTIVE), or __rmarace_lo and __rmarace_hi (the
   hull [LO, HI)), in the runtime's copies and the registered objects'.
   Under the lock.  */
void rr_guards_set_active (int active);
void rr_guards_set_hull (uintptr_t lo, uintptr_t hi);

/* Put back every guard variable, the runtime's and the registered
   objects', that no longer holds what the runtime set: they lie among
   the program's data, which a write out of bounds (an MPI library that
   misplaces a window's base) can overwrite, and instrumented code would
   then stop calling the runtime, silently.  Every MPI call does this on
   its way out; cheap when nothing changed.  Without the lock.  */
void rr_guards_repair (void);

#endif /* RMARACE_PRELOAD_H */
