/* request.c -- requests the runtime follows to their completion.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   A short array: a process has few requests of request-based RMA calls
   outstanding at once.  Under the runtime's lock.  */

#include <stdlib.h>
#include "request.h"
#include "check.h"
#include "event.h"
#include "report.h"
#include "runtime.h"

struct tracked
{
  MPI_Request req;
  struct rr_event *done;
};

static struct tracked *table;
static size_t n_table, cap_table;

void
rr_request_track (MPI_Request req, struct rr_event *done)
{
  if (req == MPI_REQUEST_NULL)
    return;
  if (n_table == cap_table)
    {
      size_t cap = cap_table ? 2 * cap_table : 16;
      struct tracked *t = realloc (table, cap * sizeof *t);
      if (!t)
	rr_fatal ("out of memory");
      table = t;
      cap_table = cap;
    }
  table[n_table++] = (struct tracked) { req, done };
}

void
rr_requests_before (int n, const MPI_Request *reqs, MPI_Request *saved)
{
  for (int i = 0; i < n; i++)
    saved[i] = reqs ? reqs[i] : MPI_REQUEST_NULL;
}

/* Complete and forget the tracked request REQ, if it is one.  */
static void
completed (MPI_Request req)
{
  for (size_t i = 0; i < n_table; i++)
    if (table[i].req == req)
      {
	rr_request_complete (table[i].done);
	table[i] = table[--n_table];
	return;
      }
}

void
rr_requests_after (int n, const MPI_Request *reqs, const MPI_Request *saved)
{
  if (n_table == 0 || !reqs)
    return;
  rr_lock ();
  for (int i = 0; i < n; i++)
    if (saved[i] != MPI_REQUEST_NULL && reqs[i] == MPI_REQUEST_NULL)
      completed (saved[i]);
  rr_unlock ();
}

void
rr_request_mark (void)
{
  for (size_t i = 0; i < n_table; i++)
    rr_gc_mark_event (table[i].done);
}
