/* field-private.cc -- pointer fields whose blocks MPI never sees.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   C++ programs keep their arrays in members of classes: std::vector<double>
   x, y, z in a Domain class, read through the vectors' data pointers in
   every hot loop.  If no block such a member ever holds can have reached
   MPI, no access through a pointer loaded from the member can race with
   RMA, and instrument.cc need not check it (filter "field").

   A key is a field F of a record R that no other unit can name: a C++
   class in an anonymous namespace; in C, where any unit can declare a
   compatible record, a field of a static variable whose address stays
   in sight (the variable is then the object, not the type).  An
   allocation call is judged too, by its place in the source: Fortran's
   scalar replacement leaves a local derived type's allocatable
   component as an SSA name fresh from malloc.  The analysis reads every
   function of the unit once, after the interprocedural passes and
   before any is compiled further (later inlining and optimization only
   copy code), and decides per key whether every value stored into F of any R object is
   null, a block fresh from an allocation, or a pointer read from a key
   whose blocks are private too -- and whether those blocks' addresses
   stay where it can see them: dereferenced, offset, compared, freed,
   copied, stored back into such a key.  A block whose address goes
   anywhere else (an unknown call, MPI, memory the analysis does not
   follow, a return to another unit) taints every key that may hold it;
   so does an R object whose own address escapes, and so does any form
   the analysis does not understand.  doc/plugin.md states the rules;
   field-private.h says which file does what.

   Values are described by facts: the address of an R object at a byte
   offset (OBJ), a pointer read from a key (DATA), a fresh block (ALLOC),
   the address of an automatic variable whose contents are followed
   (LOCAL), anything else (UNKNOWN).  Inside a function, its parameters
   (PARM) and what is read through them (CONT) are symbols; each function
   gets a summary in those symbols -- what it returns, stores through its
   parameters or into keys, lets escape -- which every call of it
   instantiates with its arguments, so that std::vector's out-of-line
   methods called on Domain.x and on Halo.recv keep the two apart.  Keys
   and allocation sites that may share blocks are merged (union-find);
   a tainted class taints all its members.  Calls within a cycle of the
   call graph are treated like calls to unknown functions.  */

#include "gcc-common.h"
#include "rmarace.h"
#include "instrument.h"
#include "field-private.h"

using namespace fieldp;

static bool analyzed;		/* the facts can be trusted */

/* Per place in the source of allocation calls: whether every block they
   return is private (false if any is not).  */
typedef hash_map<int_hash<unsigned, 0, UINT_MAX>, bool> site_map;
static site_map *private_sites;

/* Whether node N's class may hold blocks MPI sees or objects' addresses.  */

static bool
shared_node_p (unsigned n)
{
  return uf_bad[find (n)] || uf_objs[find (n)];
}

/* Once the classes are final: the verdict of each place of an allocation
   call.  Private when its blocks never reach MPI nor leave the function
   by its result or its parameters: then no caller has them, whatever
   inlining the passes after the analysis do.  */

static void
judge_alloc_sites (void)
{
  private_sites = new site_map;
  for (unsigned i = 0; i < alloc_sites.length (); i++)
    {
      const alloc_site &s = alloc_sites[i];
      if (s.locus == UNKNOWN_LOCATION)
	continue;
      bool existed;
      bool &ok = private_sites->get_or_insert (s.locus, &existed);
      ok = ((existed ? ok : true) && !shared_node_p (s.node)
	    && !node_leaves[s.node]);
    }
  alloc_sites.release ();
}

/* walk_tree callback: taint the tracked variable whose address *TP
   takes.  */

static tree
taint_initializer_address (tree *tp, int *walk_subtrees, void *)
{
  if (TREE_CODE (*tp) == ADDR_EXPR)
    {
      tree base = get_base_address (TREE_OPERAND (*tp, 0));
      if (base && tracked_var_p (base))
	taint_record (base);
    }
  else if (TYPE_P (*tp) || DECL_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

/* PLUGIN_ALL_IPA_PASSES_END: analyze the unit.  Every function body is
   still there, in SSA form, as early inlining left it.  */

static void
analyze_unit (void *, void *)
{
  if (rmarace_opts.instrument != 1 || seen_error ()
      || !(lang_GNU_CXX () || lang_GNU_C () || lang_GNU_Fortran ())
      || flag_lto || in_lto_p || flag_wpa || flag_ltrans)
    return;
  track_vars = lang_GNU_C ();
  key_nodes = new key_map;
  alloc_nodes = new hash_map<gimple *, unsigned>;
  call_allocs = new hash_map<gimple *, vec<alloc_map> >;
  bad_records = new hash_set<tree>;
  fresh_callees = new hash_set<tree>;
  foreign_records = new hash_set<tree>;
  summaries = new hash_map<tree, summary *>;

  /* Static objects are reachable from anywhere in the unit.  */
  varpool_node *var;
  FOR_EACH_VARIABLE (var)
    {
      taint_contained (TREE_TYPE (var->decl), 0);
      /* A tracked variable whose address is in an initializer is out of
	 sight.  */
      if (track_vars && DECL_INITIAL (var->decl)
	  && DECL_INITIAL (var->decl) != error_mark_node)
	walk_tree_without_duplicates (&DECL_INITIAL (var->decl),
				      taint_initializer_address, NULL);
    }

  bool complete = true;
  cgraph_node *node;
  FOR_EACH_FUNCTION (node)
    {
      if (!node->has_gimple_body_p ())
	{
	  /* A thunk of ours runs code we do not see (an alias runs its
	     target's body).  */
	  if (node->thunk)
	    complete = false;
	  continue;
	}
      cgraph_node *origin = node;
      while (origin->clone_of)
	origin = origin->clone_of;
      function *fn = DECL_STRUCT_FUNCTION (origin->decl);
      if (!fn || !fn->cfg || !gimple_in_ssa_p (fn))
	{
	  complete = false;
	  break;
	}
      summary_of (origin->decl);
    }
  release_summaries ();
  for (hash_map<gimple *, vec<alloc_map> >::iterator it
	 = call_allocs->begin (); it != call_allocs->end (); ++it)
    (*it).second.release ();
  delete call_allocs;
  call_allocs = NULL;
  settle ();
  judge_alloc_sites ();
  analyzed = complete;

  if (rmarace_opts.verbose)
    {
      unsigned priv = 0, total = 0;
      for (key_map::iterator it = key_nodes->begin ();
	   it != key_nodes->end (); ++it)
	if (POINTER_TYPE_P (TREE_TYPE ((*it).first.second))
	    || AGGREGATE_TYPE_P (TREE_TYPE ((*it).first.second)))
	  {
	    total++;
	    priv += (analyzed && !uf_bad[find ((*it).second)]
		     && !uf_objs[find ((*it).second)]);
	  }
      rmarace_inform ("record fields analyzed: %u, %u private", total, priv);
      unsigned sites = 0, priv_sites = 0;
      for (site_map::iterator it = private_sites->begin ();
	   it != private_sites->end (); ++it)
	{
	  sites++;
	  priv_sites += analyzed && (*it).second;
	}
      rmarace_inform ("allocation sites analyzed: %u, %u private", sites,
		      priv_sites);
    }
}

/* Whether the load REF reads a key whose blocks are private.  */

static bool
private_key_load_p (tree ref)
{
  auto_vec<fact, 8> addr;
  address_facts (NULL, ref, &addr);
  tree r = NULL_TREE;
  HOST_WIDE_INT off = -1;
  for (unsigned i = 0; i < addr.length (); i++)
    if (addr[i].kind == F_OBJ)
      {
	if (r && (r != addr[i].t || off != addr[i].off))
	  return false;
	r = addr[i].t;
	off = addr[i].off;
      }
  if (!r || off < 0 || bad_records->contains (r))
    return false;
  /* The load must lie within one field that the analysis saw.  */
  HOST_WIDE_INT size = ref_size (ref);
  if (size <= 0)
    return false;
  unsigned count = 0;
  bool ok = true;
  tree obj = r;
  r = obj_record (r);
  for (tree f = TYPE_FIELDS (r); f; f = DECL_CHAIN (f))
    {
      if (TREE_CODE (f) != FIELD_DECL)
	continue;
      HOST_WIDE_INT lo;
      tree fsize = DECL_SIZE_UNIT (f);
      if (!fsize || !tree_fits_shwi_p (fsize) || !field_byte_offset (f, &lo))
	return false;
      HOST_WIDE_INT hi = lo + tree_to_shwi (fsize);
      if (off + size <= lo || off >= hi)
	continue;
      count++;
      unsigned *n = key_nodes->get (key_id (TYPE_P (obj)
					    ? TYPE_MAIN_VARIANT (obj) : obj,
					    f));
      ok &= (n && !uf_bad[find (*n)] && !uf_objs[find (*n)]
	     && off >= lo && off + size <= hi);
    }
  return ok && count == 1;
}

/* Whether the access REF of SIZE bytes reads or writes a member of an
   object that MPI cannot know of ("this->nlocal" in a member function):
   REF is a member of a tracked record R (by its type alone: GIMPLE keeps
   no casts, so the analysis checked that every object used as an R is
   one it follows -- an R object whose address stays in sight, not a
   window's memory cast to R *, not an automatic variable of another
   type, and not a static), R is untainted (no R object's address went
   anywhere but to MPI as a member's), and the member REF lies within is
   one whose own bytes no MPI call may keep (key_exposed: a window
   created over the member, an RMA or nonblocking call's buffer there).
   A tracked variable (C) is untainted only if MPI never had any of its
   addresses.  An access that straddles members is kept.  */

bool
rmarace_field_own_ref_p (tree ref, tree size)
{
  if (!analyzed || !key_nodes || !size || !tree_fits_shwi_p (size)
      || tree_to_shwi (size) <= 0)
    return false;
  HOST_WIDE_INT len = tree_to_shwi (size);
  auto_vec<fact, 8> addr;
  address_facts (NULL, ref, &addr);
  tree obj = NULL_TREE;
  HOST_WIDE_INT off = -1;
  for (unsigned i = 0; i < addr.length (); i++)
    if (addr[i].kind == F_OBJ)
      {
	if (obj && (obj != addr[i].t || off != addr[i].off))
	  return false;
	obj = addr[i].t;
	off = addr[i].off;
      }
  if (!obj || off < 0)
    return false;
  tree r = obj_record (obj);
  if (bad_records->contains (TYPE_P (obj) ? r : obj)
      || foreign_records->contains (r))
    return false;
  /* Any other fact must be the automatic R object itself.  */
  for (unsigned i = 0; i < addr.length (); i++)
    if (addr[i].kind != F_OBJ
	&& !(addr[i].kind == F_LOCAL && TYPE_P (obj)
	     && TYPE_MAIN_VARIANT (TREE_TYPE (addr[i].t)) == r))
      return false;
  for (tree f = TYPE_FIELDS (r); f; f = DECL_CHAIN (f))
    {
      if (TREE_CODE (f) != FIELD_DECL)
	continue;
      HOST_WIDE_INT lo;
      tree fsize = DECL_SIZE_UNIT (f);
      if (!fsize || !tree_fits_shwi_p (fsize) || !field_byte_offset (f, &lo))
	return false;
      HOST_WIDE_INT hi = lo + tree_to_shwi (fsize);
      if (off + len <= lo || off >= hi)
	continue;
      if (off < lo || off + len > hi)
	return false;
      /* A member no analyzed statement reached has no node: MPI was never
	 given its address (an exposure makes the node).  */
      unsigned *n = key_nodes->get (key_id (TYPE_P (obj) ? r : obj, f));
      return !n || !key_exposed[*n];
    }
  return false;
}

/* Whether CALL is an allocation whose blocks are private, at a place in
   the source where every allocation the analysis saw was (a Fortran
   local's allocatable component, whose data pointer scalar replacement
   made an SSA name; a call of a wrapper of malloc of this unit).  A call
   of a function that is not malloc-like must be of one whose calls the
   analysis judged so (or a clone of it made after the analysis).  */

static bool
private_alloc_p (gcall *call)
{
  if (gimple_call_internal_p (call) || !private_sites)
    return false;
  if (!(gimple_call_flags (call) & ECF_MALLOC))
    {
      tree fn = gimple_call_fndecl (call);
      cgraph_node *node = fn ? cgraph_node::get (fn) : NULL;
      if (!fn || !fresh_callees
	  || !(fresh_callees->contains (fn)
	       || (node && node->former_clone_of
		   && fresh_callees->contains (node->former_clone_of))))
	return false;
    }
  location_t locus = LOCATION_LOCUS (gimple_location (call));
  if (locus == UNKNOWN_LOCATION)
    return false;
  bool *ok = private_sites->get (locus);
  return ok && *ok;
}

/* Whether LOAD (an assignment that loads an integer) reads a variable
   of the program by name whose declared type is a plain integer type,
   not a typedef: an index or a count in memory because its address was
   taken (PRK Transpose's `long order`, given to MPI_Bcast).  A pointer
   converted to an integer is written to a typedef (intptr_t, uintptr_t,
   ptrdiff_t); adding a plain integer to a pointer stays in its block
   (C's pointer arithmetic, what GCC's points-to analysis assumes too),
   so ivopts' (unsigned long) p + order * 8 does.  */

static bool
plain_integer_variable_load_p (gimple *load)
{
  tree rhs = gimple_assign_rhs1 (load);
  if (TREE_CODE (rhs) != VAR_DECL || DECL_ARTIFICIAL (rhs)
      || TREE_THIS_VOLATILE (rhs) || !DECL_NAME (rhs))
    return false;
  tree type = TREE_TYPE (rhs);
  if (TREE_CODE (type) != INTEGER_TYPE)
    return false;
  tree name = TYPE_NAME (type);
  return !(name && TREE_CODE (name) == TYPE_DECL
	   && DECL_ORIGINAL_TYPE (name));
}

/* Whether the integer T holds no pointer: a constant, or computed only
   from constants, values too narrow to hold a pointer (an int index
   widened) and loads of plain integer variables, through arithmetic
   (a row length order / nprocs too), conversions and PHIs.  VISITED holds the PHIs on the way.  */

static bool
pointer_free_p (tree t, hash_set<tree> *visited, int depth)
{
  if (TREE_CODE (t) == INTEGER_CST)
    return true;
  if (TREE_CODE (t) != SSA_NAME || depth > 16
      || !INTEGRAL_TYPE_P (TREE_TYPE (t)))
    return false;
  if (TYPE_PRECISION (TREE_TYPE (t)) < POINTER_SIZE)
    return true;
  if (SSA_NAME_IS_DEFAULT_DEF (t))
    return false;
  gimple *def = SSA_NAME_DEF_STMT (t);
  if (gphi *phi = dyn_cast <gphi *> (def))
    {
      if (visited->add (t))
	return true;
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	if (!pointer_free_p (gimple_phi_arg_def (phi, i), visited, depth + 1))
	  return false;
      return true;
    }
  if (!is_gimple_assign (def))
    return false;
  if (gimple_assign_load_p (def))
    return plain_integer_variable_load_p (def);
  switch (gimple_assign_rhs_code (def))
    {
    case PLUS_EXPR:
    case MINUS_EXPR:
    case MULT_EXPR:
    case TRUNC_DIV_EXPR:
    case EXACT_DIV_EXPR:
    case LSHIFT_EXPR:
    case RSHIFT_EXPR:
    case MIN_EXPR:
    case MAX_EXPR:
    case NEGATE_EXPR:
    case SSA_NAME:
    CASE_CONVERT:
      for (unsigned i = 1; i < gimple_num_ops (def); i++)
	if (!pointer_free_p (gimple_op (def, i), visited, depth + 1))
	  return false;
      return true;
    default:
      return false;
    }
}

/* Whether PTR (an SSA name) is computed only from pointers loaded from
   private keys, through copies, conversions, pointer arithmetic (which
   stays in the block, as in C and GCC's points-to analysis), integer
   additions of values that hold no pointer to such a pointer converted
   to an integer (as ivopts writes a loop's pointer), and PHIs.  VISITED
   holds the PHIs on the way.  */

static bool
from_private_keys_p (tree ptr, hash_set<tree> *visited, int depth)
{
  /* A null pointer on one path of a PHI reaches nothing.  */
  if (depth > 0 && integer_zerop (ptr))
    return true;
  if (TREE_CODE (ptr) != SSA_NAME || depth > 16)
    return false;
  if (SSA_NAME_IS_DEFAULT_DEF (ptr))
    return false;
  gimple *def = SSA_NAME_DEF_STMT (ptr);
  if (gphi *phi = dyn_cast <gphi *> (def))
    {
      if (visited->add (ptr))
	return true;
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	if (!from_private_keys_p (gimple_phi_arg_def (phi, i), visited,
				  depth + 1))
	  return false;
      return true;
    }
  if (gcall *call = dyn_cast <gcall *> (def))
    return private_alloc_p (call);
  if (!is_gimple_assign (def))
    return false;
  tree rhs1 = gimple_assign_rhs1 (def);
  if (gimple_assign_load_p (def))
    return (POINTER_TYPE_P (TREE_TYPE (gimple_assign_lhs (def)))
	    && private_key_load_p (rhs1));
  enum tree_code code = gimple_assign_rhs_code (def);
  if (code == POINTER_PLUS_EXPR || code == SSA_NAME
      || CONVERT_EXPR_CODE_P (code))
    return from_private_keys_p (rhs1, visited, depth + 1);
  if ((code == PLUS_EXPR || code == MINUS_EXPR)
      && INTEGRAL_TYPE_P (TREE_TYPE (rhs1)))
    {
      /* Pick the operand that may hold the pointer first: a failed
	 walk would leave PHIs in VISITED that a second one trusts.  */
      tree rhs2 = gimple_assign_rhs2 (def);
      hash_set<tree> seen;
      if (pointer_free_p (rhs2, &seen, 0))
	return from_private_keys_p (rhs1, visited, depth + 1);
      seen.empty ();
      return (code == PLUS_EXPR && pointer_free_p (rhs1, &seen, 0)
	      && from_private_keys_p (rhs2, visited, depth + 1));
    }
  return false;
}

/* Whether the access whose base is BASE (a MEM_REF or TARGET_MEM_REF)
   goes through a pointer computed only from private keys; a
   TARGET_MEM_REF's indexes must hold no pointer.  */

bool
rmarace_field_private_ref_p (tree base)
{
  if (!analyzed || !key_nodes)
    return false;
  hash_set<tree> visited;
  if (TREE_CODE (base) == TARGET_MEM_REF
      && ((TMR_INDEX (base) && !pointer_free_p (TMR_INDEX (base), &visited, 0))
	  || (TMR_INDEX2 (base)
	      && !pointer_free_p (TMR_INDEX2 (base), &visited, 0))))
    return false;
  visited.empty ();
  return from_private_keys_p (TREE_OPERAND (base, 0), &visited, 0);
}

bool
rmarace_field_private_pointer_p (tree ptr)
{
  if (!analyzed || !key_nodes)
    return false;
  hash_set<tree> visited;
  return from_private_keys_p (ptr, &visited, 0);
}

void
rmarace_register_field_private_analysis (const char *plugin_name)
{
  register_callback (plugin_name, PLUGIN_ALL_IPA_PASSES_END, analyze_unit,
		     NULL);
}

