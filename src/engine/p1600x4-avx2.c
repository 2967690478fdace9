/* p1600x4-avx2.c -- four Keccak-p[1600] states at once in AVX2
   registers, as a leaf routine for the tree modes.

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

/* Compiled with KC_AVX2_CFLAGS only; nothing here runs unless the front
   end found AVX2 in the CPU and the OS (src/cli/cpu.c).

   Register ymm L holds lane L of four independent states, one state per
   64-bit element, so rho and pi are only renamings of variables and need
   no shuffles.  AVX2 has no three-input logic and no rotate: theta's
   XORs are two-input, chi is vpandn + vpxor, a rotation is two shifts
   and an OR, except by 8 and 56 bits, which are one byte shuffle.  The
   leaves lie LEAF_LEN bytes apart, so lane J of a block is one
   vpgatherqq with the four leaf offsets as indices; the last, padded
   block of each leaf is copied into a small buffer first, which is what
   lets any LEAF_LEN work.  x86 is little endian, so a lane in memory is
   the lane itself.  */

#include <string.h>
#include <immintrin.h>

#include "p1600.h"

/* Marks the intended fall-through from one case to the next (the
   comment form does not survive macro expansion).  */
#if defined __GNUC__ && 7 <= __GNUC__
# define KC_FALLTHROUGH __attribute__ ((__fallthrough__))
#else
# define KC_FALLTHROUGH ((void) 0)
#endif

/* A 64-bit constant from two 32-bit halves, so that no 64-bit literal
   (and no C99 suffix) is needed.  */
#define KC_C64(hi, lo) (((kc_u64) (hi) << 32) | (kc_u64) (lo))

/* The round constants of Keccak-f[1600], rounds 0 ... 23.  */
static const kc_u64 kc_x4_rc[24] = {
  KC_C64 (0x00000000, 0x00000001), KC_C64 (0x00000000, 0x00008082),
  KC_C64 (0x80000000, 0x0000808A), KC_C64 (0x80000000, 0x80008000),
  KC_C64 (0x00000000, 0x0000808B), KC_C64 (0x00000000, 0x80000001),
  KC_C64 (0x80000000, 0x80008081), KC_C64 (0x80000000, 0x00008009),
  KC_C64 (0x00000000, 0x0000008A), KC_C64 (0x00000000, 0x00000088),
  KC_C64 (0x00000000, 0x80008009), KC_C64 (0x00000000, 0x8000000A),
  KC_C64 (0x00000000, 0x8000808B), KC_C64 (0x80000000, 0x0000008B),
  KC_C64 (0x80000000, 0x00008089), KC_C64 (0x80000000, 0x00008003),
  KC_C64 (0x80000000, 0x00008002), KC_C64 (0x80000000, 0x00000080),
  KC_C64 (0x00000000, 0x0000800A), KC_C64 (0x80000000, 0x8000000A),
  KC_C64 (0x80000000, 0x80008081), KC_C64 (0x80000000, 0x00008080),
  KC_C64 (0x00000000, 0x80000001), KC_C64 (0x80000000, 0x80008008)
};

/* The vector operations the round is written in.  */
#define V_XOR(a, b) _mm256_xor_si256 ((a), (b))
#define V_XOR5(a, b, c, d, e) \
  V_XOR (V_XOR (V_XOR ((a), (b)), V_XOR ((c), (d))), (e))
#define V_ROL(a, n) v_rol ((a), (n))
#define V_CHI(a, b, c) _mm256_xor_si256 ((a), _mm256_andnot_si256 ((b), (c)))
#define V_RC(i) _mm256_set1_epi64x (kc_x4_rc[i])

/* Rotate each 64-bit element of A left by N, 0 < N < 64.  N is a
   constant at every call, so the test folds away.  */
static __inline__ __m256i
v_rol (__m256i a, int n)
{
  if (n == 8)
    return _mm256_shuffle_epi8 (a, _mm256_set_epi8 (14, 13, 12, 11, 10, 9,
                                                    8, 15, 6, 5, 4, 3, 2,
                                                    1, 0, 7, 14, 13, 12, 11,
                                                    10, 9, 8, 15, 6, 5, 4,
                                                    3, 2, 1, 0, 7));
  if (n == 56)
    return _mm256_shuffle_epi8 (a, _mm256_set_epi8 (8, 15, 14, 13, 12, 11,
                                                    10, 9, 0, 7, 6, 5, 4, 3,
                                                    2, 1, 8, 15, 14, 13, 12,
                                                    11, 10, 9, 0, 7, 6, 5, 4,
                                                    3, 2, 1));
  return _mm256_or_si256 (_mm256_slli_epi64 (a, n),
                          _mm256_srli_epi64 (a, 64 - n));
}

/* One round from the state in the variables S00 ... S44 (S<x><y> is
   lane x + 5y) into T00 ... T44, with round constant number I.  Each
   group of five lines is one output row y: its five inputs are lanes
   A[(x + 3y) mod 5][x] (pi), each XORed with its column's theta value
   and rotated by its rho offset, and then combined by chi.  */
#define X4_ROUND(S, T, i)                                               \
  do {                                                                  \
    c0 = V_XOR5 (S##00, S##01, S##02, S##03, S##04);                    \
    c1 = V_XOR5 (S##10, S##11, S##12, S##13, S##14);                    \
    c2 = V_XOR5 (S##20, S##21, S##22, S##23, S##24);                    \
    c3 = V_XOR5 (S##30, S##31, S##32, S##33, S##34);                    \
    c4 = V_XOR5 (S##40, S##41, S##42, S##43, S##44);                    \
    d0 = V_XOR (c4, V_ROL (c1, 1));                                     \
    d1 = V_XOR (c0, V_ROL (c2, 1));                                     \
    d2 = V_XOR (c1, V_ROL (c3, 1));                                     \
    d3 = V_XOR (c2, V_ROL (c4, 1));                                     \
    d4 = V_XOR (c3, V_ROL (c0, 1));                                     \
    b0 = V_XOR (S##00, d0);                                             \
    b1 = V_ROL (V_XOR (S##11, d1), 44);                                 \
    b2 = V_ROL (V_XOR (S##22, d2), 43);                                 \
    b3 = V_ROL (V_XOR (S##33, d3), 21);                                 \
    b4 = V_ROL (V_XOR (S##44, d4), 14);                                 \
    T##00 = V_XOR (V_CHI (b0, b1, b2), V_RC (i));                       \
    T##10 = V_CHI (b1, b2, b3);                                         \
    T##20 = V_CHI (b2, b3, b4);                                         \
    T##30 = V_CHI (b3, b4, b0);                                         \
    T##40 = V_CHI (b4, b0, b1);                                         \
    b0 = V_ROL (V_XOR (S##30, d3), 28);                                 \
    b1 = V_ROL (V_XOR (S##41, d4), 20);                                 \
    b2 = V_ROL (V_XOR (S##02, d0), 3);                                  \
    b3 = V_ROL (V_XOR (S##13, d1), 45);                                 \
    b4 = V_ROL (V_XOR (S##24, d2), 61);                                 \
    T##01 = V_CHI (b0, b1, b2);                                         \
    T##11 = V_CHI (b1, b2, b3);                                         \
    T##21 = V_CHI (b2, b3, b4);                                         \
    T##31 = V_CHI (b3, b4, b0);                                         \
    T##41 = V_CHI (b4, b0, b1);                                         \
    b0 = V_ROL (V_XOR (S##10, d1), 1);                                  \
    b1 = V_ROL (V_XOR (S##21, d2), 6);                                  \
    b2 = V_ROL (V_XOR (S##32, d3), 25);                                 \
    b3 = V_ROL (V_XOR (S##43, d4), 8);                                  \
    b4 = V_ROL (V_XOR (S##04, d0), 18);                                 \
    T##02 = V_CHI (b0, b1, b2);                                         \
    T##12 = V_CHI (b1, b2, b3);                                         \
    T##22 = V_CHI (b2, b3, b4);                                         \
    T##32 = V_CHI (b3, b4, b0);                                         \
    T##42 = V_CHI (b4, b0, b1);                                         \
    b0 = V_ROL (V_XOR (S##40, d4), 27);                                 \
    b1 = V_ROL (V_XOR (S##01, d0), 36);                                 \
    b2 = V_ROL (V_XOR (S##12, d1), 10);                                 \
    b3 = V_ROL (V_XOR (S##23, d2), 15);                                 \
    b4 = V_ROL (V_XOR (S##34, d3), 56);                                 \
    T##03 = V_CHI (b0, b1, b2);                                         \
    T##13 = V_CHI (b1, b2, b3);                                         \
    T##23 = V_CHI (b2, b3, b4);                                         \
    T##33 = V_CHI (b3, b4, b0);                                         \
    T##43 = V_CHI (b4, b0, b1);                                         \
    b0 = V_ROL (V_XOR (S##20, d2), 62);                                 \
    b1 = V_ROL (V_XOR (S##31, d3), 55);                                 \
    b2 = V_ROL (V_XOR (S##42, d4), 39);                                 \
    b3 = V_ROL (V_XOR (S##03, d0), 41);                                 \
    b4 = V_ROL (V_XOR (S##14, d1), 2);                                  \
    T##04 = V_CHI (b0, b1, b2);                                         \
    T##14 = V_CHI (b1, b2, b3);                                         \
    T##24 = V_CHI (b2, b3, b4);                                         \
    T##34 = V_CHI (b3, b4, b0);                                         \
    T##44 = V_CHI (b4, b0, b1);                                         \
  } while (0)

/* Two rounds, from the A variables through the E variables back into
   the A variables, so that every entry point below finds the state in
   the same variables.  */
#define X4_ROUND2(i) X4_ROUND (a, e, i); X4_ROUND (e, a, (i) + 1)

/* The state of four sponges, lane by lane.  */
struct x4_state
{
  __m256i l[25];
};

/* XOR lane J of the block at P, gathered from the four states at byte
   offsets IDX, into variable V.  The indices are byte offsets (scale 1),
   so the leaves need no alignment and may lie any distance apart.  */
#define X4_ADD(v, j)                                                    \
  v = V_XOR (v, _mm256_i64gather_epi64 ((const void *) (p + 8 * (j)), idx, \
                                        1))

/* Absorb N_BLOCKS blocks of LANES lanes into each of the four states in
   S: block K of state I starts at P + IDX[i] + K*STRIDE, and each block
   is followed by Keccak-p[1600, NR], 1 <= NR <= 24.  The state stays in
   local variables from the first block to the last; the lanes of a
   block are added by a switch that falls through from lane LANES-1 down
   to lane 0.  The rounds are fully unrolled: an even NR enters the
   unrolled sequence at its first round (a switch that falls through),
   an odd NR does its first round alone and copies the result back.  */
static void
x4_absorb (struct x4_state *s, const unsigned char *p, __m256i idx,
           unsigned int lanes, size_t n_blocks, size_t stride,
           unsigned int nr)
{
  __m256i a00, a10, a20, a30, a40, a01, a11, a21, a31, a41;
  __m256i a02, a12, a22, a32, a42, a03, a13, a23, a33, a43;
  __m256i a04, a14, a24, a34, a44;
  __m256i e00, e10, e20, e30, e40, e01, e11, e21, e31, e41;
  __m256i e02, e12, e22, e32, e42, e03, e13, e23, e33, e43;
  __m256i e04, e14, e24, e34, e44;
  __m256i b0, b1, b2, b3, b4, c0, c1, c2, c3, c4, d0, d1, d2, d3, d4;
  unsigned int r;

  a00 = s->l[0]; a10 = s->l[1]; a20 = s->l[2]; a30 = s->l[3];
  a40 = s->l[4]; a01 = s->l[5]; a11 = s->l[6]; a21 = s->l[7];
  a31 = s->l[8]; a41 = s->l[9]; a02 = s->l[10]; a12 = s->l[11];
  a22 = s->l[12]; a32 = s->l[13]; a42 = s->l[14]; a03 = s->l[15];
  a13 = s->l[16]; a23 = s->l[17]; a33 = s->l[18]; a43 = s->l[19];
  a04 = s->l[20]; a14 = s->l[21]; a24 = s->l[22]; a34 = s->l[23];
  a44 = s->l[24];

  for (; n_blocks > 0; n_blocks--, p += stride)
    {
      switch (lanes)
        {
        case 25: X4_ADD (a44, 24); KC_FALLTHROUGH;
        case 24: X4_ADD (a34, 23); KC_FALLTHROUGH;
        case 23: X4_ADD (a24, 22); KC_FALLTHROUGH;
        case 22: X4_ADD (a14, 21); KC_FALLTHROUGH;
        case 21: X4_ADD (a04, 20); KC_FALLTHROUGH;
        case 20: X4_ADD (a43, 19); KC_FALLTHROUGH;
        case 19: X4_ADD (a33, 18); KC_FALLTHROUGH;
        case 18: X4_ADD (a23, 17); KC_FALLTHROUGH;
        case 17: X4_ADD (a13, 16); KC_FALLTHROUGH;
        case 16: X4_ADD (a03, 15); KC_FALLTHROUGH;
        case 15: X4_ADD (a42, 14); KC_FALLTHROUGH;
        case 14: X4_ADD (a32, 13); KC_FALLTHROUGH;
        case 13: X4_ADD (a22, 12); KC_FALLTHROUGH;
        case 12: X4_ADD (a12, 11); KC_FALLTHROUGH;
        case 11: X4_ADD (a02, 10); KC_FALLTHROUGH;
        case 10: X4_ADD (a41, 9); KC_FALLTHROUGH;
        case 9: X4_ADD (a31, 8); KC_FALLTHROUGH;
        case 8: X4_ADD (a21, 7); KC_FALLTHROUGH;
        case 7: X4_ADD (a11, 6); KC_FALLTHROUGH;
        case 6: X4_ADD (a01, 5); KC_FALLTHROUGH;
        case 5: X4_ADD (a40, 4); KC_FALLTHROUGH;
        case 4: X4_ADD (a30, 3); KC_FALLTHROUGH;
        case 3: X4_ADD (a20, 2); KC_FALLTHROUGH;
        case 2: X4_ADD (a10, 1); KC_FALLTHROUGH;
        default: X4_ADD (a00, 0);
        }

      r = nr;
      if (r & 1)
        {
          X4_ROUND (a, e, 24 - r);
          a00 = e00; a10 = e10; a20 = e20; a30 = e30; a40 = e40;
          a01 = e01; a11 = e11; a21 = e21; a31 = e31; a41 = e41;
          a02 = e02; a12 = e12; a22 = e22; a32 = e32; a42 = e42;
          a03 = e03; a13 = e13; a23 = e23; a33 = e33; a43 = e43;
          a04 = e04; a14 = e14; a24 = e24; a34 = e34; a44 = e44;
          r--;
        }
      switch (r)
        {
        case 24: X4_ROUND2 (0); KC_FALLTHROUGH;
        case 22: X4_ROUND2 (2); KC_FALLTHROUGH;
        case 20: X4_ROUND2 (4); KC_FALLTHROUGH;
        case 18: X4_ROUND2 (6); KC_FALLTHROUGH;
        case 16: X4_ROUND2 (8); KC_FALLTHROUGH;
        case 14: X4_ROUND2 (10); KC_FALLTHROUGH;
        case 12: X4_ROUND2 (12); KC_FALLTHROUGH;
        case 10: X4_ROUND2 (14); KC_FALLTHROUGH;
        case 8: X4_ROUND2 (16); KC_FALLTHROUGH;
        case 6: X4_ROUND2 (18); KC_FALLTHROUGH;
        case 4: X4_ROUND2 (20); KC_FALLTHROUGH;
        case 2: X4_ROUND2 (22); KC_FALLTHROUGH;
        default:
          break;
        }
    }

  s->l[0] = a00; s->l[1] = a10; s->l[2] = a20; s->l[3] = a30;
  s->l[4] = a40; s->l[5] = a01; s->l[6] = a11; s->l[7] = a21;
  s->l[8] = a31; s->l[9] = a41; s->l[10] = a02; s->l[11] = a12;
  s->l[12] = a22; s->l[13] = a32; s->l[14] = a42; s->l[15] = a03;
  s->l[16] = a13; s->l[17] = a23; s->l[18] = a33; s->l[19] = a43;
  s->l[20] = a04; s->l[21] = a14; s->l[22] = a24; s->l[23] = a34;
  s->l[24] = a44;
}

/* Hash the four leaves that start at IN[OFF[i]] (i = 0 ... 3), each
   LEAF_LEN bytes, as described for kc_leaves_fn; chaining value i goes
   to CV + i*CV_LEN for i < N_OUT only (the other states may duplicate
   a leaf, to fill the registers when fewer than four are left).  */
static void
x4_leaves (const unsigned char *in, const size_t *off, size_t leaf_len,
           unsigned int rate, unsigned int nr, unsigned int suffix,
           unsigned char *cv, unsigned int cv_len, unsigned int n_out)
{
  struct x4_state s;
  unsigned char last[4][200];
  kc_u64 out[4][25];
  __m256i idx, last_idx;
  unsigned int lanes = rate / 8;
  unsigned int i, j, tail;
  size_t pos;

  idx = _mm256_set_epi64x (off[3], off[2], off[1], off[0]);
  for (j = 0; j < 25; j++)
    s.l[j] = _mm256_setzero_si256 ();

  /* The whole blocks straight from the leaves...  */
  x4_absorb (&s, in, idx, lanes, leaf_len / rate, rate, nr);
  pos = leaf_len - leaf_len % rate;

  /* ... and the last one, 0 ... RATE-1 bytes of data and the padding,
     from a copy.  */
  tail = (unsigned int) (leaf_len - pos);
  memset (last, 0, sizeof last);
  for (i = 0; i < 4; i++)
    {
      memcpy (last[i], in + off[i] + pos, tail);
      last[i][tail] ^= (unsigned char) suffix;
      last[i][rate - 1] ^= 0x80;
    }
  last_idx = _mm256_set_epi64x (3 * 200, 2 * 200, 1 * 200, 0);
  x4_absorb (&s, &last[0][0], last_idx, lanes, 1, 0, nr);

  /* Squeeze: CV_LEN <= RATE bytes, one block.  */
  for (j = 0; j < (cv_len + 7) / 8; j++)
    {
      kc_u64 lane[4];
      _mm256_storeu_si256 ((void *) lane, s.l[j]);
      for (i = 0; i < 4; i++)
        out[i][j] = lane[i];
    }
  for (i = 0; i < n_out; i++)
    memcpy (cv + (size_t) i * cv_len, out[i], cv_len);
}

/* The kc_leaves_fn of the x4 backend: runs of four leaves through the
   registers; a remainder of two or three leaves also goes through them
   (the missing states repeat the last leaf, and their results are
   dropped), since four states cost less than two single states; one
   leaf left over goes to kc_leaves_serial over BACKEND's single-state
   permutation.  */
kc_leaves_fn kc_leaves_x4_avx2;

void
kc_leaves_x4_avx2 (const struct kc_backend *backend,
                   const unsigned char *in, size_t leaf_len,
                   size_t n_leaves, unsigned int rate, unsigned int nr,
                   unsigned int suffix, unsigned char *cv,
                   unsigned int cv_len)
{
  size_t off[4];
  unsigned int i, n;

  while (n_leaves >= 2)
    {
      n = n_leaves < 4 ? (unsigned int) n_leaves : 4;
      for (i = 0; i < 4; i++)
        off[i] = (i < n ? i : n - 1) * leaf_len;
      x4_leaves (in, off, leaf_len, rate, nr, suffix, cv, cv_len, n);
      in += n * leaf_len;
      cv += (size_t) n * cv_len;
      n_leaves -= n;
    }
  if (n_leaves)
    kc_leaves_serial (backend, in, leaf_len, n_leaves, rate, nr, suffix,
                      cv, cv_len);
}
