/* may-race.c -- possible races are reported with -fplugin-arg-rmarace-may-race.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

/* { dg-do compile } */
/* { dg-options "-fplugin-arg-rmarace-may-race" } */

#include <mpi.h>

int buf[8];
int other[8];

void
two_pointers (MPI_Win win, int target, int *a, int *b)
{
  MPI_Win_lock_all (0, win);
  MPI_Get (a, 2, MPI_INT, target, 0, 2, MPI_INT, win); /* { dg-message "note: MPI_Get into .\\*a. started here" } */
  *b = 1; /* { dg-warning "may race: MPI_Get into .\\*a. may still be pending when .\\*b., which may overlap it, is stored to here; add .MPI_Win_flush_local .target, win.. before this store .-fplugin-arg-rmarace-may-race." } */
  MPI_Win_unlock_all (win);
}

/* Even with the option, what cannot overlap is not reported.  */

void
distinct_objects (MPI_Win win, int target)
{
  MPI_Win_lock_all (0, win);
  MPI_Get (buf, 4, MPI_INT, target, 0, 4, MPI_INT, win);
  other[0] = 1; /* { dg-bogus "race" } */
  buf[4] = 1; /* { dg-bogus "race" } */
  MPI_Win_unlock_all (win);
}

/* A conflict on no path one process takes is only a possible race.  */

void
exclusive_branches (MPI_Win win, int rank)
{
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    MPI_Get (buf, 4, MPI_INT, 1, 0, 4, MPI_INT, win); /* { dg-message "note: MPI_Get into .buf. started here" } */
  if (rank == 2)
    buf[1] = 1; /* { dg-warning "may race: MPI_Get into .buf. may still be pending when .buf.1.., which may overlap it, is stored to here" } */
  MPI_Win_unlock_all (win);
}
