/* flags-words.h -- the allowed words of the enum options of flags.def.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.

   Shared by the runtime (flags.c) and the manual's generator
   (doc/gen-options.c).  */

#ifndef RMARACE_FLAGS_WORDS_H
#define RMARACE_FLAGS_WORDS_H

#include <string.h>

/* The allowed values of option NAME as "WORD|WORD", or NULL if it is not
   an enum.  */
static inline const char *
rr_flag_enum_words (const char *name)
{
#define RR_FLAG(TYPE, NAME, DEFAULT, DESC)
#define RR_ENUM(NAME, WORDS)			\
  if (strcmp (name, #NAME) == 0)		\
    return WORDS;
#include "flags.def"
#undef RR_ENUM
#undef RR_FLAG
  return NULL;
}

#endif /* RMARACE_FLAGS_WORDS_H */
