/* gen-options.c -- the runtime options of runtime/flags.def, for the manual
   (texi) and the man page (man).
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Built and run by "make doc": the manual, the man page and help=1 all
   come from the one table.  */

#include <stdio.h>
#include <string.h>
#include "../runtime/flags-words.h"

/* Print S with the characters FORMAT treats specially escaped.  */
static void
put_escaped (const char *s, int texi)
{
  for (; *s; s++)
    {
      if (texi && (*s == '@' || *s == '{' || *s == '}'))
	putchar ('@');
      if (!texi && *s == '\\')
	putchar ('\\');
      putchar (*s);
    }
}

static void
option (int texi, const char *type, const char *name, const char *def,
	const char *desc)
{
  const char *words = rr_flag_enum_words (name);
  if (texi)
    printf ("@item %s=%s\n@opindex %s\n", name, *def ? def : "\"\"", name);
  else
    printf (".TP\n.BR %s =%s\n", name, *def ? def : "\"\"");
  if (strcmp (type, "bool") == 0)
    printf ("(0 or 1) ");
  else if (strcmp (type, "int") == 0)
    printf ("(an integer) ");
  else if (words)
    printf ("(%s) ", words);
  put_escaped (desc, texi);
  putchar ('\n');
}

int
main (int argc, char **argv)
{
  int texi = argc > 1 && strcmp (argv[1], "texi") == 0;
  char buf[32];
#define RR_FLAG(TYPE, NAME, DEFAULT, DESC)				\
  snprintf (buf, sizeof buf, RR_FMT_##TYPE, DEFAULT);			\
  option (texi, #TYPE, #NAME, buf, DESC);
#define RR_FMT_bool "%d"
#define RR_FMT_int "%d"
#define RR_FMT_str "%s"
#define RR_FMT_enum "%s"
  if (texi)
    puts ("@table @code");
#include "../runtime/flags.def"
  if (texi)
    puts ("@end table");
  return 0;
}
