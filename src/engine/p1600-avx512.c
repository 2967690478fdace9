/* p1600-avx512.c -- the single-state Keccak-p[1600] permutation of the
   AVX-512 backend: one lane per xmm register.

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
   front end found AVX-512 F (with VL) in the CPU and the OS.

   AVX-512 has 32 vector registers, enough for the 25 lanes of a state
   and most temporaries, and AVX-512 VL gives the 128-bit forms of its
   two useful instructions: vpternlogq (theta's three-way XOR with
   immediate 0x96, chi's a ^ (~b & c) with 0xD2, each one instruction)
   and vprolq (rho, a rotation by an immediate).  So each lane lives in
   the low 64 bits of its own xmm register, and the round is the
   sequence of the scalar code in p1600-avx2.c with fewer instructions:
   no lane ever moves between registers, rho and pi are only renamings.
   libgcrypt's AVX-512 Keccak uses the same layout.  Layouts with
   five lanes per register need permutes and blends for pi (CRYPTOGAMS'
   AVX-512 code is 3-4% slower than its AVX2 code on Zen 4, which splits
   each 512-bit operation in two) and are not faster.

   The round, the absorb loop and the byte operations are shared with
   p1600-avx2.c (p1600-simd.h, p1600-ss.h); this file gives them their
   lane operations on xmm registers.  */

#include <string.h>
#include <immintrin.h>

#include "p1600.h"

/* The lane operations the round is written in: one lane in the low
   half of an xmm register.  */
typedef __m128i ss_lane;
#define V_XOR(a, b) _mm_xor_si128 ((a), (b))
#define V_XOR3(a, b, c) _mm_ternarylogic_epi64 ((a), (b), (c), 0x96)
#define V_XOR5(a, b, c, d, e) V_XOR3 (V_XOR3 ((a), (b), (c)), (d), (e))
#define V_ROL(a, n) _mm_rol_epi64 ((a), (n))
#define V_CHI(a, b, c) _mm_ternarylogic_epi64 ((a), (b), (c), 0xD2)
#define V_RC(i) _mm_loadl_epi64 ((const void *) &kc_simd_rc[i])
#define V_LOAD_STATE(s, j) _mm_loadl_epi64 ((const void *) &(s)->q[j])
#define V_STORE_STATE(s, j, v) _mm_storel_epi64 ((void *) &(s)->q[j], (v))
#define V_LOAD_DATA(p) _mm_loadl_epi64 ((const void *) (p))

#define SS_OPS kc_p1600_avx512
#define SS_NAME "one lane per xmm register, AVX-512 VL"
#include "p1600-ss.h"
