/* field-keys.cc -- the keys of the "field" analysis and their classes.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Keys (fields of records no other unit can name) and allocation sites
   are nodes of a union-find: nodes that may share blocks are one class,
   and a class is tainted when one of its blocks may have reached MPI.
   settle () propagates the taints of records to their keys once every
   function is analyzed.  */

#include "gcc-common.h"
#include "ipa-utils.h"
#include "rmarace.h"
#include "field-private.h"

namespace fieldp {

/* Set *OFF to the byte position of the FIELD_DECL F and return true
   when it is a constant that fits a HOST_WIDE_INT: the answer of
   byte_position (F) and tree_fits_shwi_p, without building the trees
   byte_position folds (the analysis asks once per field per load and
   store, which made byte_position most of its time).  */

bool
field_byte_offset (tree f, HOST_WIDE_INT *off)
{
  tree bytes = DECL_FIELD_OFFSET (f);
  tree bits = DECL_FIELD_BIT_OFFSET (f);
  if (bytes && bits && TREE_CODE (bytes) == INTEGER_CST
      && tree_fits_uhwi_p (bytes) && tree_fits_uhwi_p (bits))
    {
      /* byte_position adds in sizetype, modulo 2^64 here.  */
      unsigned HOST_WIDE_INT pos
	= tree_to_uhwi (bytes) + tree_to_uhwi (bits) / BITS_PER_UNIT;
      *off = (HOST_WIDE_INT) pos;
      return *off >= 0;
    }
  tree pos = byte_position (f);
  if (!pos || !tree_fits_shwi_p (pos))
    return false;
  *off = tree_to_shwi (pos);
  return true;
}

/* The union-find of keys and allocation sites, and its per-class
   flags (field-private.h).  */
vec<unsigned> uf_parent;
vec<unsigned char> uf_bad, uf_linked;
vec<unsigned char> uf_alloc, uf_objs;
vec<unsigned char> node_leaves;
vec<unsigned char> key_exposed;
hash_set<tree> *foreign_records;
vec<key_record> typed_keys, held_objects;
vec<unsigned> untyped_stores;
key_map *key_nodes;
bool track_vars;
hash_map<gimple *, unsigned> *alloc_nodes;
vec<alloc_site> alloc_sites;
hash_set<tree> *bad_records;
hash_set<tree> *fresh_callees;

/* Union-find.  */

unsigned
new_node (void)
{
  uf_parent.safe_push (uf_parent.length ());
  uf_bad.safe_push (0);
  uf_linked.safe_push (0);
  uf_alloc.safe_push (0);
  uf_objs.safe_push (0);
  node_leaves.safe_push (0);
  key_exposed.safe_push (0);
  return uf_parent.length () - 1;
}

unsigned
find (unsigned n)
{
  while (uf_parent[n] != n)
    {
      uf_parent[n] = uf_parent[uf_parent[n]];
      n = uf_parent[n];
    }
  return n;
}

void
unite (unsigned a, unsigned b)
{
  a = find (a);
  b = find (b);
  uf_linked[a] = uf_linked[b] = 1;
  if (a == b)
    return;
  uf_parent[b] = a;
  uf_bad[a] |= uf_bad[b];
  uf_alloc[a] |= uf_alloc[b];
  uf_objs[a] |= uf_objs[b];
}

void
make_bad (unsigned n)
{
  uf_bad[find (n)] = 1;
}

/* Records.  */

/* Whether TYPE is a record no other unit can name.  */

bool
tracked_record_p (tree type)
{
  if (!type || TREE_CODE (type) != RECORD_TYPE || !COMPLETE_TYPE_P (type))
    return false;
  type = TYPE_MAIN_VARIANT (type);
  return (TYPE_NAME (type) && TREE_CODE (TYPE_NAME (type)) == TYPE_DECL
	  && type_with_linkage_p (type)
	  && type_in_anonymous_namespace_p (type));
}

void
taint_record (tree r)
{
  bad_records->add (TYPE_P (r) ? TYPE_MAIN_VARIANT (r) : r);
}

/* Taint every tracked record TYPE contains (as itself, a field or an
   array element), to DEPTH levels.  */

void
taint_contained (tree type, int depth)
{
  if (!type || depth > 8)
    return;
  if (TREE_CODE (type) == ARRAY_TYPE)
    taint_contained (TREE_TYPE (type), depth + 1);
  else if (RECORD_OR_UNION_TYPE_P (type))
    {
      if (tracked_record_p (type))
	taint_record (type);
      for (tree f = TYPE_FIELDS (type); f; f = DECL_CHAIN (f))
	if (TREE_CODE (f) == FIELD_DECL)
	  taint_contained (TREE_TYPE (f), depth + 1);
    }
}

/* Whether T is a variable no other unit can name, whose pointer members
   are keys of their own (C, where any unit can declare a compatible
   record: the variable, not the type, is what others cannot reach).  It
   is a static record, or a static array of records, starting out null
   (an initializer may hold addresses the analysis never saw stored),
   that no other unit can see or reach by its assembler name, nor
   through an alias.  Whether its address stays in sight is up to the
   analysis: it is an object like those of tracked records.  */

bool
tracked_var_p (tree t)
{
  if (!track_vars || !VAR_P (t) || !TREE_STATIC (t) || TREE_PUBLIC (t)
      || DECL_EXTERNAL (t) || DECL_PRESERVE_P (t) || TREE_THIS_VOLATILE (t)
      || DECL_HARD_REGISTER (t) || DECL_HAS_VALUE_EXPR_P (t)
      || DECL_THREAD_LOCAL_P (t))
    return false;
  tree type = TREE_TYPE (t);
  while (TREE_CODE (type) == ARRAY_TYPE)
    type = TREE_TYPE (type);
  if (TREE_CODE (type) != RECORD_TYPE || !COMPLETE_TYPE_P (type)
      || !tree_fits_shwi_p (TYPE_SIZE_UNIT (type))
      || tree_to_shwi (TYPE_SIZE_UNIT (type)) <= 0)
    return false;
  tree init = DECL_INITIAL (t);
  if (init && (init == error_mark_node || !initializer_zerop (init)))
    return false;
  varpool_node *node = varpool_node::get (t);
  if (!node || node->externally_visible || node->alias
      || node->used_from_other_partition)
    return false;
  ipa_ref *ref;
  FOR_EACH_ALIAS (node, ref)
    return false;
  return true;
}

/* The record whose fields are the keys of OBJ: a tracked record, or the
   element record of a tracked variable.  */

tree
obj_record (tree obj)
{
  if (TYPE_P (obj))
    return TYPE_MAIN_VARIANT (obj);
  tree type = TREE_TYPE (obj);
  while (TREE_CODE (type) == ARRAY_TYPE)
    type = TREE_TYPE (type);
  return TYPE_MAIN_VARIANT (type);
}

/* The node of the key FIELD of OBJ.  */

unsigned
key_node (tree obj, tree field)
{
  if (TYPE_P (obj))
    obj = TYPE_MAIN_VARIANT (obj);
  key_id id (obj, field);
  if (unsigned *n = key_nodes->get (id))
    return *n;
  unsigned n = new_node ();
  key_nodes->put (id, n);
  return n;
}


/* Whether key node K's class is tainted.  */

static bool
bad_key_p (unsigned k)
{
  return uf_bad[find (k)];
}

/* Once every function is analyzed: the keys of a tainted record are
   tainted, and so are the records whose objects a tainted key holds; a record
   whose objects were reached through a key that may hold fresh blocks or
   unknown pointers is tainted (its objects may be ones the analysis did
   not follow).  */

void
settle (void)
{
  for (bool changed = true; changed;)
    {
      changed = false;
      for (key_map::iterator it = key_nodes->begin ();
	   it != key_nodes->end (); ++it)
	{
	  tree r = (*it).first.first;
	  if (!bad_records->contains (r))
	    continue;
	  if (!bad_key_p ((*it).second))
	    {
	      make_bad ((*it).second);
	      changed = true;
	    }
	  for (unsigned i = 0; i < held_objects.length (); i++)
	    if (find (held_objects[i].key) == find ((*it).second)
		&& !bad_records->contains (held_objects[i].record))
	      {
		taint_record (held_objects[i].record);
		changed = true;
	      }
	}
      /* A key whose class is tainted may have handed the objects it
	 holds to MPI as a whole (MPI_Win_create (h.obj, ...) of a void *
	 member): they are not followed any more.  */
      for (unsigned i = 0; i < held_objects.length (); i++)
	if (bad_key_p (held_objects[i].key)
	    && !bad_records->contains (held_objects[i].record))
	  {
	    taint_record (held_objects[i].record);
	    changed = true;
	  }
      for (unsigned i = 0; i < untyped_stores.length (); i++)
	for (unsigned j = 0; j < held_objects.length (); j++)
	  if (find (held_objects[j].key) == find (untyped_stores[i])
	      && !bad_records->contains (held_objects[j].record))
	    {
	      taint_record (held_objects[j].record);
	      changed = true;
	    }
      for (unsigned i = 0; i < typed_keys.length (); i++)
	{
	  unsigned c = find (typed_keys[i].key);
	  if ((uf_bad[c] || uf_alloc[c])
	      && !bad_records->contains (typed_keys[i].record))
	    {
	      taint_record (typed_keys[i].record);
	      changed = true;
	    }
	}
    }
}

} // namespace fieldp
