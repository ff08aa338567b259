/* mpi-p2p.c -- the C bindings of point-to-point communication.
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

/* The status to receive into: the caller's, or OWN.  */
static MPI_Status *
status_for (MPI_Status *status, MPI_Status *own)
{
  return status == MPI_STATUS_IGNORE ? own : status;
}

#define SEND_WRAPPER(NAME, OP)						\
  int									\
  MPI_##NAME (const void *buf, int count, MPI_Datatype datatype,	\
	      int dest, int tag, MPI_Comm comm)				\
  {									\
    const char *loc = rr_take_site ();					\
    rr_message_now (OP, RR_ROLE_SEND, buf, count, datatype, dest, loc);	\
    rr_p2p_send (comm, dest, tag);					\
    return PMPI_##NAME (buf, count, datatype, dest, tag, comm);	\
  }

SEND_WRAPPER (Send, RR_OP_SEND)
SEND_WRAPPER (Bsend, RR_OP_BSEND)
SEND_WRAPPER (Ssend, RR_OP_SSEND)
SEND_WRAPPER (Rsend, RR_OP_RSEND)

/* The buffer is pending from before the shadow, which orders it for the
   receiver, to the request's completion.  */
#define ISEND_WRAPPER(NAME, OP)						\
  int									\
  MPI_##NAME (const void *buf, int count, MPI_Datatype datatype,	\
	      int dest, int tag, MPI_Comm comm, MPI_Request *request)	\
  {									\
    const char *loc = rr_take_site ();					\
    struct rr_message *msg = rr_message_begin (OP, RR_ROLE_SEND, buf,	\
					      count, datatype, dest,	\
					      loc);			\
    rr_p2p_send (comm, dest, tag);					\
    int rc = PMPI_##NAME (buf, count, datatype, dest, tag, comm,	\
			  request);					\
    rr_message_end (msg, rc, request);					\
    return rc;								\
  }

ISEND_WRAPPER (Isend, RR_OP_ISEND)
ISEND_WRAPPER (Ibsend, RR_OP_IBSEND)
ISEND_WRAPPER (Issend, RR_OP_ISSEND)
ISEND_WRAPPER (Irsend, RR_OP_IRSEND)

int
MPI_Recv (void *buf, int count, MPI_Datatype datatype, int source, int tag,
	  MPI_Comm comm, MPI_Status *status)
{
  const char *loc = rr_take_site ();
  if (!rr_rt.ready)
    return PMPI_Recv (buf, count, datatype, source, tag, comm, status);
  MPI_Status own;
  MPI_Status *st = status_for (status, &own);
  int rc = PMPI_Recv (buf, count, datatype, source, tag, comm, st);
  if (rc == MPI_SUCCESS)
    rr_p2p_received (comm, st);
  if (rc == MPI_SUCCESS)
    rr_message_now (RR_OP_RECV, RR_ROLE_RECV, buf, count, datatype, source,
		    loc);
  return rc;
}

int
MPI_Irecv (void *buf, int count, MPI_Datatype datatype, int source, int tag,
	   MPI_Comm comm, MPI_Request *request)
{
  const char *loc = rr_take_site ();
  struct rr_message *msg = rr_message_begin (RR_OP_IRECV, RR_ROLE_RECV, buf,
					    count, datatype, source, loc);
  int rc = PMPI_Irecv (buf, count, datatype, source, tag, comm, request);
  if (rc == MPI_SUCCESS && rr_rt.ready && request)
    rr_request_track_recv (*request, comm);
  rr_message_end (msg, rc, request);
  return rc;
}

/* Matched probes: the probe says which communicator the message came
   on, the matched receive takes its shadow there.  */

int
MPI_Mprobe (int source, int tag, MPI_Comm comm, MPI_Message *message,
	    MPI_Status *status)
{
  rr_take_site ();
  int rc = PMPI_Mprobe (source, tag, comm, message, status);
  if (rc == MPI_SUCCESS)
    rr_p2p_matched (*message, comm);
  return rc;
}

int
MPI_Improbe (int source, int tag, MPI_Comm comm, int *flag,
	     MPI_Message *message, MPI_Status *status)
{
  rr_take_site ();
  int rc = PMPI_Improbe (source, tag, comm, flag, message, status);
  if (rc == MPI_SUCCESS && *flag)
    rr_p2p_matched (*message, comm);
  return rc;
}

int
MPI_Mrecv (void *buf, int count, MPI_Datatype datatype,
	   MPI_Message *message, MPI_Status *status)
{
  const char *loc = rr_take_site ();
  if (!rr_rt.ready)
    return PMPI_Mrecv (buf, count, datatype, message, status);
  /* MPI_MESSAGE_NO_PROC receives from MPI_PROC_NULL.  */
  int source = *message == MPI_MESSAGE_NO_PROC ? MPI_PROC_NULL : 0;
  MPI_Comm comm = rr_p2p_take_matched (*message);
  MPI_Status own;
  MPI_Status *st = status_for (status, &own);
  int rc = PMPI_Mrecv (buf, count, datatype, message, st);
  if (rc == MPI_SUCCESS && comm != MPI_COMM_NULL)
    rr_p2p_received (comm, st);
  if (rc == MPI_SUCCESS)
    rr_message_now (RR_OP_MRECV, RR_ROLE_RECV, buf, count, datatype, source,
		    loc);
  return rc;
}

int
MPI_Imrecv (void *buf, int count, MPI_Datatype datatype,
	    MPI_Message *message, MPI_Request *request)
{
  const char *loc = rr_take_site ();
  if (!rr_rt.ready)
    return PMPI_Imrecv (buf, count, datatype, message, request);
  int source = *message == MPI_MESSAGE_NO_PROC ? MPI_PROC_NULL : 0;
  MPI_Comm comm = rr_p2p_take_matched (*message);
  struct rr_message *msg = rr_message_begin (RR_OP_IMRECV, RR_ROLE_RECV, buf,
					    count, datatype, source, loc);
  int rc = PMPI_Imrecv (buf, count, datatype, message, request);
  if (rc == MPI_SUCCESS && comm != MPI_COMM_NULL)
    rr_request_track_recv (*request, comm);
  rr_message_end (msg, rc, request);
  return rc;
}

int
MPI_Sendrecv (const void *sendbuf, int sendcount, MPI_Datatype sendtype,
	      int dest, int sendtag, void *recvbuf, int recvcount,
	      MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm,
	      MPI_Status *status)
{
  const char *loc = rr_take_site ();
  if (!rr_rt.ready)
    return PMPI_Sendrecv (sendbuf, sendcount, sendtype, dest, sendtag,
			  recvbuf, recvcount, recvtype, source, recvtag,
			  comm, status);
  MPI_Status own;
  MPI_Status *st = status_for (status, &own);
  rr_message_now (RR_OP_SENDRECV, RR_ROLE_SEND, sendbuf, sendcount,
		  sendtype, dest, loc);
  rr_p2p_send (comm, dest, sendtag);
  int rc = PMPI_Sendrecv (sendbuf, sendcount, sendtype, dest, sendtag,
			  recvbuf, recvcount, recvtype, source, recvtag, comm,
			  st);
  if (rc == MPI_SUCCESS)
    rr_p2p_received (comm, st);
  if (rc == MPI_SUCCESS)
    rr_message_now (RR_OP_SENDRECV, RR_ROLE_RECV, recvbuf, recvcount,
		    recvtype, source, loc);
  return rc;
}

int
MPI_Sendrecv_replace (void *buf, int count, MPI_Datatype datatype, int dest,
		      int sendtag, int source, int recvtag, MPI_Comm comm,
		      MPI_Status *status)
{
  const char *loc = rr_take_site ();
  if (!rr_rt.ready)
    return PMPI_Sendrecv_replace (buf, count, datatype, dest, sendtag,
				  source, recvtag, comm, status);
  MPI_Status own;
  MPI_Status *st = status_for (status, &own);
  rr_message_now (RR_OP_SENDRECV_REPLACE, RR_ROLE_SEND, buf, count,
		  datatype, dest, loc);
  rr_p2p_send (comm, dest, sendtag);
  int rc = PMPI_Sendrecv_replace (buf, count, datatype, dest, sendtag,
				  source, recvtag, comm, st);
  if (rc == MPI_SUCCESS)
    rr_p2p_received (comm, st);
  if (rc == MPI_SUCCESS)
    rr_message_now (RR_OP_SENDRECV_REPLACE, RR_ROLE_RECV, buf, count,
		    datatype, source, loc);
  return rc;
}

/* Persistent requests: a send posts its shadow at every start, a
   receive takes one at every completion (request.c).  */

#define SEND_INIT_WRAPPER(NAME)						\
  int									\
  MPI_##NAME (const void *buf, int count, MPI_Datatype datatype,	\
	      int dest, int tag, MPI_Comm comm, MPI_Request *request)	\
  {									\
    rr_take_site ();							\
    int rc = PMPI_##NAME (buf, count, datatype, dest, tag, comm,	\
			  request);					\
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

int
MPI_Recv_init (void *buf, int count, MPI_Datatype datatype, int source,
	       int tag, MPI_Comm comm, MPI_Request *request)
{
  rr_take_site ();
  int rc = PMPI_Recv_init (buf, count, datatype, source, tag, comm,
			   request);
  if (rc == MPI_SUCCESS && rr_rt.ready)
    {
      rr_request_persistent (*request, comm, source, tag, 0);
      rr_message_persistent (RR_ROLE_RECV, buf, count, datatype, source,
			     *request);
    }
  return rc;
}

int
MPI_Start (MPI_Request *request)
{
  const char *loc = rr_take_site ();
  rr_request_start (*request, RR_OP_START, loc);
  return PMPI_Start (request);
}

int
MPI_Startall (int count, MPI_Request requests[])
{
  const char *loc = rr_take_site ();
  for (int i = 0; i < count; i++)
    rr_request_start (requests[i], RR_OP_STARTALL, loc);
  return PMPI_Startall (count, requests);
}

int
MPI_Request_free (MPI_Request *request)
{
  rr_take_site ();
  rr_request_free (*request);
  return PMPI_Request_free (request);
}
