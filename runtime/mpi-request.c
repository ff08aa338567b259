/* mpi-request.c -- the C bindings of the calls that complete requests.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   A request-based RMA call's local buffers are free once its request
   completes.  Each wrapper saves the handles, makes the real call, and
   hands the runtime the ones the call completed (set to
   MPI_REQUEST_NULL).  Small arrays live on the stack, large ones on the
   heap; if that allocation fails the call still goes through, unwatched.  */

#include <stdlib.h>
#include "request.h"
#include "runtime.h"

#define STACK_REQUESTS 64

/* Storage for N saved handles: BUF if it is large enough.  */
static MPI_Request *
saved_storage (int n, MPI_Request *buf)
{
  if (n <= STACK_REQUESTS)
    return buf;
  return malloc ((size_t) n * sizeof (MPI_Request));
}

static void
saved_release (MPI_Request *saved, MPI_Request *buf)
{
  if (saved != buf)
    free (saved);
}

int
MPI_Wait (MPI_Request *request, MPI_Status *status)
{
  rr_take_site ();
  MPI_Request saved;
  rr_requests_before (1, request, &saved);
  int rc = PMPI_Wait (request, status);
  if (rr_rt.ready)
    rr_requests_after (1, request, &saved);
  return rc;
}

int
MPI_Test (MPI_Request *request, int *flag, MPI_Status *status)
{
  rr_take_site ();
  MPI_Request saved;
  rr_requests_before (1, request, &saved);
  int rc = PMPI_Test (request, flag, status);
  if (rr_rt.ready)
    rr_requests_after (1, request, &saved);
  return rc;
}

/* The calls on arrays of requests share one shape.  */
#define WATCH_ARRAY(COUNT, REQS, CALL)					\
  do									\
    {									\
      rr_take_site ();							\
      MPI_Request buf[STACK_REQUESTS];					\
      MPI_Request *saved = (COUNT) > 0 && (REQS)			\
			     ? saved_storage ((COUNT), buf) : NULL;	\
      if (saved)							\
	rr_requests_before ((COUNT), (REQS), saved);			\
      int rc = (CALL);							\
      if (saved && rr_rt.ready)						\
	rr_requests_after ((COUNT), (REQS), saved);			\
      if (saved)							\
	saved_release (saved, buf);					\
      return rc;							\
    }									\
  while (0)

int
MPI_Waitall (int count, MPI_Request requests[], MPI_Status statuses[])
{
  WATCH_ARRAY (count, requests, PMPI_Waitall (count, requests, statuses));
}

int
MPI_Waitany (int count, MPI_Request requests[], int *index,
	     MPI_Status *status)
{
  WATCH_ARRAY (count, requests,
	       PMPI_Waitany (count, requests, index, status));
}

int
MPI_Waitsome (int incount, MPI_Request requests[], int *outcount,
	      int indices[], MPI_Status statuses[])
{
  WATCH_ARRAY (incount, requests,
	       PMPI_Waitsome (incount, requests, outcount, indices,
			      statuses));
}

int
MPI_Testall (int count, MPI_Request requests[], int *flag,
	     MPI_Status statuses[])
{
  WATCH_ARRAY (count, requests,
	       PMPI_Testall (count, requests, flag, statuses));
}

int
MPI_Testany (int count, MPI_Request requests[], int *index, int *flag,
	     MPI_Status *status)
{
  WATCH_ARRAY (count, requests,
	       PMPI_Testany (count, requests, index, flag, status));
}

int
MPI_Testsome (int incount, MPI_Request requests[], int *outcount,
	      int indices[], MPI_Status statuses[])
{
  WATCH_ARRAY (incount, requests,
	       PMPI_Testsome (incount, requests, outcount, indices,
			      statuses));
}
