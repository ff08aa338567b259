/* mpi-p2p.c -- the model code of point-to-point communication.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   A message orders the receiver's future after the sender's past
   (p2p.h).  Sends post their shadow first; receives take it once the
   message is in, with a status of their own where the application
   ignores it.  The application's buffers, tags and messages are passed
   through untouched.  */

#include "access.h"
#include "message.h"
#include "p2p.h"
#include "request.h"
#include "runtime.h"
#include "wrap.h"

/* The status to receive into: the caller's, or OWN.  */
static MPI_Status *
status_for (MPI_Status *status, MPI_Status *own)
{
  return status == MPI_STATUS_IGNORE ? own : status;
}

#define SEND_WRAPPER(NAME, OP)						\
  RR_ON (NAME)								\
  {									\
    const char *loc = RR_SITE (NAME);					\
    rr_message_now (OP, RR_ROLE_SEND, buf, count, datatype, dest, loc);	\
    rr_p2p_send (comm, dest, tag);					\
    return RR_PMPI (NAME);						\
  }

SEND_WRAPPER (Send, RR_OP_SEND)
SEND_WRAPPER (Bsend, RR_OP_BSEND)
SEND_WRAPPER (Ssend, RR_OP_SSEND)
SEND_WRAPPER (Rsend, RR_OP_RSEND)

/* The buffer is pending from before the shadow, which orders it for the
   receiver, to the request's completion.  */
#define ISEND_WRAPPER(NAME, OP)						\
  RR_ON (NAME)								\
  {									\
    const char *loc = RR_SITE (NAME);					\
    struct rr_message *msg = rr_message_begin (OP, RR_ROLE_SEND, buf,	\
					      count, datatype, dest,	\
					      loc);			\
    rr_p2p_send (comm, dest, tag);					\
    int rc = RR_PMPI (NAME);						\
    rr_message_end (msg, rc, request);					\
    return rc;								\
  }

ISEND_WRAPPER (Isend, RR_OP_ISEND)
ISEND_WRAPPER (Ibsend, RR_OP_IBSEND)
ISEND_WRAPPER (Issend, RR_OP_ISSEND)
ISEND_WRAPPER (Irsend, RR_OP_IRSEND)

RR_ON (Recv)
{
  const char *loc = RR_SITE (Recv);
  if (!rr_rt.ready)
    return RR_PMPI (Recv);
  MPI_Status own;
  status = status_for (status, &own);
  int rc = RR_PMPI (Recv);
  if (rc == MPI_SUCCESS)
    rr_p2p_received (comm, status);
  if (rc == MPI_SUCCESS)
    rr_message_now (RR_OP_RECV, RR_ROLE_RECV, buf, count, datatype, source,
		    loc);
  return rc;
}

RR_ON (Irecv)
{
  const char *loc = RR_SITE (Irecv);
  struct rr_message *msg = rr_message_begin (RR_OP_IRECV, RR_ROLE_RECV, buf,
					    count, datatype, source, loc);
  int rc = RR_PMPI (Irecv);
  if (rc == MPI_SUCCESS && rr_rt.ready && request)
    rr_request_track_recv (*request, comm);
  rr_message_end (msg, rc, request);
  return rc;
}

/* Matched probes: the probe matches the message, so it takes the
   message's shadow, in the order MPI matches them; the matched receive
   learns it.  */

RR_ON (Mprobe)
{
  rr_forget_site ();
  MPI_Status own;
  status = status_for (status, &own);
  int rc = RR_PMPI (Mprobe);
  if (rc == MPI_SUCCESS)
    rr_p2p_matched (*message, comm, status);
  return rc;
}

RR_ON (Improbe)
{
  rr_forget_site ();
  MPI_Status own;
  status = status_for (status, &own);
  int rc = RR_PMPI (Improbe);
  if (rc == MPI_SUCCESS && *flag)
    rr_p2p_matched (*message, comm, status);
  return rc;
}

RR_ON (Mrecv)
{
  const char *loc = RR_SITE (Mrecv);
  if (!rr_rt.ready)
    return RR_PMPI (Mrecv);
  /* MPI_MESSAGE_NO_PROC receives from MPI_PROC_NULL.  */
  int source = *message == MPI_MESSAGE_NO_PROC ? MPI_PROC_NULL : 0;
  struct rr_shadow *shadow = rr_p2p_take_matched (*message);
  int rc = RR_PMPI (Mrecv);
  if (rc == MPI_SUCCESS)
    rr_p2p_learn_shadow (shadow);
  else
    rr_p2p_drop_shadow (shadow);
  if (rc == MPI_SUCCESS)
    rr_message_now (RR_OP_MRECV, RR_ROLE_RECV, buf, count, datatype, source,
		    loc);
  return rc;
}

RR_ON (Imrecv)
{
  const char *loc = RR_SITE (Imrecv);
  if (!rr_rt.ready)
    return RR_PMPI (Imrecv);
  int source = *message == MPI_MESSAGE_NO_PROC ? MPI_PROC_NULL : 0;
  struct rr_shadow *shadow = rr_p2p_take_matched (*message);
  struct rr_message *msg = rr_message_begin (RR_OP_IMRECV, RR_ROLE_RECV, buf,
					    count, datatype, source, loc);
  int rc = RR_PMPI (Imrecv);
  if (rc == MPI_SUCCESS && shadow)
    rr_request_track_matched (*request, shadow);
  else
    rr_p2p_drop_shadow (shadow);
  rr_message_end (msg, rc, request);
  return rc;
}

RR_ON (Sendrecv)
{
  const char *loc = RR_SITE (Sendrecv);
  if (!rr_rt.ready)
    return RR_PMPI (Sendrecv);
  MPI_Status own;
  status = status_for (status, &own);
  rr_message_now (RR_OP_SENDRECV, RR_ROLE_SEND, sendbuf, sendcount,
		  sendtype, dest, loc);
  rr_p2p_send (comm, dest, sendtag);
  int rc = RR_PMPI (Sendrecv);
  if (rc == MPI_SUCCESS)
    rr_p2p_received (comm, status);
  if (rc == MPI_SUCCESS)
    rr_message_now (RR_OP_SENDRECV, RR_ROLE_RECV, recvbuf, recvcount,
		    recvtype, source, loc);
  return rc;
}

RR_ON (Sendrecv_replace)
{
  const char *loc = RR_SITE (Sendrecv_replace);
  if (!rr_rt.ready)
    return RR_PMPI (Sendrecv_replace);
  MPI_Status own;
  status = status_for (status, &own);
  rr_message_now (RR_OP_SENDRECV_REPLACE, RR_ROLE_SEND, buf, count,
		  datatype, dest, loc);
  rr_p2p_send (comm, dest, sendtag);
  int rc = RR_PMPI (Sendrecv_replace);
  if (rc == MPI_SUCCESS)
    rr_p2p_received (comm, status);
  if (rc == MPI_SUCCESS)
    rr_message_now (RR_OP_SENDRECV_REPLACE, RR_ROLE_RECV, buf, count,
		    datatype, source, loc);
  return rc;
}

/* Persistent requests: a send posts its shadow at every start, a
   receive takes one at every completion (request.c).  */

#define SEND_INIT_WRAPPER(NAME)						\
  RR_ON (NAME)								\
  {									\
    rr_forget_site ();							\
    int rc = RR_PMPI (NAME);						\
    if (rc == MPI_SUCCESS && rr_rt.ready)				\
      {									\
	rr_request_persistent (*request, comm, dest, tag, 1);		\
	rr_message_persistent (RR_ROLE_SEND, buf, count, datatype, dest, \
			       *request);				\
      }									\
    return rc;								\
  }

SEND_INIT_WRAPPER (Send_init)
SEND_INIT_WRAPPER (Bsend_init)
SEND_INIT_WRAPPER (Ssend_init)
SEND_INIT_WRAPPER (Rsend_init)

RR_ON (Recv_init)
{
  rr_forget_site ();
  int rc = RR_PMPI (Recv_init);
  if (rc == MPI_SUCCESS && rr_rt.ready)
    {
      rr_request_persistent (*request, comm, source, tag, 0);
      rr_message_persistent (RR_ROLE_RECV, buf, count, datatype, source,
			     *request);
    }
  return rc;
}

RR_ON (Start)
{
  const char *loc = RR_SITE (Start);
  rr_request_start (*request, RR_OP_START, loc);
  return RR_PMPI (Start);
}

RR_ON (Startall)
{
  const char *loc = RR_SITE (Startall);
  for (int i = 0; i < count; i++)
    rr_request_start (requests[i], RR_OP_STARTALL, loc);
  return RR_PMPI (Startall);
}

RR_ON (Request_free)
{
  rr_forget_site ();
  rr_request_free (*request);
  return RR_PMPI (Request_free);
}
