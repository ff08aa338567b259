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
   are there, so that messages on it can carry order.

   Orders that are not exact, on the side of silence (doc/model.md): a
   collective on an intercommunicator (each group's result depends on the
   other group's data, not on its own group's) orders like a barrier over
   both groups; MPI_Alltoallw is exact (like MPI_Alltoallv); a
   neighbourhood collective (MPI_Neighbor_alltoall...), which orders only
   each in-neighbour's past before a member's future, orders like a
   barrier over the whole communicator.

   Send buffers are read and receive buffers written
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
#include "mpi-msgbufs-gen.h"

/* Is COMM an intercommunicator?  */
static int
is_inter (MPI_Comm comm)
{
  int inter = 0;
  return comm != MPI_COMM_NULL
	 && PMPI_Comm_test_inter (comm, &inter) == MPI_SUCCESS && inter;
}

/* COMM's record (of an intercommunicator too), if the runtime runs.  */
static struct rr_comm *
record (MPI_Comm comm)
{
  if (!rr_rt.ready || comm == MPI_COMM_NULL)
    return NULL;
  return rr_comm_get (comm);
}

/* COMM's record, if COMM is an intracommunicator and the runtime runs.  */
static struct rr_comm *
intra (MPI_Comm comm)
{
  return is_inter (comm) ? NULL : record (comm);
}

/* After a collective that synchronizes all members of COMM (or that is
   taken to: on an intercommunicator, a neighbourhood collective).  */
static void
synchronized (int rc, MPI_Comm comm)
{
  struct rr_comm *c;
  if (rc == MPI_SUCCESS && (c = record (comm)))
    rr_comm_synchronized (c, NULL);
}

/* COMM's record, if the runtime already knows COMM and runs: for the
   nonblocking collectives, in which getting a record would be a
   blocking collective.  */
static struct rr_comm *
known (MPI_Comm comm)
{
  if (!rr_rt.ready || comm == MPI_COMM_NULL)
    return NULL;
  return rr_comm_find (comm);
}

/* The same, of an intracommunicator only.  */
static struct rr_comm *
known_intra (MPI_Comm comm)
{
  return is_inter (comm) ? NULL : known (comm);
}

/* After a nonblocking collective that synchronizes its members (or is
   taken to) started with request REQ: it orders like its blocking form
   when the request completes (request.c).  */
static void
started (int rc, MPI_Comm comm, MPI_Request *req)
{
  struct rr_comm *c;
  if (rc == MPI_SUCCESS && (c = known (comm)))
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
  if (is_inter (comm))
    synchronized (rc, comm);
  else if (rc == MPI_SUCCESS && intra (comm))
    rr_p2p_rooted (comm, root, from_root);
}

/* A new communicator: make its record while all members are here.  */
static void
created (int rc, MPI_Comm *newcomm)
{
  if (rc == MPI_SUCCESS && newcomm && *newcomm != MPI_COMM_NULL)
    record (*newcomm);
}

/* After a prefix reduction: each member after every lower one.  */
static void
prefix (int rc, MPI_Comm comm)
{
  if (rc == MPI_SUCCESS && intra (comm))
    rr_p2p_prefix (comm);
}

/* The message buffer of ROLE (send or recv) of the collective NAME, as
   mpi-calls.def describes it, or NULL.  */
#define RR_MSG(ROLE, NAME) rr_msg_##ROLE##_##NAME (RR_ARGS_##NAME, loc)

/* The model code of a blocking collective: its send buffer is read at
   the call, its receive buffer written once STMT took its order (rc is
   the call's result).  */
#define BLOCKING(NAME, STMT)						\
  RR_ON (NAME)								\
  {									\
    const char *loc = RR_SITE (NAME);					\
    rr_message_touch (RR_MSG (send, NAME));				\
    int rc = RR_PMPI (NAME);						\
    STMT;								\
    if (rc == MPI_SUCCESS)						\
      rr_message_touch (RR_MSG (recv, NAME));				\
    return rc;								\
  }

/* ... of a nonblocking one: both buffers are pending from the start to
   the request's completion; BEFORE and AFTER go around the call.  */
#define NONBLOCKING(NAME, BEFORE, AFTER)				\
  RR_ON (NAME)								\
  {									\
    const char *loc = RR_SITE (NAME);					\
    struct rr_message *sm = rr_message_pending (RR_MSG (send, NAME));	\
    struct rr_message *rm = rr_message_pending (RR_MSG (recv, NAME));	\
    BEFORE;								\
    int rc = RR_PMPI (NAME);						\
    AFTER;								\
    rr_message_end (sm, rc, request);					\
    rr_message_end (rm, rc, request);					\
    return rc;								\
  }

/* ... of a call that needs only STMT after it.  */
#define AFTER(NAME, STMT)						\
  RR_ON (NAME)								\
  {									\
    rr_forget_site ();							\
    int rc = RR_PMPI (NAME);						\
    STMT;								\
    return rc;								\
  }

/* Collectives that order like a barrier.  */
BLOCKING (Allreduce, synchronized (rc, comm))
BLOCKING (Allgather, synchronized (rc, comm))
BLOCKING (Allgatherv, synchronized (rc, comm))
BLOCKING (Alltoall, synchronized (rc, comm))
BLOCKING (Alltoallv, synchronized (rc, comm))
BLOCKING (Alltoallw, synchronized (rc, comm))

/* Neighbourhood collectives: taken to order like a barrier.  */
BLOCKING (Neighbor_allgather, synchronized (rc, comm))
BLOCKING (Neighbor_allgatherv, synchronized (rc, comm))
BLOCKING (Neighbor_alltoall, synchronized (rc, comm))
BLOCKING (Neighbor_alltoallv, synchronized (rc, comm))
BLOCKING (Neighbor_alltoallw, synchronized (rc, comm))
BLOCKING (Reduce_scatter, synchronized (rc, comm))
BLOCKING (Reduce_scatter_block, synchronized (rc, comm))

/* Prefix reductions.  */
BLOCKING (Scan, prefix (rc, comm))
BLOCKING (Exscan, prefix (rc, comm))

/* Rooted: the root's past before the members' future (1), or the
   members' past before the root's future (0).  */
BLOCKING (Bcast, rooted (rc, comm, root, 1))
BLOCKING (Scatter, rooted (rc, comm, root, 1))
BLOCKING (Scatterv, rooted (rc, comm, root, 1))
BLOCKING (Reduce, rooted (rc, comm, root, 0))
BLOCKING (Gather, rooted (rc, comm, root, 0))
BLOCKING (Gatherv, rooted (rc, comm, root, 0))

/* Communicator constructors.  */
AFTER (Comm_dup, created (rc, newcomm))
AFTER (Comm_split, created (rc, newcomm))
AFTER (Comm_split_type, created (rc, newcomm))
AFTER (Comm_create, created (rc, newcomm))
AFTER (Comm_dup_with_info, created (rc, newcomm))
AFTER (Comm_create_group, created (rc, newcomm))
AFTER (Cart_sub, created (rc, newcomm))
AFTER (Cart_create, created (rc, comm_cart))
AFTER (Graph_create, created (rc, comm_graph))
AFTER (Dist_graph_create, created (rc, comm_dist_graph))
AFTER (Dist_graph_create_adjacent, created (rc, comm_dist_graph))
AFTER (Intercomm_create, created (rc, newintercomm))
AFTER (Intercomm_merge, created (rc, newintracomm))

/* Nonblocking forms of the synchronizing collectives.  */
AFTER (Ibarrier, started (rc, comm, request))
#define STARTED(NAME) NONBLOCKING (NAME, (void) 0, started (rc, comm, request))
STARTED (Iallreduce)
STARTED (Iallgather)
STARTED (Iallgatherv)
STARTED (Ialltoall)
STARTED (Ialltoallv)
STARTED (Ireduce_scatter)
STARTED (Ireduce_scatter_block)
STARTED (Ialltoallw)
STARTED (Ineighbor_allgather)
STARTED (Ineighbor_allgatherv)
STARTED (Ineighbor_alltoall)
STARTED (Ineighbor_alltoallv)
STARTED (Ineighbor_alltoallw)

/* Nonblocking forms of the rooted and prefix collectives, ordering as
   FLOW around ROOT (on an intercommunicator, like a barrier).  */
#define ORDERED(NAME, FLOW, ROOT)					\
  NONBLOCKING (NAME, struct rr_nbc n;					\
	       int inter = is_inter (comm);				\
	       int takes = !inter && ordering (comm, FLOW, ROOT, &n),	\
	       if (inter) started (rc, comm, request);			\
	       else ordered (rc, takes, &n, request))
ORDERED (Ibcast, RR_FROM_ROOT, root)
ORDERED (Iscatter, RR_FROM_ROOT, root)
ORDERED (Iscatterv, RR_FROM_ROOT, root)
ORDERED (Ireduce, RR_TO_ROOT, root)
ORDERED (Igather, RR_TO_ROOT, root)
ORDERED (Igatherv, RR_TO_ROOT, root)
ORDERED (Iscan, RR_PREFIX, 0)
ORDERED (Iexscan, RR_PREFIX, 0)
