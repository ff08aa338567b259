/* race.c -- describe a race for the report: the model's side of it.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   The report (report.c) prints what it is given and knows nothing of
   access records, clocks or windows; here the two access records and the
   window are turned into what it prints: the order of the two accesses,
   what each did, where the bytes are, and whether OpenMP may run the
   two at the same time.  */

#include "race.h"
#include "event.h"
#include "report.h"
#include "runtime.h"
#include "thread.h"
#include "window.h"

static const char *const op_names[RR_OP_MAX] = {
  [RR_OP_NONE] = "",
#define RR_OP_DEF(op, name) [RR_OP_##op] = name,
#include "mpi-ops-gen.inc"
#undef RR_OP_DEF
};

const char *
rr_op_name (int op)
{
  return op > RR_OP_NONE && op < RR_OP_MAX ? op_names[op] : "access";
}

/* What the access did to the bytes, as the report names it.  */
static const char *
role_phrase (const struct rr_access *acc)
{
  switch (acc->kind)
    {
    case RR_LOAD: return "local load";
    case RR_STORE: return "local store";
    case RR_ORIGIN_READ:
      return acc->role == RR_ROLE_COMPARE ? "compare buffer read"
	     : acc->role == RR_ROLE_SEND ? "send buffer read"
	     : "origin buffer read";
    case RR_ORIGIN_WRITE:
      return acc->role == RR_ROLE_RESULT ? "result buffer write"
	     : acc->role == RR_ROLE_RECV ? "receive buffer write"
	     : "origin buffer write";
    case RR_TARGET_READ: return "remote read";
    case RR_TARGET_WRITE: return "remote write";
    case RR_TARGET_UPDATE: return "remote update";
    default: return "access";
    }
}

/* Put the two accesses in the order the report shows them: by one
   thread, in program order; by two threads of one process, in the order
   they were made (A first); else the remote access first, then by
   rank.  */
static void
order_pair (const struct rr_access **a, const struct rr_access **b)
{
  const struct rr_access *x = *a, *y = *b;
  int swap;
  if (x->rank == y->rank && !rr_kind_is_target (x->kind)
      && !rr_kind_is_target (y->kind))
    swap = (RR_VALUE_THREAD (x->issue->value)
	    == RR_VALUE_THREAD (y->issue->value))
	   && y->issue->value < x->issue->value;
  else if (rr_kind_is_target (x->kind) != rr_kind_is_target (y->kind))
    swap = rr_kind_is_target (y->kind);
  else if (x->rank != y->rank)
    swap = y->rank < x->rank;
  else
    swap = y->issue->value < x->issue->value;
  if (swap)
    {
      *a = y;
      *b = x;
    }
}

/* The units (thread.h) of two accesses of this process when they are
   two different sections or tasks, which OpenMP may run at the same time
   even when one thread ran both: "sections", "tasks", or NULL.  */
static const char *
units_phrase (const struct rr_access *a, const struct rr_access *b)
{
  if (a->rank != rr_rt.world_rank || b->rank != rr_rt.world_rank
      || rr_kind_is_target (a->kind) || rr_kind_is_target (b->kind)
      || !a->issue || !b->issue)
    return NULL;
  uint32_t ta = RR_VALUE_THREAD (a->issue->value);
  uint32_t tb = RR_VALUE_THREAD (b->issue->value);
  int ua = rr_unit_of (ta), ub = rr_unit_of (tb);
  if (ta == tb || ua == RR_UNIT_THREAD || ub == RR_UNIT_THREAD)
    return NULL;
  if (ua != ub)
    return "units (a section and a task)";
  return ua == RR_UNIT_SECTION ? "sections" : "tasks";
}

static struct rr_race_side
side_of (const struct rr_access *acc)
{
  return (struct rr_race_side) {
    .loc = acc->loc,
    .call = acc->op != RR_OP_NONE && acc->op < RR_OP_MAX
	    ? op_names[acc->op] : NULL,
    .role = role_phrase (acc),
    .kind = acc->kind,
    .rank = acc->rank,
    .remote = rr_kind_is_target (acc->kind),
    .thread = acc->thread
  };
}

void
rr_race_found (const struct rr_window *w, uintptr_t lo, uintptr_t hi,
	       const struct rr_access *a, const struct rr_access *b)
{
  order_pair (&a, &b);
  struct rr_race race = {
    .first = side_of (a), .second = side_of (b), .lo = lo, .hi = hi,
    .units = units_phrase (a, b)
  };
  const struct rr_region *region = w ? rr_window_region_at (w, lo) : NULL;
  if (region)
    {
      race.window = w->num;
      race.offset = lo - region->lo;
      race.size = region->hi - region->lo;
      race.attached = w->dynamic;
    }
  rr_report_race (&race);
}
