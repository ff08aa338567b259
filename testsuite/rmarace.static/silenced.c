/* silenced.c -- -w silences the warnings.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

/* { dg-do compile } */
/* { dg-options "-w" } */

#include <mpi.h>

int buf[4];
int sink;

void
silenced (MPI_Win win, int target)
{
  MPI_Win_lock_all (0, win);
  MPI_Get (buf, 4, MPI_INT, target, 0, 4, MPI_INT, win); /* { dg-bogus "race" } */
  sink = buf[0]; /* { dg-bogus "race" } */
  MPI_Win_unlock_all (win);
}
