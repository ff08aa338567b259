/* rmarace_interface.h -- the entry points that instrumented code calls.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   This header only declares.  The GCC plugin emits calls to these entry
   points; the runtime (librmarace) defines them.  It is the whole ABI
   between the two: change it only together with plugin/instrument.cc.

   Every load or store the plugin instruments is guarded by one lookup in
   the runtime's shadow table (below):

       if (__rmarace_shadow[((uintptr_t) addr >> RMARACE_GRANULE_SHIFT)
			     & __rmarace_shadow_mask] != 0)
	 __rmarace_load (addr, size, "file.c:12:7");

   when SIZE is a constant of at most RMARACE_GRANULE bytes; up to twice
   that, constant or not (loop ranges, memcpy), by the entries at G and
   G + 2, G the granule of ADDR; larger sizes by the hull of tracked
   memory (__rmarace_lo, __rmarace_hi).  The table is all zero and the
   hull empty while the runtime is not running, so none of these reads
   the active flag.  Every access with -fplugin-arg-rmarace-instrument=all
   (the unfiltered reference) is guarded by the active flag alone, and so
   are the calls to __rmarace_site when the runtime may be missing
   (runtime=optional, lto1) or with instrument=all:

       if (__rmarace_active != 0)
	 __rmarace_site ("file.c:20:3");

   Otherwise (the runtime surely linked) the code stores the location
   itself in the runtime's thread-local __rmarace_next_site, with no
   guard and no call, before and after MPI is initialized:

       __rmarace_next_site = "file.c:20:3";

   so the runtime must not take a location noted before it was active
   (it forgets the slot's content when it becomes active).

   The entry points look an access up in the table again (the guard of a
   long access only tested the hull, and a versioned loop and code that
   runs rarely call them with no guard at all), so they drop what the
   guard would have.

   The plugin also emits weak definitions of the variables, with
   the values they have while the runtime is not running, and weak
   references to the functions, so an object built with -fplugin=rmarace
   but linked without -lrmarace still links and runs, uninstrumented.  The
   runtime's definitions take over when it is linked: it points the table
   at its reservation when it is loaded (shadow.c), sets __rmarace_active
   to 1 once MPI is initialized, and marks entries and sets the hull as
   windows and pending RMA buffers come and go; MPI_Finalize clears them.

   Linking (plugin/abi.cc).  By default (-fplugin-arg-rmarace-runtime=
   required) every instrumented object also holds a strong reference to
   __rmarace_runtime_v5_link_with_lrmarace_after_objects, which only a
   runtime of this interface's version (v5) or a later compatible one
   defines: linking without the runtime fails with that name as the
   message, and a runtime of another version is refused by name.  (v2:
   the granule went from 64 to 16 bytes; an object built for one would
   read the other's table at the wrong entries.  v3: the entry points
   with the size in their name, __rmarace_records and the thread-local
   __rmarace_next_site, which a v2 runtime lacks.  v4: __rmarace_group,
   and __rmarace_records called without a guard, which must then make
   the guard's test itself.  v5: __rmarace_spans_tracked, the one call
   before a versioned loop.  A v5 runtime still has everything a v4, v3
   or v2 object calls, and defines their symbols too.)  With runtime=optional the object has no
   such reference and links and runs without the runtime, uninstrumented;
   its constructor hands the addresses of its own guard variables to
   __rmarace_v5_register_guards, if a runtime was loaded (LD_PRELOAD),
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

/* Nonzero while the runtime is running (from MPI_Init to MPI_Finalize):
   the guard of __rmarace_site, and of every access under
   instrument=all.  While more than one thread may run, it also has the
   bit RMARACE_ACTIVE_THREADS, and every guard of a load or store passes
   whatever the table and the hull say: an RMA call another thread
   issues later must be checked against the access, whose memory the
   runtime may not track yet (doc/model.md, "Threads").  A guard that
   tests the hull tests that bit too; one that tests the table alone
   need not, since the mask is then 0 and entry 0 nonzero (below).  */
#define RMARACE_ACTIVE_RUNNING 1
#define RMARACE_ACTIVE_THREADS 2
extern int __rmarace_active;

/* The shadow table: one byte per granule of RMARACE_GRANULE bytes of the
   address space.  Entry G (the one at index G & __rmarace_shadow_mask) is
   nonzero when an access of at most RMARACE_GRANULE bytes starting in
   granule G may touch memory the runtime tracks now: this process's window
   memory and the buffers of its pending RMA calls, anywhere in memory
   (heap, stack, static data).  So one entry answers for any such access,
   whatever its alignment.  Entries are nonzero only while the runtime is
   active, so the guard needs no active flag.  The weak definitions that
   instrumented objects carry are a mask of 0 and a table that is the
   mask's own storage: index 0, a zero byte.  The runtime sets the table
   and the mask when it is loaded, before main, and never changes the
   table again, so instrumented code may read it once per function.  The
   mask it changes: while more than one thread may run (the bit
   RMARACE_ACTIVE_THREADS of __rmarace_active) it is 0 and entry 0 is
   nonzero, so that every table test passes; instrumented code reads
   the mask at each guard.  Entry 0 stands for the first two granules of
   the address space, where no tracked memory lies.

   A granule is 16 bytes: the members of an object next to one exposed
   in a window, or the locals next to an RMA buffer on the stack, miss
   the table inline unless they lie within 16 bytes before it or in its
   own granules (bench/results.md, "A 16-byte granule").  The granule is
   part of the interface's version (below).  */
#define RMARACE_GRANULE_SHIFT 4
#define RMARACE_GRANULE (1 << RMARACE_GRANULE_SHIFT)

/* One guard may test the entries of several accesses with one load of
   2, 4 or 8 bytes (at most the size of a pointer), from the index of the
   first one's granule on: the entries at I .. I + 7, I being G & mask.
   So the RMARACE_SHADOW_SLACK bytes after the table's last entry (index
   mask) are mapped too and hold a copy of its first entries, 0 ..
   RMARACE_SHADOW_SLACK - 1, which the granules after the last one alias
   with the mask; with a mask of 0, the load reads entry 0 among others,
   and passes while more than one thread may run.  The weak definitions
   (a table that is the mask's own storage) hold as many zero bytes as a
   pointer.  */
#define RMARACE_SHADOW_SLACK 7
extern const unsigned char *__rmarace_shadow;
extern uintptr_t __rmarace_shadow_mask;

/* Every byte an access can race on now lies in [__rmarace_lo,
   __rmarace_hi): this process's window memory and the buffers of its
   pending RMA calls.  The guard of accesses longer than two granules
   (loop ranges over array rows) skips the call when the access misses
   it:

       if ((uintptr_t) addr < __rmarace_hi
	   && (uintptr_t) addr + size > __rmarace_lo)
	 __rmarace_load (addr, size, loc);

   and the runtime then looks the access up in the table.  Both are 0
   whenever the runtime is not active, so this test needs no active
   flag, and empty (lo >= hi) when nothing is tracked.  */
extern uintptr_t __rmarace_lo, __rmarace_hi;

/* Nonzero if a byte of [LO, LO + LEN) is window memory or the buffer of
   a pending RMA call now: the exact form of the bounds test, for a whole
   loop's ranges at once.  Call it only when that range meets
   [__rmarace_lo, __rmarace_hi) (so never without the runtime): the
   plugin's versioned loops run their uninstrumented copy when it returns
   0.  */
int __rmarace_tracked (const void *lo, size_t len);

/* Nonzero if the instrumented form of a versioned loop must run: one of
   the N spans that follow, each two size_t values LO and HI for the
   bytes [LO, HI) an access of the loop may touch, meets window memory
   or the buffer of a pending RMA call now, or wraps (HI <= LO) while
   the runtime tracks something, or more than one thread may run.  The
   exact lookup before a versioned loop, in one call, made only when an
   inline test of the spans against the hull passed: one call costs the
   compiler less than a lookup per span (plugin/loop-version.cc).  It
   may be called while the runtime is not active (it then returns 0).  */
int __rmarace_spans_tracked (size_t n, ...);

/* A load of SIZE bytes at ADDR, made by the statement at LOC.  The
   plugin calls these two without the guard above in the instrumented form
   of a versioned loop (which runs only when __rmarace_tracked said so):
   they must drop what the guard would have.  */
void __rmarace_load (const void *addr, size_t size, const char *loc);

/* A store of SIZE bytes at ADDR, made by the statement at LOC.  */
void __rmarace_store (const void *addr, size_t size, const char *loc);

/* The same for the constant sizes of this list, with the size in the
   name: __rmarace_load8 (addr, loc) is __rmarace_load (addr, 8, loc).
   One argument fewer costs GCC less at each of the many call sites (a
   register to load, a call-site parameter in the debug information).
   The plugin calls them for accesses of these sizes, __rmarace_load and
   __rmarace_store for the others, loop ranges and variable sizes.  */
#define RMARACE_SIZED_ENTRIES(X) X (1) X (2) X (4) X (8) X (16)
#define RMARACE_DECLARE_SIZED(N)					\
  void __rmarace_load##N (const void *addr, const char *loc);		\
  void __rmarace_store##N (const void *addr, const char *loc);
RMARACE_SIZED_ENTRIES (RMARACE_DECLARE_SIZED)
#undef RMARACE_DECLARE_SIZED

/* The loop records of one loop exit at once, as many calls of
   __rmarace_load and __rmarace_store would tell them: DESC is their
   number N (at most RMARACE_RECORDS_MAX), with bit RMARACE_RECORDS_SHIFT
   + I set when record I is a store, and N triples (const void *addr,
   size_t size, const char *loc) follow.  One call costs the compiler
   less than N.  It makes the guard's test itself (a record meets
   [__rmarace_lo, __rmarace_hi), or more than one thread may run) before
   anything else, so the plugin calls it at every loop exit without a
   guard when the runtime is surely linked, and it may be called while
   the runtime is not active.  */
#define RMARACE_RECORDS_SHIFT 8
#define RMARACE_RECORDS_MAX 48
void __rmarace_records (size_t desc, ...);

/* The accesses of one group of straight-line code (plugin/group.cc),
   as many calls of the sized entry points would tell them, in order:
   MEMBERS is a static table the plugin emits, up to the member with
   RMARACE_GROUP_LAST in its kind (at most RMARACE_GROUP_MAX members);
   member I is a load (kind 0) or store (RMARACE_GROUP_STORE) of SIZE
   bytes at OFFSET from the base address BASE, and the bases (const
   void *) follow MEMBERS, numbered from 0 in the order the members
   first name them.  Members of one base share one argument (the fields
   of one object), and the call has few arguments whatever the
   members: one call costs the compiler less than one per member.  */
#define RMARACE_GROUP_STORE 1
#define RMARACE_GROUP_LAST 2
#define RMARACE_GROUP_MAX 16
struct rmarace_group_member
{
  const char *loc;
  intptr_t offset;
  uint32_t size;
  uint16_t base;
  uint16_t kind;
};
void __rmarace_group (const struct rmarace_group_member *members, ...);

/* The next MPI call made by this thread is at LOC.  Emitted just before
   every call to a function named MPI_* / mpi_* / PMPI_* (any case) whose
   site the runtime's MPI wrappers, C or Fortran, use (those that
   runtime/intercept/mpi-calls.def flags "site": RMA calls, calls with
   message buffers, MPI_Win_create), or that the plugin cannot name (a C++
   binding not inlined), so that they know where they were called,
   when the runtime may be missing (runtime=optional, lto1) or with
   instrument=all, guarded by the active flag (above); ignored while the
   runtime is not active.  */
void __rmarace_site (const char *loc);

/* Where __rmarace_site notes LOC.  When the runtime is surely linked,
   instrumented code stores LOC here itself, unguarded (above): a
   thread-local of the initial-exec model, which the runtime, always
   loaded with the program (linked or preloaded, never dlopen'ed), keeps
   in the static TLS block, so the store is two instructions.  */
extern __thread const char *__rmarace_next_site
  __attribute__ ((tls_model ("initial-exec")));

/* Defined by the runtime; see "Linking" above.  */
extern const char __rmarace_runtime_v5_link_with_lrmarace_after_objects;
void __rmarace_v5_register_guards (int *active, uintptr_t *lo,
				   uintptr_t *hi,
				   const unsigned char **shadow,
				   uintptr_t *mask);
/* The same for the objects of v4, v3 and v2.  */
extern const char __rmarace_runtime_v4_link_with_lrmarace_after_objects;
void __rmarace_v4_register_guards (int *active, uintptr_t *lo,
				   uintptr_t *hi,
				   const unsigned char **shadow,
				   uintptr_t *mask);
extern const char __rmarace_runtime_v3_link_with_lrmarace_after_objects;
void __rmarace_v3_register_guards (int *active, uintptr_t *lo,
				   uintptr_t *hi,
				   const unsigned char **shadow,
				   uintptr_t *mask);
extern const char __rmarace_runtime_v2_link_with_lrmarace_after_objects;
void __rmarace_v2_register_guards (int *active, uintptr_t *lo,
				   uintptr_t *hi,
				   const unsigned char **shadow,
				   uintptr_t *mask);

#ifdef __cplusplus
}
#endif

#endif /* RMARACE_INTERFACE_H */
