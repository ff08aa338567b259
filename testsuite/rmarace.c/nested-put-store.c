/* nested-put-store.c -- a store to a Put's buffer that a nested function
   also uses (GNU C).
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race, at every -O level.  FILL, nested in WORK, uses
   WORK's BUF, so GCC keeps BUF in WORK's frame (FRAME.n, a compiler-made
   record): the store to BUF[1] after MPI_Put from it, before the unlock,
   is a store into that record, which must be checked like any variable.
   The C twin of rmarace.fortran/host-put-store.f90.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>

static void
work (MPI_Win win)
{
  int buf[4];
  void fill (void)
  {
    for (int i = 0; i < 4; i++)
      buf[i] = 1;
  }

  fill ();
  MPI_Win_lock (MPI_LOCK_SHARED, 1, 0, win);
  MPI_Put (buf, 4, MPI_INT, 1, 0, 4, MPI_INT, win);
  buf[1] = 7;
  MPI_Win_unlock (1, win);
}

int
main (int argc, char **argv)
{
  int rank, mem[4] = { 0 };
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_create (mem, sizeof mem, sizeof (int), MPI_INFO_NULL,
		  MPI_COMM_WORLD, &win);
  if (rank == 0)
    work (win);
  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, origin buffer read of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*nested-put-store\\.c:29:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*nested-put-store\\.c:30:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is a local buffer of rank 0\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*nested-put-store\\.c:29:\[0-9\]+ \\(MPI_Put, origin buffer read\\) and \[^\r\n\]*nested-put-store\\.c:30:\[0-9\]+ \\(local store\\)\r?\n" } */
