/* report.c -- print races in the sanitizers' layout, and the runtime's
   own messages.
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
#include "flags.h"

/* Races already reported (halt_on_error=0 reports each pair of source
   locations and kinds once).  A short list: races are few.  */
struct seen
{
  struct seen *next;
  const char *loc1, *loc2;
  int kind1, kind2;
};

/* What the reports keep.  */
static struct
{
  int rank;			/* this process's world rank */
  FILE *log;			/* where reports go, once opened */
  unsigned long reported;	/* races reported */
  struct seen *seen;
} report;

void
rr_report_set_rank (int rank)
{
  report.rank = rank;
}

int
rr_report_rank (void)
{
  return report.rank;
}

void *
rr_log_stream (void)
{
  if (report.log)
    return report.log;
  const char *path = rr_flags.log_path;
  if (!path || strcmp (path, "stderr") == 0)
    report.log = stderr;
  else if (strcmp (path, "stdout") == 0)
    report.log = stdout;
  else
    {
      char name[4096];
      snprintf (name, sizeof name, "%s.%d", path, report.rank);
      report.log = fopen (name, "a");
      if (!report.log)
	{
	  fprintf (stderr, "rmarace: cannot open log file '%s'; using "
		   "stderr\n", name);
	  report.log = stderr;
	}
    }
  return report.log;
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

static void
print_kind (FILE *out, const struct rr_race_side *side)
{
  if (side->call)
    fprintf (out, "%s, ", side->call);
  fputs (side->role, out);
}

static int
already_seen (const struct rr_race_side *a, const struct rr_race_side *b)
{
  for (struct seen *s = report.seen; s; s = s->next)
    if (s->loc1 == a->loc && s->loc2 == b->loc && s->kind1 == a->kind
	&& s->kind2 == b->kind)
      return 1;
  struct seen *s = malloc (sizeof *s);
  if (s)
    {
      *s = (struct seen) { report.seen, a->loc, b->loc, a->kind, b->kind };
      report.seen = s;
    }
  return 0;
}

static void
print_access (FILE *out, const char *prefix, const struct rr_race_side *side,
	      uintptr_t lo, uintptr_t hi)
{
  fprintf (out, "  %s", prefix);
  print_kind (out, side);
  fprintf (out, " of size %lu at %p by rank %d",
	   (unsigned long) (hi - lo), (void *) lo, side->rank);
  if (side->thread)
    fprintf (out, ", thread %u", side->thread - 1);
  fprintf (out, ":\n");
  fprintf (out, "    #0 %s\n", side->loc);
}

static void
print_summary_kind (FILE *out, const struct rr_race_side *side)
{
  fprintf (out, "%s (", side->loc);
  print_kind (out, side);
  if (side->remote)
    fprintf (out, " from rank %d", side->rank);
  else if (side->rank != report.rank)
    fprintf (out, " by rank %d", side->rank);	/* a shared window */
  if (side->thread)
    fprintf (out, ", thread %u", side->thread - 1);
  fputc (')', out);
}

void
rr_report_race (const struct rr_race *race)
{
  const struct rr_race_side *a = &race->first, *b = &race->second;
  if (!rr_flags.halt_on_error && already_seen (a, b))
    return;
  if (rr_suppressed (a, b))
    return;
  report.reported++;

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
  print_access (out, "", a, race->lo, race->hi);
  print_access (out, "Conflicting ", b, race->lo, race->hi);
  if (race->window)
    fprintf (out, "  Location is window %u of rank %d, offset [%lu, %lu) "
	     "of %lu bytes%s.\n", race->window, report.rank,
	     (unsigned long) race->offset,
	     (unsigned long) (race->offset + (race->hi - race->lo)),
	     (unsigned long) race->size,
	     race->attached ? " attached" : "");
  else
    fprintf (out, "  Location is a local buffer of rank %d.\n",
	     report.rank);
  if (race->units)
    fprintf (out, "  The accesses are in two different %s, which OpenMP "
	     "may run at the same time.\n", race->units);
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
  return report.reported;
}
