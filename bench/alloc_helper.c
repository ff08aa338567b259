/* alloc_helper.c -- the allocation helper of the stencil_helper benchmark.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Codes rarely call malloc where they use the memory: a helper in another
   file allocates every field (aligned, zeroed, failing loudly), so the
   compiler of the file that uses the arrays sees only an external call
   and cannot tell a window's memory from the rest.  This is that helper,
   compiled as its own translation unit.  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "alloc_helper.h"

double *
field_alloc (size_t rows, size_t cols)
{
  void *p = NULL;
  size_t bytes = rows * cols * sizeof (double);
  if (posix_memalign (&p, 64, bytes ? bytes : 1) != 0)
    {
      fprintf (stderr, "field_alloc: cannot allocate %zu x %zu doubles\n",
	       rows, cols);
      exit (1);
    }
  memset (p, 0, bytes);
  return p;
}

void
field_free (double *p)
{
  free (p);
}
