/* loop-range.cc -- one runtime record per loop execution for loop accesses.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   The runtime gives every plain load and store made between two MPI
   calls the same instant (doc/model.md), so the accesses a loop makes
   can be told to it after the loop, as long as no MPI call can come
   between: one __rmarace_load (lo, len, loc) covering the bytes an access
   touched in all iterations says the same as one call per iteration.

   An access qualifies when
   - its loop is innermost, reducible, has a single exit edge (no early
     exit, no exception or abnormal edge out of it) and contains no call
     that could reach MPI: only internal functions, const or pure
     functions that surely return, and builtins that do not synchronize;
   - its statement runs in every iteration, or in every iteration but the
     last: its block dominates the latch, and dominates or is dominated by
     the exit block;
   - its address is affine in the loop (scalar evolution) with a constant
     step equal to plus or minus its size, or zero: the bytes it touches
     are then exactly one contiguous range;
   - the number of latch executions is known as an expression of values
     available at the exit.

   The record is emitted on the exit edge (instrument.cc), which a loop
   execution crosses exactly once: a loop that runs 0 times records
   nothing (an empty range is skipped by the guard), and a record never
   names a byte the loop did not touch.  Everything else keeps its
   per-access call.  */

#include "gcc-common.h"
#include "rmarace.h"
#include "instrument.h"

/* What we know about one loop: whether its accesses may be ranged, its
   exit and the number of latch executions (sizetype, valid on EXIT).  */
struct loop_facts
{
  bool analyzed;
  bool ok;
  edge exit;
  tree nlatch;
};

/* Whether the builtin FNDECL is one of OpenMP's or OpenACC's, which may
   run outlined code, start threads and synchronize them.  */

bool
rmarace_openmp_builtin_p (tree fndecl)
{
  const char *name = IDENTIFIER_POINTER (DECL_NAME (fndecl));
  return (strstr (name, "GOMP_") || strstr (name, "GOACC_")
	  || startswith (name, "__builtin_GOMP"));
}

/* Whether the builtin FNDECL may synchronize threads: OpenMP, OpenACC,
   atomics.  Other builtins (memcpy, sqrt, ...) cannot reach MPI.  */

static bool
synchronizing_builtin_p (tree fndecl)
{
  const char *name = IDENTIFIER_POINTER (DECL_NAME (fndecl));
  return (rmarace_openmp_builtin_p (fndecl)
	  || startswith (name, "__atomic_") || startswith (name, "__sync_"));
}

/* Whether the call STMT surely cannot reach MPI and surely returns.  */

static bool
harmless_call_p (gimple *stmt)
{
  if (gimple_call_internal_p (stmt))
    return true;
  tree fndecl = gimple_call_fndecl (stmt);
  if (fndecl && gimple_call_builtin_p (stmt, BUILT_IN_NORMAL))
    return !synchronizing_builtin_p (fndecl);
  int flags = gimple_call_flags (stmt);
  return ((flags & (ECF_CONST | ECF_PURE))
	  && !(flags & (ECF_LOOPING_CONST_OR_PURE | ECF_RETURNS_TWICE)));
}

/* Whether the body of LOOP has only harmless calls, no asm and no
   irreducible region.  */

bool
rmarace_loop_body_ok_p (class loop *loop)
{
  basic_block *body = get_loop_body (loop);
  bool ok = true;
  for (unsigned i = 0; ok && i < loop->num_nodes; i++)
    {
      if (body[i]->flags & BB_IRREDUCIBLE_LOOP)
	ok = false;
      for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
	   ok && !gsi_end_p (gsi); gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  if (gimple_code (stmt) == GIMPLE_ASM)
	    ok = false;
	  else if (is_gimple_call (stmt) && !harmless_call_p (stmt))
	    ok = false;
	}
    }
  free (body);
  return ok;
}

/* Whether every SSA name in *TP is usable on the loop's exit edge:
   defined in a block that dominates the exit's source, outside the loop
   unless IN_LOOP allows the loop's own (whose value on the exit edge is
   then the one of the last iteration), and in no abnormal PHI.  The walk
   stops at a bad one.  */

struct usable_ctx
{
  class loop *loop;
  basic_block at;
  bool in_loop;
};

static tree
unusable_name_r (tree *tp, int *walk_subtrees, void *data)
{
  usable_ctx *ctx = (usable_ctx *) data;
  tree t = *tp;
  if (IS_TYPE_OR_DECL_P (t))
    {
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  /* Nothing that could trap or branch when recomputed at the exit.  */
  if (TREE_CODE (t) == COND_EXPR || TREE_CODE (t) == CALL_EXPR
      || TREE_CODE (t) == TRUNC_MOD_EXPR
      || (TREE_CODE_CLASS (TREE_CODE (t)) == tcc_binary
	  && (TREE_CODE (t) == TRUNC_DIV_EXPR
	      || TREE_CODE (t) == FLOOR_DIV_EXPR
	      || TREE_CODE (t) == CEIL_DIV_EXPR
	      || TREE_CODE (t) == ROUND_DIV_EXPR
	      || TREE_CODE (t) == EXACT_DIV_EXPR)
	  && !(TREE_CODE (TREE_OPERAND (t, 1)) == INTEGER_CST
	       && !integer_zerop (TREE_OPERAND (t, 1)))))
    return t;
  if (TREE_CODE (t) != SSA_NAME)
    return NULL_TREE;
  if (SSA_NAME_OCCURS_IN_ABNORMAL_PHI (t) || virtual_operand_p (t))
    return t;
  if (SSA_NAME_IS_DEFAULT_DEF (t))
    return NULL_TREE;
  basic_block bb = gimple_bb (SSA_NAME_DEF_STMT (t));
  if (!bb || (!ctx->in_loop && flow_bb_inside_loop_p (ctx->loop, bb))
      || !dominated_by_p (CDI_DOMINATORS, ctx->at, bb))
    return t;
  return NULL_TREE;
}

static bool
usable_at_exit_p (class loop *loop, edge exit, tree expr, bool in_loop)
{
  usable_ctx ctx = { loop, exit->src, in_loop };
  return !walk_tree_without_duplicates (&expr, unusable_name_r, &ctx);
}

/* Whether EXPR can be computed at the end of AT, which dominates LOOP,
   from values set before LOOP.  */

bool
rmarace_usable_before_p (class loop *loop, basic_block at, tree expr)
{
  usable_ctx ctx = { loop, at, false };
  return !walk_tree_without_duplicates (&expr, unusable_name_r, &ctx);
}

/* Whether EXPR uses an SSA name defined inside LOOP.  */

static tree
defined_in_loop_r (tree *tp, int *walk_subtrees, void *data)
{
  class loop *loop = (class loop *) data;
  if (IS_TYPE_OR_DECL_P (*tp))
    *walk_subtrees = 0;
  else if (TREE_CODE (*tp) == SSA_NAME && !SSA_NAME_IS_DEFAULT_DEF (*tp))
    {
      basic_block bb = gimple_bb (SSA_NAME_DEF_STMT (*tp));
      if (bb && flow_bb_inside_loop_p (loop, bb))
	return *tp;
    }
  return NULL_TREE;
}

static bool
varies_in_loop_p (class loop *loop, tree expr)
{
  return walk_tree_without_duplicates (&expr, defined_in_loop_r, loop);
}

/* Analyze LOOP once into F.  */

static void
analyze_loop (class loop *loop, loop_facts *f)
{
  f->analyzed = true;
  f->ok = false;
  if (loop->inner || !loop_outer (loop) || !loop->latch
      || !rmarace_loop_body_ok_p (loop))
    return;

  auto_vec<edge> exits = get_loop_exit_edges (loop);
  if (exits.length () != 1)
    return;
  edge exit = exits[0];
  if (exit->flags & (EDGE_ABNORMAL | EDGE_EH | EDGE_FAKE))
    return;

  f->ok = true;
  f->exit = exit;
  f->nlatch = NULL_TREE;

  /* Only accesses after the exit test need the number of latch
     executions.  EVERY_ITERATION: the exit test dominates the latch, so
     NITER counts them exactly, given the assumptions it proves.  */
  class tree_niter_desc desc;
  if (!number_of_iterations_exit (loop, exit, &desc, false, true)
      || !desc.niter || chrec_contains_undetermined (desc.niter)
      || !INTEGRAL_TYPE_P (TREE_TYPE (desc.niter))
      || TYPE_PRECISION (TREE_TYPE (desc.niter)) > TYPE_PRECISION (sizetype))
    return;

  tree n = fold_convert (sizetype, desc.niter);
  if (desc.may_be_zero && integer_nonzerop (desc.may_be_zero))
    n = size_zero_node;
  else if (desc.may_be_zero && !integer_zerop (desc.may_be_zero))
    {
      /* N * (1 - MAY_BE_ZERO): arithmetic, so that gimplifying it at the
	 exit never needs a branch.  */
      tree z = fold_convert (sizetype, desc.may_be_zero);
      n = fold_build2 (MULT_EXPR, sizetype, n,
		       fold_build2 (MINUS_EXPR, sizetype, size_one_node, z));
    }
  if (usable_at_exit_p (loop, exit, n, false))
    f->nlatch = n;
}

/* The affine evolution of the element VAL of an address in LOOP: its
   value in iteration i is *BASE + i * *STEP (sizetype arithmetic).  */

static bool
element_iv (class loop *loop, tree val, tree *base, HOST_WIDE_INT *step)
{
  if (!varies_in_loop_p (loop, val))
    {
      *base = fold_convert (sizetype, val);
      *step = 0;
      return true;
    }
  tree inner = val;
  if (CONVERT_EXPR_P (val))
    inner = TREE_OPERAND (val, 0);
  if (TREE_CODE (inner) != SSA_NAME)
    return false;

  affine_iv iv;
  if (!simple_iv (loop, loop, inner, &iv, false)
      || TREE_CODE (iv.step) != INTEGER_CST)
    return false;
  tree from = TREE_TYPE (inner), to = TREE_TYPE (val);
  if (inner != val && INTEGRAL_TYPE_P (from))
    {
      /* A conversion commutes with the evolution only if it does not
	 truncate and, when it widens, the value never wraps.  */
      if ((!INTEGRAL_TYPE_P (to) && !POINTER_TYPE_P (to))
	  || TYPE_PRECISION (to) < TYPE_PRECISION (from)
	  || (TYPE_PRECISION (to) > TYPE_PRECISION (from) && !iv.no_overflow))
	return false;
    }
  else if (inner != val && !POINTER_TYPE_P (from))
    return false;

  /* The step as a signed number of its own precision: an unsigned
     counter that goes down without wrapping has a step of 2^N - 1.  */
  wide_int w = wi::to_wide (iv.step);
  widest_int s = wi::sext (widest_int::from (w, UNSIGNED),
			   TYPE_PRECISION (TREE_TYPE (iv.step)));
  if (!wi::fits_shwi_p (s))
    return false;
  *step = s.to_shwi ();
  *base = fold_convert (sizetype, fold_convert (to, iv.base));
  return true;
}

/* The address ADDR of an access in LOOP, as *BASE + i * *STEP in
   iteration i.  */

bool
rmarace_affine_address (class loop *loop, tree addr, tree *base,
			HOST_WIDE_INT *step)
{
  aff_tree comb;
  tree ref = TREE_CODE (addr) == ADDR_EXPR ? TREE_OPERAND (addr, 0) : NULL;
  if (ref && TREE_CODE (ref) == TARGET_MEM_REF)
    /* The affine combination would keep &TARGET_MEM_REF as an opaque
       element; spell out base + index * step + index2 + offset.  */
    addr = tree_mem_ref_addr (TREE_TYPE (addr), ref);
  else if (ref && handled_component_p (ref))
    {
      /* A component of a TARGET_MEM_REF: the same, plus the position.  */
      poly_int64 bitsize, bitpos;
      tree toffset;
      machine_mode mode;
      int unsignedp, reversep, volatilep;
      tree core = get_inner_reference (ref, &bitsize, &bitpos, &toffset,
				       &mode, &unsignedp, &reversep,
				       &volatilep);
      if (TREE_CODE (core) == TARGET_MEM_REF)
	return false;
    }
  tree_to_aff_combination (addr, TREE_TYPE (addr), &comb);

  if (!comb.offset.is_constant () || !wi::fits_shwi_p (comb.offset.coeffs[0]))
    return false;
  tree b = size_int (comb.offset.coeffs[0].to_shwi ());
  widest_int total = 0;
  for (unsigned i = 0; i <= comb.n; i++)
    {
      tree val;
      widest_int coef;
      if (i < comb.n)
	{
	  val = comb.elts[i].val;
	  coef = comb.elts[i].coef;
	}
      else if (comb.rest)
	{
	  val = comb.rest;
	  coef = 1;
	}
      else
	break;
      tree eb;
      HOST_WIDE_INT es;
      if (!element_iv (loop, val, &eb, &es) || !wi::fits_shwi_p (coef))
	return false;
      tree c = build_int_cst (sizetype, coef.to_shwi ());
      b = fold_build2 (PLUS_EXPR, sizetype, b,
		       fold_build2 (MULT_EXPR, sizetype, eb, c));
      total += coef * es;
      if (!wi::fits_shwi_p (total))
	return false;
    }
  *base = b;
  *step = total.to_shwi ();
  return true;
}

/* For simplify_replace_tree: the value the SSA name NAME had in the
   last iteration of the loop CTX->loop, from values live on the exit
   edge CTX->exit.  A name set by a PHI of the header whose next value,
   NAME + C (C constant), is computed before the exit test in every
   iteration is then that next value - C: the exit test uses the next
   value, so it is live there anyway, while NAME itself would be kept
   alive through the loop only for the record, which costs the loop a
   register copy per iteration.  Any other name is left as it is.  */

struct last_ctx
{
  class loop *loop;
  edge exit;
};

static tree
last_value (tree name, void *data)
{
  last_ctx *ctx = (last_ctx *) data;
  gimple *def = SSA_NAME_DEF_STMT (name);
  if (gimple_assign_cast_p (def)
      && TREE_CODE (gimple_assign_rhs1 (def)) == SSA_NAME
      && gimple_bb (def)
      && flow_bb_inside_loop_p (ctx->loop, gimple_bb (def)))
    {
      /* ivopts' (void *) of a counter: the conversion of its last
	 value.  */
      tree from = gimple_assign_rhs1 (def);
      tree v = last_value (from, data);
      return v == from ? name : fold_convert (TREE_TYPE (name), v);
    }
  if (gimple_code (def) != GIMPLE_PHI
      || gimple_bb (def) != ctx->loop->header)
    return name;
  tree next = PHI_ARG_DEF_FROM_EDGE (def, loop_latch_edge (ctx->loop));
  if (TREE_CODE (next) != SSA_NAME || SSA_NAME_OCCURS_IN_ABNORMAL_PHI (next))
    return name;
  gimple *step = SSA_NAME_DEF_STMT (next);
  if (!is_gimple_assign (step)
      || (gimple_assign_rhs_code (step) != PLUS_EXPR
	  && gimple_assign_rhs_code (step) != POINTER_PLUS_EXPR)
      || gimple_assign_rhs1 (step) != name
      || TREE_CODE (gimple_assign_rhs2 (step)) != INTEGER_CST
      || !flow_bb_inside_loop_p (ctx->loop, gimple_bb (step))
      || !dominated_by_p (CDI_DOMINATORS, ctx->exit->src, gimple_bb (step)))
    return name;
  /* Wrapping arithmetic: NEXT = NAME + C modulo the type's size.  */
  tree v = fold_build2 (MINUS_EXPR, sizetype, fold_convert (sizetype, next),
			fold_convert (sizetype, gimple_assign_rhs2 (step)));
  return fold_convert (TREE_TYPE (name), v);
}

/* The address ADDR of an access made before the exit test of LOOP, as
   its value in the last iteration computed on EXIT, preferably from the
   next values of the loop's counters (last_value).  */

static tree
last_address (class loop *loop, edge exit, tree addr)
{
  tree sum = addr;
  tree ref = TREE_CODE (addr) == ADDR_EXPR ? TREE_OPERAND (addr, 0) : NULL;
  if (ref && TREE_CODE (ref) == TARGET_MEM_REF)
    sum = tree_mem_ref_addr (TREE_TYPE (addr), ref);
  else if (ref)
    {
      /* A reference: its affine combination spells it as a sum whose
	 names can be replaced (rmarace_affine_address has accepted it).  */
      aff_tree comb;
      tree_to_aff_combination (addr, TREE_TYPE (addr), &comb);
      sum = aff_combination_to_tree (&comb);
    }
  last_ctx ctx = { loop, exit };
  tree last = simplify_replace_tree (unshare_expr (sum), NULL_TREE, NULL_TREE,
				     last_value, &ctx);
  if (last == sum)
    return fold_convert (sizetype, unshare_expr (addr));
  return fold_convert (sizetype, last);
}

/* Try to cover the access A (in LOOP, facts F) by a range; push it on
   RANGES and return true if it is.  */

static bool
range_for_access (class loop *loop, const loop_facts *f,
		  const pending_access &a, vec<loop_range> *ranges)
{
  basic_block bb = gimple_bb (a.stmt);
  if (!tree_fits_uhwi_p (a.size))
    return false;
  HOST_WIDE_INT size = tree_to_uhwi (a.size);
  if (size <= 0)
    return false;

  /* The statement must run in every iteration (but perhaps the last):
     its block dominates the latch.  */
  if (!dominated_by_p (CDI_DOMINATORS, loop->latch, bb))
    return false;
  tree base;
  HOST_WIDE_INT step;
  if (!rmarace_affine_address (loop, a.addr, &base, &step)
      || !usable_at_exit_p (loop, f->exit, base, false))
    return false;
  if (step != 0 && step != size && step != -size)
    return false;

  tree sz = size_int (size);
  tree lo, len;
  bool before_exit = dominated_by_p (CDI_DOMINATORS, f->exit->src, bb);
  if (before_exit && f->nlatch && TREE_CODE (f->nlatch) == INTEGER_CST
      && step != 0)
    {
      /* A constant count: it ran NLATCH + 1 times (once when the loop
	 exits at once, NLATCH being 0 then), so the length is a
	 constant, which the guard tests with one or two shadow entries
	 or the hull instead of all three (build_guard).  */
      widest_int n = (wi::to_widest (f->nlatch) + 1) * size;
      if (!wi::fits_shwi_p (n))
	return false;
      len = size_int (n.to_shwi ());
      if (step > 0)
	lo = base;
      else
	/* The last iteration's address is the lowest.  */
	lo = fold_build2 (MINUS_EXPR, sizetype,
			  fold_build2 (PLUS_EXPR, sizetype, base, sz), len);
    }
  else if (before_exit)
    {
      /* It runs in the last iteration too, before the exit test: on the
	 exit edge its address expression still holds the last address it
	 touched, and BASE is the first.  No iteration count is needed.  */
      tree last = last_address (loop, f->exit, a.addr);
      if (!usable_at_exit_p (loop, f->exit, last, true))
	last = fold_convert (sizetype, unshare_expr (a.addr));
      if (!usable_at_exit_p (loop, f->exit, last, true))
	return false;
      if (step >= 0)
	{
	  lo = base;
	  len = fold_build2 (PLUS_EXPR, sizetype,
			     fold_build2 (MINUS_EXPR, sizetype, last, base),
			     sz);
	}
      else
	{
	  lo = last;
	  len = fold_build2 (PLUS_EXPR, sizetype,
			     fold_build2 (MINUS_EXPR, sizetype, base, last),
			     sz);
	}
    }
  else if (dominated_by_p (CDI_DOMINATORS, bb, f->exit->src) && f->nlatch)
    {
      /* It runs after the exit test, so in every iteration but the last:
	 as many times as the latch, perhaps never.  */
      tree count = f->nlatch;
      len = fold_build2 (MULT_EXPR, sizetype, count, sz);
      if (step > 0)
	lo = base;
      else if (step < 0)
	/* The last iteration's address is the lowest.  */
	lo = fold_build2 (MINUS_EXPR, sizetype,
			  fold_build2 (PLUS_EXPR, sizetype, base, sz), len);
      else
	{
	  lo = base;
	  len = fold_build2 (MULT_EXPR, sizetype,
			     fold_build2 (MIN_EXPR, sizetype, count,
					  size_one_node), sz);
	}
    }
  else
    return false;

  /* Every access of a nonzero step that runs before the exit test runs
     NLATCH + 1 times, every one after it NLATCH times: its length is
     that count times its size, however it was computed.  */
  loop_range r = { f->exit, a.kind, unshare_expr (lo), unshare_expr (len),
		   a.stmt, size, step != 0, before_exit };
  ranges->safe_push (r);
  return true;
}

/* Tidying the records of one loop exit, which can be many: the stencil
   of a loop body reads a[i - 2] ... a[i + 2] and reads and writes
   out[i] several times.  Each record costs GCC its start, length, test
   and call on the exit edge (nothing CSEs them after this pass), as
   much as guarding the accesses one by one would.  */

/* The number of nodes of the expression *TP, for cheapest_length.  */

static tree
count_nodes_r (tree *, int *, void *data)
{
  ++*(unsigned *) data;
  return NULL_TREE;
}

static unsigned
expression_cost (tree t)
{
  unsigned n = 0;
  walk_tree (&t, count_nodes_r, &n, NULL);
  return n;
}

static tree expand_affine (class loop *loop, tree t);

/* LEN of a record on the exit EXIT of LOOP, or an equal expression that
   costs less: lengths computed as last - first address often cancel
   to a difference of counters once their address arithmetic is spelled
   out.  */

static tree
cheaper_length (class loop *loop, edge exit, tree len)
{
  aff_tree x;
  tree_to_aff_combination (expand_affine (loop, len), sizetype, &x);
  tree t = aff_combination_to_tree (&x);
  if (!usable_at_exit_p (loop, exit, t, true))
    return len;
  return expression_cost (t) < expression_cost (len) ? t : len;
}

/* Give the counted records of R[FIRST...] on one exit, of one size and
   one side of the exit test, the cheapest of their lengths: they are
   all the same count times that size (loop_range), so one computation
   serves them all, and equal lengths let merge_ranges see more.  */

static void
share_lengths (vec<loop_range> *r, unsigned first)
{
  for (unsigned i = first; i < r->length (); i++)
    {
      loop_range &a = (*r)[i];
      if (!a.counted)
	continue;
      class loop *loop = a.exit->src->loop_father;
      tree best = cheaper_length (loop, a.exit, a.len);
      unsigned best_cost = expression_cost (best);
      for (unsigned j = i + 1; j < r->length (); j++)
	{
	  loop_range &b = (*r)[j];
	  if (b.counted && b.exit == a.exit && b.size == a.size
	      && b.at_least_once == a.at_least_once)
	    {
	      tree t = cheaper_length (loop, a.exit, b.len);
	      unsigned c = expression_cost (t);
	      if (c < best_cost)
		best = t, best_cost = c;
	    }
	}
      for (unsigned j = i; j < r->length (); j++)
	{
	  loop_range &b = (*r)[j];
	  if (b.counted && b.exit == a.exit && b.size == a.size
	      && b.at_least_once == a.at_least_once)
	    {
	      b.len = unshare_expr (best);
	      /* Done: the next ones of this kind find the same.  */
	      b.counted = false;
	    }
	}
    }
}

/* For simplify_replace_tree: an SSA name defined before the loop
   (LOOP_CTX) by plain address arithmetic, as that arithmetic, so that
   two starts computed from p and from p + 16 compare.  Names defined in
   the loop from names defined in it stay: on the exit edge a name set
   in the loop may be one iteration ahead of or behind the names its
   definition used.  */

struct expand_ctx
{
  class loop *loop;
  int depth;
};

static tree
expand_outside (tree name, void *data)
{
  expand_ctx *ctx = (expand_ctx *) data;
  if (ctx->depth <= 0 || SSA_NAME_IS_DEFAULT_DEF (name))
    return name;
  gimple *def = SSA_NAME_DEF_STMT (name);
  if (!is_gimple_assign (def) || !gimple_bb (def))
    return name;
  if (flow_bb_inside_loop_p (ctx->loop, gimple_bb (def)))
    {
      /* Unless it only uses names defined before the loop: then it has
	 the same value in every iteration.  */
      ssa_op_iter it;
      tree use;
      FOR_EACH_SSA_TREE_OPERAND (use, def, it, SSA_OP_USE)
	if (!SSA_NAME_IS_DEFAULT_DEF (use)
	    && gimple_bb (SSA_NAME_DEF_STMT (use))
	    && flow_bb_inside_loop_p (ctx->loop,
				      gimple_bb (SSA_NAME_DEF_STMT (use))))
	  return name;
    }
  enum tree_code code = gimple_assign_rhs_code (def);
  tree type = TREE_TYPE (name);
  tree rhs1 = gimple_assign_rhs1 (def), e;
  if (code == POINTER_PLUS_EXPR || code == PLUS_EXPR || code == MINUS_EXPR
      || (code == MULT_EXPR
	  && TREE_CODE (gimple_assign_rhs2 (def)) == INTEGER_CST))
    e = fold_build2 (code == POINTER_PLUS_EXPR ? PLUS_EXPR : code, sizetype,
		     fold_convert (sizetype, rhs1),
		     fold_convert (sizetype, gimple_assign_rhs2 (def)));
  else if ((code == SSA_NAME || CONVERT_EXPR_CODE_P (code))
	   && TREE_CODE (rhs1) == SSA_NAME
	   && (POINTER_TYPE_P (TREE_TYPE (rhs1))
	       || INTEGRAL_TYPE_P (TREE_TYPE (rhs1)))
	   && TYPE_PRECISION (TREE_TYPE (rhs1)) == TYPE_PRECISION (sizetype))
    /* A conversion that keeps every bit: no wrap-around to mind.  */
    e = fold_convert (sizetype, rhs1);
  else
    return name;
  if (!POINTER_TYPE_P (type) && !INTEGRAL_TYPE_P (type))
    return name;
  if (TYPE_PRECISION (type) != TYPE_PRECISION (sizetype))
    return name;
  ctx->depth--;
  e = simplify_replace_tree (e, NULL_TREE, NULL_TREE, expand_outside, ctx);
  ctx->depth++;
  return fold_convert (type, e);
}

/* T (on the exit of LOOP) with the names expand_outside expands
   expanded, as a sizetype value.  */

static tree
expand_affine (class loop *loop, tree t)
{
  expand_ctx ctx = { loop, 4 };
  return fold_convert (sizetype,
		       simplify_replace_tree (unshare_expr (t), NULL_TREE,
					      NULL_TREE, expand_outside,
					      &ctx));
}

/* Whether B - A (sizetype values on the exit of LOOP, or before it) is
   a constant, stored in *D.  */

bool
rmarace_constant_difference (class loop *loop, tree a, tree b,
			     HOST_WIDE_INT *d)
{
  aff_tree x, y;
  tree_to_aff_combination (expand_affine (loop, b), sizetype, &x);
  tree_to_aff_combination (expand_affine (loop, a), sizetype, &y);
  aff_combination_scale (&y, -1);
  aff_combination_add (&x, &y);
  if (x.n || x.rest || !x.offset.is_constant ())
    return false;
  /* Modulo 2^N: the offset as a signed number of sizetype's width.  */
  widest_int o = wi::sext (x.offset.coeffs[0], TYPE_PRECISION (sizetype));
  if (!wi::fits_shwi_p (o))
    return false;
  *d = o.to_shwi ();
  return true;
}

/* Whether the statements A and B are on one line of one file.  */

static bool
same_line_p (gimple *a, gimple *b)
{
  location_t la = gimple_location (a), lb = gimple_location (b);
  if (la == UNKNOWN_LOCATION || lb == UNKNOWN_LOCATION)
    return false;
  expanded_location ea = expand_location (la), eb = expand_location (lb);
  return (ea.line == eb.line && ea.file && eb.file
	  && !strcmp (ea.file, eb.file));
}

/* Whether records A and B may become one: same exit, kind, size and
   length, and the same source line, which the one record keeps (a race
   on any of its bytes is then reported at the right line; the column is
   that of the record that starts lowest, in[i - 1] of
   in[i - 1] + in[i] + in[i + 1]).  */

static bool
mergeable_p (const loop_range &a, const loop_range &b)
{
  return (b.exit == a.exit && b.kind == a.kind && b.size == a.size
	  && operand_equal_p (a.len, b.len, 0)
	  && same_line_p (a.stmt, b.stmt));
}

struct offset_rec
{
  HOST_WIDE_INT d;
  unsigned index;
};

static int
compare_offsets (const void *x, const void *y)
{
  const offset_rec *a = (const offset_rec *) x, *b = (const offset_rec *) y;
  if (a->d != b->d)
    return a->d < b->d ? -1 : 1;
  return a->index < b->index ? -1 : a->index > b->index;
}

/* Merge the records of R[FIRST...] that start a constant apart and
   would cover one contiguous run of bytes, a[i - 2] ... a[i + 2] over
   a loop's iterations, into one record of that run, and drop repeats.
   That is exact: every byte of the run is one some record names.  A
   record names LEN bytes, and LEN is 0 or at least SIZE (the access ran
   at least once), so records of equal LEN whose starts are at most SIZE
   apart leave no gap when LEN is not 0; when it is 0, so is the merged
   length.  Dropped records get no exit.  */

static void
merge_ranges (vec<loop_range> *r, unsigned first)
{
  auto_vec<offset_rec> run;
  for (unsigned i = first; i < r->length (); i++)
    {
      loop_range &a = (*r)[i];
      if (!a.exit)
	continue;
      class loop *loop = a.exit->src->loop_father;
      run.truncate (0);
      offset_rec self = { 0, i };
      run.safe_push (self);
      for (unsigned j = i + 1; j < r->length (); j++)
	{
	  HOST_WIDE_INT d;
	  if ((*r)[j].exit && mergeable_p (a, (*r)[j])
	      && rmarace_constant_difference (loop, a.lo, (*r)[j].lo, &d))
	    {
	      offset_rec o = { d, j };
	      run.safe_push (o);
	    }
	}
      if (run.length () == 1)
	continue;
      run.qsort (compare_offsets);
      tree len = a.len;
      bool once = a.at_least_once;
      for (unsigned k = 0; k < run.length ();)
	{
	  /* The run from K: starts at most SIZE apart.  */
	  unsigned m = k + 1;
	  while (m < run.length () && run[m].d - run[m - 1].d <= a.size)
	    m++;
	  HOST_WIDE_INT from = run[k].d, to = run[m - 1].d;
	  loop_range &keep = (*r)[run[k].index];
	  for (unsigned l = k + 1; l < m; l++)
	    (*r)[run[l].index].exit = NULL;
	  if (to > from)
	    {
	      /* KEEP starts the run: its start is LO + FROM.  */
	      tree extra = size_int (to - from);
	      if (!once)
		/* LEN + EXTRA, or 0 when LEN is: arithmetic, no branch.  */
		extra = fold_build2 (MULT_EXPR, sizetype, extra,
				     fold_convert (sizetype,
						   fold_build2 (NE_EXPR,
								boolean_type_node,
								len,
								size_zero_node)));
	      keep.len = fold_build2 (PLUS_EXPR, sizetype, unshare_expr (len),
				      extra);
	    }
	  k = m;
	}
    }
  /* Keep the records in order, without the dropped ones.  */
  unsigned out = first;
  for (unsigned i = first; i < r->length (); i++)
    if ((*r)[i].exit)
      (*r)[out++] = (*r)[i];
  r->truncate (out);
}

/* Whether A is worth looking at: a load or store made by an assignment
   inside some loop.  */

static bool
candidate_p (const pending_access &a)
{
  return (a.kind != ACCESS_SITE && !a.after && is_gimple_assign (a.stmt)
	  && loop_depth (gimple_bb (a.stmt)->loop_father) > 0);
}

void
rmarace_find_loop_ranges (function *fun, vec<pending_access> *work,
			  vec<loop_range> *ranges, fn_stats *st)
{
  /* Without optimization the loop counters live in memory and nothing
     is affine; without SSA there is no scalar evolution.  */
  if (!optimize || !gimple_in_ssa_p (fun) || !current_loops)
    return;
  bool any = false;
  for (unsigned i = 0; !any && i < work->length (); i++)
    any = candidate_p ((*work)[i]);
  if (!any)
    return;

  loop_optimizer_init (LOOPS_NORMAL
		       | LOOPS_HAVE_MARKED_IRREDUCIBLE_REGIONS);
  bool own_scev = !scev_initialized_p ();
  if (own_scev)
    scev_initialize ();
  calculate_dominance_info (CDI_DOMINATORS);

  unsigned first = ranges->length ();
  auto_vec<loop_facts> facts;
  facts.safe_grow_cleared (number_of_loops (fun));
  for (unsigned i = 0; i < work->length (); i++)
    {
      pending_access &a = (*work)[i];
      if (!candidate_p (a))
	continue;
      class loop *loop = gimple_bb (a.stmt)->loop_father;
      if ((unsigned) loop->num >= facts.length ())
	continue;
      loop_facts *f = &facts[loop->num];
      if (!f->analyzed)
	analyze_loop (loop, f);
      if (!f->ok || !range_for_access (loop, f, a, ranges))
	continue;
      a.ranged = true;
      if (a.kind == ACCESS_LOAD)
	st->loads_ranged++;
      else
	st->stores_ranged++;
      if (dump_file && (dump_flags & TDF_DETAILS))
	{
	  fprintf (dump_file, "loop %d range for ", loop->num);
	  print_gimple_stmt (dump_file, a.stmt, 0);
	  fprintf (dump_file, "  lo ");
	  print_generic_expr (dump_file, ranges->last ().lo);
	  fprintf (dump_file, " len ");
	  print_generic_expr (dump_file, ranges->last ().len);
	  fprintf (dump_file, "\n");
	}
    }

  share_lengths (ranges, first);
  merge_ranges (ranges, first);
  if (dump_file && (dump_flags & TDF_DETAILS))
    for (unsigned i = first; i < ranges->length (); i++)
      {
	fprintf (dump_file, "record %u lo ", i);
	print_generic_expr (dump_file, (*ranges)[i].lo);
	fprintf (dump_file, " len ");
	print_generic_expr (dump_file, (*ranges)[i].len);
	fprintf (dump_file, "\n");
      }

  free_numbers_of_iterations_estimates (fun);
  if (own_scev)
    scev_finalize ();
  loop_optimizer_finalize ();
}
