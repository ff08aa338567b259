/* adjacent-byte-put-store.c -- a race on a window byte next to untracked ones.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  The window is bytes 9 to 16 of a 64-byte
   aligned array on the stack: bytes 0 to 8 and 17 to 31 share its granules
   of the instrumentation's shadow table but are not tracked.  Rank 0
   puts to the window's first byte of rank 1 and enters a barrier before
   it unlocks; rank 1 stores to bytes 8 and 17 (not in the window: no
   race), then to byte 9, which races with the Put.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>

int
main (int argc, char **argv)
{
  int rank;
  char one = 1;
  _Alignas (64) char bytes[128] = { 0 };
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_create (bytes + 9, 8, 1, MPI_INFO_NULL, MPI_COMM_WORLD, &win);
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Win_lock_all (0, win);
  if (rank == 0)
    MPI_Put (&one, 1, MPI_CHAR, 1, 0, 1, MPI_CHAR, win);
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    {
      /* One store each: the compiler must not merge them.  */
      bytes[8] = 2;
      __asm__ volatile ("" ::: "memory");
      bytes[17] = 2;
      __asm__ volatile ("" ::: "memory");
      bytes[9] = 2;
    }
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return bytes[8] + bytes[17] != 4 * rank;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 1 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*adjacent-byte-put-store\\.c:32:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size 1 at 0x\[0-9a-f\]+ by rank 1:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*adjacent-byte-put-store\\.c:41:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window 1 of rank 1, offset \\\[0, 1\\) of 8 bytes\\.\r?\n" } */
