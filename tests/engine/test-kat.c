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

/* Usage: test-kat

   Every case of the .kat files of tests/kat/ (the table
   tests/kat/kat-cases.h, which build-aux/gen-kat-cases writes from them
   at build time) is computed on every backend of kc_backends[] that may
   run here and compared with its out= field; the format is described in
   tests/kat/README.  Prints each failure as FILE:LINE, then "N passed, N
   failed" (one count per case and backend), and exits with status 1 on
   any failure.  ksum --selftest runs the same table, in more ways but
   without the largest messages.

   This is a test, not engine code: it may use stdio and malloc.  C89.  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "keccak.h"
#include "cpu-test.h"
#include "kat-cases.h"

static unsigned long n_passed, n_failed;

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

/* Return the bytes of the value V in a new buffer.  */
static unsigned char *
expand (const struct kat_value *v)
{
  unsigned char *p = xmalloc (v->len);
  unsigned long i;

  if (v->kind == 'b')
    memcpy (p, v->bytes, v->len);
  else if (v->kind == 'r')
    memset (p, v->fill, v->len);
  else
    for (i = 0; i < v->len; i++)
      p[i] = (unsigned char) (i % 251);
  return p;
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
print_hex (const unsigned char *p, size_t n)
{
  size_t i;
  for (i = 0; i < n; i++)
    printf ("%02x", p[i]);
}

/* Compute case C, of algorithm ALG, with its messages expanded in MSG,
   on BACKEND into OUT (C->len bytes).  Returns 0, or the
   kc_params_check code if the engine rejects the parameters.  */
static int
run_case (const struct kat_case *c, enum kc_alg alg,
          unsigned char *const *msg, const struct kc_backend *backend,
          unsigned char *out)
{
  struct kc_params p;
  struct kc_ctx ctx;
  unsigned char *key = NULL, *custom = NULL, *function = NULL;
  int err, i;
  int tuple = (kc_info (alg)->flags & KC_P_TUPLE) != 0;

  kc_params_default (&p, alg);
  if (c->key)
    {
      p.key = key = expand (c->key);
      p.key_len = c->key->len;
    }
  if (c->custom)
    {
      p.custom = custom = expand (c->custom);
      p.custom_len = c->custom->len;
    }
  if (c->function)
    {
      p.function = function = expand (c->function);
      p.function_len = c->function->len;
    }
  if (c->block_size)
    p.block_lo = c->block_size;
  if (c->domain)
    p.domain = c->domain;
  p.xof = c->xof;
  p.out_len = c->skip + c->len;
  err = kc_params_check (&p, alg);
  if (err)
    ;
  else if (!tuple && c->skip == 0)
    kc_hash (backend, alg, &p,
             c->n_msgs ? msg[0] : (const unsigned char *) "",
             c->n_msgs ? c->msg[0].len : 0, out);
  else
    {
      /* Tuples, and outputs whose first SKIP bytes are not compared (RFC
         9861's "last 32 bytes of 10032"): the incremental interface, kc_final
         without output, then the skipped and the compared part each through
         kc_squeeze, so that squeezing across blocks is exercised too.  */
      kc_init (&ctx, backend, alg, &p);
      for (i = 0; i < c->n_msgs; i++)
        {
          size_t len = c->msg[i].len;
          if (tuple)
            kc_tuple_begin (&ctx, (kc_u32) ((len >> 16) >> 16),
                            (kc_u32) (len & 0xffffffffUL));
          kc_update (&ctx, msg[i], len);
        }
      if (c->skip)
        {
          unsigned char *junk = xmalloc (c->skip);
          kc_final (&ctx, NULL);
          kc_squeeze (&ctx, junk, c->skip);
          kc_squeeze (&ctx, out, c->len);
          free (junk);
        }
      else
        kc_final (&ctx, out);
      kc_wipe (&ctx);
    }
  free (key);
  free (custom);
  free (function);
  return err;
}

/* Check case C on every backend.  */
static void
check_case (const struct kat_case *c)
{
  int b, i;
  enum kc_alg alg;
  unsigned char *out;
  unsigned char **msg;

  if (find_alg (c->alg, &alg) != 0)
    {
      printf ("%s:%u: unknown algorithm %s\n", c->file, c->line, c->alg);
      n_failed++;
      return;
    }
  if (c->n_msgs > 1 && !(kc_info (alg)->flags & KC_P_TUPLE))
    {
      printf ("%s:%u: several msg= for a non-tuple algorithm\n", c->file,
              c->line);
      n_failed++;
      return;
    }
  out = xmalloc (c->len);
  msg = (unsigned char **) malloc ((c->n_msgs + 1) * sizeof *msg);
  if (!msg)
    {
      fputs ("test-kat: out of memory\n", stderr);
      exit (1);
    }
  for (i = 0; i < c->n_msgs; i++)
    msg[i] = expand (&c->msg[i]);

  for (b = 0; kc_backends[b]; b++)
    {
      int err;
      if (!test_backend_runs (kc_backends[b]))
        continue;
      err = run_case (c, alg, msg, kc_backends[b], out);
      if (err)
        {
          printf ("%s:%u: %s on %s: parameters rejected"
                  " (kc_params_check %d)\n", c->file, c->line,
                  kc_info (alg)->name, kc_backends[b]->name, err);
          n_failed++;
        }
      else if (memcmp (out, c->out, c->len) != 0)
        {
          printf ("%s:%u: %s on %s: got ", c->file, c->line,
                  kc_info (alg)->name, kc_backends[b]->name);
          print_hex (out, c->len);
          printf ("\n%s:%u: want ", c->file, c->line);
          print_hex (c->out, c->len);
          putchar ('\n');
          n_failed++;
        }
      else
        n_passed++;
    }
  for (i = 0; i < c->n_msgs; i++)
    free (msg[i]);
  free (msg);
  free (out);
}

int
main (void)
{
  int i;

  for (i = 0; i < KAT_N_CASES; i++)
    check_case (&kat_cases[i]);
  printf ("%lu passed, %lu failed\n", n_passed, n_failed);
  return n_failed || !n_passed ? 1 : 0;
}
