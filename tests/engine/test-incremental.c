/* test-incremental.c -- every mode gives the same answer however its
   input and output are split, on every backend.

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

/* In the manner of Monocypher's incremental test.  For every algorithm,
   a few parameter sets (keys, S, N, B, domain bytes, XOF variants,
   tuples with empty elements) and messages whose lengths sit on the
   rate and chunk boundaries, on every backend of kc_backends[]:

   - kc_hash equals init/update/final with the message in one piece;
   - splitting the message at every point (short messages) or into
     random pieces with empty updates among them (long ones) changes
     nothing;
   - kc_final without output followed by kc_squeeze in random pieces
     gives the same output;
   - every backend gives what the first one gives.

   This checks consistency, not correctness; tests/engine/test-kat does
   that.  A few known answers are checked here too, so that a mode that
   is consistently wrong cannot pass unnoticed:

   - SP 800-185 samples (NIST CSRC, "cSHAKE_samples.pdf" sample #1 and
     "KMAC_samples.pdf" sample #1);
   - RFC 9861 section 5: TurboSHAKE128 (M = empty, D = 1F), KT128 with
     M = ptn (0), ptn (17^2) and ptn (17^4) (the last spans 11 chunks);
   - MarsupilamiFourteen of "The quick brown fox jumps over the lazy
     dog", 64 bytes, from kerukuro/digestpp test/test.cc (an independent
     C++ implementation; there is no official M14 vector set).

   C89, so that tests/engine/c89.sh can build it with the engine in the
   no-64-bit configuration.  Prints one line per algorithm and a final
   "N passed, N failed"; exits 1 on any failure.  */

#include <stdio.h>
#include <string.h>

#include "keccak.h"
#include "cpu-test.h"

#define CHUNK 8192
#define MAX_MSG (3 * CHUNK + 200)
#define MAX_OUT 600
#define MAX_CUTS 40

static unsigned char msg[MAX_MSG];
static unsigned char ptn_buf[83521];

/* The checks of the current algorithm, and of the whole run.  */
static unsigned long alg_pass, alg_fail, total_pass, total_fail;

/* The fixed linear congruential generator of the test (the constants
   of ANSI C's example rand), so every run is the same.  */
static kc_u32 lcg_state = 1;

static kc_u32
lcg (void)
{
  lcg_state = lcg_state * (kc_u32) 1103515245UL + (kc_u32) 12345;
  return (lcg_state >> 8) & 0xffffff;
}

/* A pseudo-random number 0 ... N-1 (N at most 2^24).  */
static size_t
rnd (size_t n)
{
  return (size_t) (lcg () % (kc_u32) n);
}

/* Record one check named WHAT: OK nonzero means it passed.  The first
   few failures are described on stdout.  */
static void
check (int ok, const char *alg, const char *backend, const char *what,
       size_t len)
{
  if (ok)
    alg_pass++;
  else
    {
      if (alg_fail < 5)
        printf ("  FAIL %s on %s: %s, message length %lu\n", alg, backend,
                what, (unsigned long) len);
      alg_fail++;
    }
}

/* One parameter set of an algorithm: the params, the output length to
   ask for, and for TupleHash the lengths of the tuple's elements (the
   last element takes the rest of the message; N_ELEMS 0 means a
   one-element tuple).  */
struct pset
{
  struct kc_params p;
  size_t out_len;
  size_t elems[3];
  int n_elems;
};

/* Feed MSG[0 ... LEN) to CTX: as the tuple of PS if the algorithm takes
   tuples, cut into pieces at the N_CUTS offsets CUTS (in increasing
   order), with an empty update at every cut.  */
static void
feed (struct kc_ctx *ctx, const struct pset *ps, int tuple,
      const unsigned char *m, size_t len, const size_t *cuts, int n_cuts)
{
  size_t start = 0;
  int e = 0;
  int c = 0;

  for (;;)
    {
      size_t end = len;
      size_t pos;

      if (tuple && e < ps->n_elems && start + ps->elems[e] <= len)
        end = start + ps->elems[e];
      if (tuple)
        kc_tuple_begin (ctx, (kc_u32) 0, (kc_u32) (end - start));
      pos = start;
      while (pos < end)
        {
          size_t next = end;

          while (c < n_cuts && cuts[c] <= pos)
            c++;
          if (c < n_cuts && cuts[c] < end)
            next = cuts[c];
          kc_update (ctx, m + pos, next - pos);
          if (next < end)
            kc_update (ctx, m + next, 0);
          pos = next;
        }
      if (end == len && !(tuple && e + 1 < ps->n_elems))
        break;
      start = end;
      e++;
    }
}

/* Hash MSG[0 ... LEN) with ALG and PS on backend B in pieces cut at
   CUTS, writing PS->out_len bytes to OUT.  */
static void
hash_cut (const struct kc_backend *b, enum kc_alg alg,
          const struct pset *ps, size_t len, const size_t *cuts,
          int n_cuts, unsigned char *out)
{
  struct kc_ctx ctx;
  int tuple = (kc_info (alg)->flags & KC_P_TUPLE) != 0;

  kc_init (&ctx, b, alg, &ps->p);
  feed (&ctx, ps, tuple, msg, len, cuts, n_cuts);
  kc_final (&ctx, out);
  kc_wipe (&ctx);
}

/* Sort the N cut points at CUTS (insertion sort; N is small).  */
static void
sort_cuts (size_t *cuts, int n)
{
  int i, j;

  for (i = 1; i < n; i++)
    {
      size_t v = cuts[i];

      for (j = i; j > 0 && cuts[j - 1] > v; j--)
        cuts[j] = cuts[j - 1];
      cuts[j] = v;
    }
}

/* Run every consistency check of ALG with PS on a message of LEN bytes
   on backend B; REF0 holds the first backend's answer (written when
   FIRST is nonzero, compared otherwise).  */
static void
run_case (const struct kc_backend *b, enum kc_alg alg,
          const struct pset *ps, size_t len, unsigned char *ref0,
          int first)
{
  const struct kc_info *info = kc_info (alg);
  unsigned char ref[MAX_OUT], out[MAX_OUT];
  size_t cuts[MAX_CUTS];
  size_t i, done;
  int k, ok;
  struct kc_ctx ctx;
  int tuple = (info->flags & KC_P_TUPLE) != 0;

  /* The reference: one update per tuple element.  */
  memset (cuts, 0, sizeof cuts);
  hash_cut (b, alg, ps, len, cuts, 0, ref);
  if (first)
    memcpy (ref0, ref, ps->out_len);
  else
    check (memcmp (ref0, ref, ps->out_len) == 0, info->name, b->name,
           "backends disagree", len);

  /* The one-shot call, where it means the same message.  */
  if (!tuple || ps->n_elems == 0)
    {
      kc_hash (b, alg, &ps->p, msg, len, out);
      check (memcmp (ref, out, ps->out_len) == 0, info->name, b->name,
             "kc_hash differs from init/update/final", len);
    }

  /* Split at every point, or at random points for long messages (with
     ParallelHash at B = 1 every byte is a leaf, so only short ones get
     every split there).  */
  if (len <= 340 && (ps->p.block_lo > 1 || len <= 48))
    {
      ok = 1;
      for (i = 0; i <= len; i++)
        {
          cuts[0] = i;
          hash_cut (b, alg, ps, len, cuts, 1, out);
          ok &= memcmp (ref, out, ps->out_len) == 0;
          if (i + 7 <= len)
            {
              cuts[0] = i;
              cuts[1] = i;
              cuts[2] = i + 7;
              hash_cut (b, alg, ps, len, cuts, 3, out);
              ok &= memcmp (ref, out, ps->out_len) == 0;
            }
        }
      check (ok, info->name, b->name, "split at every point", len);
    }
  else
    {
      int round;

      ok = 1;
      for (round = 0; round < 3; round++)
        {
          int n = 1 + (int) rnd (MAX_CUTS - 1);

          for (k = 0; k < n; k++)
            /* Mostly small pieces near the start, sometimes anywhere,
               so runs of whole leaves and ragged ends both occur.  */
            cuts[k] = (k % 3 == 0) ? rnd (len + 1) : rnd (len / 8 + 2);
          sort_cuts (cuts, n);
          for (k = 0; k < n; k++)
            if (cuts[k] > len)
              cuts[k] = len;
          hash_cut (b, alg, ps, len, cuts, n, out);
          ok &= memcmp (ref, out, ps->out_len) == 0;
        }
      check (ok, info->name, b->name, "random splits", len);
    }

  /* Squeeze in pieces: nothing from kc_final, then random pieces.  */
  kc_init (&ctx, b, alg, &ps->p);
  feed (&ctx, ps, tuple, msg, len, cuts, 0);
  kc_final (&ctx, NULL);
  for (done = 0; done < ps->out_len;)
    {
      size_t n = 1 + rnd (info->rate + 9);

      if (n > ps->out_len - done)
        n = ps->out_len - done;
      kc_squeeze (&ctx, out + done, n);
      done += n;
    }
  kc_wipe (&ctx);
  check (memcmp (ref, out, ps->out_len) == 0, info->name, b->name,
         "squeezing in pieces", len);
}

static const unsigned char kmac_key[32] = {
  0x40, 0x41, 0x42, 0x43, 0x44, 0x45, 0x46, 0x47,
  0x48, 0x49, 0x4A, 0x4B, 0x4C, 0x4D, 0x4E, 0x4F,
  0x50, 0x51, 0x52, 0x53, 0x54, 0x55, 0x56, 0x57,
  0x58, 0x59, 0x5A, 0x5B, 0x5C, 0x5D, 0x5E, 0x5F
};

static unsigned char long_key[170];
static unsigned char long_custom[164];

/* Fill PS[0 ...] with the parameter sets of ALG; return how many.  */
static int
make_psets (enum kc_alg alg, struct pset *ps)
{
  const struct kc_info *info = kc_info (alg);
  unsigned int flags = info->flags;
  int n = 0;
  int i;

  for (i = 0; i < 4; i++)
    {
      kc_params_default (&ps[i].p, alg);
      ps[i].out_len = info->out_len;
      ps[i].n_elems = 0;
    }
  if (!(flags & KC_P_XOF))
    return 1;

  /* Every XOF: a long output, default parameters.  */
  ps[n].p.out_len = ps[n].out_len = 3 * info->rate + 17;
  n++;

  if (flags & KC_P_FUNCTION)
    {
      ps[n].p.function = (const unsigned char *) "fn";
      ps[n].p.function_len = 2;
      ps[n].p.custom = (const unsigned char *) "Email Signature";
      ps[n].p.custom_len = 15;
      n++;
      /* S that crosses the bytepad block boundary.  */
      ps[n].p.custom = long_custom;
      ps[n].p.custom_len = 163;
      ps[n].p.out_len = ps[n].out_len = 200;
      n++;
    }
  if (flags & KC_P_KEY)
    {
      ps[n].p.key = kmac_key;
      ps[n].p.key_len = sizeof kmac_key;
      ps[n].p.custom = (const unsigned char *) "My Tagged Application";
      ps[n].p.custom_len = 21;
      ps[n].p.out_len = ps[n].out_len = 37;
      n++;
      ps[n].p.key = long_key;
      ps[n].p.key_len = sizeof long_key;
      ps[n].p.xof = 1;
      ps[n].p.out_len = ps[n].out_len = 300;
      n++;
    }
  if (flags & KC_P_TUPLE)
    {
      ps[n].p.custom = (const unsigned char *) "tuple";
      ps[n].p.custom_len = 5;
      ps[n].elems[0] = 3;
      ps[n].elems[1] = 0;
      ps[n].elems[2] = 150;
      ps[n].n_elems = 3;
      n++;
      ps[n].p.xof = 1;
      ps[n].p.out_len = ps[n].out_len = 100;
      ps[n].elems[0] = 0;
      ps[n].n_elems = 1;
      n++;
    }
  if (flags & KC_P_BLOCK)
    {
      ps[n].p.block_lo = 1;
      ps[n].p.custom = (const unsigned char *) "par";
      ps[n].p.custom_len = 3;
      n++;
      ps[n].p.block_lo = 7;
      ps[n].p.xof = 1;
      ps[n].p.out_len = ps[n].out_len = 70;
      n++;
      ps[n].p.block_lo = 168;
      n++;
    }
  if (flags & KC_P_DOMAIN)
    {
      ps[n].p.domain = 0x01;
      n++;
      ps[n].p.domain = 0x7F;
      ps[n].p.out_len = ps[n].out_len = 2 * info->rate + 1;
      n++;
    }
  if ((flags & KC_P_CUSTOM) && !(flags & (KC_P_FUNCTION | KC_P_KEY
                                          | KC_P_TUPLE | KC_P_BLOCK)))
    {
      /* KT128, KT256, M14: C of 1 and of 41 bytes (as RFC 9861).  */
      ps[n].p.custom = (const unsigned char *) "C";
      ps[n].p.custom_len = 1;
      n++;
      ps[n].p.custom = long_custom;
      ps[n].p.custom_len = 41;
      ps[n].p.out_len = ps[n].out_len = 70;
      n++;
    }
  return n;
}

/* Fill LENS with the message lengths that matter for ALG with PS;
   return how many.  */
static int
make_lens (enum kc_alg alg, const struct pset *ps, size_t *lens)
{
  const struct kc_info *info = kc_info (alg);
  size_t r = info->rate;
  size_t b;
  int n = 0;

  lens[n++] = 0;
  lens[n++] = 1;
  if (info->flags & KC_P_BLOCK)
    {
      b = ps->p.block_lo;
      if (b > 1)
        {
          lens[n++] = b - 1;
          lens[n++] = b;
          lens[n++] = b + 1;
        }
      lens[n++] = 3 * b + 1;
      if (b < 100)
        lens[n++] = 2 * r + 3;
      if (b == 1)
        lens[n++] = CHUNK + 1;
      return n;
    }
  lens[n++] = r - 1;
  lens[n++] = r;
  lens[n++] = r + 1;
  lens[n++] = 2 * r + 3;
  if ((info->flags & KC_P_CUSTOM)
      && !(info->flags & (KC_P_FUNCTION | KC_P_KEY | KC_P_TUPLE)))
    {
      /* A tree: around the chunk size, C included.  */
      lens[n++] = CHUNK - 1 - ps->p.custom_len;
      lens[n++] = CHUNK - ps->p.custom_len;
      lens[n++] = CHUNK - 1;
      lens[n++] = CHUNK;
      lens[n++] = CHUNK + 1;
      lens[n++] = 3 * CHUNK + 1;
    }
  else
    lens[n++] = CHUNK + 1;
  return n;
}

/* Hex digits to bytes: the known answers are written in hex.  */
static void
unhex (const char *hex, unsigned char *out)
{
  static const char digits[] = "0123456789abcdef";

  while (hex[0] && hex[1])
    {
      *out++ = (unsigned char) ((strchr (digits, hex[0]) - digits) * 16
                                + (strchr (digits, hex[1]) - digits));
      hex += 2;
    }
}

/* Check one known answer of ALG with P over the LEN bytes at M on
   every backend: the first bytes of output must be HEX.  */
static void
known (enum kc_alg alg, const struct kc_params *p, const unsigned char *m,
       size_t len, const char *hex, const char *what)
{
  unsigned char exp[64], out[64];
  size_t n = strlen (hex) / 2;
  struct kc_params q;
  int i;

  q = *p;
  q.out_len = n;
  unhex (hex, exp);
  for (i = 0; kc_backends[i]; i++)
    {
      if (!test_backend_runs (kc_backends[i]))
        continue;
      kc_hash (kc_backends[i], alg, &q, m, len, out);
      check (memcmp (exp, out, n) == 0, kc_info (alg)->name,
             kc_backends[i]->name, what, len);
    }
}

/* The known answers of the header comment.  */
static void
known_answers (void)
{
  struct kc_params p;
  unsigned char data[4];
  size_t i;

  for (i = 0; i < 4; i++)
    data[i] = (unsigned char) i;
  for (i = 0; i < sizeof ptn_buf; i++)
    ptn_buf[i] = (unsigned char) (i % 251);

  kc_params_default (&p, KC_CSHAKE128);
  p.custom = (const unsigned char *) "Email Signature";
  p.custom_len = 15;
  known (KC_CSHAKE128, &p, data, 4,
         "c1c36925b6409a04f1b504fcbca9d82b"
         "4017277cb5ed2b2065fc1d3814d5aaf5", "SP 800-185 cSHAKE sample #1");

  kc_params_default (&p, KC_KMAC128);
  p.key = kmac_key;
  p.key_len = sizeof kmac_key;
  known (KC_KMAC128, &p, data, 4,
         "e5780b0d3ea6f7d3a429c5706aa43a00"
         "fadbd7d49628839e3187243f456ee14e", "SP 800-185 KMAC sample #1");

  kc_params_default (&p, KC_TURBOSHAKE128);
  known (KC_TURBOSHAKE128, &p, data, 0,
         "1e415f1c5983aff2169217277d17bb53"
         "8cd945a397ddec541f1ce41af2c1b74c", "RFC 9861 TurboSHAKE128 empty");

  kc_params_default (&p, KC_KT128);
  known (KC_KT128, &p, data, 0,
         "1ac2d450fc3b4205d19da7bfca1b3751"
         "3c0803577ac7167f06fe2ce1f0ef39e5", "RFC 9861 KT128 empty");
  known (KC_KT128, &p, ptn_buf, 289,
         "0c315ebcdedbf61426de7dcf8fb725d1"
         "e74675d7f5327a5067f367b108ecb67c", "RFC 9861 KT128 ptn(17^2)");
  known (KC_KT128, &p, ptn_buf, 83521,
         "8701045e22205345ff4dda05555cbb5c"
         "3af1a771c2b89baef37db43d9998b9fe", "RFC 9861 KT128 ptn(17^4)");

  kc_params_default (&p, KC_M14);
  known (KC_M14, &p,
         (const unsigned char *) "The quick brown fox jumps over the lazy dog",
         43,
         "3611bcaa666347770dbffd4562f137c5adfe2e09f3c4268ef7c7d7c0e6c5d59c"
         "21fa67c4cfdba29e449c944b1a16c4583f2be8a75fb4f7649df6b98698708ecf",
         "digestpp M14 fox");
}

/* Print the line of ALG_NAME and add its counts to the totals.  */
static void
report (const char *alg_name)
{
  printf ("%s %s: %lu checks\n", alg_fail ? "FAIL" : "PASS", alg_name,
          alg_pass + alg_fail);
  total_pass += alg_pass;
  total_fail += alg_fail;
  alg_pass = alg_fail = 0;
}

int
main (void)
{
  static struct pset ps[8];
  static unsigned char ref0[MAX_OUT];
  size_t lens[16];
  size_t i;
  int a, s, l, b, n_ps, n_lens;

  for (i = 0; i < sizeof msg; i++)
    msg[i] = (unsigned char) (lcg () & 0xff);
  for (i = 0; i < sizeof long_key; i++)
    long_key[i] = (unsigned char) (0xA0 + i);
  for (i = 0; i < sizeof long_custom; i++)
    long_custom[i] = (unsigned char) ('a' + i % 26);

  known_answers ();
  report ("known answers");

  for (a = 0; a < KC_ALG_COUNT; a++)
    {
      enum kc_alg alg = (enum kc_alg) a;

      n_ps = make_psets (alg, ps);
      for (s = 0; s < n_ps; s++)
        {
          if (kc_params_check (&ps[s].p, alg) != 0)
            {
              check (0, kc_info (alg)->name, "-", "bad test params", 0);
              continue;
            }
          n_lens = make_lens (alg, &ps[s], lens);
          for (l = 0; l < n_lens; l++)
            for (b = 0; kc_backends[b]; b++)
              if (test_backend_runs (kc_backends[b]))
                run_case (kc_backends[b], alg, &ps[s], lens[l], ref0,
                          b == 0);
        }
      report (kc_info (alg)->name);
    }

  printf ("%lu passed, %lu failed\n", total_pass, total_fail);
  return total_fail != 0;
}
