/* request-nested.c -- requests completed by code the function runs
   elsewhere: an OpenMP region, a nested function.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

/* { dg-do compile } */
/* { dg-options "-fopenmp" } */

#include <mpi.h>

int sink;

void
wait_in_parallel (int peer)
{
  int buf[8];
  MPI_Request req;
  MPI_Irecv (buf, 8, MPI_INT, peer, 0, MPI_COMM_WORLD, &req);
#pragma omp parallel
  {
#pragma omp single
    MPI_Wait (&req, MPI_STATUS_IGNORE);
  }
  sink = buf[1]; /* { dg-bogus "static" } */
}

void
wait_in_task (int peer)
{
  int buf[8];
  MPI_Request req;
  MPI_Irecv (buf, 8, MPI_INT, peer, 0, MPI_COMM_WORLD, &req);
#pragma omp task shared (req)
  MPI_Wait (&req, MPI_STATUS_IGNORE);
#pragma omp taskwait
  sink = buf[1]; /* { dg-bogus "static" } */
}

void
wait_in_nested (int peer)
{
  int buf[8];
  MPI_Request req;
  MPI_Irecv (buf, 8, MPI_INT, peer, 0, MPI_COMM_WORLD, &req);
  void complete (void) { MPI_Wait (&req, MPI_STATUS_IGNORE); }
  complete ();
  sink = buf[1]; /* { dg-bogus "static" } */
} /* { dg-bogus "static" } */

/* The region does not complete it: still a race.  */

void
parallel_no_wait (int peer)
{
  int buf[8];
  MPI_Request req;
  MPI_Irecv (buf, 8, MPI_INT, peer, 0, MPI_COMM_WORLD, &req); /* { dg-message "note: MPI_Irecv into .buf. started here" } */
#pragma omp parallel
  sink = 1;
  sink = buf[1]; /* { dg-warning "data race: MPI_Irecv into .buf. is still pending when .buf.1.. is loaded here" } */
  MPI_Wait (&req, MPI_STATUS_IGNORE);
}
