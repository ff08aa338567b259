#!/bin/sh
# run-bench.sh -- build the benchmarks three ways, run them, print one table.
# Copyright (C) 2026 The rmarace authors.
# This file is part of rmarace, free software under the GNU GPL v3 or later;
# see the file COPYING.
#
# Usage: run-bench.sh [TOP]        (TOP: the build tree, default ..)
#
# Each benchmark is built
#   plain  without the plugin and without the runtime,
#   all    with the plugin instrumenting every load and store, guarded by
#          the active flag only (-fplugin-arg-rmarace-instrument=all): the
#          reference approach,
#   fast   with the plugin's defaults: filters, loop ranges, bounds guard,
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
# Settings (environment): RUNS, MPIRUN, MPICC, MPIFORT, BENCH_CFLAGS
# (default -O2), LARGE_TU_FUNCS (functions in the generated unit, default
# 1000; 0 skips it).

set -e
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "${1:-$here/..}" && pwd)
plugin=$top/plugin/rmarace.so
rtdir=$top/runtime
runs=${RUNS:-5}
mpirun=${MPIRUN:-mpirun}
mpicc=${MPICC:-mpicc}
mpifort=${MPIFORT:-mpifort}
cflags=${BENCH_CFLAGS:--O2}
large=${LARGE_TU_FUNCS:-1000}
out=$here/build
mkdir -p "$out"
# Fortran module files land in the current directory: keep them here.
cd "$out"
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
export OMPI_MCA_rmaps_base_oversubscribe=1

# The benchmarks: name, source, ranks, arguments, environment of the
# runs (VAR=VALUE,..., or - for none).
benchmarks="stencil2d stencil2d.c 2 4000_20 -
tracer_adv tracer_adv.f90 2 200_200_50_20 -
tracer_adv tracer_adv.f90 4 200_200_50_20 -
unstructured unstructured.c 2 64_64_64_400 OMP_NUM_THREADS=2,OMP_WAIT_POLICY=passive"
variants="plain all fast"

now () { date +%s.%N; }
elapsed () { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", b - a }'; }

compiler_for () {
  case $1 in
    *.c) echo "$mpicc" ;;
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

# build SRC NAME VARIANT: writes $out/NAME-VARIANT, its plugin statistics
# in .stats and its compile time in seconds in .ctime.
build () {
  src=$1 name=$2 variant=$3
  cc=$(compiler_for "$src")
  extra=$(flags_for "$src")
  exe=$out/$name-$variant
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
  $cc $cflags $extra -g -o "$exe" "$here/$src" "$@" 2>"$exe.stats"
  elapsed "$t0" "$(now)" >"$exe.ctime"
}

# The compile time of SRC (object only) without and with the plugin, as
# "PLAIN WITH" seconds, the better of two tries each.
# Compile times of SRC, best of two: without the plugin, with it, and
# with only its compile-time check (instrument=no).
compile_times () {
  src=$1
  cc=$(compiler_for "$src")
  extra=$(flags_for "$src")
  best0=; best1=; best2=
  # shellcheck disable=SC2086
  for try in 1 2; do
    t0=$(now); $cc $cflags $extra -c -o "$out/ct.o" "$src"; t1=$(now)
    $cc $cflags $extra -c -o "$out/ct.o" -fplugin="$plugin" "$src" 2>/dev/null
    t2=$(now)
    $cc $cflags $extra -c -o "$out/ct.o" -fplugin="$plugin" \
      -fplugin-arg-rmarace-instrument=no "$src" 2>/dev/null
    t3=$(now)
    a=$(elapsed "$t0" "$t1"); b=$(elapsed "$t1" "$t2"); c=$(elapsed "$t2" "$t3")
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

median () { sort -n | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else printf "%.4f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

loadavg=$(cut -d' ' -f1-3 /proc/loadavg)
echo "Building (${cflags}) ..."
for src in $(echo "$benchmarks" | awk '{ print $2 }' | sort -u); do
  name=${src%.*}
  for v in $variants; do
    build "$src" "$name" "$v"
  done
done

echo "$benchmarks" | while read -r name src np args envs; do
  args=$(echo "$args" | tr _ ' ')
  runenv=$(env_args "$envs")
  tag=$name-np$np
  for v in $variants; do : >"$out/$tag-$v.times"; done
  i=1
  while [ "$i" -le "$runs" ]; do
    for v in $variants; do
      log=$out/$tag-$v.run$i
      if [ "$i" = 1 ] && [ "$v" != plain ]; then
	opts=stats=1
      else
	opts=
      fi
      # shellcheck disable=SC2086
      if ! env RMARACE_OPTIONS="$opts" $runenv $mpirun -np "$np" \
	   "$out/$name-$v" $args </dev/null >"$log" 2>&1; then
	echo "FAIL: $tag $v run $i exited non-zero (see $log)" >&2
	exit 1
      fi
      if grep -q "WARNING: rmarace" "$log"; then
	echo "FAIL: $tag $v run $i reported a race (see $log)" >&2
	exit 1
      fi
      awk '$1 == "time" { print $2 }' "$log" >>"$out/$tag-$v.times"
      awk '$1 == "checksum" { print $2 }' "$log" >"$out/$tag-$v.sum"
    done
    i=$((i + 1))
  done
  for v in $variants; do
    if ! cmp -s "$out/$tag-plain.sum" "$out/$tag-$v.sum"; then
      echo "FAIL: $tag $v checksum $(cat "$out/$tag-$v.sum") differs from" \
	"plain $(cat "$out/$tag-plain.sum")" >&2
      exit 1
    fi
  done
done

ctimes=$out/compile-times
: >"$ctimes"
for src in $(echo "$benchmarks" | awk '{ print $2 }' | sort -u); do
  echo "${src%.*} $(compile_times "$here/$src")" >>"$ctimes"
done
if [ "$large" -gt 0 ] && [ -f "$here/gen-large-tu.sh" ]; then
  sh "$here/gen-large-tu.sh" "$large" "$out/large-tu.c"
  echo "large-tu($large) $(compile_times "$out/large-tu.c")" >>"$ctimes"
fi

table=$out/table.md
{
  echo "| benchmark | ranks | variant | median s | ratio | sites | tree nodes/depth/checked | compile ratio |"
  echo "|---|---|---|---|---|---|---|---|"
  echo "$benchmarks" | while read -r name src np args envs; do
    tag=$name-np$np
    # Ranks, times the OpenMP threads of each.
    thr=$(env_args "$envs" | tr ' ' '\n' | sed -n 's/^OMP_NUM_THREADS=//p')
    ranks=$np${thr:+x$thr}
    base=$(median <"$out/$tag-plain.times")
    ct=$(awk -v n="$name" '$1 == n { printf "%.2f (check only %.2f)", $3 / $2, $4 / $2 }' "$ctimes")
    for v in $variants; do
      med=$(median <"$out/$tag-$v.times")
      ratio=$(awk -v a="$med" -v b="$base" 'BEGIN { printf "%.2f", a / b }')
      if [ "$v" = plain ]; then
	s=-; tr=-; c=1.00
      else
	s=$(sites "$out/$name-$v.stats"); tr=$(tree_stats "$out/$tag-$v.run1")
	c=$( [ "$v" = fast ] && echo "$ct" || echo "-")
      fi
      echo "| $name | $ranks | $v | $med | $ratio | $s | $tr | $c |"
    done
  done
  awk '$1 ~ /^large-tu/ { printf "| %s | - | fast | compile %.2f s | - | - | - | %.2f (check only %.2f) |\n", $1, $3, $3 / $2, $4 / $2 }' "$ctimes"
} >"$table"

{
  echo "# rmarace benchmark results"
  echo
  echo "Produced by \`make bench\` (bench/run-bench.sh) on $(date -u +%Y-%m-%d)."
  echo
  echo "- machine: $(nproc) cores, $(awk -F': ' '/model name/ { print $2; exit }' /proc/cpuinfo)"
  echo "- compiler: $($mpicc --version | head -1), flags $cflags -g"
  echo "- MPI: $($mpirun --version 2>/dev/null | head -1)"
  echo "- $runs runs per variant, interleaved; median of the programs' own timed loop"
  echo "- load average when it started: $loadavg (other jobs share the machine: ratios are noisier than the medians suggest)"
  echo
  echo "Variants: plain (no plugin, no runtime), all (every load and store"
  echo "instrumented, active-flag guard only: the reference approach), fast"
  echo "(the default: filters, loop ranges, bounds guard).  sites: runtime"
  echo "calls emitted per access + loop-range records (r).  tree: the"
  echo "runtime's largest window tree (nodes/depth) and accesses checked,"
  echo "summed over windows and ranks.  compile ratio: compile time with the"
  echo "plugin over without (object only, better of two); check only: with"
  echo "the compile-time race check alone (instrument=no).  ranks: MPI"
  echo "processes, xN: each runs N OpenMP threads (OMP_WAIT_POLICY=passive)."
  echo
  cat "$table"
} >"$here/results.md"
cat "$table"
echo "Written to $here/results.md"
