/* p1600x2-arm-sha3.c -- two Keccak-p[1600] states at once in AArch64
   NEON registers with the Armv8.2 SHA-3 instructions: the leaf routine
   and the many-files absorb of the arm-sha3 backend.

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

/* Compiled with KC_ARM_SHA3_CFLAGS (-march=armv8.2-a+sha3) only;
   nothing here runs unless the front end found HWCAP_SHA3 in the
   kernel's AT_HWCAP (src/cli/cpu.c).

   The layout, the absorb loop and the leaf routine are those of the x4
   and x8 backends (p1600-simd.h, p1600xn-leaves.h): register L holds
   lane L of two independent states, one per 64-bit half, so both
   halves of every EOR3, RAX1, XAR and BCAX do useful work (the
   single-state code of p1600-arm-sha3.c uses only the low half).  This
   file gives the template its lane operations.  NEON has no gather, so
   V_GATHER is two 8-byte loads into the two halves; the data are
   loaded as bytes, which is the little-endian lane on little-endian
   AArch64 (configure builds this file for no other).  */

#include <string.h>
#include <arm_neon.h>

#include "p1600.h"

#ifndef __AARCH64EL__
# error "p1600x2-arm-sha3.c is for little-endian AArch64"
#endif

/* The vector operations the round is written in (see
   p1600-arm-sha3.c).  */
typedef uint64x2_t xn_lane;
#define V_XOR(a, b) veorq_u64 ((a), (b))
#define V_XOR5(a, b, c, d, e) veor3q_u64 (veor3q_u64 ((a), (b), (c)), (d), (e))
#define V_ROL(a, n) vxarq_u64 ((a), vdupq_n_u64 (0), 64 - (n))
#define V_CHI(a, b, c) vbcaxq_u64 ((a), (c), (b))
#define V_RC(i) vdupq_n_u64 (kc_simd_rc[i])
#define V_GATHER(p, idx) v_gather ((p), (idx))
#define V_ZERO() vdupq_n_u64 (0)
#define V_LOADU(p) vld1q_u64 ((const uint64_t *) (p))
#define V_STOREU(p, v) vst1q_u64 ((uint64_t *) (p), (v))
#define V_SET1(x) vdupq_n_u64 (x)

/* The 64-bit lane at P + IDX[0] in the low half and the one at
   P + IDX[1] in the high half; neither need be aligned.  */
static __inline__ uint64x2_t
v_gather (const unsigned char *p, uint64x2_t idx)
{
  uint8x8_t lo = vld1_u8 (p + vgetq_lane_u64 (idx, 0));
  uint8x8_t hi = vld1_u8 (p + vgetq_lane_u64 (idx, 1));

  return vreinterpretq_u64_u8 (vcombine_u8 (lo, hi));
}

#define XN_N 2
#define XN_LEAVES kc_leaves_x2_arm_sha3
#define XN_ABSORB_MULTI kc_absorb_multi_x2_arm_sha3
#define XN_ONE_BLOCK kc_one_block_x2_arm_sha3
#include "p1600xn-leaves.h"
