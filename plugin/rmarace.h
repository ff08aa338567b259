/* rmarace.h -- what the parts of the rmarace GCC plugin share.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   rmarace.cc parses the plugin arguments into one rmarace_options and
   registers the passes; each pass lives in a file of its own and exposes
   one register function.  Include gcc-common.h before this header.  */

#ifndef RMARACE_PLUGIN_H
#define RMARACE_PLUGIN_H

/* How the compile-time check of origin-side races reports.  */
enum rmarace_static_mode
{
  RMARACE_STATIC_OFF,		/* no compile-time check */
  RMARACE_STATIC_WARN,		/* warnings (the default) */
  RMARACE_STATIC_ERROR		/* errors */
};

struct rmarace_options
{
  int instrument;		/* runtime instrumentation: 0 none, 1 filtered
				   (the default), 2 every access */
  enum rmarace_static_mode static_mode;
  int may_race;			/* also report possible (may-alias) races */
  int verbose;			/* say what the plugin does, on stderr */
  int stats;			/* per-function instrumentation statistics */
};

extern struct rmarace_options rmarace_opts;

/* Print "rmarace: " and a printf-style message on stderr.  */
void rmarace_inform (const char *fmt, ...)
  __attribute__ ((format (printf, 1, 2)));

/* instrument.cc: the pass that emits calls into the runtime.  */
void rmarace_register_instrument_pass (const char *plugin_name);

/* omp-data.cc: the analysis of OpenMP data blocks the instrumentation
   pass's filters use.  */
void rmarace_register_omp_data_analysis (const char *plugin_name);

/* field-private.cc: the analysis of the pointer members of C++ classes
   in anonymous namespaces that the instrumentation pass's filters use.  */
void rmarace_register_field_private_analysis (const char *plugin_name);

/* instrument.cc: a weak public variable NAME of TYPE initialized to INIT
   (0 if NULL), or this unit's own definition of NAME; and the guard
   variables the instrumentation reads, which plugin/abi.cc hands to a
   preloaded runtime.  */
tree rmarace_weak_variable (const char *name, tree type,
			    tree init = NULL_TREE);
struct rmarace_guards
{
  tree active, lo, hi, shadow, mask;
};
void rmarace_guard_variables (struct rmarace_guards *g);

/* fortran-early.cc: instrument Fortran before the optimizers move the
   accesses.  */
void rmarace_register_fortran_early_pass (const char *plugin_name);

/* static-pass.cc: run ANALYZE on each function as a compile-time check,
   the pass NAME without optimization, NAME_OPT with it.  */
void rmarace_register_static_check (const char *plugin_name,
				    const char *name, const char *name_opt,
				    void (*analyze) (function *));

/* local-race.cc: the compile-time check of origin-side races.  */
void rmarace_register_local_race_pass (const char *plugin_name);

/* request-check.cc: the compile-time check of the buffers and requests
   of nonblocking and persistent messages.  */
void rmarace_register_request_check_pass (const char *plugin_name);

/* abi.cc: what instrumented objects need of the runtime
   (-fplugin-arg-rmarace-runtime=required|optional), and the location
   literals handed to it.  */
bool rmarace_abi_option (const char *value);
bool rmarace_runtime_linked_p (void);
void rmarace_register_abi (const char *plugin_name);
tree rmarace_location_literal (location_t loc);
tree rmarace_external_decl (const char *name, tree type, bool weak);

#endif /* RMARACE_PLUGIN_H */
