/* request.c -- requests the runtime follows to their completion.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   A short array: a process has few requests outstanding at once.  Under
   the runtime's lock.  */

#include <stdlib.h>
#include "request.h"
#include "check.h"
#include "comm.h"
#include "event.h"
#include "p2p.h"
#include "report.h"
#include "runtime.h"

struct tracked
{
  MPI_Request req;
  struct rr_event *done;	/* a request-based RMA call, or NULL */
  MPI_Comm comm;		/* a receive, or MPI_COMM_NULL */
  uint64_t sync;		/* a synchronizing collective's comm gid, or 0 */
  struct rr_entry entered;	/* when it started */
};

static struct tracked *table;
static size_t n_table, cap_table;

static void
track (struct tracked t)
{
  if (t.req == MPI_REQUEST_NULL)
    return;
  rr_lock ();
  if (n_table == cap_table)
    {
      size_t cap = cap_table ? 2 * cap_table : 16;
      struct tracked *bigger = realloc (table, cap * sizeof *bigger);
      if (!bigger)
	rr_fatal ("out of memory");
      table = bigger;
      cap_table = cap;
    }
  table[n_table++] = t;
  rr_unlock ();
}

void
rr_request_track (MPI_Request req, struct rr_event *done)
{
  track ((struct tracked) { req, done, MPI_COMM_NULL, 0, { 0, NULL } });
}

void
rr_request_track_recv (MPI_Request req, MPI_Comm comm)
{
  track ((struct tracked) { req, NULL, comm, 0, { 0, NULL } });
}

void
rr_request_track_collective (MPI_Request req, struct rr_comm *c)
{
  rr_lock ();
  struct rr_entry now = rr_clock_entry ();
  rr_unlock ();
  track ((struct tracked) { req, NULL, MPI_COMM_NULL, c->gid, now });
}

int
rr_requests_tracked (void)
{
  return n_table != 0;
}

void
rr_requests_before (int n, const MPI_Request *reqs, MPI_Request *saved)
{
  for (int i = 0; i < n; i++)
    saved[i] = reqs ? reqs[i] : MPI_REQUEST_NULL;
}

/* Take the entry of REQ out of the table into *OUT; 0 if untracked.  */
static int
take (MPI_Request req, struct tracked *out)
{
  for (size_t i = 0; i < n_table; i++)
    if (table[i].req == req)
      {
	*out = table[i];
	table[i] = table[--n_table];
	return 1;
      }
  return 0;
}

void
rr_requests_after (int n, const MPI_Request *reqs, const MPI_Request *saved,
		   MPI_Status *(*status_of) (int i, void *ctx), void *ctx)
{
  if (n_table == 0 || !reqs)
    return;
  for (int i = 0; i < n; i++)
    {
      if (saved[i] == MPI_REQUEST_NULL || reqs[i] != MPI_REQUEST_NULL)
	continue;
      struct tracked t;
      rr_lock ();
      int found = take (saved[i], &t);
      if (found && t.done)
	rr_request_complete (t.done);
      rr_unlock ();
      /* Outside the lock: it may wait for the shadow.  */
      if (found && t.comm != MPI_COMM_NULL)
	rr_p2p_received (t.comm, status_of (i, ctx));
      if (found && t.sync)
	{
	  /* The communicator may have been freed meanwhile.  */
	  rr_lock ();
	  struct rr_comm *c = rr_comm_by_gid (t.sync);
	  if (c)
	    rr_comm_synchronized (c, &t.entered);
	  rr_unlock ();
	}
    }
}

void
rr_request_mark (void)
{
  for (size_t i = 0; i < n_table; i++)
    {
      rr_gc_mark_event (table[i].done);
      if (table[i].entered.snap)
	table[i].entered.snap->mark = 1;
    }
}
