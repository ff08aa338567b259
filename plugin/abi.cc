/* abi.cc -- what an instrumented object needs of the runtime, and says.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   A program built with the plugin must never run unchecked without
   anyone knowing (runtime/entry/rmarace_interface.h, "Linking").  This file
   adds to every instrumented unit, before the IPA passes (so that it is
   also in the bytecode -flto streams out):

   * -fplugin-arg-rmarace-runtime=required (the default): a strong
     reference to the runtime's versioned symbol RMARACE_ABI_SYMBOL.
     Linking without the runtime, or with -lrmarace before the objects
     under --as-needed, fails with "undefined reference to
     `__rmarace_runtime_v5_link_with_lrmarace_after_objects'"; a runtime
     of another ABI version does not define it and is refused by name,
     by the linker or by the dynamic loader.

   * -fplugin-arg-rmarace-runtime=optional: no reference, weak hooks as
     before, and a constructor that hands the unit's guard variables to a
     runtime loaded with LD_PRELOAD (__rmarace_v5_register_guards): an
     executable does not export its weak definitions of them, so the
     preloaded library could not otherwise see them.  Without a runtime
     and with RMARACE_OPTIONS set, the constructor prints one line saying
     that nothing is checked.

   * Under -flto, a strong reference to RMARACE_LTO_SYMBOL in the
     bytecode, which only lto1 with the plugin loaded defines: the
     instrumentation pass runs after the bytecode is streamed out, so a
     link step without -fplugin=rmarace would produce a program without
     any instrumentation.  It fails instead, naming what to add.  The
     code of a fat object, instrumented here, does not have it.

   It also makes the location literals the runtime receives (LOC): "FILE:
   LINE:COLUMN", then a NUL, then \1 and the function's name, then a NUL,
   for the runtime's suppressions (race:FUNCTION).  */

#include "gcc-common.h"
#include "rmarace.h"

#define RMARACE_ABI_SYMBOL \
  "__rmarace_runtime_v5_link_with_lrmarace_after_objects"
#define RMARACE_LTO_SYMBOL \
  "__rmarace_lto_link_needs_fplugin_rmarace"
#define RMARACE_REGISTER_SYMBOL "__rmarace_v5_register_guards"

/* -fplugin-arg-rmarace-runtime=optional.  */
static bool runtime_optional;

bool
rmarace_abi_option (const char *value)
{
  if (value && !strcmp (value, "required"))
    runtime_optional = false;
  else if (value && !strcmp (value, "optional"))
    runtime_optional = true;
  else
    return false;
  return true;
}

/* Whether the code this compilation emits runs only in a program
   linked with the runtime, so that it may call the runtime's entry
   points without testing that they are there: runtime=required, outside
   lto1 (whose objects may come from compile steps with other options;
   the compile step made the reference that enforces it).  */

bool
rmarace_runtime_linked_p (void)
{
  return !runtime_optional && !in_lto_p;
}

/* The function the code at LOC was written in: the innermost function
   inlined at LOC's block, else the current function.  (A Fortran main
   program, MAIN__, is inlined into main at -O2.)  */

static tree
source_function (location_t loc)
{
  for (tree b = LOCATION_BLOCK (loc); b && TREE_CODE (b) == BLOCK;
       b = BLOCK_SUPERCONTEXT (b))
    if (inlined_function_outer_scope_p (b))
      {
	tree origin = block_ultimate_origin (b);
	if (origin && TREE_CODE (origin) == FUNCTION_DECL)
	  return origin;
      }
  return current_function_decl;
}

tree
rmarace_location_literal (location_t loc)
{
  expanded_location xloc = expand_location (loc);
  const char *fn = "";
  tree fndecl = source_function (loc);
  if (fndecl && DECL_NAME (fndecl))
    fn = IDENTIFIER_POINTER (DECL_NAME (fndecl));
  char *s = xasprintf ("%s:%d:%d%c\1%s", xloc.file ? xloc.file : "<unknown>",
		       xloc.line, xloc.column, 0, fn);
  size_t len = strlen (s);
  len += 1 + strlen (s + len + 1) + 1;	/* the function and its NUL */
  tree lit = build_string_literal (len, s);
  free (s);
  return lit;
}

/* A declaration of the external symbol NAME, of TYPE: a function if TYPE
   is a function type, else a variable.  The unit's own declaration if it
   has one.  */

tree
rmarace_external_decl (const char *name, tree type, bool weak)
{
  symtab_node *old = symtab_node::get_for_asmname (get_identifier (name));
  if (old)
    return old->decl;
  tree id = get_identifier (name);
  tree decl;
  if (TREE_CODE (type) == FUNCTION_TYPE)
    decl = build_fn_decl (name, type);
  else
    {
      decl = build_decl (BUILTINS_LOCATION, VAR_DECL, id, type);
      TREE_PUBLIC (decl) = 1;
      DECL_EXTERNAL (decl) = 1;
    }
  SET_DECL_ASSEMBLER_NAME (decl, id);
  DECL_ARTIFICIAL (decl) = 1;
  DECL_IGNORED_P (decl) = 1;
  TREE_USED (decl) = 1;
  DECL_VISIBILITY (decl) = VISIBILITY_DEFAULT;
  DECL_VISIBILITY_SPECIFIED (decl) = 1;
  if (weak)
    declare_weak (decl);
  return decl;
}

/* A new unit-local variable NAME of TYPE with INIT, kept whether used or
   not.  An existing definition of NAME is used as it is.  */

static tree
kept_variable (const char *name, tree type, tree init)
{
  symtab_node *old = symtab_node::get_for_asmname (get_identifier (name));
  if (old && old->definition && VAR_P (old->decl))
    return old->decl;
  tree id = get_identifier (name);
  tree decl = build_decl (BUILTINS_LOCATION, VAR_DECL, id, type);
  SET_DECL_ASSEMBLER_NAME (decl, id);
  TREE_STATIC (decl) = 1;
  TREE_USED (decl) = 1;
  DECL_ARTIFICIAL (decl) = 1;
  DECL_IGNORED_P (decl) = 1;
  DECL_PRESERVE_P (decl) = 1;
  DECL_INITIAL (decl) = init;
  varpool_node::add (decl);
  varpool_node *node = varpool_node::get (decl);
  node->no_reorder = 0;
  node->force_output = 1;
  /* Before the IPA passes varpool_node::add leaves it to the symbol
     table's construction to analyze the variable, which is over.  */
  if (!node->analyzed)
    node->analyze ();
  return decl;
}

/* A unit-local variable that holds the address of the external variable
   NAME: the strong reference the linker must resolve.  LOCAL names the
   holder.  */

static tree
strong_reference (const char *local, const char *name)
{
  tree target = rmarace_external_decl (name, char_type_node, false);
  tree init = build_fold_addr_expr (target);
  tree holder = kept_variable (local, TREE_TYPE (init), init);
  TREE_READONLY (holder) = 1;
  return holder;
}

/* The constructor of an optional-runtime unit:

     if (__rmarace_v5_register_guards)
       __rmarace_v5_register_guards (&__rmarace_active, &__rmarace_lo,
				     &__rmarace_hi, &__rmarace_shadow,
				     &__rmarace_shadow_mask);
     else if (!__rmarace_no_runtime_said && getenv ("RMARACE_OPTIONS"))
       {
	 __rmarace_no_runtime_said = 1;
	 write (2, MESSAGE, sizeof MESSAGE - 1);
       }  */

static void
build_guards_constructor (void)
{
  tree uptr = pointer_sized_int_node;
  struct rmarace_guards g;
  rmarace_guard_variables (&g);
  tree active = g.active, lo = g.lo, hi = g.hi, shadow = g.shadow;
  tree mask = g.mask, table_type = TREE_TYPE (shadow);
  tree said = rmarace_weak_variable ("__rmarace_no_runtime_said",
				     integer_type_node);

  tree reg_type
    = build_function_type_list (void_type_node,
				build_pointer_type (integer_type_node),
				build_pointer_type (uptr),
				build_pointer_type (uptr),
				build_pointer_type (table_type),
				build_pointer_type (uptr), NULL_TREE);
  tree reg = rmarace_external_decl (RMARACE_REGISTER_SYMBOL, reg_type, true);
  tree cstr = build_pointer_type (build_qualified_type (char_type_node,
							 TYPE_QUAL_CONST));
  tree getenv_type = build_function_type_list (cstr, cstr, NULL_TREE);
  tree getenv_decl = rmarace_external_decl ("getenv", getenv_type, false);
  tree write_type = build_function_type_list (ssizetype, integer_type_node,
					      const_ptr_type_node,
					      size_type_node, NULL_TREE);
  tree write_decl = rmarace_external_decl ("write", write_type, false);

  static const char message[]
    = "rmarace: RMARACE_OPTIONS is set, but no rmarace runtime is "
      "loaded: nothing is checked; run the program with "
      "LD_PRELOAD=librmarace.so\n";
  static const char var[] = "RMARACE_OPTIONS";

  tree call_reg = build_call_expr (reg, 5, build_fold_addr_expr (active),
				   build_fold_addr_expr (lo),
				   build_fold_addr_expr (hi),
				   build_fold_addr_expr (shadow),
				   build_fold_addr_expr (mask));
  tree have_reg = build2 (NE_EXPR, boolean_type_node,
			  build_fold_addr_expr (reg),
			  build_int_cst (TREE_TYPE (build_fold_addr_expr
						    (reg)), 0));
  tree not_said = build2 (EQ_EXPR, boolean_type_node, said,
			  integer_zero_node);
  tree env = build_call_expr (getenv_decl, 1,
			      build_string_literal (sizeof var, var));
  tree env_set = build2 (NE_EXPR, boolean_type_node, env,
			 build_int_cst (TREE_TYPE (env), 0));
  tree say = build2 (COMPOUND_EXPR, void_type_node,
		     build2 (MODIFY_EXPR, integer_type_node, said,
			     integer_one_node),
		     build_call_expr (write_decl, 3,
				      build_int_cst (integer_type_node, 2),
				      build_string_literal (sizeof message,
							    message),
				      size_int (sizeof message - 1)));
  tree no_runtime = build3 (COND_EXPR, void_type_node,
			    build2 (TRUTH_ANDIF_EXPR, boolean_type_node,
				    not_said, env_set),
			    say, NULL_TREE);
  tree body = build3 (COND_EXPR, void_type_node, have_reg, call_reg,
		      no_runtime);
  cgraph_build_static_cdtor ('I', body, DEFAULT_INIT_PRIORITY);
  /* Before the IPA passes the new function waits in a queue that only
     later stages empty; free_lang_data, the first IPA pass, needs it
     lowered like the others.  */
  symtab->process_new_functions ();
}

/* The holder of the RMARACE_LTO_SYMBOL reference, while it exists.  */
static tree lto_reference;

/* Before the IPA passes: the references of the unit.  */

static void
add_references (void *, void *)
{
  if (!rmarace_opts.instrument || in_lto_p || seen_error ())
    return;
  if (runtime_optional)
    build_guards_constructor ();
  else
    strong_reference ("__rmarace_runtime_reference", RMARACE_ABI_SYMBOL);
  if (flag_generate_lto)
    lto_reference = strong_reference ("__rmarace_lto_reference",
				      RMARACE_LTO_SYMBOL);
}

/* After the IPA passes the bytecode is written: the code of a fat LTO
   object, which this compilation instruments, needs no lto1.  */

static void
drop_lto_reference (void *, void *)
{
  if (!lto_reference)
    return;
  if (varpool_node *node = varpool_node::get (lto_reference))
    node->remove ();
  lto_reference = NULL_TREE;
}

/* At the end of an lto1 unit that makes code: the definition the
   compile step's RMARACE_LTO_SYMBOL reference needs, weak, since every
   partition has one.  Written as assembly: it is the last thing in the
   file, after the symbol table is done.  */

static void
define_lto_symbol (void *, void *)
{
  if (!in_lto_p || flag_wpa || !asm_out_file || seen_error ())
    return;
  fprintf (asm_out_file, "\t.weak\t%s\n\t.section\t.rodata\n"
	   "\t.type\t%s, @object\n\t.size\t%s, 1\n%s:\n\t.byte\t1\n",
	   RMARACE_LTO_SYMBOL, RMARACE_LTO_SYMBOL, RMARACE_LTO_SYMBOL,
	   RMARACE_LTO_SYMBOL);
}

void
rmarace_register_abi (const char *plugin_name)
{
  register_callback (plugin_name, PLUGIN_ALL_IPA_PASSES_START,
		     add_references, NULL);
  register_callback (plugin_name, PLUGIN_ALL_IPA_PASSES_END,
		     drop_lto_reference, NULL);
  register_callback (plugin_name, PLUGIN_FINISH_UNIT, define_lto_symbol,
		     NULL);
}
