/* p1600x8-avx512.c -- eight Keccak-p[1600] states at once in AVX-512
   registers: the leaf routine of the AVX-512 backend.

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

/* Compiled with KC_AVX512_CFLAGS only; nothing here runs unless the
   front end found AVX-512 F in the CPU and the OS (src/cli/cpu.c).

   The layout, the absorb loop and the leaf routine are shared with
   p1600x4-avx2.c (p1600-simd.h, p1600xn-leaves.h): register zmm L holds
   lane L of eight independent states.  This file gives them their lane
   operations, which need no shuffles at all: theta's five-way XOR and
   chi's a ^ (~b & c) are one vpternlogq each (immediates 0x96 and
   0xD2), rho is vprolq with an immediate.  */

#include <string.h>
#include <immintrin.h>

#include "p1600.h"

/* gcc 12's own vprolq and vpgatherqq intrinsics start from an
   "undefined" register value, which its -Wmaybe-uninitialized then
   reports inside avx512fintrin.h (gcc bug 105593); nothing here reads an
   uninitialized value.  */
#if defined __GNUC__ && 12 <= __GNUC__
# pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif

#include "p1600.h"

/* The vector operations the round is written in.  */
typedef __m512i xn_lane;
#define V_XOR(a, b) _mm512_xor_si512 ((a), (b))
#define V_XOR3(a, b, c) _mm512_ternarylogic_epi64 ((a), (b), (c), 0x96)
#define V_XOR5(a, b, c, d, e) V_XOR3 (V_XOR3 ((a), (b), (c)), (d), (e))
#define V_ROL(a, n) _mm512_rol_epi64 ((a), (n))
#define V_CHI(a, b, c) _mm512_ternarylogic_epi64 ((a), (b), (c), 0xD2)
#define V_RC(i) _mm512_set1_epi64 (kc_simd_rc[i])
#define V_GATHER(p, idx) \
  _mm512_i64gather_epi64 ((idx), (const void *) (p), 1)
#define V_SET1(x) _mm512_set1_epi64 (x)
#define V_ZERO() _mm512_setzero_si512 ()
#define V_LOADU(p) _mm512_loadu_si512 ((const void *) (p))
#define V_STOREU(p, v) _mm512_storeu_si512 ((void *) (p), (v))

/* Lanes J ... J+7 of the eight leaves LP[0] ... LP[7] at byte offset
   OFF, one 64-byte load from each, into T[0] ... T[7], T[k] holding lane
   J+k of every leaf: an 8 x 8 transposition of 64-bit words by unpacks
   (pairs of leaves) and two rounds of 128-bit block shuffles, 24
   shuffles for eight lanes where gathers would take eight.  */
#define XN_LOAD_T(t, lp, off) x8_load_t ((t), (lp), (off))
static __inline__ void
x8_load_t (__m512i *t, const unsigned char *const *lp, size_t off)
{
  __m512i r0, r1, r2, r3, r4, r5, r6, r7, u0, u1, u2, u3, u4, u5, u6, u7;

  r0 = _mm512_loadu_si512 ((const void *) (lp[0] + off));
  r1 = _mm512_loadu_si512 ((const void *) (lp[1] + off));
  r2 = _mm512_loadu_si512 ((const void *) (lp[2] + off));
  r3 = _mm512_loadu_si512 ((const void *) (lp[3] + off));
  r4 = _mm512_loadu_si512 ((const void *) (lp[4] + off));
  r5 = _mm512_loadu_si512 ((const void *) (lp[5] + off));
  r6 = _mm512_loadu_si512 ((const void *) (lp[6] + off));
  r7 = _mm512_loadu_si512 ((const void *) (lp[7] + off));
  /* u0 = leaves 0, 1 lanes 0 2 4 6; u1 the same lanes 1 3 5 7; ...  */
  u0 = _mm512_unpacklo_epi64 (r0, r1);
  u1 = _mm512_unpackhi_epi64 (r0, r1);
  u2 = _mm512_unpacklo_epi64 (r2, r3);
  u3 = _mm512_unpackhi_epi64 (r2, r3);
  u4 = _mm512_unpacklo_epi64 (r4, r5);
  u5 = _mm512_unpackhi_epi64 (r4, r5);
  u6 = _mm512_unpacklo_epi64 (r6, r7);
  u7 = _mm512_unpackhi_epi64 (r6, r7);
  /* Blocks 0 2 of the first and of the second (0x88), or 1 3 (0xdd).  */
  r0 = _mm512_shuffle_i64x2 (u0, u2, 0x88);
  r1 = _mm512_shuffle_i64x2 (u1, u3, 0x88);
  r2 = _mm512_shuffle_i64x2 (u0, u2, 0xdd);
  r3 = _mm512_shuffle_i64x2 (u1, u3, 0xdd);
  r4 = _mm512_shuffle_i64x2 (u4, u6, 0x88);
  r5 = _mm512_shuffle_i64x2 (u5, u7, 0x88);
  r6 = _mm512_shuffle_i64x2 (u4, u6, 0xdd);
  r7 = _mm512_shuffle_i64x2 (u5, u7, 0xdd);
  t[0] = _mm512_shuffle_i64x2 (r0, r4, 0x88);
  t[1] = _mm512_shuffle_i64x2 (r1, r5, 0x88);
  t[2] = _mm512_shuffle_i64x2 (r2, r6, 0x88);
  t[3] = _mm512_shuffle_i64x2 (r3, r7, 0x88);
  t[4] = _mm512_shuffle_i64x2 (r0, r4, 0xdd);
  t[5] = _mm512_shuffle_i64x2 (r1, r5, 0xdd);
  t[6] = _mm512_shuffle_i64x2 (r2, r6, 0xdd);
  t[7] = _mm512_shuffle_i64x2 (r3, r7, 0xdd);
}

/* Lanes J ... J+3 of the eight leaves at byte offset OFF into T[0] ...
   T[3], likewise: one 32-byte load from each leaf, two leaves to a
   register (leaves 0 and 2, 1 and 3, 4 and 6, 5 and 7), then the same
   unpacks and one round of block shuffles.  */
#define XN_LOAD_T4(t, lp, off) x8_load_t4 ((t), (lp), (off))
static __inline__ void
x8_load_t4 (__m512i *t, const unsigned char *const *lp, size_t off)
{
  __m512i z0, z1, z2, z3, u0, u1, u2, u3;

# define X8_LOAD2(a, b)                                                 \
  _mm512_inserti64x4 (_mm512_castsi256_si512                             \
                      (_mm256_loadu_si256 ((const void *) (lp[a] + off))), \
                      _mm256_loadu_si256 ((const void *) (lp[b] + off)), 1)
  z0 = X8_LOAD2 (0, 2);
  z1 = X8_LOAD2 (1, 3);
  z2 = X8_LOAD2 (4, 6);
  z3 = X8_LOAD2 (5, 7);
# undef X8_LOAD2
  u0 = _mm512_unpacklo_epi64 (z0, z1);
  u1 = _mm512_unpackhi_epi64 (z0, z1);
  u2 = _mm512_unpacklo_epi64 (z2, z3);
  u3 = _mm512_unpackhi_epi64 (z2, z3);
  t[0] = _mm512_shuffle_i64x2 (u0, u2, 0x88);
  t[1] = _mm512_shuffle_i64x2 (u1, u3, 0x88);
  t[2] = _mm512_shuffle_i64x2 (u0, u2, 0xdd);
  t[3] = _mm512_shuffle_i64x2 (u1, u3, 0xdd);
}

#define XN_N 8
#define XN_LEAVES kc_leaves_x8_avx512
#define XN_ABSORB_MULTI kc_absorb_multi_x8_avx512
#define XN_ONE_BLOCK kc_one_block_x8_avx512
/* src/engine/multi.mk defines this when it builds p1600x4-avx512.c.  */
#ifdef KC_WITH_X4_AVX512
# define XN_NARROW kc_absorb_multi_x4_avx512
# define XN_NARROW_ONE kc_one_block_x4_avx512
#endif
#include "p1600xn-leaves.h"
