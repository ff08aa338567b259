/* lib-race.c -- first_race of two-races.c in a shared library, for the
   called_from_lib suppression of ship.exp (built as libshiprace.so, and
   two-races.c with -DFIRST_RACE_IN_LIB).
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

#include <mpi.h>

static int buf;

void
first_race (MPI_Win win)
{
  MPI_Put (&buf, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
  buf = 2;
}
