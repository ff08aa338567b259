/* member.cc -- members of objects that MPI never had (filter "member").
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or
   later; see the file COPYING.

   The classes are in an anonymous namespace: no other unit can name
   their members.  COUNTER's member COUNT alone is a window's memory
   (MPI_Win_create (&c.count, sizeof c.count ...)): Counter::bump's
   accesses to HITS and TOTAL are dropped, Counter::store's to COUNT
   kept.  Handles' members only ever are MPI outputs (MPI_Comm_rank's
   rank, MPI_Win_allocate's base and window), which MPI writes during
   the call and keeps no address of: dropped.  Kept: every member of a
   Cell, placed in window memory by a cast; of a Pair, a window whole;
   of an Origin, whose member is an MPI_Get origin buffer (a datatype may
   reach any byte of the object); of a Raw, placed in an automatic char
   array that is a window; of a Box, whose address a Ref keeps in a void *
   member, from which MPI_Win_create gets it.
   The run tests rmarace.filter/member-*.cc check the verdicts.  */

#include <mpi.h>

namespace
{

class Counter
{
public:
  int hits = 0;
  int count = 0;
  double total = 0;
  void bump (int v);
  void store (int v);
};

/* stats-expect: Counter::bump: loads 2/0 stores 2/0 filtered: .*member=4  */

void __attribute__ ((noinline))
Counter::bump (int v)
{
  hits = hits + 1;
  total = total + v;
}

/* stats-reject: Counter::store: .*member=  */

void __attribute__ ((noinline))
Counter::store (int v)
{
  count = v;
}

class Handles
{
public:
  int rank = 0;
  double *base = nullptr;
  MPI_Win win = MPI_WIN_NULL;
  void open ();
  int me ();
};

/* stats-expect: Handles::me: .*member=  */

int __attribute__ ((noinline))
Handles::me ()
{
  return rank + (win == MPI_WIN_NULL) + (base != nullptr);
}

void __attribute__ ((noinline))
Handles::open ()
{
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Win_allocate (sizeof (double), sizeof (double), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &base, &win);
}

class Cell
{
public:
  int flag, value;
  void set (int v);
};

/* stats-reject: Cell::set: .*member=  */

void __attribute__ ((noinline))
Cell::set (int v)
{
  flag = 1;
  value = v;
}

class Pair
{
public:
  int first = 0, second = 0;
  void set (int v);
};

/* stats-reject: Pair::set: .*member=  */

void __attribute__ ((noinline))
Pair::set (int v)
{
  second = v;
}

class Origin
{
public:
  double val = 0, other = 0;
  void set (double v);
};

/* stats-reject: Origin::set: .*member=  */

void __attribute__ ((noinline))
Origin::set (double v)
{
  other = v;
}

class Raw
{
public:
  int a, b;
  void set (int v);
};

/* stats-reject: Raw::set: .*member=  */

void __attribute__ ((noinline))
Raw::set (int v)
{
  b = v;
}

class Box
{
public:
  int a = 0, b = 0;
  void set (int v);
};

/* stats-reject: Box::set: .*member=  */

void __attribute__ ((noinline))
Box::set (int v)
{
  b = v;
}

class Ref
{
public:
  void *p = nullptr;
  void keep (void *q);
  void *get ();
};

void __attribute__ ((noinline))
Ref::keep (void *q)
{
  p = q;
}

void * __attribute__ ((noinline))
Ref::get ()
{
  return p;
}

} // namespace

int
main (int argc, char **argv)
{
  Counter c;
  Handles h;
  Pair p;
  Origin o;
  void *base;
  char raw[sizeof (Raw)];
  Box box;
  Ref ref;
  MPI_Win w1, w2, w3, w4, w5;

  MPI_Init (&argc, &argv);
  MPI_Win_create (&c.count, sizeof c.count, sizeof c.count, MPI_INFO_NULL,
		  MPI_COMM_WORLD, &w1);
  c.bump (argc);
  c.store (argc);
  h.open ();
  MPI_Win_allocate (sizeof (Cell), sizeof (int), MPI_INFO_NULL,
		    MPI_COMM_WORLD, &base, &w2);
  ((Cell *) base)->set (argc);
  MPI_Win_create (&p, sizeof p, sizeof (int), MPI_INFO_NULL, MPI_COMM_WORLD,
		  &w3);
  p.set (argc);
  MPI_Win_lock_all (0, w3);
  MPI_Get (&o.val, 1, MPI_DOUBLE, 0, 0, 1, MPI_DOUBLE, w3);
  o.set (argc);
  MPI_Win_unlock_all (w3);
  MPI_Win_create (raw, sizeof raw, 1, MPI_INFO_NULL, MPI_COMM_WORLD, &w4);
  ((Raw *) raw)->set (argc);
  ref.keep (&box);
  MPI_Win_create (ref.get (), sizeof box, 1, MPI_INFO_NULL, MPI_COMM_WORLD, &w5);
  box.set (argc);
  MPI_Win_free (&w5);
  MPI_Win_free (&w4);
  MPI_Win_free (&w3);
  MPI_Win_free (&w2);
  MPI_Win_free (&w1);
  MPI_Finalize ();
  return h.me () + (int) o.other + p.second + c.hits + box.a;
}
