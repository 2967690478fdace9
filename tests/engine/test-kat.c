/* test-kat.c -- run the known answers of tests/kat/ against every backend.

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

/* Usage: test-kat [FILE.kat]...

   Without operands, reads the five files of tests/kat/ under $srcdir
   (default ".").  Every case of every file is computed on every backend
   of kc_backends[] and compared with its out= field; the format is
   described in tests/kat/README.  Prints each failure as FILE:LINE, then
   "N passed, N failed" (one count per case and backend), and exits with
   status 1 on any failure or parse error.

   This is a test, not engine code: it may use stdio and malloc.  C89.  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>

#include "keccak.h"
#include "cpu-test.h"

/* The most tuple elements a case may have.  */
#define MAX_MSGS 16

/* One byte string of a case, owned by the case.  */
struct value
{
  unsigned char *data;
  size_t len;
};

/* One parsed line.  */
struct kat_case
{
  enum kc_alg alg;
  struct value msg[MAX_MSGS];
  int n_msgs;
  struct value key, custom, function, out;
  int has_key, has_custom, has_function;
  unsigned long block_size;
  int has_block;
  int xof;
  unsigned int domain;
  int has_domain;
  unsigned long len;
  unsigned long skip;
};

static unsigned long n_passed, n_failed;

static void
free_value (struct value *v)
{
  free (v->data);
  v->data = NULL;
  v->len = 0;
}

/* Allocate LEN bytes (at least one, so that a zero length still gives
   a pointer the engine may be handed).  Exits on failure: a test that
   cannot allocate cannot say anything.  */
static unsigned char *
xmalloc (size_t len)
{
  unsigned char *p = malloc (len ? len : 1);
  if (!p)
    {
      fputs ("test-kat: out of memory\n", stderr);
      exit (1);
    }
  return p;
}

static int
hexdigit (int c)
{
  if ('0' <= c && c <= '9')
    return c - '0';
  if ('a' <= c && c <= 'f')
    return c - 'a' + 10;
  if ('A' <= c && c <= 'F')
    return c - 'A' + 10;
  return -1;
}

/* Parse the decimal S entirely into *N.  Returns 0 on success.  */
static int
parse_decimal (const char *s, unsigned long *n)
{
  char *end;
  if (!isdigit ((unsigned char) *s))
    return -1;
  *n = strtoul (s, &end, 10);
  return *end ? -1 : 0;
}

/* Decode the hex digits of S (an even number of them) into V.  */
static int
parse_hex (const char *s, struct value *v)
{
  size_t n = strlen (s), i;
  if (n % 2)
    return -1;
  v->data = xmalloc (n / 2);
  v->len = n / 2;
  for (i = 0; i < n / 2; i++)
    {
      int hi = hexdigit ((unsigned char) s[2 * i]);
      int lo = hexdigit ((unsigned char) s[2 * i + 1]);
      if (hi < 0 || lo < 0)
        return -1;
      v->data[i] = (unsigned char) (hi * 16 + lo);
    }
  return 0;
}

/* Parse a value of the form hex:..., ptn:N, rep:HH:N or str:... (with
   %XX escapes) into V.  Returns 0 on success.  */
static int
parse_value (const char *s, struct value *v)
{
  unsigned long n, i;

  v->data = NULL;
  v->len = 0;
  if (strncmp (s, "hex:", 4) == 0)
    return parse_hex (s + 4, v);
  if (strncmp (s, "ptn:", 4) == 0)
    {
      /* RFC 9861's ptn(N): the bytes 00 01 .. FA repeated.  */
      if (parse_decimal (s + 4, &n))
        return -1;
      v->data = xmalloc (n);
      v->len = n;
      for (i = 0; i < n; i++)
        v->data[i] = (unsigned char) (i % 251);
      return 0;
    }
  if (strncmp (s, "rep:", 4) == 0)
    {
      int hi = hexdigit ((unsigned char) s[4]);
      int lo = hi < 0 ? -1 : hexdigit ((unsigned char) s[5]);
      if (lo < 0 || s[6] != ':' || parse_decimal (s + 7, &n))
        return -1;
      v->data = xmalloc (n);
      v->len = n;
      memset (v->data, hi * 16 + lo, n);
      return 0;
    }
  if (strncmp (s, "str:", 4) == 0)
    {
      const char *p;
      v->data = xmalloc (strlen (s));
      for (p = s + 4; *p; p++)
        {
          int c = (unsigned char) *p;
          if (c == '%')
            {
              int hi = hexdigit ((unsigned char) p[1]);
              int lo = hi < 0 ? -1 : hexdigit ((unsigned char) p[2]);
              if (lo < 0)
                return -1;
              c = hi * 16 + lo;
              p += 2;
            }
          v->data[v->len++] = (unsigned char) c;
        }
      return 0;
    }
  return -1;
}

/* Find the algorithm whose kc_info name is NAME.  */
static int
find_alg (const char *name, enum kc_alg *alg)
{
  int a;
  for (a = 0; a < KC_ALG_COUNT; a++)
    if (strcmp (kc_info ((enum kc_alg) a)->name, name) == 0)
      {
        *alg = (enum kc_alg) a;
        return 0;
      }
  return -1;
}

static void
free_case (struct kat_case *c)
{
  int i;
  for (i = 0; i < c->n_msgs; i++)
    free_value (&c->msg[i]);
  free_value (&c->key);
  free_value (&c->custom);
  free_value (&c->function);
  free_value (&c->out);
}

/* Parse the fields of LINE (comments already removed) into C.  Returns
   1 for a case, 0 for a blank line, -1 (with a message naming WHERE) for
   a parse error.  */
static int
parse_case (char *line, struct kat_case *c, const char *where)
{
  char *field;
  int has_alg = 0, has_len = 0, has_out = 0;

  memset (c, 0, sizeof *c);
  for (field = strtok (line, " \t\r\n"); field;
       field = strtok (NULL, " \t\r\n"))
    {
      char *val = strchr (field, '=');
      int bad = 0;
      if (!val)
        {
          fprintf (stderr, "%s: field without '=': %s\n", where, field);
          return -1;
        }
      *val++ = '\0';
      if (strcmp (field, "alg") == 0)
        {
          bad = find_alg (val, &c->alg);
          has_alg = 1;
        }
      else if (strcmp (field, "msg") == 0)
        {
          if (c->n_msgs == MAX_MSGS)
            bad = 1;
          else
            bad = parse_value (val, &c->msg[c->n_msgs++]);
        }
      else if (strcmp (field, "key") == 0)
        {
          free_value (&c->key);
          bad = parse_value (val, &c->key);
          c->has_key = 1;
        }
      else if (strcmp (field, "s") == 0)
        {
          free_value (&c->custom);
          bad = parse_value (val, &c->custom);
          c->has_custom = 1;
        }
      else if (strcmp (field, "n") == 0)
        {
          free_value (&c->function);
          bad = parse_value (val, &c->function);
          c->has_function = 1;
        }
      else if (strcmp (field, "b") == 0)
        {
          bad = parse_decimal (val, &c->block_size);
          c->has_block = 1;
        }
      else if (strcmp (field, "xof") == 0)
        {
          c->xof = strcmp (val, "1") == 0;
          bad = !c->xof && strcmp (val, "0") != 0;
        }
      else if (strcmp (field, "d") == 0)
        {
          char *end;
          c->domain = (unsigned int) strtoul (val, &end, 16);
          bad = strncmp (val, "0x", 2) != 0 || *end != '\0';
          c->has_domain = 1;
        }
      else if (strcmp (field, "len") == 0)
        {
          bad = parse_decimal (val, &c->len);
          has_len = 1;
        }
      else if (strcmp (field, "skip") == 0)
        bad = parse_decimal (val, &c->skip);
      else if (strcmp (field, "out") == 0)
        {
          free_value (&c->out);
          bad = parse_hex (val, &c->out);
          has_out = 1;
        }
      else if (strcmp (field, "src") == 0)
        ;                       /* provenance, for people */
      else
        {
          fprintf (stderr, "%s: unknown field '%s'\n", where, field);
          return -1;
        }
      if (bad)
        {
          fprintf (stderr, "%s: bad value in field '%s': %s\n",
                   where, field, val);
          return -1;
        }
    }
  if (!has_alg && !has_len && !has_out && c->n_msgs == 0)
    return 0;
  if (!has_alg || !has_len || !has_out || c->out.len != c->len)
    {
      fprintf (stderr, "%s: a case needs alg=, len= and out= of len bytes\n",
               where);
      return -1;
    }
  if (c->n_msgs > 1 && !(kc_info (c->alg)->flags & KC_P_TUPLE))
    {
      fprintf (stderr, "%s: several msg= for a non-tuple algorithm\n",
               where);
      return -1;
    }
  return 1;
}

static void
print_hex (const unsigned char *p, size_t n)
{
  size_t i;
  for (i = 0; i < n; i++)
    printf ("%02x", p[i]);
}

/* Compute case C on BACKEND into OUT (C->len bytes).  Returns 0, or the
   kc_params_check code if the engine rejects the parameters.  */
static int
run_case (const struct kat_case *c, const struct kc_backend *backend,
          unsigned char *out)
{
  struct kc_params p;
  struct kc_ctx ctx;
  int err, i;
  int tuple = (kc_info (c->alg)->flags & KC_P_TUPLE) != 0;

  kc_params_default (&p, c->alg);
  if (c->has_key)
    {
      p.key = c->key.data;
      p.key_len = c->key.len;
    }
  if (c->has_custom)
    {
      p.custom = c->custom.data;
      p.custom_len = c->custom.len;
    }
  if (c->has_function)
    {
      p.function = c->function.data;
      p.function_len = c->function.len;
    }
  if (c->has_block)
    p.block_size = c->block_size;
  if (c->has_domain)
    p.domain = c->domain;
  p.xof = c->xof;
  p.out_len = c->skip + c->len;
  err = kc_params_check (&p, c->alg);
  if (err)
    return err;

  if (!tuple && c->skip == 0)
    {
      kc_hash (backend, c->alg, &p,
               c->n_msgs ? c->msg[0].data : (const unsigned char *) "",
               c->n_msgs ? c->msg[0].len : 0, out, c->len);
      return 0;
    }

  /* Tuples, and outputs whose first SKIP bytes are not compared (RFC
     9861's "last 32 bytes of 10032"): the incremental interface, the
     skipped part through kc_final and the compared part through
     kc_squeeze, so that squeezing across blocks is exercised too.  */
  kc_init (&ctx, backend, c->alg, &p);
  for (i = 0; i < c->n_msgs; i++)
    {
      size_t len = c->msg[i].len;
      if (tuple)
        kc_tuple_begin (&ctx, (kc_u32) ((len >> 16) >> 16),
                        (kc_u32) (len & 0xffffffffUL));
      kc_update (&ctx, c->msg[i].data, len);
    }
  if (c->skip)
    {
      unsigned char *junk = xmalloc (c->skip);
      kc_final (&ctx, junk, c->skip);
      kc_squeeze (&ctx, out, c->len);
      free (junk);
    }
  else
    kc_final (&ctx, out, c->len);
  kc_wipe (&ctx);
  return 0;
}

/* Check case C (from WHERE) on every backend.  */
static void
check_case (const struct kat_case *c, const char *where)
{
  int b;
  unsigned char *out = xmalloc (c->len);

  for (b = 0; kc_backends[b]; b++)
    {
      int err;
      if (!test_backend_runs (kc_backends[b]))
        continue;
      err = run_case (c, kc_backends[b], out);
      if (err)
        {
          printf ("%s: %s on %s: parameters rejected (kc_params_check %d)\n",
                  where, kc_info (c->alg)->name, kc_backends[b]->name, err);
          n_failed++;
        }
      else if (memcmp (out, c->out.data, c->len) != 0)
        {
          printf ("%s: %s on %s: got ", where, kc_info (c->alg)->name,
                  kc_backends[b]->name);
          print_hex (out, c->len);
          printf ("\n%s: want ", where);
          print_hex (c->out.data, c->len);
          putchar ('\n');
          n_failed++;
        }
      else
        n_passed++;
    }
  free (out);
}

/* Read one whole line of F into *BUF (grown as needed).  Returns 0 at
   end of file.  */
static int
read_line (FILE *f, char **buf, size_t *size)
{
  size_t used = 0;
  if (!*buf)
    {
      *size = 1024;
      *buf = (char *) xmalloc (*size);
    }
  while (fgets (*buf + used, (int) (*size - used), f))
    {
      used += strlen (*buf + used);
      if (used && (*buf)[used - 1] == '\n')
        return 1;
      if (used + 1 == *size)
        {
          char *p = realloc (*buf, *size * 2);
          if (!p)
            {
              fputs ("test-kat: out of memory\n", stderr);
              exit (1);
            }
          *buf = p;
          *size *= 2;
        }
    }
  return used != 0;
}

/* Run every case of the file NAME.  Returns -1 if it cannot be read or
   has a parse error, else 0.  */
static int
run_file (const char *name)
{
  FILE *f = fopen (name, "r");
  char *buf = NULL;
  size_t size = 0;
  unsigned long lineno = 0;
  int status = 0;

  if (!f)
    {
      perror (name);
      return -1;
    }
  while (read_line (f, &buf, &size))
    {
      struct kat_case c;
      char where[1024];
      char *hash = strchr (buf, '#');
      int r;

      lineno++;
      if (hash)
        *hash = '\0';
      sprintf (where, "%.1000s:%lu", name, lineno);
      r = parse_case (buf, &c, where);
      if (r < 0)
        {
          n_failed++;
          status = -1;
        }
      else if (r > 0)
        check_case (&c, where);
      free_case (&c);
    }
  if (ferror (f))
    {
      perror (name);
      status = -1;
    }
  fclose (f);
  free (buf);
  return status;
}

int
main (int argc, char **argv)
{
  static const char *const defaults[] = {
    "fips202.kat", "sp800-185.kat", "rfc9861.kat", "m14.kat",
    "generated.kat"
  };
  int status = 0, i;

  if (argc > 1)
    {
      for (i = 1; i < argc; i++)
        if (run_file (argv[i]))
          status = 1;
    }
  else
    {
      const char *srcdir = getenv ("srcdir");
      if (!srcdir || !*srcdir)
        srcdir = ".";
      for (i = 0; i < (int) (sizeof defaults / sizeof defaults[0]); i++)
        {
          char *name = (char *) xmalloc (strlen (srcdir) + 64);
          sprintf (name, "%s/tests/kat/%s", srcdir, defaults[i]);
          if (run_file (name))
            status = 1;
          free (name);
        }
    }
  printf ("%lu passed, %lu failed\n", n_passed, n_failed);
  return status || n_failed ? 1 : 0;
}
