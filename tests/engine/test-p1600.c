/* test-p1600.c -- generic test of every Keccak-p[1600] backend.

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

/* One test over struct kc_p1600_ops, run on every backend, in the manner
   of XKCP's tests/UnitTests/testSnP.inc:

   1. Known answers that come from outside this code: Keccak-f[1600] of
      the zero state and of that result, single blocks of SHA3-256 and
      of TurboSHAKE128 (Keccak-p[1600, 12]).
   2. Every byte operation at every offset 0 ... 200 and a set of lengths
      crossing lane boundaries, against a plain 200-byte model of the
      state (the model is trivially right: bytes XORed, copied, zeroed),
      with guard bytes around every output.
   3. fast_loop_absorb for every lane count 1 ... 25 and lengths that are
      and are not multiples of the block, from aligned and unaligned
      data, against add_bytes + permute of the same backend.
   4. Everything extracted on the way, for several round counts, is
      folded into an accumulator state; all backends must end with the
      same accumulator.

   The program prints one line per backend and `N passed, N failed', and
   exits with status 0 if all passed, 1 otherwise.  Built with
   -DHAVE_KC_BACKENDS, it also tests every backend of kc_backends[].  */

#include <stdio.h>
#include <string.h>

#include "p1600.h"
#ifdef HAVE_KC_BACKENDS
# include "cpu-test.h"
#endif
#ifdef HAVE_KC_BACKENDS
# include "keccak.h"
#endif

/* Report at most this many failures per backend.  */
#define MAX_REPORTS 10

/* Guard bytes written around outputs, to catch writes past the end.  */
#define GUARD 16
#define GUARD_BYTE 0xa5

/* What one backend run has found so far.  */
struct run
{
  const struct kc_p1600_ops *ops;
  unsigned long failures;
  unsigned long checks;
  kc_p1600_state acc;           /* the accumulator, in OPS's format */
  unsigned long seed;           /* the pattern generator */
};

/* Keccak-f[1600] of the all-zero state, and Keccak-f[1600] of that
   result, as bytes of the state: the "State after permutation" lines of
   the Keccak team's KeccakF-1600-IntermediateValues.txt (XKCP,
   TestVectors/KeccakF-1600-IntermediateValues.txt, commit 7ab20913;
   the first one is also lane 0 = F1258F7940E1DDE7 of many other
   implementations' self-tests).  */
static const char kat_zero_1[] =
  "E7DDE140798F25F18A47C033F9CCD584EEA95AA61E2698D54D49806F304715BD"
  "57D05362054E288BD46F8E7F2DA497FFC44746A4A0E5FE90762E19D60CDA5B8C"
  "9C05191BF7A630AD64FC8FD0B75A933035D617233FA95AEB0321710D26E6A6A9"
  "5F55CFDB167CA58126C84703CD31B8439F56A5111A2FF20161AED9215A63E505"
  "F270C98CF2FEBE641166C47B95703661CB0ED04F555A7CB8C832CF1C8AE83E8C"
  "14263AAE22790C94E409C5A224F94118C26504E72635F5163BA1307FE944F675"
  "49A2EC5C7BFFF1EA";
static const char kat_zero_2[] =
  "3CCB6EF94D955C2D6DB55770D02C336A6C6BD770128D3D0994D06955B2D9208A"
  "56F1E7E5994F9C4F38FB65DAA2B957F90DAF7512AE3D7785F710D8C347F2F4FA"
  "59879AF7E69E1B1F25B498EE0FCCFEE4A168CEB9B661CE684F978FBAC466EADE"
  "F5B1AF6E833DC433D9DB1927045406E065128309F0A9F87C434717BFA64954FD"
  "404B99D833ADDD9774E70B5DFCD5EA483CB0B755EEC8B8E3E9429E646E22A091"
  "7BDDBAE729310E90E8CCA3FAC59E2A20B63D1C4E4602345B59104CA4624E9F60"
  "5CBF8F6AD26CD020";

/* SHA3-256 of the empty message (FIPS 202; NIST's example values):
   one permutation of the state with 0x06 at byte 0 and 0x80 at byte
   135, first 32 bytes.  */
static const char kat_sha3_256[] =
  "A7FFC6F8BF1ED76651C14756A061D662F580FF4DE43B49FA82D80A4B80F8434A";

/* TurboSHAKE128 of the empty message with D = 0x1F, 32 bytes (RFC 9861,
   section 5): one Keccak-p[1600, 12] of the state with 0x1F at byte 0
   and 0x80 at byte 167, first 32 bytes.  */
static const char kat_turboshake128[] =
  "1E415F1C5983AFF2169217277D17BB538CD945A397DDEC541F1CE41AF2C1B74C";

/* The round counts the accumulation runs through: those of the modes
   and a few others, odd and even.  */
static const unsigned int round_counts[] = { 24, 12, 14, 1, 2, 3, 7, 13, 23 };

/* The lengths tried at every offset (clipped to the end of the
   state), chosen to start, end and cross lane boundaries and the common
   rates.  */
static const unsigned int lengths[] = {
  0, 1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 23, 24, 25, 31, 33, 64, 71, 135,
  136, 137, 167, 168, 199, 200
};

#define COUNT(a) (sizeof (a) / sizeof (a)[0])

/* Record the outcome of a check; report the first failures.  */
static void
check (struct run *r, int ok, const char *what, unsigned int a,
       unsigned int b, unsigned int c)
{
  r->checks++;
  if (!ok)
    {
      if (r->failures < MAX_REPORTS)
        fprintf (stderr, "%s: %s failed (%u, %u, %u)\n", r->ops->name, what,
                 a, b, c);
      r->failures++;
    }
}

/* The next byte of a fixed pseudo-random sequence (a 32-bit LCG; only
   its being the same for every backend matters).  */
static unsigned char
next_byte (struct run *r)
{
  r->seed = (r->seed * 1103515245UL + 12345UL) & 0xffffffffUL;
  return (unsigned char) (r->seed >> 16);
}

/* Fill the N bytes at P from the sequence.  */
static void
fill (struct run *r, unsigned char *p, unsigned int n)
{
  unsigned int i;

  for (i = 0; i < n; i++)
    p[i] = next_byte (r);
}

/* Decode the hex string HEX (spaces ignored) into OUT; return the
   number of bytes.  */
static unsigned int
unhex (const char *hex, unsigned char *out)
{
  unsigned int n = 0;
  int hi = -1;

  for (; *hex; hex++)
    {
      int v;
      if (*hex >= '0' && *hex <= '9')
        v = *hex - '0';
      else if (*hex >= 'A' && *hex <= 'F')
        v = *hex - 'A' + 10;
      else if (*hex >= 'a' && *hex <= 'f')
        v = *hex - 'a' + 10;
      else
        continue;
      if (hi < 0)
        hi = v;
      else
        {
          out[n++] = (unsigned char) (hi * 16 + v);
          hi = -1;
        }
    }
  return n;
}

/* Fold the N bytes at P into the accumulator: add them in rate-sized
   pieces, permuting after each, as a sponge would.  */
static void
fold (struct run *r, const unsigned char *p, unsigned int n)
{
  const struct kc_p1600_ops *ops = r->ops;

  do
    {
      unsigned int k = n < 168 ? n : 168;
      ops->add_bytes (&r->acc, p, 0, k);
      ops->add_byte (&r->acc, k, 199);
      ops->permute (&r->acc, 12);
      p += k;
      n -= k;
    }
  while (n != 0);
}

/* Check that the whole of STATE equals the model MODEL.  */
static void
check_state (struct run *r, const kc_p1600_state *state,
             const unsigned char *model, const char *what, unsigned int a,
             unsigned int b)
{
  unsigned char buf[200 + GUARD];
  unsigned int i;

  memset (buf, GUARD_BYTE, sizeof buf);
  r->ops->extract_bytes (state, buf, 0, 200);
  check (r, memcmp (buf, model, 200) == 0, what, a, b, 200);
  for (i = 200; i < sizeof buf; i++)
    if (buf[i] != GUARD_BYTE)
      break;
  check (r, i == sizeof buf, "extract guard", a, b, 200);
}

/* Known answers of the permutation itself.  */
static void
test_known_answers (struct run *r)
{
  const struct kc_p1600_ops *ops = r->ops;
  kc_p1600_state s;
  unsigned char want[200], got[200];

  ops->init (&s);
  ops->permute (&s, 24);
  ops->extract_bytes (&s, got, 0, 200);
  unhex (kat_zero_1, want);
  check (r, memcmp (got, want, 200) == 0, "Keccak-f[1600](0)", 0, 0, 0);
  ops->permute (&s, 24);
  ops->extract_bytes (&s, got, 0, 200);
  unhex (kat_zero_2, want);
  check (r, memcmp (got, want, 200) == 0, "Keccak-f[1600]^2(0)", 0, 0, 0);

  ops->init (&s);
  ops->add_byte (&s, 0x06, 0);
  ops->add_byte (&s, 0x80, 135);
  ops->permute (&s, 24);
  ops->extract_bytes (&s, got, 0, 32);
  unhex (kat_sha3_256, want);
  check (r, memcmp (got, want, 32) == 0, "SHA3-256(\"\")", 0, 0, 0);

  ops->init (&s);
  ops->add_byte (&s, 0x1f, 0);
  ops->add_byte (&s, 0x80, 167);
  ops->permute (&s, 12);
  ops->extract_bytes (&s, got, 0, 32);
  unhex (kat_turboshake128, want);
  check (r, memcmp (got, want, 32) == 0, "TurboSHAKE128(\"\")", 0, 0, 0);

  /* The same SHA3-256 block once more, entered through each of the
     other writing operations.  */
  memset (want, 0, sizeof want);
  want[0] = 0x06;
  want[135] = 0x80;
  ops->init (&s);
  ops->add_bytes (&s, want, 0, 200);
  ops->permute (&s, 24);
  ops->extract_bytes (&s, got, 0, 32);
  unhex (kat_sha3_256, want);
  check (r, memcmp (got, want, 32) == 0, "SHA3-256 via add_bytes", 0, 0, 0);

  memset (want, 0, sizeof want);
  want[0] = 0x06;
  want[135] = 0x80;
  ops->init (&s);
  ops->add_byte (&s, 0x55, 3);
  ops->overwrite_bytes (&s, want, 0, 136);
  ops->permute (&s, 24);
  memset (want, 0, 32);
  ops->extract_and_add (&s, want, got, 0, 32);
  unhex (kat_sha3_256, want);
  check (r, memcmp (got, want, 32) == 0, "SHA3-256 via overwrite", 0, 0, 0);
}

/* Every byte operation at every offset and length against the model,
   with NR rounds between groups of operations.  */
static void
test_bytes (struct run *r, unsigned int nr)
{
  const struct kc_p1600_ops *ops = r->ops;
  kc_p1600_state s, t;
  unsigned char model[200], data[200], in[200 + GUARD], out[200 + GUARD];
  unsigned int offset, li, i, op = 0;

  ops->init (&s);
  memset (model, 0, sizeof model);
  check_state (r, &s, model, "init", nr, 0);

  for (i = 0; i < 200; i++)
    {
      unsigned char c = next_byte (r);
      ops->add_byte (&s, c, i);
      model[i] ^= c;
    }
  check_state (r, &s, model, "add_byte", nr, 0);

  for (offset = 0; offset <= 200; offset++)
    {
      for (li = 0; li < COUNT (lengths); li++)
        {
          unsigned int len = lengths[li];
          if (len > 200 - offset)
            len = 200 - offset;
          fill (r, data, len);
          memset (out, GUARD_BYTE, sizeof out);
          switch (op++ % 5)
            {
            case 0:
              ops->add_bytes (&s, data, offset, len);
              for (i = 0; i < len; i++)
                model[offset + i] ^= data[i];
              break;
            case 1:
              ops->overwrite_bytes (&s, data, offset, len);
              memcpy (model + offset, data, len);
              break;
            case 2:
              ops->extract_bytes (&s, out, offset, len);
              check (r, memcmp (out, model + offset, len) == 0,
                     "extract_bytes", nr, offset, len);
              fold (r, out, len);
              break;
            case 3:
              memcpy (in, data, len);
              memset (in + len, GUARD_BYTE, GUARD);
              ops->extract_and_add (&s, in, out, offset, len);
              for (i = 0; i < len; i++)
                if (out[i] != (data[i] ^ model[offset + i]))
                  break;
              check (r, i == len, "extract_and_add", nr, offset, len);
              fold (r, out, len);
              break;
            default:
              /* In place: IN and OUT the same buffer.  */
              memcpy (out, data, len);
              ops->extract_and_add (&s, out, out, offset, len);
              for (i = 0; i < len; i++)
                if (out[i] != (data[i] ^ model[offset + i]))
                  break;
              check (r, i == len, "extract_and_add in place", nr, offset,
                     len);
              fold (r, out, len);
              break;
            }
          for (i = len; i < len + GUARD; i++)
            if (out[i] != GUARD_BYTE)
              break;
          check (r, i == len + GUARD, "output guard", nr, offset, len);
        }
      check_state (r, &s, model, "byte operations", nr, offset);

      /* Now and then a permutation; the model follows by reading the
         (already checked) state back.  */
      if (offset % 7 == 6)
        {
          ops->permute (&s, nr);
          ops->extract_bytes (&s, model, 0, 200);
          fold (r, model, 200);
        }
    }

  /* overwrite_zeroes for every count, each on a copy of the state.  */
  ops->permute (&s, nr);
  ops->extract_bytes (&s, model, 0, 200);
  for (i = 0; i <= 200; i++)
    {
      unsigned char z[200];
      t = s;
      ops->overwrite_zeroes (&t, i);
      memcpy (z, model, 200);
      memset (z, 0, i);
      check_state (r, &t, z, "overwrite_zeroes", nr, i);
      /* The zeroed state must also permute as a zero-prefixed one.  */
      ops->permute (&t, nr);
      ops->extract_bytes (&t, z, 0, 200);
      fold (r, z, 200);
    }
}

/* fast_loop_absorb against add_bytes + permute, for every lane count and
   a set of data lengths, from data at several alignments.  */
static void
test_fast_loop (struct run *r, unsigned int nr)
{
  const struct kc_p1600_ops *ops = r->ops;
  static const unsigned int extra[] = { 0, 1, 5, 7, 8, 9, 13 };
  unsigned char buf[3 * 200 + 16], a[200], b[200];
  unsigned int lanes, blocks, ei, align;
  kc_p1600_state s, t;

  ops->init (&s);
  fill (r, buf, sizeof buf);
  ops->add_bytes (&s, buf, 0, 200);
  for (lanes = 1; lanes <= 25; lanes++)
    for (blocks = 0; blocks <= 3; blocks++)
      for (ei = 0; ei < COUNT (extra); ei++)
        {
          unsigned int block = 8 * lanes;
          size_t len = (size_t) blocks * block + extra[ei];
          size_t got, k;
          const unsigned char *data;

          if (len > sizeof buf - 16)
            continue;
          align = (lanes + blocks + ei) % 8;
          fill (r, buf, (unsigned int) sizeof buf);
          data = buf + align;
          t = s;
          got = ops->fast_loop_absorb (&s, lanes, data, len, nr);
          check (r, got == len / block * block,
                 "fast_loop_absorb count", nr, lanes, (unsigned int) len);
          for (k = 0; k + block <= len; k += block)
            {
              ops->add_bytes (&t, data + k, 0, block);
              ops->permute (&t, nr);
            }
          ops->extract_bytes (&s, a, 0, 200);
          ops->extract_bytes (&t, b, 0, 200);
          check (r, memcmp (a, b, 200) == 0, "fast_loop_absorb state", nr,
                 lanes, (unsigned int) len);
          fold (r, a, 200);
          if (got != k)
            s = t;
        }
}

/* Run everything on OPS; return nonzero if all passed.  The accumulator
   ends up in ACC (200 bytes).  */
static int
test_backend (const struct kc_p1600_ops *ops, unsigned char *acc)
{
  struct run r;
  unsigned int i;

  r.ops = ops;
  r.failures = 0;
  r.checks = 0;
  r.seed = 1;
  ops->init (&r.acc);

  test_known_answers (&r);
  for (i = 0; i < COUNT (round_counts); i++)
    {
      test_bytes (&r, round_counts[i]);
      test_fast_loop (&r, round_counts[i]);
    }
  ops->extract_bytes (&r.acc, acc, 0, 200);
  if (r.failures)
    fprintf (stderr, "%s: %lu of %lu checks failed\n", ops->name,
             r.failures, r.checks);
  return r.failures == 0;
}

int
main (void)
{
  const struct kc_p1600_ops *list[16];
  unsigned char acc[200], first[200];
  unsigned int n = 0, i, passed = 0, failed = 0;
  const char *first_name = NULL;

#ifdef KC_HAVE_U64
  list[n++] = &kc_p1600_64;
#endif
  list[n++] = &kc_p1600_32bi;
#ifdef HAVE_KC_BACKENDS
  {
    unsigned int j, k;
    for (j = 0; kc_backends[j] && n < COUNT (list); j++)
      {
        if (!test_backend_runs (kc_backends[j]))
          continue;
        for (k = 0; k < n; k++)
          if (list[k] == kc_backends[j]->p1600)
            break;
        if (k == n)
          list[n++] = kc_backends[j]->p1600;
      }
  }
#endif

  for (i = 0; i < n; i++)
    {
      int ok = test_backend (list[i], acc);
      unsigned int j;

      /* The reference accumulator is that of the first backend that
         passed its own checks.  */
      if (!first_name && ok)
        {
          first_name = list[i]->name;
          memcpy (first, acc, 200);
        }
      else if (first_name && memcmp (first, acc, 200) != 0)
        {
          fprintf (stderr, "%s: accumulator differs from %s's\n",
                   list[i]->name, first_name);
          ok = 0;
        }
      printf ("%s: %s: accumulator ", ok ? "PASS" : "FAIL", list[i]->name);
      for (j = 0; j < 16; j++)
        printf ("%02x", acc[j]);
      printf ("\n");
      if (ok)
        passed++;
      else
        failed++;
    }
  printf ("%u passed, %u failed\n", passed, failed);
  return failed != 0;
}
