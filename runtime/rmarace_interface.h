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
   weak references to the functions.  The runtime's strong definition of
   __rmarace_active wins at link time; the runtime sets it to 1 once MPI is
   initialized.

   Linking (plugin/abi.cc).  By default (-fplugin-arg-rmarace-runtime=
   required) every instrumented object also holds a strong reference to
   __rmarace_runtime_v1_link_with_lrmarace_after_objects, which only a
   runtime of this interface's version (v1) defines: linking without the
   runtime fails with that name as the message, and a runtime of another
   version is refused by name.  With runtime=optional the object has no
   such reference and links and runs without the runtime, uninstrumented;
   its constructor hands the addresses of its own guard variables to
   __rmarace_v1_register_guards, if a runtime was loaded (LD_PRELOAD),
   which then keeps them equal to its own.  Under -flto the compile step
   also references __rmarace_lto_link_needs_fplugin_rmarace, which lto1
   defines only with the plugin loaded.

   LOC is a string literal that lives for the whole run: "FILE:LINE:COLUMN",
   a NUL, then '\1' and the name of the function that makes the access,
   and a NUL (the runtime's suppressions match function names).  Code that
   only prints LOC sees "FILE:LINE:COLUMN".  */

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

/* A load of SIZE bytes at ADDR, made by the statement at LOC.  */
void __rmarace_load (const void *addr, size_t size, const char *loc);

/* A store of SIZE bytes at ADDR, made by the statement at LOC.  */
void __rmarace_store (const void *addr, size_t size, const char *loc);

/* The next MPI call made by this thread is at LOC.  Emitted just before
   every call to a function named MPI_* / mpi_* / PMPI_* (any case), so that
   the runtime's MPI wrappers, C or Fortran, know where they were called.  */
void __rmarace_site (const char *loc);

/* Defined by the runtime; see "Linking" above.  */
extern const char __rmarace_runtime_v1_link_with_lrmarace_after_objects;
void __rmarace_v1_register_guards (int *active, uintptr_t *lo,
				   uintptr_t *hi);

#ifdef __cplusplus
}
#endif

#endif /* RMARACE_INTERFACE_H */
