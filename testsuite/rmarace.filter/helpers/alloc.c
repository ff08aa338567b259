/* alloc.c -- an allocation helper in a file of its own.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Linked with the version-helper tests (dg-rmarace-sources): when the
   compiler sees a test's file, it cannot know whether this memory ever
   reaches MPI.  */

#include <stdlib.h>

double *
helper_alloc (size_t n)
{
  return calloc (n, sizeof (double));
}
