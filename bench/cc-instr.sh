#!/bin/bash
# cc-instr.sh COMPILER SRC [FLAGS...] -- what one compile costs GCC, in
# millions of instructions (callgrind): cc1, cc1plus or f951, plus as.
# Independent of the machine's load, unlike the compile times of
# run-bench.sh.  E.g., from the top of the tree:
#   bench/cc-instr.sh mpicxx bench/md.cc -O2 -g -I bench -fplugin=$PWD/plugin/rmarace.so
set -e
cc=$1; src=$2; shift 2
d=$(mktemp -d "${TMPDIR:-/tmp}/ccinstr.XXXXXX")
trap 'rm -rf "$d"' EXIT
valgrind --tool=callgrind --trace-children=yes --callgrind-out-file="$d/cg.%p" \
  "$cc" -c "$src" -o "$d/out.o" "$@" > "$d/log" 2>&1 || { cat "$d/log"; exit 1; }
tot=0
for f in "$d"/cg.*; do
  if grep -q '^cmd:.*\(cc1\|cc1plus\|f951\) \|^cmd: *\(/[^ ]*/\)\?as ' "$f"; then
    n=$(sed -n 's/^summary: //p' "$f"); tot=$((tot + n))
  fi
done
echo "$src: $((tot / 1000000))M instructions"
