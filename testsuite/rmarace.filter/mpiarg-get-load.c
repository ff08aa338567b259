/* mpiarg-get-load.c -- a local given to MPI_Comm_rank and to MPI_Get.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or
   later; see the file COPYING.

   Expected: a data race.  Rank 0 passes VAL to MPI_Comm_rank, which
   keeps nothing, and then to MPI_Get as the origin buffer, and reads VAL
   before MPI_Win_flush: the Get may still be writing it.  VAL's
   address goes only to MPI, but not only to calls that do not keep it:
   the "mpiarg" filter must keep the load.  */
/* { dg-do run } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>

int seen;

int
main (int argc, char **argv)
{
  int rank, val;
  int *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (sizeof (int), sizeof (int), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &mem, &win);
  *mem = 10 + rank;
  MPI_Barrier (MPI_COMM_WORLD);

  if (rank == 0)
    {
      MPI_Comm_rank (MPI_COMM_WORLD, &val);
      MPI_Win_lock_all (0, win);
      MPI_Get (&val, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
      seen = val;
      MPI_Win_flush (1, win);
      MPI_Win_unlock_all (win);
      seen += val;
    }

  MPI_Barrier (MPI_COMM_WORLD);
  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Get, origin buffer write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*mpiarg-get-load\\.c:36:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting local load of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*mpiarg-get-load\\.c:37:\[0-9\]+\r?\n" } */
