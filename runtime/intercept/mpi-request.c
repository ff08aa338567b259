/* mpi-request.c -- the model code of the calls that complete requests.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   A request-based RMA call's local buffers are free once its request
   completes, and a nonblocking receive orders what follows after the
   sender's past.  Each wrapper saves the handles, makes the real call --
   with statuses of its own where the application ignores them, since a
   receive's source and tag are needed -- and hands the runtime the
   requests the call completed (set to MPI_REQUEST_NULL).  When the
   runtime follows no request, the call goes straight through.  */

#include <stdlib.h>
#include "request.h"
#include "runtime.h"
#include "wrap.h"

/* Arrays of up to this many requests are saved on the stack.  */
#define STACK_REQUESTS 64

/* What a wrapper needs around the call for N requests.  */
struct watch
{
  MPI_Request *saved;
  MPI_Status *statuses;		/* the statuses the call fills */
  int *indices;			/* Waitsome/Testsome: which completed */
  int *outcount;
  int *index;			/* Waitany/Testany: which completed */
  int completed;		/* the call completed what it reports */
  MPI_Request saved_buf[STACK_REQUESTS];
  MPI_Status status_buf[STACK_REQUESTS];
  int own_statuses;		/* statuses is ours, not the caller's */
};

/* Prepare W for N requests REQS whose statuses the caller wants in
   STATUSES (MPI_STATUSES_IGNORE / MPI_STATUS_IGNORE: not wanted).
   Return 0 when the runtime has nothing to watch: make the call
   directly.  */
static int
watch_begin (struct watch *w, int n, const MPI_Request *reqs,
	     MPI_Status *statuses)
{
  rr_forget_site ();
  w->saved = NULL;
  w->own_statuses = 0;
  if (!rr_rt.ready || !rr_requests_tracked () || n <= 0 || !reqs)
    return 0;
  w->saved = n <= STACK_REQUESTS ? w->saved_buf
				 : malloc ((size_t) n * sizeof *w->saved);
  if (!w->saved)
    return 0;
  rr_requests_before (n, reqs, w->saved);
  w->statuses = statuses;
  if (statuses == MPI_STATUSES_IGNORE || statuses == MPI_STATUS_IGNORE)
    {
      w->own_statuses = 1;
      w->statuses = n <= STACK_REQUESTS
		    ? w->status_buf : malloc ((size_t) n * sizeof (MPI_Status));
      if (!w->statuses)
	{
	  if (w->saved != w->saved_buf)
	    free (w->saved);
	  w->saved = NULL;
	  return 0;
	}
    }
  return 1;
}

/* The status of request I after a call that fills one status per
   request, NULL if the call did not complete it (a persistent request
   stays allocated: its completion shows only here).  */
static MPI_Status *
status_by_position (int i, void *ctx)
{
  struct watch *w = ctx;
  return w->completed ? &w->statuses[i] : NULL;
}

/* ... after Waitany/Testany: the only one.  */
static MPI_Status *
status_of_any (int i, void *ctx)
{
  struct watch *w = ctx;
  return w->completed && *w->index == i ? &w->statuses[0] : NULL;
}

/* ... after Waitsome/Testsome: the K-th completed is INDICES[K]
   (*OUTCOUNT is MPI_UNDEFINED, negative, when there was nothing to
   complete).  */
static MPI_Status *
status_of_some (int i, void *ctx)
{
  struct watch *w = ctx;
  for (int k = 0; k < *w->outcount; k++)
    if (w->indices[k] == i)
      return &w->statuses[k];
  return NULL;
}

static void
watch_end (struct watch *w, int n, const MPI_Request *reqs,
	   MPI_Status *(*status_of) (int, void *))
{
  rr_requests_after (n, reqs, w->saved, status_of, w);
  if (w->saved != w->saved_buf)
    free (w->saved);
  if (w->own_statuses && w->statuses != w->status_buf)
    free (w->statuses);
}

RR_ON (Wait)
{
  struct watch w;
  if (!watch_begin (&w, 1, request, status))
    return RR_PMPI (Wait);
  int rc = PMPI_Wait (request, w.statuses);
  w.completed = rc == MPI_SUCCESS;
  watch_end (&w, 1, request, status_by_position);
  return rc;
}

RR_ON (Test)
{
  struct watch w;
  if (!watch_begin (&w, 1, request, status))
    return RR_PMPI (Test);
  int rc = PMPI_Test (request, flag, w.statuses);
  w.completed = rc == MPI_SUCCESS && *flag;
  watch_end (&w, 1, request, status_by_position);
  return rc;
}

RR_ON (Waitall)
{
  struct watch w;
  if (!watch_begin (&w, count, requests, statuses))
    return RR_PMPI (Waitall);
  int rc = PMPI_Waitall (count, requests, w.statuses);
  w.completed = rc == MPI_SUCCESS;
  watch_end (&w, count, requests, status_by_position);
  return rc;
}

RR_ON (Testall)
{
  struct watch w;
  if (!watch_begin (&w, count, requests, statuses))
    return RR_PMPI (Testall);
  int rc = PMPI_Testall (count, requests, flag, w.statuses);
  w.completed = rc == MPI_SUCCESS && *flag;
  watch_end (&w, count, requests, status_by_position);
  return rc;
}

RR_ON (Waitany)
{
  struct watch w;
  if (!watch_begin (&w, count, requests, status))
    return RR_PMPI (Waitany);
  int rc = PMPI_Waitany (count, requests, index, w.statuses);
  w.index = index;
  w.completed = rc == MPI_SUCCESS;
  watch_end (&w, count, requests, status_of_any);
  return rc;
}

RR_ON (Testany)
{
  struct watch w;
  if (!watch_begin (&w, count, requests, status))
    return RR_PMPI (Testany);
  int rc = PMPI_Testany (count, requests, index, flag, w.statuses);
  w.index = index;
  w.completed = rc == MPI_SUCCESS && *flag;
  watch_end (&w, count, requests, status_of_any);
  return rc;
}

RR_ON (Waitsome)
{
  struct watch w;
  if (!watch_begin (&w, incount, requests, statuses))
    return RR_PMPI (Waitsome);
  w.indices = indices;
  w.outcount = outcount;
  int rc = PMPI_Waitsome (incount, requests, outcount, indices, w.statuses);
  watch_end (&w, incount, requests, status_of_some);
  return rc;
}

RR_ON (Testsome)
{
  struct watch w;
  if (!watch_begin (&w, incount, requests, statuses))
    return RR_PMPI (Testsome);
  w.indices = indices;
  w.outcount = outcount;
  int rc = PMPI_Testsome (incount, requests, outcount, indices, w.statuses);
  watch_end (&w, incount, requests, status_of_some);
  return rc;
}

/* A request found complete without being freed: its buffers are free
   now; its order is taken when it is waited for or freed.  */
RR_ON (Request_get_status)
{
  rr_forget_site ();
  int rc = RR_PMPI (Request_get_status);
  if (rc == MPI_SUCCESS && *flag && rr_rt.ready)
    rr_request_buffers_done (request);
  return rc;
}
