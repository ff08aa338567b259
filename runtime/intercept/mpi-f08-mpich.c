/* mpi-f08-mpich.c -- the "use mpi_f08" calls MPICH's C wrappers miss.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   MPICH's mpif.h and "use mpi" bindings call the C MPI_* functions, and
   so do its mpi_f08 routines with a choice buffer (mpi_put_f08ts_ and
   friends): the runtime's C wrappers see those calls.  But its mpi_f08
   routines without one (mpi_win_fence_f08_, mpi_wait_f08_...) call
   PMPI_* directly (mpi-compat.h, RMARACE_MPI_F08_CALLS_PMPI).  This file
   defines those the runtime watches, as the plugin's instrumented
   callers name them, and passes them to the C wrappers.  Until the
   Fortran entry points come from the table of MPI calls, this is the
   list; a routine missing here is one whose mpi_f08 calls go unseen.

   Conventions, from MPICH 4.0's mpi_f08 module and its libmpichfort:
   every argument is by reference; a handle is the INTEGER of a one-member
   BIND(C) type, and MPICH's C handles are that same int (MPI_*_f2c and
   c2f are the identity there, but are called anyway); TYPE(MPI_Status)
   is laid out as the C MPI_Status, and MPI_STATUS_IGNORE /
   MPI_STATUSES_IGNORE arrive as MPI_F08_STATUS_IGNORE /
   MPI_F08_STATUSES_IGNORE; a LOGICAL is a 4-byte 0 or 1; indices are
   1-based; ierror is OPTIONAL (a null pointer when absent).  As MPICH's
   own entry points do, output handles, addresses and counts are passed
   to the C call as they are (MPICH's handles are MPI_Fint, checked
   below), and a LOGICAL is written whatever the call returns; indices,
   which need converting, only when it succeeds.  */

#include "mpi-compat.h"

#if RMARACE_MPI_F08_CALLS_PMPI

#include <stddef.h>

_Static_assert (sizeof (MPI_F08_status) == sizeof (MPI_Status),
		"MPICH's TYPE(MPI_Status) is the C MPI_Status");
_Static_assert (sizeof (MPI_Request) == sizeof (MPI_Fint)
		&& sizeof (MPI_Comm) == sizeof (MPI_Fint)
		&& sizeof (MPI_Win) == sizeof (MPI_Fint),
		"MPICH's handles are MPI_Fint: they pass as they are");

/* Define the mpi_f08 entry point of LOWER (mpi_win_fence: symbol
   mpi_win_fence_f08_) with PARAMS.  */
#define F08(lower, params) \
  void lower##_f08_ params; \
  void lower##_f08_ params

static void
set_ierror (MPI_Fint *ierror, int err)
{
  if (ierror)
    *ierror = err;
}

static MPI_Status *
status_c (MPI_Fint *status)
{
  return (MPI_F08_status *) status == MPI_F08_STATUS_IGNORE
	 ? MPI_STATUS_IGNORE : (MPI_Status *) status;
}

static MPI_Status *
statuses_c (MPI_Fint *statuses)
{
  return (MPI_F08_status *) statuses == MPI_F08_STATUSES_IGNORE
	 ? MPI_STATUSES_IGNORE : (MPI_Status *) statuses;
}

/* A C index (0-based, or MPI_UNDEFINED) as Fortran's (1-based).  */
static MPI_Fint
index_f (int index)
{
  return index == MPI_UNDEFINED ? index : index + 1;
}

/* Calls with input arguments only.  */
#define IN_CALL(lower, cname, params, ...) \
  F08 (lower, params) \
  { \
    set_ierror (ierror, cname (__VA_ARGS__)); \
  }

IN_CALL (mpi_win_fence, MPI_Win_fence,
	  (MPI_Fint *assert, MPI_Fint *win, MPI_Fint *ierror),
	  (int) *assert, MPI_Win_f2c (*win))
IN_CALL (mpi_win_flush, MPI_Win_flush,
	  (MPI_Fint *rank, MPI_Fint *win, MPI_Fint *ierror),
	  (int) *rank, MPI_Win_f2c (*win))
IN_CALL (mpi_win_flush_local, MPI_Win_flush_local,
	  (MPI_Fint *rank, MPI_Fint *win, MPI_Fint *ierror),
	  (int) *rank, MPI_Win_f2c (*win))
IN_CALL (mpi_win_flush_all, MPI_Win_flush_all,
	  (MPI_Fint *win, MPI_Fint *ierror), MPI_Win_f2c (*win))
IN_CALL (mpi_win_flush_local_all, MPI_Win_flush_local_all,
	  (MPI_Fint *win, MPI_Fint *ierror), MPI_Win_f2c (*win))
IN_CALL (mpi_win_lock, MPI_Win_lock,
	  (MPI_Fint *lock_type, MPI_Fint *rank, MPI_Fint *assert,
	   MPI_Fint *win, MPI_Fint *ierror),
	  (int) *lock_type, (int) *rank, (int) *assert, MPI_Win_f2c (*win))
IN_CALL (mpi_win_unlock, MPI_Win_unlock,
	  (MPI_Fint *rank, MPI_Fint *win, MPI_Fint *ierror),
	  (int) *rank, MPI_Win_f2c (*win))
IN_CALL (mpi_win_lock_all, MPI_Win_lock_all,
	  (MPI_Fint *assert, MPI_Fint *win, MPI_Fint *ierror),
	  (int) *assert, MPI_Win_f2c (*win))
IN_CALL (mpi_win_unlock_all, MPI_Win_unlock_all,
	  (MPI_Fint *win, MPI_Fint *ierror), MPI_Win_f2c (*win))
IN_CALL (mpi_win_sync, MPI_Win_sync,
	  (MPI_Fint *win, MPI_Fint *ierror), MPI_Win_f2c (*win))
IN_CALL (mpi_win_post, MPI_Win_post,
	  (MPI_Fint *group, MPI_Fint *assert, MPI_Fint *win,
	   MPI_Fint *ierror),
	  MPI_Group_f2c (*group), (int) *assert, MPI_Win_f2c (*win))
IN_CALL (mpi_win_start, MPI_Win_start,
	  (MPI_Fint *group, MPI_Fint *assert, MPI_Fint *win,
	   MPI_Fint *ierror),
	  MPI_Group_f2c (*group), (int) *assert, MPI_Win_f2c (*win))
IN_CALL (mpi_win_complete, MPI_Win_complete,
	  (MPI_Fint *win, MPI_Fint *ierror), MPI_Win_f2c (*win))
IN_CALL (mpi_win_wait, MPI_Win_wait,
	  (MPI_Fint *win, MPI_Fint *ierror), MPI_Win_f2c (*win))
IN_CALL (mpi_win_set_info, MPI_Win_set_info,
	  (MPI_Fint *win, MPI_Fint *info, MPI_Fint *ierror),
	  MPI_Win_f2c (*win), MPI_Info_f2c (*info))
IN_CALL (mpi_barrier, MPI_Barrier,
	  (MPI_Fint *comm, MPI_Fint *ierror), MPI_Comm_f2c (*comm))

F08 (mpi_finalize, (MPI_Fint *ierror))
{
  set_ierror (ierror, MPI_Finalize ());
}

F08 (mpi_init, (MPI_Fint *ierror))
{
  set_ierror (ierror, MPI_Init (NULL, NULL));
}

F08 (mpi_init_thread,
     (MPI_Fint *required, MPI_Fint *provided, MPI_Fint *ierror))
{
  set_ierror (ierror, MPI_Init_thread (NULL, NULL, (int) *required,
				       provided));
}

F08 (mpi_win_test, (MPI_Fint *win, MPI_Fint *flag, MPI_Fint *ierror))
{
  int c_flag = 0;
  int err = MPI_Win_test (MPI_Win_f2c (*win), &c_flag);
  *flag = c_flag != 0;
  set_ierror (ierror, err);
}

F08 (mpi_win_free, (MPI_Fint *win, MPI_Fint *ierror))
{
  set_ierror (ierror, MPI_Win_free ((MPI_Win *) win));
}

/* MPI_Win_allocate and MPI_Win_allocate_shared: BASEPTR is a
   TYPE(C_PTR), the address the C call stores.  */
#define WIN_ALLOCATE(lower, cname) \
  F08 (lower, (MPI_Aint *size, MPI_Fint *disp_unit, MPI_Fint *info, \
	       MPI_Fint *comm, void **baseptr, MPI_Fint *win, \
	       MPI_Fint *ierror)) \
  { \
    set_ierror (ierror, cname (*size, (int) *disp_unit, \
			       MPI_Info_f2c (*info), MPI_Comm_f2c (*comm), \
			       baseptr, (MPI_Win *) win)); \
  }

WIN_ALLOCATE (mpi_win_allocate, MPI_Win_allocate)
WIN_ALLOCATE (mpi_win_allocate_shared, MPI_Win_allocate_shared)

F08 (mpi_win_create_dynamic,
     (MPI_Fint *info, MPI_Fint *comm, MPI_Fint *win, MPI_Fint *ierror))
{
  set_ierror (ierror, MPI_Win_create_dynamic (MPI_Info_f2c (*info),
					      MPI_Comm_f2c (*comm),
					      (MPI_Win *) win));
}

/* Communicator constructors: MPI writes the new handle itself.  */
#define COMM_NEW(lower, params, ...) \
  F08 (lower, params) \
  { \
    MPI_Comm *c_new = (MPI_Comm *) newcomm; \
    set_ierror (ierror, __VA_ARGS__); \
  }

COMM_NEW (mpi_comm_dup, (MPI_Fint *comm, MPI_Fint *newcomm,
			 MPI_Fint *ierror),
	  MPI_Comm_dup (MPI_Comm_f2c (*comm), c_new))
COMM_NEW (mpi_comm_create, (MPI_Fint *comm, MPI_Fint *group,
			    MPI_Fint *newcomm, MPI_Fint *ierror),
	  MPI_Comm_create (MPI_Comm_f2c (*comm), MPI_Group_f2c (*group),
			   c_new))
COMM_NEW (mpi_comm_split, (MPI_Fint *comm, MPI_Fint *color, MPI_Fint *key,
			   MPI_Fint *newcomm, MPI_Fint *ierror),
	  MPI_Comm_split (MPI_Comm_f2c (*comm), (int) *color, (int) *key,
			  c_new))
COMM_NEW (mpi_comm_split_type, (MPI_Fint *comm, MPI_Fint *split_type,
				MPI_Fint *key, MPI_Fint *info,
				MPI_Fint *newcomm, MPI_Fint *ierror),
	  MPI_Comm_split_type (MPI_Comm_f2c (*comm), (int) *split_type,
			       (int) *key, MPI_Info_f2c (*info), c_new))
/* PERIODS and REORDER are LOGICALs: 4-byte 0 or 1, as C's int.  */
COMM_NEW (mpi_cart_create, (MPI_Fint *comm, MPI_Fint *ndims,
			    MPI_Fint *dims, MPI_Fint *periods,
			    MPI_Fint *reorder, MPI_Fint *newcomm,
			    MPI_Fint *ierror),
	  MPI_Cart_create (MPI_Comm_f2c (*comm), (int) *ndims, dims, periods,
			   *reorder != 0, c_new))

/* Requests.  A request handle is an MPI_Fint (static assertion above),
   so requests and arrays of them are passed as they are, and MPI writes
   MPI_REQUEST_NULL into them itself.  */

F08 (mpi_ibarrier, (MPI_Fint *comm, MPI_Fint *request, MPI_Fint *ierror))
{
  set_ierror (ierror, MPI_Ibarrier (MPI_Comm_f2c (*comm),
				    (MPI_Request *) request));
}

F08 (mpi_request_free, (MPI_Fint *request, MPI_Fint *ierror))
{
  set_ierror (ierror, MPI_Request_free ((MPI_Request *) request));
}

F08 (mpi_start, (MPI_Fint *request, MPI_Fint *ierror))
{
  set_ierror (ierror, MPI_Start ((MPI_Request *) request));
}

F08 (mpi_startall, (MPI_Fint *count, MPI_Fint *requests, MPI_Fint *ierror))
{
  set_ierror (ierror, MPI_Startall ((int) *count,
				    (MPI_Request *) requests));
}

F08 (mpi_wait, (MPI_Fint *request, MPI_Fint *status, MPI_Fint *ierror))
{
  set_ierror (ierror, MPI_Wait ((MPI_Request *) request,
				status_c (status)));
}

F08 (mpi_test, (MPI_Fint *request, MPI_Fint *flag, MPI_Fint *status,
		MPI_Fint *ierror))
{
  int c_flag = 0;
  int err = MPI_Test ((MPI_Request *) request, &c_flag, status_c (status));
  *flag = c_flag != 0;
  set_ierror (ierror, err);
}

F08 (mpi_waitall, (MPI_Fint *count, MPI_Fint *requests,
		   MPI_Fint *statuses, MPI_Fint *ierror))
{
  set_ierror (ierror, MPI_Waitall ((int) *count, (MPI_Request *) requests,
				   statuses_c (statuses)));
}

F08 (mpi_testall, (MPI_Fint *count, MPI_Fint *requests, MPI_Fint *flag,
		   MPI_Fint *statuses, MPI_Fint *ierror))
{
  int c_flag = 0;
  int err = MPI_Testall ((int) *count, (MPI_Request *) requests, &c_flag,
			 statuses_c (statuses));
  *flag = c_flag != 0;
  set_ierror (ierror, err);
}

F08 (mpi_waitany, (MPI_Fint *count, MPI_Fint *requests, MPI_Fint *index,
		   MPI_Fint *status, MPI_Fint *ierror))
{
  int c_index;
  int err = MPI_Waitany ((int) *count, (MPI_Request *) requests, &c_index,
			 status_c (status));
  if (err == MPI_SUCCESS)
    *index = index_f (c_index);
  set_ierror (ierror, err);
}

F08 (mpi_testany, (MPI_Fint *count, MPI_Fint *requests, MPI_Fint *index,
		   MPI_Fint *flag, MPI_Fint *status, MPI_Fint *ierror))
{
  int c_index, c_flag;
  int err = MPI_Testany ((int) *count, (MPI_Request *) requests, &c_index,
			 &c_flag, status_c (status));
  if (err == MPI_SUCCESS)
    {
      *index = index_f (c_index);
      *flag = c_flag != 0;
    }
  set_ierror (ierror, err);
}

/* MPI_Waitsome and MPI_Testsome: INDICES become 1-based in place.  */
#define SOME(lower, cname) \
  F08 (lower, (MPI_Fint *incount, MPI_Fint *requests, MPI_Fint *outcount, \
	       MPI_Fint *indices, MPI_Fint *statuses, MPI_Fint *ierror)) \
  { \
    int c_outcount; \
    int err = cname ((int) *incount, (MPI_Request *) requests, \
		     &c_outcount, indices, statuses_c (statuses)); \
    if (err == MPI_SUCCESS) \
      { \
	*outcount = c_outcount; \
	for (int i = 0; c_outcount != MPI_UNDEFINED && i < c_outcount; i++) \
	  indices[i]++; \
      } \
    set_ierror (ierror, err); \
  }

SOME (mpi_waitsome, MPI_Waitsome)
SOME (mpi_testsome, MPI_Testsome)

/* Matched probes: the message handle is written back.  */
F08 (mpi_mprobe, (MPI_Fint *source, MPI_Fint *tag, MPI_Fint *comm,
		  MPI_Fint *message, MPI_Fint *status, MPI_Fint *ierror))
{
  MPI_Message c_message;
  int err = MPI_Mprobe ((int) *source, (int) *tag, MPI_Comm_f2c (*comm),
			&c_message, status_c (status));
  if (err == MPI_SUCCESS)
    *message = MPI_Message_c2f (c_message);
  set_ierror (ierror, err);
}

F08 (mpi_improbe, (MPI_Fint *source, MPI_Fint *tag, MPI_Fint *comm,
		   MPI_Fint *flag, MPI_Fint *message, MPI_Fint *status,
		   MPI_Fint *ierror))
{
  MPI_Message c_message;
  int c_flag;
  int err = MPI_Improbe ((int) *source, (int) *tag, MPI_Comm_f2c (*comm),
			 &c_flag, &c_message, status_c (status));
  if (err == MPI_SUCCESS)
    {
      *flag = c_flag != 0;
      if (c_flag)
	*message = MPI_Message_c2f (c_message);
    }
  set_ierror (ierror, err);
}

#endif /* RMARACE_MPI_F08_CALLS_PMPI */
