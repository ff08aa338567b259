/* mpicxx.cc -- the MPI-2 C++ bindings are not instrumented (filter
   "binding").
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   MPI's mpi.h defines the bindings (namespace MPI) as inline functions;
   their classes' vtables make GCC emit every virtual one, called or
   not.  Their loads and stores are of MPI handles (plugin/mpi-binding.cc):
   none is instrumented, out of line or inlined into FILL, and their own
   bodies have no MPI sites (the user's calls are the sites).  The run
   tests rmarace.filter/mpicxx-win*.cc check the verdicts.  */

#include <mpi.h>

/* stats-expect: MPI::Win::Put: loads [1-9][0-9]{0,3}/0 stores [0-9]+/0 filtered: binding=[1-9].*mpi-sites 0
   stats-expect: MPI::Win::Fence: loads [1-9][0-9]{0,3}/0 stores [0-9]+/0 filtered: binding=[1-9].*mpi-sites 0
   stats-reject: MPI::[A-Za-z_:]+: loads [0-9]+/[1-9]
   stats-reject: MPI::[A-Za-z_:]+: loads [0-9]+/[0-9]+ stores [0-9]+/[1-9]
   stats-reject: MPI::[A-Za-z_:]+: .*mpi-sites [1-9]
   stats-reject: MPI::[A-Za-z_:]+: .*versioned [1-9]
   The user's function: its own stores are instrumented, the inlined
   bindings' are not, and each call of a binding is a site (two when GCC
   devirtualizes it speculatively).
   stats-expect: fill: loads [0-9]+/[0-9]+ stores [0-9]+/[1-9][0-9]{0,3} filtered:.* binding=[1-9].*mpi-sites [1-9] */

void
fill (MPI::Win &win, int *buf, int n)
{
  win.Fence (0);
  for (int i = 0; i < n; i++)
    buf[i] = MPI::COMM_WORLD.Get_rank () + i;
  win.Put (buf, n, MPI::INT, 1, 0, n, MPI::INT);
  win.Fence (0);
}
