/* request.c -- requests the runtime follows to their completion.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   An array, with an index by handle: a process may have many requests
   outstanding (N MPI_Rget, each waited for on its own), and a completion
   must not look at the others.  Under the runtime's lock.  */

#include <stdlib.h>
#include <string.h>
#include "request.h"
#include "check.h"
#include "comm.h"
#include "event.h"
#include "message.h"
#include "p2p.h"
#include "ptrmap.h"
#include "report.h"
#include "runtime.h"

struct tracked
{
  MPI_Request req;
  struct rr_event *done;	/* a request-based RMA call, or NULL */
  MPI_Comm comm;		/* a receive, or MPI_COMM_NULL */
  struct rr_shadow *shadow;	/* a matched receive's shadow, or NULL */
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
  /* The other entries with the same handle, a list in the table:
     index + 1, 0 for none; the newest first.  */
  size_t prev, next;
};

enum persistence { NOT_PERSISTENT, PERSISTENT_SEND, PERSISTENT_RECV };

static int take (MPI_Request req, struct tracked *out);
static int take_buffer (MPI_Request req, struct tracked *out);
static struct tracked *find_persistent (MPI_Request req);

/* The requests the runtime tracks, in no order; INDEX gives the first
   entry (index + 1) of each handle.  */
static struct
{
  struct tracked *v;
  size_t n, cap;
  struct ptrmap index;
} requests;

/* REQ as a key of the index.  */
static const void *
key_of (MPI_Request req)
{
  return ptrmap_handle_key (&req, sizeof req);
}

/* The first entry of REQ, index + 1, or 0.  */
static size_t
first_of (MPI_Request req)
{
  return (size_t) ptrmap_get (&requests.index, key_of (req));
}

/* Make entry I (index + 1, or 0 to empty the list) the first of REQ's
   list.  */
static void
set_first (MPI_Request req, size_t i)
{
  if (i)
    ptrmap_put (&requests.index, key_of (req), (void *) i);
  else
    ptrmap_remove (&requests.index, key_of (req));
}

/* Remove entry I from the table: the last one takes its place.  */
static void
remove_at (size_t i)
{
  struct tracked *t = &requests.v[i];
  if (t->prev)
    requests.v[t->prev - 1].next = t->next;
  else
    set_first (t->req, t->next);
  if (t->next)
    requests.v[t->next - 1].prev = t->prev;
  size_t last = --requests.n;
  if (i == last)
    return;
  *t = requests.v[last];
  if (t->prev)
    requests.v[t->prev - 1].next = i + 1;
  else
    set_first (t->req, i + 1);
  if (t->next)
    requests.v[t->next - 1].prev = i + 1;
}

/* The entry rr_request_track_recv just made for REQ, the latest one
   with no buffer yet, or NULL.  Under the lock.  MPI may hand out one
   handle for several requests that were complete at once (Open MPI
   does for small sends), so a handle may have more than one entry.  */
static struct tracked *
find_new_receive (MPI_Request req)
{
  for (size_t i = first_of (req); i; i = requests.v[i - 1].next)
    {
      struct tracked *t = &requests.v[i - 1];
      if (!t->persistent && (t->comm != MPI_COMM_NULL || t->shadow)
	  && !t->done && !t->msg)
	return t;
    }
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
  t.prev = 0;
  t.next = first_of (t.req);
  if (t.next)
    requests.v[t.next - 1].prev = requests.n + 1;
  requests.v[requests.n++] = t;
  set_first (t.req, requests.n);
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
rr_request_track_matched (MPI_Request req, struct rr_shadow *s)
{
  if (req == MPI_REQUEST_NULL)
    rr_p2p_drop_shadow (s);
  else
    track ((struct tracked) { .req = req, .comm = MPI_COMM_NULL,
			      .shadow = s });
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
  for (size_t i = first_of (req); i; i = requests.v[i - 1].next)
    if (requests.v[i - 1].persistent)
      return &requests.v[i - 1];
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
      rr_p2p_drop_shadow (t.shadow);
    }
  rr_unlock ();
}

void
rr_request_buffers_done (MPI_Request req)
{
  if (requests.n == 0)
    return;
  rr_lock ();
  for (size_t i = first_of (req); i; i = requests.v[i - 1].next)
    {
      struct tracked *t = &requests.v[i - 1];
      if (!t->done)
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
  size_t found = 0;
  for (size_t i = first_of (req); i; i = requests.v[i - 1].next)
    {
      found = i;
      if (!buffer_only (&requests.v[i - 1]))
	break;
    }
  if (!found)
    return 0;
  *out = requests.v[found - 1];
  remove_at (found - 1);
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
  for (size_t i = first_of (req); i; i = requests.v[i - 1].next)
    if (buffer_only (&requests.v[i - 1]))
      {
	*out = requests.v[i - 1];
	remove_at (i - 1);
	return 1;
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
      if (found && t.shadow)
	rr_p2p_learn_shadow (t.shadow);
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
      rr_gc_mark_snapshot (requests.v[i].entered.snap);
    }
}
