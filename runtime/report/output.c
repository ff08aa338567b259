/* output.c -- whole lines in one write.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

#include <errno.h>
#include <stdio.h>
#include <unistd.h>
#include "output.h"

void
rr_write_text (void *stream, const char *text, size_t len)
{
  FILE *out = stream;
  /* Whatever the stream still buffers goes first, then TEXT bypasses the
     stream's buffer: stderr is unbuffered and would split it.  */
  fflush (out);
  int fd = fileno (out);
  while (len > 0)
    {
      ssize_t n = write (fd, text, len);
      if (n < 0 && errno == EINTR)
	continue;
      if (n <= 0)
	return;
      text += n;
      len -= n;
    }
}
