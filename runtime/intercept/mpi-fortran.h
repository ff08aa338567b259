/* mpi-fortran.h -- what the generated Fortran entry points use.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   mpi-fortran-gen.c, made from mpi-calls.def by gen-mpi-calls.awk,
   defines the Fortran entry points (mpif.h, "use mpi", "use mpi_f08") of
   the MPI calls the runtime watches, where the library's Fortran binding
   would bypass the C wrappers (mpi-compat.h).  Each converts its
   arguments with the standard MPI_*_f2c functions, calls the same model
   code as the C entry point (rr_on_<Name>), and converts the outputs
   back.  This header has the macros that export an entry point under
   every name the bindings use, and the conversions that are more than
   one expression.

   Calling conventions, as read from gfortran's -fdump-tree-original for
   Open MPI 4.1 and MPICH 4.0 (MPI_SUBARRAYS_SUPPORTED is .false.):
     - every argument is passed by reference; no hidden string lengths,
       since no routine here has a CHARACTER argument;
     - a choice buffer is the plain address of its first element;
     - a handle is a pointer to its MPI_Fint: an INTEGER for mpif.h and
       "use mpi", the MPI_VAL component of the one-member derived type
       for mpi_f08, which has the same address as the type itself;
     - INTEGER(KIND=MPI_ADDRESS_KIND) arguments are pointers to MPI_Aint;
     - a LOGICAL, of default kind, is an MPI_Fint holding 1 for .true.
       and 0 for .false.;
     - an array (requests, statuses, indices, counts) is the address of
       its first element, also for mpi_f08;
     - ierror is mandatory for mpif.h and "use mpi" but OPTIONAL for
       mpi_f08, where an absent one arrives as a null pointer.
   The bindings differ only in their status (mpi-compat.h) and in ierror,
   so one body serves all three, told by its F08 argument which status it
   has.

   Outputs are written back as the library's own binding does: handles,
   indices and requests when the call succeeds; statuses, flags and
   integers the C call may write are loaded from the Fortran variable
   first and stored back in every case, so that what the call did not
   write keeps its value.  */

#ifndef RMARACE_MPI_FORTRAN_H
#define RMARACE_MPI_FORTRAN_H

#include <stddef.h>
#include <stdlib.h>

#include "mpi-compat.h"
#include "message.h"
#include "request.h"

#define RMARACE_STR_1(x) #x
#define RMARACE_STR(x) RMARACE_STR_1 (x)
#define RMARACE_UNPAREN(...) __VA_ARGS__

/* Export IMPL, a function defined in the including file, under the name
   NAME as well.  */
#define RMARACE_ALIAS(name, impl) \
  extern __typeof__ (impl) name __attribute__ ((alias (RMARACE_STR (impl))));

/* The spellings of the mpif.h and "use mpi" routine LOWER: gfortran's
   default (trailing underscore), -fsecond-underscore, -fno-underscoring,
   and the upper case some other compilers use.  UPPER is LOWER in upper
   case, which the preprocessor cannot compute.  IMPL is defined.  */
#define RMARACE_F77_ALIASES(lower, upper, impl) \
  RMARACE_ALIAS (lower##__, impl) \
  RMARACE_ALIAS (lower, impl) \
  RMARACE_ALIAS (upper, impl)
#define RMARACE_F77_ALIASES_ALL(lower, upper, impl) \
  RMARACE_ALIAS (lower##_, impl) \
  RMARACE_F77_ALIASES (lower, upper, impl)

/* The mpif.h / "use mpi" entry points of LOWER, with the Fortran
   parameters PARAMS and their names ARGS, calling the body f_LOWER.  */
#define RMARACE_F77(lower, upper, params, args) \
  void lower##_ params; \
  void lower##_ params { f_##lower (RMARACE_UNPAREN args, 0); } \
  RMARACE_F77_ALIASES (lower, upper, lower##_)

/* The mpi_f08 entry point of LOWER, the only spelling the libraries'
   mpi_f08 modules call.  */
#define RMARACE_F08(lower, params, args) \
  void lower##_f08_ params; \
  void lower##_f08_ params { f_##lower (RMARACE_UNPAREN args, 1); }

/* Store the C return value ERR in the Fortran IERROR, if one was given.  */
static inline void
rmarace_set_ierror (MPI_Fint *ierror, int err)
{
  if (ierror != NULL)
    *ierror = (MPI_Fint) err;
}

/* Fortran's MPI_BOTTOM and MPI_IN_PLACE are not the C constants (a null
   pointer and (void *) 1) but common blocks, so what arrives is their
   address.  Open MPI's three bindings name the same symbols (mpif.h's
   COMMON /mpi_fortran_bottom/, mpi_f08's BIND(C, NAME=
   "mpi_fortran_bottom_") variables); the dynamic linker binds every
   reference, Open MPI's own comparisons included, to the first
   definition, so comparing addresses is what Open MPI itself does.  The
   references are weak so that the runtime still links where no Fortran
   support is installed; the address is then null and matches no buffer.
   (MPICH's mpi_f08 routines with a buffer, the only ones whose buffers
   reach this file there, translate it themselves.)  */
extern char mpi_fortran_bottom_ __attribute__ ((weak));
extern char mpi_fortran_in_place_ __attribute__ ((weak));

/* BUF, or the C MPI_BOTTOM if BUF is Fortran's.  Open MPI applies this to
   every buffer of the communication routines (not to MPI_Win_create's or
   MPI_Win_attach's base).  */
static inline void *
rmarace_f2c_bottom (const void *buf)
{
  if (&mpi_fortran_bottom_ != NULL && buf == (void *) &mpi_fortran_bottom_)
    return MPI_BOTTOM;
  return (void *) buf;
}

/* BUF translated as a buffer that may also be MPI_IN_PLACE: Open MPI
   accepts MPI_IN_PLACE only in the buffers where the standard allows it,
   and passes it on untranslated elsewhere, as does this.  */
static inline void *
rmarace_f2c_in_place_or_bottom (const void *buf)
{
  if (&mpi_fortran_in_place_ != NULL
      && buf == (void *) &mpi_fortran_in_place_)
    return MPI_IN_PLACE;
  return rmarace_f2c_bottom (buf);
}

/* Fortran's MPI_UNWEIGHTED and MPI_WEIGHTS_EMPTY are common blocks too
   (Open MPI's own test compares the addresses, as above).  */
extern char mpi_fortran_unweighted_ __attribute__ ((weak));
extern char mpi_fortran_weights_empty_ __attribute__ ((weak));

/* WEIGHTS, or the C MPI_UNWEIGHTED or MPI_WEIGHTS_EMPTY it stands for.  */
static inline const int *
rmarace_f2c_weights (const void *weights)
{
  if (&mpi_fortran_unweighted_ != NULL
      && weights == (void *) &mpi_fortran_unweighted_)
    return MPI_UNWEIGHTED;
  if (&mpi_fortran_weights_empty_ != NULL
      && weights == (void *) &mpi_fortran_weights_empty_)
    return MPI_WEIGHTS_EMPTY;
  return weights;
}

/* A value the C MPI never stores in a flag, to tell whether a call wrote
   its flag at all.  */
#define RMARACE_FLAG_UNSET (-1)

/* Store the C flag C_FLAG in the Fortran LOGICAL FLAG, if the call
   stored one.  */
static inline void
rmarace_flag_c2f (int c_flag, MPI_Fint *flag)
{
  if (c_flag != RMARACE_FLAG_UNSET)
    *flag = c_flag != 0;
}

/* A C index (0-based, or MPI_UNDEFINED) as Fortran's (1-based).  */
static inline MPI_Fint
rmarace_index_c2f (int index)
{
  return index == MPI_UNDEFINED ? index : index + 1;
}

/* The first N of INDICES, written by C, as Fortran's.  */
static inline void
rmarace_indices_c2f (MPI_Fint *indices, int n)
{
  for (int k = 0; n != MPI_UNDEFINED && k < n; k++)
    indices[k]++;
}

/* The C copies of a call's arrays: on the stack when short, else on the
   heap.  A copy that cannot be made is a null pointer, which MPI then
   rejects as its own argument error.  */
#define RMARACE_TEMP_BYTES (16 * sizeof (MPI_Status))
struct rmarace_temp
{
  int used;
  void *heap[2];
  _Alignas (MPI_Status) char stack[2][RMARACE_TEMP_BYTES];
};

static inline void *
rmarace_temp_alloc (struct rmarace_temp *t, MPI_Fint n, size_t size)
{
  size_t bytes = n > 0 ? (size_t) n * size : 0;
  int i = t->used++;
  t->heap[i] = NULL;
  if (bytes <= RMARACE_TEMP_BYTES)
    return t->stack[i];
  return t->heap[i] = malloc (bytes);
}

static inline void
rmarace_temp_free (struct rmarace_temp *t)
{
  for (int i = 0; i < t->used; i++)
    free (t->heap[i]);
}

static inline MPI_Request *
rmarace_requests_f2c (struct rmarace_temp *t, const MPI_Fint *f, MPI_Fint n)
{
  MPI_Request *c = rmarace_temp_alloc (t, n, sizeof *c);
  for (MPI_Fint i = 0; c && i < n; i++)
    c[i] = MPI_Request_f2c (f[i]);
  return c;
}

static inline void
rmarace_requests_c2f (const MPI_Request *c, MPI_Fint *f, MPI_Fint n)
{
  for (MPI_Fint i = 0; c && i < n; i++)
    f[i] = MPI_Request_c2f (c[i]);
}

/* The datatypes F, one per PEERS of COMM (enum rr_peers), as C handles
   in a malloc'd array; NULL when IGNORED (MPI_IN_PLACE), or when their
   number is unknown (MPI then rejects the call).  */
static inline MPI_Datatype *
rmarace_types_f2c (const MPI_Fint *f, MPI_Comm comm, int peers, int ignored)
{
  int n = ignored ? -1 : rr_coll_peers (comm, peers, NULL);
  if (n < 0)
    return NULL;
  MPI_Datatype *c = malloc ((n ? n : 1) * sizeof *c);
  if (!c)
    return NULL;
  for (int i = 0; i < n; i++)
    c[i] = MPI_Type_f2c (f[i]);
  return c;
}

/* After the call (ERR its result) that took C: a nonblocking one (REQ
   not NULL) may read C until its request completes, so C is freed
   then (request.c); a blocking one is done with it.  */
static inline void
rmarace_types_release (MPI_Datatype *c, int err, const MPI_Request *req)
{
  if (c && req && err == MPI_SUCCESS && *req != MPI_REQUEST_NULL)
    rr_request_keep (*req, c);
  else
    free (c);
}

/* The C status to pass for the Fortran STATUS (mpi_f08's if F08):
   MPI_STATUS_IGNORE if it is Fortran's, else C, loaded from STATUS.  */
static inline MPI_Status *
rmarace_status_f2c (MPI_Fint *status, MPI_Status *c, int f08)
{
  if (status == (f08 ? RMARACE_F08_STATUS_IGNORE : MPI_F_STATUS_IGNORE))
    return MPI_STATUS_IGNORE;
  if (f08)
    rmarace_f08_status_f2c (status, c);
  else
    MPI_Status_f2c (status, c);
  return c;
}

static inline void
rmarace_status_c2f (const MPI_Status *c, MPI_Fint *status, int f08)
{
  if (c == MPI_STATUS_IGNORE)
    return;
  if (f08)
    rmarace_f08_status_c2f (c, status);
  else
    MPI_Status_c2f (c, status);
}

/* The same for N statuses.  */
static inline MPI_Status *
rmarace_statuses_f2c (struct rmarace_temp *t, MPI_Fint *statuses,
		      MPI_Fint n, int f08)
{
  if (statuses == (f08 ? RMARACE_F08_STATUSES_IGNORE : MPI_F_STATUSES_IGNORE))
    return MPI_STATUSES_IGNORE;
  size_t stride = f08 ? RMARACE_F08_STATUS_FINTS
		      : sizeof (MPI_Status) / sizeof (MPI_Fint);
  MPI_Status *c = rmarace_temp_alloc (t, n, sizeof *c);
  for (MPI_Fint i = 0; c && i < n; i++)
    rmarace_status_f2c (statuses + i * stride, &c[i], f08);
  return c;
}

static inline void
rmarace_statuses_c2f (const MPI_Status *c, MPI_Fint *statuses, MPI_Fint n,
		      int f08)
{
  if (c == MPI_STATUSES_IGNORE)
    return;
  size_t stride = f08 ? RMARACE_F08_STATUS_FINTS
		      : sizeof (MPI_Status) / sizeof (MPI_Fint);
  for (MPI_Fint i = 0; c && i < n; i++)
    rmarace_status_c2f (&c[i], statuses + i * stride, f08);
}

_Static_assert (sizeof (MPI_Fint) == sizeof (int),
		"Fortran INTEGER arrays are passed as C int arrays");

#endif /* RMARACE_MPI_FORTRAN_H */
