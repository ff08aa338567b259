/* local-scan.cc -- a function as events, for the compile-time check.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Each basic block becomes a list of events: accesses (loads, stores,
   memory builtins), RMA calls (their buffers are accesses, then pending
   operations), completions (everything, or the request-based
   operations), calls to summarized functions of the unit, and the
   redefinitions of pointers that pending operations are based on.
   local-race.cc runs the dataflow over them.  */

#include "gcc-common.h"
#include "rmarace.h"
#include "local-race.h"

/* The parameter index of SSA default definition T, or -1.  */

int
parm_index (tree t)
{
  if (!t || TREE_CODE (t) != SSA_NAME || !SSA_NAME_IS_DEFAULT_DEF (t)
      || !SSA_NAME_VAR (t) || TREE_CODE (SSA_NAME_VAR (t)) != PARM_DECL)
    return -1;
  int i = 0;
  for (tree p = DECL_ARGUMENTS (current_function_decl); p; p = DECL_CHAIN (p))
    {
      if (p == SSA_NAME_VAR (t))
	return i;
      i++;
    }
  return -1;
}

/* Append EV to the events of BB.  */

static void
push_event (fn_state *st, basic_block bb, const event &ev)
{
  st->events[bb->index].safe_push (ev);
}

/* An event of KIND for STMT, with nothing else set.  */

static event
new_event (enum ev_kind kind, gimple *stmt)
{
  event ev;
  memset (&ev, 0, sizeof ev);
  ev.kind = kind;
  ev.stmt = stmt;
  return ev;
}

/* Record an access of KIND to R by STMT (FN names the RMA call).  */

static void
add_access (fn_state *st, enum acc_kind kind, const mem_range &r,
	    gimple *stmt, const char *fn)
{
  access_rec a;
  a.kind = kind;
  a.r = r;
  a.loc = gimple_location (stmt);
  a.inner = UNKNOWN_LOCATION;
  a.callee = NULL_TREE;
  a.fn = fn;
  st->accs.safe_push (a);
}

/* The buffer B of RMA call STMT: its range, or false when it touches
   nothing the pass can follow.  *COUNT_PARM is the parameter the count
   comes from when it is one, *ELSIZE_OUT the datatype's size.  */

bool
rma_buffer (gcall *stmt, const buf_args &b, bool fortran, mem_range *r,
	    int *count_parm, HOST_WIDE_INT *elsize_out)
{
  *count_parm = -1;
  *elsize_out = 0;
  unsigned nargs = gimple_call_num_args (stmt);
  if (b.addr < 0 || (unsigned) b.addr >= nargs
      || (b.count >= 0 && (unsigned) b.count >= nargs)
      || (unsigned) b.type >= nargs)
    return false;
  tree addr = gimple_call_arg (stmt, b.addr);
  if (fortran)
    addr = fortran_descriptor_data (addr, stmt);

  HOST_WIDE_INT count = -1, elsize = 0, handle;
  if (b.count == COUNT_ONE)
    count = 1;
  else if (!int_value (gimple_call_arg (stmt, b.count), stmt, fortran,
		       &count))
    {
      /* A count passed in by the caller: its summary will say so.  */
      count = -1;
      *count_parm = parm_index (gimple_call_arg (stmt, b.count));
    }
  if (count == 0)
    return false;

  tree type = gimple_call_arg (stmt, b.type);
  if (fortran)
    {
      if (int_value (type, stmt, true, &handle))
	elsize = fortran_datatype_size (handle);
    }
  else
    {
      STRIP_NOPS (type);
      if (TREE_CODE (type) == ADDR_EXPR
	  && VAR_P (TREE_OPERAND (type, 0))
	  && DECL_NAME (TREE_OPERAND (type, 0)))
	elsize = c_datatype_size
		   (IDENTIFIER_POINTER (DECL_NAME (TREE_OPERAND (type, 0))));
      /* An MPI whose handles are integer constants.  */
      else if (INTEGRAL_TYPE_P (TREE_TYPE (type))
	       && int_value (type, stmt, false, &handle))
	elsize = c_datatype_value_size (handle);
    }

  /* With an unknown count, at least one element is transferred (a count
     of 0 would make the call pointless); with an unknown datatype,
     nothing is sure.  */
  HOST_WIDE_INT size = elsize;
  if (count > 0 && elsize > 0 && count < (HOST_WIDE_INT_MAX / elsize))
    size = count * elsize;
  if (!range_from_ptr (r, addr, count > 0 ? size : 0, stmt))
    return false;
  /* MPI_BOTTOM and the other Fortran sentinels are not buffers.  */
  if (r->loc.base && DECL_P (r->loc.base) && DECL_NAME (r->loc.base)
      && strncmp (IDENTIFIER_POINTER (DECL_NAME (r->loc.base)),
		  "mpi_fortran_", 12) == 0)
    return false;
  r->size = size;
  r->name_expr = addr;
  r->name_ptr = true;
  *elsize_out = elsize;
  return true;
}

/* Scan the RMA call STMT: its buffers are accesses, then new ops.  */

static void
scan_rma (fn_state *st, basic_block bb, gcall *stmt, const mpi_fn *fn,
	  bool fortran, bool f08)
{
  event ev = new_event (EV_RMA, stmt);
  ev.acc_first = st->accs.length ();
  ev.op_first = st->ops.length ();
  const buf_args *bufs[3] = { &fn->read1, &fn->read2, &fn->write };
  for (int i = 0; i < 3; i++)
    {
      mem_range r;
      int count_parm;
      HOST_WIDE_INT elsize;
      if (!rma_buffer (stmt, *bufs[i], fortran, &r, &count_parm, &elsize))
	continue;
      enum acc_kind kind = i < 2 ? ACC_RMA_READ : ACC_RMA_WRITE;
      add_access (st, kind, r, stmt, fn->display);

      pending_op op;
      memset ((void *) &op, 0, sizeof op);
      op.kind = kind;
      op.fn = fn->display;
      op.r = r;
      op.loc = gimple_location (stmt);
      op.via = UNKNOWN_LOCATION;
      op.request = fn->request >= 0;
      if (op.request
	  && (unsigned) fn->request < gimple_call_num_args (stmt))
	{
	  tree req = gimple_call_arg (stmt, fn->request);
	  if (TREE_CODE (req) == ADDR_EXPR || TREE_CODE (req) == SSA_NAME)
	    resolve_ptr (req, stmt, &op.req, 0);
	}
      op.epoch = EPOCH_UNKNOWN;
      op.target = arg_name (stmt, fn->target, "target");
      op.win = arg_name (stmt, fn->win, "win");
      op.fortran = fortran;
      op.f08 = f08;
      op.count_parm = elsize > 0 ? count_parm : -1;
      op.elsize = elsize;
      op.ssa_base = (r.loc.base && TREE_CODE (r.loc.base) == SSA_NAME
		     && !SSA_NAME_IS_DEFAULT_DEF (r.loc.base));
      st->any_ssa_base |= op.ssa_base;
      st->ops.safe_push (op);
    }
  ev.acc_n = st->accs.length () - ev.acc_first;
  ev.op_n = st->ops.length () - ev.op_first;
  if (ev.acc_n || ev.op_n)
    push_event (st, bb, ev);
}

/* Map summary item IT of the callee of STMT into this function.  */

static bool
map_item (gcall *stmt, const summary_item &it, mem_range *r)
{
  HOST_WIDE_INT count;
  r->size = it.size;
  r->ext_off = r->ext_size = 0;
  if (it.count_parm >= 0 && it.elsize > 0
      && (unsigned) it.count_parm < gimple_call_num_args (stmt)
      && int_value (gimple_call_arg (stmt, it.count_parm), stmt, it.fortran,
		    &count)
      && count > 0 && count < HOST_WIDE_INT_MAX / it.elsize)
    r->size = count * it.elsize;
  if (it.parm >= 0)
    {
      if ((unsigned) it.parm >= gimple_call_num_args (stmt))
	return false;
      tree arg = gimple_call_arg (stmt, it.parm);
      HOST_WIDE_INT size = r->size;
      if (!range_from_ptr (r, arg, 0, stmt))
	return false;
      /* The oracle sees the whole object ARG points into; the exact
	 range is in LOC.  */
      r->size = size;
      r->loc.off += it.off;
      r->loc.off_known &= it.off_known;
      r->name_expr = arg;
      r->name_ptr = true;
      return true;
    }
  if (!it.decl)
    return false;
  r->loc.base = it.decl;
  r->loc.through = NULL_TREE;
  r->loc.off = it.off;
  r->loc.off_known = it.off_known;
  ao_ref_init (&r->ref, it.decl);
  r->name_expr = NULL_TREE;
  r->name_ptr = false;
  return true;
}

/* Scan a call to CALLEE, a function of this unit summarized as S.  */

static void
scan_summarized_call (fn_state *st, basic_block bb, gcall *stmt,
		      tree callee, fn_summary *s)
{
  event ev = new_event (EV_CALL, stmt);
  ev.kill = !s->passthrough;
  ev.acc_first = st->accs.length ();
  ev.op_first = st->ops.length ();
  unsigned i;
  summary_item *it;
  FOR_EACH_VEC_ELT (s->accesses, i, it)
    {
      access_rec a;
      if (!map_item (stmt, *it, &a.r))
	continue;
      a.kind = it->kind;
      a.loc = gimple_location (stmt);
      a.inner = it->loc;
      a.callee = callee;
      a.fn = it->fn;
      st->accs.safe_push (a);
    }
  FOR_EACH_VEC_ELT (s->ops, i, it)
    {
      pending_op op;
      memset ((void *) &op, 0, sizeof op);
      if (!map_item (stmt, *it, &op.r))
	continue;
      op.kind = it->kind;
      op.fn = it->fn;
      op.loc = it->loc;
      op.via = gimple_location (stmt);
      op.via_fn = callee;
      op.count_parm = -1;
      op.request = it->request;
      op.epoch = it->epoch;
      op.target = "target";
      op.win = "win";
      op.fortran = it->fortran;
      op.f08 = it->f08;
      op.ssa_base = (op.r.loc.base && TREE_CODE (op.r.loc.base) == SSA_NAME
		     && !SSA_NAME_IS_DEFAULT_DEF (op.r.loc.base));
      st->any_ssa_base |= op.ssa_base;
      st->ops.safe_push (op);
    }
  ev.acc_n = st->accs.length () - ev.acc_first;
  ev.op_n = st->ops.length () - ev.op_first;
  push_event (st, bb, ev);
}

/* The summary of the function CALLEE, if the pass has made one.  */

static fn_summary *
find_summary (tree callee)
{
  if (!summaries)
    return NULL;
  cgraph_node *node = cgraph_node::get (callee);
  if (!node)
    return NULL;
  node = node->ultimate_alias_target ();
  if (!node || !node->definition)
    return NULL;
  fn_summary **s = summaries->get (node->decl);
  return s ? *s : NULL;
}

/* Scan call STMT.  */

static void
scan_call (fn_state *st, basic_block bb, gcall *stmt)
{
  if (gimple_call_internal_p (stmt))
    return;
  tree fndecl = gimple_call_fndecl (stmt);
  if (!fndecl)
    {
      push_event (st, bb, new_event (EV_KILL, stmt));
      return;
    }
  if (DECL_NAME (fndecl)
      && strncmp (IDENTIFIER_POINTER (DECL_NAME (fndecl)), "__rmarace_",
		  10) == 0)
    return;

  bool fortran, f08, other_mpi;
  const mpi_fn *fn = classify_mpi (fndecl, &fortran, &f08, &other_mpi);
  if (fn)
    {
      switch (fn->role)
	{
	case MR_RMA:
	  scan_rma (st, bb, stmt, fn, fortran, f08);
	  return;
	case MR_COMPLETE:
	  if (fn->epoch == EPOCH_FENCE)
	    st->seen_fence = true;
	  push_event (st, bb, new_event (EV_KILL, stmt));
	  return;
	case MR_WAIT:
	  {
	    event ev = new_event (EV_WAIT, stmt);
	    if ((unsigned) fn->request < gimple_call_num_args (stmt))
	      {
		tree req = gimple_call_arg (stmt, fn->request);
		if (TREE_CODE (req) == ADDR_EXPR
		    || TREE_CODE (req) == SSA_NAME)
		  resolve_ptr (req, stmt, &ev.req, 0);
	      }
	    push_event (st, bb, ev);
	    return;
	  }
	case MR_EPOCH:
	  if (fn->epoch == EPOCH_PASSIVE)
	    st->seen_lock = true;
	  else if (fn->epoch == EPOCH_PSCW)
	    st->seen_pscw = true;
	  return;
	}
    }
  if (other_mpi)
    return;

  /* Memory builtins are plain accesses.  */
  if (fndecl_built_in_p (fndecl, BUILT_IN_NORMAL))
    {
      enum built_in_function code = DECL_FUNCTION_CODE (fndecl);
      if ((code == BUILT_IN_MEMCPY || code == BUILT_IN_MEMMOVE
	   || code == BUILT_IN_MEMSET)
	  && gimple_call_num_args (stmt) == 3)
	{
	  HOST_WIDE_INT n = 0;
	  tree len = gimple_call_arg (stmt, 2);
	  if (TREE_CODE (len) == INTEGER_CST && tree_fits_shwi_p (len))
	    n = tree_to_shwi (len);
	  if (TREE_CODE (len) == INTEGER_CST && n == 0)
	    return;
	  event ev = new_event (EV_ACCESS, stmt);
	  ev.acc_first = st->accs.length ();
	  mem_range r;
	  if (range_from_ptr (&r, gimple_call_arg (stmt, 0), n, stmt))
	    {
	      r.name_expr = gimple_call_arg (stmt, 0);
	      r.name_ptr = true;
	      add_access (st, ACC_STORE, r, stmt, NULL);
	    }
	  if (code != BUILT_IN_MEMSET
	      && range_from_ptr (&r, gimple_call_arg (stmt, 1), n, stmt))
	    {
	      r.name_expr = gimple_call_arg (stmt, 1);
	      r.name_ptr = true;
	      add_access (st, ACC_LOAD, r, stmt, NULL);
	    }
	  ev.acc_n = st->accs.length () - ev.acc_first;
	  if (ev.acc_n)
	    push_event (st, bb, ev);
	  return;
	}
    }
  if (harmless_call_p (fndecl, gimple_call_flags (stmt)))
    return;

  fn_summary *s = find_summary (fndecl);
  if (s)
    scan_summarized_call (st, bb, stmt, fndecl, s);
  else
    push_event (st, bb, new_event (EV_KILL, stmt));
}

/* Scan the loads and stores of assignment or call STMT.  */

static void
scan_memory (fn_state *st, basic_block bb, gimple *stmt)
{
  if (gimple_clobber_p (stmt) || !gimple_vuse (stmt))
    return;
  event ev = new_event (EV_ACCESS, stmt);
  ev.acc_first = st->accs.length ();
  mem_range r;
  if (gimple_assign_load_p (stmt))
    {
      tree rhs = gimple_assign_rhs1 (stmt);
      if (range_from_ref (&r, rhs, stmt))
	{
	  r.name_expr = rhs;
	  r.name_ptr = false;
	  add_access (st, ACC_LOAD, r, stmt, NULL);
	}
    }
  if (gimple_vdef (stmt))
    {
      tree lhs = gimple_get_lhs (stmt);
      if (lhs && !is_gimple_reg (lhs) && range_from_ref (&r, lhs, stmt))
	{
	  r.name_expr = lhs;
	  r.name_ptr = false;
	  add_access (st, ACC_STORE, r, stmt, NULL);
	}
    }
  ev.acc_n = st->accs.length () - ev.acc_first;
  if (ev.acc_n)
    push_event (st, bb, ev);
}

/* A pointer SSA name NAME is defined by STMT: note it, since pending ops
   based on NAME are about an older value of it from then on.  */

static void
scan_def (fn_state *st, basic_block bb, gimple *stmt, tree name)
{
  if (!name || TREE_CODE (name) != SSA_NAME
      || !POINTER_TYPE_P (TREE_TYPE (name)))
    return;
  event ev = new_event (EV_DEF, stmt);
  ev.name = name;
  push_event (st, bb, ev);
}

/* Turn the statements of the function into events, block by block.  */

void
scan_function (fn_state *st)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, st->fun)
    {
      for (gphi_iterator gpi = gsi_start_phis (bb); !gsi_end_p (gpi);
	   gsi_next (&gpi))
	scan_def (st, bb, gpi.phi (), gimple_phi_result (gpi.phi ()));
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  if (is_gimple_debug (stmt))
	    continue;
	  if (is_gimple_assign (stmt))
	    scan_memory (st, bb, stmt);
	  else if (gcall *call = dyn_cast <gcall *> (stmt))
	    {
	      scan_call (st, bb, call);
	      if (gimple_call_lhs (call))
		scan_memory (st, bb, stmt);
	    }
	  if (is_gimple_assign (stmt) || is_gimple_call (stmt))
	    scan_def (st, bb, stmt, gimple_get_lhs (stmt));
	}
    }
}
