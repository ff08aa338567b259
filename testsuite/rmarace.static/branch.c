/* branch.c -- a completion on one branch only does not complete the other.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

/* { dg-do compile } */

#include <mpi.h>

int buf[4];
int sink;

void
flush_one_branch (MPI_Win win, int target, int c)
{
  MPI_Win_lock_all (0, win);
  MPI_Get (buf, 4, MPI_INT, target, 0, 4, MPI_INT, win); /* { dg-message "note: MPI_Get into .buf. started here" } */
  if (c)
    MPI_Win_flush (target, win);
  sink = buf[1]; /* { dg-warning "data race: MPI_Get into .buf. is still pending when .buf.1.. is loaded here" } */
  MPI_Win_unlock_all (win);
}

void
flush_both_branches (MPI_Win win, int target, int c)
{
  MPI_Win_lock_all (0, win);
  MPI_Get (buf, 4, MPI_INT, target, 0, 4, MPI_INT, win);
  if (c)
    MPI_Win_flush (target, win);
  else
    MPI_Win_flush_local (target, win);
  sink = buf[1]; /* { dg-bogus "race" } */
  MPI_Win_unlock_all (win);
}

/* The shape of the GUPS bug: the flush is chosen by mode, with no else,
   so with neither mode set the next batch overwrites the row that the
   Put is still reading.  */

static int flush_mode, flush_local_mode;

void
gups_like (MPI_Win win, long *table, int target, int nbatch, int a)
{
  MPI_Win_lock_all (0, win);
  for (int b = 0; b < nbatch; b++)
    {
      long *pa = table + 4;
      *pa = a - 1; /* { dg-warning "data race: MPI_Put from .\\*pa. is still pending when .(\\*pa|table.4.). is stored to here" } */
      MPI_Put (pa, 4, MPI_LONG, target, 0, 4, MPI_LONG, win); /* { dg-message "note: MPI_Put from .\\*pa. started here" } */
      if (flush_mode)
	MPI_Win_flush (target, win);
      else if (flush_local_mode)
	MPI_Win_flush_local (target, win);
    }
  MPI_Win_unlock_all (win);
}

void
gups_fixed (MPI_Win win, long *table, int target, int nbatch, int a)
{
  MPI_Win_lock_all (0, win);
  for (int b = 0; b < nbatch; b++)
    {
      long *pa = table + 4;
      *pa = a - 1; /* { dg-bogus "race" } */
      MPI_Put (pa, 4, MPI_LONG, target, 0, 4, MPI_LONG, win);
      if (flush_mode)
	MPI_Win_flush (target, win);
      else
	MPI_Win_flush_local (target, win);
    }
  MPI_Win_unlock_all (win);
}
