/* datatype.c -- the bytes an MPI call touches.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   COUNT elements of a datatype whose true extent equals its size, laid
   end to end (extent equal to true extent), are one contiguous range.
   Other layouts are left untracked for now: recording their convex hull
   would report races on bytes that are never touched.  */

#include "datatype.h"

size_t
rr_type_ranges (int count, MPI_Datatype type, struct rr_range *out,
		size_t max)
{
  if (count <= 0 || max == 0 || type == MPI_DATATYPE_NULL)
    return 0;
  int size;
  MPI_Aint lb, extent, true_lb, true_extent;
  if (PMPI_Type_size (type, &size) != MPI_SUCCESS
      || PMPI_Type_get_extent (type, &lb, &extent) != MPI_SUCCESS
      || PMPI_Type_get_true_extent (type, &true_lb, &true_extent)
	 != MPI_SUCCESS)
    return 0;
  if (size <= 0)
    return 0;
  if ((MPI_Aint) size != true_extent || (count > 1 && extent != true_extent))
    return 0;
  out[0].off = (uint64_t) true_lb;
  out[0].len = (uint64_t) size * (uint64_t) count;
  return 1;
}
