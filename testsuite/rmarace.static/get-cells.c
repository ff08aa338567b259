/* get-cells.c -- a pending MPI_Get conflicts with every later access.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

/* { dg-do compile } */

#include <mpi.h>

int buf[8];
int other[8];
int sink;

void
get_load (MPI_Win win, int target)
{
  MPI_Win_lock_all (0, win);
  MPI_Get (buf, 8, MPI_INT, target, 0, 8, MPI_INT, win); /* { dg-message "note: MPI_Get into .buf. started here" } */
  sink = buf[3]; /* { dg-warning "warning: data race: MPI_Get into .buf. is still pending when .buf.3.. is loaded here; add .MPI_Win_flush_local .target, win.. before this load .-fplugin-arg-rmarace-static." } */
  MPI_Win_unlock_all (win);
}

void
get_store (MPI_Win win, int target)
{
  MPI_Win_lock_all (0, win);
  MPI_Get (buf, 8, MPI_INT, target, 0, 8, MPI_INT, win); /* { dg-message "note: MPI_Get into .buf. started here" } */
  buf[7] = 1; /* { dg-warning "data race: MPI_Get into .buf. is still pending when .buf.7.. is stored to here" } */
  MPI_Win_unlock_all (win);
}

void
get_get (MPI_Win win, int target)
{
  MPI_Win_lock_all (0, win);
  MPI_Get (buf, 4, MPI_INT, target, 0, 4, MPI_INT, win); /* { dg-message "note: MPI_Get into .buf. started here" } */
  MPI_Get (&buf[2], 2, MPI_INT, target, 8, 2, MPI_INT, win); /* { dg-warning "data race: MPI_Get into .buf. is still pending when .buf.2.. is written by MPI_Get here" } */
  MPI_Win_unlock_all (win);
}

void
get_put (MPI_Win win, int target)
{
  MPI_Win_lock_all (0, win);
  MPI_Get (buf, 2, MPI_DOUBLE, target, 0, 2, MPI_DOUBLE, win); /* { dg-message "note: MPI_Get into .buf. started here" } */
  MPI_Put (&buf[3], 1, MPI_INT, target, 0, 1, MPI_INT, win); /* { dg-warning "data race: MPI_Get into .buf. is still pending when .buf.3.. is read by MPI_Put here" } */
  MPI_Win_unlock_all (win);
}

/* The twins: flushed in between, or disjoint.  */

void
get_flush_load (MPI_Win win, int target)
{
  MPI_Win_lock_all (0, win);
  MPI_Get (buf, 8, MPI_INT, target, 0, 8, MPI_INT, win);
  MPI_Win_flush_local (target, win);
  sink = buf[3]; /* { dg-bogus "race" } */
  buf[3] = 2; /* { dg-bogus "race" } */
  MPI_Get (buf, 8, MPI_INT, target, 0, 8, MPI_INT, win); /* { dg-bogus "race" } */
  MPI_Win_flush (target, win);
  MPI_Put (buf, 8, MPI_INT, target, 0, 8, MPI_INT, win); /* { dg-bogus "race" } */
  MPI_Win_unlock_all (win);
}

void
get_disjoint (MPI_Win win, int target)
{
  MPI_Win_lock_all (0, win);
  MPI_Get (buf, 4, MPI_INT, target, 0, 4, MPI_INT, win);
  sink = buf[4]; /* { dg-bogus "race" } */
  buf[5] = 1; /* { dg-bogus "race" } */
  other[0] = 3; /* { dg-bogus "race" } */
  MPI_Win_unlock_all (win);
}

/* A flush of another target or window is taken as completing: the check
   never reports on that account.  */

void
flush_other_window (MPI_Win win, MPI_Win win2, int target)
{
  MPI_Win_lock_all (0, win);
  MPI_Get (buf, 8, MPI_INT, target, 0, 8, MPI_INT, win);
  MPI_Win_flush_local (target + 1, win2);
  sink = buf[0]; /* { dg-bogus "race" } */
  MPI_Win_unlock_all (win);
}
