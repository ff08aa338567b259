#!/bin/sh
# scale.sh -- the runtime's memory per process against the number of ranks.
# Copyright (C) 2026 The rmarace authors.
# This file is part of rmarace, free software under the GNU GPL v3 or later;
# see the file COPYING.
#
# Usage: scale.sh [TOP]   (make -C bench scale)
# Builds scale.c plain and with rmarace, runs both on 2, 4 ... 64 ranks
# (oversubscribed: one machine) and prints the mean peak resident size of
# a rank and the difference, which is what the runtime costs a process.

set -e
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "${1:-$here/..}" && pwd)
out=$here/build
mkdir -p "$out"
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
mpicc=${MPICC:-mpicc}
mpirun=${MPIRUN:-mpirun}
$mpicc -O2 -o "$out/scale-plain" "$here/scale.c"
$mpicc -O2 -fplugin="$top/plugin/rmarace.so" -o "$out/scale-rmarace" \
  "$here/scale.c" -L"$top/runtime" -Wl,-rpath,"$top/runtime" -lrmarace
echo "| ranks | plain KiB | rmarace KiB | runtime KiB |"
echo "|---|---|---|---|"
for np in ${RANKS:-2 4 8 16 32 64}; do
  a=$($mpirun --oversubscribe -np "$np" "$out/scale-plain" \
      | sed -n 's/.* mean //p')
  b=$($mpirun --oversubscribe -np "$np" "$out/scale-rmarace" 2>&1 \
      | sed -n 's/.* mean //p')
  echo "| $np | $a | $b | $((b - a)) |"
done
