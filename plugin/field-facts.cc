/* field-facts.cc -- sets of facts of the "field" analysis.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   A fact says what a value may be (field-private.h); a function's SSA
   names and followed variables each have a slot holding a set of them.  */

#include "gcc-common.h"
#include "rmarace.h"
#include "field-private.h"

namespace fieldp {

/* Fact sets.  */

bool
same_fact (const fact &a, const fact &b)
{
  return (a.kind == b.kind && a.id == b.id && a.off == b.off && a.t == b.t);
}

/* Add F to S; return whether S changed.  One walk of S (the hottest
   loop of the analysis): S has F; or, for a fact with a known offset,
   S has it at an unknown offset; past MAX_OFFSETS offsets F is added at
   an unknown one, which S then cannot have.  */

bool
add_fact (facts *s, fact f)
{
  bool offsets = ((f.kind == F_OBJ || f.kind == F_PARM || f.kind == F_CONT)
		  && f.off >= 0);
  unsigned n = 0;
  bool found = false;
  for (unsigned i = 0; i < s->length (); i++)
    {
      const fact &g = (*s)[i];
      if (g.kind == f.kind && g.id == f.id && g.t == f.t)
	{
	  if (offsets && g.off < 0)
	    return false;
	  found |= g.off == f.off;
	  n++;
	}
    }
  if (offsets && n >= MAX_OFFSETS)
    f.off = -1;
  else if (found)
    return false;
  s->safe_push (f);
  return true;
}

bool
add_facts (facts *s, const facts &v)
{
  bool changed = false;
  for (unsigned i = 0; i < v.length (); i++)
    changed |= add_fact (s, v[i]);
  return changed;
}

fact
make_fact (enum fact_kind kind, unsigned id, HOST_WIDE_INT off, tree t)
{
  fact f;
  f.kind = kind;
  f.id = id;
  f.off = off;
  f.t = t;
  return f;
}

/* F moved by DELTA bytes (-1: by an unknown amount).  */

fact
shift_fact (fact f, HOST_WIDE_INT delta)
{
  if (f.kind == F_OBJ || f.kind == F_PARM)
    f.off = (f.off < 0 || delta < 0) ? -1 : f.off + delta;
  return f;
}

/* Whether a value of TYPE can hold a pointer.  */

bool
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

tree
pointed_record (tree type)
{
  if (!type || !POINTER_TYPE_P (type))
    return NULL_TREE;
  tree r = TREE_TYPE (type);
  return tracked_record_p (r) ? TYPE_MAIN_VARIANT (r) : NULL_TREE;
}

/* Slots.  */

facts &
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

void
merge_into (fn_state *st, tree t, const facts &v)
{
  if (add_facts (&slot (st, t), v))
    st->changed = true;
}

} // namespace fieldp
