/* windows-run-epochs-store.c -- many epochs of atomics on many windows,
   the target reading the counter after each, then a store racing with
   the last atomic of the last epoch.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  40 windows over MPI_COMM_WORLD, one over each
   row of MEM; 200 lock_all epochs, epoch E on window E % 40 (a barrier
   after each).  In each, rank 1 adds to int 0 of rank 0 20 times with
   MPI_Fetch_and_op from one call site, flushing each (one record, a
   run), then tells rank 0, which reads the int 20 times: each read finds
   the run's members ordered before it (thousands of such checks, and
   collections of the events among them).  In the last epoch rank 1
   tells rank 0 before its last atomic, and rank 0 stores to the int:
   the store races with that atomic only.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stdio.h>

#define NWIN 40
#define EPOCHS 200
#define ADDS 20

int
main (int argc, char **argv)
{
  int rank, one = 1, res, tok = 0;
  static int mem[NWIN][4];
  MPI_Win win[NWIN];
  long sum = 0;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  for (int w = 0; w < NWIN; w++)
    MPI_Win_create (mem[w], sizeof mem[w], sizeof (int), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &win[w]);
  for (int e = 0; e < EPOCHS; e++)
    {
      int w = e % NWIN, last = e == EPOCHS - 1;
      MPI_Win_lock_all (0, win[w]);
      if (rank == 1)
	for (int i = 0; i < ADDS; i++)
	  {
	    if (i == ADDS - 1 && last)
	      MPI_Send (&tok, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
	    MPI_Fetch_and_op (&one, &res, MPI_INT, 0, 0, MPI_SUM, win[w]);
	    MPI_Win_flush (0, win[w]);
	  }
      if (rank == 1 && !last)
	MPI_Send (&tok, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
      if (rank == 0)
	{
	  MPI_Recv (&tok, 1, MPI_INT, 1, 0, MPI_COMM_WORLD,
		    MPI_STATUS_IGNORE);
	  if (last)
	    mem[w][0] = 7;
	  else
	    for (int i = 0; i < ADDS; i++)
	      sum += *(volatile int *) &mem[w][0];
	}
      MPI_Win_unlock_all (win[w]);
      MPI_Barrier (MPI_COMM_WORLD);
    }
  if (rank == 0)
    printf ("sum %ld\n", sum);
  for (int w = 0; w < NWIN; w++)
    MPI_Win_free (&win[w]);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Fetch_and_op, remote update of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*windows-run-epochs-store\\.c:49:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*windows-run-epochs-store\\.c:59:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window 40 of rank 0, offset \\\[0, 4\\) of 16 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*windows-run-epochs-store\\.c:49:\[0-9\]+ \\(MPI_Fetch_and_op, remote update from rank 1\\) and \[^\r\n\]*windows-run-epochs-store\\.c:59:\[0-9\]+ \\(local store\\)\r?\n" } */
