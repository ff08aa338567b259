/* persistent.c -- persistent requests: buffers, and starts while active.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

/* { dg-do compile } */

#include <mpi.h>

int sink;

void
start_store (int peer)
{
  int a[4];
  MPI_Request req;
  MPI_Send_init (a, 4, MPI_INT, peer, 0, MPI_COMM_WORLD, &req);
  a[1] = 3; /* { dg-bogus "static" } */
  MPI_Start (&req); /* { dg-message "note: MPI_Send_init from .a. started here by MPI_Start" } */
  a[1] = 3; /* { dg-warning "data race: MPI_Send_init from .a. is still pending when .a.1.. is stored to here; wait for its request with .MPI_Wait. before this store" } */
  MPI_Wait (&req, MPI_STATUS_IGNORE);
  a[1] = 4; /* { dg-bogus "static" } */
  MPI_Request_free (&req);
}

void
start_load (int peer)
{
  int a[4];
  MPI_Request req;
  MPI_Recv_init (a, 4, MPI_INT, peer, 0, MPI_COMM_WORLD, &req);
  for (int i = 0; i < 10; i++)
    {
      MPI_Start (&req); /* { dg-message "note: MPI_Recv_init into .a. started here by MPI_Start" } */
      sink = a[0]; /* { dg-warning "data race: MPI_Recv_init into .a. is still pending when .a.0.. is loaded here" } */
      MPI_Wait (&req, MPI_STATUS_IGNORE);
      sink = a[1]; /* { dg-bogus "static" } */
    }
  MPI_Request_free (&req);
}

void
start_active (int peer)
{
  int a[4];
  MPI_Request req;
  MPI_Send_init (a, 4, MPI_INT, peer, 0, MPI_COMM_WORLD, &req);
  MPI_Start (&req); /* { dg-message "note: MPI_Send_init from .a. started here by MPI_Start" } */
  MPI_Start (&req); /* { dg-warning "persistent request .req. is started here while still active; wait for it with .MPI_Wait. before this call" } */
  MPI_Wait (&req, MPI_STATUS_IGNORE);
  MPI_Request_free (&req);
}

void
start_wait_start (int peer, int n)
{
  int a[4];
  MPI_Request req;
  MPI_Send_init (a, 4, MPI_INT, peer, 0, MPI_COMM_WORLD, &req);
  for (int i = 0; i < n; i++)
    {
      MPI_Start (&req); /* { dg-bogus "static" } */
      MPI_Wait (&req, MPI_STATUS_IGNORE);
      a[0] = i; /* { dg-bogus "static" } */
    }
  MPI_Request_free (&req);
}

void
startall (int peer)
{
  int a[4], b[4];
  MPI_Request reqs[2];
  MPI_Send_init (a, 4, MPI_INT, peer, 0, MPI_COMM_WORLD, &reqs[0]);
  MPI_Recv_init (b, 4, MPI_INT, peer, 0, MPI_COMM_WORLD, &reqs[1]);
  MPI_Startall (2, reqs);
  MPI_Waitall (2, reqs, MPI_STATUSES_IGNORE);
  sink = b[0]; /* { dg-bogus "static" } */
  MPI_Start (&reqs[0]);
  MPI_Start (&reqs[1]);
  MPI_Waitall (2, reqs, MPI_STATUSES_IGNORE);
  sink = b[0]; /* { dg-bogus "static" } */
  MPI_Request_free (&reqs[0]);
  MPI_Request_free (&reqs[1]);
}

/* Two init calls on one request: which buffer MPI_Start starts is not
   followed.  */

void
two_inits (int peer, int c)
{
  int a[4], b[4];
  MPI_Request req;
  if (c)
    MPI_Send_init (a, 4, MPI_INT, peer, 0, MPI_COMM_WORLD, &req);
  else
    MPI_Send_init (b, 4, MPI_INT, peer, 0, MPI_COMM_WORLD, &req);
  MPI_Start (&req);
  a[0] = 1; /* { dg-bogus "static" } */
  MPI_Wait (&req, MPI_STATUS_IGNORE);
  MPI_Request_free (&req);
}
