/* request-check.h -- the compile-time check of message buffers and
   requests: what it borrows from the origin-side check, and the MPI
   calls it knows (request-calls.cc).
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   request-check.cc reads buffers and accesses the way local-race.cc does
   (the same resolution of pointers, offsets, counts and datatypes), so
   local-race.cc lends it these entry points rather than the code being
   written twice.  Include gcc-common.h and path-feasible.h first.  */

#ifndef RMARACE_REQUEST_CHECK_H
#define RMARACE_REQUEST_CHECK_H

/* A range of memory as local-race.cc sees it: BASE (a declaration, an
   SSA pointer, or with THROUGH the call that stored the pointer THROUGH
   holds) plus OFF bytes when OFF_KNOWN, SIZE bytes surely (0: unknown);
   with an unknown offset, the EXT_SIZE bytes from EXT_OFF the access
   surely stays in (0: unknown).  REF is for the alias oracle; NAME_EXPR
   (a reference, or with NAME_PTR a pointer) names it.  */
struct rr_bytes
{
  tree base, through;
  HOST_WIDE_INT off, size, ext_off, ext_size;
  bool off_known;
  ao_ref ref;
  tree name_expr;
  bool name_ptr;
};

/* The buffer of MPI call STMT at argument ADDR with COUNT elements
   (argument COUNT) of the datatype at argument TYPE; FORTRAN when every
   argument is by reference.  False when it is nothing to follow
   (MPI_BOTTOM, MPI_IN_PLACE, a count of 0).  */
bool rmarace_mpi_buffer (gcall *stmt, int addr, int count, int type,
			 bool fortran, rr_bytes *out);

/* The bytes memory reference REF accessed at AT touches; false when they
   cannot be a message buffer (a register-like local, a constant).  */
bool rmarace_memory_ref (tree ref, gimple *at, rr_bytes *out);

/* Where pointer PTR, used at AT, points.  */
void rmarace_resolve_pointer (tree ptr, gimple *at, tree *base,
			      HOST_WIDE_INT *off, bool *off_known);

/* The constant value of integer T at AT (with BY_REF, of what T points
   to); false when not known.  */
bool rmarace_int_value (tree t, gimple *at, bool by_ref, HOST_WIDE_INT *val);

/* A name for B in a message, as the origin-side check names memory.  */
const char *rmarace_bytes_name (const rr_bytes &b);

/* request-calls.cc: what the check knows of an MPI call.  */

enum req_role
{
  RQ_NONBLOCKING,		/* starts an operation, stores its request */
  RQ_INIT,			/* makes a persistent request, inactive */
  RQ_START,			/* starts a persistent request */
  RQ_WAIT,			/* may complete the request at REQUEST */
  RQ_WAIT_ARRAY,		/* may complete COUNT requests at REQUEST */
  RQ_BLOCKING,			/* reads or writes its buffers at the call */
  RQ_END_ALL			/* no request outlives it */
};

enum buf_dir
{
  BD_NONE,
  BD_READ,			/* a send buffer */
  BD_WRITE			/* a receive buffer */
};

struct req_buf
{
  signed char addr, count, type;
  unsigned char dir;
};

struct req_fn
{
  const char *name;		/* lower case, no "p" prefix, no suffix */
  const char *display;
  enum req_role role;
  struct req_buf buf[2];
  signed char request;		/* the request, or the array of them */
  signed char count;		/* the array's count, for RQ_WAIT_ARRAY */
};

/* The entry for FNDECL, or NULL; *MPI is set for any MPI function,
   *FORTRAN for a Fortran binding (everything by reference).  */
const req_fn *rmarace_request_call (tree fndecl, bool *mpi, bool *fortran);

#endif /* RMARACE_REQUEST_CHECK_H */
