/* selftest.h -- ksum --selftest: known answers on every backend.

   Copyright (C) 2026 The ksum authors.

   This program is free software: you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version.

   This program is distributed in the hope that it will be useful,
   but WITHOUT ANY WARRANTY; without even the implied warranty of
   MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the
   GNU General Public License for more details.

   You should have received a copy of the GNU General Public License
   along with this program.  If not, see <https://www.gnu.org/licenses/>.  */

#ifndef KSUM_SELFTEST_H
#define KSUM_SELFTEST_H

/* Run the built-in known answers of every algorithm on every backend
   compiled in that this CPU can run, incrementally, in pieces and (tree
   modes) across threads.  Print one line per backend and a last line
   "N passed, N failed" on standard output, and each failure on standard
   error.  Return 0 if everything passed, else 1.  */
extern int ksum_selftest (void);

#endif /* KSUM_SELFTEST_H */
