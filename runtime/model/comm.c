/* comm.c -- communicators the application synchronizes on.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   The record of a communicator hangs on it as an attribute, so it goes
   away with it; its private duplicates carry the runtime's own traffic,
   never the application's communicator.  */

#include <stdlib.h>
#include "comm.h"
#include "check.h"
#include "event.h"
#include "notify.h"
#include "ptrmap.h"
#include "report.h"
#include "runtime.h"
#include "window.h"

/* The communicators' records.  */
static struct
{
  int keyval;			/* the attribute that holds a record */
  struct rr_comm *world;	/* MPI_COMM_WORLD's, freed by
				   rr_comm_finalize */
  struct rr_comm *records;	/* every record, for rr_gid_member */
  struct ptrmap by_gid;		/* the same, by gid */
  /* rr_comm_process_counts's last answer, OUT for IN, valid while
     COUNTS_GEN is GEN: a thread's completions share its snapshot until
     it synchronizes, and the counts change only at collectives.  */
  uint64_t counts_gen;
  struct
  {
    const struct rr_snapshot *in, *out;
    uint64_t gen;
  } last_counts;
} comm_state = { MPI_KEYVAL_INVALID, NULL, NULL, { NULL, 0, 0 }, 1,
		 { NULL, NULL, 0 } };

/* GID as a key of BY_GID: never 0 (rr_agree_gid).  */
static const void *
gid_key (uint64_t gid)
{
  return (const void *) (uintptr_t) gid;
}


static int
delete_record (MPI_Comm comm, int keyval, void *value, void *extra)
{
  struct rr_comm *c = value;
  if (c == comm_state.world)
    return MPI_SUCCESS;		/* freed by rr_comm_finalize */
  rr_lock ();
  if (c->prev)
    c->prev->next = c->next;
  else if (comm_state.records == c)
    comm_state.records = c->next;
  if (c->next)
    c->next->prev = c->prev;
  if (ptrmap_get (&comm_state.by_gid, gid_key (c->gid)) == c)
    ptrmap_remove (&comm_state.by_gid, gid_key (c->gid));
  rr_comm_counts_changed ();
  rr_unlock ();
  PMPI_Group_free (&c->group);
  PMPI_Comm_free (&c->priv);
  PMPI_Comm_free (&c->nbc);
  free (c);
  return MPI_SUCCESS;
}

static struct rr_comm *
make_record (MPI_Comm comm)
{
  struct rr_comm *c = calloc (1, sizeof *c);
  if (!c)
    rr_fatal ("out of memory");
  int inter = 0;
  PMPI_Comm_test_inter (comm, &inter);
  if (inter)
    {
      /* The order of the two groups in the merged communicator does
	 not matter: only its membership is used.  */
      c->inter = 1;
      PMPI_Intercomm_merge (comm, 0, &c->priv);
    }
  else
    PMPI_Comm_dup (comm, &c->priv);
  PMPI_Comm_dup (c->priv, &c->nbc);
  PMPI_Comm_group (c->priv, &c->group);
  c->gid = rr_agree_gid (c->priv);
  rr_lock ();
  rr_clock_register (c->gid);
  c->next = comm_state.records;
  if (c->next)
    c->next->prev = c;
  comm_state.records = c;
  ptrmap_put (&comm_state.by_gid, gid_key (c->gid), c);
  rr_unlock ();
  return c;
}

int
rr_group_has (MPI_Group group, int world_rank)
{
  int r;
  PMPI_Group_translate_ranks (rr_rt.world_group, 1, &world_rank, group, &r);
  return r != MPI_UNDEFINED;
}

int
rr_gid_member (uint64_t gid, int rank)
{
  const struct rr_comm *c = rr_comm_by_gid (gid);
  if (c)
    return rr_group_has (c->group, rank);
  const struct rr_window *w = rr_window_by_gid (gid);
  if (w)
    return rr_group_has (w->group, rank);
  return -1;
}

void
rr_comm_counts_changed (void)
{
  comm_state.counts_gen++;
}

uint64_t
rr_comm_counts_gen (void)
{
  return comm_state.counts_gen;
}

void
rr_comm_mark (void)
{
  if (comm_state.last_counts.in)
    {
      rr_gc_mark_snapshot (comm_state.last_counts.in);
      rr_gc_mark_snapshot (comm_state.last_counts.out);
    }
}

const struct rr_snapshot *
rr_comm_process_counts (const struct rr_snapshot *s)
{
  /* The walk below is over every communicator and window: asked again
     with the same snapshot and no count changed since, the answer is
     the same.  */
  if (s == comm_state.last_counts.in
      && comm_state.last_counts.gen == comm_state.counts_gen)
    return comm_state.last_counts.out;
  const struct rr_snapshot *in = s;
  for (struct rr_comm *c = comm_state.records; c; c = c->next)
    if (rr_snapshot_count (s, c->gid) < c->count)
      s = rr_snapshot_raise (s, c->gid, c->count);
  for (struct rr_window *w = rr_window_first (); w; w = w->next)
    if (rr_snapshot_count (s, w->gid) < w->fences)
      s = rr_snapshot_raise (s, w->gid, w->fences);
  comm_state.last_counts.in = in;
  comm_state.last_counts.out = s;
  comm_state.last_counts.gen = comm_state.counts_gen;
  return s;
}

void
rr_comm_init (void)
{
  PMPI_Comm_create_keyval (MPI_COMM_NULL_COPY_FN, delete_record,
			   &comm_state.keyval, NULL);
  comm_state.world = make_record (MPI_COMM_WORLD);
}

void
rr_comm_finalize (void)
{
  if (!comm_state.world)
    return;
  /* Unlinked, as delete_record would: a record freed later must not
     meet it as a neighbour.  */
  struct rr_comm *world = comm_state.world;
  if (world->prev)
    world->prev->next = world->next;
  if (world->next)
    world->next->prev = world->prev;
  PMPI_Group_free (&comm_state.world->group);
  PMPI_Comm_free (&comm_state.world->priv);
  PMPI_Comm_free (&comm_state.world->nbc);
  free (comm_state.world);
  comm_state.world = NULL;
  comm_state.records = NULL;
  ptrmap_clear (&comm_state.by_gid);
  PMPI_Comm_free_keyval (&comm_state.keyval);
}

struct rr_comm *
rr_comm_world (void)
{
  return comm_state.world;
}

struct rr_comm *
rr_comm_find (MPI_Comm comm)
{
  if (comm == MPI_COMM_WORLD)
    return comm_state.world;
  if (comm == MPI_COMM_NULL)
    return NULL;
  struct rr_comm *c = NULL;
  int found = 0;
  PMPI_Comm_get_attr (comm, comm_state.keyval, &c, &found);
  return found ? c : NULL;
}

struct rr_comm *
rr_comm_by_gid (uint64_t gid)
{
  /* MPI_COMM_WORLD's, the most used, without hashing.  */
  if (comm_state.world && comm_state.world->gid == gid)
    return comm_state.world;
  return gid ? ptrmap_get (&comm_state.by_gid, gid_key (gid)) : NULL;
}

struct rr_comm *
rr_comm_get (MPI_Comm comm)
{
  if (comm == MPI_COMM_WORLD)
    return comm_state.world;
  struct rr_comm *c = NULL;
  int found = 0;
  PMPI_Comm_get_attr (comm, comm_state.keyval, &c, &found);
  if (found)
    return c;
  /* First synchronization on COMM: what came before is at count 0.  */
  c = make_record (comm);
  PMPI_Comm_set_attr (comm, comm_state.keyval, c);
  return c;
}

/* Do all members of W take part in collectives over C?  */
static int
spans (const struct rr_comm *c, const struct rr_window *w)
{
  MPI_Group diff;
  int size;
  PMPI_Group_difference (w->group, c->group, &diff);
  PMPI_Group_size (diff, &size);
  PMPI_Group_free (&diff);
  return size == 0;
}

static int
member_of (int world_rank, void *group)
{
  return rr_group_has (*(MPI_Group *) group, world_rank);
}

void
rr_comm_synchronized (struct rr_comm *c, const struct rr_entry *entered)
{
  rr_lock ();
  c->count++;
  rr_comm_counts_changed ();
  rr_notify_collective (c->gid, c->count, entered);
  rr_clock_synchronized (c->gid, member_of, &c->group, entered);
  rr_unlock ();
}

void
rr_comm_synchronize (struct rr_comm *c)
{
  rr_lock ();
  rr_notify_collective (c->gid, c->count + 1, NULL);
  rr_unlock ();
  rr_notify_sync (c->priv, c->group);
  rr_lock ();
  c->count++;
  rr_comm_counts_changed ();
  rr_clock_synchronized (c->gid, member_of, &c->group, NULL);
  /* Only the windows with records or incoming batches: in the others
     there is nothing to collect (a record added later is after this
     collective), so a collective costs the windows in use, not every
     window (spans is a group difference).  */
  struct rr_window *next;
  for (struct rr_window *w = rr_window_first_collecting (); w; w = next)
    {
      next = w->collecting_link.next;
      if (spans (c, w))
	rr_window_collect (w, c->gid, c->count);
      rr_window_collecting_idle (w);
    }
  rr_events_collect ();
  rr_unlock ();
}
