/* ptrmap.c -- maps keyed by pointer.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

#include <stdint.h>
#include <stdlib.h>
#include "ptrmap.h"
#include "report.h"

static size_t
home (const struct ptrmap *m, const void *key)
{
  /* Fibonacci hashing: the top bits of the product mix all the
     pointer's bits (heap pointers share their low ones).  */
  uint64_t h = (uint64_t) (uintptr_t) key * UINT64_C (0x9e3779b97f4a7c15);
  return (size_t) (h >> 32) & (m->n_slots - 1);
}

/* The slot holding KEY, or the empty slot where it would go.  */
static struct ptrmap_slot *
find (const struct ptrmap *m, const void *key)
{
  size_t j = home (m, key);
  while (m->slots[j].key && m->slots[j].key != key)
    j = (j + 1) & (m->n_slots - 1);
  return &m->slots[j];
}

static void
grow (struct ptrmap *m)
{
  struct ptrmap old = *m;
  m->n_slots = old.n_slots ? 2 * old.n_slots : 64;
  m->slots = calloc (m->n_slots, sizeof *m->slots);
  if (!m->slots)
    rr_fatal ("out of memory");
  for (size_t i = 0; i < old.n_slots; i++)
    if (old.slots[i].key)
      *find (m, old.slots[i].key) = old.slots[i];
  free (old.slots);
}

void *
ptrmap_get (const struct ptrmap *m, const void *key)
{
  return m->n_used ? find (m, key)->value : NULL;
}

void
ptrmap_put (struct ptrmap *m, const void *key, void *value)
{
  if (2 * (m->n_used + 1) > m->n_slots)
    grow (m);
  struct ptrmap_slot *s = find (m, key);
  if (!s->key)
    m->n_used++;
  s->key = key;
  s->value = value;
}

void
ptrmap_remove (struct ptrmap *m, const void *key)
{
  if (!m->n_used)
    return;
  struct ptrmap_slot *s = find (m, key);
  if (!s->key)
    return;
  m->n_used--;
  /* Shift back every entry of the run after the hole that may not sit
     past it: one whose home is not cyclically in (hole, j].  */
  size_t mask = m->n_slots - 1, hole = s - m->slots;
  for (size_t j = (hole + 1) & mask; m->slots[j].key; j = (j + 1) & mask)
    {
      size_t h = home (m, m->slots[j].key);
      if (((j - h) & mask) >= ((j - hole) & mask))
	{
	  m->slots[hole] = m->slots[j];
	  hole = j;
	}
    }
  m->slots[hole].key = NULL;
  m->slots[hole].value = NULL;
}

void
ptrmap_clear (struct ptrmap *m)
{
  free (m->slots);
  m->slots = NULL;
  m->n_slots = m->n_used = 0;
}
