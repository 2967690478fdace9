/* p1600x4-avx512.c -- four Keccak-p[1600] states at once in ymm
   registers with AVX-512 VL: the narrow routines of the AVX-512 backend.

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
   front end found AVX-512 (with VL) in the CPU and the OS.

   When at most four files share the AVX-512 backend's permutation (for
   example eight files on two threads), eight-state zmm code would
   spend half of every instruction on copies.  This is the x4 layout of
   p1600x4-avx2.c with AVX-512 VL's 256-bit forms of vpternlogq and
   vprolq, the instructions that make p1600x8-avx512.c short: about as
   many instructions per block as the x8 code on half the data, so on a
   CPU with full-width 512-bit units it runs four states in about the
   time the x8 code runs eight.  p1600x8-avx512.c hands it every call of
   four states or fewer.  */

#include <string.h>
#include <immintrin.h>

/* As in p1600x8-avx512.c (gcc bug 105593).  */
#if defined __GNUC__ && 12 <= __GNUC__
# pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif

#include "p1600.h"

/* The vector operations the round is written in.  */
typedef __m256i xn_lane;
#define V_XOR(a, b) _mm256_xor_si256 ((a), (b))
#define V_XOR3(a, b, c) _mm256_ternarylogic_epi64 ((a), (b), (c), 0x96)
#define V_XOR5(a, b, c, d, e) V_XOR3 (V_XOR3 ((a), (b), (c)), (d), (e))
#define V_ROL(a, n) _mm256_rol_epi64 ((a), (n))
#define V_CHI(a, b, c) _mm256_ternarylogic_epi64 ((a), (b), (c), 0xD2)
#define V_RC(i) _mm256_set1_epi64x (kc_simd_rc[i])
#define V_GATHER(p, idx) \
  _mm256_i64gather_epi64 ((const void *) (p), (idx), 1)
#define V_SET1(x) _mm256_set1_epi64x (x)
#define V_ZERO() _mm256_setzero_si256 ()
#define V_LOADU(p) _mm256_loadu_si256 ((const void *) (p))
#define V_STOREU(p, v) _mm256_storeu_si256 ((void *) (p), (v))

#define XN_N 4
#define XN_LEAVES kc_leaves_x4_avx512
#define XN_ABSORB_MULTI kc_absorb_multi_x4_avx512
#define XN_ONE_BLOCK kc_one_block_x4_avx512
#include "p1600xn-leaves.h"
