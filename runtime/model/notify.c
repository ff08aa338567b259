/* notify.c -- queue, send, receive and apply notifications.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Every window's messages travel on one communicator of the runtime's,
   a duplicate of MPI_COMM_WORLD, so that receiving what has arrived is
   one MPI_Iprobe whatever the number of windows.  A message is a
   header (HDR_LEN bytes: enum header:u8, the window's gid:u64, the
   sender's rank in the window:u32) then a sequence of records:
     'O' kind:u8 op:u8 lock:u8 basic:u32 aop:u8 elsize:u8 lock_epoch:u32 thread:u32 done_id:u64
	 issue_value:u64 snapshot tdisp:i64 n_ranges:u32 (off:u64 len:u64)*
	 loc_len:u16 loc
     'C' done_id:u64 value:u64 correctable:u8 snapshot
     'X' done_id:u64 gid:u64 count:u64
     'R' done_id:u64 issue_value:u64
     'c' done_id:u64 value:u64 correctable:u8
   where snapshot is n:u32 (gid:u64 count:u64)*.  Records from one origin
   to one target travel in order (one communicator, one tag), those of
   all windows too.  'R'
   repeats the origin's last 'O' record to that target but for its batch
   and issue (a counter taken with MPI_Fetch_and_op in a loop): the
   target keeps that record (struct rr_last_op) and applies it again.
   'c' is a 'C' whose snapshot is that of the origin's last 'O' or 'R'
   record to that target.  */

#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include "array.h"
#include "notify.h"
#include "p2p.h"
#include "check.h"
#include "comm.h"
#include "event.h"
#include "incoming.h"
#include "intern.h"
#include "report.h"
#include "runtime.h"
#include "thread.h"
#include "window.h"

#define RR_TAG 4242

/* A message's first byte: whether a fence counts it (rr_notify_fence_begin),
   and which, by the parity of the window's fences.  */
enum header
{
  HDR_UNCOUNTED,
  HDR_FENCE_EVEN,
  HDR_FENCE_ODD
};

/* The header's length: enum header, gid, sender's rank.  */
#define HDR_LEN (1 + sizeof (uint64_t) + sizeof (uint32_t))

/* A message for a window this process does not know yet: another
   thread may have received it while the window's creation had not
   registered it (rr_notify_window_added).  */
struct early
{
  struct early *next;
  uint64_t gid;
  int source;			/* world rank */
  unsigned char *data;
  size_t len;
};

/* The notifications' state.  */
static struct
{
  /* Sends not yet matched by their receiver, oldest first (struct
     rr_send), and where the next one goes.  */
  struct rr_send *sends, **sends_tail;
  /* Has a queue grown past RR_NOTIFY_BATCH since the last
     send_queues?  */
  int queue_full;
  /* Completions another thread's collective may not be ordered after
     (struct unsettled); how many there are, and how many trigger a
     pruning without waiting for a collective.  */
  struct unsettled *unsettled;
  size_t n_unsettled, unsettled_threshold;
  /* Where every message travels (rr_notify_init).  */
  MPI_Comm comm;
  /* Messages for windows not known yet.  */
  struct early *early;
} notify_state = { NULL, &notify_state.sends, 0, NULL, 0, 1024,
		   MPI_COMM_NULL, NULL };

/* Sends not yet matched by their receiver, oldest first.  */
struct rr_send
{
  struct rr_send *next;
  MPI_Request req;
  unsigned char *data;
  int dest_world;
  struct rr_target *target;	/* whose queue it was */
  /* Sent by a fence that counted it: its target receives it before it
     leaves that fence, so no later synchronization waits for it.  */
  int counted;
};

static void
buf_need (struct rr_msgbuf *b, size_t more)
{
  /* A message starts with its header (send_queues).  */
  if (b->len == 0)
    more += HDR_LEN;
  if (b->len + more > b->cap)
    {
      size_t cap = b->cap ? b->cap * 2 : 4096;
      while (cap < b->len + more)
	cap *= 2;
      unsigned char *data = realloc (b->data, cap);
      if (!data)
	rr_fatal ("out of memory");
      b->data = data;
      b->cap = cap;
    }
  if (b->len == 0)
    {
      b->data[0] = HDR_UNCOUNTED;
      b->len = HDR_LEN;
    }
}

static void
buf_put (struct rr_msgbuf *b, const void *p, size_t n)
{
  buf_need (b, n);
  memcpy (b->data + b->len, p, n);
  b->len += n;
  if (b->len >= RR_NOTIFY_BATCH)
    notify_state.queue_full = 1;
}

#define PUT(B, X) buf_put ((B), &(X), sizeof (X))

static void
put_snapshot (struct rr_msgbuf *b, const struct rr_snapshot *s)
{
  uint32_t n = rr_snapshot_size (s);
  PUT (b, n);
  buf_need (b, n * sizeof (struct rr_token));
  b->len += rr_snapshot_write (s, b->data + b->len);
  if (b->len >= RR_NOTIFY_BATCH)
    notify_state.queue_full = 1;
}

/* The last 'O' record an origin queued for a target, or a target
   applied from an origin, but for its batch and issue: what an 'R'
   record repeats.  Only records of one range.  */
struct rr_last_op
{
  int valid;
  struct rr_access acc;		/* but for its issue and completion */
  int64_t tdisp;
  struct rr_range range;
  /* At the origin: the issue's snapshot, kept from the collector
     (rr_notify_mark), so that an equal pointer is an equal snapshot.
     The target shares its incoming last_issue's.  */
  const struct rr_snapshot *snap;
};

static struct rr_last_op *
last_op_of (struct rr_last_op **p)
{
  if (!*p)
    {
      *p = calloc (1, sizeof **p);
      if (!*p)
	rr_fatal ("out of memory");
    }
  return *p;
}

/* Does ACC at TDISP over RANGES (N of them) repeat L but for its batch
   and issue?  */
static int
repeats (const struct rr_last_op *l, const struct rr_access *acc,
	 int64_t tdisp, const struct rr_range *ranges, size_t n)
{
  return (l && l->valid && n == 1 && l->snap == acc->issue->snap
	  && l->tdisp == tdisp && l->range.off == ranges[0].off
	  && l->range.len == ranges[0].len && l->acc.kind == acc->kind
	  && l->acc.op == acc->op && l->acc.lock == acc->lock
	  && l->acc.basic == acc->basic && l->acc.aop == acc->aop
	  && l->acc.elsize == acc->elsize
	  && l->acc.lock_epoch == acc->lock_epoch
	  && l->acc.thread == acc->thread && l->acc.loc == acc->loc);
}

/* Mark TRANK's queue of W as having something to send.  */
static struct rr_msgbuf *
queue_of (struct rr_window *w, int trank)
{
  rr_window_touch (w, trank);
  return &w->targets[trank].out;
}

/* Append the N bytes at P at *AT, and move *AT past them.  */
static void
put_at (unsigned char **at, const void *p, size_t n)
{
  memcpy (*at, p, n);
  *at += n;
}

#define PUT_AT(AT, X) put_at ((AT), &(X), sizeof (X))

/* Queue ACC for target TRANK of W (rr_notify_op), as an 'R' record if
   REPEAT allows and it repeats the last one.  */
static void
queue_op (struct rr_window *w, int trank, const struct rr_access *acc,
	  uint64_t done_id, int64_t tdisp, const struct rr_range *ranges,
	  size_t n_ranges, int repeat)
{
  struct rr_msgbuf *b = queue_of (w, trank);
  struct rr_target *t = &w->targets[trank];
  t->shared_len_at = 0;
  if (repeat && repeats (t->last_op, acc, tdisp, ranges, n_ranges))
    {
      uint8_t tag = 'R';
      size_t len = sizeof tag + sizeof done_id + sizeof acc->issue->value;
      buf_need (b, len);
      unsigned char *at = b->data + b->len;
      PUT_AT (&at, tag);
      PUT_AT (&at, done_id);
      PUT_AT (&at, acc->issue->value);
      b->len += len;
      if (b->len >= RR_NOTIFY_BATCH)
	notify_state.queue_full = 1;
      return;
    }
  uint8_t tag = 'O';
  uint32_t n = n_ranges;
  const char *loc = acc->loc;
  uint16_t loc_len = strlen (loc);
  const struct rr_snapshot *snap = acc->issue->snap;
  uint32_t n_tok = rr_snapshot_size (snap);
  /* One record per RMA call: room for all of it at once.  */
  size_t len = (sizeof tag + sizeof acc->kind + sizeof acc->op
		+ sizeof acc->lock + sizeof acc->basic + sizeof acc->aop
		+ sizeof acc->elsize + sizeof acc->lock_epoch
		+ sizeof acc->thread + sizeof done_id
		+ sizeof acc->issue->value + sizeof n_tok
		+ n_tok * sizeof (struct rr_token) + sizeof tdisp + sizeof n
		+ n_ranges * sizeof *ranges + sizeof loc_len + loc_len);
  buf_need (b, len);
  unsigned char *at = b->data + b->len;
  PUT_AT (&at, tag);
  PUT_AT (&at, acc->kind);
  PUT_AT (&at, acc->op);
  PUT_AT (&at, acc->lock);
  PUT_AT (&at, acc->basic);
  PUT_AT (&at, acc->aop);
  PUT_AT (&at, acc->elsize);
  PUT_AT (&at, acc->lock_epoch);
  PUT_AT (&at, acc->thread);
  PUT_AT (&at, done_id);
  PUT_AT (&at, acc->issue->value);
  PUT_AT (&at, n_tok);
  at += rr_snapshot_write (snap, at);
  PUT_AT (&at, tdisp);
  PUT_AT (&at, n);
  put_at (&at, ranges, n_ranges * sizeof *ranges);
  PUT_AT (&at, loc_len);
  put_at (&at, loc, loc_len);
  b->len += len;
  if (b->len >= RR_NOTIFY_BATCH)
    notify_state.queue_full = 1;
  if (n_ranges == 1 || t->last_op)
    {
      struct rr_last_op *l = last_op_of (&t->last_op);
      l->valid = repeat && n_ranges == 1;
      l->acc = *acc;
      l->tdisp = tdisp;
      if (n_ranges == 1)
	l->range = ranges[0];
      l->snap = snap;
    }
}

void
rr_notify_op (struct rr_window *w, int trank, const struct rr_access *acc,
	      uint64_t done_id, int64_t tdisp, const struct rr_range *ranges,
	      size_t n_ranges)
{
  queue_op (w, trank, acc, done_id, tdisp, ranges, n_ranges, 1);
}

void
rr_notify_shared (struct rr_window *w, int owner,
		  const struct rr_access *acc, uint64_t off, uint64_t len)
{
  struct rr_target *t = &w->targets[owner];
  struct rr_msgbuf *b = &t->out;
  rr_window_touch (w, owner);
  /* A loop over the segment makes one record, not one per element.  */
  if (t->shared_len_at && t->shared_end == off && t->shared_loc == acc->loc
      && t->shared_event == acc->issue && t->shared_kind == acc->kind)
    {
      uint64_t total;
      memcpy (&total, b->data + t->shared_len_at, sizeof total);
      total += len;
      memcpy (b->data + t->shared_len_at, &total, sizeof total);
      t->shared_end += len;
      return;
    }
  struct rr_range range = { off, len };
  /* Never a repeat, nor repeated: its length may grow in place.  */
  queue_op (w, owner, acc, 0, 0, &range, 1, 0);
  /* The record ends with the range's len, then the location.  */
  t->shared_len_at = b->len - strlen (acc->loc) - sizeof (uint16_t)
		     - sizeof (uint64_t);
  t->shared_end = off + len;
  t->shared_loc = acc->loc;
  t->shared_event = acc->issue;
  t->shared_kind = acc->kind;
}

/* CORRECTABLE: corrections ('X') may follow (rr_notify_complete).  */
static void
notify_complete (struct rr_window *w, int trank, uint64_t done_id,
		 uint64_t value, uint8_t correctable,
		 const struct rr_snapshot *snap)
{
  struct rr_msgbuf *b = queue_of (w, trank);
  const struct rr_last_op *l = w->targets[trank].last_op;
  uint8_t tag = l && l->snap == snap ? 'c' : 'C';
  w->targets[trank].shared_len_at = 0;
  if (tag == 'C')
    {
      PUT (b, tag);
      PUT (b, done_id);
      PUT (b, value);
      PUT (b, correctable);
      put_snapshot (b, snap);
      return;
    }
  /* The common record, one per flush: room for all of it at once.  */
  size_t len = sizeof tag + sizeof done_id + sizeof value + sizeof correctable;
  buf_need (b, len);
  unsigned char *at = b->data + b->len;
  PUT_AT (&at, tag);
  PUT_AT (&at, done_id);
  PUT_AT (&at, value);
  PUT_AT (&at, correctable);
  b->len += len;
  if (b->len >= RR_NOTIFY_BATCH)
    notify_state.queue_full = 1;
}

/* Completions made by one thread that another thread's collective may
   not be ordered after.  A collective orders before it only what the
   thread that enters it knows (doc/model.md, "Threads"): when a thread
   that does not know completion E enters collective number N on GID
   while E's count there says "before N", E's target is told that E's
   count on GID is N ('X'), before the collective delivers; once a thread
   that knows E enters a collective on GID, E is settled there.  E is
   forgotten once every thread knows it: every later collective is then
   after it.  */
struct unsettled
{
  struct unsettled *next;
  struct rr_window *w;
  int trank;
  uint64_t done_id;
  const struct rr_event *e;
  const struct rr_snapshot *eff; /* E's counts as its target has them */
  size_t n_settled;
  uint64_t settled[4];		/* gids where E is settled; more: all */
};

/* Forget the completions every thread knows, and those of window W
   (NULL: none).  */
static void
unsettled_prune (const struct rr_window *w)
{
  for (struct unsettled **pu = &notify_state.unsettled; *pu;)
    {
      struct unsettled *u = *pu;
      if (u->w == w || rr_thread_all_know (u->e))
	{
	  *pu = u->next;
	  free (u);
	  notify_state.n_unsettled--;
	}
      else
	pu = &u->next;
    }
}

void
rr_notify_complete (struct rr_window *w, int trank, uint64_t done_id,
		    const struct rr_event *now)
{
  /* With one thread, every collective made so far or to come is made by
     a thread that knows NOW, and threads started later learn it from
     their creator.  */
  if (rr_thread_count () < 2)
    {
      notify_complete (w, trank, done_id, now->value, 0, now->snap);
      return;
    }
  /* Another thread may have completed collectives this one does not
     know of: NOW comes after them.  */
  const struct rr_snapshot *eff = rr_comm_process_counts (now->snap);
  notify_complete (w, trank, done_id, now->value, 1, eff);
  struct unsettled *u = malloc (sizeof *u);
  if (!u)
    rr_fatal ("out of memory");
  *u = (struct unsettled) { notify_state.unsettled, w, trank, done_id, now,
			    eff, 0, { 0 } };
  notify_state.unsettled = u;
  if (++notify_state.n_unsettled > notify_state.unsettled_threshold)
    {
      unsettled_prune (NULL);
      notify_state.unsettled_threshold = 2 * notify_state.n_unsettled + 1024;
    }
}

static int
is_settled (const struct unsettled *u, uint64_t gid)
{
  if (u->n_settled > sizeof u->settled / sizeof u->settled[0])
    return 1;
  for (size_t i = 0; i < u->n_settled; i++)
    if (u->settled[i] == gid)
      return 1;
  return 0;
}

void
rr_notify_collective (uint64_t gid, uint64_t n,
		      const struct rr_entry *entered)
{
  struct rr_entry now = rr_clock_entry ();
  if (!entered)
    entered = &now;
  unsettled_prune (NULL);
  for (struct unsettled *u = notify_state.unsettled; u; u = u->next)
    {
      if (is_settled (u, gid))
	continue;
      if (rr_entry_knows (entered, u->e))
	{
	  if (u->n_settled <= sizeof u->settled / sizeof u->settled[0])
	    {
	      if (u->n_settled < sizeof u->settled / sizeof u->settled[0])
		u->settled[u->n_settled] = gid;
	      u->n_settled++;
	    }
	  continue;
	}
      if (rr_snapshot_count (u->eff, gid) >= n)
	continue;
      u->eff = rr_snapshot_raise (u->eff, gid, n);
      struct rr_msgbuf *b = queue_of (u->w, u->trank);
      uint8_t tag = 'X';
      u->w->targets[u->trank].shared_len_at = 0;
      PUT (b, tag);
      PUT (b, u->done_id);
      PUT (b, gid);
      PUT (b, n);
    }
}

void
rr_notify_mark (void)
{
  for (struct unsettled *u = notify_state.unsettled; u; u = u->next)
    {
      rr_gc_mark_event ((struct rr_event *) u->e);
      rr_gc_mark_snapshot (u->eff);
    }
  for (struct rr_window *w = rr_window_first (); w; w = w->next)
    for (int r = 0; r < w->comm_size; r++)
      if (w->targets[r].last_op && w->targets[r].last_op->snap)
	rr_gc_mark_snapshot (w->targets[r].last_op->snap);
}

/* Send every queue holding at least MIN bytes (and something), each to
   its target's world rank on the runtime's communicator.  The queues of
   FENCED (if not NULL) go as its fence's counted messages, with
   header HDR, and each target sent to is appended to SENT (*N_SENT
   of them); the others are synchronous sends, uncounted.  */
static void
send_queues (size_t min, struct rr_window *fenced, uint8_t hdr, int *sent,
	     size_t *n_sent)
{
  notify_state.queue_full = 0;
  /* Only the queues of touched targets (window.h) may hold
     something.  Untouching W takes it off the list, not the next.  */
  struct rr_window *next;
  for (struct rr_window *w = rr_window_first_touched (); w; w = next)
    {
      next = w->touched_link.next;
      const int *ranks;
      size_t n = rr_window_touched (w, &ranks);
      for (size_t i = 0; i < n; i++)
	{
	  int r = ranks[i];
	  struct rr_msgbuf *b = &w->targets[r].out;
	  if (b->len == 0 || b->len < min)
	    continue;
	  struct rr_send *s = malloc (sizeof *s);
	  if (!s)
	    rr_fatal ("out of memory");
	  s->data = b->data;
	  s->dest_world = w->world_rank_of[r];
	  s->target = &w->targets[r];
	  s->counted = w == fenced;
	  uint64_t gid = w->gid;
	  uint32_t from = w->comm_rank;
	  memcpy (b->data + 1, &gid, sizeof gid);
	  memcpy (b->data + 1 + sizeof gid, &from, sizeof from);
	  if (s->counted)
	    {
	      /* The target waits for it, knowing how many to wait for:
		 no need to hear that it was matched.  */
	      b->data[0] = hdr;
	      PMPI_Isend (b->data, (int) b->len, MPI_BYTE, s->dest_world,
			  RR_TAG, notify_state.comm, &s->req);
	      sent[(*n_sent)++] = r;
	    }
	  else
	    PMPI_Issend (b->data, (int) b->len, MPI_BYTE, s->dest_world,
			 RR_TAG, notify_state.comm, &s->req);
	  s->next = NULL;
	  *notify_state.sends_tail = s;
	  notify_state.sends_tail = &s->next;
	  *b = (struct rr_msgbuf) { NULL, 0, 0 };
	  w->targets[r].shared_len_at = 0;
	}
      rr_window_untouch_idle (w);
    }
}

void
rr_notify_send_all (void)
{
  send_queues (0, NULL, 0, NULL, NULL);
}

void
rr_notify_send_full (void)
{
  if (notify_state.queue_full)
    send_queues (RR_NOTIFY_BATCH, NULL, 0, NULL, NULL);
}

/* Free the sends that completed.  The sends of one queue go to one
   process on one communicator with one tag, so they are matched in
   order: once one of them is not, the later ones are not tested.  Each
   call tests at most one unmatched send per queue.  */
static void
test_sends (void)
{
  static uint64_t pass;
  pass++;
  struct rr_send **ps = &notify_state.sends;
  while (*ps)
    {
      struct rr_send *s = *ps;
      int done = 0;
      if (s->target->blocked_pass != pass)
	PMPI_Test (&s->req, &done, MPI_STATUS_IGNORE);
      if (done)
	{
	  *ps = s->next;
	  free (s->data);
	  free (s);
	}
      else
	{
	  s->target->blocked_pass = pass;
	  ps = &s->next;
	}
    }
  notify_state.sends_tail = ps;
}

/* Is an uncounted send to a member of GROUP still unmatched?  */
static int
sends_pending_to (MPI_Group group)
{
  for (struct rr_send *s = notify_state.sends; s; s = s->next)
    if (!s->counted && rr_group_has (group, s->dest_world))
      return 1;
  return 0;
}

/* Reading a message.  A short or malformed message is a bug of ours:
   stop reading it rather than read past its end.  */
struct reader
{
  const unsigned char *p, *end;
  int bad;
};

static void
get (struct reader *r, void *out, size_t n)
{
  if ((size_t) (r->end - r->p) < n)
    {
      r->bad = 1;
      memset (out, 0, n);
      return;
    }
  memcpy (out, r->p, n);
  r->p += n;
}

#define GET(R, X) get ((R), &(X), sizeof (X))

/* A snapshot read from R; PREV's, when they are equal (an origin's
   snapshot changes only when it synchronizes: most records repeat it),
   else one sharing PREV's nodes where they hold the same tokens.  */
static const struct rr_snapshot *
get_snapshot (struct reader *r, const struct rr_event *prev)
{
  uint32_t n;
  GET (r, n);
  if (r->bad || n > (size_t) (r->end - r->p) / sizeof (struct rr_token))
    {
      r->bad = 1;
      return rr_snapshot_make (NULL, 0, NULL);
    }
  const struct rr_snapshot *s
    = rr_snapshot_make (prev ? prev->snap : NULL, n, r->p);
  r->p += n * sizeof (struct rr_token);
  return s;
}

/* The completion event of batch ID from origin SRC of W, made when its
   first operation arrives.  */
static struct rr_event *
incoming_done (struct rr_window *w, int src, uint64_t id)
{
  if (!w->incoming[src].listed)
    {
      w->incoming[src].listed = 1;
      w->sources = rr_array_room (w->sources, w->n_sources, &w->cap_sources,
				  sizeof *w->sources);
      w->sources[w->n_sources++] = src;
      rr_window_collecting_add (w);
    }
  return rr_incoming_open (&w->incoming[src], id, w->world_rank_of[src]);
}

static void
apply_op (struct rr_window *w, int src, struct reader *r)
{
  uint8_t kind, op, lock, aop, elsize;
  uint32_t basic, lock_epoch, thread;
  uint64_t done_id, value;
  int64_t tdisp;
  uint32_t n;
  GET (r, kind);
  GET (r, op);
  GET (r, lock);
  GET (r, basic);
  GET (r, aop);
  GET (r, elsize);
  GET (r, lock_epoch);
  GET (r, thread);
  GET (r, done_id);
  GET (r, value);
  struct rr_incoming *in = &w->incoming[src];
  const struct rr_snapshot *snap = get_snapshot (r, in->last_issue);
  GET (r, tdisp);
  GET (r, n);
  if (r->bad || n > (size_t) (r->end - r->p) / sizeof (struct rr_range))
    {
      r->bad = 1;
      return;
    }
  const struct rr_range *ranges = (const void *) r->p;
  r->p += n * sizeof (struct rr_range);
  uint16_t loc_len;
  GET (r, loc_len);
  if (r->bad || loc_len > r->end - r->p)
    {
      r->bad = 1;
      return;
    }
  const char *loc = rr_intern (
      (const char *) r->p, loc_len);
  r->p += loc_len;

  int origin = w->world_rank_of[src];
  if (kind >= RR_KIND_MAX || op >= RR_OP_MAX || lock > RR_LOCK_EXCLUSIVE)
    {
      r->bad = 1;
      return;
    }
  struct rr_access acc = {
    .kind = kind,
    .op = op,
    .lock = lock,
    .basic = basic,
    .aop = aop,
    .elsize = elsize,
    .lock_epoch = lock_epoch,
    .rank = origin,
    .window = w->num,
    .thread = thread,
    .loc = loc,
    .issue = rr_event_make (origin, value, snap),
  };
  in->last_issue = acc.issue;
  if (n == 1 || in->last_op)
    {
      struct rr_last_op *l = last_op_of (&in->last_op);
      l->valid = n == 1;
      l->acc = acc;
      l->tdisp = tdisp;
      if (n == 1)
	memcpy (&l->range, &ranges[0], sizeof l->range);
    }
  acc.complete = done_id ? incoming_done (w, src, done_id) : acc.issue;
  for (uint32_t i = 0; i < n; i++)
    {
      struct rr_range range;
      memcpy (&range, &ranges[i], sizeof range);
      rr_check_target (w, tdisp, range.off, range.len, &acc);
    }
}

/* 'R': the origin's last operation again, in batch DONE_ID, issued at
   value VALUE with the same snapshot.  */
static void
apply_repeat (struct rr_window *w, int src, struct reader *r)
{
  uint64_t done_id, value;
  GET (r, done_id);
  GET (r, value);
  struct rr_incoming *in = &w->incoming[src];
  const struct rr_last_op *l = in->last_op;
  if (r->bad || !l || !l->valid || !in->last_issue)
    {
      r->bad = 1;
      return;
    }
  struct rr_access acc = l->acc;
  acc.issue = rr_event_make (acc.rank, value, in->last_issue->snap);
  in->last_issue = acc.issue;
  acc.complete = done_id ? incoming_done (w, src, done_id) : acc.issue;
  rr_check_target (w, l->tdisp, l->range.off, l->range.len, &acc);
}

/* 'C', or 'c' (SAME_SNAP: with the snapshot of the last issue).  */
static void
apply_complete (struct rr_window *w, int src, struct reader *r,
		int same_snap)
{
  uint64_t done_id, value;
  uint8_t correctable;
  GET (r, done_id);
  GET (r, value);
  GET (r, correctable);
  struct rr_incoming *in = &w->incoming[src];
  if (same_snap && (!in->last_issue || !in->last_issue->snap))
    r->bad = 1;
  if (r->bad)
    return;
  const struct rr_snapshot *snap = (same_snap ? in->last_issue->snap
				    : get_snapshot (r, in->last_issue));
  if (r->bad)
    return;
  /* The batch stays, complete, for its corrections ('X'), until a
     collective makes it harmless (rr_notify_collect); one that cannot
     be corrected, only while it is one of the last (incoming.h).  */
  struct rr_event *done = rr_incoming_find (in, done_id);
  if (done && !done->snap)
    {
      struct rr_event now = { .value = value, .snap = snap };
      rr_event_happen (done, &now);
      done->correctable = correctable != 0;
      rr_event_changed (done);
      if (!done->correctable)
	rr_incoming_completed (in, done_id);
    }
}

/* The thread of SRC that entered collective COUNT on GID did not know
   the completion of batch DONE_ID.  */
static void
apply_correction (struct rr_window *w, int src, struct reader *r)
{
  uint64_t done_id, gid, count;
  GET (r, done_id);
  GET (r, gid);
  GET (r, count);
  if (r->bad)
    return;
  struct rr_event *done = rr_incoming_find (&w->incoming[src], done_id);
  if (done && done->snap)
    {
      done->snap = rr_snapshot_raise (done->snap, gid, count);
      rr_event_changed (done);
    }
}

/* Has the completion DONE happened before collective COUNT on GID
   (CTX)?  Then nothing can correct it any more.  */
static int
collected_done (struct rr_event *done, void *ctx)
{
  const uint64_t *gc = ctx;
  if (rr_snapshot_count (done->snap, gc[0]) >= gc[1])
    return 0;
  done->correctable = 0;
  rr_event_changed (done);
  return 1;
}

void
rr_notify_collect (struct rr_window *w, uint64_t gid, uint64_t count)
{
  uint64_t gc[2] = { gid, count };
  /* Only the origins that opened batches here since they were last
     found to have none.  */
  size_t n = 0;
  for (size_t i = 0; i < w->n_sources; i++)
    {
      struct rr_incoming *in = &w->incoming[w->sources[i]];
      rr_incoming_collect (in, collected_done, gc);
      if (in->n)
	w->sources[n++] = w->sources[i];
      else
	in->listed = 0;
    }
  w->n_sources = n;
}

/* Apply the message DATA (LEN bytes, header included) from SRC, its
   rank in W.  */
static void
apply_message (struct rr_window *w, int src, const unsigned char *data,
	       size_t len)
{
  /* The header (read by receive).  */
  if (data[0] == HDR_FENCE_EVEN || data[0] == HDR_FENCE_ODD)
    w->fence_got[data[0] == HDR_FENCE_ODD]++;
  struct reader r = { data + HDR_LEN, data + len, 0 };
  while (!r.bad && r.p < r.end)
    {
      uint8_t tag;
      GET (&r, tag);
      if (tag == 'O')
	apply_op (w, src, &r);
      else if (tag == 'C' || tag == 'c')
	apply_complete (w, src, &r, tag == 'c');
      else if (tag == 'X')
	apply_correction (w, src, &r);
      else if (tag == 'R')
	apply_repeat (w, src, &r);
      else
	r.bad = 1;
    }
  if (r.bad)
    rr_warn ("internal error: malformed notification from rank %d "
	     "ignored", w->world_rank_of[src]);
}

void
rr_notify_poll (void)
{
  rr_lock ();
  rr_notify_poll_locked ();
  rr_unlock ();
}

/* Apply the message DATA (LEN bytes, at least HDR_LEN) that world rank
   SOURCE sent for W.  */
static void
receive (struct rr_window *w, int source, const unsigned char *data,
	 size_t len)
{
  uint32_t src;
  memcpy (&src, data + 1 + sizeof (uint64_t), sizeof src);
  if (src >= (uint32_t) w->comm_size || w->world_rank_of[src] != source)
    {
      rr_warn ("internal error: malformed notification from rank %d "
	       "ignored", source);
      return;
    }
  apply_message (w, src, data, len);
  rr_check_deferred (0);
}

/* Receive and apply every message that has arrived.  */
static void
receive_arrived (void)
{
  for (;;)
    {
      int flag = 0;
      MPI_Status st;
      PMPI_Iprobe (MPI_ANY_SOURCE, RR_TAG, notify_state.comm, &flag, &st);
      if (!flag)
	break;
      int len = 0;
      PMPI_Get_count (&st, MPI_BYTE, &len);
      unsigned char *data = malloc (len ? len : 1);
      if (!data)
	rr_fatal ("out of memory");
      PMPI_Recv (data, len, MPI_BYTE, st.MPI_SOURCE, RR_TAG,
		 notify_state.comm, MPI_STATUS_IGNORE);
      if ((size_t) len < HDR_LEN)
	{
	  rr_warn ("internal error: malformed notification from rank %d "
		   "ignored", st.MPI_SOURCE);
	  free (data);
	  continue;
	}
      uint64_t gid;
      memcpy (&gid, data + 1, sizeof gid);
      struct rr_window *w = rr_window_by_gid (gid);
      if (w)
	{
	  receive (w, st.MPI_SOURCE, data, len);
	  free (data);
	  continue;
	}
      /* Keep it for the window's creation to apply.  */
      struct early *e = malloc (sizeof *e);
      if (!e)
	rr_fatal ("out of memory");
      *e = (struct early) { notify_state.early, gid, st.MPI_SOURCE, data,
			    (size_t) len };
      notify_state.early = e;
    }
}

void
rr_notify_poll_locked (void)
{
  /* Before MPI_Init or after MPI_Finalize there is nothing to receive
     (a call MPI allows then, e.g. MPI_Get_version, may still poll).  */
  if (notify_state.comm != MPI_COMM_NULL)
    receive_arrived ();
  test_sends ();
  rr_p2p_poll ();
}

void
rr_notify_window_added (struct rr_window *w)
{
  /* Oldest first: the list is newest first.  */
  struct early *mine = NULL;
  for (struct early **pe = &notify_state.early; *pe;)
    {
      struct early *e = *pe;
      if (e->gid == w->gid)
	{
	  *pe = e->next;
	  e->next = mine;
	  mine = e;
	}
      else
	pe = &e->next;
    }
  while (mine)
    {
      struct early *e = mine;
      mine = e->next;
      receive (w, e->source, e->data, e->len);
      free (e->data);
      free (e);
    }
}

void
rr_notify_init (void)
{
  PMPI_Comm_dup (MPI_COMM_WORLD, &notify_state.comm);
}

void
rr_notify_finalize (void)
{
  while (notify_state.early)
    {
      struct early *e = notify_state.early;
      notify_state.early = e->next;
      free (e->data);
      free (e);
    }
  PMPI_Comm_free (&notify_state.comm);
}

void
rr_notify_sync (MPI_Comm priv, MPI_Group group)
{
  rr_lock ();
  rr_notify_send_all ();
  rr_unlock ();
  MPI_Request barrier = MPI_REQUEST_NULL;
  int started = 0, done = 0;
  /* Called without the lock held: it waits on other processes.
     Invariant: every record this process sent to a member before the
     collective is received once our send completed; the barrier starts
     only after that, so when it completes at any member, all members'
     sends to it have been received, and applied by the loop below.  */
  while (!done)
    {
      rr_notify_poll ();
      rr_lock ();
      int pending = sends_pending_to (group);
      rr_unlock ();
      if (!started && !pending)
	{
	  PMPI_Ibarrier (priv, &barrier);
	  started = 1;
	}
      if (started)
	PMPI_Test (&barrier, &done, MPI_STATUS_IGNORE);
      if (!done)
	sched_yield ();
    }
  /* What arrived while the barrier completed.  */
  rr_notify_poll ();
  rr_lock ();
  rr_check_settle (group);
  rr_check_deferred (1);
  rr_unlock ();
}

void
rr_notify_fence_begin (struct rr_window *w, struct rr_fence_sync *fs)
{
  int size = w->comm_size;
  if (!w->fence_counts)
    {
      w->fence_counts = calloc (2 * (size_t) size, sizeof *w->fence_counts);
      if (!w->fence_counts)
	rr_fatal ("out of memory");
    }
  /* Only touched targets can be sent to.  */
  int *sent = malloc ((w->n_touched ? w->n_touched : 1) * sizeof *sent);
  if (!sent)
    rr_fatal ("out of memory");
  size_t n_sent = 0;
  int odd = w->fences & 1;
  send_queues (0, w, odd ? HDR_FENCE_ODD : HDR_FENCE_EVEN, sent, &n_sent);
  /* Block 2R of the exchange is what R receives: the number of messages
     sent to it, then the number of members with an uncounted send to a
     member still unmatched (set in every block).  Only the entries set
     are cleared after it, so that a fence costs what it sends, not the
     size of the window, unless a member needs the slow way.  */
  for (size_t i = 0; i < n_sent; i++)
    w->fence_counts[2 * sent[i]] = 1;
  test_sends ();
  int slow = sends_pending_to (w->group);
  if (slow)
    for (int r = 0; r < size; r++)
      w->fence_counts[2 * r + 1] = 1;
  *fs = (struct rr_fence_sync) { w, MPI_REQUEST_NULL, { 0, 0 }, odd, sent,
				 n_sent, slow };
  PMPI_Ireduce_scatter_block (w->fence_counts, fs->result, 2, MPI_INT,
			      MPI_SUM, w->priv, &fs->req);
}

void
rr_notify_fence_end (struct rr_fence_sync *fs)
{
  struct rr_window *w = fs->w;
  int counted = 0, slow = 0, started = 0, passed = 0;
  MPI_Request barrier = MPI_REQUEST_NULL;
  /* Called without the lock held: it waits on other processes.  Once
     the exchange completed, every member had sent this process the
     messages it counted.  A member that had an uncounted send unmatched
     made everyone take the slow way too, that of rr_notify_sync: wait
     until our own are matched, then a barrier.  */
  for (;;)
    {
      rr_notify_poll ();
      if (!counted)
	{
	  PMPI_Test (&fs->req, &counted, MPI_STATUS_IGNORE);
	  slow = counted && fs->result[1] > 0;
	}
      rr_lock ();
      int in = (counted
		&& w->fence_got[fs->odd] >= (unsigned long) fs->result[0]);
      int pending = slow && !started && sends_pending_to (w->group);
      rr_unlock ();
      if (slow && !started && !pending)
	{
	  PMPI_Ibarrier (w->priv, &barrier);
	  started = 1;
	}
      if (started && !passed)
	PMPI_Test (&barrier, &passed, MPI_STATUS_IGNORE);
      if (in && (!slow || passed))
	break;
      sched_yield ();
    }
  if (slow)
    /* What arrived while the barrier completed.  */
    rr_notify_poll ();
  rr_lock ();
  /* No message of the next fence can have come: its senders wait for
     this process to join its exchange.  */
  w->fence_got[fs->odd] -= fs->result[0];
  for (size_t i = 0; i < fs->n_sent; i++)
    w->fence_counts[2 * fs->sent[i]] = 0;
  if (fs->slow)
    for (int r = 0; r < w->comm_size; r++)
      w->fence_counts[2 * r + 1] = 0;
  free (fs->sent);
  rr_check_settle (w->group);
  rr_check_deferred (1);
  rr_unlock ();
}

void
rr_notify_forget (struct rr_window *w)
{
  free (w->fence_counts);
  w->fence_counts = NULL;
  /* W is going: forget its completions.  */
  unsettled_prune (w);
  for (int r = 0; r < w->comm_size; r++)
    {
      free (w->targets[r].out.data);
      free (w->targets[r].last_op);
      free (w->incoming[r].last_op);
    }
}
