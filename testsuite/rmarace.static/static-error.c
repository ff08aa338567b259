/* static-error.c -- -fplugin-arg-rmarace-static=error makes the races errors.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

/* { dg-do compile } */
/* { dg-options "-fplugin-arg-rmarace-static=error" } */

#include <mpi.h>

int buf[4];
int sink;

void
as_error (MPI_Win win, int target)
{
  MPI_Win_lock_all (0, win);
  MPI_Get (buf, 4, MPI_INT, target, 0, 4, MPI_INT, win); /* { dg-message "note: MPI_Get into .buf. started here" } */
  sink = buf[0]; /* { dg-error "error: data race: MPI_Get into .buf. is still pending" } */
  MPI_Win_unlock_all (win);
}
