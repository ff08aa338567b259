/* buffer.h -- each thread's accesses, kept until it next takes the lock.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

#ifndef RMARACE_BUFFER_H
#define RMARACE_BUFFER_H

#include <stdint.h>

/* Keep the calling thread's load or store (KIND) of bytes LO .. HI - 1
   made at LOC until it next takes the lock.  */
void rr_buffer_access (int kind, uintptr_t lo, uintptr_t hi,
		       const char *loc);

/* Check the loads and stores the calling thread made since it last took
   the lock, with rr_check_local, merged.  Under the lock.  */
void rr_check_buffered (void);

#endif /* RMARACE_BUFFER_H */
