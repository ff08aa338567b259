/* expose-kernel-put-store.c -- a static scalar that goes to a kernel, to
   sscanf and, through a function of the same file, to MPI_Put.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race, at every -O level.  The C twin of
   f-expose-kernel-put-store.f90: X goes to TWICE, which keeps nothing,
   and to sscanf, but also to EP_PUT, a function of this file that starts
   MPI_Put from it; the store to X before EP_UNLOCK completes the Put
   races with the Put's read.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stdio.h>

static int x = 3, y;

static void __attribute__ ((noinline))
ep_put (int *p, MPI_Win win)
{
  MPI_Win_lock (MPI_LOCK_EXCLUSIVE, 1, 0, win);
  MPI_Put (p, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
}

static void __attribute__ ((noinline))
ep_unlock (MPI_Win win)
{
  MPI_Win_unlock (1, win);
}

/* No MPI here.  */
static void __attribute__ ((noinline))
twice (const int *n, int *r)
{
  *r = 2 * *n;
}

int
main (int argc, char **argv)
{
  int rank, mem[1] = { 0 };
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_create (mem, sizeof mem, sizeof (int), MPI_INFO_NULL,
		  MPI_COMM_WORLD, &win);
  sscanf ("5", "%d", &x);
  twice (&x, &y);
  if (rank == 0)
    {
      ep_put (&x, win);
      x = 7;
      ep_unlock (win);
    }
  MPI_Barrier (MPI_COMM_WORLD);
  if (y != 10)
    printf ("%d\n", y);
  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, origin buffer read of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*expose-kernel-put-store\\.c:24:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*expose-kernel-put-store\\.c:55:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is a local buffer of rank 0\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*expose-kernel-put-store\\.c:24:\[0-9\]+ \\(MPI_Put, origin buffer read\\) and \[^\r\n\]*expose-kernel-put-store\\.c:55:\[0-9\]+ \\(local store\\)\r?\n" } */
