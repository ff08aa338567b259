/* rank-branch.c -- branches on exclusive conditions are correlated.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

/* { dg-do compile } */

#include <mpi.h>

int v;
int sink;

/* No process takes both branches: no warning.  */

void
rank_eq (MPI_Win win)
{
  int rank;
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    MPI_Get (&v, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
  if (rank == 2)
    MPI_Get (&v, 1, MPI_INT, 1, 0, 1, MPI_INT, win); /* { dg-bogus "race" } */
  MPI_Win_unlock_all (win);
}

void
rank_lt_ge (MPI_Win win, int k)
{
  int rank;
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_lock_all (0, win);
  if (rank < k)
    MPI_Get (&v, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
  if (rank >= k)
    sink = v; /* { dg-bogus "race" } */
  MPI_Win_unlock_all (win);
}

/* Switch cases ("case 1: case 2:" becomes a range test).  */

void
rank_switch (MPI_Win win)
{
  int rank;
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_lock_all (0, win);
  switch (rank)
    {
    case 0:
      MPI_Get (&v, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
      break;
    case 1:
      v = 3;
      break;
    default:
      break;
    }
  switch (rank)
    {
    case 1:
    case 2:
      v = 4; /* { dg-bogus "race" } */
      break;
    default:
      break;
    }
  MPI_Win_unlock_all (win);
}

/* An else-if chain on a parameter.  */

void
else_if (MPI_Win win, int x)
{
  MPI_Win_lock_all (0, win);
  if (x == 1)
    MPI_Get (&v, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
  else if (x == 2)
    sink = 1;
  if (x == 2)
    sink = v; /* { dg-bogus "race" } */
  MPI_Win_unlock_all (win);
}

/* The same condition twice: the Get is flushed wherever it was made.  */

void
same_cond (MPI_Win win, int c)
{
  MPI_Win_lock_all (0, win);
  if (c)
    MPI_Get (&v, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
  sink = 2;
  if (c)
    MPI_Win_flush (1, win);
  sink = v; /* { dg-bogus "race" } */
  MPI_Win_unlock_all (win);
}

/* Rank 0 takes both branches.  */

void
rank_racy (MPI_Win win)
{
  int rank;
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    MPI_Get (&v, 1, MPI_INT, 1, 0, 1, MPI_INT, win); /* { dg-message "note: MPI_Get into .v. started here" } */
  if (rank < 2)
    sink = v; /* { dg-warning "data race: MPI_Get into .v. is still pending when .v. is loaded here" } */
  MPI_Win_unlock_all (win);
}

/* The counter changes between iterations: the Put of the first one is
   pending at the store of the second.  */

void
loop_iter (MPI_Win win, int n)
{
  MPI_Win_lock_all (0, win);
  for (int i = 0; i < n; i++)
    {
      if (i == 1)
	v = 3; /* { dg-warning "data race: MPI_Put from .v. is still pending when .v. is stored to here" } */
      if (i == 0)
	MPI_Put (&v, 1, MPI_INT, 1, 0, 1, MPI_INT, win); /* { dg-message "note: MPI_Put from .v. started here" } */
    }
  MPI_Win_unlock_all (win);
}

/* The Get of rank 0 cannot be pending at rank 1's load; the one of rank
   1 is, and is the one named.  */

void
rank_names_feasible (MPI_Win win)
{
  int rank;
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    MPI_Get (&v, 1, MPI_INT, 1, 0, 1, MPI_INT, win); /* { dg-bogus "started here" } */
  if (rank == 1)
    MPI_Get (&v, 1, MPI_INT, 2, 0, 1, MPI_INT, win); /* { dg-message "note: MPI_Get into .v. started here" } */
  if (rank == 1)
    sink = v; /* { dg-warning "data race: MPI_Get into .v. is still pending when .v. is loaded here; add .MPI_Win_flush_local .2, win.. before this load" } */
  MPI_Win_unlock_all (win);
}

/* Values computed from the rank: even and odd ranks, the lower and upper
   halves.  Rank 4 gets twice.  */

void
even_odd (MPI_Win win)
{
  int rank;
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_lock_all (0, win);
  if (rank % 2 == 0)
    MPI_Get (&v, 1, MPI_INT, 1, 0, 1, MPI_INT, win); /* { dg-message "note: MPI_Get into .v. started here" } */
  if (rank % 2 == 1)
    sink = v; /* { dg-bogus "race" } */
  if (rank % 2 != 0)
    sink = v; /* { dg-bogus "race" } */
  if (rank / 4 == 1)
    MPI_Get (&v, 1, MPI_INT, 1, 0, 1, MPI_INT, win); /* { dg-warning "data race: MPI_Get into .v. is still pending when .v. is written by MPI_Get here" } */
  MPI_Win_unlock_all (win);
}

void
halves (MPI_Win win, int size)
{
  int rank;
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_lock_all (0, win);
  if (rank < size / 2)
    MPI_Get (&v, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
  if (rank >= size / 2)
    sink = v; /* { dg-bogus "race" } */
  MPI_Win_unlock_all (win);
}
