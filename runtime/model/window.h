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
#include "ptrmap.h"
#include "thread.h"

/* The operations one thread issued to one target between two of its
   releases (thread.h).  Another thread's completion call completes the
   operations whose issue happens before it: all of a batch, or none.  */
struct rr_batch
{
  uint32_t thread;
  uint64_t releases;		/* the thread's releases when opened */
  uint64_t last_issue;		/* value of the last operation's issue */
  /* Completes the origin buffers; NULL once completed.  */
  struct rr_event *origin_done;
  /* Completes the operations at the target.  Its id is what the target
     knows it by; for a target that is this very process, remote_done is
     the event itself.  Both 0 once completed.  */
  struct rr_event *remote_done;
  uint64_t remote_done_id;
  /* The reads at a remote target of its fetching operations that only
     read (MPI_Get, MPI_NO_OP): they complete with the origin buffers;
     0 once completed.  */
  uint64_t read_done_id;
};

/* A request-based call's completion event, with its issue.  */
struct rr_request_done
{
  struct rr_event *done;
  uint64_t issue;		/* value of its issue event */
};

/* The operations one thread issued to one target not yet complete, in
   issue order.  A completion call completes those whose issue happens
   before it: a prefix of each lane, since a thread's issues follow one
   another.  So a completion visits what it completes, and per lane the
   first it does not, not every thread's operations (check.c).  */
struct rr_lane
{
  uint32_t thread;
  /* Batches, one per release of the thread: those before HEAD are gone,
     those before LOCAL_HEAD complete but at the target (a flush_local
     leaves them so).  */
  struct rr_batch *batches;
  size_t head, local_head, n_batches, cap_batches;
  /* Completion events of request-based calls to this target whose
     requests have not completed, from HEAD_REQUESTS on: a flush
     completes them too.  */
  struct rr_request_done *requests;
  size_t head_requests, n_requests, cap_requests;
};

/* What this process knows about one target of one window.  */
struct rr_target
{
  /* One per thread that issued operations to it (kept, empty, for
     the next ones), and how many batches and requests they hold.  */
  struct rr_lane *lanes;
  size_t n_lanes, cap_lanes;
  /* With more than a few lanes, each lane's index + 1 by its thread + 1
     (check.c: lane_of), so that a thread finds its lane in O(1).  */
  struct ptrmap lane_index;
  size_t n_open;
  /* The lock this process holds on the target (MPI_Win_lock).  */
  int lock_mode;		/* enum rr_lock_mode */
  uint32_t lock_epoch;
  /* Notifications not yet sent to this target.  */
  struct rr_msgbuf out;
  /* The last load or store of this target's shared segment queued in
     OUT, so that the next one, if it continues it, extends it instead:
     where its length is in OUT (0: none), and what it was.  */
  size_t shared_len_at;
  uint64_t shared_end;
  const char *shared_loc;
  const struct rr_event *shared_event;
  int shared_kind;
  /* notify.c: the pass of its send test that found a send of this
     queue unmatched; the later ones wait.  */
  uint64_t blocked_pass;
  /* notify.c: the last operation queued for this target, which the next
     may repeat in a short record.  */
  struct rr_last_op *last_op;
  /* On its window's touched list (rr_window_touch).  */
  int touched;
  /* In the group of the last MPI_Win_start (start_ranks).  */
  int in_start;
};

/* The batches of operations one origin made here, not yet complete.  */
struct rr_incoming
{
  struct rr_incoming_batch
  {
    uint64_t id;
    struct rr_event *done;
  } *batch;			/* by id, ascending (incoming.c) */
  size_t n, cap;
  size_t n_empty;		/* slots of batches gone (done NULL) */
  uint64_t *complete;		/* ids of the complete, not correctable */
  size_t n_complete, cap_complete;
  /* The issue of the origin's last operation applied here, whose
     snapshot the next one may share (notify.c).  */
  struct rr_event *last_issue;
  /* notify.c: the origin's last operation applied here, which its next
     may repeat in a short record.  */
  struct rr_last_op *last_op;
  int listed;			/* on its window's SOURCES */
};

/* Memory of a window as this process sees it: its own, or, in a
   shared-memory window, a neighbour's segment mapped here.  */
struct rr_region
{
  uintptr_t lo, hi;
  int owner;			/* comm rank whose memory it is */
  /* Its entry in the index of every window's regions (window.c), once
     the window is listed; NULL before.  */
  struct rr_region_node *node;
};

/* The links of a window on one of the lists of windows (window.c).  */
struct rr_window_link
{
  struct rr_window *next, *prev;
};

struct rr_window
{
  struct rr_window *next, *prev;	/* PREV: NULL for the first */
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
  int dynamic;			/* target displacements are addresses */
  /* Under MPI_WIN_SEPARATE, a load or store sees remote updates only
     after the public and private copies were synchronized (MPI_Win_sync,
     fence, lock or unlock of oneself...): the last such event.  NULL
     under MPI_WIN_UNIFIED.  */
  struct rr_event *last_sync;
  /* Epochs open at this process as origin: fence (not after
     MPI_MODE_NOSUCCEED), and the PSCW access epoch.  */
  int fence_open, access_open;
  /* Every region of the window mapped here, sorted by lo: this process's
     memory (its segment, or the regions attached to a dynamic window) and
     a shared window's neighbour segments.  */
  struct rr_region *regions;
  size_t n_regions, cap_regions;
  /* Access epoch (MPI_Win_start) and exposure epoch (MPI_Win_post):
     the comm ranks of their groups.  */
  int *start_ranks, n_start;
  int *post_ranks, n_post;
  unsigned long fences;		/* fences completed */
  /* notify.c: the counted messages received for the fences of even and
     odd number, and the block of the count exchange this process sends
     (2 ints per member; zero between fences).  */
  unsigned long fence_got[2];
  int *fence_counts;
  uint32_t lock_all_epoch;	/* nonzero while lock_all is held */
  struct itree tree;		/* accesses to this process's window memory */
  /* What the last collection of TREE at a collective (rr_window_collect)
     left: COLLECT_WAITING, every record it kept waits for a completion
     that had not happened (when rr_event_happened was COLLECT_HAPPENED),
     and TREE is unchanged since unless COLLECT_DIRTY.  The next one
     then has nothing to remove.  */
  int collect_waiting, collect_dirty;
  uint64_t collect_happened;
  /* The records TREE has parked on its list K (itree_collect) are
     complete, and were kept at a collection only because PARKED_BY[K]
     did not know their completion (rr_thread_all_know_why).  They stay
     parked while that blocker has not moved (rr_window_collect).  */
  struct rr_blocker parked_by[ITREE_PARK_SLOTS];
  /* Runs (check.c) the last atomic accesses checked here joined, when
     no record their check met could conflict with them, one per origin
     or so (round robin, NEXT_HINT): each valid while the tree's gen is
     its GEN.  */
  struct rr_run_hint
  {
    struct itree_node *node;
    uint64_t gen;
  } run_hints[4];
  unsigned next_hint;
  struct rr_target *targets;	/* by comm rank */
  /* The comm ranks of the targets that may have batches, requests or
     notifications queued (rr_window_touch), so that a completion of
     every target (flush_all, unlock_all, fence, complete) and a send of
     every queue visit those only, not all comm_size of them.  */
  int *touched;
  size_t n_touched, cap_touched;
  int touched_sorted;		/* TOUCHED is in increasing order */
  /* On the list of windows with touched targets, so that a send of
     every queue visits those only (rr_window_first_touched).  */
  struct rr_window_link touched_link;
  /* On the list of windows a collective may have something to collect
     in (records in TREE, origins in SOURCES), so that one visits those
     only (rr_window_first_collecting).  */
  struct rr_window_link collecting_link;
  /* Completion events of the operations other processes made here, by
     their comm rank: the batches an origin has open.  */
  struct rr_incoming *incoming;
  /* The comm ranks of the origins that may have batches in INCOMING,
     so that a collective visits those only (notify.c).  */
  int *sources;
  size_t n_sources, cap_sources;
  unsigned long checks;		/* accesses checked, for stats */
  /* The info key accumulate_ops is same_op: concurrent accumulates on
     one location must all use the same operation, MPI_NO_OP included
     (the default, same_op_no_op, allows MPI_NO_OP with any).  */
  int acc_same_op;
};

/* Register a window just created collectively over COMM; returns it.
   DYNAMIC for MPI_Win_create_dynamic (BASE and SIZE are then 0), SHARED
   for MPI_Win_allocate_shared (the neighbours' segments are mapped).  */
struct rr_window *rr_window_add (MPI_Win win, MPI_Comm comm, void *base,
				 MPI_Aint size, int disp_unit, int dynamic,
				 int shared);
/* Take the info keys of W the runtime needs from INFO (creation or
   MPI_Win_set_info).  */
void rr_window_set_info (struct rr_window *w, MPI_Info info);
/* Memory attached to, or detached from, a dynamic window.  */
void rr_window_attach (struct rr_window *w, void *base, MPI_Aint size);
void rr_window_detach (struct rr_window *w, const void *base);
/* The index of the first region of W that ends after ADDR (n_regions
   if none): O(log n), for a shared window maps one region per member.  */
size_t rr_window_region_after (const struct rr_window *w, uintptr_t addr);
/* The region of W holding ADDR, or NULL.  */
const struct rr_region *rr_window_region_at (const struct rr_window *w,
					     uintptr_t addr);
/* The comm ranks of W's members in GROUP, into *RANKS (malloc'ed);
   returns how many.  */
int rr_window_ranks_of (const struct rr_window *w, MPI_Group group,
			int **ranks);
/* The window of handle WIN, or NULL if the runtime does not track it.  */
struct rr_window *rr_window_find (MPI_Win win);
/* The window whose gid is GID, or NULL: O(1).  Under the lock.  */
struct rr_window *rr_window_by_gid (uint64_t gid);
/* Forget W (the window is being freed).  */
void rr_window_remove (struct rr_window *w);
/* The first window, for walking them all with ->next.  */
struct rr_window *rr_window_first (void);

/* How many windows are listed.  Below RR_FEW_WINDOWS, a walk of every
   window costs less than a search of the index of their regions.  */
extern unsigned rr_n_windows;
#define RR_FEW_WINDOWS 4

/* Call FN on every region of every listed window that meets [LO, HI),
   with its window, bounds and owner, in increasing order of the
   region's start, until FN returns nonzero; return that value, or 0.
   O(log regions + k) for k such regions, whatever the number of
   windows: a checked access or a tracked span looks up only the
   windows that hold it.  FN must not add or remove windows or
   regions.  Under the lock.  */
typedef int (*rr_region_fn) (struct rr_window *w, uintptr_t lo,
			     uintptr_t hi, int owner, void *ctx);
int rr_window_regions_visit (uintptr_t lo, uintptr_t hi, rr_region_fn fn,
			     void *ctx);
/* The hull [*LO, *HI) of every listed window's regions, or *LO >= *HI
   if there are none: O(1).  */
void rr_window_regions_hull (uintptr_t *lo, uintptr_t *hi);

/* Target TRANK of W is given a batch, a request or a notification to
   send: put it on W's touched list, if not there.  Under the lock.  */
void rr_window_touch_add (struct rr_window *w, int trank);
static inline void
rr_window_touch (struct rr_window *w, int trank)
{
  if (!w->targets[trank].touched)
    rr_window_touch_add (w, trank);
}
/* The touched targets of W, in increasing order (as a walk of every
   target would meet them); returns how many.  The list stays valid
   until the next rr_window_touch of a target not on it.  */
size_t rr_window_touched (struct rr_window *w, const int **ranks);
/* The windows with touched targets (and then the next, touched_link.next):
   the others have nothing queued.  */
struct rr_window *rr_window_first_touched (void);
/* Take off W's touched list the targets with nothing left: no batch,
   no request, no notification queued.  */
void rr_window_untouch_idle (struct rr_window *w);

/* W is given a record in its tree or an origin in its sources: put it
   on the list of windows to collect, if not there.  Under the lock.  */
void rr_window_collecting_add (struct rr_window *w);
/* The windows that may hold records or incoming batches (and then the
   next, collecting_link.next): a collective has nothing to collect in the
   others.  */
struct rr_window *rr_window_first_collecting (void);
/* Take W off that list if its tree and sources are empty.  */
void rr_window_collecting_idle (struct rr_window *w);

/* Set (ON) or clear the in_start flag of the targets in W's
   start_ranks, so that an RMA call finds whether its target is in the
   access epoch in O(1).  */
void rr_window_mark_start (struct rr_window *w, int on);

/* Under the separate memory model, the copies of W were synchronized
   now.  Under the lock.  */
void rr_window_synced (struct rr_window *w);

/* A globally unique id for a new communicator or window, agreed by all
   members of COMM (a collective over COMM).  */
uint64_t rr_agree_gid (MPI_Comm comm);

#endif /* RMARACE_WINDOW_H */
