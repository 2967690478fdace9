/* p1600-avx2.c -- the single-state Keccak-p[1600] permutation of the
   AVX2 backend: scalar code for x86-64 with BMI1 and BMI2.

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

/* Compiled with KC_AVX2_CFLAGS only (-mavx2 -mbmi -mbmi2); nothing here
   runs unless the front end found AVX2, BMI1 and BMI2 in the CPU and the
   YMM state enabled by the OS (src/cli/cpu.c).

   Why scalar code in the AVX2 file: one state in ymm registers spends
   most of its time moving lanes for rho and pi (CRYPTOGAMS' AVX2 code
   only ties OpenSSL's scalar code on Zen 4, 455 against 453 MB/s for
   SHA3-256) and at best ties good scalar code, while BMI gives scalar
   code what the portable file lacks: chi's ~b & c is one andn, and a
   rotation is one rorx, which leaves its source intact, so no lane
   complementing is needed.  With all rounds unrolled and the state in
   local variables for the whole absorb loop (no loads or stores of the
   state between blocks) this beat the portable lane-complementing code
   (p1600-64.c) by 10-30% on the Intel Xeon where it was measured.  It
   serves the sequential modes of the AVX2 backend; the AVX-512 backend
   has faster single-state code (p1600-avx512.c).

   The round, the absorb loop and the byte operations are shared with
   p1600-avx512.c (p1600-simd.h, p1600-ss.h); this file gives them their
   lane operations on 64-bit integers.  */

#include <string.h>

#include "p1600.h"

/* The lane operations the round is written in.  gcc turns V_ROL into
   rorx and V_CHI into andn + xor under -mbmi -mbmi2.  */
typedef kc_u64 ss_lane;
#define V_XOR(a, b) ((a) ^ (b))
#define V_XOR5(a, b, c, d, e) ((a) ^ (b) ^ (c) ^ (d) ^ (e))
#define V_ROL(a, n) (((a) << (n)) | ((a) >> (64 - (n))))
#define V_CHI(a, b, c) ((a) ^ (~(b) & (c)))
#define V_RC(i) kc_simd_rc[i]
#define V_LOAD_STATE(s, j) ((s)->q[j])
#define V_STORE_STATE(s, j, v) ((s)->q[j] = (v))
#define V_LOAD_DATA(p) ss_load64 (p)

/* The little-endian 64-bit word at P, which need not be aligned.  */
static __inline__ kc_u64
ss_load64 (const unsigned char *p)
{
  kc_u64 w;
  memcpy (&w, p, 8);
  return w;
}

#define SS_OPS kc_p1600_avx2
#define SS_NAME "64-bit lanes, BMI1 and BMI2"
#include "p1600-ss.h"
