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
#include <string.h>
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

int
rr_coll_peers (MPI_Comm comm, int peers, int **ranks)
{
  int inter = 0, n = -1, rank, topo = MPI_UNDEFINED;
  if (ranks)
    *ranks = NULL;
  if (comm == MPI_COMM_NULL
      || PMPI_Comm_test_inter (comm, &inter) != MPI_SUCCESS)
    return -1;
  if (peers == RR_PEERS_ALL)
    {
      if ((inter ? PMPI_Comm_remote_size (comm, &n)
		 : PMPI_Comm_size (comm, &n)) != MPI_SUCCESS)
	return -1;
      return n;
    }
  if (inter || PMPI_Topo_test (comm, &topo) != MPI_SUCCESS
      || PMPI_Comm_rank (comm, &rank) != MPI_SUCCESS)
    return -1;
  int *r = NULL;
  if (topo == MPI_CART)
    {
      /* For each dimension, the neighbour below then the one above, the
	 same list in and out.  */
      int ndims;
      if (PMPI_Cartdim_get (comm, &ndims) != MPI_SUCCESS || ndims < 0)
	return -1;
      n = 2 * ndims;
      r = malloc ((n ? n : 1) * sizeof *r);
      if (!r)
	rr_fatal ("out of memory");
      for (int d = 0; d < ndims; d++)
	PMPI_Cart_shift (comm, d, 1, &r[2 * d], &r[2 * d + 1]);
    }
  else if (topo == MPI_GRAPH)
    {
      if (PMPI_Graph_neighbors_count (comm, rank, &n) != MPI_SUCCESS)
	return -1;
      r = malloc ((n ? n : 1) * sizeof *r);
      if (!r)
	rr_fatal ("out of memory");
      PMPI_Graph_neighbors (comm, rank, n, r);
    }
  else if (topo == MPI_DIST_GRAPH)
    {
      int in, out, weighted;
      if (PMPI_Dist_graph_neighbors_count (comm, &in, &out, &weighted)
	  != MPI_SUCCESS)
	return -1;
      int *all = malloc ((2 * (in + out) + 1) * sizeof *all);
      if (!all)
	rr_fatal ("out of memory");
      PMPI_Dist_graph_neighbors (comm, in, all, all + in + out, out,
				 all + in, all + 2 * in + out);
      n = peers == RR_PEERS_IN ? in : out;
      r = malloc ((n ? n : 1) * sizeof *r);
      if (!r)
	rr_fatal ("out of memory");
      memcpy (r, peers == RR_PEERS_IN ? all : all + in, n * sizeof *r);
      free (all);
    }
  else
    return -1;
  if (ranks)
    *ranks = r;
  else
    free (r);
  return n;
}

/* The bytes of the blocks of BUF for N peers of ranks RANKS (NULL: all
   processes; MPI_PROC_NULL ones are skipped): peer I's is COUNTS[I] (or
   COUNT) elements of TYPES[I] (or TYPE), at byte displacement DISPLS[I]
   or ADISPLS[I], or at element DISPLS[I] when BYTES is 0, or after the
   previous block when there are no displacements.  */
static struct rr_message *
blocks (int op, int role, const void *buf, int n, const int *ranks,
	int count, const int *counts, const int *displs,
	const MPI_Aint *adispls, int bytes, MPI_Datatype type,
	const MPI_Datatype *types, const char *loc)
{
  struct rr_message *m = malloc (sizeof *m);
  if (!m)
    rr_fatal ("out of memory");
  *m = (struct rr_message) { (uintptr_t) buf, NULL, 0, op, role, loc, NULL };
  int64_t next = 0;
  for (int i = 0; i < n; i++)
    {
      MPI_Datatype t = types ? types[i] : type;
      int c = counts ? counts[i] : count;
      MPI_Aint lb, extent;
      if (t == MPI_DATATYPE_NULL
	  || PMPI_Type_get_extent (t, &lb, &extent) != MPI_SUCCESS)
	{
	  /* An argument MPI will reject: nothing to record.  */
	  rr_message_free (m);
	  return NULL;
	}
      int64_t at = adispls ? (int64_t) adispls[i]
		   : displs ? (int64_t) displs[i] * (bytes ? 1 : extent)
		   : next;
      if (c > 0 && !(ranks && ranks[i] == MPI_PROC_NULL))
	add_piece (m, at, c, t);
      next = at + (int64_t) c * extent;
    }
  if (!m->n)
    {
      rr_message_free (m);
      return NULL;
    }
  return m;
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
    case RR_COLL_V:
      return blocks (op, role, buf, size, NULL, 0, counts, displs, NULL, 0,
		     type, NULL, loc);
    default:
      break;
    }
  /* A neighbourhood collective.  */
  int *ranks;
  int in = shape == RR_COLL_EACH_IN || shape == RR_COLL_V_IN;
  int n = rr_coll_peers (comm, in ? RR_PEERS_IN : RR_PEERS_OUT, &ranks);
  struct rr_message *m = NULL;
  if (shape == RR_COLL_ONE_OUT)
    {
      /* Read only if sent to some process.  */
      for (int i = 0; i < n && !m; i++)
	if (ranks[i] != MPI_PROC_NULL)
	  m = describe (op, role, buf, count, type, loc);
    }
  else if (n > 0)
    {
      int v = shape == RR_COLL_V_IN || shape == RR_COLL_V_OUT;
      m = blocks (op, role, buf, n, ranks, count, v ? counts : NULL,
		  v ? displs : NULL, NULL, 0, type, NULL, loc);
    }
  free (ranks);
  return m;
}

struct rr_message *
rr_message_coll_w (int op, int role, const void *buf, const int *counts,
		   const int *displs, const MPI_Aint *adispls,
		   const MPI_Datatype *types, int peers, MPI_Comm comm,
		   const char *loc)
{
  int inter = 1;
  if (!rr_rt.ready || buf == MPI_IN_PLACE || comm == MPI_COMM_NULL
      || PMPI_Comm_test_inter (comm, &inter) != MPI_SUCCESS || inter)
    return NULL;
  int *ranks;
  int n = rr_coll_peers (comm, peers, &ranks);
  struct rr_message *m = NULL;
  if (n > 0)
    m = blocks (op, role, buf, n, ranks, 0, counts, displs, adispls, 1,
		MPI_DATATYPE_NULL, types, loc);
  free (ranks);
  return m;
}
