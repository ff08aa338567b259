/* mpi-reach.cc -- which calls of a unit may end up in MPI.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   For the early Fortran pass (fortran-early.cc).  An array handed to a
   procedure that starts an RMA operation on it ("call my_put (buf)") is
   exposed to MPI as surely as one handed to MPI_Put itself, and gfortran
   tells GCC just as wrongly that the procedure does not keep it.  So a
   call may reach MPI when it calls an MPI function, a procedure defined
   in another unit (nothing is known of it), a procedure of this unit
   that may reach MPI itself, or anything through a pointer.  Calls of
   GCC's builtins (but OpenMP's, which run outlined code), of the Fortran
   run-time library (_gfortran_*) and of rmarace's own functions do
   not.

   The answer for the procedures of this unit is computed once, from
   their calls, when the first question is asked: by then every function
   of the unit is in GIMPLE.  Early inlining changes the calls
   afterwards, but a caller that inlines a callee already reached
   whatever the callee reaches, so the answers stay true.  */

#include "gcc-common.h"
#include "rmarace.h"
#include "instrument.h"

/* The functions of this unit that may reach MPI, and those that were
   looked at: a function missing from the second set (made after the
   computation) is assumed to reach MPI.  */
static hash_set<tree> *reaching;
static hash_set<tree> *known;

/* Whether FNDECL is known not to call back into the program or MPI:
   GCC's builtins, but for those of OpenMP and OpenACC (GOMP_parallel
   runs the region's outlined function), the Fortran run-time library,
   rmarace's own functions.  */

bool
rmarace_leaf_library_p (tree fndecl)
{
  if (fndecl_built_in_p (fndecl))
    return !(DECL_NAME (fndecl)
	     && startswith (IDENTIFIER_POINTER (DECL_NAME (fndecl)),
			    "__builtin_GO"));
  if (rmarace_own_decl_p (fndecl))
    return true;
  tree name = DECL_ASSEMBLER_NAME_SET_P (fndecl)
	      ? DECL_ASSEMBLER_NAME (fndecl) : DECL_NAME (fndecl);
  return name && startswith (IDENTIFIER_POINTER (name), "_gfortran_");
}

/* The function of this unit that the call STMT calls, or NULL when it
   is none, after setting *OUTSIDE if the call reaches MPI whatever this
   unit's functions do: an MPI function, a function whose body is not
   here, a call through a pointer.  */

static cgraph_node *
callee_here (gimple *stmt, bool *outside)
{
  *outside = false;
  if (gimple_call_internal_p (stmt))
    return NULL;
  tree fndecl = gimple_call_fndecl (stmt);
  if (!fndecl || rmarace_mpi_call_p (stmt))
    {
      *outside = true;
      return NULL;
    }
  if (rmarace_leaf_library_p (fndecl))
    return NULL;
  cgraph_node *node = cgraph_node::get (fndecl);
  node = node ? node->ultimate_alias_target () : NULL;
  if (!node || !node->has_gimple_body_p ())
    {
      *outside = true;
      return NULL;
    }
  return node;
}

/* The call statements, not the call graph's edges: those of the
   function being compiled were taken away for its early passes.  */

static void
compute_reaching (void)
{
  reaching = new hash_set<tree>;
  known = new hash_set<tree>;
  auto_vec<std::pair<tree, tree> > calls;	/* (caller, callee) */
  cgraph_node *node;
  FOR_EACH_FUNCTION_WITH_GIMPLE_BODY (node)
    {
      function *fn = node->get_fun ();
      known->add (node->decl);
      bool outside = !fn || !fn->cfg;
      basic_block bb;
      if (!outside)
	FOR_EACH_BB_FN (bb, fn)
	  for (gimple_stmt_iterator gsi = gsi_start_bb (bb);
	       !gsi_end_p (gsi) && !outside; gsi_next (&gsi))
	    if (is_gimple_call (gsi_stmt (gsi)))
	      {
		cgraph_node *callee = callee_here (gsi_stmt (gsi), &outside);
		if (callee)
		  calls.safe_push (std::make_pair (node->decl, callee->decl));
	      }
      if (outside)
	reaching->add (node->decl);
    }
  /* Propagate to the callers until nothing changes.  */
  bool changed = true;
  while (changed)
    {
      changed = false;
      for (unsigned i = 0; i < calls.length (); i++)
	if (reaching->contains (calls[i].second)
	    && !reaching->add (calls[i].first))
	  changed = true;
    }
}

/* Whether FNDECL, a function of this unit or not, may reach MPI.  */

static bool
fndecl_reaches_mpi_p (tree fndecl)
{
  if (rmarace_leaf_library_p (fndecl))
    return false;
  cgraph_node *node = cgraph_node::get (fndecl);
  if (!node)
    return true;
  node = node->ultimate_alias_target ();
  if (!node->has_gimple_body_p ())
    return true;
  if (!reaching)
    compute_reaching ();
  return !known->contains (node->decl) || reaching->contains (node->decl);
}

/* Whether the call STMT may reach MPI.  */

bool
rmarace_call_reaches_mpi_p (gimple *stmt)
{
  if (gimple_call_internal_p (stmt))
    return false;
  if (rmarace_mpi_call_p (stmt))
    return true;
  tree fndecl = gimple_call_fndecl (stmt);
  return !fndecl || fndecl_reaches_mpi_p (fndecl);
}
