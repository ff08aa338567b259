/* scale.c -- how the runtime's memory per process grows with the ranks.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Every rank puts 64 ints into its right neighbour's window under one
   lock_all epoch, flushes, and after a barrier reads its own window, 50
   times; at the end rank 0 prints the largest and the mean peak
   resident size (VmHWM) of the ranks.  scale.sh runs it with and without
   rmarace for growing numbers of ranks.  */

#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static long hwm_kb (void)
{
  FILE *f = fopen ("/proc/self/status", "r");
  char line[256];
  long kb = 0;
  while (f && fgets (line, sizeof line, f))
    if (!strncmp (line, "VmHWM:", 6))
      kb = atol (line + 6);
  if (f)
    fclose (f);
  return kb;
}
int main (int argc, char **argv)
{
  int rank, size, *mem, buf[64];
  MPI_Win win;
  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Comm_size (MPI_COMM_WORLD, &size);
  MPI_Win_allocate (64 * sizeof (int), sizeof (int), MPI_INFO_NULL, MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 64; i++) buf[i] = rank + i;
  MPI_Win_lock_all (0, win);
  for (int it = 0; it < 50; it++)
    {
      MPI_Put (buf, 64, MPI_INT, (rank + 1) % size, 0, 64, MPI_INT, win);
      MPI_Win_flush ((rank + 1) % size, win);
      MPI_Barrier (MPI_COMM_WORLD);
      long s = 0;
      for (int i = 0; i < 64; i++) s += mem[i];
      buf[0] = (int) s;
      MPI_Barrier (MPI_COMM_WORLD);
    }
  MPI_Win_unlock_all (win);
  long kb = hwm_kb (), max = 0, sum = 0;
  MPI_Reduce (&kb, &max, 1, MPI_LONG, MPI_MAX, 0, MPI_COMM_WORLD);
  MPI_Reduce (&kb, &sum, 1, MPI_LONG, MPI_SUM, 0, MPI_COMM_WORLD);
  if (rank == 0)
    printf ("P=%d hwm_kb max %ld mean %ld\n", size, max, sum / size);
  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}
