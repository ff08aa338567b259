/* lockall-get-sync-put.c -- MPI_Get, calls without a site, MPI_Put.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  The Get writes BUF[0..1] while the Put reads
   BUF[1..2]: the flush between goes to rank 0 itself, which completes
   nothing of the Get to rank 1.  The plugin marks the site of the two
   RMA calls only, not of the flush, MPI_Win_sync or MPI_Comm_rank
   between them (mpi-calls.def, flag "site"): the report still names
   both RMA calls' lines.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  int rank, size, buf[4] = { 1, 2, 3, 4 };
  int *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  MPI_Barrier (MPI_COMM_WORLD);

  if (rank == 0)
    {
      MPI_Win_lock_all (0, win);
      MPI_Get (buf, 2, MPI_INT, 1, 0, 2, MPI_INT, win);
      MPI_Win_flush_local (0, win);
      MPI_Win_sync (win);
      MPI_Comm_size (MPI_COMM_WORLD, &size);
      MPI_Put (&buf[1], 2, MPI_INT, 1, 4, 2, MPI_INT, win);
      MPI_Win_unlock_all (win);
    }
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    printf ("mem[4] = %d\n", mem[4]);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Get, origin buffer write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*lockall-get-sync-put\\.c:36:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting MPI_Put, origin buffer read of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*lockall-get-sync-put\\.c:40:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is a local buffer of rank 0\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*lockall-get-sync-put\\.c:36:\[0-9\]+ \\(MPI_Get, origin buffer write\\) and \[^\r\n\]*lockall-get-sync-put\\.c:40:\[0-9\]+ \\(MPI_Put, origin buffer read\\)\r?\n" } */
