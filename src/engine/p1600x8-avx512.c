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
#define V_ZERO() _mm512_setzero_si512 ()
#define V_LOADU(p) _mm512_loadu_si512 ((const void *) (p))
#define V_STOREU(p, v) _mm512_storeu_si512 ((void *) (p), (v))

#define XN_N 8
#define XN_LEAVES kc_leaves_x8_avx512
#define XN_ABSORB_MULTI kc_absorb_multi_x8_avx512
/* src/engine/multi.mk defines this when it builds p1600x4-avx512.c.  */
#ifdef KC_WITH_X4_AVX512
# define XN_NARROW kc_absorb_multi_x4_avx512
#endif
#include "p1600xn-leaves.h"
