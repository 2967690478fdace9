/* p1600-64.c -- Keccak-p[1600] on 64-bit lanes, with lane complementing.

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

/* The portable backend for machines with a 64-bit integer type.  The
   state is kc_p1600_state.q: lane X + 5Y is A[X][Y] of FIPS 202, held
   as a native 64-bit integer (bit I of the integer is bit I of the lane,
   whatever the byte order of the machine).

   Lane complementing: the six lanes of KC_LC_MASK, (x,y) = (1,0) (2,0)
   (3,1) (2,2) (2,3) (0,4), are kept inverted at all times between calls.
   With the inputs of chi so complemented, each plane of chi can be
   written with ANDs and ORs and a single NOT, instead of five NOTs (the
   trick of the Keccak team's "bebigokimisa" code and of OpenSSL's
   KECCAK_2X).  XOR commutes with the inversion, so adding bytes needs no
   care; overwriting, zeroing and extracting apply the mask.  The
   formulas of each plane in KC_ROUND below were derived by checking all
   eight input combinations of every chi output against the complement
   pattern of its inputs (after theta, columns 0 and 3 change their
   pattern, since D[0] and D[3] come out inverted) and of its output.  */

#include "p1600.h"

#ifdef KC_HAVE_U64

/* The lanes kept inverted, as a bit mask over lane indices.  */
#define KC_LC_MASK \
  ((1UL << 1) | (1UL << 2) | (1UL << 8) | (1UL << 12) | (1UL << 17) \
   | (1UL << 20))

/* All ones if lane I is stored inverted, else zero.  */
#define KC_LC_LANE(i) \
  ((kc_u64) 0 - (kc_u64) ((KC_LC_MASK >> (i)) & 1))

/* A 64-bit constant from two 32-bit halves: C89 has no 64-bit literal.  */
#define KC_U64C(hi, lo) (((kc_u64) (hi) << 32) | (kc_u64) (lo))

#define KC_ROL64(x, n) (((x) << (n)) | ((x) >> (64 - (n))))

/* The round constants (p1600.h); Keccak-p[1600, NR] uses the last NR.  */
static const kc_u64 kc_rc64[24] = { KC_P1600_RC (KC_U64C) };

/* One round of Keccak-p[1600] from the 25 lane variables A00 ... A24
   into E00 ... E24 (names made by pasting the prefixes A and E), with
   round constant RC, both in the complemented representation.  Theta
   computes the column parities C and the effects D; each group of five
   lines then gathers one output plane through rho and pi (B[X] is lane
   ((X + 3Y) mod 5, X) of the input, rotated) and applies chi and, for
   plane 0, iota.  Uses the scratch variables b0..b4, c0..c4, d0..d4
   and t of the caller.  */
#define KC_ROUND(A, E, rc) \
  do \
    { \
    c0 = A##00 ^ A##05 ^ A##10 ^ A##15 ^ A##20; \
    c1 = A##01 ^ A##06 ^ A##11 ^ A##16 ^ A##21; \
    c2 = A##02 ^ A##07 ^ A##12 ^ A##17 ^ A##22; \
    c3 = A##03 ^ A##08 ^ A##13 ^ A##18 ^ A##23; \
    c4 = A##04 ^ A##09 ^ A##14 ^ A##19 ^ A##24; \
    d0 = c4 ^ KC_ROL64 (c1, 1); \
    d1 = c0 ^ KC_ROL64 (c2, 1); \
    d2 = c1 ^ KC_ROL64 (c3, 1); \
    d3 = c2 ^ KC_ROL64 (c4, 1); \
    d4 = c3 ^ KC_ROL64 (c0, 1); \
    b0 = A##00 ^ d0; \
    b1 = KC_ROL64 (A##06 ^ d1, 44); \
    b2 = KC_ROL64 (A##12 ^ d2, 43); \
    b3 = KC_ROL64 (A##18 ^ d3, 21); \
    b4 = KC_ROL64 (A##24 ^ d4, 14); \
    t = ~b2; \
    E##00 = b0 ^ (b1 | b2) ^ (rc); \
    E##01 = b1 ^ (t | b3); \
    E##02 = b2 ^ (b3 & b4); \
    E##03 = b3 ^ (b4 | b0); \
    E##04 = b4 ^ (b0 & b1); \
    b0 = KC_ROL64 (A##03 ^ d3, 28); \
    b1 = KC_ROL64 (A##09 ^ d4, 20); \
    b2 = KC_ROL64 (A##10 ^ d0, 3); \
    b3 = KC_ROL64 (A##16 ^ d1, 45); \
    b4 = KC_ROL64 (A##22 ^ d2, 61); \
    t = ~b4; \
    E##05 = b0 ^ (b1 | b2); \
    E##06 = b1 ^ (b2 & b3); \
    E##07 = b2 ^ (b3 | t); \
    E##08 = b3 ^ (b4 | b0); \
    E##09 = b4 ^ (b0 & b1); \
    b0 = KC_ROL64 (A##01 ^ d1, 1); \
    b1 = KC_ROL64 (A##07 ^ d2, 6); \
    b2 = KC_ROL64 (A##13 ^ d3, 25); \
    b3 = KC_ROL64 (A##19 ^ d4, 8); \
    b4 = KC_ROL64 (A##20 ^ d0, 18); \
    t = ~b3; \
    E##10 = b0 ^ (b1 | b2); \
    E##11 = b1 ^ (b2 & b3); \
    E##12 = b2 ^ (t & b4); \
    E##13 = t ^ (b4 | b0); \
    E##14 = b4 ^ (b0 & b1); \
    b0 = KC_ROL64 (A##04 ^ d4, 27); \
    b1 = KC_ROL64 (A##05 ^ d0, 36); \
    b2 = KC_ROL64 (A##11 ^ d1, 10); \
    b3 = KC_ROL64 (A##17 ^ d2, 15); \
    b4 = KC_ROL64 (A##23 ^ d3, 56); \
    t = ~b3; \
    E##15 = b0 ^ (b1 & b2); \
    E##16 = b1 ^ (b2 | b3); \
    E##17 = b2 ^ (t | b4); \
    E##18 = t ^ (b4 & b0); \
    E##19 = b4 ^ (b0 | b1); \
    b0 = KC_ROL64 (A##02 ^ d2, 62); \
    b1 = KC_ROL64 (A##08 ^ d3, 55); \
    b2 = KC_ROL64 (A##14 ^ d4, 39); \
    b3 = KC_ROL64 (A##15 ^ d0, 41); \
    b4 = KC_ROL64 (A##21 ^ d1, 2); \
    t = ~b1; \
    E##20 = b0 ^ (t & b2); \
    E##21 = t ^ (b2 | b3); \
    E##22 = b2 ^ (b3 & b4); \
    E##23 = b3 ^ (b4 | b0); \
    E##24 = b4 ^ (b0 & b1); \
    } \
  while (0)

/* Declare the 25 lane variables with prefix P.  */
#define KC_LANES(P) \
  kc_u64 P##00, P##01, P##02, P##03, P##04, P##05, P##06, P##07, P##08, \
    P##09, P##10, P##11, P##12, P##13, P##14, P##15, P##16, P##17, P##18, \
    P##19, P##20, P##21, P##22, P##23, P##24

/* Copy between the array Q and the lane variables with prefix P.  */
#define KC_LOAD(P, q) \
  do \
    { \
      P##00 = q[0]; P##01 = q[1]; P##02 = q[2]; P##03 = q[3]; \
      P##04 = q[4]; P##05 = q[5]; P##06 = q[6]; P##07 = q[7]; \
      P##08 = q[8]; P##09 = q[9]; P##10 = q[10]; P##11 = q[11]; \
      P##12 = q[12]; P##13 = q[13]; P##14 = q[14]; P##15 = q[15]; \
      P##16 = q[16]; P##17 = q[17]; P##18 = q[18]; P##19 = q[19]; \
      P##20 = q[20]; P##21 = q[21]; P##22 = q[22]; P##23 = q[23]; \
      P##24 = q[24]; \
    } \
  while (0)

#define KC_STORE(P, q) \
  do \
    { \
      q[0] = P##00; q[1] = P##01; q[2] = P##02; q[3] = P##03; \
      q[4] = P##04; q[5] = P##05; q[6] = P##06; q[7] = P##07; \
      q[8] = P##08; q[9] = P##09; q[10] = P##10; q[11] = P##11; \
      q[12] = P##12; q[13] = P##13; q[14] = P##14; q[15] = P##15; \
      q[16] = P##16; q[17] = P##17; q[18] = P##18; q[19] = P##19; \
      q[20] = P##20; q[21] = P##21; q[22] = P##22; q[23] = P##23; \
      q[24] = P##24; \
    } \
  while (0)

/* Apply Keccak-p[1600, NR] to the 25 complemented lanes Q, 1 <= NR <=
   24.  Two rounds per iteration, the second going back from the E
   variables to the A variables, so that no copying is needed; an odd
   round count does its first round alone and copies once.  */
static void
kc_permute_lanes (kc_u64 *q, unsigned int nr)
{
  KC_LANES (a);
  KC_LANES (e);
  kc_u64 b0, b1, b2, b3, b4, c0, c1, c2, c3, c4, d0, d1, d2, d3, d4, t;
  const kc_u64 *rc = kc_rc64 + (24 - nr);
  const kc_u64 *end = kc_rc64 + 24;

  KC_LOAD (a, q);
  if (nr & 1)
    {
      KC_ROUND (a, e, rc[0]);
      rc++;
      a00 = e00; a01 = e01; a02 = e02; a03 = e03; a04 = e04;
      a05 = e05; a06 = e06; a07 = e07; a08 = e08; a09 = e09;
      a10 = e10; a11 = e11; a12 = e12; a13 = e13; a14 = e14;
      a15 = e15; a16 = e16; a17 = e17; a18 = e18; a19 = e19;
      a20 = e20; a21 = e21; a22 = e22; a23 = e23; a24 = e24;
    }
  for (; rc < end; rc += 2)
    {
      KC_ROUND (a, e, rc[0]);
      KC_ROUND (e, a, rc[1]);
    }
  KC_STORE (a, q);
}

/* The little-endian 64-bit value of the 8 bytes at P.  Written byte by
   byte so that it is right on any byte order and any alignment; gcc and
   clang turn it into one load on little-endian machines.  */
static kc_u64
kc_load64 (const unsigned char *p)
{
  return ((kc_u64) p[0] | (kc_u64) p[1] << 8 | (kc_u64) p[2] << 16
          | (kc_u64) p[3] << 24 | (kc_u64) p[4] << 32 | (kc_u64) p[5] << 40
          | (kc_u64) p[6] << 48 | (kc_u64) p[7] << 56);
}

/* Store X at P as 8 little-endian bytes.  */
static void
kc_store64 (unsigned char *p, kc_u64 x)
{
  p[0] = (unsigned char) x;
  p[1] = (unsigned char) (x >> 8);
  p[2] = (unsigned char) (x >> 16);
  p[3] = (unsigned char) (x >> 24);
  p[4] = (unsigned char) (x >> 32);
  p[5] = (unsigned char) (x >> 40);
  p[6] = (unsigned char) (x >> 48);
  p[7] = (unsigned char) (x >> 56);
}

/* The N bytes at P (N < 8) placed at bytes J ... J + N - 1 of a lane,
   the other bytes zero.  */
static kc_u64
kc_load_part (const unsigned char *p, unsigned int j, unsigned int n)
{
  kc_u64 x = 0;
  unsigned int i;

  for (i = 0; i < n; i++)
    x |= (kc_u64) p[i] << (8 * (j + i));
  return x;
}

/* The mask of bytes J ... J + N - 1 of a lane, 0 < N < 8.  */
static kc_u64
kc_mask_part (unsigned int j, unsigned int n)
{
  return (((kc_u64) 1 << (8 * n)) - 1) << (8 * j);
}

/* Set STATE to the all-zero state: zero lanes, except that the
   complemented lanes are all ones.  */
static void
kc64_init (kc_p1600_state *state)
{
  unsigned int i;

  for (i = 0; i < 25; i++)
    state->q[i] = KC_LC_LANE (i);
}

/* XOR BYTE into byte OFFSET of STATE.  */
static void
kc64_add_byte (kc_p1600_state *state, unsigned int byte, unsigned int offset)
{
  state->q[offset / 8] ^= (kc_u64) (byte & 0xff) << (8 * (offset % 8));
}

/* XOR the LENGTH bytes at DATA into STATE from byte OFFSET on.  */
static void
kc64_add_bytes (kc_p1600_state *state, const unsigned char *data,
                unsigned int offset, unsigned int length)
{
  kc_u64 *q = state->q + offset / 8;
  unsigned int j = offset % 8;

  if (j != 0 && length != 0)
    {
      unsigned int n = 8 - j < length ? 8 - j : length;
      *q++ ^= kc_load_part (data, j, n);
      data += n;
      length -= n;
    }
  for (; length >= 8; length -= 8, data += 8)
    *q++ ^= kc_load64 (data);
  if (length != 0)
    *q ^= kc_load_part (data, 0, length);
}

/* Replace LENGTH bytes of STATE from byte OFFSET on by DATA, storing the
   complemented lanes inverted.  */
static void
kc64_overwrite_bytes (kc_p1600_state *state, const unsigned char *data,
                      unsigned int offset, unsigned int length)
{
  unsigned int i = offset / 8;
  unsigned int j = offset % 8;

  while (length != 0)
    {
      unsigned int n = 8 - j < length ? 8 - j : length;
      kc_u64 inv = KC_LC_LANE (i);

      if (n == 8)
        state->q[i] = kc_load64 (data) ^ inv;
      else
        {
          kc_u64 m = kc_mask_part (j, n);
          state->q[i] = ((state->q[i] & ~m)
                         | ((kc_load_part (data, j, n) ^ inv) & m));
        }
      data += n;
      length -= n;
      i++;
      j = 0;
    }
}

/* Replace the first COUNT bytes of STATE by zeroes.  */
static void
kc64_overwrite_zeroes (kc_p1600_state *state, unsigned int count)
{
  unsigned int i;

  for (i = 0; i < count / 8; i++)
    state->q[i] = KC_LC_LANE (i);
  if (count % 8 != 0)
    {
      kc_u64 m = kc_mask_part (0, count % 8);
      state->q[i] = (state->q[i] & ~m) | (KC_LC_LANE (i) & m);
    }
}

/* Apply Keccak-p[1600, NR] to STATE.  */
static void
kc64_permute (kc_p1600_state *state, unsigned int nr)
{
  kc_permute_lanes (state->q, nr);
}

/* Copy LENGTH bytes of STATE from byte OFFSET on into OUT, undoing the
   complementing.  If IN is not null, XOR them with IN on the way (IN may
   be OUT).  */
static void
kc64_extract (const kc_p1600_state *state, const unsigned char *in,
              unsigned char *out, unsigned int offset, unsigned int length)
{
  unsigned int i = offset / 8;
  unsigned int j = offset % 8;

  while (length != 0)
    {
      unsigned int n = 8 - j < length ? 8 - j : length;
      kc_u64 x = state->q[i] ^ KC_LC_LANE (i);

      if (n == 8)
        {
          if (in)
            x ^= kc_load64 (in);
          kc_store64 (out, x);
        }
      else
        {
          unsigned int k;
          for (k = 0; k < n; k++)
            {
              unsigned char c = (unsigned char) (x >> (8 * (j + k)));
              out[k] = in ? (unsigned char) (in[k] ^ c) : c;
            }
        }
      if (in)
        in += n;
      out += n;
      length -= n;
      i++;
      j = 0;
    }
}

/* Copy LENGTH bytes of STATE from byte OFFSET on into OUT.  */
static void
kc64_extract_bytes (const kc_p1600_state *state, unsigned char *out,
                    unsigned int offset, unsigned int length)
{
  kc64_extract (state, (const unsigned char *) 0, out, offset, length);
}

/* OUT = IN XOR LENGTH bytes of STATE from byte OFFSET on.  */
static void
kc64_extract_and_add (const kc_p1600_state *state, const unsigned char *in,
                      unsigned char *out, unsigned int offset,
                      unsigned int length)
{
  kc64_extract (state, in, out, offset, length);
}

/* While at least LANE_COUNT lanes of DATA remain, XOR them into lanes 0
   ... LANE_COUNT - 1 of STATE and permute with NR rounds; return the
   number of bytes absorbed.  This is the hot loop of the sequential
   modes: whole lanes go straight from the input into the state.  */
static size_t
kc64_fast_loop_absorb (kc_p1600_state *state, unsigned int lane_count,
                       const unsigned char *data, size_t length,
                       unsigned int nr)
{
  size_t block = 8 * (size_t) lane_count;
  size_t done = 0;
  kc_u64 *q = state->q;

  while (length - done >= block)
    {
      unsigned int i;
      for (i = 0; i < lane_count; i++)
        q[i] ^= kc_load64 (data + done + 8 * i);
      kc_permute_lanes (q, nr);
      done += block;
    }
  return done;
}

const struct kc_p1600_ops kc_p1600_64 = {
  "64-bit lanes, lane complementing",
  kc64_init,
  kc64_add_byte,
  kc64_add_bytes,
  kc64_overwrite_bytes,
  kc64_overwrite_zeroes,
  kc64_permute,
  kc64_extract_bytes,
  kc64_extract_and_add,
  kc64_fast_loop_absorb
};

#else /* !KC_HAVE_U64 */

/* ISO C forbids an empty translation unit.  */
typedef int kc_p1600_64_unused;

#endif /* !KC_HAVE_U64 */
