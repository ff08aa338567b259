/* field.cc -- pointer members whose blocks never reach MPI (filter
   "field").
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Grid is a class in an anonymous namespace: no other unit can name its
   members.  The blocks of WORK and OUT only ever come from std::vector's
   own allocations and go nowhere but loads, stores and operator delete,
   so the loads and stores through their data pointers are not
   instrumented.  IN's block is an MPI_Get origin buffer, and VIEW is set
   to a block given to MPI_Win_create: the accesses through them are.  So
   are those through Ptr::p, set from a parameter of a function other
   units call, and through Kept::v, whose block goes to a function of
   another unit.
   The run tests rmarace.filter/field-*.cc check the verdicts.  */

#include <mpi.h>
#include <vector>

void keep (double *);

namespace
{

class Grid
{
public:
  std::vector<double> in, work, out;
  double *view = nullptr;
  Grid (int n) : in (n), work (n), out (n) {}
  double sum_work ();
  double sum_in ();
  double sum_view (int n);
  void scale ();
};

/* stats-expect: Grid::sum_work: loads [0-9]+/[0-9]+ stores [0-9]+/[0-9]+ filtered: .*field=[1-9]  */

double __attribute__ ((noinline))
Grid::sum_work ()
{
  double s = 0;
  for (size_t i = 0; i < work.size (); i++)
    s += work[i] * work[(i * 7) % work.size ()];
  return s;
}

/* stats-expect: Grid::scale: .*filtered: .*field=[1-9]  */

void __attribute__ ((noinline))
Grid::scale ()
{
  for (size_t i = 0; i < out.size (); i++)
    out[(i * 5) % out.size ()] = 2 * work[i];
}

/* stats-reject: Grid::sum_in: .*field=  */

double __attribute__ ((noinline))
Grid::sum_in ()
{
  double s = 0;
  for (size_t i = 0; i < in.size (); i++)
    s += in[(i * 3) % in.size ()];
  return s;
}

/* stats-reject: Grid::sum_view: .*field=  */

double __attribute__ ((noinline))
Grid::sum_view (int n)
{
  double s = 0;
  for (int i = 0; i < n; i++)
    s += view[(i * 3) % n];
  return s;
}

class Ptr
{
public:
  double *p;
  double sum (int n);
};

/* stats-reject: Ptr::sum: .*field=  */

double __attribute__ ((noinline))
Ptr::sum (int n)
{
  double s = 0;
  for (int i = 0; i < n; i++)
    s -= p[(i * 13) % n];
  return s;
}

class Kept
{
public:
  std::vector<double> v;
  Kept (int n) : v (n) {}
  double sum ();
};

/* stats-reject: Kept::sum: .*field=  */

double __attribute__ ((noinline))
Kept::sum ()
{
  double s = 0;
  for (size_t i = 0; i < v.size (); i++)
    s += 2 * v[(i * 11) % v.size ()];
  return s;
}

class Heap
{
public:
  std::vector<double> v;
  Heap (int n) : v (n) {}
  double sum ();
};

/* stats-reject: Heap::sum: .*field=  */

double __attribute__ ((noinline))
Heap::sum ()
{
  double s = 0;
  for (size_t i = 0; i < v.size (); i++)
    s += v[(i * 17) % v.size ()];
  return s;
}

class Elt
{
public:
  std::vector<double> w;
};

/* stats-reject: sum_elt: .*field=  */

double __attribute__ ((noinline))
sum_elt (Elt *p, int n)
{
  double s = 0;
  for (int i = 0; i < n; i++)
    s += p->w[(i * 19) % n];
  return s;
}

} // namespace

double
on_heap (int n)
{
  Heap *h = new Heap (n);
  double s = h->sum ();
  delete h;
  return s;
}

double
in_vector (int n)
{
  std::vector<Elt> es (2);
  es[0].w.resize (n);
  return sum_elt (&es[0], n);
}

double
from_outside (double *q, int n)
{
  Ptr p;
  p.p = q;
  return p.sum (n);
}

double
kept (int n)
{
  Kept k (n);
  keep (k.v.data ());
  return k.sum ();
}

double
run (MPI_Win win, int n)
{
  Grid g (n);
  std::vector<double> mem (n);
  MPI_Win w2;
  g.view = mem.data ();
  MPI_Win_create (mem.data (), n * sizeof (double), sizeof (double),
		  MPI_INFO_NULL, MPI_COMM_WORLD, &w2);
  MPI_Get (g.in.data (), n, MPI_DOUBLE, 1, 0, n, MPI_DOUBLE, win);
  MPI_Win_flush (1, win);
  g.scale ();
  double s = g.sum_work () + g.sum_in () + g.sum_view (n);
  MPI_Win_free (&w2);
  return s;
}
