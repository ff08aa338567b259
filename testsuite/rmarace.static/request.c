/* request.c -- buffers and requests of nonblocking messages.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

/* { dg-do compile } */

#include <mpi.h>

int sink;

void
isend_store (int peer)
{
  int buf[8];
  MPI_Request req;
  MPI_Isend (buf, 8, MPI_INT, peer, 0, MPI_COMM_WORLD, &req); /* { dg-message "note: MPI_Isend from .buf. started here" } */
  buf[2] = 1; /* { dg-warning "data race: MPI_Isend from .buf. is still pending when .buf.2.. is stored to here; wait for its request with .MPI_Wait. before this store" } */
  MPI_Wait (&req, MPI_STATUS_IGNORE);
  buf[3] = 1; /* { dg-bogus "static" } */
}

void
isend_load (int peer)
{
  int buf[8];
  MPI_Request req;
  MPI_Isend (buf, 8, MPI_INT, peer, 0, MPI_COMM_WORLD, &req);
  sink = buf[2]; /* { dg-bogus "static" } */
  MPI_Wait (&req, MPI_STATUS_IGNORE);
}

void
irecv_load (int peer)
{
  int buf[8];
  MPI_Request req;
  MPI_Irecv (buf, 8, MPI_INT, peer, 0, MPI_COMM_WORLD, &req); /* { dg-message "note: MPI_Irecv into .buf. started here" } */
  sink = buf[1]; /* { dg-warning "data race: MPI_Irecv into .buf. is still pending when .buf.1.. is loaded here" } */
  MPI_Wait (&req, MPI_STATUS_IGNORE);
  sink = buf[1]; /* { dg-bogus "static" } */
}

/* Only the first 4 ints are received into.  */

void
irecv_part (int peer)
{
  int buf[8];
  MPI_Request req;
  MPI_Irecv (buf, 4, MPI_INT, peer, 0, MPI_COMM_WORLD, &req);
  buf[4] = 1; /* { dg-bogus "static" } */
  MPI_Wait (&req, MPI_STATUS_IGNORE);
}

/* An index not known, in the array received into as a whole.  */

void
irecv_index (int peer, int i)
{
  double buf[8];
  MPI_Request req;
  MPI_Irecv (buf, 8, MPI_DOUBLE, peer, 0, MPI_COMM_WORLD, &req); /* { dg-message "note: MPI_Irecv into .buf. started here" } */
  sink = buf[i]; /* { dg-warning "data race: MPI_Irecv into .buf. is still pending when .buf.i.. is loaded here" } */
  MPI_Wait (&req, MPI_STATUS_IGNORE);
}

/* MPI_Test may have completed it, whatever the flag.  */

void
test_flag (int peer)
{
  int buf[8], flag;
  MPI_Request req;
  MPI_Irecv (buf, 8, MPI_INT, peer, 0, MPI_COMM_WORLD, &req);
  MPI_Test (&req, &flag, MPI_STATUS_IGNORE);
  sink = buf[1]; /* { dg-bogus "static" } */
  if (!flag)
    MPI_Wait (&req, MPI_STATUS_IGNORE);
}

void
test_loop (int peer)
{
  int buf[8], flag;
  MPI_Request req;
  MPI_Irecv (buf, 8, MPI_INT, peer, 0, MPI_COMM_WORLD, &req);
  do
    MPI_Test (&req, &flag, MPI_STATUS_IGNORE);
  while (!flag);
  sink = buf[1]; /* { dg-bogus "static" } */
}

/* The send and the wait on the same condition.  */

void
correlated (int rank, int peer)
{
  int buf[8];
  MPI_Request req;
  if (rank == 0)
    MPI_Isend (buf, 8, MPI_INT, peer, 0, MPI_COMM_WORLD, &req);
  sink = 3;
  if (rank == 0)
    MPI_Wait (&req, MPI_STATUS_IGNORE);
  buf[0] = 1; /* { dg-bogus "static" } */
}

/* A completion on a branch that returns does not complete the other.  */

void
wait_and_return (int c, int peer)
{
  int buf[8];
  MPI_Request req;
  MPI_Isend (buf, 8, MPI_INT, peer, 0, MPI_COMM_WORLD, &req); /* { dg-message "note: MPI_Isend from .buf. started here" } */
  if (c)
    {
      MPI_Wait (&req, MPI_STATUS_IGNORE);
      return;
    }
  buf[0] = 1; /* { dg-warning "data race: MPI_Isend from .buf. is still pending when .buf.0.. is stored to here" } */
  MPI_Wait (&req, MPI_STATUS_IGNORE);
}

/* The start and the wait under one condition that the path search does
   not follow (a variable whose address is taken, minus one, against
   another): the wait may have been passed, so nothing is certain.  */

extern void get_sizes (int *, int *);

void
halo_loop (int peer, int n)
{
  int me, np, top[4];
  MPI_Request req[2];
  get_sizes (&me, &np);
  for (int it = 0; it < n; it++)
    {
      if (me < np - 1)
	MPI_Irecv (top, 4, MPI_INT, peer, 0, MPI_COMM_WORLD, &req[1]); /* { dg-bogus "static" } */
      if (me < np - 1)
	{
	  MPI_Wait (&req[1], MPI_STATUS_IGNORE);
	  top[0] += 1; /* { dg-bogus "static" } */
	}
    }
}

void
waitall (int peer)
{
  int a[4], b[4];
  MPI_Request reqs[2];
  MPI_Irecv (a, 4, MPI_INT, peer, 0, MPI_COMM_WORLD, &reqs[0]);
  MPI_Isend (b, 4, MPI_INT, peer, 0, MPI_COMM_WORLD, &reqs[1]); /* { dg-message "note: MPI_Isend from .b. started here" } */
  b[1] = 2; /* { dg-warning "data race: MPI_Isend from .b. is still pending when .b.1.. is stored to here" } */
  MPI_Waitall (2, reqs, MPI_STATUSES_IGNORE);
  sink = a[0]; /* { dg-bogus "static" } */
  b[0] = 1; /* { dg-bogus "static" } */
}

/* A constant count covers the first requests only.  */

void
waitall_first (int peer)
{
  int a[4], b[4];
  MPI_Request reqs[2];
  MPI_Irecv (a, 4, MPI_INT, peer, 0, MPI_COMM_WORLD, &reqs[0]);
  MPI_Isend (b, 4, MPI_INT, peer, 0, MPI_COMM_WORLD, &reqs[1]); /* { dg-message "note: MPI_Isend from .b. started here" } */
  MPI_Waitall (1, reqs, MPI_STATUSES_IGNORE);
  sink = a[0]; /* { dg-bogus "static" } */
  b[0] = 1; /* { dg-warning "data race: MPI_Isend from .b. is still pending when .b.0.. is stored to here" } */
  MPI_Wait (&reqs[1], MPI_STATUS_IGNORE);
}

/* A count not known may complete every request.  */

void
waitall_n (int peer, int n)
{
  int a[4], b[4];
  MPI_Request reqs[2];
  MPI_Irecv (a, 4, MPI_INT, peer, 0, MPI_COMM_WORLD, &reqs[0]);
  MPI_Isend (b, 4, MPI_INT, peer, 0, MPI_COMM_WORLD, &reqs[1]);
  MPI_Waitall (n, reqs, MPI_STATUSES_IGNORE);
  sink = a[0]; /* { dg-bogus "static" } */
  b[0] = 1; /* { dg-bogus "static" } */
}

/* Requests kept at an index not known.  */

void
waitall_loop (int peer, int n)
{
  int a[4];
  MPI_Request reqs[4];
  for (int i = 0; i < 4; i++)
    MPI_Irecv (&a[i], 1, MPI_INT, peer, i, MPI_COMM_WORLD, &reqs[i]);
  for (int i = 0; i < 4; i++)
    MPI_Wait (&reqs[i], MPI_STATUS_IGNORE);
  sink = a[0]; /* { dg-bogus "static" } */
}

void
waitany (int peer)
{
  int a[4], idx;
  MPI_Request reqs[2];
  MPI_Irecv (a, 2, MPI_INT, peer, 0, MPI_COMM_WORLD, &reqs[0]);
  MPI_Irecv (a + 2, 2, MPI_INT, peer, 0, MPI_COMM_WORLD, &reqs[1]);
  MPI_Waitany (2, reqs, &idx, MPI_STATUS_IGNORE);
  sink = a[0]; /* { dg-bogus "static" } */
  MPI_Waitany (2, reqs, &idx, MPI_STATUS_IGNORE);
}

/* A request given to another function, or whose address escapes.  */

extern void complete (MPI_Request *);
extern void complete_value (MPI_Request);
extern MPI_Request *saved;

void
passed (int peer)
{
  int a[4];
  MPI_Request req;
  MPI_Irecv (a, 4, MPI_INT, peer, 0, MPI_COMM_WORLD, &req);
  complete (&req);
  sink = a[0]; /* { dg-bogus "static" } */
}

void
passed_value (int peer)
{
  int a[4];
  MPI_Request req;
  MPI_Irecv (a, 4, MPI_INT, peer, 0, MPI_COMM_WORLD, &req);
  complete_value (req);
  sink = a[0]; /* { dg-bogus "static" } */
}

void
escaped (int peer)
{
  int a[4];
  MPI_Request req;
  saved = &req;
  MPI_Irecv (a, 4, MPI_INT, peer, 0, MPI_COMM_WORLD, &req);
  complete (0);
  sink = a[0]; /* { dg-bogus "static" } */
}

/* Message buffers against each other, and blocking calls.  */

void
two_recvs (int peer)
{
  int a[4];
  MPI_Request r1, r2;
  MPI_Irecv (a, 4, MPI_INT, peer, 0, MPI_COMM_WORLD, &r1); /* { dg-message "note: MPI_Irecv into .a. started here" } */
  MPI_Irecv (a, 4, MPI_INT, peer, 1, MPI_COMM_WORLD, &r2); /* { dg-warning "data race: MPI_Irecv into .a. is still pending when .a. is written by MPI_Irecv here; wait for its request with .MPI_Wait. before this call" } */
  MPI_Wait (&r1, MPI_STATUS_IGNORE);
  MPI_Wait (&r2, MPI_STATUS_IGNORE);
}

void
two_sends (int peer)
{
  int a[4];
  MPI_Request r1, r2;
  MPI_Isend (a, 4, MPI_INT, peer, 0, MPI_COMM_WORLD, &r1);
  MPI_Isend (a, 4, MPI_INT, peer, 1, MPI_COMM_WORLD, &r2); /* { dg-bogus "static" } */
  MPI_Send (a, 4, MPI_INT, peer, 2, MPI_COMM_WORLD); /* { dg-bogus "static" } */
  MPI_Wait (&r1, MPI_STATUS_IGNORE);
  MPI_Wait (&r2, MPI_STATUS_IGNORE);
}

void
recv_into_send (int peer)
{
  int a[4];
  MPI_Request r1;
  MPI_Isend (a, 4, MPI_INT, peer, 0, MPI_COMM_WORLD, &r1); /* { dg-message "note: MPI_Isend from .a. started here" } */
  MPI_Recv (a, 4, MPI_INT, peer, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE); /* { dg-warning "data race: MPI_Isend from .a. is still pending when .a. is written by MPI_Recv here" } */
  MPI_Wait (&r1, MPI_STATUS_IGNORE);
}

/* Requests overwritten or lost.  */

void
overwritten (int peer)
{
  int a[4], b[4];
  MPI_Request req;
  MPI_Irecv (a, 4, MPI_INT, peer, 0, MPI_COMM_WORLD, &req); /* { dg-message "note: MPI_Irecv into .a. started here" } */
  MPI_Irecv (b, 4, MPI_INT, peer, 0, MPI_COMM_WORLD, &req); /* { dg-warning "request .req. of a pending MPI_Irecv is overwritten here; wait for it with .MPI_Wait. before this call" } */
  MPI_Wait (&req, MPI_STATUS_IGNORE);
}

void
reused (int peer)
{
  int a[4], b[4];
  MPI_Request req;
  MPI_Irecv (a, 4, MPI_INT, peer, 0, MPI_COMM_WORLD, &req);
  MPI_Wait (&req, MPI_STATUS_IGNORE);
  MPI_Irecv (b, 4, MPI_INT, peer, 0, MPI_COMM_WORLD, &req); /* { dg-bogus "static" } */
  MPI_Wait (&req, MPI_STATUS_IGNORE);
}

void
lost (int peer)
{
  int a[4];
  MPI_Request req;
  MPI_Irecv (a, 4, MPI_INT, peer, 0, MPI_COMM_WORLD, &req); /* { dg-message "note: MPI_Irecv into .a. started here" } */
  sink = 1;
} /* { dg-warning "request .req. of a pending MPI_Irecv goes out of scope; wait for it with .MPI_Wait. before the end of its scope" } */

void
not_lost (int peer, int c)
{
  int a[4];
  MPI_Request req;
  MPI_Irecv (a, 4, MPI_INT, peer, 0, MPI_COMM_WORLD, &req);
  if (c)
    MPI_Wait (&req, MPI_STATUS_IGNORE);
  else
    MPI_Cancel (&req);
} /* { dg-bogus "static" } */

/* One iteration's send is pending when the next one stores.  */

void
loop_send (int peer, int n)
{
  int buf[4];
  MPI_Request req = MPI_REQUEST_NULL;
  for (int i = 0; i < n; i++)
    {
      MPI_Wait (&req, MPI_STATUS_IGNORE);
      buf[0] = i; /* { dg-bogus "static" } */
      MPI_Isend (buf, 4, MPI_INT, peer, 0, MPI_COMM_WORLD, &req);
    }
  MPI_Wait (&req, MPI_STATUS_IGNORE);
}

void
loop_send_race (int peer, int n)
{
  int buf[4];
  MPI_Request reqs[64];
  for (int i = 0; i < n && i < 64; i++)
    {
      buf[0] = i; /* { dg-warning "data race: MPI_Isend from .buf. is still pending when .buf.0.. is stored to here" } */
      MPI_Isend (buf, 4, MPI_INT, peer, i, MPI_COMM_WORLD, &reqs[i]); /* { dg-message "note: MPI_Isend from .buf. started here" } */
    }
  MPI_Waitall (n, reqs, MPI_STATUSES_IGNORE);
}

/* The warning and its note are on one line.  */

void
loop_overwrite (int peer, int n, int *buf)
{
  MPI_Request req;
  for (int i = 0; i < n; i++)
    MPI_Irecv (buf + i, 1, MPI_INT, peer, i, MPI_COMM_WORLD, &req); /* { dg-warning "request .req. of a pending MPI_Irecv is overwritten here\[^\n\]*\n\[^\n\]*note: MPI_Irecv into .buf. started here" } */
  MPI_Wait (&req, MPI_STATUS_IGNORE);
}

/* A copy of the request passed by value, and a leaf function (which may
   still call MPI) given its address.  */

struct pack
{
  MPI_Request r;
  int tag;
};
extern void consume (struct pack);
__attribute__ ((leaf)) extern void leaf_wait (MPI_Request *);

void
passed_in_struct (int peer)
{
  int buf[4];
  struct pack p;
  MPI_Irecv (buf, 4, MPI_INT, peer, 0, MPI_COMM_WORLD, &p.r);
  consume (p);
  sink = buf[0]; /* { dg-bogus "static" } */
} /* { dg-bogus "static" } */

void
passed_to_leaf (int peer)
{
  int buf[4];
  MPI_Request r;
  MPI_Irecv (buf, 4, MPI_INT, peer, 0, MPI_COMM_WORLD, &r);
  leaf_wait (&r);
  sink = buf[0]; /* { dg-bogus "static" } */
} /* { dg-bogus "static" } */
