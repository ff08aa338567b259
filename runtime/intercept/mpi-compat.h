/* mpi-compat.h -- what differs between the MPI libraries rmarace supports.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   rmarace is built against Open MPI (4.1) or MPICH (4.0, and what derives
   from it: Intel MPI, Cray MPICH, MVAPICH); "make MPI=mpich" picks the
   compiler wrappers, and <mpi.h> tells this header which library it is.
   This is the only place in the runtime that tests which MPI it is built
   for; each difference below says what differs and why it matters.
   Where nothing needed a macro, the comment records what was checked, so
   that the next library to support knows what to look at.  */

#ifndef RMARACE_MPI_COMPAT_H
#define RMARACE_MPI_COMPAT_H

#include <string.h>
#include <mpi.h>

/* Which library.  Open MPI defines OPEN_MPI; MPICH and its derivatives
   define MPICH_VERSION (and MPICH).  */
#if defined OPEN_MPI
# define RMARACE_MPI_OPENMPI 1
# define RMARACE_MPI_MPICH 0
#elif defined MPICH_VERSION
# define RMARACE_MPI_OPENMPI 0
# define RMARACE_MPI_MPICH 1
#else
# error "rmarace knows Open MPI and MPICH; this <mpi.h> is neither"
#endif

/* Fortran calls.  Open MPI's Fortran bindings (libmpi_mpifh for mpif.h
   and "use mpi", libmpi_usempif08 for "use mpi_f08") call PMPI_*
   directly, so the C wrappers never see a call made from Fortran and the
   runtime defines the Fortran entry points itself (generated from
   mpi-calls.def into mpi-fortran-gen.c).  MPICH's mpif.h and "use mpi" bindings (libmpichfort) call the
   C MPI_* functions, so the C wrappers already see those calls, with the
   call site the plugin handed over (rr_take_site), since the plugin
   instruments the Fortran caller the same way; the runtime must not
   define those entry points (mpi_put_ and friends), nor Open MPI's
   mpi_f08 ones, which MPICH's module does not call (its names are
   mpi_put_f08ts_, taking CFI descriptors).
   RMARACE_MPI_FORTRAN_CALLS_PMPI, 1: the runtime defines the Fortran
   entry points of every binding.  */
#if RMARACE_MPI_OPENMPI
# define RMARACE_MPI_FORTRAN_CALLS_PMPI 1
#else
# define RMARACE_MPI_FORTRAN_CALLS_PMPI 0
#endif

/* MPICH's mpi_f08 routines, though, follow two paths (read from
   libmpichfort 4.0's code): those with a choice buffer
   (mpi_put_f08ts_...) convert their descriptors and call the C MPI_*,
   which the C wrappers see; those without one (mpi_win_fence_f08_,
   mpi_wait_f08_, mpi_win_allocate_f08_...) call PMPI_* directly, so the
   runtime defines them (mpi-fortran-gen.c).
   RMARACE_MPI_F08_CALLS_PMPI, 1: the runtime defines the mpi_f08 entry
   points without a choice buffer, named mpi_xxx_f08_.  */
#if RMARACE_MPI_MPICH
# define RMARACE_MPI_F08_CALLS_PMPI 1
#else
# define RMARACE_MPI_F08_CALLS_PMPI 0
#endif

/* Fortran symbol names, for the entry points above.
   Open MPI exports each mpif.h / "use mpi" routine as mpi_put, mpi_put_,
   mpi_put__ and MPI_PUT, and the mpi_f08 one as mpi_put_f08;
   mpi-fortran.h defines every spelling.  MPICH's are mpi_put_ (gfortran's
   one trailing underscore) and, for mpi_f08, mpi_put_f08ts_ with a choice
   buffer and mpi_win_fence_f08_ without; the runtime defines only the
   last kind (above).  */

/* Handles.  Open MPI's handles (MPI_Comm, MPI_Win, MPI_Request,
   MPI_Datatype, MPI_Group, MPI_Op, MPI_Message) are pointers to its
   structures; MPICH's are int.  The runtime therefore only compares
   handles with == and with the MPI_*_NULL constants, stores them by value
   and never casts one to a pointer or hashes it as an address (the
   synchronization table of thread.c holds addresses of program objects,
   not handles).  Neither library gives a live object the handle 0 (MPICH
   encodes the kind in the high bits; its MPI_COMM_NULL is 0x04000000),
   which zero-filled tables of handles may rely on.  Fortran handles are MPI_Fint in both, converted
   with the standard MPI_*_f2c / MPI_*_c2f.  */

/* MPI_Aint and MPI_Count.  Open MPI and MPICH both make them 64-bit on
   the LP64 targets rmarace supports (long, or an OMPI_MPI_AINT_TYPE that
   is long).  The runtime keeps displacements and extents in int64_t and
   addresses in uintptr_t; say so here rather than truncate silently on a
   library built otherwise.  */
_Static_assert (sizeof (MPI_Aint) == sizeof (void *),
		"rmarace assumes MPI_Aint holds an address");
_Static_assert (sizeof (MPI_Aint) <= sizeof (long long)
		&& sizeof (MPI_Count) <= sizeof (long long),
		"rmarace keeps MPI_Aint and MPI_Count in 64 bits");

/* MPI_Status.  Open MPI's C status is 24 bytes (MPI_SOURCE, MPI_TAG,
   MPI_ERROR, an int and a size_t count), its Fortran MPI_STATUS_SIZE 6;
   MPICH's is five ints, 20 bytes, MPI_STATUS_SIZE 5 (MPI_F_STATUS_SIZE in
   <mpi.h>).  The runtime reads only the standard members MPI_SOURCE and
   MPI_TAG of a C status.  The Fortran entry points (mpi-fortran.h)
   convert statuses with the standard MPI_Status_f2c / c2f; the mpi_f08
   TYPE(MPI_Status) differs by library:
     - Open MPI 4.1's is laid out as the mpif.h status and converted as
       one, and its MPI_STATUS_IGNORE is the same address in all three
       bindings (MPI_F_STATUS_IGNORE); it has no MPI_Status_c2f08;
     - MPICH 4.0's is MPI_F08_status, laid out as the C MPI_Status (but
       it declares no MPI_Status_f082c), and its MPI_STATUS_IGNORE is
       MPI_F08_STATUS_IGNORE.
   RMARACE_F08_STATUS_IGNORE and RMARACE_F08_STATUSES_IGNORE are the
   mpi_f08 sentinels; rmarace_f08_status_f2c / _c2f convert one mpi_f08
   status, RMARACE_F08_STATUS_FINTS is its size in MPI_Fint.  */
#if RMARACE_MPI_MPICH
_Static_assert (sizeof (MPI_F08_status) == sizeof (MPI_Status),
		"MPICH's TYPE(MPI_Status) is the C MPI_Status");
# define RMARACE_F08_STATUS_IGNORE ((MPI_Fint *) MPI_F08_STATUS_IGNORE)
# define RMARACE_F08_STATUSES_IGNORE ((MPI_Fint *) MPI_F08_STATUSES_IGNORE)
# define rmarace_f08_status_f2c(f, c) \
  ((void) memcpy ((c), (f), sizeof (MPI_Status)))
# define rmarace_f08_status_c2f(c, f) \
  ((void) memcpy ((f), (c), sizeof (MPI_Status)))
# define RMARACE_F08_STATUS_FINTS (sizeof (MPI_F08_status) / sizeof (MPI_Fint))
#else
# define RMARACE_F08_STATUS_IGNORE MPI_F_STATUS_IGNORE
# define RMARACE_F08_STATUSES_IGNORE MPI_F_STATUSES_IGNORE
# define rmarace_f08_status_f2c(f, c) ((void) MPI_Status_f2c ((f), (c)))
# define rmarace_f08_status_c2f(c, f) ((void) MPI_Status_c2f ((c), (f)))
# define RMARACE_F08_STATUS_FINTS (sizeof (MPI_Status) / sizeof (MPI_Fint))
#endif

/* The memory model.  Both report MPI_WIN_MODEL on every window, and both
   report MPI_WIN_UNIFIED for the windows of a single node here, but their
   values differ (Open MPI: UNIFIED 0, SEPARATE 1; MPICH: SEPARATE 1,
   UNIFIED 2), so the runtime compares with the named constants only
   (window.c).  */

/* MPI_LONG_DOUBLE on x86-64: 16 bytes of size and extent in both, but
   MPICH moves only the 10 bytes the x87 format uses, Open MPI all 16.
   The runtime takes all 16 as accessed (datatype.c); the program's own
   accesses to a long double are instrumented with its 16 bytes too, so
   no verdict changes.  The unit test of datatype.c, which compares with
   the bytes MPI_Pack moves, leaves long double out with MPICH.  */

/* The MPI-1 Fortran combiners (MPI_COMBINER_HVECTOR_INTEGER and friends)
   were removed from MPI-3.  Open MPI keeps their values in its
   enumeration under other names unless configured for MPI-1
   compatibility, and still reports them for datatypes built by the
   Fortran MPI_TYPE_HVECTOR and friends.  MPICH still defines them.  An
   undefined RMARACE_COMBINER_* means the library never reports it.  */
#if RMARACE_MPI_OPENMPI && !OMPI_ENABLE_MPI1_COMPAT
# define RMARACE_COMBINER_HVECTOR_INTEGER \
  OMPI_WAS_MPI_COMBINER_HVECTOR_INTEGER
# define RMARACE_COMBINER_HINDEXED_INTEGER \
  OMPI_WAS_MPI_COMBINER_HINDEXED_INTEGER
# define RMARACE_COMBINER_STRUCT_INTEGER \
  OMPI_WAS_MPI_COMBINER_STRUCT_INTEGER
#else
# ifdef MPI_COMBINER_HVECTOR_INTEGER
#  define RMARACE_COMBINER_HVECTOR_INTEGER MPI_COMBINER_HVECTOR_INTEGER
# endif
# ifdef MPI_COMBINER_HINDEXED_INTEGER
#  define RMARACE_COMBINER_HINDEXED_INTEGER MPI_COMBINER_HINDEXED_INTEGER
# endif
# ifdef MPI_COMBINER_STRUCT_INTEGER
#  define RMARACE_COMBINER_STRUCT_INTEGER MPI_COMBINER_STRUCT_INTEGER
# endif
#endif

/* A vector's byte stride of exactly -1.  Open MPI 4.1 takes it for "the
   inner type's extent": it reports the bounds and moves the bytes of a
   contiguous layout, where the standard describes blocks one byte apart,
   downwards.  Such a vector is left untracked under Open MPI, which is
   right under either reading; MPICH follows the standard.  */
#if RMARACE_MPI_OPENMPI
# define RMARACE_AMBIGUOUS_STRIDE(count, blen, stride) \
  ((count) > 1 && (blen) > 0 && (stride) == -1)
#else
# define RMARACE_AMBIGUOUS_STRIDE(count, blen, stride) 0
#endif

#endif /* RMARACE_MPI_COMPAT_H */
