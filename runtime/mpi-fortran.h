/* mpi-fortran.h -- helpers shared by the Fortran entry points.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   The macros that define one Fortran subroutine and export it under all
   the names Open MPI's Fortran libraries use, and the translations every
   entry point needs: ierror, and the sentinel addresses (MPI_BOTTOM,
   MPI_IN_PLACE) that Fortran passes where C expects its own constants.
   mpi-fortran.c describes the calling conventions.  */

#ifndef RMARACE_MPI_FORTRAN_H
#define RMARACE_MPI_FORTRAN_H

#include <stddef.h>

#include <mpi.h>

#define RMARACE_STR_1(x) #x
#define RMARACE_STR(x) RMARACE_STR_1 (x)

/* Export IMPL, a function defined in the including file, under the name
   NAME as well.  */
#define RMARACE_ALIAS(name, impl) \
  extern __typeof__ (impl) name __attribute__ ((alias (RMARACE_STR (impl))));

/* The spellings under which Open MPI's libmpi_mpifh exports the mpif.h
   and "use mpi" binding of the subroutine LOWER: gfortran's default
   (trailing underscore), -fsecond-underscore, -fno-underscoring, and the
   upper case some other compilers use.  UPPER must be LOWER in upper
   case, which the preprocessor cannot compute.  */
#define RMARACE_F77_ALIASES(lower, upper, impl) \
  RMARACE_ALIAS (lower##_, impl) \
  RMARACE_ALIAS (lower##__, impl) \
  RMARACE_ALIAS (lower, impl) \
  RMARACE_ALIAS (upper, impl)

/* Begin the definition of the Fortran subroutine LOWER (in lower case;
   UPPER is the same in upper case) taking the C parameter list PARAMS.
   The function body follows the macro.  The definition is exported under
   all the mpif.h / "use mpi" spellings.  */
#define RMARACE_FORTRAN(lower, upper, params) \
  static void rmarace_f_##lower params; \
  RMARACE_F77_ALIASES (lower, upper, rmarace_f_##lower) \
  static void rmarace_f_##lower params

/* Export the definition begun by RMARACE_FORTRAN (LOWER, ...) under the
   mpi_f08 spelling too, the only one libmpi_usempif08 exports.  */
#define RMARACE_F08_ALIAS(lower) \
  RMARACE_ALIAS (lower##_f08_, rmarace_f_##lower)

/* Store the C return value ERR in the Fortran IERROR, if one was given.  */
static inline void
rmarace_set_ierror (MPI_Fint *ierror, int err)
{
  if (ierror != NULL)
    *ierror = (MPI_Fint) err;
}

/* Fortran's MPI_BOTTOM and MPI_IN_PLACE are not the C constants (a null
   pointer and (void *) 1) but common blocks, so what arrives is their
   address.  All three Fortran bindings name the same symbols (mpif.h's
   COMMON /mpi_fortran_bottom/, mpi_f08's BIND(C, NAME=
   "mpi_fortran_bottom_") variables), defined by libmpi and again by the
   module libraries; the dynamic linker binds every reference, Open MPI's
   own comparisons included, to the first definition, so comparing
   addresses is what Open MPI itself does.  gfortran's spelling is the
   only one libmpi defines.  The references are weak so that the runtime
   still links where no Fortran support is installed; the address is then
   null and matches no buffer.  */
extern char mpi_fortran_bottom_ __attribute__ ((weak));
extern char mpi_fortran_in_place_ __attribute__ ((weak));

/* BUF, or the C MPI_BOTTOM if BUF is Fortran's.  Open MPI applies this to
   every buffer of the communication routines (not to MPI_Win_create's or
   MPI_Win_attach's base).  */
static inline void *
rmarace_f2c_bottom (void *buf)
{
  if (&mpi_fortran_bottom_ != NULL && buf == (void *) &mpi_fortran_bottom_)
    return MPI_BOTTOM;
  return buf;
}

/* BUF translated as a buffer that may also be MPI_IN_PLACE: Open MPI
   accepts MPI_IN_PLACE only in the buffers where the standard allows it,
   and passes it on untranslated elsewhere, as does this.  */
static inline void *
rmarace_f2c_in_place_or_bottom (void *buf)
{
  if (&mpi_fortran_in_place_ != NULL
      && buf == (void *) &mpi_fortran_in_place_)
    return MPI_IN_PLACE;
  return rmarace_f2c_bottom (buf);
}

#endif /* RMARACE_MPI_FORTRAN_H */
