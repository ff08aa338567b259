/* alloc_helper.h -- the allocation helper of the stencil_helper benchmark.
   Copyright (C) 2026 The rmarace authors.
   This file is part of rmarace, free software under the GNU GPL v3 or later;
   see the file COPYING.  */

#ifndef ALLOC_HELPER_H
#define ALLOC_HELPER_H

#include <stddef.h>

/* A zeroed ROWS x COLS array of doubles, 64-byte aligned; exits if it
   cannot.  */
double *field_alloc (size_t rows, size_t cols);
void field_free (double *p);

#endif
