/* check.h -- check each access against the ones it may race with.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

#ifndef RMARACE_CHECK_H
#define RMARACE_CHECK_H

#include <mpi.h>
#include <stddef.h>
#include <stdint.h>
#include "access.h"

struct rr_window;

/* A load or store (KIND) by this process.  */
void rr_check_local (int kind, uintptr_t addr, size_t size, const char *loc);

/* An RMA call of this process: ORIGIN_KIND on its origin buffer,
   TARGET_KIND at target TRANK of W.  */
void rr_rma_issue (struct rr_window *w, int origin_kind, int target_kind,
		   const void *origin_addr, int origin_count,
		   MPI_Datatype origin_type, int trank, MPI_Aint tdisp,
		   int target_count, MPI_Datatype target_type,
		   const char *loc);

/* This process completes the RMA calls it issued on W to target TRANK
   (all targets if TRANK < 0): their origin buffers, and with REMOTE also
   their effect at the target.  */
void rr_rma_complete (struct rr_window *w, int trank, int remote);

/* An access ACC by another process (or by this one as RMA target) to
   this process's memory in W: LEN bytes at displacement TDISP, plus OFF
   bytes.  */
void rr_check_target (struct rr_window *w, int64_t tdisp, uint64_t off,
		      uint64_t len, const struct rr_access *acc);

/* Forget the accesses of W that completed before this process completed
   collective number COUNT on GID, which all members of W took part in:
   nothing after it can race with them.  Then collect unused events.  */
void rr_window_collect (struct rr_window *w, uint64_t gid, uint64_t count);

#endif /* RMARACE_CHECK_H */
