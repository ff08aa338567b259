/* other-abi.c -- a stand-in for a runtime of another interface version
   (v1, the granule of 64 bytes), for ship.exp: built as librmarace.so, it must be refused by
   name, at link time and at load time.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

#include <stddef.h>
#include <stdint.h>

const char __rmarace_runtime_v1_link_with_lrmarace_after_objects = 1;
int __rmarace_active;
uintptr_t __rmarace_lo, __rmarace_hi;

void __rmarace_load (const void *addr, size_t size, const char *loc) { }
void __rmarace_store (const void *addr, size_t size, const char *loc) { }
void __rmarace_site (const char *loc) { }
