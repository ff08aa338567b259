/* repeat_put.c -- benchmark: one strided RMA call repeated on the same
   bytes in one epoch.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Usage: repeat_put [X [K [R [PUTL]]]]   (defaults 256, 100, 128, 0),
   on 2 ranks.

   The pattern of armci-mpi's ARMCI_PutS latency test: rank 0 moves X
   rows of R doubles (an MPI_Type_vector, rows 2R doubles apart) between
   rows of its own window memory (the origin buffer, as ARMCI's
   ARMCI_Malloc'd buffers are) and the same rows of rank 1's window, K
   times over the same bytes in one MPI_Win_lock_all epoch, in phases,
   each a function of its own (callgrind --toggle-collect=NAME):

     accl  MPI_Accumulate (MPI_REPLACE) + MPI_Win_flush_local
     getl  MPI_Get + MPI_Win_flush_local
     putf  MPI_Put + MPI_Win_flush
     getf  MPI_Get + MPI_Win_flush
     putl  MPI_Put + MPI_Win_flush_local, only when PUTL is 1: a put is
	   not complete at the target when the next one to the same
	   bytes is issued, a race per MPI-3 (what armci-mpi does); run
	   it with RMARACE_OPTIONS=halt_on_error=0, the runtime then
	   reports that pair of lines once.

   Each phase ends with an MPI_Barrier of both ranks (inside the
   function, so that rank 1's function holds its checks of the records
   it received), and the phases are separated by MPI_Win_flush_all and
   a barrier (outside), which make the records of one phase forgettable
   before the next.  The runtime's instructions per call, at the origin
   and at the target, should not grow with K, and grow with X as log X
   at most.  Without PUTL, race-free; checks the values (rank 1's rows
   hold what rank 0 put, rank 0's rows what it got), prints "checksum
   X" and "time T" (rank 0's seconds per call, all phases).  */

#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

/* The phases, noinline so that callgrind can collect each alone.  */
#define PHASE(name, call, flush)					\
  static void __attribute__ ((noinline))				\
  name (double *mine, MPI_Datatype rows, MPI_Win win, int rank, int k)	\
  {									\
    if (rank == 0)							\
      for (int i = 0; i < k; i++)					\
	{								\
	  call;								\
	  flush (1, win);						\
	}								\
    MPI_Barrier (MPI_COMM_WORLD);					\
  }

PHASE (accl, MPI_Accumulate (mine, 1, rows, 1, 0, 1, rows, MPI_REPLACE, win),
       MPI_Win_flush_local)
PHASE (getl, MPI_Get (mine, 1, rows, 1, 0, 1, rows, win),
       MPI_Win_flush_local)
PHASE (putf, MPI_Put (mine, 1, rows, 1, 0, 1, rows, win), MPI_Win_flush)
PHASE (getf, MPI_Get (mine, 1, rows, 1, 0, 1, rows, win), MPI_Win_flush)
PHASE (putl, MPI_Put (mine, 1, rows, 1, 0, 1, rows, win),
       MPI_Win_flush_local)

int
main (int argc, char **argv)
{
  int rank, size;
  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Comm_size (MPI_COMM_WORLD, &size);
  int x = argc > 1 ? atoi (argv[1]) : 256;
  int k = argc > 2 ? atoi (argv[2]) : 100;
  int r = argc > 3 ? atoi (argv[3]) : 128;
  int racy = argc > 4 ? atoi (argv[4]) : 0;
  if (size != 2 || x < 1 || k < 1 || r < 1)
    {
      if (rank == 0)
	fprintf (stderr, "repeat_put: 2 ranks, X, K, R >= 1\n");
      MPI_Abort (MPI_COMM_WORLD, 1);
    }

  size_t n = (size_t) x * 2 * r;
  double *mem;
  MPI_Win win;
  MPI_Win_allocate ((MPI_Aint) (n * sizeof *mem), sizeof *mem,
		    MPI_INFO_NULL, MPI_COMM_WORLD, &mem, &win);
  for (size_t i = 0; i < n; i++)
    mem[i] = rank ? -1.0 : (double) i;
  MPI_Datatype rows;
  MPI_Type_vector (x, r, 2 * r, MPI_DOUBLE, &rows);
  MPI_Type_commit (&rows);
  MPI_Barrier (MPI_COMM_WORLD);

  double t0 = MPI_Wtime ();
  int calls = 0;
  MPI_Win_lock_all (0, win);
  void (*phases[]) (double *, MPI_Datatype, MPI_Win, int, int)
    = { accl, getl, putf, getf, putl };
  int n_phases = racy ? 5 : 4;
  for (int p = 0; p < n_phases; p++)
    {
      phases[p] (mem, rows, win, rank, k);
      calls += k;
      if (rank == 0)
	MPI_Win_flush_all (win);
      MPI_Barrier (MPI_COMM_WORLD);
    }
  MPI_Win_unlock_all (win);
  double t = (MPI_Wtime () - t0) / calls;

  /* Rank 1's rows hold rank 0's values, rank 0's what it got back:
     its own.  */
  long bad = 0;
  double sum = 0;
  for (int i = 0; i < x; i++)
    for (int j = 0; j < r; j++)
      {
	size_t e = (size_t) i * 2 * r + j;
	bad += mem[e] != (double) e;
	sum += mem[e];
      }
  long all_bad;
  double all_sum;
  MPI_Reduce (&bad, &all_bad, 1, MPI_LONG, MPI_SUM, 0, MPI_COMM_WORLD);
  MPI_Reduce (&sum, &all_sum, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
  if (rank == 0)
    {
      if (all_bad)
	{
	  fprintf (stderr, "repeat_put: %ld wrong values\n", all_bad);
	  MPI_Abort (MPI_COMM_WORLD, 1);
	}
      printf ("checksum %.0f\ntime %.7f\n", all_sum, t);
    }
  MPI_Type_free (&rows);
  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
