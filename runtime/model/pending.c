/* pending.c -- the buffers of this process's calls not yet complete.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Each completion event of kept buffers has a group: the members (kept
   buffers) kept with it.  Removing a group visits its members, so a
   flush costs what the buffers it completes cost, not what every
   pending buffer does.

   One buffer is often kept many times over before a completion: put to
   every target in a loop, or to many displacements of one.  Such
   buffers alike in all but their times (same range, call site, kind,
   thread) are one node of rr_rt.pending, a class, with one member per
   keep: a check meets the class once, not once per call, and a new
   keep joins it in O(log n).  What a check needs of the members is
   whether one of them is not known complete by the access's thread.
   The class's waiting members are not complete yet; its complete ones
   are listed by the thread that completed them, in completion order,
   and a thread that knows a completion knows the earlier ones of that
   thread: only the last of each list need be tested.  A report names
   the class's record, the same for every member but for its times,
   which a report shows nothing of but their thread.

   A completed group whose event some thread does not know yet waits in
   the queue of the thread that completed it.  Within one thread's
   completions, in order, "every thread knows it" holds of a prefix: a
   collection pops each queue while its head is known, so it removes
   exactly the groups a walk of every record would.  */

#include <stdlib.h>
#include "array.h"
#include "event.h"
#include "itree.h"
#include "pending.h"
#include "ptrmap.h"
#include "runtime.h"
#include "thread.h"

/* Members of a class in one list, oldest first.  */
struct list
{
  struct member *head, *tail;
};

/* One keep of a buffer: a member of its class, and of its group.  */
struct member
{
  struct rr_event *done;
  struct cls *cls;
  struct member *prev, *next;	/* in its list */
  /* Its list: 0 the class's waiting members, else 1 + the index of its
     completing thread's in the class's DONE.  */
  size_t list;
};

/* The complete members of a class one thread completed.  */
struct done_by
{
  uint32_t thread;
  struct list members;
};

/* One node of rr_rt.pending, and its members.  */
struct cls
{
  struct itree_node node;	/* first: a node's class is the node */
  size_t n;			/* members */
  struct list waiting;		/* not complete yet, in keep order */
  struct done_by *done;		/* the complete ones, by thread */
  size_t n_done, cap_done;
  struct member *last;		/* the member kept last, if still there */
  struct cls *next_free;
};

struct group
{
  struct rr_event *done;
  struct member **members;
  size_t n_members, cap_members;
  /* DONE has happened and some thread does not know it: its members
     are in their classes' lists of complete members.  */
  int happened;
  struct group *next;		/* in the fresh list or its queue */
  int queued;			/* on the fresh list or in a queue */
};

/* The completed groups of one thread (its clock number) some thread
   does not know yet, in completion order.  */
struct queue
{
  uint32_t thread;
  struct group *head, *tail;
  /* Who did not know HEAD's completion when WHY_HEAD was the head: the
     collections ask again only once that blocker moved, so that a head
     some idle thread keeps costs O(1) a collection, not a walk of the
     threads.  */
  const struct group *why_head;
  struct rr_blocker why;
};

static struct
{
  struct ptrmap groups;		/* by completion event */
  /* The group of the last keep, if not dropped since: a call's buffers,
     and a batch's calls, share their completion event.  */
  struct group *last_group;
  /* Groups completed since the last collection, in completion order.  */
  struct group *fresh, *fresh_tail;
  struct queue *queues;		/* the non-empty ones */
  size_t n_queues, cap_queues;
  /* Groups, classes and members dropped, with their room, for the next
     ones: most calls keep a buffer or two until the next flush, and a
     malloc and a free (which the runtime intercepts) cost more than the
     rest.  */
  struct group *free_groups;
  struct cls *free_classes;
  struct member *free_members;	/* linked by NEXT */
  /* The ranges drop removed, to untrack (kept for the next drop).  */
  struct gone
  {
    uintptr_t lo, hi;
  } *gone;
  size_t n_gone, cap_gone;
} pending_state;

static void
append (struct group **head, struct group **tail, struct group *g)
{
  g->next = NULL;
  if (*tail)
    (*tail)->next = g;
  else
    *head = g;
  *tail = g;
}

static struct cls *
class_of (const struct itree_node *node)
{
  return (struct cls *) node;
}

static void
make_fresh (struct group *g)
{
  if (g->queued)
    return;
  g->queued = 1;
  append (&pending_state.fresh, &pending_state.fresh_tail, g);
}

static struct list *
list_of (struct cls *c, size_t list)
{
  return list ? &c->done[list - 1].members : &c->waiting;
}

static void
link_after (struct cls *c, struct member *m, size_t list,
	    struct member *after)
{
  struct list *l = list_of (c, list);
  m->list = list;
  m->prev = after;
  m->next = after ? after->next : l->head;
  if (m->next)
    m->next->prev = m;
  else
    l->tail = m;
  if (after)
    after->next = m;
  else
    l->head = m;
}

static void
unlink_member (struct member *m)
{
  struct list *l = list_of (m->cls, m->list);
  if (m->prev)
    m->prev->next = m->next;
  else
    l->head = m->next;
  if (m->next)
    m->next->prev = m->prev;
  else
    l->tail = m->prev;
}

/* Put M, whose call is complete, in its class's list of its completing
   thread, in completion order: the end, unless kept after it completed
   (then seldom far from it).  */
static void
link_done (struct member *m)
{
  struct cls *c = m->cls;
  uint32_t thread = RR_VALUE_THREAD (m->done->value);
  size_t i = 0;
  while (i < c->n_done && c->done[i].thread != thread)
    i++;
  if (i == c->n_done)
    {
      c->done = rr_array_room (c->done, c->n_done, &c->cap_done,
			       sizeof *c->done);
      c->done[c->n_done++] = (struct done_by) { thread, { NULL, NULL } };
    }
  struct member *after = c->done[i].members.tail;
  while (after && after->done->value > m->done->value)
    after = after->prev;
  link_after (c, m, i + 1, after);
}

/* Is ACC, to keep over a class's range, alike in all but its times to
   the class's record (CTX), and from the same thread?  */
static int
same_class (const struct rr_access *acc, void *ctx)
{
  const struct rr_access *rec = ctx;
  return (rr_access_equal_but_time (rec, acc) && rec->run == acc->run
	  && RR_VALUE_THREAD (acc->issue->value)
	     == RR_VALUE_THREAD (rec->issue->value));
}

void
rr_pending_keep (uintptr_t lo, uintptr_t hi, const struct rr_access *acc)
{
  if (lo >= hi)
    return;
  rr_track (lo, hi);
  struct group *g = pending_state.last_group;
  if (!g || g->done != acc->complete)
    g = ptrmap_get (&pending_state.groups, acc->complete);
  if (!g)
    {
      g = pending_state.free_groups;
      if (g)
	pending_state.free_groups = g->next;
      else if (!(g = calloc (1, sizeof *g)))
	rr_fatal ("out of memory");
      g->done = acc->complete;
      ptrmap_put (&pending_state.groups, acc->complete, g);
    }
  pending_state.last_group = g;
  struct itree_node *node
    = itree_find (&rr_rt.pending, lo, hi, same_class, (void *) acc);
  struct cls *c;
  if (node)
    {
      c = class_of (node);
      /* The same call's buffer again, or the same buffer in the same
	 batch (a loop to one target): nothing new to remember.  */
      if (c->last && c->last->done == acc->complete)
	return;
    }
  else
    {
      c = pending_state.free_classes;
      if (c)
	pending_state.free_classes = c->next_free;
      else if (!(c = calloc (1, sizeof *c)))
	rr_fatal ("out of memory");
      c->node.lo = lo;
      c->node.hi = hi;
      c->node.acc = *acc;
      itree_link (&rr_rt.pending, &c->node);
    }
  struct member *m = pending_state.free_members;
  if (m)
    pending_state.free_members = m->next;
  else if (!(m = malloc (sizeof *m)))
    rr_fatal ("out of memory");
  m->done = acc->complete;
  m->cls = c;
  c->n++;
  c->last = m;
  if (g->happened)
    link_done (m);
  else
    link_after (c, m, 0, c->waiting.tail);
  g->members = rr_array_room (g->members, g->n_members, &g->cap_members,
			      sizeof *g->members);
  g->members[g->n_members++] = m;
  if (acc->complete->snap)
    make_fresh (g);		/* kept after it completed */
}

void
rr_pending_done (struct rr_event *done)
{
  struct group *g = pending_state.last_group;
  if (!g || g->done != done)
    g = ptrmap_get (&pending_state.groups, done);
  if (g)
    make_fresh (g);
}

/* G's event has happened, and some thread does not know it yet: move
   its members to their classes' lists of complete ones.  (Until then,
   between the completion and the collection that follows it, they
   were waiting members whose event has happened: rr_pending_racer
   tests each waiting member.)  */
static void
move_done (struct group *g)
{
  if (g->happened)
    return;
  g->happened = 1;
  for (size_t i = 0; i < g->n_members; i++)
    {
      struct member *m = g->members[i];
      if (m->list == 0)
	{
	  unlink_member (m);
	  link_done (m);
	}
    }
}

const struct rr_event *
rr_pending_racer (const struct itree_node *node, const struct rr_event *issue)
{
  if (!rr_event_hb (node->acc.complete, issue))
    return node->acc.complete;
  const struct cls *c = class_of (node);
  if (c->n == 1)
    return NULL;
  /* Waiting members have not happened, unless a completion was not
     told (then look further: exact, only slower).  */
  for (const struct member *m = c->waiting.head; m; m = m->next)
    if (!rr_event_hb (m->done, issue))
      return m->done;
  for (size_t i = 0; i < c->n_done; i++)
    {
      const struct member *m = c->done[i].members.tail;
      if (m && !rr_event_hb (m->done, issue))
	return m->done;
    }
  return NULL;
}

/* Remove member M of a group being dropped, and its node once it has
   no member left.  */
static void
remove_member (struct member *m)
{
  struct cls *c = m->cls;
  unlink_member (m);
  c->n--;
  if (c->last == m)
    c->last = NULL;
  m->next = pending_state.free_members;
  pending_state.free_members = m;
  struct itree_node *node = &c->node;
  if (c->n)
    {
      /* The record's completion stays one of a member's: the event
	 collector keeps those (rr_pending_mark).  */
      if (node->acc.complete == m->done)
	{
	  struct member *other = c->waiting.head;
	  for (size_t i = 0; !other && i < c->n_done; i++)
	    other = c->done[i].members.tail;
	  node->acc.complete = other->done;
	}
      return;
    }
  pending_state.gone = rr_array_room (pending_state.gone,
				      pending_state.n_gone,
				      &pending_state.cap_gone,
				      sizeof *pending_state.gone);
  pending_state.gone[pending_state.n_gone++]
    = (struct gone) { node->lo, node->hi };
  itree_unlink (&rr_rt.pending, node);
  c->n_done = 0;
  c->waiting = (struct list) { NULL, NULL };
  c->next_free = pending_state.free_classes;
  pending_state.free_classes = c;
}

/* Remove G's buffers from rr_rt.pending, then G.  */
static void
drop (struct group *g)
{
  pending_state.n_gone = 0;
  for (size_t i = 0; i < g->n_members; i++)
    remove_member (g->members[i]);
  /* Untracked once the tree no longer holds any of them: untracking
     asks it what else is tracked nearby.  */
  for (size_t i = 0; i < pending_state.n_gone; i++)
    rr_untrack (pending_state.gone[i].lo, pending_state.gone[i].hi);
  ptrmap_remove (&pending_state.groups, g->done);
  if (pending_state.last_group == g)
    pending_state.last_group = NULL;
  g->n_members = 0;
  g->queued = 0;
  g->happened = 0;
  g->next = pending_state.free_groups;
  pending_state.free_groups = g;
}

static struct queue *
queue_of (uint32_t thread)
{
  for (size_t i = 0; i < pending_state.n_queues; i++)
    if (pending_state.queues[i].thread == thread)
      return &pending_state.queues[i];
  pending_state.queues = rr_array_room (pending_state.queues,
					pending_state.n_queues,
					&pending_state.cap_queues,
					sizeof *pending_state.queues);
  struct queue *q = &pending_state.queues[pending_state.n_queues++];
  *q = (struct queue) { thread, NULL, NULL, NULL, { .valid = 0 } };
  return q;
}

void
rr_pending_collect (void)
{
  /* The queues first: their groups completed before the fresh ones.  */
  for (size_t i = 0; i < pending_state.n_queues;)
    {
      struct queue *q = &pending_state.queues[i];
      while (q->head
	     && !(q->why_head == q->head && rr_blocker_still (&q->why))
	     && rr_thread_all_know_why (q->head->done, &q->why))
	{
	  struct group *g = q->head;
	  q->head = g->next;
	  drop (g);
	}
      q->why_head = q->head;
      if (q->head)
	i++;
      else
	*q = pending_state.queues[--pending_state.n_queues];
    }
  while (pending_state.fresh)
    {
      struct group *g = pending_state.fresh;
      pending_state.fresh = g->next;
      if (!pending_state.fresh)
	pending_state.fresh_tail = NULL;
      if (rr_thread_all_know (g->done))
	drop (g);
      else
	{
	  struct queue *q = queue_of (RR_VALUE_THREAD (g->done->value));
	  move_done (g);
	  append (&q->head, &q->tail, g);
	}
    }
}

void
rr_pending_mark (void)
{
  for (size_t i = 0; i < pending_state.groups.n_slots; i++)
    {
      struct group *g = pending_state.groups.slots[i].value;
      if (g)
	rr_gc_mark_event (g->done);
    }
}

static void
free_group (struct group *g)
{
  for (size_t i = 0; i < g->n_members; i++)
    free (g->members[i]);
  free (g->members);
  free (g);
}

static void
free_list (struct group *g)
{
  while (g)
    {
      struct group *next = g->next;
      free_group (g);
      g = next;
    }
}

static int
unlink_class (struct itree_node *n, void *ctx)
{
  struct cls **list = ctx;
  class_of (n)->next_free = *list;
  *list = class_of (n);
  return 0;
}

void
rr_pending_clear (void)
{
  /* The nodes are the classes': list them, forget the tree, free them
     with the free ones.  */
  itree_visit_all (&rr_rt.pending, unlink_class,
		   &pending_state.free_classes);
  itree_init (&rr_rt.pending);
  /* Groups not completed are on no list: find them in the map.  */
  for (size_t i = 0; i < pending_state.groups.n_slots; i++)
    {
      struct group *g = pending_state.groups.slots[i].value;
      if (g && !g->queued)
	free_group (g);
    }
  free_list (pending_state.fresh);
  free_list (pending_state.free_groups);
  for (size_t i = 0; i < pending_state.n_queues; i++)
    free_list (pending_state.queues[i].head);
  free (pending_state.queues);
  while (pending_state.free_classes)
    {
      struct cls *c = pending_state.free_classes;
      pending_state.free_classes = c->next_free;
      free (c->done);
      free (c);
    }
  while (pending_state.free_members)
    {
      struct member *m = pending_state.free_members;
      pending_state.free_members = m->next;
      free (m);
    }
  ptrmap_clear (&pending_state.groups);
  pending_state.last_group = NULL;
  pending_state.fresh = pending_state.fresh_tail = NULL;
  pending_state.free_groups = NULL;
  free (pending_state.gone);
  pending_state.gone = NULL;
  pending_state.n_gone = pending_state.cap_gone = 0;
  pending_state.queues = NULL;
  pending_state.n_queues = pending_state.cap_queues = 0;
}
