/* fence.c -- races within a fence epoch; the fix is to close the epoch.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

/* { dg-do compile } */

#include <mpi.h>

int buf[4];
int sink;

void
fence_race (MPI_Win win, int target)
{
  MPI_Win_fence (0, win);
  MPI_Get (buf, 4, MPI_INT, target, 0, 4, MPI_INT, win); /* { dg-message "note: MPI_Get into .buf. started here" } */
  sink = buf[0]; /* { dg-warning "data race: MPI_Get into .buf. is still pending when .buf.0.. is loaded here; close the epoch with .MPI_Win_fence. before this load" } */
  MPI_Win_fence (0, win);
}

void
fence_put_store (MPI_Win win, int target)
{
  MPI_Win_fence (0, win);
  MPI_Put (buf, 4, MPI_INT, target, 0, 4, MPI_INT, win); /* { dg-message "note: MPI_Put from .buf. started here" } */
  buf[1] = 5; /* { dg-warning "data race: MPI_Put from .buf. is still pending when .buf.1.. is stored to here; close the epoch with .MPI_Win_fence." } */
  MPI_Win_fence (0, win);
}

void
fence_ok (MPI_Win win, int target)
{
  MPI_Win_fence (0, win);
  MPI_Get (buf, 4, MPI_INT, target, 0, 4, MPI_INT, win);
  MPI_Win_fence (0, win);
  sink = buf[0]; /* { dg-bogus "race" } */
  MPI_Put (buf, 4, MPI_INT, target, 0, 4, MPI_INT, win);
  MPI_Win_fence (0, win);
  buf[1] = 5; /* { dg-bogus "race" } */
}
