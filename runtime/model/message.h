/* message.h -- the buffers of messages and collectives as accesses.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   A send reads its buffer and a receive writes it, with the exact bytes
   of its count and datatype.  A blocking call does so at the call; a
   nonblocking or persistent one from the call (or MPI_Start) until its
   request completes, like the origin buffers of MPI_Rput and MPI_Rget:
   meanwhile a conflicting load or store of this process, an RMA call or
   another request touching those bytes races with it.  A send buffer in
   window memory is also a read there for remote RMA, from the call to
   the completion; a receive buffer a write, at the time the message is
   in (after the sender's past is known), so that a Put its sender
   completed before sending is not taken for a race.  doc/model.md.  */

#ifndef RMARACE_MESSAGE_H
#define RMARACE_MESSAGE_H

#include <mpi.h>
#include <stddef.h>
#include <stdint.h>

struct rr_event;
/* Which buffer of a call (enum rr_role): RR_ROLE_SEND or RR_ROLE_RECV.  */

/* The bytes of a message buffer, kept for a request.  */
struct rr_message
{
  uintptr_t base;
  struct rr_range *ranges;
  size_t n;
  int op;			/* enum rr_op */
  int role;			/* RR_ROLE_SEND or RR_ROLE_RECV */
  const char *loc;
  struct rr_event *done;	/* rr_message_begin: when it completes */
};

/* A blocking call OP reads (ROLE RR_ROLE_SEND) or writes (RR_ROLE_RECV)
   COUNT elements of TYPE at BUF, now.  PEER is the destination or
   source: MPI_PROC_NULL touches nothing.  Call a send's before its shadow
   is posted, a receive's after the message's order was taken.  */
void rr_message_now (int op, int role, const void *buf, int count,
		     MPI_Datatype type, int peer, const char *loc);

/* A nonblocking call OP reads or writes its buffer from now until its
   request completes: call rr_message_begin before the call (before a
   send's shadow), rr_message_end after it with its result RC and
   request REQ (for a receive, after rr_request_track_recv).  Begin
   returns NULL when there is nothing to follow.  */
struct rr_message *rr_message_begin (int op, int role, const void *buf,
				    int count, MPI_Datatype type, int peer,
				    const char *loc);
void rr_message_end (struct rr_message *msg, int rc, const MPI_Request *req);

/* The persistent request REQ (after rr_request_persistent) reads or
   writes this buffer whenever it is active.  */
void rr_message_persistent (int role, const void *buf, int count,
			    MPI_Datatype type, int peer, MPI_Request req);

/* The buffer of MSG, a request started now by OP at LOC: pending until
   DONE happens.  Under the lock.  */
void rr_message_start (struct rr_message *msg, int op, const char *loc,
		       struct rr_event *done);

/* MSG's request completed and its message's order was taken: a receive
   buffer is written, for remote RMA in window memory.  Takes the
   lock.  */
void rr_message_arrived (const struct rr_message *msg);

void rr_message_free (struct rr_message *msg);

/* Collectives.  The shape of a buffer of COUNT (or COUNTS) elements.  */
enum rr_coll_shape
{
  RR_COLL_ONE,		/* COUNT elements */
  RR_COLL_EACH,		/* COUNT elements for each member */
  RR_COLL_V,		/* for each member I, COUNTS[I] elements at element
			   DISPLS[I]; DISPLS NULL: one after the other */
  RR_COLL_MINE,		/* COUNTS[rank] elements */
  /* Neighbourhood collectives: a block per in- or out-neighbour of the
     communicator's topology, none for an MPI_PROC_NULL neighbour.  */
  RR_COLL_ONE_OUT,	/* COUNT elements, if some out-neighbour is one */
  RR_COLL_EACH_IN,	/* COUNT elements for each in-neighbour */
  RR_COLL_EACH_OUT,	/* ... out-neighbour */
  RR_COLL_V_IN,		/* COUNTS[I] elements at element DISPLS[I] for
			   in-neighbour I */
  RR_COLL_V_OUT		/* ... out-neighbour I */
};

/* Whom a collective's buffer has a block for.  */
enum rr_peers
{
  RR_PEERS_ALL,		/* each member (of the remote group, for an
			   intercommunicator) */
  RR_PEERS_IN,		/* each in-neighbour of the topology */
  RR_PEERS_OUT		/* each out-neighbour */
};

/* The number of PEERS of COMM, and in *RANKS (if not NULL) their ranks
   in COMM (MPI_PROC_NULL for a missing Cartesian neighbour), malloc'd,
   or NULL for RR_PEERS_ALL.  -1 when MPI cannot say (a neighbourhood
   collective on a communicator without a topology).  */
int rr_coll_peers (MPI_Comm comm, int peers, int **ranks);

/* The bytes of the buffer BUF of collective OP on COMM in ROLE, shaped
   as SHAPE says; NULL when there are none (MPI_IN_PLACE, no elements, an
   intercommunicator, which the runtime leaves alone, or a runtime not
   running).  Record it with rr_message_touch (a blocking collective:
   a send buffer before the call, a receive buffer after its order was
   taken) or rr_message_pending and rr_message_end (a nonblocking
   one).  */
struct rr_message *rr_message_coll (int op, int role, const void *buf,
				    int count, const int *counts,
				    const int *displs, MPI_Datatype type,
				    int shape, MPI_Comm comm,
				    const char *loc);
/* The same for a buffer with a datatype per peer (MPI_Alltoallw,
   MPI_Neighbor_alltoallw): COUNTS[I] elements of TYPES[I] at byte
   displacement DISPLS[I] (int) or ADISPLS[I] (MPI_Aint), for each of
   PEERS (enum rr_peers).  */
struct rr_message *rr_message_coll_w (int op, int role, const void *buf,
				      const int *counts, const int *displs,
				      const MPI_Aint *adispls,
				      const MPI_Datatype *types, int peers,
				      MPI_Comm comm, const char *loc);
void rr_message_touch (struct rr_message *msg);
struct rr_message *rr_message_pending (struct rr_message *msg);

/* Is this process ROOT of COMM?  */
int rr_message_is_root (MPI_Comm comm, int root);

#endif /* RMARACE_MESSAGE_H */
