/* mpi-p2p.c -- the model code of point-to-point communication.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   A message orders the receiver's future after the sender's past
   (p2p.h).  Sends post their shadow first; receives take it once the
   message is in, with a status of their own where the application
   ignores it.  The application's buffers, tags and messages are passed
   through untouched.  */

#include "p2p.h"
#include "wrap.h"
#include "request.h"
#include "runtime.h"

/* The status to receive into: the caller's, or OWN.  */
static MPI_Status *
status_for (MPI_Status *status, MPI_Status *own)
{
  return status == MPI_STATUS_IGNORE ? own : status;
}

/* Every send mode, blocking or not, posts its shadow first.  */
#define SEND(NAME)							\
  RR_ON (NAME)								\
  {									\
    rr_take_site ();							\
    rr_p2p_send (comm, dest, tag);					\
    return RR_PMPI (NAME);						\
  }

SEND (Send)
SEND (Bsend)
SEND (Ssend)
SEND (Rsend)
SEND (Isend)
SEND (Ibsend)
SEND (Issend)
SEND (Irsend)

RR_ON (Recv)
{
  rr_take_site ();
  if (!rr_rt.ready)
    return RR_PMPI (Recv);
  MPI_Status own;
  status = status_for (status, &own);
  int rc = RR_PMPI (Recv);
  if (rc == MPI_SUCCESS)
    rr_p2p_received (comm, status);
  return rc;
}

RR_ON (Irecv)
{
  rr_take_site ();
  int rc = RR_PMPI (Irecv);
  if (rc == MPI_SUCCESS && rr_rt.ready && request)
    rr_request_track_recv (*request, comm);
  return rc;
}

/* Matched probes: the probe says which communicator the message came
   on, the matched receive takes its shadow there.  */

RR_ON (Mprobe)
{
  rr_take_site ();
  int rc = RR_PMPI (Mprobe);
  if (rc == MPI_SUCCESS)
    rr_p2p_matched (*message, comm);
  return rc;
}

RR_ON (Improbe)
{
  rr_take_site ();
  int rc = RR_PMPI (Improbe);
  if (rc == MPI_SUCCESS && *flag)
    rr_p2p_matched (*message, comm);
  return rc;
}

RR_ON (Mrecv)
{
  rr_take_site ();
  if (!rr_rt.ready)
    return RR_PMPI (Mrecv);
  MPI_Comm comm = rr_p2p_take_matched (*message);
  MPI_Status own;
  status = status_for (status, &own);
  int rc = RR_PMPI (Mrecv);
  if (rc == MPI_SUCCESS && comm != MPI_COMM_NULL)
    rr_p2p_received (comm, status);
  return rc;
}

RR_ON (Imrecv)
{
  rr_take_site ();
  if (!rr_rt.ready)
    return RR_PMPI (Imrecv);
  MPI_Comm comm = rr_p2p_take_matched (*message);
  int rc = RR_PMPI (Imrecv);
  if (rc == MPI_SUCCESS && comm != MPI_COMM_NULL)
    rr_request_track_recv (*request, comm);
  return rc;
}

RR_ON (Sendrecv)
{
  rr_take_site ();
  if (!rr_rt.ready)
    return RR_PMPI (Sendrecv);
  MPI_Status own;
  status = status_for (status, &own);
  rr_p2p_send (comm, dest, sendtag);
  int rc = RR_PMPI (Sendrecv);
  if (rc == MPI_SUCCESS)
    rr_p2p_received (comm, status);
  return rc;
}

RR_ON (Sendrecv_replace)
{
  rr_take_site ();
  if (!rr_rt.ready)
    return RR_PMPI (Sendrecv_replace);
  MPI_Status own;
  status = status_for (status, &own);
  rr_p2p_send (comm, dest, sendtag);
  int rc = RR_PMPI (Sendrecv_replace);
  if (rc == MPI_SUCCESS)
    rr_p2p_received (comm, status);
  return rc;
}

/* Persistent requests: a send posts its shadow at every start, a
   receive takes one at every completion (request.c).  */

#define SEND_INIT(NAME)							\
  RR_ON (NAME)								\
  {									\
    rr_take_site ();							\
    int rc = RR_PMPI (NAME);						\
    if (rc == MPI_SUCCESS && rr_rt.ready)				\
      rr_request_persistent (*request, comm, dest, tag, 1);		\
    return rc;								\
  }

SEND_INIT (Send_init)
SEND_INIT (Bsend_init)
SEND_INIT (Ssend_init)
SEND_INIT (Rsend_init)

RR_ON (Recv_init)
{
  rr_take_site ();
  int rc = RR_PMPI (Recv_init);
  if (rc == MPI_SUCCESS && rr_rt.ready)
    rr_request_persistent (*request, comm, source, tag, 0);
  return rc;
}

RR_ON (Start)
{
  rr_take_site ();
  rr_request_start (*request);
  return RR_PMPI (Start);
}

RR_ON (Startall)
{
  rr_take_site ();
  for (int i = 0; i < count; i++)
    rr_request_start (requests[i]);
  return RR_PMPI (Startall);
}

RR_ON (Request_free)
{
  rr_take_site ();
  rr_request_free (*request);
  return RR_PMPI (Request_free);
}
