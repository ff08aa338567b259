/* window.h -- the windows this process is part of.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

#ifndef RMARACE_WINDOW_H
#define RMARACE_WINDOW_H

#include <mpi.h>
#include <stdint.h>
#include "event.h"
#include "itree.h"
#include "notify.h"

/* What this process knows about one target of one window.  */
struct rr_target
{
  /* Completes the origin buffers of the operations issued to this
     target since the last completion; NULL when none are pending.  */
  struct rr_event *origin_done;
  /* Completes those operations at the target.  Its id is what the target
     knows it by; for a target that is this very process, remote_done is
     the event itself.  */
  struct rr_event *remote_done;
  uint64_t remote_done_id;
  /* Completion events of request-based calls to this target whose
     requests have not completed: a flush completes them too.  */
  struct rr_event **requests;
  size_t n_requests, cap_requests;
  /* The lock this process holds on the target (MPI_Win_lock).  */
  int lock_mode;		/* enum rr_lock_mode */
  uint32_t lock_epoch;
  /* Notifications not yet sent to this target.  */
  struct rr_msgbuf out;
};

struct rr_window
{
  struct rr_window *next;
  MPI_Win win;			/* the application's handle */
  unsigned num;			/* numbered from 1 in creation order */
  uint64_t gid;			/* the same at every member: fence token */
  MPI_Comm priv;		/* the runtime's own duplicate of its comm */
  MPI_Group group;
  int comm_rank, comm_size;
  int *world_rank_of;		/* comm rank -> world rank */
  uintptr_t base;		/* this process's memory in the window */
  size_t size;
  int disp_unit;
  unsigned long fences;		/* fences completed */
  uint32_t lock_all_epoch;	/* nonzero while lock_all is held */
  struct itree tree;		/* accesses to this process's window memory */
  struct rr_target *targets;	/* by comm rank */
  /* Completion events of the operations other processes made here, by
     their comm rank: an origin has one batch open at a time.  */
  struct rr_event **incoming_done;
  uint64_t *incoming_done_id;
  unsigned long checks;		/* accesses checked, for stats */
};

/* Register a window just created collectively over COMM; returns it.  */
struct rr_window *rr_window_add (MPI_Win win, MPI_Comm comm, void *base,
				 MPI_Aint size, int disp_unit);
/* The window of handle WIN, or NULL if the runtime does not track it.  */
struct rr_window *rr_window_find (MPI_Win win);
/* Forget W (the window is being freed).  */
void rr_window_remove (struct rr_window *w);
/* The first window, for walking them all with ->next.  */
struct rr_window *rr_window_first (void);

/* Print per-window statistics (stats=1).  */
void rr_window_stats (void);

/* A globally unique id for a new communicator or window, agreed by all
   members of COMM (a collective over COMM).  */
uint64_t rr_agree_gid (MPI_Comm comm);

#endif /* RMARACE_WINDOW_H */
