/* rget.c -- request-based RMA completes with MPI_Wait.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

/* { dg-do compile } */

#include <mpi.h>

int buf[8];
int sink;

void
rget_race (MPI_Win win, int target)
{
  MPI_Request req;
  MPI_Win_lock_all (0, win);
  MPI_Rget (buf, 8, MPI_INT, target, 0, 8, MPI_INT, win, &req); /* { dg-message "note: MPI_Rget into .buf. started here" } */
  sink = buf[0]; /* { dg-warning "data race: MPI_Rget into .buf. is still pending when .buf.0.. is loaded here; wait for its request with .MPI_Wait. before this load" } */
  MPI_Wait (&req, MPI_STATUS_IGNORE);
  MPI_Win_unlock_all (win);
}

void
rget_wait (MPI_Win win, int target)
{
  MPI_Request req;
  MPI_Win_lock_all (0, win);
  MPI_Rget (buf, 8, MPI_INT, target, 0, 8, MPI_INT, win, &req);
  MPI_Wait (&req, MPI_STATUS_IGNORE);
  sink = buf[0]; /* { dg-bogus "race" } */
  MPI_Win_unlock_all (win);
}

/* MPI_Wait does not complete a plain Get.  */

void
wait_other (MPI_Win win, int target, MPI_Request *r)
{
  MPI_Win_lock_all (0, win);
  MPI_Get (buf, 8, MPI_INT, target, 0, 8, MPI_INT, win); /* { dg-message "note: MPI_Get into .buf. started here" } */
  MPI_Wait (r, MPI_STATUS_IGNORE);
  sink = buf[0]; /* { dg-warning "data race: MPI_Get into .buf. is still pending when .buf.0.. is loaded here" } */
  MPI_Win_unlock_all (win);
}

/* MPI_Test may have completed the request: no report.  */

void
rget_test (MPI_Win win, int target)
{
  MPI_Request req;
  int flag = 0;
  MPI_Win_lock_all (0, win);
  MPI_Rget (buf, 8, MPI_INT, target, 0, 8, MPI_INT, win, &req);
  while (!flag)
    MPI_Test (&req, &flag, MPI_STATUS_IGNORE);
  sink = buf[0]; /* { dg-bogus "race" } */
  MPI_Win_unlock_all (win);
}
