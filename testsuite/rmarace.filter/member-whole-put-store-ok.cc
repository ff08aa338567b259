/* member-whole-put-store-ok.cc -- one member of a stack object that is a window.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of member-whole-put-store.cc: a stack
   Pair is rank 1's window whole, and while rank 0's Put into rank 1's
   SECOND is pending, rank 1's Pair::set stores only FIRST.  */
/* { dg-do run } */

#include <mpi.h>

namespace
{

class Pair
{
public:
  int first = 0;
  int second = 0;
  void set (int v);
};

void __attribute__ ((noinline))
Pair::set (int v)
{
  first = v;
}

} // namespace

int
main (int argc, char **argv)
{
  int rank, one = 1;
  Pair p;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_create (&p, sizeof p, sizeof (int), MPI_INFO_NULL,
		  MPI_COMM_WORLD, &win);
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_lock_all (0, win);
  if (rank == 0)
    MPI_Put (&one, 1, MPI_INT, 1, 1, 1, MPI_INT, win);
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    p.set (argc + 1);
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return p.first != (rank == 1 ? argc + 1 : 0);
}
