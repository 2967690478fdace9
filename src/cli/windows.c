/* windows.c -- what native Windows (mingw-w64) needs of ksum's own.

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

/* Built only for native Windows (configure's KSUM_WINDOWS).  Everything
   else Windows lacks comes from gnulib (bootstrap.conf) or from
   configure (static linking); HACKING, "Windows", says what
   each is for.  */

#include <config.h>

/* Before system.h, which renames close_stdout to the function below.  */
#include "closeout.h"

#include "system.h"

#include <signal.h>

#include <io.h>
#include <windows.h>

#include "c-strcase.h"

/* Before main: standard input, output and error, and every file
   opened, in binary mode, so that no byte read is translated and every
   line written ends in LF, as on POSIX systems (a sums file is byte for
   byte the Linux one).  */
static void binary_mode (void) __attribute__ ((constructor));
static void
binary_mode (void)
{
  _fmode = _O_BINARY;
  _setmode (STDIN_FILENO, _O_BINARY);
  _setmode (STDOUT_FILENO, _O_BINARY);
  _setmode (STDERR_FILENO, _O_BINARY);
}

/* Return the program name in ARGV0, the name we were run by, as a
   POSIX system would give it: without its directory (either slash, or
   a drive letter) and without ".exe" in any case.  Windows gives the
   full name of the executable ("C:\bin\sha3-256sum.exe"), which would
   otherwise start every diagnostic.  ARGV0 is cut short in place, and
   the result points into it.  */
char *
windows_program_name (char *argv0)
{
  char *base = argv0;
  char *p;
  size_t len;

  for (p = argv0; *p; p++)
    if (*p == '/' || *p == '\\' || *p == ':')
      base = p + 1;
  len = strlen (base);
  if (4 < len && c_strcasecmp (base + len - 4, ".exe") == 0)
    base[len - 4] = '\0';
  /* gnulib's error () names the program after __argv[0]
     (getprogname), which main's ARGV may only copy.  */
  if (__argv)
    __argv[0] = base;
  return base;
}

/* Return true if a read of FD would not wait, as poll would say: a pipe
   with data or whose writer has gone (PeekNamedPipe then fails), or
   anything but a pipe.  */
bool
windows_input_ready (int fd)
{
  HANDLE h = (HANDLE) _get_osfhandle (fd);
  DWORD avail;

  if (h == INVALID_HANDLE_VALUE || GetFileType (h) != FILE_TYPE_PIPE)
    return true;
  return !PeekNamedPipe (h, NULL, 0, NULL, &avail, NULL) || avail != 0;
}

#undef fflush
#undef close_stdout

/* SIGPIPE's default action, as a POSIX system takes it: the end of the
   program, at once.  gnulib's emulation of SIGPIPE calls exit instead,
   whose atexit handlers would then report the failed write.  */
static void
die_of_sigpipe (int sig)
{
  _exit (128 + sig);
}

static void sigpipe_default (void) __attribute__ ((constructor));
static void
sigpipe_default (void)
{
  signal (SIGPIPE, die_of_sigpipe);
}

/* If the write just made to FD failed because FD is a pipe whose reader
   has gone, raise SIGPIPE, which ends the program quietly (above); if
   SIGPIPE is blocked or ignored, set errno to EPIPE, as a POSIX system
   would.  Windows' C library reports that failure as EINVAL, whatever
   WriteFile said (ERROR_NO_DATA on Windows, ERROR_PIPE_NOT_CONNECTED
   under wine, where write then leaves GetLastError 0); the writes of
   this program give valid arguments, so EINVAL on a pipe is that.  */
void
windows_check_pipe (int fd)
{
  HANDLE h = (HANDLE) _get_osfhandle (fd);

  if (errno == EINVAL
      && h != INVALID_HANDLE_VALUE && GetFileType (h) == FILE_TYPE_PIPE)
    {
      raise (SIGPIPE);
      errno = EPIPE;
    }
}

/* fflush, but a pipe whose reader has gone raises SIGPIPE.  Windows'
   fflush may return 0 and only set the stream's error flag.  */
int
windows_fflush (FILE *stream)
{
  bool had_error = stream && ferror (stream);
  int r = fflush (stream);

  if (stream && (r != 0 || (!had_error && ferror (stream))))
    windows_check_pipe (fileno (stream));
  return r;
}

/* gnulib's close_stdout, after a flush that raises SIGPIPE if standard
   output is a pipe whose reader has gone.  */
void
windows_close_stdout (void)
{
  windows_fflush (stdout);
  close_stdout ();
}
