/* mpi-calls.cc -- the MPI calls the compile-time check knows.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Which function is which MPI call (C and the three Fortran bindings),
   where its buffers, counts, datatypes, target, window and request are
   among its arguments, and the sizes of the predefined datatypes.  */

#include "gcc-common.h"
#include "rmarace.h"
#include "local-race.h"

/* The MPI functions the pass knows, one entry each; a call of any other
   MPI function neither completes nor touches RMA buffers.  */

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

const struct mpi_fn *
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

/* Whether calling FNDECL (with call flags FLAGS) cannot complete RMA
   transfers: it cannot call MPI.  */

bool
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

/* The size in bytes of a predefined C datatype, from the name of the
   object MPI_INT and friends point to ("ompi_mpi_int"), or 0.  */

HOST_WIDE_INT
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

HOST_WIDE_INT
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
