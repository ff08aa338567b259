/* werror.c -- -Werror turns the warnings into errors.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

/* { dg-do compile } */
/* { dg-options "-Werror" } */

#include <mpi.h>

int buf[4];

void
werror (MPI_Win win, int target)
{
  MPI_Win_lock_all (0, win);
  MPI_Put (buf, 4, MPI_INT, target, 0, 4, MPI_INT, win); /* { dg-message "note: MPI_Put from .buf. started here" } */
  buf[0] = 1; /* { dg-error "error: data race: MPI_Put from .buf. is still pending when .buf.0.. is stored to here.*.-Werror." } */
  MPI_Win_unlock_all (win);
}
