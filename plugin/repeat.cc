/* repeat.cc -- drop the accesses that repeat one already instrumented.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   The runtime checks a thread's loads and stores per instant: its clock
   moves only at its next MPI call or synchronization, and all accesses
   of one instant, kind and location that overlap are one access
   (runtime/buffer.c).  So an access that repeats an earlier one of the
   instant -- same kind, same address, same size, same source location,
   made after it on every path with no call or asm between them (anything
   that might synchronize) -- tells the runtime nothing new: its call is
   dropped, and the verdicts stay the same.  The earlier access's block
   dominates the later one's, so the same SSA address means the same
   address.

   Such repeats are common where the optimizers have not yet merged the
   loads, above all in the early Fortran pass: an ALLOCATE of several
   arrays reloads each bound many times in one statement.  Each call costs
   GCC a guard's three blocks in every pass after it.  */

#include "gcc-common.h"
#include "rmarace.h"
#include "instrument.h"

/* How many earlier accesses of the block an access is compared with;
   bounds the cost on huge blocks (missing a repeat only costs a call).  */
#define REPEAT_WINDOW 64

/* Whether A repeats B: see above.  Both are in the same instant.  */

static bool
same_access_p (const pending_access &a, const pending_access &b)
{
  location_t loc = gimple_location (a.stmt);
  return (a.kind == b.kind && loc != UNKNOWN_LOCATION
	  && loc == gimple_location (b.stmt)
	  && operand_equal_p (a.addr, b.addr, 0)
	  && operand_equal_p (a.size, b.size, 0));
}

/* Whether STMT ends the thread's instant: a call (other than the
   runtime's own) may reach MPI, OpenMP or pthreads.  */

static bool
barrier_p (gimple *stmt)
{
  if (gimple_code (stmt) == GIMPLE_ASM)
    return true;
  gcall *call = dyn_cast <gcall *> (stmt);
  if (!call || gimple_call_internal_p (call))
    return false;
  tree fndecl = gimple_call_fndecl (call);
  return !(fndecl && rmarace_own_decl_p (fndecl));
}

/* How many blocks clear_path_p looks at before it gives up.  */
#define PATH_LIMIT 64

/* Whether every path from D to J (D dominates J) runs through blocks
   without a barrier (BARRIER holds those that have one), J itself
   included if J can reach itself without D: then J starts in the instant
   D ends in.  */

static bool
clear_path_p (basic_block d, basic_block j, const sbitmap barrier)
{
  auto_vec<basic_block, 16> todo;
  auto_sbitmap visited (last_basic_block_for_fn (cfun));
  bitmap_clear (visited);
  unsigned steps = 0;
  todo.safe_push (j);
  while (!todo.is_empty ())
    {
      basic_block x = todo.pop ();
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, x->preds)
	{
	  basic_block p = e->src;
	  if (p == d || bitmap_bit_p (visited, p->index))
	    continue;
	  if (p == ENTRY_BLOCK_PTR_FOR_FN (cfun)
	      || bitmap_bit_p (barrier, p->index) || ++steps > PATH_LIMIT)
	    return false;
	  bitmap_set_bit (visited, p->index);
	  todo.safe_push (p);
	}
    }
  return true;
}

/* Remove from WORK (in statement order, as collect_accesses makes it) the
   loads and stores that repeat an earlier one of FUN in the same instant:
   in the same block, or in a dominating block from which every path to
   this one is free of barriers.  Count them in ST.  */

void
rmarace_drop_repeats (function *fun, vec<pending_access> *work,
		      fn_stats *st)
{
  unsigned n = work->length ();
  if (n < 2)
    return;

  /* Where each statement's accesses start in WORK.  */
  hash_map<gimple *, unsigned> first;
  for (unsigned i = n; i-- > 0;)
    first.put ((*work)[i].stmt, i);

  int nblocks = last_basic_block_for_fn (fun);
  auto_sbitmap barrier (nblocks);
  bitmap_clear (barrier);
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      if (barrier_p (gsi_stmt (gsi)))
	{
	  bitmap_set_bit (barrier, bb->index);
	  break;
	}

  bool had_dom = dom_info_available_p (fun, CDI_DOMINATORS);
  calculate_dominance_info (CDI_DOMINATORS);
  int *rpo = XNEWVEC (int, n_basic_blocks_for_fn (fun));
  int nrpo = pre_and_rev_post_order_compute_fn (fun, NULL, rpo, false);

  /* The accesses (indices into WORK) of each block's last instant, and
     whether it has one worth inheriting.  */
  vec<unsigned> *tail = XCNEWVEC (vec<unsigned>, nblocks);
  auto_vec<bool> drop;
  drop.safe_grow_cleared (n);

  for (int r = 0; r < nrpo; r++)
    {
      bb = BASIC_BLOCK_FOR_FN (fun, rpo[r]);
      auto_vec<unsigned, REPEAT_WINDOW> seen;
      basic_block d = get_immediate_dominator (CDI_DOMINATORS, bb);
      if (d && d->index >= NUM_FIXED_BLOCKS && tail[d->index].length ()
	  && clear_path_p (d, bb, barrier))
	seen.safe_splice (tail[d->index]);

      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  bool is_barrier = barrier_p (stmt), crossed = false;
	  unsigned *at = first.get (stmt);
	  for (unsigned i = at ? *at : n; i < n && (*work)[i].stmt == stmt;
	       i++)
	    {
	      const pending_access &a = (*work)[i];
	      /* What happens after a call is in the next instant.  */
	      if (is_barrier && a.after && !crossed)
		{
		  seen.truncate (0);
		  crossed = true;
		}
	      if (a.kind == ACCESS_SITE)
		continue;
	      for (unsigned j = 0; j < seen.length () && !drop[i]; j++)
		drop[i] = same_access_p (a, (*work)[seen[j]]);
	      if (!drop[i] && seen.length () < REPEAT_WINDOW)
		seen.safe_push (i);
	    }
	  if (is_barrier)
	    seen.truncate (0);
	}
      tail[bb->index].safe_splice (seen);
    }

  for (int b = 0; b < nblocks; b++)
    tail[b].release ();
  XDELETEVEC (tail);
  XDELETEVEC (rpo);
  if (!had_dom)
    free_dominance_info (CDI_DOMINATORS);

  unsigned kept = 0;
  for (unsigned i = 0; i < n; i++)
    if (drop[i])
      st->filtered[FILTER_REPEAT]++;
    else
      (*work)[kept++] = (*work)[i];
  work->truncate (kept);
}
