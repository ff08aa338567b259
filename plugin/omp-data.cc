/* omp-data.cc -- heap blocks that only OpenMP regions see, never MPI.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   GCC outlines an OpenMP region into a function of its own, which reads
   the parent's variables from a data block the parent fills (a record
   GCC names ".omp_data_s.N").  Inside the region a shared array is thus
   reached through a pointer loaded from that block, and GCC's points-to
   analysis, which works one function at a time, can say nothing about
   it.  Yet most such arrays are heap blocks that never go near MPI.

   This file finds, once for the whole translation unit, the fields of
   data blocks that can only hold pointers into heap blocks whose address
   never leaves the unit's own code: blocks returned by a malloc-like
   call (GCC finds wrappers such as xmalloc), whose address is only
   dereferenced, offset, compared, freed, copied between SSA names or
   handed to a region through a data block -- never passed to another
   call, stored elsewhere in memory, returned, or given to asm.  MPI can
   only learn of memory by address, so such a block is neither window
   memory nor an origin buffer, and an access through a pointer derived
   only from such fields cannot race with RMA (instrument.cc asks, filter
   "ompdata").  doc/plugin.md states the rules.

   The analysis reads every function body after the interprocedural
   passes, before any is compiled further.  It is flow-insensitive and
   merges whatever it cannot tell apart, so it can only keep more
   accesses than needed.  Fields are known by record and field name: GCC
   sometimes gives the outlined function a copy of the record, with new
   field declarations but the same names.  */

#include "gcc-common.h"
#include "rmarace.h"
#include "instrument.h"

/* What a value may point into.  */
struct sources
{
  auto_vec<gimple *, 8> allocs;	/* malloc-like calls */
  auto_vec<unsigned, 8> fields;	/* data block fields (indices) */
  bool unknown;			/* anything else */
  sources () : unknown (false) {}
};

/* One field of a data block (all fields of one name, see above).  */
struct field_facts
{
  vec<gimple *> allocs;		/* what was stored into it */
  vec<unsigned> fields;
  bool unknown;
  bool escaped;			/* its value may have left our sight */
  bool private_p;		/* the result */
};

/* Field key ("record/field") -> index into FIELDS.  */
static hash_map<nofree_string_hash, unsigned> *field_index;
static vec<field_facts> fields;
/* Records whose blocks are used other than field by field.  */
static hash_set<nofree_string_hash> *escaped_records;
/* Malloc-like calls whose result may have escaped.  */
static hash_set<gimple *> *escaped_allocs;
/* Set when the analysis ran and found at least one private field.  */
static bool any_private;
/* Records whose fields the unit reads or writes, and those whose blocks
   only the region's function reads.  */
static hash_set<nofree_string_hash> *seen_records, *private_records;

/* The name of TYPE if it is an OpenMP data block record, else NULL.  */

static const char *
block_record_name (tree type)
{
  if (!type || TREE_CODE (type) != RECORD_TYPE)
    return NULL;
  tree name = TYPE_NAME (type);
  if (name && TREE_CODE (name) == TYPE_DECL)
    name = DECL_NAME (name);
  if (!name || TREE_CODE (name) != IDENTIFIER_NODE
      || !startswith (IDENTIFIER_POINTER (name), ".omp_data_"))
    return NULL;
  return IDENTIFIER_POINTER (name);
}

/* Whether TYPE is a data block record or a pointer or reference to one.  */

static bool
block_or_pointer_type_p (tree type)
{
  if (type && POINTER_TYPE_P (type))
    type = TREE_TYPE (type);
  return block_record_name (type) != NULL;
}

/* The index of the field whose value REF reads or writes, if REF is
   "block.field" or "ptr->field" with BLOCK a data block record; -1 if it
   is not, or if CREATE is false and the field was never seen.  */

static int
field_of (tree ref, bool create)
{
  if (TREE_CODE (ref) != COMPONENT_REF || (!create && !field_index))
    return -1;
  tree base = TREE_OPERAND (ref, 0);
  const char *rec = block_record_name (TREE_TYPE (base));
  if (!rec || !(DECL_P (base) || TREE_CODE (base) == MEM_REF))
    return -1;
  if (create)
    {
      if (!seen_records)
	seen_records = new hash_set<nofree_string_hash>;
      if (!seen_records->contains (rec))
	seen_records->add (xstrdup (rec));
    }
  tree field = TREE_OPERAND (ref, 1);
  /* A pointer put in a field of another type is an escape (scan_stmt);
     what such a field holds is no pointer of ours.  */
  if (!POINTER_TYPE_P (TREE_TYPE (field)))
    return -1;
  const char *fname = (DECL_NAME (field)
		       ? IDENTIFIER_POINTER (DECL_NAME (field)) : "");
  char *key = xasprintf ("%s/%s", rec, fname);
  if (!field_index)
    field_index = new hash_map<nofree_string_hash, unsigned>;
  unsigned *slot = field_index->get (key);
  if (slot || !create)
    {
      free (key);
      return slot ? (int) *slot : -1;
    }
  field_facts f;
  memset (&f, 0, sizeof f);
  fields.safe_push (f);
  field_index->put (key, fields.length () - 1);
  return fields.length () - 1;
}

/* One walk back through the definitions of a value.  */
struct walk
{
  sources found;		/* what the value may point into */
  hash_set<tree> active;	/* SSA names being walked (a cycle) */
  hash_map<tree, bool> done;	/* SSA names walked: had a pointer? */
  bool create;			/* may enter fields not seen yet */
  walk (bool create_fields) : create (create_fields) {}
};

static bool collect (tree t, walk *w);

/* Add what the address of the reference REF may point into.  Indices
   and offsets stay inside the object, as in C and in GCC's points-to
   analysis; the address of a declaration is "anything" to us.  */

static void
collect_address (tree ref, walk *w)
{
  tree base = get_base_address (ref);
  if (base && TREE_CODE (base) == MEM_REF)
    {
      if (!collect (TREE_OPERAND (base, 0), w))
	w->found.unknown = true;
    }
  else if (base && TREE_CODE (base) == TARGET_MEM_REF)
    {
      bool any = collect (TMR_BASE (base), w);
      any |= collect (TMR_INDEX (base), w);
      any |= collect (TMR_INDEX2 (base), w);
      if (!any)
	w->found.unknown = true;
    }
  else
    w->found.unknown = true;
}

/* Add what the value NAME defines may point into; return whether it
   holds a pointer at all (or is on a cycle, whose entries decide).
   Integers count too: a pointer converted to an integer and back must
   point to the same object (GCC's documented implementation-defined
   behaviour), so integer arithmetic takes the union of its operands,
   and a pointer made from an integer that holds no pointer is
   "anything".  An integer loaded from memory or returned by a call
   holds no pointer of ours: putting it there was an escape.  */

static bool
collect_def (tree name, walk *w)
{
  bool ptr = POINTER_TYPE_P (TREE_TYPE (name));
  gimple *def = SSA_NAME_DEF_STMT (name);
  if (SSA_NAME_IS_DEFAULT_DEF (name) || !def)
    {
      w->found.unknown |= ptr;
      return ptr;
    }
  switch (gimple_code (def))
    {
    case GIMPLE_PHI:
      {
	bool any = false;
	for (unsigned i = 0; i < gimple_phi_num_args (def); i++)
	  any |= collect (gimple_phi_arg_def (def, i), w);
	return any;
      }
    case GIMPLE_CALL:
      if (!ptr)
	return false;
      /* memcpy, memset, __builtin_assume_aligned... return an
	 argument.  */
      if (gimple_call_return_flags (as_a <gcall *> (def)) & ERF_RETURNS_ARG)
	{
	  unsigned arg = (gimple_call_return_flags (as_a <gcall *> (def))
			  & ERF_RETURN_ARG_MASK);
	  if (arg >= gimple_call_num_args (def)
	      || !collect (gimple_call_arg (def, arg), w))
	    w->found.unknown = true;
	}
      else if (gimple_call_flags (def) & ECF_MALLOC)
	w->found.allocs.safe_push (def);
      else
	w->found.unknown = true;
      return true;
    case GIMPLE_ASSIGN:
      break;
    default:
      w->found.unknown |= ptr;
      return ptr;
    }

  tree rhs1 = gimple_assign_rhs1 (def);
  if (gimple_assign_load_p (def))
    {
      int f = field_of (rhs1, w->create);
      if (f >= 0)
	w->found.fields.safe_push (f);
      else
	w->found.unknown |= ptr;
      return f >= 0 || ptr;
    }
  switch (gimple_assign_rhs_code (def))
    {
    case ADDR_EXPR:
      collect_address (TREE_OPERAND (rhs1, 0), w);
      return true;
    case POINTER_PLUS_EXPR:
      /* Pointer arithmetic stays in the object: the offset does not
	 matter, as in GCC's points-to analysis.  */
      if (!collect (rhs1, w))
	w->found.unknown = true;
      return true;
    case POINTER_DIFF_EXPR:
      return false;
    default:
      break;
    }
  bool any = false;
  for (unsigned i = 1; i < gimple_num_ops (def); i++)
    any |= collect (gimple_op (def, i), w);
  if (ptr && !any && !(gimple_assign_single_p (def) && integer_zerop (rhs1)))
    {
      w->found.unknown = true;
      any = true;
    }
  return any;
}

/* Add what the operand T may point into; return whether it holds a
   pointer (see collect_def).  */

static bool
collect (tree t, walk *w)
{
  if (!t)
    return false;
  if (TREE_CODE (t) == SSA_NAME)
    {
      if (w->active.contains (t))
	return true;
      if (bool *had = w->done.get (t))
	return *had;
      w->active.add (t);
      bool had = collect_def (t, w);
      w->active.remove (t);
      w->done.put (t, had);
      return had;
    }
  if (TREE_CODE (t) == ADDR_EXPR)
    {
      collect_address (TREE_OPERAND (t, 0), w);
      return true;
    }
  if (CONSTANT_CLASS_P (t))
    {
      if (POINTER_TYPE_P (TREE_TYPE (t)) && !integer_zerop (t))
	{
	  w->found.unknown = true;
	  return true;
	}
      return false;
    }
  if (TREE_TYPE (t) && POINTER_TYPE_P (TREE_TYPE (t)))
    {
      w->found.unknown = true;
      return true;
    }
  return false;
}

/* The value T leaves our sight: whatever it may point into escapes.  */

static void
escape_value (tree t)
{
  walk w (true);
  collect (t, &w);
  for (unsigned i = 0; i < w.found.allocs.length (); i++)
    escaped_allocs->add (w.found.allocs[i]);
  for (unsigned i = 0; i < w.found.fields.length (); i++)
    fields[w.found.fields[i]].escaped = true;
}

/* The value T is stored into field F.  */

static void
store_into_field (int f, tree t)
{
  walk w (true);
  collect (t, &w);
  fields[f].allocs.safe_splice (w.found.allocs);
  fields[f].fields.safe_splice (w.found.fields);
  fields[f].unknown |= w.found.unknown;
}

/* Mark as escaped every record whose block T uses other than by reading
   or writing a field's value: the block's address or a field's address
   taken, the block copied whole, a pointer to it copied or passed on.
   ADDRESSED says T's address is being taken.  */

static void
check_block_uses (tree t, bool addressed)
{
  if (!t)
    return;
  switch (TREE_CODE (t))
    {
    case COMPONENT_REF:
      {
	tree base = TREE_OPERAND (t, 0);
	const char *rec = block_record_name (TREE_TYPE (base));
	if (!rec)
	  break;
	if (addressed)
	  escaped_records->add (rec);
	if (TREE_CODE (base) == MEM_REF)
	  check_block_uses (TREE_OPERAND (base, 1), false);
	else if (!DECL_P (base))
	  check_block_uses (base, addressed);
	return;
      }
    case ADDR_EXPR:
      check_block_uses (TREE_OPERAND (t, 0), true);
      return;
    case SSA_NAME:
    case VAR_DECL:
    case PARM_DECL:
    case RESULT_DECL:
      if (block_or_pointer_type_p (TREE_TYPE (t)))
	{
	  tree type = TREE_TYPE (t);
	  if (POINTER_TYPE_P (type))
	    type = TREE_TYPE (type);
	  escaped_records->add (block_record_name (type));
	}
      return;
    default:
      break;
    }
  if (!EXPR_P (t) && !REFERENCE_CLASS_P (t))
    return;
  bool component = handled_component_p (t) || TREE_CODE (t) == MEM_REF;
  for (int i = 0; i < TREE_OPERAND_LENGTH (t); i++)
    check_block_uses (TREE_OPERAND (t, i), addressed && component && !i);
}

/* Whether the call STMT starts an OpenMP region or task with a data
   block as its second argument (fn, data, ...), and copies that block
   with no copy function of its own.  */

static bool
region_start_p (gimple *stmt)
{
  if (!gimple_call_builtin_p (stmt, BUILT_IN_NORMAL)
      || gimple_call_num_args (stmt) < 2)
    return false;
  const char *name = IDENTIFIER_POINTER (DECL_NAME (gimple_call_fndecl
						    (stmt)));
  if (startswith (name, "__builtin_"))
    name += strlen ("__builtin_");
  if (startswith (name, "GOMP_parallel") || !strcmp (name, "GOMP_teams_reg"))
    return true;
  if (!strcmp (name, "GOMP_task") || !strcmp (name, "GOMP_taskloop")
      || !strcmp (name, "GOMP_taskloop_ull"))
    return (gimple_call_num_args (stmt) > 2
	    && integer_zerop (gimple_call_arg (stmt, 2)));
  return false;
}

/* Whether the builtin call STMT only reads or writes through its
   pointer arguments, keeping none of them.  */

static bool
harmless_builtin_p (gimple *stmt)
{
  if (!gimple_call_builtin_p (stmt, BUILT_IN_NORMAL))
    return false;
  switch (DECL_FUNCTION_CODE (gimple_call_fndecl (stmt)))
    {
    case BUILT_IN_FREE:
    case BUILT_IN_MEMSET:
    case BUILT_IN_MEMCPY:
    case BUILT_IN_MEMMOVE:
    case BUILT_IN_MEMCMP:
    case BUILT_IN_BZERO:
    case BUILT_IN_STRLEN:
    case BUILT_IN_PREFETCH:
    case BUILT_IN_ASSUME_ALIGNED:
      return true;
    default:
      return false;
    }
}

/* Note the escapes and field stores of the statement STMT.  */

static void
scan_stmt (gimple *stmt)
{
  if (is_gimple_debug (stmt) || gimple_clobber_p (stmt))
    return;
  switch (gimple_code (stmt))
    {
    case GIMPLE_CALL:
      {
	bool region = region_start_p (stmt);
	bool harmless = harmless_builtin_p (stmt);
	for (unsigned i = 0; i < gimple_call_num_args (stmt); i++)
	  {
	    tree arg = gimple_call_arg (stmt, i);
	    /* The region's function reads the block field by field.  */
	    if (region && i == 1 && TREE_CODE (arg) == ADDR_EXPR
		&& DECL_P (TREE_OPERAND (arg, 0))
		&& block_record_name (TREE_TYPE (TREE_OPERAND (arg, 0))))
	      continue;
	    check_block_uses (arg, false);
	    if (!harmless)
	      escape_value (arg);
	  }
	escape_value (gimple_call_chain (stmt));
	check_block_uses (gimple_call_chain (stmt), false);
	tree lhs = gimple_call_lhs (stmt);
	check_block_uses (lhs, false);
	/* A call's result stored straight into a field: we do not follow
	   calls.  */
	int f = lhs ? field_of (lhs, true) : -1;
	if (f >= 0)
	  fields[f].unknown = true;
	return;
      }
    case GIMPLE_ASSIGN:
      {
	tree lhs = gimple_assign_lhs (stmt);
	for (unsigned i = 0; i < gimple_num_ops (stmt); i++)
	  check_block_uses (gimple_op (stmt, i), false);
	if (!gimple_store_p (stmt) || !gimple_assign_single_p (stmt))
	  return;
	tree rhs = gimple_assign_rhs1 (stmt);
	if (TREE_CODE (rhs) == CONSTRUCTOR)
	  {
	    unsigned i;
	    tree value;
	    FOR_EACH_CONSTRUCTOR_VALUE (CONSTRUCTOR_ELTS (rhs), i, value)
	      escape_value (value);
	    return;
	  }
	if (!is_gimple_val (rhs))
	  return;		/* memory to memory: copies stored values */
	int f = field_of (lhs, true);
	if (f >= 0)
	  store_into_field (f, rhs);
	else
	  escape_value (rhs);
	return;
      }
    case GIMPLE_RETURN:
      escape_value (gimple_return_retval (as_a <greturn *> (stmt)));
      check_block_uses (gimple_return_retval (as_a <greturn *> (stmt)),
			false);
      return;
    case GIMPLE_ASM:
      for (unsigned i = 0; i < gimple_num_ops (stmt); i++)
	{
	  tree op = gimple_op (stmt, i);
	  if (op && TREE_CODE (op) == TREE_LIST)
	    op = TREE_VALUE (op);
	  escape_value (op);
	  check_block_uses (op, true);
	}
      return;
    default:
      for (unsigned i = 0; i < gimple_num_ops (stmt); i++)
	check_block_uses (gimple_op (stmt, i), false);
      return;
    }
}

/* Scan every statement of FN.  */

static void
scan_function (function *fn)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fn)
    {
      /* A PHI may carry a field's address, never a use we allow.  */
      for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	for (unsigned i = 0; i < gimple_phi_num_args (gsi.phi ()); i++)
	  check_block_uses (gimple_phi_arg_def (gsi.phi (), i), false);
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	scan_stmt (gsi_stmt (gsi));
    }
}

/* Propagate the escapes and decide which fields are private.  */

static void
solve (void)
{
  /* A field of an escaped record escapes.  */
  if (field_index)
    for (hash_map<nofree_string_hash, unsigned>::iterator it
	   = field_index->begin (); it != field_index->end (); ++it)
      {
	const char *key = (*it).first;
	char *rec = xstrndup (key, strrchr (key, '/') - key);
	if (escaped_records->contains (rec))
	  fields[(*it).second].escaped = true;
	free (rec);
      }

  /* What an escaped field holds escapes with it.  */
  for (bool changed = true; changed;)
    {
      changed = false;
      for (unsigned i = 0; i < fields.length (); i++)
	if (fields[i].escaped)
	  for (unsigned j = 0; j < fields[i].fields.length (); j++)
	    if (!fields[fields[i].fields[j]].escaped)
	      fields[fields[i].fields[j]].escaped = changed = true;
    }
  for (unsigned i = 0; i < fields.length (); i++)
    if (fields[i].escaped)
      for (unsigned j = 0; j < fields[i].allocs.length (); j++)
	escaped_allocs->add (fields[i].allocs[j]);

  /* Private: never escaped, something stored, and all of it private.  */
  for (unsigned i = 0; i < fields.length (); i++)
    {
      field_facts &f = fields[i];
      f.private_p = (!f.escaped && !f.unknown
		     && (!f.allocs.is_empty () || !f.fields.is_empty ()));
      for (unsigned j = 0; f.private_p && j < f.allocs.length (); j++)
	f.private_p = !escaped_allocs->contains (f.allocs[j]);
    }
  for (bool changed = true; changed;)
    {
      changed = false;
      for (unsigned i = 0; i < fields.length (); i++)
	for (unsigned j = 0; fields[i].private_p
	       && j < fields[i].fields.length (); j++)
	  if (!fields[fields[i].fields[j]].private_p)
	    fields[i].private_p = false, changed = true;
    }
  for (unsigned i = 0; i < fields.length (); i++)
    any_private |= fields[i].private_p;

  /* The blocks of records that did not escape.  */
  private_records = new hash_set<nofree_string_hash>;
  for (hash_set<nofree_string_hash>::iterator it = seen_records->begin ();
       it != seen_records->end (); ++it)
    if (!escaped_records->contains (*it))
      private_records->add (*it);
}

/* Forget the statements and sets: only the verdicts are kept.  */

static void
release_analysis (void)
{
  for (unsigned i = 0; i < fields.length (); i++)
    {
      fields[i].allocs.release ();
      fields[i].fields.release ();
    }
  delete escaped_allocs;
  escaped_allocs = NULL;
  delete escaped_records;
  escaped_records = NULL;
}

/* PLUGIN_ALL_IPA_PASSES_END: analyze the unit.  Every function body is
   still there and in SSA form, clones share their origin's body.  If a
   body is missing, nothing is private.  */

static void
analyze_unit (void *, void *)
{
  if (rmarace_opts.instrument != 1 || seen_error () || flag_lto || in_lto_p
      || flag_wpa || flag_ltrans)
    return;
  escaped_allocs = new hash_set<gimple *>;
  escaped_records = new hash_set<nofree_string_hash>;
  hash_set<tree> done;
  cgraph_node *node;
  bool complete = true;
  FOR_EACH_FUNCTION (node)
    {
      if (!node->has_gimple_body_p ())
	continue;
      cgraph_node *origin = node;
      while (origin->clone_of)
	origin = origin->clone_of;
      if (done.add (origin->decl))
	continue;
      function *fn = DECL_STRUCT_FUNCTION (origin->decl);
      if (!fn || !fn->cfg || !gimple_in_ssa_p (fn))
	{
	  complete = false;
	  break;
	}
      scan_function (fn);
    }
  if (complete && seen_records)
    solve ();
  release_analysis ();
  if (rmarace_opts.verbose)
    rmarace_inform ("OpenMP data block fields analyzed: %u, %s private",
		    fields.length (), any_private ? "some" : "none");
}

/* Whether every pointer in PTRS (N of them; NULL entries are skipped)
   is derived only from private fields.  */

static bool
derived_from_private_fields_p (tree *ptrs, unsigned n)
{
  if (!any_private)
    return false;
  walk w (false);
  for (unsigned i = 0; i < n; i++)
    collect (ptrs[i], &w);
  if (w.found.unknown || !w.found.allocs.is_empty ()
      || w.found.fields.is_empty ())
    return false;
  for (unsigned i = 0; i < w.found.fields.length (); i++)
    if (!fields[w.found.fields[i]].private_p)
      return false;
  return true;
}

/* Whether PTR is the region function's pointer to its data block, of
   a record whose blocks only libgomp and that function see.  */

static bool
data_block_param_p (tree ptr)
{
  if (!private_records || !SSA_NAME_IS_DEFAULT_DEF (ptr)
      || !SSA_NAME_VAR (ptr) || TREE_CODE (SSA_NAME_VAR (ptr)) != PARM_DECL
      || !POINTER_TYPE_P (TREE_TYPE (ptr)))
    return false;
  const char *rec = block_record_name (TREE_TYPE (TREE_TYPE (ptr)));
  return rec && private_records->contains (rec);
}

/* Whether the access whose base is BASE (a MEM_REF or TARGET_MEM_REF)
   reaches only heap blocks that no MPI call can know of.  */

bool
rmarace_omp_private_ref_p (tree base)
{
  if (TREE_CODE (base) == MEM_REF)
    {
      tree ptr = TREE_OPERAND (base, 0);
      return (TREE_CODE (ptr) == SSA_NAME
	      && (data_block_param_p (ptr)
		  || derived_from_private_fields_p (&ptr, 1)));
    }
  if (TREE_CODE (base) == TARGET_MEM_REF)
    {
      tree ops[3] = { TMR_BASE (base), TMR_INDEX (base), TMR_INDEX2 (base) };
      return (TREE_CODE (ops[0]) == SSA_NAME
	      && derived_from_private_fields_p (ops, 3));
    }
  return false;
}

/* The same for a block access (memset, memcpy...) through PTR.  */

bool
rmarace_omp_private_pointer_p (tree ptr)
{
  return (TREE_CODE (ptr) == SSA_NAME
	  && derived_from_private_fields_p (&ptr, 1));
}

void
rmarace_register_omp_data_analysis (const char *plugin_name)
{
  register_callback (plugin_name, PLUGIN_ALL_IPA_PASSES_END, analyze_unit,
		     NULL);
}
