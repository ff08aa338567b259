/* local-race.cc -- compile-time check of origin-side races in MPI RMA code.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   An RMA call (MPI_Put, MPI_Get, ...) only starts a transfer: until a
   completing call (MPI_Win_flush*, MPI_Win_unlock*, MPI_Win_fence,
   MPI_Win_complete, MPI_Wait on the request of an MPI_R*) the library may
   still read the origin buffer of a Put and still write the one of a Get.
   Touching that buffer in between is a data race at the origin (the
   compatibility table of the RMA semantics, origin side):

			second:  load	store	Put	Get
       first: Put		ok	RACE	ok	RACE
	      Get		RACE	RACE	RACE	RACE

   A load or store before the RMA call is always fine.

   The pass is a forward dataflow over the CFG, per function, of the set
   of RMA operations that may still be pending.  Sets are joined by union:
   an operation completed on one branch only is still pending on the
   other, so it is reported when some path reaches a conflicting access
   with the operation certainly not completed on that path.  Iterating to
   the fixed point over the whole CFG (back edges included) finds the
   conflicts between one iteration of a loop and the next, which is what
   analysing loops first, innermost out, was for.

   What may complete an operation is assumed to complete it, so that a
   correct program gets no diagnostic: any completing call completes every
   operation whatever its window or target; MPI_Test* completes the
   request-based ones as MPI_Wait* does; a call the pass cannot see into
   (an external function, a call through a pointer) completes everything.
   Calls to functions of the translation unit use their summary: what
   they access through their pointer parameters (or globals) before any
   completion, the operations they leave pending, and whether some path
   through them completes nothing.

   A conflict is reported as a race when both accesses certainly overlap
   (same object or same pointer, known offsets and sizes), and, with
   -fplugin-arg-rmarace-may-race, as a possible race when GCC's alias
   oracle says the two may overlap.  Nothing is ever reported where the
   oracle says they cannot.  */

#include "gcc-common.h"
#include "rmarace.h"
#include "path-feasible.h"
#include "request-check.h"

/* The largest number of accesses and pending operations a function
   summary keeps; beyond them the callers just see less (fewer reports,
   never a false one).  */
#define MAX_SUMMARY_ITEMS 32

/* How many statements the search for a stored value walks back.  */
#define MAX_WALK 64

/* Sweeps over the CFG before the dataflow gives up on a function.  */
#define MAX_SWEEPS 64

/* The "[-fplugin-arg-NAME-...]" tags that end the messages.  */
static char *tag_static;
static char *tag_may_race;

/* ------------------------------------------------------------------ */
/* The MPI functions the pass knows.                                  */
/* ------------------------------------------------------------------ */

enum mpi_role
{
  MR_RMA,			/* starts a transfer */
  MR_COMPLETE,			/* completes every pending transfer */
  MR_WAIT,			/* completes request-based transfers */
  MR_EPOCH			/* opens an epoch; tells its kind */
};

enum epoch_kind
{
  EPOCH_UNKNOWN,
  EPOCH_FENCE,
  EPOCH_PASSIVE,
  EPOCH_PSCW
};

/* Argument positions, from 0; -1 for none.  COUNT_ONE as a count means
   exactly one element (MPI_Fetch_and_op, MPI_Compare_and_swap).  */
#define COUNT_ONE -2

struct buf_args
{
  signed char addr, count, type;
};

struct mpi_fn
{
  const char *name;		/* lower case, no "p" prefix, no suffix */
  const char *display;		/* as the C binding spells it */
  enum mpi_role role;
  struct buf_args read1;	/* origin buffer, read */
  struct buf_args read2;	/* compare buffer, read */
  struct buf_args write;	/* origin (Get) or result buffer, written */
  signed char target, win, request;
  enum epoch_kind epoch;	/* for MR_EPOCH */
};

#define NB { -1, -1, -1 }

static const struct mpi_fn mpi_fns[] = {
  { "mpi_put", "MPI_Put", MR_RMA, { 0, 1, 2 }, NB, NB, 3, 7, -1,
    EPOCH_UNKNOWN },
  { "mpi_rput", "MPI_Rput", MR_RMA, { 0, 1, 2 }, NB, NB, 3, 7, 8,
    EPOCH_UNKNOWN },
  { "mpi_get", "MPI_Get", MR_RMA, NB, NB, { 0, 1, 2 }, 3, 7, -1,
    EPOCH_UNKNOWN },
  { "mpi_rget", "MPI_Rget", MR_RMA, NB, NB, { 0, 1, 2 }, 3, 7, 8,
    EPOCH_UNKNOWN },
  { "mpi_accumulate", "MPI_Accumulate", MR_RMA, { 0, 1, 2 }, NB, NB, 3, 8,
    -1, EPOCH_UNKNOWN },
  { "mpi_raccumulate", "MPI_Raccumulate", MR_RMA, { 0, 1, 2 }, NB, NB, 3,
    8, 9, EPOCH_UNKNOWN },
  { "mpi_get_accumulate", "MPI_Get_accumulate", MR_RMA, { 0, 1, 2 }, NB,
    { 3, 4, 5 }, 6, 11, -1, EPOCH_UNKNOWN },
  { "mpi_rget_accumulate", "MPI_Rget_accumulate", MR_RMA, { 0, 1, 2 }, NB,
    { 3, 4, 5 }, 6, 11, 12, EPOCH_UNKNOWN },
  { "mpi_fetch_and_op", "MPI_Fetch_and_op", MR_RMA, { 0, COUNT_ONE, 2 },
    NB, { 1, COUNT_ONE, 2 }, 3, 6, -1, EPOCH_UNKNOWN },
  { "mpi_compare_and_swap", "MPI_Compare_and_swap", MR_RMA,
    { 0, COUNT_ONE, 3 }, { 1, COUNT_ONE, 3 }, { 2, COUNT_ONE, 3 }, 4, 6, -1,
    EPOCH_UNKNOWN },

  { "mpi_win_fence", "MPI_Win_fence", MR_COMPLETE, NB, NB, NB, -1, 1, -1,
    EPOCH_FENCE },
  { "mpi_win_flush", "MPI_Win_flush", MR_COMPLETE, NB, NB, NB, 0, 1, -1,
    EPOCH_UNKNOWN },
  { "mpi_win_flush_all", "MPI_Win_flush_all", MR_COMPLETE, NB, NB, NB, -1,
    0, -1, EPOCH_UNKNOWN },
  { "mpi_win_flush_local", "MPI_Win_flush_local", MR_COMPLETE, NB, NB, NB,
    0, 1, -1, EPOCH_UNKNOWN },
  { "mpi_win_flush_local_all", "MPI_Win_flush_local_all", MR_COMPLETE, NB,
    NB, NB, -1, 0, -1, EPOCH_UNKNOWN },
  { "mpi_win_unlock", "MPI_Win_unlock", MR_COMPLETE, NB, NB, NB, 0, 1, -1,
    EPOCH_UNKNOWN },
  { "mpi_win_unlock_all", "MPI_Win_unlock_all", MR_COMPLETE, NB, NB, NB, -1,
    0, -1, EPOCH_UNKNOWN },
  { "mpi_win_complete", "MPI_Win_complete", MR_COMPLETE, NB, NB, NB, -1, 0,
    -1, EPOCH_UNKNOWN },
  /* Freeing the window or finalizing with transfers pending is an error
     of its own; for this check they end everything.  */
  { "mpi_win_free", "MPI_Win_free", MR_COMPLETE, NB, NB, NB, -1, 0, -1,
    EPOCH_UNKNOWN },
  { "mpi_finalize", "MPI_Finalize", MR_COMPLETE, NB, NB, NB, -1, -1, -1,
    EPOCH_UNKNOWN },

  /* The request argument is in REQUEST.  */
  { "mpi_wait", "MPI_Wait", MR_WAIT, NB, NB, NB, -1, -1, 0, EPOCH_UNKNOWN },
  { "mpi_test", "MPI_Test", MR_WAIT, NB, NB, NB, -1, -1, 0, EPOCH_UNKNOWN },
  { "mpi_waitall", "MPI_Waitall", MR_WAIT, NB, NB, NB, -1, -1, 1,
    EPOCH_UNKNOWN },
  { "mpi_waitany", "MPI_Waitany", MR_WAIT, NB, NB, NB, -1, -1, 1,
    EPOCH_UNKNOWN },
  { "mpi_waitsome", "MPI_Waitsome", MR_WAIT, NB, NB, NB, -1, -1, 1,
    EPOCH_UNKNOWN },
  { "mpi_testall", "MPI_Testall", MR_WAIT, NB, NB, NB, -1, -1, 1,
    EPOCH_UNKNOWN },
  { "mpi_testany", "MPI_Testany", MR_WAIT, NB, NB, NB, -1, -1, 1,
    EPOCH_UNKNOWN },
  { "mpi_testsome", "MPI_Testsome", MR_WAIT, NB, NB, NB, -1, -1, 1,
    EPOCH_UNKNOWN },

  { "mpi_win_lock", "MPI_Win_lock", MR_EPOCH, NB, NB, NB, -1, -1, -1,
    EPOCH_PASSIVE },
  { "mpi_win_lock_all", "MPI_Win_lock_all", MR_EPOCH, NB, NB, NB, -1, -1,
    -1, EPOCH_PASSIVE },
  { "mpi_win_start", "MPI_Win_start", MR_EPOCH, NB, NB, NB, -1, -1, -1,
    EPOCH_PSCW },
};

#undef NB

/* The MPI function FNDECL is, or NULL.  *FORTRAN is set when it is a
   Fortran binding (every argument by reference); *F08 when it is the
   mpi_f08 one (no ierror to suggest).  A call of any other MPI function
   sets *OTHER_MPI: those neither complete nor touch RMA buffers.  */

static const struct mpi_fn *
classify_mpi (tree fndecl, bool *fortran, bool *f08, bool *other_mpi)
{
  *fortran = *f08 = *other_mpi = false;
  if (!DECL_NAME (fndecl))
    return NULL;
  const char *id = IDENTIFIER_POINTER (DECL_NAME (fndecl));
  size_t len = IDENTIFIER_LENGTH (DECL_NAME (fndecl));
  if (len < 5 || len > 60)
    return NULL;
  if ((id[0] == 'p' || id[0] == 'P') && (id[1] == 'm' || id[1] == 'M'))
    id++, len--;
  if (strncasecmp (id, "mpi_", 4) != 0)
    return NULL;

  char name[64];
  for (size_t i = 0; i < len; i++)
    name[i] = TOLOWER (id[i]);
  name[len] = '\0';
  /* The C binding is "MPI_Get"; Fortran's are "mpi_get" (mpif.h and
     use mpi) and "mpi_get_f08" (use mpi_f08), with a trailing '_' only
     in the assembler name.  */
  *fortran = id[0] == 'm' && id[1] == 'p' && id[2] == 'i';
  if (len > 1 && name[len - 1] == '_')
    name[--len] = '\0';
  if (len > 6 && strcmp (name + len - 6, "_f08ts") == 0)
    name[len -= 6] = '\0', *f08 = true;
  else if (len > 4 && strcmp (name + len - 4, "_f08") == 0)
    name[len -= 4] = '\0', *f08 = true;

  for (size_t i = 0; i < ARRAY_SIZE (mpi_fns); i++)
    if (strcmp (name, mpi_fns[i].name) == 0)
      return &mpi_fns[i];
  *other_mpi = true;
  return NULL;
}

/* The size in bytes of a predefined C datatype, from the name of the
   object MPI_INT and friends point to ("ompi_mpi_int"), or 0.  */

static HOST_WIDE_INT
c_datatype_size (const char *name)
{
  static const struct { const char *name; int size; } types[] = {
    { "byte", 1 }, { "char", 1 }, { "signed_char", 1 },
    { "unsigned_char", 1 }, { "short", 2 }, { "unsigned_short", 2 },
    { "int", 4 }, { "unsigned", 4 }, { "long", 8 }, { "unsigned_long", 8 },
    { "long_long_int", 8 }, { "unsigned_long_long", 8 }, { "float", 4 },
    { "double", 8 }, { "long_double", 16 }, { "wchar", 4 },
    { "int8_t", 1 }, { "uint8_t", 1 }, { "int16_t", 2 }, { "uint16_t", 2 },
    { "int32_t", 4 }, { "uint32_t", 4 }, { "int64_t", 8 },
    { "uint64_t", 8 }, { "aint", 8 }, { "offset", 8 }, { "count", 8 },
    { "c_bool", 1 }, { "c_float_complex", 8 }, { "c_double_complex", 16 },
    { "integer", 4 }, { "real", 4 }, { "dblprec", 8 }, { "character", 1 },
    { "logical", 4 },
  };
  if (strncmp (name, "ompi_mpi_", 9) != 0)
    return 0;
  name += 9;
  for (size_t i = 0; i < ARRAY_SIZE (types); i++)
    if (strcmp (name, types[i].name) == 0)
      return types[i].size;
  return 0;
}

/* The size in bytes of a predefined Fortran datatype handle, or 0.  The
   values are the library's handle numbers (its mpif-handles.h); the
   sizes those of gfortran's default kinds.  */

static HOST_WIDE_INT
fortran_datatype_size (HOST_WIDE_INT handle)
{
  static const struct { int handle, size; } types[] = {
    { 1, 1 },			/* MPI_BYTE */
    { 5, 1 },			/* MPI_CHARACTER */
    { 6, 4 },			/* MPI_LOGICAL */
    { 7, 4 },			/* MPI_INTEGER */
    { 8, 1 }, { 9, 2 }, { 10, 4 }, { 11, 8 }, { 12, 16 }, /* INTEGERn */
    { 13, 4 },			/* MPI_REAL */
    { 14, 4 }, { 15, 8 }, { 16, 16 }, /* MPI_REALn */
    { 17, 8 },			/* MPI_DOUBLE_PRECISION */
    { 18, 8 },			/* MPI_COMPLEX */
    { 19, 8 }, { 20, 16 }, { 21, 32 }, /* MPI_COMPLEXn */
    { 22, 16 },			/* MPI_DOUBLE_COMPLEX */
    { 34, 1 },			/* MPI_CHAR */
    { 39, 4 },			/* MPI_INT */
    { 40, 4 },			/* MPI_UNSIGNED */
    { 41, 8 },			/* MPI_LONG */
    { 43, 8 },			/* MPI_LONG_LONG */
    { 45, 4 },			/* MPI_FLOAT */
    { 46, 8 },			/* MPI_DOUBLE */
    { 58, 1 }, { 59, 1 }, { 60, 2 }, { 61, 2 }, /* MPI_[U]INTn_T */
    { 62, 4 }, { 63, 4 }, { 64, 8 }, { 65, 8 },
  };
  for (size_t i = 0; i < ARRAY_SIZE (types); i++)
    if (types[i].handle == handle)
      return types[i].size;
  return 0;
}

/* ------------------------------------------------------------------ */
/* Values and addresses.                                              */
/* ------------------------------------------------------------------ */

/* Whether DECL holds an integer that never changes: a CONST_DECL (what
   gfortran makes to pass a constant by reference, "C.1234") or a
   read-only static variable.  */

static bool
constant_holder_p (tree decl)
{
  if (!DECL_P (decl) || !DECL_INITIAL (decl)
      || TREE_CODE (DECL_INITIAL (decl)) != INTEGER_CST)
    return false;
  if (TREE_CODE (decl) == CONST_DECL)
    return true;
  return VAR_P (decl) && TREE_STATIC (decl) && TREE_READONLY (decl);
}

/* The value memory REF holds just before statement AT, found by walking
   the virtual use-def chain back to a store that must define it; NULL
   when unsure.  This sees through what gfortran emits at -O0: constants
   passed by reference, array descriptors, derived-type handles.  */

static tree
value_stored_at (tree ref, gimple *at)
{
  tree base = get_base_address (ref);
  if (base && base == ref && constant_holder_p (base))
    return DECL_INITIAL (base);

  ao_ref r;
  ao_ref_init (&r, ref);
  tree vuse = gimple_vuse (at);
  for (int budget = MAX_WALK; vuse && budget > 0; budget--)
    {
      gimple *def = SSA_NAME_DEF_STMT (vuse);
      if (!def || gimple_nop_p (def) || gimple_code (def) == GIMPLE_PHI)
	return NULL_TREE;
      if (gimple_assign_single_p (def) && !gimple_clobber_p (def))
	{
	  tree lhs = gimple_assign_lhs (def);
	  tree rhs = gimple_assign_rhs1 (def);
	  if (operand_equal_p (lhs, ref, 0))
	    {
	      if (is_gimple_min_invariant (rhs)
		  || TREE_CODE (rhs) == SSA_NAME)
		return rhs;
	      if (TREE_CODE (rhs) == CONSTRUCTOR)
		return NULL_TREE;
	      /* A copy from memory: go on with the source.  */
	      ref = rhs;
	      ao_ref_init (&r, ref);
	      vuse = gimple_vuse (def);
	      continue;
	    }
	  /* A copy of the whole record REF is a field of.  */
	  if (TREE_CODE (ref) == COMPONENT_REF
	      && operand_equal_p (lhs, TREE_OPERAND (ref, 0), 0))
	    {
	      if (TREE_CODE (rhs) == CONSTRUCTOR
		  || !useless_type_conversion_p (TREE_TYPE (lhs),
						 TREE_TYPE (rhs)))
		return NULL_TREE;
	      ref = build3 (COMPONENT_REF, TREE_TYPE (ref), rhs,
			    TREE_OPERAND (ref, 1), NULL_TREE);
	      ao_ref_init (&r, ref);
	      vuse = gimple_vuse (def);
	      continue;
	    }
	}
      if (stmt_may_clobber_ref_p_1 (def, &r, false))
	return NULL_TREE;
      vuse = gimple_vuse (def);
    }
  return NULL_TREE;
}

/* Whether call STMT is given the address of variable DECL.  */

static bool
passes_address_p (gcall *stmt, tree decl)
{
  for (unsigned i = 0; i < gimple_call_num_args (stmt); i++)
    {
      tree arg = gimple_call_arg (stmt, i);
      STRIP_NOPS (arg);
      if (TREE_CODE (arg) == ADDR_EXPR
	  && get_base_address (TREE_OPERAND (arg, 0)) == decl)
	return true;
    }
  return false;
}

/* Whether MPI call STMT leaves variable DECL alone, its address not
   among its arguments.  An MPI function writes only through its
   arguments, and not through all: the origin buffer of an MPI_Put is
   read, a handle (a pointer to an incomplete type in C) is the
   library's.  */

static bool
mpi_call_keeps_p (gcall *stmt, tree decl)
{
  tree fndecl = gimple_call_fndecl (stmt);
  bool fortran, f08, other_mpi;
  if (!fndecl)
    return false;
  const mpi_fn *fn = classify_mpi (fndecl, &fortran, &f08, &other_mpi);
  if (!fn && !other_mpi)
    return false;
  for (unsigned i = 0; i < gimple_call_num_args (stmt); i++)
    {
      tree arg = gimple_call_arg (stmt, i);
      STRIP_NOPS (arg);
      if (TREE_CODE (arg) == ADDR_EXPR)
	{
	  if (get_base_address (TREE_OPERAND (arg, 0)) == decl)
	    return false;
	  continue;
	}
      if (TREE_CODE (arg) != SSA_NAME || !POINTER_TYPE_P (TREE_TYPE (arg)))
	continue;
      if (fn && fn->role == MR_RMA && (int) i != fn->write.addr
	  && (int) i != fn->request)
	continue;
      tree pointee = TREE_TYPE (TREE_TYPE (arg));
      if (RECORD_OR_UNION_TYPE_P (pointee) && !COMPLETE_TYPE_P (pointee))
	continue;
      return false;
    }
  return true;
}

/* The call that gave pointer variable REF, loaded at AT, its value, when
   it is the last statement that may have stored to REF, it was given
   REF's address (MPI_Win_allocate's out-argument, say), and it runs
   once per call of the function; else NULL.  Every load of REF it
   reaches then yields the same pointer.  */

static gimple *
pointer_defining_call (tree ref, gimple *at)
{
  if (!VAR_P (ref) || TREE_THIS_VOLATILE (ref) || is_global_var (ref)
      || !POINTER_TYPE_P (TREE_TYPE (ref)))
    return NULL;
  ao_ref r;
  ao_ref_init (&r, ref);
  tree vuse = gimple_vuse (at);
  for (int budget = MAX_WALK; vuse && budget > 0; budget--)
    {
      gimple *def = SSA_NAME_DEF_STMT (vuse);
      if (!def || gimple_nop_p (def) || gimple_code (def) == GIMPLE_PHI)
	return NULL;
      if (gcall *call = dyn_cast <gcall *> (def))
	{
	  if (passes_address_p (call, ref))
	    return bb_in_cycle_p (gimple_bb (call)) ? NULL : call;
	  if (mpi_call_keeps_p (call, ref))
	    {
	      vuse = gimple_vuse (def);
	      continue;
	    }
	}
      if (stmt_may_clobber_ref_p_1 (def, &r, false))
	return NULL;
      vuse = gimple_vuse (def);
    }
  return NULL;
}

/* The constant value of integer T (an argument, or with BY_REF the
   integer or integer-holding record T points to) at statement AT.  */

static bool
int_value (tree t, gimple *at, bool by_ref, HOST_WIDE_INT *val)
{
  for (int depth = 0; t && depth < 8; depth++)
    {
      STRIP_NOPS (t);
      if (by_ref)
	{
	  if (TREE_CODE (t) == SSA_NAME)
	    {
	      gimple *def = SSA_NAME_DEF_STMT (t);
	      if (!gimple_assign_single_p (def))
		return false;
	      t = gimple_assign_rhs1 (def);
	      continue;
	    }
	  if (TREE_CODE (t) != ADDR_EXPR)
	    return false;
	  tree obj = TREE_OPERAND (t, 0);
	  /* mpi_f08 handles are records holding one integer.  */
	  if (TREE_CODE (TREE_TYPE (obj)) == RECORD_TYPE)
	    {
	      tree field = TYPE_FIELDS (TREE_TYPE (obj));
	      while (field && TREE_CODE (field) != FIELD_DECL)
		field = DECL_CHAIN (field);
	      if (!field || !INTEGRAL_TYPE_P (TREE_TYPE (field)))
		return false;
	      obj = build3 (COMPONENT_REF, TREE_TYPE (field), obj, field,
			    NULL_TREE);
	    }
	  if (!INTEGRAL_TYPE_P (TREE_TYPE (obj)))
	    return false;
	  t = value_stored_at (obj, at);
	  by_ref = false;
	  continue;
	}
      if (TREE_CODE (t) == INTEGER_CST)
	{
	  if (!tree_fits_shwi_p (t))
	    return false;
	  *val = tree_to_shwi (t);
	  return true;
	}
      if (TREE_CODE (t) != SSA_NAME)
	return false;
      gimple *def = SSA_NAME_DEF_STMT (t);
      if (!is_gimple_assign (def))
	return false;
      if (gimple_assign_load_p (def))
	{
	  t = value_stored_at (gimple_assign_rhs1 (def), def);
	  at = def;
	}
      else if (gimple_assign_single_p (def)
	       || CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (def)))
	t = gimple_assign_rhs1 (def);
      else
	return false;
    }
  return false;
}

/* A place in memory: BASE (a declaration, or an SSA pointer the analysis
   cannot see further through) plus OFF bytes when OFF_KNOWN.  BASE is
   NULL when nothing is known.  */

struct mem_loc
{
  tree base;
  /* With BASE a virtual definition (a call that stored a pointer into
     variable THROUGH, such as MPI_Win_allocate's out-argument): the memory
     the pointer THROUGH holds from then on points to.  */
  tree through;
  HOST_WIDE_INT off;
  bool off_known;
};

static void resolve_ptr (tree ptr, gimple *at, mem_loc *out, int depth);

/* Add the base and byte offset of OBJ (an lvalue) to OUT.  */

static void
resolve_object (tree obj, gimple *at, mem_loc *out, int depth)
{
  poly_int64 pbo;
  HOST_WIDE_INT bo;
  tree b = get_addr_base_and_unit_offset (obj, &pbo);
  bool known = b && pbo.is_constant (&bo);
  if (!b)
    b = get_base_address (obj);
  if (!b)
    {
      out->base = NULL_TREE;
      return;
    }
  if (TREE_CODE (b) == MEM_REF)
    {
      resolve_ptr (TREE_OPERAND (b, 0), at, out, depth + 1);
      poly_offset_int moff = mem_ref_offset (b);
      if (known && moff.is_constant () && wi::fits_shwi_p (moff.coeffs[0]))
	out->off += bo + moff.coeffs[0].to_shwi ();
      else
	out->off_known = false;
      return;
    }
  if (!DECL_P (b))
    {
      out->base = NULL_TREE;
      return;
    }
  out->base = b;
  out->through = NULL_TREE;
  out->off = known ? bo : 0;
  out->off_known = known;
}

/* Where pointer PTR, used at statement AT, points: follows copies,
   conversions, constant offsets and (for gfortran's descriptors) values
   stored in memory.  */

static void
resolve_ptr (tree ptr, gimple *at, mem_loc *out, int depth)
{
  out->base = NULL_TREE;
  out->through = NULL_TREE;
  out->off = 0;
  out->off_known = true;
  if (depth > 16)
    return;
  STRIP_NOPS (ptr);
  if (TREE_CODE (ptr) == ADDR_EXPR)
    {
      resolve_object (TREE_OPERAND (ptr, 0), at, out, depth);
      return;
    }
  if (TREE_CODE (ptr) != SSA_NAME)
    return;
  out->base = ptr;
  gimple *def = SSA_NAME_DEF_STMT (ptr);
  if (SSA_NAME_IS_DEFAULT_DEF (ptr) || !is_gimple_assign (def))
    return;
  enum tree_code code = gimple_assign_rhs_code (def);
  tree rhs = gimple_assign_rhs1 (def);
  if (gimple_assign_load_p (def))
    {
      tree v = value_stored_at (rhs, def);
      gimple *call;
      if (v && (TREE_CODE (v) == ADDR_EXPR || TREE_CODE (v) == SSA_NAME))
	resolve_ptr (v, def, out, depth + 1);
      else if (!v && (call = pointer_defining_call (rhs, def)))
	{
	  out->base = gimple_vdef (call);
	  out->through = rhs;
	  return;
	}
      if (!out->base)
	out->base = ptr, out->off = 0, out->off_known = true;
      return;
    }
  if (code == POINTER_PLUS_EXPR)
    {
      resolve_ptr (rhs, def, out, depth + 1);
      tree step = gimple_assign_rhs2 (def);
      if (TREE_CODE (step) == INTEGER_CST && tree_fits_shwi_p (step))
	out->off += tree_to_shwi (step);
      else
	out->off_known = false;
      if (!out->base)
	out->base = ptr, out->off = 0, out->off_known = true;
      return;
    }
  if (gimple_assign_single_p (def) || CONVERT_EXPR_CODE_P (code))
    {
      if (TREE_CODE (rhs) == SSA_NAME || TREE_CODE (rhs) == ADDR_EXPR)
	{
	  resolve_ptr (rhs, def, out, depth + 1);
	  if (!out->base)
	    out->base = ptr, out->off = 0, out->off_known = true;
	}
    }
}

/* ------------------------------------------------------------------ */
/* Names for the messages.                                            */
/* ------------------------------------------------------------------ */

/* The source name of declaration or SSA name T, or NULL.  */

static const char *
source_name (tree t)
{
  if (TREE_CODE (t) == SSA_NAME)
    t = SSA_NAME_VAR (t);
  if (!t || !DECL_P (t) || !DECL_NAME (t) || DECL_ARTIFICIAL (t))
    return NULL;
  return IDENTIFIER_POINTER (DECL_NAME (t));
}

/* Print memory reference T as the user wrote it, if it can tell.  C gets
   indices and fields; Fortran gets the variable only, since its bounds
   are gone from the GIMPLE types.  */

static bool
describe_ref (pretty_printer *pp, tree t, int depth)
{
  if (depth > 8)
    return false;
  bool fortran = lang_GNU_Fortran ();
  switch (TREE_CODE (t))
    {
    case VAR_DECL:
    case PARM_DECL:
    case RESULT_DECL:
    case SSA_NAME:
      {
	const char *n = source_name (t);
	if (!n)
	  return false;
	pp_string (pp, n);
	return true;
      }
    case ARRAY_REF:
      if (!describe_ref (pp, TREE_OPERAND (t, 0), depth + 1))
	return false;
      if (fortran)
	return true;
      {
	tree idx = TREE_OPERAND (t, 1);
	const char *n;
	pp_character (pp, '[');
	if (TREE_CODE (idx) == INTEGER_CST && tree_fits_shwi_p (idx))
	  pp_wide_integer (pp, tree_to_shwi (idx));
	else if (TREE_CODE (idx) == SSA_NAME && (n = source_name (idx)))
	  pp_string (pp, n);
	else
	  pp_string (pp, "...");
	pp_character (pp, ']');
      }
      return true;
    case COMPONENT_REF:
      {
	tree field = TREE_OPERAND (t, 1);
	if (!describe_ref (pp, TREE_OPERAND (t, 0), depth + 1)
	    || !DECL_NAME (field))
	  return false;
	pp_character (pp, fortran ? '%' : '.');
	pp_string (pp, IDENTIFIER_POINTER (DECL_NAME (field)));
	return true;
      }
    case MEM_REF:
      {
	tree ptr = TREE_OPERAND (t, 0);
	tree off = TREE_OPERAND (t, 1);
	if (!tree_fits_shwi_p (off))
	  return false;
	HOST_WIDE_INT boff = tree_to_shwi (off);
	tree obj = (TREE_CODE (ptr) == ADDR_EXPR
		    ? TREE_OPERAND (ptr, 0) : NULL_TREE);
	/* The whole object, or in Fortran any part of it.  */
	if (obj && (fortran
		    || (boff == 0
			&& TYPE_MAIN_VARIANT (TREE_TYPE (obj))
			   == TYPE_MAIN_VARIANT (TREE_TYPE (t)))))
	  return describe_ref (pp, obj, depth + 1);
	const char *n = obj ? NULL : source_name (ptr);
	if (obj ? (TREE_CODE (TREE_TYPE (obj)) != ARRAY_TYPE
		   || !describe_ref (pp, obj, depth + 1)) : !n)
	  return false;
	if (!obj && fortran)
	  {
	    /* A Fortran dummy argument is a reference; the user sees
	       it as the variable itself.  */
	    pp_string (pp, n);
	    return true;
	  }
	if (!obj && boff == 0)
	  {
	    pp_character (pp, '*');
	    pp_string (pp, n);
	    return true;
	  }
	if (n)
	  pp_string (pp, n);
	/* An element of an array, or through a pointer, as p[k].  */
	tree elsize = TYPE_SIZE_UNIT (TREE_TYPE (t));
	if (!elsize || !tree_fits_shwi_p (elsize) || tree_to_shwi (elsize) <= 0
	    || boff % tree_to_shwi (elsize) != 0)
	  return false;
	pp_character (pp, '[');
	pp_wide_integer (pp, boff / tree_to_shwi (elsize));
	pp_character (pp, ']');
	return true;
      }
    case VIEW_CONVERT_EXPR:
    case REALPART_EXPR:
    case IMAGPART_EXPR:
      return describe_ref (pp, TREE_OPERAND (t, 0), depth + 1);
    default:
      return false;
    }
}

/* A name for the memory at LOC, reached through EXPR (a memory
   reference, or with IS_PTR a pointer to it).  Allocated in GC memory,
   which is not collected while the pass runs.  */

static const char *
name_memory (tree expr, bool is_ptr, const mem_loc &loc)
{
  pretty_printer pp;
  bool ok = false;
  const char *n;

  /* An address taken of the start of a named object: name the object.  */
  if (is_ptr && loc.base && DECL_P (loc.base) && loc.off_known
      && loc.off == 0 && (n = source_name (loc.base)))
    return ggc_strdup (n);
  if (expr)
    {
      tree t = expr;
      if (is_ptr)
	{
	  STRIP_NOPS (t);
	  if (TREE_CODE (t) == ADDR_EXPR)
	    ok = describe_ref (&pp, TREE_OPERAND (t, 0), 0);
	  else if (TREE_CODE (t) == SSA_NAME && (n = source_name (t)))
	    {
	      if (!lang_GNU_Fortran ())
		pp_character (&pp, '*');
	      pp_string (&pp, n);
	      ok = true;
	    }
	}
      else
	ok = describe_ref (&pp, t, 0);
    }
  if (ok)
    return ggc_strdup (pp_formatted_text (&pp));
  /* Memory a pointer variable points to, as *p or p[k] (in Fortran, a
     pointer is used as the array itself).  */
  if (loc.base && loc.through && (n = source_name (loc.through)))
    {
      if (lang_GNU_Fortran () || !loc.off_known)
	return ggc_strdup (n);
      if (loc.off == 0)
	return ggc_strdup (ACONCAT (("*", n, NULL)));
      tree el = expr && !is_ptr ? TYPE_SIZE_UNIT (TREE_TYPE (expr)) : NULL;
      if (el && tree_fits_shwi_p (el) && tree_to_shwi (el) > 0
	  && loc.off % tree_to_shwi (el) == 0)
	{
	  pp_string (&pp, n);
	  pp_character (&pp, '[');
	  pp_wide_integer (&pp, loc.off / tree_to_shwi (el));
	  pp_character (&pp, ']');
	  return ggc_strdup (pp_formatted_text (&pp));
	}
      return ggc_strdup (n);
    }
  if (loc.base && (n = source_name (loc.base)))
    return ggc_strdup (n);
  return "the buffer";
}

/* ------------------------------------------------------------------ */
/* Accesses, pending operations, summaries.                           */
/* ------------------------------------------------------------------ */

enum acc_kind
{
  ACC_LOAD,
  ACC_STORE,
  ACC_RMA_READ,			/* origin buffer of a Put or Accumulate */
  ACC_RMA_WRITE			/* origin buffer of a Get, result buffers */
};

/* A range of memory: where it is, how many bytes surely (0: unknown),
   and a reference for the alias oracle.  */

struct mem_range
{
  mem_loc loc;
  HOST_WIDE_INT size;
  /* When LOC's offset is not known (a variable index), the bytes from
     EXT_OFF on, EXT_SIZE of them (0: unknown), that the access surely
     stays in: the array indexed.  */
  HOST_WIDE_INT ext_off, ext_size;
  ao_ref ref;
  /* What to name it by: a memory reference, or with NAME_PTR a pointer
     to it; named only when reported, which is rare.  */
  tree name_expr;
  bool name_ptr;
};

/* One load, store, or RMA buffer use, in the function analysed, or in a
   function it calls (then LOC is the call and INNER the access).  */

struct access_rec
{
  enum acc_kind kind;
  mem_range r;
  location_t loc;
  location_t inner;
  tree callee;
  const char *fn;		/* the RMA function, for ACC_RMA_* */
};

/* An RMA transfer that may be pending.  */

struct pending_op
{
  enum acc_kind kind;		/* ACC_RMA_READ or ACC_RMA_WRITE */
  const char *fn;
  mem_range r;
  location_t loc;		/* the RMA call */
  location_t via;		/* the call that issued it, if indirect */
  tree via_fn;
  bool request;			/* completed by MPI_Wait and friends */
  mem_loc req;			/* where the request lives */
  enum epoch_kind epoch;
  const char *target, *win;	/* names for the suggested flush */
  bool fortran, f08;
  bool ssa_base;		/* r.loc.base is an SSA name defined here */
  int count_parm;		/* the count is this parameter, if >= 0 */
  HOST_WIDE_INT elsize;		/* the datatype's size, 0 if unknown */
};

/* What a function does, as seen by its callers.  Items are relative to a
   parameter (PARM >= 0) or a global variable (DECL).  */

struct summary_item
{
  enum acc_kind kind;
  int parm;
  tree decl;
  HOST_WIDE_INT off, size;
  bool off_known;
  location_t loc;
  const char *fn;
  bool request;
  enum epoch_kind epoch;
  bool fortran, f08;
  int count_parm;		/* see pending_op */
  HOST_WIDE_INT elsize;
};

struct fn_summary
{
  bool passthrough;		/* some path completes nothing */
  vec<summary_item> accesses;	/* before any completion */
  vec<summary_item> ops;	/* pending at the return */
};

static hash_map<tree, fn_summary *> *summaries;

enum ev_kind
{
  EV_ACCESS,			/* accesses */
  EV_RMA,			/* accesses, then new ops */
  EV_KILL,			/* completes everything */
  EV_WAIT,			/* completes request-based ops */
  EV_CALL,			/* accesses, maybe kill, then new ops */
  EV_DEF			/* SSA name NAME gets a new value */
};

struct event
{
  enum ev_kind kind;
  gimple *stmt;
  unsigned acc_first, acc_n;
  unsigned op_first, op_n;
  bool kill;
  tree name;
  mem_loc req;
};

/* The state of the analysis of one function.  */

struct fn_state
{
  function *fun;
  auto_vec<pending_op> ops;	/* ops[0] is the entry token */
  auto_vec<access_rec> accs;
  vec<event> *events;		/* per basic block index */
  bool seen_fence, seen_lock, seen_pscw, any_ssa_base;
  fn_summary *summary;
  /* Per loop number: the loop may complete everything, or requests.  */
  sbitmap loop_kills, loop_waits;
  sbitmap request_ops;		/* the request-based ops */
  path_info *paths;		/* for the path search, built when needed */
};

/* The name of R for a message.  */

static const char *
range_name (const mem_range &r)
{
  return name_memory (r.name_expr, r.name_ptr, r.loc);
}

/* Initialize R for the SIZE bytes (0: unknown) PTR points to at AT.  */

static bool
range_from_ptr (mem_range *r, tree ptr, HOST_WIDE_INT size, gimple *at)
{
  tree p = ptr;
  STRIP_NOPS (p);
  if (TREE_CODE (p) != ADDR_EXPR
      && !(TREE_CODE (p) == SSA_NAME && POINTER_TYPE_P (TREE_TYPE (p))))
    return false;
  if (integer_zerop (p))
    return false;
  resolve_ptr (p, at, &r->loc, 0);
  r->size = size;
  r->ext_off = r->ext_size = 0;
  ao_ref_init_from_ptr_and_size (&r->ref, p,
				 size > 0 ? size_int (size) : NULL_TREE);
  r->name_expr = NULL_TREE;
  r->name_ptr = false;
  return true;
}

/* Initialize R for memory reference REF at AT; false when REF cannot be
   an RMA buffer (a register-like local, a constant, the runtime's own
   variables).  */

static bool
range_from_ref (mem_range *r, tree ref, gimple *at)
{
  if (TREE_CODE (ref) == WITH_SIZE_EXPR)
    return false;
  tree base = get_base_address (ref);
  if (!base)
    return false;
  if (DECL_P (base))
    {
      if (!may_be_aliased (base) || TREE_READONLY (base)
	  || (VAR_P (base) && DECL_HARD_REGISTER (base)))
	return false;
      if (DECL_NAME (base)
	  && strncmp (IDENTIFIER_POINTER (DECL_NAME (base)),
		      "__rmarace_", 10) == 0)
	return false;
    }
  else if (TREE_CODE (base) != MEM_REF)
    return false;

  poly_int64 pbitoff, pbitsize, pmaxsize;
  HOST_WIDE_INT bitoff, bitsize, maxsize;
  bool reverse;
  tree b = get_ref_base_and_extent (ref, &pbitoff, &pbitsize, &pmaxsize,
				    &reverse);
  bool exact = (pbitoff.is_constant (&bitoff)
		&& pbitsize.is_constant (&bitsize)
		&& pmaxsize.is_constant (&maxsize)
		&& bitsize == maxsize && bitsize > 0
		&& bitoff % BITS_PER_UNIT == 0);
  r->size = (pbitsize.is_constant (&bitsize) && bitsize > 0
	     ? (bitsize + BITS_PER_UNIT - 1) / BITS_PER_UNIT : 0);
  /* A variable index: get_ref_base_and_extent still bounds the access
     by the array (an index out of it would be undefined).  */
  bool bounded = (!exact && pbitoff.is_constant (&bitoff)
		  && pmaxsize.is_constant (&maxsize) && maxsize > 0
		  && r->size > 0 && bitoff >= 0
		  && bitoff % BITS_PER_UNIT == 0
		  && maxsize % BITS_PER_UNIT == 0);
  HOST_WIDE_INT base_off = 0;
  bool base_known = true;
  r->ext_off = r->ext_size = 0;
  if (TREE_CODE (b) == MEM_REF)
    {
      resolve_ptr (TREE_OPERAND (b, 0), at, &r->loc, 0);
      poly_offset_int moff = mem_ref_offset (b);
      base_known = (r->loc.off_known && moff.is_constant ()
		    && wi::fits_shwi_p (moff.coeffs[0]));
      if (base_known)
	base_off = r->loc.off + moff.coeffs[0].to_shwi ();
      if (exact && base_known)
	r->loc.off = base_off + bitoff / BITS_PER_UNIT;
      else
	r->loc.off_known = false;
    }
  else if (DECL_P (b))
    {
      r->loc.base = b;
      r->loc.through = NULL_TREE;
      r->loc.off = exact ? bitoff / BITS_PER_UNIT : 0;
      r->loc.off_known = exact;
    }
  else
    r->loc.base = NULL_TREE;
  if (bounded && base_known && r->loc.base)
    {
      r->ext_off = base_off + bitoff / BITS_PER_UNIT;
      r->ext_size = maxsize / BITS_PER_UNIT;
    }
  ao_ref_init (&r->ref, ref);
  r->name_expr = NULL_TREE;
  r->name_ptr = false;
  return true;
}

/* The parameter index of SSA default definition T, or -1.  */

static int
parm_index (tree t)
{
  if (!t || TREE_CODE (t) != SSA_NAME || !SSA_NAME_IS_DEFAULT_DEF (t)
      || !SSA_NAME_VAR (t) || TREE_CODE (SSA_NAME_VAR (t)) != PARM_DECL)
    return -1;
  int i = 0;
  for (tree p = DECL_ARGUMENTS (current_function_decl); p; p = DECL_CHAIN (p))
    {
      if (p == SSA_NAME_VAR (t))
	return i;
      i++;
    }
  return -1;
}

/* Whether a summary can describe LOC to a caller.  */

static bool
summarizable (const mem_loc &loc, int *parm)
{
  *parm = parm_index (loc.base);
  if (*parm >= 0)
    return true;
  return loc.base && VAR_P (loc.base) && is_global_var (loc.base);
}

/* ------------------------------------------------------------------ */
/* Scanning a function into events.                                   */
/* ------------------------------------------------------------------ */

/* Append EV to the events of BB.  */

static void
push_event (fn_state *st, basic_block bb, const event &ev)
{
  st->events[bb->index].safe_push (ev);
}

/* An event of KIND for STMT, with nothing else set.  */

static event
new_event (enum ev_kind kind, gimple *stmt)
{
  event ev;
  memset (&ev, 0, sizeof ev);
  ev.kind = kind;
  ev.stmt = stmt;
  return ev;
}

/* Record an access of KIND to R by STMT (FN names the RMA call).  */

static void
add_access (fn_state *st, enum acc_kind kind, const mem_range &r,
	    gimple *stmt, const char *fn)
{
  access_rec a;
  a.kind = kind;
  a.r = r;
  a.loc = gimple_location (stmt);
  a.inner = UNKNOWN_LOCATION;
  a.callee = NULL_TREE;
  a.fn = fn;
  st->accs.safe_push (a);
}

/* The name to print for call argument I of STMT in a suggested flush.  */

static const char *
arg_name (gcall *stmt, int i, const char *fallback)
{
  if (i < 0 || (unsigned) i >= gimple_call_num_args (stmt))
    return fallback;
  tree t = gimple_call_arg (stmt, i);
  STRIP_NOPS (t);
  if (TREE_CODE (t) == ADDR_EXPR)
    t = TREE_OPERAND (t, 0);
  if (TREE_CODE (t) == INTEGER_CST && tree_fits_shwi_p (t))
    {
      char buf[32];
      snprintf (buf, sizeof buf, HOST_WIDE_INT_PRINT_DEC, tree_to_shwi (t));
      return ggc_strdup (buf);
    }
  const char *n = (DECL_P (t) || TREE_CODE (t) == SSA_NAME)
		  ? source_name (t) : NULL;
  return n ? n : fallback;
}

/* The buffer B of RMA call STMT: its range, or false when it touches
   nothing the pass can follow.  *COUNT_PARM is the parameter the count
   comes from when it is one, *ELSIZE_OUT the datatype's size.  */

static bool
rma_buffer (gcall *stmt, const buf_args &b, bool fortran, mem_range *r,
	    int *count_parm, HOST_WIDE_INT *elsize_out)
{
  *count_parm = -1;
  *elsize_out = 0;
  unsigned nargs = gimple_call_num_args (stmt);
  if (b.addr < 0 || (unsigned) b.addr >= nargs
      || (b.count >= 0 && (unsigned) b.count >= nargs)
      || (unsigned) b.type >= nargs)
    return false;
  tree addr = gimple_call_arg (stmt, b.addr);

  HOST_WIDE_INT count = -1, elsize = 0, handle;
  if (b.count == COUNT_ONE)
    count = 1;
  else if (!int_value (gimple_call_arg (stmt, b.count), stmt, fortran,
		       &count))
    {
      /* A count passed in by the caller: its summary will say so.  */
      count = -1;
      *count_parm = parm_index (gimple_call_arg (stmt, b.count));
    }
  if (count == 0)
    return false;

  tree type = gimple_call_arg (stmt, b.type);
  if (fortran)
    {
      if (int_value (type, stmt, true, &handle))
	elsize = fortran_datatype_size (handle);
    }
  else
    {
      STRIP_NOPS (type);
      if (TREE_CODE (type) == ADDR_EXPR
	  && VAR_P (TREE_OPERAND (type, 0))
	  && DECL_NAME (TREE_OPERAND (type, 0)))
	elsize = c_datatype_size
		   (IDENTIFIER_POINTER (DECL_NAME (TREE_OPERAND (type, 0))));
    }

  /* With an unknown count, at least one element is transferred (a count
     of 0 would make the call pointless); with an unknown datatype,
     nothing is sure.  */
  HOST_WIDE_INT size = elsize;
  if (count > 0 && elsize > 0 && count < (HOST_WIDE_INT_MAX / elsize))
    size = count * elsize;
  if (!range_from_ptr (r, addr, count > 0 ? size : 0, stmt))
    return false;
  /* MPI_BOTTOM and the other Fortran sentinels are not buffers.  */
  if (r->loc.base && DECL_P (r->loc.base) && DECL_NAME (r->loc.base)
      && strncmp (IDENTIFIER_POINTER (DECL_NAME (r->loc.base)),
		  "mpi_fortran_", 12) == 0)
    return false;
  r->size = size;
  r->name_expr = addr;
  r->name_ptr = true;
  *elsize_out = elsize;
  return true;
}

/* Scan the RMA call STMT: its buffers are accesses, then new ops.  */

static void
scan_rma (fn_state *st, basic_block bb, gcall *stmt, const mpi_fn *fn,
	  bool fortran, bool f08)
{
  event ev = new_event (EV_RMA, stmt);
  ev.acc_first = st->accs.length ();
  ev.op_first = st->ops.length ();
  const buf_args *bufs[3] = { &fn->read1, &fn->read2, &fn->write };
  for (int i = 0; i < 3; i++)
    {
      mem_range r;
      int count_parm;
      HOST_WIDE_INT elsize;
      if (!rma_buffer (stmt, *bufs[i], fortran, &r, &count_parm, &elsize))
	continue;
      enum acc_kind kind = i < 2 ? ACC_RMA_READ : ACC_RMA_WRITE;
      add_access (st, kind, r, stmt, fn->display);

      pending_op op;
      memset ((void *) &op, 0, sizeof op);
      op.kind = kind;
      op.fn = fn->display;
      op.r = r;
      op.loc = gimple_location (stmt);
      op.via = UNKNOWN_LOCATION;
      op.request = fn->request >= 0;
      if (op.request
	  && (unsigned) fn->request < gimple_call_num_args (stmt))
	{
	  tree req = gimple_call_arg (stmt, fn->request);
	  if (TREE_CODE (req) == ADDR_EXPR || TREE_CODE (req) == SSA_NAME)
	    resolve_ptr (req, stmt, &op.req, 0);
	}
      op.epoch = EPOCH_UNKNOWN;
      op.target = arg_name (stmt, fn->target, "target");
      op.win = arg_name (stmt, fn->win, "win");
      op.fortran = fortran;
      op.f08 = f08;
      op.count_parm = elsize > 0 ? count_parm : -1;
      op.elsize = elsize;
      op.ssa_base = (r.loc.base && TREE_CODE (r.loc.base) == SSA_NAME
		     && !SSA_NAME_IS_DEFAULT_DEF (r.loc.base));
      st->any_ssa_base |= op.ssa_base;
      st->ops.safe_push (op);
    }
  ev.acc_n = st->accs.length () - ev.acc_first;
  ev.op_n = st->ops.length () - ev.op_first;
  if (ev.acc_n || ev.op_n)
    push_event (st, bb, ev);
}

/* Map summary item IT of the callee of STMT into this function.  */

static bool
map_item (gcall *stmt, const summary_item &it, mem_range *r)
{
  HOST_WIDE_INT count;
  r->size = it.size;
  r->ext_off = r->ext_size = 0;
  if (it.count_parm >= 0 && it.elsize > 0
      && (unsigned) it.count_parm < gimple_call_num_args (stmt)
      && int_value (gimple_call_arg (stmt, it.count_parm), stmt, it.fortran,
		    &count)
      && count > 0 && count < HOST_WIDE_INT_MAX / it.elsize)
    r->size = count * it.elsize;
  if (it.parm >= 0)
    {
      if ((unsigned) it.parm >= gimple_call_num_args (stmt))
	return false;
      tree arg = gimple_call_arg (stmt, it.parm);
      HOST_WIDE_INT size = r->size;
      if (!range_from_ptr (r, arg, 0, stmt))
	return false;
      /* The oracle sees the whole object ARG points into; the exact
	 range is in LOC.  */
      r->size = size;
      r->loc.off += it.off;
      r->loc.off_known &= it.off_known;
      r->name_expr = arg;
      r->name_ptr = true;
      return true;
    }
  if (!it.decl)
    return false;
  r->loc.base = it.decl;
  r->loc.through = NULL_TREE;
  r->loc.off = it.off;
  r->loc.off_known = it.off_known;
  ao_ref_init (&r->ref, it.decl);
  r->name_expr = NULL_TREE;
  r->name_ptr = false;
  return true;
}

/* Scan a call to CALLEE, a function of this unit summarized as S.  */

static void
scan_summarized_call (fn_state *st, basic_block bb, gcall *stmt,
		      tree callee, fn_summary *s)
{
  event ev = new_event (EV_CALL, stmt);
  ev.kill = !s->passthrough;
  ev.acc_first = st->accs.length ();
  ev.op_first = st->ops.length ();
  unsigned i;
  summary_item *it;
  FOR_EACH_VEC_ELT (s->accesses, i, it)
    {
      access_rec a;
      if (!map_item (stmt, *it, &a.r))
	continue;
      a.kind = it->kind;
      a.loc = gimple_location (stmt);
      a.inner = it->loc;
      a.callee = callee;
      a.fn = it->fn;
      st->accs.safe_push (a);
    }
  FOR_EACH_VEC_ELT (s->ops, i, it)
    {
      pending_op op;
      memset ((void *) &op, 0, sizeof op);
      if (!map_item (stmt, *it, &op.r))
	continue;
      op.kind = it->kind;
      op.fn = it->fn;
      op.loc = it->loc;
      op.via = gimple_location (stmt);
      op.via_fn = callee;
      op.count_parm = -1;
      op.request = it->request;
      op.epoch = it->epoch;
      op.target = "target";
      op.win = "win";
      op.fortran = it->fortran;
      op.f08 = it->f08;
      op.ssa_base = (op.r.loc.base && TREE_CODE (op.r.loc.base) == SSA_NAME
		     && !SSA_NAME_IS_DEFAULT_DEF (op.r.loc.base));
      st->any_ssa_base |= op.ssa_base;
      st->ops.safe_push (op);
    }
  ev.acc_n = st->accs.length () - ev.acc_first;
  ev.op_n = st->ops.length () - ev.op_first;
  push_event (st, bb, ev);
}

/* The summary of the function CALLEE, if the pass has made one.  */

static fn_summary *
find_summary (tree callee)
{
  if (!summaries)
    return NULL;
  cgraph_node *node = cgraph_node::get (callee);
  if (!node)
    return NULL;
  node = node->ultimate_alias_target ();
  if (!node || !node->definition)
    return NULL;
  fn_summary **s = summaries->get (node->decl);
  return s ? *s : NULL;
}

/* Whether calling FNDECL (with call flags FLAGS) cannot complete RMA
   transfers: it cannot call MPI.  */

static bool
harmless_call_p (tree fndecl, int flags)
{
  if (flags & (ECF_CONST | ECF_PURE | ECF_LEAF | ECF_NOVOPS))
    return true;
  if (fndecl_built_in_p (fndecl))
    return true;
  if (!DECL_NAME (fndecl))
    return false;
  const char *id = IDENTIFIER_POINTER (DECL_NAME (fndecl));
  /* The runtime's entry points and gfortran's library.  */
  return (strncmp (id, "__rmarace_", 10) == 0
	  || strncmp (id, "_gfortran_", 10) == 0
	  || strncmp (id, "__builtin_", 10) == 0);
}

/* Scan call STMT.  */

static void
scan_call (fn_state *st, basic_block bb, gcall *stmt)
{
  if (gimple_call_internal_p (stmt))
    return;
  tree fndecl = gimple_call_fndecl (stmt);
  if (!fndecl)
    {
      push_event (st, bb, new_event (EV_KILL, stmt));
      return;
    }
  if (DECL_NAME (fndecl)
      && strncmp (IDENTIFIER_POINTER (DECL_NAME (fndecl)), "__rmarace_",
		  10) == 0)
    return;

  bool fortran, f08, other_mpi;
  const mpi_fn *fn = classify_mpi (fndecl, &fortran, &f08, &other_mpi);
  if (fn)
    {
      switch (fn->role)
	{
	case MR_RMA:
	  scan_rma (st, bb, stmt, fn, fortran, f08);
	  return;
	case MR_COMPLETE:
	  if (fn->epoch == EPOCH_FENCE)
	    st->seen_fence = true;
	  push_event (st, bb, new_event (EV_KILL, stmt));
	  return;
	case MR_WAIT:
	  {
	    event ev = new_event (EV_WAIT, stmt);
	    if ((unsigned) fn->request < gimple_call_num_args (stmt))
	      {
		tree req = gimple_call_arg (stmt, fn->request);
		if (TREE_CODE (req) == ADDR_EXPR
		    || TREE_CODE (req) == SSA_NAME)
		  resolve_ptr (req, stmt, &ev.req, 0);
	      }
	    push_event (st, bb, ev);
	    return;
	  }
	case MR_EPOCH:
	  if (fn->epoch == EPOCH_PASSIVE)
	    st->seen_lock = true;
	  else if (fn->epoch == EPOCH_PSCW)
	    st->seen_pscw = true;
	  return;
	}
    }
  if (other_mpi)
    return;

  /* Memory builtins are plain accesses.  */
  if (fndecl_built_in_p (fndecl, BUILT_IN_NORMAL))
    {
      enum built_in_function code = DECL_FUNCTION_CODE (fndecl);
      if ((code == BUILT_IN_MEMCPY || code == BUILT_IN_MEMMOVE
	   || code == BUILT_IN_MEMSET)
	  && gimple_call_num_args (stmt) == 3)
	{
	  HOST_WIDE_INT n = 0;
	  tree len = gimple_call_arg (stmt, 2);
	  if (TREE_CODE (len) == INTEGER_CST && tree_fits_shwi_p (len))
	    n = tree_to_shwi (len);
	  if (TREE_CODE (len) == INTEGER_CST && n == 0)
	    return;
	  event ev = new_event (EV_ACCESS, stmt);
	  ev.acc_first = st->accs.length ();
	  mem_range r;
	  if (range_from_ptr (&r, gimple_call_arg (stmt, 0), n, stmt))
	    {
	      r.name_expr = gimple_call_arg (stmt, 0);
	      r.name_ptr = true;
	      add_access (st, ACC_STORE, r, stmt, NULL);
	    }
	  if (code != BUILT_IN_MEMSET
	      && range_from_ptr (&r, gimple_call_arg (stmt, 1), n, stmt))
	    {
	      r.name_expr = gimple_call_arg (stmt, 1);
	      r.name_ptr = true;
	      add_access (st, ACC_LOAD, r, stmt, NULL);
	    }
	  ev.acc_n = st->accs.length () - ev.acc_first;
	  if (ev.acc_n)
	    push_event (st, bb, ev);
	  return;
	}
    }
  if (harmless_call_p (fndecl, gimple_call_flags (stmt)))
    return;

  fn_summary *s = find_summary (fndecl);
  if (s)
    scan_summarized_call (st, bb, stmt, fndecl, s);
  else
    push_event (st, bb, new_event (EV_KILL, stmt));
}

/* Scan the loads and stores of assignment or call STMT.  */

static void
scan_memory (fn_state *st, basic_block bb, gimple *stmt)
{
  if (gimple_clobber_p (stmt) || !gimple_vuse (stmt))
    return;
  event ev = new_event (EV_ACCESS, stmt);
  ev.acc_first = st->accs.length ();
  mem_range r;
  if (gimple_assign_load_p (stmt))
    {
      tree rhs = gimple_assign_rhs1 (stmt);
      if (range_from_ref (&r, rhs, stmt))
	{
	  r.name_expr = rhs;
	  r.name_ptr = false;
	  add_access (st, ACC_LOAD, r, stmt, NULL);
	}
    }
  if (gimple_vdef (stmt))
    {
      tree lhs = gimple_get_lhs (stmt);
      if (lhs && !is_gimple_reg (lhs) && range_from_ref (&r, lhs, stmt))
	{
	  r.name_expr = lhs;
	  r.name_ptr = false;
	  add_access (st, ACC_STORE, r, stmt, NULL);
	}
    }
  ev.acc_n = st->accs.length () - ev.acc_first;
  if (ev.acc_n)
    push_event (st, bb, ev);
}

/* A pointer SSA name NAME is defined by STMT: note it, since pending ops
   based on NAME are about an older value of it from then on.  */

static void
scan_def (fn_state *st, basic_block bb, gimple *stmt, tree name)
{
  if (!name || TREE_CODE (name) != SSA_NAME
      || !POINTER_TYPE_P (TREE_TYPE (name)))
    return;
  event ev = new_event (EV_DEF, stmt);
  ev.name = name;
  push_event (st, bb, ev);
}

/* Turn the statements of the function into events, block by block.  */

static void
scan_function (fn_state *st)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, st->fun)
    {
      for (gphi_iterator gpi = gsi_start_phis (bb); !gsi_end_p (gpi);
	   gsi_next (&gpi))
	scan_def (st, bb, gpi.phi (), gimple_phi_result (gpi.phi ()));
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  if (is_gimple_debug (stmt))
	    continue;
	  if (is_gimple_assign (stmt))
	    scan_memory (st, bb, stmt);
	  else if (gcall *call = dyn_cast <gcall *> (stmt))
	    {
	      scan_call (st, bb, call);
	      if (gimple_call_lhs (call))
		scan_memory (st, bb, stmt);
	    }
	  if (is_gimple_assign (stmt) || is_gimple_call (stmt))
	    scan_def (st, bb, stmt, gimple_get_lhs (stmt));
	}
    }
}

/* ------------------------------------------------------------------ */
/* The dataflow.                                                      */
/* ------------------------------------------------------------------ */

/* FRESH holds the ops pending with their base pointer unchanged since
   they were issued; STALE those whose base pointer has been redefined
   since (a loop around), for which an overlap is never certain.  */

struct pstate
{
  sbitmap fresh, stale;
};

/* Nothing is pending any more, not even the entry token.  */

static void
kill_all (pstate *s)
{
  bitmap_clear (s->fresh);
  bitmap_clear (s->stale);
}

/* Whether the MPI_Wait on request(s) at REQ may complete OP.  */

static bool
wait_completes (const pending_op &op, const mem_loc &req)
{
  if (!op.request)
    return false;
  /* Different variables hold different requests.  */
  if (op.req.base && req.base && DECL_P (op.req.base) && DECL_P (req.base)
      && op.req.base != req.base)
    return false;
  return true;
}

/* Apply event EV to state S.  */

static void
transfer (fn_state *st, const event &ev, pstate *s)
{
  unsigned n = st->ops.length ();
  switch (ev.kind)
    {
    case EV_ACCESS:
      break;
    case EV_CALL:
      if (ev.kill)
	kill_all (s);
      /* Fall through.  */
    case EV_RMA:
      for (unsigned i = ev.op_first; i < ev.op_first + ev.op_n; i++)
	bitmap_set_bit (s->fresh, i);
      break;
    case EV_KILL:
      kill_all (s);
      break;
    case EV_WAIT:
      for (unsigned i = 1; i < n; i++)
	if (wait_completes (st->ops[i], ev.req))
	  {
	    bitmap_clear_bit (s->fresh, i);
	    bitmap_clear_bit (s->stale, i);
	  }
      break;
    case EV_DEF:
      if (!st->any_ssa_base)
	break;
      for (unsigned i = 1; i < n; i++)
	if (st->ops[i].ssa_base && st->ops[i].r.loc.base == ev.name
	    && bitmap_bit_p (s->fresh, i))
	  {
	    bitmap_clear_bit (s->fresh, i);
	    bitmap_set_bit (s->stale, i);
	  }
      break;
    }
}

/* ------------------------------------------------------------------ */
/* Conflicts and diagnostics.                                         */
/* ------------------------------------------------------------------ */

/* Whether an access of KIND after the pending OP_KIND is forbidden.  */

static bool
table_conflict (enum acc_kind op_kind, enum acc_kind kind)
{
  if (op_kind == ACC_RMA_WRITE)
    return true;
  return kind == ACC_STORE || kind == ACC_RMA_WRITE;
}

enum overlap
{
  OVERLAP_NO,
  OVERLAP_MAY,
  OVERLAP_MUST
};

/* Whether ranges A and B overlap; certainly only if FRESH (A's base
   pointer still holds the value it had when A was recorded).  */

static enum overlap
overlap_of (const mem_range &a, const mem_range &b, bool fresh)
{
  ao_ref ra = a.ref, rb = b.ref;
  if (!refs_may_alias_p_1 (&ra, &rb, false))
    return OVERLAP_NO;
  if (!a.loc.base || a.loc.base != b.loc.base || a.loc.through != b.loc.through
      || !a.loc.off_known)
    return OVERLAP_MAY;
  if (b.loc.off_known)
    {
      if (a.size > 0 && b.size > 0)
	{
	  bool meet = (a.loc.off < b.loc.off + b.size
		       && b.loc.off < a.loc.off + a.size);
	  if (!meet)
	    return OVERLAP_NO;
	  return fresh ? OVERLAP_MUST : OVERLAP_MAY;
	}
    }
  /* B at an unknown index of an array that A covers (a Put of the whole
     array, then a store to buf[i]).  */
  else if (a.size > 0 && b.ext_size > 0 && a.loc.off <= b.ext_off
	   && b.ext_off + b.ext_size <= a.loc.off + a.size)
    return fresh ? OVERLAP_MUST : OVERLAP_MAY;
  return OVERLAP_MAY;
}

/* How to complete OP, issued in an epoch of kind EPOCH: returns the
   verb phrase and sets *CODE to the call to add.  */

static const char *
epoch_fix (const pending_op &op, enum epoch_kind epoch, const char **code)
{
  static char buf[160];
  if (op.request)
    {
      *code = op.fortran ? "call MPI_Wait" : "MPI_Wait";
      return "wait for its request with";
    }
  switch (epoch)
    {
    case EPOCH_FENCE:
      *code = op.fortran ? "call MPI_Win_fence" : "MPI_Win_fence";
      return "close the epoch with";
    case EPOCH_PSCW:
      *code = op.fortran ? "call MPI_Win_complete" : "MPI_Win_complete";
      return "close the access epoch with";
    default:
      break;
    }
  if (op.fortran)
    snprintf (buf, sizeof buf, "call MPI_Win_flush_local (%s, %s%s)",
	      op.target, op.win, op.f08 ? "" : ", ierror");
  else
    snprintf (buf, sizeof buf, "MPI_Win_flush_local (%s, %s)", op.target,
	      op.win);
  *code = buf;
  return epoch == EPOCH_PASSIVE ? "add" : "complete it first, e.g. with";
}

/* Report that access A conflicts with the pending OP: a race if MUST,
   else a possible one.  */

static void
report (fn_state *st, const access_rec &a, const pending_op &op, bool must)
{
  enum epoch_kind epoch = op.epoch;
  if (epoch == EPOCH_UNKNOWN)
    epoch = (st->seen_fence && !st->seen_lock ? EPOCH_FENCE
	     : st->seen_lock && !st->seen_fence ? EPOCH_PASSIVE
	     : st->seen_pscw ? EPOCH_PSCW : EPOCH_UNKNOWN);
  const char *code;
  const char *action = epoch_fix (op, epoch, &code);
  const char *prep = op.kind == ACC_RMA_READ ? "from" : "into";

  /* The access as a verb, and as a noun (for "before this ...").  */
  char verb[96];
  const char *access_noun;
  switch (a.kind)
    {
    case ACC_LOAD:
      strcpy (verb, "loaded");
      access_noun = "load";
      break;
    case ACC_STORE:
      strcpy (verb, "stored to");
      access_noun = "store";
      break;
    default:
      snprintf (verb, sizeof verb, "%s by %s",
		a.kind == ACC_RMA_READ ? "read" : "written", a.fn);
      access_noun = "RMA call";
      break;
    }
  const char *what = (a.callee || a.kind == ACC_RMA_READ
		      || a.kind == ACC_RMA_WRITE) ? "call" : access_noun;

  const char *op_name = range_name (op.r);
  const char *acc_name = range_name (a.r);
  diagnostic_t dk = (rmarace_opts.static_mode == RMARACE_STATIC_ERROR
		     ? DK_ERROR : DK_WARNING);
  auto_diagnostic_group d;
  bool shown;
  if (must && !a.callee)
    shown = emit_diagnostic (dk, a.loc, 0,
			     "data race: %s %s %qs is still pending when %qs "
			     "is %s here; %s %qs before this %s [%s]",
			     op.fn, prep, op_name, acc_name, verb, action,
			     code, what, tag_static);
  else if (must)
    shown = emit_diagnostic (dk, a.loc, 0,
			     "data race: %s %s %qs is still pending when %qs "
			     "is %s in this call to %qD; %s %qs before this "
			     "call [%s]",
			     op.fn, prep, op_name, acc_name, verb, a.callee,
			     action, code, tag_static);
  else if (!a.callee)
    shown = emit_diagnostic (dk, a.loc, 0,
			     "may race: %s %s %qs may still be pending when "
			     "%qs, which may overlap it, is %s here; %s %qs "
			     "before this %s [%s]",
			     op.fn, prep, op_name, acc_name, verb, action,
			     code, what, tag_may_race);
  else
    shown = emit_diagnostic (dk, a.loc, 0,
			     "may race: %s %s %qs may still be pending when "
			     "%qs, which may overlap it, is %s in this call to "
			     "%qD; %s %qs before this call [%s]",
			     op.fn, prep, op_name, acc_name, verb, a.callee,
			     action, code, tag_may_race);
  if (!shown)
    return;
  if (a.callee && a.inner != UNKNOWN_LOCATION)
    inform (a.inner, "the %s in %qD is here", access_noun, a.callee);
  if (op.via != UNKNOWN_LOCATION)
    {
      inform (op.via, "%s %s %qs is started by this call to %qD", op.fn,
	      prep, op_name, op.via_fn);
      inform (op.loc, "the %s call is here", op.fn);
    }
  else
    inform (op.loc, "%s %s %qs started here", op.fn, prep, op_name);
}

static bool feasible_conflict (fn_state *, unsigned, unsigned);

/* Check access ACCI against the ops pending in S; report the first race
   that one process can run into, or without one the first possible
   race.  */

static void
check_access (fn_state *st, unsigned acci, const pstate &s)
{
  const access_rec &a = st->accs[acci];
  unsigned n = st->ops.length ();
  int may = -1;
  for (unsigned i = 1; i < n; i++)
    {
      bool fresh = bitmap_bit_p (s.fresh, i);
      if (!fresh && !bitmap_bit_p (s.stale, i))
	continue;
      const pending_op &op = st->ops[i];
      if (!table_conflict (op.kind, a.kind))
	continue;
      enum overlap o = overlap_of (op.r, a.r, fresh);
      /* A certain overlap on a path no process takes (branches on
	 exclusive conditions) is only possible.  */
      if (o == OVERLAP_MUST && feasible_conflict (st, i, acci))
	{
	  report (st, a, op, true);
	  return;
	}
      if (o != OVERLAP_NO && may < 0)
	may = i;
    }
  if (may >= 0 && rmarace_opts.may_race)
    report (st, a, st->ops[may], false);
}

/* Add access A, made while nothing was completed since the function's
   entry, to the summary.  */

static void
summarize_access (fn_state *st, const access_rec &a)
{
  int parm;
  if (st->summary->accesses.length () >= MAX_SUMMARY_ITEMS
      || !summarizable (a.r.loc, &parm))
    return;
  summary_item it;
  memset (&it, 0, sizeof it);
  it.kind = a.kind;
  it.parm = parm;
  it.decl = parm < 0 ? a.r.loc.base : NULL_TREE;
  it.off = a.r.loc.off;
  it.off_known = a.r.loc.off_known;
  it.size = a.r.size;
  it.count_parm = -1;
  it.loc = a.inner != UNKNOWN_LOCATION ? a.inner : a.loc;
  it.fn = a.fn;
  st->summary->accesses.safe_push (it);
}

/* Add OP, pending at the return, to the summary.  */

static void
summarize_op (fn_state *st, const pending_op &op)
{
  int parm;
  if (st->summary->ops.length () >= MAX_SUMMARY_ITEMS
      || !summarizable (op.r.loc, &parm))
    return;
  summary_item it;
  memset (&it, 0, sizeof it);
  it.kind = op.kind;
  it.parm = parm;
  it.decl = parm < 0 ? op.r.loc.base : NULL_TREE;
  it.off = op.r.loc.off;
  it.off_known = op.r.loc.off_known;
  it.size = op.r.size;
  it.loc = op.loc;
  it.fn = op.fn;
  it.request = op.request;
  it.epoch = op.epoch;
  if (it.epoch == EPOCH_UNKNOWN)
    it.epoch = (st->seen_fence && !st->seen_lock ? EPOCH_FENCE
		: st->seen_lock && !st->seen_fence ? EPOCH_PASSIVE
		: EPOCH_UNKNOWN);
  it.fortran = op.fortran;
  it.f08 = op.f08;
  it.count_parm = -1;
  /* The count of a Get into a parameter may be a parameter too.  */
  if (op.count_parm >= 0 && op.via == UNKNOWN_LOCATION)
    {
      it.count_parm = op.count_parm;
      it.elsize = op.elsize;
    }
  st->summary->ops.safe_push (it);
}

/* Walk block BB from state S (modified): report conflicts, and summarize
   the accesses made before any completion.  */

static void
sweep_block (fn_state *st, basic_block bb, pstate *s)
{
  unsigned i;
  event *ev;
  FOR_EACH_VEC_ELT (st->events[bb->index], i, ev)
    {
      for (unsigned j = ev->acc_first; j < ev->acc_first + ev->acc_n; j++)
	{
	  check_access (st, j, *s);
	  if (bitmap_bit_p (s->fresh, 0))
	    summarize_access (st, st->accs[j]);
	}
      transfer (st, *ev, s);
    }
}

/* Note which loops contain a completion.  An op pending when such a loop
   is entered may still be pending after it only along the path that
   skips the completion, typically the one that runs a polling loop
   (while (!flag) MPI_Test (...)) or a flushing loop zero times, which the
   program's data may rule out: from the exit on, such an op is stale, so
   only a possible race.  */

static void
mark_completing_loops (fn_state *st)
{
  function *fun = st->fun;
  st->loop_kills = st->loop_waits = NULL;
  if (!loops_for_fn (fun) || loops_state_satisfies_p (fun, LOOPS_NEED_FIXUP)
      || number_of_loops (fun) <= 1)
    return;
  unsigned nloops = number_of_loops (fun);
  st->loop_kills = sbitmap_alloc (nloops);
  st->loop_waits = sbitmap_alloc (nloops);
  bitmap_clear (st->loop_kills);
  bitmap_clear (st->loop_waits);
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    {
      bool kills = false, waits = false;
      unsigned i;
      event *ev;
      FOR_EACH_VEC_ELT (st->events[bb->index], i, ev)
	if (ev->kind == EV_KILL || (ev->kind == EV_CALL && ev->kill))
	  kills = true;
	else if (ev->kind == EV_WAIT)
	  waits = true;
      if (!kills && !waits)
	continue;
      for (class loop *l = bb->loop_father; l && loop_outer (l);
	   l = loop_outer (l))
	if (l->num < (int) nloops)
	  {
	    if (kills)
	      bitmap_set_bit (st->loop_kills, l->num);
	    if (waits)
	      bitmap_set_bit (st->loop_waits, l->num);
	  }
    }
}

/* Make the ops in S that the loops edge E leaves may have completed
   stale.  */

static void
leave_loops (fn_state *st, edge e, pstate *s)
{
  if (!st->loop_kills || !e->src->loop_father
      || e->src->loop_father == e->dest->loop_father)
    return;
  unsigned nloops = SBITMAP_SIZE (st->loop_kills);
  for (class loop *l = e->src->loop_father; l && loop_outer (l);
       l = loop_outer (l))
    {
      if (flow_bb_inside_loop_p (l, e->dest) || l->num >= (int) nloops)
	break;
      if (bitmap_bit_p (st->loop_kills, l->num))
	{
	  bitmap_ior (s->stale, s->stale, s->fresh);
	  bitmap_clear (s->fresh);
	  return;
	}
      if (bitmap_bit_p (st->loop_waits, l->num))
	{
	  bitmap_or_and (s->stale, s->stale, s->fresh, st->request_ops);
	  bitmap_and_compl (s->fresh, s->fresh, st->request_ops);
	}
    }
}

/* ------------------------------------------------------------------ */
/* Is the conflict on a path one process can take?                    */
/* ------------------------------------------------------------------ */

/* Whether event EV ends OP's being certainly pending (completes it, or
   redefines the pointer it is based on).  */

static bool
ends_op (const event &ev, const pending_op &op)
{
  switch (ev.kind)
    {
    case EV_KILL:
      return true;
    case EV_CALL:
      return ev.kill;
    case EV_WAIT:
      return wait_completes (op, ev.req);
    case EV_DEF:
      return op.ssa_base && op.r.loc.base == ev.name;
    default:
      return false;
    }
}

/* The conflict path-feasible.cc looks for a path to.  */

struct conflict
{
  fn_state *st;
  unsigned opi;
};

static unsigned
conflict_n_events (void *data, int bb)
{
  return ((conflict *) data)->st->events[bb].length ();
}

static bool
conflict_ends (void *data, int bb, unsigned i)
{
  conflict *c = (conflict *) data;
  return ends_op (c->st->events[bb][i], c->st->ops[c->opi]);
}

/* Leaving a loop that may complete makes the op only possibly pending,
   as in the dataflow.  */

static bool
conflict_leaves (void *data, edge e)
{
  conflict *c = (conflict *) data;
  unsigned n = c->st->ops.length ();
  auto_sbitmap fresh (n), stale (n);
  bitmap_clear (fresh);
  bitmap_clear (stale);
  bitmap_set_bit (fresh, c->opi);
  pstate ps = { fresh, stale };
  leave_loops (c->st, e, &ps);
  return !bitmap_bit_p (fresh, c->opi);
}

/* Whether one process can run into the conflict of access ACCI with op
   OPI: issue the op, then reach the access with the op certainly
   pending all along, on branches that do not contradict each other.  */

static bool
feasible_conflict (fn_state *st, unsigned opi, unsigned acci)
{
  path_query q;
  memset (&q, 0, sizeof q);
  q.op_bb = q.acc_bb = -1;
  basic_block bb;
  FOR_EACH_BB_FN (bb, st->fun)
    {
      unsigned i;
      event *ev;
      FOR_EACH_VEC_ELT (st->events[bb->index], i, ev)
	{
	  if (opi >= ev->op_first && opi < ev->op_first + ev->op_n)
	    q.op_bb = bb->index, q.op_ev = i;
	  if (acci >= ev->acc_first && acci < ev->acc_first + ev->acc_n)
	    q.acc_bb = bb->index, q.acc_ev = i;
	}
    }
  if (q.op_bb < 0 || q.acc_bb < 0)
    return false;
  if (!st->paths)
    st->paths = path_info_create (st->fun);
  conflict c = { st, opi };
  q.n_events = conflict_n_events;
  q.ends = conflict_ends;
  q.leaves = conflict_leaves;
  q.data = &c;
  return path_feasible (st->paths, q);
}

/* For -fdump-tree-rmarace_local(_opt): the ops and accesses found.  */

static void
dump_ops (fn_state *st)
{
  unsigned i;
  pending_op *op;
  FOR_EACH_VEC_ELT (st->ops, i, op)
    if (i > 0)
      {
	fprintf (dump_file, "op %u: %s %s off=" HOST_WIDE_INT_PRINT_DEC
		 "%s size=" HOST_WIDE_INT_PRINT_DEC " base=", i, op->fn,
		 range_name (op->r), op->r.loc.off, op->r.loc.off_known ? "" : "?",
		 op->r.size);
	if (op->r.loc.base)
	  print_generic_expr (dump_file, op->r.loc.base);
	fprintf (dump_file, "\n");
      }
  access_rec *a;
  FOR_EACH_VEC_ELT (st->accs, i, a)
    {
      fprintf (dump_file, "access %u: kind=%d %s off=" HOST_WIDE_INT_PRINT_DEC
	       "%s size=" HOST_WIDE_INT_PRINT_DEC " base=", i, (int) a->kind,
	       range_name (a->r), a->r.loc.off, a->r.loc.off_known ? "" : "?",
	       a->r.size);
      if (a->r.loc.base)
	print_generic_expr (dump_file, a->r.loc.base);
      fprintf (dump_file, "\n");
    }
}

/* The fixed point of the dataflow, then the reporting sweep.  */

static void
analyze_function (function *fun)
{
  fn_state st;
  st.fun = fun;
  st.seen_fence = st.seen_lock = st.seen_pscw = st.any_ssa_base = false;
  st.events = XCNEWVEC (vec<event>, last_basic_block_for_fn (fun));

  fn_summary *summary = XCNEW (fn_summary);
  summary->accesses = vNULL;
  summary->ops = vNULL;
  st.summary = summary;
  st.paths = NULL;

  pending_op token;
  memset ((void *) &token, 0, sizeof token);
  st.ops.safe_push (token);
  scan_function (&st);

  unsigned nops = st.ops.length ();
  if (dump_file)
    dump_ops (&st);
  int nbb = last_basic_block_for_fn (fun);
  sbitmap *in_f = sbitmap_vector_alloc (nbb, nops);
  sbitmap *in_s = sbitmap_vector_alloc (nbb, nops);
  sbitmap *out_f = sbitmap_vector_alloc (nbb, nops);
  sbitmap *out_s = sbitmap_vector_alloc (nbb, nops);
  bitmap_vector_clear (in_f, nbb);
  bitmap_vector_clear (in_s, nbb);
  bitmap_vector_clear (out_f, nbb);
  bitmap_vector_clear (out_s, nbb);
  bitmap_set_bit (out_f[ENTRY_BLOCK], 0);

  mark_completing_loops (&st);
  st.request_ops = sbitmap_alloc (nops);
  bitmap_clear (st.request_ops);
  for (unsigned i = 1; i < nops; i++)
    if (st.ops[i].request)
      bitmap_set_bit (st.request_ops, i);
  auto_sbitmap edge_f (nops), edge_s (nops);

  int *rpo = XNEWVEC (int, n_basic_blocks_for_fn (fun));
  int nrpo = pre_and_rev_post_order_compute_fn (fun, NULL, rpo, false);
  auto_sbitmap cur_f (nops), cur_s (nops);
  bool changed = true;
  int sweeps = 0;
  for (; changed && sweeps < MAX_SWEEPS; sweeps++)
    {
      changed = false;
      for (int k = 0; k < nrpo; k++)
	{
	  basic_block bb = BASIC_BLOCK_FOR_FN (fun, rpo[k]);
	  edge e;
	  edge_iterator ei;
	  bitmap_clear (in_f[bb->index]);
	  bitmap_clear (in_s[bb->index]);
	  FOR_EACH_EDGE (e, ei, bb->preds)
	    {
	      bitmap_copy (edge_f, out_f[e->src->index]);
	      bitmap_copy (edge_s, out_s[e->src->index]);
	      pstate es = { edge_f, edge_s };
	      leave_loops (&st, e, &es);
	      bitmap_ior (in_f[bb->index], in_f[bb->index], edge_f);
	      bitmap_ior (in_s[bb->index], in_s[bb->index], edge_s);
	    }
	  bitmap_copy (cur_f, in_f[bb->index]);
	  bitmap_copy (cur_s, in_s[bb->index]);
	  pstate s = { cur_f, cur_s };
	  unsigned i;
	  event *ev;
	  FOR_EACH_VEC_ELT (st.events[bb->index], i, ev)
	    transfer (&st, *ev, &s);
	  if (!bitmap_equal_p (cur_f, out_f[bb->index])
	      || !bitmap_equal_p (cur_s, out_s[bb->index]))
	    {
	      bitmap_copy (out_f[bb->index], cur_f);
	      bitmap_copy (out_s[bb->index], cur_s);
	      changed = true;
	    }
	}
    }

  if (!changed)
    {
      for (int k = 0; k < nrpo; k++)
	{
	  basic_block bb = BASIC_BLOCK_FOR_FN (fun, rpo[k]);
	  bitmap_copy (cur_f, in_f[bb->index]);
	  bitmap_copy (cur_s, in_s[bb->index]);
	  pstate s = { cur_f, cur_s };
	  sweep_block (&st, bb, &s);
	}

      /* What is pending when the function returns.  */
      edge e;
      edge_iterator ei;
      bitmap_clear (cur_f);
      bitmap_clear (cur_s);
      FOR_EACH_EDGE (e, ei, EXIT_BLOCK_PTR_FOR_FN (fun)->preds)
	{
	  bitmap_ior (cur_f, cur_f, out_f[e->src->index]);
	  bitmap_ior (cur_s, cur_s, out_s[e->src->index]);
	}
      summary->passthrough = bitmap_bit_p (cur_f, 0);
      for (unsigned i = 1; i < nops; i++)
	if (bitmap_bit_p (cur_f, i) || bitmap_bit_p (cur_s, i))
	  summarize_op (&st, st.ops[i]);
    }
  else
    {
      /* No fixed point: say nothing, and let callers assume the worst
	 for them, which is the least for the user: the call completes
	 everything.  */
      summary->passthrough = false;
      summary->accesses.truncate (0);
      summary->ops.truncate (0);
    }

  if (!summaries)
    summaries = new hash_map<tree, fn_summary *>;
  summaries->put (fun->decl, summary);

  free (rpo);
  if (st.loop_kills)
    {
      sbitmap_free (st.loop_kills);
      sbitmap_free (st.loop_waits);
    }
  sbitmap_free (st.request_ops);
  if (st.paths)
    path_info_free (st.paths);
  sbitmap_vector_free (in_f);
  sbitmap_vector_free (in_s);
  sbitmap_vector_free (out_f);
  sbitmap_vector_free (out_s);
  for (int i = 0; i < nbb; i++)
    st.events[i].release ();
  free (st.events);
}

/* ------------------------------------------------------------------ */
/* The pass.                                                          */
/* ------------------------------------------------------------------ */

/* Two instances: without optimization the pass runs right after the
   function is put into SSA form, which every -O level does; when
   optimizing it runs after the early points-to analysis ("ealias"), so
   the alias oracle knows where pointers point, and after early inlining,
   so small wrappers are already inlined.  Both run before the
   instrumentation pass changes the code, and the instrumentation's own
   calls and variables are ignored anyway.  */

/* The passes' time is counted as "plugin execution" in -ftime-report
   (together with GCC's own plugin plumbing).  */

static const pass_data local_race_data_O0 = {
  GIMPLE_PASS, "rmarace_local", OPTGROUP_NONE, TV_PLUGIN_RUN,
  PROP_ssa | PROP_cfg, 0, 0, 0, 0
};

static const pass_data local_race_data_opt = {
  GIMPLE_PASS, "rmarace_local_opt", OPTGROUP_NONE, TV_PLUGIN_RUN,
  PROP_ssa | PROP_cfg, 0, 0, 0, 0
};

namespace {

class pass_local_race : public gimple_opt_pass
{
public:
  pass_local_race (const pass_data &data, gcc::context *ctxt, bool opt)
    : gimple_opt_pass (data, ctxt), m_opt (opt)
  {
  }

  bool
  gate (function *) final override
  {
    if (rmarace_opts.static_mode == RMARACE_STATIC_OFF)
      return false;
    /* The early optimizations, and "ealias" with them, run when
       optimizing but not with -Og.  */
    bool optimizing = optimize > 0 && !optimize_debug;
    return optimizing == m_opt;
  }

  unsigned int
  execute (function *fun) final override
  {
    if (fun->cfg && n_basic_blocks_for_fn (fun) > NUM_FIXED_BLOCKS)
      analyze_function (fun);
    return 0;
  }

private:
  bool m_opt;
};

} // anon namespace

void
rmarace_register_local_race_pass (const char *plugin_name)
{
  if (rmarace_opts.static_mode == RMARACE_STATIC_OFF)
    return;
  tag_static = concat ("-fplugin-arg-", plugin_name, "-static", NULL);
  tag_may_race = concat ("-fplugin-arg-", plugin_name, "-may-race", NULL);

  struct register_pass_info info;
  info.pass = new pass_local_race (local_race_data_O0, g, false);
  info.reference_pass_name = "ssa";
  info.ref_pass_instance_number = 1;
  info.pos_op = PASS_POS_INSERT_AFTER;
  register_callback (plugin_name, PLUGIN_PASS_MANAGER_SETUP, NULL, &info);

  info.pass = new pass_local_race (local_race_data_opt, g, true);
  info.reference_pass_name = "ealias";
  info.ref_pass_instance_number = 1;
  info.pos_op = PASS_POS_INSERT_AFTER;
  register_callback (plugin_name, PLUGIN_PASS_MANAGER_SETUP, NULL, &info);
}

/* ------------------------------------------------------------------ */
/* What request-check.cc borrows (see request-check.h).               */
/* ------------------------------------------------------------------ */

static void
to_bytes (const mem_range &r, rr_bytes *out)
{
  out->base = r.loc.base;
  out->through = r.loc.through;
  out->off = r.loc.off;
  out->off_known = r.loc.off_known;
  out->size = r.size;
  out->ext_off = r.ext_off;
  out->ext_size = r.ext_size;
  out->ref = r.ref;
  out->name_expr = r.name_expr;
  out->name_ptr = r.name_ptr;
}

bool
rmarace_mpi_buffer (gcall *stmt, int addr, int count, int type, bool fortran,
		    rr_bytes *out)
{
  buf_args b = { (signed char) addr, (signed char) count,
		 (signed char) type };
  mem_range r;
  int count_parm;
  HOST_WIDE_INT elsize;
  if (!rma_buffer (stmt, b, fortran, &r, &count_parm, &elsize))
    return false;
  to_bytes (r, out);
  return true;
}

bool
rmarace_memory_ref (tree ref, gimple *at, rr_bytes *out)
{
  mem_range r;
  if (!range_from_ref (&r, ref, at))
    return false;
  r.name_expr = ref;
  to_bytes (r, out);
  return true;
}

void
rmarace_resolve_pointer (tree ptr, gimple *at, tree *base,
			 HOST_WIDE_INT *off, bool *off_known)
{
  mem_loc loc;
  resolve_ptr (ptr, at, &loc, 0);
  *base = loc.through ? NULL_TREE : loc.base;
  *off = loc.off;
  *off_known = loc.off_known;
}

bool
rmarace_int_value (tree t, gimple *at, bool by_ref, HOST_WIDE_INT *val)
{
  return int_value (t, at, by_ref, val);
}

const char *
rmarace_bytes_name (const rr_bytes &b)
{
  mem_loc loc = { b.base, b.through, b.off, b.off_known };
  return name_memory (b.name_expr, b.name_ptr, loc);
}
