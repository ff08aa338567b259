/* notify.h -- telling targets about the accesses made to their memory.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   An origin queues one record per RMA operation for its target, and one
   record when it completes the operations it issued to that target.  The
   queue is sent, as one nonblocking synchronous send on the window's
   private communicator, whenever the origin synchronizes (flush, unlock,
   fence, barrier...).  A process receives what has arrived each time it
   enters an MPI call.  No thread polls.

   Synchronizing collectives are where delivery is guaranteed: before
   completing one, a process waits until each send it made to a member has
   been matched, receiving meanwhile, and only then joins a nonblocking
   barrier with the others.  When the barrier completes, every record any
   member sent before the collective has been received.  A fence counts
   its window's messages instead (rr_notify_fence_begin).  */

#ifndef RMARACE_NOTIFY_H
#define RMARACE_NOTIFY_H

#include <mpi.h>
#include <stddef.h>
#include <stdint.h>

struct rr_window;
struct rr_event;

/* A growable byte buffer.  */
struct rr_msgbuf
{
  unsigned char *data;
  size_t len, cap;
};

/* One contiguous piece of an access, in bytes from its start.  */
struct rr_range
{
  uint64_t off, len;
};

struct rr_access;

/* Queue, for target TRANK of W, the access ACC (its kind, operation,
   lock, basic datatype, location and issue event) at target displacement
   TDISP over RANGES, completed by the batch DONE_ID (0: complete as soon
   as issued, a load or store).  */
void rr_notify_op (struct rr_window *w, int trank,
		   const struct rr_access *acc, uint64_t done_id,
		   int64_t tdisp, const struct rr_range *ranges,
		   size_t n_ranges);
/* Queue, for OWNER of W, the load or store ACC of LEN bytes at OFF in
   its shared segment, made by this process.  */
void rr_notify_shared (struct rr_window *w, int owner,
		       const struct rr_access *acc, uint64_t off,
		       uint64_t len);

/* Queue, for target TRANK of W, that batch DONE_ID completed at NOW.  */
void rr_notify_complete (struct rr_window *w, int trank, uint64_t done_id,
			 const struct rr_event *now);
/* Collective number N on GID (a communicator or window), entered at
   ENTERED (NULL: now) by the calling thread: tell the targets of the
   completions that thread did not know that they do not come before it.
   Before the collective delivers.  Under the lock.  */
struct rr_entry;
void rr_notify_collective (uint64_t gid, uint64_t n,
			   const struct rr_entry *entered);
/* At a target: the completions of W's incoming batches ordered before
   collective COUNT on GID can no longer be corrected.  */
void rr_notify_collect (struct rr_window *w, uint64_t gid, uint64_t count);
/* Mark the events kept here for the collector.  */
void rr_notify_mark (void);
/* Send every queued record.  */
void rr_notify_send_all (void);
/* Send the queues that have grown past RR_NOTIFY_BATCH bytes.  */
#define RR_NOTIFY_BATCH 65536
void rr_notify_send_full (void);
/* Receive and apply whatever has arrived.  */
void rr_notify_poll (void);
/* The same, the lock held.  */
void rr_notify_poll_locked (void);
/* A synchronizing collective over the members of GROUP, made on PRIV (a
   private communicator over them): deliver, then barrier.  */
void rr_notify_sync (MPI_Comm priv, MPI_Group group);
/* A fence of W, whose exchange rides on the application's own fence:
   rr_notify_fence_begin (under the lock) sends W's queues, each target's
   as one message it will count, and starts a nonblocking exchange of how
   many each member receives; the application's MPI_Win_fence follows,
   then rr_notify_fence_end (without the lock) receives exactly that
   many, and delivers like rr_notify_sync.  Members that had uncounted
   sends unmatched (another window's, a flush's) make every member
   wait for them and barrier too.  */
struct rr_fence_sync
{
  struct rr_window *w;
  MPI_Request req;
  int result[2];		/* messages to receive, members slow */
  int odd;			/* parity of the fence: the messages' header */
  int *sent;			/* comm ranks sent a counted message */
  size_t n_sent;
  int slow;			/* this process had an uncounted send */
};
void rr_notify_fence_begin (struct rr_window *w, struct rr_fence_sync *fs);
void rr_notify_fence_end (struct rr_fence_sync *fs);
/* Forget W's queues (its window is being freed; its final synchronization
   delivered them already).  */
void rr_notify_forget (struct rr_window *w);
/* W was just registered (the lock held): apply the messages that came
   for it before.  */
void rr_notify_window_added (struct rr_window *w);
/* Create the communicator every notification travels on (at MPI_Init,
   collective over MPI_COMM_WORLD), and free it (at MPI_Finalize, once
   everything was delivered).  */
void rr_notify_init (void);
void rr_notify_finalize (void);

#endif /* RMARACE_NOTIFY_H */
