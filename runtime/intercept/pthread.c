/* pthread.c -- POSIX thread synchronization as ordering between threads.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   The runtime defines pthread_create, pthread_join and the mutex,
   condition variable and barrier calls; each calls the C library's own
   (dlsym (RTLD_NEXT)) and tells the thread model what it ordered:
   create releases into the new thread, join acquires what it did, a
   mutex is acquired by lock and released by unlock, a condition
   variable is released by signal and broadcast and acquired by the wait
   that returns, a barrier is released and acquired by every waiter.

   Only the application's synchronization counts.  The locks MPI and its
   helper libraries take inside their calls order nothing the
   application may rely on, and the runtime's own lock orders nothing at
   all: calls made from those libraries, or while the runtime holds its
   lock, are passed straight through.  */

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"
#include "pending.h"
#include "report.h"
#include "runtime.h"
#include "recent.h"
#include "thread.h"
#include "interpose.h"
#include "tls.h"

/* Is the code at RET part of the application, rather than of MPI, its
   helper libraries, OpenMP's runtime or this one?  Each thread caches
   the answers by call site.  */
static int
application_call (const void *ret)
{
  static const char *const system[] = {
    "libmpi", "libopen-", "openmpi", "pmix", "libevent", "libhwloc",
    "libuc", "libfabric", "libpsm", "libgomp", "librmarace", "libmca",
  };
  enum { CACHE = 64 };
  static RR_TLS struct { const void *ret; int app; } cache[CACHE];
  size_t i = ((uintptr_t) ret >> 4) % CACHE;
  if (cache[i].ret == ret)
    return cache[i].app;
  int app = 1;
  Dl_info info;
  if (dladdr (ret, &info) && info.dli_fname)
    for (size_t k = 0; k < sizeof system / sizeof system[0]; k++)
      if (strstr (info.dli_fname, system[k]))
	app = 0;
  cache[i].ret = ret;
  cache[i].app = app;
  return app;
}

/* Does this call, from RET, order anything the runtime follows?  Only
   once the program has more than one thread (or is starting one).  */
static int
tracked (const void *ret)
{
  return rr_sync_tracking ()
	 && (rr_thread_count () > 1 || rr_threads_created)
	 && application_call (ret);
}

#define CALLER __builtin_return_address (0)

/* Threads.  */

struct start
{
  void *(*fn) (void *);
  void *arg;
  void *created;		/* the creator's release: a heap token */
};

/* The object a finished thread releases into, for its joiner.  */
static const void *
thread_object (pthread_t th)
{
  return (const void *) (uintptr_t) th;
}

static void *
thread_body (void *p)
{
  struct start s = *(struct start *) p;
  free (p);
  if (s.created && rr_sync_tracking ())
    {
      rr_lock ();
      rr_thread_self ();
      rr_sync_acquire (s.created);
      rr_thread_started (s.created);
      rr_sync_forget (s.created);
      rr_unlock ();
    }
  free (s.created);
  void *ret = s.fn (s.arg);
  if (rr_sync_tracking ())
    {
      /* The stack may be given to a new thread: forget its accesses,
	 those other threads still hold in their buffers too.  */
      uintptr_t stack_lo = 0, stack_hi = 0;
      pthread_attr_t attr;
      if (pthread_getattr_np (pthread_self (), &attr) == 0)
	{
	  void *addr;
	  size_t size;
	  if (pthread_attr_getstack (&attr, &addr, &size) == 0)
	    {
	      stack_lo = (uintptr_t) addr;
	      stack_hi = stack_lo + size;
	    }
	  pthread_attr_destroy (&attr);
	}
      rr_lock ();
      rr_sync_release (thread_object (pthread_self ()));
      rr_recent_ended (stack_lo, stack_hi);
      rr_thread_exit ();
      rr_unlock ();
    }
  return ret;
}

int
pthread_create (pthread_t *th, const pthread_attr_t *attr,
		void *(*fn) (void *), void *arg)
{
  RR_REAL (pthread_create, int (*) (pthread_t *, const pthread_attr_t *,
				 void *(*) (void *), void *), NULL);
  if (!rr_sync_tracking () || !application_call (CALLER))
    return real_pthread_create (th, attr, fn, arg);
  struct start *s = malloc (sizeof *s);
  void *token = malloc (1);
  if (!s || !token)
    rr_fatal ("out of memory");
  *s = (struct start) { fn, arg, token };
  rr_lock ();
  rr_threads_created = 1;
  rr_recent_threads (0);
  rr_thread_self ();
  rr_sync_release (token);
  rr_thread_starting (token);
  rr_unlock ();
  int rc = real_pthread_create (th, attr, thread_body, s);
  if (rc)
    {
      rr_lock ();
      rr_thread_started (token);
      rr_sync_forget (token);
      rr_unlock ();
      free (token);
      free (s);
    }
  return rc;
}

int
pthread_join (pthread_t th, void **ret)
{
  RR_REAL (pthread_join, int (*) (pthread_t, void **), NULL);
  int rc = real_pthread_join (th, ret);
  if (rc == 0 && rr_sync_tracking () && application_call (CALLER))
    {
      rr_lock ();
      rr_sync_acquire (thread_object (th));
      rr_sync_forget (thread_object (th));
      rr_pending_collect ();
      rr_unlock ();
    }
  return rc;
}

/* Mutexes.  */

int
pthread_mutex_lock (pthread_mutex_t *m)
{
  RR_REAL (pthread_mutex_lock, int (*) (pthread_mutex_t *), NULL);
  int rc = real_pthread_mutex_lock (m);
  if (rc == 0 && tracked (CALLER))
    rr_acquire (m);
  return rc;
}

int
pthread_mutex_trylock (pthread_mutex_t *m)
{
  RR_REAL (pthread_mutex_trylock, int (*) (pthread_mutex_t *), NULL);
  int rc = real_pthread_mutex_trylock (m);
  if (rc == 0 && tracked (CALLER))
    rr_acquire (m);
  return rc;
}

int
pthread_mutex_unlock (pthread_mutex_t *m)
{
  RR_REAL (pthread_mutex_unlock, int (*) (pthread_mutex_t *), NULL);
  if (tracked (CALLER))
    rr_release (m);
  return real_pthread_mutex_unlock (m);
}

/* Condition variables: the wait releases the mutex and, when it
   returns, has acquired the mutex again and whatever the signal
   released.  */

int
pthread_cond_wait (pthread_cond_t *c, pthread_mutex_t *m)
{
  RR_REAL (pthread_cond_wait, int (*) (pthread_cond_t *, pthread_mutex_t *),
	"GLIBC_2.3.2");
  int track = tracked (CALLER);
  if (track)
    rr_release (m);
  int rc = real_pthread_cond_wait (c, m);
  if (track)
    {
      rr_acquire (m);
      rr_acquire (c);
    }
  return rc;
}

int
pthread_cond_timedwait (pthread_cond_t *c, pthread_mutex_t *m,
			const struct timespec *abstime)
{
  RR_REAL (pthread_cond_timedwait,
	int (*) (pthread_cond_t *, pthread_mutex_t *,
		 const struct timespec *), "GLIBC_2.3.2");
  int track = tracked (CALLER);
  if (track)
    rr_release (m);
  int rc = real_pthread_cond_timedwait (c, m, abstime);
  if (track)
    {
      rr_acquire (m);
      rr_acquire (c);
    }
  return rc;
}

int
pthread_cond_signal (pthread_cond_t *c)
{
  RR_REAL (pthread_cond_signal, int (*) (pthread_cond_t *), "GLIBC_2.3.2");
  if (tracked (CALLER))
    rr_release (c);
  return real_pthread_cond_signal (c);
}

int
pthread_cond_broadcast (pthread_cond_t *c)
{
  RR_REAL (pthread_cond_broadcast, int (*) (pthread_cond_t *),
	"GLIBC_2.3.2");
  if (tracked (CALLER))
    rr_release (c);
  return real_pthread_cond_broadcast (c);
}

/* Barriers: every waiter releases, then acquires what all released.
   (A waiter of the next round may add to it before a slow one of this
   round acquires: that only adds order, never a false report.)  */

int
pthread_barrier_wait (pthread_barrier_t *b)
{
  RR_REAL (pthread_barrier_wait, int (*) (pthread_barrier_t *), NULL);
  int track = tracked (CALLER);
  if (track)
    rr_release (b);
  int rc = real_pthread_barrier_wait (b);
  if (track)
    rr_acquire (b);
  return rc;
}
