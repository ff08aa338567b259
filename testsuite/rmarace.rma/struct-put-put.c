/* struct-put-put.c -- a Put into the data of another Put's struct datatype.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: a data race.  Rank 0 puts a struct of an int and a double
   (bytes [0, 4) and [8, 16) of rank 1's window, whose displacement unit is
   1); rank 2 puts an int at byte 8, into the double, in the same fence
   epoch.  */
/* { dg-do run } */
/* { dg-rmarace-np 3 } */
/* { dg-shouldfail "data race" } */

#include <mpi.h>
#include <stddef.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  struct pair { int i; double d; } s = { 1, 2.0 };
  int rank, buf = 3;
  int blocklens[2] = { 1, 1 };
  MPI_Aint displs[2] = { offsetof (struct pair, i), offsetof (struct pair, d) };
  MPI_Datatype types[2] = { MPI_INT, MPI_DOUBLE }, st;
  char *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (sizeof s, 1, MPI_INFO_NULL, MPI_COMM_WORLD, &mem, &win);

  MPI_Aint disp2 = 8;		/* the double */
  MPI_Type_create_struct (2, blocklens, displs, types, &st);
  MPI_Type_commit (&st);

  MPI_Win_fence (0, win);
  if (rank == 0)
    MPI_Put (&s, 1, st, 1, 0, 1, st, win);
  if (rank == 2)
    MPI_Put (&buf, 1, MPI_INT, 1, disp2, 1, MPI_INT, win);
  MPI_Win_fence (0, win);

  MPI_Type_free (&st);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "WARNING: rmarace: data race \\(pid=\[0-9\]+\\)\r?\n" } */
/* { dg-output "  MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 0:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*struct-put-put\\.c:39:\[0-9\]+\r?\n" } */
/* { dg-output "  Conflicting MPI_Put, remote write of size 4 at 0x\[0-9a-f\]+ by rank 2:\r?\n" } */
/* { dg-output "    #0 \[^\r\n\]*struct-put-put\\.c:41:\[0-9\]+\r?\n" } */
/* { dg-output "  Location is window \[0-9\]+ of rank 1, offset \\\[8, 12\\) of 16 bytes\\.\r?\n" } */
/* { dg-output "SUMMARY: rmarace: data race \[^\r\n\]*struct-put-put\\.c:39:\[0-9\]+ \\(MPI_Put, remote write from rank 0\\) and \[^\r\n\]*struct-put-put\\.c:41:\[0-9\]+ \\(MPI_Put, remote write from rank 2\\)\r?\n" } */
