/* loop.c -- conflicts between one iteration of a loop and the next.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

/* { dg-do compile } */

#include <mpi.h>

int buf[16];
int sink;

/* The Get at the bottom of the body is still pending when the next
   iteration loads the buffer at the top.  */

void
loop_carried (MPI_Win win, int target, int n)
{
  MPI_Win_lock_all (0, win);
  for (int i = 0; i < n; i++)
    {
      sink += buf[0]; /* { dg-warning "data race: MPI_Get into .buf. is still pending when .buf.0.. is loaded here" } */
      /* The Get also overwrites the buffer the previous one may still
	 be writing.  */
      MPI_Get (buf, 16, MPI_INT, target, 0, 16, MPI_INT, win); /* { dg-message "note: MPI_Get into .buf. started here" } */
      /* { dg-warning "data race: MPI_Get into .buf. is still pending when .buf. is written by MPI_Get here" "" { target *-*-* } 25 } */
    }
  MPI_Win_unlock_all (win);
}

/* The same with a flush at the end of the body.  */

void
loop_flushed (MPI_Win win, int target, int n)
{
  MPI_Win_lock_all (0, win);
  for (int i = 0; i < n; i++)
    {
      sink += buf[0]; /* { dg-bogus "race" } */
      MPI_Get (buf, 16, MPI_INT, target, 0, 16, MPI_INT, win); /* { dg-bogus "race" } */
      MPI_Win_flush_local (target, win);
    }
  MPI_Win_unlock_all (win);
}

/* Each iteration gets its own element: no certain overlap.  */

void
loop_elements (MPI_Win win, int target, int n)
{
  MPI_Win_lock_all (0, win);
  for (int i = 0; i < n && i < 16; i++)
    {
      int *p = &buf[i];
      MPI_Get (p, 1, MPI_INT, target, i, 1, MPI_INT, win); /* { dg-bogus "race" } */
    }
  MPI_Win_unlock_all (win);
}

/* A Put of the same buffer in every iteration is fine; storing into it
   in the next iteration is not.  */

void
loop_put_store (MPI_Win win, int target, int n)
{
  int x = 0;
  MPI_Win_lock_all (0, win);
  for (int i = 0; i < n; i++)
    {
      x = i; /* { dg-warning "data race: MPI_Put from .x. is still pending when .x. is stored to here" } */
      MPI_Put (&x, 1, MPI_INT, target, 0, 1, MPI_INT, win); /* { dg-message "note: MPI_Put from .x. started here" } */
    }
  MPI_Win_unlock_all (win);
}

/* The flush is in a loop that runs at least once, which the check cannot
   tell: an op left behind by a loop that may complete it is no race.  */

void
flush_in_loop (MPI_Win win, int target)
{
  MPI_Win_lock_all (0, win);
  MPI_Get (buf, 16, MPI_INT, target, 0, 16, MPI_INT, win);
  for (int k = 0; k < 1; k++)
    MPI_Win_flush_local (target, win);
  sink = buf[0]; /* { dg-bogus "race" } */
  MPI_Win_unlock_all (win);
}
