/* keys.c -- ksum's key and parameter files: the key's buffer (wiped at
   exit, kept out of core dumps and swap), key files, customization
   files and hexadecimal option values.

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

#include <config.h>

#if HAVE_SYS_PRCTL_H
# include <sys/prctl.h>
#endif
#include <sys/resource.h>
#if HAVE_SYS_MMAN_H
# include <sys/mman.h>
#endif

#include "system.h"
#include "options.h"
#include "hex.h"

#include "c-ctype.h"
#include "full-read.h"

/* The key, kept to be wiped at exit, and the size of its mapping (0
   if it came from malloc).  */
static unsigned char *key_buffer;
static size_t key_buffer_size;
static size_t key_mapped;

unsigned char *custom_buffer;

/* Wipe the key at exit, whatever the way out.  */

void
wipe_key (void)
{
  if (key_buffer)
    explicit_bzero (key_buffer, key_buffer_size);
}

/* Return a new buffer of SIZE bytes for key material, and make it the
   key buffer (wiping and dropping any earlier one), so that it is wiped
   at exit whatever the way out.  While a key is held, the process may
   not dump core (a core file would hold the key); and the buffer has
   pages of its own, marked to be left out of any core dump made all
   the same (by a core handler that ignores the first rule, or by
   gcore) and locked out of swap where the system lets us lock memory.
   Each of these is skipped silently where it is not available.  */

unsigned char *
key_alloc (size_t size)
{
  unsigned char *p = NULL;

  wipe_key ();
#if HAVE_SYS_MMAN_H && defined MAP_ANONYMOUS
  if (key_mapped)
    munmap (key_buffer, key_mapped);
  else
#endif
    free (key_buffer);
  key_mapped = 0;
#if HAVE_SYS_MMAN_H && defined MAP_ANONYMOUS
  {
    long int page = sysconf (_SC_PAGESIZE);
    size_t mapped = page <= 0 ? 0 : (size + page - 1) / page * page;
    void *m = (mapped < size ? MAP_FAILED
               : mmap (NULL, mapped, PROT_READ | PROT_WRITE,
                       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0));
    if (m != MAP_FAILED)
      {
        p = m;
        key_mapped = mapped;
# ifdef MADV_DONTDUMP
        madvise (m, mapped, MADV_DONTDUMP);
# endif
      }
  }
#endif
  if (!p)
    p = xmalloc (size);
  key_buffer = p;
  key_buffer_size = size;
#ifdef PR_SET_DUMPABLE
  prctl (PR_SET_DUMPABLE, 0, 0, 0, 0);
#endif
#ifdef RLIMIT_CORE
  {
    struct rlimit no_core = { 0, 0 };
    setrlimit (RLIMIT_CORE, &no_core);
  }
#endif
#if HAVE_MLOCK
  mlock (p, key_mapped ? key_mapped : size);
#endif
  return p;
}

/* A buffer for what is not secret.  */

unsigned char *
plain_alloc (size_t size)
{
  return xmalloc (size);
}

/* Decode the hexadecimal string HEX into a new buffer ALLOC (SIZE)
   gives; set *LEN.  Return null if HEX is not an even number of
   hexadecimal digits.  */

unsigned char *
decode_hex (char const *hex, size_t *len,
            unsigned char *(*alloc) (size_t size))
{
  size_t n = strlen (hex);
  unsigned char *out;

  if (n % 2)
    return NULL;
  out = alloc (n / 2 + 1);
  if (kc_hex_decode (hex, n / 2, out) != 0)
    {
      /* The key buffer is wiped at exit; any other is freed now.  */
      explicit_bzero (out, n / 2 + 1);
      if (out != key_buffer)
        free (out);
      return NULL;
    }
  *len = n / 2;
  return out;
}

/* Read FILE ("-" for standard input) whole, at most MAX bytes, into a
   buffer from ALLOC; set *LEN.  WHAT names the file in diagnostics
   ("key file").  Exit with a diagnostic on error; the diagnostics never
   show the file's bytes.  Whether standard input may be read is
   stdin_reader's decision, made before.  */

unsigned char *
read_param_file (char const *file, size_t max, char const *what,
                 unsigned char *(*alloc) (size_t size), size_t *len)
{
  bool is_stdin = STREQ (file, "-");
  int fd = is_stdin ? STDIN_FILENO : open (file, O_RDONLY | O_BINARY);
  struct stat st;
  unsigned char *buf;
  size_t n;

  if (fd < 0)
    error (EXIT_FAILURE, errno, "%s", quotef (file));
  if (fstat (fd, &st) != 0)
    error (EXIT_FAILURE, errno, "%s", quotef (file));
  if (S_ISDIR (st.st_mode))
    error (EXIT_FAILURE, EISDIR, "%s", quotef (file));
  if (is_stdin)
    have_read_stdin = true;

  /* One byte more than the most, to tell a file of MAX bytes from a
     longer one.  */
  buf = alloc (max + 1);
  n = full_read (fd, buf, max + 1);
  /* full_read leaves errno 0 at end of file.  */
  if (n <= max && errno != 0)
    error (EXIT_FAILURE, errno, "%s", quotef (file));
  if (max < n)
    error (EXIT_FAILURE, 0, _("%s: the %s is larger than %zu bytes"),
           quotef (file), _(what), max);
  if (!is_stdin && close (fd) != 0)
    error (EXIT_FAILURE, errno, "%s", quotef (file));
  *len = n;
  return buf;
}

/* Return true if the N bytes at S are text: UTF-8 without control
   characters other than tab and carriage return.  A random key of a
   few bytes almost never is.  */

static bool
is_text (unsigned char const *s, size_t n)
{
  size_t i = 0;
  while (i < n)
    {
      unsigned char c = s[i++];
      int more = (c < 0x80 ? 0 : 0xc2 <= c && c < 0xe0 ? 1
                  : 0xe0 <= c && c < 0xf0 ? 2 : 0xf0 <= c && c < 0xf5 ? 3
                  : -1);
      if ((c < 0x20 && c != '\t' && c != '\r') || c == 0x7f || more < 0)
        return false;
      for (; 0 < more; more--)
        if (n <= i || (s[i++] & 0xc0) != 0x80)
          return false;
    }
  return true;
}

/* Read the key of P from FILE, raw bytes, at most KEY_FILE_MAX, as
   read_param_file does.  Warn if it looks like a key written as text:
   hexadecimal digits, or a line of text with its newline; its bytes
   are the key all the same.  */

void
read_key_file (struct kc_params *p, char const *file)
{
  size_t len, i, text_len;
  unsigned char *key = read_param_file (file, KEY_FILE_MAX, N_("key file"),
                                        key_alloc, &len);

  text_len = len;
  if (text_len && key[text_len - 1] == '\n' && is_text (key, len - 1))
    {
      error (0, 0, _("warning: the key file %s ends with a newline, which "
                     "is part of the key: its bytes are used as they are"),
             quotef (file));
      text_len -= 1 + (1 < text_len && key[text_len - 2] == '\r');
    }
  for (i = 0; i < text_len && c_isxdigit (key[i]); i++)
    continue;
  if (2 <= text_len && i == text_len)
    error (0, 0, _("warning: the key file %s looks like hexadecimal text: "
                   "its bytes are used as they are, not decoded (give a "
                   "key in hexadecimal with --key=HEX)"), quotef (file));
  p->key = key;
  p->key_len = len;
}
