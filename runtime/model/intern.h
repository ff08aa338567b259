/* intern.h -- one copy of each source location string.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

#ifndef RMARACE_INTERN_H
#define RMARACE_INTERN_H

#include <stddef.h>

/* The one live copy of the LEN bytes at S, as a C string; it lives until
   the process ends, so records may keep the pointer.  */
const char *rr_intern (const char *s, size_t len);

#endif /* RMARACE_INTERN_H */
