/* report.h -- race reports and the runtime's own messages.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

#ifndef RMARACE_REPORT_H
#define RMARACE_REPORT_H

#include <stdint.h>

/* A race as the report shows it.  The checker fills it in (race.c in the
   model, which alone knows access records, clocks and windows); the
   report only prints it, after dropping a pair of locations it has
   already shown (halt_on_error=0) and what the suppressions match.  */

/* One of the two accesses.  */
struct rr_race_side
{
  /* "FILE:LINE:COL", or that, a NUL, '\1' and the function's name (the
     plugin's locations: rmarace_interface.h); interned, so that equal
     locations are equal pointers.  NULL when unknown.  */
  const char *loc;
  const char *call;		/* "MPI_Put"..., NULL for a load or store */
  const char *role;		/* "local load", "origin buffer read"... */
  int kind;			/* the kind of access, as a number: with LOC,
				   what makes two reports the same */
  int rank;			/* the world rank of the process that made it */
  int remote;			/* another process's RMA call made it here */
  unsigned thread;		/* the thread's number + 1; 0: not shown */
};

struct rr_race
{
  struct rr_race_side first, second;	/* in the order shown */
  uintptr_t lo, hi;		/* the bytes both touch, in this process */
  /* Where the bytes are: a region of window WINDOW (OFFSET and SIZE in
     it; ATTACHED: to a dynamic window), or else (WINDOW 0) a buffer of
     this process outside any window.  */
  unsigned window;
  uintptr_t offset, size;
  int attached;
  /* When the two accesses are two different OpenMP sections or tasks of
     this process: "sections", "tasks" or "units (a section and a
     task)"; else NULL.  */
  const char *units;
};

/* Report RACE.  With halt_on_error this does not return.  */
void rr_report_race (const struct rr_race *race);

/* This process's world rank, for reports, messages and the log file's
   name (0 until MPI_Init).  */
void rr_report_set_rank (int rank);
int rr_report_rank (void);

/* How many races were reported.  */
unsigned long rr_races_reported (void);

/* A one-line diagnostic, "rmarace: ...", for misuse the runtime sees.  */
void rr_warn (const char *fmt, ...) __attribute__ ((format (printf, 1, 2)));
/* rr_warn, once per KEY (a source location): for misuse a loop would
   repeat.  */
void rr_warn_once (const char *key, const char *fmt, ...)
  __attribute__ ((format (printf, 2, 3)));

/* Say what the runtime does, with verbose=1.  */
void rr_verbose (const char *fmt, ...) __attribute__ ((format (printf, 1, 2)));
/* The runtime cannot go on (out of memory): say so and abort the job.  */
void rr_fatal (const char *fmt, ...)
  __attribute__ ((format (printf, 1, 2), noreturn));

/* The stream reports go to (log_path).  */
void *rr_log_stream (void);

#endif /* RMARACE_REPORT_H */
