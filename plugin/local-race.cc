/* local-race.cc -- compile-time check of origin-side races in MPI RMA code.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   An RMA call (MPI_Put, MPI_Get, ...) only starts a transfer: until a
   completing call (MPI_Win_flush*, MPI_Win_unlock*, MPI_Win_fence,
   MPI_Win_complete, MPI_Wait on the request of an MPI_R*) the library may
   still read the origin buffer of a Put and still write the one of a Get.
   Touching that buffer in between is a data race at the origin (the
   compatibility table of the RMA semantics, origin side):

			second:  load	store	Put	Get
       first: Put		ok	RACE	ok	RACE
	      Get		RACE	RACE	RACE	RACE

   A load or store before the RMA call is always fine.

   The pass is a forward dataflow over the CFG, per function, of the set
   of RMA operations that may still be pending.  Sets are joined by union:
   an operation completed on one branch only is still pending on the
   other, so it is reported when some path reaches a conflicting access
   with the operation certainly not completed on that path.  Iterating to
   the fixed point over the whole CFG (back edges included) finds the
   conflicts between one iteration of a loop and the next, which is what
   analysing loops first, innermost out, was for.

   What may complete an operation is assumed to complete it, so that a
   correct program gets no diagnostic: any completing call completes every
   operation whatever its window or target; MPI_Test* completes the
   request-based ones as MPI_Wait* does; a call the pass cannot see into
   (an external function, a call through a pointer) completes everything.
   Calls to functions of the translation unit use their summary: what
   they access through their pointer parameters (or globals) before any
   completion, the operations they leave pending, and whether some path
   through them completes nothing.

   A conflict is reported as a race when both accesses certainly overlap
   (same object or same pointer, known offsets and sizes), and, with
   -fplugin-arg-rmarace-may-race, as a possible race when GCC's alias
   oracle says the two may overlap.  Nothing is ever reported where the
   oracle says they cannot.

   This file holds the dataflow, the summaries and the pass; see
   local-race.h for the other files of the check.  */

#include "gcc-common.h"
#include "rmarace.h"
#include "local-race.h"
#include "request-check.h"

/* The largest number of accesses and pending operations a function
   summary keeps; beyond them the callers just see less (fewer reports,
   never a false one).  */
#define MAX_SUMMARY_ITEMS 32

/* Sweeps over the CFG before the dataflow gives up on a function.  */
#define MAX_SWEEPS 64

hash_map<tree, fn_summary *> *summaries;

/* Whether a summary can describe LOC to a caller.  */

static bool
summarizable (const mem_loc &loc, int *parm)
{
  *parm = parm_index (loc.base);
  if (*parm >= 0)
    return true;
  return loc.base && VAR_P (loc.base) && is_global_var (loc.base);
}

/* ------------------------------------------------------------------ */
/* The dataflow.                                                      */
/* ------------------------------------------------------------------ */

/* FRESH holds the ops pending with their base pointer unchanged since
   they were issued; STALE those whose base pointer has been redefined
   since (a loop around), for which an overlap is never certain.  */

struct pstate
{
  sbitmap fresh, stale;
};

/* Nothing is pending any more, not even the entry token.  */

static void
kill_all (pstate *s)
{
  bitmap_clear (s->fresh);
  bitmap_clear (s->stale);
}

/* Whether the MPI_Wait on request(s) at REQ may complete OP.  */

static bool
wait_completes (const pending_op &op, const mem_loc &req)
{
  if (!op.request)
    return false;
  /* Different variables hold different requests.  */
  if (op.req.base && req.base && DECL_P (op.req.base) && DECL_P (req.base)
      && op.req.base != req.base)
    return false;
  return true;
}

/* Apply event EV to state S.  */

static void
transfer (fn_state *st, const event &ev, pstate *s)
{
  unsigned n = st->ops.length ();
  switch (ev.kind)
    {
    case EV_ACCESS:
      break;
    case EV_CALL:
      if (ev.kill)
	kill_all (s);
      /* Fall through.  */
    case EV_RMA:
      for (unsigned i = ev.op_first; i < ev.op_first + ev.op_n; i++)
	bitmap_set_bit (s->fresh, i);
      break;
    case EV_KILL:
      kill_all (s);
      break;
    case EV_WAIT:
      for (unsigned i = 1; i < n; i++)
	if (wait_completes (st->ops[i], ev.req))
	  {
	    bitmap_clear_bit (s->fresh, i);
	    bitmap_clear_bit (s->stale, i);
	  }
      break;
    case EV_DEF:
      if (!st->any_ssa_base)
	break;
      for (unsigned i = 1; i < n; i++)
	if (st->ops[i].ssa_base && st->ops[i].r.loc.base == ev.name
	    && bitmap_bit_p (s->fresh, i))
	  {
	    bitmap_clear_bit (s->fresh, i);
	    bitmap_set_bit (s->stale, i);
	  }
      break;
    }
}

/* ------------------------------------------------------------------ */
/* Conflicts.                                                         */
/* ------------------------------------------------------------------ */

/* Whether an access of KIND after the pending OP_KIND is forbidden.  */

static bool
table_conflict (enum acc_kind op_kind, enum acc_kind kind)
{
  if (op_kind == ACC_RMA_WRITE)
    return true;
  return kind == ACC_STORE || kind == ACC_RMA_WRITE;
}

enum overlap
{
  OVERLAP_NO,
  OVERLAP_MAY,
  OVERLAP_MUST
};

/* Whether ranges A and B overlap; certainly only if FRESH (A's base
   pointer still holds the value it had when A was recorded).  */

static enum overlap
overlap_of (const mem_range &a, const mem_range &b, bool fresh)
{
  ao_ref ra = a.ref, rb = b.ref;
  if (!refs_may_alias_p_1 (&ra, &rb, false))
    return OVERLAP_NO;
  if (!a.loc.base || a.loc.base != b.loc.base || a.loc.through != b.loc.through
      || !a.loc.off_known)
    return OVERLAP_MAY;
  if (b.loc.off_known)
    {
      if (a.size > 0 && b.size > 0)
	{
	  bool meet = (a.loc.off < b.loc.off + b.size
		       && b.loc.off < a.loc.off + a.size);
	  if (!meet)
	    return OVERLAP_NO;
	  return fresh ? OVERLAP_MUST : OVERLAP_MAY;
	}
    }
  /* B at an unknown index of an array that A covers (a Put of the whole
     array, then a store to buf[i]).  */
  else if (a.size > 0 && b.ext_size > 0 && a.loc.off <= b.ext_off
	   && b.ext_off + b.ext_size <= a.loc.off + a.size)
    return fresh ? OVERLAP_MUST : OVERLAP_MAY;
  return OVERLAP_MAY;
}

static bool feasible_conflict (fn_state *, unsigned, unsigned);

/* Check access ACCI against the ops pending in S; report the first race
   that one process can run into, or without one the first possible
   race.  */

static void
check_access (fn_state *st, unsigned acci, const pstate &s)
{
  const access_rec &a = st->accs[acci];
  unsigned n = st->ops.length ();
  int may = -1;
  for (unsigned i = 1; i < n; i++)
    {
      bool fresh = bitmap_bit_p (s.fresh, i);
      if (!fresh && !bitmap_bit_p (s.stale, i))
	continue;
      const pending_op &op = st->ops[i];
      if (!table_conflict (op.kind, a.kind))
	continue;
      enum overlap o = overlap_of (op.r, a.r, fresh);
      /* A certain overlap on a path no process takes (branches on
	 exclusive conditions) is only possible.  */
      if (o == OVERLAP_MUST && feasible_conflict (st, i, acci))
	{
	  report_race (st, a, op, true);
	  return;
	}
      if (o != OVERLAP_NO && may < 0)
	may = i;
    }
  if (may >= 0 && rmarace_opts.may_race)
    report_race (st, a, st->ops[may], false);
}

/* Add access A, made while nothing was completed since the function's
   entry, to the summary.  */

static void
summarize_access (fn_state *st, const access_rec &a)
{
  int parm;
  if (st->summary->accesses.length () >= MAX_SUMMARY_ITEMS
      || !summarizable (a.r.loc, &parm))
    return;
  summary_item it;
  memset (&it, 0, sizeof it);
  it.kind = a.kind;
  it.parm = parm;
  it.decl = parm < 0 ? a.r.loc.base : NULL_TREE;
  it.off = a.r.loc.off;
  it.off_known = a.r.loc.off_known;
  it.size = a.r.size;
  it.count_parm = -1;
  it.loc = a.inner != UNKNOWN_LOCATION ? a.inner : a.loc;
  it.fn = a.fn;
  st->summary->accesses.safe_push (it);
}

/* Add OP, pending at the return, to the summary.  */

static void
summarize_op (fn_state *st, const pending_op &op)
{
  int parm;
  if (st->summary->ops.length () >= MAX_SUMMARY_ITEMS
      || !summarizable (op.r.loc, &parm))
    return;
  summary_item it;
  memset (&it, 0, sizeof it);
  it.kind = op.kind;
  it.parm = parm;
  it.decl = parm < 0 ? op.r.loc.base : NULL_TREE;
  it.off = op.r.loc.off;
  it.off_known = op.r.loc.off_known;
  it.size = op.r.size;
  it.loc = op.loc;
  it.fn = op.fn;
  it.request = op.request;
  it.epoch = op.epoch;
  if (it.epoch == EPOCH_UNKNOWN)
    it.epoch = (st->seen_fence && !st->seen_lock ? EPOCH_FENCE
		: st->seen_lock && !st->seen_fence ? EPOCH_PASSIVE
		: EPOCH_UNKNOWN);
  it.fortran = op.fortran;
  it.f08 = op.f08;
  it.count_parm = -1;
  /* The count of a Get into a parameter may be a parameter too.  */
  if (op.count_parm >= 0 && op.via == UNKNOWN_LOCATION)
    {
      it.count_parm = op.count_parm;
      it.elsize = op.elsize;
    }
  st->summary->ops.safe_push (it);
}

/* Walk block BB from state S (modified): report conflicts, and summarize
   the accesses made before any completion.  */

static void
sweep_block (fn_state *st, basic_block bb, pstate *s)
{
  unsigned i;
  event *ev;
  FOR_EACH_VEC_ELT (st->events[bb->index], i, ev)
    {
      for (unsigned j = ev->acc_first; j < ev->acc_first + ev->acc_n; j++)
	{
	  check_access (st, j, *s);
	  if (bitmap_bit_p (s->fresh, 0))
	    summarize_access (st, st->accs[j]);
	}
      transfer (st, *ev, s);
    }
}

/* Note which loops contain a completion.  An op pending when such a loop
   is entered may still be pending after it only along the path that
   skips the completion, typically the one that runs a polling loop
   (while (!flag) MPI_Test (...)) or a flushing loop zero times, which the
   program's data may rule out: from the exit on, such an op is stale, so
   only a possible race.  */

static void
mark_completing_loops (fn_state *st)
{
  function *fun = st->fun;
  st->loop_kills = st->loop_waits = NULL;
  if (!loops_for_fn (fun) || loops_state_satisfies_p (fun, LOOPS_NEED_FIXUP)
      || number_of_loops (fun) <= 1)
    return;
  unsigned nloops = number_of_loops (fun);
  st->loop_kills = sbitmap_alloc (nloops);
  st->loop_waits = sbitmap_alloc (nloops);
  bitmap_clear (st->loop_kills);
  bitmap_clear (st->loop_waits);
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    {
      bool kills = false, waits = false;
      unsigned i;
      event *ev;
      FOR_EACH_VEC_ELT (st->events[bb->index], i, ev)
	if (ev->kind == EV_KILL || (ev->kind == EV_CALL && ev->kill))
	  kills = true;
	else if (ev->kind == EV_WAIT)
	  waits = true;
      if (!kills && !waits)
	continue;
      for (class loop *l = bb->loop_father; l && loop_outer (l);
	   l = loop_outer (l))
	if (l->num < (int) nloops)
	  {
	    if (kills)
	      bitmap_set_bit (st->loop_kills, l->num);
	    if (waits)
	      bitmap_set_bit (st->loop_waits, l->num);
	  }
    }
}

/* Make the ops in S that the loops edge E leaves may have completed
   stale.  */

static void
leave_loops (fn_state *st, edge e, pstate *s)
{
  if (!st->loop_kills || !e->src->loop_father
      || e->src->loop_father == e->dest->loop_father)
    return;
  unsigned nloops = SBITMAP_SIZE (st->loop_kills);
  for (class loop *l = e->src->loop_father; l && loop_outer (l);
       l = loop_outer (l))
    {
      if (flow_bb_inside_loop_p (l, e->dest) || l->num >= (int) nloops)
	break;
      if (bitmap_bit_p (st->loop_kills, l->num))
	{
	  bitmap_ior (s->stale, s->stale, s->fresh);
	  bitmap_clear (s->fresh);
	  return;
	}
      if (bitmap_bit_p (st->loop_waits, l->num))
	{
	  bitmap_or_and (s->stale, s->stale, s->fresh, st->request_ops);
	  bitmap_and_compl (s->fresh, s->fresh, st->request_ops);
	}
    }
}

/* ------------------------------------------------------------------ */
/* Is the conflict on a path one process can take?                    */
/* ------------------------------------------------------------------ */

/* Whether event EV ends OP's being certainly pending (completes it, or
   redefines the pointer it is based on).  */

static bool
ends_op (const event &ev, const pending_op &op)
{
  switch (ev.kind)
    {
    case EV_KILL:
      return true;
    case EV_CALL:
      return ev.kill;
    case EV_WAIT:
      return wait_completes (op, ev.req);
    case EV_DEF:
      return op.ssa_base && op.r.loc.base == ev.name;
    default:
      return false;
    }
}

/* The conflict path-feasible.cc looks for a path to.  */

struct conflict
{
  fn_state *st;
  unsigned opi;
};

static unsigned
conflict_n_events (void *data, int bb)
{
  return ((conflict *) data)->st->events[bb].length ();
}

static bool
conflict_ends (void *data, int bb, unsigned i)
{
  conflict *c = (conflict *) data;
  return ends_op (c->st->events[bb][i], c->st->ops[c->opi]);
}

/* Leaving a loop that may complete makes the op only possibly pending,
   as in the dataflow.  */

static bool
conflict_leaves (void *data, edge e)
{
  conflict *c = (conflict *) data;
  unsigned n = c->st->ops.length ();
  auto_sbitmap fresh (n), stale (n);
  bitmap_clear (fresh);
  bitmap_clear (stale);
  bitmap_set_bit (fresh, c->opi);
  pstate ps = { fresh, stale };
  leave_loops (c->st, e, &ps);
  return !bitmap_bit_p (fresh, c->opi);
}

/* Whether one process can run into the conflict of access ACCI with op
   OPI: issue the op, then reach the access with the op certainly
   pending all along, on branches that do not contradict each other.  */

static bool
feasible_conflict (fn_state *st, unsigned opi, unsigned acci)
{
  path_query q;
  memset (&q, 0, sizeof q);
  q.op_bb = q.acc_bb = -1;
  basic_block bb;
  FOR_EACH_BB_FN (bb, st->fun)
    {
      unsigned i;
      event *ev;
      FOR_EACH_VEC_ELT (st->events[bb->index], i, ev)
	{
	  if (opi >= ev->op_first && opi < ev->op_first + ev->op_n)
	    q.op_bb = bb->index, q.op_ev = i;
	  if (acci >= ev->acc_first && acci < ev->acc_first + ev->acc_n)
	    q.acc_bb = bb->index, q.acc_ev = i;
	}
    }
  if (q.op_bb < 0 || q.acc_bb < 0)
    return false;
  if (!st->paths)
    st->paths = path_info_create (st->fun);
  conflict c = { st, opi };
  q.n_events = conflict_n_events;
  q.ends = conflict_ends;
  q.leaves = conflict_leaves;
  q.data = &c;
  return path_feasible (st->paths, q);
}

/* The fixed point of the dataflow, then the reporting sweep.  */

static void
analyze_function (function *fun)
{
  fn_state st;
  st.fun = fun;
  st.seen_fence = st.seen_lock = st.seen_pscw = st.any_ssa_base = false;
  st.events = XCNEWVEC (vec<event>, last_basic_block_for_fn (fun));

  fn_summary *summary = XCNEW (fn_summary);
  summary->accesses = vNULL;
  summary->ops = vNULL;
  st.summary = summary;
  st.paths = NULL;

  pending_op token;
  memset ((void *) &token, 0, sizeof token);
  st.ops.safe_push (token);
  scan_function (&st);

  unsigned nops = st.ops.length ();
  if (dump_file)
    dump_ops (&st);
  int nbb = last_basic_block_for_fn (fun);
  sbitmap *in_f = sbitmap_vector_alloc (nbb, nops);
  sbitmap *in_s = sbitmap_vector_alloc (nbb, nops);
  sbitmap *out_f = sbitmap_vector_alloc (nbb, nops);
  sbitmap *out_s = sbitmap_vector_alloc (nbb, nops);
  bitmap_vector_clear (in_f, nbb);
  bitmap_vector_clear (in_s, nbb);
  bitmap_vector_clear (out_f, nbb);
  bitmap_vector_clear (out_s, nbb);
  bitmap_set_bit (out_f[ENTRY_BLOCK], 0);

  mark_completing_loops (&st);
  st.request_ops = sbitmap_alloc (nops);
  bitmap_clear (st.request_ops);
  for (unsigned i = 1; i < nops; i++)
    if (st.ops[i].request)
      bitmap_set_bit (st.request_ops, i);
  auto_sbitmap edge_f (nops), edge_s (nops);

  int *rpo = XNEWVEC (int, n_basic_blocks_for_fn (fun));
  int nrpo = pre_and_rev_post_order_compute_fn (fun, NULL, rpo, false);
  auto_sbitmap cur_f (nops), cur_s (nops);
  bool changed = true;
  int sweeps = 0;
  for (; changed && sweeps < MAX_SWEEPS; sweeps++)
    {
      changed = false;
      for (int k = 0; k < nrpo; k++)
	{
	  basic_block bb = BASIC_BLOCK_FOR_FN (fun, rpo[k]);
	  edge e;
	  edge_iterator ei;
	  bitmap_clear (in_f[bb->index]);
	  bitmap_clear (in_s[bb->index]);
	  FOR_EACH_EDGE (e, ei, bb->preds)
	    {
	      bitmap_copy (edge_f, out_f[e->src->index]);
	      bitmap_copy (edge_s, out_s[e->src->index]);
	      pstate es = { edge_f, edge_s };
	      leave_loops (&st, e, &es);
	      bitmap_ior (in_f[bb->index], in_f[bb->index], edge_f);
	      bitmap_ior (in_s[bb->index], in_s[bb->index], edge_s);
	    }
	  bitmap_copy (cur_f, in_f[bb->index]);
	  bitmap_copy (cur_s, in_s[bb->index]);
	  pstate s = { cur_f, cur_s };
	  unsigned i;
	  event *ev;
	  FOR_EACH_VEC_ELT (st.events[bb->index], i, ev)
	    transfer (&st, *ev, &s);
	  if (!bitmap_equal_p (cur_f, out_f[bb->index])
	      || !bitmap_equal_p (cur_s, out_s[bb->index]))
	    {
	      bitmap_copy (out_f[bb->index], cur_f);
	      bitmap_copy (out_s[bb->index], cur_s);
	      changed = true;
	    }
	}
    }

  if (!changed)
    {
      for (int k = 0; k < nrpo; k++)
	{
	  basic_block bb = BASIC_BLOCK_FOR_FN (fun, rpo[k]);
	  bitmap_copy (cur_f, in_f[bb->index]);
	  bitmap_copy (cur_s, in_s[bb->index]);
	  pstate s = { cur_f, cur_s };
	  sweep_block (&st, bb, &s);
	}

      /* What is pending when the function returns.  */
      edge e;
      edge_iterator ei;
      bitmap_clear (cur_f);
      bitmap_clear (cur_s);
      FOR_EACH_EDGE (e, ei, EXIT_BLOCK_PTR_FOR_FN (fun)->preds)
	{
	  bitmap_ior (cur_f, cur_f, out_f[e->src->index]);
	  bitmap_ior (cur_s, cur_s, out_s[e->src->index]);
	}
      summary->passthrough = bitmap_bit_p (cur_f, 0);
      for (unsigned i = 1; i < nops; i++)
	if (bitmap_bit_p (cur_f, i) || bitmap_bit_p (cur_s, i))
	  summarize_op (&st, st.ops[i]);
    }
  else
    {
      /* No fixed point: say nothing, and let callers assume the worst
	 for them, which is the least for the user: the call completes
	 everything.  */
      summary->passthrough = false;
      summary->accesses.truncate (0);
      summary->ops.truncate (0);
    }

  if (!summaries)
    summaries = new hash_map<tree, fn_summary *>;
  summaries->put (fun->decl, summary);

  free (rpo);
  if (st.loop_kills)
    {
      sbitmap_free (st.loop_kills);
      sbitmap_free (st.loop_waits);
    }
  sbitmap_free (st.request_ops);
  if (st.paths)
    path_info_free (st.paths);
  sbitmap_vector_free (in_f);
  sbitmap_vector_free (in_s);
  sbitmap_vector_free (out_f);
  sbitmap_vector_free (out_s);
  for (int i = 0; i < nbb; i++)
    st.events[i].release ();
  free (st.events);
}

/* ------------------------------------------------------------------ */
/* The pass.                                                          */
/* ------------------------------------------------------------------ */

/* The passes (static-pass.cc says where they run).  */

void
rmarace_register_local_race_pass (const char *plugin_name)
{
  if (rmarace_opts.static_mode == RMARACE_STATIC_OFF)
    return;
  race_messages_init (plugin_name);

  rmarace_register_static_check (plugin_name, "rmarace_local",
				 "rmarace_local_opt", analyze_function);
}

/* ------------------------------------------------------------------ */
/* What request-check.cc borrows (see request-check.h).               */
/* ------------------------------------------------------------------ */

static void
to_bytes (const mem_range &r, rr_bytes *out)
{
  out->base = r.loc.base;
  out->through = r.loc.through;
  out->off = r.loc.off;
  out->off_known = r.loc.off_known;
  out->size = r.size;
  out->ext_off = r.ext_off;
  out->ext_size = r.ext_size;
  out->ref = r.ref;
  out->name_expr = r.name_expr;
  out->name_ptr = r.name_ptr;
}

bool
rmarace_mpi_buffer (gcall *stmt, int addr, int count, int type, bool fortran,
		    rr_bytes *out)
{
  buf_args b = { (signed char) addr, (signed char) count,
		 (signed char) type };
  mem_range r;
  int count_parm;
  HOST_WIDE_INT elsize;
  if (!rma_buffer (stmt, b, fortran, &r, &count_parm, &elsize))
    return false;
  to_bytes (r, out);
  return true;
}

bool
rmarace_memory_ref (tree ref, gimple *at, rr_bytes *out)
{
  mem_range r;
  if (!range_from_ref (&r, ref, at))
    return false;
  r.name_expr = ref;
  to_bytes (r, out);
  return true;
}

void
rmarace_resolve_pointer (tree ptr, gimple *at, tree *base,
			 HOST_WIDE_INT *off, bool *off_known)
{
  mem_loc loc;
  resolve_ptr (ptr, at, &loc, 0);
  *base = loc.through ? NULL_TREE : loc.base;
  *off = loc.off;
  *off_known = loc.off_known;
}

bool
rmarace_int_value (tree t, gimple *at, bool by_ref, HOST_WIDE_INT *val)
{
  return int_value (t, at, by_ref, val);
}

const char *
rmarace_bytes_name (const rr_bytes &b)
{
  mem_loc loc = { b.base, b.through, b.off, b.off_known };
  return name_memory (b.name_expr, b.name_ptr, loc);
}
