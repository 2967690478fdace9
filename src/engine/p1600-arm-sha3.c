/* p1600-arm-sha3.c -- one Keccak-p[1600] state in AArch64 NEON
   registers with the Armv8.2 SHA-3 instructions.

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

   The SHA-3 extension gives the four operations Keccak is made of,
   each one instruction on the two 64-bit halves of a NEON register:
   EOR3 (a ^ b ^ c, theta's column sums), RAX1 (a ^ (b rotated left
   by 1), theta's D), XAR ((a ^ b) rotated right by an immediate, theta
   and rho at once) and BCAX (a ^ (b & ~c), chi).  Each lane lives in
   the low half of its own register (the high half is never used), as
   the AVX-512 row keeps one lane per xmm register: 25 lanes and the
   temporaries fit in the 32 registers, and rho and pi are renamings.

   The round is written in the generic lane operations of p1600-simd.h;
   GCC and Clang fuse V_XOR followed by V_ROL into one XAR, and
   V_XOR (c, V_ROL (d, 1)) into one RAX1.  The state keeps the canonical
   layout of p1600-ss.h.  Data lanes are loaded as eight bytes, which
   is the little-endian lane on little-endian AArch64 (configure builds
   this file for no other).  */

#include <string.h>
#include <arm_neon.h>

#include "p1600.h"

#ifndef __AARCH64EL__
# error "p1600-arm-sha3.c is for little-endian AArch64"
#endif

/* The lane operations the round is written in: one lane in the low
   half of a 128-bit register.  XAR rotates right, so a left rotation
   by N is XAR by 64 - N with a zero second operand.  */
typedef uint64x2_t ss_lane;
#define V_XOR(a, b) veorq_u64 ((a), (b))
#define V_XOR5(a, b, c, d, e) veor3q_u64 (veor3q_u64 ((a), (b), (c)), (d), (e))
#define V_ROL(a, n) vxarq_u64 ((a), vdupq_n_u64 (0), 64 - (n))
#define V_CHI(a, b, c) vbcaxq_u64 ((a), (c), (b))
#define V_RC(i) vdupq_n_u64 (kc_simd_rc[i])
#define V_LOAD_STATE(s, j) vld1q_dup_u64 (&(s)->q[j])
#define V_STORE_STATE(s, j, v) vst1q_lane_u64 (&(s)->q[j], (v), 0)
#define V_LOAD_DATA(p) \
  vcombine_u64 (vreinterpret_u64_u8 (vld1_u8 (p)), vdup_n_u64 (0))

#define SS_OPS kc_p1600_arm_sha3
#define SS_NAME "one lane per NEON register, Armv8.2 SHA-3"
#include "p1600-ss.h"
