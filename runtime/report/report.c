/* report.c -- print races in the sanitizers' layout.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

#include <mpi.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "output.h"
#include "report.h"
#include "suppress.h"
#include "thread.h"
#include "event.h"
#include "flags.h"
#include "runtime.h"
#include "window.h"

static unsigned long n_reported;
static FILE *log_stream;

/* Races already reported (halt_on_error=0 reports each pair of source
   locations and kinds once).  A short list: races are few.  */
struct seen
{
  struct seen *next;
  const char *loc1, *loc2;
  int kind1, kind2;
};
static struct seen *seen;

void *
rr_log_stream (void)
{
  if (log_stream)
    return log_stream;
  const char *path = rr_flags.log_path;
  if (!path || strcmp (path, "stderr") == 0)
    log_stream = stderr;
  else if (strcmp (path, "stdout") == 0)
    log_stream = stdout;
  else
    {
      char name[4096];
      snprintf (name, sizeof name, "%s.%d", path, rr_rt.world_rank);
      log_stream = fopen (name, "a");
      if (!log_stream)
	{
	  fprintf (stderr, "rmarace: cannot open log file '%s'; using "
		   "stderr\n", name);
	  log_stream = stderr;
	}
    }
  return log_stream;
}

static void
vmessage (const char *fmt, va_list ap)
{
  char line[1024];
  int n = snprintf (line, sizeof line, "rmarace: ");
  n += vsnprintf (line + n, sizeof line - n - 1, fmt, ap);
  if (n > (int) sizeof line - 2)
    n = sizeof line - 2;
  line[n++] = '\n';
  rr_write_text (rr_log_stream (), line, n);
}

void
rr_warn (const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  vmessage (fmt, ap);
  va_end (ap);
}

void
rr_warn_once (const char *key, const char *fmt, ...)
{
  /* Keys are interned locations: compare pointers.  */
  static const char **keys;
  static size_t n_keys, cap_keys;
  for (size_t i = 0; i < n_keys; i++)
    if (keys[i] == key)
      return;
  if (n_keys == cap_keys)
    {
      size_t cap = cap_keys ? 2 * cap_keys : 16;
      const char **k = realloc (keys, cap * sizeof *k);
      if (!k)
	return;
      keys = k;
      cap_keys = cap;
    }
  keys[n_keys++] = key;
  va_list ap;
  va_start (ap, fmt);
  vmessage (fmt, ap);
  va_end (ap);
}

void
rr_verbose (const char *fmt, ...)
{
  if (!rr_flags.verbose)
    return;
  va_list ap;
  va_start (ap, fmt);
  vmessage (fmt, ap);
  va_end (ap);
}

void
rr_fatal (const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  vmessage (fmt, ap);
  va_end (ap);
  /* A program that uses OpenMP but not MPI may get here too.  */
  int started = 0, ended = 0;
  PMPI_Initialized (&started);
  PMPI_Finalized (&ended);
  if (started && !ended)
    PMPI_Abort (MPI_COMM_WORLD, 70);
  abort ();
}

static const char *const op_names[RR_OP_MAX] = {
  [RR_OP_NONE] = "", [RR_OP_PUT] = "MPI_Put", [RR_OP_GET] = "MPI_Get",
  [RR_OP_ACCUMULATE] = "MPI_Accumulate",
  [RR_OP_GET_ACCUMULATE] = "MPI_Get_accumulate",
  [RR_OP_FETCH_AND_OP] = "MPI_Fetch_and_op",
  [RR_OP_COMPARE_AND_SWAP] = "MPI_Compare_and_swap",
  [RR_OP_RPUT] = "MPI_Rput", [RR_OP_RGET] = "MPI_Rget",
  [RR_OP_RACCUMULATE] = "MPI_Raccumulate",
  [RR_OP_RGET_ACCUMULATE] = "MPI_Rget_accumulate",
};

const char *
rr_op_name (int op)
{
  return op > RR_OP_NONE && op < RR_OP_MAX ? op_names[op] : "access";
}

/* What the access did to the bytes, as the report names it.  */
static const char *
role_phrase (const struct rr_access *acc)
{
  switch (acc->kind)
    {
    case RR_LOAD: return "local load";
    case RR_STORE: return "local store";
    case RR_ORIGIN_READ:
      return acc->role == RR_ROLE_COMPARE ? "compare buffer read"
					  : "origin buffer read";
    case RR_ORIGIN_WRITE:
      return acc->role == RR_ROLE_RESULT ? "result buffer write"
					 : "origin buffer write";
    case RR_TARGET_READ: return "remote read";
    case RR_TARGET_WRITE: return "remote write";
    case RR_TARGET_UPDATE: return "remote update";
    default: return "access";
    }
}

static void
print_kind (FILE *out, const struct rr_access *acc)
{
  if (acc->op != RR_OP_NONE && acc->op < RR_OP_MAX)
    fprintf (out, "%s, ", op_names[acc->op]);
  fputs (role_phrase (acc), out);
}

/* Put the two accesses in the order the report shows them: by one
   thread, in program order; by two threads of one process, in the order
   they were made (A first); else the remote access first, then by
   rank.  */
static void
order_pair (const struct rr_access **a, const struct rr_access **b)
{
  const struct rr_access *x = *a, *y = *b;
  int swap;
  if (x->rank == y->rank && !rr_kind_is_target (x->kind)
      && !rr_kind_is_target (y->kind))
    swap = (RR_VALUE_THREAD (x->issue->value)
	    == RR_VALUE_THREAD (y->issue->value))
	   && y->issue->value < x->issue->value;
  else if (rr_kind_is_target (x->kind) != rr_kind_is_target (y->kind))
    swap = rr_kind_is_target (y->kind);
  else if (x->rank != y->rank)
    swap = y->rank < x->rank;
  else
    swap = y->issue->value < x->issue->value;
  if (swap)
    {
      *a = y;
      *b = x;
    }
}

static int
already_seen (const struct rr_access *a, const struct rr_access *b)
{
  for (struct seen *s = seen; s; s = s->next)
    if (s->loc1 == a->loc && s->loc2 == b->loc && s->kind1 == a->kind
	&& s->kind2 == b->kind)
      return 1;
  struct seen *s = malloc (sizeof *s);
  if (s)
    {
      *s = (struct seen) { seen, a->loc, b->loc, a->kind, b->kind };
      seen = s;
    }
  return 0;
}

static void
print_access (FILE *out, const char *prefix, const struct rr_access *acc,
	      uintptr_t lo, uintptr_t hi)
{
  fprintf (out, "  %s", prefix);
  print_kind (out, acc);
  fprintf (out, " of size %lu at %p by rank %d",
	   (unsigned long) (hi - lo), (void *) lo, acc->rank);
  if (acc->thread)
    fprintf (out, ", thread %u", acc->thread - 1);
  fprintf (out, ":\n");
  fprintf (out, "    #0 %s\n", acc->loc);
}

/* The units (thread.h) of two accesses of this process when they are
   two different sections or tasks, which OpenMP may run at the same time
   even when one thread ran both: "sections", "tasks", or NULL.  */
static const char *
units_phrase (const struct rr_access *a, const struct rr_access *b)
{
  if (a->rank != rr_rt.world_rank || b->rank != rr_rt.world_rank
      || rr_kind_is_target (a->kind) || rr_kind_is_target (b->kind)
      || !a->issue || !b->issue)
    return NULL;
  uint32_t ta = RR_VALUE_THREAD (a->issue->value);
  uint32_t tb = RR_VALUE_THREAD (b->issue->value);
  int ua = rr_unit_of (ta), ub = rr_unit_of (tb);
  if (ta == tb || ua == RR_UNIT_THREAD || ub == RR_UNIT_THREAD)
    return NULL;
  if (ua != ub)
    return "units (a section and a task)";
  return ua == RR_UNIT_SECTION ? "sections" : "tasks";
}

static void
print_summary_kind (FILE *out, const struct rr_access *acc)
{
  fprintf (out, "%s (", acc->loc);
  print_kind (out, acc);
  if (rr_kind_is_target (acc->kind))
    fprintf (out, " from rank %d", acc->rank);
  else if (acc->rank != rr_rt.world_rank)
    fprintf (out, " by rank %d", acc->rank);	/* a shared window */
  if (acc->thread)
    fprintf (out, ", thread %u", acc->thread - 1);
  fputc (')', out);
}

void
rr_report_race (const struct rr_window *w, uintptr_t lo, uintptr_t hi,
		const struct rr_access *a, const struct rr_access *b)
{
  order_pair (&a, &b);
  if (!rr_flags.halt_on_error && already_seen (a, b))
    return;
  if (rr_suppressed (a, b))
    return;
  n_reported++;

  /* Compose the report in memory and write it at once: the launcher
     forwards each process's output in pieces, and another process's or
     its own message must not land in the middle.  */
  char *text = NULL;
  size_t text_len = 0;
  FILE *out = open_memstream (&text, &text_len);
  if (!out)
    out = rr_log_stream ();
  fprintf (out, "==================\n");
  fprintf (out, "WARNING: rmarace: data race (pid=%d)\n", (int) getpid ());
  print_access (out, "", a, lo, hi);
  print_access (out, "Conflicting ", b, lo, hi);
  const struct rr_region *region = w ? rr_window_region_at (w, lo) : NULL;
  if (region)
    fprintf (out, "  Location is window %u of rank %d, offset [%lu, %lu) "
	     "of %lu bytes%s.\n", w->num, rr_rt.world_rank,
	     (unsigned long) (lo - region->lo),
	     (unsigned long) (hi - region->lo),
	     (unsigned long) (region->hi - region->lo),
	     w->dynamic ? " attached" : "");
  else
    fprintf (out, "  Location is a local buffer of rank %d.\n",
	     rr_rt.world_rank);
  const char *units = units_phrase (a, b);
  if (units)
    fprintf (out, "  The accesses are in two different %s, which OpenMP "
	     "may run at the same time.\n", units);
  fprintf (out, "SUMMARY: rmarace: data race ");
  print_summary_kind (out, a);
  fprintf (out, " and ");
  print_summary_kind (out, b);
  fprintf (out, "\n==================\n");
  if (out != rr_log_stream ())
    {
      fclose (out);
      rr_write_text (rr_log_stream (), text, text_len);
      free (text);
    }
  else
    fflush (out);

  if (rr_flags.halt_on_error)
    {
      /* Let the launcher forward the report before the abort's own
	 message.  */
      usleep (200000);
      PMPI_Abort (MPI_COMM_WORLD, rr_flags.exitcode);
      abort ();
    }
}

unsigned long
rr_races_reported (void)
{
  return n_reported;
}
