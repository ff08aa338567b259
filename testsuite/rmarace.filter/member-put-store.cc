/* member-put-store.cc -- a window over one member of a stack object.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Counter, a class in an anonymous namespace,
   lives on the stack; its member COUNT alone is rank 1's window
   (MPI_Win_create (&c.count, sizeof c.count ...)).  Rank 0 puts into it
   and enters a barrier before it unlocks; rank 1's member function
   Counter::bump stores HITS and TOTAL, which MPI never had (filter
   "member" drops them), then COUNT, which races with the Put and must
   stay instrumented.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

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
  __asm__ volatile ("" ::: "memory");
  count = v;
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

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*member-put-store\\.cc:56:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*member-put-store\\.cc:36:\[0-9\]+\r?\n" } */
