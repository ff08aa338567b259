/* wrapper-put-store.c -- a store to a buffer handed to MPI_Put by a
   function of another file.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race, at every -O level.  WORK calls no MPI itself:
   it hands BUF to RW_PUT, which starts MPI_Put from it, stores to
   BUF[1], and only then calls RW_UNLOCK.  The C twin of
   rmarace.fortran/noasync-wrapper-put-store.f90: in C an address handed
   to a function escapes, so the optimizers keep the store where it is.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */
/* { dg-rmarace-sources helpers/rma-wrappers.c } */

#include <mpi.h>

void rw_lock (MPI_Win win);
void rw_put (const int *buf, int n, MPI_Win win);
void rw_unlock (MPI_Win win);

static void
work (MPI_Win win)
{
  int buf[4] = { 1, 1, 1, 1 };

  rw_lock (win);
  rw_put (buf, 4, win);
  buf[1] = 7;
  rw_unlock (win);
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
/* { dg-output "    #0 \[^\r\n\]*rma-wrappers\\.c:24:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*wrapper-put-store\\.c:29:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is a local buffer of rank 0\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*rma-wrappers\\.c:24:\[0-9\]+ \\(MPI_Put, origin buffer read\\) and \[^\r\n\]*wrapper-put-store\\.c:29:\[0-9\]+ \\(local store\\)\r?\n" } */
