# Makefile for rmarace -- a data-race checker for MPI one-sided programs.
# Copyright (C) 2026 The rmarace authors.
# This file is part of rmarace, free software under the GNU GPL v3 or later;
# see the file COPYING.
#
# One non-recursive GNU Makefile.  Targets:
#   all (default)  plugin/rmarace.so, runtime/librmarace.so and .a
#   check          the DejaGnu testsuite; ends with "N passed, N failed"
#                  (JOBS=N runtest processes at once, default one a core)
#   check-run      the C, Fortran and RMA run tests only, once
#   demo           build and run the shipped racy example
#   bench          the benchmarks (README.md, "Cost"; bench/results.md)
#   doc            the manual (info, HTML) and the man page rmarace(7)
#   install / uninstall   honour DESTDIR, PREFIX, LIBDIR, PLUGINDIR,
#                  INCLUDEDIR, DATADIR
#   clean

CC      ?= gcc
CXX     ?= g++

# The MPI to build and test against: openmpi (the default) or mpich
# (Debian's MPICH; Intel MPI, Cray MPICH and MVAPICH are MPICH too).
# It picks the compiler wrappers and the launcher; MPICC, MPICXX,
# MPIFORT and MPIRUN still override each one.  What differs inside the
# runtime is found from <mpi.h> itself (runtime/intercept/mpi-compat.h).
MPI ?= openmpi
ifeq ($(MPI),openmpi)
MPICC   ?= mpicc
MPICXX  ?= mpicxx
MPIFORT ?= mpifort
MPIRUN  ?= mpirun
else ifeq ($(MPI),mpich)
MPICC   ?= mpicc.mpich
MPICXX  ?= mpicxx.mpich
MPIFORT ?= mpifort.mpich
MPIRUN  ?= mpiexec.mpich
else
$(error MPI=$(MPI): rmarace knows MPI=openmpi and MPI=mpich)
endif

# GCC's plugin directory: where -fplugin=rmarace looks for rmarace.so, and
# where the headers to build against live.  The plugin must be built for
# the very GCC that will load it, so ask that compiler.
GCC_PLUGIN_DIR := $(shell $(CC) -print-file-name=plugin)

PREFIX    ?= /usr/local
LIBDIR    ?= $(PREFIX)/lib
INCLUDEDIR ?= $(PREFIX)/include
PLUGINDIR ?= $(GCC_PLUGIN_DIR)
DATADIR   ?= $(PREFIX)/share
INFODIR   ?= $(DATADIR)/info
MANDIR    ?= $(DATADIR)/man
HTMLDIR   ?= $(DATADIR)/doc/rmarace
PKGCONFIGDIR ?= $(LIBDIR)/pkgconfig
MAKEINFO  ?= makeinfo
DESTDIR   ?=

VERSION := 0.1

CXXFLAGS ?= -O2 -g
CFLAGS   ?= -O2 -g
PLUGIN_CXXFLAGS := $(CXXFLAGS) -fPIC -fno-rtti -fno-exceptions -Wall \
  -Wno-literal-suffix -I$(GCC_PLUGIN_DIR)/include -Iruntime/entry \
  -DRMARACE_VERSION=\"$(VERSION)\"
# The runtime's folders show its layers (doc/architecture.md): entry/ (what
# the plugin's instrumentation calls), intercept/ (MPI, OpenMP, pthreads),
# model/ (clocks, windows, the access records), report/; init and flags at
# the top.  Every folder is on the include path, so #include "name.h"
# needs no folder.  Objects go next to their sources.
RUNTIME_DIRS := runtime $(patsubst %/,%,$(sort $(dir $(wildcard runtime/*/*.[ch]))))
RUNTIME_CFLAGS := $(CFLAGS) -std=c11 -D_GNU_SOURCE -fPIC -pthread -Wall \
  -Wextra -Wno-unused-parameter -DRMARACE_VERSION=\"$(VERSION)\" \
  $(addprefix -I,$(RUNTIME_DIRS))

PLUGIN_SRCS  := $(sort $(wildcard plugin/*.cc))
PLUGIN_OBJS  := $(PLUGIN_SRCS:.cc=.o)
# The MPI entry points, C and Fortran, the report names of the RMA
# operations and the compile-time check's list of calls are made from one
# table, runtime/intercept/mpi-calls.def (its header says what each
# generated file holds).
MPI_CALLS_GEN_SRCS := runtime/intercept/mpi-c-gen.c \
  runtime/intercept/mpi-fortran-gen.c
MPI_CALLS_GEN_HDRS := runtime/intercept/mpi-calls-gen.h \
  runtime/intercept/mpi-msgbufs-gen.h \
  runtime/model/mpi-ops-gen.inc plugin/mpi-calls-gen.inc \
  plugin/request-calls-gen.inc plugin/mpi-expose-gen.inc \
  plugin/mpi-sites-gen.inc
MPI_CALLS_GEN := $(MPI_CALLS_GEN_SRCS) $(MPI_CALLS_GEN_HDRS)
RUNTIME_SRCS := $(sort $(filter-out $(MPI_CALLS_GEN_SRCS), \
  $(wildcard runtime/*.c runtime/*/*.c)) $(MPI_CALLS_GEN_SRCS))
RUNTIME_OBJS := $(RUNTIME_SRCS:.c=.o)

MPI_CONFIG := mpi-config.exp
PLUGIN  := plugin/rmarace.so
RUNTIME_SO := runtime/librmarace.so
RUNTIME_A  := runtime/librmarace.a

.PHONY: all check check-run demo bench doc install uninstall clean FORCE
all: $(PLUGIN) $(RUNTIME_SO) $(RUNTIME_A) $(MPI_CONFIG)

$(PLUGIN): $(PLUGIN_OBJS)
	$(CXX) -shared -o $@ $^

plugin/%.o: plugin/%.cc $(wildcard plugin/*.h) runtime/entry/rmarace_interface.h
	$(CXX) $(PLUGIN_CXXFLAGS) -c -o $@ $<

# The predefined datatypes of the MPI that MPICC and MPIFORT belong to,
# with their sizes, for the compile-time check: two probes print them
# (plugin/mpi-datatypes.def says how; neither calls MPI, so neither needs
# mpirun).  When a probe cannot be built or run, its list stays empty and
# the check is silent on those datatypes.  plugin/mpi.stamp changes when
# MPICC or MPIFORT does, so the lists follow the MPI chosen.
MPI_DATATYPES := plugin/mpi-datatypes-c.inc plugin/mpi-datatypes-f.inc
MPI_PROBES := plugin/gen-mpi-datatypes-c plugin/gen-mpi-datatypes-f

plugin/mpi-calls.o: $(MPI_DATATYPES) plugin/mpi-calls-gen.inc \
  plugin/mpi-sites-gen.inc

MPI_CALLS_TABLE := runtime/intercept/mpi-calls.def \
  runtime/intercept/gen-mpi-calls.awk
gen_mpi_calls = awk -v what=$(1) -f runtime/intercept/gen-mpi-calls.awk \
  runtime/intercept/mpi-calls.def > $@.tmp && mv $@.tmp $@
runtime/intercept/mpi-calls-gen.h: $(MPI_CALLS_TABLE)
	$(call gen_mpi_calls,header)
runtime/intercept/mpi-msgbufs-gen.h: $(MPI_CALLS_TABLE)
	$(call gen_mpi_calls,msgbufs)
runtime/intercept/mpi-c-gen.c: $(MPI_CALLS_TABLE)
	$(call gen_mpi_calls,c)
runtime/intercept/mpi-fortran-gen.c: $(MPI_CALLS_TABLE)
	$(call gen_mpi_calls,fortran)
runtime/model/mpi-ops-gen.inc: $(MPI_CALLS_TABLE)
	$(call gen_mpi_calls,ops)
plugin/mpi-calls-gen.inc: $(MPI_CALLS_TABLE)
	$(call gen_mpi_calls,plugin)
plugin/request-calls-gen.inc: $(MPI_CALLS_TABLE)
	$(call gen_mpi_calls,requests)
plugin/request-calls.o: plugin/request-calls-gen.inc
plugin/mpi-expose-gen.inc: $(MPI_CALLS_TABLE)
	$(call gen_mpi_calls,expose)
plugin/mpi-expose.o: plugin/mpi-expose-gen.inc
plugin/mpi-sites-gen.inc: $(MPI_CALLS_TABLE)
	$(call gen_mpi_calls,sites)

plugin/mpi.stamp: FORCE
	@echo '$(MPICC) $(MPIFORT)' | cmp -s - $@ \
	  || echo '$(MPICC) $(MPIFORT)' > $@

plugin/mpi-datatypes-c.inc: plugin/gen-mpi-datatypes.c \
  plugin/mpi-datatypes.def plugin/mpi.stamp
	if $(MPICC) -O -o plugin/gen-mpi-datatypes-c \
	     plugin/gen-mpi-datatypes.c \
	   && plugin/gen-mpi-datatypes-c > $@.tmp; then mv $@.tmp $@; \
	else rm -f $@.tmp; \
	  echo '/* $(MPICC) could not build or run the probe.  */' > $@; \
	  echo 'warning: no sizes of C MPI datatypes for the compile-time check' >&2; \
	fi

plugin/mpi-datatypes-f.inc: plugin/gen-mpi-datatypes.F90 \
  plugin/mpi-datatypes.def plugin/mpi.stamp
	if $(MPIFORT) -cpp -ffree-line-length-none \
	     -o plugin/gen-mpi-datatypes-f plugin/gen-mpi-datatypes.F90 \
	   && plugin/gen-mpi-datatypes-f > $@.tmp; then mv $@.tmp $@; \
	else rm -f $@.tmp; \
	  echo '/* $(MPIFORT) could not build or run the probe.  */' > $@; \
	  echo 'warning: no sizes of Fortran MPI datatypes for the compile-time check' >&2; \
	fi

FORCE:

# runtime/librmarace.map keeps the runtime's own symbols local, so that
# its internal calls bind directly (no PLT).
$(RUNTIME_SO): $(RUNTIME_OBJS) runtime/librmarace.map
	$(MPICC) -shared -pthread -Wl,--version-script=runtime/librmarace.map \
	  -o $@ $(RUNTIME_OBJS)

$(RUNTIME_A): $(RUNTIME_OBJS)
	rm -f $@
	ar rcs $@ $^

RUNTIME_HDRS := $(wildcard runtime/*.h runtime/*.def runtime/*/*.h \
  runtime/*/*.def) $(MPI_CALLS_GEN_HDRS)
runtime/%.o: runtime/%.c $(RUNTIME_HDRS) $(MPI_CONFIG)
	$(MPICC) $(RUNTIME_CFLAGS) -c -o $@ $<

# The build tree remembers which MPI it was built for: the testsuite reads
# this file (testsuite/lib/rmarace.exp) to compile and launch the tests
# with the same MPI, and the runtime is rebuilt when it changes.  Written
# only when its text changes, so that it does not rebuild every time.
$(MPI_CONFIG): FORCE
	@printf '%s\n' '# Written by make: the MPI this tree was built for.' \
	  'set rmarace_mpi_config(MPI) {$(MPI)}' \
	  'set rmarace_mpi_config(MPICC) {$(MPICC)}' \
	  'set rmarace_mpi_config(MPICXX) {$(MPICXX)}' \
	  'set rmarace_mpi_config(MPIFORT) {$(MPIFORT)}' \
	  'set rmarace_mpi_config(MPIRUN) {$(MPIRUN)}' > $@.tmp
	@if cmp -s $@.tmp $@; then rm -f $@.tmp; else mv $@.tmp $@; fi

# The manual and the man page.  The runtime options in both come from
# runtime/flags.def (doc/gen-options), the plugin arguments from the
# plugin's own help text: the same sources as help=1 and
# -fplugin-arg-rmarace-help.
DOCS := doc/rmarace.info doc/rmarace.html doc/rmarace.7
DOC_GENERATED := doc/gen-options doc/options.texi doc/options.man \
  doc/plugin-args.txt doc/plugin-args.man doc/version.texi
doc: $(DOCS)

doc/gen-options: doc/gen-options.c runtime/flags.def runtime/flags-words.h
	$(CC) -O -Wall -o $@ doc/gen-options.c

doc/options.texi: doc/gen-options
	doc/gen-options texi > $@

doc/options.man: doc/gen-options
	doc/gen-options man > $@

doc/plugin-args.txt: $(PLUGIN)
	$(CC) -fplugin=$(CURDIR)/$(PLUGIN) -fplugin-arg-rmarace-help -E -x c \
	  /dev/null -o /dev/null 2> $@.tmp
	sed -n '/^  /p' $@.tmp > $@
	rm -f $@.tmp

doc/plugin-args.man: doc/plugin-args.txt
	sed -e 's/\\/\\\\/g' -e 's/-/\\-/g' doc/plugin-args.txt > $@

doc/version.texi: Makefile
	echo "@set VERSION $(VERSION)" > $@

DOC_DEPS := doc/rmarace.texi doc/options.texi doc/plugin-args.txt \
  doc/version.texi
doc/rmarace.info: $(DOC_DEPS)
	$(MAKEINFO) -I doc -o $@ doc/rmarace.texi

doc/rmarace.html: $(DOC_DEPS)
	$(MAKEINFO) --html --no-split -I doc -o $@ doc/rmarace.texi

doc/rmarace.7: doc/rmarace.7.in doc/options.man doc/plugin-args.man
	sed -e 's/@VERSION@/$(VERSION)/' \
	  -e '/@PLUGIN_ARGS@/{r doc/plugin-args.man' -e 'd;}' \
	  -e '/@RUNTIME_OPTIONS@/{r doc/options.man' -e 'd;}' \
	  doc/rmarace.7.in > $@

# pkg-config --cflags --libs rmarace: the plugin by its installed path
# (PLUGINDIR may not be GCC's own), the runtime after the objects; the
# variable mpi names the MPI the runtime was built for (openmpi, mpich).
# Paths under PREFIX are written relative to ${prefix}, so that
# --define-variable=prefix=DIR finds a staged or unpacked tree.
pc_path = $(patsubst $(PREFIX)/%,$${prefix}/%,$(1))
define RMARACE_PC
prefix=$(PREFIX)
libdir=$(call pc_path,$(LIBDIR))
includedir=$(call pc_path,$(INCLUDEDIR))
plugindir=$(call pc_path,$(PLUGINDIR))

mpi=$(MPI)

Name: rmarace
Description: data-race checker for MPI one-sided programs (for $(MPI))
Version: $(VERSION)
Cflags: -fplugin=$${plugindir}/rmarace.so
Libs: -L$${libdir} -lrmarace
endef
export RMARACE_PC

# The testsuite: DejaGnu, then one summary line that CI reads.  The run
# tests go a second time, at -O2, with every load and store instrumented
# (instrument=all): the plugin's filters and loop ranges must not change
# a single verdict.
RUN_TESTS := rmarace.c/run.exp rmarace.fortran/run.exp rmarace.rma/rma.exp \
  rmarace.omp/omp.exp rmarace.msg/msg.exp
# CHECK_EXTRA_SUMS: more .sum files (another build's check-run, such as
# the MPICH one of .ci/run) counted in the summary line.
CHECK_EXTRA_SUMS ?=
# JOBS: how many runtest processes run at once, each its share of the
# tests (contrib/parallel-runtest); by default one per core.  Each pass
# still ends in testsuite/rmarace.sum and .log (and unfiltered/), merged.
JOBS ?= $(shell nproc 2>/dev/null || echo 1)
check: all doc
	sh contrib/parallel-runtest $(JOBS) testsuite \
	  RMARACE_BUILD=$(CURDIR) $(RUNTESTFLAGS)
	sh contrib/parallel-runtest $(JOBS) testsuite/unfiltered \
	  RMARACE_BUILD=$(CURDIR) \
	  RMARACE_TORTURE_OPTIONS=-O2 RMARACE_OMP_THREADS=2 \
	  RMARACE_PLUGIN_FLAGS=-fplugin-arg-rmarace-instrument=all \
	  $(RUN_TESTS) $(RUNTESTFLAGS)
	@sh contrib/test-summary testsuite/rmarace.sum \
	  testsuite/unfiltered/rmarace.sum $(CHECK_EXTRA_SUMS)

# The run tests of C, Fortran and RMA, once: what CI runs with the MPI
# that does not run the whole suite (make MPI=mpich check-run).
CHECK_RUN_TESTS := rmarace.c/run.exp rmarace.fortran/run.exp \
  rmarace.rma/rma.exp rmarace.msg/msg.exp
check-run: all
	sh contrib/parallel-runtest $(JOBS) testsuite \
	  RMARACE_BUILD=$(CURDIR) $(CHECK_RUN_TESTS) $(RUNTESTFLAGS)
	@sh contrib/test-summary testsuite/rmarace.sum

demo: all
	MPICC=$(MPICC) MPIRUN=$(MPIRUN) sh examples/run-demo

bench: all
	$(MAKE) -C bench

install: all doc
	install -d $(DESTDIR)$(PLUGINDIR) $(DESTDIR)$(LIBDIR) \
	  $(DESTDIR)$(INCLUDEDIR) $(DESTDIR)$(INFODIR) \
	  $(DESTDIR)$(MANDIR)/man7 $(DESTDIR)$(HTMLDIR) \
	  $(DESTDIR)$(PKGCONFIGDIR)
	install -m 644 doc/rmarace.info $(DESTDIR)$(INFODIR)/rmarace.info
	install -m 644 doc/rmarace.7 $(DESTDIR)$(MANDIR)/man7/rmarace.7
	install -m 644 doc/rmarace.html $(DESTDIR)$(HTMLDIR)/rmarace.html
	printf '%s\n' "$$RMARACE_PC" > $(DESTDIR)$(PKGCONFIGDIR)/rmarace.pc
	install -m 755 $(PLUGIN) $(DESTDIR)$(PLUGINDIR)/rmarace.so
	install -m 755 $(RUNTIME_SO) $(DESTDIR)$(LIBDIR)/librmarace.so
	install -m 644 $(RUNTIME_A) $(DESTDIR)$(LIBDIR)/librmarace.a
	install -m 644 runtime/entry/rmarace_interface.h \
	  $(DESTDIR)$(INCLUDEDIR)/rmarace_interface.h

uninstall:
	rm -f $(DESTDIR)$(PLUGINDIR)/rmarace.so \
	  $(DESTDIR)$(LIBDIR)/librmarace.so $(DESTDIR)$(LIBDIR)/librmarace.a \
	  $(DESTDIR)$(INCLUDEDIR)/rmarace_interface.h \
	  $(DESTDIR)$(INFODIR)/rmarace.info \
	  $(DESTDIR)$(MANDIR)/man7/rmarace.7 \
	  $(DESTDIR)$(HTMLDIR)/rmarace.html \
	  $(DESTDIR)$(PKGCONFIGDIR)/rmarace.pc

clean:
	rm -f $(PLUGIN) $(PLUGIN_OBJS) $(RUNTIME_SO) $(RUNTIME_A) \
	  $(RUNTIME_OBJS) $(DOCS) $(DOC_GENERATED) $(MPI_DATATYPES) \
	  $(MPI_PROBES) plugin/mpi.stamp $(MPI_CONFIG) $(MPI_CALLS_GEN)
	rm -rf testsuite/*.log testsuite/*.sum testsuite/tmp \
	  testsuite/shards testsuite/unfiltered
	-$(MAKE) -C bench clean 2>/dev/null
