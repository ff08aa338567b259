/* mpi-expose.cc -- the local variables whose address only MPI calls
   that do not keep it are given.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   "int me; MPI_Comm_rank (comm, &me);" makes ME escape for points-to
   analysis, and in Fortran every scalar passed to MPI is passed by
   reference, so without this each later load of ME would be checked.
   But MPI_Comm_rank writes ME before it returns and keeps nothing: ME
   can never be window memory, an RMA origin buffer or a pending message
   buffer.  An automatic variable of the function is MPI-private when
   every occurrence of its address (or of a part's) in the function is
   either the base of a load or store, "MEM[&me + 4] = 1", or an
   argument of a known MPI function at a position where no call keeps
   the address (runtime/intercept/mpi-calls.def, gen-mpi-calls.awk's
   "expose" output: outputs, inputs read during the call, message
   buffers of blocking calls; never a window base, an RMA buffer, a
   nonblocking call's buffer), or the item of a Fortran READ or WRITE
   (io_item_p), or a parameter of a function of the unit whose summary
   says the function does no more with it than that and completes the
   RMA calls it gives it to (done-buf.cc, rmarace_done_param_p).  Any
   other use -- an address stored,
   copied into an SSA name, passed to any other function, returned, in a
   PHI, compared, given to an asm that is not empty, the static chain of
   a contained procedure, an OpenMP data block's field -- makes it not
   private.  This is syntactic: it needs no points-to analysis, so it
   holds in Fortran too, and at -O0.  */

#include "gcc-common.h"
#include "rmarace.h"
#include "instrument.h"
#include "local-race.h"

struct mpi_expose
{
  const char *name;		/* as mpi_function_name makes it */
  unsigned long long c_args;	/* bit I: argument I of the C binding */
  unsigned long long f_args;	/* of the Fortran bindings, ierror too */
  int window_base;		/* C: the window memory argument, or -1 */
  int window_size;		/* C: its size in bytes, or -1 */
  int window_ptr;		/* C: where the call stores the address of
				   window memory, or -1 */
};

static const struct mpi_expose mpi_expose_fns[] = {
#include "mpi-expose-gen.inc"
};

/* The entry of the call STMT's MPI function, or NULL; *FORTRAN says
   whether it is a Fortran binding.  */

static const struct mpi_expose *
mpi_expose_entry (gimple *stmt, bool *fortran)
{
  tree fndecl = gimple_call_fndecl (stmt);
  char name[MPI_NAME_MAX];
  bool f08;
  if (!fndecl || !mpi_function_name (fndecl, name, fortran, &f08))
    return NULL;
  for (size_t k = 0; k < ARRAY_SIZE (mpi_expose_fns); k++)
    if (strcmp (name, mpi_expose_fns[k].name) == 0)
      return &mpi_expose_fns[k];
  return NULL;
}

/* Whether the call STMT, of a known MPI function, does not keep the
   address passed as its argument I.  */

static bool
mpi_arg_not_kept_p (gimple *stmt, unsigned i)
{
  bool fortran;
  const struct mpi_expose *e = mpi_expose_entry (stmt, &fortran);
  return e && i < 64 && (((fortran ? e->f_args : e->c_args) >> i) & 1);
}

/* The argument of STMT, a call of MPI's C binding, through which MPI
   stores the address of window memory (MPI_Win_allocate's baseptr), or
   NULL_TREE.  */

tree
rmarace_mpi_window_pointer_arg (gimple *stmt)
{
  bool fortran;
  const struct mpi_expose *e = mpi_expose_entry (stmt, &fortran);
  if (!e || fortran || e->window_ptr < 0
      || (unsigned) e->window_ptr >= gimple_call_num_args (stmt))
    return NULL_TREE;
  return gimple_call_arg (stmt, e->window_ptr);
}

/* Which bytes at the address passed as argument I of STMT, a call of
   MPI, MPI may keep (for the "field" analysis, field-effects.cc): 0
   none (an argument mpi_arg_not_kept_p knows), N > 0 the N bytes there
   (the memory of a window MPI_Win_create or MPI_Win_attach is given with
   the constant size N, in C), -1 any byte of the object it lies in (a
   datatype may reach below a buffer's address).  */

HOST_WIDE_INT
rmarace_mpi_arg_exposure (gimple *stmt, unsigned i)
{
  if (mpi_arg_not_kept_p (stmt, i))
    return 0;
  bool fortran;
  const struct mpi_expose *e = mpi_expose_entry (stmt, &fortran);
  if (!e || fortran || e->window_base != (int) i
      || (unsigned) e->window_size >= gimple_call_num_args (stmt))
    return -1;
  tree size = gimple_call_arg (stmt, e->window_size);
  if (TREE_CODE (size) != INTEGER_CST || !tree_fits_shwi_p (size)
      || tree_to_shwi (size) <= 0)
    return -1;
  return tree_to_shwi (size);
}

/* Whether the call STMT is gfortran's transfer of one item of an
   intrinsic type for READ or WRITE, and its argument I is the item:
   "print *, me" passes ME by reference, and the library, which never
   calls MPI nor the program, copies the value out or in.  (Derived-type
   I/O, _gfortran_transfer_derived, calls the program's procedures: not
   that one.)  */

static bool
io_item_p (gimple *stmt, unsigned i)
{
  tree fndecl = gimple_call_fndecl (stmt);
  if (i != 1 || !fndecl || !DECL_NAME (fndecl)
      || !startswith (IDENTIFIER_POINTER (DECL_NAME (fndecl)),
		      "_gfortran_transfer_"))
    return false;
  const char *what = IDENTIFIER_POINTER (DECL_NAME (fndecl)) + 19;
  static const char *const items[] = {
    "integer", "real", "logical", "complex", "character", "character_wide"
  };
  for (size_t k = 0; k < ARRAY_SIZE (items); k++)
    {
      size_t n = strlen (items[k]);
      if (strncmp (what, items[k], n) == 0
	  && (what[n] == '\0' || strcmp (what + n, "_write") == 0))
	return true;
    }
  return false;
}

/* The variables of the function being instrumented whose address goes
   somewhere else than a load, a store, an MPI argument that is not
   kept or a buffer of an RMA call that done-buf.cc can follow; those
   whose address goes to such a buffer; and the function they were
   found for.  */
static hash_set<tree> *exposed_vars;
static hash_set<tree> *rma_given_vars;
static tree exposed_fn;

/* The SSA names that hold an address computed from that of a variable
   only ("ivtmp_5 = (unsigned long) &buf;", as IVOPTS makes of a loop
   over BUF), and the variable.  */
static hash_map<tree, tree> *derived_names;

/* Whether argument I of the call STMT is an origin, compare or result
   buffer of an RMA call that no request completes (MPI_Put, MPI_Get,
   MPI_Accumulate...): MPI keeps the address only until a flush, an
   unlock or a fence of the call's window completes it (done-buf.cc).  */

bool
rmarace_rma_buffer_arg_p (gcall *stmt, unsigned i)
{
  tree fndecl = gimple_call_fndecl (stmt);
  bool fortran, f08, other;
  const mpi_fn *fn = fndecl ? classify_mpi (fndecl, &fortran, &f08, &other)
			    : NULL;
  if (!fn || fn->role != MR_RMA || fn->request >= 0
      || fn->win < 0 || fn->target < 0)
    return false;
  return ((int) i == fn->read1.addr || (int) i == fn->read2.addr
	  || (int) i == fn->write.addr);
}

/* The variable whose address ADDR, an ADDR_EXPR, is: of it or of a
   part, "&buf[i]", "&MEM[&buf + 8]"; or NULL.  */

static tree
addr_var (tree addr)
{
  tree base = get_base_address (TREE_OPERAND (addr, 0));
  if (base && TREE_CODE (base) == MEM_REF
      && TREE_CODE (TREE_OPERAND (base, 0)) == ADDR_EXPR)
    base = get_base_address (TREE_OPERAND (TREE_OPERAND (base, 0), 0));
  return base && DECL_P (base) ? base : NULL_TREE;
}

/* The declaration the address ADDR (an ADDR_EXPR) is of, or NULL.  */

static tree
addr_base_decl (tree addr)
{
  tree base = get_base_address (TREE_OPERAND (addr, 0));
  return base && DECL_P (base) ? base : NULL_TREE;
}

static tree note_exposed_r (tree *tp, int *walk_subtrees, void *data);

/* Note the addresses in *TP, which is used as an address: all exposed.  */

static void
walk_exposed (tree *tp)
{
  walk_tree (tp, note_exposed_r, NULL, NULL);
}

/* walk_tree callback: note every address in *TP that is not the base of
   the memory reference it is in.  */

static tree
note_exposed_r (tree *tp, int *walk_subtrees, void *)
{
  tree t = *tp;
  if (TYPE_P (t) || DECL_P (t))
    {
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  if ((TREE_CODE (t) == MEM_REF || TREE_CODE (t) == TARGET_MEM_REF)
      && TREE_CODE (TREE_OPERAND (t, 0)) == ADDR_EXPR)
    {
      /* A direct access: only the indices inside, and a
	 TARGET_MEM_REF's index and offset, may hold addresses.  */
      walk_exposed (&TREE_OPERAND (TREE_OPERAND (t, 0), 0));
      for (int i = 1; i < TREE_OPERAND_LENGTH (t); i++)
	if (TREE_OPERAND (t, i))
	  walk_exposed (&TREE_OPERAND (t, i));
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  if (TREE_CODE (t) == ADDR_EXPR)
    {
      /* An address computed: what it is of is exposed, even where it is
	 "&MEM[&x + 4]" (the MEM_REF inside is then no access).  */
      tree decl = addr_base_decl (t);
      if (decl)
	exposed_vars->add (decl);
    }
  return NULL_TREE;
}

/* Whether the asm STMT is empty: it can do nothing with its operands.
   The early Fortran pass gives each pointer an MPI call is given to
   such an asm (fortran-early.cc, escape_handed).  */

static bool
empty_asm_p (gasm *stmt)
{
  return (gimple_asm_string (stmt)[0] == '\0'
	  && gimple_asm_noutputs (stmt) == 0 && gimple_asm_nlabels (stmt) == 0);
}

/* Note the exposed addresses of STMT.  */

static void
note_stmt (gimple *stmt)
{
  if (is_gimple_debug (stmt))
    return;
  if (gasm *as = dyn_cast<gasm *> (stmt))
    {
      if (empty_asm_p (as))
	return;
      /* "m" operands hand the asm the address of what they name.  */
      for (unsigned i = 0; i < gimple_num_ops (stmt); i++)
	if (gimple_op (stmt, i))
	  {
	    tree base = get_base_address (TREE_VALUE (gimple_op (stmt, i)));
	    if (base && DECL_P (base))
	      exposed_vars->add (base);
	    walk_exposed (gimple_op_ptr (stmt, i));
	  }
      return;
    }
  if (gcall *call = dyn_cast<gcall *> (stmt))
    {
      /* The callee builds its result in place: it has the address.  */
      tree lhs = gimple_call_lhs (call);
      if (lhs && gimple_call_return_slot_opt_p (call))
	{
	  tree base = get_base_address (lhs);
	  if (base && DECL_P (base))
	    exposed_vars->add (base);
	}
      for (unsigned i = 0; i < gimple_call_num_args (call); i++)
	{
	  tree *argp = gimple_call_arg_ptr (call, i);
	  if (TREE_CODE (*argp) == ADDR_EXPR
	      && (mpi_arg_not_kept_p (call, i) || io_item_p (call, i)
		  || rmarace_done_param_p (call, i)))
	    walk_exposed (&TREE_OPERAND (*argp, 0));
	  else if (TREE_CODE (*argp) == ADDR_EXPR && addr_var (*argp)
		   && rmarace_rma_buffer_arg_p (call, i))
	    {
	      rma_given_vars->add (addr_var (*argp));
	      walk_exposed (&TREE_OPERAND (*argp, 0));
	    }
	  else
	    walk_exposed (argp);
	}
      /* The callee, the static chain (&FRAME.n), the result.  */
      if (gimple_call_fn (call))
	walk_exposed (gimple_call_fn_ptr (call));
      if (gimple_call_chain (call))
	walk_exposed (gimple_call_chain_ptr (call));
      if (lhs)
	walk_exposed (gimple_call_lhs_ptr (call));
      return;
    }
  for (unsigned i = 0; i < gimple_num_ops (stmt); i++)
    if (gimple_op (stmt, i))
      walk_exposed (gimple_op_ptr (stmt, i));
}

/* Whether STMT computes an address from that of a variable only: "P =
   &buf", "P = (T) &buf", "P = &buf + N"; return the variable.  */

static tree
derivation_from_addr (gimple *stmt)
{
  if (!is_gimple_assign (stmt)
      || TREE_CODE (gimple_assign_lhs (stmt)) != SSA_NAME
      || TREE_CODE (gimple_assign_rhs1 (stmt)) != ADDR_EXPR)
    return NULL_TREE;
  enum tree_code code = gimple_assign_rhs_code (stmt);
  if (code != ADDR_EXPR && !CONVERT_EXPR_CODE_P (code)
      && code != POINTER_PLUS_EXPR && code != PLUS_EXPR)
    return NULL_TREE;
  return addr_var (gimple_assign_rhs1 (stmt));
}

/* Whether the memory reference REF uses the SSA name P only as the
   address it is at ("MEM[(double *)P]"), or not at all.  */

static tree
count_name_r (tree *tp, int *walk_subtrees, void *data)
{
  if (TYPE_P (*tp) || DECL_P (*tp))
    *walk_subtrees = 0;
  else if (*tp == ((tree *) data)[0])
    ((tree *) data)[1] = size_binop (PLUS_EXPR, ((tree *) data)[1],
				     size_one_node);
  return NULL_TREE;
}

bool
rmarace_base_use_only_p (tree ref, tree p)
{
  tree data[2] = { p, size_zero_node };
  walk_tree (&ref, count_name_r, data, NULL);
  if (integer_zerop (data[1]))
    return true;
  tree base = get_base_address (ref);
  return (integer_onep (data[1]) && base && ref != p
	  && (TREE_CODE (base) == MEM_REF || TREE_CODE (base) == TARGET_MEM_REF)
	  && TREE_OPERAND (base, 0) == p);
}

/* Whether the use of P, an SSA name derived from the address of D, by
   STMT gives the address nowhere: a comparison, an access through it,
   or a further derivation R (then mapped to D and pushed on WORK).  */

static bool
derived_use_ok_p (gimple *stmt, tree p, tree d, vec<tree> *work)
{
  if (is_gimple_debug (stmt) || gimple_code (stmt) == GIMPLE_COND)
    return true;
  tree r = NULL_TREE;
  if (gphi *phi = dyn_cast<gphi *> (stmt))
    r = gimple_phi_result (phi);
  else if (is_gimple_assign (stmt))
    {
      enum tree_code code = gimple_assign_rhs_code (stmt);
      tree lhs = gimple_assign_lhs (stmt);
      if (TREE_CODE_CLASS (code) == tcc_comparison
	  || code == POINTER_DIFF_EXPR)
	return true;
      /* "R = &MEM[(T *) P + 8]", "R = &MEM[P].f": an address in it.  */
      if (TREE_CODE (lhs) == SSA_NAME && code == ADDR_EXPR
	  && rmarace_base_use_only_p (TREE_OPERAND (gimple_assign_rhs1 (stmt),
						    0), p))
	r = lhs;
      else if (TREE_CODE (lhs) == SSA_NAME
	  && ((gimple_assign_rhs1 (stmt) == p
	       && (code == SSA_NAME || CONVERT_EXPR_CODE_P (code)
		   || code == POINTER_PLUS_EXPR || code == PLUS_EXPR
		   || code == MINUS_EXPR))
	      || (gimple_assign_rhs2 (stmt) == p && code == PLUS_EXPR)))
	r = lhs;
      else if (gimple_assign_single_p (stmt))
	return (rmarace_base_use_only_p (lhs, p)
		&& rmarace_base_use_only_p (gimple_assign_rhs1 (stmt), p));
    }
  if (!r)
    return false;
  if (tree *e = derived_names->get (r))
    return *e == d;
  derived_names->put (r, d);
  work->safe_push (r);
  return true;
}

/* Whether the derived name R (of D) is computed from D's address and
   nothing else's: a PHI of names derived from D, or an operation on one
   and on a value that is no address.  */

static bool
derived_def_ok_p (tree r, tree d)
{
  gimple *def = SSA_NAME_DEF_STMT (r);
  if (gphi *phi = dyn_cast<gphi *> (def))
    {
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	{
	  tree arg = gimple_phi_arg_def (phi, i);
	  tree *e = (TREE_CODE (arg) == SSA_NAME ? derived_names->get (arg)
		     : NULL);
	  if (!e || *e != d)
	    return false;
	}
      return true;
    }
  if (!is_gimple_assign (def))
    return false;
  if (gimple_assign_rhs_code (def) == ADDR_EXPR)
    {
      tree base = get_base_address (TREE_OPERAND (gimple_assign_rhs1 (def),
						  0));
      tree *e = NULL;
      if (base && (TREE_CODE (base) == MEM_REF
		   || TREE_CODE (base) == TARGET_MEM_REF)
	  && TREE_CODE (TREE_OPERAND (base, 0)) == SSA_NAME)
	e = derived_names->get (TREE_OPERAND (base, 0));
      return (e && *e == d) || addr_var (gimple_assign_rhs1 (def)) == d;
    }
  for (unsigned i = 1; i < gimple_num_ops (def); i++)
    {
      tree op = gimple_op (def, i);
      tree *e = (op && TREE_CODE (op) == SSA_NAME ? derived_names->get (op)
		 : NULL);
      bool from_d = ((e && *e == d)
		     || (op && TREE_CODE (op) == ADDR_EXPR
			 && addr_var (op) == d));
      /* The first operand is the address, the others offsets.  */
      if ((i == 1) != from_d
	  && !(i == 2 && gimple_assign_rhs_code (def) == PLUS_EXPR
	       && from_d && !derived_names->get (gimple_op (def, 1))))
	return false;
    }
  return true;
}

/* Follow the names derived from variables' addresses: a variable whose
   address one of them gives somewhere is exposed.  */

static void
check_derived_names (void)
{
  auto_vec<tree> work;
  for (auto it = derived_names->begin (); it != derived_names->end (); ++it)
    work.safe_push ((*it).first);
  while (!work.is_empty ())
    {
      tree p = work.pop ();
      tree d = *derived_names->get (p);
      if (exposed_vars->contains (d))
	continue;
      imm_use_iterator it;
      use_operand_p use;
      FOR_EACH_IMM_USE_FAST (use, it, p)
	if (!derived_use_ok_p (USE_STMT (use), p, d, &work))
	  {
	    exposed_vars->add (d);
	    break;
	  }
    }
  for (auto it = derived_names->begin (); it != derived_names->end (); ++it)
    if (!derived_def_ok_p ((*it).first, (*it).second))
      exposed_vars->add ((*it).second);
}

/* Fill EXPOSED_VARS for FUN.  */

static void
find_exposed_vars (function *fun)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    {
      for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gphi *phi = gsi.phi ();
	  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	    walk_exposed (gimple_phi_arg_def_ptr (phi, i));
	}
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  tree d = gimple_in_ssa_p (fun) ? derivation_from_addr (stmt)
					 : NULL_TREE;
	  if (d)
	    {
	      derived_names->put (gimple_assign_lhs (stmt), d);
	      /* The indices in "&buf[i]", the offset.  */
	      walk_exposed (&TREE_OPERAND (gimple_assign_rhs1 (stmt), 0));
	      if (gimple_num_ops (stmt) > 2)
		walk_exposed (gimple_op_ptr (stmt, 2));
	    }
	  else
	    note_stmt (stmt);
	}
    }
  check_derived_names ();
}

/* Forget what was found for the previous function: the pass starts
   another.  */

void
rmarace_mpi_private_reset (void)
{
  if (exposed_vars)
    exposed_vars->empty ();
  if (rma_given_vars)
    rma_given_vars->empty ();
  if (derived_names)
    derived_names->empty ();
  exposed_fn = NULL_TREE;
}

/* Whether DECL, an addressable variable the current function accesses
   directly, is an automatic variable of it that is MPI-private.
   Variables that contained procedures reach, and the result (which may
   live in the caller) never are.  The frame that holds the variables
   contained procedures reach (FRAME.n) is judged as any other: a
   procedure reaches it only through its address, handed as the static
   chain of a call or stored into a trampoline or descriptor here, which
   exposes it (note_stmt); once the contained procedures are inlined,
   nothing may be left but the accesses and the MPI arguments of the
   variables it holds (compare_split in bench/solver.f90).  */

static void
find_exposed_once (void)
{
  if (exposed_fn != current_function_decl)
    {
      if (!exposed_vars)
	{
	  exposed_vars = new hash_set<tree>;
	  rma_given_vars = new hash_set<tree>;
	  derived_names = new hash_map<tree, tree>;
	}
      exposed_vars->empty ();
      rma_given_vars->empty ();
      derived_names->empty ();
      find_exposed_vars (cfun);
      exposed_fn = current_function_decl;
    }
}

static bool
mpi_only_p (tree decl)
{
  if (!cfun || !current_function_decl
      || !(VAR_P (decl) || TREE_CODE (decl) == PARM_DECL)
      || !auto_var_in_fn_p (decl, current_function_decl)
      || DECL_NONLOCAL (decl) || DECL_HAS_VALUE_EXPR_P (decl))
    return false;
  find_exposed_once ();
  return !exposed_vars->contains (decl);
}

bool
rmarace_mpi_private_p (tree decl)
{
  return mpi_only_p (decl) && !rma_given_vars->contains (decl);
}

/* Whether DECL, as for rmarace_mpi_private_p, is an automatic variable
   of the current function whose address goes only where that allows
   and to buffers of RMA calls that rmarace_rma_buffer_arg_p accepts, at
   least one: done-buf.cc follows when they may be pending.  */

bool
rmarace_mpi_rma_private_p (tree decl)
{
  return mpi_only_p (decl) && rma_given_vars->contains (decl);
}

/* The variable whose address alone the SSA name P holds (computed from
   it: "MEM[(double *) ivtmp_5]" accesses it), if that address goes
   nowhere else than where rmarace_mpi_private_p or
   rmarace_mpi_rma_private_p allow; or NULL.  */

tree
rmarace_mpi_derived_var (tree p)
{
  if (TREE_CODE (p) != SSA_NAME || !cfun || !current_function_decl)
    return NULL_TREE;
  find_exposed_once ();
  tree *d = derived_names->get (p);
  return d && mpi_only_p (*d) ? *d : NULL_TREE;
}
