/* ptrmap.h -- maps keyed by pointer.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   An open-addressing hash table from a non-null key pointer to a value
   pointer, grown at half full; removal shifts the following entries
   back, so there are no tombstones and lookups stay O(1) expected
   however many keys come and go.  Not thread-safe: its owner locks
   it.  */

#ifndef RMARACE_PTRMAP_H
#define RMARACE_PTRMAP_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

struct ptrmap_slot
{
  const void *key;		/* NULL: empty */
  void *value;
};

struct ptrmap
{
  struct ptrmap_slot *slots;
  size_t n_slots, n_used;	/* N_SLOTS a power of 2, or 0 */
};

/* An MPI handle (MPI_Request, MPI_Message...) of SIZE bytes at HANDLE
   as a key: a pointer (Open MPI) or an integer (MPICH), never 0 for a
   handle that is not null.  */
static inline const void *
ptrmap_handle_key (const void *handle, size_t size)
{
  uintptr_t k = 0;
  memcpy (&k, handle, size < sizeof k ? size : sizeof k);
  return (const void *) k;
}

/* The value of KEY, or NULL.  */
void *ptrmap_get (const struct ptrmap *m, const void *key);
/* Give KEY the value VALUE (not NULL).  */
void ptrmap_put (struct ptrmap *m, const void *key, void *value);
/* Forget KEY, if present.  */
void ptrmap_remove (struct ptrmap *m, const void *key);
/* Forget every key and free the table.  */
void ptrmap_clear (struct ptrmap *m);

#endif /* RMARACE_PTRMAP_H */
