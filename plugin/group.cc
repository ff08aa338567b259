/* group.cc -- one branch for the guards of several accesses.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Each guard alone costs GCC two basic blocks (the test, and the cold
   block with the runtime call) and every RTL pass after this one pays
   for them.  The guarded accesses of one basic block that follow each
   other with no call between them form a group: their tests are or'ed
   without branching (the values they read, in fact) and tested once,
   just before the group's last access, and one cold block calls the
   runtime for each of them in program order (instrument.cc,
   emit_group).  The runtime's entry points look each access up again
   and drop those that touch no tracked memory
   (runtime/entry/interface.c), so an access whose own test failed but
   whose group's passed costs a call and changes nothing.

   Why moving a call after later accesses cannot change a verdict.  The
   runtime checks a thread's loads and stores per instant: its clock
   moves only at its MPI calls and the synchronization it sees, all of
   them calls (doc/model.md, "Threads": a thread's buffered accesses all
   belong to its current instant).  The guards read the shadow table, its
   mask, the hull and the active flag, which change only in calls of this
   thread, or in other threads while the mask is 0 and entry 0 set, when
   every test passes (hoist.cc).  So between two accesses with no call
   between them, the runtime would see the same guard values, and record
   the accesses in the same instant, whether it heard of each before it
   was made or after the last.  A group ends at anything else: asm, an
   MPI site, an access whose call goes elsewhere (after its statement,
   or without a guard in a versioned loop), and every call but the
   internal functions that are const or pure, which GCC expands inline.
   Const and pure functions would be harmless to the verdicts, but the
   addresses the group's test and calls need would live across the
   call: in bench/md.cc's neighbour loop, six addresses kept across the
   two calls of nearbyint cost 19 instructions an iteration in spills.
   (Ending groups at every call also ends them at atomics and the __sync
   builtins, which synchronize threads, and at free and operator delete,
   which the runtime intercepts.)  Accesses a loop
   range covers make no call and are passed over.

   The accesses with no guard of blocks that run rarely or with a call of
   MPI (instrument.cc, mark_rare_accesses) group the same way, apart from
   the guarded ones: a run of them makes one call of the runtime, just
   before its last access, with no test.  (Not those of a versioned loop's
   copy, which runs while the loop meets tracked memory: there
   __rmarace_group's table costs the runtime more than a sized call per
   access, bench/md.cc's pack loop 300 instructions a member against 240.)
   The argument above holds for them as is: their calls test nothing, and
   the runtime records the run's accesses in the same instant whether it
   hears of each before it is made or after the last, since nothing between
   them calls it or synchronizes.  The call goes before the last access's
   statement, so a load's or store's call still precedes its own statement
   and the addresses of every member are computed there.  A call costs GCC
   much more than its arguments (emit_member_calls).  */

#include "gcc-common.h"
#include "rmarace.h"
#include "instrument.h"

/* The most accesses one group takes: beyond, the cold block would call
   the runtime for many accesses whenever one of them is near tracked
   memory.  */
#define GROUP_MAX 16

/* Whether the statement STMT, between two accesses of a group, lets the
   group go on (see above).  */

static bool
quiet_for_group_p (gimple *stmt)
{
  if (gimple_code (stmt) == GIMPLE_ASM)
    return false;
  gcall *call = dyn_cast <gcall *> (stmt);
  if (!call)
    return true;
  int flags = gimple_call_flags (call);
  return (gimple_call_internal_p (call)
	  && (flags & (ECF_CONST | ECF_PURE))
	  && !(flags & ECF_LOOPING_CONST_OR_PURE));
}

/* Whether A may be a member of a group: its call goes just before its
   statement, after its guard's own test, or with no guard in a block
   that runs rarely or with a call of MPI.  */

static bool
groupable_p (const pending_access &a)
{
  return (a.kind != ACCESS_SITE && !a.after && !a.ranged
	  && (!a.unguarded || a.rare) && !a.group);
}

/* Whether A, which follows in WORK the group member LAST, may join
   LAST's group: it is guarded as LAST is (or not), in the same block, at
   or after LAST's statement, and every statement from LAST's (included)
   to A's (excluded) is quiet.  */

static bool
joins_p (const pending_access &last, const pending_access &a)
{
  if (gimple_bb (a.stmt) != gimple_bb (last.stmt)
      || a.unguarded != last.unguarded)
    return false;
  if (a.stmt == last.stmt)
    return true;
  for (gimple_stmt_iterator gsi = gsi_for_stmt (last.stmt);
       !gsi_end_p (gsi); gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      if (stmt == a.stmt)
	return true;
      if (!quiet_for_group_p (stmt))
	return false;
    }
  return false;
}

void
rmarace_group_accesses (function *fun, vec<pending_access> *work,
			fn_stats *st)
{
  /* Without SSA a temporary an address uses could be assigned again
     before the group's last access.  */
  if (!gimple_in_ssa_p (fun))
    return;
  unsigned n = work->length ();
  unsigned first = 0, last = 0, members = 0;
  for (unsigned i = 0; i <= n; i++)
    {
      bool join = false;
      if (i < n)
	{
	  const pending_access &a = (*work)[i];
	  if (a.ranged && a.kind != ACCESS_SITE && members)
	    continue;
	  join = (members && members < GROUP_MAX && groupable_p (a)
		  && joins_p ((*work)[last], a));
	}
      if (join)
	{
	  last = i;
	  members++;
	  continue;
	}
      /* Close the open group, if it has more than one member.  */
      if (members > 1)
	{
	  (*work)[first].group = last - first + 1;
	  st->groups++;
	  st->grouped += members;
	}
      members = 0;
      if (i < n && groupable_p ((*work)[i]))
	{
	  first = last = i;
	  members = 1;
	}
    }
}

/* Whether the INTEGER_CST T, read as signed (offsets are unsigned
   types: sizetype, pointers), fits *VALUE, where it is stored.  */

static bool
signed_constant (tree t, HOST_WIDE_INT *value)
{
  if (TREE_CODE (t) != INTEGER_CST)
    return false;
  offset_int v = wi::sext (wi::to_offset (t),
			   TYPE_PRECISION (TREE_TYPE (t)));
  if (!wi::fits_shwi_p (v))
    return false;
  *value = v.to_shwi ();
  return true;
}

/* Split the address ADDR (GENERIC) into *BASE plus the constant *OFFSET
   in bytes, where *BASE is an SSA name or a declaration.  Return false
   when it is neither of those plus a constant.  */

bool
rmarace_address_base (tree addr, tree *base, HOST_WIDE_INT *offset)
{
  STRIP_NOPS (addr);
  *offset = 0;
  if (TREE_CODE (addr) == SSA_NAME)
    {
      *base = addr;
      return true;
    }
  if (TREE_CODE (addr) == POINTER_PLUS_EXPR
      && TREE_CODE (TREE_OPERAND (addr, 0)) == SSA_NAME
      && signed_constant (TREE_OPERAND (addr, 1), offset))
    {
      *base = TREE_OPERAND (addr, 0);
      return true;
    }
  if (TREE_CODE (addr) != ADDR_EXPR)
    return false;
  poly_int64 off;
  tree b = get_addr_base_and_unit_offset (TREE_OPERAND (addr, 0), &off);
  if (!b || !off.is_constant (offset))
    return false;
  if (TREE_CODE (b) == MEM_REF)
    {
      HOST_WIDE_INT more;
      if (TREE_CODE (TREE_OPERAND (b, 0)) != SSA_NAME
	  || !signed_constant (TREE_OPERAND (b, 1), &more))
	return false;
      *offset += more;
      b = TREE_OPERAND (b, 0);
    }
  else if (!DECL_P (b))
    return false;
  *base = b;
  return true;
}
