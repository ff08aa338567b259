/* version-helper.c -- a versioned loop stores into window memory.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  OUT and IN come from an allocation helper in
   another file, so no filter can tell whether they are window memory;
   the loop of smooth (extern: static, called once from main, it would be
   cold and get no copy) gets an uninstrumented copy, taken when its
   ranges miss tracked memory.  Here OUT is rank 1's window: rank 0 puts
   into OUT[5] and enters a barrier before it flushes, rank 1's loop must
   take its instrumented form and report the store.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */
/* { dg-rmarace-sources helpers/alloc.c } */

#include <stddef.h>
#include <mpi.h>

double *helper_alloc (size_t n);

void __attribute__ ((noinline))
smooth (double *out, const double *in, int n)
{
  for (int i = 1; i < n - 1; i++)
    if (in[i] >= 0)
      out[i] = (in[i - 1] + in[i] + in[i + 1]) / 3;
}

int
main (int argc, char **argv)
{
  int rank, n = 16;
  double one = 1.0;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  double *out = helper_alloc (n), *in = helper_alloc (n);
  MPI_Win_create (out, n * sizeof (double), sizeof (double), MPI_INFO_NULL,
		  MPI_COMM_WORLD, &win);
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    MPI_Put (&one, 1, MPI_DOUBLE, 1, 5, 1, MPI_DOUBLE, win);
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    smooth (out, in, n + argc - 1);
  if (rank == 0)
    MPI_Win_flush (1, win);
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 8 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*version-helper\\.c:44:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size 8 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*version-helper\\.c:27:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window 1 of rank 1, offset \\\[40, 48\\) of 128 bytes\\.\r?\n" } */
