/* filter.cc -- which loads and stores cannot race with MPI RMA.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   An access can only race with another process's RMA operation, or with
   this process's own pending one, if it touches window memory or an RMA
   origin buffer.  MPI only ever learns of such memory by address, so an
   object whose address MPI cannot have is never either.  Each rule here
   returns the reason it drops an access; doc/plugin.md states the rules
   and why none of them can hide a race.  */

#include "gcc-common.h"
#include "rmarace.h"
#include "instrument.h"

const char *const rmarace_filter_names[FILTER_MAX] = {
  "size0", "varsize", "bitfield", "local", "noaddr", "readonly", "vptr",
  "hardreg", "artificial", "descriptor", "own", "other", "noescape",
  "ptlocal", "ompdata", "early", "repeat", "mpiarg", "field", "binding",
  "member", "done"
};

/* Global variables that were not addressable until we took their address
   for a call: for the noaddr filter they still count as never taken, so
   that the result does not depend on the order functions are compiled
   in.  */
static hash_set<tree> *addressed_by_us;

/* MODE_ALL keeps only the filters the reference instrumentation had.
   Setting it starts a function: what mpi-expose.cc found is for the
   previous one.  */
static enum instrument_mode filter_mode = MODE_FAST;

/* The artificial variables of the current function that hold user
   variables (holds_user_variables_p), found on first use.  */
static hash_set<tree> *user_variable_holders;

void
rmarace_filter_set_mode (enum instrument_mode mode)
{
  filter_mode = mode;
  rmarace_mpi_private_reset ();
  rmarace_done_buf_reset ();
  delete user_variable_holders;
  user_variable_holders = NULL;
}

/* Remember that the pass, not the program, made DECL addressable.  */

void
rmarace_note_addressed (tree decl)
{
  if (!addressed_by_us)
    addressed_by_us = new hash_set<tree>;
  addressed_by_us->add (decl);
}

/* Whether DECL is one of the runtime's or the plugin's own objects.  */

bool
rmarace_own_decl_p (tree decl)
{
  return (DECL_NAME (decl)
	  && startswith (IDENTIFIER_POINTER (DECL_NAME (decl)),
			 "__rmarace_"));
}

/* Whether points-to analysis can be trusted to see every escape of an
   address to MPI.  In C and C++ passing an address to any call that is
   not known to keep it makes it escape.  gfortran lets GCC assume that
   arguments without TARGET do not outlive the call, while MPI keeps them
   (MPI_Win_create, MPI_Put): there, and for LTO's mixed languages, the
   answer is no.  At -O0 points-to analysis does not run and the escaped
   solution is "anything", so the filters below drop nothing.  */

static bool
escape_analysis_usable_p (void)
{
  return (filter_mode == MODE_FAST && (lang_GNU_C () || lang_GNU_CXX ())
	  && cfun && cfun->gimple_df);
}

/* Whether the automatic variable DECL may have escaped: its address
   stored into memory others can read, passed to a call, returned.  As in
   tsan, ask for the function's ESCAPED solution (and IPA's).  */

static bool
local_may_escape_p (tree decl)
{
  struct pt_solution pt;
  memset (&pt, 0, sizeof pt);
  pt.escaped = 1;
  pt.ipa_escaped = flag_ipa_pta != 0;
  return pt_solution_includes (&pt, decl);
}

/* Whether PTR (an SSA name) can only point to automatic variables that
   never escape (and to nothing else, not even heap memory that escapes).
   Without points-to information the answer is no.  */

static bool
points_only_to_private_p (tree ptr)
{
  if (TREE_CODE (ptr) != SSA_NAME || !POINTER_TYPE_P (TREE_TYPE (ptr)))
    return false;
  struct ptr_info_def *pi = SSA_NAME_PTR_INFO (ptr);
  if (!pi)
    return false;
  struct pt_solution *pt = &pi->pt;
  if (pt->anything || pt->nonlocal || pt->escaped || pt->ipa_escaped
      || pt->vars_contains_nonlocal || pt->vars_contains_escaped
      || pt->vars_contains_escaped_heap || pt->vars_contains_interposable)
    return false;
  /* An empty set says nothing we would want to rely on.  */
  return pt->vars && !bitmap_empty_p (pt->vars);
}

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

/* Whether the pointer PTR is computed from a load of one of the
   runtime's own variables: the shadow table's entries that the early
   Fortran pass's guards read.  After optimization they are loads through
   a pointer like any other, and checking them would only cost a call
   each (the table is never tracked memory).  */

static bool
own_table_pointer_p (tree ptr)
{
  for (int depth = 0; depth < 4 && TREE_CODE (ptr) == SSA_NAME; depth++)
    {
      gimple *def = SSA_NAME_DEF_STMT (ptr);
      if (!is_gimple_assign (def))
	return false;
      tree rhs = gimple_assign_rhs1 (def);
      if (gimple_assign_load_p (def))
	return VAR_P (rhs) && rmarace_own_decl_p (rhs);
      enum tree_code code = gimple_assign_rhs_code (def);
      if (code != POINTER_PLUS_EXPR && code != SSA_NAME
	  && !CONVERT_EXPR_CODE_P (code))
	return false;
      ptr = rhs;
    }
  return false;
}

/* Add to USER_VARIABLE_HOLDERS the variables that the variables of
   BLOCK and its subblocks stand for (their DECL_VALUE_EXPR).  */

static void
note_user_variable_holders (tree block)
{
  for (; block; block = BLOCK_CHAIN (block))
    {
      for (tree var = BLOCK_VARS (block); var; var = DECL_CHAIN (var))
	if (VAR_P (var) && !DECL_ARTIFICIAL (var)
	    && DECL_HAS_VALUE_EXPR_P (var))
	  {
	    tree base = get_base_address (DECL_VALUE_EXPR (var));
	    if (base && VAR_P (base))
	      user_variable_holders->add (base);
	  }
      note_user_variable_holders (BLOCK_SUBBLOCKS (block));
    }
}

/* Whether the artificial variable DECL holds user variables: user
   variables of the current function stand for parts of it.  Fortran's
   EQUIVALENCE makes one such variable (equiv.N) of the variables it
   overlays, which the program may hand to MPI by any of their names.  */

static bool
holds_user_variables_p (tree decl)
{
  if (!user_variable_holders)
    {
      user_variable_holders = new hash_set<tree>;
      if (cfun && DECL_INITIAL (cfun->decl)
	  && TREE_CODE (DECL_INITIAL (cfun->decl)) == BLOCK)
	note_user_variable_holders (DECL_INITIAL (cfun->decl));
    }
  return user_variable_holders->contains (decl);
}

/* Whether DECL is a compiler temporary.  The frame of a function that
   has nested functions (Fortran's contained procedures, GNU C's nested
   functions), FRAME.n, is artificial too but holds the user variables
   the nested functions use: their buffers are its fields.  So does an
   artificial variable that user variables stand for.  */

static bool
compiler_temporary_p (tree decl)
{
  return (DECL_ARTIFICIAL (decl)
	  && !(VAR_P (decl) && (DECL_NONLOCAL_FRAME (decl)
				|| holds_user_variables_p (decl))));
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
    {
      if ((TREE_CODE (base) == MEM_REF || TREE_CODE (base) == TARGET_MEM_REF)
	  && own_table_pointer_p (TREE_OPERAND (base, 0)))
	return FILTER_OWN;
      /* Through a pointer computed from the address of an MPI-private
	 variable alone (an induction variable over it).  */
      if ((TREE_CODE (base) == MEM_REF || TREE_CODE (base) == TARGET_MEM_REF)
	  && filter_mode == MODE_FAST)
	{
	  tree var = rmarace_mpi_derived_var (TREE_OPERAND (base, 0));
	  if (var && rmarace_mpi_private_p (var))
	    return FILTER_MPIARG;
	}
      /* Through a pointer: anything, unless points-to analysis shows it
	 can only reach private automatic variables.  */
      if ((TREE_CODE (base) == MEM_REF || TREE_CODE (base) == TARGET_MEM_REF)
	  && escape_analysis_usable_p ()
	  && points_only_to_private_p (TREE_OPERAND (base, 0)))
	return FILTER_PTLOCAL;
      /* Through a pointer an OpenMP region got from its data block.  */
      if ((TREE_CODE (base) == MEM_REF || TREE_CODE (base) == TARGET_MEM_REF)
	  && filter_mode == MODE_FAST && rmarace_omp_private_ref_p (base))
	return FILTER_OMPDATA;
      /* Through a pointer read from a member whose blocks never reach
	 MPI (field-private.cc).  */
      if ((TREE_CODE (base) == MEM_REF || TREE_CODE (base) == TARGET_MEM_REF)
	  && filter_mode == MODE_FAST && rmarace_field_private_ref_p (base))
	return FILTER_FIELD;
      return FILTER_NONE;
    }

  if (rmarace_own_decl_p (base))
    return FILTER_OWN;
  if (VAR_P (base) && DECL_HARD_REGISTER (base))
    return FILTER_HARDREG;
  if (TREE_READONLY (base)
      || (VAR_P (base) && (DECL_IN_CONSTANT_POOL (base)
			   || DECL_VIRTUAL_P (base))))
    return FILTER_READONLY;
  if (compiler_temporary_p (base) && !user_addressable_p (base))
    return FILTER_ARTIFICIAL;

  if (!is_global_var (base))
    {
      /* Compiler temporaries, even addressable ones (Fortran passes
	 constants by reference through them), are no user buffer.  */
      if (compiler_temporary_p (base))
	return FILTER_ARTIFICIAL;
      /* An automatic variable whose address is not taken cannot be an
	 MPI buffer.  At -O2 the addressable bit is cleared on variables
	 whose address is no longer used, so this filters most.  */
      if (!may_be_aliased (base))
	return FILTER_LOCAL;
      /* Addressable, but the address goes nowhere MPI could get it:
	 only where points-to analysis sees every escape (C, C++; see
	 escape_analysis_usable_p for why not Fortran).  */
      if (escape_analysis_usable_p () && !local_may_escape_p (base))
	return FILTER_NOESCAPE;
      /* Its address goes only to MPI calls that do not keep it
	 ("MPI_Comm_rank (comm, &me)"): in every language, since this
	 needs no points-to analysis (mpi-expose.cc).  */
      if (filter_mode == MODE_FAST && rmarace_mpi_private_p (base))
	return FILTER_MPIARG;
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

enum filter_reason
rmarace_filter_ref (tree *refp, tree *sizep)
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
  /* A member of an object MPI never had that member of
     (field-private.cc).  */
  if (filter_mode == MODE_FAST && rmarace_field_own_ref_p (ref, size))
    return FILTER_MEMBER;

  *refp = ref;
  *sizep = size;
  return FILTER_NONE;
}

/* The filter for the block access of a string builtin through pointer
   PTR (the length was checked by the caller).  */

enum filter_reason
rmarace_filter_block (tree ptr)
{
  enum filter_reason r = FILTER_NONE;
  if (TREE_CODE (ptr) == ADDR_EXPR)
    {
      tree obj = TREE_OPERAND (ptr, 0);
      r = filter_base (get_base_address (obj));
      if (r == FILTER_NONE && descriptor_access_p (obj))
	r = FILTER_DESCRIPTOR;
    }
  else if (escape_analysis_usable_p () && points_only_to_private_p (ptr))
    r = FILTER_PTLOCAL;
  else if (filter_mode == MODE_FAST && rmarace_omp_private_pointer_p (ptr))
    r = FILTER_OMPDATA;
  else if (filter_mode == MODE_FAST && rmarace_field_private_pointer_p (ptr))
    r = FILTER_FIELD;
  return r;
}
