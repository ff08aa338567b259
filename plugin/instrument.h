/* instrument.h -- what the files of the instrumentation pass share.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   instrument.cc finds the accesses of a function and emits the runtime
   calls; filter.cc decides which accesses cannot race; loop-range.cc
   turns the accesses of simple loops into one record per loop execution.
   Include gcc-common.h and rmarace.h before this header.  */

#ifndef RMARACE_INSTRUMENT_H
#define RMARACE_INSTRUMENT_H

/* Why an access is not instrumented.  Counted per function for the
   statistics; keep rmarace_filter_names in step.  */
enum filter_reason
{
  FILTER_NONE = -1,
  FILTER_SIZE0,			/* zero-sized access */
  FILTER_VARSIZE,		/* size not known here */
  FILTER_BITFIELD,		/* bit-field without byte-aligned storage */
  FILTER_LOCAL,			/* automatic variable whose address is not
				   taken */
  FILTER_NOADDR,		/* file-local static whose address is never
				   taken: no MPI window can cover it */
  FILTER_READONLY,		/* constant data */
  FILTER_VPTR,			/* C++ vtable pointer */
  FILTER_HARDREG,		/* register variable */
  FILTER_ARTIFICIAL,		/* compiler temporary */
  FILTER_DESCRIPTOR,		/* Fortran array descriptor field */
  FILTER_OWN,			/* rmarace's own variable */
  FILTER_OTHER,			/* a form we cannot instrument safely */
  FILTER_NOESCAPE,		/* automatic variable whose address never
				   escapes the function (C, C++) */
  FILTER_PTLOCAL,		/* through a pointer that can only point to
				   such variables (C, C++) */
  FILTER_OMPDATA,		/* through a pointer from an OpenMP data
				   block field that only ever holds heap
				   blocks MPI cannot know of */
  FILTER_EARLY,			/* already instrumented by the early
				   Fortran pass, where the program put it */
  FILTER_REPEAT,		/* repeats an access of the same instant */
  FILTER_MPIARG,		/* automatic variable whose address only
				   goes to MPI arguments MPI does not keep
				   (MPI_Comm_rank's RANK) */
  FILTER_FIELD,			/* through a pointer read from a member,
				   or fresh from an allocation, whose
				   blocks never reach MPI (field-*.cc) */
  FILTER_BINDING,		/* in MPI's C++ bindings (mpi-binding.cc) */
  FILTER_MEMBER,		/* a member of an object that MPI never had
				   that member of (field-private.cc) */
  FILTER_DONE,			/* an RMA buffer of the function none of
				   whose operations may be pending there
				   (done-buf.cc) */
  FILTER_MAX
};

extern const char *const rmarace_filter_names[FILTER_MAX];

/* Per-function counts, for -fplugin-arg-rmarace-stats and verbose.  */
struct fn_stats
{
  unsigned loads_seen, loads_done;
  unsigned stores_seen, stores_done;
  unsigned filtered[FILTER_MAX];
  unsigned loads_ranged, stores_ranged;	/* covered by a loop range */
  unsigned ranges;			/* range records emitted */
  unsigned loops_ranged;		/* loops that got them */
  unsigned mpi_sites;
  unsigned loops_versioned;		/* with an uninstrumented copy */
  unsigned hoisted;			/* guards tested before their loop */
  unsigned groups;			/* guards sharing one branch */
  unsigned grouped;			/* accesses in those groups */
  unsigned rare;			/* calls with no guard: rarely run */
};

enum access_kind { ACCESS_LOAD, ACCESS_STORE, ACCESS_SITE };

/* One call to emit: ADDR and SIZE are GENERIC, gimplified when emitted
   (both NULL for a site).  AFTER says it goes after STMT (a store into a
   call's result) rather than before it.  RANGED says a loop range covers
   it, so it needs no call of its own.  UNGUARDED says it is in the
   instrumented form of a versioned loop, which runs only when the
   runtime tracks memory the loop may touch, or in code that runs rarely
   (instrument.cc, mark_rare_accesses): the call goes without the
   inline guard (the runtime's entry points look the access up in the
   shadow table themselves).  WORD, when set, holds the guard's answer
   computed before the loop (hoist.cc), in bit BIT.  */
struct pending_access
{
  gimple *stmt;
  enum access_kind kind;
  tree addr;
  tree size;
  bool after;
  bool ranged;
  bool unguarded;		/* a plain call: versioned loop, rare */
  tree word;			/* hoisted guard: an SSA name, or NULL */
  unsigned bit;
  unsigned group;		/* see group.cc: in the first access of a
				   group, how many entries of the work list
				   from it the group spans; else 0 */
  bool rare;			/* unguarded for its block: see
				   mark_rare_accesses */
  bool silent;			/* a site whose marker would be dead: the
				   runtime does not use the call's site
				   (rmarace_mpi_site_used_p); kept for
				   the passes that look for calls of MPI,
				   never emitted */
};

/* One record for every execution of a loop, emitted on its exit edge
   EXIT: the LEN bytes from LO (both GENERIC, sizetype, valid on EXIT)
   that the access STMT touched in that execution.  LEN may be 0: the
   guard then skips the call.  SIZE is the access's size; COUNTED says
   LEN is SIZE times a count shared by every counted record of SIZE on
   EXIT (loop-range.cc gives them one LEN), and AT_LEAST_ONCE that the
   count is never 0.  */
struct loop_range
{
  edge exit;
  enum access_kind kind;
  tree lo;
  tree len;
  gimple *stmt;
  HOST_WIDE_INT size;
  bool counted;
  bool at_least_once;
};

/* How much the pass does; see instrument_mode () in instrument.cc.  */
enum instrument_mode
{
  MODE_ALL,			/* every access, active-flag guard only:
				   the reference to measure against */
  MODE_FAST			/* filters, loop ranges, shadow guard */
};

/* filter.cc  */
enum filter_reason rmarace_filter_ref (tree *refp, tree *sizep);
enum filter_reason rmarace_filter_block (tree ptr);
bool rmarace_own_decl_p (tree decl);
void rmarace_note_addressed (tree decl);
void rmarace_filter_set_mode (enum instrument_mode mode);

/* mpi-expose.cc  */
void rmarace_mpi_private_reset (void);
bool rmarace_mpi_private_p (tree decl);
bool rmarace_mpi_rma_private_p (tree decl);
bool rmarace_rma_buffer_arg_p (gcall *stmt, unsigned i);
tree rmarace_mpi_derived_var (tree p);
bool rmarace_base_use_only_p (tree ref, tree p);

/* done-buf.cc  */
void rmarace_done_buf_reset (void);
bool rmarace_done_buf_p (gimple *stmt, tree ref, bool addr);
void rmarace_done_summarize (function *fun);
bool rmarace_done_param_p (gcall *call, unsigned i);
HOST_WIDE_INT rmarace_mpi_arg_exposure (gimple *stmt, unsigned i);
tree rmarace_mpi_window_pointer_arg (gimple *stmt);

/* field-private.cc  */
bool rmarace_field_private_pointer_p (tree ptr);
bool rmarace_field_private_ref_p (tree base);
bool rmarace_field_own_ref_p (tree ref, tree size);
/* mpi-binding.cc  */
bool rmarace_mpi_binding_p (tree fndecl);
bool rmarace_mpi_binding_code_p (gimple *stmt);
bool rmarace_mpi_binding_site (gimple *stmt, location_t *loc);
bool rmarace_mpi_binding_call_p (gcall *call);

/* omp-data.cc  */
bool rmarace_omp_private_ref_p (tree base);
bool rmarace_omp_private_pointer_p (tree ptr);

/* instrument.cc  */
bool rmarace_mpi_call_p (gimple *stmt);
bool rmarace_mpi_site_used_p (gimple *stmt);
unsigned int rmarace_instrument_early (function *fun,
				       bool (*keep) (const pending_access &));

/* repeat.cc  */
void rmarace_drop_repeats (function *fun, vec<pending_access> *work,
			   fn_stats *st);
/* fortran-early.cc  */
bool rmarace_early_covered_p (gimple *stmt, tree ref);

/* mpi-reach.cc  */
bool rmarace_call_reaches_mpi_p (gimple *stmt);
bool rmarace_leaf_library_p (tree fndecl);

/* loop-range.cc: mark the accesses of WORK that a loop range covers and
   push those ranges on RANGES.  */
void rmarace_find_loop_ranges (function *fun, vec<pending_access> *work,
			       vec<loop_range> *ranges, fn_stats *st);

/* loop-range.cc, also for loop-version.cc (and hoist.cc: the OpenMP
   builtins).  */
bool rmarace_loop_body_ok_p (class loop *loop);
bool rmarace_openmp_builtin_p (tree fndecl);
bool rmarace_usable_before_p (class loop *loop, basic_block at, tree expr);
bool rmarace_affine_address (class loop *loop, tree addr, tree *base,
			     HOST_WIDE_INT *step);
bool rmarace_constant_difference (class loop *loop, tree a, tree b,
				  HOST_WIDE_INT *d);

/* loop-version.cc: give the loops of WORK's accesses whose ranges can be
   computed before them an uninstrumented copy, run when those ranges miss
   tracked memory.  */
void rmarace_version_loops (function *fun, vec<pending_access> *work,
			    fn_stats *st);

/* hoist.cc: record FUN as quiet if it is (its calls cannot change what
   a guard reads); compute before their loops the guards of WORK's
   accesses whose address is invariant in a loop that makes only quiet
   calls.  */
void rmarace_note_quiet_function (function *fun);
void rmarace_hoist_guards (function *fun, vec<pending_access> *work,
			   fn_stats *st);

/* group.cc: group the guards of WORK's accesses that may share one
   branch; split an address into an SSA name or declaration plus a
   constant.  */
void rmarace_group_accesses (function *fun, vec<pending_access> *work,
			     fn_stats *st);
bool rmarace_address_base (tree addr, tree *base, HOST_WIDE_INT *offset);

/* instrument.cc: for hoist.cc, append to SEQ the guard of the access of
   SIZE bytes at ADDR (GENERIC, unshared) and return its value; *TABLE
   is the shadow table's address, loaded into SEQ first if NULL.  */
tree rmarace_hoisted_guard (gimple_seq *seq, tree *table, tree addr,
			    tree size);

/* instrument.cc: the runtime's bounds, its active flag and
   __rmarace_spans_tracked.  */
void rmarace_runtime_bounds (tree *lo, tree *hi, tree *active,
			     tree *tracked);

#endif /* RMARACE_INSTRUMENT_H */
