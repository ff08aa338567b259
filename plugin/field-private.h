/* field-private.h -- what the files of the "field" analysis share.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   The analysis of pointer fields whose blocks MPI never sees (filter
   "field", described in field-private.cc and doc/plugin.md) is split by
   job:
     field-keys.cc     the keys (fields of tracked records) and allocation
		       sites, their union-find classes and taints, and the
		       final settling of the classes;
     field-facts.cc    sets of facts (what a value may be) and the slots
		       of one function's SSA names and variables;
     field-effects.cc  what loads, stores and escapes of facts do to keys,
		       to followed variables and to the function's summary;
     field-eval.cc     the facts of an operand or of a memory reference's
		       address;
     field-walk.cc     the walk over one function's statements;
     field-summary.cc  the per-function summaries in terms of parameters,
		       and their instantiation at calls;
     field-private.cc  the unit-wide driver and the filter's question.
   Include gcc-common.h and rmarace.h before this header.  */

#ifndef RMARACE_FIELD_PRIVATE_H
#define RMARACE_FIELD_PRIVATE_H

namespace fieldp {

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

/* ------------------------------------------------------------------ */
/* Keys and their classes (field-keys.cc).                            */
/* ------------------------------------------------------------------ */

/* The union-find of keys and allocation sites.  */
extern vec<unsigned> uf_parent;
extern vec<unsigned char> uf_bad, uf_linked;
/* Per class: holds fresh blocks; holds addresses of records' objects.  */
extern vec<unsigned char> uf_alloc, uf_objs;
/* Per node (not class): an allocation whose blocks its function
   returns or stores through a parameter, where a caller may see them.  */
extern vec<unsigned char> node_leaves;
/* Per node (not class): a key whose own bytes an MPI call may keep (a
   window's memory, an RMA or nonblocking call's buffer: given a member's
   address, "MPI_Win_create (&d.nsend, sizeof d.nsend, ...)").  */
extern vec<unsigned char> key_exposed;
/* Records whose objects may be memory of another type: an R object was
   reached through an automatic variable of another type ("(R *) buf").  */
extern hash_set<tree> *foreign_records;
/* A key's pointer used as the address of an object of a record, and a
   key that holds the address of an object of a record: checked once the
   classes are final.  */
struct key_record
{
  unsigned key;
  tree record;
};
extern vec<key_record> typed_keys, held_objects;
/* Keys through whose pointers something was stored without the type of
   a tracked record: if they hold objects, those were written unseen.  */
extern vec<unsigned> untyped_stores;
/* A key is named by its object and its FIELD_DECL: in C++ the object is
   the record type (every object of it), in C a static variable.  */
typedef std::pair<tree, tree> key_id;
typedef hash_map<key_id, unsigned,
		 simple_hashmap_traits<pair_hash<nofree_ptr_hash<tree_node>,
						 nofree_ptr_hash<tree_node> >,
				       unsigned> > key_map;
extern key_map *key_nodes;
extern hash_map<gimple *, unsigned> *alloc_nodes;
/* An allocation call whose result is an SSA name: its function, the
   place in the source (which passes after the analysis keep), and its
   node.  */
struct alloc_site
{
  tree fn;
  location_t locus;
  unsigned node;
};
extern vec<alloc_site> alloc_sites;
extern hash_set<tree> *bad_records;
/* Functions of this unit whose calls the analysis judged as allocation
   calls (field-walk.cc's note_returning_call), as the calls name them.  */
extern hash_set<tree> *fresh_callees;

unsigned new_node (void);
unsigned find (unsigned n);
void unite (unsigned a, unsigned b);
void make_bad (unsigned n);
bool tracked_record_p (tree type);
void taint_record (tree r);
void taint_contained (tree type, int depth);
/* Whether static variables are objects of their own (C).  */
extern bool track_vars;
bool tracked_var_p (tree t);
tree obj_record (tree obj);
unsigned key_node (tree obj, tree field);
void settle (void);
bool field_byte_offset (tree f, HOST_WIDE_INT *off);

/* Call FN (DATA) with the node of each field of the object OBJ (a
   tracked record or a tracked variable) that overlaps the SIZE bytes at
   OFF (SIZE 0: the field holding OFF; SIZE < 0: an unknown extent, every
   field from OFF on; OFF < 0: every field).  The offsets into a variable
   that is an array of records are taken modulo the record's size; an
   extent that crosses a record's end covers every field.  */

template <typename F>
static void
for_keys (tree obj, HOST_WIDE_INT off, HOST_WIDE_INT size, F fn)
{
  tree r = obj_record (obj);
  if (off >= 0 && VAR_P (obj))
    {
      tree rsize = TYPE_SIZE_UNIT (r);
      HOST_WIDE_INT esize = (rsize && tree_fits_shwi_p (rsize)
			     ? tree_to_shwi (rsize) : 0);
      if (esize <= 0 || size < 0)
	off = -1;
      else
	{
	  off %= esize;
	  if (off + (size > 0 ? size : 1) > esize)
	    off = -1;
	}
    }
  for (tree f = TYPE_FIELDS (r); f; f = DECL_CHAIN (f))
    {
      if (TREE_CODE (f) != FIELD_DECL)
	continue;
      if (off >= 0)
	{
	  HOST_WIDE_INT lo;
	  tree fsize = DECL_SIZE_UNIT (f);
	  if (fsize && tree_fits_shwi_p (fsize) && field_byte_offset (f, &lo))
	    {
	      HOST_WIDE_INT hi = lo + tree_to_shwi (fsize);
	      HOST_WIDE_INT end = off + (size > 0 ? size : 1);
	      if (off >= hi || (size >= 0 && end <= lo))
		continue;
	    }
	}
      fn (key_node (obj, f));
    }
}

/* ------------------------------------------------------------------ */
/* Summaries (field-summary.cc).                                      */
/* ------------------------------------------------------------------ */

/* The blocks a call returns or stores: per call, one node for each
   allocation node of the callee (pairs callee node, our node).  */
struct alloc_map
{
  unsigned callee, node;
};
extern hash_map<gimple *, vec<alloc_map> > *call_allocs;

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
  HOST_WIDE_INT expose;		/* see escape_fact */
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
extern hash_map<tree, summary *> *summaries;

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

summary *summary_of (tree fndecl);
void release_summaries (void);
tree callee_body (gcall *stmt);
void apply_summary (fn_state *st, gimple *stmt, summary *sum,
		    const vec<facts> &args, facts *ret);

/* ------------------------------------------------------------------ */
/* Fact sets and slots (field-facts.cc).                              */
/* ------------------------------------------------------------------ */

bool same_fact (const fact &a, const fact &b);
bool add_fact (facts *s, fact f);
bool add_facts (facts *s, const facts &v);
fact make_fact (enum fact_kind kind, unsigned id = 0, HOST_WIDE_INT off = -1,
		tree t = NULL_TREE);
fact shift_fact (fact f, HOST_WIDE_INT delta);
bool may_hold_pointer_p (tree type);
tree pointed_record (tree type);
facts &slot (fn_state *st, tree t);
void merge_into (fn_state *st, tree t, const facts &v);

/* ------------------------------------------------------------------ */
/* Effects of facts (field-effects.cc).                               */
/* ------------------------------------------------------------------ */

void note_typed (fn_state *st, fact base, tree r);
void check_typed_base (fn_state *st, const facts &v, tree r);
void escape_fact (fn_state *st, const fact &f, bool mpi,
		  HOST_WIDE_INT expose = -1);
void escape_facts (fn_state *st, const facts &v, bool mpi,
		   HOST_WIDE_INT expose = -1);
void store_into_key (fn_state *st, unsigned k, const facts &v);
void load_at (fn_state *st, const facts &addr, HOST_WIDE_INT size,
	      facts *out);
void store_at (fn_state *st, const facts &addr, HOST_WIDE_INT size,
	       const facts &v);

/* ------------------------------------------------------------------ */
/* Values (field-eval.cc).                                            */
/* ------------------------------------------------------------------ */

HOST_WIDE_INT ref_size (tree ref);
void address_facts (fn_state *st, tree ref, facts *out);
bool memory_ref_p (tree ref);
void eval (fn_state *st, tree t, facts *out);

/* ------------------------------------------------------------------ */
/* Statements (field-walk.cc).                                        */
/* ------------------------------------------------------------------ */

void analyze_function (tree decl, function *fn, summary *sum);

} // namespace fieldp

#endif /* RMARACE_FIELD_PRIVATE_H */
