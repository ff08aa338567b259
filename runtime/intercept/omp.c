/* omp.c -- OpenMP synchronization as ordering between threads.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   GCC lowers OpenMP constructs to calls into libgomp (GOMP_parallel,
   GOMP_barrier, GOMP_critical_start...), in C, C++ and Fortran alike.
   The runtime defines those entry points: each tells the thread model
   (thread.h) what the construct orders, then calls libgomp's own,
   found with dlsym (RTLD_NEXT), with the arguments it was given.  What
   the program computes is unchanged.

   - parallel: the encountering thread releases, every team member
     acquires at the start of the region (fork); every member releases
     at its end and the encountering thread acquires after it (join).
   - barriers, explicit and implicit (GOMP_loop_end, GOMP_sections_end,
     the barrier GCC emits after a static loop or single): each member
     releases before and acquires after.  A team's barriers use three
     objects in turn, so a late thread never learns what a fast one did
     after the barrier.  Tasks of the team are complete at a barrier.
   - critical, atomic (when not lowered to an instruction), ordered,
     locks: acquire after entering, release before leaving.
   - tasks: the creating thread releases, the task acquires when it
     starts; a finished task releases into its parent's children object
     (acquired by the parent's taskwait), its team's task object
     (acquired by taskgroup ends and barriers) and its dependences
     (acquired by the tasks that depend on them).
   - a detached task (detach clause) gets its event handle; what the
     thread that fulfills the event did before is not ordered before
     the task's completion (omp_fulfill_event is not intercepted).
   - single, master and masked order nothing by themselves: their
     implicit barriers do (GCC calls GOMP_barrier unless nowait).
   - logical concurrency: each section of a sections construct and each
     deferred task runs as a unit of its own (thread.h), so that two
     sections, or two sibling tasks, that one thread happened to run one
     after the other are still concurrent.  A section knows what its
     thread knew when the construct started; the thread knows its
     sections once it leaves the construct.  An undeferred or included
     task runs in its creator's identity: the creator waits for it.  */

#include <stdalign.h>
#include <stdbool.h>
#include <stddef.h>
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
#include "gomp-compat.h"
#include "tls.h"

extern int omp_get_thread_num (void) __attribute__ ((weak));
extern int omp_get_num_threads (void) __attribute__ ((weak));
extern int omp_in_final (void) __attribute__ ((weak));
extern int omp_get_max_threads (void) __attribute__ ((weak));

/* A team, as seen by the runtime: made by the parallel construct.  */
struct team
{
  char fork, join, tasks, ordered, copy;	/* object addresses */
  char slot[3];			/* barrier objects, used in turn */
  unsigned slot_gen[3];		/* the barrier each last served */
  int started;			/* members that acquired the fork */
};

/* The calling thread's membership in its innermost team.  */
struct member
{
  struct team *team;
  unsigned gen;			/* barriers this member has passed */
  int omp_num;
  struct member *outer;
};
static RR_TLS struct member *current;

/* Tasks created outside any parallel region.  */
static char orphan_tasks;

static int
tracking (void)
{
  return rr_sync_tracking ();
}

/* Around a barrier of the calling thread's team.  */
static void
barrier_enter (void)
{
  struct member *m = current;
  if (!m || !tracking ())
    return;
  struct team *t = m->team;
  unsigned s = m->gen % 3;
  rr_lock ();
  if (t->slot_gen[s] != m->gen)
    {
      /* Last used three barriers ago: every member has acquired it.  */
      rr_sync_forget (&t->slot[s]);
      t->slot_gen[s] = m->gen;
    }
  rr_sync_release (&t->slot[s]);
  rr_unlock ();
}

static void
barrier_leave (void)
{
  struct member *m = current;
  if (!m || !tracking ())
    return;
  struct team *t = m->team;
  rr_lock ();
  rr_sync_acquire (&t->slot[m->gen % 3]);
  rr_sync_acquire (&t->tasks);
  rr_pending_collect ();
  rr_unlock ();
  m->gen++;
}

/* Parallel regions.  */

struct region
{
  void (*fn) (void *);
  void *data;
  struct team *team;
  int counted;			/* rr_recent_threads (1) was called */
};

static void
region_start (struct region *r, struct member *m)
{
  *m = (struct member) { r->team, 0, 0, current };
  current = m;
  if (!tracking ())
    return;
  rr_lock ();
  struct rr_thread *self = rr_thread_self ();
  m->omp_num = omp_get_thread_num ? omp_get_thread_num () : 0;
  self->omp_num = m->omp_num;
  rr_sync_acquire (&r->team->fork);
  int size = omp_get_num_threads ? omp_get_num_threads () : 1;
  if (++r->team->started == size)
    rr_thread_started (&r->team->fork);
  rr_unlock ();
}

static void
region_end (struct region *r, struct member *m)
{
  current = m->outer;
  if (!tracking ())
    return;
  rr_lock ();
  rr_sync_forget (m);		/* its implicit task's children object */
  rr_sync_release (&r->team->join);
  struct rr_thread *self = rr_thread_self ();
  self->omp_num = current ? current->omp_num : -1;
  rr_unlock ();
}

static void
region_body (void *p)
{
  struct region *r = p;
  struct member m;
  region_start (r, &m);
  r->fn (r->data);
  region_end (r, &m);
}

/* Whether the team a parallel construct with NUM_THREADS (libgomp's
   argument: 0 without a num_threads clause, 1 when its if clause is
   false) starts has one thread only: the encountering thread, which
   runs alone as before.  libgomp may give a team fewer threads than
   asked (nesting, thread_limit, dynamic), never more, so a team that
   may have more counts as several.  */
static int
single_thread_team (unsigned num_threads)
{
  if (num_threads == 0)
    return omp_get_max_threads && omp_get_max_threads () == 1;
  return num_threads == 1;
}

/* Before the encountering thread starts a team.  */
static struct region
fork_team (void (*fn) (void *), void *data, unsigned num_threads)
{
  struct region r = { fn, data, calloc (1, sizeof (struct team)), 0 };
  if (!r.team)
    rr_fatal ("out of memory");
  if (tracking ())
    {
      rr_lock ();
      /* Before any member runs: their accesses must reach the runtime,
	 every one while several threads may run (recent.h).  A team of
	 one thread runs nothing concurrently: keeping all its accesses
	 would only cost (OMP_NUM_THREADS=1: the whole program's loads
	 and stores).  */
      if (!single_thread_team (num_threads))
	{
	  rr_recent_threads (1);
	  r.counted = 1;
	}
      rr_sync_release (&r.team->fork);
      rr_thread_starting (&r.team->fork);
      rr_unlock ();
    }
  return r;
}

/* After the team ended.  */
static void
join_team (struct region *r)
{
  if (tracking ())
    {
      rr_lock ();
      rr_thread_started (&r->team->fork);
      rr_sync_acquire (&r->team->join);
      rr_sync_acquire (&r->team->tasks);
      rr_pending_collect ();
      struct team *t = r->team;
      const void *objs[] = { &t->fork, &t->join, &t->tasks, &t->ordered,
			     &t->copy, &t->slot[0], &t->slot[1],
			     &t->slot[2] };
      for (size_t i = 0; i < sizeof objs / sizeof objs[0]; i++)
	rr_sync_forget (objs[i]);
      rr_unlock ();
    }
  if (r->counted)
    {
      rr_lock ();
      rr_recent_threads (-1);
      rr_unlock ();
    }
  free (r->team);
}

typedef void (*body_fn) (void *);

void
GOMP_parallel (body_fn fn, void *data, unsigned num_threads, unsigned flags)
{
  RR_REAL (GOMP_parallel, void (*) (body_fn, void *, unsigned, unsigned),
	   NULL);
  struct region r = fork_team (fn, data, num_threads);
  real_GOMP_parallel (region_body, &r, num_threads, flags);
  join_team (&r);
}

void
GOMP_parallel_sections (body_fn fn, void *data, unsigned num_threads,
			unsigned count, unsigned flags)
{
  RR_REAL (GOMP_parallel_sections,
	void (*) (body_fn, void *, unsigned, unsigned, unsigned), NULL);
  struct region r = fork_team (fn, data, num_threads);
  real_GOMP_parallel_sections (region_body, &r, num_threads, count, flags);
  join_team (&r);
}

/* The combined parallel loops: with a chunk size, and without
   (schedule(runtime)).  */
#define PARALLEL_LOOP(name) \
  void \
  name (body_fn fn, void *data, unsigned num_threads, long start, \
	long end, long incr, long chunk, unsigned flags) \
  { \
    RR_REAL (name, void (*) (body_fn, void *, unsigned, long, long, long, \
			  long, unsigned), NULL); \
    struct region r = fork_team (fn, data, num_threads); \
    real_##name (region_body, &r, num_threads, start, end, incr, chunk, \
		 flags); \
    join_team (&r); \
  }
#define PARALLEL_LOOP_RUNTIME(name) \
  void \
  name (body_fn fn, void *data, unsigned num_threads, long start, \
	long end, long incr, unsigned flags) \
  { \
    RR_REAL (name, void (*) (body_fn, void *, unsigned, long, long, long, \
			  unsigned), NULL); \
    struct region r = fork_team (fn, data, num_threads); \
    real_##name (region_body, &r, num_threads, start, end, incr, flags); \
    join_team (&r); \
  }

PARALLEL_LOOP (GOMP_parallel_loop_static)
PARALLEL_LOOP (GOMP_parallel_loop_dynamic)
PARALLEL_LOOP (GOMP_parallel_loop_guided)
PARALLEL_LOOP (GOMP_parallel_loop_nonmonotonic_dynamic)
PARALLEL_LOOP (GOMP_parallel_loop_nonmonotonic_guided)
PARALLEL_LOOP_RUNTIME (GOMP_parallel_loop_runtime)
PARALLEL_LOOP_RUNTIME (GOMP_parallel_loop_nonmonotonic_runtime)
PARALLEL_LOOP_RUNTIME (GOMP_parallel_loop_maybe_nonmonotonic_runtime)

/* Barriers.  */

void
GOMP_barrier (void)
{
  RR_REAL (GOMP_barrier, void (*) (void), NULL);
  barrier_enter ();
  real_GOMP_barrier ();
  barrier_leave ();
}

#define BARRIER_BOOL(name) \
  bool \
  name (void) \
  { \
    RR_REAL (name, bool (*) (void), NULL); \
    barrier_enter (); \
    bool r = real_##name (); \
    barrier_leave (); \
    return r; \
  }
#define BARRIER_VOID(name) \
  void \
  name (void) \
  { \
    RR_REAL (name, void (*) (void), NULL); \
    barrier_enter (); \
    real_##name (); \
    barrier_leave (); \
  }

BARRIER_BOOL (GOMP_barrier_cancel)
BARRIER_VOID (GOMP_loop_end)
BARRIER_BOOL (GOMP_loop_end_cancel)
BARRIER_VOID (GOMP_sections_end)
BARRIER_BOOL (GOMP_sections_end_cancel)

/* Sections.  GOMP_sections_start (or _next) hands the calling thread
   its next section, 0 when none is left.  Each section runs as a unit
   that acquires the thread's release at the start of the construct (its
   fork), and releases into the thread's join when it ends; the thread
   acquires its join once it has no section left.  Every section is a
   unit, even the only one a thread runs, so that reports are the same
   whatever the schedule.  */

static __thread struct
{
  int open;			/* the thread is inside a construct */
  struct rr_thread *base;	/* the identity it resumes, or NULL */
  char fork, join;		/* synchronization objects */
} section;

static void
section_next (unsigned n)
{
  if (!tracking ())
    return;
  rr_lock ();
  if (section.base)
    {
      rr_sync_release (&section.join);
      rr_unit_end (section.base);
      section.base = NULL;
    }
  if (n && !section.open)
    {
      section.open = 1;
      rr_sync_forget (&section.fork);
      rr_sync_forget (&section.join);
      rr_sync_release (&section.fork);
    }
  if (n)
    section.base = rr_unit_begin (RR_UNIT_SECTION, &section.fork, NULL, 0);
  else if (section.open)
    {
      section.open = 0;
      rr_sync_acquire (&section.join);
      rr_sync_forget (&section.fork);
      rr_sync_forget (&section.join);
    }
  rr_unlock ();
}

unsigned
GOMP_sections_start (unsigned count)
{
  RR_REAL (GOMP_sections_start, unsigned (*) (unsigned), NULL);
  unsigned n = real_GOMP_sections_start (count);
  section_next (n);
  return n;
}

unsigned
GOMP_sections2_start (unsigned count, uintptr_t *reductions, void **mem)
{
  RR_REAL (GOMP_sections2_start,
	   unsigned (*) (unsigned, uintptr_t *, void **), NULL);
  unsigned n = real_GOMP_sections2_start (count, reductions, mem);
  section_next (n);
  return n;
}

unsigned
GOMP_sections_next (void)
{
  RR_REAL (GOMP_sections_next, unsigned (*) (void), NULL);
  unsigned n = real_GOMP_sections_next ();
  section_next (n);
  return n;
}

/* Mutual exclusion: acquire once in, release before leaving.  */

static char critical_obj, atomic_obj;

#define ENTER_VOID(name, obj) \
  void \
  name (void) \
  { \
    RR_REAL (name, void (*) (void), NULL); \
    real_##name (); \
    if (tracking ()) \
      rr_acquire (obj); \
  }
#define LEAVE_VOID(name, obj) \
  void \
  name (void) \
  { \
    RR_REAL (name, void (*) (void), NULL); \
    if (tracking ()) \
      rr_release (obj); \
    real_##name (); \
  }

ENTER_VOID (GOMP_critical_start, &critical_obj)
LEAVE_VOID (GOMP_critical_end, &critical_obj)
ENTER_VOID (GOMP_atomic_start, &atomic_obj)
LEAVE_VOID (GOMP_atomic_end, &atomic_obj)

void
GOMP_critical_name_start (void **pptr)
{
  RR_REAL (GOMP_critical_name_start, void (*) (void **), NULL);
  real_GOMP_critical_name_start (pptr);
  if (tracking ())
    rr_acquire (pptr);
}

void
GOMP_critical_name_end (void **pptr)
{
  RR_REAL (GOMP_critical_name_end, void (*) (void **), NULL);
  if (tracking ())
    rr_release (pptr);
  real_GOMP_critical_name_end (pptr);
}

void
GOMP_ordered_start (void)
{
  RR_REAL (GOMP_ordered_start, void (*) (void), NULL);
  real_GOMP_ordered_start ();
  if (current && tracking ())
    rr_acquire (&current->team->ordered);
}

void
GOMP_ordered_end (void)
{
  RR_REAL (GOMP_ordered_end, void (*) (void), NULL);
  if (current && tracking ())
    rr_release (&current->team->ordered);
  real_GOMP_ordered_end ();
}

/* copyprivate: the thread that ran the single block hands its data to
   the others.  */
void *
GOMP_single_copy_start (void)
{
  RR_REAL (GOMP_single_copy_start, void *(*) (void), NULL);
  void *data = real_GOMP_single_copy_start ();
  if (data && current && tracking ())
    rr_acquire (&current->team->copy);
  return data;
}

void
GOMP_single_copy_end (void *data)
{
  RR_REAL (GOMP_single_copy_end, void (*) (void *), NULL);
  if (current && tracking ())
    rr_release (&current->team->copy);
  real_GOMP_single_copy_end (data);
}

/* OpenMP locks, in C and (by reference) in Fortran.  */

#define LOCK_SET(name) \
  void \
  name (void *lock) \
  { \
    RR_REAL (name, void (*) (void *), NULL); \
    real_##name (lock); \
    if (tracking ()) \
      rr_acquire (lock); \
  }
#define LOCK_UNSET(name) \
  void \
  name (void *lock) \
  { \
    RR_REAL (name, void (*) (void *), NULL); \
    if (tracking ()) \
      rr_release (lock); \
    real_##name (lock); \
  }
#define LOCK_TEST(name) \
  int \
  name (void *lock) \
  { \
    RR_REAL (name, int (*) (void *), NULL); \
    int got = real_##name (lock); \
    if (got && tracking ()) \
      rr_acquire (lock); \
    return got; \
  }

LOCK_SET (omp_set_lock)
LOCK_UNSET (omp_unset_lock)
LOCK_TEST (omp_test_lock)
LOCK_SET (omp_set_nest_lock)
LOCK_UNSET (omp_unset_nest_lock)
LOCK_TEST (omp_test_nest_lock)
LOCK_SET (omp_set_lock_)
LOCK_UNSET (omp_unset_lock_)
LOCK_SET (omp_set_nest_lock_)
LOCK_UNSET (omp_unset_nest_lock_)

/* Fortran's omp_test_lock returns a LOGICAL, its nest variant an
   integer: both fit an int.  */
LOCK_TEST (omp_test_lock_)
LOCK_TEST (omp_test_nest_lock_)

/* Tasks.  The task's data block gets a header in front: what the task
   must acquire when it starts and release when it ends.  libgomp copies
   the whole block (or calls the copy function) when it defers the
   task.  */

/* The flag bits, the dependences' encoding and the words of the block
   libgomp writes are libgomp's (gomp-compat.h); on a libgomp whose
   layouts are not known (rr_gomp_known), tasks go to libgomp untouched.  */

struct task_head
{
  /* For a task with a detach clause libgomp writes the event handle into
     the first word of the block it is given, where the task's body
     reads it: here, and the body moves it into the original block.  */
  void *event;			/* RR_GOMP_DETACH_EVENT_WORD */
  int detach;
  void (*fn) (void *);
  void (*cpyfn) (void *, void *);
  void *orig_data;		/* the original block, for cpyfn */
  size_t offset;		/* where the original block starts */
  void *created;		/* the creator's release, a heap token */
  struct team *team;
  /* Where the task's end is released for a taskwait of its parent (the
     parent's children object), and this task's own (NULL for taskloop
     tasks, which count as their creator's).  */
  const void *parent;
  void *self;
  /* The addresses of the dependences follow the header: the caller's
     array lives only as long as the GOMP_task call.  */
  size_t n_deps;
  int tracked;
  int shared;			/* CREATED serves several tasks (taskloop) */
  /* Undeferred or included: its creator waits for it, so it runs in
     the creator's identity, not as a unit.  */
  int inline_;
};

/* The addresses of the dependences DEPEND, in both encodings libgomp
   knows: [n, n_out, addr...] and [0, n, n_out, n_mutex, n_in, addr...].  */
static size_t
depend_addrs (void **depend, void ***addrs)
{
  if (!depend)
    return 0;
  uintptr_t n = (uintptr_t) depend[0];
  if (n)
    {
      *addrs = depend + RR_GOMP_DEPEND_OLD_ADDRS;
      return n;
    }
  *addrs = depend + RR_GOMP_DEPEND_NEW_ADDRS;
  return (uintptr_t) depend[RR_GOMP_DEPEND_NEW_COUNT];
}

static void **
head_deps (struct task_head *h)
{
  return (void **) (h + 1);
}

/* The explicit task the calling thread runs, or NULL for its implicit
   task, and that task's team: a thread may run a task after it left the
   region's body, in the barrier that ends it.  */
static RR_TLS void *current_task;
static RR_TLS struct team *current_task_team;

/* The team of the task the calling thread runs.  */
static struct team *
current_team (void)
{
  if (current_task)
    return current_task_team;
  return current ? current->team : NULL;
}

/* The object the children of the calling thread's current task release
   into when they end, and its taskwait acquires.  */
static const void *
children_object (void)
{
  if (current_task)
    return current_task;
  if (current)
    return current;		/* the implicit task of a team member */
  return &orphan_tasks;
}

static void
task_body (void *p)
{
  struct task_head *h = p;
  struct rr_thread *base = NULL;
  if (h->tracked && tracking ())
    {
      rr_lock ();
      if (!h->inline_)
	base = rr_unit_begin (RR_UNIT_TASK, h->created, head_deps (h),
			      h->n_deps);
      /* Reports name the OpenMP thread that runs the task.  */
      rr_thread_self ()->omp_num
	= omp_get_thread_num ? omp_get_thread_num () : 0;
      if (!base)
	{
	  rr_sync_acquire (h->created);
	  for (size_t i = 0; i < h->n_deps; i++)
	    rr_sync_acquire (head_deps (h)[i]);
	}
      if (!h->shared)
	{
	  rr_sync_forget (h->created);
	  free (h->created);
	}
      rr_unlock ();
    }
  if (h->detach)
    memcpy ((char *) p + h->offset, &h->event, sizeof h->event);
  void *outer_task = current_task;
  struct team *outer_team = current_task_team;
  if (h->self)
    {
      current_task = h->self;
      current_task_team = h->team;
    }
  h->fn ((char *) p + h->offset);
  current_task = outer_task;
  current_task_team = outer_team;
  if (h->tracked && tracking ())
    {
      /* One event released into every object, so that a unit that
	 learns of this one's end through any of them may take its
	 clock number (thread.h).  */
      rr_lock ();
      rr_sync_release (h->parent);
      if (h->self)
	rr_sync_forget (h->self);
      rr_sync_release_again (h->team ? (const void *) &h->team->tasks
				     : (const void *) &orphan_tasks);
      for (size_t i = 0; i < h->n_deps; i++)
	rr_sync_release_again (head_deps (h)[i]);
      rr_unlock ();
    }
  if (base)
    {
      rr_lock ();
      rr_unit_end (base);
      rr_unlock ();
    }
  free (h->self);
}

static void
task_copy (void *dst, void *src)
{
  struct task_head *h = src;
  memcpy (dst, h, h->offset);
  h->cpyfn ((char *) dst + h->offset, h->orig_data);
}

void
GOMP_task (void (*fn) (void *), void *data, void (*cpyfn) (void *, void *),
	   long arg_size, long arg_align, bool if_clause, unsigned flags,
	   void **depend, int priority, void *detach)
{
  RR_REAL (GOMP_task, void (*) (void (*) (void *), void *,
			     void (*) (void *, void *), long, long, bool,
			     unsigned, void **, int, void *), NULL);
  if (!rr_gomp_known ())
    {
      real_GOMP_task (fn, data, cpyfn, arg_size, arg_align, if_clause, flags,
		      depend, priority, detach);
      return;
    }
  void **addrs = NULL;
  size_t n_deps = depend_addrs (depend, &addrs);
  long align = arg_align > (long) alignof (struct task_head)
	       ? arg_align : (long) alignof (struct task_head);
  size_t head = sizeof (struct task_head) + n_deps * sizeof (void *);
  size_t offset = (head + align - 1) / align * align;
  size_t size = offset + (arg_size > 0 ? arg_size : 0);
  /* The block libgomp copies from: aligned, on the heap (a task's data
     may be large).  */
  char *block = aligned_alloc (align, (size + align - 1) / align * align);
  if (!block)
    rr_fatal ("out of memory");
  struct task_head *h = (struct task_head *) block;
  *h = (struct task_head) { NULL, (flags & RR_GOMP_TASK_DETACH) && arg_size > 0,
			    fn, cpyfn, data, offset, NULL, current_team (),
			    children_object (), NULL, n_deps, 0, 0,
			    !if_clause || (omp_in_final && omp_in_final ()) };
  if (n_deps)
    memcpy (head_deps (h), addrs, n_deps * sizeof (void *));
  if (tracking ())
    {
      h->created = malloc (1);
      if (!h->created)
	rr_fatal ("out of memory");
      h->self = malloc (1);
      if (!h->self)
	rr_fatal ("out of memory");
      h->tracked = 1;
      rr_release (h->created);
    }
  if (!cpyfn && arg_size > 0)
    memcpy (block + offset, data, arg_size);
  real_GOMP_task (task_body, block, cpyfn ? task_copy : NULL, (long) size,
		  align, if_clause, flags, depend, priority, detach);
  free (block);
}

static void
tasks_done (void)
{
  if (!tracking ())
    return;
  struct team *t = current_team ();
  rr_acquire (t ? (const void *) &t->tasks : (const void *) &orphan_tasks);
}

/* taskwait waits for the current task's children only.  */
void
GOMP_taskwait (void)
{
  RR_REAL (GOMP_taskwait, void (*) (void), NULL);
  real_GOMP_taskwait ();
  if (tracking ())
    rr_acquire (children_object ());
}

void
GOMP_taskgroup_end (void)
{
  RR_REAL (GOMP_taskgroup_end, void (*) (void), NULL);
  real_GOMP_taskgroup_end ();
  tasks_done ();
}

/* taskloop: libgomp writes each task's bounds into the first two words
   of its copy of the block, so the header goes after them, and the task
   moves them into the original layout before running the body.  With a
   reduction, libgomp reads the reductions' descriptor from the third
   word: the header has a copy there.  */

struct loop_head
{
  long bounds[2];		/* where libgomp writes start and end */
  void *reduction;		/* where libgomp reads the reductions */
  struct task_head head;
};
_Static_assert (offsetof (struct loop_head, bounds)
		== RR_GOMP_TASKLOOP_BOUNDS_WORD * sizeof (void *)
		&& offsetof (struct loop_head, reduction)
		   == RR_GOMP_TASKLOOP_REDUCTION_WORD * sizeof (void *),
		"struct loop_head follows libgomp's taskloop block");
_Static_assert (offsetof (struct task_head, event)
		== RR_GOMP_DETACH_EVENT_WORD * sizeof (void *),
		"struct task_head follows libgomp's detach event word");

static void
loop_body (void *p)
{
  struct loop_head *l = p;
  char *orig = (char *) p + l->head.offset;
  memcpy (orig, l->bounds, sizeof l->bounds);
  l->head.offset -= offsetof (struct loop_head, head);
  task_body (&l->head);
}

static void
loop_copy (void *dst, void *src)
{
  struct loop_head *l = src;
  memcpy (dst, l, l->head.offset);
  l->head.cpyfn ((char *) dst + l->head.offset, l->head.orig_data);
}

#define TASKLOOP(name, type) \
  void \
  name (void (*fn) (void *), void *data, void (*cpyfn) (void *, void *), \
	long arg_size, long arg_align, unsigned flags, \
	unsigned long num_tasks, int priority, type start, type end, \
	type step) \
  { \
    RR_REAL (name, void (*) (void (*) (void *), void *, \
			  void (*) (void *, void *), long, long, unsigned, \
			  unsigned long, int, type, type, type), NULL); \
    if (!rr_gomp_known ()) \
      { \
	real_##name (fn, data, cpyfn, arg_size, arg_align, flags, num_tasks, \
		     priority, start, end, step); \
	return; \
      } \
    long align = arg_align > (long) alignof (struct loop_head) \
		 ? arg_align : (long) alignof (struct loop_head); \
    size_t offset = (sizeof (struct loop_head) + align - 1) / align \
		    * align; \
    size_t size = offset + (arg_size > 0 ? arg_size : 0); \
    char *block = aligned_alloc (align, (size + align - 1) / align \
					* align); \
    if (!block) \
      rr_fatal ("out of memory"); \
    struct loop_head *l = (struct loop_head *) block; \
    l->head = (struct task_head) { NULL, 0, fn, cpyfn, data, offset, NULL, \
				   current_team (), children_object (), NULL, \
				   0, 0, 1, \
				   !(flags & RR_GOMP_TASKLOOP_IF) \
				   || (omp_in_final && omp_in_final ()) }; \
    l->reduction = NULL; \
    size_t red_at = offsetof (struct loop_head, reduction); \
    if ((flags & RR_GOMP_TASK_REDUCTION) \
	&& arg_size >= (long) (red_at + sizeof l->reduction)) \
      memcpy (&l->reduction, (char *) data + red_at, sizeof l->reduction); \
    if (tracking ()) \
      { \
	l->head.created = malloc (1); \
	if (!l->head.created) \
	  rr_fatal ("out of memory"); \
	l->head.tracked = 1; \
	rr_release (l->head.created); \
      } \
    if (!cpyfn && arg_size > 0) \
      memcpy (block + offset, data, arg_size); \
    real_##name (loop_body, block, cpyfn ? loop_copy : NULL, (long) size, \
		 align, flags, num_tasks, priority, start, end, step); \
    void *token = l->head.created; \
    free (block); \
    /* Without nogroup every task is over: the token can go.  */ \
    if (!(flags & RR_GOMP_TASKLOOP_NOGROUP)) \
      { \
	tasks_done (); \
	if (token) \
	  { \
	    rr_lock (); \
	    rr_sync_forget (token); \
	    rr_unlock (); \
	    free (token); \
	  } \
      } \
  }

TASKLOOP (GOMP_taskloop, long)
TASKLOOP (GOMP_taskloop_ull, unsigned long long)
