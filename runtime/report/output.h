/* output.h -- whole lines in one write.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

#ifndef RMARACE_OUTPUT_H
#define RMARACE_OUTPUT_H

#include <stddef.h>

/* Write the LEN bytes of TEXT, whole lines, to the stream OUT (a FILE *)
   with as few write calls as the system allows (one up to PIPE_BUF
   bytes): the launcher forwards each process's output as it comes, and
   lines of other processes or threads must not land in the middle of
   one.  */
void rr_write_text (void *out, const char *text, size_t len);

#endif /* RMARACE_OUTPUT_H */
