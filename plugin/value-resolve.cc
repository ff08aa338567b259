/* value-resolve.cc -- values and places in memory, for the compile-time check.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   The constant value of an integer argument (a count, a datatype
   handle), where a pointer points (a base and a byte offset), and the
   range of memory an access or an RMA buffer covers.  These see through
   what gfortran emits at -O0: constants passed by reference, array
   descriptors, derived-type handles.  */

#include "gcc-common.h"
#include "rmarace.h"
#include "local-race.h"

/* How many statements the search for a stored value walks back.  */
#define MAX_WALK 64

/* Whether DECL holds an integer that never changes: a CONST_DECL (what
   gfortran makes to pass a constant by reference, "C.1234") or a
   read-only static variable.  */

static bool
constant_holder_p (tree decl)
{
  if (!DECL_P (decl) || !DECL_INITIAL (decl)
      || TREE_CODE (DECL_INITIAL (decl)) != INTEGER_CST)
    return false;
  if (TREE_CODE (decl) == CONST_DECL)
    return true;
  return VAR_P (decl) && TREE_STATIC (decl) && TREE_READONLY (decl);
}

/* The value memory REF holds just before statement AT, found by walking
   the virtual use-def chain back to a store that must define it; NULL
   when unsure.  This sees through what gfortran emits at -O0: constants
   passed by reference, array descriptors, derived-type handles.  */

static tree
value_stored_at (tree ref, gimple *at)
{
  tree base = get_base_address (ref);
  if (base && base == ref && constant_holder_p (base))
    return DECL_INITIAL (base);

  ao_ref r;
  ao_ref_init (&r, ref);
  tree vuse = gimple_vuse (at);
  for (int budget = MAX_WALK; vuse && budget > 0; budget--)
    {
      gimple *def = SSA_NAME_DEF_STMT (vuse);
      if (!def || gimple_nop_p (def) || gimple_code (def) == GIMPLE_PHI)
	return NULL_TREE;
      if (gimple_assign_single_p (def) && !gimple_clobber_p (def))
	{
	  tree lhs = gimple_assign_lhs (def);
	  tree rhs = gimple_assign_rhs1 (def);
	  if (operand_equal_p (lhs, ref, 0))
	    {
	      if (is_gimple_min_invariant (rhs)
		  || TREE_CODE (rhs) == SSA_NAME)
		return rhs;
	      if (TREE_CODE (rhs) == CONSTRUCTOR)
		return NULL_TREE;
	      /* A copy from memory: go on with the source.  */
	      ref = rhs;
	      ao_ref_init (&r, ref);
	      vuse = gimple_vuse (def);
	      continue;
	    }
	  /* A copy of the whole record REF is a field of.  */
	  if (TREE_CODE (ref) == COMPONENT_REF
	      && operand_equal_p (lhs, TREE_OPERAND (ref, 0), 0))
	    {
	      if (TREE_CODE (rhs) == CONSTRUCTOR
		  || !useless_type_conversion_p (TREE_TYPE (lhs),
						 TREE_TYPE (rhs)))
		return NULL_TREE;
	      ref = build3 (COMPONENT_REF, TREE_TYPE (ref), rhs,
			    TREE_OPERAND (ref, 1), NULL_TREE);
	      ao_ref_init (&r, ref);
	      vuse = gimple_vuse (def);
	      continue;
	    }
	}
      if (stmt_may_clobber_ref_p_1 (def, &r, false))
	return NULL_TREE;
      vuse = gimple_vuse (def);
    }
  return NULL_TREE;
}

/* Whether call STMT is given the address of variable DECL.  */

static bool
passes_address_p (gcall *stmt, tree decl)
{
  for (unsigned i = 0; i < gimple_call_num_args (stmt); i++)
    {
      tree arg = gimple_call_arg (stmt, i);
      STRIP_NOPS (arg);
      if (TREE_CODE (arg) == ADDR_EXPR
	  && get_base_address (TREE_OPERAND (arg, 0)) == decl)
	return true;
    }
  return false;
}

/* Whether MPI call STMT leaves variable DECL alone, its address not
   among its arguments.  An MPI function writes only through its
   arguments, and not through all: the origin buffer of an MPI_Put is
   read, a handle (a pointer to an incomplete type in C) is the
   library's.  */

static bool
mpi_call_keeps_p (gcall *stmt, tree decl)
{
  tree fndecl = gimple_call_fndecl (stmt);
  bool fortran, f08, other_mpi;
  if (!fndecl)
    return false;
  const mpi_fn *fn = classify_mpi (fndecl, &fortran, &f08, &other_mpi);
  if (!fn && !other_mpi)
    return false;
  for (unsigned i = 0; i < gimple_call_num_args (stmt); i++)
    {
      tree arg = gimple_call_arg (stmt, i);
      STRIP_NOPS (arg);
      if (TREE_CODE (arg) == ADDR_EXPR)
	{
	  if (get_base_address (TREE_OPERAND (arg, 0)) == decl)
	    return false;
	  continue;
	}
      if (TREE_CODE (arg) != SSA_NAME || !POINTER_TYPE_P (TREE_TYPE (arg)))
	continue;
      if (fn && fn->role == MR_RMA && (int) i != fn->write.addr
	  && (int) i != fn->request)
	continue;
      tree pointee = TREE_TYPE (TREE_TYPE (arg));
      if (RECORD_OR_UNION_TYPE_P (pointee) && !COMPLETE_TYPE_P (pointee))
	continue;
      return false;
    }
  return true;
}

/* The call that gave pointer variable REF, loaded at AT, its value, when
   it is the last statement that may have stored to REF, it was given
   REF's address (MPI_Win_allocate's out-argument, say), and it runs
   once per call of the function; else NULL.  Every load of REF it
   reaches then yields the same pointer.  */

static gimple *
pointer_defining_call (tree ref, gimple *at)
{
  if (!VAR_P (ref) || TREE_THIS_VOLATILE (ref) || is_global_var (ref)
      || !POINTER_TYPE_P (TREE_TYPE (ref)))
    return NULL;
  ao_ref r;
  ao_ref_init (&r, ref);
  tree vuse = gimple_vuse (at);
  for (int budget = MAX_WALK; vuse && budget > 0; budget--)
    {
      gimple *def = SSA_NAME_DEF_STMT (vuse);
      if (!def || gimple_nop_p (def) || gimple_code (def) == GIMPLE_PHI)
	return NULL;
      if (gcall *call = dyn_cast <gcall *> (def))
	{
	  if (passes_address_p (call, ref))
	    return bb_in_cycle_p (gimple_bb (call)) ? NULL : call;
	  if (mpi_call_keeps_p (call, ref))
	    {
	      vuse = gimple_vuse (def);
	      continue;
	    }
	}
      if (stmt_may_clobber_ref_p_1 (def, &r, false))
	return NULL;
      vuse = gimple_vuse (def);
    }
  return NULL;
}

/* The constant value of integer T (an argument, or with BY_REF the
   integer or integer-holding record T points to) at statement AT.  */

bool
int_value (tree t, gimple *at, bool by_ref, HOST_WIDE_INT *val)
{
  for (int depth = 0; t && depth < 8; depth++)
    {
      STRIP_NOPS (t);
      if (by_ref)
	{
	  if (TREE_CODE (t) == SSA_NAME)
	    {
	      gimple *def = SSA_NAME_DEF_STMT (t);
	      if (!gimple_assign_single_p (def))
		return false;
	      t = gimple_assign_rhs1 (def);
	      continue;
	    }
	  if (TREE_CODE (t) != ADDR_EXPR)
	    return false;
	  tree obj = TREE_OPERAND (t, 0);
	  /* mpi_f08 handles are records holding one integer.  */
	  if (TREE_CODE (TREE_TYPE (obj)) == RECORD_TYPE)
	    {
	      tree field = TYPE_FIELDS (TREE_TYPE (obj));
	      while (field && TREE_CODE (field) != FIELD_DECL)
		field = DECL_CHAIN (field);
	      if (!field || !INTEGRAL_TYPE_P (TREE_TYPE (field)))
		return false;
	      obj = build3 (COMPONENT_REF, TREE_TYPE (field), obj, field,
			    NULL_TREE);
	    }
	  if (!INTEGRAL_TYPE_P (TREE_TYPE (obj)))
	    return false;
	  t = value_stored_at (obj, at);
	  by_ref = false;
	  continue;
	}
      if (TREE_CODE (t) == INTEGER_CST)
	{
	  if (!tree_fits_shwi_p (t))
	    return false;
	  *val = tree_to_shwi (t);
	  return true;
	}
      if (TREE_CODE (t) != SSA_NAME)
	return false;
      gimple *def = SSA_NAME_DEF_STMT (t);
      if (!is_gimple_assign (def))
	return false;
      if (gimple_assign_load_p (def))
	{
	  t = value_stored_at (gimple_assign_rhs1 (def), def);
	  at = def;
	}
      else if (gimple_assign_single_p (def)
	       || CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (def)))
	t = gimple_assign_rhs1 (def);
      else
	return false;
    }
  return false;
}

/* Add the base and byte offset of OBJ (an lvalue) to OUT.  */

static void
resolve_object (tree obj, gimple *at, mem_loc *out, int depth)
{
  poly_int64 pbo;
  HOST_WIDE_INT bo;
  tree b = get_addr_base_and_unit_offset (obj, &pbo);
  bool known = b && pbo.is_constant (&bo);
  if (!b)
    b = get_base_address (obj);
  if (!b)
    {
      out->base = NULL_TREE;
      return;
    }
  if (TREE_CODE (b) == MEM_REF)
    {
      resolve_ptr (TREE_OPERAND (b, 0), at, out, depth + 1);
      poly_offset_int moff = mem_ref_offset (b);
      if (known && moff.is_constant () && wi::fits_shwi_p (moff.coeffs[0]))
	out->off += bo + moff.coeffs[0].to_shwi ();
      else
	out->off_known = false;
      return;
    }
  if (!DECL_P (b))
    {
      out->base = NULL_TREE;
      return;
    }
  out->base = b;
  out->through = NULL_TREE;
  out->off = known ? bo : 0;
  out->off_known = known;
}

/* Where pointer PTR, used at statement AT, points: follows copies,
   conversions, constant offsets and (for gfortran's descriptors) values
   stored in memory.  */

void
resolve_ptr (tree ptr, gimple *at, mem_loc *out, int depth)
{
  out->base = NULL_TREE;
  out->through = NULL_TREE;
  out->off = 0;
  out->off_known = true;
  if (depth > 16)
    return;
  STRIP_NOPS (ptr);
  if (TREE_CODE (ptr) == ADDR_EXPR)
    {
      resolve_object (TREE_OPERAND (ptr, 0), at, out, depth);
      return;
    }
  if (TREE_CODE (ptr) != SSA_NAME)
    return;
  out->base = ptr;
  gimple *def = SSA_NAME_DEF_STMT (ptr);
  if (SSA_NAME_IS_DEFAULT_DEF (ptr) || !is_gimple_assign (def))
    return;
  enum tree_code code = gimple_assign_rhs_code (def);
  tree rhs = gimple_assign_rhs1 (def);
  if (gimple_assign_load_p (def))
    {
      tree v = value_stored_at (rhs, def);
      gimple *call;
      if (v && (TREE_CODE (v) == ADDR_EXPR || TREE_CODE (v) == SSA_NAME))
	resolve_ptr (v, def, out, depth + 1);
      else if (!v && (call = pointer_defining_call (rhs, def)))
	{
	  out->base = gimple_vdef (call);
	  out->through = rhs;
	  return;
	}
      if (!out->base)
	out->base = ptr, out->off = 0, out->off_known = true;
      return;
    }
  if (code == POINTER_PLUS_EXPR)
    {
      resolve_ptr (rhs, def, out, depth + 1);
      tree step = gimple_assign_rhs2 (def);
      if (TREE_CODE (step) == INTEGER_CST && tree_fits_shwi_p (step))
	out->off += tree_to_shwi (step);
      else
	out->off_known = false;
      if (!out->base)
	out->base = ptr, out->off = 0, out->off_known = true;
      return;
    }
  if (gimple_assign_single_p (def) || CONVERT_EXPR_CODE_P (code))
    {
      if (TREE_CODE (rhs) == SSA_NAME || TREE_CODE (rhs) == ADDR_EXPR)
	{
	  resolve_ptr (rhs, def, out, depth + 1);
	  if (!out->base)
	    out->base = ptr, out->off = 0, out->off_known = true;
	}
    }
}

/* Whether FIELD is a field named NAME.  */

static bool
field_named_p (tree field, const char *name)
{
  return (TREE_CODE (field) == FIELD_DECL && DECL_NAME (field)
	  && strcmp (IDENTIFIER_POINTER (DECL_NAME (field)), name) == 0);
}

/* The integer constant an assignment stores, or -1.  */

static HOST_WIDE_INT
stored_constant (gimple *stmt)
{
  tree rhs = gimple_assign_rhs1 (stmt);
  return (TREE_CODE (rhs) == INTEGER_CST && tree_fits_shwi_p (rhs)
	  ? tree_to_shwi (rhs) : -1);
}

/* The most dimensions a gfortran array descriptor has.  */
#define MAX_DESCRIPTOR_RANK 15

tree
fortran_descriptor_data (tree addr, gimple *at)
{
  tree a = addr;
  STRIP_NOPS (a);
  if (TREE_CODE (a) != ADDR_EXPR)
    return addr;
  tree desc = TREE_OPERAND (a, 0);
  if (!VAR_P (desc) || is_global_var (desc)
      || TREE_CODE (TREE_TYPE (desc)) != RECORD_TYPE)
    return addr;
  tree first = TYPE_FIELDS (TREE_TYPE (desc));
  if (!first || !field_named_p (first, "data")
      || !POINTER_TYPE_P (TREE_TYPE (first)))
    return addr;

  /* Walk back over the statements that fill the descriptor in, right
     before the call: the last store to each part is its value, -1 when
     none was seen or it is not a constant.  */
  tree data = NULL_TREE;
  HOST_WIDE_INT rank = -1;
  HOST_WIDE_INT lb[MAX_DESCRIPTOR_RANK], ub[MAX_DESCRIPTOR_RANK];
  HOST_WIDE_INT stride[MAX_DESCRIPTOR_RANK];
  bool seen_lb[MAX_DESCRIPTOR_RANK], seen_ub[MAX_DESCRIPTOR_RANK];
  bool seen_stride[MAX_DESCRIPTOR_RANK];
  for (int k = 0; k < MAX_DESCRIPTOR_RANK; k++)
    {
      lb[k] = ub[k] = stride[k] = 0;
      seen_lb[k] = seen_ub[k] = seen_stride[k] = false;
    }
  gimple_stmt_iterator gsi = gsi_for_stmt (at);
  for (gsi_prev (&gsi); !gsi_end_p (gsi); gsi_prev (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      if (is_gimple_debug (stmt) || !gimple_vdef (stmt))
	continue;
      tree lhs = (gimple_assign_single_p (stmt) && !gimple_clobber_p (stmt)
		  ? gimple_assign_lhs (stmt) : NULL_TREE);
      if (!lhs || get_base_address (lhs) != desc)
	{
	  if (stmt_may_clobber_ref_p (stmt, desc))
	    break;
	  continue;
	}
      if (TREE_CODE (lhs) != COMPONENT_REF)
	break;			/* the whole descriptor */
      tree field = TREE_OPERAND (lhs, 1);
      tree inner = TREE_OPERAND (lhs, 0);
      tree rhs = gimple_assign_rhs1 (stmt);
      if (inner == desc && field == first)
	{
	  if (!data)
	    data = rhs;
	}
      /* desc.dtype = {}: a rank not stored since is 0 (a scalar).  */
      else if (inner == desc && field_named_p (field, "dtype"))
	{
	  if (rank < 0 && TREE_CODE (rhs) == CONSTRUCTOR
	      && CONSTRUCTOR_NELTS (rhs) == 0)
	    rank = 0;
	}
      /* desc.dtype.rank */
      else if (field_named_p (field, "rank")
	       && TREE_CODE (inner) == COMPONENT_REF
	       && TREE_OPERAND (inner, 0) == desc
	       && field_named_p (TREE_OPERAND (inner, 1), "dtype"))
	{
	  if (rank < 0)
	    rank = stored_constant (stmt);
	}
      /* desc.dim[K].lbound, .ubound, .stride */
      else if (TREE_CODE (inner) == ARRAY_REF
	       && tree_fits_shwi_p (TREE_OPERAND (inner, 1))
	       && TREE_CODE (TREE_OPERAND (inner, 0)) == COMPONENT_REF
	       && TREE_OPERAND (TREE_OPERAND (inner, 0), 0) == desc
	       && field_named_p (TREE_OPERAND (TREE_OPERAND (inner, 0), 1),
				 "dim"))
	{
	  HOST_WIDE_INT k = tree_to_shwi (TREE_OPERAND (inner, 1));
	  if (k < 0 || k >= MAX_DESCRIPTOR_RANK)
	    break;
	  HOST_WIDE_INT *v = NULL;
	  bool *seen = NULL;
	  if (field_named_p (field, "lbound"))
	    v = &lb[k], seen = &seen_lb[k];
	  else if (field_named_p (field, "ubound"))
	    v = &ub[k], seen = &seen_ub[k];
	  else if (field_named_p (field, "stride"))
	    v = &stride[k], seen = &seen_stride[k];
	  if (v && !*seen)
	    {
	      /* A bound or stride computed at run time.  */
	      if (TREE_CODE (rhs) != INTEGER_CST || !tree_fits_shwi_p (rhs))
		return addr;
	      *v = tree_to_shwi (rhs);
	      *seen = true;
	    }
	}
    }
  if (!data || (TREE_CODE (data) != ADDR_EXPR && TREE_CODE (data) != SSA_NAME)
      || rank < 0 || rank > MAX_DESCRIPTOR_RANK)
    return addr;
  /* Contiguous data only, so that COUNT elements from DATA on are the
     buffer, where a strided section would be only some of them: the
     first dimension of stride 1, each next one of the stride of the
     previous times its extent.  */
  HOST_WIDE_INT step = 1;
  for (int k = 0; k < rank; k++)
    {
      if (!seen_lb[k] || !seen_ub[k] || !seen_stride[k]
	  || stride[k] != step || ub[k] < lb[k])
	return addr;
      HOST_WIDE_INT extent = ub[k] - lb[k] + 1;
      if (extent > HOST_WIDE_INT_MAX / step)
	return addr;
      step *= extent;
    }
  return data;
}

/* Initialize R for the SIZE bytes (0: unknown) PTR points to at AT.  */

bool
range_from_ptr (mem_range *r, tree ptr, HOST_WIDE_INT size, gimple *at)
{
  tree p = ptr;
  STRIP_NOPS (p);
  if (TREE_CODE (p) != ADDR_EXPR
      && !(TREE_CODE (p) == SSA_NAME && POINTER_TYPE_P (TREE_TYPE (p))))
    return false;
  if (integer_zerop (p))
    return false;
  resolve_ptr (p, at, &r->loc, 0);
  r->size = size;
  r->ext_off = r->ext_size = 0;
  ao_ref_init_from_ptr_and_size (&r->ref, p,
				 size > 0 ? size_int (size) : NULL_TREE);
  r->name_expr = NULL_TREE;
  r->name_ptr = false;
  return true;
}

/* Initialize R for memory reference REF at AT; false when REF cannot be
   an RMA buffer (a register-like local, a constant, the runtime's own
   variables).  */

bool
range_from_ref (mem_range *r, tree ref, gimple *at)
{
  if (TREE_CODE (ref) == WITH_SIZE_EXPR)
    return false;
  tree base = get_base_address (ref);
  if (!base)
    return false;
  if (DECL_P (base))
    {
      if (!may_be_aliased (base) || TREE_READONLY (base)
	  || (VAR_P (base) && DECL_HARD_REGISTER (base)))
	return false;
      if (DECL_NAME (base)
	  && strncmp (IDENTIFIER_POINTER (DECL_NAME (base)),
		      "__rmarace_", 10) == 0)
	return false;
    }
  else if (TREE_CODE (base) != MEM_REF)
    return false;

  poly_int64 pbitoff, pbitsize, pmaxsize;
  HOST_WIDE_INT bitoff, bitsize, maxsize;
  bool reverse;
  tree b = get_ref_base_and_extent (ref, &pbitoff, &pbitsize, &pmaxsize,
				    &reverse);
  bool exact = (pbitoff.is_constant (&bitoff)
		&& pbitsize.is_constant (&bitsize)
		&& pmaxsize.is_constant (&maxsize)
		&& bitsize == maxsize && bitsize > 0
		&& bitoff % BITS_PER_UNIT == 0);
  r->size = (pbitsize.is_constant (&bitsize) && bitsize > 0
	     ? (bitsize + BITS_PER_UNIT - 1) / BITS_PER_UNIT : 0);
  /* A variable index: get_ref_base_and_extent still bounds the access
     by the array (an index out of it would be undefined).  */
  bool bounded = (!exact && pbitoff.is_constant (&bitoff)
		  && pmaxsize.is_constant (&maxsize) && maxsize > 0
		  && r->size > 0 && bitoff >= 0
		  && bitoff % BITS_PER_UNIT == 0
		  && maxsize % BITS_PER_UNIT == 0);
  HOST_WIDE_INT base_off = 0;
  bool base_known = true;
  r->ext_off = r->ext_size = 0;
  if (TREE_CODE (b) == MEM_REF)
    {
      resolve_ptr (TREE_OPERAND (b, 0), at, &r->loc, 0);
      poly_offset_int moff = mem_ref_offset (b);
      base_known = (r->loc.off_known && moff.is_constant ()
		    && wi::fits_shwi_p (moff.coeffs[0]));
      if (base_known)
	base_off = r->loc.off + moff.coeffs[0].to_shwi ();
      if (exact && base_known)
	r->loc.off = base_off + bitoff / BITS_PER_UNIT;
      else
	r->loc.off_known = false;
    }
  else if (DECL_P (b))
    {
      r->loc.base = b;
      r->loc.through = NULL_TREE;
      r->loc.off = exact ? bitoff / BITS_PER_UNIT : 0;
      r->loc.off_known = exact;
    }
  else
    r->loc.base = NULL_TREE;
  if (bounded && base_known && r->loc.base)
    {
      r->ext_off = base_off + bitoff / BITS_PER_UNIT;
      r->ext_size = maxsize / BITS_PER_UNIT;
    }
  ao_ref_init (&r->ref, ref);
  r->name_expr = NULL_TREE;
  r->name_ptr = false;
  return true;
}
