/* intern.c -- one copy of each source location string.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Locations of accesses made by other processes arrive as bytes; records
   keep pointers, and two records are equal only if their pointers are.
   An open-addressing hash table, grown at half full.  */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "intern.h"
#include "report.h"

/* An open-addressing table of the interned strings.  */
static struct
{
  char **slots;
  size_t n_slots, n_used;
} interned;

static uint64_t
hash (const char *s, size_t len)
{
  uint64_t h = 1469598103934665603ull;
  for (size_t i = 0; i < len; i++)
    h = (h ^ (unsigned char) s[i]) * 1099511628211ull;
  return h;
}

static const char *intern_new (const char *s, size_t len);

static void
grow (void)
{
  size_t n = interned.n_slots ? interned.n_slots * 2 : 64;
  char **fresh = calloc (n, sizeof *fresh);
  if (!fresh)
    rr_fatal ("out of memory");
  for (size_t i = 0; i < interned.n_slots; i++)
    if (interned.slots[i])
      {
	size_t j = hash (interned.slots[i], strlen (interned.slots[i])) & (n - 1);
	while (fresh[j])
	  j = (j + 1) & (n - 1);
	fresh[j] = interned.slots[i];
      }
  free (interned.slots);
  interned.slots = fresh;
  interned.n_slots = n;
}

const char *
rr_intern (const char *s, size_t len)
{
  /* The string interned last: records of one call site in a loop arrive
     one after another.  */
  static const char *last;
  static size_t last_len;
  if (last && len == last_len && memcmp (s, last, len) == 0)
    return last;
  last = intern_new (s, len);
  last_len = len;
  return last;
}

static const char *
intern_new (const char *s, size_t len)
{
  if (2 * (interned.n_used + 1) > interned.n_slots)
    grow ();
  size_t j = hash (s, len) & (interned.n_slots - 1);
  while (interned.slots[j])
    {
      if (strncmp (interned.slots[j], s, len) == 0
	  && interned.slots[j][len] == '\0')
	return interned.slots[j];
      j = (j + 1) & (interned.n_slots - 1);
    }
  /* The second NUL ends the location's empty list of extra fields
     (rr_loc_function).  */
  char *copy = malloc (len + 2);
  if (!copy)
    rr_fatal ("out of memory");
  memcpy (copy, s, len);
  copy[len] = copy[len + 1] = '\0';
  interned.slots[j] = copy;
  interned.n_used++;
  return copy;
}
