/* loop-version.cc -- an uninstrumented copy of loops that miss tracked memory.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Whether an array can be window memory is often unknown at compile
   time: it comes from an allocation helper in another file, through a
   C++ object or a Fortran dummy argument.  At run time it is one test.
   As GCC's vectorizer versions a loop for aliasing, this file versions
   an innermost loop, or a nest of two whose inner loops' counts are
   known before it, whose instrumented accesses all have affine
   addresses (a constant step, or one known before the loop: a row
   length): before the loop it computes the range of bytes each access
   can touch in all iterations, and

       if ((some range meets [__rmarace_lo, __rmarace_hi) or wraps
	    || more than one thread may run)
	   && __rmarace_spans_tracked (ranges))
	 the loop, instrumented (per access or by loop ranges)
       else
	 a copy of the loop without any instrumentation

   where the runtime's call says exactly whether a range meets window
   memory or a pending RMA buffer, or more than one thread may run.  The
   ranges may be larger than what the loop touches (a conditional
   access, a stride), never smaller, so the copy
   runs only when no access of the loop can touch window memory or a
   pending RMA buffer.  The loop calls nothing that could reach MPI or
   synchronize (as for loop ranges), so what is tracked cannot change
   while it runs: an RMA call of another thread that starts meanwhile is
   at the same instant as the loop's accesses, as for a per-access guard
   that just passed.  (One that starts after the loop must see its
   accesses: while more than one thread may run, the instrumented loop
   runs.)  Without the runtime (runtime=optional) the test also needs
   the runtime's active flag, so the call is never made; the copy runs.

   The copy is the optimized loop itself, already vectorized: the pass
   runs after GCC's optimizers.  The check costs a few instructions per
   loop execution, and a call only when a range meets the bounds' hull
   (emit_check).  */

#include "gcc-common.h"
#include "rmarace.h"
#include "instrument.h"
#include "rmarace_interface.h"
#include "cfgloopmanip.h"
#include "tree-ssa-loop-niter.h"

/* At most this many distinct ranges are checked before one loop; a
   loop with more keeps only its instrumented form.  */
#define MAX_SPANS 16

/* The bytes one access can touch in a loop execution: [LO, HI), GENERIC
   sizetype values computable before the loop.  The runtime looks spans
   a few bytes apart (the two halves of an unrolled vector store, p[i]
   and p[i + 1]) up as one.  */
struct span
{
  tree lo, hi;
};

/* EXPR with the SSA names set by additions, subtractions, products
   and conversions in OUTER (at most DEPTH levels deep) replaced by
   what sets them, folded: the count of an inner loop whose exit
   compares its pointer with an end set in each iteration of OUTER
   (ivopts' p != row_end, row_end = row + len) is then the row length,
   known before OUTER.  */

static tree
spell_out (tree expr, class loop *outer, int depth)
{
  if (TREE_CODE (expr) == SSA_NAME)
    {
      gimple *def = SSA_NAME_DEF_STMT (expr);
      if (depth > 6 || SSA_NAME_IS_DEFAULT_DEF (expr)
	  || !is_gimple_assign (def) || !gimple_bb (def)
	  || !flow_bb_inside_loop_p (outer, gimple_bb (def)))
	return expr;
      enum tree_code code = gimple_assign_rhs_code (def);
      tree type = TREE_TYPE (expr);
      tree a = gimple_assign_rhs1 (def);
      switch (code)
	{
	case SSA_NAME:
	CASE_CONVERT:
	  return fold_convert (type, spell_out (a, outer, depth + 1));
	case PLUS_EXPR:
	case MINUS_EXPR:
	case POINTER_PLUS_EXPR:
	case MULT_EXPR:
	  return fold_build2 (code, type, spell_out (a, outer, depth + 1),
			      spell_out (gimple_assign_rhs2 (def), outer,
					 depth + 1));
	default:
	  return expr;
	}
    }
  if (!EXPR_P (expr) || depth > 6)
    return expr;
  int n = TREE_OPERAND_LENGTH (expr);
  tree ops[4];
  if (n < 1 || n > 2)
    return expr;
  for (int i = 0; i < n; i++)
    ops[i] = spell_out (TREE_OPERAND (expr, i), outer, depth + 1);
  if (n == 1)
    return fold_build1 (TREE_CODE (expr), TREE_TYPE (expr), ops[0]);
  return fold_build2 (TREE_CODE (expr), TREE_TYPE (expr), ops[0], ops[1]);
}

/* The number of latch executions of LOOP as a value computable in PRE,
   or NULL; *ASSUMED what must hold for it to be right (the check takes
   the instrumented loop otherwise).  An upper bound would do; when
   MAY_BE_ZERO holds the loop touches only the first addresses, which
   every range includes.  */

static tree
loop_niter (class loop *loop, basic_block pre, tree *assumed)
{
  auto_vec<edge> exits = get_loop_exit_edges (loop);
  if (exits.length () != 1
      || (exits[0]->flags & (EDGE_ABNORMAL | EDGE_EH | EDGE_FAKE)))
    return NULL_TREE;
  class tree_niter_desc desc;
  if (!number_of_iterations_exit_assumptions (loop, exits[0], &desc, NULL,
					      true)
      || !desc.niter || chrec_contains_undetermined (desc.niter)
      || !desc.assumptions || integer_zerop (desc.assumptions)
      || !INTEGRAL_TYPE_P (TREE_TYPE (desc.niter))
      || TYPE_PRECISION (TREE_TYPE (desc.niter)) > TYPE_PRECISION (sizetype))
    return NULL_TREE;
  tree n = fold_convert (sizetype, desc.niter);
  *assumed = fold_convert (boolean_type_node, desc.assumptions);
  if (!rmarace_usable_before_p (loop, pre, n))
    {
      /* The inner loop of a nest whose exit compares with the outer
	 loop's counter (ivopts: p != row_end): the count, the difference
	 of two values set in each outer iteration, may not depend on it
	 once their definitions are spelled out.  */
      n = spell_out (n, loop_outer (loop), 0);
    }
  if (!rmarace_usable_before_p (loop, pre, *assumed) && loop_outer (loop))
    *assumed = spell_out (*assumed, loop_outer (loop), 0);
  if (!rmarace_usable_before_p (loop, pre, n)
      || !rmarace_usable_before_p (loop, pre, *assumed))
    return NULL_TREE;
  return n;
}

/* The single exit edge of LOOP, or NULL.  */

static edge
single_exit_edge (class loop *loop)
{
  auto_vec<edge> exits = get_loop_exit_edges (loop);
  return exits.length () == 1 ? exits[0] : NULL;
}

/* The corner of an evolution with step STEP (sizetype, signed as
   ssizetype) over iterations 0 to N: the smaller of 0 and N * STEP when
   LOW, else the larger.  */

static tree
corner (tree n, tree step, bool low)
{
  if (integer_zerop (step))
    return size_zero_node;
  tree t = fold_build2 (MULT_EXPR, sizetype, unshare_expr (n),
			unshare_expr (step));
  if (TREE_CODE (step) == INTEGER_CST)
    return tree_int_cst_sign_bit (step) == low ? t : size_zero_node;
  t = fold_build2 (low ? MIN_EXPR : MAX_EXPR, ssizetype,
		   fold_convert (ssizetype, t), ssize_int (0));
  return fold_convert (sizetype, t);
}

/* The evolution of the SSA name or invariant VAL in LOOP, with a step
   that may be any value (sizetype).  */

static bool
element_evolution (class loop *loop, tree val, tree *base, tree *step)
{
  tree inner = val;
  /* ivopts' (void *) of an unsigned long counter, or back: SCEV does
     not see through it when the step is not a constant.  */
  if (CONVERT_EXPR_P (inner)
      && TYPE_PRECISION (TREE_TYPE (inner))
	 == TYPE_PRECISION (TREE_TYPE (TREE_OPERAND (inner, 0))))
    inner = TREE_OPERAND (inner, 0);
  if (TREE_CODE (inner) == SSA_NAME)
    {
      gimple *def = SSA_NAME_DEF_STMT (inner);
      if (gimple_assign_cast_p (def)
	  && TREE_CODE (gimple_assign_rhs1 (def)) == SSA_NAME
	  && (TYPE_PRECISION (TREE_TYPE (gimple_assign_rhs1 (def)))
	      == TYPE_PRECISION (TREE_TYPE (inner))))
	inner = gimple_assign_rhs1 (def);
    }
  if (TREE_CODE (inner) != SSA_NAME)
    {
      if (!is_gimple_min_invariant (inner))
	return false;
      *base = fold_convert (sizetype, inner);
      *step = size_zero_node;
      return true;
    }
  /* simple_iv would instantiate an initial value set in an outer loop
     as a chrec of that loop; the symbolic one is what is needed.  */
  tree ev = analyze_scalar_evolution (loop, inner);
  if (chrec_contains_undetermined (ev))
    return false;
  if (TREE_CODE (ev) != POLYNOMIAL_CHREC)
    {
      if (tree_contains_chrecs (ev, NULL))
	return false;
      *base = fold_convert (sizetype, ev);
      *step = size_zero_node;
      return true;
    }
  if (CHREC_VARIABLE (ev) != (unsigned) loop->num
      || tree_contains_chrecs (CHREC_LEFT (ev), NULL)
      || tree_contains_chrecs (CHREC_RIGHT (ev), NULL))
    return false;
  *base = fold_convert (sizetype, CHREC_LEFT (ev));
  *step = fold_convert (sizetype, CHREC_RIGHT (ev));
  return true;
}

/* The evolution of the address ADDR in LOOP: *BASE + i * *STEP in
   iteration i (sizetype).  The step is a constant, or any value
   invariant in LOOP (a row length): the sum of those of the elements of
   the address's affine combination.  */

static bool
evolution (class loop *loop, tree addr, tree *base, tree *step)
{
  HOST_WIDE_INT c;
  if (rmarace_affine_address (loop, addr, base, &c))
    {
      *step = size_int (c);
      return true;
    }
  tree ref = TREE_CODE (addr) == ADDR_EXPR ? TREE_OPERAND (addr, 0) : NULL;
  if (ref && TREE_CODE (ref) == TARGET_MEM_REF)
    addr = tree_mem_ref_addr (TREE_TYPE (addr), ref);
  else if (ref && TREE_CODE (ref) != MEM_REF)
    return false;
  aff_tree comb;
  tree_to_aff_combination (addr, TREE_TYPE (addr), &comb);
  if (!comb.offset.is_constant () || !wi::fits_shwi_p (comb.offset.coeffs[0]))
    return false;
  tree b = size_int (comb.offset.coeffs[0].to_shwi ());
  tree st = size_zero_node;
  for (unsigned i = 0; i <= comb.n; i++)
    {
      tree val, eb, es;
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
      if (!wi::fits_shwi_p (coef)
	  || !element_evolution (loop, val, &eb, &es))
	return false;
      tree k = build_int_cst (sizetype, coef.to_shwi ());
      b = fold_build2 (PLUS_EXPR, sizetype, b,
		       fold_build2 (MULT_EXPR, sizetype, eb, k));
      st = fold_build2 (PLUS_EXPR, sizetype, st,
			fold_build2 (MULT_EXPR, sizetype, es, k));
    }
  *base = b;
  *step = st;
  return true;
}

/* The constant STEP (sizetype, signed as ssizetype) as a signed
   number: a loop that goes down has a step of 2^N - 8, which is -8.  */

static widest_int
signed_step (tree step)
{
  return wi::sext (wi::to_widest (step), TYPE_PRECISION (sizetype));
}

/* Compute into SPANS the ranges of the accesses of WORK in LOOP, which
   runs NITER + 1 times at most, at PRE (its preheader).  An access of
   an inner loop INNER (LOOP's subloops are innermost) needs INNER's
   count to be computable at PRE too, and its base at INNER's entry to
   be affine in LOOP; *ASSUMED gathers what the counts assume.  Return
   false if a range cannot be computed there.  */

static bool
loop_spans (class loop *loop, basic_block pre, tree niter, tree *assumed,
	    vec<pending_access> *work, vec<span> *spans, bool *ranged)
{
  edge exit = single_exit_edge (loop);
  *ranged = !loop->inner && exit;
  for (unsigned i = 0; i < work->length (); i++)
    {
      const pending_access &a = (*work)[i];
      if (a.kind == ACCESS_SITE
	  || !flow_bb_inside_loop_p (loop, gimple_bb (a.stmt)))
	continue;
      class loop *inner = gimple_bb (a.stmt)->loop_father;
      tree base, inner_n = size_zero_node;
      tree step, inner_step = size_zero_node;
      if (a.after || !tree_fits_uhwi_p (a.size))
	return false;
      if (inner == loop)
	{
	  if (!evolution (loop, a.addr, &base, &step))
	    {
	      if (dump_file && (dump_flags & TDF_DETAILS))
		{
		  fprintf (dump_file, "  not affine in loop %d: ", loop->num);
		  print_generic_expr (dump_file, a.addr);
		  fprintf (dump_file, "\n");
		}
	      return false;
	    }
	}
      else
	{
	  /* Iteration J of INNER touches INNER_BASE + J * INNER_STEP,
	     INNER_BASE being BASE + I * STEP in iteration I of LOOP.  */
	  tree inner_base, inner_assumed = boolean_true_node;
	  if (loop_outer (inner) != loop
	      || !(inner_n = loop_niter (inner, pre, &inner_assumed))
	      || !evolution (inner, a.addr, &inner_base, &inner_step)
	      || !rmarace_usable_before_p (loop, pre, inner_step)
	      || !evolution (loop, inner_base, &base, &step))
	    {
	      if (dump_file && (dump_flags & TDF_DETAILS))
		{
		  fprintf (dump_file, "  not affine in loop %d: ", loop->num);
		  print_generic_expr (dump_file, a.addr);
		  fprintf (dump_file, "\n");
		}
	      return false;
	    }
	  if (!integer_onep (inner_assumed))
	    *assumed = fold_build2 (TRUTH_AND_EXPR, boolean_type_node,
				    *assumed, inner_assumed);
	}
      /* What loop-range.cc will surely cover: a contiguous range, made in
	 every iteration before the exit test.  */
      basic_block bb = gimple_bb (a.stmt);
      if (!(inner == loop && exit && TREE_CODE (step) == INTEGER_CST
	    && (integer_zerop (step)
		|| wi::abs (signed_step (step)) == wi::to_widest (a.size))
	    && dominated_by_p (CDI_DOMINATORS, loop->latch, bb)
	    && dominated_by_p (CDI_DOMINATORS, exit->src, bb)))
	*ranged = false;
      if (!rmarace_usable_before_p (loop, pre, base)
	  || !rmarace_usable_before_p (loop, pre, step))
	{
	  if (dump_file && (dump_flags & TDF_DETAILS))
	    {
	      fprintf (dump_file, "  base not known before loop %d: ",
		       loop->num);
	      print_generic_expr (dump_file, base);
	      fprintf (dump_file, "\n");
	    }
	  return false;
	}
      /* The extremes are corners of the iteration space.  Wrapping
	 arithmetic; a range that wraps makes HI <= LO, which the check
	 counts as tracked.  */
      tree lo = fold_build2 (PLUS_EXPR, sizetype,
			     fold_build2 (PLUS_EXPR, sizetype, base,
					  corner (niter, step, true)),
			     corner (inner_n, inner_step, true));
      tree hi = fold_build2 (PLUS_EXPR, sizetype,
			     fold_build2 (PLUS_EXPR, sizetype, base,
					  corner (niter, step, false)),
			     corner (inner_n, inner_step, false));
      hi = fold_build2 (PLUS_EXPR, sizetype, hi,
			fold_convert (sizetype, a.size));
      bool dup = false;
      for (unsigned j = 0; !dup && j < spans->length (); j++)
	dup = (operand_equal_p ((*spans)[j].lo, lo, 0)
	       && operand_equal_p ((*spans)[j].hi, hi, 0));
      if (dup)
	continue;
      if (spans->length () == MAX_SPANS)
	return false;
      span sp = { unshare_expr (lo), unshare_expr (hi) };
      spans->safe_push (sp);
    }
  return true;
}

/* Append LHS = OP0 CODE OP1 (a load of OP0 for SSA_NAME) to SEQ.  */

static tree
emit (gimple_seq *seq, tree type, enum tree_code code, tree op0,
      tree op1 = NULL_TREE)
{
  tree lhs = make_ssa_name (type);
  gimple_seq_add_stmt (seq, code == SSA_NAME
			    ? gimple_build_assign (lhs, op0)
			    : gimple_build_assign (lhs, code, op0, op1));
  return lhs;
}

/* The gimple value of the GENERIC expression EXPR appended to SEQ, or
   the one computed there already for an equal subexpression (EXPRS and
   VALS hold what was computed).  The spans of one loop repeat their
   parts: the count, count * step, the base, in LO and in HI of each
   span; GCC does no more value numbering after this pass, so each copy
   would cost it its expansion and the RTL passes until CSE.  */

static tree
shared_value (gimple_seq *seq, tree expr, vec<tree> *exprs, vec<tree> *vals)
{
  if (TREE_CODE (expr) == SSA_NAME || is_gimple_min_invariant (expr))
    return expr;
  for (unsigned i = 0; i < exprs->length (); i++)
    if (TREE_TYPE ((*exprs)[i]) == TREE_TYPE (expr)
	&& operand_equal_p ((*exprs)[i], expr, 0))
      return (*vals)[i];
  tree v;
  enum tree_code code = TREE_CODE (expr);
  if (CONVERT_EXPR_CODE_P (code) || code == NEGATE_EXPR
      || code == BIT_NOT_EXPR)
    v = emit (seq, TREE_TYPE (expr), code,
	      shared_value (seq, TREE_OPERAND (expr, 0), exprs, vals));
  else if (BINARY_CLASS_P (expr))
    {
      tree a = shared_value (seq, TREE_OPERAND (expr, 0), exprs, vals);
      tree b = shared_value (seq, TREE_OPERAND (expr, 1), exprs, vals);
      v = emit (seq, TREE_TYPE (expr), code, a, b);
    }
  else
    {
      gimple_seq s = NULL;
      v = force_gimple_operand (unshare_expr (expr), &s, true, NULL_TREE);
      gimple_seq_add_seq (seq, s);
    }
  exprs->safe_push (expr);
  vals->safe_push (v);
  return v;
}

/* Set the location of the statements of SEQ to LOC.  */

static void
set_locations (gimple_seq seq, location_t loc)
{
  for (gimple_stmt_iterator i = gsi_start (seq); !gsi_end_p (i);
       gsi_next (&i))
    gimple_set_location (gsi_stmt (i), loc);
}

/* Emit on the preheader edge of LOOP the test of SPANS; return the
   boolean SSA name, set before the loop, that is true when one of them
   may touch tracked memory (or wraps), more than one thread may run, or
   ASSUMED does not hold.  An inline test of each span against the hull
   of tracked memory, without branches, rejects most loops at once; only
   when it passes is __rmarace_spans_tracked called, which makes the
   exact lookup:

     m = (lo1 < hi && hi1 > lo) | (hi1 <= lo1) | ... | threads | !assumed;
     if (m) flag = __rmarace_spans_tracked (n, lo1, hi1, ...) != 0 | !assumed;

   A call before every run of the loop cost PRK Transpose's short loops
   a fifth of their time; a block of lookups per span after the test,
   as before the call existed, cost GCC about 10M instructions more per
   loop (bench/results.md, "vercc").  The ends of the spans are
   gimplified with shared_value: they repeat the count, count * step and
   the bases (bench/results.md, "prkcc2").  When the runtime is not surely
   linked, the test also requires it to be active (its weak definition
   of the flag is 0): otherwise nothing is tracked, the flag is false.  */

static tree
emit_check (class loop *loop, const vec<span> &spans, tree assumed,
	    location_t loc)
{
  tree lo_decl, hi_decl, active_decl, spans_tracked;
  rmarace_runtime_bounds (&lo_decl, &hi_decl, &active_decl, &spans_tracked);
  tree uptr = TREE_TYPE (lo_decl);

  gimple_seq seq = NULL;
  tree blo = emit (&seq, uptr, SSA_NAME, lo_decl);
  tree bhi = emit (&seq, uptr, SSA_NAME, hi_decl);
  tree active = emit (&seq, TREE_TYPE (active_decl), SSA_NAME, active_decl);
  /* While more than one thread may run, every access must reach the
     runtime (rmarace_interface.h): the call then says so.  */
  tree bit = emit (&seq, TREE_TYPE (active), BIT_AND_EXPR, active,
		   build_int_cst (TREE_TYPE (active), RMARACE_ACTIVE_THREADS));
  tree meets = emit (&seq, boolean_type_node, NE_EXPR, bit,
		     build_zero_cst (TREE_TYPE (active)));
  tree bad = boolean_false_node;
  if (!integer_onep (assumed))
    {
      /* If the count is wrong, so may be the ranges.  */
      gimple_seq s = NULL;
      tree ok = force_gimple_operand (unshare_expr (assumed), &s, true,
				      NULL_TREE);
      gimple_seq_add_seq (&seq, s);
      bad = emit (&seq, boolean_type_node, EQ_EXPR, ok, boolean_false_node);
      meets = emit (&seq, boolean_type_node, BIT_IOR_EXPR, meets, bad);
    }
  auto_vec<tree> args, exprs, vals;
  args.safe_push (size_int (spans.length ()));
  for (unsigned i = 0; i < spans.length (); i++)
    {
      tree end[2];
      for (int e = 0; e < 2; e++)
	{
	  tree t = shared_value (&seq, e ? spans[i].hi : spans[i].lo,
				 &exprs, &vals);
	  args.safe_push (t);
	  end[e] = (useless_type_conversion_p (uptr, TREE_TYPE (t)) ? t
		    : emit (&seq, uptr, NOP_EXPR, t));
	}
      tree below = emit (&seq, boolean_type_node, LT_EXPR, end[0], bhi);
      tree above = emit (&seq, boolean_type_node, GT_EXPR, end[1], blo);
      tree m = emit (&seq, boolean_type_node, BIT_AND_EXPR, below, above);
      tree w = emit (&seq, boolean_type_node, LE_EXPR, end[1], end[0]);
      m = emit (&seq, boolean_type_node, BIT_IOR_EXPR, m, w);
      meets = emit (&seq, boolean_type_node, BIT_IOR_EXPR, meets, m);
    }
  if (!rmarace_runtime_linked_p ())
    {
      tree on = emit (&seq, boolean_type_node, NE_EXPR, active,
		      build_zero_cst (TREE_TYPE (active)));
      meets = emit (&seq, boolean_type_node, BIT_AND_EXPR, meets, on);
    }
  gimple_seq_add_stmt (&seq, gimple_build_cond (NE_EXPR, meets,
						boolean_false_node,
						NULL_TREE, NULL_TREE));
  set_locations (seq, loc);
  basic_block bb = split_edge (loop_preheader_edge (loop));
  gimple_stmt_iterator gsi = gsi_last_bb (bb);
  gsi_insert_seq_after (&gsi, seq, GSI_NEW_STMT);

  /* BB: if (meets) CALL; JOIN: flag = PHI <false, flag>.  */
  seq = NULL;
  tree r = make_ssa_name (integer_type_node);
  gcall *call = gimple_build_call_vec (spans_tracked, args);
  gimple_call_set_lhs (call, r);
  gimple_seq_add_stmt (&seq, call);
  tree flag = emit (&seq, boolean_type_node, NE_EXPR, r, integer_zero_node);
  if (bad != boolean_false_node)
    flag = emit (&seq, boolean_type_node, BIT_IOR_EXPR, flag, bad);
  set_locations (seq, loc);

  edge e = single_succ_edge (bb);
  basic_block join = split_edge (e);
  e = single_pred_edge (join);
  basic_block calls = create_empty_bb (bb);
  add_bb_to_loop (calls, bb->loop_father);
  edge te = make_edge (bb, calls, EDGE_TRUE_VALUE);
  te->probability = profile_probability::unlikely ();
  calls->count = te->count ();
  e->flags = (e->flags & ~EDGE_FALLTHRU) | EDGE_FALSE_VALUE;
  e->probability = te->probability.invert ();
  edge ce = make_single_succ_edge (calls, join, EDGE_FALLTHRU);
  gsi = gsi_start_bb (calls);
  gsi_insert_seq_after (&gsi, seq, GSI_NEW_STMT);

  tree joined = make_ssa_name (boolean_type_node);
  gphi *phi = create_phi_node (joined, join);
  add_phi_arg (phi, boolean_false_node, e, loc);
  add_phi_arg (phi, flag, ce, loc);
  set_immediate_dominator (CDI_DOMINATORS, calls, bb);
  set_immediate_dominator (CDI_DOMINATORS, join, bb);
  return joined;
}

/* A loop (nest) known to make at most this many iterations in all, such
   as the epilogue the vectorizer leaves after a vectorized loop (fewer
   iterations than a vector has elements), gets no copy: the guards of
   its accesses cost at run time about what the check before it costs,
   and the copy would cost GCC as much as the loop.  */
#define MIN_VERSION_ITERATIONS 4

/* Whether LOOP and its inner loops make at most MIN_VERSION_ITERATIONS
   iterations in all, by GCC's upper bounds.  */

static bool
tiny_loop_p (class loop *loop)
{
  HOST_WIDE_INT total = 1;
  for (class loop *l = loop; l; l = l == loop ? loop->inner : l->next)
    {
      HOST_WIDE_INT max = get_max_loop_iterations_int (l);
      if (max < 0 || max >= MIN_VERSION_ITERATIONS)
	return false;
      total *= max + 1;
      if (total > MIN_VERSION_ITERATIONS)
	return false;
    }
  return true;
}

/* Whether a copy of LOOP cannot pay for what it costs to compile: LOOP
   is in code GCC optimizes for size (a path it predicts cold), or runs
   at most once per run of the program: it is in no other loop, in a
   function GCC knows to be executed once (main, whose setup loops are
   the usual case; static constructors; functions called only from
   those, outside loops).  The guards of one execution then cost at most
   a few times what the loop itself costs, once, while the copy costs
   GCC as much as the loop at every compile (bench/results.md, "prkcc").
   A loop of a nest that calls nothing (an array's setup over its rows)
   in such a function runs once per run too, as the nest: its guards
   cost a few times what the nest costs, once.  Such a loop keeps its
   instrumentation: loop ranges or per-access guards, so no check is
   lost.  */

static bool
cold_loop_p (class loop *loop)
{
  if (optimize_loop_for_size_p (loop))
    return true;
  cgraph_node *node = cgraph_node::get (current_function_decl);
  if (!node || node->frequency != NODE_FREQUENCY_EXECUTED_ONCE)
    return false;
  unsigned depth = loop_depth (loop);
  return (depth == 1
	  || (depth > 1
	      && rmarace_loop_body_ok_p (superloop_at_depth (loop, 1))));
}

/* Whether STMT moves a vector: a statement of a loop GCC vectorized.  */

static bool
vector_access_p (gimple *stmt)
{
  return (is_gimple_assign (stmt)
	  && VECTOR_TYPE_P (TREE_TYPE (gimple_assign_lhs (stmt))));
}

/* qsort and bsearch order of location_t values.  */

static int
locus_cmp (const void *x, const void *y)
{
  location_t a = *(const location_t *) x;
  location_t b = *(const location_t *) y;
  return a < b ? -1 : a > b;
}

/* The source locations (without their blocks) of the vector accesses
   of WORK in loops, sorted.  */

static void
vector_loci (vec<pending_access> *work, vec<location_t> *loci)
{
  for (unsigned i = 0; i < work->length (); i++)
    {
      const pending_access &a = (*work)[i];
      if (a.kind != ACCESS_SITE && vector_access_p (a.stmt)
	  && loop_depth (gimple_bb (a.stmt)->loop_father) > 0)
	loci->safe_push (LOCATION_LOCUS (gimple_location (a.stmt)));
    }
  loci->qsort (locus_cmp);
}

/* Whether LOOP is the scalar twin of a loop GCC vectorized: its
   accesses are all scalar and one of them comes from the same source
   as a vector access of another loop (LOCI, from vector_loci).  The
   vectorizer leaves such a copy of the source loop after it, for the
   iterations that do not fill a vector (the epilogue: fewer than a
   vector has elements), and, when it versioned the loop for aliasing,
   as the fallback taken when its own overlap test fails.  The vector
   loop does the work when the arrays are apart and long, which is when
   a copy pays; the twin runs rarely or briefly, so its copy would cost
   GCC as much as the loop for little: it keeps its guards.  */

static bool
scalar_twin_p (class loop *loop, vec<pending_access> *work,
	       vec<location_t> *loci)
{
  if (loci->is_empty ())
    return false;
  bool twin = false;
  for (unsigned i = 0; i < work->length (); i++)
    {
      const pending_access &a = (*work)[i];
      if (a.kind == ACCESS_SITE
	  || !flow_bb_inside_loop_p (loop, gimple_bb (a.stmt)))
	continue;
      if (vector_access_p (a.stmt))
	return false;
      location_t l = LOCATION_LOCUS (gimple_location (a.stmt));
      twin |= (l != UNKNOWN_LOCATION && loci->bsearch (&l, locus_cmp));
    }
  return twin;
}

/* The variables of the function whose address an MPI call is given to
   store the address of window memory into (MPI_Win_allocate's baseptr,
   MPI_Win_shared_query's).  */
static auto_vec<tree> window_vars;

static void
find_window_vars (function *fun)
{
  window_vars.truncate (0);
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      if (is_gimple_call (gsi_stmt (gsi)))
	{
	  tree arg = rmarace_mpi_window_pointer_arg (gsi_stmt (gsi));
	  if (arg && TREE_CODE (arg) == ADDR_EXPR
	      && VAR_P (TREE_OPERAND (arg, 0))
	      && !window_vars.contains (TREE_OPERAND (arg, 0)))
	    window_vars.safe_push (TREE_OPERAND (arg, 0));
	}
}

/* Whether the pointer PTR comes from a load of one of window_vars,
   through pointer arithmetic, integer additions (ivopts), conversions
   and PHIs (VISITED).  */

static bool
from_window_var_p (tree ptr, hash_set<tree> *visited, int depth)
{
  if (TREE_CODE (ptr) != SSA_NAME || depth > 16
      || SSA_NAME_IS_DEFAULT_DEF (ptr))
    return false;
  gimple *def = SSA_NAME_DEF_STMT (ptr);
  if (gphi *phi = dyn_cast <gphi *> (def))
    {
      if (visited->add (ptr))
	return true;
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	if (!from_window_var_p (gimple_phi_arg_def (phi, i), visited,
				depth + 1))
	  return false;
      return true;
    }
  if (!is_gimple_assign (def))
    return false;
  tree rhs1 = gimple_assign_rhs1 (def);
  if (gimple_assign_load_p (def))
    return VAR_P (rhs1) && window_vars.contains (rhs1);
  enum tree_code code = gimple_assign_rhs_code (def);
  if (code == POINTER_PLUS_EXPR || code == SSA_NAME
      || CONVERT_EXPR_CODE_P (code))
    return from_window_var_p (rhs1, visited, depth + 1);
  if (code == PLUS_EXPR || code == MINUS_EXPR)
    {
      /* Either operand may hold the pointer (ivopts).  A PHI a failed
	 walk left in VISITED may make a later walk pass: this only
	 decides whether a loop gets a copy, never what is checked.  */
      return (from_window_var_p (rhs1, visited, depth + 1)
	      || (code == PLUS_EXPR
		  && from_window_var_p (gimple_assign_rhs2 (def), visited,
					depth + 1)));
    }
  return false;
}

/* Whether an access of WORK in LOOP surely touches window memory: its
   address comes from a pointer that MPI set to window memory.  The
   check before a copy of LOOP would then always take the instrumented
   loop (the runtime tracks a window's memory, every segment of a
   shared one, while it exists), so the copy would only cost compile
   time.  A variable set to other memory later only costs run time:
   the loop stays instrumented, never unchecked.  */

static bool
window_access_in_p (class loop *loop, vec<pending_access> *work)
{
  if (window_vars.is_empty ())
    return false;
  for (unsigned i = 0; i < work->length (); i++)
    {
      const pending_access &a = (*work)[i];
      if (a.kind == ACCESS_SITE
	  || !flow_bb_inside_loop_p (loop, gimple_bb (a.stmt)))
	continue;
      tree ref = TREE_CODE (a.addr) == ADDR_EXPR
		 ? TREE_OPERAND (a.addr, 0) : NULL_TREE;
      while (ref && handled_component_p (ref))
	ref = TREE_OPERAND (ref, 0);
      if (!ref || (TREE_CODE (ref) != MEM_REF
		   && TREE_CODE (ref) != TARGET_MEM_REF))
	continue;
      hash_set<tree> visited;
      if (from_window_var_p (TREE_OPERAND (ref, 0), &visited, 0))
	return true;
    }
  return false;
}

/* Whether LOOP, with instrumented accesses, should get a copy; LOCI as
   for scalar_twin_p.  */

static bool
version_loop (class loop *loop, vec<pending_access> *work,
	      vec<location_t> *loci)
{
  const char *why = NULL;
  basic_block pre = NULL;
  tree niter = NULL_TREE, assumed = boolean_true_node;
  bool ranged = false;
  auto_vec<span> spans;
  bool nest_ok = true;
  for (class loop *in = loop->inner; in; in = in->next)
    nest_ok &= !in->inner;
  if (!nest_ok || !loop_outer (loop) || !loop->latch
      || !rmarace_loop_body_ok_p (loop) || !can_duplicate_loop_p (loop))
    why = "a nest too deep, or calls";
  else if (cold_loop_p (loop))
    why = "cold: runs at most once, or in code optimized for size";
  else if (window_access_in_p (loop, work))
    why = "an access of window memory";
  else if (scalar_twin_p (loop, work, loci))
    why = "the scalar twin of a vectorized loop";
  else if (tiny_loop_p (loop))
    why = "a few iterations at most";
  else if (!(niter = loop_niter (loop, pre = loop_preheader_edge (loop)->src,
				&assumed)))
    why = "no iteration count before it";
  else if (!loop_spans (loop, pre, niter, &assumed, work, &spans,
			&ranged))
    why = "an address not affine or not known before it";
  else if (spans.is_empty ())
    why = "nothing instrumented";
  else if (ranged)
    /* A copy would cost compile time and save little: one record per
       access and loop execution, guarded like the check.  */
    why = "loop ranges cover it";
  if (dump_file && (dump_flags & TDF_DETAILS))
    {
      fprintf (dump_file, "loop %d: %s", loop->num, why ? why : "versioned");
      for (unsigned i = 0; i < work->length (); i++)
	if (flow_bb_inside_loop_p (loop, gimple_bb ((*work)[i].stmt)))
	  {
	    fprintf (dump_file, " (line %d)",
		     LOCATION_LINE (gimple_location ((*work)[i].stmt)));
	    break;
	  }
      fprintf (dump_file, "\n");
    }
  if (why)
    return false;

  location_t loc = UNKNOWN_LOCATION;
  for (unsigned i = 0; loc == UNKNOWN_LOCATION && i < work->length (); i++)
    if (flow_bb_inside_loop_p (loop, gimple_bb ((*work)[i].stmt)))
      loc = gimple_location ((*work)[i].stmt);
  tree flag = emit_check (loop, spans, assumed, loc);
  /* The loop stays where it is, taken when FLAG is true, and keeps the
     statements WORK names; the copy is taken otherwise.  */
  class loop *copy
    = loop_version (loop, build2 (NE_EXPR, boolean_type_node, flag,
				  boolean_false_node),
		    NULL, profile_probability::unlikely (),
		    profile_probability::likely (),
		    profile_probability::unlikely (),
		    profile_probability::likely (), true);
  if (!copy)
    return false;
  /* The loop left in place runs only when the runtime tracks memory it
     may touch: its accesses need no inline guard.  */
  for (unsigned i = 0; i < work->length (); i++)
    if ((*work)[i].kind != ACCESS_SITE
	&& flow_bb_inside_loop_p (loop, gimple_bb ((*work)[i].stmt)))
      (*work)[i].unguarded = true;
  return true;
}

void
rmarace_version_loops (function *fun, vec<pending_access> *work,
		       fn_stats *st)
{
  if (!optimize || !gimple_in_ssa_p (fun) || !current_loops
      || optimize_function_for_size_p (fun))
    return;
  /* The loops that hold an instrumented access, innermost, once each.  */
  bool any = false;
  for (unsigned i = 0; !any && i < work->length (); i++)
    any = ((*work)[i].kind != ACCESS_SITE
	   && loop_depth (gimple_bb ((*work)[i].stmt)->loop_father) > 0);
  if (!any)
    return;

  loop_optimizer_init (LOOPS_NORMAL
		       | LOOPS_HAVE_MARKED_IRREDUCIBLE_REGIONS);
  bool own_scev = !scev_initialized_p ();
  if (own_scev)
    scev_initialize ();
  calculate_dominance_info (CDI_DOMINATORS);

  auto_vec<class loop *> loops;
  for (unsigned i = 0; i < work->length (); i++)
    {
      const pending_access &a = (*work)[i];
      if (a.kind == ACCESS_SITE)
	continue;
      class loop *loop = gimple_bb (a.stmt)->loop_father;
      if (loop_depth (loop) > 0 && !loops.contains (loop))
	loops.safe_push (loop);
    }
  /* A two-deep nest is checked once before its outer loop if it can
     be, else its inner loops one by one.  */
  auto_vec<location_t> loci;
  vector_loci (work, &loci);
  find_window_vars (fun);
  initialize_original_copy_tables ();
  auto_vec<class loop *> tried, done;
  for (unsigned i = 0; i < loops.length (); i++)
    {
      class loop *inner = loops[i], *outer = loop_outer (inner);
      if (done.contains (outer))
	continue;
      class loop *chosen = NULL;
      if (!inner->inner && loop_outer (outer) && !tried.contains (outer))
	{
	  tried.safe_push (outer);
	  if (version_loop (outer, work, &loci))
	    chosen = outer;
	}
      if (!chosen && !inner->inner && version_loop (inner, work, &loci))
	chosen = inner;
      if (!chosen)
	continue;
      done.safe_push (chosen);
      st->loops_versioned++;
      /* Later loops' facts (scalar evolutions, iteration counts) must
	 not name the blocks just copied.  */
      scev_reset ();
      free_numbers_of_iterations_estimates (fun);
    }
  free_original_copy_tables ();

  if (st->loops_versioned)
    {
      /* The copies define new names for the loop's values: give their
	 uses after the loop PHIs, and the new loads and calls their
	 virtual operands.  */
      mark_virtual_operands_for_renaming (fun);
      update_ssa (TODO_update_ssa);
    }
  free_numbers_of_iterations_estimates (fun);
  if (own_scev)
    scev_finalize ();
  free_dominance_info (CDI_DOMINATORS);
  loop_optimizer_finalize ();
}
