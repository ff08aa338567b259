/* get-barriers-store.c -- a target stores where a Get that is still
   not complete after several barriers reads.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Rank 0 gets int 0 of rank 1 in a lock_all
   epoch and completes it only after three barriers; after the third
   rank 1 stores to that int, which the Get may still be reading.  The
   record of the Get at rank 1 is kept across the barriers (the runtime
   need not look at it again at the second and third, nothing having
   changed), and the store must still meet it.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, res = 0;
  int *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (4 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  mem[0] = 5;
  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    MPI_Get (&res, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
  for (int i = 0; i < 3; i++)
    MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    mem[0] = 7;
  if (rank == 0)
    MPI_Win_flush (1, win);
  MPI_Win_unlock_all (win);
  if (rank == 0)
    printf ("res = %d\n", res);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Get, remote read of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*get-barriers-store\\.c:34:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*get-barriers-store\\.c:38:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window 1 of rank 1, offset \\\[0, 4\\) of 16 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*get-barriers-store\\.c:34:\[0-9\]+ \\(MPI_Get, remote read from rank 0\\) and \[^\r\n\]*get-barriers-store\\.c:38:\[0-9\]+ \\(local store\\)\r?\n" } */
