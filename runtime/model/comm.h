/* comm.h -- communicators the application synchronizes on.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

#ifndef RMARACE_COMM_H
#define RMARACE_COMM_H

#include <mpi.h>
#include <stdint.h>

struct rr_comm
{
  struct rr_comm *next, *prev;	/* PREV: NULL for the first */
  uint64_t gid;			/* the same at every member */
  uint64_t count;		/* synchronizing collectives completed */
  MPI_Comm priv;		/* the runtime's own duplicate */
  /* Another duplicate, for the shadows of the nonblocking rooted and
     prefix collectives (p2p.c): on PRIV they could be taken for the
     shadows of the application's messages, whose tags may be any.  */
  MPI_Comm nbc;
  unsigned nbc_seq;		/* those collectives started on it */
  MPI_Group group;
  /* An intercommunicator's record: PRIV and NBC are over the union of
     its two groups (MPI_Intercomm_merge), and so is GROUP; its messages
     carry no order (p2p.c), and its collectives only raise COUNT.  */
  int inter;
};

/* Set up the registry and register MPI_COMM_WORLD.  */
void rr_comm_init (void);
void rr_comm_finalize (void);

/* The runtime's record of COMM, made on first use.  A collective over
   COMM (over both groups of an intercommunicator): call it only where
   all members call it (inside a collective).  */
struct rr_comm *rr_comm_get (MPI_Comm comm);

/* The runtime's record of COMM if it has one, else NULL; not a
   collective.  */
struct rr_comm *rr_comm_find (MPI_Comm comm);

/* The record whose gid is GID, or NULL if its communicator was freed.
   Under the lock.  */
struct rr_comm *rr_comm_by_gid (uint64_t gid);

/* A synchronizing collective over C: deliver the notifications, barrier,
   then order what follows after everything before, and forget the
   accesses of the windows C spans that can no longer race.  */
void rr_comm_synchronize (struct rr_comm *c);

/* C's members completed a collective that synchronizes them all
   (MPI_Allreduce...), which this process entered at ENTERED (NULL: just
   now; a nonblocking collective was entered when it started): order
   what follows after everything before.  */
struct rr_entry;
void rr_comm_synchronized (struct rr_comm *c, const struct rr_entry *entered);

/* S, raised for every communicator and window to the number of
   synchronizing collectives this process completed there: the counts of
   an event made by a thread that may not know of some of them (another
   thread made them), which comes after them, not before.  Under the
   lock.  */
struct rr_snapshot;
const struct rr_snapshot *rr_comm_process_counts (const struct rr_snapshot *s);
/* A count rr_comm_process_counts reads changed (a collective completed,
   a communicator or window went away).  Under the lock.  */
void rr_comm_counts_changed (void);
/* How many times rr_comm_counts_changed was called: it changes at every
   collective this process counts (the history rr_event_hb asks of its
   own events) and whenever a communicator or window goes (what
   rr_gid_member answers).  */
uint64_t rr_comm_counts_gen (void);
/* Mark the snapshots rr_comm_process_counts keeps, for the event
   collector.  */
void rr_comm_mark (void);

/* Is the process of world rank WORLD_RANK in GROUP?  */
int rr_group_has (MPI_Group group, int world_rank);

/* The runtime's record of MPI_COMM_WORLD.  */
struct rr_comm *rr_comm_world (void);

#endif /* RMARACE_COMM_H */
