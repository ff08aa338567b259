/* path-feasible.h -- whether one process can take a path to a conflict.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   The compile-time check (local-race.cc) finds conflicts with a dataflow
   joined by union, over every path of the CFG; before one is reported as
   a race, path_feasible looks for a path that one process can take, on
   branches that do not contradict each other.  */

#ifndef RMARACE_PATH_FEASIBLE_H
#define RMARACE_PATH_FEASIBLE_H

/* What the search knows of a function: the branches' keys and what
   redefines them.  Made when the first conflict needs it.  */
struct path_info;

/* A conflict: the op is issued by event OP_EV of block OP_BB, the access
   made at event ACC_EV of block ACC_BB (events as the caller numbers
   them, N_EVENTS per block).  ENDS says whether event I of block BB ends
   the op's being certainly pending, LEAVES whether taking edge E does;
   DATA is passed to them.  */
struct path_query
{
  int op_bb, acc_bb;
  unsigned op_ev, acc_ev;
  unsigned (*n_events) (void *data, int bb);
  bool (*ends) (void *data, int bb, unsigned i);
  bool (*leaves) (void *data, edge e);
  void *data;
};

path_info *path_info_create (function *fun);
void path_info_free (path_info *pi);

/* Whether one process can go from the function's entry through the issue
   of the op to the access with the op pending all along; false also when
   the search is too long.  */
bool path_feasible (path_info *pi, const path_query &q);

/* Whether block BB is on a cycle of the CFG.  */
bool bb_in_cycle_p (basic_block bb);

#endif
