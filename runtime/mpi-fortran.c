/* mpi-fortran.c -- Fortran entry points of the runtime's MPI wrappers.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Open MPI's Fortran bindings (libmpi_mpifh for mpif.h and "use mpi",
   libmpi_usempif08 for "use mpi_f08") call PMPI_* directly, so the C
   wrappers in mpi-c.c never see calls made from Fortran.  This file
   therefore defines the Fortran entry points itself.  Users link
   -lrmarace before mpifort's own libraries, so the dynamic linker (or the
   static linker, for librmarace.a) binds the program's references to
   these definitions instead of Open MPI's.

   Each entry point converts its arguments and calls the C function
   MPI_Xxx, not PMPI_Xxx: at run time that is the runtime's own C wrapper,
   so both languages share one implementation of the bookkeeping.

   Calling conventions, as read from gfortran's -fdump-tree-optimized for
   Open MPI 4.1 (MPI_SUBARRAYS_SUPPORTED is .false. there):

     - every argument is passed by reference; no hidden string lengths,
       since none of the routines here has a CHARACTER argument;
     - a choice buffer is the plain address of its first element;
     - a handle is a pointer to its MPI_Fint: an INTEGER for mpif.h and
       "use mpi", the MPI_VAL component of the one-member derived type
       for mpi_f08, which has the same address as the type itself;
     - INTEGER(KIND=MPI_ADDRESS_KIND) arguments are pointers to MPI_Aint;
     - ierror is mandatory for mpif.h and "use mpi" but OPTIONAL for
       mpi_f08, where an absent one arrives as a null pointer.

   Given the last point, one body serves both bindings when it checks
   ierror for null, and every function below is defined once and
   exported under all its spellings by aliases.  A routine whose mpi_f08
   form differs in more than that (a LOGICAL, a CHARACTER, a status)
   would get a second body instead of RMARACE_F08_ALIAS.

   Adding a routine is one block:

     RMARACE_FORTRAN (mpi_foo, MPI_FOO, (MPI_Fint *x, MPI_Fint *ierror))
     {
       rmarace_set_ierror (ierror, MPI_Foo (*x));
     }
     RMARACE_F08_ALIAS (mpi_foo)  */

#include "mpi-compat.h"
/* Only for an MPI whose Fortran bindings bypass the C wrappers (Open
   MPI); MPICH's call them, so this file defines nothing there
   (mpi-compat.h).  */
#if RMARACE_MPI_FORTRAN_CALLS_PMPI
#include "mpi-fortran.h"


/* Environment.  */

/* The Fortran MPI_Init has no argc and argv; the C one accepts nulls.  */
RMARACE_FORTRAN (mpi_init, MPI_INIT, (MPI_Fint *ierror))
{
  rmarace_set_ierror (ierror, MPI_Init (NULL, NULL));
}
RMARACE_F08_ALIAS (mpi_init)

RMARACE_FORTRAN (mpi_init_thread, MPI_INIT_THREAD,
                 (MPI_Fint *required, MPI_Fint *provided, MPI_Fint *ierror))
{
  int c_provided;
  int err = MPI_Init_thread (NULL, NULL, (int) *required, &c_provided);

  if (err == MPI_SUCCESS)
    *provided = (MPI_Fint) c_provided;
  rmarace_set_ierror (ierror, err);
}
RMARACE_F08_ALIAS (mpi_init_thread)

RMARACE_FORTRAN (mpi_finalize, MPI_FINALIZE, (MPI_Fint *ierror))
{
  rmarace_set_ierror (ierror, MPI_Finalize ());
}
RMARACE_F08_ALIAS (mpi_finalize)

RMARACE_FORTRAN (mpi_barrier, MPI_BARRIER, (MPI_Fint *comm, MPI_Fint *ierror))
{
  rmarace_set_ierror (ierror, MPI_Barrier (MPI_Comm_f2c (*comm)));
}
RMARACE_F08_ALIAS (mpi_barrier)


/* Window creation and destruction.  */

RMARACE_FORTRAN (mpi_win_create, MPI_WIN_CREATE,
                 (void *base, MPI_Aint *size, MPI_Fint *disp_unit,
                  MPI_Fint *info, MPI_Fint *comm, MPI_Fint *win,
                  MPI_Fint *ierror))
{
  MPI_Win c_win;
  int err = MPI_Win_create (base, *size, (int) *disp_unit,
                            MPI_Info_f2c (*info), MPI_Comm_f2c (*comm),
                            &c_win);

  if (err == MPI_SUCCESS)
    *win = MPI_Win_c2f (c_win);
  rmarace_set_ierror (ierror, err);
}
RMARACE_F08_ALIAS (mpi_win_create)

/* BASEPTR receives the address of the new memory.  For mpif.h and
   "use mpi" it points to an INTEGER(KIND=MPI_ADDRESS_KIND), or, through
   the TYPE(C_PTR) overload of "use mpi" (mpi_win_allocate_cptr), to a
   C_PTR; for mpi_f08 to a TYPE(C_PTR).  Each is a pointer-sized object
   meant to hold the address, which is exactly what the C MPI_Win_allocate
   writes through its void * argument.  */
RMARACE_FORTRAN (mpi_win_allocate, MPI_WIN_ALLOCATE,
                 (MPI_Aint *size, MPI_Fint *disp_unit, MPI_Fint *info,
                  MPI_Fint *comm, void *baseptr, MPI_Fint *win,
                  MPI_Fint *ierror))
{
  MPI_Win c_win;
  int err = MPI_Win_allocate (*size, (int) *disp_unit, MPI_Info_f2c (*info),
                              MPI_Comm_f2c (*comm), baseptr, &c_win);

  if (err == MPI_SUCCESS)
    *win = MPI_Win_c2f (c_win);
  rmarace_set_ierror (ierror, err);
}
RMARACE_F08_ALIAS (mpi_win_allocate)
RMARACE_F77_ALIASES (mpi_win_allocate_cptr, MPI_WIN_ALLOCATE_CPTR,
                     rmarace_f_mpi_win_allocate)

/* Hand back the Fortran value of the null handle the C call leaves.  */
RMARACE_FORTRAN (mpi_win_free, MPI_WIN_FREE, (MPI_Fint *win, MPI_Fint *ierror))
{
  MPI_Win c_win = MPI_Win_f2c (*win);
  int err = MPI_Win_free (&c_win);

  if (err == MPI_SUCCESS)
    *win = MPI_Win_c2f (c_win);
  rmarace_set_ierror (ierror, err);
}
RMARACE_F08_ALIAS (mpi_win_free)


/* Synchronization.  */

RMARACE_FORTRAN (mpi_win_fence, MPI_WIN_FENCE,
                 (MPI_Fint *assert, MPI_Fint *win, MPI_Fint *ierror))
{
  rmarace_set_ierror (ierror, MPI_Win_fence ((int) *assert,
                                             MPI_Win_f2c (*win)));
}
RMARACE_F08_ALIAS (mpi_win_fence)

RMARACE_FORTRAN (mpi_win_lock_all, MPI_WIN_LOCK_ALL,
                 (MPI_Fint *assert, MPI_Fint *win, MPI_Fint *ierror))
{
  rmarace_set_ierror (ierror, MPI_Win_lock_all ((int) *assert,
                                                MPI_Win_f2c (*win)));
}
RMARACE_F08_ALIAS (mpi_win_lock_all)

RMARACE_FORTRAN (mpi_win_unlock_all, MPI_WIN_UNLOCK_ALL,
                 (MPI_Fint *win, MPI_Fint *ierror))
{
  rmarace_set_ierror (ierror, MPI_Win_unlock_all (MPI_Win_f2c (*win)));
}
RMARACE_F08_ALIAS (mpi_win_unlock_all)

RMARACE_FORTRAN (mpi_win_flush, MPI_WIN_FLUSH,
                 (MPI_Fint *rank, MPI_Fint *win, MPI_Fint *ierror))
{
  rmarace_set_ierror (ierror, MPI_Win_flush ((int) *rank,
                                             MPI_Win_f2c (*win)));
}
RMARACE_F08_ALIAS (mpi_win_flush)

RMARACE_FORTRAN (mpi_win_flush_all, MPI_WIN_FLUSH_ALL,
                 (MPI_Fint *win, MPI_Fint *ierror))
{
  rmarace_set_ierror (ierror, MPI_Win_flush_all (MPI_Win_f2c (*win)));
}
RMARACE_F08_ALIAS (mpi_win_flush_all)

RMARACE_FORTRAN (mpi_win_flush_local, MPI_WIN_FLUSH_LOCAL,
                 (MPI_Fint *rank, MPI_Fint *win, MPI_Fint *ierror))
{
  rmarace_set_ierror (ierror, MPI_Win_flush_local ((int) *rank,
                                                   MPI_Win_f2c (*win)));
}
RMARACE_F08_ALIAS (mpi_win_flush_local)

RMARACE_FORTRAN (mpi_win_flush_local_all, MPI_WIN_FLUSH_LOCAL_ALL,
                 (MPI_Fint *win, MPI_Fint *ierror))
{
  rmarace_set_ierror (ierror, MPI_Win_flush_local_all (MPI_Win_f2c (*win)));
}
RMARACE_F08_ALIAS (mpi_win_flush_local_all)


/* Communication.  */

RMARACE_FORTRAN (mpi_put, MPI_PUT,
                 (const void *origin_addr, MPI_Fint *origin_count,
                  MPI_Fint *origin_datatype, MPI_Fint *target_rank,
                  MPI_Aint *target_disp, MPI_Fint *target_count,
                  MPI_Fint *target_datatype, MPI_Fint *win,
                  MPI_Fint *ierror))
{
  rmarace_set_ierror (ierror,
                      MPI_Put (rmarace_f2c_bottom ((void *) origin_addr),
                               (int) *origin_count,
                               MPI_Type_f2c (*origin_datatype),
                               (int) *target_rank, *target_disp,
                               (int) *target_count,
                               MPI_Type_f2c (*target_datatype),
                               MPI_Win_f2c (*win)));
}
RMARACE_F08_ALIAS (mpi_put)

RMARACE_FORTRAN (mpi_get, MPI_GET,
                 (void *origin_addr, MPI_Fint *origin_count,
                  MPI_Fint *origin_datatype, MPI_Fint *target_rank,
                  MPI_Aint *target_disp, MPI_Fint *target_count,
                  MPI_Fint *target_datatype, MPI_Fint *win,
                  MPI_Fint *ierror))
{
  rmarace_set_ierror (ierror,
                      MPI_Get (rmarace_f2c_bottom (origin_addr),
                               (int) *origin_count,
                               MPI_Type_f2c (*origin_datatype),
                               (int) *target_rank, *target_disp,
                               (int) *target_count,
                               MPI_Type_f2c (*target_datatype),
                               MPI_Win_f2c (*win)));
}
RMARACE_F08_ALIAS (mpi_get)

#endif /* RMARACE_MPI_FORTRAN_CALLS_PMPI */
