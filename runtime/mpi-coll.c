/* mpi-coll.c -- the C bindings of collectives and communicator
   constructors.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   A collective in which every member's result depends on every member's
   data (MPI_Allreduce, MPI_Allgather, MPI_Alltoall...) orders everything
   each member did before it before everything any member does after it,
   like a barrier; only MPI_Barrier (mpi-c.c) also delivers the runtime's
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

int
MPI_Allreduce (const void *sendbuf, void *recvbuf, int count,
	       MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
  const char *loc = rr_take_site ();
  rr_message_touch (rr_message_coll (RR_OP_ALLREDUCE, RR_ROLE_SEND, sendbuf,
				     count, NULL, NULL, datatype, RR_COLL_ONE,
				     comm, loc));
  int rc = PMPI_Allreduce (sendbuf, recvbuf, count, datatype, op, comm);
  synchronized (rc, comm);
  if (rc == MPI_SUCCESS)
    rr_message_touch (rr_message_coll (RR_OP_ALLREDUCE, RR_ROLE_RECV, recvbuf,
				       count, NULL, NULL, datatype,
				       RR_COLL_ONE, comm, loc));
  return rc;
}

int
MPI_Allgather (const void *sendbuf, int sendcount, MPI_Datatype sendtype,
	       void *recvbuf, int recvcount, MPI_Datatype recvtype,
	       MPI_Comm comm)
{
  const char *loc = rr_take_site ();
  rr_message_touch (rr_message_coll (RR_OP_ALLGATHER, RR_ROLE_SEND, sendbuf,
				     sendcount, NULL, NULL, sendtype,
				     RR_COLL_ONE, comm, loc));
  int rc = PMPI_Allgather (sendbuf, sendcount, sendtype, recvbuf, recvcount,
			   recvtype, comm);
  synchronized (rc, comm);
  if (rc == MPI_SUCCESS)
    rr_message_touch (rr_message_coll (RR_OP_ALLGATHER, RR_ROLE_RECV, recvbuf,
				       recvcount, NULL, NULL, recvtype,
				       RR_COLL_EACH, comm, loc));
  return rc;
}

int
MPI_Allgatherv (const void *sendbuf, int sendcount, MPI_Datatype sendtype,
		void *recvbuf, const int recvcounts[], const int displs[],
		MPI_Datatype recvtype, MPI_Comm comm)
{
  const char *loc = rr_take_site ();
  rr_message_touch (rr_message_coll (RR_OP_ALLGATHERV, RR_ROLE_SEND, sendbuf,
				     sendcount, NULL, NULL, sendtype,
				     RR_COLL_ONE, comm, loc));
  int rc = PMPI_Allgatherv (sendbuf, sendcount, sendtype, recvbuf,
			    recvcounts, displs, recvtype, comm);
  synchronized (rc, comm);
  if (rc == MPI_SUCCESS)
    rr_message_touch (rr_message_coll (RR_OP_ALLGATHERV, RR_ROLE_RECV, recvbuf,
				       0, recvcounts, displs, recvtype,
				       RR_COLL_V, comm, loc));
  return rc;
}

int
MPI_Alltoall (const void *sendbuf, int sendcount, MPI_Datatype sendtype,
	      void *recvbuf, int recvcount, MPI_Datatype recvtype,
	      MPI_Comm comm)
{
  const char *loc = rr_take_site ();
  rr_message_touch (rr_message_coll (RR_OP_ALLTOALL, RR_ROLE_SEND, sendbuf,
				     sendcount, NULL, NULL, sendtype,
				     RR_COLL_EACH, comm, loc));
  int rc = PMPI_Alltoall (sendbuf, sendcount, sendtype, recvbuf, recvcount,
			  recvtype, comm);
  synchronized (rc, comm);
  if (rc == MPI_SUCCESS)
    rr_message_touch (rr_message_coll (RR_OP_ALLTOALL, RR_ROLE_RECV, recvbuf,
				       recvcount, NULL, NULL, recvtype,
				       RR_COLL_EACH, comm, loc));
  return rc;
}

int
MPI_Reduce_scatter_block (const void *sendbuf, void *recvbuf, int recvcount,
			  MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
  const char *loc = rr_take_site ();
  rr_message_touch (rr_message_coll (RR_OP_REDUCE_SCATTER_BLOCK, RR_ROLE_SEND,
				     sendbuf, recvcount, NULL, NULL, datatype,
				     RR_COLL_EACH, comm, loc));
  int rc = PMPI_Reduce_scatter_block (sendbuf, recvbuf, recvcount, datatype,
				      op, comm);
  synchronized (rc, comm);
  if (rc == MPI_SUCCESS)
    rr_message_touch (rr_message_coll (
	RR_OP_REDUCE_SCATTER_BLOCK, RR_ROLE_RECV, recvbuf, recvcount, NULL,
	NULL, datatype, RR_COLL_ONE, comm, loc));
  return rc;
}

int
MPI_Alltoallv (const void *sendbuf, const int sendcounts[],
	       const int sdispls[], MPI_Datatype sendtype, void *recvbuf,
	       const int recvcounts[], const int rdispls[],
	       MPI_Datatype recvtype, MPI_Comm comm)
{
  const char *loc = rr_take_site ();
  rr_message_touch (rr_message_coll (RR_OP_ALLTOALLV, RR_ROLE_SEND, sendbuf, 0,
				     sendcounts, sdispls, sendtype, RR_COLL_V,
				     comm, loc));
  int rc = PMPI_Alltoallv (sendbuf, sendcounts, sdispls, sendtype, recvbuf,
			   recvcounts, rdispls, recvtype, comm);
  synchronized (rc, comm);
  if (rc == MPI_SUCCESS)
    rr_message_touch (rr_message_coll (RR_OP_ALLTOALLV, RR_ROLE_RECV, recvbuf,
				       0, recvcounts, rdispls, recvtype,
				       RR_COLL_V, comm, loc));
  return rc;
}

int
MPI_Reduce_scatter (const void *sendbuf, void *recvbuf,
		    const int recvcounts[], MPI_Datatype datatype, MPI_Op op,
		    MPI_Comm comm)
{
  const char *loc = rr_take_site ();
  rr_message_touch (rr_message_coll (RR_OP_REDUCE_SCATTER, RR_ROLE_SEND,
				     sendbuf, 0, recvcounts, NULL, datatype,
				     RR_COLL_V, comm, loc));
  int rc = PMPI_Reduce_scatter (sendbuf, recvbuf, recvcounts, datatype, op,
				comm);
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

int
MPI_Scan (const void *sendbuf, void *recvbuf, int count,
	  MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
  const char *loc = rr_take_site ();
  rr_message_touch (rr_message_coll (RR_OP_SCAN, RR_ROLE_SEND, sendbuf, count,
				     NULL, NULL, datatype, RR_COLL_ONE, comm,
				     loc));
  int rc = PMPI_Scan (sendbuf, recvbuf, count, datatype, op, comm);
  prefix (rc, comm);
  if (rc == MPI_SUCCESS)
    rr_message_touch (rr_message_coll (RR_OP_SCAN, RR_ROLE_RECV, recvbuf,
				       count, NULL, NULL, datatype,
				       RR_COLL_ONE, comm, loc));
  return rc;
}

int
MPI_Exscan (const void *sendbuf, void *recvbuf, int count,
	    MPI_Datatype datatype, MPI_Op op, MPI_Comm comm)
{
  const char *loc = rr_take_site ();
  rr_message_touch (rr_message_coll (RR_OP_EXSCAN, RR_ROLE_SEND, sendbuf,
				     count, NULL, NULL, datatype, RR_COLL_ONE,
				     comm, loc));
  int rc = PMPI_Exscan (sendbuf, recvbuf, count, datatype, op, comm);
  prefix (rc, comm);
  if (rc == MPI_SUCCESS)
    rr_message_touch (!rr_message_is_root (comm, 0) ? rr_message_coll (
			  RR_OP_EXSCAN, RR_ROLE_RECV, recvbuf, count, NULL,
			  NULL, datatype, RR_COLL_ONE, comm, loc)
						    : NULL);
  return rc;
}

int
MPI_Bcast (void *buffer, int count, MPI_Datatype datatype, int root,
	   MPI_Comm comm)
{
  const char *loc = rr_take_site ();
  rr_message_touch (rr_message_is_root (comm, root) ? rr_message_coll (
			RR_OP_BCAST, RR_ROLE_SEND, buffer, count, NULL, NULL,
			datatype, RR_COLL_ONE, comm, loc)
						    : NULL);
  int rc = PMPI_Bcast (buffer, count, datatype, root, comm);
  rooted (rc, comm, root, 1);
  if (rc == MPI_SUCCESS)
    rr_message_touch (!rr_message_is_root (comm, root) ? rr_message_coll (
			  RR_OP_BCAST, RR_ROLE_RECV, buffer, count, NULL, NULL,
			  datatype, RR_COLL_ONE, comm, loc)
						       : NULL);
  return rc;
}

int
MPI_Scatter (const void *sendbuf, int sendcount, MPI_Datatype sendtype,
	     void *recvbuf, int recvcount, MPI_Datatype recvtype, int root,
	     MPI_Comm comm)
{
  const char *loc = rr_take_site ();
  rr_message_touch (rr_message_is_root (comm, root) ? rr_message_coll (
			RR_OP_SCATTER, RR_ROLE_SEND, sendbuf, sendcount, NULL,
			NULL, sendtype, RR_COLL_EACH, comm, loc)
						    : NULL);
  int rc = PMPI_Scatter (sendbuf, sendcount, sendtype, recvbuf, recvcount,
			 recvtype, root, comm);
  rooted (rc, comm, root, 1);
  if (rc == MPI_SUCCESS)
    rr_message_touch (rr_message_coll (RR_OP_SCATTER, RR_ROLE_RECV, recvbuf,
				       recvcount, NULL, NULL, recvtype,
				       RR_COLL_ONE, comm, loc));
  return rc;
}

int
MPI_Scatterv (const void *sendbuf, const int sendcounts[],
	      const int displs[], MPI_Datatype sendtype, void *recvbuf,
	      int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm)
{
  const char *loc = rr_take_site ();
  rr_message_touch (rr_message_is_root (comm, root) ? rr_message_coll (
			RR_OP_SCATTERV, RR_ROLE_SEND, sendbuf, 0, sendcounts,
			displs, sendtype, RR_COLL_V, comm, loc)
						    : NULL);
  int rc = PMPI_Scatterv (sendbuf, sendcounts, displs, sendtype, recvbuf,
			  recvcount, recvtype, root, comm);
  rooted (rc, comm, root, 1);
  if (rc == MPI_SUCCESS)
    rr_message_touch (rr_message_coll (RR_OP_SCATTERV, RR_ROLE_RECV, recvbuf,
				       recvcount, NULL, NULL, recvtype,
				       RR_COLL_ONE, comm, loc));
  return rc;
}

int
MPI_Gatherv (const void *sendbuf, int sendcount, MPI_Datatype sendtype,
	     void *recvbuf, const int recvcounts[], const int displs[],
	     MPI_Datatype recvtype, int root, MPI_Comm comm)
{
  const char *loc = rr_take_site ();
  rr_message_touch (rr_message_coll (RR_OP_GATHERV, RR_ROLE_SEND, sendbuf,
				     sendcount, NULL, NULL, sendtype,
				     RR_COLL_ONE, comm, loc));
  int rc = PMPI_Gatherv (sendbuf, sendcount, sendtype, recvbuf, recvcounts,
			 displs, recvtype, root, comm);
  rooted (rc, comm, root, 0);
  if (rc == MPI_SUCCESS)
    rr_message_touch (rr_message_is_root (comm, root) ? rr_message_coll (
			  RR_OP_GATHERV, RR_ROLE_RECV, recvbuf, 0, recvcounts,
			  displs, recvtype, RR_COLL_V, comm, loc)
						      : NULL);
  return rc;
}

int
MPI_Reduce (const void *sendbuf, void *recvbuf, int count,
	    MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm)
{
  const char *loc = rr_take_site ();
  rr_message_touch (rr_message_coll (RR_OP_REDUCE, RR_ROLE_SEND, sendbuf,
				     count, NULL, NULL, datatype, RR_COLL_ONE,
				     comm, loc));
  int rc = PMPI_Reduce (sendbuf, recvbuf, count, datatype, op, root, comm);
  rooted (rc, comm, root, 0);
  if (rc == MPI_SUCCESS)
    rr_message_touch (rr_message_is_root (comm, root) ? rr_message_coll (
			  RR_OP_REDUCE, RR_ROLE_RECV, recvbuf, count, NULL,
			  NULL, datatype, RR_COLL_ONE, comm, loc)
						      : NULL);
  return rc;
}

int
MPI_Gather (const void *sendbuf, int sendcount, MPI_Datatype sendtype,
	    void *recvbuf, int recvcount, MPI_Datatype recvtype, int root,
	    MPI_Comm comm)
{
  const char *loc = rr_take_site ();
  rr_message_touch (rr_message_coll (RR_OP_GATHER, RR_ROLE_SEND, sendbuf,
				     sendcount, NULL, NULL, sendtype,
				     RR_COLL_ONE, comm, loc));
  int rc = PMPI_Gather (sendbuf, sendcount, sendtype, recvbuf, recvcount,
			recvtype, root, comm);
  rooted (rc, comm, root, 0);
  if (rc == MPI_SUCCESS)
    rr_message_touch (rr_message_is_root (comm, root) ? rr_message_coll (
			  RR_OP_GATHER, RR_ROLE_RECV, recvbuf, recvcount, NULL,
			  NULL, recvtype, RR_COLL_EACH, comm, loc)
						      : NULL);
  return rc;
}

int
MPI_Comm_dup (MPI_Comm comm, MPI_Comm *newcomm)
{
  rr_take_site ();
  int rc = PMPI_Comm_dup (comm, newcomm);
  created (rc, newcomm);
  return rc;
}

int
MPI_Comm_split (MPI_Comm comm, int color, int key, MPI_Comm *newcomm)
{
  rr_take_site ();
  int rc = PMPI_Comm_split (comm, color, key, newcomm);
  created (rc, newcomm);
  return rc;
}

int
MPI_Comm_split_type (MPI_Comm comm, int split_type, int key, MPI_Info info,
		     MPI_Comm *newcomm)
{
  rr_take_site ();
  int rc = PMPI_Comm_split_type (comm, split_type, key, info, newcomm);
  created (rc, newcomm);
  return rc;
}

int
MPI_Comm_create (MPI_Comm comm, MPI_Group group, MPI_Comm *newcomm)
{
  rr_take_site ();
  int rc = PMPI_Comm_create (comm, group, newcomm);
  created (rc, newcomm);
  return rc;
}

int
MPI_Cart_create (MPI_Comm comm_old, int ndims, const int dims[],
		 const int periods[], int reorder, MPI_Comm *comm_cart)
{
  rr_take_site ();
  int rc = PMPI_Cart_create (comm_old, ndims, dims, periods, reorder,
			     comm_cart);
  created (rc, comm_cart);
  return rc;
}

/* Nonblocking forms of the synchronizing collectives.  */

int
MPI_Ibarrier (MPI_Comm comm, MPI_Request *request)
{
  rr_take_site ();
  int rc = PMPI_Ibarrier (comm, request);
  started (rc, comm, request);
  return rc;
}

int
MPI_Iallreduce (const void *sendbuf, void *recvbuf, int count,
		MPI_Datatype datatype, MPI_Op op, MPI_Comm comm,
		MPI_Request *request)
{
  const char *loc = rr_take_site ();
  struct rr_message *sm = rr_message_pending (
      rr_message_coll (RR_OP_IALLREDUCE, RR_ROLE_SEND, sendbuf, count, NULL,
		       NULL, datatype, RR_COLL_ONE, comm, loc));
  struct rr_message *rm = rr_message_pending (
      rr_message_coll (RR_OP_IALLREDUCE, RR_ROLE_RECV, recvbuf, count, NULL,
		       NULL, datatype, RR_COLL_ONE, comm, loc));
  int rc = PMPI_Iallreduce (sendbuf, recvbuf, count, datatype, op, comm,
			    request);
  started (rc, comm, request);
  rr_message_end (sm, rc, request);
  rr_message_end (rm, rc, request);
  return rc;
}

int
MPI_Iallgather (const void *sendbuf, int sendcount, MPI_Datatype sendtype,
		void *recvbuf, int recvcount, MPI_Datatype recvtype,
		MPI_Comm comm, MPI_Request *request)
{
  const char *loc = rr_take_site ();
  struct rr_message *sm = rr_message_pending (
      rr_message_coll (RR_OP_IALLGATHER, RR_ROLE_SEND, sendbuf, sendcount,
		       NULL, NULL, sendtype, RR_COLL_ONE, comm, loc));
  struct rr_message *rm = rr_message_pending (
      rr_message_coll (RR_OP_IALLGATHER, RR_ROLE_RECV, recvbuf, recvcount,
		       NULL, NULL, recvtype, RR_COLL_EACH, comm, loc));
  int rc = PMPI_Iallgather (sendbuf, sendcount, sendtype, recvbuf,
			    recvcount, recvtype, comm, request);
  started (rc, comm, request);
  rr_message_end (sm, rc, request);
  rr_message_end (rm, rc, request);
  return rc;
}

int
MPI_Ialltoall (const void *sendbuf, int sendcount, MPI_Datatype sendtype,
	       void *recvbuf, int recvcount, MPI_Datatype recvtype,
	       MPI_Comm comm, MPI_Request *request)
{
  const char *loc = rr_take_site ();
  struct rr_message *sm = rr_message_pending (
      rr_message_coll (RR_OP_IALLTOALL, RR_ROLE_SEND, sendbuf, sendcount, NULL,
		       NULL, sendtype, RR_COLL_EACH, comm, loc));
  struct rr_message *rm = rr_message_pending (
      rr_message_coll (RR_OP_IALLTOALL, RR_ROLE_RECV, recvbuf, recvcount, NULL,
		       NULL, recvtype, RR_COLL_EACH, comm, loc));
  int rc = PMPI_Ialltoall (sendbuf, sendcount, sendtype, recvbuf,
			   recvcount, recvtype, comm, request);
  started (rc, comm, request);
  rr_message_end (sm, rc, request);
  rr_message_end (rm, rc, request);
  return rc;
}

int
MPI_Iallgatherv (const void *sendbuf, int sendcount, MPI_Datatype sendtype,
		 void *recvbuf, const int recvcounts[], const int displs[],
		 MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
  const char *loc = rr_take_site ();
  struct rr_message *sm = rr_message_pending (
      rr_message_coll (RR_OP_IALLGATHERV, RR_ROLE_SEND, sendbuf, sendcount,
		       NULL, NULL, sendtype, RR_COLL_ONE, comm, loc));
  struct rr_message *rm = rr_message_pending (
      rr_message_coll (RR_OP_IALLGATHERV, RR_ROLE_RECV, recvbuf, 0, recvcounts,
		       displs, recvtype, RR_COLL_V, comm, loc));
  int rc = PMPI_Iallgatherv (sendbuf, sendcount, sendtype, recvbuf,
			     recvcounts, displs, recvtype, comm, request);
  started (rc, comm, request);
  rr_message_end (sm, rc, request);
  rr_message_end (rm, rc, request);
  return rc;
}

int
MPI_Ialltoallv (const void *sendbuf, const int sendcounts[],
		const int sdispls[], MPI_Datatype sendtype, void *recvbuf,
		const int recvcounts[], const int rdispls[],
		MPI_Datatype recvtype, MPI_Comm comm, MPI_Request *request)
{
  const char *loc = rr_take_site ();
  struct rr_message *sm = rr_message_pending (
      rr_message_coll (RR_OP_IALLTOALLV, RR_ROLE_SEND, sendbuf, 0, sendcounts,
		       sdispls, sendtype, RR_COLL_V, comm, loc));
  struct rr_message *rm = rr_message_pending (
      rr_message_coll (RR_OP_IALLTOALLV, RR_ROLE_RECV, recvbuf, 0, recvcounts,
		       rdispls, recvtype, RR_COLL_V, comm, loc));
  int rc = PMPI_Ialltoallv (sendbuf, sendcounts, sdispls, sendtype, recvbuf,
			    recvcounts, rdispls, recvtype, comm, request);
  started (rc, comm, request);
  rr_message_end (sm, rc, request);
  rr_message_end (rm, rc, request);
  return rc;
}

int
MPI_Ireduce_scatter (const void *sendbuf, void *recvbuf,
		     const int recvcounts[], MPI_Datatype datatype,
		     MPI_Op op, MPI_Comm comm, MPI_Request *request)
{
  const char *loc = rr_take_site ();
  struct rr_message *sm = rr_message_pending (
      rr_message_coll (RR_OP_IREDUCE_SCATTER, RR_ROLE_SEND, sendbuf, 0,
		       recvcounts, NULL, datatype, RR_COLL_V, comm, loc));
  struct rr_message *rm = rr_message_pending (
      rr_message_coll (RR_OP_IREDUCE_SCATTER, RR_ROLE_RECV, recvbuf, 0,
		       recvcounts, NULL, datatype, RR_COLL_MINE, comm, loc));
  int rc = PMPI_Ireduce_scatter (sendbuf, recvbuf, recvcounts, datatype, op,
				 comm, request);
  started (rc, comm, request);
  rr_message_end (sm, rc, request);
  rr_message_end (rm, rc, request);
  return rc;
}

int
MPI_Ireduce_scatter_block (const void *sendbuf, void *recvbuf,
			   int recvcount, MPI_Datatype datatype, MPI_Op op,
			   MPI_Comm comm, MPI_Request *request)
{
  const char *loc = rr_take_site ();
  struct rr_message *sm = rr_message_pending (rr_message_coll (
      RR_OP_IREDUCE_SCATTER_BLOCK, RR_ROLE_SEND, sendbuf, recvcount, NULL,
      NULL, datatype, RR_COLL_EACH, comm, loc));
  struct rr_message *rm = rr_message_pending (rr_message_coll (
      RR_OP_IREDUCE_SCATTER_BLOCK, RR_ROLE_RECV, recvbuf, recvcount, NULL,
      NULL, datatype, RR_COLL_ONE, comm, loc));
  int rc = PMPI_Ireduce_scatter_block (sendbuf, recvbuf, recvcount,
				       datatype, op, comm, request);
  started (rc, comm, request);
  rr_message_end (sm, rc, request);
  rr_message_end (rm, rc, request);
  return rc;
}

/* Nonblocking forms of the rooted and prefix collectives.  */

int
MPI_Ibcast (void *buffer, int count, MPI_Datatype datatype, int root,
	    MPI_Comm comm, MPI_Request *request)
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
  int rc = PMPI_Ibcast (buffer, count, datatype, root, comm, request);
  ordered (rc, takes, &n, request);
  rr_message_end (sm, rc, request);
  rr_message_end (rm, rc, request);
  return rc;
}

int
MPI_Iscatter (const void *sendbuf, int sendcount, MPI_Datatype sendtype,
	      void *recvbuf, int recvcount, MPI_Datatype recvtype, int root,
	      MPI_Comm comm, MPI_Request *request)
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
  int rc = PMPI_Iscatter (sendbuf, sendcount, sendtype, recvbuf, recvcount,
			  recvtype, root, comm, request);
  ordered (rc, takes, &n, request);
  rr_message_end (sm, rc, request);
  rr_message_end (rm, rc, request);
  return rc;
}

int
MPI_Iscatterv (const void *sendbuf, const int sendcounts[],
	       const int displs[], MPI_Datatype sendtype, void *recvbuf,
	       int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm,
	       MPI_Request *request)
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
  int rc = PMPI_Iscatterv (sendbuf, sendcounts, displs, sendtype, recvbuf,
			   recvcount, recvtype, root, comm, request);
  ordered (rc, takes, &n, request);
  rr_message_end (sm, rc, request);
  rr_message_end (rm, rc, request);
  return rc;
}

int
MPI_Ireduce (const void *sendbuf, void *recvbuf, int count,
	     MPI_Datatype datatype, MPI_Op op, int root, MPI_Comm comm,
	     MPI_Request *request)
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
  int rc = PMPI_Ireduce (sendbuf, recvbuf, count, datatype, op, root, comm,
			 request);
  ordered (rc, takes, &n, request);
  rr_message_end (sm, rc, request);
  rr_message_end (rm, rc, request);
  return rc;
}

int
MPI_Igather (const void *sendbuf, int sendcount, MPI_Datatype sendtype,
	     void *recvbuf, int recvcount, MPI_Datatype recvtype, int root,
	     MPI_Comm comm, MPI_Request *request)
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
  int rc = PMPI_Igather (sendbuf, sendcount, sendtype, recvbuf, recvcount,
			 recvtype, root, comm, request);
  ordered (rc, takes, &n, request);
  rr_message_end (sm, rc, request);
  rr_message_end (rm, rc, request);
  return rc;
}

int
MPI_Igatherv (const void *sendbuf, int sendcount, MPI_Datatype sendtype,
	      void *recvbuf, const int recvcounts[], const int displs[],
	      MPI_Datatype recvtype, int root, MPI_Comm comm,
	      MPI_Request *request)
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
  int rc = PMPI_Igatherv (sendbuf, sendcount, sendtype, recvbuf, recvcounts,
			  displs, recvtype, root, comm, request);
  ordered (rc, takes, &n, request);
  rr_message_end (sm, rc, request);
  rr_message_end (rm, rc, request);
  return rc;
}

int
MPI_Iscan (const void *sendbuf, void *recvbuf, int count,
	   MPI_Datatype datatype, MPI_Op op, MPI_Comm comm,
	   MPI_Request *request)
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
  int rc = PMPI_Iscan (sendbuf, recvbuf, count, datatype, op, comm, request);
  ordered (rc, takes, &n, request);
  rr_message_end (sm, rc, request);
  rr_message_end (rm, rc, request);
  return rc;
}

int
MPI_Iexscan (const void *sendbuf, void *recvbuf, int count,
	     MPI_Datatype datatype, MPI_Op op, MPI_Comm comm,
	     MPI_Request *request)
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
  int rc = PMPI_Iexscan (sendbuf, recvbuf, count, datatype, op, comm,
			 request);
  ordered (rc, takes, &n, request);
  rr_message_end (sm, rc, request);
  rr_message_end (rm, rc, request);
  return rc;
}
