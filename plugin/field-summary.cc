/* field-summary.cc -- per-function summaries of the "field" analysis.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Each function gets a summary in terms of its parameters: what it
   returns, stores through them or into keys, lets escape, uses as a
   tracked record.  Every call of it instantiates the summary with its
   arguments' facts.  */

#include "gcc-common.h"
#include "rmarace.h"
#include "field-private.h"

namespace fieldp {

hash_map<gimple *, vec<alloc_map> > *call_allocs;
hash_map<tree, summary *> *summaries;


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

void
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
      escape_facts (st, value, sum->escapes[i].mpi,
		    sum->escapes[i].expose);
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

tree
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


summary *
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

void
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

} // namespace fieldp
