/* hoist.cc -- test the guard of a loop-invariant address once per loop.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   An access whose address does not change in a loop (this->n, the
   start pointer of a std::vector member, a[i] in a loop over j) would
   test the same shadow table entries in every iteration.  GCC reloads
   such values in each iteration when the loop makes a call that might
   store to them (std::vector::_M_realloc_insert in a push_back), so
   they are common.  For such an access, in a loop that makes no call
   that could change what the guard reads, the guard is computed once,
   in the loop's preheader, into one bit of a word the loop's hoisted
   accesses share; in the loop, the access tests its bit (an and with a
   constant and a branch) and calls the runtime as before when it is
   set.  The runtime's entry points still check each access exactly.

   Why this cannot hide a race.  The guard reads the shadow table, its
   mask, the hull of tracked memory and the active flag
   (rmarace_interface.h).  The runtime changes them only
   - in this thread's MPI calls (windows, pending RMA buffers, MPI_Init
     and MPI_Finalize), and
   - when threads start or stop running (pthread_create, OpenMP regions:
     calls again), and in other threads' MPI calls.
   While more than one thread may run, the mask is 0 and entry 0 set,
   and hull tests are or'ed with the threads bit: every guard passes,
   the hoisted one included, whatever the other threads do.  A process
   with one thread gets a second only through a call of its own.  So
   in a loop whose calls reach neither MPI nor anything that starts a
   thread or an OpenMP region, what the guard reads at the preheader
   holds in every iteration, but for marks the runtime clears (at
   MPI_Finalize, when threads are joined), which a guard that passes
   anyway only sends to the runtime's exact check.  The guard reads
   memory only in the table, which covers every address: evaluating it
   before the loop for an access the loop never makes is harmless.

   The calls such a loop may make ("quiet" calls): internal functions;
   GCC's builtins but OpenMP's and OpenACC's (atomics and the __sync
   builtins only synchronize threads, which cannot change the guard);
   const and pure functions; the replaceable global operator new and
   operator delete (C++ lets an implementation omit their calls, so a
   program cannot rely on what a replacement does); the C++ runtime's
   functions that throw (std::__throw_*, __cxa_allocate_exception,
   __cxa_throw, __cxa_free_exception: an exception leaves the loop, or
   lands in a handler whose calls are checked like any other); and the
   functions of this unit whose final body makes only quiet calls, no
   asm and no setjmp, and that cannot be interposed.  The late pass
   sees those bodies one function at a time, callees before their
   callers (GCC expands them in that order), so
   rmarace_note_quiet_function records each one as it passes; a callee
   not seen yet (a recursive one) counts as noisy.

   Each access is hoisted to the outermost loop around it in which its
   address is invariant (no SSA name of it defined in that loop) and
   that makes only quiet calls.  Accesses with the same address and
   size share a bit.  */

#include "gcc-common.h"
#include "rmarace.h"
#include "instrument.h"

/* The functions of this unit found quiet, by DECL_UID.  */
typedef hash_set<int_hash<int, -1, -2> > uid_set;
static uid_set *quiet_fns;

/* Whether the assembler name of FNDECL is one of the C++ runtime's
   functions that throw: std::__throw_* (mangled _ZSt<length>__throw_)
   and three of the exception ABI's.  */

static bool
throw_helper_p (tree fndecl)
{
  if (!DECL_ASSEMBLER_NAME_SET_P (fndecl))
    return false;
  const char *name = IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (fndecl));
  if (startswith (name, "_ZSt"))
    {
      name += 4;
      while (ISDIGIT (*name))
	name++;
      return startswith (name, "__throw_");
    }
  return (!strcmp (name, "__cxa_allocate_exception")
	  || !strcmp (name, "__cxa_throw")
	  || !strcmp (name, "__cxa_free_exception"));
}

/* Whether the call STMT is quiet: it reaches neither MPI nor anything
   that starts a thread or an OpenMP region (see above).  */

static bool
quiet_call_p (gimple *stmt)
{
  if (gimple_call_internal_p (stmt))
    return true;
  tree fndecl = gimple_call_fndecl (stmt);
  if (!fndecl)
    return false;
  if (rmarace_own_decl_p (fndecl))
    return true;
  if (rmarace_mpi_call_p (stmt))
    return false;
  if (fndecl_built_in_p (fndecl))
    return !rmarace_openmp_builtin_p (fndecl);
  if (DECL_IS_REPLACEABLE_OPERATOR (fndecl)
      && (DECL_IS_OPERATOR_NEW_P (fndecl)
	  || DECL_IS_OPERATOR_DELETE_P (fndecl)))
    return true;
  int flags = gimple_call_flags (stmt);
  if ((flags & (ECF_CONST | ECF_PURE)) && !(flags & ECF_RETURNS_TWICE))
    return true;
  if (throw_helper_p (fndecl))
    return true;
  cgraph_node *node = cgraph_node::get (fndecl);
  if (!node || !quiet_fns)
    return false;
  enum availability avail;
  node = node->function_symbol (&avail);
  return (avail >= AVAIL_AVAILABLE
	  && quiet_fns->contains (DECL_UID (node->decl)));
}

/* Whether STMT may change what a guard reads: asm (it could make any
   system call) or a call that is not quiet.  */

static bool
noisy_stmt_p (gimple *stmt)
{
  return (gimple_code (stmt) == GIMPLE_ASM
	  || (is_gimple_call (stmt) && !quiet_call_p (stmt)));
}

/* Whether FUN may return twice or be entered by a nonlocal goto: a
   longjmp could bring it back into a loop after anything.  */

static bool
reentered_p (function *fun)
{
  return fun->calls_setjmp || fun->has_nonlocal_label;
}

void
rmarace_note_quiet_function (function *fun)
{
  if (!optimize || reentered_p (fun))
    return;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      if (noisy_stmt_p (gsi_stmt (gsi)))
	return;
  if (!quiet_fns)
    quiet_fns = new uid_set;
  quiet_fns->add (DECL_UID (fun->decl));
}

/* Whether *TP names an SSA name defined in the loop DATA.  */

static tree
varies_r (tree *tp, int *walk_subtrees, void *data)
{
  class loop *loop = (class loop *) data;
  tree t = *tp;
  if (TREE_CODE (t) == SSA_NAME)
    {
      if (SSA_NAME_IS_DEFAULT_DEF (t))
	return NULL_TREE;
      basic_block bb = gimple_bb (SSA_NAME_DEF_STMT (t));
      return !bb || flow_bb_inside_loop_p (loop, bb) ? t : NULL_TREE;
    }
  /* A register variable outside SSA could change in the loop.  */
  if ((VAR_P (t) || TREE_CODE (t) == PARM_DECL) && is_gimple_reg (t))
    return t;
  if (IS_TYPE_OR_DECL_P (t))
    *walk_subtrees = 0;
  return NULL_TREE;
}

static bool
invariant_in_p (class loop *loop, const pending_access &a)
{
  tree addr = a.addr, size = a.size;
  return (!walk_tree_without_duplicates (&addr, varies_r, loop)
	  && !walk_tree_without_duplicates (&size, varies_r, loop));
}

/* The accesses (indices into WORK) hoisted to one loop.  */
struct hoisted
{
  class loop *loop;
  auto_vec<unsigned> accesses;
};

/* Compute in a new block on LOOP's preheader edge the guards of the
   accesses H of WORK, one bit each (accesses with the same address and
   size share one), and point the accesses at their word and bit.
   Return how many were hoisted.  */

static unsigned
emit_preheader (vec<pending_access> *work, hoisted &h)
{
  edge e = loop_preheader_edge (h.loop);
  if (e->flags & (EDGE_ABNORMAL | EDGE_EH))
    return 0;
  basic_block bb = split_edge (e);
  location_t loc = gimple_location ((*work)[h.accesses[0]].stmt);
  gimple_seq seq = NULL;
  tree table = NULL_TREE, uptr = pointer_sized_int_node, cur = NULL_TREE;
  unsigned bits = TYPE_PRECISION (uptr), next_bit = bits;
  unsigned n = h.accesses.length ();
  /* The final value of each word, and each access's word and bit.  */
  auto_vec<tree> words;
  auto_vec<unsigned> word_of, bit_of;
  word_of.safe_grow (n);
  bit_of.safe_grow (n);
  for (unsigned k = 0; k < n; k++)
    {
      const pending_access &a = (*work)[h.accesses[k]];
      unsigned j;
      for (j = 0; j < k; j++)
	{
	  const pending_access &b = (*work)[h.accesses[j]];
	  if (operand_equal_p (a.addr, b.addr, 0)
	      && operand_equal_p (a.size, b.size, 0))
	    break;
	}
      if (j < k)
	{
	  word_of[k] = word_of[j];
	  bit_of[k] = bit_of[j];
	  continue;
	}
      if (next_bit == bits)
	{
	  if (cur)
	    words.safe_push (cur);
	  cur = NULL_TREE;
	  next_bit = 0;
	}
      tree cond = rmarace_hoisted_guard (&seq, &table,
					 unshare_expr (a.addr),
					 unshare_expr (a.size));
      gimple *g = gimple_build_assign (make_ssa_name (uptr), NOP_EXPR,
				       cond);
      gimple_seq_add_stmt (&seq, g);
      tree v = gimple_assign_lhs (g);
      if (next_bit)
	{
	  g = gimple_build_assign (make_ssa_name (uptr), LSHIFT_EXPR, v,
				   build_int_cst (integer_type_node,
						  next_bit));
	  gimple_seq_add_stmt (&seq, g);
	  v = gimple_assign_lhs (g);
	}
      if (cur)
	{
	  g = gimple_build_assign (make_ssa_name (uptr), BIT_IOR_EXPR, cur,
				   v);
	  gimple_seq_add_stmt (&seq, g);
	  v = gimple_assign_lhs (g);
	}
      cur = v;
      word_of[k] = words.length ();
      bit_of[k] = next_bit++;
    }
  words.safe_push (cur);
  for (unsigned k = 0; k < n; k++)
    {
      pending_access &a = (*work)[h.accesses[k]];
      a.word = words[word_of[k]];
      a.bit = bit_of[k];
    }
  for (gimple_stmt_iterator i = gsi_start (seq); !gsi_end_p (i);
       gsi_next (&i))
    gimple_set_location (gsi_stmt (i), loc);
  gimple_stmt_iterator gsi = gsi_start_bb (bb);
  gsi_insert_seq_after (&gsi, seq, GSI_NEW_STMT);
  return n;
}

void
rmarace_hoist_guards (function *fun, vec<pending_access> *work,
		      fn_stats *st)
{
  if (!optimize || !gimple_in_ssa_p (fun) || !current_loops
      || reentered_p (fun))
    return;
  bool any = false;
  for (unsigned i = 0; !any && i < work->length (); i++)
    {
      const pending_access &a = (*work)[i];
      any = (a.kind != ACCESS_SITE && !a.ranged && !a.unguarded
	     && loop_depth (gimple_bb (a.stmt)->loop_father) > 0);
    }
  if (!any)
    return;

  loop_optimizer_init (LOOPS_NORMAL);
  /* A loop is noisy when a block of it, or of a loop inside it, has a
     noisy statement.  */
  auto_sbitmap noisy (number_of_loops (fun));
  bitmap_clear (noisy);
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    {
      class loop *l = bb->loop_father;
      if (loop_depth (l) == 0 || bitmap_bit_p (noisy, l->num))
	continue;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	if (noisy_stmt_p (gsi_stmt (gsi)))
	  {
	    for (; loop_outer (l); l = loop_outer (l))
	      bitmap_set_bit (noisy, l->num);
	    break;
	  }
    }

  /* The outermost quiet loop in which each access is invariant.  */
  auto_delete_vec<hoisted> groups;
  for (unsigned i = 0; i < work->length (); i++)
    {
      const pending_access &a = (*work)[i];
      if (a.kind == ACCESS_SITE || a.ranged || a.unguarded)
	continue;
      class loop *best = NULL;
      for (class loop *l = gimple_bb (a.stmt)->loop_father;
	   loop_outer (l) && !bitmap_bit_p (noisy, l->num)
	   && invariant_in_p (l, a); l = loop_outer (l))
	best = l;
      if (!best)
	continue;
      unsigned g;
      for (g = 0; g < groups.length () && groups[g]->loop != best; g++)
	;
      if (g == groups.length ())
	{
	  groups.safe_push (new hoisted);
	  groups[g]->loop = best;
	}
      groups[g]->accesses.safe_push (i);
    }

  for (unsigned g = 0; g < groups.length (); g++)
    st->hoisted += emit_preheader (work, *groups[g]);
  loop_optimizer_finalize ();
}
