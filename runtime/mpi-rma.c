/* mpi-rma.c -- the C bindings of the RMA communication calls.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Each wrapper describes its call -- which local buffers it reads or
   writes, what it does at the target -- makes the real call through
   PMPI_*, arguments untouched, and records the call if MPI accepted it:
   a call MPI rejects (with MPI_ERRORS_RETURN) did not happen.  */

#include "check.h"
#include "datatype.h"
#include "event.h"
#include "request.h"
#include "wrap.h"

/* Record CALL on window WIN, made and accepted (RC) by MPI, if the
   runtime tracks WIN; REQUEST is the request of a request-based call,
   else NULL.  Return RC.  */
static int
record (int rc, MPI_Win win, struct rr_rma_call *call, MPI_Request *request)
{
  if (rc != MPI_SUCCESS)
    return rc;
  struct rr_window *w = rr_enter (win, NULL);
  if (!w)
    return rc;
  if (request)
    call->request_done = rr_event_pending (rr_rt.world_rank);
  rr_rma_issue (w, call);
  if (request)
    rr_request_track (*request, call->request_done);
  rr_unlock ();
  return rc;
}

static struct rr_rma_buffer
buffer (const void *addr, int count, MPI_Datatype type, int kind, int role)
{
  return (struct rr_rma_buffer) { addr, count, type, kind, role };
}

/* The call for a Put-like or Get-like operation.  */
static struct rr_rma_call
put_get (int op, int is_get, const void *origin_addr, int origin_count,
	 MPI_Datatype origin_type, int target_rank, MPI_Aint target_disp,
	 int target_count, MPI_Datatype target_type)
{
  struct rr_rma_call c = {
    .op = op, .n_buf = 1,
    .target_kind = is_get ? RR_TARGET_READ : RR_TARGET_WRITE,
    .trank = target_rank, .tdisp = target_disp, .tcount = target_count,
    .ttype = target_type,
  };
  c.buf[0] = buffer (origin_addr, origin_count, origin_type,
		     is_get ? RR_ORIGIN_WRITE : RR_ORIGIN_READ,
		     RR_ROLE_ORIGIN);
  return c;
}

/* The code of OP, the same in every process.  */
static int
aop_of (MPI_Op op)
{
  if (op == MPI_NO_OP) return RR_AOP_NO_OP;
  if (op == MPI_REPLACE) return RR_AOP_REPLACE;
  if (op == MPI_SUM) return RR_AOP_SUM;
  if (op == MPI_PROD) return RR_AOP_PROD;
  if (op == MPI_MAX) return RR_AOP_MAX;
  if (op == MPI_MIN) return RR_AOP_MIN;
  if (op == MPI_LAND) return RR_AOP_LAND;
  if (op == MPI_BAND) return RR_AOP_BAND;
  if (op == MPI_LOR) return RR_AOP_LOR;
  if (op == MPI_BOR) return RR_AOP_BOR;
  if (op == MPI_LXOR) return RR_AOP_LXOR;
  if (op == MPI_BXOR) return RR_AOP_BXOR;
  if (op == MPI_MAXLOC) return RR_AOP_MAXLOC;
  if (op == MPI_MINLOC) return RR_AOP_MINLOC;
  return RR_AOP_NONE;
}

/* The call for an accumulate-family operation.  RESULT_ADDR is NULL for
   MPI_Accumulate.  With MPI_NO_OP the origin buffer is not read and the
   target only read (atomically).  A target datatype with no single basic
   datatype (an error MPI reports) gives basic 0: a plain update.  */
static struct rr_rma_call
accumulate (int op_code, MPI_Op op, const void *origin_addr,
	    int origin_count, MPI_Datatype origin_type, void *result_addr,
	    int result_count, MPI_Datatype result_type, int target_rank,
	    MPI_Aint target_disp, int target_count, MPI_Datatype target_type)
{
  int no_op = op == MPI_NO_OP;
  struct rr_rma_call c = {
    .op = op_code,
    .target_kind = no_op ? RR_TARGET_READ : RR_TARGET_UPDATE,
    .aop = aop_of (op),
    .trank = target_rank, .tdisp = target_disp, .tcount = target_count,
    .ttype = target_type,
  };
  c.basic = rr_type_basic (target_type, &c.elsize);
  if (c.elsize > 255)
    c.elsize = 0;
  if (!no_op)
    c.buf[c.n_buf++] = buffer (origin_addr, origin_count, origin_type,
			       RR_ORIGIN_READ, RR_ROLE_ORIGIN);
  if (result_addr)
    c.buf[c.n_buf++] = buffer (result_addr, result_count, result_type,
			       RR_ORIGIN_WRITE, RR_ROLE_RESULT);
  return c;
}

int
MPI_Put (const void *origin_addr, int origin_count,
	 MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp,
	 int target_count, MPI_Datatype target_datatype, MPI_Win win)
{
  struct rr_rma_call c = put_get (RR_OP_PUT, 0, origin_addr, origin_count,
				  origin_datatype, target_rank, target_disp,
				  target_count, target_datatype);
  c.loc = rr_take_site ();
  int rc = PMPI_Put (origin_addr, origin_count, origin_datatype, target_rank,
		   target_disp, target_count, target_datatype, win);
  return record (rc, win, &c, NULL);
}

int
MPI_Get (void *origin_addr, int origin_count, MPI_Datatype origin_datatype,
	 int target_rank, MPI_Aint target_disp, int target_count,
	 MPI_Datatype target_datatype, MPI_Win win)
{
  struct rr_rma_call c = put_get (RR_OP_GET, 1, origin_addr, origin_count,
				  origin_datatype, target_rank, target_disp,
				  target_count, target_datatype);
  c.loc = rr_take_site ();
  int rc = PMPI_Get (origin_addr, origin_count, origin_datatype, target_rank,
		   target_disp, target_count, target_datatype, win);
  return record (rc, win, &c, NULL);
}

int
MPI_Rput (const void *origin_addr, int origin_count,
	  MPI_Datatype origin_datatype, int target_rank, MPI_Aint target_disp,
	  int target_count, MPI_Datatype target_datatype, MPI_Win win,
	  MPI_Request *request)
{
  struct rr_rma_call c = put_get (RR_OP_RPUT, 0, origin_addr, origin_count,
				  origin_datatype, target_rank, target_disp,
				  target_count, target_datatype);
  c.loc = rr_take_site ();
  int rc = PMPI_Rput (origin_addr, origin_count, origin_datatype,
		      target_rank, target_disp, target_count,
		      target_datatype, win, request);
  return record (rc, win, &c, request);
}

int
MPI_Rget (void *origin_addr, int origin_count, MPI_Datatype origin_datatype,
	  int target_rank, MPI_Aint target_disp, int target_count,
	  MPI_Datatype target_datatype, MPI_Win win, MPI_Request *request)
{
  struct rr_rma_call c = put_get (RR_OP_RGET, 1, origin_addr, origin_count,
				  origin_datatype, target_rank, target_disp,
				  target_count, target_datatype);
  c.loc = rr_take_site ();
  int rc = PMPI_Rget (origin_addr, origin_count, origin_datatype,
		      target_rank, target_disp, target_count,
		      target_datatype, win, request);
  return record (rc, win, &c, request);
}

int
MPI_Accumulate (const void *origin_addr, int origin_count,
		MPI_Datatype origin_datatype, int target_rank,
		MPI_Aint target_disp, int target_count,
		MPI_Datatype target_datatype, MPI_Op op, MPI_Win win)
{
  struct rr_rma_call c = accumulate (RR_OP_ACCUMULATE, op, origin_addr,
				     origin_count, origin_datatype, NULL, 0,
				     MPI_DATATYPE_NULL, target_rank,
				     target_disp, target_count,
				     target_datatype);
  c.loc = rr_take_site ();
  int rc = PMPI_Accumulate (origin_addr, origin_count, origin_datatype,
			  target_rank, target_disp, target_count,
			  target_datatype, op, win);
  return record (rc, win, &c, NULL);
}

int
MPI_Raccumulate (const void *origin_addr, int origin_count,
		 MPI_Datatype origin_datatype, int target_rank,
		 MPI_Aint target_disp, int target_count,
		 MPI_Datatype target_datatype, MPI_Op op, MPI_Win win,
		 MPI_Request *request)
{
  struct rr_rma_call c = accumulate (RR_OP_RACCUMULATE, op, origin_addr,
				     origin_count, origin_datatype, NULL, 0,
				     MPI_DATATYPE_NULL, target_rank,
				     target_disp, target_count,
				     target_datatype);
  c.loc = rr_take_site ();
  int rc = PMPI_Raccumulate (origin_addr, origin_count, origin_datatype,
			     target_rank, target_disp, target_count,
			     target_datatype, op, win, request);
  return record (rc, win, &c, request);
}

int
MPI_Get_accumulate (const void *origin_addr, int origin_count,
		    MPI_Datatype origin_datatype, void *result_addr,
		    int result_count, MPI_Datatype result_datatype,
		    int target_rank, MPI_Aint target_disp, int target_count,
		    MPI_Datatype target_datatype, MPI_Op op, MPI_Win win)
{
  struct rr_rma_call c = accumulate (RR_OP_GET_ACCUMULATE, op, origin_addr,
				     origin_count, origin_datatype,
				     result_addr, result_count,
				     result_datatype, target_rank,
				     target_disp, target_count,
				     target_datatype);
  c.loc = rr_take_site ();
  int rc = PMPI_Get_accumulate (origin_addr, origin_count, origin_datatype,
			      result_addr, result_count, result_datatype,
			      target_rank, target_disp, target_count,
			      target_datatype, op, win);
  return record (rc, win, &c, NULL);
}

int
MPI_Rget_accumulate (const void *origin_addr, int origin_count,
		     MPI_Datatype origin_datatype, void *result_addr,
		     int result_count, MPI_Datatype result_datatype,
		     int target_rank, MPI_Aint target_disp, int target_count,
		     MPI_Datatype target_datatype, MPI_Op op, MPI_Win win,
		     MPI_Request *request)
{
  struct rr_rma_call c = accumulate (RR_OP_RGET_ACCUMULATE, op, origin_addr,
				     origin_count, origin_datatype,
				     result_addr, result_count,
				     result_datatype, target_rank,
				     target_disp, target_count,
				     target_datatype);
  c.loc = rr_take_site ();
  int rc = PMPI_Rget_accumulate (origin_addr, origin_count, origin_datatype,
				 result_addr, result_count, result_datatype,
				 target_rank, target_disp, target_count,
				 target_datatype, op, win, request);
  return record (rc, win, &c, request);
}

int
MPI_Fetch_and_op (const void *origin_addr, void *result_addr,
		  MPI_Datatype datatype, int target_rank, MPI_Aint target_disp,
		  MPI_Op op, MPI_Win win)
{
  struct rr_rma_call c = accumulate (RR_OP_FETCH_AND_OP, op, origin_addr, 1,
				     datatype, result_addr, 1, datatype,
				     target_rank, target_disp, 1, datatype);
  c.loc = rr_take_site ();
  int rc = PMPI_Fetch_and_op (origin_addr, result_addr, datatype, target_rank,
			    target_disp, op, win);
  return record (rc, win, &c, NULL);
}

int
MPI_Compare_and_swap (const void *origin_addr, const void *compare_addr,
		      void *result_addr, MPI_Datatype datatype,
		      int target_rank, MPI_Aint target_disp, MPI_Win win)
{
  struct rr_rma_call c = accumulate (RR_OP_COMPARE_AND_SWAP, MPI_REPLACE,
				     origin_addr, 1, datatype, result_addr, 1,
				     datatype, target_rank, target_disp, 1,
				     datatype);
  c.loc = rr_take_site ();
  /* The standard does not say whether compare-and-swap is "the same
     operation" as another under accumulate_ops: in doubt, it matches
     any, so that no mix of it with other atomics is reported.  */
  c.aop = RR_AOP_NONE;
  c.buf[c.n_buf++] = buffer (compare_addr, 1, datatype, RR_ORIGIN_READ,
			     RR_ROLE_COMPARE);
  int rc = PMPI_Compare_and_swap (origin_addr, compare_addr, result_addr,
				datatype, target_rank, target_disp, win);
  return record (rc, win, &c, NULL);
}
