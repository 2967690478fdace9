/* test-multi.c -- kc_update_multi against kc_update, kc_hash_many
   against kc_hash.

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

/* For every backend of kc_backends[] that this CPU (and GLIBC_TUNABLES)
   allows: 1 ... 20 contexts, of one algorithm or of a mix (so that
   groups of different rates and rounds, and tree modes, meet in one
   call), with message lengths 0, 1, rate-1, rate, rate+1, several
   blocks and pseudo-random ones, each message fed in a few
   kc_update_multi calls of pseudo-random sizes; kc_hash_many likewise,
   and on every short length (0 ... rate + 1) both through it and
   straight through the backend's one_block routine.  Each digest is compared
   with kc_init/kc_update/kc_final over the portable backend, whose own
   correctness comes from the known answers of test-kat; so an error in
   an absorb_multi routine or in the grouping of kc_update_multi shows
   as a mismatch.  Exit status 0 if all passed, 1 if one failed.  */

#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "keccak.h"
#include "sponge.h"
#include "cpu-test.h"

#define MAX_CTX 20
#define MAX_LEN 6000

static unsigned long failures;
static unsigned long checks;

/* A small deterministic generator (a 32-bit LCG, high bits), so that a
   failure can be reproduced.  */
static unsigned long seed = 4242;
static unsigned int
next_rand (unsigned int bound)
{
  seed = (seed * 1103515245UL + 12345UL) & 0xffffffffUL;
  return (unsigned int) ((seed >> 8) % bound);
}

static unsigned char msg[MAX_CTX][MAX_LEN];

/* The scratch space of every kc_hash_many call: kept from call to call
   (kc_hash_many must not depend on what it holds) and wiped once per
   backend, a wipe per call having cost an eighth of the run.  */
static struct kc_many_work work;
static const unsigned char key[] = "a key of thirty-two bytes, ok!!!";
static const unsigned char fn[] = "N";
static const unsigned char cust[] = "customization";

/* The parameters every test uses for ALG: a key for KMAC, N and S for
   cSHAKE, S for KMAC and TupleHash, a 64-byte output for the XOFs.  */
static void
params_for (enum kc_alg alg, struct kc_params *p)
{
  unsigned int flags = kc_info (alg)->flags;

  kc_params_default (p, alg);
  if (flags & KC_P_KEY)
    {
      p->key = key;
      p->key_len = sizeof key - 1;
    }
  if (flags & KC_P_CUSTOM)
    {
      p->custom = cust;
      p->custom_len = sizeof cust - 1;
    }
  if (flags & KC_P_FUNCTION)
    {
      p->function = fn;
      p->function_len = sizeof fn - 1;
    }
  if (flags & KC_P_XOF)
    p->out_len = 64;
  if (flags & KC_P_BLOCK)
    p->block_lo = 100;
}

/* A message length for algorithm ALG: one of the edge cases around the
   rate, or pseudo-random.  */
static size_t
pick_len (enum kc_alg alg)
{
  size_t rate = kc_info (alg)->rate;

  switch (next_rand (9))
    {
    case 0: return 0;
    case 1: return 1;
    case 2: return rate - 1;
    case 3: return rate;
    case 4: return rate + 1;
    case 5: return 7 * rate;
    case 6: return MAX_LEN;
    default: return next_rand (MAX_LEN + 1);
    }
}

/* Hash N messages with algorithms ALGS through kc_update_multi over
   BACKEND and compare with the reference.  */
static void
run (const struct kc_backend *backend, const enum kc_alg *algs,
     unsigned int n)
{
  struct kc_ctx ctx[MAX_CTX];
  struct kc_ctx *ptr[MAX_CTX];
  const unsigned char *data[MAX_CTX];
  size_t len[MAX_CTX], done[MAX_CTX], piece[MAX_CTX];
  struct kc_params p;
  unsigned int i, j;
  int left = 1;

  for (i = 0; i < n; i++)
    {
      len[i] = pick_len (algs[i]);
      done[i] = 0;
      for (j = 0; j < len[i]; j++)
        msg[i][j] = (unsigned char) next_rand (256);
      params_for (algs[i], &p);
      kc_init (&ctx[i], backend, algs[i], &p);
      if (kc_info (algs[i])->flags & KC_P_TUPLE)
        kc_tuple_begin (&ctx[i], 0, (kc_u32) len[i]);
      ptr[i] = &ctx[i];
    }
  /* Pieces: mostly the whole rest or a block multiple (the CLI's
     case), sometimes anything.  */
  while (left)
    {
      left = 0;
      for (i = 0; i < n; i++)
        {
          size_t rest = len[i] - done[i];
          size_t rate = kc_info (algs[i])->rate;

          switch (next_rand (4))
            {
            case 0: piece[i] = rest; break;
            case 1: piece[i] = rate * next_rand (20); break;
            default: piece[i] = next_rand (3 * (unsigned int) rate); break;
            }
          if (piece[i] > rest)
            piece[i] = rest;
          data[i] = msg[i] + done[i];
          done[i] += piece[i];
          if (done[i] < len[i])
            left = 1;
        }
      kc_update_multi ((struct kc_ctx *const *) ptr,
                       (const unsigned char *const *) data, piece, n);
    }
  for (i = 0; i < n; i++)
    {
      struct kc_ctx ref;
      unsigned char out[64], want[64];
      size_t out_len;

      params_for (algs[i], &p);
      out_len = p.out_len;
      kc_final (&ctx[i], out);
      kc_init (&ref, kc_backend_portable (), algs[i], &p);
      if (kc_info (algs[i])->flags & KC_P_TUPLE)
        kc_tuple_begin (&ref, 0, (kc_u32) len[i]);
      kc_update (&ref, msg[i], len[i]);
      kc_final (&ref, want);
      checks++;
      if (memcmp (out, want, out_len) != 0)
        {
          if (failures < 20)
            fprintf (stderr, "%s: %s, context %u of %u, %lu bytes: "
                     "mismatch\n", backend->name, kc_info (algs[i])->name,
                     i, n, (unsigned long) len[i]);
          failures++;
        }
    }
}

/* kc_hash_many on N messages of ALG over BACKEND, each of a length
   pick_len gives, with OUT_LEN bytes of output (for the XOFs: the
   output then crosses blocks), against kc_hash over the portable
   backend.  */
static void
run_many (const struct kc_backend *backend, enum kc_alg alg, unsigned int n,
          size_t out_len)
{
  static unsigned char out[MAX_CTX * 400];
  const unsigned char *ptr[MAX_CTX];
  size_t len[MAX_CTX];
  struct kc_params p;
  struct kc_ctx tmpl;
  unsigned int i, j;

  params_for (alg, &p);
  if (kc_info (alg)->flags & KC_P_XOF)
    p.out_len = out_len;
  out_len = p.out_len;
  for (i = 0; i < n; i++)
    {
      len[i] = pick_len (alg);
      ptr[i] = msg[i];
      for (j = 0; j < len[i]; j++)
        msg[i][j] = (unsigned char) next_rand (256);
    }
  kc_init (&tmpl, backend, alg, &p);
  kc_hash_many (&tmpl, &work, ptr, len, n, out);
  for (i = 0; i < n; i++)
    {
      unsigned char want[400];

      kc_hash (kc_backend_portable (), alg, &p, msg[i], len[i], want);
      checks++;
      if (memcmp (out + i * out_len, want, out_len) != 0)
        {
          if (failures < 20)
            fprintf (stderr, "%s: %s, kc_hash_many, message %u of %u, "
                     "%lu bytes, %lu out: mismatch\n", backend->name,
                     kc_info (alg)->name, i, n, (unsigned long) len[i],
                     (unsigned long) out_len);
          failures++;
        }
    }
}

/* N messages of ALG, message I of LEN + 7*I bytes (less RATE + 2 while
   that is more), OUT_LEN bytes of output where ALG is an XOF, against
   kc_hash over the portable backend: through kc_hash_many, and with
   DIRECT (when every message fits in one block with the trailer and
   the padding) straight through BACKEND's one_block routine with the
   template state.  LEN runs through every length up to RATE + 1, so
   both sides of the one-block limit (RATE - TN - 1 bytes, TN the
   trailer's) are covered, with keyed (KMAC) and customized (cSHAKE)
   templates too.  */
static void
run_short (const struct kc_backend *backend, enum kc_alg alg, unsigned int n,
           size_t len, size_t out_len, int direct)
{
  static unsigned char out[MAX_CTX * 400];
  const unsigned char *ptr[MAX_CTX];
  size_t lens[MAX_CTX];
  unsigned char tb[KC_ENCODE_MAX];
  unsigned int tn, i, j;
  struct kc_params p;
  struct kc_ctx tmpl;
  size_t rate = kc_info (alg)->rate;

  params_for (alg, &p);
  if (kc_info (alg)->flags & KC_P_XOF)
    p.out_len = out_len;
  out_len = p.out_len;
  for (i = 0; i < n; i++)
    {
      lens[i] = (len + 7 * i) % (rate + 2);
      ptr[i] = msg[i];
      for (j = 0; j < lens[i]; j++)
        msg[i][j] = (unsigned char) next_rand (256);
    }
  kc_init (&tmpl, backend, alg, &p);
  if (direct)
    {
      if (!kc_plain_trailer (&tmpl, tb, &tn) || rate < out_len
          || backend->p1600 != tmpl.outer.p)
        return;
      for (i = 0; i < n; i++)
        if (rate <= lens[i] + tn)
          return;
      backend->one_block (backend, &tmpl.outer.state, ptr, lens, n, tb, tn,
                          tmpl.suffix, tmpl.outer.rate, tmpl.outer.rounds,
                          out, (unsigned int) out_len);
    }
  else
    kc_hash_many (&tmpl, &work, ptr, lens, n, out);
  for (i = 0; i < n; i++)
    {
      unsigned char want[400];

      kc_hash (kc_backend_portable (), alg, &p, msg[i], lens[i], want);
      checks++;
      if (memcmp (out + i * out_len, want, out_len) != 0)
        {
          if (failures < 20)
            fprintf (stderr, "%s: %s, %s, message %u of %u, %lu bytes, "
                     "%lu out: mismatch\n", backend->name,
                     kc_info (alg)->name,
                     direct ? "one_block" : "short kc_hash_many", i, n,
                     (unsigned long) lens[i], (unsigned long) out_len);
          failures++;
        }
    }
  kc_wipe (&tmpl);
}

/* run_short on every algorithm, every length from 0 to its rate + 1,
   1 ... the parallelism of BACKEND messages at once (and a few more
   for kc_hash_many), outputs of 1 byte, 32 and a whole block, and one
   byte more than a block (which leaves the one-block path).  An XOF
   takes each output length on every fourth message length, in turn
   (the output is squeezed after the same absorbing whatever the
   length), or on every one with RUN_EXPENSIVE_TESTS=yes.  */
static void
run_shorts (const struct kc_backend *backend)
{
  unsigned int a, n, d, o;
  size_t len;
  char const *expensive = getenv ("RUN_EXPENSIVE_TESTS");
  int every = expensive && strcmp (expensive, "yes") == 0;

  for (a = 0; a < KC_ALG_COUNT; a++)
    {
      size_t rate = kc_info ((enum kc_alg) a)->rate;
      size_t outs[4];

      outs[0] = 1;
      outs[1] = 32;
      outs[2] = rate;
      outs[3] = rate + 1;
      for (d = 0; d < 2; d++)
        for (n = 1; n <= backend->parallelism + 2 * !d; n++)
          for (len = 0; len <= rate + 1; len++)
            for (o = 0; o < 4; o++)
              {
                int xof = (kc_info ((enum kc_alg) a)->flags & KC_P_XOF) != 0;

                if (xof && !every && o != (len + n) % 4)
                  continue;
                run_short (backend, (enum kc_alg) a, n, len, outs[o], d);
                if (!xof)
                  break;
              }
    }
}

int
main (void)
{
  const struct kc_backend *const *b;
  enum kc_alg algs[MAX_CTX];
  unsigned int n, i, a;

  for (b = kc_backends; *b; b++)
    {
      if (!test_backend_runs (*b))
        {
          printf ("%s: skipped (not on this CPU)\n", (*b)->name);
          continue;
        }
      /* One algorithm at a time (tree modes included: they must fall
         back to kc_update).  */
      for (a = 0; a < KC_ALG_COUNT; a++)
        for (n = 1; n <= MAX_CTX; n++)
          {
            for (i = 0; i < n; i++)
              algs[i] = (enum kc_alg) a;
            run (*b, algs, n);
          }
      /* Whole messages through kc_hash_many: every algorithm, up to
         MAX_CTX messages at once, outputs of 1, 64 and 400 bytes.  */
      for (a = 0; a < KC_ALG_COUNT; a++)
        for (n = 1; n <= MAX_CTX; n++)
          {
            run_many (*b, (enum kc_alg) a, n, 1);
            run_many (*b, (enum kc_alg) a, n, 64);
            run_many (*b, (enum kc_alg) a, n, 400);
          }
      /* Short messages, through the one-block routine and around
         it.  */
      run_shorts (*b);
      /* Mixes of algorithms.  */
      for (n = 1; n <= MAX_CTX; n++)
        for (a = 0; a < 20; a++)
          {
            for (i = 0; i < n; i++)
              {
                unsigned int r = next_rand (KC_ALG_COUNT);
                algs[i] = (enum kc_alg) r;
              }
            run (*b, algs, n);
          }
      kc_wipe_work (&work);
      printf ("%s: done\n", (*b)->name);
    }
  printf ("%lu checks, %lu failures\n", checks, failures);
  return failures ? 1 : 0;
}
