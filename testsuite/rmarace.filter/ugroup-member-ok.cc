// ugroup-member-ok.cc -- a run of unguarded loads misses a Put
// Copyright (C) 2026 The rmarace authors.
// This file is part of rmarace, free software under the GNU GPL v3 or later;
// see the file COPYING.
//
// Expected: no race.  The twin of ugroup-member.cc: Halo::fetch's run of
// unguarded loads, which makes one call of the runtime, reads BUF[3]
// while the Put into BUF[2] is pending.
// { dg-do run }

#include <mpi.h>

struct Halo
{
  MPI_Win win;
  int peer;
  double *data;
  int at;
  double got;
  void fetch ();
};

void __attribute__ ((noinline))
Halo::fetch ()
{
  MPI_Win w = win;
  double v = data[at];
  int p = peer;
  got = v;
  MPI_Get (&got, 1, MPI_DOUBLE, p, 5, 1, MPI_DOUBLE, w);
  MPI_Win_flush (p, w);
}

int
main (int argc, char **argv)
{
  int rank;
  double one = 1, *buf;
  Halo h;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (8 * sizeof (double), sizeof (double), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &buf, &h.win);
  for (int i = 0; i < 8; i++)
    buf[i] = 0;
  h.peer = 1 - rank;
  h.data = buf;
  h.at = 2 + argc;
  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_lock_all (0, h.win);
  if (rank == 1)
    MPI_Put (&one, 1, MPI_DOUBLE, 0, 2, 1, MPI_DOUBLE, h.win);
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 0)
    h.fetch ();
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    MPI_Win_flush (0, h.win);
  MPI_Win_unlock_all (h.win);
  MPI_Barrier (MPI_COMM_WORLD);
  buf[2] += h.got;

  MPI_Win_free (&h.win);
  MPI_Finalize ();
  return 0;
}
