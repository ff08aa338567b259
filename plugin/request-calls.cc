/* request-calls.cc -- the MPI calls the compile-time check of message
   buffers and requests knows.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   The positions below are those of the C bindings, from 0; Fortran's are
   the same (ierror comes last).  This table is meant to be generated from
   the project's one table of MPI calls, which knows every argument's kind
   (buffer, count, datatype, request).  */

#include "gcc-common.h"
#include "path-feasible.h"
#include "request-check.h"

#define NOBUF { -1, -1, -1, BD_NONE }
#define SEND(a, c, t) { a, c, t, BD_READ }
#define RECV(a, c, t) { a, c, t, BD_WRITE }

static const struct req_fn req_fns[] = {
  { "mpi_isend", "MPI_Isend", RQ_NONBLOCKING, { SEND (0, 1, 2), NOBUF }, 6,
    -1 },
  { "mpi_ibsend", "MPI_Ibsend", RQ_NONBLOCKING, { SEND (0, 1, 2), NOBUF }, 6,
    -1 },
  { "mpi_issend", "MPI_Issend", RQ_NONBLOCKING, { SEND (0, 1, 2), NOBUF }, 6,
    -1 },
  { "mpi_irsend", "MPI_Irsend", RQ_NONBLOCKING, { SEND (0, 1, 2), NOBUF }, 6,
    -1 },
  { "mpi_irecv", "MPI_Irecv", RQ_NONBLOCKING, { RECV (0, 1, 2), NOBUF }, 6,
    -1 },
  { "mpi_imrecv", "MPI_Imrecv", RQ_NONBLOCKING, { RECV (0, 1, 2), NOBUF }, 4,
    -1 },
  /* The root reads the buffer of a broadcast, the others write it: only
     the read is certain.  A reduction's receive buffer is the root's.  */
  { "mpi_ibcast", "MPI_Ibcast", RQ_NONBLOCKING, { SEND (0, 1, 2), NOBUF }, 5,
    -1 },
  { "mpi_ireduce", "MPI_Ireduce", RQ_NONBLOCKING, { SEND (0, 2, 3), NOBUF },
    7, -1 },
  { "mpi_iallreduce", "MPI_Iallreduce", RQ_NONBLOCKING,
    { SEND (0, 2, 3), RECV (1, 2, 3) }, 6, -1 },
  { "mpi_iscan", "MPI_Iscan", RQ_NONBLOCKING,
    { SEND (0, 2, 3), RECV (1, 2, 3) }, 6, -1 },
  /* Rank 0's receive buffer of an exclusive scan is not written.  */
  { "mpi_iexscan", "MPI_Iexscan", RQ_NONBLOCKING, { SEND (0, 2, 3), NOBUF },
    6, -1 },
  { "mpi_ibarrier", "MPI_Ibarrier", RQ_NONBLOCKING, { NOBUF, NOBUF }, 1, -1 },
  /* With a count per process, the first COUNT elements of the buffer
     are certainly touched (the part of process 0), at every rank.  A
     root's buffers are only the root's.  */
  { "mpi_igather", "MPI_Igather", RQ_NONBLOCKING, { SEND (0, 1, 2), NOBUF },
    8, -1 },
  { "mpi_iscatter", "MPI_Iscatter", RQ_NONBLOCKING,
    { RECV (3, 4, 5), NOBUF }, 8, -1 },
  { "mpi_iallgather", "MPI_Iallgather", RQ_NONBLOCKING,
    { SEND (0, 1, 2), RECV (3, 4, 5) }, 7, -1 },
  { "mpi_ialltoall", "MPI_Ialltoall", RQ_NONBLOCKING,
    { SEND (0, 1, 2), RECV (3, 4, 5) }, 7, -1 },

  { "mpi_send_init", "MPI_Send_init", RQ_INIT, { SEND (0, 1, 2), NOBUF }, 6,
    -1 },
  { "mpi_bsend_init", "MPI_Bsend_init", RQ_INIT, { SEND (0, 1, 2), NOBUF }, 6,
    -1 },
  { "mpi_ssend_init", "MPI_Ssend_init", RQ_INIT, { SEND (0, 1, 2), NOBUF }, 6,
    -1 },
  { "mpi_rsend_init", "MPI_Rsend_init", RQ_INIT, { SEND (0, 1, 2), NOBUF }, 6,
    -1 },
  { "mpi_recv_init", "MPI_Recv_init", RQ_INIT, { RECV (0, 1, 2), NOBUF }, 6,
    -1 },
  { "mpi_start", "MPI_Start", RQ_START, { NOBUF, NOBUF }, 0, -1 },
  /* Starting is not completing, but the check does not follow what
     MPI_Startall starts; taking it as completing keeps it quiet.  */
  { "mpi_startall", "MPI_Startall", RQ_WAIT_ARRAY, { NOBUF, NOBUF }, 1, 0 },

  { "mpi_wait", "MPI_Wait", RQ_WAIT, { NOBUF, NOBUF }, 0, -1 },
  { "mpi_test", "MPI_Test", RQ_WAIT, { NOBUF, NOBUF }, 0, -1 },
  { "mpi_request_get_status", "MPI_Request_get_status", RQ_WAIT,
    { NOBUF, NOBUF }, 0, -1 },
  { "mpi_waitall", "MPI_Waitall", RQ_WAIT_ARRAY, { NOBUF, NOBUF }, 1, 0 },
  { "mpi_waitany", "MPI_Waitany", RQ_WAIT_ARRAY, { NOBUF, NOBUF }, 1, 0 },
  { "mpi_waitsome", "MPI_Waitsome", RQ_WAIT_ARRAY, { NOBUF, NOBUF }, 1, 0 },
  { "mpi_testall", "MPI_Testall", RQ_WAIT_ARRAY, { NOBUF, NOBUF }, 1, 0 },
  { "mpi_testany", "MPI_Testany", RQ_WAIT_ARRAY, { NOBUF, NOBUF }, 1, 0 },
  { "mpi_testsome", "MPI_Testsome", RQ_WAIT_ARRAY, { NOBUF, NOBUF }, 1, 0 },

  { "mpi_send", "MPI_Send", RQ_BLOCKING, { SEND (0, 1, 2), NOBUF }, -1, -1 },
  { "mpi_bsend", "MPI_Bsend", RQ_BLOCKING, { SEND (0, 1, 2), NOBUF }, -1, -1 },
  { "mpi_ssend", "MPI_Ssend", RQ_BLOCKING, { SEND (0, 1, 2), NOBUF }, -1, -1 },
  { "mpi_rsend", "MPI_Rsend", RQ_BLOCKING, { SEND (0, 1, 2), NOBUF }, -1, -1 },
  { "mpi_recv", "MPI_Recv", RQ_BLOCKING, { RECV (0, 1, 2), NOBUF }, -1, -1 },
  { "mpi_sendrecv", "MPI_Sendrecv", RQ_BLOCKING,
    { SEND (0, 1, 2), RECV (5, 6, 7) }, -1, -1 },

  { "mpi_finalize", "MPI_Finalize", RQ_END_ALL, { NOBUF, NOBUF }, -1, -1 },
  { "mpi_abort", "MPI_Abort", RQ_END_ALL, { NOBUF, NOBUF }, -1, -1 },
};

#undef NOBUF
#undef SEND
#undef RECV

const req_fn *
rmarace_request_call (tree fndecl, bool *mpi, bool *fortran)
{
  *mpi = *fortran = false;
  if (!DECL_NAME (fndecl))
    return NULL;
  const char *id = IDENTIFIER_POINTER (DECL_NAME (fndecl));
  size_t len = IDENTIFIER_LENGTH (DECL_NAME (fndecl));
  if ((id[0] == 'p' || id[0] == 'P') && (id[1] == 'm' || id[1] == 'M'))
    id++, len--;
  if (len < 5 || len > 60 || strncasecmp (id, "mpi_", 4) != 0)
    return NULL;
  *mpi = true;
  /* C: "MPI_Isend"; Fortran: "mpi_isend" (mpif.h, use mpi),
     "mpi_isend_f08" or "mpi_isend_f08ts" (use mpi_f08).  */
  *fortran = id[0] == 'm';
  char name[64];
  for (size_t i = 0; i < len; i++)
    name[i] = TOLOWER (id[i]);
  name[len] = '\0';
  if (name[len - 1] == '_')
    name[--len] = '\0';
  if (len > 6 && strcmp (name + len - 6, "_f08ts") == 0)
    name[len - 6] = '\0';
  else if (len > 4 && strcmp (name + len - 4, "_f08") == 0)
    name[len - 4] = '\0';
  for (size_t i = 0; i < ARRAY_SIZE (req_fns); i++)
    if (strcmp (name, req_fns[i].name) == 0)
      return &req_fns[i];
  return NULL;
}
