/* member-put-store-ok.cc -- members next to a window member.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of member-put-store.cc: while rank 0's
   Put into rank 1's window, the member COUNT of a stack Counter, is
   pending, rank 1's Counter::bump stores only HITS and TOTAL, the
   members on either side of it, which MPI never had.  */
/* { dg-do run } */

#include <mpi.h>

namespace
{

class Counter
{
public:
  int hits = 0;
  int count = 0;
  double total = 0;
  void bump (int v);
};

void __attribute__ ((noinline))
Counter::bump (int v)
{
  hits = hits + 1;
  total = total + v;
}

} // namespace

int
main (int argc, char **argv)
{
  int rank, one = 1;
  Counter c;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_create (&c.count, sizeof c.count, sizeof c.count, MPI_INFO_NULL,
		  MPI_COMM_WORLD, &win);
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_lock_all (0, win);
  if (rank == 0)
    MPI_Put (&one, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    c.bump (argc + 1);
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return c.hits != rank;
}
