/* struct-put-put-ok.c -- a Put into the padding of another Put's struct
   datatype.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race.  The twin of struct-put-put.c: rank 2 puts its int at
   byte 4, into the padding of the struct, which rank 0's Put does not
   write.  */
/* { dg-do run } */
/* { dg-rmarace-np 3 } */

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

  MPI_Aint disp2 = 4;		/* the padding after the int */
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
