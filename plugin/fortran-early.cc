/* fortran-early.cc -- instrument Fortran's loads and stores where the
   program made them, before the optimizers move or delete them.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   gfortran lets GCC assume that an actual argument without TARGET or
   ASYNCHRONOUS does not outlive the call it is passed to.  MPI keeps such
   addresses (MPI_Win_create, MPI_Put), so at -O1 and above the optimizers
   may delete a store to an RMA origin buffer or window array that nothing
   reads later, sink it past MPI_Win_unlock or MPI_Win_wait, or hoist a
   load above MPI_Win_fence.  The late pass (instrument.cc) sees the moved
   code: it misses the race of a deleted or sunk store, and could report
   one for a hoisted load.  ASYNCHRONOUS variables are volatile to gfortran
   and stay put.

   So for Fortran, right after the early alias pass and before the first
   dead store elimination or code motion, this pass instruments the loads
   and stores of the variables that can be exposed: in a function that
   calls MPI, the local and function-static variables whose address may
   reach MPI (note_exposed: not those whose address only goes to the
   program's own kernels and to I/O) and the dummy arguments.  It
   remembers each (variable, statement
   location) it did, and the late pass skips those accesses
   (FILTER_EARLY) wherever the optimizers put them, except at a location
   where this pass met an access it could not root (the element of an
   array reached through a descriptor whose address is computed in
   integers, next to the descriptor's own loads).  A copy of such a
   statement inlined into another function has another location and is
   instrumented there again, which costs a call but cannot change a
   verdict.  Early inlining runs before this pass, so the code of small
   callees is seen in their callers too.

   Instrumenting is not enough where the program hands a buffer to MPI
   through its own procedures ("call my_put (buf); buf(2) = 7; call
   my_unlock ()"), or where a procedure that stores to the buffer is
   inlined after this pass or its call deleted as a dead store.  So in
   every function that makes a call that may reach MPI (mpi-reach.cc),
   what it hands to those calls also escapes, as it does in C
   (escape_handed): then the optimizers keep their accesses where the
   program made them relative to those calls, and the late pass sees
   them there.  */

#include "gcc-common.h"
#include "rmarace.h"
#include "instrument.h"

/* The variables exposed in the function being instrumented.  */
static hash_set<tree> *exposed;

/* (DECL_UID of the variable << 32 | statement location) of the accesses
   this pass instrumented, for the late pass.  */
typedef int_hash<uint64_t, 0, UINT64_MAX> covered_hash;
static hash_set<covered_hash> *covered;

/* Statement locations where this pass left an access alone because it
   could not tell what the access is rooted at (an address computed in
   integers, say).  After optimization the late pass may root it at a
   variable this pass covered at the same location, so there it skips
   nothing.  */
static hash_set<location_hash> *unsure;

static tree root_of_ref (tree ref, int depth);

/* How far root_of_pointer follows copies, offsets and loads.  */
#define ROOT_DEPTH 8

/* What pointer P points into, so that the accesses through it and the
   MPI calls given it can be matched: a variable whose address P is; a
   dummy argument, for its incoming value; the variable P was loaded
   from (an array descriptor's data field, a pointer variable); or, for
   a pointer a call returned (ALLOCATE's malloc), that SSA name itself.
   Copies, conversions and offsets are followed; NULL_TREE for anything
   else (a PHI, say).  */

static tree
root_of_pointer (tree p, int depth = 0)
{
  if (depth > ROOT_DEPTH)
    return NULL_TREE;
  if (TREE_CODE (p) == ADDR_EXPR)
    return root_of_ref (TREE_OPERAND (p, 0), depth + 1);
  if (TREE_CODE (p) != SSA_NAME)
    return NULL_TREE;
  if (SSA_NAME_IS_DEFAULT_DEF (p))
    return (SSA_NAME_VAR (p) && TREE_CODE (SSA_NAME_VAR (p)) == PARM_DECL
	    ? SSA_NAME_VAR (p) : NULL_TREE);
  gimple *def = SSA_NAME_DEF_STMT (p);
  if (is_gimple_call (def))
    return p;
  if (!is_gimple_assign (def))
    return NULL_TREE;
  tree rhs = gimple_assign_rhs1 (def);
  if (gimple_assign_load_p (def))
    return root_of_ref (rhs, depth + 1);
  switch (gimple_assign_rhs_code (def))
    {
    case POINTER_PLUS_EXPR:
    case SSA_NAME:
    case ADDR_EXPR:
    CASE_CONVERT:
      return root_of_pointer (rhs, depth + 1);
    default:
      return NULL_TREE;
    }
}

/* The variable the memory reference REF accesses, as root_of_pointer.  */

static tree
root_of_ref (tree ref, int depth = 0)
{
  tree base = get_base_address (ref);
  if (!base)
    return NULL_TREE;
  if (TREE_CODE (base) == MEM_REF || TREE_CODE (base) == TARGET_MEM_REF)
    return root_of_pointer (TREE_OPERAND (base, 0), depth + 1);
  if (VAR_P (base) || TREE_CODE (base) == PARM_DECL)
    return base;
  return NULL_TREE;
}

/* Whether the optimizers may move accesses through ROOT across a call
   that was given it: a variable of this function or a static one of
   this unit, not volatile (ASYNCHRONOUS), not a compiler temporary (nor
   the frame FRAME.n that holds the variables contained procedures use:
   escape_handed keeps those in place); a dummy argument; a pointer a
   call returned.  Public variables (module,
   COMMON) may be used by any call, so no call is moved across.  */

static bool
movable_root_p (tree root)
{
  if (TREE_CODE (root) == SSA_NAME || TREE_CODE (root) == PARM_DECL)
    return true;
  return (VAR_P (root) && !TREE_PUBLIC (root) && !DECL_EXTERNAL (root)
	  && !TREE_THIS_VOLATILE (root) && !DECL_ARTIFICIAL (root));
}

static void
expose (tree root)
{
  if (root && movable_root_p (root))
    exposed->add (root);
}

/* Expose the variable of every address in *TP, but for the base of a
   memory reference: reading or writing a variable hands its address to
   nobody.  */

static tree
note_address_r (tree *tp, int *walk_subtrees, void *)
{
  tree t = *tp;
  if (TREE_CODE (t) == ADDR_EXPR)
    expose (root_of_ref (TREE_OPERAND (t, 0)));
  else if ((TREE_CODE (t) == MEM_REF || TREE_CODE (t) == TARGET_MEM_REF)
	   && TREE_CODE (TREE_OPERAND (t, 0)) == ADDR_EXPR)
    {
      walk_tree (&TREE_OPERAND (TREE_OPERAND (t, 0), 0), note_address_r,
		 NULL, NULL);
      for (int i = 1; i < TREE_OPERAND_LENGTH (t); i++)
	if (TREE_OPERAND (t, i))
	  walk_tree (&TREE_OPERAND (t, i), note_address_r, NULL, NULL);
      *walk_subtrees = 0;
    }
  else if (IS_TYPE_OR_DECL_P (t))
    *walk_subtrees = 0;
  return NULL_TREE;
}

/* Whether the call STMT, which cannot reach MPI, is known to keep no
   pointer it is given as its argument I once it returns, so that MPI
   can never learn of it: a function of the Fortran run-time library or
   a builtin (rmarace_leaf_library_p; "read (arg, *) nx" hands &nx to
   _gfortran_transfer_integer), or a procedure of this unit whose dummy
   argument is a restrict pointer (gfortran's dummies that are neither
   TARGET nor POINTER, such as the explicit-shape arrays and scalars of
   a kernel): Fortran leaves no pointer associated with such a dummy
   once the procedure returns.  A call whose value is a pointer or an
   aggregate may return the pointer itself (memcpy does): not known.  */

static bool
keeps_no_address_p (gimple *stmt, unsigned i)
{
  tree lhs = gimple_call_lhs (stmt);
  if (lhs && (POINTER_TYPE_P (TREE_TYPE (lhs))
	      || AGGREGATE_TYPE_P (TREE_TYPE (lhs))))
    return false;
  if (gimple_call_internal_p (stmt))
    return false;
  tree fndecl = gimple_call_fndecl (stmt);
  if (!fndecl)
    return false;
  if (rmarace_leaf_library_p (fndecl))
    return true;
  cgraph_node *node = cgraph_node::get (fndecl);
  node = node ? node->ultimate_alias_target () : NULL;
  if (!node || !node->has_gimple_body_p ())
    return false;
  tree parm = DECL_ARGUMENTS (node->decl);
  for (; parm && i; i--)
    parm = DECL_CHAIN (parm);
  return (parm && POINTER_TYPE_P (TREE_TYPE (parm))
	  && TYPE_RESTRICT (TREE_TYPE (parm)));
}

/* What a call does, for find_exposed.  */
#define CALL_REACHES_MPI 1	/* may reach MPI (mpi-reach.cc) */
#define CALL_IS_MPI 2		/* is an MPI function */

/* Note what STMT can hand to MPI: the pointers it passes to a call that
   may reach MPI (mpi-reach.cc: MPI itself, or a procedure that may call
   it, such as "call my_put (buf)"), the pointers it stores into memory
   (into a descriptor for "use mpi_f08", say), and any address it takes
   otherwise (copied, converted, compared, returned), but for those it
   hands straight to a call that cannot reach MPI and keeps none
   (keeps_no_address_p) and the bases of its loads and stores.  A
   variable whose address only goes to the program's own kernels and to
   I/O is not window memory, nor a buffer of MPI's, so its accesses can
   race with nothing.  Return what it calls, as CALL_* bits.  */

static int
note_exposed (gimple *stmt)
{
  /* A debug statement hands nothing to anybody (and -g must not change
     what is instrumented).  */
  if (is_gimple_debug (stmt))
    return 0;
  bool reaches = is_gimple_call (stmt) && rmarace_call_reaches_mpi_p (stmt);
  for (unsigned i = 0; i < gimple_num_ops (stmt); i++)
    {
      tree *op = gimple_op_ptr (stmt, i);
      if (!*op)
	continue;
      /* Operands 3 and above of a call are its arguments.  */
      if (is_gimple_call (stmt) && !reaches && i >= 3
	  && TREE_CODE (*op) == ADDR_EXPR && keeps_no_address_p (stmt, i - 3))
	continue;
      walk_tree (op, note_address_r, NULL, NULL);
    }
  if (gimple_store_p (stmt) && is_gimple_assign (stmt)
      && POINTER_TYPE_P (TREE_TYPE (gimple_assign_rhs1 (stmt))))
    expose (root_of_pointer (gimple_assign_rhs1 (stmt)));
  if (!reaches)
    return 0;
  for (unsigned i = 0; i < gimple_call_num_args (stmt); i++)
    if (POINTER_TYPE_P (TREE_TYPE (gimple_call_arg (stmt, i))))
      expose (root_of_pointer (gimple_call_arg (stmt, i)));
  /* A contained procedure reaches its host's variables through the
     static chain.  */
  if (gimple_call_chain (stmt))
    expose (root_of_pointer (gimple_call_chain (stmt)));
  return CALL_REACHES_MPI | (rmarace_mpi_call_p (stmt) ? CALL_IS_MPI : 0);
}

/* Fill EXPOSED for FUN; return what it calls, as CALL_* bits
   (0: nothing that may reach MPI).  */

static int
find_exposed (function *fun)
{
  int calls = 0;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    {
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	calls |= note_exposed (gsi_stmt (gsi));
      /* An address merged with others may go anywhere: root_of_pointer
	 does not follow a PHI.  */
      for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	for (unsigned i = 0; i < gimple_phi_num_args (gsi.phi ()); i++)
	  walk_tree (gimple_phi_arg_def_ptr (gsi.phi (), i), note_address_r,
		     NULL, NULL);
    }
  if (!calls)
    return 0;
  for (tree parm = DECL_ARGUMENTS (fun->decl); parm; parm = DECL_CHAIN (parm))
    if (POINTER_TYPE_P (TREE_TYPE (parm)))
      expose (parm);
  if (dump_file)
    {
      fprintf (dump_file, "exposed:");
      for (hash_set<tree>::iterator i = exposed->begin ();
	   i != exposed->end (); ++i)
	{
	  fputc (' ', dump_file);
	  print_generic_expr (dump_file, *i);
	}
      fputc ('\n', dump_file);
    }
  return calls;
}

/* Whether the pointer P, handed to a call, is worth letting escape: not
   the address of a constant (gfortran passes constants by reference
   through read-only temporaries).  Other compiler temporaries are: the
   descriptor gfortran builds for an assumed-shape dummy or "use
   mpi_f08" points to the buffer, which escapes with it.  */

static bool
worth_escaping_p (tree p)
{
  if (!POINTER_TYPE_P (TREE_TYPE (p)))
    return false;
  if (TREE_CODE (p) == SSA_NAME)
    return true;
  if (TREE_CODE (p) != ADDR_EXPR)
    return false;
  tree base = get_base_address (TREE_OPERAND (p, 0));
  return (base && DECL_P (base) && !TREE_READONLY (base)
	  && TREE_CODE (base) != CONST_DECL);
}

/* An empty volatile asm that is given the pointer P, at LOC.  */

static gasm *
escape_asm (tree p, location_t loc)
{
  vec<tree, va_gc> *inputs = NULL;
  tree constraint = build_tree_list (NULL_TREE, build_string (2, "g"));
  vec_safe_push (inputs, build_tree_list (constraint, p));
  gasm *stmt = gimple_build_asm_vec ("", inputs, NULL, NULL, NULL);
  gimple_asm_set_volatile (stmt, true);
  gimple_set_location (stmt, loc);
  return stmt;
}

/* Let what FUN hands to calls that may reach MPI escape, as it does in
   C: an empty volatile asm is given each pointer such a call is given
   (and the static chain, through which a contained procedure reaches
   its host's variables), and, at the entry, each pointer argument.
   gfortran lets GCC assume that a procedure does not keep its
   arguments, so otherwise GCC may delete a store to a buffer that
   follows the call that started an RMA operation on it, or move the
   store across the call that completes the operation, wherever the
   store is: here, in a procedure inlined here after this pass ("call
   my_put (buf); call fill (buf); call my_unlock ()" at -O2, fill private
   to a module), or the whole call of a procedure that only stores to
   the buffer, deleted as dead.  Escaped (points-to analysis is not
   flow-sensitive), the memory may be read and written by every call not
   known not to, as in C.  The asms cost no instruction; what they cost
   is the motion the optimizers may no longer do across calls, as with
   ASYNCHRONOUS.  Return whether anything was emitted.  */

static bool
escape_handed (function *fun)
{
  bool emitted = false;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (!is_gimple_call (stmt) || !rmarace_call_reaches_mpi_p (stmt))
	  continue;
	for (unsigned i = 0; i <= gimple_call_num_args (stmt); i++)
	  {
	    tree p = (i < gimple_call_num_args (stmt)
		      ? gimple_call_arg (stmt, i) : gimple_call_chain (stmt));
	    if (p && worth_escaping_p (p))
	      {
		gsi_insert_before (&gsi,
				   escape_asm (p, gimple_location (stmt)),
				   GSI_SAME_STMT);
		emitted = true;
	      }
	  }
      }
  for (tree parm = DECL_ARGUMENTS (fun->decl); parm; parm = DECL_CHAIN (parm))
    {
      tree p = (POINTER_TYPE_P (TREE_TYPE (parm))
		? ssa_default_def (fun, parm) : NULL_TREE);
      if (p)
	{
	  edge entry = single_succ_edge (ENTRY_BLOCK_PTR_FOR_FN (fun));
	  gsi_insert_on_edge_immediate (entry,
					escape_asm (p, DECL_SOURCE_LOCATION
						    (fun->decl)));
	  emitted = true;
	}
    }
  return emitted;
}

static uint64_t
covered_key (tree var, location_t loc)
{
  return (uint64_t) DECL_UID (var) << 32 | loc;
}

/* For rmarace_instrument_early: keep A if it accesses an exposed
   variable, and remember it.  */

static bool
keep_exposed (const pending_access &a)
{
  tree root = root_of_pointer (a.addr);
  location_t loc = gimple_location (a.stmt);
  if (!root || !exposed->contains (root))
    {
      if (loc > BUILTINS_LOCATION)	/* location_hash's empty and
					   deleted values */
	unsure->add (loc);
      return false;
    }
  /* The late pass skips what is covered: only variables are known to
     it by the same name.  */
  if (DECL_P (root) && loc != UNKNOWN_LOCATION)
    covered->add (covered_key (root, loc));
  return true;
}

bool
rmarace_early_covered_p (gimple *stmt, tree ref)
{
  if (!covered)
    return false;
  tree var = root_of_ref (ref);
  location_t loc = gimple_location (stmt);
  return (var && DECL_P (var) && loc != UNKNOWN_LOCATION
	  && covered->contains (covered_key (var, loc))
	  && !(loc > BUILTINS_LOCATION && unsure->contains (loc)));
}

namespace {

const pass_data fortran_early_pass_data = {
  GIMPLE_PASS,			/* type */
  "rmarace_early",		/* name: -fdump-tree-rmarace_early */
  OPTGROUP_NONE,		/* optinfo_flags */
  TV_PLUGIN_RUN,		/* tv_id */
  PROP_cfg | PROP_ssa,		/* properties_required */
  0, 0, 0, 0
};

class fortran_early_pass : public gimple_opt_pass
{
public:
  fortran_early_pass (gcc::context *ctxt)
    : gimple_opt_pass (fortran_early_pass_data, ctxt)
  {}

  bool gate (function *) final override
  {
    return (rmarace_opts.instrument && optimize && lang_GNU_Fortran ()
	    && !seen_error ());
  }

  unsigned int execute (function *fun) final override
  {
    if (!covered)
      {
	covered = new hash_set<covered_hash>;
	unsure = new hash_set<location_hash>;
      }
    hash_set<tree> vars;
    exposed = &vars;
    unsigned int todo = 0;
    int calls = find_exposed (fun);
    /* The early alias pass has run: its results must see the escapes
       for the passes that follow (fre, dse) to.  */
    if (calls && escape_handed (fun))
      todo |= TODO_update_ssa_only_virtuals | TODO_rebuild_alias;
    if (calls & CALL_IS_MPI)
      todo |= rmarace_instrument_early (fun, keep_exposed);
    exposed = NULL;
    return todo;
  }
};

} // anon namespace

/* Register the pass after the early alias pass ("ealias"), the last
   early pass before the first that deletes or moves stores (fre, dse).
   rmarace.cc registers it before the compile-time check, whose -O1+
   instance is also inserted after "ealias" and so ends up first: that
   check must not see these calls, which would look like unknown calls
   that may complete the operations.  */

void
rmarace_register_fortran_early_pass (const char *plugin_name)
{
  struct register_pass_info info;
  info.pass = new fortran_early_pass (g);
  info.reference_pass_name = "ealias";
  info.ref_pass_instance_number = 1;
  info.pos_op = PASS_POS_INSERT_AFTER;
  register_callback (plugin_name, PLUGIN_PASS_MANAGER_SETUP, NULL, &info);
}
