/* failread.c -- an LD_PRELOAD shim that makes read(2) misbehave on one
   file, for the fault tests.

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

/* Environment:
     FAILREAD_FILE   the last component of the file name to act on (its
                     descriptor is recognised through /proc/self/fd);
                     "-" means standard input, whatever it is
     FAILREAD_MODE   eio     after FAILREAD_AFTER bytes, fail with EIO
                     short   return at most 7 bytes per call, and fail
                             every third call with EINTR
                     shrink  at FAILREAD_AFTER bytes, truncate the file
                             to that size
                     grow    at FAILREAD_AFTER bytes, append 100000
                             bytes 'G' to the file
                     opendir  opening the directory FAILREAD_FILE (its
                             last component) with openat fails with
                             EACCES, as for a directory that cannot be
                             read (chmod cannot make one for root)
     FAILREAD_AFTER  the byte offset (decimal) for eio, shrink, grow
   Every read of a matching descriptor is clamped so that the offset is
   reached exactly.  Counts are per descriptor number, reset when a
   read finds the descriptor names a different file (a new open).

   Two ways in.  A dynamically linked ksum takes it as an LD_PRELOAD
   library, whose functions find the real ones with dlsym (RTLD_NEXT):
     $CC -shared -fPIC -o failread.so failread.c -ldl
   A statically linked one cannot preload anything, so the shim is
   linked into a copy of it (tests/faults/faults.mk, ksum-failread):
   compiled with -DFAILREAD_WRAP, its functions are __wrap_read and so
   on, and the linker's --wrap=read (and pread, openat, ...) sends the
   program's calls to them and theirs on to __real_read.

   glibc has large-file twins, pread64 and openat64, that a program
   built with _FILE_OFFSET_BITS=64 calls on a 32-bit host (off64_t
   offsets, O_LARGEFILE); they are shimmed apart from pread and openat.
   musl has none: its pread64 and openat64 are macros for pread and
   openat, whose off_t has 64 bits everywhere.  */

#define _GNU_SOURCE 1
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#ifndef pread64
# define FAILREAD_LFS64 1
#endif

typedef ssize_t read_fn (int, void *, size_t);
typedef ssize_t pread_fn (int, void *, size_t, off_t);
typedef int openat_fn (int, char const *, int, ...);
#ifdef FAILREAD_LFS64
typedef ssize_t pread64_fn (int, void *, size_t, off64_t);
typedef openat_fn openat64_fn;
#endif

#ifdef FAILREAD_WRAP
/* SHIM (f) is the name of the shim of F, REAL (f) the real F.  */
# define SHIM(f) __wrap_##f
# define REAL(f) __real_##f
extern read_fn __real_read;
extern pread_fn __real_pread;
extern openat_fn __real_openat;
# ifdef FAILREAD_LFS64
extern pread64_fn __real_pread64;
extern openat64_fn __real_openat64;
# endif
#else
# include <dlfcn.h>
# define SHIM(f) f
# define REAL(f) ((f##_fn *) next_symbol (&real_##f, #f))
static void *real_read;
static void *real_pread;
static void *real_openat;
# ifdef FAILREAD_LFS64
static void *real_pread64;
static void *real_openat64;
# endif

/* The next definition of NAME after this library's, which must exist,
   looked up once and kept in *CACHE.  */
static void *
next_symbol (void **cache, char const *name)
{
  if (!*cache)
    {
      *cache = dlsym (RTLD_NEXT, name);
      if (!*cache)
        abort ();
    }
  return *cache;
}
#endif

enum { MAX_FD = 1024 };

/* Per descriptor: bytes read so far, calls, and the file's identity.  */
static unsigned long long done_bytes[MAX_FD];
static unsigned long calls[MAX_FD];
static dev_t dev_of[MAX_FD];
static ino_t ino_of[MAX_FD];
static int acted[MAX_FD];

/* Whether FD is the file FAILREAD_FILE names; set *PATH to its name.  */
static int
matches (int fd, char *path, size_t size)
{
  char const *want = getenv ("FAILREAD_FILE");
  char link[64];
  ssize_t n;
  char const *base;

  if (!want)
    return 0;
  if (strcmp (want, "-") == 0)
    return fd == 0;
  snprintf (link, sizeof link, "/proc/self/fd/%d", fd);
  n = readlink (link, path, size - 1);
  if (n < 0)
    return 0;
  path[n] = '\0';
  base = strrchr (path, '/');
  base = base ? base + 1 : path;
  return strcmp (base, want) == 0;
}

/* Decide what a read of COUNT bytes of FD at byte POS (the bytes read
   so far through read, or pread's offset) does: clamp *COUNT, act on the
   file, or return -1 with errno set; 0 means go ahead.  With EXACT
   (pread, whose callers may be threads reading far ahead), only the read
   that starts at the offset acts, and reads beyond it see the file as it
   was: otherwise the thread that reaches the offset could race past the
   fault that another thread's read set off.  */
static int
misbehave (int fd, unsigned long long pos, size_t *count, int exact)
{
  char path[PATH_MAX];
  char const *mode = getenv ("FAILREAD_MODE");
  char const *after_s = getenv ("FAILREAD_AFTER");
  unsigned long long after = after_s ? strtoull (after_s, NULL, 10) : 0;
  struct stat st;

  if (fd < 0 || MAX_FD <= fd || !mode || !matches (fd, path, sizeof path))
    return 0;

  if (fstat (fd, &st) == 0
      && (st.st_dev != dev_of[fd] || st.st_ino != ino_of[fd]))
    {
      dev_of[fd] = st.st_dev;
      ino_of[fd] = st.st_ino;
      done_bytes[fd] = 0;
      calls[fd] = 0;
      acted[fd] = 0;
    }
  calls[fd]++;

  if (strcmp (mode, "short") == 0)
    {
      if (calls[fd] % 3 == 0)
        {
          errno = EINTR;
          return -1;
        }
      if (7 < *count)
        *count = 7;
    }
  else if (pos < after && after - pos < *count)
    *count = after - pos;
  else if ((exact ? pos == after : pos >= after) && !acted[fd])
    {
      if (strcmp (mode, "eio") == 0)
        {
          errno = EIO;
          return -1;
        }
      acted[fd] = 1;
      if (strcmp (mode, "shrink") == 0)
        {
          if (truncate (path, (off_t) after) != 0)
            abort ();
        }
      else if (strcmp (mode, "grow") == 0)
        {
          static char g[100000];
          int w = open (path, O_WRONLY | O_APPEND);
          memset (g, 'G', sizeof g);
          if (w < 0 || write (w, g, sizeof g) != (ssize_t) sizeof g
              || close (w) != 0)
            abort ();
        }
    }
  return 0;
}

ssize_t
SHIM (read) (int fd, void *buf, size_t count)
{
  ssize_t r;

  if (misbehave (fd, 0 <= fd && fd < MAX_FD ? done_bytes[fd] : 0, &count,
                 0) < 0)
    return -1;
  r = REAL (read) (fd, buf, count);
  if (0 < r && 0 <= fd && fd < MAX_FD)
    done_bytes[fd] += r;
  return r;
}

/* pread, as ksum's threads read regular files: the same faults, at the
   file offset asked for.  */
ssize_t
SHIM (pread) (int fd, void *buf, size_t count, off_t offset)
{
  if (misbehave (fd, (unsigned long long) offset, &count, 1) < 0)
    return -1;
  return REAL (pread) (fd, buf, count, offset);
}

#ifdef FAILREAD_LFS64
ssize_t
SHIM (pread64) (int fd, void *buf, size_t count, off64_t offset)
{
  if (misbehave (fd, (unsigned long long) offset, &count, 1) < 0)
    return -1;
  return REAL (pread64) (fd, buf, count, offset);
}
#endif

/* The opendir mode: gnulib's fts opens directories with openat.  */
static int
fail_open (char const *name, int flags)
{
  char const *want = getenv ("FAILREAD_FILE");
  char const *mode = getenv ("FAILREAD_MODE");
  char const *base = strrchr (name, '/');

  base = base ? base + 1 : name;
  if (want && mode && strcmp (mode, "opendir") == 0
      && (flags & O_DIRECTORY) && strcmp (base, want) == 0)
    {
      errno = EACCES;
      return 1;
    }
  return 0;
}

/* The mode argument of an openat with FLAGS, from AP.  */
#define OPEN_MODE(flags, m)                     \
  do                                            \
    {                                           \
      if ((flags) & O_CREAT)                    \
        {                                       \
          va_list ap;                           \
          va_start (ap, flags);                 \
          m = va_arg (ap, int);                 \
          va_end (ap);                          \
        }                                       \
    }                                           \
  while (0)

int
SHIM (openat) (int dirfd, char const *name, int flags, ...)
{
  mode_t m = 0;
  OPEN_MODE (flags, m);
  if (fail_open (name, flags))
    return -1;
  return REAL (openat) (dirfd, name, flags, m);
}

#ifdef FAILREAD_LFS64
int
SHIM (openat64) (int dirfd, char const *name, int flags, ...)
{
  mode_t m = 0;
  OPEN_MODE (flags, m);
  if (fail_open (name, flags))
    return -1;
  return REAL (openat64) (dirfd, name, flags, m);
}
#endif
