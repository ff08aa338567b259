/* datatype.h -- the bytes an MPI call touches.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

#ifndef RMARACE_DATATYPE_H
#define RMARACE_DATATYPE_H

#include <mpi.h>
#include <stddef.h>
#include <stdint.h>
#include "notify.h"

/* Describe the bytes COUNT elements of TYPE touch, relative to the
   buffer's address, as ranges sorted by offset, disjoint and not touching
   (adjacent pieces are merged); return how many, and set *OUT to them
   (freed by the caller with free).  0 means none, or a layout the runtime
   cannot describe exactly: such accesses are not tracked, so that no false
   race can follow from them; *OUT is then NULL.  */
size_t rr_type_ranges (int count, MPI_Datatype type, struct rr_range **out);

/* The same, but a single range goes to *ONE and *OUT is then ONE (not to
   be freed): no allocation and, for a predefined type used recently by
   the thread, no MPI call.  */
size_t rr_type_ranges_one (int count, MPI_Datatype type, struct rr_range *one,
			   struct rr_range **out);

/* Is TYPE a predefined datatype?  Its size in *SIZE if so.  Remembered
   per thread for the last few asked: no MPI call for them.  */
int rr_type_named (MPI_Datatype type, int *size);

/* The basic datatype TYPE is built from, as a code every process computes
   alike (a hash of its standard name), never 0; 0 if TYPE mixes several
   or cannot be decoded; its size in bytes in *SIZE.  Accumulate-family
   accesses with the same code are atomic with respect to each other,
   element by element (typebasic.c).  */
uint32_t rr_type_basic (MPI_Datatype type, int *size);

#endif /* RMARACE_DATATYPE_H */
