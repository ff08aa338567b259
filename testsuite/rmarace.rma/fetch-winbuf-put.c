/* fetch-winbuf-put.c -- the result buffer of flushed atomics in the
   caller's own window, written by its pending MPI_Put to itself.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Rank 0 takes 200 tickets from rank 1's
   counter with MPI_Fetch_and_op into MEM[2], an element of its own
   window, flushing each; then it puts to its own MEM[2] and, before
   flushing that, takes one more ticket into it.  The result buffer
   must still be checked against the window it lies in (check.c,
   check_own_windows), not only against the pending buffers.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, one = 1, v = 5;
  long sum = 0;
  int *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (4 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  mem[0] = mem[1] = mem[2] = mem[3] = 0;
  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    {
      for (int i = 0; i < 200; i++)
        {
          MPI_Fetch_and_op (&one, &mem[2], MPI_INT, 1, 0, MPI_SUM, win);
          MPI_Win_flush (1, win);
          sum += mem[2];
        }
      MPI_Put (&v, 1, MPI_INT, 0, 2, 1, MPI_INT, win);
      MPI_Fetch_and_op (&one, &mem[2], MPI_INT, 1, 0, MPI_SUM, win);
      MPI_Win_flush_all (win);
      printf ("%ld\n", sum);
    }
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*fetch-winbuf-put\\.c:42:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting MPI_Fetch_and_op, result buffer write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*fetch-winbuf-put\\.c:43:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window 1 of rank 0, offset \\\[8, 12\\) of 16 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*fetch-winbuf-put\\.c:42:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*fetch-winbuf-put\\.c:43:\[0-9\]+ \\(MPI_Fetch_and_op, result buffer write\\)\r?\n" } */
