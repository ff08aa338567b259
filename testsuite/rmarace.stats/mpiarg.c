/* mpiarg.c -- automatic variables whose address only MPI calls that do
   not keep it are given (filter "mpiarg").
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   MPI_Comm_rank writes ME and MPI_Bcast reads or writes N before they
   return: neither can be window memory, an RMA origin buffer or a
   pending message buffer, so their loads are not instrumented although
   their addresses escape.  A variable that is also an RMA origin buffer,
   a nonblocking call's buffer, or given to a function of ours or to a
   global must be instrumented wherever it is accessed.  The run tests
   rmarace.filter/mpiarg-*.c and rmarace.msg/irecv-load.c check the
   verdicts.  */

#include <mpi.h>

void take (int *);
int *kept;

/* stats-expect: private_rank: loads [0-9]+/0 stores [0-9]+/0 filtered: .*mpiarg=[1-9]  */

int
private_rank (MPI_Comm comm, int iters)
{
  int me, n = iters, s = 0;
  MPI_Comm_rank (comm, &me);
  MPI_Bcast (&n, 1, MPI_INT, 0, comm);
  for (int i = 0; i < n; i++)
    s += i * me;
  return s;
}

/* ME is also MPI_Get's origin buffer: "mpiarg" does not drop its load;
   "done" does, since the flush of the Get's window and target
   completes it (done.c).
   stats-expect: origin_too: loads [0-9]+/0 stores [0-9]+/[0-9]+ filtered: done=1  */

int
origin_too (MPI_Comm comm, MPI_Win win)
{
  int me;
  MPI_Comm_rank (comm, &me);
  MPI_Get (&me, 1, MPI_INT, 0, 0, 1, MPI_INT, win);
  MPI_Win_flush (0, win);
  return me;
}

/* N is a nonblocking receive's buffer.
   stats-expect: nonblocking: loads [0-9]+/[1-9]  */

int
nonblocking (MPI_Comm comm)
{
  int n = 0;
  MPI_Request req;
  MPI_Irecv (&n, 1, MPI_INT, 0, 0, comm, &req);
  MPI_Wait (&req, MPI_STATUS_IGNORE);
  return n;
}

/* A function of ours gets ME's address: it may hand it to MPI.
   stats-expect: given_away: loads [0-9]+/[1-9]  */

int
given_away (MPI_Comm comm)
{
  int me;
  MPI_Comm_rank (comm, &me);
  take (&me);
  return me;
}

/* ME's address is stored into a global.
   stats-expect: stored_away: loads [0-9]+/[1-9]  */

int
stored_away (MPI_Comm comm, MPI_Win win)
{
  int me;
  MPI_Comm_rank (comm, &me);
  kept = &me;
  MPI_Win_flush (0, win);
  int r = me;
  kept = 0;
  return r;
}

/* ME and TOTAL live in the frame of the nested function TWICE (GNU C);
   at -O2 TWICE is inlined, and the frame's address goes only to
   MPI_Comm_rank and MPI_Allreduce, which keep nothing: no access to it
   is instrumented.  (At -O0 the frame is TWICE's static chain, and
   kept.)  The run tests rmarace.filter/frame-get-load*.c check that a
   frame MPI_Get writes into stays instrumented.
   stats-expect: frame_private: loads [1-9]+/0 stores [1-9]+/0 filtered: .*mpiarg=[1-9]  */

int
frame_private (MPI_Comm comm)
{
  int me, total;
  int twice (void) { return 2 * total + me; }
  MPI_Comm_rank (comm, &me);
  MPI_Allreduce (&me, &total, 1, MPI_INT, MPI_SUM, comm);
  return twice ();
}
