/* misses.c -- certain overlaps: a variable index into an array a Put
   covers, window memory from MPI_Win_allocate, a GUPS-style aggregation
   buffer completed on even iterations only.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

/* { dg-do compile } */

#include <mpi.h>

long table[64];

/* The Put covers every element: whatever i, buf[i] overlaps it.  */

void
put_then_index_store (MPI_Win win, int i)
{
  int buf[8];
  for (int j = 0; j < 8; j++)
    buf[j] = j;
  MPI_Win_fence (0, win);
  MPI_Put (buf, 8, MPI_INT, 1, 0, 8, MPI_INT, win); /* { dg-message "note: MPI_Put from .buf. started here" } */
  buf[i] = 1; /* { dg-warning "data race: MPI_Put from .buf. is still pending when .buf.i.. is stored to here; close the epoch with .MPI_Win_fence. before this store" } */
  MPI_Win_fence (0, win);
}

/* Half of the array: buf[i] may be in the other half.  */

void
put_half_then_index_store (MPI_Win win, int i)
{
  int buf[8];
  for (int j = 0; j < 8; j++)
    buf[j] = j;
  MPI_Win_fence (0, win);
  MPI_Put (buf, 4, MPI_INT, 1, 0, 4, MPI_INT, win);
  buf[i] = 1; /* { dg-bogus "data race" } */
  MPI_Win_fence (0, win);
}

/* The origin buffer is the window's own memory.  */

void
win_memory (int n)
{
  int *base;
  MPI_Win win;
  MPI_Win_allocate (n * sizeof (int), sizeof (int), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &base, &win);
  MPI_Win_lock_all (0, win);
  MPI_Put (base, 4, MPI_INT, 1, 0, 4, MPI_INT, win); /* { dg-message "note: MPI_Put from .\\*base. started here" } */
  base[2] = 1; /* { dg-warning "data race: MPI_Put from .\\*base. is still pending when .base.2.. is stored to here" } */
  MPI_Win_unlock_all (win);
  MPI_Win_free (&win);
}

void
win_memory_flushed (int n)
{
  int *base;
  MPI_Win win;
  MPI_Win_allocate (n * sizeof (int), sizeof (int), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &base, &win);
  MPI_Win_lock_all (0, win);
  MPI_Put (base, 4, MPI_INT, 1, 0, 4, MPI_INT, win);
  MPI_Win_flush_local (1, win);
  base[2] = 1; /* { dg-bogus "race" } */
  MPI_Win_unlock_all (win);
  MPI_Win_free (&win);
}

/* A window per iteration: the pointer of one iteration is not that of
   the next, so the Put of the last iteration is only possibly at
   base[0].  */

void
win_memory_loop (int n, int k)
{
  int *base;
  MPI_Win win;
  for (int it = 0; it < k; it++)
    {
      if (it > 0)
	base[0] = 1; /* { dg-bogus "data race" } */
      MPI_Win_allocate (n * sizeof (int), sizeof (int), MPI_INFO_NULL,
			MPI_COMM_WORLD, &base, &win);
      MPI_Win_lock_all (0, win);
      MPI_Put (base, 4, MPI_INT, 1, 0, 4, MPI_INT, win);
    }
}

/* GUPS: the aggregation buffer is sent every iteration but completed on
   even ones only; an odd iteration's Put still reads it when the next
   one refills it.  */

void
gups_even (MPI_Win win, int n, int target)
{
  long agg[4];
  MPI_Win_lock_all (0, win);
  for (int it = 0; it < n; it++)
    {
      for (int j = 0; j < 4; j++)
	agg[j] = table[j] + it; /* { dg-warning "data race: MPI_Put from .agg. is still pending when .agg.j.. is stored to here" } */
      MPI_Put (agg, 4, MPI_LONG, target, 0, 4, MPI_LONG, win); /* { dg-message "note: MPI_Put from .agg. started here" } */
      if (it % 2 == 0)
	MPI_Win_flush (target, win);
    }
  MPI_Win_unlock_all (win);
}

void
gups_every (MPI_Win win, int n, int target)
{
  long agg[4];
  MPI_Win_lock_all (0, win);
  for (int it = 0; it < n; it++)
    {
      for (int j = 0; j < 4; j++)
	agg[j] = table[j] + it; /* { dg-bogus "race" } */
      MPI_Put (agg, 4, MPI_LONG, target, 0, 4, MPI_LONG, win);
      MPI_Win_flush_local (target, win);
    }
  MPI_Win_unlock_all (win);
}
