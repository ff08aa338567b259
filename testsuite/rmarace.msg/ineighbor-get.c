/* ineighbor-get.c -- an MPI_Get into the receive buffer of an
   MPI_Ineighbor_alltoall that has not completed.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  On a periodic ring of two, rank 0 receives a
   block from each of its two neighbours into RES[0] and RES[1]; it gets
   into RES[1] before MPI_Wait completes the collective.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>

int
main (int argc, char **argv)
{
  int rank, res[3] = { 0, 0, 0 }, send[2] = { 1, 2 };
  int dims[1] = { 2 }, periods[1] = { 1 };
  int *mem;
  MPI_Comm cart;
  MPI_Request req;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Cart_create (MPI_COMM_WORLD, 1, dims, periods, 0, &cart);
  MPI_Win_allocate (4096, sizeof (int), MPI_INFO_NULL, MPI_COMM_WORLD, &mem,
		    &win);
  mem[0] = rank;
  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_lock_all (0, win);
  MPI_Ineighbor_alltoall (send, 1, MPI_INT, res, 1, MPI_INT, cart, &req);
  if (rank == 0)
    MPI_Get (&res[1], 1, MPI_INT, 1, 0, 1, MPI_INT, win);
  MPI_Wait (&req, MPI_STATUS_IGNORE);
  MPI_Win_unlock_all (win);
  MPI_Win_free (&win);
  MPI_Comm_free (&cart);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Ineighbor_alltoall, receive buffer write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*ineighbor-get\\.c:33:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting MPI_Get, origin buffer write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*ineighbor-get\\.c:35:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is a local buffer of rank 0\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*ineighbor-get\\.c:33:\[0-9\]+ \\(MPI_Ineighbor_alltoall, receive buffer write\\) and \[^\r\n\]*ineighbor-get\\.c:35:\[0-9\]+ \\(MPI_Get, origin buffer write\\)\r?\n" } */
