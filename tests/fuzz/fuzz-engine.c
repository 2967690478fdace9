/* fuzz-engine.c -- libFuzzer target: every way of feeding the engine
   gives the same digest.

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

/* The input chooses an algorithm, its parameters (output length, key,
   S, N, B, XOF, domain byte), a message and a seed.  The reference is
   kc_hash on the portable backend; then on every backend this CPU can
   run, kc_hash, kc_update in random pieces with the output read by
   kc_squeeze in two random parts after kc_final, and for the tree modes a
   random mix of kc_update and kc_tree_cvs/kc_tree_absorb_cvs over runs
   of whole leaves, must all give the reference.  TupleHash messages are
   cut into random elements, and every way of feeding that tuple must
   agree.  Any difference aborts.  */

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "keccak.h"
#include "cpu.h"

/* Caps that keep one run around a millisecond or two, while still
   reaching 9 leaves of 8 KiB (the x8 leaf routine and one more).  */
enum { MAX_MSG = 9 * 8192 + 8192 + 100, MAX_OUT = 600, MAX_STR = 300,
       MAX_ELEMS = 5, MAX_CV_BATCH = 40 };

static unsigned char msg[MAX_MSG];
static unsigned char ref[MAX_OUT], got[MAX_OUT];
static unsigned char cvs[MAX_CV_BATCH * 64];

/* The random choices of one run: xorshift64 from the input's seed.  */
static uint64_t rng;

static size_t
rnd (size_t n)
{
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return n ? (size_t) (rng % n) : 0;
}

/* A random piece length, mostly small, sometimes large, up to LEFT.  */
static size_t
piece (size_t left)
{
  size_t n;
  switch (rnd (4))
    {
    case 0: n = rnd (8); break;
    case 1: n = rnd (300); break;
    case 2: n = rnd (20000); break;
    default: n = left; break;
    }
  return n < left ? n : left;
}

/* Feed LEN bytes at P into CTX in random pieces.  When TREE, whenever
   CTX is at a leaf boundary, sometimes hash a random run of whole
   leaves with kc_tree_cvs (in one or two calls, as two threads would)
   and absorb their chaining values.  */
static void
feed (struct kc_ctx *ctx, unsigned char const *p, size_t len, int tree)
{
  while (len != 0)
    {
      if (tree && kc_tree_gap (ctx) == 0 && rnd (2))
        {
          size_t leaf_len, n, half;
          unsigned int cv_len;
          kc_tree_sizes (ctx, &leaf_len, &cv_len);
          if (64 < cv_len || leaf_len == 0)
            abort ();
          n = len / leaf_len;
          if (MAX_CV_BATCH < n)
            n = MAX_CV_BATCH;
          n = rnd (n + 1);
          if (n != 0)
            {
              half = rnd (n + 1);
              kc_tree_cvs (ctx, p, half, cvs);
              kc_tree_cvs (ctx, p + half * leaf_len, n - half,
                           cvs + half * cv_len);
              kc_tree_absorb_cvs (ctx, cvs, n);
              p += n * leaf_len;
              len -= n * leaf_len;
              continue;
            }
        }
      {
        size_t n = piece (len);
        if (tree && kc_tree_gap (ctx) != 0 && rnd (2))
          {
            /* Stop exactly at the boundary, to give the leaf path a
               chance.  */
            size_t gap = kc_tree_gap (ctx);
            n = gap < len ? gap : len;
          }
        kc_update (ctx, p, n);
        p += n;
        len -= n;
      }
    }
}

/* Whether BACKEND may run on a CPU with FEATURES (as in selftest.c).  */
static int
backend_runs (struct kc_backend const *backend, unsigned int features)
{
  unsigned int s, gated = 0;
  for (s = 0; s <= (KC_CPU_AVX2 | KC_CPU_AVX512); s++)
    if (kc_backend_for (s) == backend)
      {
        if ((s & ~features) == 0)
          return 1;
        gated = 1;
      }
  return !gated;
}

static unsigned int features;

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (uint8_t const *data, size_t size);

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  (void) argc;
  (void) argv;
  features = ksum_cpu_features ();
  return 0;
}

int
LLVMFuzzerTestOneInput (uint8_t const *data, size_t size)
{
  struct kc_params params;
  struct kc_info const *info;
  enum kc_alg alg;
  unsigned char key[MAX_STR], custom[MAX_STR], function[MAX_STR];
  size_t out_len, msg_len, i, b;
  size_t elem_len[MAX_ELEMS];
  int n_elems, tuple, tree;
  uint8_t const *end = data + size;

  if (size < 12)
    return 0;
  alg = (enum kc_alg) (data[0] % KC_ALG_COUNT);
  info = kc_info (alg);
  kc_params_default (&params, alg);

  out_len = info->out_len;
  if (info->flags & KC_P_XOF)
    out_len = 1 + (((size_t) data[1] << 8 | data[2]) % MAX_OUT);
  if (info->flags & KC_P_XOFMODE)
    params.xof = data[3] & 1;
  if (info->flags & KC_P_DOMAIN)
    params.domain = 1 + (data[3] >> 1) % 0x7f;
  if (info->flags & KC_P_BLOCK)
    {
      params.block_lo = (data[4] & 0x80 ? 8192
                         : 1 + (kc_u32) (data[4] & 0x7f) * (data[4] & 0x7f));
      /* A B of 2^32 or more: leaves that no buffer holds whole.  */
      if (data[4] == 0xff)
        params.block_hi = params.block_lo = 0xffffffff;
      else if (data[4] == 0xfe)
        params.block_hi = params.block_lo = 1;
    }
  params.out_len = out_len;
  rng = ((uint64_t) data[8] << 24 | (uint64_t) data[9] << 16
         | (uint64_t) data[10] << 8 | data[11]) * 0x9e3779b97f4a7c15ull + 1;
  /* Mostly short messages (fast runs); with bit 7 of data[5], up to
     MAX_MSG bytes.  */
  msg_len = (size_t) data[6] << 8 | data[7];
  msg_len = data[5] & 0x80 ? 2 * msg_len : msg_len % 2048;
  if (MAX_MSG < msg_len)
    msg_len = MAX_MSG;
  data += 12;

  /* Key, S and N: lengths from the low bits of data[5], bytes from the
     input (what is missing is the pattern i mod 251).  */
  {
    size_t lens[3];
    unsigned char *dst[3];
    int k;
    lens[0] = (info->flags & KC_P_KEY) ? rnd (MAX_STR) : 0;
    lens[1] = (info->flags & KC_P_CUSTOM) && (data[-7] & 1) ? rnd (MAX_STR)
              : 0;
    lens[2] = (info->flags & KC_P_FUNCTION) && (data[-7] & 2)
              ? rnd (MAX_STR) : 0;
    dst[0] = key;
    dst[1] = custom;
    dst[2] = function;
    for (k = 0; k < 3; k++)
      for (i = 0; i < lens[k]; i++)
        dst[k][i] = data + i < end ? data[i] : (unsigned char) (i % 251);
    params.key = key;
    params.key_len = lens[0];
    params.custom = custom;
    params.custom_len = lens[1];
    params.function = function;
    params.function_len = lens[2];
  }
  if (kc_params_check (&params, alg) != 0)
    abort ();

  /* The message: the rest of the input, repeated to MSG_LEN with a
     changing byte so that repeated leaves differ.  */
  for (i = 0; i < msg_len; i++)
    {
      size_t n = (size_t) (end - data);
      msg[i] = n ? (unsigned char) (data[i % n] + i / n) : (unsigned char) i;
    }

  tuple = (info->flags & KC_P_TUPLE) != 0;
  n_elems = 1;
  elem_len[0] = msg_len;
  if (tuple)
    {
      size_t left = msg_len;
      n_elems = (int) rnd (MAX_ELEMS + 1);
      for (i = 0; i < (size_t) n_elems; i++)
        {
          elem_len[i] = i + 1 == (size_t) n_elems ? left : rnd (left + 1);
          left -= elem_len[i];
        }
      if (n_elems == 0 && msg_len != 0)
        {
          n_elems = 1;
          elem_len[0] = msg_len;
        }
    }

  /* The reference: one shot on the portable backend, or for a tuple of
     other than one element, the elements in whole.  */
  {
    struct kc_ctx ctx;
    if (!tuple || n_elems == 1)
      kc_hash (kc_backend_portable (), alg, &params, msg, msg_len, ref);
    else
      {
        size_t off = 0;
        kc_init (&ctx, kc_backend_portable (), alg, &params);
        for (i = 0; i < (size_t) n_elems; i++)
          {
            kc_tuple_begin (&ctx, 0, (kc_u32) elem_len[i]);
            kc_update (&ctx, msg + off, elem_len[i]);
            off += elem_len[i];
          }
        kc_final (&ctx, ref);
        kc_wipe (&ctx);
      }
  }

  for (b = 0; kc_backends[b]; b++)
    {
      struct kc_backend const *backend = kc_backends[b];
      struct kc_ctx ctx;
      size_t first, off = 0;

      if (!backend_runs (backend, features))
        continue;

      if (!tuple || n_elems == 1)
        {
          memset (got, 0, out_len);
          kc_hash (backend, alg, &params, msg, msg_len, got);
          if (memcmp (got, ref, out_len) != 0)
            abort ();
        }

      kc_init (&ctx, backend, alg, &params);
      tree = kc_tree_gap (&ctx) != (size_t) -1;
      if (tree && tuple)
        abort ();
      if (tuple)
        for (i = 0; i < (size_t) n_elems; i++)
          {
            kc_tuple_begin (&ctx, 0, (kc_u32) elem_len[i]);
            feed (&ctx, msg + off, elem_len[i], 0);
            off += elem_len[i];
          }
      else
        feed (&ctx, msg, msg_len, tree);
      memset (got, 0, out_len);
      first = rnd (out_len + 1);
      kc_final (&ctx, NULL);
      kc_squeeze (&ctx, got, first);
      kc_squeeze (&ctx, got + first, out_len - first);
      kc_wipe (&ctx);
      if (memcmp (got, ref, out_len) != 0)
        abort ();
    }
  return 0;
}
