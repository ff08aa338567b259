/* put-cells.c -- a pending MPI_Put conflicts with a store or a Get only.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

/* { dg-do compile } */

#include <mpi.h>

double buf[8];
double sink;

void
put_store (MPI_Win win, int target)
{
  MPI_Win_lock_all (0, win);
  MPI_Put (buf, 8, MPI_DOUBLE, target, 0, 8, MPI_DOUBLE, win); /* { dg-message "note: MPI_Put from .buf. started here" } */
  buf[0] = 1.0; /* { dg-warning "warning: data race: MPI_Put from .buf. is still pending when .buf.0.. is stored to here; add .MPI_Win_flush_local .target, win.. before this store" } */
  MPI_Win_unlock_all (win);
}

void
put_get (MPI_Win win, int target)
{
  MPI_Win_lock_all (0, win);
  MPI_Put (buf, 8, MPI_DOUBLE, target, 0, 8, MPI_DOUBLE, win); /* { dg-message "note: MPI_Put from .buf. started here" } */
  MPI_Get (buf, 8, MPI_DOUBLE, target, 0, 8, MPI_DOUBLE, win); /* { dg-warning "data race: MPI_Put from .buf. is still pending when .buf. is written by MPI_Get here" } */
  MPI_Win_unlock_all (win);
}

/* Reading a buffer a Put is reading is fine.  */

void
put_put_load (MPI_Win win, int target)
{
  MPI_Win_lock_all (0, win);
  MPI_Put (buf, 8, MPI_DOUBLE, target, 0, 8, MPI_DOUBLE, win);
  MPI_Put (buf, 8, MPI_DOUBLE, target, 8, 8, MPI_DOUBLE, win); /* { dg-bogus "race" } */
  sink = buf[2]; /* { dg-bogus "race" } */
  MPI_Win_unlock_all (win);
}

/* Loads and stores before the RMA call are fine.  */

void
access_then_rma (MPI_Win win, int target)
{
  MPI_Win_lock_all (0, win);
  buf[0] = 1.0; /* { dg-bogus "race" } */
  sink = buf[1]; /* { dg-bogus "race" } */
  MPI_Put (buf, 8, MPI_DOUBLE, target, 0, 8, MPI_DOUBLE, win); /* { dg-bogus "race" } */
  MPI_Win_flush_local (target, win);
  buf[2] = 2.0; /* { dg-bogus "race" } */
  sink = buf[3];
  MPI_Get (buf, 8, MPI_DOUBLE, target, 0, 8, MPI_DOUBLE, win); /* { dg-bogus "race" } */
  MPI_Win_unlock_all (win);
  buf[4] = sink; /* { dg-bogus "race" } */
}
