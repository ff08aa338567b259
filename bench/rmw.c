/* rmw.c -- benchmark: many MPI_Fetch_and_op on one location.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Usage: rmw [COUNT]   (default 1000000)

   A shared counter, the one long of rank 0's window (MPI_Win_allocate),
   is the work queue of a task farm: under one MPI_Win_lock_all for the
   whole run, every rank takes tickets with MPI_Fetch_and_op (MPI_SUM, 1)
   and MPI_Win_flush until the tickets run out, COUNT in all, and does a
   little work with each.  Atomic operations on the same location do not
   race with each other, so the program is race-free however the ranks
   interleave.

   Checks its result: every ticket 0 .. COUNT - 1 must have been taken
   exactly once (the tickets taken sum to COUNT (COUNT - 1) / 2 and
   number COUNT), and the counter must end at COUNT + the number of
   ranks (each rank's last, failed, try); the program fails otherwise.
   Prints "checksum X" (COUNT and the tickets' sum, on rank 0; the same
   for every run) and "time T" (the slowest rank's seconds in the loop).  */

#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int
main (int argc, char **argv)
{
  int rank, size;
  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Comm_size (MPI_COMM_WORLD, &size);
  long count = argc > 1 ? atol (argv[1]) : 1000000;

  long *counter;
  MPI_Win win;
  MPI_Win_allocate (rank == 0 ? sizeof *counter : 0, sizeof *counter,
		    MPI_INFO_NULL, MPI_COMM_WORLD, &counter, &win);
  if (rank == 0)
    *counter = 0;
  MPI_Barrier (MPI_COMM_WORLD);

  long taken = 0, sum = 0;
  double work = 0;
  const long one = 1;
  MPI_Win_lock_all (0, win);
  MPI_Barrier (MPI_COMM_WORLD);
  double t0 = MPI_Wtime ();
  for (;;)
    {
      long ticket;
      MPI_Fetch_and_op (&one, &ticket, MPI_LONG, 0, 0, MPI_SUM, win);
      MPI_Win_flush (0, win);
      if (ticket >= count)
	break;
      taken++;
      sum += ticket;
      work += 1.0 / (1.0 + (double) ticket);
    }
  double elapsed = MPI_Wtime () - t0, slowest;
  MPI_Win_unlock_all (win);
  MPI_Barrier (MPI_COMM_WORLD);

  long totals[2] = { taken, sum }, all[2];
  double allwork;
  MPI_Reduce (totals, all, 2, MPI_LONG, MPI_SUM, 0, MPI_COMM_WORLD);
  MPI_Reduce (&work, &allwork, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
  MPI_Reduce (&elapsed, &slowest, 1, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);
  int ok = 1;
  if (rank == 0)
    {
      ok = (all[0] == count && all[1] == count * (count - 1) / 2
	    && *counter == count + size);
      if (!ok)
	fprintf (stderr, "rmw: %ld tickets summing to %ld, counter %ld;"
		 " expected %ld, %ld, %ld\n", all[0], all[1], *counter,
		 count, count * (count - 1) / 2, count + size);
      printf ("checksum %ld %ld\ntime %.4f\n", all[0], all[1], slowest);
      if (allwork < 0)		/* keep the work */
	printf ("work %g\n", allwork);
    }
  MPI_Win_free (&win);
  MPI_Finalize ();
  return ok ? 0 : 1;
}
