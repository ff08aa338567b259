/* getacc-repeat-load.c -- a result buffer loaded while the last of many
   flushed atomics that share its datatype with the target is pending.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Rank 0 makes 2001 MPI_Get_accumulate calls
   from one site, each flushed: the origin and the target are one
   element of PAIR (two ints), the result two MPI_INTs, so the runtime
   describes the target from the origin's datatype and the result
   from its own (check.c, ranges_of).  Before the last flush it loads
   RES[1], the second int of the result, which the result's range
   must cover.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, two[2] = { 1, 2 }, res[2] = { 0, 0 };
  long sum = 0;
  int *mem;
  MPI_Datatype pair;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Type_contiguous (2, MPI_INT, &pair);
  MPI_Type_commit (&pair);
  MPI_Win_allocate (4 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  mem[0] = mem[1] = 0;
  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    {
      for (int i = 0; i <= 2000; i++)
        {
          MPI_Get_accumulate (two, 1, pair, res, 2, MPI_INT, 1, 0, 1, pair,
                              MPI_SUM, win);
          if (i == 2000)
            sum += res[1];
          MPI_Win_flush (1, win);
          sum += res[0];
        }
      printf ("%ld\n", sum);
    }
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Type_free (&pair);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Get_accumulate, result buffer write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*getacc-repeat-load\\.c:42:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*getacc-repeat-load\\.c:45:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is a local buffer of rank 0\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*getacc-repeat-load\\.c:42:\[0-9\]+ \\(MPI_Get_accumulate, result buffer write\\) and \[^\r\n\]*getacc-repeat-load\\.c:45:\[0-9\]+ \\(local load\\)\r?\n" } */
