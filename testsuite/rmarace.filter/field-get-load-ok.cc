/* field-get-load-ok.cc -- a class member's block is read after the flush.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  Grid, a class in an anonymous namespace, has
   two std::vector<double> members.  The block of IN is MPI_Get's origin
   buffer; Grid::first reads in[0] after MPI_Win_flush, when the Get has
   completed.  The block of WORK never reaches MPI, so the loads
   through its data pointer need no check (filter "field"); those through
   IN's must stay instrumented.  */
/* { dg-do run } */

#include <mpi.h>
#include <vector>

namespace
{

class Grid
{
public:
  std::vector<double> in, work;
  Grid (int n) : in (n), work (n) {}
  double __attribute__ ((noinline)) first () { return in[0]; }
  double __attribute__ ((noinline)) total ()
  {
    double s = 0;
    for (size_t i = 0; i < work.size (); i++)
      s += work[i];
    return s;
  }
};

} // namespace

int
main (int argc, char **argv)
{
  int rank;
  double mem[4] = { 1, 2, 3, 4 }, seen = 0;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  Grid g (3 + argc);
  MPI_Win_create (mem, sizeof mem, sizeof (double), MPI_INFO_NULL,
		  MPI_COMM_WORLD, &win);
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    {
      MPI_Get (g.in.data (), 4, MPI_DOUBLE, 1, 0, 4, MPI_DOUBLE, win);
      MPI_Win_flush (1, win);
      seen = g.first () + g.total ();
    }
  MPI_Win_unlock_all (win);
  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_free (&win);
  MPI_Finalize ();
  return seen < 0;
}

