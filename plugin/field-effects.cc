/* field-effects.cc -- what the facts of the "field" analysis do.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Loads, stores and escapes of values described by facts: a store into
   a key merges classes, an escape taints them, and effects on the
   function's parameters are noted in its summary.  */

#include "gcc-common.h"
#include "rmarace.h"
#include "field-private.h"

namespace fieldp {

/* Summaries: record an effect once.  */

static void
note_escape (fn_state *st, fact f, bool mpi, HOST_WIDE_INT expose)
{
  for (unsigned i = 0; i < st->sum->escapes.length (); i++)
    if (same_fact (st->sum->escapes[i].value, f)
	&& st->sum->escapes[i].mpi == mpi
	&& st->sum->escapes[i].expose == expose)
      return;
  esc_eff e = { f, mpi, expose };
  st->sum->escapes.safe_push (e);
}

void
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

void
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
	/* An automatic variable of another type used as an R object: the
	   analysis sees its address given away as that variable's, not as
	   an R object's (MPI_Win_create (buf, ...)).  */
	if (TYPE_MAIN_VARIANT (TREE_TYPE (v[i].t)) != r)
	  foreign_records->add (r);
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

/* Escapes.  F escapes, to MPI if MPI; EXPOSE says which of its bytes an
   MPI call may keep (and the runtime track): 0 none (an output, a
   blocking call's buffer), N > 0 the N bytes at F (a window's memory
   of constant size), -1 any byte of the object.  */

void
escape_fact (fn_state *st, const fact &f, bool mpi, HOST_WIDE_INT expose)
{
  switch (f.kind)
    {
    case F_UNKNOWN:
      break;
    case F_OBJ:
      /* MPI reads and writes only the buffer the call describes: given a
	 member's address, it can reach that member's data.  Anything else
	 may go anywhere in the object.  A C structure is often the buffer
	 itself (MPI_Bcast (&params, sizeof params, MPI_BYTE...)): a tracked
	 variable given to MPI is tainted whole.  */
      if (mpi && f.off >= 0 && TYPE_P (f.t))
	{
	  for_keys (f.t, f.off, 1, [] (unsigned k) { make_bad (k); });
	  /* The members whose own bytes MPI keeps (rmarace_field_own_ref_p).
	     MPI keeps no byte of an output or of a blocking call's
	     buffer; a datatype may reach below its address, so only a
	     window's constant extent counts from it.  */
	  if (expose)
	    for_keys (f.t, expose > 0 ? f.off : -1, expose,
		      [] (unsigned k) { key_exposed[k] = 1; });
	}
      else
	taint_record (f.t);
      break;
    case F_DATA:
    case F_ALLOC:
      make_bad (f.id);
      break;
    case F_PARM:
    case F_CONT:
      note_escape (st, f, mpi, expose);
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

void
escape_facts (fn_state *st, const facts &v, bool mpi, HOST_WIDE_INT expose)
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
      escape_fact (st, v[i], mpi, expose);
    }
}

/* The value V is stored into key K.  */

void
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
	   the key is no block pointer.  A tracked variable is not: what
	   is read through the key is not known to be it.  */
	uf_objs[find (k)] = 1;
	if (TYPE_P (v[i].t))
	  note_key_record (&held_objects, k, v[i].t);
	else
	  taint_record (v[i].t);
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
   whole.  The address of a tracked variable has no such type: a pointer
   that may hold it may hold anything else its other facts say.  */

static bool
typed_address_p (const facts &addr)
{
  for (unsigned i = 0; i < addr.length (); i++)
    if (addr[i].kind == F_OBJ && TYPE_P (addr[i].t))
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

void
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

void
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

} // namespace fieldp
