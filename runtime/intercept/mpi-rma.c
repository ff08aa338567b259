/* mpi-rma.c -- the model code of the RMA communication calls.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Each call's code describes it -- which local buffers it reads or
   writes, what it does at the target -- makes the real call
   (RR_PMPI), arguments untouched, and records the call if MPI accepted
   it: a call MPI rejects (with MPI_ERRORS_RETURN) did not happen.  */

#include "check.h"
#include "datatype.h"
#include "event.h"
#include "request.h"
#include "wrap.h"

RR_TLS unsigned rr_poll_calls;

/* Record CALL on window WIN, made and accepted (RC) by MPI, if the
   runtime tracks WIN; REQUEST is the request of a request-based call,
   else NULL.  Return RC.  */
static int
record (int rc, MPI_Win win, struct rr_rma_call *call, MPI_Request *request)
{
  if (rc != MPI_SUCCESS)
    return rc;
  /* An RMA call is no delivery point (wrap.h).  */
  struct rr_window *w = rr_enter_poll (win, rr_poll_due ());
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

/* Set every field of *C but its buffers (which it has none of yet):
   only the N_BUF buffers it will have are read, so the rest of the
   array is left as it is, not cleared at each call.  */
static void
call_init (struct rr_rma_call *c, int op, int target_kind, int target_rank,
	   MPI_Aint target_disp, int target_count, MPI_Datatype target_type)
{
  c->op = op;
  c->n_buf = 0;
  c->target_kind = target_kind;
  c->basic = 0;
  c->aop = RR_AOP_NONE;
  c->elsize = 0;
  c->trank = target_rank;
  c->tdisp = target_disp;
  c->tcount = target_count;
  c->ttype = target_type;
  c->request_done = NULL;
  c->loc = NULL;
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
  struct rr_rma_call c;
  call_init (&c, op, is_get ? RR_TARGET_READ : RR_TARGET_WRITE, target_rank,
	     target_disp, target_count, target_type);
  c.n_buf = 1;
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
  struct rr_rma_call c;
  call_init (&c, op_code, no_op ? RR_TARGET_READ : RR_TARGET_UPDATE,
	     target_rank, target_disp, target_count, target_type);
  c.aop = aop_of (op);
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

/* MPI_Put, MPI_Get (IS_GET) and their request-based forms (REQUEST,
   else NULL).  */
#define PUT_GET(NAME, OP, IS_GET, REQUEST)				\
  RR_ON (NAME)								\
  {									\
    struct rr_rma_call c = put_get (OP, IS_GET, origin_addr,		\
				    origin_count, origin_datatype,	\
				    target_rank, target_disp,		\
				    target_count, target_datatype);	\
    c.loc = RR_SITE (NAME);						\
    int rc = RR_PMPI (NAME);						\
    return record (rc, win, &c, REQUEST);				\
  }

PUT_GET (Put, RR_OP_PUT, 0, NULL)
PUT_GET (Get, RR_OP_GET, 1, NULL)
PUT_GET (Rput, RR_OP_RPUT, 0, request)
PUT_GET (Rget, RR_OP_RGET, 1, request)

/* MPI_Accumulate, MPI_Get_accumulate (with a RESULT buffer of RCOUNT
   RTYPE) and their request-based forms.  */
#define ACCUMULATE(NAME, OP, RESULT, RCOUNT, RTYPE, REQUEST)		\
  RR_ON (NAME)								\
  {									\
    struct rr_rma_call c = accumulate (OP, op, origin_addr,		\
				       origin_count, origin_datatype,	\
				       RESULT, RCOUNT, RTYPE,		\
				       target_rank, target_disp,	\
				       target_count, target_datatype);	\
    c.loc = RR_SITE (NAME);						\
    int rc = RR_PMPI (NAME);						\
    return record (rc, win, &c, REQUEST);				\
  }

ACCUMULATE (Accumulate, RR_OP_ACCUMULATE, NULL, 0, MPI_DATATYPE_NULL, NULL)
ACCUMULATE (Raccumulate, RR_OP_RACCUMULATE, NULL, 0, MPI_DATATYPE_NULL,
	    request)
ACCUMULATE (Get_accumulate, RR_OP_GET_ACCUMULATE, result_addr,
	    result_count, result_datatype, NULL)
ACCUMULATE (Rget_accumulate, RR_OP_RGET_ACCUMULATE, result_addr,
	    result_count, result_datatype, request)

RR_ON (Fetch_and_op)
{
  struct rr_rma_call c = accumulate (RR_OP_FETCH_AND_OP, op, origin_addr, 1,
				     datatype, result_addr, 1, datatype,
				     target_rank, target_disp, 1, datatype);
  c.loc = RR_SITE (Fetch_and_op);
  int rc = RR_PMPI (Fetch_and_op);
  return record (rc, win, &c, NULL);
}

RR_ON (Compare_and_swap)
{
  struct rr_rma_call c = accumulate (RR_OP_COMPARE_AND_SWAP, MPI_REPLACE,
				     origin_addr, 1, datatype, result_addr, 1,
				     datatype, target_rank, target_disp, 1,
				     datatype);
  c.loc = RR_SITE (Compare_and_swap);
  /* The standard does not say whether compare-and-swap is "the same
     operation" as another under accumulate_ops: in doubt, it matches
     any, so that no mix of it with other atomics is reported.  */
  c.aop = RR_AOP_NONE;
  c.buf[c.n_buf++] = buffer (compare_addr, 1, datatype, RR_ORIGIN_READ,
			     RR_ROLE_COMPARE);
  int rc = RR_PMPI (Compare_and_swap);
  return record (rc, win, &c, NULL);
}
