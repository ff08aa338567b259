// ugroup-member.cc -- the second of a run of unguarded loads races
// Copyright (C) 2026 The rmarace authors.
// This file is part of rmarace, free software under the GNU GPL v3 or later;
// see the file COPYING.
//
// Expected: a data race, reported at the racy load's own line.  The
// member function Halo::fetch loads this->win, this->peer and an
// element of this->data one after the other before its MPI_Get: the
// block runs with a call of MPI, so they call the runtime with no guard
// (plugin/instrument.cc, mpi_paced_block_p), and the run makes one call
// (group.cc).  Rank 1 puts into rank 0's BUF[2] and flushes after a
// barrier; rank 0 reads BUF[2] in between, the fourth access of the run
// (after this->win, this->data and this->at).
// { dg-do run }
// { dg-shouldfail "data race" }

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
  h.at = 1 + argc;
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

// { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" }
// { dg-output "  MPI_Put, remote write of size 8 at 0x\[0-9a-f\]+ by rank 1:\r?\n" }
// { dg-output "    #0 \[^\r\n\]*ugroup-member\\.cc:59:\[0-9\]+\r?\n" }
// { dg-output "  Conflicting local load of size 8 at 0x\[0-9a-f\]+ by rank 0:\r?\n" }
// { dg-output "    #0 \[^\r\n\]*ugroup-member\\.cc:33:\[0-9\]+\r?\n" }
