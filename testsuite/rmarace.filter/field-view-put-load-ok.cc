/* field-view-put-load-ok.cc -- a member points into another member's
   block, which is window memory, and is read after the flush.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  Two classes in an anonymous namespace: Buf's
   member MEM (a std::vector<double>) holds the window's memory, and
   View's member P is set to MEM's data: P's block reaches MPI although P
   itself is never given to it.  Rank 0 puts into rank 1's window and
   flushes before the barrier; rank 1, after the barrier, reads through
   P, when the Put has completed.  */
/* { dg-do run } */

#include <mpi.h>
#include <vector>

namespace
{

class Buf
{
public:
  std::vector<double> mem;
  Buf (int n) : mem (n) {}
};

class View
{
public:
  std::vector<double> own;
  double *p = nullptr;
  double __attribute__ ((noinline)) get () { return p[0] + own[0]; }
};

} // namespace

int
main (int argc, char **argv)
{
  int rank;
  double two = 2, seen = 0;
  Buf b (3 + argc);
  View v;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  v.own.resize (2);
  v.p = b.mem.data ();
  MPI_Win_create (b.mem.data (), 4 * sizeof (double), sizeof (double),
		  MPI_INFO_NULL, MPI_COMM_WORLD, &win);
  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    {
      MPI_Put (&two, 1, MPI_DOUBLE, 1, 0, 1, MPI_DOUBLE, win);
      MPI_Win_flush (1, win);
    }
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    seen = v.get ();
  MPI_Win_unlock_all (win);
  MPI_Win_free (&win);
  MPI_Finalize ();
  return seen < 0;
}
