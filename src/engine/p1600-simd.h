/* p1600-simd.h -- the Keccak-p[1600] round shared by the SIMD backends.

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

/* Included only by the SIMD backend files (p1600-avx2.c, p1600-avx512.c,
   p1600x4-avx2.c, p1600x8-avx512.c, through p1600-ss.h and
   p1600xn-leaves.h), each compiled with its own ISA flags.  This file
   holds macros and constant data only, no function: whatever code the
   macros become is generated inside the file that expands them, with
   that file's flags, so nothing here can run on a CPU without the ISA.

   A "lane" below is whatever one variable holds: a 64-bit integer
   (p1600-avx2.c), the low half of an xmm register (p1600-avx512.c), or
   the same lane of four or eight states in a ymm or zmm register
   (p1600x4-avx2.c, p1600x8-avx512.c).  The including file defines the
   lane operations before it expands any macro here:

   V_XOR (a, b)                 a ^ b
   V_XOR5 (a, b, c, d, e)       a ^ b ^ c ^ d ^ e
   V_ROL (a, n)                 each 64-bit lane of A rotated left by the
                                constant N, 0 < N < 64
   V_CHI (a, b, c)              a ^ (~b & c)
   V_RC (i)                     round constant I in every 64-bit lane
   V_LOAD_STATE (s, j)          lane J of the state S
   V_STORE_STATE (s, j, v)      store V as lane J of the state S
   KC_SIMD_ADD (v, j)           XOR lane J of the current block into V  */

#ifndef KC_P1600_SIMD_H
#define KC_P1600_SIMD_H

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

/* The round constants of Keccak-f[1600], rounds 0 ... 23 (p1600.h).
   Each file that includes this one has its own copy (176 bytes of
   data), which keeps the SIMD libraries free of references to each
   other.  */
static const kc_u64 kc_simd_rc[24] = { KC_P1600_RC (KC_C64) };

/* The local variables of the round, of lane type TYPE: the state in
   A00 ... A44 and E00 ... E44 (the round goes from one set to the
   other), and the temporaries B, C and D.  */
#define KC_SIMD_LANES(type)                                             \
  type a00, a10, a20, a30, a40, a01, a11, a21, a31, a41;                \
  type a02, a12, a22, a32, a42, a03, a13, a23, a33, a43;                \
  type a04, a14, a24, a34, a44;                                         \
  type e00, e10, e20, e30, e40, e01, e11, e21, e31, e41;                \
  type e02, e12, e22, e32, e42, e03, e13, e23, e33, e43;                \
  type e04, e14, e24, e34, e44;                                         \
  type b0, b1, b2, b3, b4, c0, c1, c2, c3, c4, d0, d1, d2, d3, d4

/* One round from the state in the variables S00 ... S44 (S<x><y> is
   lane x + 5y) into T00 ... T44, with round constant number I.  Each
   group of five lines is one output row y: its five inputs are lanes
   A[(x + 3y) mod 5][x] (pi), each XORed with its column's theta value
   and rotated by its rho offset, and then combined by chi.  */
#define KC_SIMD_ROUND(S, T, i)                                          \
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
   the A variables, so that every entry point of KC_SIMD_ROUNDS finds
   the state in the same variables.  */
#define KC_SIMD_ROUND2(i)                                               \
  KC_SIMD_ROUND (a, e, i); KC_SIMD_ROUND (e, a, (i) + 1)

/* Keccak-p[1600, NR] on the state in the A variables, 1 <= NR <= 24:
   all rounds unrolled, an even NR entering the sequence at its first
   round through a switch that falls through, an odd NR doing its first
   round alone and copying the result back.  A macro, because the
   permutation and the absorb loops need it on their own local
   variables, which then stay in registers from block to block.  */
#define KC_SIMD_ROUNDS(nr)                                              \
  do {                                                                  \
    unsigned int kc_nr = (nr);                                          \
    if (kc_nr & 1)                                                      \
      {                                                                 \
        KC_SIMD_ROUND (a, e, 24 - kc_nr);                               \
        a00 = e00; a10 = e10; a20 = e20; a30 = e30; a40 = e40;          \
        a01 = e01; a11 = e11; a21 = e21; a31 = e31; a41 = e41;          \
        a02 = e02; a12 = e12; a22 = e22; a32 = e32; a42 = e42;          \
        a03 = e03; a13 = e13; a23 = e23; a33 = e33; a43 = e43;          \
        a04 = e04; a14 = e14; a24 = e24; a34 = e34; a44 = e44;          \
        kc_nr--;                                                        \
      }                                                                 \
    switch (kc_nr)                                                      \
      {                                                                 \
      case 24: KC_SIMD_ROUND2 (0); KC_FALLTHROUGH;                      \
      case 22: KC_SIMD_ROUND2 (2); KC_FALLTHROUGH;                      \
      case 20: KC_SIMD_ROUND2 (4); KC_FALLTHROUGH;                      \
      case 18: KC_SIMD_ROUND2 (6); KC_FALLTHROUGH;                      \
      case 16: KC_SIMD_ROUND2 (8); KC_FALLTHROUGH;                      \
      case 14: KC_SIMD_ROUND2 (10); KC_FALLTHROUGH;                     \
      case 12: KC_SIMD_ROUND2 (12); KC_FALLTHROUGH;                     \
      case 10: KC_SIMD_ROUND2 (14); KC_FALLTHROUGH;                     \
      case 8: KC_SIMD_ROUND2 (16); KC_FALLTHROUGH;                      \
      case 6: KC_SIMD_ROUND2 (18); KC_FALLTHROUGH;                      \
      case 4: KC_SIMD_ROUND2 (20); KC_FALLTHROUGH;                      \
      case 2: KC_SIMD_ROUND2 (22); KC_FALLTHROUGH;                      \
      default:                                                          \
        break;                                                          \
      }                                                                 \
  } while (0)

/* Load the 25 lanes of the state S into the A variables.  */
#define KC_SIMD_LOAD(s)                                                 \
  do {                                                                  \
    a00 = V_LOAD_STATE (s, 0); a10 = V_LOAD_STATE (s, 1);               \
    a20 = V_LOAD_STATE (s, 2); a30 = V_LOAD_STATE (s, 3);               \
    a40 = V_LOAD_STATE (s, 4); a01 = V_LOAD_STATE (s, 5);               \
    a11 = V_LOAD_STATE (s, 6); a21 = V_LOAD_STATE (s, 7);               \
    a31 = V_LOAD_STATE (s, 8); a41 = V_LOAD_STATE (s, 9);               \
    a02 = V_LOAD_STATE (s, 10); a12 = V_LOAD_STATE (s, 11);             \
    a22 = V_LOAD_STATE (s, 12); a32 = V_LOAD_STATE (s, 13);             \
    a42 = V_LOAD_STATE (s, 14); a03 = V_LOAD_STATE (s, 15);             \
    a13 = V_LOAD_STATE (s, 16); a23 = V_LOAD_STATE (s, 17);             \
    a33 = V_LOAD_STATE (s, 18); a43 = V_LOAD_STATE (s, 19);             \
    a04 = V_LOAD_STATE (s, 20); a14 = V_LOAD_STATE (s, 21);             \
    a24 = V_LOAD_STATE (s, 22); a34 = V_LOAD_STATE (s, 23);             \
    a44 = V_LOAD_STATE (s, 24);                                         \
  } while (0)

/* Store the A variables back into the state S.  */
#define KC_SIMD_STORE(s)                                                \
  do {                                                                  \
    V_STORE_STATE (s, 0, a00); V_STORE_STATE (s, 1, a10);               \
    V_STORE_STATE (s, 2, a20); V_STORE_STATE (s, 3, a30);               \
    V_STORE_STATE (s, 4, a40); V_STORE_STATE (s, 5, a01);               \
    V_STORE_STATE (s, 6, a11); V_STORE_STATE (s, 7, a21);               \
    V_STORE_STATE (s, 8, a31); V_STORE_STATE (s, 9, a41);               \
    V_STORE_STATE (s, 10, a02); V_STORE_STATE (s, 11, a12);             \
    V_STORE_STATE (s, 12, a22); V_STORE_STATE (s, 13, a32);             \
    V_STORE_STATE (s, 14, a42); V_STORE_STATE (s, 15, a03);             \
    V_STORE_STATE (s, 16, a13); V_STORE_STATE (s, 17, a23);             \
    V_STORE_STATE (s, 18, a33); V_STORE_STATE (s, 19, a43);             \
    V_STORE_STATE (s, 20, a04); V_STORE_STATE (s, 21, a14);             \
    V_STORE_STATE (s, 22, a24); V_STORE_STATE (s, 23, a34);             \
    V_STORE_STATE (s, 24, a44);                                         \
  } while (0)

/* Add the first LANES lanes of the current block (1 <= LANES <= 25)
   into the A variables with KC_SIMD_ADD: a switch that falls through
   from lane LANES-1 down to lane 0, one predictable indirect jump per
   block.  */
#define KC_SIMD_ADD_BLOCK(lanes)                                        \
  do {                                                                  \
    switch (lanes)                                                      \
      {                                                                 \
      case 25: KC_SIMD_ADD (a44, 24); KC_FALLTHROUGH;                   \
      case 24: KC_SIMD_ADD (a34, 23); KC_FALLTHROUGH;                   \
      case 23: KC_SIMD_ADD (a24, 22); KC_FALLTHROUGH;                   \
      case 22: KC_SIMD_ADD (a14, 21); KC_FALLTHROUGH;                   \
      case 21: KC_SIMD_ADD (a04, 20); KC_FALLTHROUGH;                   \
      case 20: KC_SIMD_ADD (a43, 19); KC_FALLTHROUGH;                   \
      case 19: KC_SIMD_ADD (a33, 18); KC_FALLTHROUGH;                   \
      case 18: KC_SIMD_ADD (a23, 17); KC_FALLTHROUGH;                   \
      case 17: KC_SIMD_ADD (a13, 16); KC_FALLTHROUGH;                   \
      case 16: KC_SIMD_ADD (a03, 15); KC_FALLTHROUGH;                   \
      case 15: KC_SIMD_ADD (a42, 14); KC_FALLTHROUGH;                   \
      case 14: KC_SIMD_ADD (a32, 13); KC_FALLTHROUGH;                   \
      case 13: KC_SIMD_ADD (a22, 12); KC_FALLTHROUGH;                   \
      case 12: KC_SIMD_ADD (a12, 11); KC_FALLTHROUGH;                   \
      case 11: KC_SIMD_ADD (a02, 10); KC_FALLTHROUGH;                   \
      case 10: KC_SIMD_ADD (a41, 9); KC_FALLTHROUGH;                    \
      case 9: KC_SIMD_ADD (a31, 8); KC_FALLTHROUGH;                     \
      case 8: KC_SIMD_ADD (a21, 7); KC_FALLTHROUGH;                     \
      case 7: KC_SIMD_ADD (a11, 6); KC_FALLTHROUGH;                     \
      case 6: KC_SIMD_ADD (a01, 5); KC_FALLTHROUGH;                     \
      case 5: KC_SIMD_ADD (a40, 4); KC_FALLTHROUGH;                     \
      case 4: KC_SIMD_ADD (a30, 3); KC_FALLTHROUGH;                     \
      case 3: KC_SIMD_ADD (a20, 2); KC_FALLTHROUGH;                     \
      case 2: KC_SIMD_ADD (a10, 1); KC_FALLTHROUGH;                     \
      default: KC_SIMD_ADD (a00, 0);                                    \
      }                                                                 \
  } while (0)

#endif /* KC_P1600_SIMD_H */
