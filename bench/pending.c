/* pending.c -- benchmark: completions while many operations are pending.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Usage: pending [N [M]]   (defaults 16000 and 2000)

   Under one MPI_Win_lock_all, rank 0 first issues N MPI_Get from rank
   1's window into N distinct elements of a buffer, left pending, then
   does M rounds of one MPI_Put into its own window followed by
   MPI_Win_flush of itself only; then N MPI_Rget from rank 1, each
   completed by its own MPI_Wait in reverse order; then
   MPI_Win_flush_all; then, with one buffer ZERO the origin of them
   all, N MPI_Accumulate (MPI_SUM) to N elements of rank 1, a flush,
   and N MPI_Rput of it to the same elements, completed by one
   MPI_Waitall.  Between the waits and the flush, every rank makes M
   MPI_Barrier while the N gets are pending, so that the target keeps
   what it knows of them across each.  The other ranks only open and
   close the epoch, and barrier, so rank 0's calls do no target's work
   (pending.sh measures them).  After the epoch, rank 1 sends N
   messages to rank 0, which matches them all with MPI_Mprobe before it
   receives them with MPI_Mrecv, the last matched first.  A
   flush of one target, or a request's wait, must cost the runtime what
   the operations it completes cost, not what every pending one does:
   under callgrind (--toggle-collect=MPI_Win_flush, or =MPI_Wait) the
   instructions per flush or wait should not grow with N, nor those of
   one MPI_Accumulate or MPI_Rput of ZERO with the earlier ones of it
   pending, nor those of a barrier (summed over the ranks) or of an
   MPI_Mrecv with N matched messages outstanding.

   Every buffer is touched only after its operation completes, and rank
   0's window elements N .. N+M-1 are written only by its own puts, so
   the program is race-free.  Checks the values: element i of a rank's
   window holds 1000 * rank + i; the program fails otherwise.  Prints
   "checksum X" (the same for every run) and "time T" (rank 0's seconds
   in the timed part, the M rounds and the waits).  */

#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

/* M barriers over MPI_COMM_WORLD, in a function of its own so that
   callgrind can collect them alone.  */
static void __attribute__ ((noinline))
barriers (int m)
{
  for (int i = 0; i < m; i++)
    MPI_Barrier (MPI_COMM_WORLD);
}

int
main (int argc, char **argv)
{
  int rank, size;
  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Comm_size (MPI_COMM_WORLD, &size);
  int n = argc > 1 ? atoi (argv[1]) : 16000;
  int m = argc > 2 ? atoi (argv[2]) : 2000;

  /* Elements 0 .. N-1 are read by the neighbour, N .. N+M-1 written by
     this rank's puts.  */
  long *mem;
  MPI_Win win;
  MPI_Win_allocate ((MPI_Aint) (n + m) * sizeof *mem, sizeof *mem,
		    MPI_INFO_NULL, MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < n + m; i++)
    mem[i] = 1000L * rank + i;
  long *got = malloc ((size_t) n * sizeof *got);
  long *rgot = malloc ((size_t) n * sizeof *rgot);
  long *put = malloc ((size_t) m * sizeof *put);
  MPI_Request *req = malloc ((size_t) n * sizeof *req);
  if (!got || !rgot || !put || !req)
    {
      fprintf (stderr, "pending: out of memory\n");
      MPI_Abort (MPI_COMM_WORLD, 1);
    }
  for (int i = 0; i < m; i++)
    put[i] = 1000L * rank + n + i;
  int active = rank == 0 && size > 1;
  long zero = 0;
  MPI_Barrier (MPI_COMM_WORLD);

  double elapsed = 0, slowest;
  MPI_Win_lock_all (0, win);
  if (active)
    {
      for (int i = 0; i < n; i++)
	MPI_Get (&got[i], 1, MPI_LONG, 1, i, 1, MPI_LONG, win);
      double t0 = MPI_Wtime ();
      for (int i = 0; i < m; i++)
	{
	  MPI_Put (&put[i], 1, MPI_LONG, 0, n + i, 1, MPI_LONG, win);
	  MPI_Win_flush (0, win);
	}
      for (int i = 0; i < n; i++)
	MPI_Rget (&rgot[i], 1, MPI_LONG, 1, i, 1, MPI_LONG, win, &req[i]);
      for (int i = n; i-- > 0;)
	MPI_Wait (&req[i], MPI_STATUS_IGNORE);
      elapsed = MPI_Wtime () - t0;
    }
  /* M collectives while the N gets are pending: what the target knows
     of them stays in its window's records across every one.  The first
     barrier brings it the notifications of the gets; pending.sh
     measures the others (in barriers).  */
  MPI_Barrier (MPI_COMM_WORLD);
  barriers (m);
  if (active)
    {
      MPI_Win_flush_all (win);
      /* One buffer, the origin of N operations pending at once: in one
	 batch (accumulates to N displacements of one target), then each
	 with a completion of its own (N MPI_Rput).  */
      for (int i = 0; i < n; i++)
	MPI_Accumulate (&zero, 1, MPI_LONG, 1, i, 1, MPI_LONG, MPI_SUM, win);
      MPI_Win_flush_all (win);
      for (int i = 0; i < n; i++)
	MPI_Rput (&zero, 1, MPI_LONG, 1, i, 1, MPI_LONG, win, &req[i]);
      MPI_Waitall (n, req, MPI_STATUSES_IGNORE);
      MPI_Win_flush_all (win);
    }
  MPI_Win_unlock_all (win);

  /* N messages matched by MPI_Mprobe, all outstanding, then received
     by MPI_Mrecv the other way round.  */
  int *msgval = malloc ((size_t) n * sizeof *msgval);
  MPI_Message *msg = malloc ((size_t) n * sizeof *msg);
  if (!msgval || !msg)
    {
      fprintf (stderr, "pending: out of memory\n");
      MPI_Abort (MPI_COMM_WORLD, 1);
    }
  long bad = 0, sum = 0;
  if (rank == 1)
    for (int i = 0; i < n; i++)
      {
	msgval[i] = i;
	MPI_Send (&msgval[i], 1, MPI_INT, 0, i, MPI_COMM_WORLD);
      }
  else if (active)
    {
      for (int i = 0; i < n; i++)
	MPI_Mprobe (1, i, MPI_COMM_WORLD, &msg[i], MPI_STATUS_IGNORE);
      for (int i = n; i-- > 0;)
	MPI_Mrecv (&msgval[i], 1, MPI_INT, &msg[i], MPI_STATUS_IGNORE);
      for (int i = 0; i < n; i++)
	bad += msgval[i] != i;
    }
  if (active)
    {
      for (int i = 0; i < n; i++)
	{
	  bad += got[i] != 1000L + i || rgot[i] != got[i];
	  sum += got[i];
	}
      for (int i = 0; i < m; i++)
	bad += mem[n + i] != put[i];
    }
  long totals[2] = { bad, sum }, all[2];
  MPI_Reduce (totals, all, 2, MPI_LONG, MPI_SUM, 0, MPI_COMM_WORLD);
  MPI_Reduce (&elapsed, &slowest, 1, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);
  if (rank == 0)
    {
      if (all[0])
	fprintf (stderr, "pending: %ld wrong values\n", all[0]);
      printf ("checksum %ld\ntime %.4f\n", all[1], slowest);
    }
  MPI_Win_free (&win);
  free (got);
  free (rgot);
  free (put);
  free (req);
  free (msgval);
  free (msg);
  MPI_Finalize ();
  return rank == 0 && all[0] ? 1 : 0;
}
