/* request-check.cc -- compile-time check of the buffers and requests of
   nonblocking and persistent messages.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   MPI_Isend (every mode), MPI_Irecv, MPI_Imrecv, the nonblocking
   collectives with one count per process, and a persistent request
   started by MPI_Start, only start
   a transfer: until a call completes the request the library may still
   read the send buffer and write the receive buffer.  Within a function,
   the pass reports, as the origin-side check does (local-race.cc):

   - a store into a send buffer, or a load or store of a receive buffer
     (also by a blocking send or receive, or another nonblocking call),
     while the operation is certainly pending;
   - a request overwritten by another nonblocking or persistent-init call,
     or going out of scope (the end of its block, the return), while its
     operation is certainly pending;
   - a persistent request started while certainly still active.

   "Certainly pending": on a path one process can take (path-feasible.cc
   correlates the branches), from the initiating call to the access, no
   call may have completed it.  What may complete a request: MPI_Wait*,
   MPI_Test* (whatever their flag says), MPI_Request_get_status, and any
   other call given its address or a copy of its value; MPI_Waitall and
   friends over an array complete the elements their constant count
   covers, or, with a count or array not known, every request.  A request
   is followed only when it is a local variable of the function whose
   address goes nowhere but directly into calls; an operation whose
   request is not followed is taken as completed by any call that could
   reach MPI.  Overlaps must be certain: the same object, constant
   offsets and a constant count of a predefined datatype.  The calls it
   knows, with the positions of their arguments, are in request-calls.cc.  */

#include "gcc-common.h"
#include "rmarace.h"
#include "path-feasible.h"
#include "request-check.h"

/* Whether a call of FNDECL with FLAGS cannot reach MPI.  */

static bool
harmless_call_p (tree fndecl, int flags)
{
  /* The OpenMP runtime's built-ins run the program's outlined regions
     and tasks (GOMP_parallel, GOMP_task...).  */
  if (DECL_NAME (fndecl)
      && (strstr (IDENTIFIER_POINTER (DECL_NAME (fndecl)), "GOMP_")
	  || strstr (IDENTIFIER_POINTER (DECL_NAME (fndecl)), "GOACC_")))
    return false;
  /* Not ECF_LEAF: a leaf function may still call MPI, of another
     unit.  */
  if (flags & (ECF_CONST | ECF_PURE | ECF_NOVOPS))
    return true;
  if (fndecl_built_in_p (fndecl) || !DECL_NAME (fndecl))
    return fndecl_built_in_p (fndecl);
  const char *id = IDENTIFIER_POINTER (DECL_NAME (fndecl));
  return (strncmp (id, "__rmarace_", 10) == 0
	  || strncmp (id, "_gfortran_", 10) == 0);
}

/* ------------------------------------------------------------------ */
/* Events.                                                            */
/* ------------------------------------------------------------------ */

enum ev_kind
{
  EV_ACCESS,			/* loads, stores, buffers of blocking calls */
  EV_OP,			/* starts op OP (or with OP < 0 makes a
				   persistent request): stores the request */
  EV_END,			/* may complete the requests in PLACE */
  EV_CALL,			/* a call that may reach MPI */
  EV_DEF,			/* pointer NAME gets a new value */
  EV_SCOPE,			/* variable DECL goes out of scope */
  EV_EXIT			/* the function returns */
};

/* Where requests live: bytes [LO, HI) of DECL; DECL NULL for anywhere,
   HI < 0 for anywhere in DECL.  */
struct place
{
  tree decl;
  HOST_WIDE_INT lo, hi;
};

struct rq_event
{
  enum ev_kind kind;
  gimple *stmt;
  unsigned acc_first, acc_n;
  int op;
  place where;			/* EV_OP, EV_END */
  tree name;			/* EV_DEF, EV_SCOPE */
};

struct rq_access
{
  enum buf_dir dir;		/* BD_READ: a load; BD_WRITE: a store */
  rr_bytes b;
  location_t loc;
  int bb;
  unsigned ev;
  int op;			/* the op this is a buffer of, or -1 */
  const char *fn;		/* the call it is a buffer of */
};

struct rq_op
{
  const char *fn;		/* the initiating call */
  const char *start;		/* "MPI_Start" for a persistent request */
  location_t loc;
  int bb;
  unsigned ev;
  place req;			/* DECL NULL: not followed */
  tree req_expr;		/* the request argument, for messages */
  unsigned acc_first, acc_n;	/* its buffers */
  bool fortran;
};

/* A persistent request made by an init call.  */
struct rq_init
{
  place req;
  const req_fn *fn;
  gcall *stmt;
  bool fortran;
  bool unique;			/* the only init call on REQ */
};

struct rq_state
{
  function *fun;
  vec<rq_event> *events;
  auto_vec<rq_access> accs;
  auto_vec<rq_op> ops;
  auto_vec<rq_init> inits;
  hash_set<tree> tracked;	/* request variables followed */
  path_info *paths;
  sbitmap *loops;		/* per op, twice: see ending_loops */
};

/* The "[-fplugin-arg-NAME-static]" tag of the messages.  */
static char *tag_static;

static rq_event
new_event (enum ev_kind kind, gimple *stmt)
{
  rq_event ev;
  memset (&ev, 0, sizeof ev);
  ev.kind = kind;
  ev.stmt = stmt;
  ev.op = -1;
  return ev;
}

static void
push_event (rq_state *st, basic_block bb, const rq_event &ev)
{
  st->events[bb->index].safe_push (ev);
}

/* ------------------------------------------------------------------ */
/* Which request variables are followed.                              */
/* ------------------------------------------------------------------ */

/* The variable whose address ARG is, directly, or NULL.  */

static tree
addressed_var (tree arg)
{
  STRIP_NOPS (arg);
  if (TREE_CODE (arg) != ADDR_EXPR)
    return NULL_TREE;
  tree base = get_base_address (TREE_OPERAND (arg, 0));
  return base && VAR_P (base) ? base : NULL_TREE;
}

static tree
find_escape (tree *tp, int *walk_subtrees, void *data)
{
  hash_set<tree> *escaped = (hash_set<tree> *) data;
  if (TREE_CODE (*tp) == ADDR_EXPR)
    {
      tree base = get_base_address (TREE_OPERAND (*tp, 0));
      if (base && VAR_P (base))
	escaped->add (base);
    }
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

/* Follow the local variables given as requests whose address goes only
   directly into calls: nothing else can then complete them.  Whether the
   function starts any operation at all.  */

static bool
choose_tracked (rq_state *st)
{
  bool any_op = false;
  basic_block bb;
  FOR_EACH_BB_FN (bb, st->fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb);
	 !gsi_end_p (gsi) && !any_op; gsi_next (&gsi))
      {
	gcall *call = dyn_cast <gcall *> (gsi_stmt (gsi));
	tree fndecl = call ? gimple_call_fndecl (call) : NULL_TREE;
	bool mpi, fortran;
	const req_fn *fn = fndecl ? rmarace_request_call (fndecl, &mpi, &fortran) : NULL;
	any_op = fn && (fn->role == RQ_NONBLOCKING || fn->role == RQ_START);
      }
  if (!any_op)
    return false;

  hash_set<tree> candidates, escaped;
  FOR_EACH_BB_FN (bb, st->fun)
    {
      for (gphi_iterator gpi = gsi_start_phis (bb); !gsi_end_p (gpi);
	   gsi_next (&gpi))
	for (unsigned i = 0; i < gimple_phi_num_args (gpi.phi ()); i++)
	  walk_tree (gimple_phi_arg_def_ptr (gpi.phi (), i), find_escape,
		     &escaped, NULL);
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  gcall *call = dyn_cast <gcall *> (stmt);
	  if (is_gimple_debug (stmt))
	    continue;
	  if (!call)
	    {
	      for (unsigned i = 0; i < gimple_num_ops (stmt); i++)
		if (gimple_op (stmt, i))
		  walk_tree (gimple_op_ptr (stmt, i), find_escape, &escaped,
			     NULL);
	      continue;
	    }
	  if (gimple_call_lhs (call))
	    walk_tree (gimple_call_lhs_ptr (call), find_escape, &escaped,
		       NULL);
	  /* A nested function reaches its parent's variables through the
	     frame its static chain points to.  */
	  if (gimple_call_chain (call))
	    walk_tree (gimple_call_chain_ptr (call), find_escape, &escaped,
		       NULL);
	  for (unsigned i = 0; i < gimple_call_num_args (call); i++)
	    {
	      tree arg = gimple_call_arg (call, i);
	      if (!addressed_var (arg))
		walk_tree (gimple_call_arg_ptr (call, i), find_escape,
			   &escaped, NULL);
	    }
	  tree fndecl = gimple_call_fndecl (call);
	  bool mpi, fortran;
	  const req_fn *fn = fndecl ? rmarace_request_call (fndecl, &mpi, &fortran) : NULL;
	  if (fn && (fn->role == RQ_NONBLOCKING || fn->role == RQ_INIT
		     || fn->role == RQ_START)
	      && (unsigned) fn->request < gimple_call_num_args (call))
	    if (tree v = addressed_var (gimple_call_arg (call, fn->request)))
	      candidates.add (v);
	}
    }
  for (hash_set<tree>::iterator it = candidates.begin ();
       it != candidates.end (); ++it)
    {
      tree v = *it;
      /* A static variable is shared with a recursive call.  */
      if (escaped.contains (v) || TREE_THIS_VOLATILE (v) || TREE_STATIC (v)
	  || DECL_EXTERNAL (v) || DECL_CONTEXT (v) != st->fun->decl)
	continue;
      st->tracked.add (v);
    }
  return true;
}

/* The place of the request(s) at pointer argument ARG of STMT: N of
   them, N < 0 for an unknown number.  */

static place
request_place (rq_state *st, tree arg, gimple *stmt, HOST_WIDE_INT n)
{
  place p = { NULL_TREE, 0, -1 };
  tree v = addressed_var (arg);
  if (!v || !st->tracked.contains (v))
    return p;
  tree base;
  HOST_WIDE_INT off;
  bool known;
  rmarace_resolve_pointer (arg, stmt, &base, &off, &known);
  if (base != v)
    return p;
  p.decl = v;
  tree type = TREE_TYPE (v);
  while (TREE_CODE (type) == ARRAY_TYPE)
    type = TREE_TYPE (type);
  tree size = TYPE_SIZE_UNIT (type);
  if (known && n > 0 && size && tree_fits_shwi_p (size)
      && tree_to_shwi (size) > 0
      && n < HOST_WIDE_INT_MAX / 2 / tree_to_shwi (size))
    {
      p.lo = off;
      p.hi = off + n * tree_to_shwi (size);
    }
  return p;
}

/* Whether A and B may be the same requests.  */

static bool
places_meet (const place &a, const place &b)
{
  if (!a.decl || !b.decl)
    return true;
  if (a.decl != b.decl)
    return false;
  if (a.hi < 0 || b.hi < 0)
    return true;
  return a.lo < b.hi && b.lo < a.hi;
}

/* Whether A and B are certainly the same request.  */

static bool
places_same (const place &a, const place &b)
{
  return (a.decl && a.decl == b.decl && a.hi >= 0 && b.hi >= 0
	  && a.lo == b.lo && a.hi == b.hi);
}

/* ------------------------------------------------------------------ */
/* Scanning.                                                          */
/* ------------------------------------------------------------------ */

static void
add_access (rq_state *st, basic_block bb, enum buf_dir dir,
	    const rr_bytes &b, gimple *stmt, int op, const char *fn)
{
  rq_access a;
  a.dir = dir;
  a.b = b;
  a.loc = gimple_location (stmt);
  a.bb = bb->index;
  a.ev = st->events[bb->index].length ();
  a.op = op;
  a.fn = fn;
  st->accs.safe_push (a);
}

/* The buffers of call STMT of FN: accesses of the event to come.  Only
   a constant count is certain: a count of 0 touches nothing.  */

static void
add_buffers (rq_state *st, basic_block bb, gcall *stmt, const req_fn *fn,
	     bool fortran, int op)
{
  for (int k = 0; k < 2; k++)
    {
      const req_buf &rb = fn->buf[k];
      if (rb.dir == BD_NONE
	  || (unsigned) rb.count >= gimple_call_num_args (stmt))
	continue;
      HOST_WIDE_INT count;
      if (!rmarace_int_value (gimple_call_arg (stmt, rb.count), stmt,
			      fortran, &count) || count <= 0)
	continue;
      rr_bytes b;
      if (!rmarace_mpi_buffer (stmt, rb.addr, rb.count, rb.type, fortran, &b))
	continue;
      add_access (st, bb, (enum buf_dir) rb.dir, b, stmt, op, fn->display);
    }
}

/* A call given the address of a followed request, or a copy of it, other
   than as argument SKIP, may complete it.  */

static void
scan_request_args (rq_state *st, basic_block bb, gcall *stmt, int skip)
{
  for (unsigned i = 0; i < gimple_call_num_args (stmt); i++)
    {
      if ((int) i == skip)
	continue;
      tree arg = gimple_call_arg (stmt, i);
      tree v = addressed_var (arg);
      /* Or a copy: an aggregate passed by value.  */
      if (!v && !is_gimple_reg (arg) && TREE_CODE (arg) != ADDR_EXPR
	  && !CONSTANT_CLASS_P (arg))
	{
	  v = get_base_address (arg);
	  if (v && !VAR_P (v))
	    v = NULL_TREE;
	}
      if (v && st->tracked.contains (v))
	{
	  rq_event ev = new_event (EV_END, stmt);
	  ev.where.decl = v;
	  ev.where.hi = -1;
	  push_event (st, bb, ev);
	}
    }
}

/* The persistent request at P, made by the only init call on it.  */

static const rq_init *
find_init (rq_state *st, const place &p)
{
  unsigned i;
  rq_init *in;
  FOR_EACH_VEC_ELT (st->inits, i, in)
    if (places_same (in->req, p))
      return in->unique ? in : NULL;
  return NULL;
}

static void
scan_known_call (rq_state *st, basic_block bb, gcall *stmt, const req_fn *fn,
		 bool fortran)
{
  unsigned nargs = gimple_call_num_args (stmt);
  bool has_req = fn->request >= 0 && (unsigned) fn->request < nargs;
  switch (fn->role)
    {
    case RQ_NONBLOCKING:
    case RQ_INIT:
    case RQ_START:
      {
	scan_request_args (st, bb, stmt, fn->request);
	if (!has_req)
	  return;
	tree arg = gimple_call_arg (stmt, fn->request);
	rq_event ev = new_event (EV_OP, stmt);
	ev.where = request_place (st, arg, stmt, 1);
	if (fn->role == RQ_INIT)
	  {
	    push_event (st, bb, ev);
	    return;
	  }
	rq_op op;
	memset ((void *) &op, 0, sizeof op);
	op.fn = fn->display;
	op.loc = gimple_location (stmt);
	op.bb = bb->index;
	op.ev = st->events[bb->index].length ();
	op.req = ev.where;
	op.req_expr = arg;
	op.fortran = fortran;
	int opi = st->ops.length ();
	ev.acc_first = st->accs.length ();
	if (fn->role == RQ_START)
	  {
	    const rq_init *in = ev.where.decl ? find_init (st, ev.where) : NULL;
	    op.start = fn->display;
	    if (in)
	      {
		op.fn = in->fn->display;
		unsigned first = st->accs.length ();
		add_buffers (st, bb, in->stmt, in->fn, in->fortran, opi);
		/* The buffer was read at the init call: only a variable
		   stays the same memory up to the start.  */
		for (unsigned i = first; i < st->accs.length (); i++)
		  {
		    st->accs[i].loc = gimple_location (stmt);
		    if (!st->accs[i].b.base || !DECL_P (st->accs[i].b.base))
		      st->accs[i].b.base = NULL_TREE;
		  }
	      }
	  }
	else
	  add_buffers (st, bb, stmt, fn, fortran, opi);
	ev.acc_n = st->accs.length () - ev.acc_first;
	op.acc_first = ev.acc_first;
	op.acc_n = ev.acc_n;
	ev.op = opi;
	st->ops.safe_push (op);
	push_event (st, bb, ev);
	return;
      }
    case RQ_WAIT:
    case RQ_WAIT_ARRAY:
      {
	scan_request_args (st, bb, stmt, fn->request);
	rq_event ev = new_event (EV_END, stmt);
	HOST_WIDE_INT n = 1;
	if (fn->role == RQ_WAIT_ARRAY
	    && ((unsigned) fn->count >= nargs
		|| !rmarace_int_value (gimple_call_arg (stmt, fn->count), stmt,
				       fortran, &n)))
	  n = -1;
	if (has_req && n != 0)
	  ev.where = request_place (st, gimple_call_arg (stmt, fn->request),
				    stmt, n);
	/* An array whose count is not known may hold any request.  */
	if (n < 0)
	  ev.where.decl = NULL_TREE;
	push_event (st, bb, ev);
	/* MPI_Test* and friends complete what no followed request names
	   as well: they may be given any request.  */
	push_event (st, bb, new_event (EV_CALL, stmt));
	return;
      }
    case RQ_BLOCKING:
      {
	scan_request_args (st, bb, stmt, -1);
	rq_event ev = new_event (EV_ACCESS, stmt);
	ev.acc_first = st->accs.length ();
	add_buffers (st, bb, stmt, fn, fortran, -1);
	ev.acc_n = st->accs.length () - ev.acc_first;
	if (ev.acc_n)
	  push_event (st, bb, ev);
	return;
      }
    case RQ_END_ALL:
      push_event (st, bb, new_event (EV_END, stmt));
      push_event (st, bb, new_event (EV_CALL, stmt));
      return;
    }
}

/* A load or store of REF by STMT: an access, and, on a followed request
   variable, a copy or a new value that may end what the check knows.  */

static void
scan_ref (rq_state *st, basic_block bb, gimple *stmt, tree ref,
	  enum buf_dir dir)
{
  tree base = get_base_address (ref);
  if (base && VAR_P (base) && st->tracked.contains (base))
    {
      rq_event ev = new_event (EV_END, stmt);
      ev.where.decl = base;
      ev.where.hi = -1;
      push_event (st, bb, ev);
    }
  rr_bytes b;
  if (!rmarace_memory_ref (ref, stmt, &b))
    return;
  rq_event ev = new_event (EV_ACCESS, stmt);
  ev.acc_first = st->accs.length ();
  ev.acc_n = 1;
  add_access (st, bb, dir, b, stmt, -1, NULL);
  push_event (st, bb, ev);
}

static void
scan_stmt (rq_state *st, basic_block bb, gimple *stmt)
{
  if (is_gimple_debug (stmt))
    return;
  if (gimple_clobber_p (stmt))
    {
      tree lhs = gimple_assign_lhs (stmt);
      if (VAR_P (lhs) && st->tracked.contains (lhs))
	{
	  rq_event ev = new_event (EV_SCOPE, stmt);
	  ev.name = lhs;
	  push_event (st, bb, ev);
	}
      return;
    }
  if (gimple_assign_load_p (stmt))
    scan_ref (st, bb, stmt, gimple_assign_rhs1 (stmt), BD_READ);
  if (gcall *call = dyn_cast <gcall *> (stmt))
    {
      tree fndecl = gimple_call_fndecl (call);
      bool mpi = false, fortran = false;
      const req_fn *fn = NULL;
      if (gimple_call_internal_p (call))
	;
      else if (!fndecl)
	{
	  scan_request_args (st, bb, call, -1);
	  push_event (st, bb, new_event (EV_CALL, stmt));
	}
      else if ((fn = rmarace_request_call (fndecl, &mpi, &fortran)))
	scan_known_call (st, bb, call, fn, fortran);
      else
	{
	  scan_request_args (st, bb, call, -1);
	  if (mpi || !harmless_call_p (fndecl, gimple_call_flags (call)))
	    push_event (st, bb, new_event (EV_CALL, stmt));
	}
    }
  if (gimple_vdef (stmt))
    {
      tree lhs = gimple_get_lhs (stmt);
      if (lhs && !is_gimple_reg (lhs))
	scan_ref (st, bb, stmt, lhs, BD_WRITE);
    }
  tree def = gimple_get_lhs (stmt);
  if (def && TREE_CODE (def) == SSA_NAME && POINTER_TYPE_P (TREE_TYPE (def)))
    {
      rq_event ev = new_event (EV_DEF, stmt);
      ev.name = def;
      push_event (st, bb, ev);
    }
}

/* The init calls, first, so that MPI_Start finds its buffers wherever
   the init call is.  */

static void
scan_inits (rq_state *st)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, st->fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gcall *call = dyn_cast <gcall *> (gsi_stmt (gsi));
	tree fndecl = call ? gimple_call_fndecl (call) : NULL_TREE;
	bool mpi, fortran;
	const req_fn *fn = fndecl ? rmarace_request_call (fndecl, &mpi, &fortran) : NULL;
	if (!fn || fn->role != RQ_INIT
	    || (unsigned) fn->request >= gimple_call_num_args (call))
	  continue;
	rq_init in;
	in.req = request_place (st, gimple_call_arg (call, fn->request), call,
				1);
	in.fn = fn;
	in.stmt = call;
	in.fortran = fortran;
	in.unique = true;
	for (unsigned i = 0; i < st->inits.length (); i++)
	  if (places_meet (st->inits[i].req, in.req))
	    st->inits[i].unique = in.unique = false;
	st->inits.safe_push (in);
      }
}

static void
scan_function (rq_state *st)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, st->fun)
    {
      for (gphi_iterator gpi = gsi_start_phis (bb); !gsi_end_p (gpi);
	   gsi_next (&gpi))
	{
	  tree res = gimple_phi_result (gpi.phi ());
	  if (POINTER_TYPE_P (TREE_TYPE (res)))
	    {
	      rq_event ev = new_event (EV_DEF, gpi.phi ());
	      ev.name = res;
	      push_event (st, bb, ev);
	    }
	}
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	scan_stmt (st, bb, gsi_stmt (gsi));
      if (find_edge (bb, EXIT_BLOCK_PTR_FOR_FN (st->fun)))
	{
	  gimple *last = last_stmt (bb);
	  push_event (st, bb, new_event (EV_EXIT, last));
	}
    }
}

/* ------------------------------------------------------------------ */
/* Paths.                                                             */
/* ------------------------------------------------------------------ */

/* What a search is about: the buffers of OP (DEFS end it: the same
   pointer names other memory), or its request.  */

struct query
{
  rq_state *st;
  int op;
  bool buffers;
  sbitmap loops;		/* loops with an event that ends OP */
};

static bool
ends_op (const query &q, const rq_event &ev)
{
  const rq_op &op = q.st->ops[q.op];
  switch (ev.kind)
    {
    case EV_END:
      return places_meet (ev.where, op.req);
    case EV_CALL:
      return !op.req.decl;
    case EV_OP:
      /* A new request over this one: reported as such, then forgotten.  */
      return op.req.decl && places_same (ev.where, op.req);
    case EV_SCOPE:
      return op.req.decl == ev.name;
    case EV_DEF:
      if (!q.buffers)
	return false;
      for (unsigned i = 0; i < op.acc_n; i++)
	if (q.st->accs[op.acc_first + i].b.base == ev.name)
	  return true;
      return false;
    default:
      return false;
    }
}

static unsigned
query_n_events (void *data, int bb)
{
  return ((query *) data)->st->events[bb].length ();
}

static bool
query_ends (void *data, int bb, unsigned i)
{
  query *q = (query *) data;
  return ends_op (*q, q->st->events[bb][i]);
}

/* Leaving a loop that may end the op: the number of its iterations is
   not followed, so the op may have ended in one of them.  Exceptional
   edges end it too.  */

static bool
query_leaves (void *data, edge e)
{
  query *q = (query *) data;
  /* An exception (out of the initiating call itself, say: then nothing
     started) is not a path the check follows.  */
  if (e->flags & (EDGE_EH | EDGE_ABNORMAL))
    return true;
  if (!q->loops)
    return false;
  for (class loop *l = e->src->loop_father; l && loop_outer (l);
       l = loop_outer (l))
    {
      if (flow_bb_inside_loop_p (l, e->dest))
	break;
      if (l->num < (int) SBITMAP_SIZE (q->loops)
	  && bitmap_bit_p (q->loops, l->num))
	return true;
    }
  return false;
}

/* The loops with an event that ends OP for query Q, computed once per op
   and kind of query (ST->LOOPS), or NULL when the loops are not known.  */

static sbitmap
ending_loops (rq_state *st, const query &q)
{
  function *fun = st->fun;
  if (!loops_for_fn (fun) || loops_state_satisfies_p (fun, LOOPS_NEED_FIXUP)
      || number_of_loops (fun) <= 1)
    return NULL;
  sbitmap &slot = st->loops[2 * q.op + q.buffers];
  if (slot)
    return slot;
  slot = sbitmap_alloc (number_of_loops (fun));
  bitmap_clear (slot);
  basic_block b;
  FOR_EACH_BB_FN (b, fun)
    {
      bool ends = false;
      for (unsigned i = 0; i < st->events[b->index].length () && !ends; i++)
	ends = ends_op (q, st->events[b->index][i]);
      if (ends)
	for (class loop *l = b->loop_father; l && loop_outer (l);
	     l = loop_outer (l))
	  if (l->num < (int) SBITMAP_SIZE (slot))
	    bitmap_set_bit (slot, l->num);
    }
  return slot;
}

/* Whether some path of the CFG from op Q.OP (the same instance: not
   through its call again) to event EV of block BB passes an event that
   may end it.  The branches are not looked at: a completion the program
   may pass is enough to make the op only possibly pending, whatever
   correlation hides it (a wait under the same condition as the start,
   computed in a way the path search does not follow).  */

static bool
may_end_before (rq_state *st, const query &q, int bb, unsigned ev)
{
  const rq_op &op = st->ops[q.op];
  function *fun = st->fun;
  int nbb = last_basic_block_for_fn (fun);
  /* Block starts seen, without and with an ending event passed.  */
  auto_sbitmap seen0 (nbb), seen1 (nbb);
  bitmap_clear (seen0);
  bitmap_clear (seen1);
  auto_vec<std::pair<int, bool> > work;
  work.safe_push (std::make_pair (op.bb, false));
  bool first = true;
  while (!work.is_empty ())
    {
      std::pair<int, bool> w = work.pop ();
      int b = w.first;
      bool ended = w.second;
      unsigned from = first ? op.ev + 1 : 0;
      first = false;
      const vec<rq_event> &evs = st->events[b];
      bool go_on = true;
      for (unsigned i = from; i < evs.length () && go_on; i++)
	{
	  if (b == bb && i == ev)
	    {
	      if (ended)
		return true;
	      go_on = false;
	    }
	  else if (evs[i].kind == EV_OP && evs[i].op == q.op)
	    go_on = false;
	  else if (ends_op (q, evs[i]))
	    ended = true;
	}
      if (!go_on)
	continue;
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, BASIC_BLOCK_FOR_FN (fun, b)->succs)
	{
	  if ((e->flags & (EDGE_EH | EDGE_ABNORMAL))
	      || e->dest == EXIT_BLOCK_PTR_FOR_FN (fun))
	    continue;
	  int d = e->dest->index;
	  if (!bitmap_set_bit (ended ? seen1 : seen0, d))
	    continue;
	  work.safe_push (std::make_pair (d, ended));
	}
    }
  return false;
}

/* Whether the op OPI is certainly pending at event EV of block BB: no
   path from it there passes a possible completion, and one process can
   issue it, then reach the event (path-feasible.cc correlates the
   branches).  */

static bool
pending_at (rq_state *st, int opi, bool buffers, int bb, unsigned ev)
{
  const rq_op &op = st->ops[opi];
  query q = { st, opi, buffers, NULL };
  if (may_end_before (st, q, bb, ev))
    return false;
  q.loops = ending_loops (st, q);
  path_query pq;
  memset (&pq, 0, sizeof pq);
  pq.op_bb = op.bb;
  pq.op_ev = op.ev;
  pq.acc_bb = bb;
  pq.acc_ev = ev;
  pq.n_events = query_n_events;
  pq.ends = query_ends;
  pq.leaves = query_leaves;
  pq.data = &q;
  if (!st->paths)
    st->paths = path_info_create (st->fun);
  return path_feasible (st->paths, pq);
}

/* ------------------------------------------------------------------ */
/* Diagnostics.                                                       */
/* ------------------------------------------------------------------ */

/* Whether buffer A of a pending op and access B certainly share a byte.  */

static bool
certain_overlap (const rr_bytes &a, const rr_bytes &b)
{
  ao_ref ra = a.ref, rb = b.ref;
  if (!refs_may_alias_p_1 (&ra, &rb, false))
    return false;
  if (!a.base || a.base != b.base || a.through != b.through || !a.off_known
      || a.size <= 0)
    return false;
  if (b.off_known)
    return b.size > 0 && a.off < b.off + b.size && b.off < a.off + a.size;
  /* B at an unknown index of an array A covers.  */
  return (b.ext_size > 0 && a.off <= b.ext_off
	  && b.ext_off + b.ext_size <= a.off + a.size);
}

static diagnostic_t
diagnostic_kind (void)
{
  return (rmarace_opts.static_mode == RMARACE_STATIC_ERROR
	  ? DK_ERROR : DK_WARNING);
}

static const char *
wait_code (const rq_op &op)
{
  return op.fortran ? "call MPI_Wait" : "MPI_Wait";
}

/* The note at the call that started OP, naming its buffer BUF (by
   default its first).  */

static void
note_op (rq_state *st, const rq_op &op, const rq_access *buf = NULL)
{
  if (!buf && op.acc_n)
    buf = &st->accs[op.acc_first];
  const char *prep = buf && buf->dir == BD_WRITE ? "into" : "from";
  if (op.start && buf)
    inform (op.loc, "%s %s %qs started here by %s", op.fn, prep,
	    rmarace_bytes_name (buf->b), op.start);
  else if (op.start)
    inform (op.loc, "persistent request started here by %s", op.start);
  else if (buf)
    inform (op.loc, "%s %s %qs started here", op.fn, prep,
	    rmarace_bytes_name (buf->b));
  else
    inform (op.loc, "%s started here", op.fn);
}

/* Report access A against the buffer OB of pending op OP.  */

static void
report_buffer (rq_state *st, const rq_access &a, const rq_op &op,
	       const rq_access &ob)
{
  const char *prep = ob.dir == BD_WRITE ? "into" : "from";
  const char *verb, *noun;
  char by[96];
  if (a.fn)
    {
      snprintf (by, sizeof by, "%s by %s",
		a.dir == BD_WRITE ? "written" : "read", a.fn);
      verb = by;
      noun = "call";
    }
  else if (a.dir == BD_WRITE)
    verb = "stored to", noun = "store";
  else
    verb = "loaded", noun = "load";
  auto_diagnostic_group d;
  if (emit_diagnostic (diagnostic_kind (), a.loc, 0,
		       "data race: %s %s %qs is still pending when %qs is %s "
		       "here; wait for its request with %qs before this %s "
		       "[%s]", op.fn, prep, rmarace_bytes_name (ob.b),
		       rmarace_bytes_name (a.b), verb, wait_code (op), noun,
		       tag_static))
    {
      note_op (st, op, &ob);
      /* Fortran asks for ASYNCHRONOUS on the buffers of nonblocking
	 calls (gfortran makes such variables volatile): without it the
	 optimizers may move the accesses across the completion, and
	 another -O level may see another program.  */
      tree var = ob.b.base;
      if (lang_GNU_Fortran () && var && VAR_P (var)
	  && !TREE_THIS_VOLATILE (var) && DECL_NAME (var)
	  && !DECL_ARTIFICIAL (var))
	inform (DECL_SOURCE_LOCATION (var), "%qs is not ASYNCHRONOUS; the "
		"buffers of nonblocking calls need it, or the optimizers may "
		"move their loads and stores across the completing call",
		IDENTIFIER_POINTER (DECL_NAME (var)));
    }
}

/* The name of OP's request.  */

static const char *
request_name (const rq_op &op)
{
  tree t = op.req_expr;
  STRIP_NOPS (t);
  if (TREE_CODE (t) == ADDR_EXPR)
    {
      rr_bytes b;
      memset ((void *) &b, 0, sizeof b);
      b.name_expr = TREE_OPERAND (t, 0);
      const char *name = rmarace_bytes_name (b);
      if (strcmp (name, "the buffer") != 0)
	return name;
    }
  return "the request";
}

/* Report the request of OP, certainly pending, overwritten or started
   again by event EV (in block BB), or going out of scope.  */

static void
report_request (rq_state *st, const rq_op &op, const rq_event &ev)
{
  location_t loc = ev.stmt ? gimple_location (ev.stmt) : UNKNOWN_LOCATION;
  /* The end of a scope is a clobber, without a location of its own: the
     end of its block says where.  */
  tree block = ev.stmt ? gimple_block (ev.stmt) : NULL_TREE;
  if (LOCATION_LOCUS (loc) == UNKNOWN_LOCATION && block
      && TREE_CODE (block) == BLOCK)
    loc = BLOCK_SOURCE_END_LOCATION (block);
  if (LOCATION_LOCUS (loc) == UNKNOWN_LOCATION)
    loc = st->fun->function_end_locus;
  if (LOCATION_LOCUS (loc) == UNKNOWN_LOCATION)
    loc = DECL_SOURCE_LOCATION (op.req.decl);
  const char *req = request_name (op);
  auto_diagnostic_group d;
  bool shown;
  if (ev.kind == EV_OP && ev.op >= 0 && st->ops[ev.op].start && op.start)
    shown = emit_diagnostic (diagnostic_kind (), loc, 0,
			     "persistent request %qs is started here while "
			     "still active; wait for it with %qs before "
			     "this call [%s]", req, wait_code (op),
			     tag_static);
  else if (ev.kind == EV_OP)
    shown = emit_diagnostic (diagnostic_kind (), loc, 0,
			     "request %qs of a pending %s is overwritten "
			     "here; wait for it with %qs before this call "
			     "[%s]", req, op.fn, wait_code (op), tag_static);
  else
    shown = emit_diagnostic (diagnostic_kind (), loc, 0,
			     "request %qs of a pending %s goes out of scope; "
			     "wait for it with %qs before the end of its "
			     "scope [%s]", req, op.fn, wait_code (op),
			     tag_static);
  if (shown)
    note_op (st, op);
}

/* ------------------------------------------------------------------ */
/* The checks.                                                        */
/* ------------------------------------------------------------------ */

static void
check_buffers (rq_state *st)
{
  unsigned ai;
  rq_access *a;
  FOR_EACH_VEC_ELT (st->accs, ai, a)
    {
      bool reported = false;
      for (unsigned oi = 0; oi < st->ops.length () && !reported; oi++)
	{
	  const rq_op &op = st->ops[oi];
	  /* A start on the same request is the request's error.  */
	  if (a->op == (int) oi
	      || (a->op >= 0 && places_same (st->ops[a->op].req, op.req)))
	    continue;
	  for (unsigned k = 0; k < op.acc_n && !reported; k++)
	    {
	      const rq_access &ob = st->accs[op.acc_first + k];
	      if (ob.dir == BD_READ && a->dir == BD_READ)
		continue;
	      if (!certain_overlap (ob.b, a->b))
		continue;
	      if (!pending_at (st, oi, true, a->bb, a->ev))
		continue;
	      report_buffer (st, *a, op, ob);
	      reported = true;
	    }
	}
    }
}

static void
check_requests (rq_state *st)
{
  sbitmap done = sbitmap_alloc (st->ops.length () + 1);
  bitmap_clear (done);
  basic_block bb;
  FOR_EACH_BB_FN (bb, st->fun)
    {
      unsigned i;
      rq_event *ev;
      FOR_EACH_VEC_ELT (st->events[bb->index], i, ev)
	{
	  if (ev->kind != EV_OP && ev->kind != EV_SCOPE && ev->kind != EV_EXIT)
	    continue;
	  for (unsigned oi = 0; oi < st->ops.length (); oi++)
	    {
	      const rq_op &op = st->ops[oi];
	      /* EV may be OP's own call, in the next iteration of a
		 loop.  */
	      if (!op.req.decl || bitmap_bit_p (done, oi))
		continue;
	      if (ev->kind == EV_OP
		  && (!places_same (ev->where, op.req)
		      || (ev->op >= 0 && st->ops[ev->op].start && !op.start)))
		continue;
	      if (ev->kind == EV_SCOPE && ev->name != op.req.decl)
		continue;
	      if (ev->kind == EV_EXIT && is_global_var (op.req.decl))
		continue;
	      if (!pending_at (st, oi, false, bb->index, i))
		continue;
	      report_request (st, op, *ev);
	      bitmap_set_bit (done, oi);
	      break;
	    }
	}
    }
  sbitmap_free (done);
}

/* For -fdump-tree-rmarace_request(_opt): the ops found, whether their
   request is followed, and their buffers.  */

static void
dump_ops (rq_state *st)
{
  unsigned i;
  rq_op *op;
  FOR_EACH_VEC_ELT (st->ops, i, op)
    {
      fprintf (dump_file, "op %u: %s%s%s request %s", i, op->fn,
	       op->start ? " started by " : "", op->start ? op->start : "",
	       op->req.decl ? "followed" : "not followed");
      for (unsigned k = 0; k < op->acc_n; k++)
	{
	  const rq_access &a = st->accs[op->acc_first + k];
	  fprintf (dump_file, "; %s %s off=" HOST_WIDE_INT_PRINT_DEC
		   "%s size=" HOST_WIDE_INT_PRINT_DEC,
		   a.dir == BD_WRITE ? "writes" : "reads",
		   rmarace_bytes_name (a.b), a.b.off,
		   a.b.off_known ? "" : "?", a.b.size);
	}
      fprintf (dump_file, "\n");
    }
}

static void
analyze_function (function *fun)
{
  rq_state st;
  st.fun = fun;
  st.paths = NULL;
  st.loops = NULL;
  st.events = XCNEWVEC (vec<rq_event>, last_basic_block_for_fn (fun));
  /* Most functions start no message: nothing more to do for them.  */
  if (choose_tracked (&st))
    {
      scan_inits (&st);
      scan_function (&st);
      if (dump_file)
	dump_ops (&st);
      st.loops = XCNEWVEC (sbitmap, 2 * st.ops.length ());
      check_buffers (&st);
      check_requests (&st);
      for (unsigned i = 0; i < 2 * st.ops.length (); i++)
	if (st.loops[i])
	  sbitmap_free (st.loops[i]);
      free (st.loops);
    }
  if (st.paths)
    path_info_free (st.paths);
  for (int i = 0; i < last_basic_block_for_fn (fun); i++)
    st.events[i].release ();
  free (st.events);
}

/* ------------------------------------------------------------------ */
/* The pass.                                                          */
/* ------------------------------------------------------------------ */

/* Anchored as the origin-side check (static-pass.cc).  */

void
rmarace_register_request_check_pass (const char *plugin_name)
{
  if (rmarace_opts.static_mode == RMARACE_STATIC_OFF)
    return;
  tag_static = concat ("-fplugin-arg-", plugin_name, "-static", NULL);

  rmarace_register_static_check (plugin_name, "rmarace_request",
				 "rmarace_request_opt", analyze_function);
}
