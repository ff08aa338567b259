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

static char **slots;
static size_t n_slots, n_used;

static uint64_t
hash (const char *s, size_t len)
{
  uint64_t h = 1469598103934665603ull;
  for (size_t i = 0; i < len; i++)
    h = (h ^ (unsigned char) s[i]) * 1099511628211ull;
  return h;
}

static void
grow (void)
{
  size_t n = n_slots ? n_slots * 2 : 64;
  char **fresh = calloc (n, sizeof *fresh);
  if (!fresh)
    rr_fatal ("out of memory");
  for (size_t i = 0; i < n_slots; i++)
    if (slots[i])
      {
	size_t j = hash (slots[i], strlen (slots[i])) & (n - 1);
	while (fresh[j])
	  j = (j + 1) & (n - 1);
	fresh[j] = slots[i];
      }
  free (slots);
  slots = fresh;
  n_slots = n;
}

const char *
rr_intern (const char *s, size_t len)
{
  if (2 * (n_used + 1) > n_slots)
    grow ();
  size_t j = hash (s, len) & (n_slots - 1);
  while (slots[j])
    {
      if (strncmp (slots[j], s, len) == 0 && slots[j][len] == '\0')
	return slots[j];
      j = (j + 1) & (n_slots - 1);
    }
  /* The second NUL ends the location's empty list of extra fields
     (rr_loc_function).  */
  char *copy = malloc (len + 2);
  if (!copy)
    rr_fatal ("out of memory");
  memcpy (copy, s, len);
  copy[len] = copy[len + 1] = '\0';
  slots[j] = copy;
  n_used++;
  return copy;
}
