/* p2p.h -- the order that messages and rooted collectives create.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Before each message of the application, the sender posts a short
   "shadow" message, with the same destination and tag, on the runtime's
   own duplicate of the communicator: its current event and snapshot.
   When the application's message has been received, the receiver takes
   the shadow with the same source and tag -- messages with one source,
   tag and communicator are not overtaken, so the n-th shadow belongs to
   the n-th message -- and learns from it (rr_clock_learn).  The
   application's messages are never touched.

   A nonblocking rooted or prefix collective (MPI_Ibcast, MPI_Ireduce,
   MPI_Iscan...) orders like its blocking form, but only once its
   request completes, and nothing may block when it starts: each member
   that orders others posts them its shadow before the collective
   starts, on another duplicate of the communicator, tagged with the
   collective's number there; each member ordered after others takes
   theirs when its request completes.  A member's request completes
   only once the members whose data it depends on have started, so their
   shadows are there; where no data flows (an empty message) MPI lets the
   collective wait for them all the same, so waiting for the shadows
   cannot deadlock a correct program.  */

#ifndef RMARACE_P2P_H
#define RMARACE_P2P_H

#include <mpi.h>
#include <stdint.h>

/* The application is about to send to DEST with TAG on COMM.  */
void rr_p2p_send (MPI_Comm comm, int dest, int tag);

/* The application received a message on COMM; ST is its status.  */
void rr_p2p_received (MPI_Comm comm, const MPI_Status *st);

/* MPI_Mprobe or MPI_Improbe matched MESSAGE on COMM (ST its status):
   take its shadow now, as MPI matched the message, whatever the order
   of the receives (otherwise MPI's own matching of the shadows would
   scan those of every message matched before).  A matched receive
   (MPI_Mrecv, MPI_Imrecv) takes the shadow (NULL if the runtime did not
   see the message matched), and learns it once the message is in
   (rr_p2p_learn_shadow, which frees it; rr_p2p_drop_shadow frees it
   without).  */
struct rr_shadow;
void rr_p2p_matched (MPI_Message message, MPI_Comm comm,
		     const MPI_Status *st);
struct rr_shadow *rr_p2p_take_matched (MPI_Message message);
void rr_p2p_learn_shadow (struct rr_shadow *s);
void rr_p2p_drop_shadow (struct rr_shadow *s);

/* A rooted collective on COMM completed: ROOT's order flows to every
   member (MPI_Bcast, MPI_Scatter...) when FROM_ROOT, every member's to
   ROOT (MPI_Reduce, MPI_Gather...) otherwise.  */
void rr_p2p_rooted (MPI_Comm comm, int root, int from_root);

/* A prefix reduction on COMM completed (MPI_Scan, MPI_Exscan): every
   lower rank's order flows to each member.  */
void rr_p2p_prefix (MPI_Comm comm);

/* The same on the runtime's own communicator PRIV (comm rank DEST or
   SOURCE, TAG): for the synchronizations of windows (PSCW).  */
void rr_p2p_send_on (MPI_Comm priv, int dest, int tag);
void rr_p2p_receive_on (MPI_Comm priv, int source, int tag);

/* Which way a rooted or prefix collective orders.  */
enum rr_flow
{
  RR_FROM_ROOT,			/* MPI_Ibcast, MPI_Iscatter(v) */
  RR_TO_ROOT,			/* MPI_Ireduce, MPI_Igather(v) */
  RR_PREFIX			/* MPI_Iscan, MPI_Iexscan */
};

/* What a member of a nonblocking rooted or prefix collective takes when
   its request completes.  */
struct rr_nbc
{
  uint64_t gid;			/* the communicator's record */
  enum rr_flow flow;
  int root, rank, size;		/* ranks in the communicator */
  int tag;			/* the collective's number */
};

/* Such a collective, flowing FLOW from or to ROOT, is about to start on
   C: post this member's shadows, and fill *N with what it takes at
   completion.  Return 0 if it takes nothing.  Not a collective.  */
struct rr_comm;
int rr_p2p_nbc_start (struct rr_comm *c, enum rr_flow flow, int root,
		      struct rr_nbc *n);

/* Its request completed: take the shadows of the members it comes after
   (without the lock; waits for them).  */
void rr_p2p_nbc_complete (const struct rr_nbc *n);

/* Free the shadows that were delivered (from rr_notify_poll).  */
void rr_p2p_poll (void);

/* At MPI_Finalize: let go of the shadows nobody took (a receive the
   runtime did not see); MPI completes or discards them.  */
void rr_p2p_finalize (void);

#endif /* RMARACE_P2P_H */
