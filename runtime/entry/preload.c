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
   constructor hands its copies to __rmarace_v5_register_guards (v4,
   v3 and v2 objects to __rmarace_v4/v3/v2_register_guards, the same): the
   runtime points the object's table at its own once (it never changes)
   and copies the mask, __rmarace_active, __rmarace_lo and __rmarace_hi
   into it whenever they change (publish).

   The guard variables an executable uses are its own in any case (its
   definitions win over the runtime's), among the program's variables:
   rr_guards_repair puts them back when a stray write changed them.  */

#include <stdint.h>
#include "rmarace_interface.h"
#include "preload.h"
#include "report.h"
#include "runtime.h"
#include "shadow.h"

/* Instrumented objects reference this (plugin/abi.cc): its name is the
   linker's message when the runtime is missing, and its version the
   interface's.  */
const char __rmarace_runtime_v5_link_with_lrmarace_after_objects = 1;

/* A v5 runtime has every entry point a v4, v3 or v2 object calls.  */
const char __rmarace_runtime_v4_link_with_lrmarace_after_objects = 1;
const char __rmarace_runtime_v3_link_with_lrmarace_after_objects = 1;
const char __rmarace_runtime_v2_link_with_lrmarace_after_objects = 1;

struct guards
{
  int *active;
  uintptr_t *lo, *hi;
  const unsigned char **shadow;	/* NULL when shared with the runtime */
  uintptr_t *mask;
};

/* The shadow table never changes once the runtime is loaded (shadow.c),
   so it is copied once, when an object registers; the mask changes with
   the threads bit of the active flag, and publish copies it.  */

/* One set per executable or shared object: a few.  */
#define MAX_GUARDS 64
static struct guards guards[MAX_GUARDS];
static int n_guards;

/* What the runtime set, which the variables must hold.  Written under
   the lock; read without it only to notice a difference (then again
   under the lock).  */
static struct
{
  int active;
  uintptr_t lo, hi;
} want;

static void
publish (void)
{
  const unsigned char *table;
  uintptr_t mask;
  rr_shadow_table (&table, &mask);
  __rmarace_lo = want.lo;
  __rmarace_hi = want.hi;
  __rmarace_active = want.active;
  for (int i = 0; i < n_guards; i++)
    {
      *guards[i].lo = want.lo;
      *guards[i].hi = want.hi;
      *guards[i].active = want.active;
      if (table && guards[i].shadow)
	__atomic_store_n (guards[i].mask, mask, __ATOMIC_RELEASE);
    }
}

/* The threads bit of ACTIVE also sets the mask the guards read
   (rr_shadow_pass_all).  */
void
rr_guards_set_active (int active)
{
  __atomic_store_n (&want.active, active, __ATOMIC_RELAXED);
  rr_shadow_pass_all ((active & RMARACE_ACTIVE_THREADS) != 0);
  publish ();
}

void
rr_guards_set_hull (uintptr_t lo, uintptr_t hi)
{
  __atomic_store_n (&want.lo, lo, __ATOMIC_RELAXED);
  __atomic_store_n (&want.hi, hi, __ATOMIC_RELAXED);
  publish ();
}

/* Whether every guard variable holds what the runtime set.  */
static int
guards_hold (void)
{
  const unsigned char *table;
  uintptr_t mask;
  int active = __atomic_load_n (&want.active, __ATOMIC_RELAXED);
  uintptr_t lo = __atomic_load_n (&want.lo, __ATOMIC_RELAXED);
  uintptr_t hi = __atomic_load_n (&want.hi, __ATOMIC_RELAXED);
  rr_shadow_table (&table, &mask);
  if (__rmarace_active != active || __rmarace_lo != lo || __rmarace_hi != hi
      || (table && (__rmarace_shadow != table
		    || __rmarace_shadow_mask != mask)))
    return 0;
  for (int i = 0; i < n_guards; i++)
    if (*guards[i].active != active || *guards[i].lo != lo
	|| *guards[i].hi != hi
	|| (table && guards[i].shadow
	    && (*guards[i].shadow != table || *guards[i].mask != mask)))
      return 0;
  return 1;
}

void
rr_guards_repair (void)
{
  static int said;
  if (guards_hold ())
    return;
  rr_lock ();
  /* A difference seen without the lock may have been a change half
     made.  */
  if (!guards_hold ())
    {
      const unsigned char *table;
      uintptr_t mask;
      rr_shadow_table (&table, &mask);
      if (table)
	{
	  /* The table before the mask, as rr_shadow_init does.  */
	  __atomic_store_n (&__rmarace_shadow, table, __ATOMIC_RELEASE);
	  __atomic_store_n (&__rmarace_shadow_mask, mask, __ATOMIC_RELEASE);
	  for (int i = 0; i < n_guards; i++)
	    if (guards[i].shadow)
	      {
		*guards[i].shadow = table;
		*guards[i].mask = mask;
	      }
	}
      publish ();
      if (!said)
	rr_warn ("the runtime's variables in the program's data were "
		 "overwritten during an MPI call (a write out of a window's "
		 "bounds?); restored");
      said = 1;
    }
  rr_unlock ();
}

void
__rmarace_v5_register_guards (int *active, uintptr_t *lo, uintptr_t *hi,
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
  else
    {
      shadow = NULL;		/* shared: rr_guards_repair sees to it */
      mask = NULL;
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
  guards[n_guards++] = (struct guards) { active, lo, hi, shadow, mask };
  publish ();
}

void
__rmarace_v4_register_guards (int *active, uintptr_t *lo, uintptr_t *hi,
			      const unsigned char **shadow, uintptr_t *mask)
{
  __rmarace_v5_register_guards (active, lo, hi, shadow, mask);
}

void
__rmarace_v3_register_guards (int *active, uintptr_t *lo, uintptr_t *hi,
			      const unsigned char **shadow, uintptr_t *mask)
{
  __rmarace_v5_register_guards (active, lo, hi, shadow, mask);
}

void
__rmarace_v2_register_guards (int *active, uintptr_t *lo, uintptr_t *hi,
			      const unsigned char **shadow, uintptr_t *mask)
{
  __rmarace_v5_register_guards (active, lo, hi, shadow, mask);
}
