/* init.c -- start and stop the runtime with MPI.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include "rmarace_interface.h"
#include "buffer.h"
#include "check.h"
#include "comm.h"
#include "event.h"
#include "flags.h"
#include "interpose.h"
#include "notify.h"
#include "p2p.h"
#include "pending.h"
#include "preload.h"
#include "report.h"
#include "runtime.h"
#include "recent.h"
#include "suppress.h"
#include "shadow.h"
#include "thread.h"
#include "window.h"

struct rr_runtime rr_rt;

static pthread_mutex_t big_lock = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP;

/* While a thread holds the lock it is inside the runtime: the pthread
   interceptors must not track the lock itself.  */
void
rr_lock (void)
{
  /* The C library's own functions, not the interceptors (pthread.c),
     which would only find the lock is the runtime's: it is taken twice
     per MPI call.  */
  RR_REAL (pthread_mutex_lock, int (*) (pthread_mutex_t *), NULL);
  rr_inside++;
  real_pthread_mutex_lock (&big_lock);
  if (rr_inside == 1 && rr_rt.ready)
    rr_check_buffered ();
}

void
rr_unlock (void)
{
  RR_REAL (pthread_mutex_unlock, int (*) (pthread_mutex_t *), NULL);
  rr_hull_settle ();
  real_pthread_mutex_unlock (&big_lock);
  rr_inside--;
}

/* gfortran's FLUSH with no unit: it writes every unit's buffer.  Weak,
   so a C program does not need libgfortran.  */
extern void _gfortran_flush_i4 (int *) __attribute__ ((weak));

/* With halt_on_error=0 a run that found a race must still fail, as the
   sanitizers' exitcode does, without losing what the program does after
   MPI_Finalize: the status is set when the process exits.  The handler
   is registered before the program's constructors run, so it runs after
   the program's own exit handlers and C++ destructors; it then writes
   the C and Fortran buffers that the libraries' destructors, which
   _exit skips, would write.  */
static void
exit_with_race_status (void)
{
  if (rr_races_reported () == 0 || rr_flags.halt_on_error)
    return;
  fflush (NULL);
  if (_gfortran_flush_i4)
    _gfortran_flush_i4 (NULL);
  _exit (rr_flags.exitcode);
}

__attribute__ ((constructor)) static void
register_exit_status (void)
{
  atexit (exit_with_race_status);
}

void
rr_runtime_init (void)
{
  if (rr_rt.ready)
    return;
  rr_lock ();
  rr_flags_init ();
  PMPI_Comm_rank (MPI_COMM_WORLD, &rr_rt.world_rank);
  rr_report_set_rank (rr_rt.world_rank);
  PMPI_Comm_size (MPI_COMM_WORLD, &rr_rt.world_size);
  PMPI_Comm_group (MPI_COMM_WORLD, &rr_rt.world_group);
  rr_clock_init (rr_rt.world_rank);
  itree_init (&rr_rt.pending);
  rr_comm_init ();
  rr_notify_init ();
  rr_rt.ready = 1;
  /* Instrumented code notes sites while the runtime is not active too
     (rmarace_interface.h): one noted before MPI_Init, at an MPI call the
     runtime does not intercept, must not name a later call.  */
  rr_forget_site ();
  rr_guards_set_active (rr_recent_active_flag ());
  rr_verbose ("rank %d of %d: checking RMA accesses", rr_rt.world_rank,
	      rr_rt.world_size);
  rr_unlock ();
}

void
rr_runtime_finalize (void)
{
  if (!rr_rt.ready)
    return;
  /* MPI_Finalize is collective: deliver what is still queued, so every
     race of the run is seen before the end.  */
  rr_lock ();
  for (struct rr_window *w = rr_window_first (); w; w = w->next)
    rr_rma_complete (w, -1, 1);
  rr_unlock ();
  rr_notify_sync (rr_comm_world ()->priv, rr_comm_world ()->group);
  rr_lock ();
  rr_p2p_finalize ();
  rr_suppressions_summary ();
  rr_guards_set_active (0);
  rr_guards_set_hull (0, 0);
  rr_rt.ready = 0;
  while (rr_window_first ())
    rr_window_remove (rr_window_first ());
  rr_pending_clear ();
  rr_shadow_clear ();
  rr_comm_finalize ();
  rr_notify_finalize ();
  PMPI_Group_free (&rr_rt.world_group);
  rr_unlock ();
}
