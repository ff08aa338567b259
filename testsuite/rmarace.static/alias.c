/* alias.c -- accesses through pointers.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

/* { dg-do compile } */

#include <mpi.h>

int buf[8];
int sink;

void
through_pointer (MPI_Win win, int target)
{
  int *p = buf;
  MPI_Win_lock_all (0, win);
  MPI_Get (p, 8, MPI_INT, target, 0, 8, MPI_INT, win); /* { dg-message "note: MPI_Get into .buf. started here" } */
  buf[0] = 1; /* { dg-warning "data race: MPI_Get into .buf. is still pending when .buf.0.. is stored to here" } */
  MPI_Win_unlock_all (win);
}

void
same_pointer (MPI_Win win, int target, int *q)
{
  MPI_Win_lock_all (0, win);
  MPI_Get (q, 2, MPI_INT, target, 0, 2, MPI_INT, win); /* { dg-message "note: MPI_Get into .\\*q. started here" } */
  sink = q[1]; /* { dg-warning "data race: MPI_Get into .\\*q. is still pending when .q.1.. is loaded here" } */
  MPI_Win_unlock_all (win);
}

/* Two unknown pointers may point to the same memory: only reported with
   -fplugin-arg-rmarace-may-race (see may-race.c).  */

void
two_pointers (MPI_Win win, int target, int *a, int *b)
{
  MPI_Win_lock_all (0, win);
  MPI_Get (a, 2, MPI_INT, target, 0, 2, MPI_INT, win);
  *b = 1; /* { dg-bogus "race" } */
  MPI_Win_unlock_all (win);
}
