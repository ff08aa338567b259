/* flags.h -- the runtime's options.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

#ifndef RMARACE_FLAGS_H
#define RMARACE_FLAGS_H

struct rr_flags
{
#define RR_FLAG_int(NAME) int NAME;
#define RR_FLAG_str(NAME) const char *NAME;
#define RR_FLAG(TYPE, NAME, DEFAULT, DESC) RR_FLAG_##TYPE (NAME)
#include "flags.def"
#undef RR_FLAG
#undef RR_FLAG_int
#undef RR_FLAG_str
};

extern struct rr_flags rr_flags;

/* Set the defaults, then parse RMARACE_OPTIONS ("name=value" items
   separated by ':', ',' or spaces).  Unknown names are reported once and
   ignored: an option never makes the program fail.  */
void rr_flags_init (void);

#endif /* RMARACE_FLAGS_H */
