/* done-buf.cc -- accesses of a private RMA buffer where no operation on
   it may be pending (filter "done").
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   "double buf[16]; MPI_Get (buf, ..., target, ..., win);
   MPI_Win_flush_local (target, win); s += buf[j];": BUF is no window
   memory and its address goes only to MPI (mpi-expose.cc,
   rmarace_mpi_rma_private_p), so the runtime needs its accesses only to
   check them against BUF's pending RMA operations.  Where none may be
   pending, the access is not instrumented.

   Each RMA call that is given such a buffer is a site.  A forward
   dataflow over the CFG says which sites may be pending before each
   statement: a site's call makes it pending; a completion kills it when
   it surely completes it: MPI_Win_flush, flush_local and unlock with the
   same window and target, flush_all, flush_local_all, unlock_all, fence
   and complete with the same window.  "Same" is the same constant, or
   the same SSA name or (Fortran, by reference) the same variable whose
   value did not change since the site's call: a pending site whose
   target changed (the SSA name's definition ran again, the variable was
   stored to) can only be completed by a call that completes every
   target of the window; one whose window changed, never.  Any other
   call completes nothing (a function of ours may flush, but we do not
   look).  A local variable is a key only when it is MPI-private itself
   (rmarace_mpi_private_p): nothing but its own stores and MPI calls
   given its address can change it.  A global variable, or the memory a
   Fortran dummy argument points to (the window a procedure is given),
   is a key changed by any store the alias oracle cannot tell from it,
   any call but MPI's, and MPI calls given a pointer that may point to
   it at a position they may write.  Request-based calls (MPI_Rput)
   make their buffers no candidates at all (rmarace_rma_buffer_arg_p).

   An access is dropped when no site of its variable may be pending just
   before or just after its statement.  The analysis runs once per
   function, at its first question; instrument=all never asks.  */

#include "gcc-common.h"
#include "rmarace.h"
#include "instrument.h"
#include "local-race.h"

/* How a call names a window or a target: a constant, an SSA name, or
   (Fortran) an MPI-private variable or other memory holding it.  */

enum key_kind { KEY_NONE, KEY_CONST, KEY_SSA, KEY_VAR, KEY_MEM };

struct key
{
  enum key_kind kind;
  /* The SSA name; the variable; for KEY_MEM the global variable, or the
     pointer a dummy argument comes in (Fortran), holding the value.  */
  tree t;
  HOST_WIDE_INT val;		/* the constant */
};

/* An RMA call given a candidate buffer, or a completion.  */

struct call_info
{
  gimple *stmt;
  key win, target;
  bool all_targets;		/* a completion of every target */
  tree bufs[3];			/* a site's candidate buffers */
};

/* Three bits a site: pending with its keys as they were at its call
   (FRESH), with its target changed since (STALE_TARGET), with its window
   changed (STALE_WIN).  */
enum { FRESH, STALE_TARGET, STALE_WIN, NSTATES };

/* The most sites followed; a function with more is left alone.  */
#define MAX_SITES 64

struct done_state
{
  auto_vec<call_info> sites, completions;
  /* The index of each completion, -1 - that of each site.  */
  hash_map<gimple *, int> calls;
  hash_set<tree> keys;		/* SSA names and variables of keys */
  auto_vec<sbitmap> in;		/* per block index: may be pending */
  bool mem_keys;			/* some key is KEY_MEM */
  bool usable;
};

static done_state *state;
static tree state_fn;

/* While rmarace_done_summarize looks at a function: the SSA names
   holding a pointer parameter's value or a value computed from it, and
   the parameter.  */
static hash_map<tree, tree> *param_names;

/* The key of argument I of CALL, a call of MPI (FORTRAN: by
   reference).  */

static key
arg_key (gcall *call, int i, bool fortran)
{
  key k = { KEY_NONE, NULL_TREE, 0 };
  if (i < 0 || (unsigned) i >= gimple_call_num_args (call))
    return k;
  tree arg = gimple_call_arg (call, i);
  if (TREE_CODE (arg) == INTEGER_CST && tree_fits_shwi_p (arg))
    k.kind = KEY_CONST, k.val = tree_to_shwi (arg);
  else if (!fortran && TREE_CODE (arg) == SSA_NAME)
    k.kind = KEY_SSA, k.t = arg;
  else if (fortran && TREE_CODE (arg) == ADDR_EXPR
	   && DECL_P (TREE_OPERAND (arg, 0)))
    {
      tree var = TREE_OPERAND (arg, 0);
      /* A constant gfortran passes by reference: through a temporary,
	 or as &C.1234, a CONST_DECL that is neither artificial nor
	 read-only here (int_value takes its initializer).  */
      if ((TREE_CODE (var) == CONST_DECL || DECL_ARTIFICIAL (var)
	   || TREE_READONLY (var))
	  && int_value (arg, call, true, &k.val))
	k.kind = KEY_CONST;
      else if (rmarace_mpi_private_p (var))
	k.kind = KEY_VAR, k.t = var;
      else if (VAR_P (var) && is_global_var (var)
	       && !TREE_THIS_VOLATILE (var))
	k.kind = KEY_MEM, k.t = var;
    }
  /* A dummy argument: the window a procedure is given.  */
  else if (fortran && TREE_CODE (arg) == SSA_NAME
	   && SSA_NAME_IS_DEFAULT_DEF (arg) && SSA_NAME_VAR (arg)
	   && TREE_CODE (SSA_NAME_VAR (arg)) == PARM_DECL
	   && POINTER_TYPE_P (TREE_TYPE (arg)))
    k.kind = KEY_MEM, k.t = arg;
  return k;
}

static bool reads_key_arg_p (gcall *call, unsigned i);

/* Whether STMT, met walking the virtual operands back, may change the
   memory R: a store the alias oracle cannot tell from it, a call that is
   not MPI's and may (for the oracle) write it, an MPI call given a
   pointer that may point to it at a position it may write.  MPI writes
   nothing of the caller's but what it is given.  */

static bool
clobbers_loaded_p (gimple *stmt, ao_ref *r)
{
  if (gasm *as = dyn_cast<gasm *> (stmt))
    if (gimple_asm_string (as)[0] == '\0' && gimple_asm_noutputs (as) == 0
	&& gimple_asm_nclobbers (as) == 0)
      return false;		/* the early Fortran pass's escapes */
  gcall *call = dyn_cast<gcall *> (stmt);
  tree fndecl = call ? gimple_call_fndecl (call) : NULL_TREE;
  bool fortran, f08, other = false;
  if (!fndecl || !(classify_mpi (fndecl, &fortran, &f08, &other) || other))
    return stmt_may_clobber_ref_p_1 (stmt, r, false);
  for (unsigned i = 0; i < gimple_call_num_args (call); i++)
    {
      tree arg = gimple_call_arg (call, i);
      if (!POINTER_TYPE_P (TREE_TYPE (arg)) || reads_key_arg_p (call, i))
	continue;
      ao_ref at;
      ao_ref_init_from_ptr_and_size (&at, arg, NULL_TREE);
      if (refs_may_alias_p_1 (&at, r, false))
	return true;
    }
  return false;
}

/* Whether A, the SSA name of a key of the site SITE, and B, of a
   completion, hold the same value because both are loaded from the same
   memory ("this->win_count", a global window, a local whose address MPI
   was given) and nothing may have changed it between the two loads:
   from B's load the virtual operands lead back, with no PHI (straight
   through, so that each statement on the way ran once since), through
   the site's call to the memory A's load read, and none of the
   statements on the way may change the memory.  A's load ran before the
   site's call (which uses its value), so the walk sees it in its latest
   run, and the dataflow clears the site's fresh bit when A's load runs
   again.  */

static bool
same_loaded_p (tree a, tree b, gimple *site)
{
  gimple *la = SSA_NAME_DEF_STMT (a), *lb = SSA_NAME_DEF_STMT (b);
  if (!gimple_assign_load_p (la) || !gimple_assign_load_p (lb)
      || gimple_has_volatile_ops (la) || gimple_has_volatile_ops (lb)
      || !operand_equal_p (gimple_assign_rhs1 (la), gimple_assign_rhs1 (lb),
			   0))
    return false;
  ao_ref r;
  ao_ref_init (&r, gimple_assign_rhs1 (lb));
  bool passed_site = false;
  tree vuse = gimple_vuse (lb);
  for (int budget = 64; vuse && budget > 0; budget--)
    {
      if (passed_site && vuse == gimple_vuse (la))
	return true;
      gimple *def = SSA_NAME_DEF_STMT (vuse);
      if (!def || gimple_nop_p (def) || gimple_code (def) == GIMPLE_PHI
	  || clobbers_loaded_p (def, &r))
	return false;
      passed_site |= def == site;
      vuse = gimple_vuse (def);
    }
  return false;
}

/* Whether keys A (of the site SITE) and B (of a completion) name the
   same value, given that A's SSA name or variable has not changed
   since.  */

static bool
same_key (const key &a, const key &b, gimple *site)
{
  if (a.kind == KEY_NONE || a.kind != b.kind)
    return false;
  if (a.kind == KEY_CONST)
    return a.val == b.val;
  return (a.t == b.t
	  || (a.kind == KEY_SSA && same_loaded_p (a.t, b.t, site)));
}

/* Whether the call STMT is a completion that done-buf follows: FN, its
   entry, completes a window's operations when it returns.  MPI_Win_free
   and MPI_Finalize with operations pending are errors we do not
   second-guess: they complete nothing here.  */

static bool
completion_p (const mpi_fn *fn)
{
  return (fn && fn->role == MR_COMPLETE && fn->win >= 0
	  && strcmp (fn->name, "mpi_win_free") != 0);
}

/* Note STMT if it is a site or a completion.  */

static void
note_call (gcall *call)
{
  tree fndecl = gimple_call_fndecl (call);
  bool fortran, f08, other;
  const mpi_fn *fn = fndecl ? classify_mpi (fndecl, &fortran, &f08, &other)
			    : NULL;
  if (!fn)
    return;
  call_info ci;
  memset (&ci, 0, sizeof ci);
  ci.stmt = call;
  ci.win = arg_key (call, fn->win, fortran);
  ci.target = arg_key (call, fn->target, fortran);
  ci.all_targets = fn->target < 0;
  if (completion_p (fn))
    {
      state->calls.put (call, state->completions.length ());
      state->completions.safe_push (ci);
      return;
    }
  unsigned n = 0;
  for (unsigned i = 0; i < gimple_call_num_args (call); i++)
    {
      tree arg = gimple_call_arg (call, i);
      if (TREE_CODE (arg) != ADDR_EXPR || !rmarace_rma_buffer_arg_p (call, i))
	continue;
      tree base = get_base_address (TREE_OPERAND (arg, 0));
      if (base && TREE_CODE (base) == MEM_REF
	  && TREE_CODE (TREE_OPERAND (base, 0)) == ADDR_EXPR)
	base = get_base_address (TREE_OPERAND (TREE_OPERAND (base, 0), 0));
      if (base && DECL_P (base) && rmarace_mpi_rma_private_p (base) && n < 3)
	ci.bufs[n++] = base;
    }
  /* A summary's pointer parameters (done_summarize).  */
  for (unsigned i = 0; param_names && i < gimple_call_num_args (call); i++)
    {
      tree arg = gimple_call_arg (call, i);
      tree *parm = (TREE_CODE (arg) == SSA_NAME ? param_names->get (arg)
		    : NULL);
      if (parm && rmarace_rma_buffer_arg_p (call, i) && n < 3)
	ci.bufs[n++] = *parm;
    }
  if (n == 0)
    return;
  state->calls.put (call, -1 - (int) state->sites.length ());
  for (const key &k : { ci.win, ci.target })
    if (k.kind == KEY_SSA || k.kind == KEY_VAR)
      state->keys.add (k.t);
    else if (k.kind == KEY_MEM)
      state->mem_keys = true;
  state->sites.safe_push (ci);
}

/* Whether the call CALL only reads its argument I, when that is an
   address: any argument of an MPI call of the table but a result
   buffer, a request, the error code (Fortran's last), what MPI_Wait and
   friends are given, and the handle MPI_Win_free sets.  */

static bool
reads_key_arg_p (gcall *call, unsigned i)
{
  tree fndecl = gimple_call_fndecl (call);
  bool fortran, f08, other;
  const mpi_fn *fn = fndecl ? classify_mpi (fndecl, &fortran, &f08, &other)
			    : NULL;
  if (!fn || fn->role == MR_WAIT || strcmp (fn->name, "mpi_win_free") == 0)
    return false;
  if (fortran && i + 1 == gimple_call_num_args (call))
    return false;
  return (int) i != fn->write.addr && (int) i != fn->request;
}

static tree ref_var (tree ref);

/* Whether the statement STMT may change the memory K (a global
   variable, or what the pointer K points to) of a KEY_MEM: a store the
   alias oracle cannot tell from it, a call that is not MPI's, an MPI
   call given a pointer that may point to it elsewhere than as a window
   or target it reads.  */

static bool
changes_mem_key_p (gimple *stmt, tree k)
{
  if (!gimple_vdef (stmt))
    return false;
  if (gasm *as = dyn_cast<gasm *> (stmt))
    if (gimple_asm_string (as)[0] == '\0' && gimple_asm_noutputs (as) == 0
	&& gimple_asm_nclobbers (as) == 0)
      return false;		/* the early Fortran pass's escapes */
  tree kptr = TREE_CODE (k) == SSA_NAME ? k : build_fold_addr_expr (k);
  gcall *call = dyn_cast<gcall *> (stmt);
  if (!call)
    {
      ao_ref r;
      ao_ref_init_from_ptr_and_size (&r, kptr, NULL_TREE);
      return stmt_may_clobber_ref_p_1 (stmt, &r, false);
    }
  tree fndecl = gimple_call_fndecl (call);
  bool fortran, f08, other = false;
  if (!fndecl || !(classify_mpi (fndecl, &fortran, &f08, &other) || other))
    return true;
  for (unsigned i = 0; i < gimple_call_num_args (call); i++)
    {
      tree arg = gimple_call_arg (call, i);
      if (POINTER_TYPE_P (TREE_TYPE (arg)) && !reads_key_arg_p (call, i)
	  && ptr_derefs_may_alias_p (arg, kptr))
	return true;
    }
  return false;
}

/* Whether the statement STMT may change KEY's SSA name or variable.  */

static bool
changes_key_p (gimple *stmt, const key &key)
{
  tree k = key.t;
  if (key.kind == KEY_MEM)
    return changes_mem_key_p (stmt, k);
  if (TREE_CODE (k) == SSA_NAME)
    return SSA_NAME_DEF_STMT (k) == stmt;
  /* K is an MPI-private variable: only stores to it and the MPI calls
     given its address change it.  */
  if (gimple_vdef (stmt) && gimple_get_lhs (stmt)
      && ref_var (gimple_get_lhs (stmt)) == k)
    return true;
  if (gcall *call = dyn_cast<gcall *> (stmt))
    for (unsigned i = 0; i < gimple_call_num_args (call); i++)
      {
	tree arg = gimple_call_arg (call, i);
	if (TREE_CODE (arg) == ADDR_EXPR
	    && get_base_address (TREE_OPERAND (arg, 0)) == k
	    && !reads_key_arg_p (call, i))
	  return true;
      }
  return false;
}

/* Apply STMT to the pending sites P: the keys it changes, then the
   sites it completes, then the site it is.  */

static void
transfer (gimple *stmt, sbitmap p)
{
  unsigned n = state->sites.length ();
  /* Only calls, asms and what stores to a key can change one.  */
  tree lhs = (gimple_code (stmt) == GIMPLE_PHI ? gimple_phi_result (stmt)
	      : gimple_get_lhs (stmt));
  tree lhs_base = lhs ? get_base_address (lhs) : NULL_TREE;
  bool may_change = (is_gimple_call (stmt) || gimple_code (stmt) == GIMPLE_ASM
		     || (lhs && state->keys.contains (lhs))
		     || (lhs_base && state->keys.contains (lhs_base))
		     || (lhs_base && TREE_CODE (lhs_base) == MEM_REF)
		     || (state->mem_keys && gimple_vdef (stmt)));
  for (unsigned s = 0; may_change && s < n; s++)
    {
      const call_info &site = state->sites[s];
      bool win = (site.win.kind > KEY_CONST
		  && changes_key_p (stmt, site.win));
      bool target = (site.target.kind > KEY_CONST
		     && changes_key_p (stmt, site.target));
      unsigned b = s * NSTATES;
      if (win && (bitmap_bit_p (p, b + FRESH)
		  || bitmap_bit_p (p, b + STALE_TARGET)))
	{
	  bitmap_set_bit (p, b + STALE_WIN);
	  bitmap_clear_bit (p, b + FRESH);
	  bitmap_clear_bit (p, b + STALE_TARGET);
	}
      else if (target && bitmap_bit_p (p, b + FRESH))
	{
	  bitmap_set_bit (p, b + STALE_TARGET);
	  bitmap_clear_bit (p, b + FRESH);
	}
    }
  int *idx = is_gimple_call (stmt) ? state->calls.get (stmt) : NULL;
  if (!idx)
    return;
  if (*idx < 0)
    {
      bitmap_set_bit (p, (-1 - *idx) * NSTATES + FRESH);
      return;
    }
  const call_info &c = state->completions[*idx];
  for (unsigned s = 0; s < n; s++)
    {
      const call_info &site = state->sites[s];
      if (!same_key (site.win, c.win, site.stmt))
	continue;
      unsigned b = s * NSTATES;
      if (c.all_targets)
	bitmap_clear_bit (p, b + STALE_TARGET);
      if (c.all_targets || same_key (site.target, c.target, site.stmt))
	bitmap_clear_bit (p, b + FRESH);
    }
}

/* Apply the block BB's PHIs and statements, up to STOP (excluded; NULL:
   all), to P.  */

static void
transfer_block (basic_block bb, gimple *stop, sbitmap p)
{
  for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    transfer (gsi.phi (), p);
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      if (gsi_stmt (gsi) == stop)
	return;
      if (!is_gimple_debug (gsi_stmt (gsi)))
	transfer (gsi_stmt (gsi), p);
    }
}

/* Find the sites and completions of FUN and solve the dataflow.  */

static void
analyse (function *fun)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      if (gcall *call = dyn_cast<gcall *> (gsi_stmt (gsi)))
	note_call (call);
  unsigned n = state->sites.length ();
  if (n == 0 || n > MAX_SITES)
    return;

  unsigned nbits = n * NSTATES;
  state->in.safe_grow_cleared (last_basic_block_for_fn (fun));
  for (unsigned i = 0; i < state->in.length (); i++)
    {
      state->in[i] = sbitmap_alloc (nbits);
      bitmap_clear (state->in[i]);
    }
  auto_sbitmap out (nbits);
  /* Round-robin in reverse post-order until nothing changes.  */
  int *rpo = XNEWVEC (int, n_basic_blocks_for_fn (fun));
  int nrpo = pre_and_rev_post_order_compute_fn (fun, NULL, rpo, false);
  for (bool changed = true; changed;)
    {
      changed = false;
      for (int i = 0; i < nrpo; i++)
	{
	  basic_block b = BASIC_BLOCK_FOR_FN (fun, rpo[i]);
	  bitmap_copy (out, state->in[b->index]);
	  transfer_block (b, NULL, out);
	  edge e;
	  edge_iterator ei;
	  FOR_EACH_EDGE (e, ei, b->succs)
	    if (e->dest->index >= NUM_FIXED_BLOCKS)
	      changed |= bitmap_ior (state->in[e->dest->index],
				     state->in[e->dest->index], out);
	}
    }
  free (rpo);
  state->usable = true;
}

/* Forget the previous function's answers.  */

void
rmarace_done_buf_reset (void)
{
  if (state)
    for (sbitmap b : state->in)
      sbitmap_free (b);
  delete state;
  state = NULL;
  state_fn = NULL_TREE;
}

/* Whether VAR has a site pending in P.  */

static bool
pending_p (sbitmap p, tree var)
{
  for (unsigned s = 0; s < state->sites.length (); s++)
    for (tree buf : state->sites[s].bufs)
      if (buf == var)
	for (unsigned k = 0; k < NSTATES; k++)
	  if (bitmap_bit_p (p, s * NSTATES + k))
	    return true;
  return false;
}

/* The variable the memory reference REF is of: "buf[i]", "MEM[&buf +
   8]", "MEM[ivtmp_5]" with IVTMP_5 computed from &buf
   (rmarace_mpi_derived_var); or NULL.  */

static tree
ref_var (tree ref)
{
  for (int depth = 0; depth < 4; depth++)
    {
      tree base = get_base_address (ref);
      if (base && DECL_P (base))
	return base;
      if (!base || (TREE_CODE (base) != MEM_REF
		    && TREE_CODE (base) != TARGET_MEM_REF))
	return NULL_TREE;
      tree p = TREE_OPERAND (base, 0);
      STRIP_NOPS (p);
      if (TREE_CODE (p) != ADDR_EXPR)
	return rmarace_mpi_derived_var (p);
      ref = TREE_OPERAND (p, 0);
    }
  return NULL_TREE;
}

/* Whether the access of memory reference REF by STMT (or of the memory
   at address REF, an ADDR_EXPR, with ADDR) needs no check: it is of an
   RMA buffer of the current function none of whose operations may be
   pending before or after STMT.  */

bool
rmarace_done_buf_p (gimple *stmt, tree ref, bool addr)
{
  if (addr)
    {
      if (TREE_CODE (ref) != ADDR_EXPR)
	return false;
      ref = TREE_OPERAND (ref, 0);
    }
  tree base = ref_var (ref);
  if (!base || !DECL_P (base) || !rmarace_mpi_rma_private_p (base)
      || !gimple_bb (stmt))
    return false;
  if (state_fn != current_function_decl)
    {
      rmarace_done_buf_reset ();
      state = new done_state ();
      state->usable = false;
      state->mem_keys = false;
      state_fn = current_function_decl;
      analyse (cfun);
    }
  if (!state->usable)
    return false;
  basic_block bb = gimple_bb (stmt);
  auto_sbitmap p (state->sites.length () * NSTATES);
  bitmap_copy (p, state->in[bb->index]);
  transfer_block (bb, stmt, p);
  if (pending_p (p, base))
    return false;
  transfer (stmt, p);
  return !pending_p (p, base);
}

/* Summaries of this unit's functions for their callers.  The late pass
   sees the final bodies one function at a time, callees before their
   callers (GCC expands them in that order; hoist.cc relies on it too),
   so rmarace_done_summarize records each one as it passes; a callee not
   seen yet (a recursive one) has no summary.  Bit I of a function's
   summary is set when its pointer parameter I (of the body: a clone's
   own parameters) goes only to loads and stores through it, to MPI
   arguments that MPI does not keep, to functions of the unit whose
   summary allows it, and to buffer arguments of RMA calls without a
   request (sites, as above) none of which may be pending when the
   function returns or calls anything but MPI (a call could leave it by
   longjmp or an exception).  For the caller such a call is what a
   blocking MPI call given the address is: when it returns, nothing it
   started on the memory is pending, and it kept the address nowhere.
   So mpi-expose.cc lets a variable whose address it is given stay
   private or a candidate; the callee's accesses through the parameter
   are its own, checked there as any access through a pointer.  Whether
   MPI_Win_flush_local suffices is done-buf's rule as above: it
   completes an operation at the origin, a Get's buffer filled, a Put's
   reusable.  Only bodies that cannot be interposed are used.  */

typedef hash_map<int_hash<int, -1, -2>, unsigned> summary_map;
static summary_map *param_summaries;

/* Whether argument I of CALL is a pointer parameter of a function of the
   unit whose summary says it goes only where described above.  */

bool
rmarace_done_param_p (gcall *call, unsigned i)
{
  tree fndecl = gimple_call_fndecl (call);
  if (!fndecl || !param_summaries || i >= 32)
    return false;
  cgraph_node *node = cgraph_node::get (fndecl);
  if (!node)
    return false;
  enum availability avail;
  node = node->function_symbol (&avail);
  if (avail < AVAIL_AVAILABLE)
    return false;
  unsigned *bits = param_summaries->get (DECL_UID (node->decl));
  return bits && ((*bits >> i) & 1);
}

/* Whether the use of N, an SSA name holding parameter PARM's value or a
   value computed from it, by STMT gives the address nowhere but where a
   summary allows: a comparison, an access through it, an argument
   described above, or a computation of a further value R (then mapped to
   PARM and pushed on WORK: it is followed as N is).  */

static bool
param_use_ok_p (gimple *stmt, tree n, tree parm, vec<tree> *work)
{
  if (is_gimple_debug (stmt) || gimple_code (stmt) == GIMPLE_COND)
    return true;
  tree r = NULL_TREE;
  if (gphi *phi = dyn_cast<gphi *> (stmt))
    r = gimple_phi_result (phi);
  else if (gasm *as = dyn_cast<gasm *> (stmt))
    /* The early Fortran pass's escapes (fortran-early.cc).  */
    return (gimple_asm_string (as)[0] == '\0' && gimple_asm_noutputs (as) == 0
	    && gimple_asm_nlabels (as) == 0);
  else if (gcall *call = dyn_cast<gcall *> (stmt))
    {
      if (gimple_call_fn (call) == n || gimple_call_chain (call) == n)
	return false;
      /* The runtime's checks the early Fortran pass emitted: they keep
	 nothing MPI could use.  */
      tree fndecl = gimple_call_fndecl (call);
      if (fndecl && rmarace_own_decl_p (fndecl))
	return true;
      for (unsigned i = 0; i < gimple_call_num_args (call); i++)
	{
	  tree arg = gimple_call_arg (call, i);
	  if (arg == n)
	    {
	      if (rmarace_mpi_arg_exposure (call, i) != 0
		  && !rmarace_rma_buffer_arg_p (call, i)
		  && !rmarace_done_param_p (call, i))
		return false;
	    }
	  else if (!rmarace_base_use_only_p (arg, n))
	    return false;
	}
      return true;
    }
  else if (is_gimple_assign (stmt))
    {
      enum tree_code code = gimple_assign_rhs_code (stmt);
      tree lhs = gimple_assign_lhs (stmt);
      tree rhs1 = gimple_assign_rhs1 (stmt);
      if (TREE_CODE_CLASS (code) == tcc_comparison)
	return true;
      /* Any value computed from N may hold the address: followed too
	 (the vectorizer's "_25 = ivtmp_54 >> 4" for a loop count).  */
      if (TREE_CODE (lhs) == SSA_NAME
	  && (!gimple_assign_single_p (stmt) || rhs1 == n
	      || (code == ADDR_EXPR
		  && rmarace_base_use_only_p (TREE_OPERAND (rhs1, 0), n))))
	r = lhs;
      else if (gimple_assign_single_p (stmt))
	return (rmarace_base_use_only_p (lhs, n)
		&& rmarace_base_use_only_p (rhs1, n));
    }
  if (!r)
    return false;
  if (tree *e = param_names->get (r))
    return *e == parm;
  param_names->put (r, parm);
  work->safe_push (r);
  return true;
}

/* Whether a site of PARM may be pending where FUN returns or calls a
   function that is not MPI's (with the dataflow solved).  */

static bool
pending_at_exit_p (function *fun, tree parm)
{
  auto_sbitmap p (state->sites.length () * NSTATES);
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    {
      bitmap_copy (p, state->in[bb->index]);
      for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	transfer (gsi.phi (), p);
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  if (is_gimple_debug (stmt))
	    continue;
	  if (gcall *call = dyn_cast<gcall *> (stmt))
	    {
	      tree fndecl = gimple_call_fndecl (call);
	      bool fortran, f08, other = false;
	      if (!gimple_call_internal_p (call)
		  && !(fndecl && fndecl_built_in_p (fndecl, BUILT_IN_NORMAL))
		  && !(fndecl && (classify_mpi (fndecl, &fortran, &f08, &other)
				  || other))
		  && pending_p (p, parm))
		return true;
	    }
	  transfer (stmt, p);
	}
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
	if (e->dest == EXIT_BLOCK_PTR_FOR_FN (fun) && pending_p (p, parm))
	  return true;
    }
  return false;
}

/* Record FUN's summary, before the pass changes it.  */

void
rmarace_done_summarize (function *fun)
{
  if (!gimple_in_ssa_p (fun) || fun->calls_setjmp || fun->has_nonlocal_label)
    return;
  param_names = new hash_map<tree, tree>;
  unsigned bits = 0, i = 0;
  auto_vec<tree> parms;
  for (tree parm = DECL_ARGUMENTS (fun->decl); parm && i < 32;
       parm = DECL_CHAIN (parm), i++)
    {
      tree p0 = (POINTER_TYPE_P (TREE_TYPE (parm))
		 ? ssa_default_def (fun, parm) : NULL_TREE);
      if (!p0)
	{
	  parms.safe_push (NULL_TREE);
	  continue;
	}
      bool ok = true;
      auto_vec<tree> work;
      param_names->put (p0, parm);
      work.safe_push (p0);
      while (ok && !work.is_empty ())
	{
	  tree n = work.pop ();
	  imm_use_iterator it;
	  use_operand_p use;
	  FOR_EACH_IMM_USE_FAST (use, it, n)
	    if (!param_use_ok_p (USE_STMT (use), n, parm, &work))
	      {
		ok = false;
		break;
	      }
	}
      parms.safe_push (ok ? parm : NULL_TREE);
    }
  for (unsigned k = 0; k < parms.length (); k++)
    if (parms[k])
      bits |= 1u << k;

  /* The sites of the parameters: none may be pending at an exit.  */
  if (bits)
    {
      rmarace_done_buf_reset ();
      state = new done_state ();
      state->usable = false;
      state->mem_keys = false;
      state_fn = current_function_decl;
      analyse (fun);
      for (unsigned k = 0; k < parms.length (); k++)
	{
	  if (!((bits >> k) & 1))
	    continue;
	  bool has_site = false;
	  for (const call_info &site : state->sites)
	    for (tree buf : site.bufs)
	      has_site |= buf == parms[k];
	  if (has_site
	      && (!state->usable || pending_at_exit_p (fun, parms[k])))
	    bits &= ~(1u << k);
	}
      rmarace_done_buf_reset ();
    }
  delete param_names;
  param_names = NULL;
  if (!bits)
    return;
  if (!param_summaries)
    param_summaries = new summary_map;
  param_summaries->put (DECL_UID (fun->decl), bits);
}
