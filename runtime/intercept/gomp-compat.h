/* gomp-compat.h -- what omp.c relies on of libgomp beyond its entry points.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   omp.c stands in for libgomp's GOMP_* entry points.  Their signatures
   are the ABI between GCC's compiled code and libgomp, which libgomp
   keeps; but the task wrappers also rely on details that are private to
   libgomp and the GCC that lowers the constructs: flag bits, the encoding
   of dependences, and which words of a task's data block libgomp writes
   or reads.  They are all here, each with where it comes from.  They were
   read from, and checked against, the libgomp of GCC 12 (whose newest
   symbol version is GOMP_5.1); the detach argument of GOMP_task they rely
   on appeared with GOMP_5.0.1 (GCC 11).

   rr_gomp_known checks, once (when the program creates its first task),
   that the libgomp the program runs with is one of those.  On any other, omp.c hands tasks to libgomp untouched
   (their data blocks keep the layout the compiler gave them, so the
   program computes the same) and says so once on stderr, and races that
   involve an OpenMP thread are not reported: without the tasks' ordering
   they could be wrong.  Checking between processes is unaffected.  */

#ifndef RMARACE_GOMP_COMPAT_H
#define RMARACE_GOMP_COMPAT_H

/* The symbol versions of the libgomps whose layouts are known: the
   oldest (the detach argument of GOMP_task) and the newest checked.  A
   libgomp that defines a newer GOMP_x.y version than RR_GOMP_NEWEST, or
   lacks RR_GOMP_OLDEST, is not known.  */
#define RR_GOMP_OLDEST "GOMP_5.0.1"
#define RR_GOMP_NEWEST "GOMP_5.1"

/* GOMP_task's FLAGS and GOMP_taskloop's (gomp-constants.h:
   GOMP_TASK_FLAG_DETACH, GOMP_TASK_FLAG_REDUCTION,
   GOMP_TASK_FLAG_NOGROUP, GOMP_TASK_FLAG_IF).  */
#define RR_GOMP_TASK_DETACH (1u << 13)
#define RR_GOMP_TASK_REDUCTION (1u << 12)
#define RR_GOMP_TASKLOOP_NOGROUP (1u << 11)
#define RR_GOMP_TASKLOOP_IF (1u << 10)

/* The DEPEND array of GOMP_task, in both encodings GCC emits: DEPEND[0]
   non-zero is the count of addresses, which start at DEPEND[2] (the old
   encoding: [n, n_out, addr...]); DEPEND[0] zero is the newer one, whose
   count is DEPEND[1] and whose addresses start at DEPEND[5] ([0, n,
   n_out, n_mutexinoutset, n_in, addr...]).  */
#define RR_GOMP_DEPEND_OLD_ADDRS 2
#define RR_GOMP_DEPEND_NEW_COUNT 1
#define RR_GOMP_DEPEND_NEW_ADDRS 5

/* Words of a task's data block that libgomp itself writes or reads (the
   compiled task body expects them there):
   - a task with a detach clause: libgomp writes the event handle into
     the first word of the block before running the task;
   - a taskloop task: libgomp writes the task's start and end into the
     first two words (long, or unsigned long long for GOMP_taskloop_ull);
   - a taskloop with a reduction: libgomp reads the reductions'
     descriptor from the third word.
   omp.c lays out its own block header to match (struct task_head,
   struct loop_head) and checks it with these.  */
#define RR_GOMP_DETACH_EVENT_WORD 0
#define RR_GOMP_TASKLOOP_BOUNDS_WORD 0
#define RR_GOMP_TASKLOOP_REDUCTION_WORD 2

/* Whether the libgomp the program runs with is one whose layouts are
   known (see above).  Decided on the first call; if not, says so once on
   stderr.  Never nonzero for a libgomp outside the range.  */
int rr_gomp_known (void);

#endif /* RMARACE_GOMP_COMPAT_H */
