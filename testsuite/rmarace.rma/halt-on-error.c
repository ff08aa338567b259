/* halt-on-error.c -- halt_on_error=0: two races, both reported, the run goes
   on.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: two data races, both reported; with
   RMARACE_OPTIONS=halt_on_error=0 the program runs on to MPI_Finalize and
   then exits non-zero, what it prints after MPI_Finalize (fully buffered)
   still written.  Rank 1 loads MEM[0] in the fence epoch in which
   rank 0 puts to it; in the next epoch it stores to MEM[1] while rank 0
   gets it.  */
/* { dg-do run } */
/* { dg-rmarace-env RMARACE_OPTIONS "halt_on_error=0" } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, buf = 1, x = 0;
  int *mem;
  MPI_Win win;

  setvbuf (stdout, NULL, _IOFBF, BUFSIZ);
  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_fence (0, win);
  if (rank == 0)
    MPI_Put (&buf, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
  if (rank == 1)
    printf ("mem[0] = %d\n", mem[0]);
  MPI_Win_fence (0, win);
  if (rank == 0)
    MPI_Get (&x, 1, MPI_INT, 1, 1, 1, MPI_INT, win);
  if (rank == 1)
    mem[1] = 8;
  MPI_Win_fence (0, win);
  if (rank == 1)
    fprintf (stderr, "rank 1 goes on to MPI_Finalize\n");

  MPI_Win_free (&win);
  MPI_Finalize ();
  if (rank == 1)
    printf ("rank 1 ends after MPI_Finalize\n");
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*halt-on-error\\.c:38:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*halt-on-error\\.c:40:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window \[0-9\]+ of rank 1, offset \\\[0, 4\\) of 40 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*halt-on-error\\.c:38:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*halt-on-error\\.c:40:\[0-9\]+ \\(local load\\)\r?\n" } */
/* { dg-output ".*" } */
/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Get, remote read of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*halt-on-error\\.c:43:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*halt-on-error\\.c:45:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window \[0-9\]+ of rank 1, offset \\\[4, 8\\) of 40 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*halt-on-error\\.c:43:\[0-9\]+ \\(MPI_Get, remote read from rank 0\\) and \[^\r\n\]*halt-on-error\\.c:45:\[0-9\]+ \\(local store\\)\r?\n" } */
/* { dg-output ".*" } */
/* { dg-output "rank 1 goes on to MPI_Finalize\r?\n" } */
/* { dg-output ".*rank 1 ends after MPI_Finalize\r?\n" } */
