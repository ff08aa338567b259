#!/usr/bin/env python3
# gen-field-struct-tests.py -- write the C run tests of the filter "field"
# in which a static structure loses its privacy, one way each.
# Copyright (C) 2026 The rmarace authors.
# This file is part of rmarace, free software under the GNU GPL v3 or later;
# see the file COPYING.
#
# Usage: contrib/gen-field-struct-tests.py testsuite/rmarace.filter
# (see cases below)
import sys
import textwrap
COPY = """   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING."""
cases = [
  ("field-struct-escape-get-load",
   "a static structure's address goes to another unit",
   "G's address goes to HELPER_GRID_GET, in another\n   unit (helpers/grid-get.c), which makes G.WORK's block an MPI_Get\n   origin buffer",
   ["void helper_grid_get (struct grid *, MPI_Win);"],
   ["helper_grid_get (&g, win);"]),
  ("field-struct-leak-get-load",
   "a static structure's member is copied into a global",
   "G.WORK is copied into the global LEAK, which is\n   given to MPI_Get as its origin buffer",
   ["double *leak;"],
   ["leak = g.work;",
    "MPI_Get (leak, 4, MPI_DOUBLE, 1, 0, 4, MPI_DOUBLE, win);"]),
  ("field-struct-memcpy-get-load",
   "a static structure is copied by memcpy",
   "G is copied by memcpy into the global COPY, whose\n   member WORK, G.WORK's block, is given to MPI_Get as its origin\n   buffer",
   ["struct grid copy;"],
   ["memcpy (&copy, &g, sizeof g);",
    "MPI_Get (copy.work, 4, MPI_DOUBLE, 1, 0, 4, MPI_DOUBLE, win);"]),
]

def emit(name, title, why, decls, calls):
    lines = []
    lines.append(textwrap.fill("/* %s.c -- %s." % (name, title.replace("\n   ", " ")),
                               width=76, subsequent_indent="   "))
    lines.append(COPY)
    lines.append("")
    lines.append("   Written by contrib/gen-field-struct-tests.py: edit that instead.")
    lines.append("")
    para = ("Expected: a data race.  %s; rank 0 reads work[0] before"
            " MPI_Win_flush, while the Get may still write it.  The filter"
            " \"field\" must not drop that load.  */" % why.replace("\n   ", " "))
    lines.append(textwrap.fill(para, width=76, initial_indent="   ",
                               subsequent_indent="   "))
    lines.append("/* { dg-do run } */")
    lines.append("/* { dg-shouldfail \"data race\" } */")
    if "escape" in name:
        lines.append("/* { dg-rmarace-sources helpers/grid-get.c } */")
    lines.append("")
    lines.append("#include <mpi.h>")
    lines.append("#include <stdlib.h>")
    lines.append("#include <string.h>")
    lines.append("")
    lines.append("static struct grid\n{\n  double *work;\n  int n;\n} g;\n")
    lines.append("static MPI_Win win;\n")
    for d in decls:
        lines.append(d)
    lines.append("")
    lines.append("__attribute__ ((noinline)) static double\nfirst (void)\n{\n  return g.work[0];\n}\n")
    lines.append("int\nmain (int argc, char **argv)\n{\n  int rank;\n  double mem[4] = { 1, 2, 3, 4 }, seen = 0;\n")
    lines.append("  MPI_Init (&argc, &argv);\n  MPI_Comm_rank (MPI_COMM_WORLD, &rank);\n  g.n = 3 + argc;\n  g.work = calloc (g.n, sizeof (double));\n  MPI_Win_create (mem, sizeof mem, sizeof (double), MPI_INFO_NULL,\n\t\t  MPI_COMM_WORLD, &win);\n  MPI_Win_lock_all (0, win);\n  if (rank == 0)\n    {")
    for c in calls:
        lines.append("      " + c)
    lines.append("      seen = first ();\n      MPI_Win_flush (1, win);\n    }\n  MPI_Win_unlock_all (win);\n  MPI_Barrier (MPI_COMM_WORLD);\n  MPI_Win_free (&win);\n  free (g.work);\n  MPI_Finalize ();\n  return seen < 0;\n}\n")
    text = "\n".join(lines)
    tl = text.split("\n")
    getline = [i + 1 for i, l in enumerate(tl)
               if "MPI_Get (" in l or "helper_grid_get (&g" in l]
    getfile = name + "\\\\.c"
    if "escape" in name:
        helper = open(sys.argv[1] + "/helpers/grid-get.c").read().split("\n")
        getline = [i + 1 for i, l in enumerate(helper) if "MPI_Get (" in l]
        getfile = "grid-get\\\\.c"
    loadline = [i + 1 for i, l in enumerate(tl) if "return g.work[0];" in l][0]
    esc = name.replace("-", "\\\\-").replace("\\\\-", "-")
    text += ("/* { dg-output \"WARNING: rmarace: data race \\\\(pid=\\[0-9\\]+\\\\)\\r?\\n\" } */\n"
             "/* { dg-output \"  MPI_Get, origin buffer write of size 8 at 0x\\[0-9a-f\\]+ by rank 0:\\r?\\n\" } */\n"
             "/* { dg-output \"    #0 \\[^\\r\\n\\]*%s:%d:\\[0-9\\]+\\r?\\n\" } */\n"
             "/* { dg-output \"  Conflicting local load of size 8 at 0x\\[0-9a-f\\]+ by rank 0:\\r?\\n\" } */\n"
             "/* { dg-output \"    #0 \\[^\\r\\n\\]*%s\\\\.c:%d:\\[0-9\\]+\\r?\\n\" } */\n"
             % (getfile, getline[0], name, loadline))
    open(sys.argv[1] + "/" + name + ".c", "w").write(text)

for c in cases:
    emit(*c)
