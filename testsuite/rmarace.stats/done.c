/* done.c -- accesses of local RMA buffers where no operation on them may
   be pending (filter "done", plugin/done-buf.cc).
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   BUF's address goes only to MPI_Get and MPI_Put as their origin buffer.
   Its accesses before the first operation, after a flush or an unlock of
   the same window and target, or after a window-wide completion are not
   instrumented; those where an operation may be pending are.  The run
   tests rmarace.filter/done-*.c check the verdicts.  */

#include <mpi.h>

void take (double *);
void other (void);

/* The loop over BUF after the flush (an induction variable over &buf at
   -O2) and the load after the unlock: none instrumented.
   stats-expect: get_then_read: loads [0-9]+/0 .*filtered: .*done=[1-9]  */

double
get_then_read (MPI_Win win, int target, int n)
{
  double buf[16], sum = 0;
  MPI_Win_lock_all (0, win);
  for (int i = 0; i < n; i++)
    {
      MPI_Get (buf, 16, MPI_DOUBLE, target, i, 16, MPI_DOUBLE, win);
      MPI_Win_flush_local (target, win);
      for (int j = 0; j < 16; j++)
	sum += buf[j];
    }
  MPI_Win_unlock_all (win);
  return sum + buf[3];
}

/* Packing before the Put and after MPI_Win_flush_local of the Put's
   target: no store instrumented.
   stats-expect: pack_put: loads [0-9]+/[0-9]+ stores [0-9]+/0 filtered: .*done=[1-9]  */

void
pack_put (MPI_Win win, int target, const double *src, int n)
{
  double buf[8];
  for (int i = 0; i < n; i++)
    {
      for (int j = 0; j < 8; j++)
	buf[j] = src[8 * i + j];
      MPI_Put (buf, 8, MPI_DOUBLE, target, 0, 8, MPI_DOUBLE, win);
      MPI_Win_flush_local (target, win);
    }
}

/* The read while the Get may be pending is kept (OTHER, a function of
   another unit, may complete nothing: it keeps the compile-time check
   quiet, which takes it for a completion); the one after the fence is
   not.
   stats-expect: pending_read: loads [0-9]+/1 .*filtered: .*done=1  */

double
pending_read (MPI_Win win, int target)
{
  double buf[4];
  MPI_Win_fence (0, win);
  MPI_Get (buf, 4, MPI_DOUBLE, target, 0, 4, MPI_DOUBLE, win);
  other ();
  double s = buf[0];
  MPI_Win_fence (0, win);
  return s + buf[1];
}

/* A flush of another target, or of a target whose value changed, does
   not complete the Get: both reads are kept.
   stats-expect: other_target: loads [0-9]+/2 .*filtered: none  */

double
other_target (MPI_Win win, int target, int other)
{
  double buf[4];
  MPI_Win_lock_all (0, win);
  MPI_Get (buf, 4, MPI_DOUBLE, target, 0, 4, MPI_DOUBLE, win);
  MPI_Win_flush (other, win);
  double s = buf[0];
  MPI_Win_unlock_all (win);
  MPI_Win_lock_all (0, win);
  for (int t = 0; t < target; t++)
    {
      MPI_Win_flush (t, win);
      s += buf[1];
      MPI_Get (buf, 4, MPI_DOUBLE, t, 0, 4, MPI_DOUBLE, win);
    }
  MPI_Win_unlock_all (win);
  return s;
}

/* Completed on one path only: kept (OTHER as above).
   stats-expect: one_path: loads [0-9]+/1 .*filtered: none  */

double
one_path (MPI_Win win, int target, int c)
{
  double buf[4];
  MPI_Win_lock_all (0, win);
  MPI_Get (buf, 4, MPI_DOUBLE, target, 0, 4, MPI_DOUBLE, win);
  if (c)
    MPI_Win_flush (target, win);
  other ();
  double s = buf[0];
  MPI_Win_unlock_all (win);
  return s;
}

/* BUF is also given to a function of ours: every access is kept.
   stats-expect: escaped: loads [0-9]+/1 .*filtered: none  */

double
escaped (MPI_Win win, int target)
{
  double buf[4];
  MPI_Win_lock_all (0, win);
  MPI_Get (buf, 4, MPI_DOUBLE, target, 0, 4, MPI_DOUBLE, win);
  MPI_Win_flush (target, win);
  take (buf);
  MPI_Win_unlock_all (win);
  return buf[0];
}

/* A request-based Get: its buffer is no candidate.
   stats-expect: request: loads [0-9]+/1 .*filtered: none  */

double
request (MPI_Win win, int target)
{
  double buf[4];
  MPI_Request req;
  MPI_Win_lock_all (0, win);
  MPI_Rget (buf, 4, MPI_DOUBLE, target, 0, 4, MPI_DOUBLE, win, &req);
  MPI_Wait (&req, MPI_STATUS_IGNORE);
  MPI_Win_unlock_all (win);
  return buf[0];
}

/* BUF is also given to PUT_DONE, a function of ours that completes the
   Put it starts on it before it returns (its summary): BUF stays a
   candidate, and the loads after the flush and after the call are not
   instrumented.  PUT_PENDING leaves its Put pending: every access of the
   buffer it is given is kept.
   stats-expect: helper_done: loads [0-9]+/0 .*filtered: .*done=[1-9]
   stats-expect: helper_pending: loads [0-9]+/2 .*filtered: none  */

static void __attribute__ ((noinline))
put_done (double *p, int t, MPI_Win w)
{
  MPI_Put (p, 4, MPI_DOUBLE, t, 0, 4, MPI_DOUBLE, w);
  MPI_Win_flush_local (t, w);
}

static void __attribute__ ((noinline))
put_pending (double *p, int t, MPI_Win w)
{
  MPI_Put (p, 4, MPI_DOUBLE, t, 0, 4, MPI_DOUBLE, w);
}

double
helper_done (MPI_Win win, int target)
{
  double buf[4];
  MPI_Win_lock_all (0, win);
  MPI_Get (buf, 4, MPI_DOUBLE, target, 0, 4, MPI_DOUBLE, win);
  MPI_Win_flush_local (target, win);
  double s = buf[1];
  put_done (buf, target, win);
  MPI_Win_unlock_all (win);
  return s + buf[0];
}

double
helper_pending (MPI_Win win, int target)
{
  double buf[4];
  MPI_Win_lock_all (0, win);
  MPI_Get (buf, 4, MPI_DOUBLE, target, 0, 4, MPI_DOUBLE, win);
  MPI_Win_flush_local (target, win);
  double s = buf[1];
  put_pending (buf, target, win);
  MPI_Win_unlock_all (win);
  return s + buf[0];
}

/* The window and the target loaded again for the flush (a global, a
   member): the same values when nothing that may change them runs
   between the loads; not after a store to the member.
   stats-expect: reload: loads [0-9]+/[0-9]+ .*filtered: .*done=1
   stats-reject: reload_stored: .*done=  */

struct peer
{
  int rank;
};

MPI_Win gwin;

double
reload (struct peer *to)
{
  double buf[4];
  MPI_Get (buf, 4, MPI_DOUBLE, to->rank, 0, 4, MPI_DOUBLE, gwin);
  MPI_Win_flush_local (to->rank, gwin);
  return buf[1];
}

double
reload_stored (struct peer *to, int other)
{
  double buf[4];
  MPI_Get (buf, 4, MPI_DOUBLE, to->rank, 0, 4, MPI_DOUBLE, gwin);
  to->rank = other;
  MPI_Win_flush_local (to->rank, gwin);
  return buf[1];
}
