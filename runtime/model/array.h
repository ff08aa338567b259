/* array.h -- arrays that grow.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

#ifndef RMARACE_ARRAY_H
#define RMARACE_ARRAY_H

#include <stdlib.h>
#include <string.h>
#include "report.h"

/* ARRAY holds N elements of SIZE bytes and has room for *CAP: return it
   with room for one more, grown (doubled) if needed.  */
static inline void *
rr_array_room (void *array, size_t n, size_t *cap, size_t size)
{
  if (n < *cap)
    return array;
  size_t c = *cap ? 2 * *cap : 4;
  void *p = realloc (array, c * size);
  if (!p)
    rr_fatal ("out of memory");
  *cap = c;
  return p;
}

/* The same for an array that starts in the caller's storage LOCAL (on
   its stack: most such arrays stay short), moved to the heap when it
   outgrows it; free it only if it is no longer LOCAL.  */
static inline void *
rr_array_room_local (void *array, void *local, size_t n, size_t *cap,
		     size_t size)
{
  if (n < *cap)
    return array;
  if (array != local)
    return rr_array_room (array, n, cap, size);
  void *p = malloc (2 * *cap * size);
  if (!p)
    rr_fatal ("out of memory");
  memcpy (p, array, n * size);
  *cap *= 2;
  return p;
}

#endif /* RMARACE_ARRAY_H */
