/* check.c -- check each access against the ones it may race with.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Two accesses race when they touch a common byte, their kinds conflict
   (table 3.1 of the thesis, grown to accumulates: at least one writes,
   they are not two atomic accesses atomic with each other -- same basic
   datatype, same element grid, operations accumulate_ops allows -- and
   they are not both plain accesses of one process), and they are
   concurrent: neither is complete before the other begins (event.h),
   and they are not in two lock epochs on this process of which one is
   exclusive.

   Where records live:
   - rr_rt.pending: buffers of this process's RMA calls not yet complete.
     A load, store or RMA call of this process that touches one of them in
     a conflicting way races with it: program order cannot help, the RMA
     call may still be reading or writing.
   - each window's tree: every access to this process's memory in that
     window, its own loads and stores and the RMA calls of any process,
     kept until a synchronization makes them harmless
     (rr_window_collect).  */

#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include "array.h"
#include "check.h"
#include "comm.h"
#include "datatype.h"
#include "event.h"
#include "incoming.h"
#include "notify.h"
#include "pending.h"
#include "ptrmap.h"
#include "race.h"
#include "recent.h"
#include "report.h"
#include "runtime.h"
#include "sites.h"
#include "thread.h"
#include "window.h"

/* What the check keeps besides the records themselves (rr_rt.pending
   and each window's tree).  */
static struct
{
  /* The reads at remote targets of request-based calls that only read,
     not yet completed (request_read_done).  */
  struct request_read *reads;
  size_t n_reads, cap_reads;
  /* The index of each request in READS, plus 1, by its completion
     event.  */
  struct ptrmap read_index;
} check_state;

static int
writes (int kind)
{
  return kind == RR_STORE || kind == RR_ORIGIN_WRITE
	 || kind == RR_TARGET_WRITE || kind == RR_TARGET_UPDATE;
}

/* Are accumulates with operations A and B atomic with each other on a
   window whose accumulate_ops is same_op (SAME_OP) or same_op_no_op?
   An operation we cannot name is taken to match any, to stay silent.  */
static int
ops_agree (int a, int b, int same_op)
{
  if (a == b || a == RR_AOP_NONE || b == RR_AOP_NONE)
    return 1;
  return !same_op && (a == RR_AOP_NO_OP || b == RR_AOP_NO_OP);
}

/* May accesses A and B to one byte conflict, whatever their order?
   SAME_OP is the window's accumulate_ops (0 outside windows).  */
static int
conflict (const struct rr_access *a, const struct rr_access *b, int same_op)
{
  if (!writes (a->kind) && !writes (b->kind))
    return 0;
  /* Accumulate-family operations are atomic per element of one basic
     datatype: the same type, elements on the same grid (an int at byte
     1 overlaps two ints at 0 and 4 unaligned), operations accumulate_ops
     allows together.  */
  if (a->basic && a->basic == b->basic && a->phase == b->phase
      && ops_agree (a->aop, b->aop, same_op))
    return 0;
  /* Two loads or stores of one process: program order, or thread
     synchronization, is not ours to check (a process's stores into a
     neighbour's segment of a shared window reach the neighbour's tree as
     its records).  */
  if ((a->kind == RR_LOAD || a->kind == RR_STORE)
      && (b->kind == RR_LOAD || b->kind == RR_STORE) && a->rank == b->rank)
    return 0;
  return 1;
}

/* Made by this process on its own memory: a load, a store, or a buffer
   of its own RMA call.  Two such records are checked against each other
   in rr_rt.pending, by program order, not in the window trees.  */
static int
is_own (const struct rr_access *a)
{
  return a->rank == rr_rt.world_rank && !rr_kind_is_target (a->kind);
}

/* Lock epochs on this process of which one is exclusive never overlap:
   all the calls of the first are complete when the second starts.  */
static int
serialized_by_locks (const struct rr_access *a, const struct rr_access *b)
{
  return a->lock && b->lock
	 && (a->lock == RR_LOCK_EXCLUSIVE || b->lock == RR_LOCK_EXCLUSIVE)
	 && !(a->rank == b->rank && a->lock_epoch == b->lock_epoch);
}

/* A completion made by another process that this one has not heard of
   yet: its notification may still be on its way.  */
static int
unheard (const struct rr_event *e)
{
  return !e->snap && e->rank != rr_rt.world_rank;
}

/* UNCORRECTED: ordered, unless a correction still on its way makes a
   completion later (notify.c); decided at the next delivery.  */
enum verdict { ORDERED, RACE, UNDECIDED, UNCORRECTED };

/* On a libgomp whose layouts the runtime does not know, OpenMP tasks are
   not ordered (gomp-compat.h): a race involving an OpenMP thread may
   then be wrong, and is taken as ordered rather than reported.  */
static int
untrusted_threads (const struct rr_access *a, const struct rr_access *b)
{
  return rr_rt.omp_unknown && (a->thread || b->thread);
}

/* Is E a completion that corrections may still make later, unless
   SETTLED says they all arrived?  */
static int
correctable (const struct rr_event *e, int settled)
{
  return e->correctable && !settled;
}

/* May conflicting accesses A and B overlap in time?  UNDECIDED when the
   answer hangs on a completion not heard of yet, UNCORRECTED when on
   corrections (SETTLED: they all arrived).  */
static enum verdict
judge (const struct rr_access *a, const struct rr_access *b, int settled)
{
  if (serialized_by_locks (a, b) || untrusted_threads (a, b))
    return ORDERED;
  /* A correction only makes a completion's counts later: an order
     known otherwise stands.  */
  int ab = rr_event_hb (a->complete, b->issue);
  if (ab && (!correctable (a->complete, settled)
	     || rr_event_known_before (a->complete, b->issue)))
    return ORDERED;
  int ba = rr_event_hb (b->complete, a->issue);
  if (ba && (!correctable (b->complete, settled)
	     || rr_event_known_before (b->complete, a->issue)))
    return ORDERED;
  if (ab || ba)
    return UNCORRECTED;
  if (unheard (a->complete) || unheard (b->complete))
    return UNDECIDED;
  return RACE;
}

/* Conflicts waiting for a completion to be heard of, or for its
   corrections.  Few at a time in a correct program (conflicting pairs
   ordered by nothing yet known), but they may last over many
   notifications (a completion correctable till the next delivery from
   its process), so a notification judges again only the pairs whose
   verdict may have changed since they were last judged:

   - those made since (they are judged at the first notification after
     they were made, as a walk of all of them did);
   - those one of whose completions changed (rr_event_changed: it
     happened, was heard of, corrected, or can no longer be corrected):
     each pair watches its two completions, by an index from event to
     pairs (WATCHING).  Issues never change: they are made happened;
   - all of them when what orders events besides the events themselves
     changed: a collective this process counted (rr_event_hb asks its
     history of this process's own events), a communicator or window
     gone (rr_gid_member), OpenMP found untrustworthy
     (untrusted_threads).  So at most a walk per collective.

   A delivery point judges them all (every undecided one is decided
   there).  The races found at one time are reported newest pair first,
   the order of the walk of all pairs, whichever pairs were judged: the
   first report, the one that stops the program, does not depend on
   which were.  */
struct deferred;
struct watch
{
  struct deferred *d;
  struct rr_event *e;
  struct watch *prev, *next;	/* the other pairs watching E */
};

struct deferred
{
  struct deferred *older, *newer;	/* every pair, by creation */
  struct deferred *next_dirty;		/* to judge again (DIRTY set) */
  uint64_t seq;				/* creation order */
  int dirty;
  struct watch watch[2];		/* a.complete, b.complete */
  const struct rr_window *w;
  uintptr_t lo, hi;
  struct rr_access a, b;
  int settled;			/* the corrections for it all arrived */
};

static struct
{
  struct deferred *newest;
  struct deferred *dirty;	/* a stack */
  uint64_t seq;
  /* The first watch of each watched event, by event.  */
  struct ptrmap watching;
  /* rr_comm_counts_gen and rr_rt.omp_unknown when every pair was last
     judged.  */
  uint64_t counts_gen;
  int omp_unknown;
} deferred_state;

static void
make_dirty (struct deferred *d)
{
  if (d->dirty)
    return;
  d->dirty = 1;
  d->next_dirty = deferred_state.dirty;
  deferred_state.dirty = d;
}

static void
watch (struct deferred *d, int i, struct rr_event *e)
{
  struct watch *w = &d->watch[i];
  struct watch *first = e->watched ? ptrmap_get (&deferred_state.watching, e)
			: NULL;
  *w = (struct watch) { d, e, NULL, first };
  if (first)
    first->prev = w;
  ptrmap_put (&deferred_state.watching, e, w);
  e->watched = 1;
}

static void
unwatch (struct watch *w)
{
  if (!w->e)
    return;
  if (w->next)
    w->next->prev = w->prev;
  if (w->prev)
    w->prev->next = w->next;
  else if (w->next)
    ptrmap_put (&deferred_state.watching, w->e, w->next);
  else
    {
      ptrmap_remove (&deferred_state.watching, w->e);
      w->e->watched = 0;
    }
  w->e = NULL;
}

void
rr_check_event_changed (struct rr_event *e)
{
  for (struct watch *w = ptrmap_get (&deferred_state.watching, e); w;
       w = w->next)
    make_dirty (w->d);
}

static void
defer (const struct rr_window *w, uintptr_t lo, uintptr_t hi,
       const struct rr_access *a, const struct rr_access *b)
{
  struct deferred *d = malloc (sizeof *d);
  if (!d)
    rr_fatal ("out of memory");
  *d = (struct deferred) { .older = deferred_state.newest,
			   .seq = ++deferred_state.seq, .w = w, .lo = lo,
			   .hi = hi, .a = *a, .b = *b };
  if (d->older)
    d->older->newer = d;
  deferred_state.newest = d;
  watch (d, 0, d->a.complete);
  if (d->b.complete != d->a.complete)
    watch (d, 1, d->b.complete);
  make_dirty (d);
}

/* Take D off every list but the dirty stack (its caller's business).  */
static void
unlink_deferred (struct deferred *d)
{
  unwatch (&d->watch[0]);
  unwatch (&d->watch[1]);
  if (d->newer)
    d->newer->older = d->older;
  else
    deferred_state.newest = d->older;
  if (d->older)
    d->older->newer = d->newer;
}

/* D judged, after a delivery point if DELIVERED: is it decided?  A race
   is added to RACES (N of CAP), to be reported.  */
static void
decide (struct deferred *d, int delivered, struct deferred ***races,
	size_t *n, size_t *cap)
{
  enum verdict v = judge (&d->a, &d->b, d->settled);
  /* After a delivery point, a completion still unheard of came after
     it, so after the access it is paired with.  (One still correctable
     is from a process it did not deliver from.)  */
  if (v == UNDECIDED && delivered)
    v = RACE;
  if (v == UNDECIDED || v == UNCORRECTED)
    return;
  unlink_deferred (d);
  if (v != RACE)
    {
      free (d);
      return;
    }
  *races = rr_array_room (*races, *n, cap, sizeof **races);
  (*races)[(*n)++] = d;
}

static int
newest_first (const void *x, const void *y)
{
  const struct deferred *a = *(struct deferred *const *) x;
  const struct deferred *b = *(struct deferred *const *) y;
  return a->seq < b->seq ? 1 : a->seq > b->seq ? -1 : 0;
}

void
rr_check_deferred (int delivered)
{
  struct deferred **races = NULL;
  size_t n = 0, cap = 0;
  if (delivered || deferred_state.counts_gen != rr_comm_counts_gen ()
      || deferred_state.omp_unknown != rr_rt.omp_unknown)
    {
      deferred_state.counts_gen = rr_comm_counts_gen ();
      deferred_state.omp_unknown = rr_rt.omp_unknown;
      for (struct deferred *d = deferred_state.dirty; d; d = d->next_dirty)
	d->dirty = 0;
      deferred_state.dirty = NULL;
      struct deferred *older;
      for (struct deferred *d = deferred_state.newest; d; d = older)
	{
	  older = d->older;
	  decide (d, delivered, &races, &n, &cap);
	}
    }
  else
    while (deferred_state.dirty)
      {
	struct deferred *d = deferred_state.dirty;
	deferred_state.dirty = d->next_dirty;
	d->dirty = 0;
	decide (d, delivered, &races, &n, &cap);
      }
  if (n > 1)
    qsort (races, n, sizeof *races, newest_first);
  for (size_t i = 0; i < n; i++)
    {
      struct deferred *d = races[i];
      rr_race_found (d->w, d->lo, d->hi, &d->a, &d->b);
      free (d);
    }
  free (races);
}

void
rr_check_settle (MPI_Group group)
{
  for (struct deferred *d = deferred_state.newest; d; d = d->older)
    if ((!d->a.complete->correctable
	 || rr_group_has (group, d->a.complete->rank))
	&& (!d->b.complete->correctable
	    || rr_group_has (group, d->b.complete->rank)))
      d->settled = 1;
}

void
rr_window_forget_deferred (const struct rr_window *w)
{
  struct deferred **pd = &deferred_state.dirty;
  while (*pd)
    if ((*pd)->w == w)
      *pd = (*pd)->next_dirty;
    else
      pd = &(*pd)->next_dirty;
  struct deferred *older;
  for (struct deferred *d = deferred_state.newest; d; d = older)
    {
      older = d->older;
      if (d->w == w)
	{
	  unlink_deferred (d);
	  free (d);
	}
    }
}

/* Runs.  Atomic accesses of one thread of one origin to the same bytes,
   alike in all but their time (a counter incremented in a loop), share
   one window record: its RUN lists every one's issue and completion, in
   program order.  Checking an access X against a run stays exact, in
   O(log n) tests: the members X completes before are a suffix (their
   issues follow each other in program order), and among the others, the
   last one completes last, so X races with a member if and only if it
   races with that one.

   A member's issue is kept as its value and snapshot, not as an event:
   a run that lasts the whole epoch (a task farm's counter under one
   lock_all) keeps one completion event per member rather than two, and
   the collector marks half as many.  Every issue of a run is of the
   run's process (RANK).  */
struct rr_run_member
{
  uint64_t issue_value;
  const struct rr_snapshot *issue_snap;
  struct rr_event *complete;
};

struct rr_run
{
  struct rr_run_member *m;
  size_t n, cap;
  int rank;
};

/* Members of every run: the collector marks them all (rr_events_collect
   waits for as many new events as it marks).  */
static size_t run_members;

/* Are A and B the same access but for their time?  */
static int
same_but_time (const struct rr_access *a, const struct rr_access *b)
{
  return rr_access_equal_but_time (a, b);
}

/* May ACC join a run?  An access at the target whose completion is its
   batch's, so that completions follow issues' order (a request's
   completion need not: the read of MPI_Rget, of MPI_Rget_accumulate).
   Atomic or not: a run is exact either way (doc/model.md), and the
   gets or puts of a passive epoch to one location then keep one record,
   not one each till the next collective.  Or a buffer of this
   process's own MPI call (an RMA origin buffer, a message buffer in
   window memory), when run_follows says its completion comes after the
   run's: a put of the same rows flushed in a loop then keeps one record
   per row, not one per call till the next collective.  */
static int
may_run (const struct rr_access *acc)
{
  if (acc->kind == RR_ORIGIN_READ || acc->kind == RR_ORIGIN_WRITE)
    return 1;
  return rr_kind_is_target (acc->kind) && acc->op != RR_OP_RGET
	 && acc->op != RR_OP_RGET_ACCUMULATE;
}

/* May ACC, which may_run, join the run of OLD, alike in all but their
   time over the same bytes: does ACC's completion come after OLD's last
   one?  A run is exact only so (run_member: the last member it does not
   come before completes last).  At the target the batches of one
   origin's thread complete in issue order.  A buffer of this process's
   calls completes with its batch, of one target, or with its request:
   the use of one buffer for two targets (two batches), or two requests
   (waited for in any order), may complete out of order.  It follows
   when OLD's completion is its own (one batch), or happened before ACC
   was issued: ACC's completion comes after ACC's issue.  */
static int
run_follows (const struct rr_access *old, const struct rr_access *acc)
{
  if (rr_kind_is_target (acc->kind))
    return 1;
  return old->complete == acc->complete
	 || rr_event_hb (old->complete, acc->issue);
}

/* Add ACC's time to NODE's record, making it a run if it is not one.  */
static void
run_append (struct itree_node *node, const struct rr_access *acc)
{
  struct rr_run *run = node->acc.run;
  if (!run)
    {
      run = calloc (1, sizeof *run);
      if (!run)
	rr_fatal ("out of memory");
      run->rank = node->acc.issue->rank;
      node->acc.run = run;
      run_append (node, &node->acc);
    }
  /* A member issued with the same snapshot as the last one, whose
     completion is the last one's or follows a completion that happened
     and cannot be corrected, extends the last member instead: its
     issue stays the first one's, its completion becomes ACC's.  Exact:
     an access X of another process, or another thread, is ordered
     before one of them exactly when it is before the first (the
     snapshot says all the issuing thread knew), and the binary search
     would pick the last of them or none.  An access of the issuing
     thread itself is checked in program order, against the members
     issued before it.  A task farm's counter then keeps one member per
     change of the origin's knowledge, not one per operation.  */
  if (run->n)
    {
      struct rr_run_member *last = &run->m[run->n - 1];
      if (last->issue_snap == acc->issue->snap
	  && (last->complete == acc->complete
	      || (last->complete->snap && !last->complete->correctable)))
	{
	  last->complete = acc->complete;
	  node->acc.complete = acc->complete;
	  return;
	}
    }
  run->m = rr_array_room (run->m, run->n, &run->cap, sizeof *run->m);
  run->m[run->n++] = (struct rr_run_member) {
    acc->issue->value, acc->issue->snap, acc->complete };
  run_members++;
  /* The record's own times span the run: done_before and reports of the
     whole record look at the last completion.  */
  node->acc.complete = acc->complete;
}

/* The member of RUN (whose record is OLD) that ACC may race with, into
   *OUT, whose issue is ISSUE, filled in here; 0 when ACC comes before
   all of them.  ISSUE lives on the caller's stack: most checks find the
   member ordered before ACC, and an event made for each would pile up
   till the next completion or collective collects it; check_node makes
   a lasting event only for a verdict that keeps it (a report, a
   deferred pair).  */
static int
run_member (const struct rr_access *old, const struct rr_access *acc,
	    struct rr_access *out, struct rr_event *issue)
{
  const struct rr_run *run = old->run;
  /* The first member ACC completes before: members from it on issue
     after ACC.  */
  size_t lo = 0, hi = run->n;
  while (lo < hi)
    {
      size_t mid = lo + (hi - lo) / 2;
      struct rr_event issue = { .rank = run->rank,
				.value = run->m[mid].issue_value,
				.snap = run->m[mid].issue_snap };
      if (rr_event_hb (acc->complete, &issue))
	hi = mid;
      else
	lo = mid + 1;
    }
  if (lo == 0)
    return 0;
  *out = *old;
  *issue = (struct rr_event) { .rank = run->rank,
			       .value = run->m[lo - 1].issue_value,
			       .snap = run->m[lo - 1].issue_snap };
  out->issue = issue;
  out->complete = run->m[lo - 1].complete;
  out->run = NULL;
  return 1;
}

/* Free what a window record owns besides itself: its run, its
   sites.  */
static void
run_free (struct rr_access *acc)
{
  if (acc->run)
    {
      run_members -= acc->run->n;
      free (acc->run->m);
      free (acc->run);
      acc->run = NULL;
    }
  if (acc->sites)
    {
      rr_sites_free (acc->sites);
      acc->sites = NULL;
    }
}

#define JOIN_REACH 256

/* May ACC, a load or store of this process, be one of the sites of
   OLD's record (sites.h)?  Alike in all but their location, and OLD has
   room.  */
static int
may_join (const struct rr_access *old, const struct rr_access *acc)
{
  if ((acc->kind != RR_LOAD && acc->kind != RR_STORE)
      || old->kind != acc->kind || old->issue != acc->issue
      || !rr_sites_room (old->sites))
    return 0;
  struct rr_access x = *acc;
  x.loc = old->loc;
  x.sites = old->sites;
  return rr_access_equal (&x, old);
}

/* A report or deferred verdict a check of a window's tree found: they
   are made once the visit is over, in the order of the records they
   would have been found in had every site been a record of its own
   (by range, as the visit goes): the first report is the one that
   stops the program.  */
struct action
{
  uintptr_t klo, khi;		/* the record's range, the order */
  uintptr_t lo, hi;		/* the bytes in common */
  struct rr_access old;		/* its access, one location */
  int defer;
};

struct visit
{
  const struct rr_access *acc;
  uintptr_t lo, hi;
  const struct rr_window *w;	/* where the bytes are, for the report */
  int pending;			/* checking rr_rt.pending */
  struct itree_node *run;	/* a node on [lo, hi) ACC may join */
  struct itree_node *join;	/* a node ACC may be a site of */
  size_t conflicts;		/* nodes met that may conflict with ACC */
  struct action *acts;		/* what the visit found, not pending */
  size_t n_acts, cap_acts;
};

static void
add_action (struct visit *v, uintptr_t klo, uintptr_t khi,
	    const struct rr_access *old, int defer)
{
  v->acts = rr_array_room (v->acts, v->n_acts, &v->cap_acts,
			   sizeof *v->acts);
  struct action *a = &v->acts[v->n_acts++];
  *a = (struct action) { klo, khi, klo > v->lo ? klo : v->lo,
			 khi < v->hi ? khi : v->hi, *old, defer };
  a->old.sites = NULL;
}

struct site_action
{
  struct visit *v;
  const struct rr_access *old;
  int defer;
};

static void
add_site_action (const char *loc, uintptr_t klo, uintptr_t khi, void *ctx)
{
  struct site_action *s = ctx;
  struct rr_access one = *s->old;
  one.loc = loc;
  add_action (s->v, klo, khi, &one, s->defer);
}

/* Make the visit's reports and deferred verdicts, in order (stable:
   records with the same range keep the visit's order), and free them.  */
static void
finish_visit (struct visit *v)
{
  struct action *a = v->acts;
  for (size_t i = 1; i < v->n_acts; i++)
    {
      struct action x = a[i];
      size_t j = i;
      for (; j > 0 && (a[j - 1].klo > x.klo
		       || (a[j - 1].klo == x.klo && a[j - 1].khi > x.khi));
	   j--)
	a[j] = a[j - 1];
      a[j] = x;
    }
  for (size_t i = 0; i < v->n_acts; i++)
    if (a[i].defer)
      defer (v->w, a[i].lo, a[i].hi, &a[i].old, v->acc);
    else
      rr_race_found (v->w, a[i].lo, a[i].hi, &a[i].old, v->acc);
  if (a)
    free (a);
}

/* The first window (the newest) with memory of this process holding
   LO, for reports.  */
static int
own_window_at (struct rr_window *w, uintptr_t lo, uintptr_t hi, int owner,
	       void *ctx)
{
  (void) lo;
  (void) hi;
  struct rr_window **found = ctx;
  if (owner == w->comm_rank && (!*found || w->num > (*found)->num))
    *found = w;
  return 0;
}

static const struct rr_window *
window_at (uintptr_t lo)
{
  struct rr_window *found = NULL;
  rr_window_regions_visit (lo, lo + 1, own_window_at, &found);
  return found;
}

static int
check_node (struct itree_node *node, void *ctx)
{
  struct visit *v = ctx;
  const struct rr_access *old = &node->acc;
  int same_op = v->w && !v->pending ? v->w->acc_same_op : 0;
  if (!v->pending && node->lo == v->lo && node->hi == v->hi
      && may_run (v->acc) && same_but_time (old, v->acc)
      && run_follows (old, v->acc))
    v->run = node;
  if (!v->pending && !v->join && may_join (old, v->acc))
    v->join = node;
  /* Met only within the reach of a join (check_window).  */
  if (node->hi <= v->lo || node->lo >= v->hi)
    return 0;
  if (!conflict (old, v->acc, same_op))
    return 0;
  v->conflicts++;
  if (!v->pending && is_own (old) && is_own (v->acc))
    return 0;
  struct rr_access member;
  struct rr_event member_issue;
  if (old->run)
    {
      if (!run_member (old, v->acc, &member, &member_issue))
	return 0;
      old = &member;
    }
  /* A pending call's buffer: while the call is not complete, any
     conflicting access of this process races with it; once it is, only
     the accesses of threads that do not know it yet.  */
  enum verdict verdict;
  if (v->pending)
    verdict = !rr_pending_racer (node, v->acc->issue)
	      || untrusted_threads (old, v->acc) ? ORDERED : RACE;
  else
    verdict = judge (old, v->acc, 0);
  if (verdict == ORDERED)
    return 0;
  /* The verdict keeps the member's issue (run_member): an event again,
     which the collector keeps while a deferred verdict holds it.  */
  if (old == &member)
    member.issue = rr_event_make (member_issue.rank, member_issue.value,
				  member_issue.snap);
  int later = verdict == UNDECIDED || verdict == UNCORRECTED;
  if (!v->pending)
    {
      if (old->sites)
	{
	  struct site_action s = { v, old, later };
	  rr_sites_visit (old->sites, v->lo, v->hi, add_site_action, &s);
	}
      else
	add_action (v, node->lo, node->hi, old, later);
      return 0;
    }
  uintptr_t lo = node->lo > v->lo ? node->lo : v->lo;
  uintptr_t hi = node->hi < v->hi ? node->hi : v->hi;
  /* The window checked, or for a pending call the one holding LO,
     looked up only now that there is a report.  */
  const struct rr_window *w = v->w ? v->w : window_at (v->lo);
  if (later)
    defer (w, lo, hi, old, v->acc);
  else
    rr_race_found (w, lo, hi, old, v->acc);
  return 0;
}

/* Check ACC, an access of this process's own, against its pending RMA
   calls.  */
static void
check_pending (uintptr_t lo, uintptr_t hi, const struct rr_access *acc)
{
  if (rr_rt.pending.nodes == 0)
    return;
  /* The window, for a report only: found then (check_node).  */
  struct visit v = { acc, lo, hi, NULL, 1, NULL, NULL, 0, NULL, 0, 0 };
  itree_visit_overlaps (&rr_rt.pending, lo, hi, check_node, &v);
}

/* The lock this process holds on target TRANK of W.  */
static void
lock_of (const struct rr_window *w, int trank, uint8_t *mode,
	 uint32_t *epoch)
{
  const struct rr_target *t = &w->targets[trank];
  if (t->lock_mode)
    {
      *mode = t->lock_mode;
      *epoch = t->lock_epoch;
    }
  else if (w->lock_all_epoch)
    {
      *mode = RR_LOCK_SHARED;
      *epoch = w->lock_all_epoch;
    }
  else
    {
      *mode = RR_LOCK_NONE;
      *epoch = 0;
    }
}

/* Check ACC against W's records over [LO, HI), which lies in memory of
   this process in W, then record it there.  */
static void
check_window (struct rr_window *w, uintptr_t lo, uintptr_t hi,
	      const struct rr_access *acc)
{
  if (lo >= hi)
    return;
  struct rr_access rec = *acc;
  rec.window = w->num;
  w->collect_dirty = 1;
  /* This process's own accesses to its window memory are protected by
     the lock it holds on itself, if any.  Under the separate memory
     model, a load or store sees only the remote updates completed before
     the copies were last synchronized: it counts as made then.  */
  if (is_own (&rec))
    {
      lock_of (w, w->comm_rank, &rec.lock, &rec.lock_epoch);
      if (w->last_sync && (rec.kind == RR_LOAD || rec.kind == RR_STORE))
	rec.issue = w->last_sync;
    }
  w->checks++;
  /* The same atomic access as one that joined a run here but for its
     time (a counter incremented in a loop), and the tree unchanged
     since: the visit would meet the same records, none of which could
     conflict with that access (conflict looks at no time), so none can
     with this one; it only joins the run again.  */
  if (may_run (&rec))
    for (unsigned i = 0; i < sizeof w->run_hints / sizeof w->run_hints[0];
	 i++)
      {
	struct itree_node *hint = w->run_hints[i].node;
	if (hint && w->run_hints[i].gen == w->tree.gen && hint->lo == lo
	    && hint->hi == hi && same_but_time (&hint->acc, &rec)
	    && run_follows (&hint->acc, &rec))
	  {
	    run_append (hint, &rec);
	    itree_activate (&w->tree, hint);
	    return;
	  }
      }
  struct visit v = { &rec, lo, hi, w, 0, NULL, NULL, 0, NULL, 0, 0 };
  /* A record may join one whose range it does not meet, but comes
     within JOIN_REACH bytes of: the rows a stencil's loop ranges read
     leave a gap of a few elements between them.  (The record's range
     then holds bytes none of its sites touched; a check that meets only
     those finds no site, hence no race.)  */
  uintptr_t qlo = lo > JOIN_REACH ? lo - JOIN_REACH : 0;
  uintptr_t qhi = hi < UINTPTR_MAX - JOIN_REACH ? hi + JOIN_REACH : UINTPTR_MAX;
  itree_visit_overlaps (&w->tree, qlo, qhi, check_node, &v);
  int hint = v.run && !v.conflicts && !v.n_acts;
  finish_visit (&v);
  if (v.run)
    {
      run_append (v.run, &rec);
      /* Its completion changed: to be judged again.  */
      itree_activate (&w->tree, v.run);
      if (hint)
	{
	  unsigned n = sizeof w->run_hints / sizeof w->run_hints[0];
	  w->run_hints[w->next_hint++ % n]
	    = (struct rr_run_hint) { v.run, w->tree.gen };
	}
    }
  else if (v.join)
    {
      /* One of the sites of V.JOIN's record, whose range grows to hold
	 it: one record for the overlapping rows of a stencil's loop
	 ranges, instead of one per row and access statement.  */
      struct itree_node *n = v.join;
      if (!n->acc.sites)
	rr_sites_add (&n->acc.sites, n->lo, n->hi, n->acc.loc);
      rr_sites_add (&n->acc.sites, lo, hi, rec.loc);
      itree_widen (&w->tree, n, lo < n->lo ? lo : n->lo,
		   hi > n->hi ? hi : n->hi);
    }
  else
    {
      /* The only way into the tree: a window with records is on the
	 list a collective visits.  */
      rr_window_collecting_add (w);
      itree_insert (&w->tree, lo, hi, &rec);
    }
}

/* A region of a window meeting the bytes checked, and the bytes it
   holds of them.  */
struct own_hit
{
  struct rr_window *w;
  uintptr_t lo, hi;
  uintptr_t base;		/* where the region starts */
  int owner;
};

struct own_hits
{
  uintptr_t lo, hi;		/* the bytes checked */
  struct own_hit *v;
  size_t n, cap;
  struct own_hit local[4];	/* V at first */
};

static int
add_own_hit (struct rr_window *w, uintptr_t lo, uintptr_t hi, int owner,
	     void *ctx)
{
  struct own_hits *h = ctx;
  uintptr_t l = h->lo > lo ? h->lo : lo;
  uintptr_t r = h->hi < hi ? h->hi : hi;
  if (l >= r)
    return 0;
  h->v = rr_array_room_local (h->v, h->local, h->n, &h->cap, sizeof *h->v);
  h->v[h->n++] = (struct own_hit) { w, l, r, lo, owner };
  return 0;
}

/* Is hit A visited after hit B: windows newest first, then each
   window's regions by address (the order reports come in).  */
static int
hit_after (const struct own_hit *a, const struct own_hit *b)
{
  if (a->w != b->w)
    return a->w->num < b->w->num;
  return a->lo > b->lo;
}

/* Check and record ACC over [LO, HI), bytes of W's region starting at
   BASE, memory of comm rank OWNER.  */
static void
check_own_region (struct rr_window *w, uintptr_t lo, uintptr_t hi,
		  uintptr_t base, int owner, const struct rr_access *acc)
{
  if (owner == w->comm_rank)
    check_window (w, lo, hi, acc);
  else if (acc->kind == RR_LOAD || acc->kind == RR_STORE)
    rr_notify_shared (w, owner, acc, lo - base, hi - lo);
}

/* check_own_windows with many windows, from the index; a function of
   its own so that the walk of few windows, the common case, keeps a
   small frame.  */
static void __attribute__ ((noinline))
check_indexed_windows (uintptr_t lo, uintptr_t hi,
		       const struct rr_access *acc)
{
  struct own_hits h;
  h.lo = lo;
  h.hi = hi;
  h.v = h.local;
  h.n = 0;
  h.cap = sizeof h.local / sizeof h.local[0];
  rr_window_regions_visit (lo, hi, add_own_hit, &h);
  /* Hits are few (one, mostly): an insertion sort.  */
  for (size_t i = 1; i < h.n; i++)
    {
      struct own_hit x = h.v[i];
      size_t j = i;
      for (; j > 0 && hit_after (&h.v[j - 1], &x); j--)
	h.v[j] = h.v[j - 1];
      h.v[j] = x;
    }
  for (size_t i = 0; i < h.n; i++)
    check_own_region (h.v[i].w, h.v[i].lo, h.v[i].hi, h.v[i].base,
		      h.v[i].owner, acc);
  if (h.v != h.local)
    free (h.v);
}

/* Check and record ACC of this process over [LO, HI) in every window
   holding those bytes (windows may share memory).  A load or store of a
   neighbour's segment of a shared window is that neighbour's to check:
   tell it.  With many windows, the regions holding them come from the
   index of every window's regions: O(log regions + hits), not
   O(windows); with few, a walk of them all costs less, and meets the
   same regions in the same order.  */
static void
check_own_windows (uintptr_t lo, uintptr_t hi, const struct rr_access *acc)
{
  if (rr_n_windows > RR_FEW_WINDOWS)
    {
      check_indexed_windows (lo, hi, acc);
      return;
    }
  for (struct rr_window *w = rr_window_first (); w; w = w->next)
    for (size_t i = rr_window_region_after (w, lo); i < w->n_regions; i++)
      {
	const struct rr_region *r = &w->regions[i];
	if (r->lo >= hi)
	  break;
	uintptr_t l = lo > r->lo ? lo : r->lo;
	uintptr_t h = hi < r->hi ? hi : r->hi;
	if (l < h)
	  check_own_region (w, l, h, r->lo, r->owner, acc);
      }
}

void
rr_check_local (int kind, uintptr_t addr, size_t size, const char *loc)
{
  if (size == 0)
    return;
  uintptr_t lo = addr, hi = addr + size;
  struct rr_event *now = rr_clock_instant ();
  struct rr_access acc = {
    .kind = kind, .rank = rr_rt.world_rank, .loc = loc,
    .thread = rr_thread_display (), .issue = now, .complete = now,
  };
  check_pending (lo, hi, &acc);
  check_own_windows (lo, hi, &acc);
  /* For RMA calls other threads issue later.  */
  rr_recent_add (lo, hi, &acc);
}

/* The address at this process of OFF bytes past displacement TDISP of W:
   from the window's base, or, in a dynamic window, from address 0.  */
static __int128
target_address (const struct rr_window *w, int64_t tdisp, uint64_t off)
{
  if (w->dynamic)
    return (__int128) tdisp + (int64_t) off;
  return (__int128) w->base + (__int128) tdisp * w->disp_unit
	 + (int64_t) off;
}

void
rr_check_target (struct rr_window *w, int64_t tdisp, uint64_t off,
		 uint64_t len, const struct rr_access *acc)
{
  __int128 a = target_address (w, tdisp, off);
  if (len == 0)
    return;
  struct rr_access elem = *acc;
  /* In 64 bits when A fits (always, but for an erroneous displacement):
     the 128-bit division is a library call.  */
  if (acc->elsize && a >= 0 && a <= (__int128) UINT64_MAX)
    elem.phase = (uint8_t) ((uint64_t) a % acc->elsize);
  else if (acc->elsize)
    elem.phase = (uint8_t) ((unsigned __int128) a % acc->elsize);
  acc = &elem;
  uintptr_t lo = 0, hi = 0;
  if (a > 0 && a <= (__int128) (UINTPTR_MAX - len))
    lo = (uintptr_t) a, hi = lo + len;
  /* Only the bytes in this process's memory of W: what falls outside is
     an error for MPI to handle; say so once.  */
  uint64_t inside = 0;
  /* The regions meeting [LO, HI), found by binary search: a shared
     window maps one per member.  */
  for (size_t i = hi ? rr_window_region_after (w, lo) : w->n_regions;
       i < w->n_regions && w->regions[i].lo < hi; i++)
    {
      const struct rr_region *r = &w->regions[i];
      if (r->owner != w->comm_rank)
	continue;
      uintptr_t l = lo > r->lo ? lo : r->lo, h = hi < r->hi ? hi : r->hi;
      inside += h - l;
      check_window (w, l, h, acc);
    }
  if (inside < len && acc->op != RR_OP_NONE)
    rr_warn_once (acc->loc, "%s: %s from rank %d touches bytes outside "
		  "window %u of rank %d", acc->loc, rr_op_name (acc->op),
		  acc->rank, w->num, rr_rt.world_rank);
}

/* Lanes a thread's lane is searched among before the target indexes
   them by thread.  */
#define LANES_SCANNED 8

static const void *
lane_key (uint32_t thread)
{
  return (const void *) ((uintptr_t) thread + 1);
}

/* The lane of THREAD at T, made if need be (lane_of tried the first
   lane, a single thread's): a scan of at most LANES_SCANNED lanes, then
   a lookup by thread.  */
static struct rr_lane *
add_lane (struct rr_target *t, uint32_t thread)
{
  if (t->n_lanes > LANES_SCANNED)
    {
      uintptr_t i = (uintptr_t) ptrmap_get (&t->lane_index,
					    lane_key (thread));
      if (i)
	return &t->lanes[i - 1];
    }
  else
    for (size_t i = 1; i < t->n_lanes; i++)
      if (t->lanes[i].thread == thread)
	return &t->lanes[i];
  t->lanes = rr_array_room (t->lanes, t->n_lanes, &t->cap_lanes,
			    sizeof *t->lanes);
  struct rr_lane *l = &t->lanes[t->n_lanes++];
  *l = (struct rr_lane) { .thread = thread };
  /* Index every lane once there are more than LANES_SCANNED.  */
  if (t->n_lanes == LANES_SCANNED + 1)
    for (size_t i = 0; i < t->n_lanes; i++)
      ptrmap_put (&t->lane_index, lane_key (t->lanes[i].thread),
		  (void *) (uintptr_t) (i + 1));
  else if (t->n_lanes > LANES_SCANNED + 1)
    ptrmap_put (&t->lane_index, lane_key (thread),
		(void *) (uintptr_t) t->n_lanes);
  return l;
}

static inline struct rr_lane *
lane_of (struct rr_target *t, uint32_t thread)
{
  if (t->n_lanes && t->lanes[0].thread == thread)
    return t->lanes;
  return add_lane (t, thread);
}

static void
add_request (struct rr_window *w, int trank, struct rr_event *done,
	     const struct rr_event *issue)
{
  struct rr_target *t = &w->targets[trank];
  rr_window_touch (w, trank);
  struct rr_lane *l = lane_of (t, RR_VALUE_THREAD (issue->value));
  l->requests = rr_array_room (l->requests, l->n_requests,
			       &l->cap_requests, sizeof *l->requests);
  l->requests[l->n_requests++] = (struct rr_request_done) { done,
							     issue->value };
  t->n_open++;
}

/* The reads at a remote target of request-based calls that only read
   (MPI_Rget, MPI_Rget_accumulate with MPI_NO_OP): the target knows their
   completion by ID, told when the request or a flush completes DONE,
   whichever comes first.  One per request not yet completed.  */
struct request_read
{
  struct rr_event *done;
  struct rr_window *w;
  int trank;
  uint64_t id;
};

/* Forget the read at index I of the requests' reads: the last one
   takes its place.  */
static void
forget_read (size_t i)
{
  ptrmap_remove (&check_state.read_index, check_state.reads[i].done);
  struct request_read *last = &check_state.reads[--check_state.n_reads];
  if (i < check_state.n_reads)
    {
      check_state.reads[i] = *last;
      ptrmap_put (&check_state.read_index, last->done, (void *) (i + 1));
    }
}

/* Tell the target of the read DONE completes, if any, that it is
   complete (DONE has happened), and forget it.  */
static void
request_read_done (const struct rr_event *done)
{
  size_t i = (size_t) ptrmap_get (&check_state.read_index, done);
  if (!i--)
    return;
  struct request_read *r = &check_state.reads[i];
  rr_notify_complete (r->w, r->trank, r->id, done);
  forget_read (i);
}

/* The batch of target TRANK of W the calling thread's operation issued
   at ISSUE joins: the last of its lane, unless the thread released
   since that one was opened.  */
static struct rr_batch *
batch_for (struct rr_window *w, int trank, const struct rr_event *issue)
{
  struct rr_target *t = &w->targets[trank];
  struct rr_thread *self = rr_thread_self ();
  rr_window_touch (w, trank);
  struct rr_lane *l = lane_of (t, self->id);
  if (l->n_batches > l->head)
    {
      struct rr_batch *b = &l->batches[l->n_batches - 1];
      if (b->releases == self->releases)
	{
	  b->last_issue = issue->value;
	  /* Its local parts, if a flush_local completed them, start
	     again.  */
	  if (l->local_head >= l->n_batches)
	    l->local_head = l->n_batches - 1;
	  return b;
	}
    }
  l->batches = rr_array_room (l->batches, l->n_batches, &l->cap_batches,
			      sizeof *l->batches);
  struct rr_batch *b = &l->batches[l->n_batches++];
  *b = (struct rr_batch) { .thread = self->id, .releases = self->releases,
			   .last_issue = issue->value };
  t->n_open++;
  return b;
}

/* The single range of COUNT elements of TYPE, remembered for the other
   buffers of one call: an atomic call's buffers and target share their
   count and datatype.  */
struct one_range
{
  int count;
  MPI_Datatype type;
  size_t n;			/* 0: nothing remembered yet */
  struct rr_range range;
};

/* rr_type_ranges_one, through MEMO.  */
static size_t
ranges_of (struct one_range *memo, int count, MPI_Datatype type,
	   struct rr_range *one, struct rr_range **out)
{
  if (memo->n && memo->count == count && memo->type == type)
    {
      *one = memo->range;
      *out = one;
      return 1;
    }
  size_t n = rr_type_ranges_one (count, type, one, out);
  if (n == 1 && *out == one)
    *memo = (struct one_range) { count, type, 1, *one };
  return n;
}

/* Record the local buffer B of CALL: its bytes are read or written until
   DONE happens.  */
static void
issue_buffer (const struct rr_rma_call *call, const struct rr_rma_buffer *b,
	      uint32_t thread, struct rr_event *issue, struct rr_event *done,
	      struct one_range *memo)
{
  struct rr_range one, *ranges;
  size_t n = ranges_of (memo, b->count, b->type, &one, &ranges);
  struct rr_access acc = {
    .kind = b->kind, .op = call->op, .role = b->role,
    .rank = rr_rt.world_rank, .thread = thread,
    .loc = call->loc, .issue = issue, .complete = done,
  };
  for (size_t i = 0; i < n; i++)
    {
      uintptr_t lo = (uintptr_t) b->addr + (int64_t) ranges[i].off;
      rr_check_buffer (lo, lo + ranges[i].len, &acc,
		       RR_BUF_CHECK | RR_BUF_KEEP | RR_BUF_WINDOWS);
    }
  if (ranges != &one)
    free (ranges);
}

void
rr_check_buffer (uintptr_t lo, uintptr_t hi, const struct rr_access *acc,
		 int how)
{
  if (lo >= hi)
    return;
  /* The other threads' earlier accesses not ordered before the call,
     then the calls still pending.  */
  if (how & RR_BUF_CHECK)
    {
      if (!rr_recent_empty ())
	rr_recent_check (window_at (lo), lo, hi, acc);
      check_pending (lo, hi, acc);
    }
  if (how & RR_BUF_KEEP)
    rr_pending_keep (lo, hi, acc);
  if (how & RR_BUF_WINDOWS)
    {
      /* Most buffers of MPI calls (on the stack, in the heap) lie
	 outside every window: the hull of all their regions says so at
	 once.  (Not in check_own_windows: the loads and stores the
	 runtime checks are mostly in windows.)  */
      uintptr_t rlo, rhi;
      rr_window_regions_hull (&rlo, &rhi);
      if (hi > rlo && lo < rhi)
	check_own_windows (lo, hi, acc);
    }
}

/* Is an access epoch to TRANK open on W?  */
static int
in_access_epoch (const struct rr_window *w, int trank)
{
  if (w->fence_open || w->lock_all_epoch || w->targets[trank].lock_mode)
    return 1;
  return w->access_open && w->targets[trank].in_start;
}

void
rr_rma_issue (struct rr_window *w, const struct rr_rma_call *call)
{
  int trank = call->trank;
  if (trank < 0 || trank >= w->comm_size)
    return;			/* MPI_PROC_NULL, or an error MPI reports */
  if (!in_access_epoch (w, trank))
    rr_warn_once (call->loc, "%s: %s on window %u to rank %d outside any "
		  "access epoch (no fence, lock, lock_all or start)",
		  call->loc, rr_op_name (call->op), w->num,
		  w->world_rank_of[trank]);
  struct rr_event *issue = rr_clock_tick ();
  struct rr_batch *batch = batch_for (w, trank, issue);

  /* The local buffers.  */
  struct rr_event *done = call->request_done;
  if (done)
    add_request (w, trank, done, issue);
  else
    {
      if (!batch->origin_done)
	batch->origin_done = rr_event_pending (rr_rt.world_rank);
      done = batch->origin_done;
    }
  uint32_t thread = rr_thread_display ();
  struct one_range memo = { .n = 0 };
  for (int i = 0; i < call->n_buf; i++)
    issue_buffer (call, &call->buf[i], thread, issue, done, &memo);

  /* The target memory.  */
  struct rr_range one, *ranges;
  size_t n = ranges_of (&memo, call->tcount, call->ttype, &one, &ranges);
  if (!n)
    return;
  struct rr_access acc = {
    .kind = call->target_kind, .op = call->op,
    .rank = rr_rt.world_rank, .thread = thread,
    .basic = call->basic, .aop = call->aop, .elsize = call->elsize,
    .loc = call->loc, .issue = issue,
  };
  lock_of (w, trank, &acc.lock, &acc.lock_epoch);
  /* A fetching operation that only reads the target (MPI_Get, MPI_Rget,
     MPI_NO_OP) has read it once its result is back: its read completes
     with its local buffers (flush_local, the request), not only at the
     target's completion.  */
  int reads = acc.kind == RR_TARGET_READ;
  static uint64_t next_done_id;
  if (w->world_rank_of[trank] == rr_rt.world_rank)
    {
      if (!batch->remote_done)
	batch->remote_done = rr_event_pending (rr_rt.world_rank);
      acc.complete = reads ? done : batch->remote_done;
      for (size_t i = 0; i < n; i++)
	rr_check_target (w, call->tdisp, ranges[i].off, ranges[i].len, &acc);
    }
  else if (reads && !call->request_done)
    {
      if (!batch->read_done_id)
	batch->read_done_id = ++next_done_id;
      rr_notify_op (w, trank, &acc, batch->read_done_id, call->tdisp,
		    ranges, n);
    }
  else if (reads)
    {
      check_state.reads = rr_array_room (check_state.reads,
					 check_state.n_reads,
					 &check_state.cap_reads,
					 sizeof *check_state.reads);
      check_state.reads[check_state.n_reads++] = (struct request_read) {
	call->request_done, w, trank, ++next_done_id };
      ptrmap_put (&check_state.read_index, call->request_done,
		  (void *) check_state.n_reads);
      rr_notify_op (w, trank, &acc, next_done_id, call->tdisp, ranges, n);
    }
  else
    {
      if (!batch->remote_done_id)
	batch->remote_done_id = ++next_done_id;
      rr_notify_op (w, trank, &acc, batch->remote_done_id, call->tdisp,
		    ranges, n);
    }
  if (ranges != &one)
    free (ranges);
}

void
rr_request_complete (struct rr_event *done)
{
  if (done->snap)
    return;			/* a flush completed it already */
  rr_event_happen (done, rr_clock_tick ());
  request_read_done (done);
  rr_pending_done (done);
  rr_pending_collect ();
}

/* Did the operation issued at value ISSUE by this process happen before
   NOW, so that a completion call made at NOW completes it?  */
static int
issued_before (uint64_t issue, const struct rr_event *now)
{
  struct rr_event e = { .rank = now->rank, .value = issue,
			.snap = now->snap };
  return rr_event_hb (&e, now);
}

/* Forget the entries before *HEAD of an array of *COUNT of SIZE bytes
   once they are most of it, so that a lane's room stays proportional
   to what it holds; return by how many places the others moved.  */
static size_t
shift_out (void *array, size_t *head, size_t *count, size_t size)
{
  size_t by = *head;
  if (by == *count)
    *head = *count = 0;
  else if (by >= 16 && 2 * by >= *count)
    {
      memmove (array, (char *) array + by * size, (*count - by) * size);
      *count -= by;
      *head = 0;
    }
  else
    by = 0;
  return by;
}

/* Complete the operations of lane L of target TRANK of W issued before
   NOW: a prefix of its batches, locally (and at the target when
   REMOTE), and of its requests.  */
static void
complete_lane (struct rr_window *w, int trank, struct rr_lane *l,
	       int remote, struct rr_event *now)
{
  struct rr_target *t = &w->targets[trank];
  /* A flush_local starts after the batches complete but at the
     target.  */
  size_t i = !remote && l->local_head > l->head ? l->local_head : l->head;
  for (; i < l->n_batches; i++)
    {
      struct rr_batch *b = &l->batches[i];
      if (!issued_before (b->last_issue, now))
	break;
      if (b->origin_done)
	{
	  rr_event_happen (b->origin_done, now);
	  rr_pending_done (b->origin_done);
	  b->origin_done = NULL;
	}
      if (b->read_done_id)
	{
	  rr_notify_complete (w, trank, b->read_done_id, now);
	  b->read_done_id = 0;
	}
      if (remote && b->remote_done)
	{
	  rr_event_happen (b->remote_done, now);
	  b->remote_done = NULL;
	}
      if (remote && b->remote_done_id)
	{
	  rr_notify_complete (w, trank, b->remote_done_id, now);
	  b->remote_done_id = 0;
	}
      /* Nothing left of it, and of none before it: gone.  */
      if (i == l->head && !b->remote_done && !b->remote_done_id)
	{
	  l->head++;
	  t->n_open--;
	}
    }
  l->local_head = i;
  l->local_head -= shift_out (l->batches, &l->head, &l->n_batches,
			      sizeof *l->batches);

  for (i = l->head_requests; i < l->n_requests; i++)
    {
      struct rr_request_done *r = &l->requests[i];
      if (r->done->snap)
	continue;		/* its request completed it */
      if (!issued_before (r->issue, now))
	break;
      rr_event_happen (r->done, now);
      request_read_done (r->done);
      rr_pending_done (r->done);
    }
  t->n_open -= i - l->head_requests;
  l->head_requests = i;
  shift_out (l->requests, &l->head_requests, &l->n_requests,
	     sizeof *l->requests);
}

static void
complete_target (struct rr_window *w, int trank, int remote,
		 struct rr_event **now)
{
  struct rr_target *t = &w->targets[trank];
  if (!t->n_open)
    return;
  if (!*now)
    *now = rr_clock_tick ();
  for (size_t k = 0; k < t->n_lanes; k++)
    complete_lane (w, trank, &t->lanes[k], remote, *now);
  rr_pending_collect ();
}

void
rr_rma_complete (struct rr_window *w, int trank, int remote)
{
  struct rr_event *now = NULL;
  if (trank >= 0)
    {
      if (trank < w->comm_size)
	complete_target (w, trank, remote, &now);
      return;
    }
  /* Only the targets given work since they were last found idle, in
     increasing order as a walk of them all would: the others have no
     batch nor request.  Completing one touches only itself.  */
  const int *ranks;
  size_t n = rr_window_touched (w, &ranks);
  for (size_t i = 0; i < n; i++)
    complete_target (w, ranks[i], remote, &now);
  rr_window_untouch_idle (w);
}

/* Event collection.  */

static int
mark_node (struct itree_node *node, void *ctx)
{
  rr_gc_mark_event (node->acc.issue);
  rr_gc_mark_event (node->acc.complete);
  if (node->acc.run)
    for (size_t i = 0; i < node->acc.run->n; i++)
      {
	rr_gc_mark_snapshot (node->acc.run->m[i].issue_snap);
	rr_gc_mark_event (node->acc.run->m[i].complete);
      }
  return 0;
}

void
rr_events_collect (void)
{
  static size_t threshold = 4096;
  if (rr_event_count () < threshold)
    return;
  itree_visit_all (&rr_rt.pending, mark_node, NULL);
  rr_pending_mark ();
  /* The windows, their targets and lanes this walk (and
     rr_notify_mark's) visits, whether they hold events or not.  */
  size_t walked = 0;
  for (struct rr_window *w = rr_window_first (); w; w = w->next)
    {
      itree_visit_all (&w->tree, mark_node, NULL);
      walked += 1 + w->comm_size;
      for (int r = 0; r < w->comm_size; r++)
	{
	  struct rr_target *t = &w->targets[r];
	  walked += t->n_lanes;
	  for (size_t k = 0; k < t->n_lanes; k++)
	    {
	      const struct rr_lane *l = &t->lanes[k];
	      for (size_t i = l->head; i < l->n_batches; i++)
		{
		  rr_gc_mark_event (l->batches[i].origin_done);
		  rr_gc_mark_event (l->batches[i].remote_done);
		}
	      for (size_t i = l->head_requests; i < l->n_requests; i++)
		rr_gc_mark_event (l->requests[i].done);
	    }
	  rr_incoming_mark (&w->incoming[r]);
	  rr_gc_mark_event (w->incoming[r].last_issue);
	}
      rr_gc_mark_event (w->last_sync);
    }
  for (struct deferred *d = deferred_state.newest; d; d = d->older)
    {
      rr_gc_mark_event (d->a.issue);
      rr_gc_mark_event (d->a.complete);
      rr_gc_mark_event (d->b.issue);
      rr_gc_mark_event (d->b.complete);
    }
  rr_request_mark ();
  rr_notify_mark ();
  rr_comm_mark ();
  rr_recent_mark ();
  rr_gc_sweep ();
  /* The next collection marks about as much again: the events kept and
     the runs' members, and walks the windows' targets again.  It waits
     for at least as many new events as that, so that a collection costs
     O(1) per event made (with many windows over many ranks, a walk
     holding few events would otherwise come every 4096 events).  */
  threshold = 2 * (rr_event_count () + run_members) + walked + 4096;
}

struct collect
{
  uint64_t gid, count;
  const struct rr_event *last_sync;
  size_t kept_done;		/* records kept active whose completion happened */
  struct rr_window *w;
};

/* Did ACC complete before collective COUNT on GID and, under the
   separate memory model, before the copies were last synchronized (a
   later load or store counts as made then)?  ITREE_REMOVE if so;
   ITREE_PARK when only a thread does not know it yet, *WHY
   (rr_window_collect); ITREE_KEEP otherwise.  */
static enum itree_verdict
done_before (const struct rr_access *acc, const struct collect *c,
	     struct rr_blocker *why)
{
  const struct rr_snapshot *s = acc->complete->snap;
  if (!s)
    return ITREE_KEEP;
  if (c->last_sync && !rr_event_hb (acc->complete, c->last_sync)
      && acc->complete != c->last_sync)
    return ITREE_KEEP;
  /* A search, not a walk: a snapshot holds a token per window and
     communicator.  */
  const struct rr_token *tok = rr_snapshot_token (s, c->gid);
  if (!tok || tok->count >= c->count)
    return ITREE_KEEP;
  /* The thread that made the collective knew ACC was over; a thread
     that does not know it yet may still race with it.  */
  if (rr_thread_count () < 2)
    return ITREE_REMOVE;
  if (!rr_collective_knew (c->gid, c->count, acc->complete))
    return ITREE_KEEP;
  if (rr_thread_all_know_why (acc->complete, why))
    return ITREE_REMOVE;
  /* Whatever the collective, the record stays till the thread that does
     not know it (or the threads about to start) learns something:
     parked on it.  */
  return why->valid ? ITREE_PARK : ITREE_KEEP;
}

/* Drop the first members of the run of ACC, a record done_before
   keeps, that done_before would remove were they records of their own,
   as the collection did before runs held them: a run of puts or gets
   flushed between collectives, whose last member is not complete at
   any of them, would otherwise keep every member till the end.  Exact:
   an access checked later comes after them as it would come after
   those records, and the binary search (run_member) then picks the same
   member or, where it would have picked a dropped one, none.  The
   last member stays (it is the record's completion).  */
static void
run_drop_done (struct rr_access *acc, const struct collect *c)
{
  struct rr_run *run = acc->run;
  struct rr_access one = *acc;
  struct rr_blocker why;
  size_t k = 0;
  for (; k + 1 < run->n; k++)
    {
      one.complete = run->m[k].complete;
      if (done_before (&one, c, &why) != ITREE_REMOVE)
	break;
    }
  if (!k)
    return;
  memmove (run->m, run->m + k, (run->n - k) * sizeof *run->m);
  run->n -= k;
  run_members -= k;
}

/* The verdict that parks a record of W's tree blocked by WHY: on the
   list of that blocker in that state, or on a free list, which takes
   it; ITREE_KEEP when every list holds another's (the record is then
   judged again at the next collection, as before it could park).  */
static enum itree_verdict
park_slot (struct rr_window *w, const struct rr_blocker *why)
{
  int free_slot = -1;
  for (int k = 0; k < ITREE_PARK_SLOTS; k++)
    if (!w->tree.parked[k])
      {
	if (free_slot < 0)
	  free_slot = k;
      }
    else if (rr_blocker_same (&w->parked_by[k], why))
      return ITREE_PARK + k;
  if (free_slot < 0)
    return ITREE_KEEP;
  w->parked_by[free_slot] = *why;
  return ITREE_PARK + free_slot;
}

/* done_before, freeing the run of a record it removes and the done
   members of a run it keeps.  A run's record completes with its last
   member.  */
static enum itree_verdict
collect_node (struct itree_node *node, void *ctx)
{
  struct collect *c = ctx;
  struct rr_access *acc = &node->acc;
  struct rr_blocker why;
  enum itree_verdict v = done_before (acc, c, &why);
  if (v == ITREE_REMOVE)
    {
      run_free (acc);
      return v;
    }
  if (acc->run && acc->run->n > 1)
    run_drop_done (acc, c);
  if (v == ITREE_PARK)
    v = park_slot (c->w, &why);
  /* A kept member that happened may go at a later collective: walk
     again then, as for a record that happened.  */
  if (v == ITREE_KEEP)
    c->kept_done += acc->complete->snap != NULL
		    || (acc->run && acc->run->n > 1
			&& acc->run->m[0].complete->snap != NULL);
  return v;
}

void
rr_window_collect (struct rr_window *w, uint64_t gid, uint64_t count)
{
  /* The records parked at the last collections stay so while their
     blocker has not moved (rr_blocker_still): each was kept for a
     thread that did not know it, and still does not.  Those of a
     blocker that moved are judged again.  */
  for (int k = 0; k < ITREE_PARK_SLOTS; k++)
    if (w->tree.parked[k] && !rr_blocker_still (&w->parked_by[k]))
      {
	itree_unpark_slot (&w->tree, k);
	w->collect_waiting = 0;
      }
  /* A record whose completion has not happened is kept whatever the
     collective (done_before): when the last collection kept active only
     such records, none of them happened since and none was added or
     changed, this one would keep them all; skip its walk of every
     record, so that collectives while many operations are pending cost
     what changed, not what is kept.  */
  if (!w->collect_waiting || w->collect_dirty
      || w->collect_happened != rr_event_happened ())
    {
      struct collect c = { gid, count, w->last_sync, 0, w };
      itree_collect (&w->tree, collect_node, &c);
      w->collect_waiting = c.kept_done == 0;
      w->collect_dirty = 0;
      w->collect_happened = rr_event_happened ();
    }
  rr_notify_collect (w, gid, count);
  rr_events_collect ();
}

static int
free_run (struct itree_node *node, void *ctx)
{
  run_free (&node->acc);
  return 0;
}

void
rr_window_free_runs (struct rr_window *w)
{
  itree_visit_all (&w->tree, free_run, NULL);
  /* Requests not completed when their window is freed (an error):
     forget their reads.  */
  for (size_t i = 0; i < check_state.n_reads;)
    if (check_state.reads[i].w == w)
      forget_read (i);
    else
      i++;
}
