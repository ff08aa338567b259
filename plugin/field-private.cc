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
   class in an anonymous namespace.  The analysis reads every function of
   the unit once, after the interprocedural passes and before any is
   compiled further (later inlining and optimization only copy code), and
   decides per key whether every value stored into F of any R object is
   null, a block fresh from an allocation, or a pointer read from a key
   whose blocks are private too -- and whether those blocks' addresses
   stay where it can see them: dereferenced, offset, compared, freed,
   copied, stored back into such a key.  A block whose address goes
   anywhere else (an unknown call, MPI, memory the analysis does not
   follow, a return to another unit) taints every key that may hold it;
   so does an R object whose own address escapes, and so does any form
   the analysis does not understand.  doc/plugin.md states the rules.

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
#include "ipa-utils.h"
#include "rmarace.h"
#include "instrument.h"

enum fact_kind
{
  F_UNKNOWN,			/* may hold any pointer */
  F_OBJ,			/* address in an R object: T, OFF */
  F_DATA,			/* pointer read from key node ID */
  F_ALLOC,			/* fresh block, allocation node ID */
  F_PARM,			/* parameter ID plus OFF */
  F_CONT,			/* value read at OFF through parameter ID */
  F_LOCAL			/* address of the automatic variable T */
};

struct fact
{
  enum fact_kind kind;
  unsigned id;
  HOST_WIDE_INT off;		/* -1: unknown */
  tree t;
};

typedef vec<fact> facts;

/* More offsets than this of one object or parameter collapse to
   "unknown offset", so that loops over constant steps terminate.  */
#define MAX_OFFSETS 32

/* The union-find of keys and allocation sites.  */
static vec<unsigned> uf_parent;
static vec<unsigned char> uf_bad, uf_linked;
/* Per class: holds fresh blocks; holds addresses of records' objects.  */
static vec<unsigned char> uf_alloc, uf_objs;
/* A key's pointer used as the address of an object of a record, and a
   key that holds the address of an object of a record: checked once the
   classes are final.  */
struct key_record
{
  unsigned key;
  tree record;
};
static vec<key_record> typed_keys, held_objects;
/* Keys through whose pointers something was stored without the type of
   a tracked record: if they hold objects, those were written unseen.  */
static vec<unsigned> untyped_stores;
static hash_map<tree, unsigned> *key_nodes;	/* FIELD_DECL -> node */
static hash_map<gimple *, unsigned> *alloc_nodes;
/* The blocks a call returns or stores: per call, one node for each
   allocation node of the callee (pairs callee node, our node).  */
struct alloc_map
{
  unsigned callee, node;
};
static hash_map<gimple *, vec<alloc_map> > *call_allocs;
static hash_set<tree> *bad_records;
static bool analyzed;		/* the facts below can be trusted */

/* One function's summary, in terms of its parameters.  */
struct store_eff
{
  fact target;			/* PARM */
  HOST_WIDE_INT size;
  facts value;
};
struct key_eff
{
  unsigned key;
  fact value;			/* PARM or CONT */
};
struct esc_eff
{
  fact value;			/* PARM or CONT */
  bool mpi;
};
struct typed_eff
{
  fact base;			/* PARM or CONT */
  tree record;
};
struct summary
{
  bool busy;
  bool unknown_callers;		/* called where the summary was not ready */
  facts ret;
  vec<store_eff> stores;
  vec<key_eff> key_stores;
  vec<esc_eff> escapes;
  vec<typed_eff> typed;
};
static hash_map<tree, summary *> *summaries;

/* The state of the analysis of one function.  */
struct fn_state
{
  function *fn;
  summary *sum;
  bool local;			/* all its callers are in this unit */
  hash_map<tree, unsigned> slots;	/* SSA names, variables */
  vec<facts> sets;
  hash_set<tree> escaped_cells;
  bool changed;
};

static void escape_facts (fn_state *st, const facts &v, bool mpi);

/* Union-find.  */

static unsigned
new_node (void)
{
  uf_parent.safe_push (uf_parent.length ());
  uf_bad.safe_push (0);
  uf_linked.safe_push (0);
  uf_alloc.safe_push (0);
  uf_objs.safe_push (0);
  return uf_parent.length () - 1;
}

static unsigned
find (unsigned n)
{
  while (uf_parent[n] != n)
    {
      uf_parent[n] = uf_parent[uf_parent[n]];
      n = uf_parent[n];
    }
  return n;
}

static void
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

static void
make_bad (unsigned n)
{
  uf_bad[find (n)] = 1;
}

/* Records.  */

/* Whether TYPE is a record no other unit can name.  */

static bool
tracked_record_p (tree type)
{
  if (!type || TREE_CODE (type) != RECORD_TYPE || !COMPLETE_TYPE_P (type))
    return false;
  type = TYPE_MAIN_VARIANT (type);
  return (TYPE_NAME (type) && TREE_CODE (TYPE_NAME (type)) == TYPE_DECL
	  && type_with_linkage_p (type)
	  && type_in_anonymous_namespace_p (type));
}

static void
taint_record (tree r)
{
  bad_records->add (TYPE_MAIN_VARIANT (r));
}

/* Taint every tracked record TYPE contains (as itself, a field or an
   array element), to DEPTH levels.  */

static void
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

/* The node of key FIELD.  */

static unsigned
key_node (tree field)
{
  if (unsigned *n = key_nodes->get (field))
    return *n;
  unsigned n = new_node ();
  key_nodes->put (field, n);
  return n;
}

/* Call FN (DATA) with the node of each field of R that overlaps the SIZE
   bytes at OFF (SIZE 0: the field holding OFF; SIZE < 0: an unknown
   extent, every field from OFF on; OFF < 0: every field).  */

template <typename F>
static void
for_keys (tree r, HOST_WIDE_INT off, HOST_WIDE_INT size, F fn)
{
  r = TYPE_MAIN_VARIANT (r);
  for (tree f = TYPE_FIELDS (r); f; f = DECL_CHAIN (f))
    {
      if (TREE_CODE (f) != FIELD_DECL)
	continue;
      if (off >= 0)
	{
	  tree pos = byte_position (f);
	  tree fsize = DECL_SIZE_UNIT (f);
	  if (pos && fsize && tree_fits_shwi_p (pos) && tree_fits_shwi_p (fsize))
	    {
	      HOST_WIDE_INT lo = tree_to_shwi (pos);
	      HOST_WIDE_INT hi = lo + tree_to_shwi (fsize);
	      HOST_WIDE_INT end = off + (size > 0 ? size : 1);
	      if (off >= hi || (size >= 0 && end <= lo))
		continue;
	    }
	}
      fn (key_node (f));
    }
}

/* Fact sets.  */

static bool
same_fact (const fact &a, const fact &b)
{
  return (a.kind == b.kind && a.id == b.id && a.off == b.off && a.t == b.t);
}

/* Add F to S; return whether S changed.  */

static bool
add_fact (facts *s, fact f)
{
  bool offsets = f.kind == F_OBJ || f.kind == F_PARM || f.kind == F_CONT;
  if (offsets && f.off >= 0)
    {
      unsigned n = 0;
      for (unsigned i = 0; i < s->length (); i++)
	{
	  const fact &g = (*s)[i];
	  if (g.kind == f.kind && g.id == f.id && g.t == f.t)
	    {
	      if (g.off < 0)
		return false;
	      n++;
	    }
	}
      if (n >= MAX_OFFSETS)
	f.off = -1;
    }
  for (unsigned i = 0; i < s->length (); i++)
    if (same_fact ((*s)[i], f))
      return false;
  s->safe_push (f);
  return true;
}

static bool
add_facts (facts *s, const facts &v)
{
  bool changed = false;
  for (unsigned i = 0; i < v.length (); i++)
    changed |= add_fact (s, v[i]);
  return changed;
}

static fact
make_fact (enum fact_kind kind, unsigned id = 0, HOST_WIDE_INT off = -1,
	   tree t = NULL_TREE)
{
  fact f;
  f.kind = kind;
  f.id = id;
  f.off = off;
  f.t = t;
  return f;
}

/* F moved by DELTA bytes (-1: by an unknown amount).  */

static fact
shift_fact (fact f, HOST_WIDE_INT delta)
{
  if (f.kind == F_OBJ || f.kind == F_PARM)
    f.off = (f.off < 0 || delta < 0) ? -1 : f.off + delta;
  return f;
}

/* Whether a value of TYPE can hold a pointer.  */

static bool
may_hold_pointer_p (tree type)
{
  if (!type)
    return true;
  if (POINTER_TYPE_P (type) || AGGREGATE_TYPE_P (type)
      || TREE_CODE (type) == VECTOR_TYPE || TREE_CODE (type) == OFFSET_TYPE)
    return true;
  return INTEGRAL_TYPE_P (type) && TYPE_PRECISION (type) >= POINTER_SIZE;
}

/* The record a pointer of TYPE points to, if tracked.  */

static tree
pointed_record (tree type)
{
  if (!type || !POINTER_TYPE_P (type))
    return NULL_TREE;
  tree r = TREE_TYPE (type);
  return tracked_record_p (r) ? TYPE_MAIN_VARIANT (r) : NULL_TREE;
}

/* Slots.  */

static facts &
slot (fn_state *st, tree t)
{
  bool existed;
  unsigned &i = st->slots.get_or_insert (t, &existed);
  if (!existed)
    {
      i = st->sets.length ();
      st->sets.safe_push (facts ());
    }
  return st->sets[i];
}

static void
merge_into (fn_state *st, tree t, const facts &v)
{
  if (add_facts (&slot (st, t), v))
    st->changed = true;
}

/* Summaries: record an effect once.  */

static void
note_escape (fn_state *st, fact f, bool mpi)
{
  for (unsigned i = 0; i < st->sum->escapes.length (); i++)
    if (same_fact (st->sum->escapes[i].value, f)
	&& st->sum->escapes[i].mpi == mpi)
      return;
  esc_eff e = { f, mpi };
  st->sum->escapes.safe_push (e);
}

static void
note_typed (fn_state *st, fact base, tree r)
{
  for (unsigned i = 0; i < st->sum->typed.length (); i++)
    if (same_fact (st->sum->typed[i].base, base)
	&& st->sum->typed[i].record == r)
      return;
  typed_eff e = { base, r };
  st->sum->typed.safe_push (e);
}

static void
note_key_record (vec<key_record> *v, unsigned k, tree r)
{
  for (unsigned i = 0; i < v->length (); i++)
    if ((*v)[i].key == k && (*v)[i].record == r)
      return;
  key_record e = { k, r };
  v->safe_push (e);
}

/* The object at the address V is used as an R object.  It must be one
   the analysis follows: an R object's address, an automatic variable, a
   parameter or what was read through one (checked at the calls), or a
   pointer read from a key that holds no fresh block and nothing unknown
   (checked at the end).  */

static void
check_typed_base (fn_state *st, const facts &v, tree r)
{
  for (unsigned i = 0; i < v.length (); i++)
    switch (v[i].kind)
      {
      case F_OBJ:
	if (v[i].t != r)
	  taint_record (r);
	break;
      case F_LOCAL:
	break;
      case F_PARM:
      case F_CONT:
	note_typed (st, v[i], r);
	break;
      case F_DATA:
	note_key_record (&typed_keys, v[i].id, r);
	break;
      default:
	taint_record (r);
	break;
      }
}

/* Escapes.  */

static void
escape_fact (fn_state *st, const fact &f, bool mpi)
{
  switch (f.kind)
    {
    case F_UNKNOWN:
      break;
    case F_OBJ:
      /* MPI reads and writes only the buffer the call describes: given a
	 member's address, it can reach that member's data.  Anything else
	 may go anywhere in the object.  */
      if (mpi && f.off >= 0)
	for_keys (f.t, f.off, 1, [] (unsigned k) { make_bad (k); });
      else
	taint_record (f.t);
      break;
    case F_DATA:
    case F_ALLOC:
      make_bad (f.id);
      break;
    case F_PARM:
    case F_CONT:
      note_escape (st, f, mpi);
      break;
    case F_LOCAL:
      if (!st->escaped_cells.add (f.t))
	{
	  taint_contained (TREE_TYPE (f.t), 0);
	  facts copy = slot (st, f.t).copy ();
	  escape_facts (st, copy, false);
	  copy.release ();
	  st->changed = true;
	}
      break;
    }
}

static void
escape_facts (fn_state *st, const facts &v, bool mpi)
{
  for (unsigned i = 0; i < v.length (); i++)
    {
      /* MPI given a member of an automatic object (&obj.field) reaches
	 that member only: the object's other contents stay followed.  */
      if (mpi && v[i].kind == F_LOCAL)
	{
	  tree type = TYPE_MAIN_VARIANT (TREE_TYPE (v[i].t));
	  bool member = false;
	  for (unsigned j = 0; j < v.length () && !member; j++)
	    member = (v[j].kind == F_OBJ && v[j].off >= 0 && v[j].t == type);
	  if (member)
	    continue;
	}
      escape_fact (st, v[i], mpi);
    }
}

/* The value V is stored into key K.  */

static void
store_into_key (fn_state *st, unsigned k, const facts &v)
{
  for (unsigned i = 0; i < v.length (); i++)
    switch (v[i].kind)
      {
      case F_DATA:
      case F_ALLOC:
	unite (k, v[i].id);
	break;
      case F_OBJ:
	/* The object stays followed through the variable that holds it;
	   the key is no block pointer.  */
	uf_objs[find (k)] = 1;
	note_key_record (&held_objects, k, v[i].t);
	break;
      case F_LOCAL:
	{
	  /* The address of an automatic object of a tracked record (a
	     lambda's captured this): the F_OBJ fact beside it covers it;
	     the variable stays followed as such.  */
	  tree type = TYPE_MAIN_VARIANT (TREE_TYPE (v[i].t));
	  bool object = false;
	  for (unsigned j = 0; j < v.length () && !object; j++)
	    object = v[j].kind == F_OBJ && v[j].t == type;
	  if (!object)
	    {
	      make_bad (k);
	      escape_fact (st, v[i], false);
	    }
	}
	break;
      case F_PARM:
      case F_CONT:
	{
	  bool seen = false;
	  for (unsigned j = 0; j < st->sum->key_stores.length () && !seen; j++)
	    seen = (st->sum->key_stores[j].key == k
		    && same_fact (st->sum->key_stores[j].value, v[i]));
	  if (!seen)
	    {
	      key_eff e = { k, v[i] };
	      st->sum->key_stores.safe_push (e);
	    }
	}
	break;
      default:
	make_bad (k);
	escape_fact (st, v[i], false);
	break;
      }
}

/* Loads and stores at an address described by ADDR.  */

/* Whether the address ADDR has the type of a tracked record (an F_OBJ
   fact): then every byte it reaches is a key, and the other facts need
   not be followed -- where they would mean an object the analysis does
   not follow, check_typed_base taints the record.  In particular an
   automatic object of that record is followed field by field, not as a
   whole.  */

static bool
typed_address_p (const facts &addr)
{
  for (unsigned i = 0; i < addr.length (); i++)
    if (addr[i].kind == F_OBJ)
      return true;
  return false;
}

/* Whether the fact A of the address ADDR is followed.  */

static bool
follow_p (const facts &addr, bool typed, const fact &a)
{
  if (!typed || a.kind == F_OBJ || a.kind == F_PARM)
    return true;
  if (a.kind != F_LOCAL)
    return false;
  tree type = TYPE_MAIN_VARIANT (TREE_TYPE (a.t));
  for (unsigned i = 0; i < addr.length (); i++)
    if (addr[i].kind == F_OBJ && addr[i].t == type)
      return false;
  return true;
}

/* An address without facts is a pointer the analysis has not reached
   yet (it repeats until nothing grows) or one that cannot point anywhere
   (an uninitialized variable): it adds nothing.  */

static void
load_at (fn_state *st, const facts &addr, HOST_WIDE_INT size, facts *out)
{
  bool typed = typed_address_p (addr);
  for (unsigned i = 0; i < addr.length (); i++)
    {
      const fact &a = addr[i];
      if (!follow_p (addr, typed, a))
	continue;
      switch (a.kind)
	{
	case F_OBJ:
	  for_keys (a.t, a.off, size, [out] (unsigned k) {
	    add_fact (out, make_fact (F_DATA, k));
	  });
	  break;
	case F_LOCAL:
	  if (st->escaped_cells.contains (a.t))
	    add_fact (out, make_fact (F_UNKNOWN));
	  else
	    {
	      facts copy = slot (st, a.t).copy ();
	      add_facts (out, copy);
	      copy.release ();
	    }
	  break;
	case F_PARM:
	  add_fact (out, make_fact (F_CONT, a.id, a.off));
	  break;
	default:
	  add_fact (out, make_fact (F_UNKNOWN));
	  break;
	}
    }
}

static void
store_at (fn_state *st, const facts &addr, HOST_WIDE_INT size,
	  const facts &v)
{
  if (v.is_empty ())
    return;
  bool typed = typed_address_p (addr);
  for (unsigned i = 0; i < addr.length (); i++)
    {
      const fact &a = addr[i];
      if (!follow_p (addr, typed, a))
	continue;
      if (a.kind == F_DATA)
	untyped_stores.safe_push (a.id);
      switch (a.kind)
	{
	case F_OBJ:
	  for_keys (a.t, a.off, size, [st, &v] (unsigned k) {
	    store_into_key (st, k, v);
	  });
	  break;
	case F_LOCAL:
	  if (st->escaped_cells.contains (a.t))
	    escape_facts (st, v, false);
	  else
	    merge_into (st, a.t, v);
	  break;
	case F_PARM:
	  {
	    /* The caller sees what is stored through its argument; an
	       automatic variable of ours must not be among it.  */
	    auto_vec<fact, 8> kept;
	    for (unsigned j = 0; j < v.length (); j++)
	      if (v[j].kind == F_LOCAL)
		escape_fact (st, v[j], false);
	      else
		kept.safe_push (v[j]);
	    bool seen = false;
	    for (unsigned j = 0; j < st->sum->stores.length () && !seen; j++)
	      {
		store_eff &e = st->sum->stores[j];
		if (same_fact (e.target, a) && e.size == size)
		  {
		    add_facts (&e.value, kept);
		    seen = true;
		  }
	      }
	    if (!seen)
	      {
		store_eff e;
		e.target = a;
		e.size = size;
		e.value = vNULL;
		add_facts (&e.value, kept);
		st->sum->stores.safe_push (e);
	      }
	  }
	  break;
	default:
	  escape_facts (st, v, false);
	  break;
	}
    }
}

/* Values.  */

static void eval (fn_state *st, tree t, facts *out);

/* The size in bytes of REF's type, or -1.  */

static HOST_WIDE_INT
ref_size (tree ref)
{
  tree s = TYPE_SIZE_UNIT (TREE_TYPE (ref));
  return s && tree_fits_shwi_p (s) ? tree_to_shwi (s) : -1;
}

/* Add to OUT the facts of the address of REF.  Every level of REF whose
   type is a tracked record adds that record at the offset REF has in it;
   with side effects on the analysis unless ST is NULL.  */

static void
address_facts (fn_state *st, tree ref, facts *out)
{
  HOST_WIDE_INT off = 0;
  tree typed = NULL_TREE;	/* the innermost tracked record so far */
  for (tree t = ref;;)
    {
      tree type = TREE_TYPE (t);
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
	    tree pos = byte_position (TREE_OPERAND (t, 1));
	    if (off >= 0 && pos && tree_fits_shwi_p (pos)
		&& !DECL_BIT_FIELD (TREE_OPERAND (t, 1)))
	      off += tree_to_shwi (pos);
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
	  if (is_global_var (t) || DECL_EXTERNAL (t))
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

static bool
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

static void
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

/* Statements.  */

static void
process_assign (fn_state *st, gimple *stmt)
{
  tree lhs = gimple_assign_lhs (stmt);
  tree rhs1 = gimple_assign_rhs1 (stmt);
  enum tree_code code = gimple_assign_rhs_code (stmt);
  auto_vec<fact, 8> v;
  if (gimple_clobber_p (stmt))
    {
      address_facts (st, lhs, &v);	/* for the checks */
      return;
    }
  if (gimple_assign_single_p (stmt))
    {
      if (TREE_CODE (rhs1) == CONSTRUCTOR)
	{
	  unsigned i;
	  tree value;
	  FOR_EACH_CONSTRUCTOR_VALUE (CONSTRUCTOR_ELTS (rhs1), i, value)
	    eval (st, value, &v);
	}
      else
	eval (st, rhs1, &v);
    }
  else if (code == POINTER_PLUS_EXPR)
    {
      auto_vec<fact, 8> base;
      eval (st, rhs1, &base);
      tree delta = gimple_assign_rhs2 (stmt);
      HOST_WIDE_INT d = (TREE_CODE (delta) == INTEGER_CST
			 && tree_fits_shwi_p (delta)
			 && tree_to_shwi (delta) >= 0
			 ? tree_to_shwi (delta) : -1);
      for (unsigned i = 0; i < base.length (); i++)
	add_fact (&v, shift_fact (base[i], d));
    }
  else if (code == POINTER_DIFF_EXPR
	   || TREE_CODE_CLASS (code) == tcc_comparison)
    ;
  else
    {
      auto_vec<fact, 8> ops;
      for (unsigned i = 1; i < gimple_num_ops (stmt); i++)
	eval (st, gimple_op (stmt, i), &ops);
      for (unsigned i = 0; i < ops.length (); i++)
	add_fact (&v, shift_fact (ops[i], -1));
    }
  if (!may_hold_pointer_p (TREE_TYPE (lhs)))
    v.truncate (0);
  if (TREE_CODE (lhs) == SSA_NAME)
    merge_into (st, lhs, v);
  else
    {
      auto_vec<fact, 8> addr;
      address_facts (st, lhs, &addr);
      store_at (st, addr, ref_size (lhs), v);
    }
}

/* Whether the builtin call STMT only reads or writes through its
   pointer arguments, keeping none of them.  */

static bool
harmless_call_p (gimple *stmt)
{
  tree fn = gimple_call_fndecl (stmt);
  if (fn && DECL_IS_OPERATOR_DELETE_P (fn))
    return true;
  if (!gimple_call_builtin_p (stmt, BUILT_IN_NORMAL))
    return false;
  switch (DECL_FUNCTION_CODE (fn))
    {
    case BUILT_IN_FREE:
    case BUILT_IN_MEMSET:
    case BUILT_IN_MEMCPY:
    case BUILT_IN_MEMMOVE:
    case BUILT_IN_MEMCMP:
    case BUILT_IN_BCMP:
    case BUILT_IN_BZERO:
    case BUILT_IN_STRLEN:
    case BUILT_IN_PREFETCH:
    case BUILT_IN_ASSUME_ALIGNED:
    case BUILT_IN_EXPECT:
    case BUILT_IN_CONSTANT_P:
    case BUILT_IN_OBJECT_SIZE:
    case BUILT_IN_UNREACHABLE:
    case BUILT_IN_TRAP:
      return true;
    default:
      return false;
    }
}

static summary *summary_of (tree fndecl);

/* Add to OUT the callee's fact F seen from the call STMT with argument
   facts ARGS.  */

static void
instantiate (fn_state *st, gimple *stmt, const vec<facts> &args, fact f,
	     facts *out)
{
  switch (f.kind)
    {
    case F_PARM:
      if (f.id >= args.length ())
	add_fact (out, make_fact (F_UNKNOWN));
      else
	for (unsigned i = 0; i < args[f.id].length (); i++)
	  add_fact (out, shift_fact (args[f.id][i], f.off));
      return;
    case F_CONT:
      if (f.id >= args.length ())
	add_fact (out, make_fact (F_UNKNOWN));
      else
	{
	  auto_vec<fact, 8> addr;
	  for (unsigned i = 0; i < args[f.id].length (); i++)
	    add_fact (&addr, shift_fact (args[f.id][i], f.off));
	  load_at (st, addr, 0, out);
	}
      return;
    case F_ALLOC:
      /* Each call returns its own blocks, unless they escaped inside.  */
      if (uf_bad[find (f.id)])
	add_fact (out, make_fact (F_UNKNOWN));
      else
	{
	  vec<alloc_map> &m = call_allocs->get_or_insert (stmt);
	  unsigned n = 0;
	  bool found = false;
	  for (unsigned i = 0; i < m.length () && !found; i++)
	    if (m[i].callee == f.id)
	      {
		n = m[i].node;
		found = true;
	      }
	  if (!found)
	    {
	      n = new_node ();
	      uf_alloc[n] = 1;
	      alloc_map e = { f.id, n };
	      m.safe_push (e);
	    }
	  /* Blocks the callee also keeps somewhere are one class with
	     what it keeps them in.  */
	  if (uf_linked[find (f.id)])
	    unite (n, f.id);
	  add_fact (out, make_fact (F_ALLOC, n));
	}
      return;
    case F_LOCAL:
      add_fact (out, make_fact (F_UNKNOWN));
      return;
    default:
      add_fact (out, f);
      return;
    }
}

static void
instantiate_all (fn_state *st, gimple *stmt, const vec<facts> &args,
		 const facts &v, facts *out)
{
  for (unsigned i = 0; i < v.length (); i++)
    instantiate (st, stmt, args, v[i], out);
}

/* Apply the summary SUM of the callee of STMT; add its result to RET.  */

static void
apply_summary (fn_state *st, gimple *stmt, summary *sum,
	       const vec<facts> &args, facts *ret)
{
  instantiate_all (st, stmt, args, sum->ret, ret);
  for (unsigned i = 0; i < sum->stores.length (); i++)
    {
      auto_vec<fact, 8> target, value;
      instantiate (st, stmt, args, sum->stores[i].target, &target);
      instantiate_all (st, stmt, args, sum->stores[i].value, &value);
      store_at (st, target, sum->stores[i].size, value);
    }
  for (unsigned i = 0; i < sum->key_stores.length (); i++)
    {
      auto_vec<fact, 8> value;
      instantiate (st, stmt, args, sum->key_stores[i].value, &value);
      store_into_key (st, sum->key_stores[i].key, value);
    }
  for (unsigned i = 0; i < sum->escapes.length (); i++)
    {
      auto_vec<fact, 8> value;
      instantiate (st, stmt, args, sum->escapes[i].value, &value);
      escape_facts (st, value, sum->escapes[i].mpi);
    }
  for (unsigned i = 0; i < sum->typed.length (); i++)
    {
      auto_vec<fact, 8> base;
      instantiate (st, stmt, args, sum->typed[i].base, &base);
      check_typed_base (st, base, sum->typed[i].record);
    }
}

/* The declaration whose body runs when FN is called, if this unit has it
   and no other unit can replace it.  C++ constructors are often aliases
   of the one with the body.  */

static tree
callee_body (gcall *stmt)
{
  tree fn = gimple_call_fndecl (stmt);
  if (!fn)
    return NULL_TREE;
  /* The call graph knows the body behind aliases and inline clones.  */
  cgraph_node *caller = cgraph_node::get (current_function_decl);
  cgraph_edge *e = caller ? caller->get_edge (stmt) : NULL;
  cgraph_node *node = e ? e->callee : cgraph_node::get (fn);
  if (node)
    {
      node = node->ultimate_alias_target ();
      while (node->clone_of
	     && !(DECL_STRUCT_FUNCTION (node->decl)
		  && DECL_STRUCT_FUNCTION (node->decl)->cfg))
	node = node->clone_of;
      fn = node->decl;
    }
  function *callee = DECL_STRUCT_FUNCTION (fn);
  if (!callee || !callee->cfg || !gimple_in_ssa_p (callee))
    return NULL_TREE;
  /* A public function that is not inline (an ODR copy of the same
     source) may be interposed by another definition.  */
  if (TREE_PUBLIC (fn) && !DECL_COMDAT (fn) && !DECL_DECLARED_INLINE_P (fn)
      && flag_semantic_interposition && flag_pic)
    return NULL_TREE;
  return fn;
}

static void
process_call (fn_state *st, gcall *stmt)
{
  tree lhs = gimple_call_lhs (stmt);
  unsigned n = gimple_call_num_args (stmt);
  auto_vec<facts, 8> args;
  for (unsigned i = 0; i < n; i++)
    {
      args.safe_push (facts ());
      eval (st, gimple_call_arg (stmt, i), &args[i]);
    }
  auto_vec<fact, 8> ret;
  int flags = gimple_call_flags (stmt);

  summary *sum = NULL;
  if (tree body = (gimple_call_internal_p (stmt) || gimple_call_chain (stmt)
		   ? NULL_TREE : callee_body (stmt)))
    if (list_length (DECL_ARGUMENTS (body)) == (int) n)
      sum = summary_of (body);

  if (sum)
    apply_summary (st, stmt, sum, args, &ret);
  else if (harmless_call_p (stmt))
    {
      if (gimple_call_builtin_p (stmt, BUILT_IN_MEMCPY)
	  || gimple_call_builtin_p (stmt, BUILT_IN_MEMMOVE))
	{
	  auto_vec<fact, 8> contents;
	  tree len = gimple_call_arg (stmt, 2);
	  HOST_WIDE_INT size = (tree_fits_shwi_p (len) && tree_to_shwi (len) > 0
				? tree_to_shwi (len) : -1);
	  load_at (st, args[1], size, &contents);
	  store_at (st, args[0], size, contents);
	}
      int rf = gimple_call_return_flags (stmt);
      if ((rf & ERF_RETURNS_ARG) && (unsigned) (rf & ERF_RETURN_ARG_MASK) < n)
	add_facts (&ret, args[rf & ERF_RETURN_ARG_MASK]);
    }
  else if (!gimple_call_internal_p (stmt) && (flags & ECF_MALLOC))
    {
      bool existed;
      unsigned &node = alloc_nodes->get_or_insert (stmt, &existed);
      if (!existed)
	{
	  node = new_node ();
	  uf_alloc[node] = 1;
	}
      add_fact (&ret, make_fact (F_ALLOC, node));
    }
  else
    {
      bool mpi = rmarace_mpi_call_p (stmt);
      for (unsigned i = 0; i < n; i++)
	escape_facts (st, args[i], mpi);
      auto_vec<fact, 8> chain;
      eval (st, gimple_call_chain (stmt), &chain);
      escape_facts (st, chain, false);
      add_fact (&ret, make_fact (F_UNKNOWN));
    }
  for (unsigned i = 0; i < n; i++)
    args[i].release ();

  if (lhs)
    {
      if (!may_hold_pointer_p (TREE_TYPE (lhs)))
	ret.truncate (0);
      if (TREE_CODE (lhs) == SSA_NAME)
	merge_into (st, lhs, ret);
      else
	{
	  auto_vec<fact, 8> addr;
	  address_facts (st, lhs, &addr);
	  store_at (st, addr, ref_size (lhs), ret);
	}
    }
}


static void
process_stmt (fn_state *st, gimple *stmt)
{
  switch (gimple_code (stmt))
    {
    case GIMPLE_ASSIGN:
      process_assign (st, stmt);
      return;
    case GIMPLE_CALL:
      process_call (st, as_a <gcall *> (stmt));
      return;
    case GIMPLE_RETURN:
      {
	auto_vec<fact, 8> v;
	eval (st, gimple_return_retval (as_a <greturn *> (stmt)), &v);
	for (unsigned i = 0; i < v.length (); i++)
	  if (v[i].kind == F_LOCAL)
	    escape_fact (st, v[i], false);
	  else
	    add_fact (&st->sum->ret, v[i]);
	return;
      }
    case GIMPLE_ASM:
      for (unsigned i = 0; i < gimple_num_ops (stmt); i++)
	{
	  tree op = gimple_op (stmt, i);
	  if (op && TREE_CODE (op) == TREE_LIST)
	    op = TREE_VALUE (op);
	  if (!op)
	    continue;
	  auto_vec<fact, 8> v;
	  if (memory_ref_p (op))
	    address_facts (st, op, &v);
	  else
	    eval (st, op, &v);
	  escape_facts (st, v, false);
	  if (TREE_CODE (op) == SSA_NAME)
	    {
	      auto_vec<fact, 1> u;
	      u.safe_push (make_fact (F_UNKNOWN));
	      merge_into (st, op, u);
	    }
	}
      return;
    default:
      return;
    }
}

/* Whether every call of NODE is in this unit: neither it nor an alias
   of it is visible outside or has its address taken.  */

static bool
local_function_p (cgraph_node *node)
{
  if (!node || node->externally_visible || node->address_taken
      || TREE_PUBLIC (node->decl))
    return false;
  ipa_ref *ref;
  FOR_EACH_ALIAS (node, ref)
    {
      symtab_node *alias = ref->referring;
      if (alias->externally_visible || alias->address_taken
	  || TREE_PUBLIC (alias->decl))
	return false;
    }
  return true;
}

/* Analyze FN (whose decl is DECL) into ST->sum.  */

static void
analyze_function (tree decl, function *fn, summary *sum)
{
  fn_state st;
  st.sets = vNULL;
  st.fn = fn;
  st.sum = sum;
  cgraph_node *node = cgraph_node::get (decl);
  st.local = local_function_p (node);

  unsigned i = 0;
  for (tree p = DECL_ARGUMENTS (decl); p; p = DECL_CHAIN (p), i++)
    {
      auto_vec<fact, 1> v;
      v.safe_push (make_fact (F_PARM, i, 0));
      merge_into (&st, p, v);
      /* Our own callers must pass an object the analysis follows.  */
      if (tree r = pointed_record (TREE_TYPE (p)))
	note_typed (&st, make_fact (F_PARM, i, 0), r);
    }

  /* Flow-insensitive: repeat until nothing grows.  */
  for (int round = 0; round < 50; round++)
    {
      st.changed = false;
      basic_block bb;
      FOR_EACH_BB_FN (bb, fn)
	{
	  for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
	       gsi_next (&gsi))
	    {
	      gphi *phi = gsi.phi ();
	      auto_vec<fact, 8> v;
	      for (unsigned a = 0; a < gimple_phi_num_args (phi); a++)
		eval (&st, gimple_phi_arg_def (phi, a), &v);
	      merge_into (&st, gimple_phi_result (phi), v);
	    }
	  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	       gsi_next (&gsi))
	    if (!is_gimple_debug (gsi_stmt (gsi)))
	      process_stmt (&st, gsi_stmt (gsi));
	}
      if (!st.changed)
	break;
      if (round == 49)
	/* Not settled: trust nothing this function touches.  */
	for (hash_map<tree, unsigned>::iterator it = st.slots.begin ();
	     it != st.slots.end (); ++it)
	  {
	    facts copy = st.sets[(*it).second].copy ();
	    escape_facts (&st, copy, false);
	    copy.release ();
	  }
    }

  /* A pointer to a tracked record must point to an object the analysis
     follows.  */
  tree name;
  FOR_EACH_SSA_NAME (i, name, fn)
    if (tree r = pointed_record (TREE_TYPE (name)))
      if (unsigned *s = st.slots.get (name))
	{
	  facts copy = st.sets[*s].copy ();
	  check_typed_base (&st, copy, r);
	  copy.release ();
	}

  /* Callers in other units see what we return or store through their
     pointers; they cannot pass our objects (those would have escaped),
     but what we read from our own objects would leave our sight.  What
     they pass is unknown: stored into a key it taints it, and an object
     it points to is not followed.  */
  if (!st.local || sum->unknown_callers)
    {
      for (unsigned j = 0; j < sum->key_stores.length (); j++)
	make_bad (sum->key_stores[j].key);
      for (unsigned j = 0; j < sum->typed.length (); j++)
	taint_record (sum->typed[j].record);
      auto escape_concrete = [&st] (const facts &v) {
	for (unsigned j = 0; j < v.length (); j++)
	  if (v[j].kind == F_OBJ || v[j].kind == F_DATA
	      || v[j].kind == F_UNKNOWN)
	    escape_fact (&st, v[j], false);
      };
      escape_concrete (sum->ret);
      for (unsigned j = 0; j < sum->stores.length (); j++)
	escape_concrete (sum->stores[j].value);
    }

  for (unsigned j = 0; j < st.sets.length (); j++)
    st.sets[j].release ();
  st.sets.release ();
}

/* The summary of FNDECL, analyzing it first; NULL while it is being
   analyzed (a cycle of calls).  */

static summary *
summary_of (tree fndecl)
{
  if (summary **known = summaries->get (fndecl))
    {
      if (!(*known)->busy)
	return *known;
      /* A cycle: this call sees no summary, so the function must hold
	 for any arguments.  */
      (*known)->unknown_callers = true;
      return NULL;
    }
  /* The map grows during the analysis: keep no reference into it.  */
  summary *sum = XCNEW (summary);
  summaries->put (fndecl, sum);
  sum->busy = true;
  tree saved = current_function_decl;
  push_cfun (DECL_STRUCT_FUNCTION (fndecl));
  current_function_decl = fndecl;
  analyze_function (fndecl, DECL_STRUCT_FUNCTION (fndecl), sum);
  pop_cfun ();
  current_function_decl = saved;
  sum->busy = false;
  return sum;
}

/* Free the summaries; only the verdicts stay.  */

static void
release_summaries (void)
{
  for (hash_map<tree, summary *>::iterator it = summaries->begin ();
       it != summaries->end (); ++it)
    {
      summary *s = (*it).second;
      s->ret.release ();
      for (unsigned i = 0; i < s->stores.length (); i++)
	s->stores[i].value.release ();
      s->stores.release ();
      s->key_stores.release ();
      s->escapes.release ();
      s->typed.release ();
      free (s);
    }
  delete summaries;
  summaries = NULL;
}

/* Whether key node K's class is tainted.  */

static bool
bad_key_p (unsigned k)
{
  return uf_bad[find (k)];
}

/* Once every function is analyzed: the keys of a tainted record are
   tainted, and so are the records whose objects they hold; a record
   whose objects were reached through a key that may hold fresh blocks or
   unknown pointers is tainted (its objects may be ones the analysis did
   not follow).  */

static void
settle (void)
{
  for (bool changed = true; changed;)
    {
      changed = false;
      for (hash_map<tree, unsigned>::iterator it = key_nodes->begin ();
	   it != key_nodes->end (); ++it)
	{
	  tree r = TYPE_MAIN_VARIANT (DECL_CONTEXT ((*it).first));
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

/* PLUGIN_ALL_IPA_PASSES_END: analyze the unit.  Every function body is
   still there, in SSA form, as early inlining left it.  */

static void
analyze_unit (void *, void *)
{
  if (rmarace_opts.instrument != 1 || seen_error () || !lang_GNU_CXX ()
      || flag_lto || in_lto_p || flag_wpa || flag_ltrans)
    return;
  key_nodes = new hash_map<tree, unsigned>;
  alloc_nodes = new hash_map<gimple *, unsigned>;
  call_allocs = new hash_map<gimple *, vec<alloc_map> >;
  bad_records = new hash_set<tree>;
  summaries = new hash_map<tree, summary *>;

  /* Static objects are reachable from anywhere in the unit.  */
  varpool_node *var;
  FOR_EACH_VARIABLE (var)
    taint_contained (TREE_TYPE (var->decl), 0);

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
  analyzed = complete;

  if (rmarace_opts.verbose)
    {
      unsigned priv = 0, total = 0;
      for (hash_map<tree, unsigned>::iterator it = key_nodes->begin ();
	   it != key_nodes->end (); ++it)
	if (POINTER_TYPE_P (TREE_TYPE ((*it).first))
	    || AGGREGATE_TYPE_P (TREE_TYPE ((*it).first)))
	  {
	    total++;
	    priv += (analyzed && !uf_bad[find ((*it).second)]
		     && !uf_objs[find ((*it).second)]);
	  }
      rmarace_inform ("record fields analyzed: %u, %u private", total, priv);
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
  r = TYPE_MAIN_VARIANT (r);
  for (tree f = TYPE_FIELDS (r); f; f = DECL_CHAIN (f))
    {
      if (TREE_CODE (f) != FIELD_DECL)
	continue;
      tree pos = byte_position (f);
      tree fsize = DECL_SIZE_UNIT (f);
      if (!pos || !fsize || !tree_fits_shwi_p (pos)
	  || !tree_fits_shwi_p (fsize))
	return false;
      HOST_WIDE_INT lo = tree_to_shwi (pos), hi = lo + tree_to_shwi (fsize);
      if (off + size <= lo || off >= hi)
	continue;
      count++;
      unsigned *n = key_nodes->get (f);
      ok &= (n && !uf_bad[find (*n)] && !uf_objs[find (*n)]
	     && off >= lo && off + size <= hi);
    }
  return ok && count == 1;
}

/* Whether PTR (an SSA name) is computed only from pointers loaded from
   private keys, through copies, conversions, pointer arithmetic (which
   stays in the block, as in C and GCC's points-to analysis) and PHIs.
   VISITED holds the PHIs on the way.  */

static bool
from_private_keys_p (tree ptr, hash_set<tree> *visited, int depth)
{
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
  return false;
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
