#!/bin/bash
# prk-cc.sh PRK_SOURCE RMARACE_TREE|plain -- what the whole build of the
# ParRes Kernels' MPIRMA and MPISHM kernels costs GCC, in millions of
# instructions (callgrind, cc1 + as), built as a user builds it: PRK's
# own common/make.defs (from make.defs.gcc, with MPICC=mpicc $(RMARACE_CC))
# and -fplugin added by RMARACE_CC.  PRK_SOURCE is a checkout of
# github.com/ParRes/Kernels; it is copied, never changed.
set -e
src=$1; tree=$2
d=$(mktemp -d "${TMPDIR:-/tmp}/prkcc.XXXXXX")
trap 'rm -rf "$d"' EXIT
cp -a "$src" "$d/src"; cd "$d/src"
if [ "$tree" = plain ]; then extra=; libs=-lm; else
  extra="-fplugin=$tree/plugin/rmarace.so"
  libs="-lm -L$tree/runtime -Wl,-rpath,$tree/runtime -lrmarace"
fi
valgrind --tool=callgrind --trace-children=yes --callgrind-out-file="$d/cg.%p" \
  make allmpirma allmpishm RMARACE_CC="$extra" LIBS="$libs" > build.log 2>&1
tot=0
for f in "$d"/cg.*; do
  if grep -q '^cmd:.*/\(cc1\|as\) ' "$f" || grep -q '^cmd: *\(as\|.*/as\) ' "$f"; then
    n=$(sed -n 's/^summary: //p' "$f"); tot=$((tot + n))
  fi
done
echo "PRK build: $((tot / 1000000))M instructions (cc1 + as)"
