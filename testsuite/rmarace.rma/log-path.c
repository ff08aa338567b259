/* log-path.c -- log_path: the report goes to a file.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race, reported in the file rma-log-path-c.1 (the
   log_path prefix and the rank), which rank 1 prints after the epoch, each
   line prefixed with "log: ".  halt_on_error=0 lets it get there;
   MPI_Finalize then exits non-zero.  */
/* { dg-do run } */
/* { dg-rmarace-env RMARACE_OPTIONS "halt_on_error=0:log_path=rma-log-path-c" } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  const char *log = "rma-log-path-c.1";
  char line[512];
  int rank, buf = 1;
  int *mem;
  FILE *f;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  MPI_Barrier (MPI_COMM_WORLD);

  if (rank == 1)
    remove (log);
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_fence (0, win);
  if (rank == 0)
    MPI_Put (&buf, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
  if (rank == 1)
    mem[0] = 7;
  MPI_Win_fence (0, win);

  if (rank == 1)
    {
      f = fopen (log, "r");
      if (!f)
        printf ("no file %s\n", log);
      else
        {
          while (fgets (line, sizeof line, f))
            printf ("log: %s", line);
          fclose (f);
          remove (log);
        }
    }

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "log: WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "log:   MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "log:     #0 \[^\r\n\]*log-path\\.c:41:\[0-9\]+\r?\n" } */
/* { dg-output "log:   Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "log:     #0 \[^\r\n\]*log-path\\.c:43:\[0-9\]+\r?\n" } */
/* { dg-output "log:   Location is window \[0-9\]+ of rank 1, offset \\\[0, 4\\) of 40 bytes\\.\r?\n" } */
/* { dg-output "log: SUMMARY: rmarace: data race \[^\r\n\]*log-path\\.c:41:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*log-path\\.c:43:\[0-9\]+ \\(local store\\)\r?\n" } */
