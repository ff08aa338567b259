/* mpicxx-win-ok.cc -- MPI::Win::Put, then the target's store after the
   fence.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of mpicxx-win.cc: rank 1 stores into its
   window only after the fence that completes rank 0's Put.  */
/* { dg-do run } */

#include <mpi.h>

static void __attribute__ ((noinline))
put_one (MPI::Win &win, const int *one)
{
  win.Put (one, 1, MPI::INT, 1, 3, 1, MPI::INT);
}

int
main (int argc, char **argv)
{
  MPI::Init (argc, argv);
  int rank = MPI::COMM_WORLD.Get_rank ();
  int mem[8] = { 0 }, one = 1;
  MPI::Win win = MPI::Win::Create (mem, sizeof mem, sizeof (int),
				   MPI::INFO_NULL, MPI::COMM_WORLD);
  win.Fence (0);
  if (rank == 0)
    put_one (win, &one);
  win.Fence (0);
  if (rank == 1)
    mem[3] += 5;
  win.Fence (0);
  int errors = rank == 1 && mem[3] != 6;
  win.Free ();
  MPI::Finalize ();
  return errors;
}
