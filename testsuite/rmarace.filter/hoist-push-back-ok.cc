/* hoist-push-back-ok.cc -- a push_back loop reads a member off the window.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of hoist-push-back.cc: the window is the
   member of another object, T, while rank 1's loop reads S's.  */
/* { dg-do run } */

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
  Sieve s, t;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  s.limit = t.limit = 6;
  MPI_Win_create (&t.limit, sizeof t.limit, sizeof t.limit, MPI_INFO_NULL,
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
