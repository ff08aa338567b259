/* adjacent-byte-put-store-ok.c -- stores next to a window while a Put is pending.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of adjacent-byte-put-store.c: the window
   is bytes 9 to 16 of a 64-byte aligned array on the stack, and while
   rank 0's Put to its first byte is still pending, rank 1 stores only to
   bytes 8 and 17, which share the window's granules of the shadow table
   but are not in it.  */
/* { dg-do run } */

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
    }
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return bytes[8] + bytes[17] != 4 * rank;
}
