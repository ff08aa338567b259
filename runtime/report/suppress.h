/* suppress.h -- races not to report (RMARACE_OPTIONS=suppressions=FILE).
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

#ifndef RMARACE_SUPPRESS_H
#define RMARACE_SUPPRESS_H

struct rr_race_side;

/* Read the suppressions in the file PATH; say what is wrong with it on
   stderr (and ignore that line, or the file).  */
void rr_suppressions_read (const char *path);

/* Whether a suppression matches the race between A and B; if so, count
   it.  */
int rr_suppressed (const struct rr_race_side *a,
		   const struct rr_race_side *b);

/* With verbose or stats, say how many races were suppressed (at
   MPI_Finalize).  */
void rr_suppressions_summary (void);

/* The function a LOC of the plugin's names ("FILE:LINE:COL\0\1FUNCTION"),
   or NULL.  */
const char *rr_loc_function (const char *loc);

#endif /* RMARACE_SUPPRESS_H */
