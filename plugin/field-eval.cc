/* field-eval.cc -- the values of operands in the "field" analysis.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   The facts of an operand, and of the address of a memory reference
   (which also checks that tracked records are used only where the
   analysis follows them).  */

#include "gcc-common.h"
#include "rmarace.h"
#include "field-private.h"

namespace fieldp {

/* The size in bytes of REF's type, or -1.  */

HOST_WIDE_INT
ref_size (tree ref)
{
  tree s = TYPE_SIZE_UNIT (TREE_TYPE (ref));
  return s && tree_fits_shwi_p (s) ? tree_to_shwi (s) : -1;
}

/* Add to OUT the facts of the address of REF.  Every level of REF whose
   type is a tracked record adds that record at the offset REF has in it;
   with side effects on the analysis unless ST is NULL.  */

void
address_facts (fn_state *st, tree ref, facts *out)
{
  HOST_WIDE_INT off = 0;
  tree typed = NULL_TREE;	/* the innermost tracked record so far */
  /* For a tracked variable, the offset in one of its records: taken at
     the outermost level of that record's type (the element of an array
     of records, whatever its index).  -2: not seen yet.  */
  tree base = get_base_address (ref);
  tree var_record = (base && tracked_var_p (base) ? obj_record (base)
		     : NULL_TREE);
  HOST_WIDE_INT var_off = -2;
  for (tree t = ref;;)
    {
      tree type = TREE_TYPE (t);
      if (var_record && var_off == -2
	  && TYPE_MAIN_VARIANT (type) == var_record)
	var_off = off;
      if (tracked_record_p (type))
	{
	  if (typed && typed != TYPE_MAIN_VARIANT (type) && st)
	    taint_record (typed);	/* nested in another record */
	  typed = TYPE_MAIN_VARIANT (type);
	  add_fact (out, make_fact (F_OBJ, 0, off, typed));
	}
      else if (typed && RECORD_OR_UNION_TYPE_P (type) && st)
	taint_record (typed);
      switch (TREE_CODE (t))
	{
	case COMPONENT_REF:
	  {
	    HOST_WIDE_INT pos;
	    if (off >= 0 && !DECL_BIT_FIELD (TREE_OPERAND (t, 1))
		&& field_byte_offset (TREE_OPERAND (t, 1), &pos))
	      off += pos;
	    else
	      off = -1;
	    t = TREE_OPERAND (t, 0);
	    continue;
	  }
	case ARRAY_REF:
	case ARRAY_RANGE_REF:
	  {
	    tree idx = TREE_OPERAND (t, 1);
	    tree low = array_ref_low_bound (t);
	    tree esize = array_ref_element_size (t);
	    if (off >= 0 && TREE_CODE (idx) == INTEGER_CST && low
		&& TREE_CODE (low) == INTEGER_CST && esize
		&& tree_fits_shwi_p (esize))
	      off += ((tree_to_shwi (idx) - tree_to_shwi (low))
		      * tree_to_shwi (esize));
	    else
	      off = -1;
	    t = TREE_OPERAND (t, 0);
	    continue;
	  }
	case IMAGPART_EXPR:
	  if (off >= 0)
	    off += ref_size (t) < 0 ? -off - 1 : ref_size (t);
	  t = TREE_OPERAND (t, 0);
	  continue;
	case REALPART_EXPR:
	case VIEW_CONVERT_EXPR:
	  t = TREE_OPERAND (t, 0);
	  continue;
	case BIT_FIELD_REF:
	  {
	    tree pos = TREE_OPERAND (t, 2);
	    if (off >= 0 && tree_fits_shwi_p (pos))
	      off += tree_to_shwi (pos) / BITS_PER_UNIT;
	    else
	      off = -1;
	    t = TREE_OPERAND (t, 0);
	    continue;
	  }
	case MEM_REF:
	  {
	    poly_offset_int mo = mem_ref_offset (t);
	    if (off >= 0 && mo.is_constant () && wi::fits_shwi_p (mo.coeffs[0])
		&& mo.coeffs[0].to_shwi () >= 0)
	      off += mo.coeffs[0].to_shwi ();
	    else
	      off = -1;
	    tree r = pointed_record (TREE_TYPE (TREE_OPERAND (t, 1)));
	    tree p = pointed_record (TREE_TYPE (TREE_OPERAND (t, 0)));
	    if (!r)
	      r = p;
	    if (r && !typed)
	      {
		typed = r;
		add_fact (out, make_fact (F_OBJ, 0, off, r));
	      }
	    auto_vec<fact, 8> base;
	    if (st)
	      eval (st, TREE_OPERAND (t, 0), &base);
	    if (st && typed)
	      check_typed_base (st, base, typed);
	    for (unsigned i = 0; i < base.length (); i++)
	      add_fact (out, shift_fact (base[i], off));
	    return;
	  }
	case TARGET_MEM_REF:
	  {
	    auto_vec<fact, 8> base;
	    if (st)
	      {
		eval (st, TMR_BASE (t), &base);
		if (TMR_INDEX (t))
		  eval (st, TMR_INDEX (t), &base);
		if (TMR_INDEX2 (t))
		  eval (st, TMR_INDEX2 (t), &base);
		if (typed)
		  check_typed_base (st, base, typed);
	      }
	    for (unsigned i = 0; i < base.length (); i++)
	      add_fact (out, shift_fact (base[i], -1));
	    return;
	  }
	case VAR_DECL:
	case PARM_DECL:
	case RESULT_DECL:
	  if (t == base && var_record)
	    add_fact (out, make_fact (F_OBJ, 0, var_off < 0 ? -1 : var_off,
				      t));
	  else if (is_global_var (t) || DECL_EXTERNAL (t))
	    {
	      /* A static object of a tracked record is not followed.  */
	      if (st)
		taint_contained (TREE_TYPE (t), 0);
	      add_fact (out, make_fact (F_UNKNOWN));
	    }
	  else
	    add_fact (out, make_fact (F_LOCAL, 0, -1, t));
	  return;
	default:
	  add_fact (out, make_fact (F_UNKNOWN));
	  return;
	}
    }
}

/* Whether REF reads or writes memory (rather than being a value).  */

bool
memory_ref_p (tree ref)
{
  return (handled_component_p (ref) || TREE_CODE (ref) == MEM_REF
	  || TREE_CODE (ref) == TARGET_MEM_REF
	  || (DECL_P (ref) && !is_gimple_reg (ref)
	      && (VAR_P (ref) || TREE_CODE (ref) == PARM_DECL
		  || TREE_CODE (ref) == RESULT_DECL)));
}

/* Add to OUT what loading REF yields.  */

static void
load_ref (fn_state *st, tree ref, facts *out)
{
  if (!may_hold_pointer_p (TREE_TYPE (ref)))
    {
      auto_vec<fact, 8> addr;
      address_facts (st, ref, &addr);	/* for the checks */
      return;
    }
  auto_vec<fact, 8> addr;
  address_facts (st, ref, &addr);
  load_at (st, addr, ref_size (ref), out);
}

/* Add to OUT the facts of the operand T.  */

void
eval (fn_state *st, tree t, facts *out)
{
  if (!t)
    return;
  switch (TREE_CODE (t))
    {
    case SSA_NAME:
      {
	if (tree r = pointed_record (TREE_TYPE (t)))
	  add_fact (out, make_fact (F_OBJ, 0, 0, r));
	if (SSA_NAME_IS_DEFAULT_DEF (t) && SSA_NAME_VAR (t)
	    && TREE_CODE (SSA_NAME_VAR (t)) == PARM_DECL)
	  {
	    add_facts (out, slot (st, SSA_NAME_VAR (t)));
	    return;
	  }
	if (unsigned *i = st->slots.get (t))
	  add_facts (out, st->sets[*i]);
	return;
      }
    case ADDR_EXPR:
      address_facts (st, TREE_OPERAND (t, 0), out);
      return;
    case INTEGER_CST:
      if (POINTER_TYPE_P (TREE_TYPE (t)) && !integer_zerop (t))
	add_fact (out, make_fact (F_UNKNOWN));
      return;
    default:
      if (CONSTANT_CLASS_P (t))
	return;
      if (memory_ref_p (t))
	load_ref (st, t, out);
      else if (may_hold_pointer_p (TREE_TYPE (t)))
	add_fact (out, make_fact (F_UNKNOWN));
      return;
    }
}

} // namespace fieldp
