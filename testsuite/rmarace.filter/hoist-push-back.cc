/* hoist-push-back.cc -- a push_back loop reads a member in a window.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Sieve::collect reads this->limit in a loop
   that calls push_back, whose std::vector::_M_realloc_insert (a
   function of this file: operator new, memmove, operator delete) may
   store to any int, so GCC reloads the member in every iteration and
   the plugin tests its guard once, before the loop (hoist.cc).  The
   window is that member of an object on rank 1's stack: rank 0 puts
   into it and enters a barrier before it flushes; the hoisted guard
   must pass and the load be reported.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <vector>

struct Sieve
{
  int limit;
  std::vector<int> out;
  void collect (const int *v, int n);
};

void __attribute__ ((noinline))
Sieve::collect (const int *v, int n)
{
  for (int i = 0; i < n; i++)
    if (v[i] < limit)
      out.push_back (v[i]);
}

int
main (int argc, char **argv)
{
  int rank, two = 2, v[8] = { 5, 1, 7, 2, 9, 3, 8, 4 };
  Sieve s;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  s.limit = 6;
  MPI_Win_create (&s.limit, sizeof s.limit, sizeof s.limit, MPI_INFO_NULL,
		  MPI_COMM_WORLD, &win);
  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    MPI_Put (&two, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    s.collect (v, 6 + argc);
  if (rank == 0)
    MPI_Win_flush (1, win);
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return s.out.size () > 8;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*hoist-push-back\\.cc:50:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*hoist-push-back\\.cc:31:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window 1 of rank 1, offset \\\[0, 4\\) of 4 bytes\\.\r?\n" } */
