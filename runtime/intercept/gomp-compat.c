/* gomp-compat.c -- is the program's libgomp one whose layouts omp.c knows?
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   libgomp names the release of its ABI by symbol versions (GOMP_1.0 ...
   GOMP_5.1); a release adds one when it adds entry points.  The newest
   version libgomp defines therefore tells its release.  The definitions
   are read from the loaded libgomp's version definition table (the ELF
   DT_VERDEF entries), which dlvsym cannot list.  */

#include <link.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include "gomp-compat.h"
#include "report.h"
#include "runtime.h"

/* "GOMP_a.b[.c]" as a number that orders releases; -1 for other names.  */
static long
version_key (const char *name)
{
  unsigned a = 0, b = 0, c = 0;
  if (sscanf (name, "GOMP_%u.%u.%u", &a, &b, &c) < 2)
    return -1;
  return ((long) a << 20) | ((long) b << 10) | c;
}

/* The newest and oldest GOMP_ versions of the libgomp found.  */
struct search
{
  int found;
  long newest;
  char newest_name[32];
  int has_oldest;
};

/* A d_ptr of the dynamic section: the dynamic linker relocates some in
   place and not others; an unrelocated one is an offset from BASE.  */
static const char *
dyn_ptr (ElfW (Addr) base, ElfW (Addr) v)
{
  return (const char *) (v < base ? base + v : v);
}

static int
scan_object (struct dl_phdr_info *info, size_t size, void *data)
{
  struct search *s = data;
  if (!info->dlpi_name || !strstr (info->dlpi_name, "libgomp"))
    return 0;
  const ElfW (Dyn) *dyn = NULL;
  for (int i = 0; i < info->dlpi_phnum; i++)
    if (info->dlpi_phdr[i].p_type == PT_DYNAMIC)
      dyn = (const ElfW (Dyn) *) (info->dlpi_addr
				  + info->dlpi_phdr[i].p_vaddr);
  if (!dyn)
    return 0;
  const char *strtab = NULL, *verdef = NULL;
  size_t n_verdef = 0;
  for (; dyn->d_tag != DT_NULL; dyn++)
    if (dyn->d_tag == DT_STRTAB)
      strtab = dyn_ptr (info->dlpi_addr, dyn->d_un.d_ptr);
    else if (dyn->d_tag == DT_VERDEF)
      verdef = dyn_ptr (info->dlpi_addr, dyn->d_un.d_ptr);
    else if (dyn->d_tag == DT_VERDEFNUM)
      n_verdef = dyn->d_un.d_val;
  if (!strtab || !verdef)
    return 0;
  s->found = 1;
  for (size_t i = 0; i < n_verdef; i++)
    {
      const ElfW (Verdef) *vd = (const ElfW (Verdef) *) verdef;
      const ElfW (Verdaux) *aux
	= (const ElfW (Verdaux) *) (verdef + vd->vd_aux);
      const char *name = strtab + aux->vda_name;
      long key = version_key (name);
      if (key > s->newest)
	{
	  s->newest = key;
	  snprintf (s->newest_name, sizeof s->newest_name, "%s", name);
	}
      if (strcmp (name, RR_GOMP_OLDEST) == 0)
	s->has_oldest = 1;
      if (!vd->vd_next)
	break;
      verdef += vd->vd_next;
    }
  return 1;
}

static int known;

static void
decide (void)
{
  struct search s = { 0, -1, "", 0 };
  dl_iterate_phdr (scan_object, &s);
  known = s.found && s.has_oldest
	  && s.newest <= version_key (RR_GOMP_NEWEST);
  if (!known)
    rr_rt.omp_unknown = 1;
  if (!known)
    rr_warn ("this libgomp (%s) is not one the runtime knows (%s to %s): "
	     "OpenMP tasks run unchecked and races involving OpenMP threads "
	     "are not reported", s.found ? s.newest_name : "not found",
	     RR_GOMP_OLDEST, RR_GOMP_NEWEST);
}

int
rr_gomp_known (void)
{
  static pthread_once_t once = PTHREAD_ONCE_INIT;
  pthread_once (&once, decide);
  return known;
}
