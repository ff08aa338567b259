/* escape-global.c -- a local buffer whose address escapes through a global.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  BUF is a local array that main never passes to
   MPI itself: its address goes into the global ORIGIN, and start_put
   puts from there.  Rank 0 then stores to BUF[1] before the flush.  The
   escape filter must see that BUF escapes and keep the store.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>

int *origin;

__attribute__ ((noinline)) static void
start_put (MPI_Win win)
{
  MPI_Put (origin, 4, MPI_INT, 1, 0, 4, MPI_INT, win);
}

int
main (int argc, char **argv)
{
  int rank, buf[4] = { 1, 2, 3, 4 }, scratch[4];
  int *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &mem, &win);
  origin = buf;
  MPI_Barrier (MPI_COMM_WORLD);

  if (rank == 0)
    {
      MPI_Win_lock_all (0, win);
      start_put (win);
      buf[1] = 7;
      MPI_Win_flush (1, win);
      MPI_Win_unlock_all (win);
    }
  MPI_Bcast (buf, 4, MPI_INT, 0, MPI_COMM_WORLD);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, origin buffer read of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*escape-global\\.c:20:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local store of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*escape-global\\.c:41:\[0-9\]+\r?\n" } */
