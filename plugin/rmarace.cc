/* rmarace.cc -- the rmarace GCC plugin's entry point: options and passes.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   plugin_init checks the GCC version, reads the plugin arguments (first
   from the environment variable RMARACE_PLUGIN_OPTIONS, then from
   -fplugin-arg-rmarace-NAME[=VALUE], so the command line wins) into
   rmarace_opts, and registers the passes.  Bad arguments are reported with
   error (): the compilation then fails cleanly instead of aborting.  */

#include "gcc-common.h"
#include "rmarace.h"

#ifndef RMARACE_VERSION
# define RMARACE_VERSION "unknown"
#endif

/* GCC refuses to load a plugin that does not define this.  */
int plugin_is_GPL_compatible;

struct rmarace_options rmarace_opts = {
  1,				/* instrument */
  RMARACE_STATIC_WARN,		/* static_mode */
  0,				/* may_race */
  0,				/* verbose */
  0				/* stats */
};

/* The name GCC knows the plugin by ("rmarace" for rmarace.so), for the
   -fplugin-arg-NAME- prefix in messages.  */
static const char *plugin_base_name = "rmarace";

static const char rmarace_help[] =
  "  -fplugin-arg-rmarace-help              print this list\n"
  "  -fplugin-arg-rmarace-version           print the plugin version\n"
  "  -fplugin-arg-rmarace-verbose           say what the plugin does\n"
  "  -fplugin-arg-rmarace-instrument=yes|no|all\n"
  "                                         emit the runtime checks "
  "(default yes);\n"
  "                                         all: every load and store, "
  "unfiltered\n"
  "  -fplugin-arg-rmarace-static=off|warn|error\n"
  "                                         compile-time check of "
  "origin-side races\n"
  "                                         (default warn)\n"
  "  -fplugin-arg-rmarace-runtime=required|optional\n"
  "                                         required (default): linking "
  "fails\n"
  "                                         without -lrmarace; optional: "
  "checked\n"
  "                                         only under "
  "LD_PRELOAD=librmarace.so\n"
  "  -fplugin-arg-rmarace-may-race          also report possible "
  "(may-alias) races\n"
  "  -fplugin-arg-rmarace-stats             per-function instrumentation "
  "statistics\n"
  "  The environment variable RMARACE_PLUGIN_OPTIONS may hold the same\n"
  "  arguments without the prefix, separated by spaces; the command\n"
  "  line overrides it.\n";

void
rmarace_inform (const char *fmt, ...)
{
  va_list ap;

  fputs ("rmarace: ", stderr);
  va_start (ap, fmt);
  vfprintf (stderr, fmt, ap);
  va_end (ap);
  fputc ('\n', stderr);
}

/* Report a bad argument NAME (with VALUE, if any) that came from ORIGIN:
   NULL for the command line, else the environment variable's name.  */

static void
bad_argument (const char *origin, const char *name, const char *value,
	      const char *why)
{
  if (origin)
    error ("rmarace: %s %qs in %s", why, name, origin);
  else if (value)
    error ("rmarace: %s %<-fplugin-arg-%s-%s=%s%>", why, plugin_base_name,
	   name, value);
  else
    error ("rmarace: %s %<-fplugin-arg-%s-%s%>", why, plugin_base_name,
	   name);
}

/* Parse VALUE of a yes/no argument into *FLAG.  No value means yes.  */

static bool
parse_flag (const char *value, int *flag)
{
  if (!value || !strcmp (value, "yes") || !strcmp (value, "1"))
    *flag = 1;
  else if (!strcmp (value, "no") || !strcmp (value, "0"))
    *flag = 0;
  else
    return false;
  return true;
}

/* Apply one argument NAME[=VALUE]; ORIGIN as for bad_argument.  */

static void
handle_argument (const char *name, const char *value, const char *origin)
{
  if (!strcmp (name, "help"))
    {
      fprintf (stderr, "rmarace %s, a data-race checker for MPI one-sided "
	       "programs.\nPlugin arguments:\n%s", RMARACE_VERSION,
	       rmarace_help);
      return;
    }
  if (!strcmp (name, "version"))
    {
      rmarace_inform ("version %s (built for GCC %s)", RMARACE_VERSION,
		      gcc_version.basever);
      return;
    }

  bool ok = true;
  if (!strcmp (name, "verbose"))
    ok = parse_flag (value, &rmarace_opts.verbose);
  else if (!strcmp (name, "may-race"))
    ok = parse_flag (value, &rmarace_opts.may_race);
  else if (!strcmp (name, "stats"))
    ok = parse_flag (value, &rmarace_opts.stats);
  else if (!strcmp (name, "instrument"))
    {
      /* Here the value is required: a bare "instrument" is more likely a
	 typo than a request for the default.  "all" is the unfiltered
	 instrumentation, for measuring what the filters save.  */
      if (value && !strcmp (value, "all"))
	rmarace_opts.instrument = 2;
      else
	ok = value && parse_flag (value, &rmarace_opts.instrument);
    }
  else if (!strcmp (name, "runtime"))
    ok = rmarace_abi_option (value);
  else if (!strcmp (name, "static"))
    {
      if (value && !strcmp (value, "off"))
	rmarace_opts.static_mode = RMARACE_STATIC_OFF;
      else if (value && !strcmp (value, "warn"))
	rmarace_opts.static_mode = RMARACE_STATIC_WARN;
      else if (value && !strcmp (value, "error"))
	rmarace_opts.static_mode = RMARACE_STATIC_ERROR;
      else
	ok = false;
    }
  else
    {
      bad_argument (origin, name, value, "unknown argument");
      return;
    }
  if (!ok)
    bad_argument (origin, name, value, "invalid value for argument");
}

/* Apply the arguments in the environment variable RMARACE_PLUGIN_OPTIONS:
   NAME[=VALUE] words separated by white space.  */

static void
handle_environment (void)
{
  static const char var[] = "RMARACE_PLUGIN_OPTIONS";
  const char *env = getenv (var);
  if (!env)
    return;

  char *copy = xstrdup (env);
  char *save = NULL;
  for (char *word = strtok_r (copy, " \t\n", &save); word;
       word = strtok_r (NULL, " \t\n", &save))
    {
      char *eq = strchr (word, '=');
      if (eq)
	*eq = '\0';
      handle_argument (word, eq ? eq + 1 : NULL, var);
    }
  free (copy);
}

/* The leading number of a version string such as "12.2.0".  */

static int
major_of (const char *version)
{
  return version ? atoi (version) : -1;
}

int
plugin_init (struct plugin_name_args *info, struct plugin_gcc_version *version)
{
  static struct plugin_info rmarace_info = { RMARACE_VERSION, rmarace_help };

  plugin_base_name = info->base_name;

  /* GCC's own check (plugin_default_version_check) demands the very same
     build.  The plugin only depends on the internal API, which is stable
     within a release series, so refuse just another major version.  */
  if (major_of (version->basever) != major_of (gcc_version.basever))
    {
      error ("rmarace: the plugin was built for GCC %s and cannot be used "
	     "with GCC %s; rebuild it with this compiler",
	     gcc_version.basever, version->basever);
      return 1;
    }

  int errors_before = errorcount;
  handle_environment ();
  for (int i = 0; i < info->argc; i++)
    handle_argument (info->argv[i].key, info->argv[i].value, NULL);

  register_callback (info->base_name, PLUGIN_INFO, NULL, &rmarace_info);

  /* With bad arguments the compilation fails anyway; adding passes would
     only add noise.  */
  if (errorcount != errors_before)
    return 0;

  if (rmarace_opts.verbose)
    rmarace_inform ("version %s; instrument=%s static=%s may-race=%s "
		    "stats=%s", RMARACE_VERSION,
		    (rmarace_opts.instrument == 2 ? "all"
		     : rmarace_opts.instrument ? "yes" : "no"),
		    rmarace_opts.static_mode == RMARACE_STATIC_OFF ? "off"
		    : rmarace_opts.static_mode == RMARACE_STATIC_WARN ? "warn"
		    : "error",
		    rmarace_opts.may_race ? "yes" : "no",
		    rmarace_opts.stats ? "yes" : "no");

  rmarace_register_omp_data_analysis (info->base_name);
  rmarace_register_field_private_analysis (info->base_name);
  rmarace_register_instrument_pass (info->base_name);
  rmarace_register_abi (info->base_name);
  /* Before the compile-time check: see fortran-early.cc.  */
  rmarace_register_fortran_early_pass (info->base_name);
  rmarace_register_local_race_pass (info->base_name);
  rmarace_register_request_check_pass (info->base_name);
  return 0;
}
