/* mpicxx-win.cc -- a race through MPI's C++ bindings (MPI::Win).
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  The plugin does not instrument the loads and
   stores of the bindings (plugin/mpi-binding.cc), and moves their MPI
   sites to the user's calls: rank 0's MPI::Win::Put, made through a
   reference (a virtual call unless GCC devirtualizes it), must still
   be reported at its line in put_one, and rank 1's store to its window
   in the same fence epoch at its own.  Open MPI and Debian's MPICH
   both have the MPI-2 C++ bindings.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

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
  if (rank == 1)
    mem[3] = 5;
  win.Fence (0);
  win.Free ();
  MPI::Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*mpicxx-win\\.cc:21:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*mpicxx-win\\.cc:36:\[0-9\]+\r?\n" } */
