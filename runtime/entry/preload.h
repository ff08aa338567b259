/* preload.h -- guard variables of objects built with
   -fplugin-arg-rmarace-runtime=optional (preload.c).
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

#ifndef RMARACE_PRELOAD_H
#define RMARACE_PRELOAD_H

/* Copy __rmarace_active, __rmarace_lo and __rmarace_hi to the registered
   objects' own copies: call after every change of them.  */
void rr_publish_guards (void);

#endif /* RMARACE_PRELOAD_H */
