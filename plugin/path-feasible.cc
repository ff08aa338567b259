/* path-feasible.cc -- whether one process can take a path to a conflict.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   The dataflow joins by union, so it finds a conflict whenever some
   path of the CFG has the op pending at the access.  Before a race is
   reported, a search looks for such a path that one process can take:
   one whose branches do not contradict each other.  A branch says
   something about a "key" (an SSA name, or a variable loaded just before
   the branch, such as the rank that MPI_Comm_rank stored): its value
   range ("rank == 0", "rank < k", a switch case), or how it compares with
   another key.  The facts hold along the path until it passes a
   statement that certainly defines the key again (the definition of the
   SSA name, a store to the variable, a call given its address); a store
   through a pointer, or an unknown call, that might change it does not
   end them, which only makes the search find fewer paths: a conflict
   whose path is not found is reported as a possible race only.

   A key may also be computed from one and a constant ("rank % 2"); a
   loop counter that is only incremented keeps its range, shifted.

   Whether the value depends on the rank does not matter here: a single
   process sees the same value at both branches.  That is what makes
   "rank == 0" and "rank == 2" exclusive.  GCC's own range machinery
   (ranger, the predicate analysis of -Wmaybe-uninitialized) works on SSA
   names; at -O0, and for a variable whose address MPI_Comm_rank took at
   any level, every branch loads the rank anew, so the facts here are
   about the variable.  */

#include "gcc-common.h"
#include "path-feasible.h"

bool
bb_in_cycle_p (basic_block bb)
{
  auto_vec<basic_block, 16> work;
  auto_sbitmap seen (last_basic_block_for_fn (cfun));
  bitmap_clear (seen);
  work.safe_push (bb);
  while (!work.is_empty ())
    {
      basic_block b = work.pop ();
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, b->succs)
	{
	  if (e->dest == bb)
	    return true;
	  if (e->dest->index >= NUM_FIXED_BLOCKS
	      && bitmap_set_bit (seen, e->dest->index))
	    work.safe_push (e->dest);
	}
    }
  return false;
}


/* At most this many excluded values per fact, and this many search
   steps per conflict and per function (beyond: not shown, so a possible
   race).  */
#define MAX_EXCLUDED 6
#define MAX_PATH_STEPS 5000
#define MAX_FUNCTION_PATH_STEPS 100000

/* What the path knows about key KEY: with KEY2 < 0, its value is in
   [LO, HI] and none of EX[0..NEX-1]; else KEY compares with KEY2 as one
   of the orderings in MASK.  */

#define ORD_LT 1
#define ORD_EQ 2
#define ORD_GT 4

struct fact
{
  int key, key2;
  unsigned mask;
  HOST_WIDE_INT lo, hi;
  unsigned nex;
  HOST_WIDE_INT ex[MAX_EXCLUDED];
};

/* The branch that ends a block: the keys it tests (-1: none).  */

struct branch_keys
{
  int k0, k1;
  /* With SHIFTED, the branch compares (T) (K0 + ADD), T being the type
     of its operand; K0 has T's precision, at most 32 bits (what fold
     makes of "x >= 1 && x <= 2", and the gimplifier of a switch with
     one case range).  */
  bool shifted;
  HOST_WIDE_INT add;
  /* With MODULUS M, K0 is "(unsigned) X & (M - 1)" for a branch on
     "X % M", M a power of two: only its equality says something.  */
  HOST_WIDE_INT modulus;
};

/* Block BB only adds ADD to variable key KEY.  */

struct shift_entry
{
  int key, bb;
  HOST_WIDE_INT add;
};

/* The state of the path search of one function.  */

struct path_info
{
  function *fun;
  auto_vec<tree> keys;
  branch_keys *branch;		/* per block index */
  sbitmap *redef;		/* per key: the blocks that redefine it */
  /* The keys tested by more than one branch, or by a branch in a loop:
     facts about the others cannot contradict anything.  */
  sbitmap relevant;
  /* Per key: the constants its branches compare it with span
     [CMIN, CMAX]; NO_SHIFT when a branch compares it shifted (then an
     increment forgets what is known of it).  */
  HOST_WIDE_INT *cmin, *cmax;
  bool *no_shift;
  /* The blocks where a variable key is only incremented: KEY += ADD.  */
  auto_vec<shift_entry> shifts;
  int steps_left;		/* for the whole function */
};

/* The orderings for which "A CODE B" holds, 0 if CODE is no comparison.  */

static unsigned
code_mask (enum tree_code code)
{
  switch (code)
    {
    case LT_EXPR: return ORD_LT;
    case LE_EXPR: return ORD_LT | ORD_EQ;
    case GT_EXPR: return ORD_GT;
    case GE_EXPR: return ORD_GT | ORD_EQ;
    case EQ_EXPR: return ORD_EQ;
    case NE_EXPR: return ORD_LT | ORD_GT;
    default: return 0;
    }
}

/* The same relation seen from the other operand.  */

static unsigned
swap_mask (unsigned m)
{
  return (m & ORD_EQ) | (m & ORD_LT ? ORD_GT : 0) | (m & ORD_GT ? ORD_LT : 0);
}

/* Whether memory reference REF is a variable whose value a branch may
   be keyed on: an integer at a fixed place of a declaration, or what a
   parameter points to (a Fortran dummy argument).  */

static bool
trackable_mem_p (tree ref)
{
  if (TREE_THIS_VOLATILE (ref) || !INTEGRAL_TYPE_P (TREE_TYPE (ref)))
    return false;
  poly_int64 off;
  tree base = get_addr_base_and_unit_offset (ref, &off);
  if (!base)
    return false;
  if (DECL_P (base))
    return !TREE_THIS_VOLATILE (base);
  return (TREE_CODE (base) == MEM_REF
	  && TREE_CODE (TREE_OPERAND (base, 0)) == SSA_NAME
	  && SSA_NAME_IS_DEFAULT_DEF (TREE_OPERAND (base, 0)));
}

/* The key of operand OP of the branch ending block BB, or NULL: the
   variable it was loaded from when the load is in BB with no store
   after it, else the SSA name.  Conversions that keep the precision and
   additions of a constant are looked through (*SHIFTED, *ADD: see
   branch_keys).  */

static tree
branch_key (tree op, basic_block bb, bool *shifted, HOST_WIDE_INT *add,
	    HOST_WIDE_INT *residue = NULL)
{
  *shifted = false;
  *add = 0;
  if (residue)
    *residue = 0;
  for (int depth = 0; depth < 8; depth++)
    {
      if (TREE_CODE (op) != SSA_NAME
	  || !(INTEGRAL_TYPE_P (TREE_TYPE (op))
	       || POINTER_TYPE_P (TREE_TYPE (op))))
	return NULL_TREE;
      gimple *def = SSA_NAME_DEF_STMT (op);
      if (SSA_NAME_IS_DEFAULT_DEF (op) || !is_gimple_assign (def))
	return op;
      if (gimple_assign_load_p (def) && gimple_bb (def) == bb
	  && trackable_mem_p (gimple_assign_rhs1 (def)))
	{
	  gimple_stmt_iterator gsi = gsi_for_stmt (def);
	  for (gsi_next (&gsi); !gsi_end_p (gsi); gsi_next (&gsi))
	    if (gimple_vdef (gsi_stmt (gsi)))
	      return op;
	  return gimple_assign_rhs1 (def);
	}
      tree rhs = gimple_assign_rhs1 (def);
      enum tree_code code = gimple_assign_rhs_code (def);
      if (CONVERT_EXPR_CODE_P (code) && TREE_CODE (rhs) == SSA_NAME
	  && useless_type_conversion_p (TREE_TYPE (op), TREE_TYPE (rhs)))
	{
	  op = rhs;
	  continue;
	}
      bool small = (INTEGRAL_TYPE_P (TREE_TYPE (op))
		    && TYPE_PRECISION (TREE_TYPE (op)) <= 32);
      if (small && CONVERT_EXPR_CODE_P (code) && TREE_CODE (rhs) == SSA_NAME
	  && INTEGRAL_TYPE_P (TREE_TYPE (rhs))
	  && TYPE_PRECISION (TREE_TYPE (rhs)) == TYPE_PRECISION (TREE_TYPE (op)))
	{
	  *shifted = true;
	  op = rhs;
	  continue;
	}
      tree c = gimple_assign_rhs2 (def);
      if (small && code == PLUS_EXPR && TREE_CODE (rhs) == SSA_NAME
	  && TREE_CODE (c) == INTEGER_CST)
	{
	  *shifted = true;
	  *add += TREE_INT_CST_LOW (c) & 0xffffffffu;
	  op = rhs;
	  continue;
	}
      /* A value computed from a key and a constant ("rank % 2", at -O0
	 loaded and computed again before every branch) is a key too: an
	 expression, compared by structure.  */
      if ((code == TRUNC_MOD_EXPR || code == TRUNC_DIV_EXPR
	   || code == BIT_AND_EXPR || code == RSHIFT_EXPR
	   || code == MULT_EXPR)
	  && TREE_CODE (rhs) == SSA_NAME && INTEGRAL_TYPE_P (TREE_TYPE (op))
	  && TREE_CODE (c) == INTEGER_CST && !integer_zerop (c))
	{
	  bool inner_shifted;
	  HOST_WIDE_INT inner_add;
	  tree inner = branch_key (rhs, bb, &inner_shifted, &inner_add,
				   NULL);
	  if (!inner || (inner_shifted && inner_add != 0))
	    return op;
	  /* Only a change of sign, as fold makes of "rank % 2 == 0".  */
	  if (inner_shifted)
	    inner = build1 (NOP_EXPR, TREE_TYPE (rhs), inner);
	  /* "X % M" with M a power of two is, when its value is known,
	     the residue "(unsigned) X & (M - 1)" that fold makes of
	     "X % M == 0".  */
	  if (residue && code == TRUNC_MOD_EXPR && !inner_shifted
	      && !TYPE_UNSIGNED (TREE_TYPE (op)) && *add == 0 && !*shifted
	      && tree_fits_shwi_p (c) && pow2p_hwi (tree_to_shwi (c))
	      && tree_to_shwi (c) > 1)
	    {
	      tree ut = unsigned_type_for (TREE_TYPE (op));
	      *residue = tree_to_shwi (c);
	      return build2 (BIT_AND_EXPR, ut, build1 (NOP_EXPR, ut, inner),
			     build_int_cst (ut, tree_to_shwi (c) - 1));
	    }
	  /* So is "X & MASK" (early optimizations make it of "(unsigned) X
	     & MASK"): the same non-negative value.  */
	  if (code == BIT_AND_EXPR && !TYPE_UNSIGNED (TREE_TYPE (op))
	      && tree_int_cst_sgn (c) >= 0)
	    {
	      tree ut = unsigned_type_for (TREE_TYPE (op));
	      return build2 (BIT_AND_EXPR, ut, build1 (NOP_EXPR, ut, inner),
			     fold_convert (ut, c));
	    }
	  return build2 (code, TREE_TYPE (op), inner, c);
	}
      return op;
    }
  return NULL_TREE;
}

/* The SSA name or variable key KEY is computed from.  */

static tree
key_root (tree key)
{
  while (BINARY_CLASS_P (key) || CONVERT_EXPR_P (key))
    key = TREE_OPERAND (key, 0);
  return key;
}

/* The index of KEY in PI's keys, added if new.  */

static int
key_index (path_info *pi, tree key)
{
  unsigned i;
  tree k;
  FOR_EACH_VEC_ELT (pi->keys, i, k)
    if (k == key
	|| (TREE_CODE (k) != SSA_NAME && TREE_CODE (key) != SSA_NAME
	    && operand_equal_p (k, key, 0)))
      return i;
  pi->keys.safe_push (key);
  return pi->keys.length () - 1;
}

/* Whether STMT certainly gives memory key KEY a new value: it stores to
   the same variable, or passes its address to a call.  */

static bool
redefines_mem_p (gimple *stmt, tree key)
{
  tree base = get_base_address (key);
  tree ptr = (TREE_CODE (base) == MEM_REF ? TREE_OPERAND (base, 0)
	      : NULL_TREE);
  tree lhs = gimple_get_lhs (stmt);
  if (lhs && !is_gimple_reg (lhs))
    {
      tree lb = get_base_address (lhs);
      if (lb == base
	  || (ptr && lb && TREE_CODE (lb) == MEM_REF
	      && TREE_OPERAND (lb, 0) == ptr))
	return true;
    }
  if (gcall *call = dyn_cast <gcall *> (stmt))
    for (unsigned i = 0; i < gimple_call_num_args (call); i++)
      {
	tree arg = gimple_call_arg (call, i);
	STRIP_NOPS (arg);
	if (ptr && arg == ptr)
	  return true;
	if (TREE_CODE (arg) == ADDR_EXPR
	    && get_base_address (TREE_OPERAND (arg, 0)) == base)
	  return true;
      }
  return false;
}

/* Note that key K is compared with constant C.  */

static void
note_constant (path_info *pi, int k, tree c)
{
  if (!c || !tree_fits_shwi_p (c))
    {
      pi->no_shift[k] = true;
      return;
    }
  HOST_WIDE_INT v = tree_to_shwi (c);
  pi->cmin[k] = MIN (pi->cmin[k], v);
  pi->cmax[k] = MAX (pi->cmax[k], v);
}

/* Whether STMT is "KEY = KEY + *ADD", KEY a variable of a type whose
   overflow is undefined, loaded in the same block.  */

static bool
increment_p (gimple *stmt, tree key, HOST_WIDE_INT *add)
{
  if (!gimple_assign_single_p (stmt)
      || !operand_equal_p (gimple_assign_lhs (stmt), key, 0)
      || !INTEGRAL_TYPE_P (TREE_TYPE (key))
      || !TYPE_OVERFLOW_UNDEFINED (TREE_TYPE (key)))
    return false;
  tree sum = gimple_assign_rhs1 (stmt);
  if (TREE_CODE (sum) != SSA_NAME)
    return false;
  gimple *def = SSA_NAME_DEF_STMT (sum);
  if (!is_gimple_assign (def) || gimple_assign_rhs_code (def) != PLUS_EXPR
      || TREE_CODE (gimple_assign_rhs2 (def)) != INTEGER_CST
      || !tree_fits_shwi_p (gimple_assign_rhs2 (def))
      || TREE_CODE (gimple_assign_rhs1 (def)) != SSA_NAME)
    return false;
  gimple *load = SSA_NAME_DEF_STMT (gimple_assign_rhs1 (def));
  if (!gimple_assign_load_p (load) || gimple_bb (load) != gimple_bb (stmt)
      || !operand_equal_p (gimple_assign_rhs1 (load), key, 0))
    return false;
  *add = tree_to_shwi (gimple_assign_rhs2 (def));
  return *add > -1024 && *add < 1024;
}

/* Fill PI for function FUN: the keys of the branches, the blocks
   that redefine them, the sites of the ops and accesses.  */

static void
init_path_info (function *fun, path_info *pi)
{
  int nbb = last_basic_block_for_fn (fun);
  pi->fun = fun;
  pi->steps_left = MAX_FUNCTION_PATH_STEPS;
  pi->branch = XNEWVEC (branch_keys, nbb);
  memset (pi->branch, 0, nbb * sizeof (branch_keys));
  for (int i = 0; i < nbb; i++)
    pi->branch[i].k0 = pi->branch[i].k1 = -1;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    {
      gimple *last = last_stmt (bb);
      if (!last)
	continue;
      tree k0 = NULL_TREE, k1 = NULL_TREE;
      bool shifted = false, shifted1;
      HOST_WIDE_INT add = 0, add1, residue = 0;
      if (gcond *c = dyn_cast <gcond *> (last))
	{
	  if (!code_mask (gimple_cond_code (c)))
	    continue;
	  tree op0 = gimple_cond_lhs (c), op1 = gimple_cond_rhs (c);
	  k0 = branch_key (op0, bb, &shifted, &add,
			   TREE_CODE (op1) == INTEGER_CST ? &residue : NULL);
	  if (TREE_CODE (op1) != INTEGER_CST)
	    {
	      /* Two keys are only compared as they are.  */
	      k1 = branch_key (op1, bb, &shifted1, &add1);
	      if (!k1 || shifted || shifted1)
		k0 = NULL_TREE;
	    }
	  else if (!tree_fits_shwi_p (op1))
	    k0 = NULL_TREE;
	}
      else if (gswitch *s = dyn_cast <gswitch *> (last))
	{
	  k0 = branch_key (gimple_switch_index (s), bb, &shifted, &add);
	  if (shifted)
	    k0 = NULL_TREE;
	}
      if (k0)
	{
	  pi->branch[bb->index].k0 = key_index (pi, k0);
	  pi->branch[bb->index].shifted = shifted;
	  pi->branch[bb->index].add = add;
	  pi->branch[bb->index].modulus = residue;
	  if (k1)
	    pi->branch[bb->index].k1 = key_index (pi, k1);
	}
    }

  unsigned nkeys = pi->keys.length ();
  pi->relevant = sbitmap_alloc (MAX (nkeys, 1));
  bitmap_clear (pi->relevant);
  {
    auto_vec<int> tested;
    tested.safe_grow_cleared (nkeys);
    FOR_EACH_BB_FN (bb, fun)
      {
	const branch_keys &bk = pi->branch[bb->index];
	if (bk.k0 < 0)
	  continue;
	int times = bb_in_cycle_p (bb) ? 2 : 1;
	tested[bk.k0] += times;
	if (bk.k1 >= 0)
	  tested[bk.k1] += times;
      }
    for (unsigned k = 0; k < nkeys; k++)
      if (tested[k] > 1)
	bitmap_set_bit (pi->relevant, k);
  }
  pi->cmin = XNEWVEC (HOST_WIDE_INT, MAX (nkeys, 1));
  pi->cmax = XNEWVEC (HOST_WIDE_INT, MAX (nkeys, 1));
  pi->no_shift = XCNEWVEC (bool, MAX (nkeys, 1));
  for (unsigned k = 0; k < nkeys; k++)
    pi->cmin[k] = HOST_WIDE_INT_MAX, pi->cmax[k] = HOST_WIDE_INT_MIN;
  FOR_EACH_BB_FN (bb, fun)
    {
      const branch_keys &bk = pi->branch[bb->index];
      if (bk.k0 < 0)
	continue;
      if (bk.shifted)
	{
	  pi->no_shift[bk.k0] = true;
	  continue;
	}
      gimple *last = last_stmt (bb);
      if (gcond *c = dyn_cast <gcond *> (last))
	{
	  if (bk.k1 < 0)
	    note_constant (pi, bk.k0, gimple_cond_rhs (c));
	}
      else if (gswitch *s = dyn_cast <gswitch *> (last))
	for (unsigned i = 1; i < gimple_switch_num_labels (s); i++)
	  {
	    tree l = gimple_switch_label (s, i);
	    note_constant (pi, bk.k0, CASE_LOW (l));
	    if (CASE_HIGH (l))
	      note_constant (pi, bk.k0, CASE_HIGH (l));
	  }
    }

  pi->redef = nkeys ? sbitmap_vector_alloc (nkeys, nbb) : NULL;
  if (nkeys)
    bitmap_vector_clear (pi->redef, nkeys);
  for (unsigned k = 0; k < nkeys; k++)
    {
      tree key = key_root (pi->keys[k]);
      if (TREE_CODE (key) == SSA_NAME)
	{
	  if (!SSA_NAME_IS_DEFAULT_DEF (key)
	      && gimple_bb (SSA_NAME_DEF_STMT (key)))
	    bitmap_set_bit (pi->redef[k],
			    gimple_bb (SSA_NAME_DEF_STMT (key))->index);
	  continue;
	}
      FOR_EACH_BB_FN (bb, fun)
	{
	  gimple *redef = NULL;
	  int n = 0;
	  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	       gsi_next (&gsi))
	    if (gimple_vdef (gsi_stmt (gsi))
		&& redefines_mem_p (gsi_stmt (gsi), key))
	      redef = gsi_stmt (gsi), n++;
	  if (!n)
	    continue;
	  bitmap_set_bit (pi->redef[k], bb->index);
	  HOST_WIDE_INT add;
	  if (n == 1 && increment_p (redef, key, &add))
	    {
	      shift_entry se = { (int) k, bb->index, add };
	      pi->shifts.safe_push (se);
	    }
	}
    }
}

/* The path search's knowledge of function FUN.  */

path_info *
path_info_create (function *fun)
{
  path_info *pi = new path_info;
  init_path_info (fun, pi);
  return pi;
}

void
path_info_free (path_info *pi)
{
  free (pi->branch);
  sbitmap_free (pi->relevant);
  free (pi->cmin);
  free (pi->cmax);
  free (pi->no_shift);
  if (pi->redef)
    sbitmap_vector_free (pi->redef);
  delete pi;
}

/* Intersect range fact F with [LO, HI] minus EX[0..NEX-1]; false when
   nothing is left.  Excluded values beyond MAX_EXCLUDED are forgotten,
   which only keeps more paths.  */

static bool
narrow (fact *f, HOST_WIDE_INT lo, HOST_WIDE_INT hi,
	const HOST_WIDE_INT *ex, unsigned nex)
{
  f->lo = MAX (f->lo, lo);
  f->hi = MIN (f->hi, hi);
  for (unsigned i = 0; i < nex && f->nex < MAX_EXCLUDED; i++)
    f->ex[f->nex++] = ex[i];
  /* Move the bounds past excluded values, drop those outside.  */
  for (bool moved = true; moved && f->lo <= f->hi;)
    {
      moved = false;
      for (unsigned i = 0; i < f->nex; i++)
	if (f->ex[i] == f->lo && f->lo < HOST_WIDE_INT_MAX)
	  f->lo++, moved = true;
	else if (f->ex[i] == f->hi && f->hi > HOST_WIDE_INT_MIN)
	  f->hi--, moved = true;
    }
  unsigned n = 0;
  for (unsigned i = 0; i < f->nex; i++)
    if (f->ex[i] > f->lo && f->ex[i] < f->hi)
      f->ex[n++] = f->ex[i];
  f->nex = n;
  return f->lo <= f->hi;
}

/* Add to FACTS that key K is in [LO, HI] minus EX; false if they say
   otherwise.  */

static bool
add_range_fact (vec<fact> *facts, int k, HOST_WIDE_INT lo, HOST_WIDE_INT hi,
		const HOST_WIDE_INT *ex, unsigned nex)
{
  unsigned i;
  fact *f;
  FOR_EACH_VEC_ELT (*facts, i, f)
    if (f->key == k && f->key2 < 0)
      return narrow (f, lo, hi, ex, nex);
  fact nf;
  memset (&nf, 0, sizeof nf);
  nf.key = k;
  nf.key2 = -1;
  nf.lo = HOST_WIDE_INT_MIN;
  nf.hi = HOST_WIDE_INT_MAX;
  if (!narrow (&nf, lo, hi, ex, nex))
    return false;
  facts->safe_push (nf);
  return true;
}

/* Add to FACTS that K0 compares with K1 as one of MASK.  */

static bool
add_rel_fact (vec<fact> *facts, int k0, int k1, unsigned mask)
{
  if (k0 == k1)
    return (mask & ORD_EQ) != 0;
  unsigned i;
  fact *f;
  FOR_EACH_VEC_ELT (*facts, i, f)
    if (f->key2 >= 0 && ((f->key == k0 && f->key2 == k1)
			 || (f->key == k1 && f->key2 == k0)))
      {
	f->mask &= f->key == k0 ? mask : swap_mask (mask);
	return f->mask != 0;
      }
  fact nf;
  memset (&nf, 0, sizeof nf);
  nf.key = k0;
  nf.key2 = k1;
  nf.mask = mask;
  facts->safe_push (nf);
  return true;
}

/* Add to FACTS what the value range of "X CODE C" being true says.  */

static bool
add_cond_fact (vec<fact> *facts, int k, enum tree_code code,
	       HOST_WIDE_INT c)
{
  HOST_WIDE_INT lo = HOST_WIDE_INT_MIN, hi = HOST_WIDE_INT_MAX;
  switch (code)
    {
    case EQ_EXPR: lo = hi = c; break;
    case NE_EXPR: return add_range_fact (facts, k, lo, hi, &c, 1);
    case LT_EXPR:
      if (c == HOST_WIDE_INT_MIN)
	return false;
      hi = c - 1;
      break;
    case LE_EXPR: hi = c; break;
    case GT_EXPR:
      if (c == HOST_WIDE_INT_MAX)
	return false;
      lo = c + 1;
      break;
    case GE_EXPR: lo = c; break;
    default: return true;
    }
  return add_range_fact (facts, k, lo, hi, NULL, 0);
}

/* The value of residue R (modulo 2^PREC) in an integer type of
   precision PREC and signedness UNS.  */

static HOST_WIDE_INT
residue_value (HOST_WIDE_INT r, unsigned prec, bool uns)
{
  HOST_WIDE_INT m = HOST_WIDE_INT_1 << prec;
  r &= m - 1;
  return !uns && r >= m / 2 ? r - m : r;
}

/* Add to FACTS what "(T) (X + ADD) CODE C" being true says of X (key K
   of type XTYPE), T and XTYPE of the same precision of at most 32 bits:
   the values of T it allows form an interval of residues modulo 2^prec,
   maybe wrapping around; so do those of X, shifted by -ADD.  In X's
   order that is an interval, or all but an interval; the latter is only
   known when short.  */

static bool
add_shifted_fact (vec<fact> *facts, int k, tree xtype, tree t,
		  enum tree_code code, HOST_WIDE_INT c, HOST_WIDE_INT add)
{
  unsigned prec = TYPE_PRECISION (t);
  if (prec > 32 || TYPE_PRECISION (xtype) != prec)
    return true;
  HOST_WIDE_INT m = HOST_WIDE_INT_1 << prec;
  HOST_WIDE_INT tmin = TYPE_UNSIGNED (t) ? 0 : -m / 2;
  HOST_WIDE_INT tmax = TYPE_UNSIGNED (t) ? m - 1 : m / 2 - 1;
  /* The allowed values of T, from A to B, in residues.  */
  HOST_WIDE_INT a, b;
  switch (code)
    {
    case EQ_EXPR: a = b = c; break;
    case NE_EXPR: a = c + 1, b = c - 1; break;
    case LT_EXPR: a = tmin, b = c - 1; break;
    case LE_EXPR: a = tmin, b = c; break;
    case GT_EXPR: a = c + 1, b = tmax; break;
    case GE_EXPR: a = c, b = tmax; break;
    default: return true;
    }
  if (code != EQ_EXPR && code != NE_EXPR && a > b)
    return false;
  if (code != NE_EXPR && code != EQ_EXPR && a == tmin && b == tmax)
    return true;
  bool uns = TYPE_UNSIGNED (xtype);
  HOST_WIDE_INT xa = residue_value (a - add, prec, uns);
  HOST_WIDE_INT xb = residue_value (b - add, prec, uns);
  if (xa <= xb)
    return add_range_fact (facts, k, xa, xb, NULL, 0);
  /* All of X's values but those from XB + 1 to XA - 1.  */
  if (xa - xb - 1 > MAX_EXCLUDED)
    return true;
  HOST_WIDE_INT ex[MAX_EXCLUDED];
  unsigned nex = 0;
  for (HOST_WIDE_INT v = xb + 1; v < xa; v++)
    ex[nex++] = v;
  return add_range_fact (facts, k, HOST_WIDE_INT_MIN, HOST_WIDE_INT_MAX,
			 ex, nex);
}

/* The case values of switch S that lead to block DEST, as a hull
   [*LO, *HI]; for the default label, the single values of the other
   cases in EX (false when there are too many to say anything).  */

static bool
switch_edge_fact (function *fun, gswitch *s, basic_block dest,
		  vec<fact> *facts, int k)
{
  basic_block dflt = label_to_block (fun,
				     CASE_LABEL (gimple_switch_default_label (s)));
  if (dest == dflt)
    {
      /* The default: none of the other cases' values (a case that
	 also leads here is not excluded).  */
      HOST_WIDE_INT ex[MAX_EXCLUDED];
      unsigned nex = 0;
      for (unsigned i = 1; i < gimple_switch_num_labels (s); i++)
	{
	  tree l = gimple_switch_label (s, i);
	  if (label_to_block (fun, CASE_LABEL (l)) == dest)
	    continue;
	  if ((CASE_HIGH (l) && !tree_int_cst_equal (CASE_LOW (l),
						      CASE_HIGH (l)))
	      || !tree_fits_shwi_p (CASE_LOW (l)) || nex == MAX_EXCLUDED)
	    return true;
	  ex[nex++] = tree_to_shwi (CASE_LOW (l));
	}
      return add_range_fact (facts, k, HOST_WIDE_INT_MIN, HOST_WIDE_INT_MAX,
			     ex, nex);
    }
  HOST_WIDE_INT lo = HOST_WIDE_INT_MAX, hi = HOST_WIDE_INT_MIN;
  for (unsigned i = 1; i < gimple_switch_num_labels (s); i++)
    {
      tree l = gimple_switch_label (s, i);
      if (label_to_block (fun, CASE_LABEL (l)) != dest)
	continue;
      tree high = CASE_HIGH (l) ? CASE_HIGH (l) : CASE_LOW (l);
      if (!tree_fits_shwi_p (CASE_LOW (l)) || !tree_fits_shwi_p (high))
	return true;
      lo = MIN (lo, tree_to_shwi (CASE_LOW (l)));
      hi = MAX (hi, tree_to_shwi (high));
    }
  if (lo > hi)
    return true;
  return add_range_fact (facts, k, lo, hi, NULL, 0);
}

/* Add to FACTS what taking edge E says; false when it contradicts
   them.  */

static bool
take_edge (path_info *pi, edge e, vec<fact> *facts)
{
  const branch_keys &bk = pi->branch[e->src->index];
  if (bk.k0 < 0 || (e->flags & (EDGE_ABNORMAL | EDGE_EH))
      || !bitmap_bit_p (pi->relevant, bk.k0)
      || (bk.k1 >= 0 && !bitmap_bit_p (pi->relevant, bk.k1)))
    return true;
  gimple *last = last_stmt (e->src);
  /* The ranges are of HOST_WIDE_INTs: the order of the widest unsigned
     values (pointers, say) is not theirs.  */
  tree type = TREE_TYPE (pi->keys[bk.k0]);
  bool ordered = (!TYPE_UNSIGNED (type)
		  || TYPE_PRECISION (type) < HOST_BITS_PER_WIDE_INT);
  if (gswitch *s = dyn_cast <gswitch *> (last))
    return (!ordered
	    || switch_edge_fact (pi->fun, s, e->dest, facts, bk.k0));
  gcond *c = as_a <gcond *> (last);
  enum tree_code code = gimple_cond_code (c);
  if (e->flags & EDGE_FALSE_VALUE)
    code = invert_tree_comparison (code, false);
  else if (!(e->flags & EDGE_TRUE_VALUE))
    return true;
  if (bk.k1 >= 0)
    return add_rel_fact (facts, bk.k0, bk.k1, code_mask (code));
  if (bk.modulus)
    {
      /* X % M == C: C is the residue, or M + C when negative.  */
      if (code != EQ_EXPR)
	return true;
      HOST_WIDE_INT r = tree_to_shwi (gimple_cond_rhs (c));
      if (r <= -bk.modulus || r >= bk.modulus)
	return false;
      if (r < 0)
	r += bk.modulus;
      return add_range_fact (facts, bk.k0, r, r, NULL, 0);
    }
  if (bk.shifted)
    return add_shifted_fact (facts, bk.k0, type,
			     TREE_TYPE (gimple_cond_lhs (c)), code,
			     tree_to_shwi (gimple_cond_rhs (c)), bk.add);
  if (!ordered && code != EQ_EXPR && code != NE_EXPR)
    return true;
  return add_cond_fact (facts, bk.k0, code,
			tree_to_shwi (gimple_cond_rhs (c)));
}

/* How much entering block DEST by edge E adds to key K, which DEST
   redefines; false when it is not an increment.  */

static bool
key_shift (path_info *pi, edge e, int k, HOST_WIDE_INT *add)
{
  tree key = pi->keys[k];
  if (pi->no_shift[k] || key_root (key) != key
      || !INTEGRAL_TYPE_P (TREE_TYPE (key))
      || !TYPE_OVERFLOW_UNDEFINED (TREE_TYPE (key)))
    return false;
  if (TREE_CODE (key) != SSA_NAME)
    {
      unsigned i;
      shift_entry *se;
      FOR_EACH_VEC_ELT (pi->shifts, i, se)
	if (se->key == k && se->bb == e->dest->index)
	  {
	    *add = se->add;
	    return true;
	  }
      return false;
    }
  /* A loop counter at -O2: KEY = PHI <..., KEY + ADD (E)>.  */
  gphi *phi = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (key));
  if (!phi || gimple_bb (phi) != e->dest)
    return false;
  tree arg = PHI_ARG_DEF_FROM_EDGE (phi, e);
  if (TREE_CODE (arg) != SSA_NAME)
    return false;
  gimple *def = SSA_NAME_DEF_STMT (arg);
  if (!is_gimple_assign (def) || gimple_assign_rhs_code (def) != PLUS_EXPR
      || gimple_assign_rhs1 (def) != key
      || TREE_CODE (gimple_assign_rhs2 (def)) != INTEGER_CST
      || !tree_fits_shwi_p (gimple_assign_rhs2 (def)))
    return false;
  *add = tree_to_shwi (gimple_assign_rhs2 (def));
  return *add > -1024 && *add < 1024;
}

/* Add ADD to the values range fact F allows.  Beyond the constants the
   branches compare its key with, values are told apart by no branch: a
   bound past them becomes infinite, so that a loop's counter does not
   make new states forever.  */

static void
shift_fact (path_info *pi, fact *f, HOST_WIDE_INT add)
{
  HOST_WIDE_INT lo = pi->cmin[f->key], hi = pi->cmax[f->key];
  /* Far bounds are infinite, so that adding cannot overflow.  */
  const HOST_WIDE_INT far = HOST_WIDE_INT_MAX / 2;
  if (f->lo < -far || f->lo > far)
    f->lo = HOST_WIDE_INT_MIN;
  if (f->hi < -far || f->hi > far)
    f->hi = HOST_WIDE_INT_MAX;
  if (lo < -far || hi > far)
    {
      f->lo = HOST_WIDE_INT_MIN;
      f->hi = HOST_WIDE_INT_MAX;
      f->nex = 0;
      return;
    }
  if (f->lo != HOST_WIDE_INT_MIN)
    f->lo += add;
  if (f->hi != HOST_WIDE_INT_MAX)
    f->hi += add;
  if (f->lo != HOST_WIDE_INT_MIN && f->lo < lo)
    f->lo = HOST_WIDE_INT_MIN;
  if (f->hi != HOST_WIDE_INT_MAX && f->hi > hi)
    f->hi = HOST_WIDE_INT_MAX;
  if (f->lo != HOST_WIDE_INT_MIN && f->lo > hi)
    f->lo = hi + 1;
  if (f->hi != HOST_WIDE_INT_MAX && f->hi < lo)
    f->hi = lo - 1;
  unsigned n = 0;
  for (unsigned i = 0; i < f->nex; i++)
    if (f->ex[i] >= -far && f->ex[i] <= far
	&& f->ex[i] + add >= lo && f->ex[i] + add <= hi)
      f->ex[n++] = f->ex[i] + add;
  f->nex = n;
}

/* Update FACTS for entering block E->dest: forget those about the keys
   it redefines, except that an increment shifts a range.  */

static void
enter_block (path_info *pi, edge e, vec<fact> *facts)
{
  int b = e->dest->index;
  for (unsigned i = 0; i < facts->length ();)
    {
      fact &f = (*facts)[i];
      HOST_WIDE_INT add;
      if (!bitmap_bit_p (pi->redef[f.key], b)
	  && (f.key2 < 0 || !bitmap_bit_p (pi->redef[f.key2], b)))
	i++;
      else if (f.key2 < 0 && pi->cmin[f.key] <= pi->cmax[f.key]
	       && key_shift (pi, e, f.key, &add))
	{
	  shift_fact (pi, &f, add);
	  if (f.lo == HOST_WIDE_INT_MIN && f.hi == HOST_WIDE_INT_MAX
	      && f.nex == 0)
	    facts->unordered_remove (i);
	  else
	    i++;
	}
      else
	facts->unordered_remove (i);
    }
}

/* A state of the search: at the start of block BB, with the op issued
   (PHASE 1) or not yet, knowing FACTS.  */

struct path_state
{
  int bb;
  int phase;
  vec<fact> facts;
  hashval_t hash;
};

/* A hash of FACTS that does not depend on their order, as facts_equal
   does not.  A new state is compared fact by fact only with the states
   of its block that have its hash: comparing it with all of them was
   most of the compile-time check's cost on units with many branches.  */

static hashval_t
facts_hash (const vec<fact> &facts)
{
  hashval_t h = facts.length ();
  for (unsigned i = 0; i < facts.length (); i++)
    {
      const fact &f = facts[i];
      inchash::hash one;
      one.add_int (f.key);
      one.add_int (f.key2);
      one.add_int (f.mask);
      one.add_hwi (f.lo);
      one.add_hwi (f.hi);
      for (unsigned j = 0; j < f.nex; j++)
	one.add_hwi (f.ex[j]);
      h += one.end ();
    }
  return h;
}

static bool
facts_equal (const vec<fact> &a, const vec<fact> &b)
{
  if (a.length () != b.length ())
    return false;
  for (unsigned i = 0; i < a.length (); i++)
    {
      bool found = false;
      for (unsigned j = 0; j < b.length () && !found; j++)
	found = (a[i].key == b[j].key && a[i].key2 == b[j].key2
		 && a[i].mask == b[j].mask && a[i].lo == b[j].lo
		 && a[i].hi == b[j].hi && a[i].nex == b[j].nex
		 && memcmp (a[i].ex, b[j].ex,
			    a[i].nex * sizeof (HOST_WIDE_INT)) == 0);
      if (!found)
	return false;
    }
  return true;
}

bool
path_feasible (path_info *pi, const path_query &q)
{
  function *fun = pi->fun;

  auto_vec<path_state> stack, seen;
  /* Per block, the states seen at its start (indices in SEEN).  */
  vec<unsigned> *seen_at = XCNEWVEC (vec<unsigned>,
				     last_basic_block_for_fn (fun));
  edge e0;
  edge_iterator ei0;
  FOR_EACH_EDGE (e0, ei0, ENTRY_BLOCK_PTR_FOR_FN (fun)->succs)
    {
      path_state start;
      start.bb = e0->dest->index;
      start.phase = 0;
      start.facts = vNULL;
      stack.safe_push (start);
    }
  bool found = false;
  int steps = 0;
  while (!stack.is_empty () && !found)
    {
      path_state s = stack.pop ();
      s.hash = facts_hash (s.facts);
      bool dup = false;
      for (unsigned i = 0; i < seen_at[s.bb].length () && !dup; i++)
	{
	  const path_state &o = seen[seen_at[s.bb][i]];
	  dup = (o.phase == s.phase && o.hash == s.hash
		 && facts_equal (o.facts, s.facts));
	}
      if (dup || ++steps > MAX_PATH_STEPS || --pi->steps_left < 0)
	{
	  s.facts.release ();
	  continue;
	}
      seen_at[s.bb].safe_push (seen.length ());
      seen.safe_push (s);

      basic_block bb = BASIC_BLOCK_FOR_FN (fun, s.bb);
      vec<fact> facts = s.facts.copy ();
      unsigned nev = q.n_events (q.data, s.bb);

      /* Which phases leave this block: in phase 0 the path may pass the
	 op's block without issuing it (an earlier iteration), or issue
	 it there.  */
      bool out[2] = { s.phase == 0, false };
      unsigned from = 0;
      bool alive = s.phase == 1;
      if (s.phase == 0 && s.bb == q.op_bb)
	alive = true, from = q.op_ev + 1;
      if (alive)
	{
	  for (unsigned i = from; i <= nev; i++)
	    {
	      if (s.bb == q.acc_bb && i == q.acc_ev
		  && (s.phase == 1 || q.acc_ev > q.op_ev))
		{
		  found = true;
		  break;
		}
	      if (i == nev)
		break;
	      if (q.ends (q.data, s.bb, i))
		{
		  alive = false;
		  break;
		}
	    }
	  out[1] = alive;
	}
      for (int phase = 0; phase < 2 && !found; phase++)
	{
	  if (!out[phase])
	    continue;
	  edge e;
	  edge_iterator ei;
	  FOR_EACH_EDGE (e, ei, bb->succs)
	    {
	      if (e->dest == EXIT_BLOCK_PTR_FOR_FN (fun))
		continue;
	      if (phase == 1 && q.leaves (q.data, e))
		continue;
	      path_state n;
	      n.bb = e->dest->index;
	      n.phase = phase;
	      n.facts = facts.copy ();
	      if (take_edge (pi, e, &n.facts))
		{
		  if (pi->redef)
		    enter_block (pi, e, &n.facts);
		  stack.safe_push (n);
		}
	      else
		n.facts.release ();
	    }
	}
      facts.release ();
    }
  for (unsigned i = 0; i < stack.length (); i++)
    stack[i].facts.release ();
  for (unsigned i = 0; i < seen.length (); i++)
    seen[i].facts.release ();
  for (int i = 0; i < last_basic_block_for_fn (fun); i++)
    seen_at[i].release ();
  free (seen_at);
  return found;
}

