#!/bin/sh
# run-bench.sh -- build the benchmarks three ways, run them, print one table.
# Copyright (C) 2026 The rmarace authors.
# This file is part of rmarace, free software under the GNU GPL v3 or later;
# see the file COPYING.
#
# Usage: run-bench.sh [TOP]        (TOP: the build tree, default ..)
#
# With B=NAME[,NAME...] in the environment only those benchmarks are
# built and run (and the large unit skipped); the table is printed and
# written to build/table.md but results.md is left alone.
#
# Each benchmark is built
#   plain  without the plugin and without the runtime,
#   all    with the plugin instrumenting every load and store, guarded by
#          the active flag only (-fplugin-arg-rmarace-instrument=all): the
#          reference approach,
#   fast   with the plugin's defaults: filters, loop ranges, shadow guard,
# then run RUNS times (default 5) under mpirun, the variants interleaved so
# that they share the machine's noise.  Every run must exit 0, print no
# rmarace report, and print the same checksum as plain.  The table gives
# the median of the "time" lines the programs print (their own timed
# loop), its ratio to plain, the instrumented sites (calls the plugin
# emitted, from its stats), the runtime's tree statistics (RMARACE_OPTIONS
# stats=1, on the first run) and the compile-time ratio plugin/no plugin.
# It is printed and written to results.md.
#
# unstructured.c (MPI + OpenMP) is built with -fopenmp (flags_for) and
# run with OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive (the environment
# column of its line); the other benchmarks see neither.  mpirun hands
# its environment to the ranks, which all run on this machine.
#
# A benchmark's sources are joined with + (each compiled by the compiler
# its suffix names: mpicc, mpicxx, mpifort); its variants are listed in
# its line, since instrumenting every access makes some too slow to run
# five times.  A run that takes longer than TIMEOUT seconds (default 60)
# is killed: a variant that has finished no run is then reported as
# "timeout" and not run again; otherwise its median is that of the runs
# that finished, followed by the number of timeouts.  A
# run that fails otherwise is tried once more (on this shared machine
# MPI_Win_create sometimes fails with MPI_ERR_WIN when many mpirun jobs
# start at once), and the retry noted.
#
# Settings (environment): RUNS, MPIRUN, MPICC, MPICXX, MPIFORT,
# BENCH_CFLAGS (default -O2), LARGE_TU_FUNCS (functions in the generated
# unit, default 1000; 0 skips it), TIMEOUT, B.

set -e
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "${1:-$here/..}" && pwd)
plugin=$top/plugin/rmarace.so
rtdir=$top/runtime
runs=${RUNS:-5}
mpirun=${MPIRUN:-mpirun}
mpicc=${MPICC:-mpicc}
mpicxx=${MPICXX:-mpicxx}
mpifort=${MPIFORT:-mpifort}
timeout=${TIMEOUT:-60}
only=${B:-}
cflags=${BENCH_CFLAGS:--O2}
large=${LARGE_TU_FUNCS:-1000}
out=$here/build
mkdir -p "$out"
# Fortran module files land in the current directory: keep them here.
cd "$out"
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
export OMPI_MCA_rmaps_base_oversubscribe=1

# The benchmarks: name, sources, ranks, arguments, environment of the
# runs (VAR=VALUE,..., or - for none), variants.
benchmarks="stencil2d stencil2d.c 2 4000_20 - plain,all,fast
halo halo.c 2 4000_20 - plain,all,fast
tracer_adv tracer_adv.f90 2 200_200_50_20 - plain,all,fast
tracer_adv tracer_adv.f90 4 200_200_50_20 - plain,all,fast
unstructured unstructured.c 2 64_64_64_400 OMP_NUM_THREADS=2,OMP_WAIT_POLICY=passive plain,all,fast
md md.cc 2 26_30 - plain,all,fast
stencil_helper stencil_helper.c+alloc_helper.c 2 3000_30 - plain,fast
stencil_helper stencil_helper.c+alloc_helper.c 4 3000_30 - plain,fast
stencil_helper stencil_helper.c+alloc_helper.c 8 3000_30 - plain,fast
rmw rmw.c 2 1000000 - plain,fast
pending pending.c 2 16000_2000 - plain,fast
repeat_put repeat_put.c 2 256_100 - plain,fast
solver solver.f90 2 64_64_64_60 - plain,fast"
if [ -n "$only" ]; then
  benchmarks=$(echo "$benchmarks" | awk -v only=",$only," 'index(only, "," $1 ",")')
  [ -n "$benchmarks" ] || { echo "run-bench.sh: no benchmark in B=$only" >&2; exit 1; }
  large=0
fi

now () { date +%s.%N; }
elapsed () { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", b - a }'; }

compiler_for () {
  case $1 in
    *.c) echo "$mpicc" ;;
    *.cc) echo "$mpicxx" ;;
    *) echo "$mpifort" ;;
  esac
}

# Flags SRC needs besides $cflags.
flags_for () {
  case ${1##*/} in
    unstructured.c) echo -fopenmp ;;
  esac
}

# The environment column ENV as arguments of env(1).
env_args () {
  [ "$1" = - ] || echo "$1" | tr , ' '
}

# build SRCS NAME VARIANT: writes $out/NAME-VARIANT from the sources
# SRCS (joined with +), its plugin statistics in .stats and its compile
# time in seconds in .ctime.
build () {
  srcs=$1 name=$2 variant=$3
  cc=$(compiler_for "${srcs%%+*}")
  extra=$(flags_for "${srcs%%+*}")
  exe=$out/$name-$variant
  files=
  for f in $(echo "$srcs" | tr + ' '); do files="$files $here/$f"; done
  case $variant in
    plain) set -- ;;
    all) set -- -fplugin="$plugin" -fplugin-arg-rmarace-stats \
	   -fplugin-arg-rmarace-instrument=all \
	   -L"$rtdir" -Wl,-rpath,"$rtdir" -lrmarace ;;
    fast) set -- -fplugin="$plugin" -fplugin-arg-rmarace-stats \
	    -L"$rtdir" -Wl,-rpath,"$rtdir" -lrmarace ;;
  esac
  t0=$(now)
  # shellcheck disable=SC2086
  $cc $cflags $extra -g -o "$exe" $files "$@" 2>"$exe.stats"
  elapsed "$t0" "$(now)" >"$exe.ctime"
}

# Compile times of the sources SRCS (full paths joined with +, objects
# only), best of two: without the plugin, with it, and with only its
# compile-time check (instrument=no).
compile_times () {
  best0=; best1=; best2=
  for try in 1 2; do
    a=0; b=0; c=0
    for src in $(echo "$1" | tr + ' '); do
      cc=$(compiler_for "$src")
      extra=$(flags_for "$src")
      # shellcheck disable=SC2086
      {
	t0=$(now); $cc $cflags $extra -c -o "$out/ct.o" "$src"; t1=$(now)
	$cc $cflags $extra -c -o "$out/ct.o" -fplugin="$plugin" "$src" 2>/dev/null
	t2=$(now)
	$cc $cflags $extra -c -o "$out/ct.o" -fplugin="$plugin" \
	  -fplugin-arg-rmarace-instrument=no "$src" 2>/dev/null
	t3=$(now)
      }
      a=$(awk -v s="$a" -v d="$(elapsed "$t0" "$t1")" 'BEGIN { print s + d }')
      b=$(awk -v s="$b" -v d="$(elapsed "$t1" "$t2")" 'BEGIN { print s + d }')
      c=$(awk -v s="$c" -v d="$(elapsed "$t2" "$t3")" 'BEGIN { print s + d }')
    done
    best0=$(awk -v x="$a" -v y="${best0:-$a}" 'BEGIN { print (x < y ? x : y) }')
    best1=$(awk -v x="$b" -v y="${best1:-$b}" 'BEGIN { print (x < y ? x : y) }')
    best2=$(awk -v x="$c" -v y="${best2:-$c}" 'BEGIN { print (x < y ? x : y) }')
  done
  rm -f "$out/ct.o"
  echo "$best0 $best1 $best2"
}

# Sites the plugin emitted: per-access calls plus range records.
sites () {
  awk '/rmarace: stats: / {
	 for (i = 1; i <= NF; i++) {
	   if ($i == "loads" && $(i+1) ~ /\//) { split ($(i+1), a, "/"); s += a[2] }
	   if ($i == "stores" && $(i+1) ~ /\//) { split ($(i+1), a, "/"); s += a[2] }
	   if ($i == "in" && $(i+2) == "ranges,") r += $(i+1)
	 } }
       END { printf "%d+%dr", s, r }' "$1"
}

# Summary of the runtime's per-window statistics in FILE: the largest
# tree (nodes, depth) and the accesses checked, summed over windows and
# ranks.
tree_stats () {
  awk '/rmarace: stats: rank/ {
	 for (i = 1; i <= NF; i++) {
	   v = $(i+1); gsub (/,/, "", v)
	   if ($i == "nodes" && v > n) n = v
	   if ($i == "depth" && v > d) d = v
	   if ($i == "checked") c += v
	 } found = 1 }
       END { if (found) printf "%d/%d/%d", n, d, c; else printf "-" }' "$1"
}

median () { sort -n | awk '{ v[NR] = $1 } END { if (NR == 0) exit; if (NR % 2) print v[(NR + 1) / 2]; else printf "%.4f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

loadavg=$(cut -d' ' -f1-3 /proc/loadavg)
echo "Building (${cflags}) ..."
# Each benchmark once, with the variants of its first line.
echo "$benchmarks" | awk '!seen[$1]++ { print $1, $2, $6 }' |
while read -r name srcs vs; do
  for v in $(echo "$vs" | tr , ' '); do
    build "$srcs" "$name" "$v"
  done
done

# run_one TAG NAME VARIANT NP LOG ARGS...: one run under the time limit,
# tried once more if it fails otherwise; 0, or 1 on a failure, 2 on a
# timeout.
run_one () {
  tag=$1 name=$2 v=$3 np=$4 log=$5
  shift 5
  for try in 1 2; do
    # shellcheck disable=SC2086
    env RMARACE_OPTIONS="$opts" $runenv timeout -k 10 "$timeout" \
      $mpirun -np "$np" "$out/$name-$v" "$@" </dev/null >"$log" 2>&1
    st=$?
    [ "$st" = 0 ] && return 0
    [ "$st" = 124 ] || [ "$st" = 137 ] && return 2
    if [ "$try" = 1 ]; then
      echo "note: $tag $v exited $st, trying again ($(grep -m1 'MPI_ERR\|rmarace' "$log"))" >&2
      cp "$log" "$log.failed"
    fi
  done
  return 1
}

echo "$benchmarks" | while read -r name srcs np args envs vs; do
  args=$(echo "$args" | tr _ ' ')
  runenv=$(env_args "$envs")
  variants=$(echo "$vs" | tr , ' ')
  tag=$name-np$np
  for v in $variants; do : >"$out/$tag-$v.times"; rm -f "$out/$tag-$v.timeout"; done
  i=1
  while [ "$i" -le "$runs" ]; do
    for v in $variants; do
      # A variant that has timed out without finishing a run is not run
      # again; one that has finished runs goes on.
      [ -f "$out/$tag-$v.timeout" ] && [ ! -s "$out/$tag-$v.times" ] && continue
      log=$out/$tag-$v.run$i
      if [ "$i" = 1 ] && [ "$v" != plain ]; then
	opts=stats=1
      else
	opts=
      fi
      set +e
      # shellcheck disable=SC2086
      run_one "$tag" "$name" "$v" "$np" "$log" $args
      st=$?
      set -e
      if [ "$st" = 2 ]; then
	echo "note: $tag $v run $i took more than $timeout s: timeout" >&2
	echo "$i" >>"$out/$tag-$v.timeout"
	continue
      elif [ "$st" != 0 ]; then
	echo "FAIL: $tag $v run $i exited non-zero (see $log)" >&2
	exit 1
      fi
      if grep -q "WARNING: rmarace" "$log"; then
	echo "FAIL: $tag $v run $i reported a race (see $log)" >&2
	exit 1
      fi
      awk '$1 == "time" { print $2 }' "$log" >>"$out/$tag-$v.times"
      awk '$1 == "checksum" { $1 = ""; print }' "$log" >"$out/$tag-$v.sum"
    done
    i=$((i + 1))
  done
  for v in $variants; do
    if [ ! -s "$out/$tag-$v.sum" ] || [ ! -s "$out/$tag-plain.sum" ]; then
      continue
    fi
    if ! cmp -s "$out/$tag-plain.sum" "$out/$tag-$v.sum"; then
      echo "FAIL: $tag $v checksum $(cat "$out/$tag-$v.sum") differs from" \
	"plain $(cat "$out/$tag-plain.sum")" >&2
      exit 1
    fi
  done
done

ctimes=$out/compile-times
: >"$ctimes"
echo "$benchmarks" | awk '!seen[$1]++ { print $1, $2 }' |
while read -r name srcs; do
  paths=$(echo "$srcs" | tr + '\n' | sed "s|^|$here/|" | paste -sd+)
  echo "$name $(compile_times "$paths")" >>"$ctimes"
done
if [ "$large" -gt 0 ] && [ -f "$here/gen-large-tu.sh" ]; then
  sh "$here/gen-large-tu.sh" "$large" "$out/large-tu.c"
  echo "large-tu($large) $(compile_times "$out/large-tu.c")" >>"$ctimes"
fi

table=$out/table.md
{
  echo "| benchmark | ranks | variant | median s | ratio | sites | tree nodes/depth/checked | compile ratio |"
  echo "|---|---|---|---|---|---|---|---|"
  echo "$benchmarks" | while read -r name srcs np args envs vs; do
    tag=$name-np$np
    # Ranks, times the OpenMP threads of each.
    thr=$(env_args "$envs" | tr ' ' '\n' | sed -n 's/^OMP_NUM_THREADS=//p')
    ranks=$np${thr:+x$thr}
    base=$(median <"$out/$tag-plain.times")
    ct=$(awk -v n="$name" '$1 == n { printf "%.2f (check only %.2f)", $3 / $2, $4 / $2 }' "$ctimes")
    for v in $(echo "$vs" | tr , ' '); do
      med=$(median <"$out/$tag-$v.times")
      if [ -z "$med" ]; then
	med="timeout (> $timeout s)"; ratio=-
      else
	ratio=$(awk -v a="$med" -v b="$base" 'BEGIN { if (b == "") print "-"; else printf "%.2f", a / b }')
	[ -f "$out/$tag-$v.timeout" ] &&
	  med="$med ($(grep -c . "$out/$tag-$v.timeout") timeout)"
      fi
      if [ "$v" = plain ]; then
	s=-; tr=-; c=1.00
      else
	s=$(sites "$out/$name-$v.stats")
	tr=$(tree_stats "$out/$tag-$v.run1" 2>/dev/null || echo -)
	c=$( [ "$v" = fast ] && echo "$ct" || echo "-")
      fi
      echo "| $name | $ranks | $v | $med | $ratio | $s | $tr | $c |"
    done
  done
  awk '$1 ~ /^large-tu/ { printf "| %s | - | fast | compile %.2f s | - | - | - | %.2f (check only %.2f) |\n", $1, $3, $3 / $2, $4 / $2 }' "$ctimes"
} >"$table"

cat "$table"
if [ -n "$only" ]; then
  echo "Written to $table (B=$only: results.md unchanged)"
  exit 0
fi

# What follows the line "## Notes" in results.md is written by hand (the
# targets, the public kernels measured outside the project): keep it.
notes=$out/notes.md
if [ -f "$here/results.md" ]; then
  sed -n '/^## Notes$/,$p' "$here/results.md" >"$notes"
else
  : >"$notes"
fi
{
  echo "# rmarace benchmark results"
  echo
  echo "Produced by \`make bench\` (bench/run-bench.sh) on $(date -u +%Y-%m-%d)."
  echo
  echo "- machine: $(nproc) cores, $(awk -F': ' '/model name/ { print $2; exit }' /proc/cpuinfo)"
  echo "- compiler: $($mpicc --version | head -1), flags $cflags -g"
  echo "- MPI: $($mpirun --version 2>/dev/null | head -1)"
  echo "- $runs runs per variant, interleaved; median of the programs' own timed loop; runs killed after $timeout s"
  echo "- load average when it started: $loadavg (other jobs share the machine: ratios are noisier than the medians suggest)"
  echo
  echo "Variants: plain (no plugin, no runtime), all (every load and store"
  echo "instrumented, active-flag guard only: the reference approach), fast"
  echo "(the default: filters, loop ranges, shadow guard).  sites: runtime"
  echo "calls emitted per access + loop-range records (r).  tree: the"
  echo "runtime's largest window tree (nodes/depth) and accesses checked,"
  echo "summed over windows and ranks.  compile ratio: compile time with the"
  echo "plugin over without (objects only, better of two); check only: with"
  echo "the compile-time race check alone (instrument=no).  ranks: MPI"
  echo "processes, xN: each runs N OpenMP threads (OMP_WAIT_POLICY=passive)."
  echo
  cat "$table"
  if [ -s "$notes" ]; then
    echo
    cat "$notes"
  fi
} >"$here/results.md"
echo "Written to $here/results.md"
