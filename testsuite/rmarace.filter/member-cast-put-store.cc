/* member-cast-put-store.cc -- an object in window memory, through a cast.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Cell, a class in an anonymous namespace, is
   placed in the memory of MPI_Win_allocate by a cast of the window's
   base ((Cell *) base): GIMPLE keeps no cast, so the member accesses look
   like any Cell object's.  Rank 0 puts into rank 1's VALUE (displacement
   1, a unit of sizeof (int)) and enters a barrier before it unlocks;
   rank 1's Cell::set stores VALUE, which races with the Put: the filter
   "member" must not drop it (no member of a Cell that may be window
   memory is dropped).  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

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
  flag = 1;
  __asm__ volatile ("" ::: "memory");
  value = v;
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

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*member-cast-put-store\\.cc:57:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*member-cast-put-store\\.cc:35:\[0-9\]+\r?\n" } */
