/* test-simd.c -- the SIMD backends against the portable one.

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

/* For every SIMD backend that this CPU (and GLIBC_TUNABLES) allows, as
   the CLI's own probe (src/cli/cpu.c) reports it:

   1. The leaf routine against kc_leaves_serial over the portable
      backend, for the parameter sets of KT128, KT256, M14,
      ParallelHash128 and ParallelHash256, 1 ... 17 leaves, leaf lengths
      around the rates and the 8 KiB chunk, on pseudo-random data at an
      odd address, with guard bytes after the chaining values.
   2. The single-state operations against kc_p1600_64: permute for every
      round count 1 ... 24, fast_loop_absorb for every lane count, and
      the byte operations at several offsets and lengths.

   The portable backend is the reference: its own correctness comes from
   the known answers of test-kat and test-p1600.  Exit status 0 if all
   passed, 1 if one failed, 77 if the CPU has no SIMD backend here.  */

#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "keccak.h"
#include "cpu.h"

#define GUARD 16

#ifdef KC_HAVE_U64

static unsigned long failures;
static unsigned long checks;

/* A small deterministic generator (a 32-bit LCG, high bits), so that a
   failure can be reproduced.  */
static unsigned long seed = 12345;
static unsigned int
next_byte (void)
{
  seed = (seed * 1103515245UL + 12345UL) & 0xffffffffUL;
  return (unsigned int) (seed >> 23) & 0xff;
}

static void
check (int ok, const char *backend, const char *what, unsigned long a,
       unsigned long b, unsigned long c)
{
  checks++;
  if (!ok)
    {
      if (failures < 20)
        fprintf (stderr, "%s: %s failed (%lu, %lu, %lu)\n", backend, what,
                 a, b, c);
      failures++;
    }
}

/* The leaf parameter sets: rate, rounds, suffix, CV length.  */
static const unsigned int leaf_params[5][4] = {
  { 168, 12, 0x0B, 32 },        /* KT128 */
  { 136, 12, 0x0B, 64 },        /* KT256 */
  { 136, 14, 0x0B, 64 },        /* MarsupilamiFourteen */
  { 168, 24, 0x1F, 32 },        /* ParallelHash128 */
  { 136, 24, 0x1F, 64 }         /* ParallelHash256 */
};

static const size_t leaf_lens[] = {
  1, 7, 135, 136, 137, 167, 168, 169, 8191, 8192, 8193, 2 * 8192
};

#define MAX_LEAVES 17

static void
test_leaves (const struct kc_backend *b, const unsigned char *data)
{
  static unsigned char want[MAX_LEAVES * 64 + GUARD];
  static unsigned char got[MAX_LEAVES * 64 + GUARD];
  const struct kc_backend *portable = kc_backend_portable ();
  unsigned int p, l;
  size_t n;

  for (p = 0; p < 5; p++)
    for (l = 0; l < sizeof leaf_lens / sizeof leaf_lens[0]; l++)
      for (n = 1; n <= MAX_LEAVES; n++)
        {
          const unsigned int *q = leaf_params[p];
          size_t len = leaf_lens[l];
          memset (want, 0xa5, sizeof want);
          memset (got, 0xa5, sizeof got);
          kc_leaves_serial (portable, data, len, n, q[0], q[1], q[2], want,
                            q[3]);
          b->leaves (b, data, len, n, q[0], q[1], q[2], got, q[3]);
          check (memcmp (want, got, sizeof want) == 0, b->name, "leaves",
                 p, (unsigned long) len, (unsigned long) n);
        }
}

/* Compare the whole states of two backends by extracting them.  */
static int
same_state (const struct kc_p1600_ops *x, const kc_p1600_state *sx,
            const struct kc_p1600_ops *y, const kc_p1600_state *sy)
{
  unsigned char bx[200], by[200];

  x->extract_bytes (sx, bx, 0, 200);
  y->extract_bytes (sy, by, 0, 200);
  return memcmp (bx, by, 200) == 0;
}

static void
test_single (const struct kc_backend *b, const unsigned char *data)
{
  const struct kc_p1600_ops *ref = &kc_p1600_64;
  const struct kc_p1600_ops *t = b->p1600;
  kc_p1600_state sr, st;
  unsigned char outr[200 + GUARD], outt[200 + GUARD];
  unsigned int nr, lanes, off, len;

  /* permute, from a state full of data.  */
  for (nr = 1; nr <= 24; nr++)
    {
      ref->init (&sr);
      t->init (&st);
      ref->add_bytes (&sr, data, 0, 200);
      t->add_bytes (&st, data, 0, 200);
      ref->permute (&sr, nr);
      t->permute (&st, nr);
      check (same_state (ref, &sr, t, &st), b->name, "permute", nr, 0, 0);
    }

  /* fast_loop_absorb: every lane count, a length that is no multiple of
     the block, from an odd address, with the rounds of each mode.  */
  for (lanes = 1; lanes <= 25; lanes++)
    for (nr = 12; nr <= 24; nr += 2)
      {
        size_t len_in = (size_t) lanes * 8 * 5 + 3;
        size_t nref, nt;
        ref->init (&sr);
        t->init (&st);
        ref->add_bytes (&sr, data + 500, 0, 200);
        t->add_bytes (&st, data + 500, 0, 200);
        nref = ref->fast_loop_absorb (&sr, lanes, data + 1, len_in, nr);
        nt = t->fast_loop_absorb (&st, lanes, data + 1, len_in, nr);
        check (nref == nt && same_state (ref, &sr, t, &st), b->name,
               "fast_loop_absorb", lanes, nr, (unsigned long) nt);
      }

  /* The byte operations at several offsets and lengths, each followed
     by an extraction of the bytes concerned and of the whole state.  */
  for (off = 0; off <= 200; off += 7)
    for (len = 0; off + len <= 200; len += 13)
      {
        ref->init (&sr);
        t->init (&st);
        ref->add_bytes (&sr, data + 1000, 0, 200);
        t->add_bytes (&st, data + 1000, 0, 200);
        ref->permute (&sr, 24);
        t->permute (&st, 24);

        ref->add_bytes (&sr, data + off, off, len);
        t->add_bytes (&st, data + off, off, len);
        check (same_state (ref, &sr, t, &st), b->name, "add_bytes", off,
               len, 0);
        if (off < 200)
          {
            ref->add_byte (&sr, data[off + 3], off);
            t->add_byte (&st, data[off + 3], off);
            check (same_state (ref, &sr, t, &st), b->name, "add_byte", off,
                   0, 0);
          }
        ref->overwrite_bytes (&sr, data + 2000, off, len);
        t->overwrite_bytes (&st, data + 2000, off, len);
        check (same_state (ref, &sr, t, &st), b->name, "overwrite_bytes",
               off, len, 0);
        memset (outr, 0x5a, sizeof outr);
        memset (outt, 0x5a, sizeof outt);
        ref->extract_bytes (&sr, outr, off, len);
        t->extract_bytes (&st, outt, off, len);
        check (memcmp (outr, outt, sizeof outr) == 0, b->name,
               "extract_bytes", off, len, 0);
        memcpy (outr, data + 3000, sizeof outr);
        memcpy (outt, data + 3000, sizeof outt);
        ref->extract_and_add (&sr, outr, outr, off, len);
        t->extract_and_add (&st, outt, outt, off, len);
        check (memcmp (outr, outt, sizeof outr) == 0, b->name,
               "extract_and_add", off, len, 0);
        ref->overwrite_zeroes (&sr, off);
        t->overwrite_zeroes (&st, off);
        check (same_state (ref, &sr, t, &st), b->name, "overwrite_zeroes",
               off, 0, 0);
      }
}

#endif /* KC_HAVE_U64 */

int
main (void)
{
#ifndef KC_HAVE_U64
  /* The SIMD backends need 64-bit lanes (configure builds none with
     --enable-32bit-lanes).  */
  printf ("SKIP: no 64-bit lanes in this build\n");
  return 77;
#else
  unsigned int features = ksum_cpu_features ();
  const struct kc_backend *list[3];
  size_t size = MAX_LEAVES * 2 * 8192 + 64;
  unsigned char *buf = malloc (size);
  unsigned int n = 0, i;
  size_t k;

  if (!buf)
    return 99;
  for (k = 0; k < size; k++)
    buf[k] = (unsigned char) next_byte ();

  if (features & KC_CPU_AVX2)
    list[n++] = kc_backend_for (KC_CPU_AVX2);
  if (features & KC_CPU_AVX512)
    list[n++] = kc_backend_for (KC_CPU_AVX2 | KC_CPU_AVX512);
  if (features & KC_CPU_ARM_SHA3)
    list[n++] = kc_backend_for (KC_CPU_ARM_SHA3);
  /* A build without the SIMD files returns the portable backend.  */
  for (i = 0; i < n; )
    if (list[i] == kc_backend_portable ())
      list[i] = list[--n];
    else
      i++;
  if (n == 0)
    {
      printf ("SKIP: no SIMD backend on this CPU (features %u)\n",
              features);
      free (buf);
      return 77;
    }

  for (i = 0; i < n; i++)
    {
      unsigned long before = failures;
      /* An odd address, so that nothing relies on alignment.  */
      test_leaves (list[i], buf + 1);
      test_single (list[i], buf + 1);
      printf ("%s: %s\n", failures == before ? "PASS" : "FAIL",
              list[i]->name);
    }
  printf ("%lu checks, %lu failed\n", checks, failures);
  free (buf);
  return failures != 0;
#endif
}
