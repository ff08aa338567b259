/* field-walk.cc -- the statement walk of the "field" analysis.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   One function's statements, assignments, calls, returns and asms,
   evaluated until their facts stop growing (flow-insensitive); whatever
   is not understood escapes.  */

#include "gcc-common.h"
#include "rmarace.h"
#include "instrument.h"
#include "field-private.h"

namespace fieldp {

/* Statements.  */

/* The statement's result V goes to LHS.  */

static void
assign_to (fn_state *st, tree lhs, facts *v)
{
  if (!may_hold_pointer_p (TREE_TYPE (lhs)))
    v->truncate (0);
  if (TREE_CODE (lhs) == SSA_NAME)
    merge_into (st, lhs, *v);
  else
    {
      auto_vec<fact, 8> addr;
      address_facts (st, lhs, &addr);
      store_at (st, addr, ref_size (lhs), *v);
    }
}

static void
process_assign (fn_state *st, gimple *stmt)
{
  tree lhs = gimple_assign_lhs (stmt);
  tree rhs1 = gimple_assign_rhs1 (stmt);
  enum tree_code code = gimple_assign_rhs_code (stmt);
  auto_vec<fact, 8> v;
  if (gimple_clobber_p (stmt))
    {
      address_facts (st, lhs, &v);	/* for the checks */
      return;
    }
  if (gimple_assign_single_p (stmt))
    {
      if (TREE_CODE (rhs1) == CONSTRUCTOR)
	{
	  unsigned i;
	  tree value;
	  FOR_EACH_CONSTRUCTOR_VALUE (CONSTRUCTOR_ELTS (rhs1), i, value)
	    eval (st, value, &v);
	}
      else
	eval (st, rhs1, &v);
    }
  else if (code == POINTER_PLUS_EXPR)
    {
      auto_vec<fact, 8> base;
      eval (st, rhs1, &base);
      tree delta = gimple_assign_rhs2 (stmt);
      HOST_WIDE_INT d = (TREE_CODE (delta) == INTEGER_CST
			 && tree_fits_shwi_p (delta)
			 && tree_to_shwi (delta) >= 0
			 ? tree_to_shwi (delta) : -1);
      for (unsigned i = 0; i < base.length (); i++)
	add_fact (&v, shift_fact (base[i], d));
    }
  else if (code == POINTER_DIFF_EXPR
	   || TREE_CODE_CLASS (code) == tcc_comparison)
    ;
  else
    {
      auto_vec<fact, 8> ops;
      for (unsigned i = 1; i < gimple_num_ops (stmt); i++)
	eval (st, gimple_op (stmt, i), &ops);
      for (unsigned i = 0; i < ops.length (); i++)
	add_fact (&v, shift_fact (ops[i], -1));
    }
  assign_to (st, lhs, &v);
}

/* Whether the builtin call STMT only reads or writes through its
   pointer arguments, keeping none of them.  */

static bool
harmless_call_p (gimple *stmt)
{
  tree fn = gimple_call_fndecl (stmt);
  if (fn && DECL_IS_OPERATOR_DELETE_P (fn))
    return true;
  if (!gimple_call_builtin_p (stmt, BUILT_IN_NORMAL))
    return false;
  switch (DECL_FUNCTION_CODE (fn))
    {
    case BUILT_IN_FREE:
    case BUILT_IN_MEMSET:
    case BUILT_IN_MEMCPY:
    case BUILT_IN_MEMMOVE:
    case BUILT_IN_MEMCMP:
    case BUILT_IN_BCMP:
    case BUILT_IN_BZERO:
    case BUILT_IN_STRLEN:
    case BUILT_IN_PREFETCH:
    case BUILT_IN_ASSUME_ALIGNED:
    case BUILT_IN_EXPECT:
    case BUILT_IN_CONSTANT_P:
    case BUILT_IN_OBJECT_SIZE:
    case BUILT_IN_UNREACHABLE:
    case BUILT_IN_TRAP:
      return true;
    default:
      return false;
    }
}


/* The call STMT of a function of this unit returned RET into LHS: when
   RET holds fresh blocks (the callee's allocation, each call's own: a
   wrapper of malloc such as "static void *xmalloc (size_t)" that GCC
   did not inline), judge the call by its place in the source as an
   allocation call is (private_alloc_p in field-private.cc).  A call
   that may also return anything but fresh blocks or null is a place
   whose blocks are not private.  */

static void
note_returning_call (gcall *stmt, tree lhs, const facts &ret)
{
  if (!lhs || TREE_CODE (lhs) != SSA_NAME
      || !POINTER_TYPE_P (TREE_TYPE (lhs)))
    return;
  bool fresh = false, other = false;
  for (unsigned i = 0; i < ret.length (); i++)
    if (ret[i].kind == F_ALLOC)
      fresh = true;
    else
      other = true;
  if (!fresh)
    return;
  location_t locus = LOCATION_LOCUS (gimple_location (stmt));
  fresh_callees->add (gimple_call_fndecl (stmt));
  for (unsigned i = 0; i < ret.length (); i++)
    if (ret[i].kind == F_ALLOC)
      {
	alloc_site site = { current_function_decl, locus, ret[i].id };
	alloc_sites.safe_push (site);
      }
  if (other)
    {
      unsigned bad = new_node ();
      make_bad (bad);
      alloc_site site = { current_function_decl, locus, bad };
      alloc_sites.safe_push (site);
    }
}

static void
process_call (fn_state *st, gcall *stmt)
{
  tree lhs = gimple_call_lhs (stmt);
  unsigned n = gimple_call_num_args (stmt);
  auto_vec<facts, 8> args;
  for (unsigned i = 0; i < n; i++)
    {
      args.safe_push (facts ());
      eval (st, gimple_call_arg (stmt, i), &args[i]);
    }
  auto_vec<fact, 8> ret;
  int flags = gimple_call_flags (stmt);

  summary *sum = NULL;
  if (tree body = (gimple_call_internal_p (stmt) || gimple_call_chain (stmt)
		   ? NULL_TREE : callee_body (stmt)))
    if (list_length (DECL_ARGUMENTS (body)) == (int) n)
      sum = summary_of (body);

  if (sum)
    {
      apply_summary (st, stmt, sum, args, &ret);
      note_returning_call (stmt, lhs, ret);
    }
  else if (harmless_call_p (stmt))
    {
      if (gimple_call_builtin_p (stmt, BUILT_IN_MEMCPY)
	  || gimple_call_builtin_p (stmt, BUILT_IN_MEMMOVE))
	{
	  auto_vec<fact, 8> contents;
	  tree len = gimple_call_arg (stmt, 2);
	  HOST_WIDE_INT size = (tree_fits_shwi_p (len) && tree_to_shwi (len) > 0
				? tree_to_shwi (len) : -1);
	  load_at (st, args[1], size, &contents);
	  store_at (st, args[0], size, contents);
	}
      int rf = gimple_call_return_flags (stmt);
      if ((rf & ERF_RETURNS_ARG) && (unsigned) (rf & ERF_RETURN_ARG_MASK) < n)
	add_facts (&ret, args[rf & ERF_RETURN_ARG_MASK]);
    }
  else if (gimple_call_builtin_p (stmt, BUILT_IN_POSIX_MEMALIGN))
    {
      /* posix_memalign (&p, align, size) stores a fresh block into p
	 (or leaves p alone) and keeps nothing.  */
      bool existed;
      unsigned &node = alloc_nodes->get_or_insert (stmt, &existed);
      if (!existed)
	{
	  node = new_node ();
	  uf_alloc[node] = 1;
	}
      auto_vec<fact, 1> block;
      block.safe_push (make_fact (F_ALLOC, node));
      store_at (st, args[0], POINTER_SIZE / BITS_PER_UNIT, block);
    }
  else if (!gimple_call_internal_p (stmt) && (flags & ECF_MALLOC))
    {
      bool existed;
      unsigned &node = alloc_nodes->get_or_insert (stmt, &existed);
      if (!existed)
	{
	  node = new_node ();
	  uf_alloc[node] = 1;
	  if (lhs && TREE_CODE (lhs) == SSA_NAME)
	    {
	      alloc_site site = { current_function_decl,
				  LOCATION_LOCUS (gimple_location (stmt)),
				  node };
	      alloc_sites.safe_push (site);
	    }
	}
      add_fact (&ret, make_fact (F_ALLOC, node));
    }
  else
    {
      bool mpi = rmarace_mpi_call_p (stmt);
      for (unsigned i = 0; i < n; i++)
	escape_facts (st, args[i], mpi,
		      mpi ? rmarace_mpi_arg_exposure (stmt, i) : -1);
      auto_vec<fact, 8> chain;
      eval (st, gimple_call_chain (stmt), &chain);
      escape_facts (st, chain, false);
      add_fact (&ret, make_fact (F_UNKNOWN));
    }
  for (unsigned i = 0; i < n; i++)
    args[i].release ();

  if (lhs)
    assign_to (st, lhs, &ret);
}


static void
process_stmt (fn_state *st, gimple *stmt)
{
  switch (gimple_code (stmt))
    {
    case GIMPLE_ASSIGN:
      process_assign (st, stmt);
      return;
    case GIMPLE_CALL:
      process_call (st, as_a <gcall *> (stmt));
      return;
    case GIMPLE_RETURN:
      {
	auto_vec<fact, 8> v;
	eval (st, gimple_return_retval (as_a <greturn *> (stmt)), &v);
	for (unsigned i = 0; i < v.length (); i++)
	  if (v[i].kind == F_LOCAL)
	    escape_fact (st, v[i], false);
	  else
	    add_fact (&st->sum->ret, v[i]);
	return;
      }
    case GIMPLE_ASM:
      for (unsigned i = 0; i < gimple_num_ops (stmt); i++)
	{
	  tree op = gimple_op (stmt, i);
	  if (op && TREE_CODE (op) == TREE_LIST)
	    op = TREE_VALUE (op);
	  if (!op)
	    continue;
	  auto_vec<fact, 8> v;
	  if (memory_ref_p (op))
	    address_facts (st, op, &v);
	  else
	    eval (st, op, &v);
	  escape_facts (st, v, false);
	  if (TREE_CODE (op) == SSA_NAME)
	    {
	      auto_vec<fact, 1> u;
	      u.safe_push (make_fact (F_UNKNOWN));
	      merge_into (st, op, u);
	    }
	}
      return;
    default:
      return;
    }
}

/* Whether every call of NODE is in this unit: neither it nor an alias
   of it is visible outside or has its address taken.  */

static bool
local_function_p (cgraph_node *node)
{
  if (!node || node->externally_visible || node->address_taken
      || TREE_PUBLIC (node->decl))
    return false;
  ipa_ref *ref;
  FOR_EACH_ALIAS (node, ref)
    {
      symtab_node *alias = ref->referring;
      if (alias->externally_visible || alias->address_taken
	  || TREE_PUBLIC (alias->decl))
	return false;
    }
  return true;
}

/* Analyze FN (whose decl is DECL) into ST->sum.  */

void
analyze_function (tree decl, function *fn, summary *sum)
{
  fn_state st;
  st.sets = vNULL;
  st.fn = fn;
  st.sum = sum;
  cgraph_node *node = cgraph_node::get (decl);
  st.local = local_function_p (node);

  unsigned i = 0;
  for (tree p = DECL_ARGUMENTS (decl); p; p = DECL_CHAIN (p), i++)
    {
      auto_vec<fact, 1> v;
      v.safe_push (make_fact (F_PARM, i, 0));
      merge_into (&st, p, v);
      /* Our own callers must pass an object the analysis follows.  */
      if (tree r = pointed_record (TREE_TYPE (p)))
	note_typed (&st, make_fact (F_PARM, i, 0), r);
    }

  /* Flow-insensitive: repeat until nothing grows.  */
  for (int round = 0; round < 50; round++)
    {
      st.changed = false;
      basic_block bb;
      FOR_EACH_BB_FN (bb, fn)
	{
	  for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
	       gsi_next (&gsi))
	    {
	      gphi *phi = gsi.phi ();
	      auto_vec<fact, 8> v;
	      for (unsigned a = 0; a < gimple_phi_num_args (phi); a++)
		eval (&st, gimple_phi_arg_def (phi, a), &v);
	      merge_into (&st, gimple_phi_result (phi), v);
	    }
	  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	       gsi_next (&gsi))
	    if (!is_gimple_debug (gsi_stmt (gsi)))
	      process_stmt (&st, gsi_stmt (gsi));
	}
      if (!st.changed)
	break;
      if (round == 49)
	/* Not settled: trust nothing this function touches.  */
	for (hash_map<tree, unsigned>::iterator it = st.slots.begin ();
	     it != st.slots.end (); ++it)
	  {
	    facts copy = st.sets[(*it).second].copy ();
	    escape_facts (&st, copy, false);
	    copy.release ();
	  }
    }

  /* A pointer to a tracked record must point to an object the analysis
     follows.  */
  tree name;
  FOR_EACH_SSA_NAME (i, name, fn)
    if (tree r = pointed_record (TREE_TYPE (name)))
      if (unsigned *s = st.slots.get (name))
	{
	  facts copy = st.sets[*s].copy ();
	  check_typed_base (&st, copy, r);
	  copy.release ();
	}

  /* Callers in other units see what we return or store through their
     pointers; they cannot pass our objects (those would have escaped),
     but what we read from our own objects would leave our sight, and so
     would a fresh block we also keep (in a key).  What
     they pass is unknown: stored into a key it taints it, and an object
     it points to is not followed.  */
  if (!st.local || sum->unknown_callers)
    {
      for (unsigned j = 0; j < sum->key_stores.length (); j++)
	make_bad (sum->key_stores[j].key);
      for (unsigned j = 0; j < sum->typed.length (); j++)
	taint_record (sum->typed[j].record);
      auto escape_concrete = [&st] (const facts &v) {
	for (unsigned j = 0; j < v.length (); j++)
	  if (v[j].kind == F_OBJ || v[j].kind == F_DATA
	      || v[j].kind == F_UNKNOWN
	      || (v[j].kind == F_ALLOC && uf_linked[find (v[j].id)]))
	    escape_fact (&st, v[j], false);
      };
      escape_concrete (sum->ret);
      for (unsigned j = 0; j < sum->stores.length (); j++)
	escape_concrete (sum->stores[j].value);
    }

  /* A block the function returns or stores for its caller leaves it: a
     caller that the analysis did not see (a call treated as unknown, a
     speculative inlining) may be where the function's allocation ends
     up once inlined.  */
  auto note_leaving = [] (const facts &v) {
    for (unsigned j = 0; j < v.length (); j++)
      if (v[j].kind == F_ALLOC)
	node_leaves[v[j].id] = 1;
  };
  note_leaving (sum->ret);
  for (unsigned j = 0; j < sum->stores.length (); j++)
    note_leaving (sum->stores[j].value);

  for (unsigned j = 0; j < st.sets.length (); j++)
    st.sets[j].release ();
  st.sets.release ();
}

/* The summary of FNDECL, analyzing it first; NULL while it is being
   analyzed (a cycle of calls).  */

} // namespace fieldp
