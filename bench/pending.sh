#!/bin/sh
# pending.sh -- what one flush and one wait cost against the operations
# pending.
# Copyright (C) 2026 The rmarace authors.
# This file is part of rmarace, free software under the GNU GPL v3 or later;
# see the file COPYING.
#
# Usage: pending.sh [TOP [RUNTIME_DIR]]   (make -C bench pending)
# Then windows.c: the same calls with N windows (NWS, default 1000 2000
# 4000: each costs Open MPI about 150 KB; "-" for none), of which the
# oldest is used; see the second table below.  Then winfree.c: N
# windows (NFS, default 250 500 1000) used once each and freed, the
# third table.  Then runs.c: checks against a run of K atomics (NKS,
# default 1000 4000; "-" for none), the fifth table.  Then threads.c:
# collectives while an idle thread lives (NMS rounds, default 50 400;
# "-" for none), the sixth table, and with a thread that learns every
# round (NLS rounds, default 50 400; "-" for none), the seventh, and
# with L threads that know only the first round's Get (NHS, default 1
# 16 64; "-" for none), the eighth.  Then deferred.c: notifications
# while K conflicts wait (NDS, default 250 1000; "-" for none), the
# ninth.  Then repeat_put.c: X rows put or got K times in one lock_all
# epoch (NXS, default 64 256 1024; NKS2, default 10 100; "-" for
# none), the tenth.
# Builds pending.c plain and with rmarace (linked with the runtime in
# RUNTIME_DIR, default TOP/runtime, to compare two runtimes), runs it on
# 2 ranks under callgrind for N = 1000, 4000, 16000 pending operations
# (NS to change, "-" for none; COLS to measure only some of the calls,
# see pair) and
# M = 200 flushes, and prints the instructions of one
# MPI_Win_flush of one target while N MPI_Get to another are pending,
# of one MPI_Wait of N MPI_Rget, and of one MPI_Accumulate and one
# MPI_Rput while the N of the same buffer before it are pending, of one
# MPI_Barrier (both ranks' instructions) while the N MPI_Get are
# pending, and of one MPI_Mrecv with N messages matched by MPI_Mprobe
# outstanding, each MPI's own and the runtime's
# included (callgrind --toggle-collect on the call: the runtime's
# wrapper, or plain, Open MPI's PMPI_ name its MPI_ name aliases).  In
# parentheses, the same without the event collector (rr_events_collect),
# which walks every record when the events made since its last run
# outnumber those it kept: amortised over the events made, but with N
# large one such walk among the M flushes weighs on their mean.  Instruction counts, not time: deterministic enough on a shared
# machine.

set -e
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "${1:-$here/..}" && pwd)
rtdir=${2:-$top/runtime}
out=$here/build
mkdir -p "$out"
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
mpicc=${MPICC:-mpicc}
mpirun=${MPIRUN:-mpirun}
m=200
for prog in pending windows winfree runs threads deferred repeat_put; do
  $mpicc -O2 -g -pthread -o "$out/$prog-plain" "$here/$prog.c"
  $mpicc -O2 -g -pthread -fplugin="$top/plugin/rmarace.so" -o "$out/$prog-rmarace" \
    "$here/$prog.c" -L"$rtdir" -Wl,-rpath,"$rtdir" -lrmarace
done

# The instructions collected in FN by callgrind, divided by CALLS (rank 0
# makes them all), and the same without the event collector (or without
# the function EXCLUDE), on NP ranks (2).
per_call () {
  prog=$1 n=$2 fn=$3 calls=$4 exclude=${5:-rr_events_collect}
  rm -f "$out"/pending-cg.*
  $mpirun --oversubscribe -np ${np:-2} valgrind -q --tool=callgrind \
    --toggle-collect="$fn" --callgrind-out-file="$out/pending-cg.%p" \
    "$prog" "$n" "$m" $extra > /dev/null
  total=$(cat "$out"/pending-cg.* | awk '/^summary:/ { s += $2 } END { print s }')
  gc=0
  for f in "$out"/pending-cg.*; do
    g=$(callgrind_annotate --inclusive=yes "$f" 2>/dev/null \
	| awk -v x=":$exclude " 'index ($0, x) { gsub (",", "", $1); print $1; exit }')
    gc=$((gc + ${g:-0}))
  done
  awk -v t="$total" -v g="$gc" -v c="$calls" \
    'BEGIN { printf "%.0f (%.0f)", t / c, (t - g) / c }'
  rm -f "$out"/pending-cg.*
}

# One column pair (plain, rmarace) for the call FN (PMPI_FN plain, MPI_FN
# instrumented; FN itself if it starts with a lower-case letter: one of
# pending.c) with CALLS calls, or "- | -" when COL is not among COLS
# (default all of them).
pair () {
  col=$1 n=$2 fn=$3 calls=$4
  case $fn in
    [a-z]*) pfn=$fn rfn=$fn ;;
    *) pfn=PMPI_$fn rfn=MPI_$fn ;;
  esac
  case " ${COLS:-flush wait acc rput barrier mrecv} " in
    *" $col "*)
      p=$(per_call "$out/pending-plain" "$n" "$pfn" "$calls")
      r=$(per_call "$out/pending-rmarace" "$n" "$rfn" "$calls")
      echo "$p | $r" ;;
    *) echo "- | -" ;;
  esac
}

echo "| N pending | flush plain | flush rmarace | wait plain | wait rmarace | acc of one buffer plain | rmarace | rput of one buffer plain | rmarace | barrier plain | rmarace | mrecv plain | rmarace |"
echo "|---|---|---|---|---|---|---|---|---|---|---|---|---|"
for n in ${NS:-1000 4000 16000}; do
  [ "$n" = - ] && break
  echo "| $n | $(pair flush "$n" Win_flush "$m") | $(pair wait "$n" Wait "$n") \
| $(pair acc "$n" Accumulate "$n") | $(pair rput "$n" Rput "$n") \
| $(pair barrier "$n" barriers "$m") | $(pair mrecv "$n" Mrecv "$n") |"
done

# Windows: windows.c on one rank (its windows are over MPI_COMM_SELF)
# with N windows, instructions per round of one store to the oldest
# window and MPI_Win_sync of it (stores), and of one MPI_Get from it and
# MPI_Win_flush (gets); in parentheses without the runtime's polling
# (rr_notify_poll_locked: one MPI_Iprobe, at every MPI_Win_sync and
# every 16th RMA call; it was one per window before 2026-11-27).
echo
echo "| N windows | store+sync plain | store+sync rmarace | get+flush plain | get+flush rmarace |"
echo "|---|---|---|---|---|"
for n in ${NWS:-1000 2000 4000}; do
  [ "$n" = - ] && break
  row="| $n"
  for fn in stores gets; do
    p=$(np=1 per_call "$out/windows-plain" "$n" "$fn" "$m" rr_notify_poll_locked)
    r=$(np=1 per_call "$out/windows-rmarace" "$n" "$fn" "$m" rr_notify_poll_locked)
    row="$row | $p | $r"
  done
  echo "$row |"
done

# Barriers among many windows: windows.c again, instructions per round
# of one load from the oldest window and one MPI_Barrier (barriers), and
# of one MPI_Get to the other rank and MPI_Win_flush while a second
# thread is alive (thread_gets, on 2 ranks: rank 0's instructions), in
# parentheses without the event collector.  The barrier visited every
# window before 2026-11-27 (a group difference each, to know whether the
# barrier's communicator spans it), and a completion with two threads
# raised its snapshot to every window's and communicator's count
# (rr_comm_process_counts); what is left is the copying of snapshots,
# which hold a token per window and communicator.
echo
echo "| N windows | load+barrier plain | load+barrier rmarace | get+flush, 2 threads, plain | rmarace |"
echo "|---|---|---|---|---|"
for n in ${NWS:-1000 2000 4000}; do
  [ "$n" = - ] && break
  p=$(np=1 per_call "$out/windows-plain" "$n" barriers "$m")
  r=$(np=1 per_call "$out/windows-rmarace" "$n" barriers "$m")
  tp=$(np=2 per_call "$out/windows-plain" "$n" thread_gets "$m")
  tr=$(np=2 per_call "$out/windows-rmarace" "$n" thread_gets "$m")
  echo "| $n | $p | $r | $tp | $tr |"
done

# Many windows used and freed: winfree.c on one rank with N windows over
# MPI_COMM_WORLD, one round of lock, Put, unlock on each, then all freed:
# instructions per MPI_Win_unlock and per MPI_Win_free (plain: PMPI_).
# Each should not grow with N (both were O(N) before 2026-11-27: every
# send walked every window, every poll probed every window).
echo
echo "| N windows | unlock plain | unlock rmarace | free plain | free rmarace |"
echo "|---|---|---|---|---|"
# The instructions collected in FN by callgrind on one rank of PROG with
# N windows, divided by N.
winfree_call () {
  prog=$1 n=$2 fn=$3
  rm -f "$out"/winfree-cg.*
  $mpirun --oversubscribe -np 1 valgrind -q --tool=callgrind \
    --toggle-collect="$fn" --callgrind-out-file="$out/winfree-cg.%p" \
    "$prog" "$n" 1 > /dev/null
  cat "$out"/winfree-cg.* | awk -v n="$n" \
    '/^summary:/ { s += $2 } END { printf "%.0f", s / n }'
  rm -f "$out"/winfree-cg.*
}
for n in ${NFS:-250 500 1000}; do
  [ "$n" = - ] && break
  row="| $n"
  for fn in Win_unlock Win_free; do
    row="$row | $(winfree_call "$out/winfree-plain" "$n" PMPI_$fn)"
    row="$row | $(winfree_call "$out/winfree-rmarace" "$n" MPI_$fn)"
  done
  echo "$row |"
done

# Checks against a run: runs.c on 2 ranks, rank 1 makes K flushed
# MPI_Fetch_and_op on one int of rank 0 (one record, a run), then rank 0
# reads it M times (1000, 4000), each read followed by MPI_Win_sync,
# where it is checked against the run (function reads, MPI_Win_sync
# included).  Each check finds the run's members ordered before the read;
# it made an event for the member it found until 2026-11-27 (rtsnap),
# which only the next completion or collective could collect, so checks
# with none between them (here rank 0 has no RMA call) grew the events
# without bound.  In parentheses without the collector.
echo
echo "| K atomics | M reads | read+sync plain | read+sync rmarace |"
echo "|---|---|---|---|"
for k in ${NKS:-1000 4000}; do
  [ "$k" = - ] && break
  for mm in 1000 4000; do
    p=$(m=$mm per_call "$out/runs-plain" "$k" reads "$mm")
    r=$(m=$mm per_call "$out/runs-rmarace" "$k" reads "$mm")
    echo "| $k | $mm | $p | $r |"
  done
done

# Collectives while idle threads live: threads.c on 1 rank with T = 2
# threads (one idle, which never learns the Gets complete), M rounds
# (NMS, default 50 400) of one MPI_Get, MPI_Win_flush and MPI_Barrier
# (function rounds).  The records the idle thread could still race with
# stay; every barrier judged them all again until 2026-11-28 (rtquad:
# they are parked till another thread learns something), and each Get
# visited every record of its location's neighbourhood (now runs).
# Instructions per round should not grow with M.
echo
echo "| M rounds | get+flush+barrier plain | rmarace |"
echo "|---|---|---|"
for mm in ${NMS:-50 400}; do
  [ "$mm" = - ] && break
  p=$(m=$mm np=1 per_call "$out/threads-plain" 2 rounds "$mm")
  r=$(m=$mm np=1 per_call "$out/threads-rmarace" 2 rounds "$mm")
  echo "| $mm | $p | $r |"
done

# The same with one more thread that meets the calling one at a pthread
# barrier after every flush (threads.c's L = 1): it learns every round.
# Until 2026-11-28 (rtpark) any other thread's learning woke every
# parked record, so each barrier judged them all again; now only a
# record's blocker (the idle thread, which learns nothing) can.
echo
echo "| M rounds | with a learning thread: plain | rmarace |"
echo "|---|---|---|"
for mm in ${NLS:-50 400}; do
  [ "$mm" = - ] && break
  p=$(m=$mm np=1 extra=1 per_call "$out/threads-plain" 2 rounds "$mm")
  r=$(m=$mm np=1 extra=1 per_call "$out/threads-rmarace" 2 rounds "$mm")
  echo "| $mm | $p | $r |"
done

# And with L threads that meet the calling one after the first round
# only (threads.c's R = 1), M = 200: they know the first Get's buffer
# is free, the idle thread does not, so it stays pending, at the head of
# the calling thread's queue (pending.c), and every flush asked the L
# threads again whether they know it, until 2026-11-28 (rtpark: the
# "no" is kept while its blocker, the idle thread, learns nothing).
echo
echo "| L threads that know | get+flush+barrier plain | rmarace |"
echo "|---|---|---|"
for l in ${NHS:-1 16 64}; do
  [ "$l" = - ] && break
  p=$(np=1 extra="$l 1" per_call "$out/threads-plain" 2 rounds 200)
  r=$(np=1 extra="$l 1" per_call "$out/threads-rmarace" 2 rounds 200)
  echo "| $l | $p | $r |"
done

# Notifications while conflicts wait: deferred.c on 2 ranks, K
# conflicts deferred on rank 0 (each orders a put of rank 1, which has
# an idle thread, before a store by collective counts, which a
# correction could still undo, till the next barrier) while M = 200
# more notifications arrive.  The whole run under callgrind (no
# toggle): rank 0's rr_check_deferred, its calls (one per notification
# received and per delivery point) and its inclusive instructions per
# call.  Every call judged every waiting conflict until 2026-11-28
# (rtlog); now only those made since or whose completion changed.
# "CALLS INCLUSIVE" of the function FN (file:FN) in the callgrind file F.
fn_calls () {
  callgrind_annotate --inclusive=yes --tree=caller --threshold=100 "$1" \
      2>/dev/null \
    | awk -v fn="$2" '
	/^$/ { n = 0; next }
	/ < / { c = $0; sub (/.* \(/, "", c); sub (/x\).*/, "", c)
		gsub (",", "", c); n += c; next }
	/ \* / { if ($0 ~ (":" fn "( |$)")) { i = $1; gsub (",", "", i)
				       print n, i; exit }
		 n = 0 }'
}
echo
echo "| K conflicts | rr_check_deferred calls, rank 0 | instructions per call |"
echo "|---|---|---|"
for k in ${NDS:-250 1000}; do
  [ "$k" = - ] && break
  rm -f "$out"/deferred-cg.*
  $mpirun --oversubscribe -np 2 valgrind -q --tool=callgrind \
    --callgrind-out-file="$out/deferred-cg.%p" \
    "$out/deferred-rmarace" "$k" "$m" > /dev/null
  # Rank 0, which judges, makes the most calls.
  for f in "$out"/deferred-cg.*; do
    fn_calls "$f" rr_check_deferred
  done | sort -n | tail -1 \
    | awk -v k="$k" '{ printf "| %s | %s | %.0f |\n", k, $1, $2 / $1 }'
  rm -f "$out"/deferred-cg.*
done

# One RMA call repeated on the same bytes: repeat_put.c on 2 ranks, X
# rows of 128 doubles (an MPI_Type_vector) moved K times between rank
# 0's window rows and rank 1's in one lock_all epoch, each phase a
# function (accl: MPI_Accumulate + flush_local, getl: MPI_Get +
# flush_local, putf: MPI_Put + flush, getf: MPI_Get + flush, putl:
# MPI_Put + flush_local, racy, run with halt_on_error=0): rank 0's
# instructions per call in each, and rank 1's in apply_message (the
# records it receives and checks) per call of all phases.  Until
# 2026-11-28 (rtrepeat) rank 0 kept a record of its origin buffer (its
# window memory) per call and row till the next collective, and each
# call visited those of the calls before: the cost per call grew with
# K.  It should be flat in K, and grow with X by log X at most.
echo
echo "| X rows | K calls | accl plain | rmarace | getl plain | rmarace | putf plain | rmarace | getf plain | rmarace | putl plain | rmarace | target, per call |"
echo "|---|---|---|---|---|---|---|---|---|---|---|---|---|"
# The instructions per call of each phase of repeat_put (rank 0), then
# of apply_message (rank 1) per call.
repeat_calls () {
  prog=$1 x=$2 k=$3
  rm -f "$out"/repeat-cg.*
  RMARACE_OPTIONS=halt_on_error=0 $mpirun --oversubscribe -np 2 \
    valgrind -q --tool=callgrind --toggle-collect=accl --toggle-collect=getl \
    --toggle-collect=putf --toggle-collect=getf --toggle-collect=putl \
    --callgrind-out-file="$out/repeat-cg.%q{OMPI_COMM_WORLD_RANK}" \
    "$prog" "$x" "$k" 128 1 > /dev/null 2>&1 || true
  callgrind_annotate --inclusive=yes "$out/repeat-cg.0" 2>/dev/null \
    | awk -v k="$k" '/repeat_put\.c:(accl|getl|putf|getf|putl) / {
	n = $1; gsub (",", "", n); f = $3; sub (/.*:/, "", f); c[f] = n / k }
      END { printf "%.0f %.0f %.0f %.0f %.0f", c["accl"], c["getl"],
	    c["putf"], c["getf"], c["putl"] }'
  callgrind_annotate --inclusive=yes "$out/repeat-cg.1" 2>/dev/null \
    | awk -v k="$k" '/:apply_message / { n = $1; gsub (",", "", n) }
      END { printf " %.0f\n", n / (5 * k) }'
  rm -f "$out"/repeat-cg.*
}
for x in ${NXS:-64 256 1024}; do
  [ "$x" = - ] && break
  for k in ${NKS2:-10 100}; do
    set -- $(repeat_calls "$out/repeat_put-plain" "$x" "$k")
    p1=$1 p2=$2 p3=$3 p4=$4 p5=$5
    set -- $(repeat_calls "$out/repeat_put-rmarace" "$x" "$k")
    echo "| $x | $k | $p1 | $1 | $p2 | $2 | $p3 | $3 | $p4 | $4 | $p5 | $5 | $6 |"
  done
done
