/* typebasic.c -- the basic datatype an accumulate works on.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   MPI makes accumulate-family operations atomic per basic datatype: two
   of them on the same location with the same basic datatype do not race.
   A derived datatype used in an accumulate must be built from one
   predefined type; walk down to it and name it by its standard name,
   which every process sees alike.  */

#include <string.h>
#include "datatype.h"
#include "tls.h"

static uint32_t
hash_name (const char *s)
{
  uint32_t h = 2166136261u;
  for (; *s; s++)
    h = (h ^ (unsigned char) *s) * 16777619u;
  return h ? h : 1;
}

/* The code of TYPE, or 0; the size of its basic datatype in *SIZE.
   DEPTH bounds the recursion on malformed types.  */
static uint32_t
basic_of (MPI_Datatype type, int depth, int *size)
{
  int ni, na, nd, combiner;
  if (depth > 32
      || PMPI_Type_get_envelope (type, &ni, &na, &nd, &combiner)
	 != MPI_SUCCESS)
    return 0;
  if (combiner == MPI_COMBINER_NAMED || combiner == MPI_COMBINER_F90_REAL
      || combiner == MPI_COMBINER_F90_COMPLEX
      || combiner == MPI_COMBINER_F90_INTEGER)
    {
      char name[MPI_MAX_OBJECT_NAME];
      int len = 0;
      if (PMPI_Type_get_name (type, name, &len) != MPI_SUCCESS || len == 0
	  || PMPI_Type_size (type, size) != MPI_SUCCESS)
	return 0;
      return hash_name (name);
    }
  if (nd <= 0 || nd > 1024 || ni > 1 << 20 || na > 1 << 20)
    return 0;
  int ints[ni > 0 ? ni : 1];
  MPI_Aint addrs[na > 0 ? na : 1];
  MPI_Datatype types[nd];
  if (PMPI_Type_get_contents (type, ni, na, nd, ints, addrs, types)
      != MPI_SUCCESS)
    return 0;
  uint32_t code = basic_of (types[0], depth + 1, size);
  int other;
  for (int i = 1; i < nd; i++)
    if (basic_of (types[i], depth + 1, &other) != code)
      code = 0;
  for (int i = 0; i < nd; i++)
    {
      int ni2, na2, nd2, c2;
      PMPI_Type_get_envelope (types[i], &ni2, &na2, &nd2, &c2);
      if (c2 != MPI_COMBINER_NAMED && c2 != MPI_COMBINER_F90_REAL
	  && c2 != MPI_COMBINER_F90_COMPLEX && c2 != MPI_COMBINER_F90_INTEGER)
	PMPI_Type_free (&types[i]);
    }
  return code;
}

/* The codes of the last few predefined datatypes the thread asked
   about: their handles never change meaning (see datatype.c).  */
#define BASIC_SLOTS 4
static RR_TLS struct
{
  MPI_Datatype type;
  uint32_t code;
  int size;
} basic_cache[BASIC_SLOTS];
static RR_TLS unsigned basic_next;

uint32_t
rr_type_basic (MPI_Datatype type, int *size)
{
  *size = 0;
  if (type == MPI_DATATYPE_NULL)
    return 0;
  for (unsigned i = 0; i < BASIC_SLOTS; i++)
    if (basic_cache[i].code && basic_cache[i].type == type)
      {
	*size = basic_cache[i].size;
	return basic_cache[i].code;
      }
  int named_size;
  uint32_t code = basic_of (type, 0, size);
  if (code && rr_type_named (type, &named_size))
    {
      unsigned i = basic_next++ % BASIC_SLOTS;
      basic_cache[i].type = type;
      basic_cache[i].code = code;
      basic_cache[i].size = *size;
    }
  return code;
}
