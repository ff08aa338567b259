/* flags.c -- parse RMARACE_OPTIONS.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "flags.h"

struct rr_flags rr_flags;

static void
set_flag (const char *name, size_t name_len, const char *value)
{
#define RR_SET_int(NAME) rr_flags.NAME = atoi (value)
#define RR_SET_str(NAME) rr_flags.NAME = value
#define RR_FLAG(TYPE, NAME, DEFAULT, DESC)				\
  if (name_len == strlen (#NAME) && strncmp (name, #NAME, name_len) == 0) \
    {									\
      RR_SET_##TYPE (NAME);						\
      return;								\
    }
#include "flags.def"
#undef RR_FLAG
#undef RR_SET_int
#undef RR_SET_str
  fprintf (stderr, "rmarace: unknown option '%.*s' in RMARACE_OPTIONS "
	   "ignored\n", (int) name_len, name);
}

void
rr_flags_init (void)
{
#define RR_FLAG(TYPE, NAME, DEFAULT, DESC) rr_flags.NAME = DEFAULT;
#include "flags.def"
#undef RR_FLAG

  const char *env = getenv ("RMARACE_OPTIONS");
  if (!env)
    return;
  /* The parsed values point into this copy, which lives for the run.  */
  char *copy = strdup (env);
  if (!copy)
    return;
  for (char *item = strtok (copy, ":, \t"); item;
       item = strtok (NULL, ":, \t"))
    {
      char *eq = strchr (item, '=');
      if (eq)
	{
	  *eq = '\0';
	  set_flag (item, strlen (item), eq + 1);
	}
      else
	set_flag (item, strlen (item), "1");
    }
}
