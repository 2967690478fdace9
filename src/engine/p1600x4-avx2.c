/* p1600x4-avx2.c -- four Keccak-p[1600] states at once in AVX2
   registers: the leaf routine of the AVX2 backend.

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

   The layout, the absorb loop and the leaf routine are shared with
   p1600x8-avx512.c (p1600-simd.h, p1600xn-leaves.h): register ymm L
   holds lane L of four independent states.  This file gives them their
   lane operations.  AVX2 has no three-input logic and no rotate: theta's
   XORs are two-input, chi is vpandn + vpxor, a rotation is two shifts
   and an OR, except by 8 and 56 bits, which are one byte shuffle.  */

#include <string.h>
#include <immintrin.h>

#include "p1600.h"

/* The vector operations the round is written in.  */
typedef __m256i xn_lane;
#define V_XOR(a, b) _mm256_xor_si256 ((a), (b))
#define V_XOR5(a, b, c, d, e) \
  V_XOR (V_XOR (V_XOR ((a), (b)), V_XOR ((c), (d))), (e))
#define V_ROL(a, n) v_rol ((a), (n))
#define V_CHI(a, b, c) _mm256_xor_si256 ((a), _mm256_andnot_si256 ((b), (c)))
#define V_RC(i) _mm256_set1_epi64x (kc_simd_rc[i])
#define V_GATHER(p, idx) \
  _mm256_i64gather_epi64 ((const void *) (p), (idx), 1)
#define V_SET1(x) _mm256_set1_epi64x (x)
#define V_ZERO() _mm256_setzero_si256 ()
#define V_LOADU(p) _mm256_loadu_si256 ((const void *) (p))
#define V_STOREU(p, v) _mm256_storeu_si256 ((void *) (p), (v))

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

#define XN_N 4
#define XN_LEAVES kc_leaves_x4_avx2
#define XN_ABSORB_MULTI kc_absorb_multi_x4_avx2
#define XN_ONE_BLOCK kc_one_block_x4_avx2
#include "p1600xn-leaves.h"
