/* instrument.cc -- the GIMPLE pass that emits calls into the rmarace runtime.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   For every load and store of memory that might race with an MPI one-sided
   operation, and before every call to an MPI function, the pass inserts

       if (__rmarace_shadow[((uintptr_t) addr >> RMARACE_GRANULE_SHIFT)
			     & __rmarace_shadow_mask] != 0)
	 __rmarace_load (addr, size, "file:line:col");

   (or __rmarace_store): one lookup in the runtime's shadow table, which
   is nonzero only near memory the runtime tracks.  Accesses of up to
   twice RMARACE_GRANULE bytes read two entries, longer ones test the hull
   [__rmarace_lo, __rmarace_hi) of tracked memory (build_guard).  The
   calls __rmarace_site ("file:line:col") have no guard when the runtime
   is surely linked (emit_guarded); otherwise they, and everything with
   instrument=all, are guarded by __rmarace_active != 0 alone.  See
   runtime/entry/rmarace_interface.h, the ABI this file must follow.

   The structure follows GCC's tsan.cc:
   classify_stmt finds the accesses of one statement, rmarace_filter_ref
   (filter.cc) drops those that cannot race, rmarace_find_loop_ranges
   (loop-range.cc) replaces the accesses of simple loops by one record per
   loop execution, rmarace_hoist_guards (hoist.cc) tests the guards of
   loop-invariant addresses once before their loop, mark_rare_accesses
   lets code that runs rarely call the runtime with no guard, and
   emit_guarded emits one guarded call.  C, C++ and
   Fortran share this one code path: by now they are all GIMPLE.  */

#include "gcc-common.h"
#include "rmarace.h"
#include "instrument.h"
#include "rmarace_interface.h"

/* The runtime's entry points, created on first use in each translation
   unit.  A declaration made for one function may be used by the next
   only after a garbage collection, so they are registered as GC roots
   (rmarace_register_instrument_pass).  */
#define SIZED_COUNT(N) + 1
enum { N_SIZED = 0 RMARACE_SIZED_ENTRIES (SIZED_COUNT) };
#undef SIZED_COUNT
enum { RT_ACTIVE, RT_SHADOW, RT_MASK, RT_LO, RT_HI, RT_LOAD, RT_STORE,
       RT_SITE, RT_TRACKED, RT_RECORDS, RT_NEXT_SITE, RT_GROUP,
       RT_GROUP_MEMBER, RT_SIZED_LOAD,
       RT_SIZED_STORE = RT_SIZED_LOAD + N_SIZED,
       RT_MAX = RT_SIZED_STORE + N_SIZED };
static tree runtime_decls[RT_MAX];
#define active_decl runtime_decls[RT_ACTIVE]
#define shadow_decl runtime_decls[RT_SHADOW]
#define mask_decl runtime_decls[RT_MASK]
#define lo_decl runtime_decls[RT_LO]
#define hi_decl runtime_decls[RT_HI]
#define load_decl runtime_decls[RT_LOAD]
#define store_decl runtime_decls[RT_STORE]
#define site_decl runtime_decls[RT_SITE]
#define records_decl runtime_decls[RT_RECORDS]
#define group_decl runtime_decls[RT_GROUP]
#define group_member_type runtime_decls[RT_GROUP_MEMBER]

static const struct ggc_root_tab runtime_decls_roots[] = {
  { &runtime_decls[0], RT_MAX, sizeof (tree), &gt_ggc_mx_tree_node,
    &gt_pch_nx_tree_node },
  LAST_GGC_ROOT_TAB
};

/* What the pass does in this compilation, see instrument_mode ().  */
static enum instrument_mode mode = MODE_FAST;


/* The declarations of the runtime interface.  */

/* Return a symbol-table node already named NAME in this unit, if any.  */

static symtab_node *
existing_symbol (const char *name)
{
  return symtab_node::get_for_asmname (get_identifier (name));
}

/* The variable NAME of type TYPE (__rmarace_active, __rmarace_shadow,
   __rmarace_shadow_mask, __rmarace_lo, __rmarace_hi): a weak definition,
   initialized to INIT (0 if NULL), the value it has while the runtime is
   not running, so that
   objects link and run without the runtime; the runtime's definition
   takes over when it is linked.  If the unit itself defines it (the
   runtime, or a test, built with the plugin), use that definition.  */

tree
rmarace_weak_variable (const char *name, tree type, tree init)
{
  symtab_node *old = existing_symbol (name);
  if (old && old->definition && VAR_P (old->decl))
    return old->decl;

  tree id = get_identifier (name);
  tree decl = build_decl (BUILTINS_LOCATION, VAR_DECL, id, type);
  /* Set the assembler name ourselves: C++ would otherwise mangle it.  */
  SET_DECL_ASSEMBLER_NAME (decl, id);
  TREE_PUBLIC (decl) = 1;
  TREE_STATIC (decl) = 1;
  TREE_USED (decl) = 1;
  DECL_EXTERNAL (decl) = 0;
  DECL_COMMON (decl) = 0;
  DECL_ARTIFICIAL (decl) = 1;
  DECL_IGNORED_P (decl) = 1;
  DECL_INITIAL (decl) = init ? init : build_int_cst (type, 0);
  /* Default visibility even under -fvisibility=hidden: a hidden copy in a
     shared library would never see the runtime's definition.  */
  DECL_VISIBILITY (decl) = VISIBILITY_DEFAULT;
  DECL_VISIBILITY_SPECIFIED (decl) = 1;
  declare_weak (decl);

  /* The unit is already being expanded: varpool_node::add is the entry
     for variables that appear this late.  Without -ftoplevel-reorder (the
     default at -O0) it would mark the node as output in source order, but
     the in-order list has already been made, so it would never be
     written; let output_variables emit it instead.  */
  varpool_node::add (decl);
  varpool_node *node = varpool_node::get (decl);
  node->no_reorder = 0;
  node->force_output = 1;
  /* Made before the IPA passes (plugin/abi.cc), varpool_node::add leaves
     the analysis to the symbol table's construction, which is over.  */
  if (!node->analyzed)
    node->analyze ();
  return decl;
}

/* The active flag; with SHADOW also the shadow table, its mask and the
   bounds.  Without the runtime the mask is 0 and the table is the mask's
   own storage, so that the guard reads a 0 (rmarace_interface.h).  */

static void
build_guard_variables (bool shadow)
{
  if (!active_decl)
    active_decl = rmarace_weak_variable ("__rmarace_active",
					 integer_type_node);
  if (shadow && !shadow_decl)
    {
      mask_decl = rmarace_weak_variable ("__rmarace_shadow_mask",
					 pointer_sized_int_node);
      tree table_type
	= build_pointer_type (build_qualified_type (unsigned_char_type_node,
						    TYPE_QUAL_CONST));
      TREE_ADDRESSABLE (mask_decl) = 1;
      shadow_decl = rmarace_weak_variable ("__rmarace_shadow", table_type,
					   fold_convert (table_type,
							 build_fold_addr_expr
							   (mask_decl)));
      lo_decl = rmarace_weak_variable ("__rmarace_lo",
				       pointer_sized_int_node);
      hi_decl = rmarace_weak_variable ("__rmarace_hi",
				       pointer_sized_int_node);
    }
}

/* The shadow table is only read by the fast path: MODE_ALL objects do
   not define it, as the reference instrumentation did not.  */

static void
build_runtime_variables (void)
{
  build_guard_variables (mode == MODE_FAST);
}

void
rmarace_guard_variables (struct rmarace_guards *g)
{
  build_guard_variables (true);
  *g = (struct rmarace_guards) { active_decl, lo_decl, hi_decl,
				 shadow_decl, mask_decl };
}

/* An external function NAME of type TYPE for the runtime: a weak
   reference that does not throw and does not call back into this unit
   (leaf), so it needs no EH or abnormal edges even after setjmp.  */

static tree
runtime_function (const char *name, tree type)
{
  symtab_node *old = existing_symbol (name);
  if (old && old->definition && TREE_CODE (old->decl) == FUNCTION_DECL)
    return old->decl;

  tree decl = build_fn_decl (name, type);
  SET_DECL_ASSEMBLER_NAME (decl, get_identifier (name));
  TREE_NOTHROW (decl) = 1;
  DECL_IGNORED_P (decl) = 1;
  DECL_ATTRIBUTES (decl)
    = tree_cons (get_identifier ("leaf"), NULL_TREE,
		 tree_cons (get_identifier ("nothrow"), NULL_TREE,
			    DECL_ATTRIBUTES (decl)));
  declare_weak (decl);
  return decl;
}

static void
build_runtime_decls (void)
{
  if (load_decl)
    return;
  tree cstr = build_pointer_type (build_qualified_type (char_type_node,
							 TYPE_QUAL_CONST));
  tree access_type = build_function_type_list (void_type_node,
					       const_ptr_type_node,
					       size_type_node, cstr,
					       NULL_TREE);
  tree site_type = build_function_type_list (void_type_node, cstr,
					     NULL_TREE);
  load_decl = runtime_function ("__rmarace_load", access_type);
  store_decl = runtime_function ("__rmarace_store", access_type);
  site_decl = runtime_function ("__rmarace_site", site_type);
  tree sized_type = build_function_type_list (void_type_node,
					      const_ptr_type_node, cstr,
					      NULL_TREE);
  unsigned i = 0;
#define SIZED_DECLS(N)							\
  runtime_decls[RT_SIZED_LOAD + i]					\
    = runtime_function ("__rmarace_load" #N, sized_type);		\
  runtime_decls[RT_SIZED_STORE + i++]					\
    = runtime_function ("__rmarace_store" #N, sized_type);
  RMARACE_SIZED_ENTRIES (SIZED_DECLS)
#undef SIZED_DECLS
  group_decl
    = runtime_function ("__rmarace_group",
			build_varargs_function_type_list (void_type_node,
							  const_ptr_type_node,
							  NULL_TREE));
  /* struct rmarace_group_member, field for field, in reverse order for
     finish_builtin_struct.  */
  tree fields = NULL_TREE;
  const struct { const char *name; tree type; } member[] = {
    { "loc", cstr }, { "offset", signed_type_for (pointer_sized_int_node) },
    { "size", uint32_type_node }, { "base", uint16_type_node },
    { "kind", uint16_type_node } };
  for (unsigned k = 0; k < ARRAY_SIZE (member); k++)
    {
      tree f = build_decl (BUILTINS_LOCATION, FIELD_DECL,
			   get_identifier (member[k].name), member[k].type);
      DECL_CHAIN (f) = fields;
      fields = f;
    }
  group_member_type = make_node (RECORD_TYPE);
  finish_builtin_struct (group_member_type, "rmarace_group_member", fields,
			 NULL_TREE);
  records_decl
    = runtime_function ("__rmarace_records",
			build_varargs_function_type_list (void_type_node,
							  size_type_node,
							  NULL_TREE));
}

/* The runtime's thread-local __rmarace_next_site, initial-exec
   (rmarace_interface.h): a strong reference, made only when the
   runtime is surely linked.  */

static tree
next_site_decl (void)
{
  tree &decl = runtime_decls[RT_NEXT_SITE];
  if (decl)
    return decl;
  tree cstr = build_pointer_type (build_qualified_type (char_type_node,
							 TYPE_QUAL_CONST));
  decl = rmarace_external_decl ("__rmarace_next_site", cstr, false);
  if (!DECL_THREAD_LOCAL_P (decl))
    set_decl_tls_model (decl, TLS_MODEL_INITIAL_EXEC);
  varpool_node::get_create (decl);
  return decl;
}

/* The entry point of KIND with SIZE in its name, if there is one.  */

static tree
sized_entry (enum access_kind kind, tree size)
{
  if (!tree_fits_uhwi_p (size))
    return NULL_TREE;
  unsigned HOST_WIDE_INT n = tree_to_uhwi (size);
  static const unsigned HOST_WIDE_INT sizes[] = {
#define SIZED_VALUE(N) N,
    RMARACE_SIZED_ENTRIES (SIZED_VALUE)
#undef SIZED_VALUE
  };
  for (unsigned i = 0; i < N_SIZED; i++)
    if (sizes[i] == n)
      return runtime_decls[(kind == ACCESS_STORE ? RT_SIZED_STORE
			    : RT_SIZED_LOAD) + i];
  return NULL_TREE;
}

void
rmarace_runtime_bounds (tree *lo, tree *hi, tree *active, tree *tracked)
{
  build_runtime_variables ();
  if (!runtime_decls[RT_TRACKED])
    runtime_decls[RT_TRACKED]
      = runtime_function ("__rmarace_spans_tracked",
			  build_varargs_function_type_list (integer_type_node,
							    size_type_node,
							    NULL_TREE));
  *lo = lo_decl;
  *hi = hi_decl;
  *active = active_decl;
  *tracked = runtime_decls[RT_TRACKED];
}


/* Classification: the accesses of one statement.  */

/* Whether NAME is an MPI or PMPI entry point, in any case.  */

static bool
mpi_name_p (const char *name)
{
  if (*name == '*')		/* asm ("*name"): verbatim */
    name++;
  return !strncasecmp (name, "mpi_", 4) || !strncasecmp (name, "pmpi_", 5);
}

/* Whether the call STMT calls an MPI function: MPI_Put in C, mpi_put_
   for mpif.h and "use mpi", mpi_put_f08 for "use mpi_f08".  */

bool
rmarace_mpi_call_p (gimple *stmt)
{
  tree fn = gimple_call_fndecl (stmt);
  if (!fn)
    return false;
  if (DECL_NAME (fn) && mpi_name_p (IDENTIFIER_POINTER (DECL_NAME (fn))))
    return true;
  return (DECL_ASSEMBLER_NAME_SET_P (fn)
	  && mpi_name_p (IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (fn))));
}

/* Whether the function FNDECL belongs to the runtime.  */

static bool
rmarace_function_p (tree fndecl)
{
  return rmarace_own_decl_p (fndecl);
}

/* Whether SSA name or tree T mentions an SSA name that occurs in an
   abnormal PHI: reusing it in new statements could make its live range
   overlap another and break leaving SSA (setjmp, computed goto).  */

static tree
abnormal_ssa_name_r (tree *tp, int *walk_subtrees, void *)
{
  if (TREE_CODE (*tp) == SSA_NAME && SSA_NAME_OCCURS_IN_ABNORMAL_PHI (*tp))
    return *tp;
  if (IS_TYPE_OR_DECL_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

static bool
mentions_abnormal_ssa_name_p (tree t)
{
  return t && walk_tree (&t, abnormal_ssa_name_r, NULL, NULL);
}

/* Queue the access of STMT to ADDR (a pointer) with SIZE bytes.  */

static void
queue_access (vec<pending_access> *work, fn_stats *st, gimple *stmt,
	      bool is_store, tree addr, tree size, bool after)
{
  if (mentions_abnormal_ssa_name_p (addr)
      || mentions_abnormal_ssa_name_p (size))
    {
      st->filtered[FILTER_OTHER]++;
      return;
    }
  pending_access a = { stmt, is_store ? ACCESS_STORE : ACCESS_LOAD,
		       addr, size, after, false };
  work->safe_push (a);
}

/* Whether STMT is code of MPI's C++ bindings, whose loads and stores
   are of MPI handles (mpi-binding.cc).  The reference instrumentation
   (instrument=all) has no such filter.  */

static bool
binding_code_p (gimple *stmt)
{
  return mode == MODE_FAST && rmarace_mpi_binding_code_p (stmt);
}

/* Consider the memory reference REF of STMT: a load or a store.  */

static void
consider_ref (vec<pending_access> *work, fn_stats *st, gimple *stmt,
	      tree ref, bool is_store, bool after)
{
  if (is_store)
    st->stores_seen++;
  else
    st->loads_seen++;

  tree size = NULL_TREE;
  enum filter_reason r = (rmarace_early_covered_p (stmt, ref) ? FILTER_EARLY
			  : binding_code_p (stmt) ? FILTER_BINDING
			  : rmarace_filter_ref (&ref, &size));
  if (r == FILTER_NONE && mode == MODE_FAST
      && rmarace_done_buf_p (stmt, ref, false))
    r = FILTER_DONE;
  if (dump_file && (dump_flags & TDF_DETAILS))
    {
      fprintf (dump_file, "%s ", is_store ? "store" : "load");
      print_generic_expr (dump_file, ref);
      fprintf (dump_file, ": %s\n",
	       r == FILTER_NONE ? "instrumented" : rmarace_filter_names[r]);
    }
  if (r != FILTER_NONE)
    {
      st->filtered[r]++;
      return;
    }
  queue_access (work, st, stmt, is_store,
		build_fold_addr_expr (unshare_expr (ref)), size, after);
}

/* Consider the block access of a string builtin through pointer PTR of
   LEN bytes.  */

static void
consider_block (vec<pending_access> *work, fn_stats *st, gimple *stmt,
		tree ptr, tree len, bool is_store)
{
  if (is_store)
    st->stores_seen++;
  else
    st->loads_seen++;

  enum filter_reason r = (integer_zerop (len) ? FILTER_SIZE0
			  : binding_code_p (stmt) ? FILTER_BINDING
			  : rmarace_filter_block (ptr));
  if (r == FILTER_NONE && mode == MODE_FAST
      && rmarace_done_buf_p (stmt, ptr, true))
    r = FILTER_DONE;
  if (r != FILTER_NONE)
    {
      st->filtered[r]++;
      return;
    }
  queue_access (work, st, stmt, is_store, ptr, len, false);
}

/* Find what STMT reads and writes and queue it on WORK, in the order
   the calls must run.  Like tsan's instrument_gimple.  */

static void
classify_stmt (vec<pending_access> *work, fn_stats *st, gimple *stmt)
{
  if (is_gimple_assign (stmt))
    {
      if (gimple_clobber_p (stmt))
	return;
      /* An aggregate copy is both; report the read first.  */
      if (gimple_assign_load_p (stmt))
	consider_ref (work, st, stmt, gimple_assign_rhs1 (stmt), false,
		      false);
      if (gimple_store_p (stmt))
	consider_ref (work, st, stmt, gimple_assign_lhs (stmt), true, false);
      return;
    }

  gcall *call = dyn_cast <gcall *> (stmt);
  if (!call)
    /* GIMPLE_ASM operands could be anything; GIMPLE_RETURN and
       GIMPLE_COND only use registers by now.  */
    return;

  /* Internal functions (masked loads, .DEFERRED_INIT, ...) are expanded
     by the compiler with semantics we do not model.  */
  if (gimple_call_internal_p (call))
    return;

  tree fndecl = gimple_call_fndecl (call);
  if (fndecl && rmarace_function_p (fndecl))
    return;

  /* The string builtins read and write a whole range.  */
  if (gimple_call_builtin_p (call, BUILT_IN_NORMAL))
    switch (DECL_FUNCTION_CODE (fndecl))
      {
      case BUILT_IN_MEMCPY:
      case BUILT_IN_MEMCPY_CHK:
      case BUILT_IN_MEMMOVE:
      case BUILT_IN_MEMMOVE_CHK:
      case BUILT_IN_MEMPCPY:
      case BUILT_IN_MEMPCPY_CHK:
	consider_block (work, st, call, gimple_call_arg (call, 1),
			gimple_call_arg (call, 2), false);
	consider_block (work, st, call, gimple_call_arg (call, 0),
			gimple_call_arg (call, 2), true);
	break;
      case BUILT_IN_MEMSET:
      case BUILT_IN_MEMSET_CHK:
	consider_block (work, st, call, gimple_call_arg (call, 0),
			gimple_call_arg (call, 2), true);
	break;
      default:
	break;
      }

  /* Aggregates passed by value are read by the call.  */
  for (unsigned i = 0; i < gimple_call_num_args (call); i++)
    {
      tree arg = gimple_call_arg (call, i);
      if (is_gimple_reg_type (TREE_TYPE (arg)) || is_gimple_min_invariant (arg))
	continue;
      tree base = get_base_address (arg);
      if (base && (DECL_P (base) || TREE_CODE (base) == MEM_REF
		   || TREE_CODE (base) == TARGET_MEM_REF))
	consider_ref (work, st, call, arg, false, false);
    }

  /* A call of a C++ binding that is not inlined is an MPI call too; a
     site in the bindings' own code is moved to the user's call, or
     dropped (mpi-binding.cc).  The marker goes only before a call whose
     site the runtime uses (mpi-calls.def's flag "site"): every other
     intercept forgets it, and a call the runtime does not intercept
     never reads it.  */
  if ((rmarace_mpi_call_p (call) || rmarace_mpi_binding_call_p (call))
      && rmarace_mpi_binding_site (call, NULL))
    {
      pending_access a = { call, ACCESS_SITE, NULL_TREE, NULL_TREE, false,
			   false };
      a.silent = !rmarace_mpi_site_used_p (call);
      work->safe_push (a);
      if (!a.silent)
	st->mpi_sites++;
    }

  /* A result stored to memory: after the call, which may synchronize.  */
  tree lhs = gimple_call_lhs (call);
  if (lhs && !is_gimple_reg (lhs))
    consider_ref (work, st, call, lhs, true, true);
}


/* Emission.  */

static void set_locations (gimple_seq seq, location_t loc);

/* The location string "FILE:LINE:COLUMN" of LOC, as a string literal.  */

static tree
location_literal (location_t loc)
{
  return rmarace_location_literal (loc);
}

/* A new register of TYPE: an SSA name, or a temporary without SSA.  */

static tree
new_reg (tree type, const char *name)
{
  return (gimple_in_ssa_p (cfun) ? make_ssa_name (type)
	  : create_tmp_reg (type, name));
}

/* Append LHS = OP0 CODE OP1 (or LHS = CODE OP0 without OP1) to SEQ and
   return LHS, a new register of TYPE.  CODE SSA_NAME stands for a plain
   copy or load, LHS = OP0.  */

static tree
append (gimple_seq *seq, tree type, enum tree_code code, tree op0,
	tree op1)
{
  tree lhs = new_reg (type, "rmarace");
  gimple *g = (op1 ? gimple_build_assign (lhs, code, op0, op1)
	       : code == SSA_NAME ? gimple_build_assign (lhs, op0)
	       : gimple_build_assign (lhs, code, op0));
  gimple_seq_add_stmt (seq, g);
  return lhs;
}

/* The shadow table, for the fast path: loaded once, at the start of the
   function being instrumented, into a register the guards share.  That
   is exact because the runtime sets it when it is loaded, before main,
   and never changes it (rmarace_interface.h); its entries and the mask
   change, and each guard loads its entry and the mask.  */
static tree fn_table;

static void
load_shadow_once (function *fun)
{
  fn_table = NULL_TREE;
  if (mode != MODE_FAST)
    return;
  edge e = single_succ_edge (ENTRY_BLOCK_PTR_FOR_FN (fun));
  basic_block bb = split_edge (e);
  gimple_seq seq = NULL;
  fn_table = append (&seq, TREE_TYPE (shadow_decl), SSA_NAME, shadow_decl,
		     NULL_TREE);
  location_t loc = DECL_SOURCE_LOCATION (fun->decl);
  for (gimple_stmt_iterator i = gsi_start (seq); !gsi_end_p (i);
       gsi_next (&i))
    gimple_set_location (gsi_stmt (i), loc);
  gimple_stmt_iterator gsi = gsi_start_bb (bb);
  gsi_insert_seq_after (&gsi, seq, GSI_NEW_STMT);
}

/* While SHARE_HULL is set, the tests of one guard (the ranges of one
   loop exit, instrument_ranges; the accesses of one group, emit_group)
   load the hull's bounds and the mask once, into SHARED_LO, SHARED_HI
   and SHARED_MASK: GCC does no more value numbering after this pass.
   That is exact: between the tests of one guard there is no call.  */
static bool share_hull;
static tree shared_lo, shared_hi, shared_mask;

/* Whether the N bytes at A (uintptr_t values) meet the hull of tracked
   memory: statements appended to SEQ.  */

static tree
meets_hull_p (gimple_seq *seq, tree a, tree n)
{
  tree uptr = TREE_TYPE (a);
  tree hi = shared_hi, lo = shared_lo;
  if (!share_hull || !hi)
    {
      hi = append (seq, uptr, SSA_NAME, hi_decl, NULL_TREE);
      lo = append (seq, uptr, SSA_NAME, lo_decl, NULL_TREE);
      if (share_hull)
	{
	  shared_hi = hi;
	  shared_lo = lo;
	}
    }
  tree below = append (seq, boolean_type_node, LT_EXPR, a, hi);
  tree end = append (seq, uptr, PLUS_EXPR, a, n);
  tree above = append (seq, boolean_type_node, GT_EXPR, end, lo);
  return append (seq, boolean_type_node, BIT_AND_EXPR, below, above);
}

/* Whether the runtime's active flag is set: statements appended to SEQ.  */

static tree
active_p (gimple_seq *seq)
{
  tree flag = append (seq, integer_type_node, SSA_NAME, active_decl,
		      NULL_TREE);
  return append (seq, boolean_type_node, NE_EXPR, flag, integer_zero_node);
}

/* Whether the runtime's active flag has the bit RMARACE_ACTIVE_THREADS
   (more than one thread may run): statements appended to SEQ.  */

static tree
threads_p (gimple_seq *seq)
{
  tree flag = append (seq, integer_type_node, SSA_NAME, active_decl,
		      NULL_TREE);
  tree bit = append (seq, integer_type_node, BIT_AND_EXPR, flag,
		     build_int_cst (integer_type_node,
				    RMARACE_ACTIVE_THREADS));
  return append (seq, boolean_type_node, NE_EXPR, bit, integer_zero_node);
}

/* The mask of the shadow table, loaded into SEQ (or the one this
   guard loaded already).  */

static tree
load_mask (gimple_seq *seq)
{
  if (share_hull && shared_mask)
    return shared_mask;
  tree mask = append (seq, TREE_TYPE (mask_decl), SSA_NAME, mask_decl,
		      NULL_TREE);
  if (share_hull)
    shared_mask = mask;
  return mask;
}

/* Start the tests of one guard that share their loads (share_hull).  */

static void
begin_shared_guard (void)
{
  share_hull = true;
  shared_lo = shared_hi = shared_mask = NULL_TREE;
}

/* ANY | COND, in ANY's type, appended to SEQ; COND when ANY is NULL.  */

static tree
or_cond (gimple_seq *seq, tree any, tree cond)
{
  if (!any)
    return cond;
  tree type = TREE_TYPE (any);
  if (!useless_type_conversion_p (type, TREE_TYPE (cond)))
    cond = append (seq, type, NOP_EXPR, cond, NULL_TREE);
  return append (seq, type, BIT_IOR_EXPR, any, cond);
}

/* End the tests of one guard begun by begin_shared_guard: or ANY with
   the threads bit when THREADS (some test was not the table's alone),
   in statements with LOC appended to PRE, and return the result.  */

static tree
end_shared_guard (gimple_seq *pre, tree any, bool threads, location_t loc)
{
  share_hull = false;
  if (!threads)
    return any;
  gimple_seq seq = NULL;
  any = or_cond (&seq, any, threads_p (&seq));
  set_locations (seq, loc);
  gimple_seq_add_seq (pre, seq);
  return any;
}

/* Whether the shadow table's entry for granule GRANULE + STEP is nonzero:
   statements appended to SEQ.  MASK is the mask this guard loaded.  */

static tree
entry_set_p (gimple_seq *seq, tree granule, unsigned step, tree mask)
{
  tree uptr = TREE_TYPE (mask);
  if (step)
    granule = append (seq, uptr, PLUS_EXPR, granule,
		      build_int_cst (uptr, step));
  tree index = append (seq, uptr, BIT_AND_EXPR, granule, mask);
  tree offset = append (seq, sizetype, NOP_EXPR, index, NULL_TREE);
  tree table_type = TREE_TYPE (fn_table);
  tree entry_addr = append (seq, table_type, POINTER_PLUS_EXPR, fn_table,
			    offset);
  tree entry = append (seq, unsigned_char_type_node, SSA_NAME,
		       build2 (MEM_REF, TREE_TYPE (table_type), entry_addr,
			       build_int_cst (table_type, 0)),
		       NULL_TREE);
  return append (seq, boolean_type_node, NE_EXPR, entry,
		 build_zero_cst (unsigned_char_type_node));
}

/* The condition under which the runtime must hear of an access of SIZE
   bytes at ADDR (gimple values of type const void * and size_t, or both
   NULL for an MPI site): statements appended to SEQ, the returned value
   nonzero when it must.  RANGE says it is a loop range, whose SIZE may
   be 0 (the runtime drops those).

   The fast path reads the shadow table (runtime/entry/rmarace_interface.h),
   whose address and mask are in registers (load_shadow_once).  Entry G
   answers for accesses of up to RMARACE_GRANULE bytes starting in
   granule G, so an access of a constant size of at most RMARACE_GRANULE
   bytes costs a shift, a mask, one load and one branch; one of at most
   twice that spans at most three granules, which entries G and G + 2
   cover.  Longer ones (loop ranges over array rows, large memcpys) test
   the hull of tracked memory instead, and the runtime looks them up in
   the table.  The table is all zero and the hull empty whenever the
   runtime is not running, so none of these needs the active flag.  A
   variable size picks the test by its value, but a loop range of a
   variable length tests the hull alone.  Sites and MODE_ALL test
   the active flag.  Tests are combined with & rather than &&: one
   branch.

   Each table test loads the mask afresh (the table's address is loaded
   once per function): while more than one thread may run, the runtime
   sets the mask to 0 and entry 0 to nonzero, so that every table test
   passes (rmarace_interface.h).  That costs GCC one load per guard where
   testing the active flag's threads bit would cost a load, an and and
   an or: the table tests then set *PASS_ALL, and build_guard adds the
   threads bit to the other tests only.  */

static tree
build_fast_guard (gimple_seq *seq, tree addr, tree size, bool range,
		  bool *pass_all)
{
  const unsigned HOST_WIDE_INT two_granules = 2 * RMARACE_GRANULE;
  *pass_all = false;
  if (!addr || mode != MODE_FAST)
    {
      tree cond = active_p (seq);
      if (range && addr)
	{
	  tree nonempty = append (seq, boolean_type_node, NE_EXPR, size,
				  build_zero_cst (TREE_TYPE (size)));
	  cond = append (seq, boolean_type_node, BIT_AND_EXPR, cond,
			 nonempty);
	}
      return cond;
    }

  bool constant = tree_fits_uhwi_p (size);
  tree uptr = TREE_TYPE (mask_decl);
  tree a = append (seq, uptr, NOP_EXPR, addr, NULL_TREE);
  tree n = (constant ? fold_convert (uptr, size)
	    : append (seq, uptr, NOP_EXPR, size, NULL_TREE));
  /* A loop range of a length known only at run time (a row): the hull
     alone.  Testing the two entries too when it is short would cost GCC
     three times as much code for each of them, to save one call per
     loop execution while the runtime tracks spread-out memory.  A
     length of 0 that passes is dropped by the runtime.  */
  if ((constant && tree_to_uhwi (size) > two_granules)
      || (!constant && range))
    return meets_hull_p (seq, a, n);

  tree granule = append (seq, uptr, RSHIFT_EXPR, a,
			 build_int_cst (integer_type_node,
					RMARACE_GRANULE_SHIFT));
  tree mask = load_mask (seq);
  tree cond = entry_set_p (seq, granule, 0, mask);
  *pass_all = constant;
  if (constant && tree_to_uhwi (size) <= RMARACE_GRANULE)
    return cond;
  cond = append (seq, boolean_type_node, BIT_IOR_EXPR, cond,
		 entry_set_p (seq, granule, 2, mask));
  if (constant)
    return cond;

  /* A variable size: the two entries when they answer for it, else the
     hull; nothing when it is 0.  */
  tree checked = append (seq, boolean_type_node, LE_EXPR, n,
			 build_int_cst (uptr, two_granules));
  tree unchecked = append (seq, boolean_type_node, GT_EXPR, n,
			   build_int_cst (uptr, two_granules));
  cond = append (seq, boolean_type_node, BIT_AND_EXPR, cond, checked);
  tree other = append (seq, boolean_type_node, BIT_AND_EXPR, unchecked,
		       meets_hull_p (seq, a, n));
  cond = append (seq, boolean_type_node, BIT_IOR_EXPR, cond, other);
  tree nonempty = append (seq, boolean_type_node, NE_EXPR, n,
			  build_zero_cst (uptr));
  return append (seq, boolean_type_node, BIT_AND_EXPR, cond, nonempty);
}

/* build_fast_guard, or'ed in MODE_FAST with the threads bit of the
   active flag unless it tests the table alone (whose mask does that
   job): while more than one thread may run, every instrumented load and
   store reaches the runtime (rmarace_interface.h).  An access of
   variable size 0 still skips the call.  */

static tree
build_guard (gimple_seq *seq, tree addr, tree size, bool range)
{
  bool pass_all;
  tree cond = build_fast_guard (seq, addr, size, range, &pass_all);
  if (!addr || mode != MODE_FAST || pass_all)
    return cond;
  tree threads = threads_p (seq);
  if (!tree_fits_uhwi_p (size))
    threads = append (seq, boolean_type_node, BIT_AND_EXPR, threads,
		      append (seq, boolean_type_node, NE_EXPR, size,
			      build_zero_cst (TREE_TYPE (size))));
  return append (seq, boolean_type_node, BIT_IOR_EXPR, cond, threads);
}

tree
rmarace_hoisted_guard (gimple_seq *seq, tree *table, tree addr, tree size)
{
  build_runtime_variables ();
  if (!*table)
    *table = append (seq, TREE_TYPE (shadow_decl), SSA_NAME, shadow_decl,
		     NULL_TREE);
  gimple_seq s = NULL;
  addr = force_gimple_operand (fold_convert (const_ptr_type_node, addr),
			       &s, true, NULL_TREE);
  gimple_seq_add_seq (seq, s);
  size = force_gimple_operand (fold_convert (size_type_node, size), &s,
			       true, NULL_TREE);
  gimple_seq_add_seq (seq, s);
  tree saved = fn_table;
  fn_table = *table;
  tree cond = build_guard (seq, addr, size, false);
  fn_table = saved;
  return cond;
}

/* Give the statements of SEQ that have none the location LOC.  */

static void
set_missing_locations (gimple_seq seq, location_t loc)
{
  for (gimple_stmt_iterator i = gsi_start (seq); !gsi_end_p (i);
       gsi_next (&i))
    if (gimple_location (gsi_stmt (i)) == UNKNOWN_LOCATION)
      gimple_set_location (gsi_stmt (i), loc);
}

/* Give every statement of SEQ the location LOC.  */

static void
set_locations (gimple_seq seq, location_t loc)
{
  for (gimple_stmt_iterator i = gsi_start (seq); !gsi_end_p (i);
       gsi_next (&i))
    gimple_set_location (gsi_stmt (i), loc);
}

/* Split BB so that the code ends up, in order,
     [... PREV]  PRE  if (COND != 0) { BODY }  [rest ...]
   where PREV is the statement after which to insert, or NULL for the
   start of BB (after its labels).  Statements without a location get
   LOC.  This is
   asan's create_cond_insert_point, made to work with or without SSA.  */

static void
insert_guarded (basic_block bb, gimple *prev, gimple_seq pre, tree cond,
		gimple_seq body, location_t loc)
{
  edge e = prev ? split_block (bb, prev) : split_block_after_labels (bb);
  basic_block cond_bb = e->src;
  basic_block join_bb = e->dest;
  basic_block then_bb = create_empty_bb (cond_bb);
  if (current_loops)
    add_bb_to_loop (then_bb, cond_bb->loop_father);

  /* The check is cheap and the call is not: keep it out of line.  */
  edge te = make_edge (cond_bb, then_bb, EDGE_TRUE_VALUE);
  te->probability = profile_probability::unlikely ();
  then_bb->count = te->count ();
  make_single_succ_edge (then_bb, join_bb, EDGE_FALLTHRU);
  e->flags = (e->flags & ~EDGE_FALLTHRU) | EDGE_FALSE_VALUE;
  e->probability = te->probability.invert ();

  gimple_seq_add_stmt (&pre, gimple_build_cond (NE_EXPR, cond,
						build_zero_cst (TREE_TYPE
								(cond)),
						NULL_TREE, NULL_TREE));
  set_missing_locations (pre, loc);
  set_missing_locations (body, loc);
  gimple_stmt_iterator gsi = gsi_last_bb (cond_bb);
  gsi_insert_seq_after (&gsi, pre, GSI_NEW_STMT);
  gsi = gsi_start_bb (then_bb);
  gsi_insert_seq_after (&gsi, body, GSI_NEW_STMT);
}

/* The location of the first statement (or PHI argument) that uses NAME
   and has one, or UNKNOWN_LOCATION.  */

static location_t
use_location (tree name)
{
  imm_use_iterator it;
  use_operand_p use;
  FOR_EACH_IMM_USE_FAST (use, it, name)
    {
      gimple *user = USE_STMT (use);
      if (is_gimple_debug (user))
	continue;
      location_t loc = gimple_location (user);
      if (gphi *phi = dyn_cast <gphi *> (user))
	loc = gimple_phi_arg_location (phi, PHI_ARG_INDEX_FROM_USE (use));
      if (loc != UNKNOWN_LOCATION)
	return loc;
    }
  return UNKNOWN_LOCATION;
}

/* Where the runtime should say the access of STMT was made.  Statements
   the optimizers made have none: a load LIM hoisted out of a loop, the
   store it sank after it (total += v[i] becomes one load before the loop
   and one store after).  They stand for the source statement that
   computes the stored value or uses the loaded one, so take its
   location; else the nearest one in the block; the function's own only
   as a last resort.  */

static location_t
access_location (gimple *stmt)
{
  location_t loc = gimple_location (stmt);
  if (loc != UNKNOWN_LOCATION)
    return loc;
  if (is_gimple_assign (stmt) && gimple_in_ssa_p (cfun))
    {
      tree rhs = gimple_assign_rhs1 (stmt), lhs = gimple_assign_lhs (stmt);
      if (TREE_CODE (rhs) == SSA_NAME && !SSA_NAME_IS_DEFAULT_DEF (rhs))
	{
	  gimple *def = SSA_NAME_DEF_STMT (rhs);
	  loc = gimple_location (def);
	  if (gphi *phi = dyn_cast <gphi *> (def))
	    for (unsigned i = 0; loc == UNKNOWN_LOCATION
		 && i < gimple_phi_num_args (phi); i++)
	      loc = gimple_phi_arg_location (phi, i);
	}
      else if (TREE_CODE (lhs) == SSA_NAME)
	loc = use_location (lhs);
    }
  for (gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
       loc == UNKNOWN_LOCATION && !gsi_end_p (gsi); gsi_prev (&gsi))
    loc = gimple_location (gsi_stmt (gsi));
  for (gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
       loc == UNKNOWN_LOCATION && !gsi_end_p (gsi); gsi_next (&gsi))
    loc = gimple_location (gsi_stmt (gsi));
  if (loc == UNKNOWN_LOCATION)
    loc = DECL_SOURCE_LOCATION (current_function_decl);
  return loc;
}

/* The runtime call of KIND for SIZE bytes at ADDR (GENERIC; NULL for a
   site) made at LOC, with the statements that compute its arguments
   appended to PRE; with COND, also the guard's test (build_guard),
   stored there.  With THREADS (a loop range), the test leaves out the
   threads bit, and *THREADS is set when it needs one: the ranges of
   one exit test it once.  */

static gcall *
build_call (gimple_seq *pre, enum access_kind kind, tree addr, tree size,
	    location_t loc, bool range, tree *cond, bool *threads = NULL)
{
  tree lit = location_literal (loc);
  if (kind == ACCESS_SITE)
    {
      if (cond)
	*cond = build_guard (pre, NULL_TREE, NULL_TREE, false);
      return gimple_build_call (site_decl, 1, lit);
    }
  /* The address and size are computed before the guard, which needs
     them; that is arithmetic, never a load.  force_gimple_operand
     starts the sequence it is given afresh.  */
  gimple_seq seq = NULL;
  addr = force_gimple_operand (fold_convert (const_ptr_type_node, addr),
			       &seq, true, NULL_TREE);
  gimple_seq_add_seq (pre, seq);
  size = force_gimple_operand (fold_convert (size_type_node, size),
			       &seq, true, NULL_TREE);
  gimple_seq_add_seq (pre, seq);
  bool pass_all;
  if (cond && threads && mode == MODE_FAST)
    {
      *cond = build_fast_guard (pre, addr, size, range, &pass_all);
      *threads |= !pass_all;
    }
  else if (cond)
    *cond = build_guard (pre, addr, size, range);
  if (tree sized = sized_entry (kind, size))
    return gimple_build_call (sized, 2, addr, lit);
  return gimple_build_call (kind == ACCESS_STORE ? store_decl : load_decl,
			    3, addr, size, lit);
}

/* Insert SEQ after PREV in BB (NULL: at its start), each statement
   with LOC.  */

static void
insert_plain (basic_block bb, gimple *prev, gimple_seq seq, location_t loc)
{
  set_locations (seq, loc);
  gimple_stmt_iterator gsi = prev ? gsi_for_stmt (prev)
				  : gsi_after_labels (bb);
  if (prev)
    gsi_insert_seq_after (&gsi, seq, GSI_NEW_STMT);
  else
    gsi_insert_seq_before (&gsi, seq, GSI_NEW_STMT);
}

/* Emit, after PREV in BB (NULL: at its start), the guarded call of KIND
   for SIZE bytes at ADDR (GENERIC; NULL for a site) made at LOC.  With
   WORD, the guard is bit BIT of WORD, computed before the loop.  */

static void
emit_guarded (basic_block bb, gimple *prev, enum access_kind kind,
	      tree addr, tree size, location_t loc, bool range,
	      bool unguarded = false, tree word = NULL_TREE,
	      unsigned bit = 0)
{
  /* A site marker only stores LOC in the runtime's thread-local
     __rmarace_next_site: when the runtime is surely linked, the code
     stores it there itself, with no guard and no call (instrument=all
     keeps the reference's guarded call).  */
  if (kind == ACCESS_SITE && mode == MODE_FAST && rmarace_runtime_linked_p ())
    {
      gimple_seq seq = NULL;
      gimple_seq_add_stmt (&seq, gimple_build_assign (next_site_decl (),
						      location_literal (loc)));
      insert_plain (bb, prev, seq, loc);
      return;
    }
  gimple_seq pre = NULL, body = NULL;
  tree cond = NULL_TREE;
  if (word)
    {
      /* The guard was computed before the loop (hoist.cc): test its
	 bit; the address is computed only for the call.  */
      tree type = TREE_TYPE (word);
      cond = append (&pre, type, BIT_AND_EXPR, word,
		     wide_int_to_tree (type,
				       wi::set_bit_in_zero
					 (bit, TYPE_PRECISION (type))));
      gcall *call = build_call (&body, kind, addr, size, loc, range, NULL);
      gimple_seq_add_stmt (&body, call);
      set_locations (pre, loc);
      set_locations (body, loc);
      insert_guarded (bb, prev, pre, cond, body, loc);
      return;
    }
  gcall *call = build_call (&pre, kind, addr, size, loc, range,
			    unguarded ? NULL : &cond);
  if (unguarded)
    {
      /* No blocks to split: this is most of what a guard costs GCC.  */
      gimple_seq_add_stmt (&pre, call);
      insert_plain (bb, prev, pre, loc);
      return;
    }
  gimple_seq_add_stmt (&body, call);
  set_locations (pre, loc);
  insert_guarded (bb, prev, pre, cond, body, loc);
}

/* Emit the guarded runtime call for A.  Return whether it was emitted.  */

static bool
instrument_access (const pending_access &a)
{
  gimple *stmt = a.stmt;
  basic_block bb = gimple_bb (stmt);
  gimple *prev;
  if (!a.after)
    {
      gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
      gsi_prev (&gsi);
      prev = gsi_end_p (gsi) ? NULL : gsi_stmt (gsi);
    }
  else if (!stmt_ends_bb_p (stmt))
    prev = stmt;
  else
    {
      /* As in tsan: a call that can throw ends its block, so what follows
	 it goes on the normal (fallthru) edge.  */
      edge e = find_fallthru_edge (bb->succs);
      if (!e)
	return false;
      bb = split_edge (e);
      prev = NULL;
    }

  if (a.after && is_gimple_call (stmt))
    /* Code now follows the call: it is no tail call any more.  */
    gimple_call_set_tail (as_a <gcall *> (stmt), false);

  location_t loc = access_location (stmt);
  if (a.kind == ACCESS_SITE)
    rmarace_mpi_binding_site (stmt, &loc);
  emit_guarded (bb, prev, a.kind, a.addr, a.size, loc, false, a.unguarded,
		a.word, a.bit);
  return true;
}

/* One runtime call of a group's cold block: KIND of SIZE bytes at ADDR
   (GENERIC) made at LOC.  */

struct member_call
{
  enum access_kind kind;
  tree addr, size;
  location_t loc;
};

/* A new unit-local table of the members C[FIRST .. FIRST + N - 1] for
   __rmarace_group, whose bases (GENERIC addresses) are pushed on BASES
   in the order the members first name them.  */

static tree
group_table (const vec<member_call> &c, unsigned first, unsigned n,
	     vec<tree> *bases)
{
  static unsigned counter;
  vec<constructor_elt, va_gc> *elts = NULL;
  for (unsigned i = 0; i < n; i++)
    {
      const member_call &m = c[first + i];
      tree base;
      HOST_WIDE_INT offset;
      if (!rmarace_address_base (m.addr, &base, &offset))
	{
	  base = m.addr;
	  offset = 0;
	}
      else if (DECL_P (base))
	base = build_fold_addr_expr (base);
      unsigned b;
      for (b = 0; b < bases->length (); b++)
	if (operand_equal_p ((*bases)[b], base, 0))
	  break;
      if (b == bases->length ())
	bases->safe_push (base);
      unsigned kind = ((m.kind == ACCESS_STORE ? RMARACE_GROUP_STORE : 0)
		       | (i == n - 1 ? RMARACE_GROUP_LAST : 0));
      vec<constructor_elt, va_gc> *f = NULL;
      tree field = TYPE_FIELDS (group_member_type);
      tree values[] = {
	location_literal (m.loc),
	build_int_cst (ssizetype, offset),
	build_int_cst (uint32_type_node, tree_to_uhwi (m.size)),
	build_int_cst (uint16_type_node, b),
	build_int_cst (uint16_type_node, kind) };
      for (unsigned k = 0; k < ARRAY_SIZE (values);
	   k++, field = DECL_CHAIN (field))
	CONSTRUCTOR_APPEND_ELT (f, field,
				fold_convert (TREE_TYPE (field), values[k]));
      CONSTRUCTOR_APPEND_ELT (elts, size_int (i),
			      build_constructor (group_member_type, f));
    }
  tree type = build_array_type_nelts (group_member_type, n);
  tree init = build_constructor (type, elts);
  TREE_CONSTANT (init) = 1;
  TREE_STATIC (init) = 1;
  char name[64];
  ASM_GENERATE_INTERNAL_LABEL (name, "Lrmarace_group", counter++);
  tree decl = build_decl (BUILTINS_LOCATION, VAR_DECL, get_identifier (name),
			  type);
  TREE_STATIC (decl) = 1;
  TREE_PUBLIC (decl) = 0;
  TREE_READONLY (decl) = 1;
  TREE_ADDRESSABLE (decl) = 1;
  TREE_USED (decl) = 1;
  DECL_ARTIFICIAL (decl) = 1;
  DECL_IGNORED_P (decl) = 1;
  DECL_EXTERNAL (decl) = 0;
  DECL_INITIAL (decl) = init;
  varpool_node::finalize_decl (decl);
  return decl;
}

/* Append to BODY the calls C of a group's cold block, in order: one
   __rmarace_group for each run of members of constant sizes (at most
   RMARACE_GROUP_MAX), the sized or plain entry point for a member
   alone and for one of variable size.  One call with a static table
   and the members' few distinct bases costs GCC much less than a call
   per member (rmarace_interface.h).  */

static void
emit_member_calls (gimple_seq *body, const vec<member_call> &c)
{
  for (unsigned i = 0; i < c.length ();)
    {
      unsigned n = 0;
      while (i + n < c.length () && n < RMARACE_GROUP_MAX
	     && tree_fits_uhwi_p (c[i + n].size)
	     && tree_to_uhwi (c[i + n].size) <= 0xffffffffu)
	n++;
      gimple_seq seq = NULL;
      if (n < 2)
	{
	  gcall *call = build_call (&seq, c[i].kind, unshare_expr (c[i].addr),
				    unshare_expr (c[i].size), c[i].loc, false,
				    NULL);
	  gimple_seq_add_stmt (&seq, call);
	  set_locations (seq, c[i].loc);
	  gimple_seq_add_seq (body, seq);
	  i++;
	  continue;
	}
      auto_vec<tree, RMARACE_GROUP_MAX> bases;
      tree table = group_table (c, i, n, &bases);
      auto_vec<tree, RMARACE_GROUP_MAX + 1> args;
      /* A gimple value: an address of the right type, no conversion.  */
      args.safe_push (build_fold_addr_expr_with_type (table,
						      const_ptr_type_node));
      for (unsigned b = 0; b < bases.length (); b++)
	{
	  gimple_seq s = NULL;
	  args.safe_push (force_gimple_operand
			    (fold_convert (const_ptr_type_node,
					   unshare_expr (bases[b])),
			     &s, true, NULL_TREE));
	  gimple_seq_add_seq (&seq, s);
	}
      gcall *call = gimple_build_call_vec (group_decl, args);
      gimple_seq_add_stmt (&seq, call);
      set_locations (seq, c[i].loc);
      gimple_seq_add_seq (body, seq);
      i += n;
    }
}

/* The WIDTH shadow entries from the one of the granule of A (a
   uintptr_t value) on, read with one load of WIDTH bytes and zero
   extended to a uintptr_t: statements appended to SEQ.  The runtime
   maps the RMARACE_SHADOW_SLACK bytes after the table's last entry and
   keeps in them a copy of its first entries, so the load reads the
   entries of the granules of A and the next WIDTH - 1 ones, whatever
   the mask (rmarace_interface.h).  */

static tree
entries_value (gimple_seq *seq, tree a, unsigned width)
{
  tree uptr = TREE_TYPE (a);
  tree granule = append (seq, uptr, RSHIFT_EXPR, a,
			 build_int_cst (integer_type_node,
					RMARACE_GRANULE_SHIFT));
  tree index = append (seq, uptr, BIT_AND_EXPR, granule, load_mask (seq));
  tree offset = append (seq, sizetype, NOP_EXPR, index, NULL_TREE);
  tree table_type = TREE_TYPE (fn_table);
  tree entry_addr = append (seq, table_type, POINTER_PLUS_EXPR, fn_table,
			    offset);
  tree type = (width == 1 ? unsigned_char_type_node
	       : build_aligned_type (build_nonstandard_integer_type
				       (width * BITS_PER_UNIT, 1),
				     BITS_PER_UNIT));
  tree entries = append (seq, type, SSA_NAME,
			 build2 (MEM_REF, type, entry_addr,
				 build_int_cst (table_type, 0)),
			 NULL_TREE);
  return append (seq, uptr, NOP_EXPR, entries, NULL_TREE);
}

/* The most entries one load of a group's test reads.  */
#define WIDE_ENTRIES_MAX (RMARACE_SHADOW_SLACK + 1)

/* For the members WORK[FIRST .. END - 1] of a group: those whose test
   reads the table alone, and which of them one load can serve.  Such an
   access has a constant size of at most two granules, so its test reads
   the entries of granules G and, beyond one granule, G + 2, where G is
   the granule of its address BASE + OFFSET (rmarace_address_base; or
   the whole address, OFFSET 0).  Accesses with the same BASE whose
   offsets LO .. HI span few bytes read entries of at most
   (HI - LO + GRANULE - 1) / GRANULE + 1 consecutive granules, however
   BASE is aligned, which one load of WIDE_ENTRIES_MAX bytes at most
   covers.  Set CLUSTER[K] (K from 0 for FIRST) to the index in WORK of
   the access of the smallest offset of K's cluster, or -1 when K is not
   tested by the table alone, and WIDTH[K] for that access to the
   load's width in entries (1, 2, 4 or 8).  */

static void
find_clusters (vec<pending_access> &work, unsigned first, unsigned end,
	       vec<int> &cluster, vec<unsigned> &width)
{
  unsigned n = end - first;
  /* Without the runtime the table is the mask's own storage.  */
  unsigned max_entries = MIN (WIDE_ENTRIES_MAX,
			      int_size_in_bytes (TREE_TYPE (mask_decl)));
  auto_vec<tree> base;
  auto_vec<HOST_WIDE_INT> lo, hi;
  base.safe_grow_cleared (n);
  lo.safe_grow_cleared (n);
  hi.safe_grow_cleared (n);
  cluster.safe_grow (n);
  width.safe_grow_cleared (n);
  for (unsigned k = 0; k < n; k++)
    {
      const pending_access &a = work[first + k];
      cluster[k] = -1;
      if (a.ranged || a.word || !tree_fits_uhwi_p (a.size)
	  || tree_to_uhwi (a.size) > 2 * RMARACE_GRANULE)
	continue;
      if (!rmarace_address_base (a.addr, &base[k], &lo[k]))
	{
	  base[k] = a.addr;
	  lo[k] = 0;
	}
      hi[k] = lo[k] + (tree_to_uhwi (a.size) > RMARACE_GRANULE
		       ? 2 * RMARACE_GRANULE : 0);
    }
  for (unsigned k = 0; k < n; k++)
    {
      if (!base[k] || cluster[k] != -1)
	continue;
      HOST_WIDE_INT clo = lo[k], chi = hi[k];
      unsigned low = k;
      cluster[k] = first + k;
      for (unsigned j = k + 1; j < n; j++)
	{
	  if (!base[j] || cluster[j] != -1
	      || !operand_equal_p (base[j], base[k], 0))
	    continue;
	  HOST_WIDE_INT nlo = MIN (clo, lo[j]), nhi = MAX (chi, hi[j]);
	  if ((unsigned HOST_WIDE_INT) (nhi - nlo)
	      > (unsigned HOST_WIDE_INT) (max_entries - 1) * RMARACE_GRANULE)
	    continue;
	  clo = nlo;
	  chi = nhi;
	  if (lo[j] < lo[low])
	    low = j;
	  cluster[j] = first + k;
	}
      /* Point the members at the lowest one.  */
      for (unsigned j = k; j < n; j++)
	if (cluster[j] == (int) (first + k))
	  cluster[j] = first + low;
      unsigned HOST_WIDE_INT entries
	= (chi - clo + RMARACE_GRANULE - 1) / RMARACE_GRANULE + 1;
      unsigned w = 1;
      while (w < entries)
	w *= 2;
      width[low] = w;
    }
}

/* Emit after PREV in BB (NULL: at its start) the calls of the group of
   accesses with no guard WORK[FIRST .. END - 1] (group.cc): in program
   order, with no test, one __rmarace_group for most runs
   (emit_member_calls).  */

static void
emit_unguarded_group (vec<pending_access> &work, unsigned first,
		      unsigned end, basic_block bb, gimple *prev)
{
  auto_vec<member_call, 16> calls;
  for (unsigned i = first; i < end; i++)
    {
      const pending_access &a = work[i];
      if (a.ranged)
	continue;
      member_call m = { a.kind, a.addr, a.size, access_location (a.stmt) };
      calls.safe_push (m);
    }
  gimple_seq seq = NULL;
  emit_member_calls (&seq, calls);
  /* insert_plain sets the locations again: keep each call's own.  */
  gimple_stmt_iterator gsi = prev ? gsi_for_stmt (prev)
				  : gsi_after_labels (bb);
  if (prev)
    gsi_insert_seq_after (&gsi, seq, GSI_NEW_STMT);
  else
    gsi_insert_seq_before (&gsi, seq, GSI_NEW_STMT);
}

/* Emit the group of accesses WORK[FIRST .. FIRST + SPAN - 1] (group.cc;
   those a loop range covers are not members): just before the last
   member's statement, the members' tests, or'ed, and one branch to a
   cold block that calls the runtime for each member in program order.
   The runtime looks each access up again (rmarace_interface.h), so a
   member whose own test would have failed is dropped there.

   The tests or the values they read, not their answers: the table's
   entries (one load for the members of each cluster, find_clusters),
   the hoisted guards' words masked with their members' bits, and the
   other tests' answers; the mask and the hull are loaded once and the
   threads bit tested once.  That is one or a member, and one branch
   for the group.  A group of accesses with no guard is just its calls,
   there (emit_unguarded_group).  */

static void
emit_group (vec<pending_access> &work, unsigned first, unsigned span)
{
  unsigned end = first + span;
  gimple *last = work[end - 1].stmt;
  basic_block bb = gimple_bb (last);
  gimple_stmt_iterator gsi = gsi_for_stmt (last);
  gsi_prev (&gsi);
  gimple *prev = gsi_end_p (gsi) ? NULL : gsi_stmt (gsi);

  if (work[first].unguarded)
    {
      emit_unguarded_group (work, first, end, bb, prev);
      return;
    }

  auto_vec<int> cluster;
  auto_vec<unsigned> width;
  find_clusters (work, first, end, cluster, width);
  tree uptr = TREE_TYPE (mask_decl);
  /* The hoisted guards' words and the bits of their members.  */
  auto_vec<tree, 4> words;
  auto_vec<wide_int, 4> bits;
  auto_vec<member_call, 16> calls;

  gimple_seq pre = NULL, body = NULL;
  tree any = NULL_TREE;
  bool threads = false;
  begin_shared_guard ();
  for (unsigned i = first; i < end; i++)
    {
      const pending_access &a = work[i];
      if (a.ranged)
	continue;
      location_t loc = access_location (a.stmt);
      gimple_seq seq = NULL;
      if (a.word)
	{
	  unsigned w;
	  for (w = 0; w < words.length () && words[w] != a.word; w++)
	    ;
	  wide_int bit = wi::set_bit_in_zero (a.bit,
					      TYPE_PRECISION (TREE_TYPE
							      (a.word)));
	  if (w == words.length ())
	    {
	      words.safe_push (a.word);
	      bits.safe_push (bit);
	    }
	  else
	    bits[w] = wi::bit_or (bits[w], bit);
	}
      else if (cluster[i - first] == -1)
	{
	  tree cond;
	  build_call (&seq, a.kind, unshare_expr (a.addr),
		      unshare_expr (a.size), loc, false, &cond, &threads);
	  any = or_cond (&seq, any, append (&seq, uptr, NOP_EXPR, cond,
					     NULL_TREE));
	}
      else if (width[i - first])
	{
	  /* The lowest address of a cluster: its load.  */
	  gcall *c = build_call (&seq, a.kind, unshare_expr (a.addr),
				 a.size, loc, false, NULL);
	  tree u = append (&seq, uptr, NOP_EXPR, gimple_call_arg (c, 0),
			   NULL_TREE);
	  any = or_cond (&seq, any, entries_value (&seq, u,
						   width[i - first]));
	}
      /* The call computes its address again, in the cold block: keeping
	 the addresses live until the cold block would cost the hot path
	 registers.  */
      member_call m = { a.kind, a.addr, a.size, loc };
      calls.safe_push (m);
      set_locations (seq, loc);
      gimple_seq_add_seq (&pre, seq);
    }
  emit_member_calls (&body, calls);
  location_t loc = access_location (last);
  gimple_seq seq = NULL;
  for (unsigned w = 0; w < words.length (); w++)
    {
      tree type = TREE_TYPE (words[w]);
      tree set = append (&seq, type, BIT_AND_EXPR, words[w],
			 wide_int_to_tree (type, bits[w]));
      any = or_cond (&seq, any, append (&seq, uptr, NOP_EXPR, set,
					 NULL_TREE));
    }
  set_locations (seq, loc);
  gimple_seq_add_seq (&pre, seq);
  any = end_shared_guard (&pre, any, threads, loc);
  insert_guarded (bb, prev, pre, any, body, loc);
}

/* The gimple value of EXPR (GENERIC) converted to TYPE, appended to SEQ,
   or the one computed there already for an equal expression: the records
   of one exit often share their length (loop-range.cc) and some their
   start, and GCC does no more value numbering after this pass.  EXPRS
   and VALS hold what was computed.  */

static tree
shared_value (gimple_seq *seq, tree expr, tree type, vec<tree> *exprs,
	      vec<tree> *vals)
{
  for (unsigned i = 0; i < exprs->length (); i++)
    if (useless_type_conversion_p (type, TREE_TYPE ((*vals)[i]))
	&& operand_equal_p ((*exprs)[i], expr, 0))
      return (*vals)[i];
  gimple_seq s = NULL;
  tree v = force_gimple_operand (fold_convert (type, expr), &s, true,
				 NULL_TREE);
  gimple_seq_add_seq (seq, s);
  exprs->safe_push (expr);
  vals->safe_push (v);
  return v;
}

/* The union of the records of one exit whose length is known only at
   run time, which its guard tests against the hull at once: MIN_LO is
   the lowest start, and for each distinct length LENS[i], MAX_LO[i] the
   highest start of those records.  A wider test only sends the runtime
   more records, which its entry points look up exactly (a record of
   length 0 among them is dropped there).  */

struct range_union
{
  tree min_lo;
  auto_vec<tree> lens, max_lo;
};

static void
union_add (gimple_seq *seq, range_union *u, tree a, tree n)
{
  tree uptr = TREE_TYPE (a);
  u->min_lo = (u->min_lo ? append (seq, uptr, MIN_EXPR, u->min_lo, a) : a);
  for (unsigned i = 0; i < u->lens.length (); i++)
    if (u->lens[i] == n)
      {
	u->max_lo[i] = append (seq, uptr, MAX_EXPR, u->max_lo[i], a);
	return;
      }
  u->lens.safe_push (n);
  u->max_lo.safe_push (a);
}

/* Whether the union U meets the hull of tracked memory: statements
   appended to SEQ.  */

static tree
union_meets_hull_p (gimple_seq *seq, range_union *u)
{
  tree uptr = TREE_TYPE (u->min_lo), end = NULL_TREE;
  for (unsigned i = 0; i < u->lens.length (); i++)
    {
      tree n = u->lens[i];
      if (!useless_type_conversion_p (uptr, TREE_TYPE (n)))
	n = append (seq, uptr, NOP_EXPR, n, NULL_TREE);
      tree e = append (seq, uptr, PLUS_EXPR, u->max_lo[i], n);
      end = end ? append (seq, uptr, MAX_EXPR, end, e) : e;
    }
  tree hi = append (seq, uptr, SSA_NAME, hi_decl, NULL_TREE);
  tree lo = append (seq, uptr, SSA_NAME, lo_decl, NULL_TREE);
  tree below = append (seq, boolean_type_node, LT_EXPR, u->min_lo, hi);
  tree above = append (seq, boolean_type_node, GT_EXPR, end, lo);
  return append (seq, boolean_type_node, BIT_AND_EXPR, below, above);
}

/* One record's call: KIND of LEN bytes from ADDR (gimple values of
   const void * and size_t) made at LOC.  */

struct record_call
{
  enum access_kind kind;
  tree addr, len;
  location_t loc;
};

/* Append to BODY the calls of the records C of one exit: the plain
   entry point for one record unless UNGUARDED, else __rmarace_records
   for up to RMARACE_RECORDS_MAX at a time, whose first argument is
   their number and, from bit RMARACE_RECORDS_SHIFT, which of them are
   stores (rmarace_interface.h); with no guard before it, it tests
   them itself.  A call costs GCC much more than its arguments: it
   clobbers registers, and var-tracking and the register allocator
   handle each one.  */

static void
emit_record_calls (gimple_seq *body, const vec<record_call> &c,
		   bool unguarded = false)
{
  for (unsigned first = 0; first < c.length ();
       first += RMARACE_RECORDS_MAX)
    {
      unsigned n = MIN (c.length () - first, (unsigned) RMARACE_RECORDS_MAX);
      gcall *call;
      if (n == 1 && !unguarded)
	call = gimple_build_call (c[first].kind == ACCESS_STORE
				  ? store_decl : load_decl, 3, c[first].addr,
				  c[first].len,
				  location_literal (c[first].loc));
      else
	{
	  auto_vec<tree> args;
	  unsigned HOST_WIDE_INT desc = n;
	  for (unsigned i = 0; i < n; i++)
	    {
	      const record_call &k = c[first + i];
	      if (k.kind == ACCESS_STORE)
		desc |= HOST_WIDE_INT_1U << (RMARACE_RECORDS_SHIFT + i);
	    }
	  args.safe_push (build_int_cstu (size_type_node, desc));
	  for (unsigned i = 0; i < n; i++)
	    {
	      const record_call &k = c[first + i];
	      args.safe_push (k.addr);
	      args.safe_push (k.len);
	      args.safe_push (location_literal (k.loc));
	    }
	  call = gimple_build_call_vec (records_decl, args);
	}
      gimple_set_location (call, c[first].loc);
      gimple_seq_add_stmt (body, call);
    }
}

/* Emit the records of R[FIRST...] on the exit of R[FIRST] (those of
   other exits are left for later), at the start of a new block on it,
   and drop their exits.  Equal starts and lengths are computed once.

   With the runtime surely linked (rmarace_runtime_linked_p), with no
   guard: __rmarace_records makes the guard's test itself, first
   (rmarace_interface.h).  A branch around the call would cost GCC two
   more blocks and the guard's arithmetic at every loop exit, to save a
   call made once per loop execution.

   Else the records share one guard and one block: one branch per loop
   instead of one per record; their call follows, one for all of them
   (emit_record_calls; the entry points look each record up again).
   Those of a length known only at run time are tested as their union
   against the hull, a min and a max per record; the others as
   build_fast_guard tests them.  */

static void
instrument_exit (vec<loop_range> &r, unsigned first, fn_stats *st)
{
  bool guarded = !rmarace_runtime_linked_p ();
  edge exit = r[first].exit;
  basic_block bb = split_edge (exit);
  location_t loc = access_location (r[first].stmt);
  tree uptr = TREE_TYPE (mask_decl);
  gimple_seq pre = NULL, body = NULL;
  tree any = NULL_TREE;
  bool threads = false;
  auto_vec<tree> exprs, vals;
  auto_vec<record_call> calls;
  range_union u;
  u.min_lo = NULL_TREE;
  if (guarded)
    begin_shared_guard ();
  for (unsigned j = first; j < r.length (); j++)
    {
      if (r[j].exit != exit)
	continue;
      location_t jloc = access_location (r[j].stmt);
      gimple_seq seq = NULL;
      tree a = shared_value (&seq, r[j].lo, uptr, &exprs, &vals);
      tree n = shared_value (&seq, r[j].len, size_type_node, &exprs, &vals);
      tree addr = append (&seq, const_ptr_type_node, NOP_EXPR, a, NULL_TREE);
      if (guarded && TREE_CODE (n) == INTEGER_CST)
	{
	  bool pass_all;
	  tree cond = build_fast_guard (&seq, addr, n, true, &pass_all);
	  threads |= !pass_all;
	  any = or_cond (&seq, any, cond);
	}
      else if (guarded)
	union_add (&seq, &u, a, n);
      set_locations (seq, jloc);
      gimple_seq_add_seq (&pre, seq);
      record_call k = { r[j].kind, addr, n, jloc };
      calls.safe_push (k);
      r[j].exit = NULL;
      st->ranges++;
    }
  emit_record_calls (&body, calls, !guarded);
  if (!guarded)
    {
      gimple_seq_add_seq (&pre, body);
      gimple_stmt_iterator gsi = gsi_after_labels (bb);
      gsi_insert_seq_before (&gsi, pre, GSI_NEW_STMT);
      return;
    }
  if (u.min_lo)
    {
      gimple_seq seq = NULL;
      any = or_cond (&seq, any, union_meets_hull_p (&seq, &u));
      set_locations (seq, loc);
      gimple_seq_add_seq (&pre, seq);
      threads = true;
    }
  any = end_shared_guard (&pre, any, threads, loc);
  insert_guarded (bb, NULL, pre, any, body, loc);
}

/* Emit the loop ranges R (MODE_FAST), exit by exit.  */

static void
instrument_ranges (vec<loop_range> &r, fn_stats *st)
{
  for (unsigned i = 0; i < r.length (); i++)
    if (r[i].exit)
      {
	st->loops_ranged++;
	instrument_exit (r, i, st);
      }
}

/* The pass.  */

/* What to do: MODE_ALL for -fplugin-arg-rmarace-instrument=all, the
   reference instrumentation, which measures what the filters, loop ranges
   and shadow guard save.  */

static enum instrument_mode
instrument_mode (void)
{
  return rmarace_opts.instrument == 2 ? MODE_ALL : MODE_FAST;
}

/* Whether the user asked not to instrument FNDECL: no_sanitize_thread,
   or no_sanitize ("thread"), which the C family front ends store as a
   mask of sanitizers.  */

static bool
no_sanitize_p (tree fndecl)
{
  tree attrs = DECL_ATTRIBUTES (fndecl);
  if (lookup_attribute ("no_sanitize_thread", attrs))
    return true;
  tree a = lookup_attribute ("no_sanitize", attrs);
  if (!a)
    return false;
  tree mask = TREE_VALUE (a);
  if (mask && TREE_CODE (mask) == INTEGER_CST && tree_fits_uhwi_p (mask))
    return (tree_to_uhwi (mask) & SANITIZE_THREAD) != 0;
  return true;
}

/* The "filtered: REASON=N ..." part of the statistics, in BUF.  */

static void
format_filtered (char *buf, size_t size, const fn_stats &st)
{
  size_t n = 0;
  buf[0] = '\0';
  for (int r = 0; r < FILTER_MAX; r++)
    if (st.filtered[r] && n < size)
      n += snprintf (buf + n, size - n, " %s=%u", rmarace_filter_names[r],
		     st.filtered[r]);
  if (!n)
    snprintf (buf, size, " none");
}

static void
report_stats (function *fun, const fn_stats &st)
{
  const char *name = function_name (fun);

  if (rmarace_opts.stats)
    {
      char buf[512];
      format_filtered (buf, sizeof buf, st);
      rmarace_inform ("stats: %s: loads %u/%u stores %u/%u filtered:%s "
		      "groups %u/%u "
		      "ranged: loads %u stores %u in %u ranges, %u loops "
		      "mpi-sites %u versioned %u hoisted %u unguarded %u",
		      name,
		      st.loads_seen, st.loads_done, st.stores_seen,
		      st.stores_done, buf, st.groups, st.grouped,
		      st.loads_ranged, st.stores_ranged,
		      st.ranges, st.loops_ranged, st.mpi_sites,
		      st.loops_versioned, st.hoisted, st.rare);
    }
  else if (rmarace_opts.verbose)
    rmarace_inform ("%s: instrumented %u loads, %u stores, %u loop ranges, "
		    "%u MPI sites", name, st.loads_done, st.stores_done,
		    st.ranges, st.mpi_sites);
}

/* Taking the address of a global for A needs its addressable bit (the
   GIMPLE verifier insists); remember it was us.  */

static void
mark_addressable (const pending_access &a)
{
  if (a.kind == ACCESS_SITE)
    return;
  tree base = get_base_address (TREE_CODE (a.addr) == ADDR_EXPR
				? TREE_OPERAND (a.addr, 0) : a.addr);
  if (base && VAR_P (base) && is_global_var (base)
      && !TREE_ADDRESSABLE (base))
    {
      rmarace_note_addressed (base);
      TREE_ADDRESSABLE (base) = 1;
    }
}

/* Push the accesses of every statement of FUN on WORK.  */

static void
collect_accesses (function *fun, vec<pending_access> *work, fn_stats *st)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      classify_stmt (work, st, gsi_stmt (gsi));
}

/* Whether BB runs rarely: it is predicted never to run, or GCC
   optimizes it for size because its profile says it is cold, or it is
   in no loop of a function GCC knows runs once (main, static
   constructors, the functions only they call, once).  Under -Os (or
   the optimize ("Os") attribute) every block is optimized for size,
   hot loops too: that says nothing of how often it runs.  */

static bool
rare_block_p (function *fun, basic_block bb)
{
  if (probably_never_executed_bb_p (fun, bb)
      || (!opt_for_fn (fun->decl, optimize_size)
	  && optimize_bb_for_size_p (bb)))
    return true;
  if (loop_depth (bb->loop_father) > 0 || (bb->flags & BB_IRREDUCIBLE_LOOP))
    return false;
  cgraph_node *node = cgraph_node::get (fun->decl);
  return node && node->frequency == NODE_FREQUENCY_EXECUTED_ONCE;
}

/* Whether BB runs no more often than MPI is called: one of the blocks
   of MPI calls CALLS (dominators and post-dominators computed) comes
   with each run of BB.  In no loop, BB runs at most once per invocation
   of its function, and a call block that dominates or post-dominates it
   runs before or after it in the same invocation.  In a loop, BB runs
   at most once per iteration of its innermost loop, and a call block of
   that loop (or of a loop inside it) that dominates BB runs in the same
   iteration (BB itself, or before it): a path from the loop's header to
   BB that missed it would make, after the way into the loop, a path
   from the entry that missed it.  A call of MPI costs more than the
   runtime's own lookup of an address, so a plain call of the runtime
   there costs little at run time, however often the function or the
   loop runs.  */

static bool
mpi_paced_block_p (basic_block bb, const vec<basic_block> &calls)
{
  if (bb->flags & BB_IRREDUCIBLE_LOOP)
    return false;
  bool in_loop = loop_depth (bb->loop_father) > 0;
  for (unsigned i = 0; i < calls.length (); i++)
    if (in_loop
	? (flow_bb_inside_loop_p (bb->loop_father, calls[i])
	   && dominated_by_p (CDI_DOMINATORS, bb, calls[i]))
	: (dominated_by_p (CDI_DOMINATORS, bb, calls[i])
	   || dominated_by_p (CDI_POST_DOMINATORS, bb, calls[i])))
      return true;
  return false;
}

/* The blocks of the calls of MPI among WORK's sites, in CALLS; with
   dominators and post-dominators computed when there is one.  */

static void
find_mpi_blocks (const vec<pending_access> &work, vec<basic_block> *calls)
{
  for (unsigned i = 0; i < work.length (); i++)
    if (work[i].kind == ACCESS_SITE
	&& !calls->contains (gimple_bb (work[i].stmt)))
      calls->safe_push (gimple_bb (work[i].stmt));
  if (calls->is_empty ())
    return;
  calculate_dominance_info (CDI_DOMINATORS);
  calculate_dominance_info (CDI_POST_DOMINATORS);
}

/* Let the accesses of WORK in blocks that run rarely call the runtime
   with no guard, as those of a versioned loop do: the entry points look
   the access up themselves and drop what the guard would have, so they
   record the same.  The test, its branch and the block of the call cost
   GCC about 4.5M instructions each in a large unit (dataflow, register
   allocation, scheduling, var-tracking); a plain call costs less, and
   only run time, which code that runs once or never does not spend.
   Straight-line code of other functions keeps its guard (a helper
   called in a hot loop would pay a call per access), but for blocks
   that run no more often than a call of MPI (mpi_paced_block_p), in a
   loop too.  Only when the runtime is surely linked: the entry points
   are weak references.  */

static void
mark_rare_accesses (function *fun, vec<pending_access> *work, fn_stats *st)
{
  if (!rmarace_runtime_linked_p () || !optimize || !gimple_in_ssa_p (fun))
    return;
  loop_optimizer_init (LOOPS_NORMAL | LOOPS_HAVE_MARKED_IRREDUCIBLE_REGIONS);
  auto_vec<basic_block> mpi_calls;
  find_mpi_blocks (*work, &mpi_calls);
  for (unsigned i = 0; i < work->length (); i++)
    {
      pending_access &a = (*work)[i];
      if (a.kind != ACCESS_SITE && !a.ranged && !a.unguarded
	  && (rare_block_p (fun, gimple_bb (a.stmt))
	      || mpi_paced_block_p (gimple_bb (a.stmt), mpi_calls)))
	{
	  a.unguarded = a.rare = true;
	  st->rare++;
	}
    }
  /* Emission splits blocks without keeping post-dominators.  */
  free_dominance_info (CDI_POST_DOMINATORS);
  loop_optimizer_finalize ();
}

/* Whether WORK holds anything to emit: entries other than silent
   sites.  */

static bool
anything_to_emit (const vec<pending_access> &work)
{
  for (unsigned i = 0; i < work.length (); i++)
    if (!work[i].silent)
      return true;
  return false;
}

/* Remove the silent sites from WORK, once the passes that look for the
   calls of MPI are done.  No group spans a site (group.cc: a site closes
   the open group), so the groups' spans stay right.  */

static void
drop_silent_sites (vec<pending_access> *work)
{
  unsigned kept = 0;
  for (unsigned i = 0; i < work->length (); i++)
    if (!(*work)[i].silent)
      (*work)[kept++] = (*work)[i];
  work->truncate (kept);
}

/* Emit the calls of WORK's accesses, alone or in their groups, and
   count them in ST.  */

static void
emit_accesses (vec<pending_access> &work, fn_stats *st)
{
  for (unsigned i = 0; i < work.length (); i++)
    {
      unsigned span = work[i].group;
      if (span)
	emit_group (work, i, span);
      else
	span = 1;
      for (unsigned j = i; j < i + span; j++)
	{
	  const pending_access &a = work[j];
	  if (a.ranged || (span == 1 && !instrument_access (a)))
	    continue;
	  if (a.kind == ACCESS_LOAD)
	    st->loads_done++;
	  else if (a.kind == ACCESS_STORE)
	    st->stores_done++;
	}
      i += span - 1;
    }
}

/* Before emitting the calls for WORK.  */

static void
prepare_emission (function *fun, vec<pending_access> &work)
{
  build_runtime_decls ();
  build_runtime_variables ();
  load_shadow_once (fun);
  /* The splits that emission makes do not keep dominators; nobody needs
     them before update_ssa recomputes them.  */
  free_dominance_info (CDI_DOMINATORS);
  free_dominance_info (CDI_POST_DOMINATORS);
  for (unsigned i = 0; i < work.length (); i++)
    mark_addressable (work[i]);
}

/* After emitting calls in FUN: the TODO flags the pass returns.  */

static unsigned int
finish_emission (function *fun)
{
  /* New calls need call-graph edges and references (which also keep
     __rmarace_active referenced).  */
  cgraph_edge::rebuild_edges ();
  if (!gimple_in_ssa_p (fun))
    return 0;
  /* The new loads and calls have placeholder virtual operands.  */
  mark_virtual_operands_for_renaming (fun);
  return TODO_update_ssa_only_virtuals;
}

static unsigned int
instrument_function (function *fun)
{
  tree fndecl = fun->decl;
  /* Before any call is emitted, for the loops of its callers (hoist.cc);
     also when FUN itself is not instrumented.  */
  if (instrument_mode () == MODE_FAST)
    {
      rmarace_note_quiet_function (fun);
      rmarace_done_summarize (fun);
    }
  if (rmarace_function_p (fndecl) || no_sanitize_p (fndecl))
    {
      if (rmarace_opts.verbose)
	rmarace_inform ("%s: not instrumented (%s)", function_name (fun),
			rmarace_function_p (fndecl) ? "runtime function"
			: "no_sanitize attribute");
      return 0;
    }

  mode = instrument_mode ();
  rmarace_filter_set_mode (mode);
  fn_stats st;
  memset (&st, 0, sizeof st);

  /* First collect, then emit: emitting splits blocks under our feet, and
     must not see its own statements.  */
  auto_vec<pending_access> work;
  auto_vec<loop_range> ranges;
  collect_accesses (fun, &work, &st);

  if (mode == MODE_FAST && anything_to_emit (work))
    {
      rmarace_drop_repeats (fun, &work, &st);
      rmarace_version_loops (fun, &work, &st);
      rmarace_find_loop_ranges (fun, &work, &ranges, &st);
      mark_rare_accesses (fun, &work, &st);
      rmarace_hoist_guards (fun, &work, &st);
      rmarace_group_accesses (fun, &work, &st);
    }
  drop_silent_sites (&work);

  if (!work.is_empty ())
    {
      prepare_emission (fun, work);
      /* The ranges first: they hold exit edges, which splitting a block
	 keeps but splitting an edge (for a call's result) would not.  */
      instrument_ranges (ranges, &st);
      emit_accesses (work, &st);
    }

  if (rmarace_opts.stats || rmarace_opts.verbose)
    report_stats (fun, st);
  if (dump_file)
    {
      char buf[512];
      format_filtered (buf, sizeof buf, st);
      fprintf (dump_file, "rmarace: loads %u/%u stores %u/%u filtered:%s "
	       "ranged: loads %u stores %u in %u ranges mpi-sites %u\n",
	       st.loads_seen, st.loads_done, st.stores_seen, st.stores_done,
	       buf, st.loads_ranged, st.stores_ranged, st.ranges,
	       st.mpi_sites);
    }

  if (work.is_empty ())
    return 0;
  return finish_emission (fun);
}

/* The early Fortran pass (fortran-early.cc): instrument in FUN, now, the
   loads and stores KEEP accepts, with the same filters and guard as the
   late pass but no loop ranges and no MPI sites (the late pass emits
   those).  Return the pass's TODO flags.  */

unsigned int
rmarace_instrument_early (function *fun,
			  bool (*keep) (const pending_access &))
{
  mode = instrument_mode ();
  rmarace_filter_set_mode (mode);
  fn_stats st;
  memset (&st, 0, sizeof st);
  auto_vec<pending_access> work;
  collect_accesses (fun, &work, &st);

  unsigned kept = 0;
  for (unsigned i = 0; i < work.length (); i++)
    if (work[i].kind != ACCESS_SITE && keep (work[i]))
      work[kept++] = work[i];
  work.truncate (kept);
  if (mode == MODE_FAST)
    {
      rmarace_drop_repeats (fun, &work, &st);
      rmarace_group_accesses (fun, &work, &st);
    }
  if (work.is_empty ())
    return 0;

  prepare_emission (fun, work);
  emit_accesses (work, &st);
  if (rmarace_opts.verbose)
    rmarace_inform ("%s: instrumented %u accesses before optimization",
		    function_name (fun), kept);
  return finish_emission (fun);
}

namespace {

const pass_data rmarace_instrument_pass_data = {
  GIMPLE_PASS,			/* type */
  "rmarace",			/* name: -fdump-tree-rmarace */
  OPTGROUP_NONE,		/* optinfo_flags */
  TV_NONE,			/* tv_id */
  PROP_cfg,			/* properties_required: SSA is optional */
  0,				/* properties_provided */
  0,				/* properties_destroyed */
  0,				/* todo_flags_start */
  0				/* todo_flags_finish */
};

class rmarace_instrument_pass : public gimple_opt_pass
{
public:
  rmarace_instrument_pass (gcc::context *ctxt)
    : gimple_opt_pass (rmarace_instrument_pass_data, ctxt)
  {}

  bool gate (function *) final override
  {
    return rmarace_opts.instrument && !seen_error ();
  }

  unsigned int execute (function *fun) final override
  {
    return instrument_function (fun);
  }
};

} // anon namespace

/* Register the pass after "optimized" (pass_cleanup_cfg_post_optimizing).
   That pass runs at every optimization level, -O0 included, unlike
   anything inside pass_all_optimizations; by then the optimizers have
   removed the loads and stores they can, so we instrument only what
   remains, and nothing later duplicates or deletes our calls.  Later
   passes (expand) cope with what we emit: plain calls and conditions.  */

void
rmarace_register_instrument_pass (const char *plugin_name)
{
  static struct register_pass_info info;
  info.pass = new rmarace_instrument_pass (g);
  info.reference_pass_name = "optimized";
  info.ref_pass_instance_number = 1;
  info.pos_op = PASS_POS_INSERT_AFTER;
  register_callback (plugin_name, PLUGIN_PASS_MANAGER_SETUP, NULL, &info);
  register_callback (plugin_name, PLUGIN_REGISTER_GGC_ROOTS, NULL,
		     const_cast <ggc_root_tab *> (runtime_decls_roots));
}
