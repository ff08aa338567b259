/* loop-counter.c -- a loop counter's branches across iterations.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

/* { dg-do compile } */

#include <mpi.h>

int v, sink;
int buf[4];

/* Only the first iteration gets: no Get is pending at another one.  */

void
first_iter_get (MPI_Win win, int n)
{
  MPI_Win_lock_all (0, win);
  for (int i = 0; i < n; i++)
    {
      if (i == 0)
	MPI_Get (&v, 1, MPI_INT, 1, 0, 1, MPI_INT, win); /* { dg-bogus "race" } */
    }
  MPI_Win_unlock_all (win);
}

/* The Get of the first iteration is pending at the fourth.  */

void
first_iter_get_racy (MPI_Win win, int n)
{
  MPI_Win_lock_all (0, win);
  for (int i = 0; i < n; i++)
    {
      if (i == 0)
	MPI_Get (&v, 1, MPI_INT, 1, 0, 1, MPI_INT, win); /* { dg-message "note: MPI_Get into .v. started here" } */
      if (i == 3)
	sink = v; /* { dg-warning "data race: MPI_Get into .v. is still pending when .v. is loaded here" } */
    }
  MPI_Win_unlock_all (win);
}

/* Counting down: after i == 5, i > 5 never holds again.  */

void
down (MPI_Win win, int n)
{
  MPI_Win_lock_all (0, win);
  for (int i = n; i >= 0; i--)
    {
      if (i == 5)
	MPI_Get (&v, 1, MPI_INT, 1, 0, 1, MPI_INT, win); /* { dg-bogus "race" } */
      if (i > 5)
	sink = v; /* { dg-bogus "race" } */
    }
  MPI_Win_unlock_all (win);
}

void
down_racy (MPI_Win win, int n)
{
  MPI_Win_lock_all (0, win);
  for (int i = n; i >= 0; i--)
    {
      if (i == 5)
	MPI_Get (&v, 1, MPI_INT, 1, 0, 1, MPI_INT, win); /* { dg-message "note: MPI_Get into .v. started here" } */
      if (i < 2)
	sink = v; /* { dg-warning "data race: MPI_Get into .v. is still pending when .v. is loaded here" } */
    }
  MPI_Win_unlock_all (win);
}

/* Flushed on odd iterations only, after the store anyway.  */

void
last_iter_flush (MPI_Win win)
{
  MPI_Win_lock_all (0, win);
  for (int i = 0; i < 10; i++)
    {
      MPI_Put (buf, 4, MPI_INT, 1, 0, 4, MPI_INT, win); /* { dg-message "note: MPI_Put from .buf. started here" } */
      if (i % 2 == 1)
	MPI_Win_flush (1, win);
      buf[0] = i; /* { dg-warning "data race: MPI_Put from .buf. is still pending when .buf.0.. is stored to here" } */
    }
  MPI_Win_unlock_all (win);
}
