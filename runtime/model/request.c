/* request.c -- requests the runtime follows to their completion.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   A short array: a process has few requests outstanding at once.  Under
   the runtime's lock.  */

#include <stdlib.h>
#include "request.h"
#include "check.h"
#include "comm.h"
#include "event.h"
#include "message.h"
#include "p2p.h"
#include "report.h"
#include "runtime.h"

struct tracked
{
  MPI_Request req;
  struct rr_event *done;	/* a request-based RMA call, or NULL */
  MPI_Comm comm;		/* a receive, or MPI_COMM_NULL */
  uint64_t sync;		/* a synchronizing collective's comm gid, or 0 */
  struct rr_entry entered;	/* when it started */
  struct rr_nbc nbc;		/* a rooted or prefix collective's shadows
				   to take, if nbc.gid != 0 */
  /* A persistent request (MPI_Send_init...): it stays until
     MPI_Request_free; a send posts its shadow at each start, a receive
     takes one at each completion.  */
  int persistent;		/* enum persistence */
  MPI_Comm pcomm;
  int dest, tag;
  int active;			/* a receive started and not completed */
  /* A receive's buffer, written for remote RMA once the message is in;
     a persistent request's buffer, pending from each start (message.h).
     Owned by the entry.  */
  struct rr_message *msg;
  void *keep;			/* rr_request_keep's: freed at completion */
};

enum persistence { NOT_PERSISTENT, PERSISTENT_SEND, PERSISTENT_RECV };

static int take (MPI_Request req, struct tracked *out);
static int take_buffer (MPI_Request req, struct tracked *out);
static struct tracked *find_persistent (MPI_Request req);

/* The requests the runtime tracks, in no order.  */
static struct
{
  struct tracked *v;
  size_t n, cap;
} requests;

/* The entry rr_request_track_recv just made for REQ, the latest one
   with no buffer yet, or NULL.  Under the lock.  MPI may hand out one
   handle for several requests that were complete at once (Open MPI
   does for small sends), so a handle may have more than one entry.  */
static struct tracked *
find_new_receive (MPI_Request req)
{
  for (size_t i = requests.n; i-- > 0;)
    if (requests.v[i].req == req && !requests.v[i].persistent
	&& requests.v[i].comm != MPI_COMM_NULL && !requests.v[i].done
	&& !requests.v[i].msg)
      return &requests.v[i];
  return NULL;
}

static void
track (struct tracked t)
{
  if (t.req == MPI_REQUEST_NULL)
    return;
  rr_lock ();
  if (requests.n == requests.cap)
    {
      size_t cap = requests.cap ? 2 * requests.cap : 16;
      struct tracked *bigger = realloc (requests.v, cap * sizeof *bigger);
      if (!bigger)
	rr_fatal ("out of memory");
      requests.v = bigger;
      requests.cap = cap;
    }
  requests.v[requests.n++] = t;
  rr_unlock ();
}

void
rr_request_track (MPI_Request req, struct rr_event *done)
{
  track ((struct tracked) { .req = req, .done = done, .comm = MPI_COMM_NULL });
}

void
rr_request_track_message (MPI_Request req, struct rr_event *done,
			  struct rr_message *msg)
{
  rr_lock ();
  /* A receive's or a persistent request's entry exists already.  */
  struct tracked *t = done ? find_new_receive (req) : find_persistent (req);
  if (t)
    {
      if (done)
	t->done = done;
      rr_message_free (t->msg);
      t->msg = msg;
    }
  rr_unlock ();
  if (!t)
    track ((struct tracked) { .req = req, .done = done,
			      .comm = MPI_COMM_NULL, .msg = msg });
}

void
rr_request_keep (MPI_Request req, void *p)
{
  track ((struct tracked) { .req = req, .comm = MPI_COMM_NULL, .keep = p });
}

void
rr_request_track_recv (MPI_Request req, MPI_Comm comm)
{
  track ((struct tracked) { .req = req, .comm = comm });
}

void
rr_request_track_collective (MPI_Request req, struct rr_comm *c)
{
  rr_lock ();
  struct rr_entry now = rr_clock_entry ();
  rr_unlock ();
  track ((struct tracked) { .req = req, .comm = MPI_COMM_NULL,
			    .sync = c->gid, .entered = now });
}

void
rr_request_track_nbc (MPI_Request req, const struct rr_nbc *n)
{
  track ((struct tracked) { .req = req, .comm = MPI_COMM_NULL, .nbc = *n });
}

void
rr_request_persistent (MPI_Request req, MPI_Comm comm, int dest, int tag,
		       int is_send)
{
  track ((struct tracked) { .req = req, .comm = MPI_COMM_NULL,
			    .persistent = is_send ? PERSISTENT_SEND
						  : PERSISTENT_RECV,
			    .pcomm = comm, .dest = dest, .tag = tag });
}

/* The persistent request REQ, or NULL.  Under the lock.  */
static struct tracked *
find_persistent (MPI_Request req)
{
  for (size_t i = 0; i < requests.n; i++)
    if (requests.v[i].req == req && requests.v[i].persistent)
      return &requests.v[i];
  return NULL;
}

void
rr_request_start (MPI_Request req, int op, const char *loc)
{
  if (!rr_rt.ready || requests.n == 0)
    return;
  rr_lock ();
  struct tracked *t = find_persistent (req);
  struct tracked copy = t ? *t : (struct tracked) { 0 };
  if (t && t->persistent == PERSISTENT_RECV)
    t->active = 1;
  /* Its buffer is pending until this start completes; before a send's
     shadow, which orders it for the receiver.  */
  if (t && t->msg)
    {
      if (t->done)
	rr_request_complete (t->done);	/* started while active: an error */
      t->done = rr_event_pending (rr_rt.world_rank);
      rr_message_start (t->msg, op, loc, t->done);
    }
  rr_unlock ();
  if (copy.persistent == PERSISTENT_SEND)
    rr_p2p_send (copy.pcomm, copy.dest, copy.tag);
}

void
rr_request_free (MPI_Request req)
{
  if (!rr_rt.ready || requests.n == 0)
    return;
  struct tracked t;
  rr_lock ();
  /* A request freed while active: its buffer is MPI's until some other
     means says the operation is over, which the runtime cannot see; stay
     silent from now on.  */
  for (int more = take (req, &t); more; more = take_buffer (req, &t))
    {
      if (t.done)
	rr_request_complete (t.done);
      rr_message_free (t.msg);
    }
  rr_unlock ();
}

void
rr_request_buffers_done (MPI_Request req)
{
  if (requests.n == 0)
    return;
  rr_lock ();
  for (size_t i = 0; i < requests.n; i++)
    {
      struct tracked *t = &requests.v[i];
      if (t->req != req || !t->done)
	continue;
      /* Completing twice does nothing; a persistent request gets a new
	 event at its next start.  */
      rr_request_complete (t->done);
      if (t->persistent)
	t->done = NULL;
    }
  rr_unlock ();
}

int
rr_requests_tracked (void)
{
  return requests.n != 0;
}

void
rr_requests_before (int n, const MPI_Request *reqs, MPI_Request *saved)
{
  for (int i = 0; i < n; i++)
    saved[i] = reqs ? reqs[i] : MPI_REQUEST_NULL;
}

/* Take the entry of REQ out of the table into *OUT; 0 if untracked.
   An entry that orders something (a receive, a collective) first: a
   nonblocking collective's buffers have entries of their own.  */
static int buffer_only (const struct tracked *t);
static int
take (MPI_Request req, struct tracked *out)
{
  size_t found = requests.n;
  for (size_t i = 0; i < requests.n; i++)
    if (requests.v[i].req == req)
      {
	found = i;
	if (!buffer_only (&requests.v[i]))
	  break;
      }
  if (found == requests.n)
    return 0;
  *out = requests.v[found];
  requests.v[found] = requests.v[--requests.n];
  return 1;
}

/* Is T only a message buffer's entry: nothing to order?  */
static int
buffer_only (const struct tracked *t)
{
  return !t->persistent && t->comm == MPI_COMM_NULL && !t->sync
	 && !t->nbc.gid;
}

/* Take an entry of REQ that is only a buffer's out of the table into
   *OUT; 0 if there is none.  */
static int
take_buffer (MPI_Request req, struct tracked *out)
{
  for (size_t i = 0; i < requests.n; i++)
    {
      struct tracked *t = &requests.v[i];
      if (t->req == req && buffer_only (t))
	{
	  *out = *t;
	  *t = requests.v[--requests.n];
	  return 1;
	}
    }
  return 0;
}

void
rr_requests_after (int n, const MPI_Request *reqs, const MPI_Request *saved,
		   MPI_Status *(*status_of) (int i, void *ctx), void *ctx)
{
  if (requests.n == 0 || !reqs)
    return;
  for (int i = 0; i < n; i++)
    {
      if (saved[i] == MPI_REQUEST_NULL)
	continue;
      if (reqs[i] != MPI_REQUEST_NULL)
	{
	  /* Still allocated: a persistent receive may have completed.  */
	  rr_lock ();
	  struct tracked *p = find_persistent (saved[i]);
	  MPI_Comm comm = MPI_COMM_NULL;
	  MPI_Status *st = status_of (i, ctx);
	  const struct rr_message *arrived = NULL;
	  if (p && p->persistent == PERSISTENT_RECV && p->active && st)
	    {
	      p->active = 0;
	      comm = p->pcomm;
	      arrived = p->msg;
	    }
	  if (p && p->done && st)
	    {
	      rr_request_complete (p->done);
	      p->done = NULL;
	    }
	  rr_unlock ();
	  if (comm != MPI_COMM_NULL)
	    rr_p2p_received (comm, st);
	  /* The entry stays until MPI_Request_free, which this thread
	     would have to make.  */
	  rr_message_arrived (arrived);
	  continue;
	}
      struct tracked t;
      rr_lock ();
      int found = take (saved[i], &t);
      if (found && t.done)
	rr_request_complete (t.done);
      rr_unlock ();
      /* Outside the lock: it may wait for the shadow.  */
      if (found && t.comm != MPI_COMM_NULL)
	rr_p2p_received (t.comm, status_of (i, ctx));
      if (found && t.sync)
	{
	  /* The communicator may have been freed meanwhile.  */
	  rr_lock ();
	  struct rr_comm *c = rr_comm_by_gid (t.sync);
	  if (c)
	    rr_comm_synchronized (c, &t.entered);
	  rr_unlock ();
	}
      /* Outside the lock too: it waits for the shadows.  */
      if (found && t.nbc.gid)
	rr_p2p_nbc_complete (&t.nbc);
      /* The buffers, once the order is taken: the request's own
	 (a receive's), those of a collective's request, and other sends
	 that had this handle (see find_new_receive).  */
      for (int more = found; more; more = take_buffer (saved[i], &t))
	{
	  rr_lock ();
	  if (t.done)
	    rr_request_complete (t.done);
	  rr_unlock ();
	  rr_message_arrived (t.msg);
	  rr_message_free (t.msg);
	  t.msg = NULL;
	  free (t.keep);
	  t.keep = NULL;
	}
    }
}

void
rr_request_mark (void)
{
  for (size_t i = 0; i < requests.n; i++)
    {
      rr_gc_mark_event (requests.v[i].done);
      if (requests.v[i].entered.snap)
	requests.v[i].entered.snap->mark = 1;
    }
}
