/* message.c -- the buffers of messages and collectives as accesses.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Each buffer becomes access records of this process over its exact
   bytes (datatype.c), checked and kept by check.c like an RMA call's
   origin buffers: a send buffer is an origin read, a receive buffer an
   origin write, named by the call and the role "send buffer" or
   "receive buffer" in reports.  message.h says when each is made.  */

#include <stdlib.h>
#include "message.h"
#include "access.h"
#include "check.h"
#include "datatype.h"
#include "event.h"
#include "report.h"
#include "request.h"
#include "runtime.h"
#include "thread.h"

/* The bytes of COUNT elements of TYPE at BUF, for OP in ROLE at LOC;
   NULL when there are none.  */
static struct rr_message *
describe (int op, int role, const void *buf, int count, MPI_Datatype type,
	  const char *loc)
{
  if (count <= 0)
    return NULL;
  struct rr_message *m = malloc (sizeof *m);
  if (!m)
    rr_fatal ("out of memory");
  *m = (struct rr_message) { (uintptr_t) buf, NULL, 0, op, role, loc, NULL };
  m->n = rr_type_ranges (count, type, &m->ranges);
  if (!m->n)
    {
      rr_message_free (m);
      return NULL;
    }
  return m;
}

void
rr_message_free (struct rr_message *msg)
{
  if (msg)
    {
      free (msg->ranges);
      free (msg);
    }
}

/* Check M's bytes, made between ISSUE and DONE, as HOW says
   (rr_check_buffer).  Under the lock.  */
static void
record (const struct rr_message *m, struct rr_event *issue,
	struct rr_event *done, int how)
{
  struct rr_access acc = {
    .kind = m->role == RR_ROLE_SEND ? RR_ORIGIN_READ : RR_ORIGIN_WRITE,
    .op = m->op, .role = m->role, .rank = rr_rt.world_rank,
    .thread = rr_thread_display (), .loc = m->loc, .issue = issue,
    .complete = done,
  };
  for (size_t i = 0; i < m->n; i++)
    {
      uintptr_t lo = m->base + (int64_t) m->ranges[i].off;
      rr_check_buffer (lo, lo + m->ranges[i].len, &acc,
		       how);
    }
}

void
rr_message_touch (struct rr_message *msg)
{
  if (!msg)
    return;
  rr_lock ();
  struct rr_event *now = rr_clock_tick ();
  record (msg, now, now, RR_BUF_CHECK | RR_BUF_WINDOWS);
  rr_unlock ();
  rr_message_free (msg);
}

void
rr_message_now (int op, int role, const void *buf, int count,
		MPI_Datatype type, int peer, const char *loc)
{
  if (rr_rt.ready && peer != MPI_PROC_NULL)
    rr_message_touch (describe (op, role, buf, count, type, loc));
}

void
rr_message_start (struct rr_message *msg, int op, const char *loc,
		  struct rr_event *done)
{
  msg->op = op;
  msg->loc = loc;
  /* A receive buffer is written for remote RMA only once the message
     is in (rr_message_arrived).  */
  record (msg, rr_clock_tick (), done,
	  RR_BUF_CHECK | RR_BUF_KEEP
	  | (msg->role == RR_ROLE_SEND ? RR_BUF_WINDOWS : 0));
}

struct rr_message *
rr_message_pending (struct rr_message *msg)
{
  if (!msg)
    return NULL;
  rr_lock ();
  msg->done = rr_event_pending (rr_rt.world_rank);
  rr_message_start (msg, msg->op, msg->loc, msg->done);
  rr_unlock ();
  return msg;
}

struct rr_message *
rr_message_begin (int op, int role, const void *buf, int count,
		  MPI_Datatype type, int peer, const char *loc)
{
  if (!rr_rt.ready || peer == MPI_PROC_NULL)
    return NULL;
  return rr_message_pending (describe (op, role, buf, count, type, loc));
}

void
rr_message_end (struct rr_message *msg, int rc, const MPI_Request *req)
{
  if (!msg)
    return;
  struct rr_event *done = msg->done;
  if (rc != MPI_SUCCESS || !req || *req == MPI_REQUEST_NULL)
    {
      /* MPI refused the call: it touches nothing.  */
      rr_lock ();
      rr_request_complete (done);
      rr_unlock ();
      rr_message_free (msg);
      return;
    }
  /* A send's bytes are not needed after this.  */
  if (msg->role == RR_ROLE_SEND)
    {
      rr_message_free (msg);
      msg = NULL;
    }
  rr_request_track_message (*req, done, msg);
}

void
rr_message_persistent (int role, const void *buf, int count,
		       MPI_Datatype type, int peer, MPI_Request req)
{
  if (!rr_rt.ready || peer == MPI_PROC_NULL || req == MPI_REQUEST_NULL)
    return;
  struct rr_message *m = describe (RR_OP_START, role, buf, count, type, "?");
  if (m)
    rr_request_track_message (req, NULL, m);
}

void
rr_message_arrived (const struct rr_message *msg)
{
  if (!msg || msg->role != RR_ROLE_RECV)
    return;
  rr_lock ();
  struct rr_event *now = rr_clock_tick ();
  record (msg, now, now, RR_BUF_WINDOWS);
  rr_unlock ();
}

/* Collectives.  */

int
rr_message_is_root (MPI_Comm comm, int root)
{
  int rank;
  return PMPI_Comm_rank (comm, &rank) == MPI_SUCCESS && rank == root;
}

/* Append to M the bytes of COUNT elements of TYPE from OFF bytes on.  */
static void
add_piece (struct rr_message *m, int64_t off, int count, MPI_Datatype type)
{
  struct rr_range *r;
  size_t n = rr_type_ranges (count, type, &r);
  if (!n)
    return;
  struct rr_range *all = realloc (m->ranges, (m->n + n) * sizeof *all);
  if (!all)
    rr_fatal ("out of memory");
  for (size_t i = 0; i < n; i++)
    {
      all[m->n + i] = r[i];
      all[m->n + i].off = (uint64_t) ((int64_t) r[i].off + off);
    }
  m->ranges = all;
  m->n += n;
  free (r);
}

struct rr_message *
rr_message_coll (int op, int role, const void *buf, int count,
		 const int *counts, const int *displs, MPI_Datatype type,
		 int shape, MPI_Comm comm, const char *loc)
{
  int inter = 1, size, rank;
  if (!rr_rt.ready || buf == MPI_IN_PLACE || comm == MPI_COMM_NULL
      || PMPI_Comm_test_inter (comm, &inter) != MPI_SUCCESS || inter
      || PMPI_Comm_size (comm, &size) != MPI_SUCCESS
      || PMPI_Comm_rank (comm, &rank) != MPI_SUCCESS)
    return NULL;
  switch (shape)
    {
    case RR_COLL_ONE:
      return describe (op, role, buf, count, type, loc);
    case RR_COLL_EACH:
      if ((int64_t) count * size > INT32_MAX)
	return NULL;
      return describe (op, role, buf, count * size, type, loc);
    case RR_COLL_MINE:
      return describe (op, role, buf, counts[rank], type, loc);
    default:
      break;
    }
  MPI_Aint lb, extent;
  if (PMPI_Type_get_extent (type, &lb, &extent) != MPI_SUCCESS)
    return NULL;
  struct rr_message *m = malloc (sizeof *m);
  if (!m)
    rr_fatal ("out of memory");
  *m = (struct rr_message) { (uintptr_t) buf, NULL, 0, op, role, loc, NULL };
  int64_t next = 0;
  for (int i = 0; i < size; i++)
    {
      int64_t at = displs ? displs[i] : next;
      if (counts[i] > 0)
	add_piece (m, at * extent, counts[i], type);
      next = at + counts[i];
    }
  if (!m->n)
    {
      rr_message_free (m);
      return NULL;
    }
  return m;
}
