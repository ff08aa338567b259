/* static-pass.cc -- where the compile-time checks run.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Each compile-time check (local-race.cc, request-check.cc) is a GIMPLE
   pass with two instances: without optimization it runs right after the
   function is put into SSA form, which every -O level does; when
   optimizing it runs after the early points-to analysis ("ealias"), so
   the alias oracle knows where pointers point, and after early inlining,
   so small wrappers are already inlined.  Both run before the
   instrumentation pass changes the code, and the instrumentation's own
   calls and variables are ignored anyway.  Their time is counted as
   "plugin execution" in -ftime-report (together with GCC's own plugin
   plumbing).  */

#include "gcc-common.h"
#include "rmarace.h"

namespace {

class pass_static_check : public gimple_opt_pass
{
public:
  pass_static_check (const pass_data &data, gcc::context *ctxt, bool opt,
		     void (*analyze) (function *))
    : gimple_opt_pass (data, ctxt), m_opt (opt), m_analyze (analyze)
  {
  }

  bool
  gate (function *) final override
  {
    if (rmarace_opts.static_mode == RMARACE_STATIC_OFF)
      return false;
    /* The early optimizations, and "ealias" with them, run when
       optimizing but not with -Og.  */
    bool optimizing = optimize > 0 && !optimize_debug;
    return optimizing == m_opt;
  }

  unsigned int
  execute (function *fun) final override
  {
    if (fun->cfg && n_basic_blocks_for_fn (fun) > NUM_FIXED_BLOCKS)
      m_analyze (fun);
    return 0;
  }

private:
  bool m_opt;
  void (*m_analyze) (function *);
};

/* Register one instance of the pass NAME running ANALYZE, after the
   first instance of REFERENCE, when optimizing if OPT.  */

void
register_instance (const char *plugin_name, const char *name,
		   const char *reference, bool opt,
		   void (*analyze) (function *))
{
  /* The pass manager keeps the pass, and with it its data, for the
     whole compilation.  */
  pass_data *data = XCNEW (pass_data);
  data->type = GIMPLE_PASS;
  data->name = name;
  data->optinfo_flags = OPTGROUP_NONE;
  data->tv_id = TV_PLUGIN_RUN;
  data->properties_required = PROP_ssa | PROP_cfg;

  struct register_pass_info info;
  info.pass = new pass_static_check (*data, g, opt, analyze);
  info.reference_pass_name = reference;
  info.ref_pass_instance_number = 1;
  info.pos_op = PASS_POS_INSERT_AFTER;
  register_callback (plugin_name, PLUGIN_PASS_MANAGER_SETUP, NULL, &info);
}

} // anon namespace

void
rmarace_register_static_check (const char *plugin_name, const char *name,
			       const char *name_opt,
			       void (*analyze) (function *))
{
  register_instance (plugin_name, name, "ssa", false, analyze);
  register_instance (plugin_name, name_opt, "ealias", true, analyze);
}
