/* thread.h -- the application's threads, each with its own clock.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Within one process, two events are ordered only by program order in
   one thread and by the synchronization between threads (doc/model.md).
   So every thread has its own clock (event.h): its own event counter,
   and a snapshot of what it knows, where the "known" entries of this
   process's other threads act as a vector clock.

   Thread synchronization is a release by one thread and an acquire by
   another on a synchronization object (a mutex, a barrier, a task...):
   the object keeps the union of what its releasers knew, the acquirer
   learns it.  The interceptors (omp.c, pthread.c) call rr_sync_release
   and rr_sync_acquire around the real operations.  */

#ifndef RMARACE_THREAD_H
#define RMARACE_THREAD_H

#include <stddef.h>
#include <stdint.h>
#include "event.h"
#include "tls.h"

struct rr_thread
{
  struct rr_thread *next;	/* every thread the runtime has seen */
  uint32_t id;			/* the clock's number: 0 for MPI_Init's */
  int live;			/* 0 once it has finished */
  /* Its OpenMP thread number inside a parallel region, -1 outside.  */
  int omp_num;
  /* The number reports show outside OpenMP: ID, or for a unit its OS
     thread's.  */
  uint32_t shown;
  int unit;			/* enum rr_unit */
  /* The clock (event.c).  Events are 2k, plain accesses 2k+1, both
     tagged with ID (RR_VALUE).  */
  uint64_t k;
  struct rr_snapshot *snap;
  struct rr_event *instant;
  /* Releases made: operations issued by this thread between two
     releases are completed together (check.c).  */
  uint64_t releases;
  /* Changes of SNAP (rr_thread_learned).  */
  uint64_t learned;
  /* This thread or unit among all the runtime has seen (a unit may
     take an ended one's ID): with ID, what names it in a blocker.  */
  uint64_t serial;
};

/* An event's value: the thread's number in the top 16 bits, its counter
   below.  Values of one thread compare as its counter does.  */
#define RR_THREAD_BITS 16
#define RR_VALUE(thread, tick) \
  (((uint64_t) (thread) << (64 - RR_THREAD_BITS)) | (tick))
#define RR_VALUE_THREAD(value) ((uint32_t) ((value) >> (64 - RR_THREAD_BITS)))
/* A thread number no thread has.  */
#define RR_NO_THREAD ((1u << RR_THREAD_BITS) - 1)

/* The calling thread, registered on first use.  Under the lock.  */
struct rr_thread *rr_thread_self (void);
/* How many threads the runtime has seen, one more while threads are
   about to start (rr_thread_starting): more than 1 means other threads
   may not know what the calling one does.  */
uint32_t rr_thread_count (void);
/* The number a report gives the calling thread's accesses: 0 in a
   program that uses neither OpenMP nor pthread_create, else 1 + its
   OpenMP thread number (or its clock number outside OpenMP).  Under the
   lock.  */
uint32_t rr_thread_display (void);
/* The program created a thread with pthread_create.  */
extern int rr_threads_created;
/* The calling thread is finishing.  */
void rr_thread_exit (void);

/* Logical threads.  OpenMP lets two sections of one sections construct,
   or two sibling tasks, run at the same time, whichever threads run
   them: a schedule where one thread runs both only hides their race.  So
   each section and each (deferred) task runs as a logical thread of its
   own, a "unit" with its own clock that knows only what the section or
   task is ordered after (the construct's start, the task's creation and
   dependences, by acquires), not what its OS thread did before.  */
enum rr_unit { RR_UNIT_THREAD, RR_UNIT_SECTION, RR_UNIT_TASK };
/* The calling thread starts running a new unit of kind UNIT, with an
   empty clock that acquires FIRST and the N_MORE objects MORE (what
   orders the unit); returns the identity it ran before, to give to
   rr_unit_end, or NULL when no unit could be made (more than about
   64000 units not known to have ended: the thread then goes on in its
   own identity, which only hides races, and acquires them itself).
   Under the lock.  */
struct rr_thread *rr_unit_begin (int unit, const void *first,
				 void *const *more, size_t n_more);
/* The unit the calling thread runs is over: it resumes BASE.  What the
   unit did must have been released where it is ordered before others,
   by one event (rr_sync_release, then rr_sync_release_again): a unit
   that knows it may take the ended one's clock number.  Under the
   lock.  */
void rr_unit_end (struct rr_thread *base);
/* The kind of unit (enum rr_unit) that clock number ID is, for
   reports.  */
int rr_unit_of (uint32_t id);

/* Does every live thread of this process know event E (of any
   process), so that all its later accesses come after E?  */
int rr_thread_all_know (const struct rr_event *e);

/* Does thread T know event E?  */
int rr_thread_knows (const struct rr_thread *t, const struct rr_event *e);

/* T's snapshot changed (it learned something): every change counts
   in T's LEARNED, which blockers (below) compare.  */
void rr_thread_learned (struct rr_thread *t);

/* Why rr_thread_all_know said no: the first live thread that does not
   know the event (its clock number, serial and LEARNED then), or the
   threads about to start (THREAD RR_NO_THREAD, SERIAL the generation
   of their objects).  The "no" stands while that blocker has learned
   nothing, not ended, and (for starting threads) no release or start
   changed what they will know: rr_blocker_still, O(1).  VALID is 0
   when no blocker decides (the event has not happened).  Only the
   blocker's learning can turn the "no" into a "yes": threads that knew
   go on knowing, and threads that appear know less.  */
struct rr_blocker
{
  uint32_t thread;
  int valid;
  uint64_t serial, learned;
};
/* rr_thread_all_know, saying in *WHY who said no.  */
int rr_thread_all_know_why (const struct rr_event *e,
			    struct rr_blocker *why);
int rr_blocker_still (const struct rr_blocker *b);
/* Do A and B name the same blocker in the same state?  */
int rr_blocker_same (const struct rr_blocker *a, const struct rr_blocker *b);

/* Threads about to start will know what synchronization object OBJ
   holds (a team's fork, a thread's creation), and nothing else, until
   they have all acquired it: rr_thread_all_know asks OBJ too till
   then.  Under the lock.  */
void rr_thread_starting (const void *obj);
void rr_thread_started (const void *obj);

/* Synchronization objects, by address.  Under the lock.  */
void rr_sync_release (const void *obj);
void rr_sync_acquire (const void *obj);
/* Release into OBJ what the last rr_sync_release released, with no new
   event.  */
void rr_sync_release_again (const void *obj);
/* The same, taking the lock; after an acquire, forget the completed
   RMA buffers every thread now knows are free.  */
void rr_release (const void *obj);
void rr_acquire (const void *obj);
/* Forget OBJ (a task or a barrier slot that will not be used again).  */
void rr_sync_forget (const void *obj);

/* Is thread synchronization tracked at all?  Not before MPI_Init, not
   after MPI_Finalize, and not while the calling thread is inside the
   runtime (its own locks) or inside MPI (MPI's locks order nothing the
   application can rely on).  No lock needed.  */
int rr_sync_tracking (void);
/* The calling thread enters or leaves MPI or the runtime.  */
extern RR_TLS int rr_inside;

/* Mark the clocks and synchronization objects for the collector.  */
void rr_thread_mark (void);

#endif /* RMARACE_THREAD_H */
