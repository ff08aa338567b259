/* instrument.cc -- the GIMPLE pass that emits calls into the rmarace runtime.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   For every load and store of memory that might race with an MPI one-sided
   operation, and before every call to an MPI function, the pass inserts

       if (__rmarace_active != 0)
	 __rmarace_load (addr, size, "file:line:col");

   (or __rmarace_store, or __rmarace_site ("file:line:col")); see
   runtime/rmarace_interface.h, the ABI this file must follow.  The
   structure follows GCC's tsan.cc: classify_stmt finds the accesses of one
   statement, filter_ref drops those that cannot race, and instrument_access
   emits the guarded call for one access.  C, C++ and Fortran share this one
   code path: by now they are all GIMPLE.  */

#include "gcc-common.h"
#include "rmarace.h"

/* Why an access is not instrumented.  Counted per function for the
   statistics; keep filter_names in step.  */
enum filter_reason
{
  FILTER_NONE = -1,
  FILTER_SIZE0,			/* zero-sized access */
  FILTER_VARSIZE,		/* size not known here */
  FILTER_BITFIELD,		/* bit-field without byte-aligned storage */
  FILTER_LOCAL,			/* automatic variable whose address is not
				   taken */
  FILTER_NOADDR,		/* file-local static whose address is never
				   taken: no MPI window can cover it */
  FILTER_READONLY,		/* constant data */
  FILTER_VPTR,			/* C++ vtable pointer */
  FILTER_HARDREG,		/* register variable */
  FILTER_ARTIFICIAL,		/* compiler temporary */
  FILTER_DESCRIPTOR,		/* Fortran array descriptor field */
  FILTER_OWN,			/* rmarace's own variable */
  FILTER_OTHER,			/* a form we cannot instrument safely */
  FILTER_MAX
};

static const char *const filter_names[FILTER_MAX] = {
  "size0", "varsize", "bitfield", "local", "noaddr", "readonly", "vptr",
  "hardreg", "artificial", "descriptor", "own", "other"
};

/* Per-function counts, for -fplugin-arg-rmarace-stats and verbose.  */
struct fn_stats
{
  unsigned loads_seen, loads_done;
  unsigned stores_seen, stores_done;
  unsigned filtered[FILTER_MAX];
  unsigned mpi_sites;
};

enum access_kind { ACCESS_LOAD, ACCESS_STORE, ACCESS_SITE };

/* One call to emit: ADDR and SIZE are GENERIC, gimplified when emitted
   (both NULL for a site).  AFTER says it goes after STMT (a store into a
   call's result) rather than before it.  */
struct pending_access
{
  gimple *stmt;
  enum access_kind kind;
  tree addr;
  tree size;
  bool after;
};

/* The runtime's entry points, created on first use in each translation
   unit.  A declaration made for one function may be used by the next
   only after a garbage collection, so they are registered as GC roots
   (rmarace_register_instrument_pass).  */
enum { RT_ACTIVE, RT_LOAD, RT_STORE, RT_SITE, RT_MAX };
static tree runtime_decls[RT_MAX];
#define active_decl runtime_decls[RT_ACTIVE]
#define load_decl runtime_decls[RT_LOAD]
#define store_decl runtime_decls[RT_STORE]
#define site_decl runtime_decls[RT_SITE]

static const struct ggc_root_tab runtime_decls_roots[] = {
  { &runtime_decls[0], RT_MAX, sizeof (tree), &gt_ggc_mx_tree_node,
    &gt_pch_nx_tree_node },
  LAST_GGC_ROOT_TAB
};

/* Global variables that were not addressable until we took their address
   for a call: for the noaddr filter they still count as never taken, so
   that the result does not depend on the order functions are compiled
   in.  */
static hash_set<tree> *addressed_by_us;

static const char active_name[] = "__rmarace_active";


/* The declarations of the runtime interface.  */

/* Return a symbol-table node already named NAME in this unit, if any.  */

static symtab_node *
existing_symbol (const char *name)
{
  return symtab_node::get_for_asmname (get_identifier (name));
}

/* The variable __rmarace_active: a weak definition, initialized to 0, so
   that objects link without the runtime; the runtime's strong definition
   wins when it is linked.  If the unit itself defines it (the runtime, or
   a test, built with the plugin), use that definition.  */

static tree
get_active_decl (void)
{
  if (active_decl)
    return active_decl;

  symtab_node *old = existing_symbol (active_name);
  if (old && old->definition && VAR_P (old->decl))
    return active_decl = old->decl;

  tree id = get_identifier (active_name);
  tree decl = build_decl (BUILTINS_LOCATION, VAR_DECL, id, integer_type_node);
  /* Set the assembler name ourselves: C++ would otherwise mangle it.  */
  SET_DECL_ASSEMBLER_NAME (decl, id);
  TREE_PUBLIC (decl) = 1;
  TREE_STATIC (decl) = 1;
  TREE_USED (decl) = 1;
  DECL_EXTERNAL (decl) = 0;
  DECL_COMMON (decl) = 0;
  DECL_ARTIFICIAL (decl) = 1;
  DECL_IGNORED_P (decl) = 1;
  DECL_INITIAL (decl) = build_int_cst (integer_type_node, 0);
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
  return active_decl = decl;
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
}


/* Filters: what cannot race.  */

/* Whether TYPE is a gfortran array descriptor (or polymorphic class
   container): a record of bookkeeping -- data pointer, offset, dtype,
   span, bounds -- that the program never shares through an MPI window.
   The Fortran front end marks them with a language flag we cannot name
   from here, so recognize the layout: the first field is "data" and a
   "dim" or "dtype" field follows (class containers: "_data" and
   "_vptr").  gfortran names these types "array01_integer(kind=4)" etc.  */

static bool
descriptor_type_p (tree type)
{
  if (!type || TREE_CODE (type) != RECORD_TYPE || !lang_GNU_Fortran ())
    return false;
  type = TYPE_MAIN_VARIANT (type);
  tree first = TYPE_FIELDS (type);
  while (first && TREE_CODE (first) != FIELD_DECL)
    first = DECL_CHAIN (first);
  if (!first || !DECL_NAME (first))
    return false;
  const char *fname = IDENTIFIER_POINTER (DECL_NAME (first));
  const char *want = !strcmp (fname, "data") ? "dim"
		     : !strcmp (fname, "_data") ? "_vptr" : NULL;
  if (!want)
    return false;
  for (tree f = DECL_CHAIN (first); f; f = DECL_CHAIN (f))
    if (TREE_CODE (f) == FIELD_DECL && DECL_NAME (f))
      {
	const char *n = IDENTIFIER_POINTER (DECL_NAME (f));
	if (!strcmp (n, want) || (want[0] == 'd' && !strcmp (n, "dtype")))
	  return true;
      }
  return false;
}

/* Whether REF reads or writes a field of an array descriptor.  Element
   accesses go through the data pointer (a MEM_REF of an SSA name) and
   are not caught here.  */

static bool
descriptor_access_p (tree ref)
{
  if (descriptor_type_p (TREE_TYPE (ref)))
    return true;
  for (tree r = ref; handled_component_p (r); r = TREE_OPERAND (r, 0))
    if (TREE_CODE (r) == COMPONENT_REF
	&& descriptor_type_p (TREE_TYPE (TREE_OPERAND (r, 0))))
      return true;
  /* After SRA or folding a field may be read as MEM[(desc *)p + 8].  */
  tree base = get_base_address (ref);
  if (base && TREE_CODE (base) == MEM_REF)
    {
      tree ptype = TREE_TYPE (TREE_OPERAND (base, 1));
      if (POINTER_TYPE_P (ptype) && descriptor_type_p (TREE_TYPE (ptype)))
	return true;
    }
  return false;
}

/* Whether DECL has its address taken, not counting what we did.  */

static bool
user_addressable_p (tree decl)
{
  return (TREE_ADDRESSABLE (decl)
	  && !(addressed_by_us && addressed_by_us->contains (decl)));
}

/* Whether the object BASE (the base of an access, see get_base_address)
   can be shared with another process through MPI.  */

static enum filter_reason
filter_base (tree base)
{
  if (!base)
    return FILTER_OTHER;

  /* MEM[&x + 4]: judge x.  */
  if ((TREE_CODE (base) == MEM_REF || TREE_CODE (base) == TARGET_MEM_REF)
      && TREE_CODE (TREE_OPERAND (base, 0)) == ADDR_EXPR)
    base = TREE_OPERAND (TREE_OPERAND (base, 0), 0);

  if (TREE_CODE (base) == STRING_CST || TREE_CODE (base) == CONST_DECL
      || CONSTANT_CLASS_P (base) || TREE_CODE (base) == CONSTRUCTOR)
    return FILTER_READONLY;
  if (!DECL_P (base))
    return FILTER_NONE;		/* through a pointer: anything */

  if (base == active_decl
      || (DECL_NAME (base)
	  && startswith (IDENTIFIER_POINTER (DECL_NAME (base)),
			 "__rmarace_")))
    return FILTER_OWN;
  if (VAR_P (base) && DECL_HARD_REGISTER (base))
    return FILTER_HARDREG;
  if (TREE_READONLY (base)
      || (VAR_P (base) && (DECL_IN_CONSTANT_POOL (base)
			   || DECL_VIRTUAL_P (base))))
    return FILTER_READONLY;
  if (DECL_ARTIFICIAL (base) && !user_addressable_p (base))
    return FILTER_ARTIFICIAL;

  if (!is_global_var (base))
    {
      /* Compiler temporaries, even addressable ones (Fortran passes
	 constants by reference through them), are no user buffer.  */
      if (DECL_ARTIFICIAL (base))
	return FILTER_ARTIFICIAL;
      /* An automatic variable whose address is not taken cannot be an
	 MPI buffer.  Unlike tsan we do not also ask points-to analysis
	 whether the address escapes: for Fortran, passing an argument
	 that lacks the TARGET attribute does not count as escaping,
	 yet MPI keeps buffer addresses beyond the call (MPI_Win_create,
	 MPI_Put).  At -O2 the addressable bit is cleared on variables
	 whose address is no longer used, so this still filters most.  */
      if (!may_be_aliased (base))
	return FILTER_LOCAL;
      return FILTER_NONE;
    }

  /* MPI only sees memory by address; a static nobody takes the address
     of cannot be in a window or be an origin buffer.  */
  if (!TREE_PUBLIC (base) && !DECL_EXTERNAL (base)
      && !user_addressable_p (base))
    return FILTER_NOADDR;
  return FILTER_NONE;
}

/* Decide whether the reference *REFP (a memory operand of a statement)
   can race.  If so, return FILTER_NONE with *REFP replaced by what to
   take the address of and *SIZEP set to its size in bytes.  */

static enum filter_reason
filter_ref (tree *refp, tree *sizep)
{
  tree ref = *refp;
  tree size = NULL_TREE;

  if (TREE_CODE (ref) == WITH_SIZE_EXPR)
    {
      size = TREE_OPERAND (ref, 1);
      ref = TREE_OPERAND (ref, 0);
    }

  /* A bit-field access reads or writes its whole storage unit, which is
     what another process's MPI_Put would conflict with: use the
     representative field, as asan does.  Without one, or for a
     BIT_FIELD_REF that is not byte-aligned, there is no byte address to
     report.  */
  if (TREE_CODE (ref) == COMPONENT_REF
      && DECL_BIT_FIELD_TYPE (TREE_OPERAND (ref, 1)))
    {
      tree repr = DECL_BIT_FIELD_REPRESENTATIVE (TREE_OPERAND (ref, 1));
      if (!repr)
	return FILTER_BITFIELD;
      ref = build3 (COMPONENT_REF, TREE_TYPE (repr), TREE_OPERAND (ref, 0),
		    repr, TREE_OPERAND (ref, 2));
    }
  else if (TREE_CODE (ref) == BIT_FIELD_REF)
    {
      tree bits = TREE_OPERAND (ref, 1), pos = TREE_OPERAND (ref, 2);
      if (!tree_fits_uhwi_p (bits) || !tree_fits_uhwi_p (pos)
	  || tree_to_uhwi (bits) % BITS_PER_UNIT
	  || tree_to_uhwi (pos) % BITS_PER_UNIT)
	return FILTER_BITFIELD;
      enum filter_reason r = filter_base (get_base_address (ref));
      if (r != FILTER_NONE)
	return r;
      if (descriptor_access_p (TREE_OPERAND (ref, 0)))
	return FILTER_DESCRIPTOR;
      if (!tree_to_uhwi (bits))
	return FILTER_SIZE0;
      /* Return the bytes as a MEM_REF into the object.  */
      tree addr = build_fold_addr_expr (unshare_expr (TREE_OPERAND (ref,
								     0)));
      *refp = build2 (MEM_REF, TREE_TYPE (ref), addr,
		      build_int_cst (ptr_type_node,
				     tree_to_uhwi (pos) / BITS_PER_UNIT));
      *sizep = size_int (tree_to_uhwi (bits) / BITS_PER_UNIT);
      return FILTER_NONE;
    }

  if (!size)
    size = TYPE_SIZE_UNIT (TREE_TYPE (ref));
  /* A size that is not a constant or SSA name would have to be
     recomputed here, from variables that may no longer exist.  */
  if (!size || (TREE_CODE (size) != INTEGER_CST
		&& TREE_CODE (size) != SSA_NAME))
    return FILTER_VARSIZE;
  if (integer_zerop (size))
    return FILTER_SIZE0;

  /* The vtable pointer is written by constructors and read by virtual
     calls; a race on it is the C++ object model's business, not MPI's.  */
  if (TREE_CODE (ref) == COMPONENT_REF
      && DECL_VIRTUAL_P (TREE_OPERAND (ref, 1)))
    return FILTER_VPTR;

  enum filter_reason r = filter_base (get_base_address (ref));
  if (r != FILTER_NONE)
    return r;
  if (descriptor_access_p (ref))
    return FILTER_DESCRIPTOR;

  *refp = ref;
  *sizep = size;
  return FILTER_NONE;
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

static bool
mpi_call_p (gimple *stmt)
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
  return (DECL_NAME (fndecl)
	  && startswith (IDENTIFIER_POINTER (DECL_NAME (fndecl)),
			 "__rmarace_"));
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
		       addr, size, after };
  work->safe_push (a);
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
  enum filter_reason r = filter_ref (&ref, &size);
  if (dump_file && (dump_flags & TDF_DETAILS))
    {
      fprintf (dump_file, "%s ", is_store ? "store" : "load");
      print_generic_expr (dump_file, ref);
      fprintf (dump_file, ": %s\n",
	       r == FILTER_NONE ? "instrumented" : filter_names[r]);
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

  enum filter_reason r = FILTER_NONE;
  if (integer_zerop (len))
    r = FILTER_SIZE0;
  else if (TREE_CODE (ptr) == ADDR_EXPR)
    {
      tree obj = TREE_OPERAND (ptr, 0);
      r = filter_base (get_base_address (obj));
      if (r == FILTER_NONE && descriptor_access_p (obj))
	r = FILTER_DESCRIPTOR;
    }
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

  if (mpi_call_p (call))
    {
      pending_access a = { call, ACCESS_SITE, NULL_TREE, NULL_TREE, false };
      work->safe_push (a);
      st->mpi_sites++;
    }

  /* A result stored to memory: after the call, which may synchronize.  */
  tree lhs = gimple_call_lhs (call);
  if (lhs && !is_gimple_reg (lhs))
    consider_ref (work, st, call, lhs, true, true);
}


/* Emission.  */

/* The location string "FILE:LINE:COLUMN" of LOC, as a string literal.  */

static tree
location_literal (location_t loc)
{
  expanded_location xloc = expand_location (loc);
  char *s = xasprintf ("%s:%d:%d", xloc.file ? xloc.file : "<unknown>",
		       xloc.line, xloc.column);
  tree lit = build_string_literal (strlen (s) + 1, s);
  free (s);
  return lit;
}

/* Split the block of STMT so that the code ends up, in order,
     [... PREV]  if (__rmarace_active != 0) { BODY }  [rest ...]
   where PREV is the statement after which to insert, or NULL for the
   start of BB (after its labels).  Each statement gets LOC.  This is
   asan's create_cond_insert_point, made to work with or without SSA.  */

static void
insert_guarded (basic_block bb, gimple *prev, gimple_seq body,
		location_t loc)
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

  tree flag = (gimple_in_ssa_p (cfun)
	       ? make_ssa_name (integer_type_node)
	       : create_tmp_reg (integer_type_node, "rmarace_active"));
  gimple *ld = gimple_build_assign (flag, get_active_decl ());
  gimple *cond = gimple_build_cond (NE_EXPR, flag, integer_zero_node,
				    NULL_TREE, NULL_TREE);
  gimple_set_location (ld, loc);
  gimple_set_location (cond, loc);
  gimple_stmt_iterator gsi = gsi_last_bb (cond_bb);
  gsi_insert_after (&gsi, ld, GSI_NEW_STMT);
  gsi_insert_after (&gsi, cond, GSI_NEW_STMT);

  for (gimple_stmt_iterator i = gsi_start (body); !gsi_end_p (i);
       gsi_next (&i))
    gimple_set_location (gsi_stmt (i), loc);
  gsi = gsi_start_bb (then_bb);
  gsi_insert_seq_after (&gsi, body, GSI_NEW_STMT);
}

/* Emit the guarded runtime call for A.  Return whether it was emitted.  */

static bool
instrument_access (const pending_access &a)
{
  gimple *stmt = a.stmt;
  location_t loc = gimple_location (stmt);
  if (loc == UNKNOWN_LOCATION)
    loc = DECL_SOURCE_LOCATION (current_function_decl);

  gimple_seq body = NULL;
  tree lit = location_literal (loc);
  gcall *call;
  if (a.kind == ACCESS_SITE)
    call = gimple_build_call (site_decl, 1, lit);
  else
    {
      /* force_gimple_operand starts the sequence it is given afresh.  */
      gimple_seq seq = NULL;
      tree addr = force_gimple_operand (fold_convert (const_ptr_type_node,
						      a.addr),
					&seq, true, NULL_TREE);
      gimple_seq_add_seq (&body, seq);
      tree size = force_gimple_operand (fold_convert (size_type_node,
						      a.size),
					&seq, true, NULL_TREE);
      gimple_seq_add_seq (&body, seq);
      call = gimple_build_call (a.kind == ACCESS_STORE ? store_decl
				: load_decl, 3, addr, size, lit);
    }
  gimple_seq_add_stmt (&body, call);

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

  insert_guarded (bb, prev, body, loc);
  return true;
}


/* The pass.  */

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

static void
report_stats (function *fun, const fn_stats &st)
{
  const char *name = function_name (fun);

  if (rmarace_opts.stats)
    {
      char buf[512];
      size_t n = 0;
      buf[0] = '\0';
      for (int r = 0; r < FILTER_MAX; r++)
	if (st.filtered[r] && n < sizeof buf)
	  n += snprintf (buf + n, sizeof buf - n, " %s=%u", filter_names[r],
			 st.filtered[r]);
      rmarace_inform ("stats: %s: loads %u/%u stores %u/%u filtered:%s "
		      "mpi-sites %u", name, st.loads_seen, st.loads_done,
		      st.stores_seen, st.stores_done, n ? buf : " none",
		      st.mpi_sites);
    }
  else if (rmarace_opts.verbose)
    rmarace_inform ("%s: instrumented %u loads, %u stores, %u MPI sites",
		    name, st.loads_done, st.stores_done, st.mpi_sites);
}

static unsigned int
instrument_function (function *fun)
{
  tree fndecl = fun->decl;
  if (rmarace_function_p (fndecl) || no_sanitize_p (fndecl))
    {
      if (rmarace_opts.verbose)
	rmarace_inform ("%s: not instrumented (%s)", function_name (fun),
			rmarace_function_p (fndecl) ? "runtime function"
			: "no_sanitize attribute");
      return 0;
    }

  fn_stats st;
  memset (&st, 0, sizeof st);

  /* First collect, then emit: emitting splits blocks under our feet, and
     must not see its own statements.  */
  auto_vec<pending_access> work;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      classify_stmt (&work, &st, gsi_stmt (gsi));

  if (!work.is_empty ())
    {
      build_runtime_decls ();
      get_active_decl ();
      /* The splits below do not keep dominators; nobody needs them
	 before update_ssa recomputes them.  */
      free_dominance_info (CDI_DOMINATORS);
      free_dominance_info (CDI_POST_DOMINATORS);

      for (unsigned i = 0; i < work.length (); i++)
	{
	  pending_access &a = work[i];
	  if (a.kind != ACCESS_SITE)
	    {
	      /* Taking the address of a global needs its addressable bit
		 (the GIMPLE verifier insists); remember it was us.  */
	      tree base = get_base_address (TREE_CODE (a.addr) == ADDR_EXPR
					    ? TREE_OPERAND (a.addr, 0)
					    : a.addr);
	      if (base && VAR_P (base) && is_global_var (base)
		  && !TREE_ADDRESSABLE (base))
		{
		  if (!addressed_by_us)
		    addressed_by_us = new hash_set<tree>;
		  addressed_by_us->add (base);
		  TREE_ADDRESSABLE (base) = 1;
		}
	    }
	  if (!instrument_access (a))
	    continue;
	  if (a.kind == ACCESS_LOAD)
	    st.loads_done++;
	  else if (a.kind == ACCESS_STORE)
	    st.stores_done++;
	}
    }

  if (rmarace_opts.stats || rmarace_opts.verbose)
    report_stats (fun, st);
  if (dump_file)
    {
      fprintf (dump_file, "rmarace: loads %u/%u stores %u/%u mpi-sites %u\n",
	       st.loads_seen, st.loads_done, st.stores_seen, st.stores_done,
	       st.mpi_sites);
      for (int r = 0; r < FILTER_MAX; r++)
	if (st.filtered[r])
	  fprintf (dump_file, "  filtered %s: %u\n", filter_names[r],
		   st.filtered[r]);
    }

  if (work.is_empty ())
    return 0;
  /* New calls need call-graph edges and references (which also keep
     __rmarace_active referenced).  */
  cgraph_edge::rebuild_edges ();
  if (!gimple_in_ssa_p (fun))
    return 0;
  /* The new loads and calls have placeholder virtual operands.  */
  mark_virtual_operands_for_renaming (fun);
  return TODO_update_ssa_only_virtuals;
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
