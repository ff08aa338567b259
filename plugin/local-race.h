/* local-race.h -- what the files of the compile-time check share.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   The compile-time check of origin-side races is split by job:
     mpi-calls.cc      which function is which MPI call, its arguments,
		       the sizes of the predefined datatypes;
     value-resolve.cc  the constant values of integers and where pointers
		       and memory references point;
     local-scan.cc     the statements of a function turned into events;
     local-race.cc     the dataflow over those events, the summaries, and
		       the pass;
     race-messages.cc  the text of the diagnostics.
   Include gcc-common.h and rmarace.h before this header.  */

#ifndef RMARACE_LOCAL_RACE_H
#define RMARACE_LOCAL_RACE_H

#include "path-feasible.h"

/* ------------------------------------------------------------------ */
/* MPI calls (mpi-calls.cc).                                          */
/* ------------------------------------------------------------------ */

enum mpi_role
{
  MR_RMA,			/* starts a transfer */
  MR_COMPLETE,			/* completes every pending transfer */
  MR_WAIT,			/* completes request-based transfers */
  MR_EPOCH			/* opens an epoch; tells its kind */
};

enum epoch_kind
{
  EPOCH_UNKNOWN,
  EPOCH_FENCE,
  EPOCH_PASSIVE,
  EPOCH_PSCW
};

/* Argument positions, from 0; -1 for none.  COUNT_ONE as a count means
   exactly one element (MPI_Fetch_and_op, MPI_Compare_and_swap).  */
#define COUNT_ONE -2

struct buf_args
{
  signed char addr, count, type;
};

struct mpi_fn
{
  const char *name;		/* lower case, no "p" prefix, no suffix */
  const char *display;		/* as the C binding spells it */
  enum mpi_role role;
  struct buf_args read1;	/* origin buffer, read */
  struct buf_args read2;	/* compare buffer, read */
  struct buf_args write;	/* origin (Get) or result buffer, written */
  signed char target, win, request;
  enum epoch_kind epoch;	/* for MR_EPOCH */
};

/* The longest MPI function name, with its '\0', that the tables may
   hold.  */
#define MPI_NAME_MAX 61

bool mpi_function_name (tree fndecl, char name[MPI_NAME_MAX],
			bool *fortran, bool *f08);

/* The MPI function FNDECL is, or NULL.  *FORTRAN is set when it is a
   Fortran binding (every argument by reference); *F08 when it is the
   mpi_f08 one (no ierror to suggest).  A call of any other MPI function
   sets *OTHER_MPI: those neither complete nor touch RMA buffers.  */
const struct mpi_fn *classify_mpi (tree fndecl, bool *fortran, bool *f08,
				   bool *other_mpi);

/* Whether calling FNDECL (with call flags FLAGS) cannot complete RMA
   transfers: it cannot call MPI.  */
bool harmless_call_p (tree fndecl, int flags);

/* The size in bytes of a predefined datatype of the MPI the plugin is
   built against, or 0: in C from the name of the object its handle
   points to (Open MPI: MPI_INT is &ompi_mpi_int), or from the value of
   an integer handle (MPICH: MPI_INT is 0x4c000405); in Fortran from the
   handle's value.  */
HOST_WIDE_INT c_datatype_size (const char *symbol);
HOST_WIDE_INT c_datatype_value_size (HOST_WIDE_INT value);
HOST_WIDE_INT fortran_datatype_size (HOST_WIDE_INT handle);

/* ------------------------------------------------------------------ */
/* Places, accesses, pending operations, summaries, events.           */
/* ------------------------------------------------------------------ */

/* A place in memory: BASE (a declaration, or an SSA pointer the analysis
   cannot see further through) plus OFF bytes when OFF_KNOWN.  BASE is
   NULL when nothing is known.  */

struct mem_loc
{
  tree base;
  /* With BASE a virtual definition (a call that stored a pointer into
     variable THROUGH, such as MPI_Win_allocate's out-argument): the memory
     the pointer THROUGH holds from then on points to.  */
  tree through;
  HOST_WIDE_INT off;
  bool off_known;
};

enum acc_kind
{
  ACC_LOAD,
  ACC_STORE,
  ACC_RMA_READ,			/* origin buffer of a Put or Accumulate */
  ACC_RMA_WRITE			/* origin buffer of a Get, result buffers */
};

/* A range of memory: where it is, how many bytes surely (0: unknown),
   and a reference for the alias oracle.  */

struct mem_range
{
  mem_loc loc;
  HOST_WIDE_INT size;
  /* When LOC's offset is not known (a variable index), the bytes from
     EXT_OFF on, EXT_SIZE of them (0: unknown), that the access surely
     stays in: the array indexed.  */
  HOST_WIDE_INT ext_off, ext_size;
  ao_ref ref;
  /* What to name it by: a memory reference, or with NAME_PTR a pointer
     to it; named only when reported, which is rare.  */
  tree name_expr;
  bool name_ptr;
};

/* One load, store, or RMA buffer use, in the function analysed, or in a
   function it calls (then LOC is the call and INNER the access).  */

struct access_rec
{
  enum acc_kind kind;
  mem_range r;
  location_t loc;
  location_t inner;
  tree callee;
  const char *fn;		/* the RMA function, for ACC_RMA_* */
};

/* An RMA transfer that may be pending.  */

struct pending_op
{
  enum acc_kind kind;		/* ACC_RMA_READ or ACC_RMA_WRITE */
  const char *fn;
  mem_range r;
  location_t loc;		/* the RMA call */
  location_t via;		/* the call that issued it, if indirect */
  tree via_fn;
  bool request;			/* completed by MPI_Wait and friends */
  mem_loc req;			/* where the request lives */
  enum epoch_kind epoch;
  const char *target, *win;	/* names for the suggested flush */
  bool fortran, f08;
  bool ssa_base;		/* r.loc.base is an SSA name defined here */
  int count_parm;		/* the count is this parameter, if >= 0 */
  HOST_WIDE_INT elsize;		/* the datatype's size, 0 if unknown */
};

/* What a function does, as seen by its callers.  Items are relative to a
   parameter (PARM >= 0) or a global variable (DECL).  */

struct summary_item
{
  enum acc_kind kind;
  int parm;
  tree decl;
  HOST_WIDE_INT off, size;
  bool off_known;
  location_t loc;
  const char *fn;
  bool request;
  enum epoch_kind epoch;
  bool fortran, f08;
  int count_parm;		/* see pending_op */
  HOST_WIDE_INT elsize;
};

struct fn_summary
{
  bool passthrough;		/* some path completes nothing */
  vec<summary_item> accesses;	/* before any completion */
  vec<summary_item> ops;	/* pending at the return */
};

enum ev_kind
{
  EV_ACCESS,			/* accesses */
  EV_RMA,			/* accesses, then new ops */
  EV_KILL,			/* completes everything */
  EV_WAIT,			/* completes request-based ops */
  EV_CALL,			/* accesses, maybe kill, then new ops */
  EV_DEF			/* SSA name NAME gets a new value */
};

struct event
{
  enum ev_kind kind;
  gimple *stmt;
  unsigned acc_first, acc_n;
  unsigned op_first, op_n;
  bool kill;
  tree name;
  mem_loc req;
};

/* The state of the analysis of one function.  */

struct fn_state
{
  function *fun;
  auto_vec<pending_op> ops;	/* ops[0] is the entry token */
  auto_vec<access_rec> accs;
  vec<event> *events;		/* per basic block index */
  bool seen_fence, seen_lock, seen_pscw, any_ssa_base;
  fn_summary *summary;
  /* Per loop number: the loop may complete everything, or requests.  */
  sbitmap loop_kills, loop_waits;
  sbitmap request_ops;		/* the request-based ops */
  path_info *paths;		/* for the path search, built when needed */
};

/* The summaries of the functions analysed so far (local-race.cc).  */
extern hash_map<tree, fn_summary *> *summaries;

/* ------------------------------------------------------------------ */
/* Values and places in memory (value-resolve.cc).                    */
/* ------------------------------------------------------------------ */

/* The constant value of integer T (an argument, or with BY_REF the
   integer or integer-holding record T points to) at statement AT.  */
bool int_value (tree t, gimple *at, bool by_ref, HOST_WIDE_INT *val);

/* Where pointer PTR, used at statement AT, points.  */
void resolve_ptr (tree ptr, gimple *at, mem_loc *out, int depth);

/* When ADDR, a Fortran buffer argument at call AT, is the address of
   the array descriptor gfortran fills in right before the call (a choice
   buffer of MPICH's mpi_f08 is assumed-rank), the pointer to the data it
   holds, if they are contiguous (a scalar, or an array whose dimensions
   follow each other with no gap); else ADDR.  */
tree fortran_descriptor_data (tree addr, gimple *at);

/* Initialize R for the SIZE bytes (0: unknown) PTR points to at AT.  */
bool range_from_ptr (mem_range *r, tree ptr, HOST_WIDE_INT size,
		     gimple *at);

/* Initialize R for memory reference REF at AT; false when REF cannot be
   an RMA buffer.  */
bool range_from_ref (mem_range *r, tree ref, gimple *at);

/* local-scan.cc, race-messages.cc: also used by the request check's
   adapter at the end of local-race.cc.  */
bool rma_buffer (gcall *stmt, const buf_args &b, bool fortran, mem_range *r,
		 int *count_parm, HOST_WIDE_INT *elsize_out);
const char *name_memory (tree expr, bool is_ptr, const mem_loc &loc);

/* ------------------------------------------------------------------ */
/* Events (local-scan.cc).                                            */
/* ------------------------------------------------------------------ */

/* The parameter index of SSA default definition T, or -1.  */
int parm_index (tree t);

/* Turn the statements of the function into events, block by block.  */
void scan_function (fn_state *st);

/* ------------------------------------------------------------------ */
/* Messages (race-messages.cc).                                       */
/* ------------------------------------------------------------------ */

/* Make the "[-fplugin-arg-NAME-...]" tags that end the messages.  */
void race_messages_init (const char *plugin_name);

/* The name to print for call argument I of STMT in a suggested flush.  */
const char *arg_name (gcall *stmt, int i, const char *fallback);

/* Report that access A conflicts with the pending OP: a race if MUST,
   else a possible one.  */
void report_race (fn_state *st, const access_rec &a, const pending_op &op,
		  bool must);

/* For -fdump-tree-rmarace_local(_opt): the ops and accesses found.  */
void dump_ops (fn_state *st);

#endif /* RMARACE_LOCAL_RACE_H */
