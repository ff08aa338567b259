/* dynamic-put-load.c -- a Put to an attached region of a dynamic window,
   barrier, load.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Rank 1 attaches a malloc'd region to a dynamic
   window and broadcasts its address (MPI_Get_address); rank 0 puts to its
   second int inside MPI_Win_lock_all and enters a barrier before the Put
   is complete, so rank 1's load after the barrier races with it.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int
main (int argc, char **argv)
{
  int rank, buf = 1;
  int *region = NULL;
  MPI_Aint addr = 0;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);

  MPI_Win_create_dynamic (MPI_INFO_NULL, MPI_COMM_WORLD, &win);
  if (rank == 1)
    {
      region = malloc (10 * sizeof (int));
      for (int i = 0; i < 10; i++)
        region[i] = i;
      MPI_Win_attach (win, region, 10 * sizeof (int));
      MPI_Get_address (region, &addr);
    }
  MPI_Bcast (&addr, 1, MPI_AINT, 1, MPI_COMM_WORLD);

  MPI_Win_lock_all (0, win);
  if (rank == 0)
    {
      MPI_Put (&buf, 1, MPI_INT, 1, MPI_Aint_add (addr, sizeof (int)), 1,
               MPI_INT, win);
    }
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    printf ("region[1] = %d\n", region[1]);
  MPI_Win_unlock_all (win);

  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    {
      MPI_Win_detach (win, region);
      free (region);
    }

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*dynamic-put-load\\.c:43:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*dynamic-put-load\\.c:48:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window \[0-9\]+ of rank 1\[^\r\n\]*\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*dynamic-put-load\\.c:43:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*dynamic-put-load\\.c:48:\[0-9\]+ \\(local load\\)\r?\n" } */
