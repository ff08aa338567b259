/* mpi-binding.cc -- recognize the MPI-2 C++ bindings (namespace MPI).
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   The C++ bindings of MPI-2 (MPI::Comm::Send, MPI::Win::Put, ...) are
   MPI's own API, like the C functions of runtime/intercept/mpi-calls.def:
   inline functions that the MPI implementation's mpi.h defines (Open
   MPI's mpicxx.h and cxx/..._inln.h, MPICH's mpicxx.h), each a call of the
   C function on the handle its object wraps.  Their loads and stores are
   of those handle objects (this->mpi_comm) and of arrays of handles,
   never of a user's data buffer, which they only pass on to the C
   function that the runtime intercepts.  So instrument.cc does not
   instrument their loads and stores (nor, having none, records or
   versions their loops), wherever their code ends up: in their own
   out-of-line copies (emitted through their vtables even in programs
   that never call them: 202 functions in bench/md.cc) or inlined into
   the user's functions.

   Their MPI sites are moved to the user's code, so that a report names
   the line that called the binding, not the header's: a site inside a
   binding inlined into a user's function takes the location of the
   outermost inlined binding's call; a call of a binding that is not
   inlined is itself a site; a binding's own out-of-line body has no
   sites (its caller's names the call).

   A function is a binding when the chain of its DECL_CONTEXTs reaches a
   namespace MPI at file scope AND it is declared in a file that mpi.h
   includes, directly or not, or in mpi.h itself: the MPI
   implementation's header, whatever directory it is installed in
   (mpicxx passes it with -I, so it is not a system header to GCC).  A
   user's own namespace MPI is therefore instrumented as any code.  In
   lto1 the include chains are gone: nothing is a binding there.  */

#include "gcc-common.h"
#include "rmarace.h"
#include "instrument.h"

/* Whether the file of the ordinary map MAP, or one that includes it,
   is named mpi.h.  */

static bool
included_from_mpi_h_p (const line_map_ordinary *map)
{
  for (; map; map = linemap_included_from_linemap (line_table, map))
    {
      const char *file = ORDINARY_MAP_FILE_NAME (map);
      if (file && !strcmp (lbasename (file), "mpi.h"))
	return true;
    }
  return false;
}

/* Whether LOC lies in mpi.h or a file it includes.  */

static bool
in_mpi_header_p (location_t loc)
{
  if (in_lto_p || loc <= BUILTINS_LOCATION)
    return false;
  const line_map_ordinary *map;
  loc = linemap_resolve_location (line_table, loc,
				  LRK_SPELLING_LOCATION, &map);
  return map && included_from_mpi_h_p (map);
}

/* Whether the scope CTX (a decl or a type) is, or is inside, the
   namespace MPI at file scope.  */

static bool
in_mpi_namespace_p (tree ctx)
{
  while (ctx && TREE_CODE (ctx) != TRANSLATION_UNIT_DECL)
    {
      if (TREE_CODE (ctx) == NAMESPACE_DECL)
	{
	  tree outer = DECL_CONTEXT (ctx);
	  /* At file scope: the global namespace's context is the
	     translation unit (or nothing).  */
	  if (DECL_NAME (ctx)
	      && !strcmp (IDENTIFIER_POINTER (DECL_NAME (ctx)), "MPI")
	      && (!outer || TREE_CODE (outer) == TRANSLATION_UNIT_DECL
		  || (TREE_CODE (outer) == NAMESPACE_DECL
		      && (!DECL_CONTEXT (outer)
			  || (TREE_CODE (DECL_CONTEXT (outer))
			      == TRANSLATION_UNIT_DECL)))))
	    return true;
	  ctx = outer;
	}
      else if (TYPE_P (ctx))
	ctx = TYPE_CONTEXT (ctx);
      else if (DECL_P (ctx))
	ctx = DECL_CONTEXT (ctx);
      else
	return false;
    }
  return false;
}

/* Not cached: the namespace test fails at once for any other
   function, and the include chain is a few lookups.  */

bool
rmarace_mpi_binding_p (tree fndecl)
{
  if (!fndecl || TREE_CODE (fndecl) != FUNCTION_DECL)
    return false;
  fndecl = DECL_ORIGIN (fndecl);
  return (in_mpi_namespace_p (DECL_CONTEXT (fndecl))
	  && in_mpi_header_p (DECL_SOURCE_LOCATION (fndecl)));
}

/* The function whose source the code at LOC is, the innermost inlined
   one; or NULL for the current function's own code.  *OUTER is set to
   the outermost inlined block of a binding when all blocks from there
   in are bindings', else NULL.  */

static tree
inlined_origin (location_t loc, tree *outer)
{
  tree inner = NULL_TREE;
  bool all = true;
  *outer = NULL_TREE;
  for (tree b = LOCATION_BLOCK (loc); b && TREE_CODE (b) == BLOCK;
       b = BLOCK_SUPERCONTEXT (b))
    if (inlined_function_outer_scope_p (b))
      {
	tree origin = block_ultimate_origin (b);
	if (!origin || TREE_CODE (origin) != FUNCTION_DECL)
	  continue;
	if (!inner)
	  inner = origin;
	all = all && rmarace_mpi_binding_p (origin);
	if (all)
	  *outer = b;
      }
  return inner;
}

bool
rmarace_mpi_binding_code_p (gimple *stmt)
{
  tree outer;
  tree fn = inlined_origin (gimple_location (stmt), &outer);
  return rmarace_mpi_binding_p (fn ? fn : current_function_decl);
}

/* Whether the MPI site STMT keeps a site marker; if so and LOC is not
   NULL, *LOC is changed to the user's call when STMT is inlined code of
   a binding.  */

bool
rmarace_mpi_binding_site (gimple *stmt, location_t *loc)
{
  tree outer;
  tree fn = inlined_origin (gimple_location (stmt), &outer);
  if (!rmarace_mpi_binding_p (fn ? fn : current_function_decl))
    return true;
  /* Inlined into the user's code: name the user's call.  */
  if (outer && !rmarace_mpi_binding_p (current_function_decl))
    {
      if (loc)
	*loc = BLOCK_SOURCE_LOCATION (outer);
      return true;
    }
  /* The binding's own body: its caller's site names the call.  */
  return false;
}

bool
rmarace_mpi_binding_call_p (gcall *call)
{
  tree fn = gimple_call_fndecl (call);
  if (fn)
    return rmarace_mpi_binding_p (fn);
  /* A virtual call (the bindings' methods are virtual in Open MPI)
     through a pointer or reference, at -O0: a method of a class of the
     bindings.  */
  tree ref = gimple_call_fn (call);
  if (!ref || TREE_CODE (ref) != OBJ_TYPE_REF)
    return false;
  tree cls = obj_type_ref_class (ref);
  return (cls && TYPE_NAME (cls) && TREE_CODE (TYPE_NAME (cls)) == TYPE_DECL
	  && in_mpi_namespace_p (TYPE_CONTEXT (cls))
	  && in_mpi_header_p (DECL_SOURCE_LOCATION (TYPE_NAME (cls))));
}
