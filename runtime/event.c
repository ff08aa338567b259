/* event.c -- events, snapshots, the process clock and their collector.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

#include <stdlib.h>
#include <string.h>
#include "event.h"
#include "report.h"

static struct rr_event *all_events;
static struct rr_snapshot *all_snapshots;
static size_t n_events;

static struct
{
  int rank;
  uint64_t k;
  struct rr_snapshot *snap;
  struct rr_event *instant;	/* the event of value 2k+1, made lazily */
} clk;

int
rr_event_hb (const struct rr_event *a, const struct rr_event *b)
{
  if (!a->snap || !b->snap)
    return 0;
  if (a->rank == b->rank)
    return a->value < b->value;

  const struct rr_snapshot *sa = a->snap, *sb = b->snap;

  /* Did a message chain tell B's process about A?  Binary search.  */
  uint64_t key = RR_KNOWN | (uint64_t) (uint32_t) a->rank;
  uint32_t lo = 0, hi = sb->n;
  while (lo < hi)
    {
      uint32_t mid = lo + (hi - lo) / 2;
      if (sb->tok[mid].gid < key)
	lo = mid + 1;
      else
	hi = mid;
    }
  if (lo < sb->n && sb->tok[lo].gid == key && a->value <= sb->tok[lo].count)
    return 1;

  /* Both snapshots are sorted by gid: walk their counts together.  */
  uint32_t i = 0, j = 0;
  while (j < sb->n && !(sb->tok[j].gid & RR_KNOWN))
    {
      if (i < sa->n && sa->tok[i].gid < sb->tok[j].gid)
	i++;
      else if (i == sa->n || sa->tok[i].gid > sb->tok[j].gid
	       || (sa->tok[i].gid & RR_KNOWN))
	{
	  /* A has no count for B's communicator: 0 if A's process is a
	     member (see event.h).  */
	  if (sb->tok[j].count > 0
	      && rr_gid_member (sb->tok[j].gid, a->rank) == 1)
	    return 1;
	  j++;
	}
      else
	{
	  if (sa->tok[i].count < sb->tok[j].count)
	    return 1;
	  i++;
	  j++;
	}
    }
  return 0;
}

static struct rr_snapshot *
snapshot_alloc (uint32_t n)
{
  struct rr_snapshot *s = malloc (sizeof *s + n * sizeof s->tok[0]);
  if (!s)
    rr_fatal ("out of memory");
  s->n = n;
  s->mark = 0;
  s->next_all = all_snapshots;
  all_snapshots = s;
  return s;
}

struct rr_snapshot *
rr_snapshot_make (uint32_t n, const struct rr_token *tok)
{
  struct rr_snapshot *s = snapshot_alloc (n);
  memcpy (s->tok, tok, n * sizeof *tok);
  return s;
}

struct rr_event *
rr_event_make (int rank, uint64_t value, const struct rr_snapshot *snap)
{
  struct rr_event *e = malloc (sizeof *e);
  if (!e)
    rr_fatal ("out of memory");
  e->rank = rank;
  e->value = value;
  e->snap = snap;
  e->mark = 0;
  e->next_all = all_events;
  all_events = e;
  n_events++;
  return e;
}

struct rr_event *
rr_event_pending (int rank)
{
  return rr_event_make (rank, 0, NULL);
}

void
rr_event_happen (struct rr_event *pending, const struct rr_event *now)
{
  pending->value = now->value;
  pending->snap = now->snap;
}

void
rr_clock_init (int world_rank)
{
  clk.rank = world_rank;
  clk.k = 1;
  clk.snap = snapshot_alloc (0);
  clk.instant = NULL;
}

struct rr_event *
rr_clock_tick (void)
{
  clk.k++;
  clk.instant = NULL;
  return rr_event_make (clk.rank, 2 * clk.k, clk.snap);
}

struct rr_event *
rr_clock_instant (void)
{
  if (!clk.instant)
    clk.instant = rr_event_make (clk.rank, 2 * clk.k + 1, clk.snap);
  return clk.instant;
}

/* The current snapshot with GID's count raised by INC (0 or 1), GID
   added at count INC if missing.  */
static void
clock_bump (uint64_t gid, uint64_t inc)
{
  const struct rr_snapshot *old = clk.snap;
  uint32_t i = 0;
  while (i < old->n && old->tok[i].gid < gid)
    i++;
  int found = i < old->n && old->tok[i].gid == gid;
  struct rr_snapshot *s = snapshot_alloc (old->n + !found);
  memcpy (s->tok, old->tok, i * sizeof old->tok[0]);
  if (found)
    {
      s->tok[i] = old->tok[i];
      s->tok[i].count += inc;
      memcpy (s->tok + i + 1, old->tok + i + 1,
	      (old->n - i - 1) * sizeof old->tok[0]);
    }
  else
    {
      s->tok[i].gid = gid;
      s->tok[i].count = inc;
      memcpy (s->tok + i + 1, old->tok + i,
	      (old->n - i) * sizeof old->tok[0]);
    }
  clk.snap = s;
  /* A new snapshot is a new event: what follows is after it.  */
  rr_clock_tick ();
}

void
rr_clock_collective (uint64_t gid)
{
  clock_bump (gid, 1);
}

void
rr_clock_register (uint64_t gid)
{
  clock_bump (gid, 0);
}

void
rr_clock_synchronized (uint64_t gid, int (*member) (int, void *),
		       void *ctx)
{
  clock_bump (gid, 1);
  if (!member)
    return;
  struct rr_snapshot *s = clk.snap;
  uint32_t n = 0;
  for (uint32_t i = 0; i < s->n; i++)
    if (!(s->tok[i].gid & RR_KNOWN)
	|| !member ((int) (uint32_t) s->tok[i].gid, ctx))
      s->tok[n++] = s->tok[i];
  /* S is the snapshot clock_bump just made, shared by nothing yet but the
     event it ticked, which is new too: shrinking it in place is safe.  */
  s->n = n;
}

void
rr_clock_learn (int rank, uint64_t value, const struct rr_snapshot *snap)
{
  const struct rr_snapshot *old = clk.snap;
  uint64_t key = RR_KNOWN | (uint64_t) (uint32_t) rank;
  struct rr_snapshot *s = snapshot_alloc (old->n + snap->n + 1);
  uint32_t i = 0, j = 0, n = 0;
  int sender_done = 0;
  /* Merge three sorted sources: OLD, SNAP, and the sender's own entry.  */
  while (i < old->n || j < snap->n || !sender_done)
    {
      uint64_t g = UINT64_MAX;
      if (i < old->n && old->tok[i].gid < g)
	g = old->tok[i].gid;
      if (j < snap->n && snap->tok[j].gid < g)
	g = snap->tok[j].gid;
      if (!sender_done && key <= g)
	g = key;
      uint64_t count = 0;
      if (i < old->n && old->tok[i].gid == g)
	count = old->tok[i++].count;
      if (j < snap->n && snap->tok[j].gid == g)
	{
	  if (snap->tok[j].count > count)
	    count = snap->tok[j].count;
	  j++;
	}
      if (!sender_done && g == key)
	{
	  if (value > count)
	    count = value;
	  sender_done = 1;
	}
      s->tok[n].gid = g;
      s->tok[n].count = count;
      n++;
    }
  s->n = n;
  clk.snap = s;
  rr_clock_tick ();
}

void
rr_gc_mark_event (struct rr_event *e)
{
  if (!e)
    return;
  e->mark = 1;
  if (e->snap)
    ((struct rr_snapshot *) e->snap)->mark = 1;
}

void
rr_gc_sweep (void)
{
  clk.snap->mark = 1;
  if (clk.instant)
    rr_gc_mark_event (clk.instant);

  struct rr_event **pe = &all_events;
  while (*pe)
    {
      struct rr_event *e = *pe;
      if (e->mark)
	{
	  e->mark = 0;
	  pe = &e->next_all;
	}
      else
	{
	  *pe = e->next_all;
	  free (e);
	  n_events--;
	}
    }
  struct rr_snapshot **ps = &all_snapshots;
  while (*ps)
    {
      struct rr_snapshot *s = *ps;
      if (s->mark)
	{
	  s->mark = 0;
	  ps = &s->next_all;
	}
      else
	{
	  *ps = s->next_all;
	  free (s);
	}
    }
}

size_t
rr_event_count (void)
{
  return n_events;
}
