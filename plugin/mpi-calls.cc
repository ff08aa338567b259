/* mpi-calls.cc -- the MPI calls the compile-time check knows.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Which function is which MPI call (C and the three Fortran bindings),
   where its buffers, counts, datatypes, target, window and request are
   among its arguments, and the sizes of the predefined datatypes.  */

#include "gcc-common.h"
#include "rmarace.h"
#include "instrument.h"
#include "local-race.h"

/* The calls whose site the runtime uses: mpi-calls.def's flag "site",
   by mpi_function_name's names.  */
static const char *const mpi_site_fns[] = {
#include "mpi-sites-gen.inc"
};

/* The MPI functions the pass knows, one entry each; a call of any other
   MPI function neither completes nor touches RMA buffers.  */

#define NB { -1, -1, -1 }

static const struct mpi_fn mpi_fns[] = {
/* Those of runtime/intercept/mpi-calls.def whose meaning is not "-".  */
#include "mpi-calls-gen.inc"
};

#undef NB

/* Whether the runtime may use the site of STMT, a call of a function
   named like MPI's (rmarace_mpi_call_p) or of a C++ binding: the call
   is one mpi-calls.def flags "site", or the plugin cannot tell which
   call it is (a binding not inlined, a name only its assembler name
   shows); no other call of MPI reads it (runtime/intercept/wrap.h).  */

bool
rmarace_mpi_site_used_p (gimple *stmt)
{
  tree fndecl = gimple_call_fndecl (stmt);
  char name[MPI_NAME_MAX];
  bool fortran, f08;
  if (!fndecl || rmarace_mpi_binding_p (fndecl)
      || !mpi_function_name (fndecl, name, &fortran, &f08))
    return true;
  for (size_t i = 0; i < ARRAY_SIZE (mpi_site_fns); i++)
    if (strcmp (name, mpi_site_fns[i]) == 0)
      return true;
  return false;
}

/* Whether FNDECL is named like an MPI function; if so, put in NAME its
   name in lower case without the "p" prefix and the Fortran suffixes
   ("mpi_get"), and set *FORTRAN when it is a Fortran binding (every
   argument by reference) and *F08 when it is the mpi_f08 one.  */

bool
mpi_function_name (tree fndecl, char name[MPI_NAME_MAX], bool *fortran,
		   bool *f08)
{
  *fortran = *f08 = false;
  if (!DECL_NAME (fndecl))
    return false;
  const char *id = IDENTIFIER_POINTER (DECL_NAME (fndecl));
  size_t len = IDENTIFIER_LENGTH (DECL_NAME (fndecl));
  if (len < 5 || len >= MPI_NAME_MAX)
    return false;
  if ((id[0] == 'p' || id[0] == 'P') && (id[1] == 'm' || id[1] == 'M'))
    id++, len--;
  if (strncasecmp (id, "mpi_", 4) != 0)
    return false;

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
  return true;
}

/* The MPI function FNDECL is, or NULL.  *FORTRAN is set when it is a
   Fortran binding (every argument by reference); *F08 when it is the
   mpi_f08 one (no ierror to suggest).  A call of any other MPI function
   sets *OTHER_MPI: those neither complete nor touch RMA buffers.  */

const struct mpi_fn *
classify_mpi (tree fndecl, bool *fortran, bool *f08, bool *other_mpi)
{
  *other_mpi = false;
  char name[MPI_NAME_MAX];
  if (!mpi_function_name (fndecl, name, fortran, f08))
    return NULL;
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

/* The predefined datatypes of the MPI the plugin is built against, as
   the Makefile's probes found them (mpi-datatypes.def says how).  When
   a probe could not be built or run, its list is empty: every datatype
   is then of unknown size, and the check only says less.  */

struct c_datatype
{
  const char *mpi;		/* "MPI_DOUBLE" */
  const char *symbol;		/* the object a pointer handle points to */
  HOST_WIDE_INT value;		/* else the integer handle */
  int size;			/* 0: a Fortran datatype, see below */
};

struct f_datatype
{
  const char *mpi;
  HOST_WIDE_INT handle;		/* the value of the Fortran constant */
  int size;			/* 0: a C datatype, see above */
};

static const struct c_datatype c_datatypes[] = {
#include "mpi-datatypes-c.inc"
  { NULL, NULL, 0, 0 }
};

static const struct f_datatype f_datatypes[] = {
#include "mpi-datatypes-f.inc"
  { NULL, 0, 0 }
};

/* The size of the datatype named MPI in either list, or 0.  */

static HOST_WIDE_INT
datatype_size_by_name (const char *mpi)
{
  for (size_t i = 0; c_datatypes[i].mpi; i++)
    if (c_datatypes[i].size > 0 && strcmp (c_datatypes[i].mpi, mpi) == 0)
      return c_datatypes[i].size;
  for (size_t i = 0; f_datatypes[i].mpi; i++)
    if (f_datatypes[i].size > 0 && strcmp (f_datatypes[i].mpi, mpi) == 0)
      return f_datatypes[i].size;
  return 0;
}

HOST_WIDE_INT
c_datatype_size (const char *symbol)
{
  for (size_t i = 0; c_datatypes[i].mpi; i++)
    if (c_datatypes[i].symbol && strcmp (c_datatypes[i].symbol, symbol) == 0)
      return datatype_size_by_name (c_datatypes[i].mpi);
  return 0;
}

HOST_WIDE_INT
c_datatype_value_size (HOST_WIDE_INT value)
{
  for (size_t i = 0; c_datatypes[i].mpi; i++)
    if (!c_datatypes[i].symbol && c_datatypes[i].value == value)
      return datatype_size_by_name (c_datatypes[i].mpi);
  return 0;
}

HOST_WIDE_INT
fortran_datatype_size (HOST_WIDE_INT handle)
{
  for (size_t i = 0; f_datatypes[i].mpi; i++)
    if (f_datatypes[i].handle == handle)
      return datatype_size_by_name (f_datatypes[i].mpi);
  return 0;
}
