/* flags.c -- parse RMARACE_OPTIONS.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Everything here comes from flags.def: the defaults, the parser, the
   check of each value and the help=1 text.  */

#include <mpi.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "flags-words.h"
#include "flags.h"
#include "suppress.h"

struct rr_flags rr_flags;

/* Whether VALUE is one of the '|'-separated WORDS.  */
static int
word_in (const char *value, const char *words)
{
  size_t len = strlen (value);
  for (const char *w = words; *w;)
    {
      const char *end = strchr (w, '|');
      size_t n = end ? (size_t) (end - w) : strlen (w);
      if (n == len && strncmp (w, value, n) == 0)
	return 1;
      if (!end)
	break;
      w = end + 1;
    }
  return 0;
}

static int
parse_int (const char *value, int *out)
{
  char *end;
  errno = 0;
  long v = strtol (value, &end, 10);
  if (errno || end == value || *end || v < -2147483647L - 1
      || v > 2147483647L)
    return 0;
  *out = (int) v;
  return 1;
}

static void
bad_value (const char *name, const char *value, const char *allowed)
{
  fprintf (stderr, "rmarace: invalid value '%s' for option '%s' in "
	   "RMARACE_OPTIONS ignored (allowed: %s)\n", value, name, allowed);
}

/* Each setter returns 0 when VALUE is not allowed for NAME.  */
#define RR_SET_bool(NAME)						\
  if (strcmp (value, "0") != 0 && strcmp (value, "1") != 0)		\
    bad_value (#NAME, value, "0, 1");					\
  else									\
    rr_flags.NAME = value[0] == '1';
#define RR_SET_int(NAME)						\
  if (!parse_int (value, &rr_flags.NAME))				\
    bad_value (#NAME, value, "an integer");
#define RR_SET_str(NAME) rr_flags.NAME = value;
#define RR_SET_enum(NAME)					\
  if (!word_in (value, rr_flag_enum_words (#NAME)))		\
    bad_value (#NAME, value, rr_flag_enum_words (#NAME));	\
  else								\
    rr_flags.NAME = value;

static void
set_flag (const char *name, const char *value)
{
#define RR_FLAG(TYPE, NAME, DEFAULT, DESC)	\
  if (strcmp (name, #NAME) == 0)		\
    {						\
      RR_SET_##TYPE (NAME);			\
      return;					\
    }
#include "flags.def"
#undef RR_FLAG
  fprintf (stderr, "rmarace: unknown option '%s' in RMARACE_OPTIONS "
	   "ignored (try help=1)\n", name);
}

/* Print TEXT on OUT, folded at spaces to lines of at most 72 columns, each
   indented by 4.  */
static void
print_folded (FILE *out, const char *text)
{
  const char *p = text;
  while (*p)
    {
      size_t room = 68, n = strlen (p);
      if (n > room)
	{
	  n = room;
	  while (n > 0 && p[n] != ' ')
	    n--;
	  if (n == 0)
	    n = room;
	}
      fprintf (out, "    %.*s\n", (int) n, p);
      p += n;
      while (*p == ' ')
	p++;
    }
}

void
rr_flags_print_help (void *stream)
{
  FILE *out = stream;
  fprintf (out, "rmarace: RMARACE_OPTIONS=name=value[:name=value...]; "
	   "options and their defaults:\n");
#define RR_DEFAULT_bool(NAME, DEFAULT) fprintf (out, "  %s=%d", #NAME, DEFAULT)
#define RR_DEFAULT_int(NAME, DEFAULT) fprintf (out, "  %s=%d", #NAME, DEFAULT)
#define RR_DEFAULT_str(NAME, DEFAULT)				\
  fprintf (out, "  %s=%s", #NAME, DEFAULT[0] ? DEFAULT : "\"\"")
#define RR_DEFAULT_enum(NAME, DEFAULT)				\
  fprintf (out, "  %s=%s (%s)", #NAME, DEFAULT,			\
	   rr_flag_enum_words (#NAME))
#define RR_FLAG(TYPE, NAME, DEFAULT, DESC)	\
  RR_DEFAULT_##TYPE (NAME, DEFAULT);		\
  fputc ('\n', out);				\
  print_folded (out, DESC);
#include "flags.def"
#undef RR_FLAG
  fflush (out);
}

void
rr_flags_init (void)
{
#define RR_FLAG(TYPE, NAME, DEFAULT, DESC) rr_flags.NAME = DEFAULT;
#include "flags.def"
#undef RR_FLAG

  const char *env = getenv ("RMARACE_OPTIONS");
  /* The parsed values point into this copy, which lives for the run.  */
  char *copy = env ? strdup (env) : NULL;
  if (copy)
    for (char *item = strtok (copy, ":, \t"); item;
	 item = strtok (NULL, ":, \t"))
      {
	char *eq = strchr (item, '=');
	if (eq)
	  *eq = '\0';
	set_flag (item, eq ? eq + 1 : "1");
      }

  int rank = 0;
  PMPI_Comm_rank (MPI_COMM_WORLD, &rank);
  if (rr_flags.help && rank == 0)
    rr_flags_print_help (stderr);
  if (rr_flags.suppressions[0])
    rr_suppressions_read (rr_flags.suppressions);
}
