/* p2p.c -- the order that messages and rooted collectives create.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   A shadow is: rank:i32 value:u64 n:u32 (gid:u64 count:u64)*, this
   process's current event.  */

#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "p2p.h"
#include "array.h"
#include "ptrmap.h"
#include "comm.h"
#include "event.h"
#include "report.h"
#include "runtime.h"

/* The point-to-point messages' state.  */
static struct
{
  /* Shadows posted and not yet known to be delivered.  */
  struct shadow_send *shadow_sends;
  /* Messages matched by a probe and not received yet, in no order;
     MATCHED_INDEX gives each handle's entry (index + 1).  */
  struct matched *matched;
  size_t n_matched, cap_matched;
  struct ptrmap matched_index;
} p2p_state;

/* A shadow posted (p2p_state.shadow_sends).  */
struct shadow_send
{
  struct shadow_send *next;
  MPI_Request req;
  unsigned char *data;
};

/* Serialize this process's current event; return the buffer (malloc'ed)
   and its length in *LEN.  Under the lock.  */
static unsigned char *
pack_now (int *len)
{
  struct rr_event *now = rr_clock_publish ();
  const struct rr_snapshot *s = now->snap;
  int32_t rank = rr_rt.world_rank;
  uint32_t n = rr_snapshot_size (s);
  size_t size = sizeof rank + sizeof now->value + sizeof n
		+ n * sizeof (struct rr_token);
  unsigned char *data = malloc (size);
  if (!data)
    rr_fatal ("out of memory");
  unsigned char *p = data;
  memcpy (p, &rank, sizeof rank);
  p += sizeof rank;
  memcpy (p, &now->value, sizeof now->value);
  p += sizeof now->value;
  memcpy (p, &n, sizeof n);
  p += sizeof n;
  rr_snapshot_write (s, p);
  *len = (int) size;
  return data;
}

/* Learn from the shadow DATA of LEN bytes.  Under the lock.  */
static void
learn (const unsigned char *data, int len)
{
  int32_t rank;
  uint64_t value;
  uint32_t n;
  size_t head = sizeof rank + sizeof value + sizeof n;
  if (len < 0 || (size_t) len < head)
    return;
  memcpy (&rank, data, sizeof rank);
  memcpy (&value, data + sizeof rank, sizeof value);
  memcpy (&n, data + sizeof rank + sizeof value, sizeof n);
  if (n > ((size_t) len - head) / sizeof (struct rr_token))
    return;
  const struct rr_snapshot *snap = rr_snapshot_make (NULL, n, data + head);
  rr_clock_learn (rank, value, snap);
}

void
rr_p2p_send (MPI_Comm comm, int dest, int tag)
{
  if (!rr_rt.ready || dest == MPI_PROC_NULL || dest < 0)
    return;
  struct rr_comm *c = rr_comm_find (comm);
  if (c && !c->inter)
    rr_p2p_send_on (c->priv, dest, tag);
}

void
rr_p2p_send_on (MPI_Comm priv, int dest, int tag)
{
  rr_lock ();
  struct shadow_send *s = malloc (sizeof *s);
  if (!s)
    rr_fatal ("out of memory");
  int len;
  s->data = pack_now (&len);
  PMPI_Isend (s->data, len, MPI_BYTE, dest, tag, priv, &s->req);
  s->next = p2p_state.shadow_sends;
  p2p_state.shadow_sends = s;
  rr_unlock ();
}

void
rr_p2p_poll (void)
{
  struct shadow_send **ps = &p2p_state.shadow_sends;
  while (*ps)
    {
      struct shadow_send *s = *ps;
      int done = 0;
      PMPI_Test (&s->req, &done, MPI_STATUS_IGNORE);
      if (done)
	{
	  *ps = s->next;
	  free (s->data);
	  free (s);
	}
      else
	ps = &s->next;
    }
}

void
rr_p2p_finalize (void)
{
  rr_p2p_poll ();
  while (p2p_state.shadow_sends)
    {
      struct shadow_send *s = p2p_state.shadow_sends;
      p2p_state.shadow_sends = s->next;
      /* MPI still owns the buffer until the send completes, which it may
	 never do: leave the few bytes to the end of the process.  */
      PMPI_Request_free (&s->req);
      free (s);
    }
}

/* Seconds to wait for a shadow before giving up: a sender that did not
   post one (a send path the runtime does not wrap) must not hang the
   receiver.  */
#define SHADOW_PATIENCE 10

void
rr_p2p_received (MPI_Comm comm, const MPI_Status *st)
{
  if (!rr_rt.ready || !st || st->MPI_SOURCE == MPI_PROC_NULL
      || st->MPI_SOURCE < 0)
    return;
  struct rr_comm *c = rr_comm_find (comm);
  if (c && !c->inter)
    rr_p2p_receive_on (c->priv, st->MPI_SOURCE, st->MPI_TAG);
}

/* A message matched by a probe (p2p_state.matched).  */
struct matched
{
  MPI_Message message;
  struct rr_shadow *shadow;
};

/* A shadow taken: its bytes (see the top of this file).  */
struct rr_shadow
{
  int len;
  unsigned char data[];
};

/* Take the shadow of the message from SOURCE with TAG on PRIV's
   application communicator: the next one of that source and tag.  NULL
   if it does not come (warned).  Without the lock: it may wait.  */
static struct rr_shadow *
take_shadow (MPI_Comm priv, int source, int tag)
{
  /* The shadow was posted before the message; it is almost always here
     already.  */
  time_t start = time (NULL);
  for (;;)
    {
      int flag = 0;
      MPI_Status sst;
      PMPI_Iprobe (source, tag, priv, &flag, &sst);
      if (flag)
	{
	  int len = 0;
	  PMPI_Get_count (&sst, MPI_BYTE, &len);
	  if (len < 0)
	    len = 0;
	  struct rr_shadow *s = malloc (sizeof *s + (len > 0 ? len : 1));
	  if (!s)
	    rr_fatal ("out of memory");
	  s->len = len;
	  PMPI_Recv (s->data, len, MPI_BYTE, source, tag, priv,
		     MPI_STATUS_IGNORE);
	  return s;
	}
      if (time (NULL) - start > SHADOW_PATIENCE)
	{
	  rr_warn ("no ordering information came with a message from rank "
		   "%d (tag %d); accesses ordered only by it may be "
		   "reported", source, tag);
	  return NULL;
	}
      sched_yield ();
    }
}

void
rr_p2p_learn_shadow (struct rr_shadow *s)
{
  if (!s)
    return;
  rr_lock ();
  learn (s->data, s->len);
  rr_unlock ();
  free (s);
}

void
rr_p2p_drop_shadow (struct rr_shadow *s)
{
  free (s);
}

/* MESSAGE as a key of p2p_state.matched_index.  */
static const void *
message_key (MPI_Message message)
{
  return ptrmap_handle_key (&message, sizeof message);
}

void
rr_p2p_matched (MPI_Message message, MPI_Comm comm, const MPI_Status *st)
{
  if (!rr_rt.ready || message == MPI_MESSAGE_NULL
      || message == MPI_MESSAGE_NO_PROC || st->MPI_SOURCE < 0)
    return;
  struct rr_comm *c = rr_comm_find (comm);
  if (!c || c->inter)
    return;
  struct rr_shadow *shadow = take_shadow (c->priv, st->MPI_SOURCE,
					  st->MPI_TAG);
  rr_lock ();
  /* A handle is live from its probe to its receive; one still here is
     an earlier message whose receive the runtime did not see, and MPI
     reused its handle: this one replaces it.  */
  size_t i = (size_t) ptrmap_get (&p2p_state.matched_index,
				  message_key (message));
  if (i)
    {
      free (p2p_state.matched[i - 1].shadow);
      p2p_state.matched[i - 1].shadow = shadow;
    }
  else
    {
      p2p_state.matched = rr_array_room (p2p_state.matched,
					 p2p_state.n_matched,
					 &p2p_state.cap_matched,
					 sizeof *p2p_state.matched);
      p2p_state.matched[p2p_state.n_matched++]
	= (struct matched) { message, shadow };
      ptrmap_put (&p2p_state.matched_index, message_key (message),
		  (void *) p2p_state.n_matched);
    }
  rr_unlock ();
}

struct rr_shadow *
rr_p2p_take_matched (MPI_Message message)
{
  struct rr_shadow *shadow = NULL;
  if (message == MPI_MESSAGE_NULL || message == MPI_MESSAGE_NO_PROC)
    return NULL;
  rr_lock ();
  const void *key = message_key (message);
  size_t i = (size_t) ptrmap_get (&p2p_state.matched_index, key);
  if (i)
    {
      shadow = p2p_state.matched[i - 1].shadow;
      ptrmap_remove (&p2p_state.matched_index, key);
      /* The last entry takes its place.  */
      if (i < p2p_state.n_matched)
	{
	  struct matched last = p2p_state.matched[p2p_state.n_matched - 1];
	  p2p_state.matched[i - 1] = last;
	  ptrmap_put (&p2p_state.matched_index, message_key (last.message),
		      (void *) i);
	}
      p2p_state.n_matched--;
    }
  rr_unlock ();
  return shadow;
}

void
rr_p2p_receive_on (MPI_Comm priv, int source, int tag)
{
  rr_p2p_learn_shadow (take_shadow (priv, source, tag));
}

void
rr_p2p_prefix (MPI_Comm comm)
{
  if (!rr_rt.ready)
    return;
  int inter = 0;
  if (PMPI_Comm_test_inter (comm, &inter) != MPI_SUCCESS || inter)
    return;
  struct rr_comm *c = rr_comm_get (comm);
  int rank, size;
  PMPI_Comm_rank (c->priv, &rank);
  PMPI_Comm_size (c->priv, &size);
  rr_lock ();
  int len;
  unsigned char *mine = pack_now (&len);
  rr_unlock ();
  int *lens = malloc (size * sizeof *lens);
  int *displs = malloc (size * sizeof *displs);
  if (!lens || !displs)
    rr_fatal ("out of memory");
  PMPI_Allgather (&len, 1, MPI_INT, lens, 1, MPI_INT, c->priv);
  int total = 0;
  for (int i = 0; i < size; i++)
    {
      displs[i] = total;
      total += lens[i];
    }
  unsigned char *all = malloc (total > 0 ? total : 1);
  if (!all)
    rr_fatal ("out of memory");
  PMPI_Allgatherv (mine, len, MPI_BYTE, all, lens, displs, MPI_BYTE,
		   c->priv);
  rr_lock ();
  for (int i = 0; i < rank; i++)
    learn (all + displs[i], lens[i]);
  rr_unlock ();
  free (all);
  free (lens);
  free (displs);
  free (mine);
}

void
rr_p2p_rooted (MPI_Comm comm, int root, int from_root)
{
  if (!rr_rt.ready || root < 0)
    return;
  int inter = 0;
  if (PMPI_Comm_test_inter (comm, &inter) != MPI_SUCCESS || inter)
    return;
  struct rr_comm *c = rr_comm_get (comm);
  int rank, size;
  PMPI_Comm_rank (c->priv, &rank);
  PMPI_Comm_size (c->priv, &size);
  if (root >= size)
    return;

  rr_lock ();
  int len;
  unsigned char *mine = pack_now (&len);
  rr_unlock ();
  if (from_root)
    {
      PMPI_Bcast (&len, 1, MPI_INT, root, c->priv);
      unsigned char *data = rank == root ? mine : malloc (len);
      if (!data)
	rr_fatal ("out of memory");
      PMPI_Bcast (data, len, MPI_BYTE, root, c->priv);
      if (rank != root)
	{
	  rr_lock ();
	  learn (data, len);
	  rr_unlock ();
	  free (data);
	}
    }
  else
    {
      int *lens = rank == root ? malloc (size * sizeof *lens) : NULL;
      int *displs = rank == root ? malloc (size * sizeof *displs) : NULL;
      PMPI_Gather (&len, 1, MPI_INT, lens, 1, MPI_INT, root, c->priv);
      unsigned char *all = NULL;
      if (rank == root)
	{
	  if (!lens || !displs)
	    rr_fatal ("out of memory");
	  int total = 0;
	  for (int i = 0; i < size; i++)
	    {
	      displs[i] = total;
	      total += lens[i];
	    }
	  all = malloc (total > 0 ? total : 1);
	  if (!all)
	    rr_fatal ("out of memory");
	}
      PMPI_Gatherv (mine, len, MPI_BYTE, all, lens, displs, MPI_BYTE, root,
		    c->priv);
      if (rank == root)
	{
	  rr_lock ();
	  for (int i = 0; i < size; i++)
	    if (i != root)
	      learn (all + displs[i], lens[i]);
	  rr_unlock ();
	}
      free (all);
      free (lens);
      free (displs);
    }
  free (mine);
}

/* Tags of the nonblocking rooted and prefix collectives: their number
   on the communicator, modulo this, which MPI_TAG_UB (at least 32767)
   allows and which divides 2^32, where the number wraps.  A member may
   complete them in any order: the tag pairs each with its own shadows,
   unless 32768 of them are outstanding at once.  */
#define NBC_TAGS 32768

int
rr_p2p_nbc_start (struct rr_comm *c, enum rr_flow flow, int root,
		  struct rr_nbc *n)
{
  int rank, size;
  PMPI_Comm_rank (c->nbc, &rank);
  PMPI_Comm_size (c->nbc, &size);
  /* Every member starts the collectives on C in the same order (MPI
     requires it), so every member numbers this one alike.  */
  rr_lock ();
  int tag = (int) (c->nbc_seq++ % NBC_TAGS);
  rr_unlock ();
  if (flow != RR_PREFIX && (root < 0 || root >= size))
    return 0;
  *n = (struct rr_nbc) { .gid = c->gid, .flow = flow, .root = root,
			 .rank = rank, .size = size, .tag = tag };
  switch (flow)
    {
    case RR_FROM_ROOT:		/* the root to every other member */
      if (rank != root)
	return 1;
      for (int i = 0; i < size; i++)
	if (i != root)
	  rr_p2p_send_on (c->nbc, i, tag);
      return 0;
    case RR_TO_ROOT:		/* every other member to the root */
      if (rank == root)
	return size > 1;
      rr_p2p_send_on (c->nbc, root, tag);
      return 0;
    case RR_PREFIX:		/* every member to every higher one */
      for (int i = rank + 1; i < size; i++)
	rr_p2p_send_on (c->nbc, i, tag);
      return rank > 0;
    }
  return 0;
}

void
rr_p2p_nbc_complete (const struct rr_nbc *n)
{
  /* The communicator may have been freed meanwhile, its duplicate
     with it.  */
  rr_lock ();
  struct rr_comm *c = rr_comm_by_gid (n->gid);
  MPI_Comm nbc = c ? c->nbc : MPI_COMM_NULL;
  rr_unlock ();
  if (nbc == MPI_COMM_NULL)
    return;
  switch (n->flow)
    {
    case RR_FROM_ROOT:
      rr_p2p_receive_on (nbc, n->root, n->tag);
      break;
    case RR_TO_ROOT:
      for (int i = 0; i < n->size; i++)
	if (i != n->root)
	  rr_p2p_receive_on (nbc, i, n->tag);
      break;
    case RR_PREFIX:
      for (int i = 0; i < n->rank; i++)
	rr_p2p_receive_on (nbc, i, n->tag);
      break;
    }
}
