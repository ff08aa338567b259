/* flags.h -- the runtime's options.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

#ifndef RMARACE_FLAGS_H
#define RMARACE_FLAGS_H

struct rr_flags
{
#define RR_FLAG_bool(NAME) int NAME;
#define RR_FLAG_int(NAME) int NAME;
#define RR_FLAG_str(NAME) const char *NAME;
#define RR_FLAG_enum(NAME) const char *NAME;
#define RR_FLAG(TYPE, NAME, DEFAULT, DESC) RR_FLAG_##TYPE (NAME)
#include "flags.def"
#undef RR_FLAG
#undef RR_FLAG_bool
#undef RR_FLAG_int
#undef RR_FLAG_str
#undef RR_FLAG_enum
};

extern struct rr_flags rr_flags;

/* Set the defaults, then parse RMARACE_OPTIONS ("name=value" items
   separated by ':', ',' or spaces).  Unknown names and bad values are
   reported, with the allowed values, and ignored: an option never makes
   the program fail.  Then read the suppressions file, and with help=1
   list the options on world rank 0.  */
void rr_flags_init (void);

/* Print every option with its default and meaning on OUT (a FILE *).  */
void rr_flags_print_help (void *out);

#endif /* RMARACE_FLAGS_H */
