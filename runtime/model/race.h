/* race.h -- a race the checker found, handed to the report.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

#ifndef RMARACE_RACE_H
#define RMARACE_RACE_H

#include <stdint.h>
#include "access.h"

struct rr_window;

/* Accesses A and B race over [LO, HI) of this process's memory, in
   window W (NULL: a buffer outside any window): describe the race for
   the report (report.h) and report it.  With halt_on_error this does
   not return.  */
void rr_race_found (const struct rr_window *w, uintptr_t lo, uintptr_t hi,
		    const struct rr_access *a, const struct rr_access *b);

/* "MPI_Put"... for an enum rr_op; "access" for none.  */
const char *rr_op_name (int op);

#endif /* RMARACE_RACE_H */
