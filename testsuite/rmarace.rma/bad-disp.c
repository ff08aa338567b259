/* bad-disp.c -- MPI_Put outside the target window, with MPI_ERRORS_RETURN.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Expected: no race and no crash.  The window's error handler is
   MPI_ERRORS_RETURN and rank 0 puts to displacement 100 of a window of 10
   ints; the call returns an error (MPI_ERR_RMA_RANGE with Open MPI;
   MPI_ERR_DISP would do too), or MPI_SUCCESS with an MPI that does not
   check the displacement (MPICH), to the program, as it would without
   rmarace, and the program goes on.  */
/* { dg-do run } */

#include <mpi.h>
#include <stdio.h>

static const char *
class_name (int rc)
{
  int cls;
  if (rc == MPI_SUCCESS)
    return "MPI_SUCCESS";
  MPI_Error_class (rc, &cls);
  if (cls == MPI_ERR_RANK)
    return "MPI_ERR_RANK";
  if (cls == MPI_ERR_RMA_RANGE)
    return "MPI_ERR_RMA_RANGE";
  if (cls == MPI_ERR_DISP)
    return "MPI_ERR_DISP";
  return "another error class";
}

int
main (int argc, char **argv)
{
  int rank, size, buf = 1, rc;
  int *mem;
  MPI_Win win;

  MPI_Init (&argc, &argv);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (10 * sizeof (int), sizeof (int), MPI_INFO_NULL,
                    MPI_COMM_WORLD, &mem, &win);
  for (int i = 0; i < 10; i++)
    mem[i] = 100 * rank + i;
  MPI_Barrier (MPI_COMM_WORLD);

  MPI_Comm_size (MPI_COMM_WORLD, &size);
  MPI_Win_set_errhandler (win, MPI_ERRORS_RETURN);
  MPI_Win_lock_all (0, win);
  if (rank == 0)
    {
      rc = MPI_Put (&buf, 1, MPI_INT, 1, 100, 1, MPI_INT, win);
      printf ("MPI_Put at displacement 100 returned %s\n", class_name (rc));
      fflush (stdout);
      /* rmarace and MPI go on working.  */
      MPI_Put (&buf, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
      MPI_Win_flush (1, win);
    }
  MPI_Barrier (MPI_COMM_WORLD);
  if (rank == 1)
    printf ("mem[0] = %d\n", mem[0]);
  MPI_Win_unlock_all (win);

  MPI_Win_free (&win);
  MPI_Finalize ();
  return 0;
}

/* { dg-output "MPI_Put at displacement 100 returned MPI_(ERR_RMA_RANGE|ERR_DISP|SUCCESS)\r?\n" } */
