/* report.h -- race reports and the runtime's own messages.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

#ifndef RMARACE_REPORT_H
#define RMARACE_REPORT_H

#include <stdint.h>
#include "access.h"

struct rr_window;

/* Report a race between accesses A and B over [LO, HI) of this process's
   memory, in window W (NULL: a buffer outside any window).  With
   halt_on_error this does not return.  */
void rr_report_race (const struct rr_window *w, uintptr_t lo, uintptr_t hi,
		     const struct rr_access *a, const struct rr_access *b);

/* How many races were reported.  */
unsigned long rr_races_reported (void);

/* A one-line diagnostic, "rmarace: ...", for misuse the runtime sees.  */
void rr_warn (const char *fmt, ...) __attribute__ ((format (printf, 1, 2)));
/* rr_warn, once per KEY (a source location): for misuse a loop would
   repeat.  */
void rr_warn_once (const char *key, const char *fmt, ...)
  __attribute__ ((format (printf, 2, 3)));
/* "MPI_Put"... for an enum rr_op.  */
const char *rr_op_name (int op);

/* Say what the runtime does, with verbose=1.  */
void rr_verbose (const char *fmt, ...) __attribute__ ((format (printf, 1, 2)));
/* The runtime cannot go on (out of memory): say so and abort the job.  */
void rr_fatal (const char *fmt, ...)
  __attribute__ ((format (printf, 1, 2), noreturn));

/* The stream reports go to (log_path).  */
void *rr_log_stream (void);

#endif /* RMARACE_REPORT_H */
