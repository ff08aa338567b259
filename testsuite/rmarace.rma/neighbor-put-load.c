/* neighbor-put-load.c -- a flushed Put, then MPI_Neighbor_alltoall on a
   Cartesian communicator, then a load at the target.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  The twin of neighbor-put-load-ok.c with the
   MPI_Neighbor_alltoall before the Put: nothing orders the Put before
   rank 0's load.  */
/* { dg-do run } */
/* { dg-rmarace-np 3 } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, buf = 1;
  int *mem;
  MPI_Win win;
  int send[2] = { 1, 2 }, recv[2];
  int dims[1] = { 3 }, periods[1] = { 1 };
  MPI_Comm cart;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Cart_create (MPI_COMM_WORLD, 1, dims, periods, 0, &cart);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_lock_all (0, win);
  MPI_Neighbor_alltoall (send, 1, MPI_INT, recv, 1, MPI_INT, cart);
  if (rank == 2)
    {
      MPI_Put (&buf, 1, MPI_INT, 0, 0, 1, MPI_INT, win);
      MPI_Win_flush (0, win);
    }

  if (rank == 0)
    printf ("mem[0] = %d\n", mem[0]);
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Comm_free (&cart);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 2:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*neighbor-put-load\\.c:40:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*neighbor-put-load\\.c:45:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window \[0-9\]+ of rank 0, offset \\\[0, 4\\) of 40 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*neighbor-put-load\\.c:40:\[0-9\]+ \\(MPI_Put, remote write from rank 2\\) and \[^\r\n\]*neighbor-put-load\\.c:45:\[0-9\]+ \\(local load\\)\r?\n" } */
