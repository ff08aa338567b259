/* event.h -- events, and when one happens before another.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   The model (doc/model.md).  Each thread numbers its own events: an
   event (an RMA call's issue, a completion) takes the next even value 2k;
   the plain loads and stores made until the next event share the odd value
   2k+1 (values carry the thread's number, thread.h).  So within one
   thread, A happens before B iff A's value is smaller.  Between two
   threads of one process, only thread synchronization orders events: it
   passes "known" entries (below) from one thread to another.

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
   whose gid is RR_KNOWN_KEY (rank, thread): the events of that thread of
   that rank up to that value happen before.  A process learns them with every message it receives
   (the sender's value and its own snapshot, merged by maximum), so chains
   of messages are followed.  Counts merge the same way: after a message,
   the receiver is after every collective the sender had completed.  A
   synchronizing collective over C makes the known entries of C's members
   redundant (the counts say more), so they are dropped there.  */

#ifndef RMARACE_EVENT_H
#define RMARACE_EVENT_H

#include <stddef.h>
#include <stdint.h>
#include "snaptree.h"

/* Known entries sort after every communicator.  */
#define RR_KNOWN (UINT64_C (1) << 63)
#define RR_KNOWN_KEY(rank, thread) \
  (RR_KNOWN | ((uint64_t) (uint32_t) (rank) << 16) | (uint16_t) (thread))
#define RR_KNOWN_RANK(gid) ((int) (uint32_t) ((gid) >> 16))

struct rr_thread;

/* The tokens (struct rr_token, snaptree.h) in two trees: the counts of
   communicators and windows, and the known entries, which sort after
   them.  A snapshot is never changed once made but by the call that
   made it; the trees share their nodes with the snapshots it was made
   from (snaptree.h), so making one costs O(log n), not a copy.  */
struct rr_snapshot
{
  struct rr_snapshot *next_all;	/* every snapshot, for the collector */
  int gc_mark;
  struct st_node *counts, *known;
};

struct rr_event
{
  struct rr_event *next_free;	/* the next free slot (event.c) */
  short mark;
  /* Another process's completion that a correction may still make later
     (notify.c): what it orders stays undecided until the next delivery
     from that process.  */
  unsigned char correctable;
  /* A deferred conflict waits on this event (check.c): a change to it
     must be told (rr_event_changed).  */
  unsigned char watched;
  int rank;			/* world rank of the process */
  uint64_t value;		/* see above */
  const struct rr_snapshot *snap; /* NULL: has not happened yet */
};

/* E changed (it happened, was corrected, can no longer be corrected):
   the deferred conflicts that wait on it are judged again at the next
   notification (check.c).  Every change of an event that exists is
   told so.  */
void rr_check_event_changed (struct rr_event *e);
static inline void
rr_event_changed (struct rr_event *e)
{
  if (e->watched)
    rr_check_event_changed (e);
}

/* Does A happen before B?  An event that has not happened yet happens
   before nothing.  */
int rr_event_hb (const struct rr_event *a, const struct rr_event *b);
/* Does A happen before B by program order, or by what B's thread was
   told of A (messages, thread synchronization), not by collective
   counts?  */
int rr_event_known_before (const struct rr_event *a,
			   const struct rr_event *b);

/* The clocks: this process's rank, and the calling thread becomes
   thread 0.  */
void rr_clock_init (int world_rank);
/* Start the clock of thread T, just registered.  */
void rr_clock_start (struct rr_thread *t);
/* A new event of the calling thread (an issue or a completion), now.  */
struct rr_event *rr_clock_tick (void);
/* The event every plain load and store made now shares.  */
struct rr_event *rr_clock_instant (void);
/* A new event whose value another process will learn (a message).  */
struct rr_event *rr_clock_publish (void);
/* Thread synchronization: the calling thread releases into a
   synchronization object holding OLD (NULL: none yet), which becomes the
   snapshot returned; or it acquires one, learning SNAP.  */
struct rr_snapshot *rr_clock_release (const struct rr_snapshot *old);
/* The same release again, into another object, with no new event: the
   calling thread has made none since rr_clock_release.  */
struct rr_snapshot *rr_clock_release_again (const struct rr_snapshot *old);
void rr_clock_acquire (const struct rr_snapshot *snap);
/* Where the calling thread is now, as a collective it starts would
   record it: a nonblocking collective is entered when it starts.  */
struct rr_entry
{
  uint64_t value;		/* its last value */
  struct rr_snapshot *snap;
};
struct rr_entry rr_clock_entry (void);
/* This process completed one more collective on GID, entered at ENTERED
   (NULL: now); known entries of other ranks for which MEMBER (rank, CTX)
   is true are dropped (NULL: none).  */
void rr_clock_collective (uint64_t gid);
void rr_clock_synchronized (uint64_t gid, int (*member) (int, void *),
			    void *ctx, const struct rr_entry *entered);
/* The calling thread received a message sent by RANK at value VALUE
   with snapshot SNAP.  */
void rr_clock_learn (int rank, uint64_t value,
		     const struct rr_snapshot *snap);
/* Did collective number COUNT on GID, as this process made it, come
   after event E?  Always for another process's event (a count of its own
   says so); for an event of this process, only if the thread that made
   the collective knew E when it entered it.  */
int rr_collective_knew (uint64_t gid, uint64_t count,
			const struct rr_event *e);
/* Did the thread at IN (this process's) know event E of this
   process?  */
int rr_entry_knows (const struct rr_entry *in, const struct rr_event *e);
/* S's count for GID, 0 if it has none.  */
uint64_t rr_snapshot_count (const struct rr_snapshot *s, uint64_t gid);
/* GID's token in S, or NULL if S has none: a galloping search,
   O(log) of GID's position.  */
const struct rr_token *rr_snapshot_token (const struct rr_snapshot *s,
					  uint64_t gid);
/* A copy of S whose count for GID is at least COUNT.  */
struct rr_snapshot *rr_snapshot_raise (const struct rr_snapshot *s,
				       uint64_t gid, uint64_t count);
/* GID (a communicator or window just created) starts at count 0.  */
void rr_clock_register (uint64_t gid);
/* Is the process of world rank RANK a member of communicator or window
   GID?  1 yes, 0 no, -1 unknown here (comm.c).  */
int rr_gid_member (uint64_t gid, int rank);

/* An event of this process that has not happened yet: it will complete
   pending operations.  rr_event_happen fills it in from a current event.  */
struct rr_event *rr_event_pending (int rank);
void rr_event_happen (struct rr_event *pending, const struct rr_event *now);
/* How many pending events have happened so far: while it stays the
   same, every event that had not happened still has not.  */
uint64_t rr_event_happened (void);

/* Events of other processes, built from notifications: a snapshot of
   the N tokens TOK (sorted by gid, need not be aligned), sharing the
   nodes of LIKE (NULL: this process's last) that hold the same tokens,
   LIKE itself if all do.  */
const struct rr_snapshot *rr_snapshot_make (const struct rr_snapshot *like,
					    uint32_t n, const void *tok);
/* S's tokens, and S's tokens written to DST (need not be aligned) in
   gid order; the bytes written.  */
uint32_t rr_snapshot_size (const struct rr_snapshot *s);
size_t rr_snapshot_write (const struct rr_snapshot *s, void *dst);
struct rr_event *rr_event_make (int rank, uint64_t value,
				const struct rr_snapshot *snap);

/* Mark-and-sweep collection: rr_gc_mark_event on every event still
   referenced (the clock's own are marked by rr_gc_sweep), then sweep.  */
void rr_gc_mark_event (struct rr_event *e);
/* The same for a snapshot held without an event.  */
void rr_gc_mark_snapshot (const struct rr_snapshot *s);
void rr_gc_sweep (void);
size_t rr_event_count (void);

#endif /* RMARACE_EVENT_H */
