/* request-calls.cc -- the MPI calls the compile-time check of message
   buffers and requests knows.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   The positions are those of the C bindings, from 0; Fortran's are the
   same (ierror comes last).  The entries are generated from the table of
   MPI calls, runtime/intercept/mpi-calls.def.  */

#include "gcc-common.h"
#include "path-feasible.h"
#include "request-check.h"

#define NOBUF { -1, -1, -1, BD_NONE }
#define SEND(a, c, t) { a, c, t, BD_READ }
#define RECV(a, c, t) { a, c, t, BD_WRITE }

static const struct req_fn req_fns[] = {
/* Those of runtime/intercept/mpi-calls.def with a req= flag.  */
#include "request-calls-gen.inc"
};
#undef NOBUF
#undef SEND
#undef RECV

const req_fn *
rmarace_request_call (tree fndecl, bool *mpi, bool *fortran)
{
  *mpi = *fortran = false;
  if (!DECL_NAME (fndecl))
    return NULL;
  const char *id = IDENTIFIER_POINTER (DECL_NAME (fndecl));
  size_t len = IDENTIFIER_LENGTH (DECL_NAME (fndecl));
  if ((id[0] == 'p' || id[0] == 'P') && (id[1] == 'm' || id[1] == 'M'))
    id++, len--;
  if (len < 5 || len > 60 || strncasecmp (id, "mpi_", 4) != 0)
    return NULL;
  *mpi = true;
  /* C: "MPI_Isend"; Fortran: "mpi_isend" (mpif.h, use mpi),
     "mpi_isend_f08" or "mpi_isend_f08ts" (use mpi_f08).  */
  *fortran = id[0] == 'm';
  char name[64];
  for (size_t i = 0; i < len; i++)
    name[i] = TOLOWER (id[i]);
  name[len] = '\0';
  if (name[len - 1] == '_')
    name[--len] = '\0';
  if (len > 6 && strcmp (name + len - 6, "_f08ts") == 0)
    name[len - 6] = '\0';
  else if (len > 4 && strcmp (name + len - 4, "_f08") == 0)
    name[len - 4] = '\0';
  for (size_t i = 0; i < ARRAY_SIZE (req_fns); i++)
    if (strcmp (name, req_fns[i].name) == 0)
      return &req_fns[i];
  return NULL;
}
