/* race-messages.cc -- the diagnostics of the compile-time check.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   How the memory involved is named (as the user wrote it where the
   pass can tell), what the user is told to add, the text of the
   warnings and notes, and the dump of what the pass found.  */

#include "gcc-common.h"
#include "rmarace.h"
#include "local-race.h"

/* The "[-fplugin-arg-NAME-...]" tags that end the messages.  */
static char *tag_static;
static char *tag_may_race;

/* Make the tags for plugin PLUGIN_NAME.  */

void
race_messages_init (const char *plugin_name)
{
  tag_static = concat ("-fplugin-arg-", plugin_name, "-static", NULL);
  tag_may_race = concat ("-fplugin-arg-", plugin_name, "-may-race", NULL);
}

/* The source name of declaration or SSA name T, or NULL.  */

static const char *
source_name (tree t)
{
  if (TREE_CODE (t) == SSA_NAME)
    t = SSA_NAME_VAR (t);
  if (!t || !DECL_P (t) || !DECL_NAME (t) || DECL_ARTIFICIAL (t))
    return NULL;
  return IDENTIFIER_POINTER (DECL_NAME (t));
}

/* Print memory reference T as the user wrote it, if it can tell.  C gets
   indices and fields; Fortran gets the variable only, since its bounds
   are gone from the GIMPLE types.  */

static bool
describe_ref (pretty_printer *pp, tree t, int depth)
{
  if (depth > 8)
    return false;
  bool fortran = lang_GNU_Fortran ();
  switch (TREE_CODE (t))
    {
    case VAR_DECL:
    case PARM_DECL:
    case RESULT_DECL:
    case SSA_NAME:
      {
	const char *n = source_name (t);
	if (!n)
	  return false;
	pp_string (pp, n);
	return true;
      }
    case ARRAY_REF:
      if (!describe_ref (pp, TREE_OPERAND (t, 0), depth + 1))
	return false;
      if (fortran)
	return true;
      {
	tree idx = TREE_OPERAND (t, 1);
	const char *n;
	pp_character (pp, '[');
	if (TREE_CODE (idx) == INTEGER_CST && tree_fits_shwi_p (idx))
	  pp_wide_integer (pp, tree_to_shwi (idx));
	else if (TREE_CODE (idx) == SSA_NAME && (n = source_name (idx)))
	  pp_string (pp, n);
	else
	  pp_string (pp, "...");
	pp_character (pp, ']');
      }
      return true;
    case COMPONENT_REF:
      {
	tree field = TREE_OPERAND (t, 1);
	tree base = TREE_OPERAND (t, 0);
	/* Fortran's EQUIVALENCE and the frame of contained procedures
	   make the user's variables fields of a compiler-made record.  */
	if (fortran && VAR_P (base) && DECL_ARTIFICIAL (base)
	    && DECL_NAME (field))
	  {
	    pp_string (pp, IDENTIFIER_POINTER (DECL_NAME (field)));
	    return true;
	  }
	if (!describe_ref (pp, base, depth + 1)
	    || !DECL_NAME (field))
	  return false;
	pp_character (pp, fortran ? '%' : '.');
	pp_string (pp, IDENTIFIER_POINTER (DECL_NAME (field)));
	return true;
      }
    case MEM_REF:
      {
	tree ptr = TREE_OPERAND (t, 0);
	tree off = TREE_OPERAND (t, 1);
	if (!tree_fits_shwi_p (off))
	  return false;
	HOST_WIDE_INT boff = tree_to_shwi (off);
	tree obj = (TREE_CODE (ptr) == ADDR_EXPR
		    ? TREE_OPERAND (ptr, 0) : NULL_TREE);
	/* The whole object, or in Fortran any part of it.  */
	if (obj && (fortran
		    || (boff == 0
			&& TYPE_MAIN_VARIANT (TREE_TYPE (obj))
			   == TYPE_MAIN_VARIANT (TREE_TYPE (t)))))
	  return describe_ref (pp, obj, depth + 1);
	const char *n = obj ? NULL : source_name (ptr);
	if (obj ? (TREE_CODE (TREE_TYPE (obj)) != ARRAY_TYPE
		   || !describe_ref (pp, obj, depth + 1)) : !n)
	  return false;
	if (!obj && fortran)
	  {
	    /* A Fortran dummy argument is a reference; the user sees
	       it as the variable itself.  */
	    pp_string (pp, n);
	    return true;
	  }
	if (!obj && boff == 0)
	  {
	    pp_character (pp, '*');
	    pp_string (pp, n);
	    return true;
	  }
	if (n)
	  pp_string (pp, n);
	/* An element of an array, or through a pointer, as p[k].  */
	tree elsize = TYPE_SIZE_UNIT (TREE_TYPE (t));
	if (!elsize || !tree_fits_shwi_p (elsize) || tree_to_shwi (elsize) <= 0
	    || boff % tree_to_shwi (elsize) != 0)
	  return false;
	pp_character (pp, '[');
	pp_wide_integer (pp, boff / tree_to_shwi (elsize));
	pp_character (pp, ']');
	return true;
      }
    case VIEW_CONVERT_EXPR:
    case REALPART_EXPR:
    case IMAGPART_EXPR:
      return describe_ref (pp, TREE_OPERAND (t, 0), depth + 1);
    default:
      return false;
    }
}

/* A name for the memory at LOC, reached through EXPR (a memory
   reference, or with IS_PTR a pointer to it).  Allocated in GC memory,
   which is not collected while the pass runs.  */

const char *
name_memory (tree expr, bool is_ptr, const mem_loc &loc)
{
  pretty_printer pp;
  bool ok = false;
  const char *n;

  /* An address taken of the start of a named object: name the object.  */
  if (is_ptr && loc.base && DECL_P (loc.base) && loc.off_known
      && loc.off == 0 && (n = source_name (loc.base)))
    return ggc_strdup (n);
  if (expr)
    {
      tree t = expr;
      if (is_ptr)
	{
	  STRIP_NOPS (t);
	  if (TREE_CODE (t) == ADDR_EXPR)
	    ok = describe_ref (&pp, TREE_OPERAND (t, 0), 0);
	  else if (TREE_CODE (t) == SSA_NAME && (n = source_name (t)))
	    {
	      if (!lang_GNU_Fortran ())
		pp_character (&pp, '*');
	      pp_string (&pp, n);
	      ok = true;
	    }
	}
      else
	ok = describe_ref (&pp, t, 0);
    }
  if (ok)
    return ggc_strdup (pp_formatted_text (&pp));
  /* Memory a pointer variable points to, as *p or p[k] (in Fortran, a
     pointer is used as the array itself).  */
  if (loc.base && loc.through && (n = source_name (loc.through)))
    {
      if (lang_GNU_Fortran () || !loc.off_known)
	return ggc_strdup (n);
      if (loc.off == 0)
	return ggc_strdup (ACONCAT (("*", n, NULL)));
      tree el = expr && !is_ptr ? TYPE_SIZE_UNIT (TREE_TYPE (expr)) : NULL;
      if (el && tree_fits_shwi_p (el) && tree_to_shwi (el) > 0
	  && loc.off % tree_to_shwi (el) == 0)
	{
	  pp_string (&pp, n);
	  pp_character (&pp, '[');
	  pp_wide_integer (&pp, loc.off / tree_to_shwi (el));
	  pp_character (&pp, ']');
	  return ggc_strdup (pp_formatted_text (&pp));
	}
      return ggc_strdup (n);
    }
  if (loc.base && (n = source_name (loc.base)))
    return ggc_strdup (n);
  return "the buffer";
}

/* The name of R for a message.  */

static const char *
range_name (const mem_range &r)
{
  return name_memory (r.name_expr, r.name_ptr, r.loc);
}

/* The name to print for call argument I of STMT in a suggested flush.  */

const char *
arg_name (gcall *stmt, int i, const char *fallback)
{
  if (i < 0 || (unsigned) i >= gimple_call_num_args (stmt))
    return fallback;
  tree t = gimple_call_arg (stmt, i);
  STRIP_NOPS (t);
  if (TREE_CODE (t) == ADDR_EXPR)
    t = TREE_OPERAND (t, 0);
  if (TREE_CODE (t) == INTEGER_CST && tree_fits_shwi_p (t))
    {
      char buf[32];
      snprintf (buf, sizeof buf, HOST_WIDE_INT_PRINT_DEC, tree_to_shwi (t));
      return ggc_strdup (buf);
    }
  const char *n = (DECL_P (t) || TREE_CODE (t) == SSA_NAME)
		  ? source_name (t) : NULL;
  return n ? n : fallback;
}

/* How to complete OP, issued in an epoch of kind EPOCH: returns the
   verb phrase and sets *CODE to the call to add.  */

static const char *
epoch_fix (const pending_op &op, enum epoch_kind epoch, const char **code)
{
  static char buf[160];
  if (op.request)
    {
      *code = op.fortran ? "call MPI_Wait" : "MPI_Wait";
      return "wait for its request with";
    }
  switch (epoch)
    {
    case EPOCH_FENCE:
      *code = op.fortran ? "call MPI_Win_fence" : "MPI_Win_fence";
      return "close the epoch with";
    case EPOCH_PSCW:
      *code = op.fortran ? "call MPI_Win_complete" : "MPI_Win_complete";
      return "close the access epoch with";
    default:
      break;
    }
  if (op.fortran)
    snprintf (buf, sizeof buf, "call MPI_Win_flush_local (%s, %s%s)",
	      op.target, op.win, op.f08 ? "" : ", ierror");
  else
    snprintf (buf, sizeof buf, "MPI_Win_flush_local (%s, %s)", op.target,
	      op.win);
  *code = buf;
  return epoch == EPOCH_PASSIVE ? "add" : "complete it first, e.g. with";
}

/* Report that access A conflicts with the pending OP: a race if MUST,
   else a possible one.  */

void
report_race (fn_state *st, const access_rec &a, const pending_op &op, bool must)
{
  enum epoch_kind epoch = op.epoch;
  if (epoch == EPOCH_UNKNOWN)
    epoch = (st->seen_fence && !st->seen_lock ? EPOCH_FENCE
	     : st->seen_lock && !st->seen_fence ? EPOCH_PASSIVE
	     : st->seen_pscw ? EPOCH_PSCW : EPOCH_UNKNOWN);
  const char *code;
  const char *action = epoch_fix (op, epoch, &code);
  const char *prep = op.kind == ACC_RMA_READ ? "from" : "into";

  /* The access as a verb, and as a noun (for "before this ...").  */
  char verb[96];
  const char *access_noun;
  switch (a.kind)
    {
    case ACC_LOAD:
      strcpy (verb, "loaded");
      access_noun = "load";
      break;
    case ACC_STORE:
      strcpy (verb, "stored to");
      access_noun = "store";
      break;
    default:
      snprintf (verb, sizeof verb, "%s by %s",
		a.kind == ACC_RMA_READ ? "read" : "written", a.fn);
      access_noun = "RMA call";
      break;
    }
  const char *what = (a.callee || a.kind == ACC_RMA_READ
		      || a.kind == ACC_RMA_WRITE) ? "call" : access_noun;

  const char *op_name = range_name (op.r);
  const char *acc_name = range_name (a.r);
  diagnostic_t dk = (rmarace_opts.static_mode == RMARACE_STATIC_ERROR
		     ? DK_ERROR : DK_WARNING);
  auto_diagnostic_group d;
  bool shown;
  if (must && !a.callee)
    shown = emit_diagnostic (dk, a.loc, 0,
			     "data race: %s %s %qs is still pending when %qs "
			     "is %s here; %s %qs before this %s [%s]",
			     op.fn, prep, op_name, acc_name, verb, action,
			     code, what, tag_static);
  else if (must)
    shown = emit_diagnostic (dk, a.loc, 0,
			     "data race: %s %s %qs is still pending when %qs "
			     "is %s in this call to %qD; %s %qs before this "
			     "call [%s]",
			     op.fn, prep, op_name, acc_name, verb, a.callee,
			     action, code, tag_static);
  else if (!a.callee)
    shown = emit_diagnostic (dk, a.loc, 0,
			     "may race: %s %s %qs may still be pending when "
			     "%qs, which may overlap it, is %s here; %s %qs "
			     "before this %s [%s]",
			     op.fn, prep, op_name, acc_name, verb, action,
			     code, what, tag_may_race);
  else
    shown = emit_diagnostic (dk, a.loc, 0,
			     "may race: %s %s %qs may still be pending when "
			     "%qs, which may overlap it, is %s in this call to "
			     "%qD; %s %qs before this call [%s]",
			     op.fn, prep, op_name, acc_name, verb, a.callee,
			     action, code, tag_may_race);
  if (!shown)
    return;
  if (a.callee && a.inner != UNKNOWN_LOCATION)
    inform (a.inner, "the %s in %qD is here", access_noun, a.callee);
  if (op.via != UNKNOWN_LOCATION)
    {
      inform (op.via, "%s %s %qs is started by this call to %qD", op.fn,
	      prep, op_name, op.via_fn);
      inform (op.loc, "the %s call is here", op.fn);
    }
  else
    inform (op.loc, "%s %s %qs started here", op.fn, prep, op_name);
}

/* For -fdump-tree-rmarace_local(_opt): the ops and accesses found.  */

void
dump_ops (fn_state *st)
{
  unsigned i;
  pending_op *op;
  FOR_EACH_VEC_ELT (st->ops, i, op)
    if (i > 0)
      {
	fprintf (dump_file, "op %u: %s %s off=" HOST_WIDE_INT_PRINT_DEC
		 "%s size=" HOST_WIDE_INT_PRINT_DEC " base=", i, op->fn,
		 range_name (op->r), op->r.loc.off, op->r.loc.off_known ? "" : "?",
		 op->r.size);
	if (op->r.loc.base)
	  print_generic_expr (dump_file, op->r.loc.base);
	fprintf (dump_file, "\n");
      }
  access_rec *a;
  FOR_EACH_VEC_ELT (st->accs, i, a)
    {
      fprintf (dump_file, "access %u: kind=%d %s off=" HOST_WIDE_INT_PRINT_DEC
	       "%s size=" HOST_WIDE_INT_PRINT_DEC " base=", i, (int) a->kind,
	       range_name (a->r), a->r.loc.off, a->r.loc.off_known ? "" : "?",
	       a->r.size);
      if (a->r.loc.base)
	print_generic_expr (dump_file, a->r.loc.base);
      fprintf (dump_file, "\n");
    }
}
