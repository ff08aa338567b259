/* suppress.c -- races not to report (RMARACE_OPTIONS=suppressions=FILE).
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   The file has one suppression a line, as ThreadSanitizer's:

     race:FUNCTION        an access made in FUNCTION (a name without '.'
                          or ':'; only the reporting rank's accesses carry
                          one)
     race:FILE            an access made in source file FILE
     race:FILE:LINE       ... at that line
     called_from_lib:LIB  an access made by code in the shared library LIB
                          (libfoo.so, or libfoo)

   A FILE matches the location's file name if it is equal to it or to a
   trailing part of it that starts after a '/'.  Blank lines and lines
   starting with '#' are skipped.  A race is suppressed when either of its
   two accesses matches.  */

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "flags.h"
#include "report.h"
#include "suppress.h"

enum supp_kind { SUPP_FUNCTION, SUPP_FILE, SUPP_LIB };

struct suppression
{
  enum supp_kind kind;
  char *text;			/* function, file or library name */
  long line;			/* SUPP_FILE: 0 for any line */
  unsigned long hits;
};

/* The suppressions read, and the races they suppressed.  */
static struct
{
  struct suppression *v;
  size_t n;
  unsigned long suppressed;
} supps;

const char *
rr_loc_function (const char *loc)
{
  const char *p = loc + strlen (loc) + 1;
  return *p == '\1' ? p + 1 : NULL;
}

static void
add (enum supp_kind kind, const char *text, long line)
{
  struct suppression *s = realloc (supps.v, (supps.n + 1) * sizeof *s);
  char *copy = strdup (text);
  if (!s || !copy)
    rr_fatal ("out of memory");
  supps.v = s;
  supps.v[supps.n++] = (struct suppression) { kind, copy, line, 0 };
}

/* Parse one line, without its newline; 0 if it is not a suppression.  */
static int
parse_line (char *p)
{
  while (*p == ' ' || *p == '\t')
    p++;
  char *end = p + strlen (p);
  while (end > p && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\r'))
    *--end = '\0';
  if (!*p || *p == '#')
    return 1;
  if (strncmp (p, "called_from_lib:", 16) == 0 && p[16])
    {
      add (SUPP_LIB, p + 16, 0);
      return 1;
    }
  if (strncmp (p, "race:", 5) != 0 || !p[5])
    return 0;
  p += 5;
  char *colon = strrchr (p, ':');
  if (colon)
    {
      char *num_end;
      long line = strtol (colon + 1, &num_end, 10);
      if (num_end == colon + 1 || *num_end || line <= 0)
	return 0;
      *colon = '\0';
      add (SUPP_FILE, p, line);
    }
  else if (strchr (p, '.') || strchr (p, '/'))
    add (SUPP_FILE, p, 0);
  else
    add (SUPP_FUNCTION, p, 0);
  return 1;
}

void
rr_suppressions_read (const char *path)
{
  FILE *f = fopen (path, "r");
  if (!f)
    {
      fprintf (stderr, "rmarace: cannot read the suppressions file '%s'; "
	       "no race is suppressed\n", path);
      return;
    }
  char buf[4096];
  for (int lineno = 1; fgets (buf, sizeof buf, f); lineno++)
    {
      buf[strcspn (buf, "\n")] = '\0';
      char copy[sizeof buf];
      strcpy (copy, buf);
      if (!parse_line (buf))
	fprintf (stderr, "rmarace: %s:%d: not a suppression, ignored: '%s' "
		 "(race:FUNCTION, race:FILE, race:FILE:LINE or "
		 "called_from_lib:LIBRARY)\n", path, lineno, copy);
    }
  fclose (f);
}

/* Whether the file part of LOC ("FILE:LINE:COL") names FILE, and, if LINE
   is not 0, its line is LINE.  */
static int
file_matches (const char *loc, const char *file, long line)
{
  /* FILE:LINE:COL: the file name ends at the second colon from the end.  */
  const char *col = strrchr (loc, ':');
  if (!col || col == loc)
    return 0;
  const char *lin = col - 1;
  while (lin > loc && *lin != ':')
    lin--;
  if (*lin != ':')
    return 0;
  size_t flen = lin - loc, len = strlen (file);
  if (len > flen || strncmp (lin - len, file, len) != 0
      || (len < flen && lin[-len - 1] != '/'))
    return 0;
  return !line || strtol (lin + 1, NULL, 10) == line;
}

/* Whether LIB names the shared object at PATH: its base name is LIB, or
   starts with LIB followed by '.'.  */
static int
lib_matches (const char *path, const char *lib)
{
  const char *base = strrchr (path, '/');
  base = base ? base + 1 : path;
  size_t len = strlen (lib);
  return strncmp (base, lib, len) == 0
	 && (base[len] == '\0' || base[len] == '.');
}

static int
matches (const struct suppression *s, const struct rr_race_side *acc)
{
  if (!acc->loc || acc->rank != rr_report_rank ())
    {
      /* Another rank's access: only its location travelled.  */
      return acc->loc && s->kind == SUPP_FILE
	     && file_matches (acc->loc, s->text, s->line);
    }
  switch (s->kind)
    {
    case SUPP_FUNCTION:
      {
	const char *fn = rr_loc_function (acc->loc);
	return fn && strcmp (fn, s->text) == 0;
      }
    case SUPP_FILE:
      return file_matches (acc->loc, s->text, s->line);
    case SUPP_LIB:
      {
	/* The location is a string literal in the code that made the
	   access: the object that holds it is that code's.  */
	Dl_info info;
	return dladdr (acc->loc, &info) && info.dli_fname
	       && lib_matches (info.dli_fname, s->text);
      }
    }
  return 0;
}

int
rr_suppressed (const struct rr_race_side *a, const struct rr_race_side *b)
{
  for (size_t i = 0; i < supps.n; i++)
    if (matches (&supps.v[i], a) || matches (&supps.v[i], b))
      {
	supps.v[i].hits++;
	supps.suppressed++;
	return 1;
      }
  return 0;
}

void
rr_suppressions_summary (void)
{
  if (!supps.n || !(rr_flags.verbose || rr_flags.stats))
    return;
  rr_warn ("rank %d: %lu race%s suppressed", rr_report_rank (),
	   supps.suppressed, supps.suppressed == 1 ? "" : "s");
  for (size_t i = 0; i < supps.n; i++)
    if (supps.v[i].hits)
      {
	char line[32] = "";
	if (supps.v[i].line)
	  snprintf (line, sizeof line, ":%ld", supps.v[i].line);
	rr_warn ("rank %d: %lu suppressed by %s:%s%s", rr_report_rank (),
		 supps.v[i].hits,
		 supps.v[i].kind == SUPP_LIB ? "called_from_lib" : "race",
		 supps.v[i].text, line);
      }
}
