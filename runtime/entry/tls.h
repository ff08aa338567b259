/* tls.h -- the runtime's thread-local variables.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

#ifndef RMARACE_TLS_H
#define RMARACE_TLS_H

/* A thread-local of the runtime.  Initial-exec, as in the sanitizer
   runtimes: reading one is a load relative to the thread pointer, where
   the default model for a shared library calls __tls_get_addr on every
   access.  The model needs the library loaded with the program (its
   thread-locals then live in the static TLS block), which the runtime
   always is: it must come before MPI to interpose its calls, so it is
   linked or preloaded, never dlopen'ed.  */
#define RR_TLS __thread __attribute__ ((tls_model ("initial-exec")))

#endif /* RMARACE_TLS_H */
