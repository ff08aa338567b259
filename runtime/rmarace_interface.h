/* rmarace_interface.h -- the entry points that instrumented code calls.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   This header only declares.  The GCC plugin emits calls to these entry
   points; the runtime (librmarace) defines them.  It is the whole ABI
   between the two: change it only together with plugin/instrument.cc.

   Every call the plugin emits is guarded:

       if (__rmarace_active != 0)
         __rmarace_load (addr, size, "file.c:12:7");

   The plugin also emits a weak definition of __rmarace_active (value 0) and
   weak references to the functions, so an object built with -fplugin=rmarace
   but linked without -lrmarace still links and runs, uninstrumented.  The
   runtime's strong definition of __rmarace_active wins at link time; the
   runtime sets it to 1 once MPI is initialized.

   LOC is a string literal "FILE:LINE:COLUMN" that lives for the whole run.  */

#ifndef RMARACE_INTERFACE_H
#define RMARACE_INTERFACE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Nonzero while the runtime wants to hear about accesses.  */
extern int __rmarace_active;

/* Every byte an access can race on now lies in [__rmarace_lo,
   __rmarace_hi): this process's window memory and the buffers of its
   pending RMA calls.  Outside it the runtime has nothing to check, so
   instrumentation may skip the call when the access's range misses it:

       if ((uintptr_t) addr < __rmarace_hi
	   && (uintptr_t) addr + size > __rmarace_lo)
	 __rmarace_load (addr, size, loc);

   Both are 0 whenever __rmarace_active is 0, so this test needs no
   active flag, and empty (lo >= hi) when nothing is tracked.  Like
   __rmarace_active, the plugin emits weak definitions (0) of both in
   every object.  */
extern uintptr_t __rmarace_lo, __rmarace_hi;

/* Nonzero if a byte of [LO, LO + LEN) is window memory or the buffer of
   a pending RMA call now: the exact form of the bounds test, for a whole
   loop's ranges at once.  Call it only when that range meets
   [__rmarace_lo, __rmarace_hi) (so never without the runtime): the
   plugin's versioned loops run their uninstrumented copy when it returns
   0.  */
int __rmarace_tracked (const void *lo, size_t len);

/* A load of SIZE bytes at ADDR, made by the statement at LOC.  The
   plugin calls these two without the guard above in the instrumented form
   of a versioned loop (which runs only when __rmarace_tracked said so):
   they must drop what the guard would have.  */
void __rmarace_load (const void *addr, size_t size, const char *loc);

/* A store of SIZE bytes at ADDR, made by the statement at LOC.  */
void __rmarace_store (const void *addr, size_t size, const char *loc);

/* The next MPI call made by this thread is at LOC.  Emitted just before
   every call to a function named MPI_* / mpi_* / PMPI_* (any case), so that
   the runtime's MPI wrappers, C or Fortran, know where they were called.  */
void __rmarace_site (const char *loc);

#ifdef __cplusplus
}
#endif

#endif /* RMARACE_INTERFACE_H */
