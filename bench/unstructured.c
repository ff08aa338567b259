/* unstructured.c -- benchmark: unstructured-mesh CFD proxy, OpenMP Puts.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Usage: unstructured [NX NY NZ STEPS]   (default 64 64 64 400)

   A CFD proxy: an edge-based finite-volume scheme (diffusion, upwind
   advection and a logistic source) on an unstructured mesh, run by MPI
   ranks of OpenMP threads.  The mesh is an NX x NY x NZ point set,
   periodic in x, with an edge from each point to its +x, +y, +z and +x+y
   neighbours.  The ranks form a ring, each owning a slab of whole x
   planes; each numbers its nodes by a fixed pseudo-random permutation,
   so that every access goes through an indirection array, as on a real
   unstructured mesh: the edge list (edge -> its two nodes), the node ->
   edge list (CSR) and the send lists.  An edge between a rank's node and
   a neighbour's (a halo edge) is computed by both ranks.

   The halo is one x plane from each neighbour, received into a window
   (MPI_Win_allocate, the left neighbour's plane first), all under one
   MPI_Win_lock_all for the whole run.  In one OpenMP parallel region,
   every time step:
   1. each thread gathers its slice of the two send lists (the first and
      the last plane) into the send buffers, MPI_Puts it to the left and
      right neighbours' windows at the slice's displacement, and calls
      MPI_Win_flush for both neighbours;
   2. OpenMP barrier, MPI_Barrier and MPI_Win_sync by the master thread,
      OpenMP barrier: every thread's Puts, on every rank, are complete
      and visible before any thread reads the halo;
   3. the threads compute the edges' fluxes (interior edges from the
      node values, halo edges from the node values and the window), then
      each node's update from its edges through the CSR list: every node
      is written by one thread, in a fixed order of its edges, so no
      atomics and a result independent of the thread count;
   4. OpenMP barrier, MPI_Barrier by the master thread, OpenMP barrier:
      no rank reads its halo any more when the next step's Puts land.
   The program is therefore race-free for MPI and for OpenMP.

   Prints "checksum X" (the field's sum, on rank 0) and "time T" (the
   slowest rank's seconds in the time loop), which bench/run-bench
   reads.  The sum is taken in fixed point (units of 2^-32, exact, in any
   order), and every node's value is computed in the same order whatever
   the partition, so the checksum is the same for any number of threads
   and of ranks.  */

#include <mpi.h>
#include <omp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

/* The edge types: to the +x, +y, +z and +x+y neighbour.  */
enum { EX, EY, EZ, EXY, NTYPES };

/* Time step and logistic source rate.  With the coefficients below (at
   most 0.05 each) the scheme is monotone: the field stays in [0, 1].  */
static const double dt = 1.0, rate = 0.002;

/* Flux from node A to node B along an edge with diffusion coefficient C
   and velocity V (A to B).  */

static inline double
edge_flux (double xa, double xb, double c, double v)
{
  return c * (xa - xb) + v * (v > 0 ? xa : xb);
}

/* The coefficients of the edge of type T from global point (I, J, K):
   they depend on the geometry only, so both ranks of a halo edge agree.  */

static void
edge_coefs (int i, int j, int k, int t, double *c, double *v)
{
  *c = 0.02 + 0.005 * ((i + 2 * j + 3 * k + t) % 7);
  *v = 0.005 * ((3 * i + 5 * j + 7 * k + 11 * t) % 21 - 10);
}

static void *
xmalloc (size_t size)
{
  void *p = malloc (size ? size : 1);
  if (!p)
    {
      fprintf (stderr, "unstructured: out of memory\n");
      MPI_Abort (MPI_COMM_WORLD, 1);
    }
  return p;
}

int
main (int argc, char **argv)
{
  int rank, size, provided;
  MPI_Init_thread (&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
  MPI_Comm_rank (MPI_COMM_WORLD, &rank);
  MPI_Comm_size (MPI_COMM_WORLD, &size);
  if (provided < MPI_THREAD_MULTIPLE)
    {
      if (rank == 0)
	fprintf (stderr, "unstructured: the MPI library does not provide "
		 "MPI_THREAD_MULTIPLE (provided level %d)\n", provided);
      MPI_Abort (MPI_COMM_WORLD, 1);
    }

  int gnx = argc > 1 ? atoi (argv[1]) : 64;
  int ny = argc > 2 ? atoi (argv[2]) : 64;
  int nz = argc > 3 ? atoi (argv[3]) : 64;
  int steps = argc > 4 ? atoi (argv[4]) : 400;
  if (gnx < size || ny < 1 || nz < 1 || steps < 0)
    {
      if (rank == 0)
	fprintf (stderr, "unstructured: need NX >= ranks, NY, NZ >= 1 and "
		 "STEPS >= 0\n");
      MPI_Abort (MPI_COMM_WORLD, 1);
    }

  /* My slab: x planes I0 .. I0 + NX - 1; a plane has P points.  Structured
     index S = ((i - I0) * NY + j) * NZ + k.  */
  int i0 = (int) ((long) gnx * rank / size);
  int nx = (int) ((long) gnx * (rank + 1) / size) - i0;
  int p = ny * nz, nown = nx * p;
  int left = (rank + size - 1) % size, right = (rank + 1) % size;

  /* The renumbering: PERM[S] is the node of structured index S, INV its
     inverse (Fisher-Yates with a fixed 64-bit LCG).  */
  int *perm = xmalloc ((size_t) nown * sizeof *perm);
  int *inv = xmalloc ((size_t) nown * sizeof *inv);
  uint64_t seed = 0x9e3779b97f4a7c15ULL + (uint64_t) rank;
  for (int s = 0; s < nown; s++)
    perm[s] = s;
  for (int s = nown - 1; s > 0; s--)
    {
      seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
      int r = (int) ((seed >> 33) % (uint64_t) (s + 1));
      int tmp = perm[s];
      perm[s] = perm[r];
      perm[r] = tmp;
    }
  for (int s = 0; s < nown; s++)
    inv[perm[s]] = s;

  /* The edges, by source point and type: EID[(S + P) * NTYPES + T] is the
     flux index of the edge of type T from the point of structured index
     S (from -P: the left neighbour's plane), -1 if there is none.
     Interior edges get flux indices 0 .. NE - 1 as they are made, halo
     edges -2 - H until NE is known.  */
  int *eid = xmalloc ((size_t) (nown + p) * NTYPES * sizeof *eid);
  for (size_t q = 0; q < (size_t) (nown + p) * NTYPES; q++)
    eid[q] = -1;
  int *e1 = xmalloc ((size_t) nown * NTYPES * sizeof *e1);
  int *e2 = xmalloc ((size_t) nown * NTYPES * sizeof *e2);
  double *ec = xmalloc ((size_t) nown * NTYPES * sizeof *ec);
  double *ev = xmalloc ((size_t) nown * NTYPES * sizeof *ev);
  /* Halo edge H joins node HN[H] and halo value HH[H]; HOUT[H] when it
     goes from the node to the halo point.  */
  int *hn = xmalloc ((size_t) 4 * p * sizeof *hn);
  int *hh = xmalloc ((size_t) 4 * p * sizeof *hh);
  char *hout = xmalloc ((size_t) 4 * p * sizeof *hout);
  double *hc = xmalloc ((size_t) 4 * p * sizeof *hc);
  double *hv = xmalloc ((size_t) 4 * p * sizeof *hv);
  int ne = 0, nh = 0;

  /* Interior edges in node order, as a mesh renumbered for locality keeps
     them, and the halo edges to the right neighbour's plane.  */
  for (int l = 0; l < nown; l++)
    {
      int s = inv[l], li = s / p, j = s / nz % ny, k = s % nz;
      for (int t = 0; t < NTYPES; t++)
	{
	  int ti = li + (t == EX || t == EXY);
	  int tj = j + (t == EY || t == EXY), tk = k + (t == EZ);
	  if (tj >= ny || tk >= nz)
	    continue;
	  double c, v;
	  edge_coefs ((i0 + li) % gnx, j, k, t, &c, &v);
	  if (ti < nx)
	    {
	      e1[ne] = l;
	      e2[ne] = perm[(ti * ny + tj) * nz + tk];
	      ec[ne] = c;
	      ev[ne] = v;
	      eid[(size_t) (s + p) * NTYPES + t] = ne++;
	    }
	  else
	    {
	      hn[nh] = l;
	      hh[nh] = p + tj * nz + tk;
	      hout[nh] = 1;
	      hc[nh] = c;
	      hv[nh] = v;
	      eid[(size_t) (s + p) * NTYPES + t] = -2 - nh++;
	    }
	}
    }
  /* The halo edges from the left neighbour's plane (halo 0 .. P - 1).  */
  for (int h = 0; h < p; h++)
    {
      int j = h / nz, k = h % nz;
      for (int t = EX; t <= EXY; t += EXY - EX)
	{
	  int tj = j + (t == EXY);
	  if (tj >= ny)
	    continue;
	  double c, v;
	  edge_coefs ((i0 + gnx - 1) % gnx, j, k, t, &c, &v);
	  hn[nh] = perm[tj * nz + k];
	  hh[nh] = h;
	  hout[nh] = 0;
	  hc[nh] = c;
	  hv[nh] = v;
	  eid[(size_t) h * NTYPES + t] = -2 - nh++;
	}
    }
  for (size_t q = 0; q < (size_t) (nown + p) * NTYPES; q++)
    if (eid[q] < -1)
      eid[q] = ne + (-2 - eid[q]);

  /* Each node's edges (CSR, by node), in a fixed order: the edges into
     it by type, then the edges out of it by type.  ADJ holds 2 * flux
     index, plus 1 for an edge out of the node.  */
  int *start = xmalloc ((size_t) (nown + 1) * sizeof *start);
  int *adj = xmalloc ((size_t) nown * 2 * NTYPES * sizeof *adj);
  int na = 0;
  for (int l = 0; l < nown; l++)
    {
      int s = inv[l], j = s / nz % ny, k = s % nz;
      int from[NTYPES] = { s - p, j > 0 ? s - nz : -1 - p,
			   k > 0 ? s - 1 : -1 - p, j > 0 ? s - p - nz : -1 - p };
      start[l] = na;
      for (int t = 0; t < NTYPES; t++)
	if (from[t] >= -p)
	  adj[na++] = 2 * eid[(size_t) (from[t] + p) * NTYPES + t];
      for (int t = 0; t < NTYPES; t++)
	{
	  int f = eid[(size_t) (s + p) * NTYPES + t];
	  if (f >= 0)
	    adj[na++] = 2 * f + 1;
	}
    }
  start[nown] = na;
  free (eid);

  /* Send lists: my first plane goes to the left neighbour, my last to
     the right one, both in (j, k) order.  */
  int *send_left = xmalloc ((size_t) p * sizeof *send_left);
  int *send_right = xmalloc ((size_t) p * sizeof *send_right);
  for (int h = 0; h < p; h++)
    {
      send_left[h] = perm[h];
      send_right[h] = perm[(nx - 1) * p + h];
    }

  /* The field: a smooth-ish initial value in [0, 1).  */
  double *x = xmalloc ((size_t) nown * sizeof *x);
  double *xnew = xmalloc ((size_t) nown * sizeof *xnew);
  double *flux = xmalloc ((size_t) (ne + nh) * sizeof *flux);
  for (int l = 0; l < nown; l++)
    {
      int s = inv[l], gi = i0 + s / p, j = s / nz % ny, k = s % nz;
      x[l] = (double) ((gi * 7 + j * 13 + k * 5) % 101) / 101.0;
    }
  double *sbuf_left = xmalloc ((size_t) p * sizeof *sbuf_left);
  double *sbuf_right = xmalloc ((size_t) p * sizeof *sbuf_right);

  double *halo;
  MPI_Win win;
  MPI_Win_allocate ((MPI_Aint) (2 * (size_t) p * sizeof *halo), sizeof *halo,
		    MPI_INFO_NULL, MPI_COMM_WORLD, &halo, &win);
  for (int h = 0; h < 2 * p; h++)
    halo[h] = 0;
  MPI_Win_lock_all (0, win);

  MPI_Barrier (MPI_COMM_WORLD);
  double t0 = MPI_Wtime ();
#pragma omp parallel
  {
    int tid = omp_get_thread_num (), nthreads = omp_get_num_threads ();
    /* My slice of the send lists.  */
    int lo = (int) ((long) p * tid / nthreads);
    int hi = (int) ((long) p * (tid + 1) / nthreads);
    /* Every thread swaps its own copies of the two field pointers.  */
    double *xc = x, *xn = xnew;
    for (int step = 0; step < steps; step++)
      {
	/* 1. Gather my slice and put it into the neighbours' halos: my
	   first plane is the left neighbour's right halo (P .. 2P - 1),
	   my last plane the right neighbour's left halo (0 .. P - 1).  */
	for (int h = lo; h < hi; h++)
	  {
	    sbuf_left[h] = xc[send_left[h]];
	    sbuf_right[h] = xc[send_right[h]];
	  }
	if (hi > lo)
	  {
	    MPI_Put (sbuf_left + lo, hi - lo, MPI_DOUBLE, left,
		     (MPI_Aint) p + lo, hi - lo, MPI_DOUBLE, win);
	    MPI_Put (sbuf_right + lo, hi - lo, MPI_DOUBLE, right,
		     lo, hi - lo, MPI_DOUBLE, win);
	    MPI_Win_flush (left, win);
	    MPI_Win_flush (right, win);
	  }

	/* 2. Every thread's Puts are complete; then every rank's.  */
#pragma omp barrier
#pragma omp master
	{
	  MPI_Barrier (MPI_COMM_WORLD);
	  MPI_Win_sync (win);
	}
#pragma omp barrier

	/* 3. The fluxes, then the nodes' updates.  */
#pragma omp for schedule(static) nowait
	for (int e = 0; e < ne; e++)
	  flux[e] = edge_flux (xc[e1[e]], xc[e2[e]], ec[e], ev[e]);
#pragma omp for schedule(static)
	for (int h = 0; h < nh; h++)
	  {
	    double xo = xc[hn[h]], xg = halo[hh[h]];
	    flux[ne + h] = (hout[h] ? edge_flux (xo, xg, hc[h], hv[h])
			    : edge_flux (xg, xo, hc[h], hv[h]));
	  }
#pragma omp for schedule(static) nowait
	for (int l = 0; l < nown; l++)
	  {
	    double acc = 0;
	    for (int a = start[l]; a < start[l + 1]; a++)
	      {
		double f = flux[adj[a] >> 1];
		acc += adj[a] & 1 ? -f : f;
	      }
	    xn[l] = xc[l] + dt * acc + dt * rate * xc[l] * (1 - xc[l]);
	  }

	/* 4. No thread reads the halo any more, nor XC, nor writes XN;
	   then no rank does.  */
#pragma omp barrier
#pragma omp master
	MPI_Barrier (MPI_COMM_WORLD);
#pragma omp barrier
	double *tmp = xc;
	xc = xn;
	xn = tmp;
      }
  }
  double elapsed = MPI_Wtime () - t0, slowest;
  MPI_Reduce (&elapsed, &slowest, 1, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);

  /* The field is in [0, 1]: at most 2^32 per node in fixed point.  */
  const double *xf = steps % 2 ? xnew : x;
  int64_t sum = 0, all;
  for (int l = 0; l < nown; l++)
    sum += (int64_t) (xf[l] * 0x1p32);
  MPI_Reduce (&sum, &all, 1, MPI_INT64_T, MPI_SUM, 0, MPI_COMM_WORLD);
  if (rank == 0)
    printf ("checksum %.12e\ntime %.4f\n", (double) all * 0x1p-32, slowest);

  MPI_Win_unlock_all (win);
  MPI_Win_free (&win);
  free (perm);
  free (inv);
  free (e1);
  free (e2);
  free (ec);
  free (ev);
  free (hn);
  free (hh);
  free (hout);
  free (hc);
  free (hv);
  free (start);
  free (adj);
  free (send_left);
  free (send_right);
  free (x);
  free (xnew);
  free (flux);
  free (sbuf_left);
  free (sbuf_right);
  MPI_Finalize ();
  return 0;
}
