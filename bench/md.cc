/* md.cc -- benchmark: C++ molecular-dynamics proxy, lock_all + Get halos.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Usage: md [CELLS [STEPS]]   (default 26 30)

   Lennard-Jones atoms (cut-off 2.5, skin 0.3) on a simple cubic lattice
   of CELLS^3 sites per rank; the box is periodic and split into slabs
   along x.  With the default 17,576 atoms per rank each array is larger
   than glibc's mmap threshold (128 KiB), as in real MD runs: the arrays
   lie between the heap and the stack, like the windows.  The layout is the one of the C++ MD codes: a Domain class
   whose members are std::vectors of positions, velocities and forces
   and a compressed neighbour list, built with a cell grid every 10
   steps; a Halo class holding the windows.  One MPI_Win_lock_all covers
   the whole run.  Each rank exposes
     - the member int nsend of the Domain object on main's stack (the
       number of atoms in each boundary layer, padded to the larger
       layer), read by the neighbours into an int on their stack at each
       rebuild, and
     - a send buffer from MPI_Win_allocate into which it packs the
       positions of its two boundary layers every step; the neighbours
       MPI_Get them into a heap std::vector and unpack them as ghosts.
   Each exchange is pack, MPI_Barrier, MPI_Get, flush, MPI_Barrier: the
   first barrier orders the packing before the neighbours' Gets, the
   second their Gets before the next packing, so the program is race-free.
   The time step is velocity Verlet with full neighbour lists.

   Checks its result: the total energy must be conserved to 1e-3 (the
   program fails otherwise).  Prints "checksum X" (the final total energy
   and the sum of the squared positions, on rank 0) and "time T" (the slowest
   rank's seconds in the time loop).  */

#include <mpi.h>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace
{

const double cutoff = 2.5, skin = 0.3, spacing = 1.2, dt = 0.002;
const int rebuild_every = 10;

/* One rank's atoms: NLOCAL owned ones, then NGHOST copies of the
   neighbours' boundary layers.  */
class Domain
{
public:
  int nsend = 0;		/* exposed in a window (see Halo) */
  int nlocal = 0, nghost = 0;
  double lo, hi, lx, ly, lz;
  std::vector<double> x, y, z, vx, vy, vz, fx, fy, fz;
  std::vector<int> nbr_start, nbr;
  std::vector<int> send_lo, send_hi;

  Domain (int cells, int rank, int size);
  void select_boundary ();
  void build_neighbours ();
  double forces ();
  void kick ();
  void drift ();
  double kinetic () const;

private:
  std::vector<int> cell_head, cell_next;
};

Domain::Domain (int cells, int rank, int size)
{
  double slab = cells * spacing;
  lo = rank * slab;
  hi = lo + slab;
  lx = size * slab;
  ly = lz = slab;
  nlocal = cells * cells * cells;
  for (auto *v : { &x, &y, &z, &vx, &vy, &vz, &fx, &fy, &fz })
    v->resize (nlocal);
  /* Lattice sites, velocities from a small deterministic generator.  */
  unsigned long seed = 12345 + 977 * (unsigned long) rank;
  auto next = [&seed] () {
    seed = seed * 6364136223846793005UL + 1442695040888963407UL;
    return (double) (seed >> 11) / 9007199254740992.0 - 0.5;
  };
  double sx = 0, sy = 0, sz = 0;
  for (int i = 0, n = 0; i < cells; i++)
    for (int j = 0; j < cells; j++)
      for (int k = 0; k < cells; k++, n++)
	{
	  x[n] = lo + (i + 0.5) * spacing;
	  y[n] = (j + 0.5) * spacing;
	  z[n] = (k + 0.5) * spacing;
	  vx[n] = 0.5 * next ();
	  vy[n] = 0.5 * next ();
	  vz[n] = 0.5 * next ();
	  sx += vx[n]; sy += vy[n]; sz += vz[n];
	}
  for (int n = 0; n < nlocal; n++)
    {
      vx[n] -= sx / nlocal;
      vy[n] -= sy / nlocal;
      vz[n] -= sz / nlocal;
    }
}

/* The owned atoms within cut-off + skin of the slab's low and high
   faces, and nsend, the larger of the two counts.  */
void
Domain::select_boundary ()
{
  send_lo.clear ();
  send_hi.clear ();
  for (int i = 0; i < nlocal; i++)
    {
      if (x[i] < lo + cutoff + skin)
	send_lo.push_back (i);
      if (x[i] >= hi - cutoff - skin)
	send_hi.push_back (i);
    }
  nsend = (int) std::max (send_lo.size (), send_hi.size ());
}

/* Full neighbour lists of the owned atoms over owned atoms and ghosts,
   through a cell grid covering the slab and one cell either side.  */
void
Domain::build_neighbours ()
{
  const double reach = cutoff + skin, reach2 = reach * reach;
  int ncy = std::max (1, (int) (ly / reach)), ncz = std::max (1, (int) (lz / reach));
  int ncx = std::max (1, (int) ((hi - lo) / reach)) + 2;
  double cx = (hi - lo) / (ncx - 2), cy = ly / ncy, cz = lz / ncz;
  int ntot = nlocal + nghost;
  cell_head.assign ((size_t) ncx * ncy * ncz, -1);
  cell_next.assign (ntot, -1);
  auto cell_of = [&] (int i, int &a, int &b, int &c) {
    a = (int) std::floor ((x[i] - lo) / cx) + 1;
    b = (int) std::floor (y[i] / cy);
    c = (int) std::floor (z[i] / cz);
    b = (b % ncy + ncy) % ncy;
    c = (c % ncz + ncz) % ncz;
    return a >= 0 && a < ncx;
  };
  for (int i = ntot - 1; i >= 0; i--)
    {
      int a, b, c;
      if (!cell_of (i, a, b, c))
	continue;
      int id = (a * ncy + b) * ncz + c;
      cell_next[i] = cell_head[id];
      cell_head[id] = i;
    }
  nbr_start.assign (nlocal + 1, 0);
  nbr.clear ();
  for (int i = 0; i < nlocal; i++)
    {
      int a, b, c;
      cell_of (i, a, b, c);
      a = std::min (std::max (a, 1), ncx - 2);
      for (int da = -1; da <= 1; da++)
	for (int db = -1; db <= 1; db++)
	  for (int dc = -1; dc <= 1; dc++)
	    {
	      /* With fewer than three cells across, visit each once.  */
	      if ((ncy < 3 && db != 0 && (ncy == 1 || db == 1))
		  || (ncz < 3 && dc != 0 && (ncz == 1 || dc == 1)))
		continue;
	      int bb = (b + db + ncy) % ncy, cc = (c + dc + ncz) % ncz;
	      for (int j = cell_head[((a + da) * ncy + bb) * ncz + cc];
		   j >= 0; j = cell_next[j])
		{
		  if (j == i)
		    continue;
		  double dx = x[i] - x[j], dy = y[i] - y[j], dz = z[i] - z[j];
		  dy -= ly * std::nearbyint (dy / ly);
		  dz -= lz * std::nearbyint (dz / lz);
		  if (dx * dx + dy * dy + dz * dz < reach2)
		    nbr.push_back (j);
		}
	    }
      nbr_start[i + 1] = (int) nbr.size ();
    }
}

/* Lennard-Jones forces on the owned atoms; returns their potential
   energy (half of each pair's, the lists being full).  */
double
Domain::forces ()
{
  const double rc2 = cutoff * cutoff, hly = 0.5 * ly, hlz = 0.5 * lz;
  const double ec = 4.0 * (std::pow (rc2, -6) - std::pow (rc2, -3));
  double epot = 0;
  for (int i = 0; i < nlocal; i++)
    {
      double xi = x[i], yi = y[i], zi = z[i];
      double fxi = 0, fyi = 0, fzi = 0;
      for (int k = nbr_start[i]; k < nbr_start[i + 1]; k++)
	{
	  int j = nbr[k];
	  double dx = xi - x[j], dy = yi - y[j], dz = zi - z[j];
	  if (dy > hly) dy -= ly; else if (dy < -hly) dy += ly;
	  if (dz > hlz) dz -= lz; else if (dz < -hlz) dz += lz;
	  double r2 = dx * dx + dy * dy + dz * dz;
	  if (r2 < rc2)
	    {
	      double s2 = 1.0 / r2, s6 = s2 * s2 * s2;
	      double f = 24.0 * s6 * (2.0 * s6 - 1.0) * s2;
	      fxi += f * dx;
	      fyi += f * dy;
	      fzi += f * dz;
	      epot += 2.0 * (s6 * (s6 - 1.0)) - 0.5 * ec;
	    }
	}
      fx[i] = fxi;
      fy[i] = fyi;
      fz[i] = fzi;
    }
  return epot;
}

void
Domain::kick ()
{
  for (int i = 0; i < nlocal; i++)
    {
      vx[i] += 0.5 * dt * fx[i];
      vy[i] += 0.5 * dt * fy[i];
      vz[i] += 0.5 * dt * fz[i];
    }
}

void
Domain::drift ()
{
  for (int i = 0; i < nlocal; i++)
    {
      x[i] += dt * vx[i];
      y[i] += dt * vy[i];
      z[i] += dt * vz[i];
    }
}

double
Domain::kinetic () const
{
  double e = 0;
  for (int i = 0; i < nlocal; i++)
    e += 0.5 * (vx[i] * vx[i] + vy[i] * vy[i] + vz[i] * vz[i]);
  return e;
}

/* The windows and the ghost exchange with the two slab neighbours.  */
class Halo
{
public:
  Halo (Domain &d, MPI_Comm comm);
  ~Halo ();
  void counts (Domain &d);
  void positions (Domain &d);

private:
  MPI_Comm comm;
  int left, right, size, rank;
  int cap;			/* atoms per layer in the send buffer */
  double *sendbuf;		/* 2 layers of CAP atoms, x y z each */
  MPI_Win win_count, win_pos;
  int from_left = 0, from_right = 0;	/* nsend of the neighbours */
  std::vector<double> recv;	/* heap origin buffer of the Gets */
};

Halo::Halo (Domain &d, MPI_Comm c) : comm (c)
{
  MPI_Comm_rank (comm, &rank);
  MPI_Comm_size (comm, &size);
  left = (rank + size - 1) % size;
  right = (rank + 1) % size;
  cap = d.nlocal;
  MPI_Win_create (&d.nsend, sizeof d.nsend, sizeof d.nsend, MPI_INFO_NULL,
		  comm, &win_count);
  MPI_Win_allocate ((MPI_Aint) (6 * (size_t) cap * sizeof (double)),
		    sizeof (double), MPI_INFO_NULL, comm, &sendbuf, &win_pos);
  recv.resize (6 * (size_t) cap);
  MPI_Win_lock_all (0, win_count);
  MPI_Win_lock_all (0, win_pos);
}

Halo::~Halo ()
{
  MPI_Win_unlock_all (win_pos);
  MPI_Win_unlock_all (win_count);
  MPI_Win_free (&win_pos);
  MPI_Win_free (&win_count);
}

/* After a rebuild's select_boundary: read the neighbours' nsend.  */
void
Halo::counts (Domain &d)
{
  (void) d;
  MPI_Barrier (comm);
  int n;			/* stack origin buffer */
  MPI_Get (&n, 1, MPI_INT, left, 0, 1, MPI_INT, win_count);
  MPI_Win_flush (left, win_count);
  from_left = n;
  MPI_Get (&n, 1, MPI_INT, right, 0, 1, MPI_INT, win_count);
  MPI_Win_flush (right, win_count);
  from_right = n;
  MPI_Barrier (comm);
  d.nghost = from_left + from_right;
  size_t total = d.nlocal + d.nghost;
  for (auto *v : { &d.x, &d.y, &d.z })
    v->resize (total);
}

/* Pack my layers (low, then high, padded to nsend far away), let the
   neighbours Get them, Get theirs: my right neighbour's low layer and my
   left neighbour's high layer, shifted across the periodic box.  */
void
Halo::positions (Domain &d)
{
  const double far = 1e30;
  double *lo = sendbuf, *hi = sendbuf + 3 * (size_t) d.nsend;
  for (int k = 0; k < d.nsend; k++)
    {
      bool in = k < (int) d.send_lo.size ();
      int i = in ? d.send_lo[k] : 0;
      lo[3 * k] = in ? d.x[i] : far;
      lo[3 * k + 1] = d.y[i];
      lo[3 * k + 2] = d.z[i];
      in = k < (int) d.send_hi.size ();
      i = in ? d.send_hi[k] : 0;
      hi[3 * k] = in ? d.x[i] : far;
      hi[3 * k + 1] = d.y[i];
      hi[3 * k + 2] = d.z[i];
    }
  MPI_Barrier (comm);
  MPI_Get (recv.data (), 3 * from_right, MPI_DOUBLE, right, 0,
	   3 * from_right, MPI_DOUBLE, win_pos);
  MPI_Get (recv.data () + 3 * (size_t) from_right, 3 * from_left, MPI_DOUBLE,
	   left, 3 * (MPI_Aint) from_left, 3 * from_left, MPI_DOUBLE, win_pos);
  MPI_Win_flush_all (win_pos);
  MPI_Barrier (comm);
  double shift_r = rank == size - 1 ? d.lx : 0, shift_l = rank == 0 ? -d.lx : 0;
  for (int k = 0; k < from_right + from_left; k++)
    {
      int g = d.nlocal + k;
      d.x[g] = recv[3 * k] + (k < from_right ? shift_r : shift_l);
      d.y[g] = recv[3 * k + 1];
      d.z[g] = recv[3 * k + 2];
    }
}

double
total (double e, MPI_Comm comm)
{
  double all;
  MPI_Allreduce (&e, &all, 1, MPI_DOUBLE, MPI_SUM, comm);
  return all;
}

} // namespace

int
main (int argc, char **argv)
{
  MPI_Init (&argc, &argv);
  int rank, size;
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Comm_size (MPI_COMM_WORLD, &size);
  int cells = argc > 1 ? std::atoi (argv[1]) : 26;
  int steps = argc > 2 ? std::atoi (argv[2]) : 30;

  double elapsed, e0, e1 = 0, psum;
  {
    Domain dom (cells, rank, size);
    Halo halo (dom, MPI_COMM_WORLD);

    dom.select_boundary ();
    halo.counts (dom);
    halo.positions (dom);
    dom.build_neighbours ();
    e0 = total (dom.forces () + dom.kinetic (), MPI_COMM_WORLD);

    MPI_Barrier (MPI_COMM_WORLD);
    double t0 = MPI_Wtime ();
    for (int step = 1; step <= steps; step++)
      {
	dom.kick ();
	dom.drift ();
	bool rebuild = step % rebuild_every == 0;
	if (rebuild)
	  {
	    dom.select_boundary ();
	    halo.counts (dom);
	  }
	halo.positions (dom);
	if (rebuild)
	  dom.build_neighbours ();
	double epot = dom.forces ();
	dom.kick ();
	if (step == steps)
	  e1 = total (epot + dom.kinetic (), MPI_COMM_WORLD);
      }
    elapsed = MPI_Wtime () - t0;
    double s = 0;
    for (int i = 0; i < dom.nlocal; i++)
      s += dom.x[i] * dom.x[i] + dom.y[i] * dom.y[i] + dom.z[i] * dom.z[i];
    psum = total (s, MPI_COMM_WORLD);
  }
  if (steps < 1)
    e1 = e0;
  double slowest;
  MPI_Reduce (&elapsed, &slowest, 1, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);
  int ok = std::fabs (e1 - e0) <= 1e-3 * std::fabs (e0);
  if (rank == 0)
    {
      if (!ok)
	std::fprintf (stderr, "md: energy not conserved: %.12e -> %.12e\n",
		      e0, e1);
      std::printf ("checksum %.10e %.10e\ntime %.4f\n", e1, psum, slowest);
    }
  MPI_Finalize ();
  return ok ? 0 : 1;
}
