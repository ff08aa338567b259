/* event.h -- events, and when one happens before another.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   The model (doc/model.md).  Each process numbers its own events: an
   event (an RMA call's issue, a completion) takes the next even value 2k;
   the plain loads and stores made until the next event share the odd value
   2k+1.  So within one process, A happens before B iff A's value is
   smaller.

   Across processes, order comes from synchronizing collectives (barrier,
   fence...).  Every event carries a snapshot: for each communicator or
   window the process has synchronized on, how many such collectives it
   had completed.  An event A of process p happens before an event B of
   process q if, for some communicator C of both, A's count is lower than
   B's: p entered collective number A[C]+1 after A, q left it before B.
   A snapshot lacks C when the process is not a member of C, or when the
   event came before C was first synchronized on there, that is, at count
   0.  Tokens are never dropped, so nothing else makes one go missing.

   Messages add order too.  A snapshot also holds "known" entries, tokens
   whose gid is RR_KNOWN | rank: the events of that rank up to that value
   happen before.  A process learns them with every message it receives
   (the sender's value and its own snapshot, merged by maximum), so chains
   of messages are followed.  Counts merge the same way: after a message,
   the receiver is after every collective the sender had completed.  A
   synchronizing collective over C makes the known entries of C's members
   redundant (the counts say more), so they are dropped there.  */

#ifndef RMARACE_EVENT_H
#define RMARACE_EVENT_H

#include <stddef.h>
#include <stdint.h>

/* Known entries sort after every communicator.  */
#define RR_KNOWN (UINT64_C (1) << 63)

struct rr_token
{
  uint64_t gid;			/* communicator or window, globally unique */
  uint64_t count;		/* collectives completed on it */
};

struct rr_snapshot
{
  struct rr_snapshot *next_all;	/* every snapshot, for the collector */
  int mark;
  uint32_t n;
  struct rr_token tok[];	/* sorted by gid */
};

struct rr_event
{
  struct rr_event *next_all;	/* every event, for the collector */
  int mark;
  int rank;			/* world rank of the process */
  uint64_t value;		/* see above */
  const struct rr_snapshot *snap; /* NULL: has not happened yet */
};

/* Does A happen before B?  An event that has not happened yet happens
   before nothing.  */
int rr_event_hb (const struct rr_event *a, const struct rr_event *b);

/* This process's clock.  */
void rr_clock_init (int world_rank);
/* A new event of this process (an issue or a completion), now.  */
struct rr_event *rr_clock_tick (void);
/* The event every plain load and store made now shares.  */
struct rr_event *rr_clock_instant (void);
/* This process completed one more collective on GID; known entries for
   which MEMBER (rank, CTX) is true are dropped (NULL: none).  */
void rr_clock_collective (uint64_t gid);
void rr_clock_synchronized (uint64_t gid, int (*member) (int, void *),
			    void *ctx);
/* This process received a message sent by RANK at value VALUE with
   snapshot SNAP.  */
void rr_clock_learn (int rank, uint64_t value,
		     const struct rr_snapshot *snap);
/* GID (a communicator or window just created) starts at count 0.  */
void rr_clock_register (uint64_t gid);
/* Is the process of world rank RANK a member of communicator or window
   GID?  1 yes, 0 no, -1 unknown here (comm.c).  */
int rr_gid_member (uint64_t gid, int rank);

/* An event of this process that has not happened yet: it will complete
   pending operations.  rr_event_happen fills it in from a current event.  */
struct rr_event *rr_event_pending (int rank);
void rr_event_happen (struct rr_event *pending, const struct rr_event *now);

/* Events of other processes, built from notifications.  */
struct rr_snapshot *rr_snapshot_make (uint32_t n, const struct rr_token *tok);
struct rr_event *rr_event_make (int rank, uint64_t value,
				const struct rr_snapshot *snap);

/* Mark-and-sweep collection: rr_gc_mark_event on every event still
   referenced (the clock's own are marked by rr_gc_sweep), then sweep.  */
void rr_gc_mark_event (struct rr_event *e);
void rr_gc_sweep (void);
size_t rr_event_count (void);

#endif /* RMARACE_EVENT_H */
