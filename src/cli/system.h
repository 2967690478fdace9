/* system.h -- what every file of the ksum front end includes.

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

#ifndef KSUM_SYSTEM_H
#define KSUM_SYSTEM_H

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <locale.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

#include "gettext.h"
#define _(msgid) gettext (msgid)
#define N_(msgid) msgid

#include "error.h"
#include "progname.h"
#include "quote.h"
#include "quotearg.h"
#include "xalloc.h"

#define STREQ(a, b) (strcmp (a, b) == 0)
/* A file name in a diagnostic, quoted as coreutils does: shell-style
   where needed, with colons quoted too.  */
#define quotef(arg) \
  quotearg_n_style_colon (0, shell_escape_quoting_style, arg)
/* ... and always quoted, where the name is not at the start.  */
#define quoteaf(arg) \
  quotearg_style (shell_escape_always_quoting_style, arg)
#define quoteaf_n(n, arg) \
  quotearg_n_style (n, shell_escape_always_quoting_style, arg)

#ifdef _WIN32
/* Native Windows: the program name (in messages, and for dispatch)
   without directory or ".exe", the name ARG is also set to
   (windows.c).  */
char *windows_program_name (char *argv0);
# define set_program_name(arg) \
  (set_program_name) ((arg) = windows_program_name (arg))
/* Whether a read of descriptor FD would not wait (there is no poll).  */
bool windows_input_ready (int fd);
/* A write to a pipe whose reader has gone fails with EINVAL there, and
   fflush and fclose leave it to the caller: these end the program by
   SIGPIPE instead, as a POSIX system does (gnulib's sigpipe module and
   gl/lib/stdio-write.c.diff do it for printf, fputs, fwrite...).  */
void windows_check_pipe (int fd);
int windows_fflush (FILE *stream);
void windows_close_stdout (void);
# undef fflush
# define fflush windows_fflush
# define close_stdout windows_close_stdout
#endif

/* Spelt as in gnulib's argmatch.h, which defines it too.  */
#define ARRAY_CARDINALITY(Array) (sizeof (Array) / sizeof *(Array))

/* Print the --help text (STATUS 0) or the "Try --help" hint, and exit
   with STATUS.  As in coreutils' system.h.  */
_Noreturn void usage (int status);

#endif /* KSUM_SYSTEM_H */
