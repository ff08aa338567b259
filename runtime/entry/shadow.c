/* shadow.c -- the table the instrumentation's guard reads.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Like the sanitizers' shadow memory: one byte per granule of the whole
   user address space, reserved with MAP_NORESERVE, so that only the pages
   of the table that are written cost memory (a window of N bytes costs
   N / RMARACE_GRANULE bytes of table; reading an untouched page costs
   nothing but its page-table entry).

   Should the reservation fail (a tight ulimit -v, no overcommit), a
   smaller table is used and indexed modulo its size: then entries alias,
   and since an entry cleared for one address could still be needed by
   another, marks are never cleared ("sticky").  Likewise if tracked
   memory lies beyond the address space the table covers.  A mark that
   stays only sends the runtime accesses it drops after its exact check
   (check.c); a mark missing would hide a race, which never happens.  */

#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include "shadow.h"

#define SHIFT RMARACE_GRANULE_SHIFT

/* User addresses of 64-bit Linux fit in 47 bits unless a program asks
   mmap for more (5-level page tables).  */
#define ADDRESS_BITS (sizeof (void *) == 8 ? 47 : 32)
/* The smaller table answers for 4 MiB before it aliases, whatever the
   granule.  */
#define FALLBACK_ENTRIES ((size_t) 1 << (22 - SHIFT))

/* Both tables have RMARACE_SHADOW_SLACK more bytes, which hold a copy
   of the first entries (mirror_head).  */
static unsigned char fallback[FALLBACK_ENTRIES + RMARACE_SHADOW_SLACK];
static unsigned char *table;
static uintptr_t mask;		/* entries - 1 */
static int sticky;
static int pass_all;		/* the guards hold a mask of 0 (rr_shadow_pass_all) */

/* The strong definitions: instrumented objects carry weak ones.  Until
   rr_shadow_init the mask is 0 and the table is the mask's own first
   byte, 0: nothing is tracked.  */
uintptr_t __rmarace_shadow_mask = 0;
const unsigned char *__rmarace_shadow
  = (const unsigned char *) &__rmarace_shadow_mask;

void
rr_shadow_init (void)
{
  if (table)
    return;
  size_t want = (size_t) 1 << (ADDRESS_BITS - SHIFT);
  for (size_t n = want; n > FALLBACK_ENTRIES && !table; n >>= 4)
    {
      void *p = mmap (NULL, n + RMARACE_SHADOW_SLACK, PROT_READ | PROT_WRITE,
		      MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
      if (p == MAP_FAILED)
	continue;
      /* Marking a window should not fault in 2 MiB; core dumps need not
	 hold the table.  Both are advice: failure is harmless.  */
      madvise (p, n, MADV_NOHUGEPAGE);
      madvise (p, n, MADV_DONTDUMP);
      table = p;
      mask = n - 1;
    }
  if (!table)
    {
      table = fallback;
      mask = FALLBACK_ENTRIES - 1;
    }
  sticky = mask + 1 < want;
  /* The table before the mask: a reader must never see the full mask
     with the one-byte initial table.  */
  __atomic_store_n (&__rmarace_shadow, table, __ATOMIC_RELEASE);
  __atomic_store_n (&__rmarace_shadow_mask, mask, __ATOMIC_RELEASE);
}

/* A guard may read entries I .. I + RMARACE_SHADOW_SLACK with one load,
   I being an index up to the mask (rmarace_interface.h): the bytes
   after the last entry must hold what the granules after the last one
   alias, entries 0 .. RMARACE_SHADOW_SLACK - 1.  Called after every
   change of the table.  With the whole table those entries stand for
   the first granules of the address space and the ones after it for
   none, so the copy matters only to the smaller, aliased one.  */
static void
mirror_head (void)
{
  if (table)
    memcpy (table + mask + 1, table, RMARACE_SHADOW_SLACK);
}

/* mirror_head after a change of entries FIRST .. LAST: needed only if
   the table aliases (then any entry may be one of the first) or the
   change reached the first entries.  */
static void
mirror_head_after (uintptr_t first, uintptr_t last)
{
  if (sticky || first < RMARACE_SHADOW_SLACK || last > mask)
    mirror_head ();
}

void
rr_shadow_table (const unsigned char **table_out, uintptr_t *mask_out)
{
  *table_out = table;
  *mask_out = pass_all ? 0 : mask;
}

/* A nonzero entry also says where the tracked bytes lie in the two
   granules it answers for (its own and the next): every one of them is
   in the units FIRST .. LAST of those (0 .. 7, each a quarter of a
   granule: 4 bytes for 16-byte granules, an int), so that the runtime
   can drop an access next to tracked memory that the guard let through
   (rr_shadow_hit_near).  The guard only tests for nonzero.  */
#define UNIT_SHIFT (SHIFT - 2)
#define ENTRY(first, last) ((unsigned char) (0x80 | (first) << 3 | (last)))
#define ENTRY_ALL ENTRY (0, 7)

/* Entry 0 stands for granules 0 and 1, the first two granules of the
   address space, which no program maps: with the whole table it is
   never marked, so while every guard must pass, a mask of 0 sends every
   table test to it.  In the smaller, aliased table it may also be a
   mark; marks are sticky there, so it stays set.  It is set to cover
   all of its units: a mark it may hold is only widened.  */
void
rr_shadow_pass_all (int on)
{
  rr_shadow_init ();
  if (on == pass_all)
    return;
  pass_all = on;
  if (on)
    {
      /* The entry before the mask: a guard that reads the mask 0 must
	 find it set.  */
      __atomic_store_n (&table[0], ENTRY_ALL, __ATOMIC_RELEASE);
      __atomic_store_n (&__rmarace_shadow_mask, 0, __ATOMIC_RELEASE);
    }
  else
    {
      __atomic_store_n (&__rmarace_shadow_mask, mask, __ATOMIC_RELEASE);
      if (!sticky)
	__atomic_store_n (&table[0], 0, __ATOMIC_RELEASE);
    }
  mirror_head ();
}

/* Library constructor: before main, so before any thread.  */
__attribute__ ((constructor)) static void
shadow_constructor (void)
{
  rr_shadow_init ();
}

/* The entries [FIRST, LAST] an access may need for the bytes [LO, HI):
   the granules of the bytes, and the one before them.  */
static void
entries_of (uintptr_t lo, uintptr_t hi, uintptr_t *first, uintptr_t *last)
{
  *first = lo >> SHIFT;
  if (*first)
    --*first;
  *last = (hi - 1) >> SHIFT;
}

/* Set entries FIRST .. LAST to V.  */
static void
set_entries (uintptr_t first, uintptr_t last, unsigned char v)
{
  if (last - first >= mask)
    memset (table, v, mask + 1);
  else if (last <= mask && last - first < 16)
    /* A buffer of a few granules, the usual RMA operand: cheaper than
       a call.  */
    for (uintptr_t e = first; e <= last; e++)
      table[e] = v;
  else if (last <= mask)
    memset (table + first, v, last - first + 1);
  else
    for (uintptr_t e = first; e <= last; e++)
      table[e & mask] = v;
}


/* Widen entry E to cover the bytes [LO, HI) (which meet its two
   granules).  */
static void
widen_entry (uintptr_t e, uintptr_t lo, uintptr_t hi)
{
  uintptr_t base = e << SHIFT;
  uintptr_t a = lo > base ? lo - base : 0;
  uintptr_t b = hi - base < (uintptr_t) 2 << SHIFT ? hi - base
						    : (uintptr_t) 2 << SHIFT;
  unsigned first = (unsigned) (a >> UNIT_SHIFT);
  unsigned last = (unsigned) ((b - 1) >> UNIT_SHIFT);
  unsigned char *p = &table[e & mask];
  if (*p)
    {
      unsigned f = (*p >> 3) & 7, l = *p & 7;
      first = f < first ? f : first;
      last = l > last ? l : last;
    }
  *p = ENTRY (first, last);
}

void
rr_shadow_mark (uintptr_t lo, uintptr_t hi)
{
  if (lo >= hi)
    return;
  rr_shadow_init ();
  uintptr_t first, last;
  entries_of (lo, hi, &first, &last);
  if (last > mask)
    sticky = 1;
  /* The entries of the granule before LO's, of LO's and of HI - 1's say
     where the bytes are; those between cover both their granules.  */
  if (last - first > 3)
    set_entries (first + 2, last - 1, ENTRY_ALL);
  for (uintptr_t e = first; e <= last; e++)
    {
      if (e == first + 2 && last - first > 3)
	e = last;
      widen_entry (e, lo, hi);
    }
  mirror_head_after (first, last);
}

void
rr_shadow_reach (uintptr_t lo, uintptr_t hi, uintptr_t *reach_lo,
		 uintptr_t *reach_hi)
{
  uintptr_t first, last;
  entries_of (lo, hi, &first, &last);
  /* Entry E is needed by granules E and E + 1.  */
  *reach_lo = first << SHIFT;
  *reach_hi = (last + 2 < (UINTPTR_MAX >> SHIFT)
	       ? (last + 2) << SHIFT : UINTPTR_MAX);
}

static int
span_order (const void *pa, const void *pb)
{
  const struct rr_span *a = pa, *b = pb;
  return a->lo < b->lo ? -1 : a->lo > b->lo;
}

void
rr_shadow_unmark (uintptr_t lo, uintptr_t hi, const struct rr_span *keep,
		  size_t n_keep)
{
  if (lo >= hi || sticky || !table)
    return;
  uintptr_t first, last;
  entries_of (lo, hi, &first, &last);
  struct rr_span *sorted = NULL;
  if (n_keep)
    {
      sorted = malloc (n_keep * sizeof *sorted);
      if (!sorted)
	return;			/* leaving marks is always safe */
      memcpy (sorted, keep, n_keep * sizeof *sorted);
      qsort (sorted, n_keep, sizeof *sorted, span_order);
    }
  /* Sweep FIRST .. LAST: clear up to each kept span's entries, skip
     them.  E is the first entry not yet decided.  */
  uintptr_t e = first;
  for (size_t i = 0; i < n_keep && e <= last; i++)
    {
      if (sorted[i].lo >= sorted[i].hi)
	continue;
      uintptr_t kf, kl;
      entries_of (sorted[i].lo, sorted[i].hi, &kf, &kl);
      if (kf > last)
	break;
      if (kl < e)
	continue;
      if (kf > e)
	set_entries (e, kf - 1, 0);
      e = kl + 1;
      if (e == 0)
	e = last + 1;		/* KL was the very last entry */
    }
  if (e <= last)
    set_entries (e, last, 0);
  free (sorted);
  mirror_head_after (first, last);
}

int
rr_shadow_hit_near (uintptr_t addr, size_t size)
{
  if (size > RMARACE_GRANULE || !table)
    return rr_shadow_hit (addr, size);
  unsigned char v = table[(addr >> SHIFT) & mask];
  if (!v)
    return 0;
  uintptr_t off = addr & (((uintptr_t) 1 << SHIFT) - 1);
  unsigned a = (unsigned) (off >> UNIT_SHIFT);
  unsigned b = (unsigned) ((off + size - 1) >> UNIT_SHIFT);
  return a <= (v & 7u) && b >= ((v >> 3) & 7u);
}

int
rr_shadow_hit_range (uintptr_t addr, size_t size)
{
  uintptr_t first = addr >> SHIFT, last = (addr + size - 1) >> SHIFT;
  if (addr + size - 1 < addr)
    last = UINTPTR_MAX >> SHIFT;
  if (!table || last - first > mask)
    return 1;			/* not set up, or covers the whole table */
  /* Entries FIRST .. LAST - 1 cover granules FIRST .. LAST.  */
  if (last > mask)
    {
      for (uintptr_t e = first; e < last; e++)
	if (table[e & mask])
	  return 1;
      return 0;
    }
  const unsigned char *p = table + first, *end = table + last;
  /* A long range (a loop range over a row: a 24 KB row is 1536 entries)
     a chunk at a time, compared with zeros by memcmp, which the C
     library vectorizes: with 16-byte granules the word loop below made
     rr_shadow_hit_range the runtime's costliest function in
     stencil_helper.  */
  static const unsigned char zeros[1024];
  while (end - p >= 64)
    {
      size_t n = (size_t) (end - p);
      if (n > sizeof zeros)
	n = sizeof zeros;
      if (memcmp (p, zeros, n))
	return 1;
      p += n;
    }
  for (; p < end && ((uintptr_t) p & 7); p++)
    if (*p)
      return 1;
  for (; end - p >= 8; p += 8)
    {
      uint64_t word;
      memcpy (&word, p, 8);
      if (word)
	return 1;
    }
  for (; p < end; p++)
    if (*p)
      return 1;
  return 0;
}

void
rr_shadow_clear (void)
{
  if (!table)
    return;
  /* Giving the pages back also zeroes them: the untouched ones cost
     nothing.  */
  if (table == fallback
      || madvise (table, mask + 1, MADV_DONTNEED) != 0)
    memset (table, 0, mask + 1);
  if (pass_all)
    table[0] = ENTRY_ALL;
  mirror_head ();
}
