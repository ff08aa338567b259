/* frame-get-load.c -- a variable of the frame that a nested function
   gives to MPI_Get (GNU C).
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or
   later; see the file COPYING.

   Expected: a data race.  The nested function FETCH gives VAL (a
   variable of main that FETCH uses, so it lives in main's frame
   FRAME.n) to MPI_Get as the origin buffer; main reads VAL before
   MPI_Win_flush.  At -O0 the frame's address goes to FETCH as its
   static chain, at -O2 FETCH is inlined and the frame's VAL goes to
   MPI_Get: either way the frame is not private, and the load must be
   kept.  The C twin of f-frame-get-load.f90.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>

int seen;

int
main (int argc, char **argv)
{
  int rank, val = 0;
  int *mem;
  MPI_Win win;

  void fetch (void)
  {
    MPI_Get (&val, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
  }

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (sizeof (int), sizeof (int), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &mem, &win);
  *mem = 10 + rank;
  MPI_Barrier (MPI_COMM_WORLD);

  if (rank == 0)
    {
      MPI_Win_lock_all (0, win);
      fetch ();
      seen = val;
      MPI_Win_flush (1, win);
      MPI_Win_unlock_all (win);
      seen += val;
    }

  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Get, origin buffer write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*frame-get-load\\.c:30:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*frame-get-load\\.c:44:\[0-9\]+\r?\n" } */
