/* guard-overwritten.c -- a stray write clears the runtime's active flag.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race, reported at line 48.  The runtime's guard
   variables live in the executable's data, among the program's
   variables, where a write out of bounds can reach them: MPICH 4.0 over
   UCX 1.13 moves a window's base down to 16 bytes, and its puts then
   land up to 15 bytes before the window, which cleared __rmarace_active
   in loop-sum-line.c.  Here rank 1 clears it itself (found by name, as
   the dynamic linker sees it), then enters a barrier: the runtime must
   restore it when MPI returns, or instrument=all would leave the store
   at line 48 uninstrumented and the race unseen.  Rank 0 puts into
   TOTAL before the barrier and flushes after it.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#define _GNU_SOURCE
#include <dlfcn.h>
#include <mpi.h>

double total;

int
main (int argc, char **argv)
{
  int rank;
  double one = 1.0;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_create (&total, sizeof total, sizeof total, MPI_INFO_NULL,
		  MPI_COMM_WORLD, &win);
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    MPI_Put (&one, 1, MPI_DOUBLE, 1, 0, 1, MPI_DOUBLE, win);
  if (rank == 1)
    {
      /* Absent when the runtime shares its own: nothing to clear.  */
      volatile int *active = dlsym (RTLD_DEFAULT, "__rmarace_active");
      if (active)
	*active = 0;
    }
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    total = 2.0;
  if (rank == 0)
    MPI_Win_flush (1, win);
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 8 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*guard-overwritten\\.c:38:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size 8 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*guard-overwritten\\.c:48:\[0-9\]+\r?\n" } */
