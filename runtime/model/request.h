/* request.h -- requests the runtime follows to their completion.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

#ifndef RMARACE_REQUEST_H
#define RMARACE_REQUEST_H

#include <mpi.h>

struct rr_event;

/* REQ, returned by a request-based RMA call, completes DONE.  */
void rr_request_track (MPI_Request req, struct rr_event *done);
/* REQ, returned by a nonblocking or persistent call with a message
   buffer, completes DONE (a nonblocking call; NULL for a persistent
   one); MSG, if not NULL, is its buffer, which the entry now owns
   (message.h).  */
struct rr_message;
void rr_request_track_message (MPI_Request req, struct rr_event *done,
			       struct rr_message *msg);
/* REQ, returned by MPI_Irecv on COMM, receives a message.  */
void rr_request_track_recv (MPI_Request req, MPI_Comm comm);
/* REQ, returned by MPI_Imrecv, receives a message whose shadow S its
   probe took (p2p.h): learnt at completion.  */
struct rr_shadow;
void rr_request_track_matched (MPI_Request req, struct rr_shadow *s);

/* REQ completes a nonblocking collective on C that synchronizes its
   members (MPI_Ibarrier...), started now.  */
struct rr_comm;
void rr_request_track_collective (MPI_Request req, struct rr_comm *c);

/* REQ completes a nonblocking rooted or prefix collective (MPI_Ibcast,
   MPI_Ireduce, MPI_Iscan...) after which this member takes N's shadows
   (rr_p2p_nbc_complete).  */
struct rr_nbc;
void rr_request_track_nbc (MPI_Request req, const struct rr_nbc *n);

/* REQ, a nonblocking call's, may read P (malloc'd) until it completes:
   free P then (when MPI_Request_free frees REQ active, P stays).  */
void rr_request_keep (MPI_Request req, void *p);

/* REQ is a persistent send to DEST with TAG on COMM (MPI_Send_init...,
   IS_SEND) or a persistent receive on COMM (MPI_Recv_init).  */
void rr_request_persistent (MPI_Request req, MPI_Comm comm, int dest,
			    int tag, int is_send);
/* Before REQ is started (MPI_Start, MPI_Startall: OP, at LOC): a
   persistent send posts its shadow, and the buffer is pending until the
   request completes.  */
void rr_request_start (MPI_Request req, int op, const char *loc);
/* REQ is complete but not freed (MPI_Request_get_status): its
   buffers are free.  */
void rr_request_buffers_done (MPI_Request req);
/* REQ is about to be freed (MPI_Request_free).  */
void rr_request_free (MPI_Request req);

/* Does the runtime follow any request?  A fast test for the wrappers.  */
int rr_requests_tracked (void);

/* Around a call that may complete some of the N requests REQS (MPI_Wait,
   MPI_Testall...): rr_requests_before copies them into SAVED (N
   entries); rr_requests_after sees which of those the call completed --
   the ones it set to MPI_REQUEST_NULL -- and completes their calls or
   takes their messages' or collectives' order, once per request;
   STATUS_OF (I) is the status of request I (NULL if none).  Called
   without the lock.  */
void rr_requests_before (int n, const MPI_Request *reqs, MPI_Request *saved);
void rr_requests_after (int n, const MPI_Request *reqs,
			const MPI_Request *saved,
			MPI_Status *(*status_of) (int i, void *ctx),
			void *ctx);

#endif /* RMARACE_REQUEST_H */
