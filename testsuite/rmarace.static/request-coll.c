/* request-coll.c -- the buffers and requests of nonblocking collectives.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

/* { dg-do compile } */

#include <mpi.h>

int sink;

void
iallreduce_load (void)
{
  double in[4], out[4];
  MPI_Request req;
  MPI_Iallreduce (in, out, 4, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD, &req); /* { dg-message "note: MPI_Iallreduce into .out. started here" } */
  sink = in[0]; /* { dg-bogus "static" } */
  sink = out[3]; /* { dg-warning "data race: MPI_Iallreduce into .out. is still pending when .out.3.. is loaded here" } */
  MPI_Wait (&req, MPI_STATUS_IGNORE);
  sink = out[3]; /* { dg-bogus "static" } */
}

void
ialltoall_store (void)
{
  int in[8], out[8];
  MPI_Request req;
  MPI_Ialltoall (in, 2, MPI_INT, out, 2, MPI_INT, MPI_COMM_WORLD, &req); /* { dg-message "note: MPI_Ialltoall from .in. started here" } */
  in[1] = 1; /* { dg-warning "data race: MPI_Ialltoall from .in. is still pending when .in.1.. is stored to here" } */
  in[7] = 1; /* { dg-bogus "static" } */
  MPI_Wait (&req, MPI_STATUS_IGNORE);
}

void
ibarrier_twice (void)
{
  MPI_Request req;
  MPI_Ibarrier (MPI_COMM_WORLD, &req); /* { dg-message "note: MPI_Ibarrier started here" } */
  MPI_Ibarrier (MPI_COMM_WORLD, &req); /* { dg-warning "request .req. of a pending MPI_Ibarrier is overwritten here" } */
  MPI_Wait (&req, MPI_STATUS_IGNORE);
}

/* MPI_IN_PLACE is no buffer.  */

void
in_place (void)
{
  double v[4];
  MPI_Request req;
  MPI_Iallreduce (MPI_IN_PLACE, v, 4, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD, &req);
  MPI_Wait (&req, MPI_STATUS_IGNORE);
  sink = v[0]; /* { dg-bogus "static" } */
}
