/* incoming.h -- the batches of operations one origin made here.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   A target keeps, for each origin of a window (struct rr_incoming in
   window.h), the completion event of each batch of operations the origin
   told it of (notify.c): made when the batch's first operation arrives,
   happened when its completion does.  A batch stays, complete, for the
   corrections of its completion until a collective makes it harmless;
   one whose completion is not correctable goes sooner, when it is not
   one of the RR_INCOMING_KEEP such batches with the highest ids (up to
   twice as many are kept between trims).  Every operation here is
   O(log n) amortised, however many batches an origin has open (N
   MPI_Rget each completed on its own).  */

#ifndef RMARACE_INCOMING_H
#define RMARACE_INCOMING_H

#include <stdint.h>
#include "window.h"

enum { RR_INCOMING_KEEP = 64 };

/* The completion event of batch ID of IN, or NULL if IN has none.  */
struct rr_event *rr_incoming_find (const struct rr_incoming *in,
				   uint64_t id);
/* The same, made for a process of world rank RANK if IN has none.  */
struct rr_event *rr_incoming_open (struct rr_incoming *in, uint64_t id,
				   int rank);
/* The completion of batch ID of IN has just happened, and is not
   correctable (one that is stays till a collective makes it harmless,
   rr_incoming_collect: its correction may still be on its way).  When
   more than 2 * RR_INCOMING_KEEP such are complete, those with the
   lowest ids go until RR_INCOMING_KEEP are left.  O(1) amortised when
   completions come in id order.  */
void rr_incoming_completed (struct rr_incoming *in, uint64_t id);
/* Forget the complete batches that DROP selects (CTX its argument).  */
void rr_incoming_collect (struct rr_incoming *in,
			  int (*drop) (struct rr_event *done, void *ctx),
			  void *ctx);
/* Mark the events IN holds, for the collector.  */
void rr_incoming_mark (struct rr_incoming *in);
/* Free what IN holds.  */
void rr_incoming_free (struct rr_incoming *in);

#endif /* RMARACE_INCOMING_H */
