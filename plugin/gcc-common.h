/* gcc-common.h -- every GCC header the rmarace plugin uses, and the shims.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Every plugin source includes this header first and no GCC header of its
   own.  GCC's internal headers are not self-contained: they must come in
   the order GCC's own sources use (gcc-plugin.h pulls in config.h,
   system.h, coretypes.h and tree.h; the rest follow the order of
   tsan.cc and asan.cc).  This is also the only place that tests the GCC
   version; each shim names the release and the reason.  */

#ifndef RMARACE_GCC_COMMON_H
#define RMARACE_GCC_COMMON_H

/* GCC 14 and later: diagnostic.h and friends use std::unique_ptr and
   expect system.h to have included <memory>, which it only does when
   INCLUDE_MEMORY is defined.  GCC 12's system.h honours the macro too, so
   defining it unconditionally is harmless there.  */
#define INCLUDE_MEMORY

#include "gcc-plugin.h"

/* plugin-version.h defines a static gcc_version that only rmarace.cc uses
   (for the version check); keep the other files from warning about it.  */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-variable"
#include "plugin-version.h"
#pragma GCC diagnostic pop

/* The plugin uses GCC 12's middle-end API (build_string_literal taking
   an unsigned length, profile_probability, varpool_node::add, the
   opt_pass constructor with a context).  Refuse older GCCs here, where the
   message is clear, rather than with a page of template errors.  */
#if GCCPLUGIN_VERSION_MAJOR < 12
# error "rmarace needs the plugin headers of GCC 12 or later"
#endif

#include "tree.h"
#include "tree-pass.h"
#include "context.h"
#include "function.h"
#include "basic-block.h"
#include "cfg.h"
#include "cfganal.h"
#include "cfghooks.h"
#include "cfgloop.h"
#include "gimple.h"
#include "gimple-iterator.h"
#include "gimple-pretty-print.h"
#include "gimplify.h"
#include "gimplify-me.h"
#include "gimple-ssa.h"
#include "tree-cfg.h"
#include "ssa.h"
#include "tree-affine.h"
#include "tree-chrec.h"
#include "tree-ssa-loop.h"
#include "tree-scalar-evolution.h"
#include "tree-ssa-loop-niter.h"
#include "tree-ssa.h"
#include "tree-ssa-alias.h"
#include "tree-into-ssa.h"
#include "tree-ssanames.h"
#include "tree-ssa-operands.h"
#include "tree-ssa-address.h"
#include "tree-dfa.h"
#include "tree-eh.h"
#include "cgraph.h"
#include "varasm.h"
#include "output.h"		/* asm_out_file: abi.cc */
#include "stor-layout.h"
#include "fold-const.h"
#include "stringpool.h"
#include "attribs.h"
#include "builtins.h"
#include "langhooks.h"
#include "diagnostic.h"
#include "intl.h"
#include "toplev.h"
#include "options.h"
#include "flags.h"
#include "dumpfile.h"

#endif /* RMARACE_GCC_COMMON_H */
