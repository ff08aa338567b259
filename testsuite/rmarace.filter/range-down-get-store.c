/* range-down-get-store.c -- a loop range of a loop that counts down.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Rank 0 gets into BUF[0], the last element
   FILL_DOWN stores, then calls it before MPI_Win_flush.  At -O2 its
   stores are one loop range, recorded at the loop's exit without a guard
   (the runtime tests it): the loop is not versioned as well, ranges
   covering all of it.  FILL_DOWN also runs before MPI_Init and after
   MPI_Finalize, when the runtime is not active: its record must be
   dropped there.  The twin of this test gets into BUF[N], one past the
   range.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>

/* Not static: GCC must not find it called only once, from main.  */
void __attribute__ ((noinline))
fill_down (double *p, int n)
{
  for (int i = n - 1; i >= 0; i--)
    p[i] = 0.5 * i;
}

int
main (int argc, char **argv)
{
  int rank, n = 24 + (argc > 99);
  double buf[32], *mem;
  MPI_Win win;

  fill_down (buf, n);
  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (sizeof (double), sizeof (double), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &mem, &win);
  *mem = rank;
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 0)
    {
      MPI_Win_lock_all (0, win);
      MPI_Get (buf, 1, MPI_DOUBLE, 1, 0, 1, MPI_DOUBLE, win);
      fill_down (buf, n);
      MPI_Win_flush (1, win);
      MPI_Win_unlock_all (win);
    }
  MPI_Win_free (&win);
  MPI_Finalize ();
  fill_down (buf, n);
  return buf[1] < 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Get, origin buffer write of size \[0-9\]+ at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*range-down-get-store\\.c:44:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size \[0-9\]+ at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*range-down-get-store\\.c:24:\[0-9\]+\r?\n" } */
