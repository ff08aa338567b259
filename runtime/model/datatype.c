/* datatype.c -- the bytes an MPI call touches.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   A datatype's type map is a list of (basic type, displacement) pairs; the
   bytes an access touches are the union, over the map, of the bytes of
   each basic type at its displacement.  They are recorded exactly, never
   as their convex hull: a hull would report races on bytes that nobody
   touches.

   The common case, a predefined datatype whose bytes are contiguous and
   laid end to end, is answered from its size and extents alone (for a
   derived one, size equal to true extent proves nothing: blocks may
   overlap and leave a hole elsewhere).  Any other datatype
   is decoded with PMPI_Type_get_envelope and PMPI_Type_get_contents,
   recursively: the bytes of one element of each constructor's inner
   types are computed once, as a sorted list of disjoint ranges, then
   replicated at the displacements the constructor gives.  A block of
   inner elements whose bytes fill their extent is a single range,
   however long, so contiguous pieces cost nothing to replicate.

   Decoding is bounded: a datatype whose description would need more than
   RR_MAX_PIECES pieces before merging (counting every level of the
   decoding) is left untracked, rather than letting one RMA call allocate
   and sort huge arrays.  Untracked means no false race, at the price of
   missing real ones on that access.  */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "datatype.h"
#include "mpi-compat.h"
#include "tls.h"

/* The most pieces one call may generate before merging.  */
#define RR_MAX_PIECES ((size_t) 1 << 20)

/* A byte range with a signed offset, as used while decoding.  */
struct piece
{
  int64_t off, len;
};

/* A growable list of pieces.  */
struct plist
{
  struct piece *p;
  size_t n, cap;
};

/* The state of one rr_type_ranges call: how many pieces it has generated
   so far, over every level of the decoding.  */
struct ctx
{
  size_t generated;
};

static void
plist_free (struct plist *l)
{
  free (l->p);
  l->p = NULL;
  l->n = l->cap = 0;
}

/* Append [OFF, OFF + LEN) to L.  A piece that starts inside or right at
   the end of the last one extends it instead: layouts are mostly
   generated in increasing order, and this keeps contiguous runs short.  */
static bool
plist_add (struct ctx *cx, struct plist *l, int64_t off, int64_t len)
{
  if (len <= 0)
    return true;
  if (++cx->generated > RR_MAX_PIECES)
    return false;
  int64_t end;
  if (__builtin_add_overflow (off, len, &end))
    return false;
  if (l->n)
    {
      struct piece *last = &l->p[l->n - 1];
      int64_t last_end = last->off + last->len;
      if (off >= last->off && off <= last_end)
	{
	  if (end > last_end)
	    last->len = end - last->off;
	  return true;
	}
    }
  if (l->n == l->cap)
    {
      size_t cap = l->cap ? 2 * l->cap : 8;
      struct piece *p = realloc (l->p, cap * sizeof *p);
      if (!p)
	return false;
      l->p = p;
      l->cap = cap;
    }
  l->p[l->n].off = off;
  l->p[l->n].len = len;
  l->n++;
  return true;
}

static int
piece_cmp (const void *a, const void *b)
{
  const struct piece *x = a, *y = b;
  return (x->off > y->off) - (x->off < y->off);
}

/* Sort L by offset and merge its overlapping or touching pieces.  */
static void
plist_normalize (struct plist *l)
{
  size_t i, j;

  for (i = 1; i < l->n; i++)
    if (l->p[i].off < l->p[i - 1].off)
      break;
  if (i < l->n)
    qsort (l->p, l->n, sizeof *l->p, piece_cmp);
  for (i = 0, j = 0; i < l->n; i++)
    {
      if (j && l->p[i].off <= l->p[j - 1].off + l->p[j - 1].len)
	{
	  int64_t end = l->p[i].off + l->p[i].len;
	  if (end > l->p[j - 1].off + l->p[j - 1].len)
	    l->p[j - 1].len = end - l->p[j - 1].off;
	}
      else
	l->p[j++] = l->p[i];
    }
  l->n = j;
}

/* Append to OUT the bytes of BLEN consecutive elements of a type whose
   one element touches ELEM and whose extent is EXT, the first at DISP.  */
static bool
emit_block (struct ctx *cx, struct plist *out, const struct plist *elem,
	    MPI_Aint ext, int64_t disp, int64_t blen)
{
  int64_t span, start;

  if (blen < 0)
    return false;
  if (blen == 0 || elem->n == 0)
    return true;
  /* Elements that fill their extent make one range.  */
  if (elem->n == 1 && elem->p[0].len == (int64_t) ext)
    {
      if (__builtin_mul_overflow (blen, (int64_t) ext, &span)
	  || __builtin_add_overflow (disp, elem->p[0].off, &start))
	return false;
      return plist_add (cx, out, start, span);
    }
  /* Refuse before looping, not after.  */
  if ((uint64_t) blen > RR_MAX_PIECES / elem->n)
    return false;
  for (int64_t k = 0; k < blen; k++)
    {
      int64_t base;
      if (__builtin_mul_overflow (k, (int64_t) ext, &base)
	  || __builtin_add_overflow (base, disp, &base))
	return false;
      for (size_t i = 0; i < elem->n; i++)
	{
	  if (__builtin_add_overflow (base, elem->p[i].off, &start)
	      || !plist_add (cx, out, start, elem->p[i].len))
	    return false;
	}
    }
  return true;
}

/* Whether a datatype returned by PMPI_Type_get_contents must be freed:
   derived ones only.  Named types and the Fortran 90 parameterized types
   are predefined, and freeing them is an error.  */
static bool
must_free (MPI_Datatype t)
{
  int ni, na, nd, combiner;

  if (PMPI_Type_get_envelope (t, &ni, &na, &nd, &combiner) != MPI_SUCCESS)
    return false;
  return combiner != MPI_COMBINER_NAMED
	 && combiner != MPI_COMBINER_F90_REAL
	 && combiner != MPI_COMBINER_F90_COMPLEX
	 && combiner != MPI_COMBINER_F90_INTEGER;
}

/* The predefined pair types (for MPI_MINLOC and MPI_MAXLOC) hold a value
   and an int index, laid out as the C structures below; the value of
   MPI_SHORT_INT is followed by a hole.  */
struct short_int { short v; int i; };
struct float_int { float v; int i; };
struct double_int { double v; int i; };
struct long_int { long v; int i; };
struct long_double_int { long double v; int i; };

/* The bytes of a named (predefined) type T.  Most fill their true
   extent; a pair type may have a hole between value and index.  */
static bool
flatten_named (struct ctx *cx, MPI_Datatype t, struct plist *out)
{
  int size, fsize, isize;
  MPI_Aint lb, ext, tlb, text;

  if (PMPI_Type_size (t, &size) != MPI_SUCCESS
      || PMPI_Type_get_extent (t, &lb, &ext) != MPI_SUCCESS
      || PMPI_Type_get_true_extent (t, &tlb, &text) != MPI_SUCCESS
      || size < 0)
    return false;
  if (size == 0)
    return true;
  if ((MPI_Aint) size == text)
    return plist_add (cx, out, tlb, size);

  /* Predefined handles are not constant expressions everywhere, hence an
     automatic table.  */
  const struct
  {
    MPI_Datatype type, value;
    int64_t index_off;
  } pairs[] = {
    { MPI_SHORT_INT, MPI_SHORT, offsetof (struct short_int, i) },
    { MPI_FLOAT_INT, MPI_FLOAT, offsetof (struct float_int, i) },
    { MPI_DOUBLE_INT, MPI_DOUBLE, offsetof (struct double_int, i) },
    { MPI_LONG_INT, MPI_LONG, offsetof (struct long_int, i) },
    { MPI_LONG_DOUBLE_INT, MPI_LONG_DOUBLE,
      offsetof (struct long_double_int, i) },
  };
  for (size_t i = 0; i < sizeof pairs / sizeof *pairs; i++)
    {
      if (t != pairs[i].type)
	continue;
      if (PMPI_Type_size (pairs[i].value, &fsize) != MPI_SUCCESS
	  || PMPI_Type_size (MPI_INT, &isize) != MPI_SUCCESS)
	return false;
      /* Believe the layout only if it accounts for every byte and stays
	 within the type's bounds.  */
      if (fsize + isize != size || fsize > pairs[i].index_off || tlb != 0
	  || pairs[i].index_off + isize > text)
	return false;
      return (plist_add (cx, out, 0, fsize)
	      && plist_add (cx, out, pairs[i].index_off, isize));
    }
  return false;
}

static bool flatten (struct ctx *cx, MPI_Datatype t, struct plist *out);

/* The bytes of one element of the inner type T, with its extent.  */
static bool
flatten_inner (struct ctx *cx, MPI_Datatype t, struct plist *elem,
	       MPI_Aint *ext)
{
  MPI_Aint lb;

  if (PMPI_Type_get_extent (t, &lb, ext) != MPI_SUCCESS)
    return false;
  return flatten (cx, t, elem);
}

/* The indices one dimension of a subarray or distributed array covers,
   as runs of consecutive indices.  */
struct dim
{
  int64_t stride;		/* in elements of the inner type */
  int64_t *start, *len;		/* the runs */
  int64_t nruns, count;		/* how many runs, how many indices */
};

static bool
dim_add_run (struct dim *d, int64_t start, int64_t len, int64_t max_runs)
{
  if (len <= 0)
    return true;
  if (d->nruns >= max_runs)
    return false;
  d->start[d->nruns] = start;
  d->len[d->nruns] = len;
  d->nruns++;
  d->count += len;
  return true;
}

/* Append the bytes of the cartesian product of the index sets DIMS
   (NDIMS of them, FAST the dimension whose consecutive indices are
   adjacent in memory) of elements ELEM of extent EXT.  */
static bool
emit_grid (struct ctx *cx, struct plist *out, struct dim *dims, int ndims,
	   int fast, const struct plist *elem, MPI_Aint ext)
{
  int64_t blocks = dims[fast].nruns;
  bool ok = true;

  if (elem->n == 0)
    return true;
  for (int d = 0; d < ndims; d++)
    {
      if (dims[d].count == 0)
	return true;
      if (d != fast
	  && __builtin_mul_overflow (blocks, dims[d].count, &blocks))
	return false;
    }
  /* Each block generates at least one piece.  */
  if ((uint64_t) blocks > RR_MAX_PIECES)
    return false;

  /* An odometer over the indices of the dimensions other than FAST: for
     each, the run it is in and the position within the run.  */
  int64_t *run = calloc (ndims, sizeof *run);
  int64_t *pos = calloc (ndims, sizeof *pos);
  if (!run || !pos)
    {
      free (run);
      free (pos);
      return false;
    }
  for (;;)
    {
      int64_t base = 0, t;
      for (int d = 0; d < ndims; d++)
	if (d != fast)
	  {
	    if (__builtin_mul_overflow (dims[d].start[run[d]] + pos[d],
					dims[d].stride, &t)
		|| __builtin_add_overflow (base, t, &base))
	      ok = false;
	  }
      for (int64_t r = 0; ok && r < dims[fast].nruns; r++)
	{
	  int64_t disp;
	  if (__builtin_mul_overflow (dims[fast].start[r]
				      * dims[fast].stride + base,
				      (int64_t) ext, &disp)
	      || !emit_block (cx, out, elem, ext, disp, dims[fast].len[r]))
	    ok = false;
	}
      if (!ok)
	break;
      /* Advance the odometer; stop when every digit wrapped.  */
      int d;
      for (d = 0; d < ndims; d++)
	{
	  if (d == fast)
	    continue;
	  if (++pos[d] < dims[d].len[run[d]])
	    break;
	  pos[d] = 0;
	  if (++run[d] < dims[d].nruns)
	    break;
	  run[d] = 0;
	}
      if (d == ndims)
	break;
    }
  free (run);
  free (pos);
  return ok;
}

/* Fill the strides of DIMS for an array of SIZES in ORDER, and return the
   dimension whose indices are adjacent, or -1 if the order is unknown or
   the array too large.  */
static int
set_strides (struct dim *dims, int ndims, const int *sizes, int order)
{
  int64_t stride = 1;

  if (order == MPI_ORDER_C)
    {
      for (int d = ndims - 1; d >= 0; d--)
	{
	  dims[d].stride = stride;
	  if (sizes[d] < 0
	      || __builtin_mul_overflow (stride, (int64_t) sizes[d], &stride))
	    return -1;
	}
      return ndims - 1;
    }
  if (order == MPI_ORDER_FORTRAN)
    {
      for (int d = 0; d < ndims; d++)
	{
	  dims[d].stride = stride;
	  if (sizes[d] < 0
	      || __builtin_mul_overflow (stride, (int64_t) sizes[d], &stride))
	    return -1;
	}
      return 0;
    }
  return -1;
}

/* Allocate, for each of NDIMS dimensions, room for MAX_RUNS[d] runs.  */
static struct dim *
dims_alloc (int ndims, const int64_t *max_runs)
{
  struct dim *dims = calloc (ndims ? ndims : 1, sizeof *dims);
  if (!dims)
    return NULL;
  for (int d = 0; d < ndims; d++)
    {
      size_t m = max_runs[d] > 0 ? (size_t) max_runs[d] : 1;
      dims[d].start = malloc (m * sizeof (int64_t));
      dims[d].len = malloc (m * sizeof (int64_t));
      if (!dims[d].start || !dims[d].len)
	{
	  for (int e = 0; e <= d; e++)
	    {
	      free (dims[e].start);
	      free (dims[e].len);
	    }
	  free (dims);
	  return NULL;
	}
    }
  return dims;
}

static void
dims_free (struct dim *dims, int ndims)
{
  for (int d = 0; d < ndims; d++)
    {
      free (dims[d].start);
      free (dims[d].len);
    }
  free (dims);
}

/* A subarray: INTS holds ndims, sizes, subsizes, starts and order.  */
static bool
flatten_subarray (struct ctx *cx, const int *ints, MPI_Datatype inner,
		  struct plist *out)
{
  int ndims = ints[0];
  const int *sizes = ints + 1, *subsizes = sizes + ndims;
  const int *starts = subsizes + ndims;
  int order = starts[ndims];
  struct plist elem = { 0 };
  MPI_Aint ext;
  bool ok = false;

  if (ndims <= 0)
    return false;
  int64_t *one = malloc (ndims * sizeof *one);
  if (!one)
    return false;
  for (int d = 0; d < ndims; d++)
    one[d] = 1;
  struct dim *dims = dims_alloc (ndims, one);
  free (one);
  if (!dims)
    return false;
  int fast = set_strides (dims, ndims, sizes, order);
  if (fast < 0)
    goto done;
  for (int d = 0; d < ndims; d++)
    if (starts[d] < 0 || subsizes[d] < 0
	|| (int64_t) starts[d] + subsizes[d] > sizes[d]
	|| !dim_add_run (&dims[d], starts[d], subsizes[d], 1))
      goto done;
  ok = (flatten_inner (cx, inner, &elem, &ext)
	&& emit_grid (cx, out, dims, ndims, fast, &elem, ext));
 done:
  plist_free (&elem);
  dims_free (dims, ndims);
  return ok;
}

/* A distributed array: INTS holds size, rank, ndims, gsizes, distribs,
   dargs, psizes and order.  Each dimension's indices owned by the process
   are computed as the standard defines them (the process grid is row
   major whatever ORDER is); the type's bytes are their product.  */
static bool
flatten_darray (struct ctx *cx, const int *ints, MPI_Datatype inner,
		struct plist *out)
{
  int rank = ints[1], ndims = ints[2];
  const int *gsizes = ints + 3, *distribs = gsizes + ndims;
  const int *dargs = distribs + ndims, *psizes = dargs + ndims;
  int order = psizes[ndims];
  struct plist elem = { 0 };
  MPI_Aint ext;
  bool ok = false;

  if (ndims <= 0)
    return false;
  int64_t *coord = malloc (ndims * sizeof *coord);
  int64_t *block = malloc (ndims * sizeof *block);
  int64_t *max_runs = malloc (ndims * sizeof *max_runs);
  struct dim *dims = NULL;
  if (!coord || !block || !max_runs)
    goto done;
  for (int d = ndims - 1, r = rank; d >= 0; d--)
    {
      if (psizes[d] <= 0 || gsizes[d] < 0)
	goto done;
      coord[d] = r % psizes[d];
      r /= psizes[d];
    }
  for (int d = 0; d < ndims; d++)
    {
      int64_t g = gsizes[d], p = psizes[d], b;
      switch (distribs[d])
	{
	case MPI_DISTRIBUTE_NONE:
	  b = g;
	  max_runs[d] = 1;
	  break;
	case MPI_DISTRIBUTE_BLOCK:
	  b = dargs[d] == MPI_DISTRIBUTE_DFLT_DARG ? (g + p - 1) / p : dargs[d];
	  max_runs[d] = 1;
	  break;
	case MPI_DISTRIBUTE_CYCLIC:
	  b = dargs[d] == MPI_DISTRIBUTE_DFLT_DARG ? 1 : dargs[d];
	  if (b <= 0)
	    goto done;
	  max_runs[d] = g / (b * p) + 1;
	  break;
	default:
	  goto done;
	}
      if (b <= 0 && g > 0)
	goto done;
      block[d] = b;
      /* Each run gives at least one block; refuse before allocating.  */
      if ((uint64_t) max_runs[d] > RR_MAX_PIECES)
	goto done;
    }
  dims = dims_alloc (ndims, max_runs);
  if (!dims)
    goto done;
  int fast = set_strides (dims, ndims, gsizes, order);
  if (fast < 0)
    goto done;
  for (int d = 0; d < ndims; d++)
    {
      int64_t g = gsizes[d], p = psizes[d], b = block[d], c = coord[d];
      switch (distribs[d])
	{
	case MPI_DISTRIBUTE_NONE:
	  if (!dim_add_run (&dims[d], 0, g, 1))
	    goto done;
	  break;
	case MPI_DISTRIBUTE_BLOCK:
	  if (c * b < g
	      && !dim_add_run (&dims[d], c * b,
			       (c * b + b < g ? c * b + b : g) - c * b, 1))
	    goto done;
	  break;
	case MPI_DISTRIBUTE_CYCLIC:
	  for (int64_t s = c * b; s < g; s += p * b)
	    if (!dim_add_run (&dims[d], s, (s + b < g ? s + b : g) - s,
			      max_runs[d]))
	      goto done;
	  break;
	}
    }
  ok = (flatten_inner (cx, inner, &elem, &ext)
	&& emit_grid (cx, out, dims, ndims, fast, &elem, ext));
 done:
  plist_free (&elem);
  if (dims)
    dims_free (dims, ndims);
  free (coord);
  free (block);
  free (max_runs);
  return ok;
}

/* Append to OUT, normalized, the bytes one element of T touches,
   relative to the element's address.  */
static bool
flatten (struct ctx *cx, MPI_Datatype t, struct plist *out)
{
  int ni, na, nd, combiner;
  int *ints = NULL;
  MPI_Aint *addrs = NULL;
  MPI_Datatype *types = NULL;
  struct plist elem = { 0 };
  MPI_Aint ext;
  bool ok = false;
  int got_types = 0;

  if (PMPI_Type_get_envelope (t, &ni, &na, &nd, &combiner) != MPI_SUCCESS
      || ni < 0 || na < 0 || nd < 0)
    return false;
  switch (combiner)
    {
    case MPI_COMBINER_NAMED:
    case MPI_COMBINER_F90_REAL:
    case MPI_COMBINER_F90_COMPLEX:
    case MPI_COMBINER_F90_INTEGER:
      ok = flatten_named (cx, t, out);
      plist_normalize (out);
      return ok;
    }

  ints = malloc ((ni ? ni : 1) * sizeof *ints);
  addrs = malloc ((na ? na : 1) * sizeof *addrs);
  types = malloc ((nd ? nd : 1) * sizeof *types);
  if (!ints || !addrs || !types
      || PMPI_Type_get_contents (t, ni, na, nd, ints, addrs, types)
	 != MPI_SUCCESS)
    goto done;
  got_types = nd;

  /* The constructors that take one inner type decode it first.  */
  switch (combiner)
    {
    case MPI_COMBINER_DUP:
    case MPI_COMBINER_RESIZED:
    case MPI_COMBINER_CONTIGUOUS:
    case MPI_COMBINER_VECTOR:
    case MPI_COMBINER_HVECTOR:
#ifdef RMARACE_COMBINER_HVECTOR_INTEGER
    case RMARACE_COMBINER_HVECTOR_INTEGER:
#endif
    case MPI_COMBINER_INDEXED:
    case MPI_COMBINER_HINDEXED:
#ifdef RMARACE_COMBINER_HINDEXED_INTEGER
    case RMARACE_COMBINER_HINDEXED_INTEGER:
#endif
    case MPI_COMBINER_INDEXED_BLOCK:
    case MPI_COMBINER_HINDEXED_BLOCK:
      if (nd != 1 || !flatten_inner (cx, types[0], &elem, &ext))
	goto done;
      break;
    }

  /* Some implementations report the MPI-1 Fortran constructors with
     their byte displacements among the addresses, as for their MPI-2
     counterparts, others among the integers as the standard says; the
     envelope tells which.  */
  switch (combiner)
    {
    case MPI_COMBINER_DUP:
      /* RESIZED changes the bounds, hence where consecutive elements of
	 the type start, but not the bytes of one element.  */
    case MPI_COMBINER_RESIZED:
      ok = emit_block (cx, out, &elem, ext, 0, 1);
      break;

    case MPI_COMBINER_CONTIGUOUS:
      ok = ni >= 1 && emit_block (cx, out, &elem, ext, 0, ints[0]);
      break;

    case MPI_COMBINER_VECTOR:
      if (ni < 3 || ints[0] < 0
	  || RMARACE_AMBIGUOUS_STRIDE (ints[0], ints[1],
				       (int64_t) ints[2] * ext))
	break;
      ok = true;
      for (int64_t i = 0; ok && i < ints[0]; i++)
	{
	  int64_t disp;
	  ok = (!__builtin_mul_overflow (i * ints[2], (int64_t) ext, &disp)
		&& emit_block (cx, out, &elem, ext, disp, ints[1]));
	}
      break;

    case MPI_COMBINER_HVECTOR:
#ifdef RMARACE_COMBINER_HVECTOR_INTEGER
    case RMARACE_COMBINER_HVECTOR_INTEGER:
#endif
      {
	if (ni < 2 || ints[0] < 0 || (na < 1 && ni < 3))
	  break;
	int64_t stride = na >= 1 ? (int64_t) addrs[0] : ints[2];
	if (RMARACE_AMBIGUOUS_STRIDE (ints[0], ints[1], stride))
	  break;
	ok = true;
	for (int64_t i = 0; ok && i < ints[0]; i++)
	  {
	    int64_t disp;
	    ok = (!__builtin_mul_overflow (i, stride, &disp)
		  && emit_block (cx, out, &elem, ext, disp, ints[1]));
	  }
      }
      break;

    case MPI_COMBINER_INDEXED:
      if (ni < 1 || ints[0] < 0 || ni < 1 + 2 * ints[0])
	break;
      ok = true;
      for (int i = 0; ok && i < ints[0]; i++)
	{
	  int64_t disp;
	  ok = (!__builtin_mul_overflow ((int64_t) ints[1 + ints[0] + i],
					 (int64_t) ext, &disp)
		&& emit_block (cx, out, &elem, ext, disp, ints[1 + i]));
	}
      break;

    case MPI_COMBINER_HINDEXED:
#ifdef RMARACE_COMBINER_HINDEXED_INTEGER
    case RMARACE_COMBINER_HINDEXED_INTEGER:
#endif
      {
	if (ni < 1 || ints[0] < 0 || ni < 1 + ints[0])
	  break;
	int n = ints[0];
	bool in_addrs = na >= n;
	if (!in_addrs && ni < 1 + 2 * n)
	  break;
	ok = true;
	for (int i = 0; ok && i < n; i++)
	  ok = emit_block (cx, out, &elem, ext,
			   in_addrs ? (int64_t) addrs[i] : ints[1 + n + i],
			   ints[1 + i]);
      }
      break;

    case MPI_COMBINER_INDEXED_BLOCK:
      if (ni < 2 || ints[0] < 0 || ni < 2 + ints[0])
	break;
      ok = true;
      for (int i = 0; ok && i < ints[0]; i++)
	{
	  int64_t disp;
	  ok = (!__builtin_mul_overflow ((int64_t) ints[2 + i], (int64_t) ext,
					 &disp)
		&& emit_block (cx, out, &elem, ext, disp, ints[1]));
	}
      break;

    case MPI_COMBINER_HINDEXED_BLOCK:
      if (ni < 2 || ints[0] < 0 || na < ints[0])
	break;
      ok = true;
      for (int i = 0; ok && i < ints[0]; i++)
	ok = emit_block (cx, out, &elem, ext, addrs[i], ints[1]);
      break;

    case MPI_COMBINER_STRUCT:
#ifdef RMARACE_COMBINER_STRUCT_INTEGER
    case RMARACE_COMBINER_STRUCT_INTEGER:
#endif
      {
	if (ni < 1 || ints[0] < 0 || ni < 1 + ints[0] || nd < ints[0])
	  break;
	int n = ints[0];
	bool in_addrs = na >= n;
	if (!in_addrs && ni < 1 + 2 * n)
	  break;
	ok = true;
	for (int i = 0; ok && i < n; i++)
	  {
	    /* Fields often repeat a type: decode it once.  */
	    if (i == 0 || types[i] != types[i - 1])
	      {
		plist_free (&elem);
		ok = flatten_inner (cx, types[i], &elem, &ext);
	      }
	    ok = ok && emit_block (cx, out, &elem, ext,
				   in_addrs ? (int64_t) addrs[i]
				   : ints[1 + n + i], ints[1 + i]);
	  }
      }
      break;

    case MPI_COMBINER_SUBARRAY:
      ok = (nd == 1 && ni >= 1 && ints[0] > 0 && ni >= 3 * ints[0] + 2
	    && flatten_subarray (cx, ints, types[0], out));
      break;

    case MPI_COMBINER_DARRAY:
      ok = (nd == 1 && ni >= 3 && ints[2] > 0 && ni >= 4 * ints[2] + 4
	    && flatten_darray (cx, ints, types[0], out));
      break;

    default:
      /* A combiner this file does not know: leave it untracked.  */
      break;
    }

 done:
  plist_free (&elem);
  for (int i = 0; i < got_types; i++)
    if (must_free (types[i]))
      PMPI_Type_free (&types[i]);
  free (ints);
  free (addrs);
  free (types);
  if (ok)
    plist_normalize (out);
  return ok;
}

/* What the fast paths need of a predefined datatype, kept per thread
   for the last few used: their handles stay valid and never name another
   type, so no MPI call is needed for them again.  An RMA call in a loop
   asks the same few types every time.  */
struct named
{
  MPI_Datatype type;
  int valid;
  int size;
  MPI_Aint extent, true_lb, true_extent;
};
#define NAMED_SLOTS 4
static RR_TLS struct named named_cache[NAMED_SLOTS];
static RR_TLS unsigned named_next;

static int
is_named (int combiner)
{
  return (combiner == MPI_COMBINER_NAMED
	  || combiner == MPI_COMBINER_F90_REAL
	  || combiner == MPI_COMBINER_F90_COMPLEX
	  || combiner == MPI_COMBINER_F90_INTEGER);
}

/* TYPE's entry if it is a predefined datatype; NULL if it is derived or
   MPI rejects it.  */
static const struct named *
named_type (MPI_Datatype type)
{
  for (unsigned i = 0; i < NAMED_SLOTS; i++)
    if (named_cache[i].valid && named_cache[i].type == type)
      return &named_cache[i];
  int ni, na, nd, combiner;
  MPI_Aint lb;
  struct named e = { type, 1, 0, 0, 0, 0 };
  if (PMPI_Type_get_envelope (type, &ni, &na, &nd, &combiner) != MPI_SUCCESS
      || !is_named (combiner)
      || PMPI_Type_size (type, &e.size) != MPI_SUCCESS
      || PMPI_Type_get_extent (type, &lb, &e.extent) != MPI_SUCCESS
      || PMPI_Type_get_true_extent (type, &e.true_lb, &e.true_extent)
	 != MPI_SUCCESS)
    return NULL;
  struct named *slot = &named_cache[named_next++ % NAMED_SLOTS];
  *slot = e;
  return slot;
}

int
rr_type_named (MPI_Datatype type, int *size)
{
  const struct named *e = named_type (type);
  if (!e)
    return 0;
  *size = e->size;
  return 1;
}

size_t
rr_type_ranges_one (int count, MPI_Datatype type, struct rr_range *one,
		    struct rr_range **out)
{
  *out = NULL;
  if (count <= 0 || type == MPI_DATATYPE_NULL)
    return 0;
  const struct named *e = named_type (type);
  /* The common case, as in rr_type_ranges.  */
  if (e && e->size > 0 && (MPI_Aint) e->size == e->true_extent
      && (count == 1 || e->extent == e->true_extent))
    {
      one->off = (uint64_t) (int64_t) e->true_lb;
      one->len = (uint64_t) e->size * (uint64_t) count;
      *out = one;
      return 1;
    }
  return rr_type_ranges (count, type, out);
}

size_t
rr_type_ranges (int count, MPI_Datatype type, struct rr_range **out)
{
  int size;
  MPI_Aint lb, extent, true_lb, true_extent;
  struct rr_range *r;

  *out = NULL;
  if (count <= 0 || type == MPI_DATATYPE_NULL)
    return 0;
  if (PMPI_Type_size (type, &size) != MPI_SUCCESS
      || PMPI_Type_get_extent (type, &lb, &extent) != MPI_SUCCESS
      || PMPI_Type_get_true_extent (type, &true_lb, &true_extent)
	 != MPI_SUCCESS
      || size <= 0)
    return 0;

  /* The common case: contiguous bytes, laid end to end.  Only for
     predefined types: a derived one whose size equals its true extent
     may still have a hole, when some of its blocks overlap.  */
  int ni, na, nd, combiner;
  if (PMPI_Type_get_envelope (type, &ni, &na, &nd, &combiner) != MPI_SUCCESS)
    return 0;
  if (is_named (combiner)
      && (MPI_Aint) size == true_extent
      && (count == 1 || extent == true_extent))
    {
      r = malloc (sizeof *r);
      if (!r)
	return 0;
      r->off = (uint64_t) (int64_t) true_lb;
      r->len = (uint64_t) size * (uint64_t) count;
      *out = r;
      return 1;
    }

  struct ctx cx = { 0 };
  struct plist elem = { 0 }, all = { 0 };
  size_t n = 0;
  if (flatten (&cx, type, &elem)
      && emit_block (&cx, &all, &elem, extent, 0, count))
    {
      plist_normalize (&all);
      if (all.n && (r = malloc (all.n * sizeof *r)))
	{
	  for (size_t i = 0; i < all.n; i++)
	    {
	      r[i].off = (uint64_t) all.p[i].off;
	      r[i].len = (uint64_t) all.p[i].len;
	    }
	  *out = r;
	  n = all.n;
	}
    }
  plist_free (&elem);
  plist_free (&all);
  return n;
}
