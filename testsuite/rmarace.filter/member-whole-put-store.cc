/* member-whole-put-store.cc -- a window over a whole stack object.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Pair, a class in an anonymous namespace, lives
   on the stack and is rank 1's window whole (MPI_Win_create (&p, sizeof
   p ...)): the window's base is its first member, but every member is
   window memory.  Rank 0 puts into rank 1's SECOND (displacement 1, a
   unit of sizeof (int)) and enters a barrier before it unlocks; rank 1's
   Pair::set stores SECOND, which races with the Put: the filter "member"
   must not drop it.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

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
  second = v;
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
  return p.first != 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*member-whole-put-store\\.cc:52:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*member-whole-put-store\\.cc:32:\[0-9\]+\r?\n" } */
