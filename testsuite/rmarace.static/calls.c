/* calls.c -- RMA calls and accesses inside functions of the same file.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

/* { dg-do compile } */

#include <mpi.h>

int buf[8];
int sink;

/* A wrapper leaves its Get pending.  */

static void __attribute__ ((noinline))
get_into (int *p, int n, int target, MPI_Win win)
{
  MPI_Get (p, n, MPI_INT, target, 0, n, MPI_INT, win); /* { dg-message "note: the MPI_Get call is here" } */
}

void
wrapper_race (MPI_Win win, int target)
{
  MPI_Win_lock_all (0, win);
  get_into (buf, 8, target, win); /* { dg-message "note: MPI_Get into .buf. is started by this call to .get_into." } */
  sink = buf[2]; /* { dg-warning "data race: MPI_Get into .buf. is still pending when .buf.2.. is loaded here" } */
  MPI_Win_unlock_all (win);
}

void
wrapper_ok (MPI_Win win, int target)
{
  MPI_Win_lock_all (0, win);
  get_into (buf, 8, target, win);
  MPI_Win_flush_local (target, win);
  sink = buf[2]; /* { dg-bogus "race" } */
  MPI_Win_unlock_all (win);
}

/* A helper stores through its pointer argument.  */

static void __attribute__ ((noinline))
reset (int *p)
{
  p[1] = 0; /* { dg-message "note: the store in .reset. is here" } */
}

void
helper_store_race (MPI_Win win, int target)
{
  MPI_Win_lock_all (0, win);
  MPI_Get (buf, 8, MPI_INT, target, 0, 8, MPI_INT, win); /* { dg-message "note: MPI_Get into .buf. started here" } */
  reset (buf); /* { dg-warning "data race: MPI_Get into .buf. is still pending when .buf. is stored to in this call to .reset.; add .MPI_Win_flush_local .target, win.. before this call" } */
  MPI_Win_unlock_all (win);
}

/* A helper that flushes first is fine.  */

static void __attribute__ ((noinline))
flush_and_reset (int *p, int target, MPI_Win win)
{
  MPI_Win_flush_local (target, win);
  p[1] = 0;
}

void
helper_flushes (MPI_Win win, int target)
{
  MPI_Win_lock_all (0, win);
  MPI_Get (buf, 8, MPI_INT, target, 0, 8, MPI_INT, win);
  flush_and_reset (buf, target, win); /* { dg-bogus "race" } */
  sink = buf[1]; /* { dg-bogus "race" } */
  MPI_Win_unlock_all (win);
}

/* A function of another file might flush: no report.  */

extern void elsewhere (void);

void
unknown_call (MPI_Win win, int target)
{
  MPI_Win_lock_all (0, win);
  MPI_Get (buf, 8, MPI_INT, target, 0, 8, MPI_INT, win);
  elsewhere ();
  sink = buf[1]; /* { dg-bogus "race" } */
  MPI_Win_unlock_all (win);
}
