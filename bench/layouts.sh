#!/bin/sh
# layouts.sh -- instructions of a benchmark in four stack layouts.
# Copyright (C) 2026 The rmarace authors.
# This file is part of rmarace, free software under the GNU GPL v3 or
# later; see the file COPYING.
#
# Usage: layouts.sh RANKS PROGRAM [ARGS...]
#
# Where the stack puts main's objects decides which of them share a
# shadow granule with a window on the stack (bench/md.cc's Domain), and
# ASLR moves it from run to run.  This runs PROGRAM under callgrind on
# RANKS ranks four times, the stack shifted by an environment variable
# of 0, 16, 32 and 48 bytes, and prints for each the instructions of
# the program's own object and of librmarace.so, summed over the ranks
# (MPI's libraries, which spin while they wait, left out).  Settings:
# MPIRUN (default mpirun).

set -e
[ $# -ge 2 ] || { echo "usage: $0 RANKS PROGRAM [ARGS...]" >&2; exit 1; }
ranks=$1 prog=$2
shift 2
mpirun=${MPIRUN:-mpirun}
out=$(mktemp -d)
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
export OMPI_MCA_rmaps_base_oversubscribe=1
for pad in 0 16 32 48; do
  RMARACE_PAD=$(printf "%${pad}s" "" | tr ' ' x)
  export RMARACE_PAD
  $mpirun -np "$ranks" -x RMARACE_PAD valgrind --tool=callgrind \
    --callgrind-out-file="$out/cg.$pad.%p" "$prog" "$@" >"$out/log.$pad" 2>&1
  for f in "$out"/cg.$pad.*; do
    callgrind_annotate --threshold=100 "$f" 2>/dev/null
  done | awk -v pad="$pad" -v prog="${prog##*/}" '
    /^ *[0-9,]+ \(/ && /\]$/ {
      n = $1; gsub (",", "", n); o = $NF; gsub (/[][]/, "", o)
      sub (/.*\//, "", o)
      if (o == prog) p += n; else if (o == "librmarace.so") r += n
    }
    END { printf "+%-2s program %.0f M, runtime %.0f M, both %.0f M\n",
	    pad, p / 1e6, r / 1e6, (p + r) / 1e6 }'
done
rm -rf "$out"
