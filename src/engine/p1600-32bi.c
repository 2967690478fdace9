/* p1600-32bi.c -- Keccak-p[1600] on bit-interleaved 32-bit words.

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

/* The portable backend that needs no 64-bit type: the 32-bit builds
   (--enable-32bit-lanes), and the 16-bit DOS build compiled by bcc.

   Each lane is kept as two kc_u32 words: word 2I of kc_p1600_state.w
   holds the even-numbered bits of lane I (bit J of the word is bit 2J
   of the lane) and word 2I + 1 the odd-numbered bits.  A rotation of
   the 64-bit lane by 2K is then a rotation of both words by K, and a
   rotation by 2K + 1 a rotation of both by K + 1 and K with the words
   swapped, so every step of the round is plain 32-bit arithmetic.  The
   cost moves to the byte interface, which interleaves on the way in and
   de-interleaves on the way out.

   Code size matters more than speed under bcc (the whole .COM program
   fits in 64 KiB), so the round is written out once, in kc_round, and
   called in a loop that swaps the state and a scratch copy, instead of
   unrolling several rounds.

   This file keeps to the bcc-safe subset: every argument has exactly
   the declared type (bcc drops prototypes), no initialised automatic
   aggregates, and every shift that can reach 16 bits or more is on a
   kc_u32, never on an int.  */

#include "p1600.h"

#define KC_ROL32(x, n) (((x) << (n)) | ((x) >> (32 - (n))))

/* The round constants of Keccak-f[1600] (FIPS 202, section 3.2.5),
   round 0 first, each as its even-bit word then its odd-bit word.
   Keccak-p[1600, NR] uses the last NR pairs.  */
static const kc_u32 kc_rc32[48] = {
  0x00000001UL, 0x00000000UL, 0x00000000UL, 0x00000089UL,
  0x00000000UL, 0x8000008bUL, 0x00000000UL, 0x80008080UL,
  0x00000001UL, 0x0000008bUL, 0x00000001UL, 0x00008000UL,
  0x00000001UL, 0x80008088UL, 0x00000001UL, 0x80000082UL,
  0x00000000UL, 0x0000000bUL, 0x00000000UL, 0x0000000aUL,
  0x00000001UL, 0x00008082UL, 0x00000000UL, 0x00008003UL,
  0x00000001UL, 0x0000808bUL, 0x00000001UL, 0x8000000bUL,
  0x00000001UL, 0x8000008aUL, 0x00000001UL, 0x80000081UL,
  0x00000000UL, 0x80000081UL, 0x00000000UL, 0x80000008UL,
  0x00000000UL, 0x00000083UL, 0x00000000UL, 0x80008003UL,
  0x00000001UL, 0x80008088UL, 0x00000000UL, 0x80000088UL,
  0x00000001UL, 0x00008000UL, 0x00000000UL, 0x80008082UL
};

/* One round of Keccak-p[1600] from the 50 words A into the 50 words E
   (distinct arrays), with round constant words RCEVEN and RCODD.  Theta
   computes the column parities C and the effects D (D[x] = C[x-1] xor
   C[x+1] rotated by one bit: in interleaved form the odd word, rotated
   by one, becomes the even word, and the even word the odd one); each
   group of twenty lines then gathers one output plane through rho and
   pi (B[X] is lane ((X + 3Y) mod 5, X) of A) and applies chi, and for
   plane 0 iota.  */
static void
kc_round (const kc_u32 *a, kc_u32 *e, kc_u32 rceven, kc_u32 rcodd)
{
  kc_u32 c00, c01, c10, c11, c20, c21, c30, c31, c40, c41;
  kc_u32 d00, d01, d10, d11, d20, d21, d30, d31, d40, d41;
  kc_u32 b00, b01, b10, b11, b20, b21, b30, b31, b40, b41;

  c00 = a[0] ^ a[10] ^ a[20] ^ a[30] ^ a[40];
  c01 = a[1] ^ a[11] ^ a[21] ^ a[31] ^ a[41];
  c10 = a[2] ^ a[12] ^ a[22] ^ a[32] ^ a[42];
  c11 = a[3] ^ a[13] ^ a[23] ^ a[33] ^ a[43];
  c20 = a[4] ^ a[14] ^ a[24] ^ a[34] ^ a[44];
  c21 = a[5] ^ a[15] ^ a[25] ^ a[35] ^ a[45];
  c30 = a[6] ^ a[16] ^ a[26] ^ a[36] ^ a[46];
  c31 = a[7] ^ a[17] ^ a[27] ^ a[37] ^ a[47];
  c40 = a[8] ^ a[18] ^ a[28] ^ a[38] ^ a[48];
  c41 = a[9] ^ a[19] ^ a[29] ^ a[39] ^ a[49];
  d00 = c40 ^ KC_ROL32 (c11, 1);
  d01 = c41 ^ c10;
  d10 = c00 ^ KC_ROL32 (c21, 1);
  d11 = c01 ^ c20;
  d20 = c10 ^ KC_ROL32 (c31, 1);
  d21 = c11 ^ c30;
  d30 = c20 ^ KC_ROL32 (c41, 1);
  d31 = c21 ^ c40;
  d40 = c30 ^ KC_ROL32 (c01, 1);
  d41 = c31 ^ c00;
  b00 = a[0] ^ d00;
  b01 = a[1] ^ d01;
  b10 = KC_ROL32 (a[12] ^ d10, 22);
  b11 = KC_ROL32 (a[13] ^ d11, 22);
  b20 = KC_ROL32 (a[25] ^ d21, 22);
  b21 = KC_ROL32 (a[24] ^ d20, 21);
  b30 = KC_ROL32 (a[37] ^ d31, 11);
  b31 = KC_ROL32 (a[36] ^ d30, 10);
  b40 = KC_ROL32 (a[48] ^ d40, 7);
  b41 = KC_ROL32 (a[49] ^ d41, 7);
  e[0] = b00 ^ (~b10 & b20) ^ rceven;
  e[2] = b10 ^ (~b20 & b30);
  e[4] = b20 ^ (~b30 & b40);
  e[6] = b30 ^ (~b40 & b00);
  e[8] = b40 ^ (~b00 & b10);
  e[1] = b01 ^ (~b11 & b21) ^ rcodd;
  e[3] = b11 ^ (~b21 & b31);
  e[5] = b21 ^ (~b31 & b41);
  e[7] = b31 ^ (~b41 & b01);
  e[9] = b41 ^ (~b01 & b11);
  b00 = KC_ROL32 (a[6] ^ d30, 14);
  b01 = KC_ROL32 (a[7] ^ d31, 14);
  b10 = KC_ROL32 (a[18] ^ d40, 10);
  b11 = KC_ROL32 (a[19] ^ d41, 10);
  b20 = KC_ROL32 (a[21] ^ d01, 2);
  b21 = KC_ROL32 (a[20] ^ d00, 1);
  b30 = KC_ROL32 (a[33] ^ d11, 23);
  b31 = KC_ROL32 (a[32] ^ d10, 22);
  b40 = KC_ROL32 (a[45] ^ d21, 31);
  b41 = KC_ROL32 (a[44] ^ d20, 30);
  e[10] = b00 ^ (~b10 & b20);
  e[12] = b10 ^ (~b20 & b30);
  e[14] = b20 ^ (~b30 & b40);
  e[16] = b30 ^ (~b40 & b00);
  e[18] = b40 ^ (~b00 & b10);
  e[11] = b01 ^ (~b11 & b21);
  e[13] = b11 ^ (~b21 & b31);
  e[15] = b21 ^ (~b31 & b41);
  e[17] = b31 ^ (~b41 & b01);
  e[19] = b41 ^ (~b01 & b11);
  b00 = KC_ROL32 (a[3] ^ d11, 1);
  b01 = a[2] ^ d10;
  b10 = KC_ROL32 (a[14] ^ d20, 3);
  b11 = KC_ROL32 (a[15] ^ d21, 3);
  b20 = KC_ROL32 (a[27] ^ d31, 13);
  b21 = KC_ROL32 (a[26] ^ d30, 12);
  b30 = KC_ROL32 (a[38] ^ d40, 4);
  b31 = KC_ROL32 (a[39] ^ d41, 4);
  b40 = KC_ROL32 (a[40] ^ d00, 9);
  b41 = KC_ROL32 (a[41] ^ d01, 9);
  e[20] = b00 ^ (~b10 & b20);
  e[22] = b10 ^ (~b20 & b30);
  e[24] = b20 ^ (~b30 & b40);
  e[26] = b30 ^ (~b40 & b00);
  e[28] = b40 ^ (~b00 & b10);
  e[21] = b01 ^ (~b11 & b21);
  e[23] = b11 ^ (~b21 & b31);
  e[25] = b21 ^ (~b31 & b41);
  e[27] = b31 ^ (~b41 & b01);
  e[29] = b41 ^ (~b01 & b11);
  b00 = KC_ROL32 (a[9] ^ d41, 14);
  b01 = KC_ROL32 (a[8] ^ d40, 13);
  b10 = KC_ROL32 (a[10] ^ d00, 18);
  b11 = KC_ROL32 (a[11] ^ d01, 18);
  b20 = KC_ROL32 (a[22] ^ d10, 5);
  b21 = KC_ROL32 (a[23] ^ d11, 5);
  b30 = KC_ROL32 (a[35] ^ d21, 8);
  b31 = KC_ROL32 (a[34] ^ d20, 7);
  b40 = KC_ROL32 (a[46] ^ d30, 28);
  b41 = KC_ROL32 (a[47] ^ d31, 28);
  e[30] = b00 ^ (~b10 & b20);
  e[32] = b10 ^ (~b20 & b30);
  e[34] = b20 ^ (~b30 & b40);
  e[36] = b30 ^ (~b40 & b00);
  e[38] = b40 ^ (~b00 & b10);
  e[31] = b01 ^ (~b11 & b21);
  e[33] = b11 ^ (~b21 & b31);
  e[35] = b21 ^ (~b31 & b41);
  e[37] = b31 ^ (~b41 & b01);
  e[39] = b41 ^ (~b01 & b11);
  b00 = KC_ROL32 (a[4] ^ d20, 31);
  b01 = KC_ROL32 (a[5] ^ d21, 31);
  b10 = KC_ROL32 (a[17] ^ d31, 28);
  b11 = KC_ROL32 (a[16] ^ d30, 27);
  b20 = KC_ROL32 (a[29] ^ d41, 20);
  b21 = KC_ROL32 (a[28] ^ d40, 19);
  b30 = KC_ROL32 (a[31] ^ d01, 21);
  b31 = KC_ROL32 (a[30] ^ d00, 20);
  b40 = KC_ROL32 (a[42] ^ d10, 1);
  b41 = KC_ROL32 (a[43] ^ d11, 1);
  e[40] = b00 ^ (~b10 & b20);
  e[42] = b10 ^ (~b20 & b30);
  e[44] = b20 ^ (~b30 & b40);
  e[46] = b30 ^ (~b40 & b00);
  e[48] = b40 ^ (~b00 & b10);
  e[41] = b01 ^ (~b11 & b21);
  e[43] = b11 ^ (~b21 & b31);
  e[45] = b21 ^ (~b31 & b41);
  e[47] = b31 ^ (~b41 & b01);
  e[49] = b41 ^ (~b01 & b11);
}

/* Apply Keccak-p[1600, NR] to the 50 words W, 1 <= NR <= 24.  */
static void
kc_permute_words (kc_u32 *w, unsigned int nr)
{
  kc_u32 scratch[50];
  kc_u32 *src = w;
  kc_u32 *dst = scratch;
  kc_u32 *tmp;
  unsigned int i;

  for (i = 24 - nr; i < 24; i++)
    {
      kc_round (src, dst, kc_rc32[2 * i], kc_rc32[2 * i + 1]);
      tmp = src;
      src = dst;
      dst = tmp;
    }
  if (src != w)
    for (i = 0; i < 50; i++)
      w[i] = src[i];
}

/* Gather the even-numbered bits of X into its low 16 bits and the
   odd-numbered bits into its high 16 bits, in order (the "unshuffle" of
   Hacker's Delight, section 7-2: swaps of bit groups of 1, 2, 4 and 8
   bits).  */
static kc_u32
kc_unzip (kc_u32 x)
{
  kc_u32 t;

  t = (x ^ (x >> 1)) & 0x22222222UL;
  x ^= t ^ (t << 1);
  t = (x ^ (x >> 2)) & 0x0c0c0c0cUL;
  x ^= t ^ (t << 2);
  t = (x ^ (x >> 4)) & 0x00f000f0UL;
  x ^= t ^ (t << 4);
  t = (x ^ (x >> 8)) & 0x0000ff00UL;
  x ^= t ^ (t << 8);
  return x;
}

/* The inverse of kc_unzip: the same swaps in the opposite order.  */
static kc_u32
kc_zip (kc_u32 x)
{
  kc_u32 t;

  t = (x ^ (x >> 8)) & 0x0000ff00UL;
  x ^= t ^ (t << 8);
  t = (x ^ (x >> 4)) & 0x00f000f0UL;
  x ^= t ^ (t << 4);
  t = (x ^ (x >> 2)) & 0x0c0c0c0cUL;
  x ^= t ^ (t << 2);
  t = (x ^ (x >> 1)) & 0x22222222UL;
  x ^= t ^ (t << 1);
  return x;
}

/* XOR the lane whose bits 0-31 are LO and bits 32-63 are HI into lane
   I of the words W, interleaving it.  */
static void
kc_lane_xor (kc_u32 *w, unsigned int i, kc_u32 lo, kc_u32 hi)
{
  lo = kc_unzip (lo);
  hi = kc_unzip (hi);
  w[2 * i] ^= (lo & 0x0000ffffUL) | (hi << 16);
  w[2 * i + 1] ^= (lo >> 16) | (hi & 0xffff0000UL);
}

/* Read lane I of the words W into *LO (bits 0-31) and *HI (bits
   32-63).  */
static void
kc_lane_get (const kc_u32 *w, unsigned int i, kc_u32 *lo, kc_u32 *hi)
{
  kc_u32 even = w[2 * i];
  kc_u32 odd = w[2 * i + 1];

  *lo = kc_zip ((even & 0x0000ffffUL) | (odd << 16));
  *hi = kc_zip ((even >> 16) | (odd & 0xffff0000UL));
}

/* Set lane I of the words W to the lane LO, HI.  */
static void
kc_lane_set (kc_u32 *w, unsigned int i, kc_u32 lo, kc_u32 hi)
{
  w[2 * i] = 0;
  w[2 * i + 1] = 0;
  kc_lane_xor (w, i, lo, hi);
}

/* The little-endian 32-bit value of the 4 bytes at P.  */
static kc_u32
kc_load32 (const unsigned char *p)
{
  return ((kc_u32) p[0] | (kc_u32) p[1] << 8 | (kc_u32) p[2] << 16
          | (kc_u32) p[3] << 24);
}

/* Store X at P as 4 little-endian bytes.  */
static void
kc_store32 (unsigned char *p, kc_u32 x)
{
  p[0] = (unsigned char) (x & 0xff);
  p[1] = (unsigned char) ((x >> 8) & 0xff);
  p[2] = (unsigned char) ((x >> 16) & 0xff);
  p[3] = (unsigned char) ((x >> 24) & 0xff);
}

/* The mask of byte J (0 <= J < 4) of a 32-bit word.  */
#define KC_BYTE_MASK(j) ((kc_u32) 0xff << (8 * (j)))

/* Set STATE to all zero bits.  */
static void
kc32_init (kc_p1600_state *state)
{
  unsigned int i;

  for (i = 0; i < 50; i++)
    state->w[i] = 0;
}

/* XOR BYTE into byte OFFSET of STATE.  */
static void
kc32_add_byte (kc_p1600_state *state, unsigned int byte, unsigned int offset)
{
  unsigned int j = offset % 8;
  kc_u32 x = (kc_u32) (byte & 0xff) << (8 * (j % 4));

  if (j < 4)
    kc_lane_xor (state->w, offset / 8, x, (kc_u32) 0);
  else
    kc_lane_xor (state->w, offset / 8, (kc_u32) 0, x);
}

/* Where one lane-sized piece of a byte operation falls: lane I, bytes
   J ... J + N - 1 of it.  Byte operations walk their range lane by
   lane.  */
struct kc_piece
{
  unsigned int i, j, n;
};

/* The next piece of the range that starts at byte OFFSET and has
   LENGTH bytes left, into *P.  */
static void
kc_piece_at (struct kc_piece *p, unsigned int offset, unsigned int length)
{
  p->i = offset / 8;
  p->j = offset % 8;
  p->n = 8 - p->j < length ? 8 - p->j : length;
}

/* The N bytes at DATA placed at bytes J ... J + N - 1 of a lane (the
   other bytes zero), as its low and high words *LO and *HI.  */
static void
kc_lane_from_bytes (const unsigned char *data, unsigned int j,
                    unsigned int n, kc_u32 *lo, kc_u32 *hi)
{
  unsigned int k;

  if (n == 8)
    {
      *lo = kc_load32 (data);
      *hi = kc_load32 (data + 4);
      return;
    }
  *lo = 0;
  *hi = 0;
  for (k = j; k < j + n; k++)
    if (k < 4)
      *lo |= (kc_u32) data[k - j] << (8 * k);
    else
      *hi |= (kc_u32) data[k - j] << (8 * (k - 4));
}

/* XOR the LENGTH bytes at DATA into STATE from byte OFFSET on.  */
static void
kc32_add_bytes (kc_p1600_state *state, const unsigned char *data,
                unsigned int offset, unsigned int length)
{
  struct kc_piece p;
  kc_u32 lo, hi;

  while (length != 0)
    {
      kc_piece_at (&p, offset, length);
      kc_lane_from_bytes (data, p.j, p.n, &lo, &hi);
      kc_lane_xor (state->w, p.i, lo, hi);
      data += p.n;
      offset += p.n;
      length -= p.n;
    }
}

/* Replace bytes J ... J + N - 1 of lane I of STATE by DATA, or by zeroes
   if DATA is null.  */
static void
kc_lane_overwrite (kc_p1600_state *state, const unsigned char *data,
                   unsigned int i, unsigned int j, unsigned int n)
{
  kc_u32 lo, hi, newlo, newhi, mlo, mhi;
  unsigned int k;

  if (data)
    kc_lane_from_bytes (data, j, n, &newlo, &newhi);
  else
    {
      newlo = 0;
      newhi = 0;
    }
  if (n == 8)
    {
      kc_lane_set (state->w, i, newlo, newhi);
      return;
    }
  mlo = 0;
  mhi = 0;
  for (k = j; k < j + n; k++)
    if (k < 4)
      mlo |= KC_BYTE_MASK (k);
    else
      mhi |= KC_BYTE_MASK (k - 4);
  kc_lane_get (state->w, i, &lo, &hi);
  kc_lane_set (state->w, i, (lo & ~mlo) | newlo, (hi & ~mhi) | newhi);
}

/* Replace LENGTH bytes of STATE from byte OFFSET on by DATA.  */
static void
kc32_overwrite_bytes (kc_p1600_state *state, const unsigned char *data,
                      unsigned int offset, unsigned int length)
{
  struct kc_piece p;

  while (length != 0)
    {
      kc_piece_at (&p, offset, length);
      kc_lane_overwrite (state, data, p.i, p.j, p.n);
      data += p.n;
      offset += p.n;
      length -= p.n;
    }
}

/* Replace the first COUNT bytes of STATE by zeroes.  */
static void
kc32_overwrite_zeroes (kc_p1600_state *state, unsigned int count)
{
  unsigned int i;

  for (i = 0; i < count / 8; i++)
    {
      state->w[2 * i] = 0;
      state->w[2 * i + 1] = 0;
    }
  if (count % 8 != 0)
    kc_lane_overwrite (state, (const unsigned char *) 0, i, (unsigned int) 0,
                       count % 8);
}

/* Apply Keccak-p[1600, NR] to STATE.  */
static void
kc32_permute (kc_p1600_state *state, unsigned int nr)
{
  kc_permute_words (state->w, nr);
}

/* Copy LENGTH bytes of STATE from byte OFFSET on into OUT, XORed with
   IN unless IN is null (IN may be OUT).  */
static void
kc32_extract (const kc_p1600_state *state, const unsigned char *in,
              unsigned char *out, unsigned int offset, unsigned int length)
{
  struct kc_piece p;
  unsigned char lane[8];
  kc_u32 lo, hi;
  unsigned int k;

  while (length != 0)
    {
      kc_piece_at (&p, offset, length);
      kc_lane_get (state->w, p.i, &lo, &hi);
      kc_store32 (lane, lo);
      kc_store32 (lane + 4, hi);
      for (k = 0; k < p.n; k++)
        out[k] = in ? (unsigned char) (in[k] ^ lane[p.j + k])
                    : lane[p.j + k];
      if (in)
        in += p.n;
      out += p.n;
      offset += p.n;
      length -= p.n;
    }
}

/* Copy LENGTH bytes of STATE from byte OFFSET on into OUT.  */
static void
kc32_extract_bytes (const kc_p1600_state *state, unsigned char *out,
                    unsigned int offset, unsigned int length)
{
  kc32_extract (state, (const unsigned char *) 0, out, offset, length);
}

/* OUT = IN XOR LENGTH bytes of STATE from byte OFFSET on.  */
static void
kc32_extract_and_add (const kc_p1600_state *state, const unsigned char *in,
                      unsigned char *out, unsigned int offset,
                      unsigned int length)
{
  kc32_extract (state, in, out, offset, length);
}

/* While at least LANE_COUNT lanes of DATA remain, XOR them into lanes 0
   ... LANE_COUNT - 1 of STATE and permute with NR rounds; return the
   number of bytes absorbed.  Whole lanes go from the input through the
   interleaving straight into the state words.  */
static size_t
kc32_fast_loop_absorb (kc_p1600_state *state, unsigned int lane_count,
                       const unsigned char *data, size_t length,
                       unsigned int nr)
{
  size_t block = 8 * (size_t) lane_count;
  size_t done = 0;
  unsigned int i;

  while (length - done >= block)
    {
      for (i = 0; i < lane_count; i++)
        kc_lane_xor (state->w, i, kc_load32 (data + 8 * i),
                     kc_load32 (data + 8 * i + 4));
      kc_permute_words (state->w, nr);
      data += block;
      done += block;
    }
  return done;
}

const struct kc_p1600_ops kc_p1600_32bi = {
  "32-bit bit-interleaved",
  kc32_init,
  kc32_add_byte,
  kc32_add_bytes,
  kc32_overwrite_bytes,
  kc32_overwrite_zeroes,
  kc32_permute,
  kc32_extract_bytes,
  kc32_extract_and_add,
  kc32_fast_loop_absorb
};
