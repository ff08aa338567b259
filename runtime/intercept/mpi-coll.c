/* mpi-coll.c -- the model code of collectives and communicator
   constructors.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   A collective in which every member's result depends on every member's
   data (MPI_Allreduce, MPI_Allgather, MPI_Alltoall...) orders everything
   each member did before it before everything any member does after it,
   like a barrier; only MPI_Barrier (mpi-window.c) also delivers the runtime's
   notifications.  A rooted collective orders one way: the root's past
   before the members' future (MPI_Bcast, MPI_Scatter), or the members'
   past before the root's future (MPI_Reduce, MPI_Gather), and a prefix
   reduction (MPI_Scan) each lower member's past before a member's future;
   p2p.c passes that order along.  The nonblocking forms order the same
   way once their request completes (request.c); a rooted or prefix one
   posts its shadows before it starts (p2p.h).  Every communicator the
   application creates gets the runtime's record while all its members
   are there, so that messages on it can carry order.  Intercommunicators
   are left alone.  Send buffers are read and receive buffers written
   (message.h): a blocking collective's send buffer before the call, its
   receive buffer once the order is taken; a nonblocking one's from the
   start to the request's completion.  */

#include "access.h"
#include "comm.h"
#include "message.h"
#include "request.h"
#include "p2p.h"
#include "runtime.h"
#include "wrap.h"

/* COMM's record, if COMM is an intracommunicator and the runtime runs.  */
static struct rr_comm *
intra (MPI_Comm comm)
{
  int inter = 0;
  if (!rr_rt.ready || comm == MPI_COMM_NULL
      || PMPI_Comm_test_inter (comm, &inter) != MPI_SUCCESS || inter)
    return NULL;
  return rr_comm_get (comm);
}

/* After a collective that synchronizes all members of COMM.  */
static void
synchronized (int rc, MPI_Comm comm)
{
  struct rr_comm *c;
  if (rc == MPI_SUCCESS && (c = intra (comm)))
    rr_comm_synchronized (c, NULL);
}

/* COMM's record, if COMM is an intracommunicator the runtime already
   knows and the runtime runs: for the nonblocking collectives, in which
   getting a record would be a blocking collective.  */
static struct rr_comm *
known_intra (MPI_Comm comm)
{
  int inter = 0;
  if (!rr_rt.ready || comm == MPI_COMM_NULL
      || PMPI_Comm_test_inter (comm, &inter) != MPI_SUCCESS || inter)
    return NULL;
  return rr_comm_find (comm);
}

/* After a nonblocking collective that synchronizes its members started
   with request REQ: it orders like its blocking form when the request
   completes (request.c).  */
static void
started (int rc, MPI_Comm comm, MPI_Request *req)
{
  struct rr_comm *c;
  if (rc == MPI_SUCCESS && (c = known_intra (comm)))
    rr_request_track_collective (*req, c);
}

/* Before a nonblocking rooted or prefix collective on COMM flowing FLOW
   from or to ROOT: post this member's shadows now, before the
   collective starts, so that wherever it completes they are there; fill
   *N with what this member takes when its request completes.  Return
   whether it takes anything.  */
static int
ordering (MPI_Comm comm, enum rr_flow flow, int root, struct rr_nbc *n)
{
  struct rr_comm *c = known_intra (comm);
  return c && rr_p2p_nbc_start (c, flow, root, n);
}

/* After that collective started with request REQ; TAKES is what
   ordering returned.  */
static void
ordered (int rc, int takes, const struct rr_nbc *n, MPI_Request *req)
{
  if (rc == MPI_SUCCESS && takes)
    rr_request_track_nbc (*req, n);
}

/* After a rooted collective.  */
static void
rooted (int rc, MPI_Comm comm, int root, int from_root)
{
  if (rc == MPI_SUCCESS && intra (comm))
    rr_p2p_rooted (comm, root, from_root);
}

/* A new communicator: make its record while all members are here.  */
static void
created (int rc, MPI_Comm *newcomm)
{
  if (rc == MPI_SUCCESS && newcomm && *newcomm != MPI_COMM_NULL)
    intra (*newcomm);
}

RR_ON (Allreduce)
{
  const char *loc = rr_take_site ();
  rr_message_touch (rr_message_coll (RR_OP_ALLREDUCE, RR_ROLE_SEND, sendbuf,
				     count, NULL, NULL, datatype, RR_COLL_ONE,
				     comm, loc));
  int rc = RR_PMPI (Allreduce);
  synchronized (rc, comm);
  if (rc == MPI_SUCCESS)
    rr_message_touch (rr_message_coll (RR_OP_ALLREDUCE, RR_ROLE_RECV, recvbuf,
				       count, NULL, NULL, datatype,
				       RR_COLL_ONE, comm, loc));
  return rc;
}

RR_ON (Allgather)
{
  const char *loc = rr_take_site ();
  rr_message_touch (rr_message_coll (RR_OP_ALLGATHER, RR_ROLE_SEND, sendbuf,
				     sendcount, NULL, NULL, sendtype,
				     RR_COLL_ONE, comm, loc));
  int rc = RR_PMPI (Allgather);
  synchronized (rc, comm);
  if (rc == MPI_SUCCESS)
    rr_message_touch (rr_message_coll (RR_OP_ALLGATHER, RR_ROLE_RECV, recvbuf,
				       recvcount, NULL, NULL, recvtype,
				       RR_COLL_EACH, comm, loc));
  return rc;
}

RR_ON (Allgatherv)
{
  const char *loc = rr_take_site ();
  rr_message_touch (rr_message_coll (RR_OP_ALLGATHERV, RR_ROLE_SEND, sendbuf,
				     sendcount, NULL, NULL, sendtype,
				     RR_COLL_ONE, comm, loc));
  int rc = RR_PMPI (Allgatherv);
  synchronized (rc, comm);
  if (rc == MPI_SUCCESS)
    rr_message_touch (rr_message_coll (RR_OP_ALLGATHERV, RR_ROLE_RECV, recvbuf,
				       0, recvcounts, displs, recvtype,
				       RR_COLL_V, comm, loc));
  return rc;
}

RR_ON (Alltoall)
{
  const char *loc = rr_take_site ();
  rr_message_touch (rr_message_coll (RR_OP_ALLTOALL, RR_ROLE_SEND, sendbuf,
				     sendcount, NULL, NULL, sendtype,
				     RR_COLL_EACH, comm, loc));
  int rc = RR_PMPI (Alltoall);
  synchronized (rc, comm);
  if (rc == MPI_SUCCESS)
    rr_message_touch (rr_message_coll (RR_OP_ALLTOALL, RR_ROLE_RECV, recvbuf,
				       recvcount, NULL, NULL, recvtype,
				       RR_COLL_EACH, comm, loc));
  return rc;
}

RR_ON (Reduce_scatter_block)
{
  const char *loc = rr_take_site ();
  rr_message_touch (rr_message_coll (RR_OP_REDUCE_SCATTER_BLOCK, RR_ROLE_SEND,
				     sendbuf, recvcount, NULL, NULL, datatype,
				     RR_COLL_EACH, comm, loc));
  int rc = RR_PMPI (Reduce_scatter_block);
  synchronized (rc, comm);
  if (rc == MPI_SUCCESS)
    rr_message_touch (rr_message_coll (
	RR_OP_REDUCE_SCATTER_BLOCK, RR_ROLE_RECV, recvbuf, recvcount, NULL,
	NULL, datatype, RR_COLL_ONE, comm, loc));
  return rc;
}

RR_ON (Alltoallv)
{
  const char *loc = rr_take_site ();
  rr_message_touch (rr_message_coll (RR_OP_ALLTOALLV, RR_ROLE_SEND, sendbuf, 0,
				     sendcounts, sdispls, sendtype, RR_COLL_V,
				     comm, loc));
  int rc = RR_PMPI (Alltoallv);
  synchronized (rc, comm);
  if (rc == MPI_SUCCESS)
    rr_message_touch (rr_message_coll (RR_OP_ALLTOALLV, RR_ROLE_RECV, recvbuf,
				       0, recvcounts, rdispls, recvtype,
				       RR_COLL_V, comm, loc));
  return rc;
}

RR_ON (Reduce_scatter)
{
  const char *loc = rr_take_site ();
  rr_message_touch (rr_message_coll (RR_OP_REDUCE_SCATTER, RR_ROLE_SEND,
				     sendbuf, 0, recvcounts, NULL, datatype,
				     RR_COLL_V, comm, loc));
  int rc = RR_PMPI (Reduce_scatter);
  synchronized (rc, comm);
  if (rc == MPI_SUCCESS)
    rr_message_touch (rr_message_coll (RR_OP_REDUCE_SCATTER, RR_ROLE_RECV,
				       recvbuf, 0, recvcounts, NULL, datatype,
				       RR_COLL_MINE, comm, loc));
  return rc;
}

/* After a prefix reduction: each member after every lower one.  */
static void
prefix (int rc, MPI_Comm comm)
{
  if (rc == MPI_SUCCESS && intra (comm))
    rr_p2p_prefix (comm);
}

RR_ON (Scan)
{
  const char *loc = rr_take_site ();
  rr_message_touch (rr_message_coll (RR_OP_SCAN, RR_ROLE_SEND, sendbuf, count,
				     NULL, NULL, datatype, RR_COLL_ONE, comm,
				     loc));
  int rc = RR_PMPI (Scan);
  prefix (rc, comm);
  if (rc == MPI_SUCCESS)
    rr_message_touch (rr_message_coll (RR_OP_SCAN, RR_ROLE_RECV, recvbuf,
				       count, NULL, NULL, datatype,
				       RR_COLL_ONE, comm, loc));
  return rc;
}

RR_ON (Exscan)
{
  const char *loc = rr_take_site ();
  rr_message_touch (rr_message_coll (RR_OP_EXSCAN, RR_ROLE_SEND, sendbuf,
				     count, NULL, NULL, datatype, RR_COLL_ONE,
				     comm, loc));
  int rc = RR_PMPI (Exscan);
  prefix (rc, comm);
  if (rc == MPI_SUCCESS)
    rr_message_touch (!rr_message_is_root (comm, 0) ? rr_message_coll (
			  RR_OP_EXSCAN, RR_ROLE_RECV, recvbuf, count, NULL,
			  NULL, datatype, RR_COLL_ONE, comm, loc)
						    : NULL);
  return rc;
}

RR_ON (Bcast)
{
  const char *loc = rr_take_site ();
  rr_message_touch (rr_message_is_root (comm, root) ? rr_message_coll (
			RR_OP_BCAST, RR_ROLE_SEND, buffer, count, NULL, NULL,
			datatype, RR_COLL_ONE, comm, loc)
						    : NULL);
  int rc = RR_PMPI (Bcast);
  rooted (rc, comm, root, 1);
  if (rc == MPI_SUCCESS)
    rr_message_touch (!rr_message_is_root (comm, root) ? rr_message_coll (
			  RR_OP_BCAST, RR_ROLE_RECV, buffer, count, NULL, NULL,
			  datatype, RR_COLL_ONE, comm, loc)
						       : NULL);
  return rc;
}

RR_ON (Scatter)
{
  const char *loc = rr_take_site ();
  rr_message_touch (rr_message_is_root (comm, root) ? rr_message_coll (
			RR_OP_SCATTER, RR_ROLE_SEND, sendbuf, sendcount, NULL,
			NULL, sendtype, RR_COLL_EACH, comm, loc)
						    : NULL);
  int rc = RR_PMPI (Scatter);
  rooted (rc, comm, root, 1);
  if (rc == MPI_SUCCESS)
    rr_message_touch (rr_message_coll (RR_OP_SCATTER, RR_ROLE_RECV, recvbuf,
				       recvcount, NULL, NULL, recvtype,
				       RR_COLL_ONE, comm, loc));
  return rc;
}

RR_ON (Scatterv)
{
  const char *loc = rr_take_site ();
  rr_message_touch (rr_message_is_root (comm, root) ? rr_message_coll (
			RR_OP_SCATTERV, RR_ROLE_SEND, sendbuf, 0, sendcounts,
			displs, sendtype, RR_COLL_V, comm, loc)
						    : NULL);
  int rc = RR_PMPI (Scatterv);
  rooted (rc, comm, root, 1);
  if (rc == MPI_SUCCESS)
    rr_message_touch (rr_message_coll (RR_OP_SCATTERV, RR_ROLE_RECV, recvbuf,
				       recvcount, NULL, NULL, recvtype,
				       RR_COLL_ONE, comm, loc));
  return rc;
}

RR_ON (Gatherv)
{
  const char *loc = rr_take_site ();
  rr_message_touch (rr_message_coll (RR_OP_GATHERV, RR_ROLE_SEND, sendbuf,
				     sendcount, NULL, NULL, sendtype,
				     RR_COLL_ONE, comm, loc));
  int rc = RR_PMPI (Gatherv);
  rooted (rc, comm, root, 0);
  if (rc == MPI_SUCCESS)
    rr_message_touch (rr_message_is_root (comm, root) ? rr_message_coll (
			  RR_OP_GATHERV, RR_ROLE_RECV, recvbuf, 0, recvcounts,
			  displs, recvtype, RR_COLL_V, comm, loc)
						      : NULL);
  return rc;
}

RR_ON (Reduce)
{
  const char *loc = rr_take_site ();
  rr_message_touch (rr_message_coll (RR_OP_REDUCE, RR_ROLE_SEND, sendbuf,
				     count, NULL, NULL, datatype, RR_COLL_ONE,
				     comm, loc));
  int rc = RR_PMPI (Reduce);
  rooted (rc, comm, root, 0);
  if (rc == MPI_SUCCESS)
    rr_message_touch (rr_message_is_root (comm, root) ? rr_message_coll (
			  RR_OP_REDUCE, RR_ROLE_RECV, recvbuf, count, NULL,
			  NULL, datatype, RR_COLL_ONE, comm, loc)
						      : NULL);
  return rc;
}

RR_ON (Gather)
{
  const char *loc = rr_take_site ();
  rr_message_touch (rr_message_coll (RR_OP_GATHER, RR_ROLE_SEND, sendbuf,
				     sendcount, NULL, NULL, sendtype,
				     RR_COLL_ONE, comm, loc));
  int rc = RR_PMPI (Gather);
  rooted (rc, comm, root, 0);
  if (rc == MPI_SUCCESS)
    rr_message_touch (rr_message_is_root (comm, root) ? rr_message_coll (
			  RR_OP_GATHER, RR_ROLE_RECV, recvbuf, recvcount, NULL,
			  NULL, recvtype, RR_COLL_EACH, comm, loc)
						      : NULL);
  return rc;
}

RR_ON (Comm_dup)
{
  rr_take_site ();
  int rc = RR_PMPI (Comm_dup);
  created (rc, newcomm);
  return rc;
}

RR_ON (Comm_split)
{
  rr_take_site ();
  int rc = RR_PMPI (Comm_split);
  created (rc, newcomm);
  return rc;
}

RR_ON (Comm_split_type)
{
  rr_take_site ();
  int rc = RR_PMPI (Comm_split_type);
  created (rc, newcomm);
  return rc;
}

RR_ON (Comm_create)
{
  rr_take_site ();
  int rc = RR_PMPI (Comm_create);
  created (rc, newcomm);
  return rc;
}

RR_ON (Cart_create)
{
  rr_take_site ();
  int rc = RR_PMPI (Cart_create);
  created (rc, comm_cart);
  return rc;
}

/* Nonblocking forms of the synchronizing collectives.  */

RR_ON (Ibarrier)
{
  rr_take_site ();
  int rc = RR_PMPI (Ibarrier);
  started (rc, comm, request);
  return rc;
}

RR_ON (Iallreduce)
{
  const char *loc = rr_take_site ();
  struct rr_message *sm = rr_message_pending (
      rr_message_coll (RR_OP_IALLREDUCE, RR_ROLE_SEND, sendbuf, count, NULL,
		       NULL, datatype, RR_COLL_ONE, comm, loc));
  struct rr_message *rm = rr_message_pending (
      rr_message_coll (RR_OP_IALLREDUCE, RR_ROLE_RECV, recvbuf, count, NULL,
		       NULL, datatype, RR_COLL_ONE, comm, loc));
  int rc = RR_PMPI (Iallreduce);
  started (rc, comm, request);
  rr_message_end (sm, rc, request);
  rr_message_end (rm, rc, request);
  return rc;
}

RR_ON (Iallgather)
{
  const char *loc = rr_take_site ();
  struct rr_message *sm = rr_message_pending (
      rr_message_coll (RR_OP_IALLGATHER, RR_ROLE_SEND, sendbuf, sendcount,
		       NULL, NULL, sendtype, RR_COLL_ONE, comm, loc));
  struct rr_message *rm = rr_message_pending (
      rr_message_coll (RR_OP_IALLGATHER, RR_ROLE_RECV, recvbuf, recvcount,
		       NULL, NULL, recvtype, RR_COLL_EACH, comm, loc));
  int rc = RR_PMPI (Iallgather);
  started (rc, comm, request);
  rr_message_end (sm, rc, request);
  rr_message_end (rm, rc, request);
  return rc;
}

RR_ON (Ialltoall)
{
  const char *loc = rr_take_site ();
  struct rr_message *sm = rr_message_pending (
      rr_message_coll (RR_OP_IALLTOALL, RR_ROLE_SEND, sendbuf, sendcount, NULL,
		       NULL, sendtype, RR_COLL_EACH, comm, loc));
  struct rr_message *rm = rr_message_pending (
      rr_message_coll (RR_OP_IALLTOALL, RR_ROLE_RECV, recvbuf, recvcount, NULL,
		       NULL, recvtype, RR_COLL_EACH, comm, loc));
  int rc = RR_PMPI (Ialltoall);
  started (rc, comm, request);
  rr_message_end (sm, rc, request);
  rr_message_end (rm, rc, request);
  return rc;
}

RR_ON (Iallgatherv)
{
  const char *loc = rr_take_site ();
  struct rr_message *sm = rr_message_pending (
      rr_message_coll (RR_OP_IALLGATHERV, RR_ROLE_SEND, sendbuf, sendcount,
		       NULL, NULL, sendtype, RR_COLL_ONE, comm, loc));
  struct rr_message *rm = rr_message_pending (
      rr_message_coll (RR_OP_IALLGATHERV, RR_ROLE_RECV, recvbuf, 0, recvcounts,
		       displs, recvtype, RR_COLL_V, comm, loc));
  int rc = RR_PMPI (Iallgatherv);
  started (rc, comm, request);
  rr_message_end (sm, rc, request);
  rr_message_end (rm, rc, request);
  return rc;
}

RR_ON (Ialltoallv)
{
  const char *loc = rr_take_site ();
  struct rr_message *sm = rr_message_pending (
      rr_message_coll (RR_OP_IALLTOALLV, RR_ROLE_SEND, sendbuf, 0, sendcounts,
		       sdispls, sendtype, RR_COLL_V, comm, loc));
  struct rr_message *rm = rr_message_pending (
      rr_message_coll (RR_OP_IALLTOALLV, RR_ROLE_RECV, recvbuf, 0, recvcounts,
		       rdispls, recvtype, RR_COLL_V, comm, loc));
  int rc = RR_PMPI (Ialltoallv);
  started (rc, comm, request);
  rr_message_end (sm, rc, request);
  rr_message_end (rm, rc, request);
  return rc;
}

RR_ON (Ireduce_scatter)
{
  const char *loc = rr_take_site ();
  struct rr_message *sm = rr_message_pending (
      rr_message_coll (RR_OP_IREDUCE_SCATTER, RR_ROLE_SEND, sendbuf, 0,
		       recvcounts, NULL, datatype, RR_COLL_V, comm, loc));
  struct rr_message *rm = rr_message_pending (
      rr_message_coll (RR_OP_IREDUCE_SCATTER, RR_ROLE_RECV, recvbuf, 0,
		       recvcounts, NULL, datatype, RR_COLL_MINE, comm, loc));
  int rc = RR_PMPI (Ireduce_scatter);
  started (rc, comm, request);
  rr_message_end (sm, rc, request);
  rr_message_end (rm, rc, request);
  return rc;
}

RR_ON (Ireduce_scatter_block)
{
  const char *loc = rr_take_site ();
  struct rr_message *sm = rr_message_pending (rr_message_coll (
      RR_OP_IREDUCE_SCATTER_BLOCK, RR_ROLE_SEND, sendbuf, recvcount, NULL,
      NULL, datatype, RR_COLL_EACH, comm, loc));
  struct rr_message *rm = rr_message_pending (rr_message_coll (
      RR_OP_IREDUCE_SCATTER_BLOCK, RR_ROLE_RECV, recvbuf, recvcount, NULL,
      NULL, datatype, RR_COLL_ONE, comm, loc));
  int rc = RR_PMPI (Ireduce_scatter_block);
  started (rc, comm, request);
  rr_message_end (sm, rc, request);
  rr_message_end (rm, rc, request);
  return rc;
}

/* Nonblocking forms of the rooted and prefix collectives.  */

RR_ON (Ibcast)
{
  const char *loc = rr_take_site ();
  struct rr_message *sm = rr_message_pending (
      rr_message_is_root (comm, root)
	  ? rr_message_coll (RR_OP_IBCAST, RR_ROLE_SEND, buffer, count, NULL,
			     NULL, datatype, RR_COLL_ONE, comm, loc)
	  : NULL);
  struct rr_message *rm = rr_message_pending (
      !rr_message_is_root (comm, root)
	  ? rr_message_coll (RR_OP_IBCAST, RR_ROLE_RECV, buffer, count, NULL,
			     NULL, datatype, RR_COLL_ONE, comm, loc)
	  : NULL);
  struct rr_nbc n;
  int takes = ordering (comm, RR_FROM_ROOT, root, &n);
  int rc = RR_PMPI (Ibcast);
  ordered (rc, takes, &n, request);
  rr_message_end (sm, rc, request);
  rr_message_end (rm, rc, request);
  return rc;
}

RR_ON (Iscatter)
{
  const char *loc = rr_take_site ();
  struct rr_message *sm = rr_message_pending (
      rr_message_is_root (comm, root)
	  ? rr_message_coll (RR_OP_ISCATTER, RR_ROLE_SEND, sendbuf, sendcount,
			     NULL, NULL, sendtype, RR_COLL_EACH, comm, loc)
	  : NULL);
  struct rr_message *rm = rr_message_pending (
      rr_message_coll (RR_OP_ISCATTER, RR_ROLE_RECV, recvbuf, recvcount, NULL,
		       NULL, recvtype, RR_COLL_ONE, comm, loc));
  struct rr_nbc n;
  int takes = ordering (comm, RR_FROM_ROOT, root, &n);
  int rc = RR_PMPI (Iscatter);
  ordered (rc, takes, &n, request);
  rr_message_end (sm, rc, request);
  rr_message_end (rm, rc, request);
  return rc;
}

RR_ON (Iscatterv)
{
  const char *loc = rr_take_site ();
  struct rr_message *sm = rr_message_pending (
      rr_message_is_root (comm, root) ? rr_message_coll (
	  RR_OP_ISCATTERV, RR_ROLE_SEND, sendbuf, 0, sendcounts, displs,
	  sendtype, RR_COLL_V, comm, loc)
				      : NULL);
  struct rr_message *rm = rr_message_pending (
      rr_message_coll (RR_OP_ISCATTERV, RR_ROLE_RECV, recvbuf, recvcount, NULL,
		       NULL, recvtype, RR_COLL_ONE, comm, loc));
  struct rr_nbc n;
  int takes = ordering (comm, RR_FROM_ROOT, root, &n);
  int rc = RR_PMPI (Iscatterv);
  ordered (rc, takes, &n, request);
  rr_message_end (sm, rc, request);
  rr_message_end (rm, rc, request);
  return rc;
}

RR_ON (Ireduce)
{
  const char *loc = rr_take_site ();
  struct rr_message *sm = rr_message_pending (
      rr_message_coll (RR_OP_IREDUCE, RR_ROLE_SEND, sendbuf, count, NULL, NULL,
		       datatype, RR_COLL_ONE, comm, loc));
  struct rr_message *rm = rr_message_pending (
      rr_message_is_root (comm, root)
	  ? rr_message_coll (RR_OP_IREDUCE, RR_ROLE_RECV, recvbuf, count, NULL,
			     NULL, datatype, RR_COLL_ONE, comm, loc)
	  : NULL);
  struct rr_nbc n;
  int takes = ordering (comm, RR_TO_ROOT, root, &n);
  int rc = RR_PMPI (Ireduce);
  ordered (rc, takes, &n, request);
  rr_message_end (sm, rc, request);
  rr_message_end (rm, rc, request);
  return rc;
}

RR_ON (Igather)
{
  const char *loc = rr_take_site ();
  struct rr_message *sm = rr_message_pending (
      rr_message_coll (RR_OP_IGATHER, RR_ROLE_SEND, sendbuf, sendcount, NULL,
		       NULL, sendtype, RR_COLL_ONE, comm, loc));
  struct rr_message *rm = rr_message_pending (
      rr_message_is_root (comm, root)
	  ? rr_message_coll (RR_OP_IGATHER, RR_ROLE_RECV, recvbuf, recvcount,
			     NULL, NULL, recvtype, RR_COLL_EACH, comm, loc)
	  : NULL);
  struct rr_nbc n;
  int takes = ordering (comm, RR_TO_ROOT, root, &n);
  int rc = RR_PMPI (Igather);
  ordered (rc, takes, &n, request);
  rr_message_end (sm, rc, request);
  rr_message_end (rm, rc, request);
  return rc;
}

RR_ON (Igatherv)
{
  const char *loc = rr_take_site ();
  struct rr_message *sm = rr_message_pending (
      rr_message_coll (RR_OP_IGATHERV, RR_ROLE_SEND, sendbuf, sendcount, NULL,
		       NULL, sendtype, RR_COLL_ONE, comm, loc));
  struct rr_message *rm = rr_message_pending (
      rr_message_is_root (comm, root) ? rr_message_coll (
	  RR_OP_IGATHERV, RR_ROLE_RECV, recvbuf, 0, recvcounts, displs,
	  recvtype, RR_COLL_V, comm, loc)
				      : NULL);
  struct rr_nbc n;
  int takes = ordering (comm, RR_TO_ROOT, root, &n);
  int rc = RR_PMPI (Igatherv);
  ordered (rc, takes, &n, request);
  rr_message_end (sm, rc, request);
  rr_message_end (rm, rc, request);
  return rc;
}

RR_ON (Iscan)
{
  const char *loc = rr_take_site ();
  struct rr_message *sm = rr_message_pending (
      rr_message_coll (RR_OP_ISCAN, RR_ROLE_SEND, sendbuf, count, NULL, NULL,
		       datatype, RR_COLL_ONE, comm, loc));
  struct rr_message *rm = rr_message_pending (
      rr_message_coll (RR_OP_ISCAN, RR_ROLE_RECV, recvbuf, count, NULL, NULL,
		       datatype, RR_COLL_ONE, comm, loc));
  struct rr_nbc n;
  int takes = ordering (comm, RR_PREFIX, 0, &n);
  int rc = RR_PMPI (Iscan);
  ordered (rc, takes, &n, request);
  rr_message_end (sm, rc, request);
  rr_message_end (rm, rc, request);
  return rc;
}

RR_ON (Iexscan)
{
  const char *loc = rr_take_site ();
  struct rr_message *sm = rr_message_pending (
      rr_message_coll (RR_OP_IEXSCAN, RR_ROLE_SEND, sendbuf, count, NULL, NULL,
		       datatype, RR_COLL_ONE, comm, loc));
  struct rr_message *rm = rr_message_pending (
      !rr_message_is_root (comm, 0)
	  ? rr_message_coll (RR_OP_IEXSCAN, RR_ROLE_RECV, recvbuf, count, NULL,
			     NULL, datatype, RR_COLL_ONE, comm, loc)
	  : NULL);
  struct rr_nbc n;
  int takes = ordering (comm, RR_PREFIX, 0, &n);
  int rc = RR_PMPI (Iexscan);
  ordered (rc, takes, &n, request);
  rr_message_end (sm, rc, request);
  rr_message_end (rm, rc, request);
  return rc;
}
