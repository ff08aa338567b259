/* mpi-fortran-more.c -- Fortran entry points of the remaining MPI calls.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   The Fortran bindings (mpif.h, "use mpi", "use mpi_f08") of the RMA,
   window, synchronization, request and point-to-point / collective
   routines the runtime watches, beyond those in mpi-fortran.c, whose
   header comment gives the calling conventions.  As there, each entry
   point converts its arguments and calls the C MPI_Xxx: the runtime's
   wrapper in mpi-c.c if there is one, else Open MPI's C binding.

   The runtime must not change what a program computes, so each entry
   point reproduces what Open MPI 4.1's own (libmpi_mpifh, whose
   ompi_xxx_f the mpi_f08 wrappers call too) does, error paths included:

     - MPI_BOTTOM is translated in every buffer of a communication call,
       MPI_IN_PLACE only where the standard allows it (mpi-fortran.h);
     - output handles, requests, indices and statuses are written back
       only when the call succeeds;
     - where Open MPI lets the C call write straight into the Fortran
       variable (the status of MPI_Recv, the flags, the index and the
       disp_unit outputs), the C copy is loaded from the Fortran one
       first and stored back whatever the outcome, which leaves the same
       values behind even when the call fails half way;
     - where Open MPI copies out bytes C never wrote (the statuses past
       OUTCOUNT of MPI_Waitsome, the status of an MPI_Testany that
       completed nothing), the Fortran ones are left alone instead.

   These were read from libmpi_mpifh's code for Open MPI 4.1.4 and
   checked against it: the same Fortran programs, with and without these
   entry points, print the same results, error codes included.

   Further conventions, read from the mpi_f08 module files and
   gfortran's -fdump-tree-original:

     - a status is MPI_STATUS_SIZE (6) INTEGERs for mpif.h and "use mpi",
       and for mpi_f08 a BIND(C) TYPE(MPI_Status) of five members laid out
       like the C MPI_Status (three int, int, 8-byte count), hence the
       same 24 bytes; Open MPI 4.1 has no MPI_Status_f082c and converts
       both with MPI_Status_f2c / MPI_Status_c2f, as does this file;
     - MPI_STATUS_IGNORE and MPI_STATUSES_IGNORE are in all three
       bindings the addresses of the same symbols (mpif.h's common blocks,
       mpi_f08's BIND(C) variables), which the C MPI_F_STATUS_IGNORE and
       MPI_F_STATUSES_IGNORE point to;
     - a LOGICAL, of default kind in all three bindings, is an MPI_Fint
       holding 1 for .true. and 0 for .false. with gfortran;
     - an array of requests or statuses is the address of its first
       element, also for mpi_f08 (a descriptor's data, never a copy, for
       MPI_STATUSES_IGNORE too).

   None of these differ between the bindings beyond the optional ierror,
   so every body serves mpi_f08 too.  */

#include "mpi-compat.h"
/* Only for an MPI whose Fortran bindings bypass the C wrappers (Open
   MPI); MPICH's call them, so this file defines nothing there
   (mpi-compat.h).  */
#if RMARACE_MPI_FORTRAN_CALLS_PMPI
#include <stdlib.h>

#include "mpi-fortran.h"

/* The number of MPI_Fint in a Fortran status: Open MPI sizes
   MPI_STATUS_SIZE so that a Fortran status holds a C one.  */
#define RMARACE_F_STATUS_SIZE (sizeof (MPI_Status) / sizeof (MPI_Fint))
_Static_assert (sizeof (MPI_Status) % sizeof (MPI_Fint) == 0,
                "a Fortran status is a whole number of MPI_Fint");

/* gfortran's values of .true. and .false.  */
#define RMARACE_F_TRUE 1
#define RMARACE_F_FALSE 0

/* A value the C MPI never stores in a flag, to tell whether a call wrote
   its flag at all.  */
#define RMARACE_FLAG_UNSET (-1)


/* Helpers.  */

/* Store the C flag C_FLAG in the Fortran LOGICAL FLAG, if the C call
   stored one; else leave FLAG as it was, as Open MPI does by letting the
   C call write into FLAG directly.  */
static void
rmarace_flag_c2f (int c_flag, MPI_Fint *flag)
{
  if (c_flag != RMARACE_FLAG_UNSET)
    *flag = c_flag ? RMARACE_F_TRUE : RMARACE_F_FALSE;
}

/* Whether the C call stored a true flag in C_FLAG.  */
static int
rmarace_flag_true (int c_flag)
{
  return c_flag != RMARACE_FLAG_UNSET && c_flag != 0;
}

/* The C status to pass for the Fortran STATUS: MPI_STATUS_IGNORE if it
   is Fortran's, else C_STATUS, loaded with STATUS's current contents.  */
static MPI_Status *
rmarace_status_copy_in (MPI_Fint *status, MPI_Status *c_status)
{
  if (status == MPI_F_STATUS_IGNORE)
    return MPI_STATUS_IGNORE;
  MPI_Status_f2c (status, c_status);
  return c_status;
}

/* The C status to pass for the Fortran STATUS when the result is only
   stored on success: MPI_STATUS_IGNORE if STATUS is Fortran's, else
   C_STATUS.  */
static MPI_Status *
rmarace_status_out (MPI_Fint *status, MPI_Status *c_status)
{
  return status == MPI_F_STATUS_IGNORE ? MPI_STATUS_IGNORE : c_status;
}

/* Store C_STATUS in the Fortran STATUS, unless C_STATUS is
   MPI_STATUS_IGNORE (then so is STATUS).  */
static void
rmarace_status_c2f (const MPI_Status *c_status, MPI_Fint *status)
{
  if (c_status != MPI_STATUS_IGNORE)
    MPI_Status_c2f (c_status, status);
}

/* Arrays up to this long get their C copies on the stack.  */
#define RMARACE_SHORT_ARRAY 16

/* The C copies of the arrays of a multiple-completion call: requests,
   statuses and indices, each COUNT long.  */
struct rmarace_arrays
{
  MPI_Request *req;
  MPI_Status *status;
  int *index;
  void *heap;
  MPI_Request req_buf[RMARACE_SHORT_ARRAY];
  MPI_Status status_buf[RMARACE_SHORT_ARRAY];
  int index_buf[RMARACE_SHORT_ARRAY];
};

/* Set up A for arrays of COUNT elements and load A->req from the
   Fortran REQUESTS.  On failure to allocate, invoke the error handler as
   Open MPI does and return the error code for ierror; else return
   MPI_SUCCESS.  A negative COUNT counts as a failure to allocate: Open
   MPI's binding hands malloc the negative size, fails and reports
   MPI_ERR_NO_MEM without calling C, where C would report MPI_ERR_ARG.  */
static int
rmarace_arrays_init (struct rmarace_arrays *a, int count,
                     const MPI_Fint *requests)
{
  size_t n = count > 0 ? (size_t) count : 0;

  a->heap = NULL;
  if (count < 0)
    {
      MPI_Comm_call_errhandler (MPI_COMM_WORLD, MPI_ERR_NO_MEM);
      return MPI_ERR_NO_MEM;
    }
  if (n <= RMARACE_SHORT_ARRAY)
    {
      a->req = a->req_buf;
      a->status = a->status_buf;
      a->index = a->index_buf;
    }
  else
    {
      /* Statuses first: they have the strictest alignment.  */
      a->heap = malloc (n * (sizeof (MPI_Status) + sizeof (MPI_Request)
                             + sizeof (int)));
      if (a->heap == NULL)
        {
          MPI_Comm_call_errhandler (MPI_COMM_WORLD, MPI_ERR_NO_MEM);
          return MPI_ERR_NO_MEM;
        }
      a->status = a->heap;
      a->req = (MPI_Request *) (a->status + n);
      a->index = (int *) (a->req + n);
    }
  for (size_t i = 0; i < n; i++)
    a->req[i] = MPI_Request_f2c (requests[i]);
  return MPI_SUCCESS;
}

static void
rmarace_arrays_fini (struct rmarace_arrays *a)
{
  free (a->heap);
}

/* The C array of statuses to pass for the Fortran STATUSES.  */
static MPI_Status *
rmarace_statuses_out (MPI_Fint *statuses, struct rmarace_arrays *a)
{
  return statuses == MPI_F_STATUSES_IGNORE ? MPI_STATUSES_IGNORE
                                           : a->status;
}

/* Store the C status C_STATUSES[I] as the Fortran STATUSES(:, I + 1),
   unless C_STATUSES is MPI_STATUSES_IGNORE.  */
static void
rmarace_statuses_c2f (const MPI_Status *c_statuses, size_t i,
                      MPI_Fint *statuses)
{
  if (c_statuses != MPI_STATUSES_IGNORE)
    MPI_Status_c2f (&c_statuses[i], statuses + i * RMARACE_F_STATUS_SIZE);
}


/* RMA communication.  */

RMARACE_FORTRAN (mpi_accumulate, MPI_ACCUMULATE,
                 (void *origin_addr, MPI_Fint *origin_count,
                  MPI_Fint *origin_datatype, MPI_Fint *target_rank,
                  MPI_Aint *target_disp, MPI_Fint *target_count,
                  MPI_Fint *target_datatype, MPI_Fint *op, MPI_Fint *win,
                  MPI_Fint *ierror))
{
  rmarace_set_ierror (ierror,
                      MPI_Accumulate (rmarace_f2c_bottom (origin_addr),
                                      (int) *origin_count,
                                      MPI_Type_f2c (*origin_datatype),
                                      (int) *target_rank, *target_disp,
                                      (int) *target_count,
                                      MPI_Type_f2c (*target_datatype),
                                      MPI_Op_f2c (*op), MPI_Win_f2c (*win)));
}
RMARACE_F08_ALIAS (mpi_accumulate)

RMARACE_FORTRAN (mpi_get_accumulate, MPI_GET_ACCUMULATE,
                 (void *origin_addr, MPI_Fint *origin_count,
                  MPI_Fint *origin_datatype, void *result_addr,
                  MPI_Fint *result_count, MPI_Fint *result_datatype,
                  MPI_Fint *target_rank, MPI_Aint *target_disp,
                  MPI_Fint *target_count, MPI_Fint *target_datatype,
                  MPI_Fint *op, MPI_Fint *win, MPI_Fint *ierror))
{
  rmarace_set_ierror (ierror,
                      MPI_Get_accumulate (rmarace_f2c_bottom (origin_addr),
                                          (int) *origin_count,
                                          MPI_Type_f2c (*origin_datatype),
                                          rmarace_f2c_bottom (result_addr),
                                          (int) *result_count,
                                          MPI_Type_f2c (*result_datatype),
                                          (int) *target_rank, *target_disp,
                                          (int) *target_count,
                                          MPI_Type_f2c (*target_datatype),
                                          MPI_Op_f2c (*op),
                                          MPI_Win_f2c (*win)));
}
RMARACE_F08_ALIAS (mpi_get_accumulate)

RMARACE_FORTRAN (mpi_fetch_and_op, MPI_FETCH_AND_OP,
                 (void *origin_addr, void *result_addr, MPI_Fint *datatype,
                  MPI_Fint *target_rank, MPI_Aint *target_disp,
                  MPI_Fint *op, MPI_Fint *win, MPI_Fint *ierror))
{
  rmarace_set_ierror (ierror,
                      MPI_Fetch_and_op (rmarace_f2c_bottom (origin_addr),
                                        rmarace_f2c_bottom (result_addr),
                                        MPI_Type_f2c (*datatype),
                                        (int) *target_rank, *target_disp,
                                        MPI_Op_f2c (*op),
                                        MPI_Win_f2c (*win)));
}
RMARACE_F08_ALIAS (mpi_fetch_and_op)

RMARACE_FORTRAN (mpi_compare_and_swap, MPI_COMPARE_AND_SWAP,
                 (void *origin_addr, void *compare_addr, void *result_addr,
                  MPI_Fint *datatype, MPI_Fint *target_rank,
                  MPI_Aint *target_disp, MPI_Fint *win, MPI_Fint *ierror))
{
  rmarace_set_ierror (ierror,
                      MPI_Compare_and_swap (rmarace_f2c_bottom (origin_addr),
                                            rmarace_f2c_bottom (compare_addr),
                                            rmarace_f2c_bottom (result_addr),
                                            MPI_Type_f2c (*datatype),
                                            (int) *target_rank,
                                            *target_disp,
                                            MPI_Win_f2c (*win)));
}
RMARACE_F08_ALIAS (mpi_compare_and_swap)

RMARACE_FORTRAN (mpi_rput, MPI_RPUT,
                 (void *origin_addr, MPI_Fint *origin_count,
                  MPI_Fint *origin_datatype, MPI_Fint *target_rank,
                  MPI_Aint *target_disp, MPI_Fint *target_count,
                  MPI_Fint *target_datatype, MPI_Fint *win,
                  MPI_Fint *request, MPI_Fint *ierror))
{
  MPI_Request c_request;
  int err = MPI_Rput (rmarace_f2c_bottom (origin_addr), (int) *origin_count,
                      MPI_Type_f2c (*origin_datatype), (int) *target_rank,
                      *target_disp, (int) *target_count,
                      MPI_Type_f2c (*target_datatype), MPI_Win_f2c (*win),
                      &c_request);

  if (err == MPI_SUCCESS)
    *request = MPI_Request_c2f (c_request);
  rmarace_set_ierror (ierror, err);
}
RMARACE_F08_ALIAS (mpi_rput)

RMARACE_FORTRAN (mpi_rget, MPI_RGET,
                 (void *origin_addr, MPI_Fint *origin_count,
                  MPI_Fint *origin_datatype, MPI_Fint *target_rank,
                  MPI_Aint *target_disp, MPI_Fint *target_count,
                  MPI_Fint *target_datatype, MPI_Fint *win,
                  MPI_Fint *request, MPI_Fint *ierror))
{
  MPI_Request c_request;
  int err = MPI_Rget (rmarace_f2c_bottom (origin_addr), (int) *origin_count,
                      MPI_Type_f2c (*origin_datatype), (int) *target_rank,
                      *target_disp, (int) *target_count,
                      MPI_Type_f2c (*target_datatype), MPI_Win_f2c (*win),
                      &c_request);

  if (err == MPI_SUCCESS)
    *request = MPI_Request_c2f (c_request);
  rmarace_set_ierror (ierror, err);
}
RMARACE_F08_ALIAS (mpi_rget)

RMARACE_FORTRAN (mpi_raccumulate, MPI_RACCUMULATE,
                 (void *origin_addr, MPI_Fint *origin_count,
                  MPI_Fint *origin_datatype, MPI_Fint *target_rank,
                  MPI_Aint *target_disp, MPI_Fint *target_count,
                  MPI_Fint *target_datatype, MPI_Fint *op, MPI_Fint *win,
                  MPI_Fint *request, MPI_Fint *ierror))
{
  MPI_Request c_request;
  int err = MPI_Raccumulate (rmarace_f2c_bottom (origin_addr),
                             (int) *origin_count,
                             MPI_Type_f2c (*origin_datatype),
                             (int) *target_rank, *target_disp,
                             (int) *target_count,
                             MPI_Type_f2c (*target_datatype),
                             MPI_Op_f2c (*op), MPI_Win_f2c (*win),
                             &c_request);

  if (err == MPI_SUCCESS)
    *request = MPI_Request_c2f (c_request);
  rmarace_set_ierror (ierror, err);
}
RMARACE_F08_ALIAS (mpi_raccumulate)

RMARACE_FORTRAN (mpi_rget_accumulate, MPI_RGET_ACCUMULATE,
                 (void *origin_addr, MPI_Fint *origin_count,
                  MPI_Fint *origin_datatype, void *result_addr,
                  MPI_Fint *result_count, MPI_Fint *result_datatype,
                  MPI_Fint *target_rank, MPI_Aint *target_disp,
                  MPI_Fint *target_count, MPI_Fint *target_datatype,
                  MPI_Fint *op, MPI_Fint *win, MPI_Fint *request,
                  MPI_Fint *ierror))
{
  MPI_Request c_request;
  int err = MPI_Rget_accumulate (rmarace_f2c_bottom (origin_addr),
                                 (int) *origin_count,
                                 MPI_Type_f2c (*origin_datatype),
                                 rmarace_f2c_bottom (result_addr),
                                 (int) *result_count,
                                 MPI_Type_f2c (*result_datatype),
                                 (int) *target_rank, *target_disp,
                                 (int) *target_count,
                                 MPI_Type_f2c (*target_datatype),
                                 MPI_Op_f2c (*op), MPI_Win_f2c (*win),
                                 &c_request);

  if (err == MPI_SUCCESS)
    *request = MPI_Request_c2f (c_request);
  rmarace_set_ierror (ierror, err);
}
RMARACE_F08_ALIAS (mpi_rget_accumulate)


/* Windows.  */

/* BASEPTR as for MPI_Win_allocate in mpi-fortran.c, including the
   TYPE(C_PTR) overload of "use mpi".  */
RMARACE_FORTRAN (mpi_win_allocate_shared, MPI_WIN_ALLOCATE_SHARED,
                 (MPI_Aint *size, MPI_Fint *disp_unit, MPI_Fint *info,
                  MPI_Fint *comm, void *baseptr, MPI_Fint *win,
                  MPI_Fint *ierror))
{
  MPI_Win c_win;
  int err = MPI_Win_allocate_shared (*size, (int) *disp_unit,
                                     MPI_Info_f2c (*info),
                                     MPI_Comm_f2c (*comm), baseptr, &c_win);

  if (err == MPI_SUCCESS)
    *win = MPI_Win_c2f (c_win);
  rmarace_set_ierror (ierror, err);
}
RMARACE_F08_ALIAS (mpi_win_allocate_shared)
RMARACE_F77_ALIASES (mpi_win_allocate_shared_cptr,
                     MPI_WIN_ALLOCATE_SHARED_CPTR,
                     rmarace_f_mpi_win_allocate_shared)

/* SIZE is already an MPI_Aint and BASEPTR a pointer-sized object, so the
   C call writes both directly, as in Open MPI's binding.  */
RMARACE_FORTRAN (mpi_win_shared_query, MPI_WIN_SHARED_QUERY,
                 (MPI_Fint *win, MPI_Fint *rank, MPI_Aint *size,
                  MPI_Fint *disp_unit, void *baseptr, MPI_Fint *ierror))
{
  int c_disp_unit = (int) *disp_unit;
  int err = MPI_Win_shared_query (MPI_Win_f2c (*win), (int) *rank, size,
                                  &c_disp_unit, baseptr);

  *disp_unit = (MPI_Fint) c_disp_unit;
  rmarace_set_ierror (ierror, err);
}
RMARACE_F08_ALIAS (mpi_win_shared_query)
RMARACE_F77_ALIASES (mpi_win_shared_query_cptr, MPI_WIN_SHARED_QUERY_CPTR,
                     rmarace_f_mpi_win_shared_query)

RMARACE_FORTRAN (mpi_win_create_dynamic, MPI_WIN_CREATE_DYNAMIC,
                 (MPI_Fint *info, MPI_Fint *comm, MPI_Fint *win,
                  MPI_Fint *ierror))
{
  MPI_Win c_win;
  int err = MPI_Win_create_dynamic (MPI_Info_f2c (*info),
                                    MPI_Comm_f2c (*comm), &c_win);

  if (err == MPI_SUCCESS)
    *win = MPI_Win_c2f (c_win);
  rmarace_set_ierror (ierror, err);
}
RMARACE_F08_ALIAS (mpi_win_create_dynamic)

/* BASE is a choice buffer; like Open MPI, MPI_BOTTOM is not translated
   here, attaching it being meaningless.  */
RMARACE_FORTRAN (mpi_win_attach, MPI_WIN_ATTACH,
                 (MPI_Fint *win, void *base, MPI_Aint *size,
                  MPI_Fint *ierror))
{
  rmarace_set_ierror (ierror, MPI_Win_attach (MPI_Win_f2c (*win), base,
                                              *size));
}
RMARACE_F08_ALIAS (mpi_win_attach)

RMARACE_FORTRAN (mpi_win_detach, MPI_WIN_DETACH,
                 (MPI_Fint *win, void *base, MPI_Fint *ierror))
{
  rmarace_set_ierror (ierror, MPI_Win_detach (MPI_Win_f2c (*win), base));
}
RMARACE_F08_ALIAS (mpi_win_detach)


/* Synchronization.  */

RMARACE_FORTRAN (mpi_win_post, MPI_WIN_POST,
                 (MPI_Fint *group, MPI_Fint *assert, MPI_Fint *win,
                  MPI_Fint *ierror))
{
  rmarace_set_ierror (ierror, MPI_Win_post (MPI_Group_f2c (*group),
                                            (int) *assert,
                                            MPI_Win_f2c (*win)));
}
RMARACE_F08_ALIAS (mpi_win_post)

RMARACE_FORTRAN (mpi_win_start, MPI_WIN_START,
                 (MPI_Fint *group, MPI_Fint *assert, MPI_Fint *win,
                  MPI_Fint *ierror))
{
  rmarace_set_ierror (ierror, MPI_Win_start (MPI_Group_f2c (*group),
                                             (int) *assert,
                                             MPI_Win_f2c (*win)));
}
RMARACE_F08_ALIAS (mpi_win_start)

RMARACE_FORTRAN (mpi_win_complete, MPI_WIN_COMPLETE,
                 (MPI_Fint *win, MPI_Fint *ierror))
{
  rmarace_set_ierror (ierror, MPI_Win_complete (MPI_Win_f2c (*win)));
}
RMARACE_F08_ALIAS (mpi_win_complete)

RMARACE_FORTRAN (mpi_win_wait, MPI_WIN_WAIT,
                 (MPI_Fint *win, MPI_Fint *ierror))
{
  rmarace_set_ierror (ierror, MPI_Win_wait (MPI_Win_f2c (*win)));
}
RMARACE_F08_ALIAS (mpi_win_wait)

RMARACE_FORTRAN (mpi_win_test, MPI_WIN_TEST,
                 (MPI_Fint *win, MPI_Fint *flag, MPI_Fint *ierror))
{
  int c_flag = RMARACE_FLAG_UNSET;
  int err = MPI_Win_test (MPI_Win_f2c (*win), &c_flag);

  rmarace_flag_c2f (c_flag, flag);
  rmarace_set_ierror (ierror, err);
}
RMARACE_F08_ALIAS (mpi_win_test)

RMARACE_FORTRAN (mpi_win_lock, MPI_WIN_LOCK,
                 (MPI_Fint *lock_type, MPI_Fint *rank, MPI_Fint *assert,
                  MPI_Fint *win, MPI_Fint *ierror))
{
  rmarace_set_ierror (ierror, MPI_Win_lock ((int) *lock_type, (int) *rank,
                                            (int) *assert,
                                            MPI_Win_f2c (*win)));
}
RMARACE_F08_ALIAS (mpi_win_lock)

RMARACE_FORTRAN (mpi_win_unlock, MPI_WIN_UNLOCK,
                 (MPI_Fint *rank, MPI_Fint *win, MPI_Fint *ierror))
{
  rmarace_set_ierror (ierror, MPI_Win_unlock ((int) *rank,
                                              MPI_Win_f2c (*win)));
}
RMARACE_F08_ALIAS (mpi_win_unlock)

RMARACE_FORTRAN (mpi_win_sync, MPI_WIN_SYNC,
                 (MPI_Fint *win, MPI_Fint *ierror))
{
  rmarace_set_ierror (ierror, MPI_Win_sync (MPI_Win_f2c (*win)));
}
RMARACE_F08_ALIAS (mpi_win_sync)

RMARACE_FORTRAN (mpi_win_set_info, MPI_WIN_SET_INFO,
                 (MPI_Fint *win, MPI_Fint *info, MPI_Fint *ierror))
{
  rmarace_set_ierror (ierror, MPI_Win_set_info (MPI_Win_f2c (*win),
                                                MPI_Info_f2c (*info)));
}
RMARACE_F08_ALIAS (mpi_win_set_info)


/* Request completion.  A completed request comes back from C as
   MPI_REQUEST_NULL (or, if persistent, unchanged), and goes back to
   Fortran through MPI_Request_c2f.  Indices go from C's 0-based to
   Fortran's 1-based, except MPI_UNDEFINED.  */

RMARACE_FORTRAN (mpi_wait, MPI_WAIT,
                 (MPI_Fint *request, MPI_Fint *status, MPI_Fint *ierror))
{
  MPI_Request c_request = MPI_Request_f2c (*request);
  MPI_Status c_status;
  MPI_Status *c_statusp = rmarace_status_out (status, &c_status);
  int err = MPI_Wait (&c_request, c_statusp);

  if (err == MPI_SUCCESS)
    {
      *request = MPI_Request_c2f (c_request);
      rmarace_status_c2f (c_statusp, status);
    }
  rmarace_set_ierror (ierror, err);
}
RMARACE_F08_ALIAS (mpi_wait)

RMARACE_FORTRAN (mpi_test, MPI_TEST,
                 (MPI_Fint *request, MPI_Fint *flag, MPI_Fint *status,
                  MPI_Fint *ierror))
{
  MPI_Request c_request = MPI_Request_f2c (*request);
  MPI_Status c_status;
  MPI_Status *c_statusp = rmarace_status_out (status, &c_status);
  int c_flag = RMARACE_FLAG_UNSET;
  int err = MPI_Test (&c_request, &c_flag, c_statusp);

  rmarace_flag_c2f (c_flag, flag);
  if (err == MPI_SUCCESS && rmarace_flag_true (c_flag))
    {
      *request = MPI_Request_c2f (c_request);
      rmarace_status_c2f (c_statusp, status);
    }
  rmarace_set_ierror (ierror, err);
}
RMARACE_F08_ALIAS (mpi_test)

RMARACE_FORTRAN (mpi_request_get_status, MPI_REQUEST_GET_STATUS,
                 (MPI_Fint *request, MPI_Fint *flag, MPI_Fint *status,
                  MPI_Fint *ierror))
{
  MPI_Request c_request = MPI_Request_f2c (*request);
  MPI_Status c_status;
  MPI_Status *c_statusp = rmarace_status_out (status, &c_status);
  int c_flag = RMARACE_FLAG_UNSET;
  int err = MPI_Request_get_status (c_request, &c_flag, c_statusp);

  rmarace_flag_c2f (c_flag, flag);
  if (err == MPI_SUCCESS && rmarace_flag_true (c_flag))
    rmarace_status_c2f (c_statusp, status);
  rmarace_set_ierror (ierror, err);
}
RMARACE_F08_ALIAS (mpi_request_get_status)

RMARACE_FORTRAN (mpi_waitall, MPI_WAITALL,
                 (MPI_Fint *count, MPI_Fint *array_of_requests,
                  MPI_Fint *array_of_statuses, MPI_Fint *ierror))
{
  struct rmarace_arrays a;
  int n = (int) *count;
  int err = rmarace_arrays_init (&a, n, array_of_requests);

  if (err == MPI_SUCCESS)
    {
      MPI_Status *c_statuses = rmarace_statuses_out (array_of_statuses, &a);

      err = MPI_Waitall (n, a.req, c_statuses);
      if (err == MPI_SUCCESS)
        for (int i = 0; i < n; i++)
          {
            array_of_requests[i] = MPI_Request_c2f (a.req[i]);
            rmarace_statuses_c2f (c_statuses, i, array_of_statuses);
          }
      rmarace_arrays_fini (&a);
    }
  rmarace_set_ierror (ierror, err);
}
RMARACE_F08_ALIAS (mpi_waitall)

RMARACE_FORTRAN (mpi_testall, MPI_TESTALL,
                 (MPI_Fint *count, MPI_Fint *array_of_requests,
                  MPI_Fint *flag, MPI_Fint *array_of_statuses,
                  MPI_Fint *ierror))
{
  struct rmarace_arrays a;
  int n = (int) *count;
  int err = rmarace_arrays_init (&a, n, array_of_requests);

  if (err == MPI_SUCCESS)
    {
      MPI_Status *c_statuses = rmarace_statuses_out (array_of_statuses, &a);
      int c_flag = RMARACE_FLAG_UNSET;

      err = MPI_Testall (n, a.req, &c_flag, c_statuses);
      rmarace_flag_c2f (c_flag, flag);
      if (err == MPI_SUCCESS && rmarace_flag_true (c_flag))
        for (int i = 0; i < n; i++)
          {
            array_of_requests[i] = MPI_Request_c2f (a.req[i]);
            rmarace_statuses_c2f (c_statuses, i, array_of_statuses);
          }
      rmarace_arrays_fini (&a);
    }
  rmarace_set_ierror (ierror, err);
}
RMARACE_F08_ALIAS (mpi_testall)

RMARACE_FORTRAN (mpi_waitany, MPI_WAITANY,
                 (MPI_Fint *count, MPI_Fint *array_of_requests,
                  MPI_Fint *index, MPI_Fint *status, MPI_Fint *ierror))
{
  struct rmarace_arrays a;
  int n = (int) *count;
  int err = rmarace_arrays_init (&a, n, array_of_requests);

  if (err == MPI_SUCCESS)
    {
      MPI_Status c_status;
      MPI_Status *c_statusp = rmarace_status_out (status, &c_status);
      int c_index = (int) *index;

      err = MPI_Waitany (n, a.req, &c_index, c_statusp);
      *index = (MPI_Fint) c_index;
      if (err == MPI_SUCCESS)
        {
          if (c_index != MPI_UNDEFINED)
            {
              array_of_requests[c_index] = MPI_Request_c2f (a.req[c_index]);
              *index = (MPI_Fint) (c_index + 1);
            }
          rmarace_status_c2f (c_statusp, status);
        }
      rmarace_arrays_fini (&a);
    }
  rmarace_set_ierror (ierror, err);
}
RMARACE_F08_ALIAS (mpi_waitany)

RMARACE_FORTRAN (mpi_testany, MPI_TESTANY,
                 (MPI_Fint *count, MPI_Fint *array_of_requests,
                  MPI_Fint *index, MPI_Fint *flag, MPI_Fint *status,
                  MPI_Fint *ierror))
{
  struct rmarace_arrays a;
  int n = (int) *count;
  int err = rmarace_arrays_init (&a, n, array_of_requests);

  if (err == MPI_SUCCESS)
    {
      /* Open MPI stores the status on success even when nothing
         completed and C left it alone; start from the Fortran one so
         that it is then unchanged rather than arbitrary.  */
      MPI_Status c_status;
      MPI_Status *c_statusp = rmarace_status_copy_in (status, &c_status);
      int c_index = (int) *index;
      int c_flag = RMARACE_FLAG_UNSET;

      err = MPI_Testany (n, a.req, &c_index, &c_flag, c_statusp);
      *index = (MPI_Fint) c_index;
      rmarace_flag_c2f (c_flag, flag);
      if (err == MPI_SUCCESS)
        {
          if (rmarace_flag_true (c_flag) && c_index != MPI_UNDEFINED)
            {
              array_of_requests[c_index] = MPI_Request_c2f (a.req[c_index]);
              *index = (MPI_Fint) (c_index + 1);
            }
          rmarace_status_c2f (c_statusp, status);
        }
      rmarace_arrays_fini (&a);
    }
  rmarace_set_ierror (ierror, err);
}
RMARACE_F08_ALIAS (mpi_testany)

/* The body of MPI_Waitsome (WAIT true) and MPI_Testsome.  */
static void
rmarace_some (int wait, MPI_Fint *incount, MPI_Fint *array_of_requests,
              MPI_Fint *outcount, MPI_Fint *array_of_indices,
              MPI_Fint *array_of_statuses, MPI_Fint *ierror)
{
  struct rmarace_arrays a;
  int n = (int) *incount;
  int err = rmarace_arrays_init (&a, n, array_of_requests);

  if (err == MPI_SUCCESS)
    {
      MPI_Status *c_statuses = rmarace_statuses_out (array_of_statuses, &a);
      int c_outcount = (int) *outcount;

      for (int i = 0; i < n; i++)
        a.index[i] = (int) array_of_indices[i];
      if (wait)
        err = MPI_Waitsome (n, a.req, &c_outcount, a.index, c_statuses);
      else
        err = MPI_Testsome (n, a.req, &c_outcount, a.index, c_statuses);
      *outcount = (MPI_Fint) c_outcount;
      for (int i = 0; i < n; i++)
        array_of_indices[i] = (MPI_Fint) a.index[i];
      /* Only the first OUTCOUNT statuses are defined; C fills them in
         the order of the indices.  */
      if (err == MPI_SUCCESS && c_outcount != MPI_UNDEFINED)
        for (int i = 0; i < c_outcount; i++)
          {
            int j = a.index[i];

            array_of_requests[j] = MPI_Request_c2f (a.req[j]);
            array_of_indices[i] = (MPI_Fint) (j + 1);
            rmarace_statuses_c2f (c_statuses, i, array_of_statuses);
          }
      rmarace_arrays_fini (&a);
    }
  rmarace_set_ierror (ierror, err);
}

RMARACE_FORTRAN (mpi_waitsome, MPI_WAITSOME,
                 (MPI_Fint *incount, MPI_Fint *array_of_requests,
                  MPI_Fint *outcount, MPI_Fint *array_of_indices,
                  MPI_Fint *array_of_statuses, MPI_Fint *ierror))
{
  rmarace_some (1, incount, array_of_requests, outcount, array_of_indices,
                array_of_statuses, ierror);
}
RMARACE_F08_ALIAS (mpi_waitsome)

RMARACE_FORTRAN (mpi_testsome, MPI_TESTSOME,
                 (MPI_Fint *incount, MPI_Fint *array_of_requests,
                  MPI_Fint *outcount, MPI_Fint *array_of_indices,
                  MPI_Fint *array_of_statuses, MPI_Fint *ierror))
{
  rmarace_some (0, incount, array_of_requests, outcount, array_of_indices,
                array_of_statuses, ierror);
}
RMARACE_F08_ALIAS (mpi_testsome)


/* Point-to-point communication.  */

RMARACE_FORTRAN (mpi_send, MPI_SEND,
                 (void *buf, MPI_Fint *count, MPI_Fint *datatype,
                  MPI_Fint *dest, MPI_Fint *tag, MPI_Fint *comm,
                  MPI_Fint *ierror))
{
  rmarace_set_ierror (ierror, MPI_Send (rmarace_f2c_bottom (buf), (int) *count,
                                        MPI_Type_f2c (*datatype), (int) *dest,
                                        (int) *tag, MPI_Comm_f2c (*comm)));
}
RMARACE_F08_ALIAS (mpi_send)

RMARACE_FORTRAN (mpi_ssend, MPI_SSEND,
                 (void *buf, MPI_Fint *count, MPI_Fint *datatype,
                  MPI_Fint *dest, MPI_Fint *tag, MPI_Fint *comm,
                  MPI_Fint *ierror))
{
  rmarace_set_ierror (ierror, MPI_Ssend (rmarace_f2c_bottom (buf),
                                         (int) *count,
                                         MPI_Type_f2c (*datatype),
                                         (int) *dest, (int) *tag,
                                         MPI_Comm_f2c (*comm)));
}
RMARACE_F08_ALIAS (mpi_ssend)

RMARACE_FORTRAN (mpi_isend, MPI_ISEND,
                 (void *buf, MPI_Fint *count, MPI_Fint *datatype,
                  MPI_Fint *dest, MPI_Fint *tag, MPI_Fint *comm,
                  MPI_Fint *request, MPI_Fint *ierror))
{
  MPI_Request c_request;
  int err = MPI_Isend (rmarace_f2c_bottom (buf), (int) *count,
                       MPI_Type_f2c (*datatype), (int) *dest, (int) *tag,
                       MPI_Comm_f2c (*comm), &c_request);

  if (err == MPI_SUCCESS)
    *request = MPI_Request_c2f (c_request);
  rmarace_set_ierror (ierror, err);
}
RMARACE_F08_ALIAS (mpi_isend)

/* Open MPI's binding lets the C call write the Fortran status in place,
   whether or not it succeeds; copying it in and out does the same.  */
RMARACE_FORTRAN (mpi_recv, MPI_RECV,
                 (void *buf, MPI_Fint *count, MPI_Fint *datatype,
                  MPI_Fint *source, MPI_Fint *tag, MPI_Fint *comm,
                  MPI_Fint *status, MPI_Fint *ierror))
{
  MPI_Status c_status;
  MPI_Status *c_statusp = rmarace_status_copy_in (status, &c_status);
  int err = MPI_Recv (rmarace_f2c_bottom (buf), (int) *count,
                      MPI_Type_f2c (*datatype), (int) *source, (int) *tag,
                      MPI_Comm_f2c (*comm), c_statusp);

  rmarace_status_c2f (c_statusp, status);
  rmarace_set_ierror (ierror, err);
}
RMARACE_F08_ALIAS (mpi_recv)

RMARACE_FORTRAN (mpi_irecv, MPI_IRECV,
                 (void *buf, MPI_Fint *count, MPI_Fint *datatype,
                  MPI_Fint *source, MPI_Fint *tag, MPI_Fint *comm,
                  MPI_Fint *request, MPI_Fint *ierror))
{
  MPI_Request c_request;
  int err = MPI_Irecv (rmarace_f2c_bottom (buf), (int) *count,
                       MPI_Type_f2c (*datatype), (int) *source, (int) *tag,
                       MPI_Comm_f2c (*comm), &c_request);

  if (err == MPI_SUCCESS)
    *request = MPI_Request_c2f (c_request);
  rmarace_set_ierror (ierror, err);
}
RMARACE_F08_ALIAS (mpi_irecv)

RMARACE_FORTRAN (mpi_mprobe, MPI_MPROBE,
                 (MPI_Fint *source, MPI_Fint *tag, MPI_Fint *comm,
                  MPI_Fint *message, MPI_Fint *status, MPI_Fint *ierror))
{
  MPI_Message c_message;
  MPI_Status c_status;
  MPI_Status *st = rmarace_status_out (status, &c_status);
  int err = MPI_Mprobe ((int) *source, (int) *tag, MPI_Comm_f2c (*comm),
                        &c_message, st);
  if (err == MPI_SUCCESS)
    {
      *message = MPI_Message_c2f (c_message);
      rmarace_status_c2f (st, status);
    }
  rmarace_set_ierror (ierror, err);
}
RMARACE_F08_ALIAS (mpi_mprobe)

RMARACE_FORTRAN (mpi_improbe, MPI_IMPROBE,
                 (MPI_Fint *source, MPI_Fint *tag, MPI_Fint *comm,
                  MPI_Fint *flag, MPI_Fint *message, MPI_Fint *status,
                  MPI_Fint *ierror))
{
  MPI_Message c_message;
  MPI_Status c_status;
  MPI_Status *st = rmarace_status_out (status, &c_status);
  int c_flag = RMARACE_FLAG_UNSET;
  int err = MPI_Improbe ((int) *source, (int) *tag, MPI_Comm_f2c (*comm),
                         &c_flag, &c_message, st);
  if (err == MPI_SUCCESS)
    {
      rmarace_flag_c2f (c_flag, flag);
      if (rmarace_flag_true (c_flag))
        {
          *message = MPI_Message_c2f (c_message);
          rmarace_status_c2f (st, status);
        }
    }
  rmarace_set_ierror (ierror, err);
}
RMARACE_F08_ALIAS (mpi_improbe)

RMARACE_FORTRAN (mpi_mrecv, MPI_MRECV,
                 (void *buf, MPI_Fint *count, MPI_Fint *datatype,
                  MPI_Fint *message, MPI_Fint *status, MPI_Fint *ierror))
{
  MPI_Message c_message = MPI_Message_f2c (*message);
  MPI_Status c_status;
  MPI_Status *st = rmarace_status_out (status, &c_status);
  int err = MPI_Mrecv (rmarace_f2c_bottom (buf), (int) *count,
                       MPI_Type_f2c (*datatype), &c_message, st);
  if (err == MPI_SUCCESS)
    {
      *message = MPI_Message_c2f (c_message);
      rmarace_status_c2f (st, status);
    }
  rmarace_set_ierror (ierror, err);
}
RMARACE_F08_ALIAS (mpi_mrecv)

RMARACE_FORTRAN (mpi_imrecv, MPI_IMRECV,
                 (void *buf, MPI_Fint *count, MPI_Fint *datatype,
                  MPI_Fint *message, MPI_Fint *request, MPI_Fint *ierror))
{
  MPI_Message c_message = MPI_Message_f2c (*message);
  MPI_Request c_request;
  int err = MPI_Imrecv (rmarace_f2c_bottom (buf), (int) *count,
                        MPI_Type_f2c (*datatype), &c_message, &c_request);
  if (err == MPI_SUCCESS)
    {
      *message = MPI_Message_c2f (c_message);
      *request = MPI_Request_c2f (c_request);
    }
  rmarace_set_ierror (ierror, err);
}
RMARACE_F08_ALIAS (mpi_imrecv)

RMARACE_FORTRAN (mpi_sendrecv, MPI_SENDRECV,
                 (void *sendbuf, MPI_Fint *sendcount, MPI_Fint *sendtype,
                  MPI_Fint *dest, MPI_Fint *sendtag, void *recvbuf,
                  MPI_Fint *recvcount, MPI_Fint *recvtype, MPI_Fint *source,
                  MPI_Fint *recvtag, MPI_Fint *comm, MPI_Fint *status,
                  MPI_Fint *ierror))
{
  MPI_Status c_status;
  MPI_Status *c_statusp = rmarace_status_out (status, &c_status);
  int err = MPI_Sendrecv (rmarace_f2c_bottom (sendbuf), (int) *sendcount,
                          MPI_Type_f2c (*sendtype), (int) *dest,
                          (int) *sendtag, rmarace_f2c_bottom (recvbuf),
                          (int) *recvcount, MPI_Type_f2c (*recvtype),
                          (int) *source, (int) *recvtag,
                          MPI_Comm_f2c (*comm), c_statusp);

  if (err == MPI_SUCCESS)
    rmarace_status_c2f (c_statusp, status);
  rmarace_set_ierror (ierror, err);
}
RMARACE_F08_ALIAS (mpi_sendrecv)

/* The other send modes.  Each must reach the runtime's C wrapper: a
   message sent without it carries no ordering, and its receiver would
   wait for that in vain.  */
#define RMARACE_FORTRAN_SEND(lower, upper, cname)			\
  RMARACE_FORTRAN (lower, upper,					\
		   (void *buf, MPI_Fint *count, MPI_Fint *datatype,	\
		    MPI_Fint *dest, MPI_Fint *tag, MPI_Fint *comm,	\
		    MPI_Fint *ierror))					\
  {									\
    rmarace_set_ierror (ierror, cname (rmarace_f2c_bottom (buf),	\
				       (int) *count,			\
				       MPI_Type_f2c (*datatype),	\
				       (int) *dest, (int) *tag,		\
				       MPI_Comm_f2c (*comm)));		\
  }									\
  RMARACE_F08_ALIAS (lower)

RMARACE_FORTRAN_SEND (mpi_bsend, MPI_BSEND, MPI_Bsend)
RMARACE_FORTRAN_SEND (mpi_rsend, MPI_RSEND, MPI_Rsend)

#define RMARACE_FORTRAN_ISEND(lower, upper, cname)			\
  RMARACE_FORTRAN (lower, upper,					\
		   (void *buf, MPI_Fint *count, MPI_Fint *datatype,	\
		    MPI_Fint *dest, MPI_Fint *tag, MPI_Fint *comm,	\
		    MPI_Fint *request, MPI_Fint *ierror))		\
  {									\
    MPI_Request c_request;						\
    int err = cname (rmarace_f2c_bottom (buf), (int) *count,		\
		     MPI_Type_f2c (*datatype), (int) *dest, (int) *tag,	\
		     MPI_Comm_f2c (*comm), &c_request);			\
    if (err == MPI_SUCCESS)						\
      *request = MPI_Request_c2f (c_request);				\
    rmarace_set_ierror (ierror, err);					\
  }									\
  RMARACE_F08_ALIAS (lower)

RMARACE_FORTRAN_ISEND (mpi_ibsend, MPI_IBSEND, MPI_Ibsend)
RMARACE_FORTRAN_ISEND (mpi_issend, MPI_ISSEND, MPI_Issend)
RMARACE_FORTRAN_ISEND (mpi_irsend, MPI_IRSEND, MPI_Irsend)

RMARACE_FORTRAN (mpi_sendrecv_replace, MPI_SENDRECV_REPLACE,
                 (void *buf, MPI_Fint *count, MPI_Fint *datatype,
                  MPI_Fint *dest, MPI_Fint *sendtag, MPI_Fint *source,
                  MPI_Fint *recvtag, MPI_Fint *comm, MPI_Fint *status,
                  MPI_Fint *ierror))
{
  MPI_Status c_status;
  MPI_Status *c_statusp = rmarace_status_out (status, &c_status);
  int err = MPI_Sendrecv_replace (rmarace_f2c_bottom (buf), (int) *count,
                                  MPI_Type_f2c (*datatype), (int) *dest,
                                  (int) *sendtag, (int) *source,
                                  (int) *recvtag, MPI_Comm_f2c (*comm),
                                  c_statusp);

  if (err == MPI_SUCCESS)
    rmarace_status_c2f (c_statusp, status);
  rmarace_set_ierror (ierror, err);
}
RMARACE_F08_ALIAS (mpi_sendrecv_replace)


/* Collective communication.  */

RMARACE_FORTRAN (mpi_bcast, MPI_BCAST,
                 (void *buffer, MPI_Fint *count, MPI_Fint *datatype,
                  MPI_Fint *root, MPI_Fint *comm, MPI_Fint *ierror))
{
  rmarace_set_ierror (ierror, MPI_Bcast (rmarace_f2c_bottom (buffer),
                                         (int) *count,
                                         MPI_Type_f2c (*datatype),
                                         (int) *root, MPI_Comm_f2c (*comm)));
}
RMARACE_F08_ALIAS (mpi_bcast)

RMARACE_FORTRAN (mpi_reduce, MPI_REDUCE,
                 (void *sendbuf, void *recvbuf, MPI_Fint *count,
                  MPI_Fint *datatype, MPI_Fint *op, MPI_Fint *root,
                  MPI_Fint *comm, MPI_Fint *ierror))
{
  rmarace_set_ierror (ierror,
                      MPI_Reduce (rmarace_f2c_in_place_or_bottom (sendbuf),
                                  rmarace_f2c_bottom (recvbuf), (int) *count,
                                  MPI_Type_f2c (*datatype), MPI_Op_f2c (*op),
                                  (int) *root, MPI_Comm_f2c (*comm)));
}
RMARACE_F08_ALIAS (mpi_reduce)

RMARACE_FORTRAN (mpi_allreduce, MPI_ALLREDUCE,
                 (void *sendbuf, void *recvbuf, MPI_Fint *count,
                  MPI_Fint *datatype, MPI_Fint *op, MPI_Fint *comm,
                  MPI_Fint *ierror))
{
  rmarace_set_ierror (ierror,
                      MPI_Allreduce (rmarace_f2c_in_place_or_bottom (sendbuf),
                                     rmarace_f2c_bottom (recvbuf),
                                     (int) *count, MPI_Type_f2c (*datatype),
                                     MPI_Op_f2c (*op),
                                     MPI_Comm_f2c (*comm)));
}
RMARACE_F08_ALIAS (mpi_allreduce)

RMARACE_FORTRAN (mpi_allgather, MPI_ALLGATHER,
                 (void *sendbuf, MPI_Fint *sendcount, MPI_Fint *sendtype,
                  void *recvbuf, MPI_Fint *recvcount, MPI_Fint *recvtype,
                  MPI_Fint *comm, MPI_Fint *ierror))
{
  rmarace_set_ierror (ierror,
                      MPI_Allgather (rmarace_f2c_in_place_or_bottom (sendbuf),
                                     (int) *sendcount,
                                     MPI_Type_f2c (*sendtype),
                                     rmarace_f2c_bottom (recvbuf),
                                     (int) *recvcount,
                                     MPI_Type_f2c (*recvtype),
                                     MPI_Comm_f2c (*comm)));
}
RMARACE_F08_ALIAS (mpi_allgather)

RMARACE_FORTRAN (mpi_alltoall, MPI_ALLTOALL,
                 (void *sendbuf, MPI_Fint *sendcount, MPI_Fint *sendtype,
                  void *recvbuf, MPI_Fint *recvcount, MPI_Fint *recvtype,
                  MPI_Fint *comm, MPI_Fint *ierror))
{
  rmarace_set_ierror (ierror,
                      MPI_Alltoall (rmarace_f2c_in_place_or_bottom (sendbuf),
                                    (int) *sendcount,
                                    MPI_Type_f2c (*sendtype),
                                    rmarace_f2c_bottom (recvbuf),
                                    (int) *recvcount,
                                    MPI_Type_f2c (*recvtype),
                                    MPI_Comm_f2c (*comm)));
}
RMARACE_F08_ALIAS (mpi_alltoall)

RMARACE_FORTRAN (mpi_gather, MPI_GATHER,
                 (void *sendbuf, MPI_Fint *sendcount, MPI_Fint *sendtype,
                  void *recvbuf, MPI_Fint *recvcount, MPI_Fint *recvtype,
                  MPI_Fint *root, MPI_Fint *comm, MPI_Fint *ierror))
{
  rmarace_set_ierror (ierror,
                      MPI_Gather (rmarace_f2c_in_place_or_bottom (sendbuf),
                                  (int) *sendcount, MPI_Type_f2c (*sendtype),
                                  rmarace_f2c_bottom (recvbuf),
                                  (int) *recvcount, MPI_Type_f2c (*recvtype),
                                  (int) *root, MPI_Comm_f2c (*comm)));
}
RMARACE_F08_ALIAS (mpi_gather)

/* At the root of a scatter it is the receive buffer that may be
   MPI_IN_PLACE.  */
RMARACE_FORTRAN (mpi_scatter, MPI_SCATTER,
                 (void *sendbuf, MPI_Fint *sendcount, MPI_Fint *sendtype,
                  void *recvbuf, MPI_Fint *recvcount, MPI_Fint *recvtype,
                  MPI_Fint *root, MPI_Fint *comm, MPI_Fint *ierror))
{
  rmarace_set_ierror (ierror,
                      MPI_Scatter (rmarace_f2c_bottom (sendbuf),
                                   (int) *sendcount, MPI_Type_f2c (*sendtype),
                                   rmarace_f2c_in_place_or_bottom (recvbuf),
                                   (int) *recvcount, MPI_Type_f2c (*recvtype),
                                   (int) *root, MPI_Comm_f2c (*comm)));
}
RMARACE_F08_ALIAS (mpi_scatter)


/* Communicators.  */

RMARACE_FORTRAN (mpi_comm_dup, MPI_COMM_DUP,
                 (MPI_Fint *comm, MPI_Fint *newcomm, MPI_Fint *ierror))
{
  MPI_Comm c_newcomm;
  int err = MPI_Comm_dup (MPI_Comm_f2c (*comm), &c_newcomm);

  if (err == MPI_SUCCESS)
    *newcomm = MPI_Comm_c2f (c_newcomm);
  rmarace_set_ierror (ierror, err);
}
RMARACE_F08_ALIAS (mpi_comm_dup)

RMARACE_FORTRAN (mpi_comm_split, MPI_COMM_SPLIT,
                 (MPI_Fint *comm, MPI_Fint *color, MPI_Fint *key,
                  MPI_Fint *newcomm, MPI_Fint *ierror))
{
  MPI_Comm c_newcomm;
  int err = MPI_Comm_split (MPI_Comm_f2c (*comm), (int) *color, (int) *key,
                            &c_newcomm);

  if (err == MPI_SUCCESS)
    *newcomm = MPI_Comm_c2f (c_newcomm);
  rmarace_set_ierror (ierror, err);
}
RMARACE_F08_ALIAS (mpi_comm_split)

/* The other communicator constructors the runtime watches: a
   communicator made without them carries no order in its messages.
   MPI_Fint is int here, so integer arrays pass as they are.  */
_Static_assert (sizeof (MPI_Fint) == sizeof (int),
		"Fortran INTEGER arrays are passed as C int arrays");

RMARACE_FORTRAN (mpi_comm_split_type, MPI_COMM_SPLIT_TYPE,
                 (MPI_Fint *comm, MPI_Fint *split_type, MPI_Fint *key,
                  MPI_Fint *info, MPI_Fint *newcomm, MPI_Fint *ierror))
{
  MPI_Comm c_newcomm;
  int err = MPI_Comm_split_type (MPI_Comm_f2c (*comm), (int) *split_type,
                                 (int) *key, MPI_Info_f2c (*info),
                                 &c_newcomm);

  if (err == MPI_SUCCESS)
    *newcomm = MPI_Comm_c2f (c_newcomm);
  rmarace_set_ierror (ierror, err);
}
RMARACE_F08_ALIAS (mpi_comm_split_type)

RMARACE_FORTRAN (mpi_comm_create, MPI_COMM_CREATE,
                 (MPI_Fint *comm, MPI_Fint *group, MPI_Fint *newcomm,
                  MPI_Fint *ierror))
{
  MPI_Comm c_newcomm;
  int err = MPI_Comm_create (MPI_Comm_f2c (*comm), MPI_Group_f2c (*group),
                             &c_newcomm);

  if (err == MPI_SUCCESS)
    *newcomm = MPI_Comm_c2f (c_newcomm);
  rmarace_set_ierror (ierror, err);
}
RMARACE_F08_ALIAS (mpi_comm_create)

/* PERIODS and REORDER are LOGICAL: nonzero is true.  */
RMARACE_FORTRAN (mpi_cart_create, MPI_CART_CREATE,
                 (MPI_Fint *comm_old, MPI_Fint *ndims, MPI_Fint *dims,
                  MPI_Fint *periods, MPI_Fint *reorder, MPI_Fint *comm_cart,
                  MPI_Fint *ierror))
{
  int n = (int) *ndims;
  int c_periods_buf[16];
  int *c_periods = n > 16 ? malloc ((size_t) n * sizeof *c_periods)
			  : c_periods_buf;
  if (!c_periods)
    {
      rmarace_set_ierror (ierror, MPI_ERR_NO_MEM);
      return;
    }
  for (int i = 0; i < n; i++)
    c_periods[i] = periods[i] != 0;
  MPI_Comm c_cart;
  int err = MPI_Cart_create (MPI_Comm_f2c (*comm_old), n, (const int *) dims,
                             c_periods, *reorder != 0, &c_cart);

  if (c_periods != c_periods_buf)
    free (c_periods);
  if (err == MPI_SUCCESS)
    *comm_cart = MPI_Comm_c2f (c_cart);
  rmarace_set_ierror (ierror, err);
}
RMARACE_F08_ALIAS (mpi_cart_create)

RMARACE_FORTRAN (mpi_allgatherv, MPI_ALLGATHERV,
                 (void *sendbuf, MPI_Fint *sendcount, MPI_Fint *sendtype,
                  void *recvbuf, MPI_Fint *recvcounts, MPI_Fint *displs,
                  MPI_Fint *recvtype, MPI_Fint *comm, MPI_Fint *ierror))
{
  rmarace_set_ierror (ierror,
                      MPI_Allgatherv (rmarace_f2c_in_place_or_bottom (sendbuf),
                                      (int) *sendcount,
                                      MPI_Type_f2c (*sendtype),
                                      rmarace_f2c_bottom (recvbuf),
                                      (const int *) recvcounts,
                                      (const int *) displs,
                                      MPI_Type_f2c (*recvtype),
                                      MPI_Comm_f2c (*comm)));
}
RMARACE_F08_ALIAS (mpi_allgatherv)

RMARACE_FORTRAN (mpi_reduce_scatter_block, MPI_REDUCE_SCATTER_BLOCK,
                 (void *sendbuf, void *recvbuf, MPI_Fint *recvcount,
                  MPI_Fint *datatype, MPI_Fint *op, MPI_Fint *comm,
                  MPI_Fint *ierror))
{
  rmarace_set_ierror (ierror,
                      MPI_Reduce_scatter_block (
                        rmarace_f2c_in_place_or_bottom (sendbuf),
                        rmarace_f2c_bottom (recvbuf), (int) *recvcount,
                        MPI_Type_f2c (*datatype), MPI_Op_f2c (*op),
                        MPI_Comm_f2c (*comm)));
}
RMARACE_F08_ALIAS (mpi_reduce_scatter_block)

RMARACE_FORTRAN (mpi_reduce_scatter, MPI_REDUCE_SCATTER,
                 (void *sendbuf, void *recvbuf, MPI_Fint *recvcounts,
                  MPI_Fint *datatype, MPI_Fint *op, MPI_Fint *comm,
                  MPI_Fint *ierror))
{
  rmarace_set_ierror (ierror,
                      MPI_Reduce_scatter (
                        rmarace_f2c_in_place_or_bottom (sendbuf),
                        rmarace_f2c_bottom (recvbuf),
                        (const int *) recvcounts, MPI_Type_f2c (*datatype),
                        MPI_Op_f2c (*op), MPI_Comm_f2c (*comm)));
}
RMARACE_F08_ALIAS (mpi_reduce_scatter)

RMARACE_FORTRAN (mpi_alltoallv, MPI_ALLTOALLV,
                 (void *sendbuf, MPI_Fint *sendcounts, MPI_Fint *sdispls,
                  MPI_Fint *sendtype, void *recvbuf, MPI_Fint *recvcounts,
                  MPI_Fint *rdispls, MPI_Fint *recvtype, MPI_Fint *comm,
                  MPI_Fint *ierror))
{
  rmarace_set_ierror (ierror,
                      MPI_Alltoallv (rmarace_f2c_in_place_or_bottom (sendbuf),
                                     (const int *) sendcounts,
                                     (const int *) sdispls,
                                     MPI_Type_f2c (*sendtype),
                                     rmarace_f2c_bottom (recvbuf),
                                     (const int *) recvcounts,
                                     (const int *) rdispls,
                                     MPI_Type_f2c (*recvtype),
                                     MPI_Comm_f2c (*comm)));
}
RMARACE_F08_ALIAS (mpi_alltoallv)

RMARACE_FORTRAN (mpi_gatherv, MPI_GATHERV,
                 (void *sendbuf, MPI_Fint *sendcount, MPI_Fint *sendtype,
                  void *recvbuf, MPI_Fint *recvcounts, MPI_Fint *displs,
                  MPI_Fint *recvtype, MPI_Fint *root, MPI_Fint *comm,
                  MPI_Fint *ierror))
{
  rmarace_set_ierror (ierror,
                      MPI_Gatherv (rmarace_f2c_in_place_or_bottom (sendbuf),
                                   (int) *sendcount, MPI_Type_f2c (*sendtype),
                                   rmarace_f2c_bottom (recvbuf),
                                   (const int *) recvcounts,
                                   (const int *) displs,
                                   MPI_Type_f2c (*recvtype), (int) *root,
                                   MPI_Comm_f2c (*comm)));
}
RMARACE_F08_ALIAS (mpi_gatherv)

RMARACE_FORTRAN (mpi_scatterv, MPI_SCATTERV,
                 (void *sendbuf, MPI_Fint *sendcounts, MPI_Fint *displs,
                  MPI_Fint *sendtype, void *recvbuf, MPI_Fint *recvcount,
                  MPI_Fint *recvtype, MPI_Fint *root, MPI_Fint *comm,
                  MPI_Fint *ierror))
{
  rmarace_set_ierror (ierror,
                      MPI_Scatterv (rmarace_f2c_bottom (sendbuf),
                                    (const int *) sendcounts,
                                    (const int *) displs,
                                    MPI_Type_f2c (*sendtype),
                                    rmarace_f2c_in_place_or_bottom (recvbuf),
                                    (int) *recvcount,
                                    MPI_Type_f2c (*recvtype), (int) *root,
                                    MPI_Comm_f2c (*comm)));
}
RMARACE_F08_ALIAS (mpi_scatterv)

#define RMARACE_FORTRAN_SCAN(lower, upper, cname)			\
  RMARACE_FORTRAN (lower, upper,					\
		   (void *sendbuf, void *recvbuf, MPI_Fint *count,	\
		    MPI_Fint *datatype, MPI_Fint *op, MPI_Fint *comm,	\
		    MPI_Fint *ierror))					\
  {									\
    rmarace_set_ierror (ierror,						\
			cname (rmarace_f2c_in_place_or_bottom (sendbuf), \
			       rmarace_f2c_bottom (recvbuf), (int) *count, \
			       MPI_Type_f2c (*datatype), MPI_Op_f2c (*op), \
			       MPI_Comm_f2c (*comm)));			\
  }									\
  RMARACE_F08_ALIAS (lower)

RMARACE_FORTRAN_SCAN (mpi_scan, MPI_SCAN, MPI_Scan)
RMARACE_FORTRAN_SCAN (mpi_exscan, MPI_EXSCAN, MPI_Exscan)

/* Hand back the Fortran value of the null handle the C call leaves.  */
RMARACE_FORTRAN (mpi_comm_free, MPI_COMM_FREE,
                 (MPI_Fint *comm, MPI_Fint *ierror))
{
  MPI_Comm c_comm = MPI_Comm_f2c (*comm);
  int err = MPI_Comm_free (&c_comm);

  if (err == MPI_SUCCESS)
    *comm = MPI_Comm_c2f (c_comm);
  rmarace_set_ierror (ierror, err);
}
RMARACE_F08_ALIAS (mpi_comm_free)

#endif /* RMARACE_MPI_FORTRAN_CALLS_PMPI */
