/* buffer.c -- each thread's accesses, kept until it next takes the lock.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   The loads and stores of tracked memory a thread makes are not checked
   one by one: they wait in the thread's buffer, with no lock taken, and
   are checked the next time the thread takes the runtime's lock
   (rr_lock, at its next MPI call or synchronization).  That is exact:
   they all belong to the thread's current instant (its clock moves only
   under the lock), and a completed RMA call is forgotten only once every
   thread knows of it, which a thread learns under the lock, after its
   buffer was checked; so a late check finds every race an immediate one
   would.  All accesses of one instant, kind and location that overlap or
   touch are one access, and the buffer merges them, so that the check
   sees few:

   - a list of byte ranges, where an access that continues the last one
     of its kind and location (a loop over an array; the loop ranges of
     a loop nest, one per access statement and row, interleaved) extends
     it;
   - for small accesses inside one 4 KiB page (a loop through an index
     array, in any order), a bitmap of the page's bytes per kind,
     location and page: a halo read in random order becomes a few ranges
     however many reads there were.

   When either is full it is checked at once (under the lock) and
   emptied.

   Each entry remembers how many ranges had ended when it was made
   (freed.h): when it is checked, its bytes that meet memory ended since
   are dropped, since they belong to an object another thread has freed,
   and its address may now hold a new one.  */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "buffer.h"
#include "check.h"
#include "freed.h"
#include "runtime.h"
#include "tls.h"

/* The list.  */
#define RANGES 256
#define RECENT 8		/* the last entries an access may extend */
struct range
{
  uintptr_t lo, hi;
  const char *loc;
  int kind;
  uint64_t freed;		/* rr_freed_now () when it was made */
};

/* The bitmaps: bit I of BITS is byte PAGE * PAGE_SIZE + I.  */
#define PAGE_SHIFT 12
#define PAGE_SIZE ((uintptr_t) 1 << PAGE_SHIFT)
#define PAGES 32
#define SMALL 64		/* the largest access a bitmap takes */
struct page
{
  uintptr_t page;
  const char *loc;
  int kind;
  uint64_t freed;		/* rr_freed_now () when it was made */
  uint64_t used;		/* bit W: BITS[W] may be nonzero */
  uint64_t bits[PAGE_SIZE / 64];
};

static RR_TLS struct
{
  unsigned n_ranges, n_pages, last_page;
  struct range ranges[RANGES];
  struct page pages[PAGES];
} buffer;

/* The order both kinds of entry are merged in: kind, location, then
   address.  */
static int
key_order (int ka, const char *la, uintptr_t a, int kb, const char *lb,
	   uintptr_t b)
{
  if (ka != kb)
    return ka < kb ? -1 : 1;
  if (la != lb)
    return (uintptr_t) la < (uintptr_t) lb ? -1 : 1;
  return a < b ? -1 : a > b;
}

static int
compare_ranges (const void *pa, const void *pb)
{
  const struct range *a = pa, *b = pb;
  return key_order (a->kind, a->loc, a->lo, b->kind, b->loc, b->lo);
}

/* The pages are sorted through an index (a page is over 500 bytes):
   the index's elements are offsets from PAGES_BASE.  */
static RR_TLS const struct page *pages_base;

static int
compare_pages (const void *pa, const void *pb)
{
  const struct page *a = &pages_base[*(const unsigned char *) pa];
  const struct page *b = &pages_base[*(const unsigned char *) pb];
  return key_order (a->kind, a->loc, a->page, b->kind, b->loc, b->page);
}

/* Sort the N elements of SIZE bytes at BASE by CMP: a few (the common
   case: the buffer is checked at every MPI call) by insertion, with no
   call into the C library, more with qsort.  */
static void
sort (void *base, size_t n, size_t size,
      int (*cmp) (const void *, const void *))
{
  if (n > 16)
    {
      qsort (base, n, size, cmp);
      return;
    }
  unsigned char tmp[sizeof (struct range)];
  unsigned char *v = base;
  for (size_t i = 1; i < n; i++)
    {
      size_t j = i;
      if (cmp (v + (j - 1) * size, v + j * size) <= 0)
	continue;
      memcpy (tmp, v + i * size, size);
      for (; j > 0 && cmp (v + (j - 1) * size, tmp) > 0; j--)
	memcpy (v + j * size, v + (j - 1) * size, size);
      memcpy (v + j * size, tmp, size);
    }
}

/* The accesses being merged, handed over in that order: one of a kind
   and location that overlaps or touches the run extends it; any other
   checks the run and starts the next.  */
static RR_TLS struct range run;

static void
merge (int kind, const char *loc, uintptr_t lo, uintptr_t hi)
{
  if (run.hi > run.lo && run.kind == kind && run.loc == loc && lo <= run.hi)
    {
      if (hi > run.hi)
	run.hi = hi;
      return;
    }
  if (run.hi > run.lo)
    rr_check_local (run.kind, run.lo, run.hi - run.lo, run.loc);
  run = (struct range) { lo, hi, loc, kind, 0 };
}

/* Memory that ended after the entries were made: the parts of a range
   entry that meet it are cut off (when it ends inside the range, the
   rest of the range goes too: silence), the bits of a page cleared.  */

struct span
{
  uintptr_t lo, hi;
};

static void
cut_span (uintptr_t a, uintptr_t b, void *ctx)
{
  struct span *s = ctx;
  if (a >= s->hi || b <= s->lo)
    return;
  if (a <= s->lo)
    s->lo = b < s->hi ? b : s->hi;
  else
    s->hi = a;
}

/* Whether anything is left of R, cut.  */
static int
range_survives (struct range *r, uint64_t now)
{
  if (r->freed == now)
    return 1;
  struct span s = { r->lo, r->hi };
  if (rr_freed_since (r->freed, r->lo, r->hi, cut_span, &s) < 0)
    return 0;
  r->lo = s.lo;
  r->hi = s.hi;
  return s.lo < s.hi;
}

/* Sort the N ranges at V by kind, location and address.  They are a few
   interleaved streams, one per kind and location (the accesses of a
   loop nest), each usually in increasing order already: deal them out
   by stream, order the streams, and sort a stream only if it is out of
   order.  Many streams: sort them all at once.  */
static void
sort_ranges (struct range *v, unsigned n)
{
  enum { STREAMS = 16 };
  struct stream
  {
    int kind;
    const char *loc;
    unsigned n, at;
    int sorted;
    uintptr_t last;
  } st[STREAMS];
  unsigned n_st = 0, j = 0;
  unsigned char of[RANGES];
  for (unsigned i = 0; i < n; i++)
    {
      if (j >= n_st || st[j].kind != v[i].kind || st[j].loc != v[i].loc)
	{
	  for (j = 0; j < n_st; j++)
	    if (st[j].kind == v[i].kind && st[j].loc == v[i].loc)
	      break;
	  if (j == n_st)
	    {
	      if (n_st == STREAMS)
		{
		  sort (v, n, sizeof *v, compare_ranges);
		  return;
		}
	      st[n_st++] = (struct stream) { v[i].kind, v[i].loc, 0, 0, 1, 0 };
	    }
	}
      of[i] = (unsigned char) j;
      if (st[j].n++ && v[i].lo < st[j].last)
	st[j].sorted = 0;
      st[j].last = v[i].lo;
    }
  /* The streams in order; each one's first slot.  */
  unsigned char order[STREAMS];
  for (unsigned k = 0; k < n_st; k++)
    {
      unsigned m = k;
      for (; m > 0; m--)
	{
	  const struct stream *a = &st[order[m - 1]];
	  if (key_order (a->kind, a->loc, 0, st[k].kind, st[k].loc, 0) <= 0)
	    break;
	  order[m] = order[m - 1];
	}
      order[m] = (unsigned char) k;
    }
  unsigned at = 0;
  for (unsigned k = 0; k < n_st; k++)
    {
      st[order[k]].at = at;
      at += st[order[k]].n;
    }
  struct range tmp[RANGES];
  for (unsigned i = 0; i < n; i++)
    tmp[st[of[i]].at++] = v[i];
  memcpy (v, tmp, n * sizeof *v);
  for (unsigned k = 0; k < n_st; k++)
    if (!st[k].sorted)
      sort (v + st[k].at - st[k].n, st[k].n, sizeof *v, compare_ranges);
}

static void
check_ranges (void)
{
  unsigned n = buffer.n_ranges;
  buffer.n_ranges = 0;
  uint64_t now = rr_freed_now ();
  unsigned kept = 0;
  for (unsigned i = 0; i < n; i++)
    if (range_survives (&buffer.ranges[i], now))
      buffer.ranges[kept++] = buffer.ranges[i];
  n = kept;
  if (n > 1)
    sort_ranges (buffer.ranges, n);
  for (unsigned i = 0; i < n; i++)
    merge (buffer.ranges[i].kind, buffer.ranges[i].loc, buffer.ranges[i].lo,
	   buffer.ranges[i].hi);
}

/* The bitmaps' runs of set bits, a run that ends a page going on into
   the next page of the same kind and location.  */

static void set_bits (struct page *p, uintptr_t lo, uintptr_t hi, int on);

static void
clear_ended (uintptr_t a, uintptr_t b, void *ctx)
{
  struct page *p = ctx;
  uintptr_t lo = p->page << PAGE_SHIFT, hi = lo + PAGE_SIZE;
  set_bits (p, a > lo ? a : lo, b < hi ? b : hi, 0);
}

static void
check_pages (void)
{
  unsigned n = buffer.n_pages;
  buffer.n_pages = 0;
  buffer.last_page = 0;
  uint64_t now = rr_freed_now ();
  for (unsigned i = 0; i < n; i++)
    {
      struct page *p = &buffer.pages[i];
      uintptr_t lo = p->page << PAGE_SHIFT;
      if (p->freed != now
	  && rr_freed_since (p->freed, lo, lo + PAGE_SIZE, clear_ended, p) < 0)
	memset (p->bits, 0, sizeof p->bits);
    }
  unsigned char order[PAGES];
  for (unsigned i = 0; i < n; i++)
    order[i] = (unsigned char) i;
  pages_base = buffer.pages;
  if (n > 1)
    sort (order, n, 1, compare_pages);
  for (unsigned i = 0; i < n; i++)
    {
      struct page *p = &buffer.pages[order[i]];
      /* Only the words set: a page usually holds a few small accesses.
	 Each is left zero for the page's next use.  */
      for (uint64_t used = p->used; used; used &= used - 1)
	{
	  unsigned w = (unsigned) __builtin_ctzll (used);
	  uintptr_t at = (p->page << PAGE_SHIFT) + w * 64;
	  uint64_t word = p->bits[w];
	  p->bits[w] = 0;
	  while (word)
	    {
	      unsigned start = (unsigned) __builtin_ctzll (word);
	      uint64_t rest = ~(word >> start);
	      unsigned len = (rest ? (unsigned) __builtin_ctzll (rest)
			      : 64 - start);
	      merge (p->kind, p->loc, at + start, at + start + len);
	      word = (start + len >= 64 ? 0
		      : word & ~((((uint64_t) 1 << len) - 1) << start));
	    }
	}
      p->used = 0;
    }
}

RR_TLS struct rr_recorded rr_last_recorded[RR_RECORDED_SLOTS];

int
rr_buffer_holds (void)
{
  return buffer.n_ranges || buffer.n_pages;
}

void
rr_check_buffered (void)
{
  /* Nothing recorded: nothing to check, no cached access to forget (the
     cache only names accesses in the buffer).  The common case of the
     lock taken in a loop while MPI waits.  */
  if (!buffer.n_ranges && !buffer.n_pages)
    return;
  memset (rr_last_recorded, 0, sizeof rr_last_recorded);
  run.lo = run.hi = 0;
  check_ranges ();
  check_pages ();
  merge (0, NULL, 0, 0);	/* checks the last run */
}

/* Check both now, because one is full.  Not checked if the runtime has
   just stopped: there is nothing to check against any more.  */

static void
check_now (void)
{
  rr_lock ();			/* checks the buffer */
  rr_unlock ();
  buffer.n_ranges = 0;
  buffer.n_pages = 0;
  buffer.last_page = 0;
  memset (rr_last_recorded, 0, sizeof rr_last_recorded);
}

/* Set (ON) or clear the bits of bytes LO .. HI - 1 in one page's
   bitmap.  */

static void
set_bits (struct page *p, uintptr_t lo, uintptr_t hi, int on)
{
  unsigned b = lo & (PAGE_SIZE - 1), e = b + (hi - lo);
  for (; b < e; b = (b / 64 + 1) * 64)
    {
      unsigned end = e < (b / 64 + 1) * 64 ? e : (b / 64 + 1) * 64;
      unsigned len = end - b;
      uint64_t mask = len == 64 ? ~(uint64_t) 0 : ((uint64_t) 1 << len) - 1;
      if (on)
	{
	  p->bits[b / 64] |= mask << (b % 64);
	  p->used |= (uint64_t) 1 << (b / 64);
	}
      else
	p->bits[b / 64] &= ~(mask << (b % 64));
    }
}

/* Put the small access LO .. HI - 1 (inside one page) in a bitmap;
   return 0 if every bitmap is taken by another page.  */

static int
record_in_page (int kind, uintptr_t lo, uintptr_t hi, const char *loc)
{
  uintptr_t page = lo >> PAGE_SHIFT;
  struct page *p = &buffer.pages[buffer.last_page];
  if (buffer.n_pages && p->page == page && p->loc == loc && p->kind == kind)
    {
      set_bits (p, lo, hi, 1);
      return 1;
    }
  for (unsigned i = 0; i < buffer.n_pages; i++)
    {
      p = &buffer.pages[i];
      if (p->page == page && p->loc == loc && p->kind == kind)
	{
	  buffer.last_page = i;
	  set_bits (p, lo, hi, 1);
	  return 1;
	}
    }
  if (buffer.n_pages == PAGES)
    return 0;
  buffer.last_page = buffer.n_pages++;
  p = &buffer.pages[buffer.last_page];
  p->page = page;
  p->loc = loc;
  p->kind = kind;
  p->freed = rr_freed_now ();
  /* Left zero by check_pages, unless the buffer was emptied unchecked
     (check_now once the runtime stopped).  */
  for (uint64_t used = p->used; used; used &= used - 1)
    p->bits[__builtin_ctzll (used)] = 0;
  p->used = 0;
  set_bits (p, lo, hi, 1);
  return 1;
}

/* Extend the list entry R (1 + its index, or 0 for none) by the access
   if they have the same kind and location and overlap or touch; return
   whether it did.  Not if memory has ended since R was made: the check
   would drop the access's bytes that meet it (range_survives).  The
   merge would happen at the check anyway (merge).  */
static inline int
extend (unsigned r, int kind, uintptr_t lo, uintptr_t hi, const char *loc)
{
  if (r == 0 || r > buffer.n_ranges)
    return 0;
  struct range *e = &buffer.ranges[r - 1];
  if (e->kind != kind || e->loc != loc || lo > e->hi || hi < e->lo
      || e->freed != rr_freed_now ())
    return 0;
  if (lo < e->lo)
    e->lo = lo;
  if (hi > e->hi)
    e->hi = hi;
  return 1;
}

/* Record the access in the list or a bitmap; return 1 + the index of
   its list entry, or 0 for a bitmap.  */
static unsigned
record (int kind, uintptr_t lo, uintptr_t hi, const char *loc)
{
  /* The last few entries, then the entry of the last access at this
     location: the rows of a loop nest's loop ranges, one per access
     statement and row, continue their own entries (several statements
     may share a location).  The slot may belong to another location (it
     is then different) or name an entry of an emptied buffer (both are
     cleared then).  */
  unsigned stop = buffer.n_ranges > RECENT ? buffer.n_ranges - RECENT : 0;
  for (unsigned r = buffer.n_ranges; r > stop; r--)
    if (buffer.ranges[r - 1].loc == loc && extend (r, kind, lo, hi, loc))
      return r;
  const struct rr_recorded *s = rr_recorded_slot (loc);
  if (s->loc == loc && extend (s->entry, kind, lo, hi, loc))
    return s->entry;
  if (hi - lo <= SMALL && (lo >> PAGE_SHIFT) == ((hi - 1) >> PAGE_SHIFT))
    {
      if (record_in_page (kind, lo, hi, loc))
	return 0;
      check_now ();
      record_in_page (kind, lo, hi, loc);
      return 0;
    }
  if (buffer.n_ranges == RANGES)
    check_now ();
  buffer.ranges[buffer.n_ranges++]
    = (struct range) { lo, hi, loc, kind, rr_freed_now () };
  return buffer.n_ranges;
}

void
rr_buffer_access (int kind, uintptr_t lo, uintptr_t hi, const char *loc)
{
  unsigned entry = record (kind, lo, hi, loc);
  *rr_recorded_slot (loc) = (struct rr_recorded) { lo, hi, loc, kind, entry };
}
