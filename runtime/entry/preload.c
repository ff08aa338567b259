/* preload.c -- the runtime's side of plugin/abi.cc: the versioned symbol
   instrumented objects need, and the guard variables of objects built
   with -fplugin-arg-rmarace-runtime=optional.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   An executable does not export its (weak) definitions of the guard
   variables (rmarace_interface.h) unless a library it is linked with
   defines them too.  Built with runtime=optional and run with
   LD_PRELOAD=librmarace.so, its code would read its own copies (a mask
   of 0 and a table of one zero byte, an empty hull, an inactive flag)
   forever, while the runtime sets its own.  So each such object's
   constructor hands its copies to __rmarace_v1_register_guards: the
   runtime points the object's table and mask at its own once (they never
   change) and copies __rmarace_active, __rmarace_lo and __rmarace_hi into
   it whenever they change (rr_publish_guards).  */

#include <stdint.h>
#include "rmarace_interface.h"
#include "preload.h"
#include "report.h"

/* Instrumented objects reference this (plugin/abi.cc): its name is the
   linker's message when the runtime is missing, and its version the
   interface's.  */
const char __rmarace_runtime_v1_link_with_lrmarace_after_objects = 1;

struct guards
{
  int *active;
  uintptr_t *lo, *hi;
};

/* The shadow table and its mask never change once the runtime is loaded
   (shadow.c), so they are copied once, when an object registers.  */

/* One set per executable or shared object: a few.  */
#define MAX_GUARDS 64
static struct guards guards[MAX_GUARDS];
static int n_guards;

void
rr_publish_guards (void)
{
  for (int i = 0; i < n_guards; i++)
    {
      *guards[i].lo = __rmarace_lo;
      *guards[i].hi = __rmarace_hi;
      *guards[i].active = __rmarace_active;
    }
}

void
__rmarace_v1_register_guards (int *active, uintptr_t *lo, uintptr_t *hi,
			      const unsigned char **shadow, uintptr_t *mask)
{
  if (active == &__rmarace_active)
    return;			/* the object shares the runtime's */
  /* The table before the mask, as rr_shadow_init does.  */
  if (shadow && mask && shadow != &__rmarace_shadow)
    {
      *shadow = __rmarace_shadow;
      *mask = __rmarace_shadow_mask;
    }
  for (int i = 0; i < n_guards; i++)
    if (guards[i].active == active)
      return;
  if (n_guards == MAX_GUARDS)
    {
      rr_warn ("more than %d objects built with runtime=optional: the "
	       "others are not checked", MAX_GUARDS);
      return;
    }
  guards[n_guards++] = (struct guards) { active, lo, hi };
  rr_publish_guards ();
}
