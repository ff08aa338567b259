/* ugroup-helper.c -- the third of a run of unguarded accesses races
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race, reported at the racy store's own line.  The
   accesses of step's block beside the barrier call the runtime with no
   guard (plugin/instrument.cc, mpi_paced_block_p), and the run of them
   makes one call, before its last access (group.cc): the loads of
   H->BUF and H->FIRST, then the store into the window, then H->COUNT.
   Rank 0 puts into rank 1's BUF[3] and goes through step's barriers
   before it flushes; rank 1 stores into BUF[3] in step between two of
   them.  rmarace.stats/ugroup.c pins the one call.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>

struct halo
{
  double *buf;
  int first;
  int count;
};

void __attribute__ ((noinline))
step (struct halo *h, int i, int store)
{
  if (store)
    {
      double *b = h->buf;
      int k = h->first + i;
      b[k] = 2;
      h->count++;
    }
  MPI_Barrier (MPI_COMM_WORLD);
}

int
main (int argc, char **argv)
{
  int rank;
  double one = 1, *buf;
  MPI_Win win;
  struct halo h;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (8 * sizeof (double), sizeof (double), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &buf, &win);
  h.buf = buf;
  h.first = 1;
  h.count = 0;
  buf[3] = 0;
  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    MPI_Put (&one, 1, MPI_DOUBLE, 1, 3, 1, MPI_DOUBLE, win);
  for (int k = 0; k < 3; k++)
    step (&h, 2 + argc - 1, rank == 1 && k == 1);
  if (rank == 0)
    MPI_Win_flush (1, win);
  MPI_Win_unlock_all (win);
  MPI_Barrier (MPI_COMM_WORLD);
  buf[3] += h.count;

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 8 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*ugroup-helper\\.c:58:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size 8 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*ugroup-helper\\.c:33:\[0-9\]+\r?\n" } */
