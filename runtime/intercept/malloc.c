/* malloc.c -- the end of heap blocks and mappings, for recent.c.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   While more than one thread may run, the runtime keeps the threads'
   loads and stores for RMA calls issued later (recent.c).  A block freed
   by one thread may be allocated again by another with no
   synchronization the runtime sees (the allocator's locks are not
   tracked): the new object must not be checked against the old one's
   accesses.  So free, realloc (the old block) and munmap forget the
   records of the memory they release, before releasing it.  Outside
   such phases they cost one test.  */

#include <dlfcn.h>
#include <malloc.h>
#include <stdint.h>
#include <sys/mman.h>
#include "rmarace_interface.h"
#include "buffer.h"
#include "recent.h"
#include "runtime.h"
#include "thread.h"

/* glibc's own definitions, used while dlsym itself allocates.  */
extern void __libc_free (void *);
extern void *__libc_realloc (void *, size_t);

static void (*real_free) (void *);
static void *(*real_realloc) (void *, size_t);
static int (*real_munmap) (void *, size_t);
static RR_TLS int resolving;

/* Find the next definitions; dlsym may call free or realloc, which then
   go to glibc's.  */
static void
resolve (void)
{
  if (resolving)
    return;
  resolving = 1;
  void *f = dlsym (RTLD_NEXT, "free");
  void *r = dlsym (RTLD_NEXT, "realloc");
  void *m = dlsym (RTLD_NEXT, "munmap");
  __atomic_store_n (&real_free, f ? f : (void *) __libc_free,
		    __ATOMIC_RELEASE);
  __atomic_store_n (&real_realloc, r ? r : (void *) __libc_realloc,
		    __ATOMIC_RELEASE);
  if (m)
    __atomic_store_n (&real_munmap, m, __ATOMIC_RELEASE);
  resolving = 0;
}

__attribute__ ((constructor)) static void
malloc_constructor (void)
{
  resolve ();
}

/* Whether memory released now must be forgotten: while more than one
   thread may run, and not for the runtime's own frees, made inside it.
   Tested first, so that other frees cost nothing more.  */
static inline int
forgetting (void)
{
  return rr_recent_on () && !rr_inside;
}

/* The application's memory [LO, HI) ends (forgetting () is true).  No
   lock: any thread may free, MPI's helper threads too, while another
   holds the runtime's lock.  */
static void
memory_ends (uintptr_t lo, uintptr_t hi)
{
  /* The calling thread's own accesses to the block, still in its
     buffer, must be checked (and kept) before the block is forgotten,
     or they would be kept after.  Only an application thread that made
     instrumented accesses has any: it may take the lock.  */
  if (rr_buffer_holds ())
    {
      rr_lock ();
      rr_unlock ();
    }
  rr_recent_ended (lo, hi);
}

void
free (void *p)
{
  if (p && forgetting ())
    memory_ends ((uintptr_t) p, (uintptr_t) p + malloc_usable_size (p));
  void (*f) (void *) = __atomic_load_n (&real_free, __ATOMIC_ACQUIRE);
  if (!f)
    {
      resolve ();
      f = __atomic_load_n (&real_free, __ATOMIC_ACQUIRE);
    }
  (f ? f : __libc_free) (p);
}

void *
realloc (void *p, size_t n)
{
  if (p && forgetting ())
    memory_ends ((uintptr_t) p, (uintptr_t) p + malloc_usable_size (p));
  void *(*f) (void *, size_t) = __atomic_load_n (&real_realloc,
						 __ATOMIC_ACQUIRE);
  if (!f)
    {
      resolve ();
      f = __atomic_load_n (&real_realloc, __ATOMIC_ACQUIRE);
    }
  return (f ? f : __libc_realloc) (p, n);
}

int
munmap (void *addr, size_t len)
{
  if (forgetting ())
    memory_ends ((uintptr_t) addr, (uintptr_t) addr + len);
  int (*f) (void *, size_t) = __atomic_load_n (&real_munmap,
					       __ATOMIC_ACQUIRE);
  if (!f)
    {
      resolve ();
      f = __atomic_load_n (&real_munmap, __ATOMIC_ACQUIRE);
    }
  return f (addr, len);
}
