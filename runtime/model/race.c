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
  [RR_OP_NONE] = "", [RR_OP_PUT] = "MPI_Put", [RR_OP_GET] = "MPI_Get",
  [RR_OP_ACCUMULATE] = "MPI_Accumulate",
  [RR_OP_GET_ACCUMULATE] = "MPI_Get_accumulate",
  [RR_OP_FETCH_AND_OP] = "MPI_Fetch_and_op",
  [RR_OP_COMPARE_AND_SWAP] = "MPI_Compare_and_swap",
  [RR_OP_RPUT] = "MPI_Rput", [RR_OP_RGET] = "MPI_Rget",
  [RR_OP_RACCUMULATE] = "MPI_Raccumulate",
  [RR_OP_RGET_ACCUMULATE] = "MPI_Rget_accumulate",
  [RR_OP_SEND] = "MPI_Send",
  [RR_OP_BSEND] = "MPI_Bsend",
  [RR_OP_SSEND] = "MPI_Ssend",
  [RR_OP_RSEND] = "MPI_Rsend",
  [RR_OP_ISEND] = "MPI_Isend",
  [RR_OP_IBSEND] = "MPI_Ibsend",
  [RR_OP_ISSEND] = "MPI_Issend",
  [RR_OP_IRSEND] = "MPI_Irsend",
  [RR_OP_RECV] = "MPI_Recv",
  [RR_OP_IRECV] = "MPI_Irecv",
  [RR_OP_MRECV] = "MPI_Mrecv",
  [RR_OP_IMRECV] = "MPI_Imrecv",
  [RR_OP_SENDRECV] = "MPI_Sendrecv",
  [RR_OP_SENDRECV_REPLACE] = "MPI_Sendrecv_replace",
  [RR_OP_START] = "MPI_Start",
  [RR_OP_STARTALL] = "MPI_Startall",
  [RR_OP_BCAST] = "MPI_Bcast",
  [RR_OP_REDUCE] = "MPI_Reduce",
  [RR_OP_ALLREDUCE] = "MPI_Allreduce",
  [RR_OP_GATHER] = "MPI_Gather",
  [RR_OP_GATHERV] = "MPI_Gatherv",
  [RR_OP_SCATTER] = "MPI_Scatter",
  [RR_OP_SCATTERV] = "MPI_Scatterv",
  [RR_OP_ALLGATHER] = "MPI_Allgather",
  [RR_OP_ALLGATHERV] = "MPI_Allgatherv",
  [RR_OP_ALLTOALL] = "MPI_Alltoall",
  [RR_OP_ALLTOALLV] = "MPI_Alltoallv",
  [RR_OP_REDUCE_SCATTER] = "MPI_Reduce_scatter",
  [RR_OP_REDUCE_SCATTER_BLOCK] = "MPI_Reduce_scatter_block",
  [RR_OP_SCAN] = "MPI_Scan",
  [RR_OP_EXSCAN] = "MPI_Exscan",
  [RR_OP_IBCAST] = "MPI_Ibcast",
  [RR_OP_IREDUCE] = "MPI_Ireduce",
  [RR_OP_IALLREDUCE] = "MPI_Iallreduce",
  [RR_OP_IGATHER] = "MPI_Igather",
  [RR_OP_IGATHERV] = "MPI_Igatherv",
  [RR_OP_ISCATTER] = "MPI_Iscatter",
  [RR_OP_ISCATTERV] = "MPI_Iscatterv",
  [RR_OP_IALLGATHER] = "MPI_Iallgather",
  [RR_OP_IALLGATHERV] = "MPI_Iallgatherv",
  [RR_OP_IALLTOALL] = "MPI_Ialltoall",
  [RR_OP_IALLTOALLV] = "MPI_Ialltoallv",
  [RR_OP_IREDUCE_SCATTER] = "MPI_Ireduce_scatter",
  [RR_OP_IREDUCE_SCATTER_BLOCK] = "MPI_Ireduce_scatter_block",
  [RR_OP_ISCAN] = "MPI_Iscan",
  [RR_OP_IEXSCAN] = "MPI_Iexscan",
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
