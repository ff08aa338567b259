/* member-cast-put-store-ok.cc -- another member of an object in window memory.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of member-cast-put-store.cc: a Cell is
   placed in MPI_Win_allocate's memory by a cast of the base, and while
   rank 0's Put into rank 1's VALUE is pending, rank 1's Cell::set stores
   only FLAG, the member before it.  */
/* { dg-do run } */

#include <mpi.h>

namespace
{

class Cell
{
public:
  int flag;
  int value;
  void set (int v);
};

void __attribute__ ((noinline))
Cell::set (int v)
{
  flag = v;
}

} // namespace

int
main (int argc, char **argv)
{
  int rank, one = 1;
  void *base;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (sizeof (Cell), sizeof (int), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &base, &win);
  Cell *c = (Cell *) base;
  c->flag = c->value = 0;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_lock_all (0, win);
  if (rank == 0)
    MPI_Put (&one, 1, MPI_INT, 1, 1, 1, MPI_INT, win);
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    c->set (argc + 1);
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
