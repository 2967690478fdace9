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
   five lanes per register need permutes and blends for pi (see
   notes/performance.md, section 6) and are not faster.

   The state is kept in the canonical layout (lane x + 5y as a 64-bit
   little-endian word, nothing complemented), so adding, overwriting and
   extracting bytes are plain byte operations on kc_p1600_state.  */

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
static const kc_u64 kc_ss_rc[24] = {
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

/* The lane operations the round is written in: one lane in the low
   half of an xmm register.  */
typedef __m128i ss_lane;
#define V_XOR(a, b) _mm_xor_si128 ((a), (b))
#define V_XOR3(a, b, c) _mm_ternarylogic_epi64 ((a), (b), (c), 0x96)
#define V_XOR5(a, b, c, d, e) V_XOR3 (V_XOR3 ((a), (b), (c)), (d), (e))
#define V_ROL(a, n) _mm_rol_epi64 ((a), (n))
#define V_CHI(a, b, c) _mm_ternarylogic_epi64 ((a), (b), (c), 0xD2)
#define V_RC(i) _mm_loadl_epi64 ((const void *) &kc_ss_rc[i])
#define V_LOAD_STATE(s, j) _mm_loadl_epi64 ((const void *) &(s)->q[j])
#define V_STORE_STATE(s, j, v) _mm_storel_epi64 ((void *) &(s)->q[j], (v))
#define V_LOAD_DATA(p) _mm_loadl_epi64 ((const void *) (p))

/* One round from the state in the variables S00 ... S44 (S<x><y> is
   lane x + 5y) into T00 ... T44, with round constant number I.  Each
   group of five lines is one output row y: its five inputs are lanes
   A[(x + 3y) mod 5][x] (pi), each XORed with its column's theta value
   and rotated by its rho offset, and then combined by chi.  */
#define SS_ROUND(S, T, i)                                               \
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
   the A variables, so that every entry point of SS_ROUNDS finds the
   state in the same variables.  */
#define SS_ROUND2(i) SS_ROUND (a, e, i); SS_ROUND (e, a, (i) + 1)

/* Keccak-p[1600, NR] on the state in the A variables, 1 <= NR <= 24:
   all rounds unrolled, an even NR entering the sequence at its first
   round through a switch that falls through, an odd NR doing its first
   round alone.  A macro, because both the permutation and the absorb
   loop need it on their own local variables.  */
#define SS_ROUNDS(nr)                                                   \
  do {                                                                  \
    unsigned int ss_nr = (nr);                                          \
    if (ss_nr & 1)                                                      \
      {                                                                 \
        SS_ROUND (a, e, 24 - ss_nr);                                    \
        a00 = e00; a10 = e10; a20 = e20; a30 = e30; a40 = e40;          \
        a01 = e01; a11 = e11; a21 = e21; a31 = e31; a41 = e41;          \
        a02 = e02; a12 = e12; a22 = e22; a32 = e32; a42 = e42;          \
        a03 = e03; a13 = e13; a23 = e23; a33 = e33; a43 = e43;          \
        a04 = e04; a14 = e14; a24 = e24; a34 = e34; a44 = e44;          \
        ss_nr--;                                                        \
      }                                                                 \
    switch (ss_nr)                                                      \
      {                                                                 \
      case 24: SS_ROUND2 (0); KC_FALLTHROUGH;                                \
      case 22: SS_ROUND2 (2); KC_FALLTHROUGH;                                \
      case 20: SS_ROUND2 (4); KC_FALLTHROUGH;                                \
      case 18: SS_ROUND2 (6); KC_FALLTHROUGH;                                \
      case 16: SS_ROUND2 (8); KC_FALLTHROUGH;                                \
      case 14: SS_ROUND2 (10); KC_FALLTHROUGH;                               \
      case 12: SS_ROUND2 (12); KC_FALLTHROUGH;                               \
      case 10: SS_ROUND2 (14); KC_FALLTHROUGH;                               \
      case 8: SS_ROUND2 (16); KC_FALLTHROUGH;                                \
      case 6: SS_ROUND2 (18); KC_FALLTHROUGH;                                \
      case 4: SS_ROUND2 (20); KC_FALLTHROUGH;                                \
      case 2: SS_ROUND2 (22); KC_FALLTHROUGH;                                \
      default:                                                          \
        break;                                                          \
      }                                                                 \
  } while (0)

/* The local variables of the permutation.  */
#define SS_VARS                                                         \
  ss_lane a00, a10, a20, a30, a40, a01, a11, a21, a31, a41;             \
  ss_lane a02, a12, a22, a32, a42, a03, a13, a23, a33, a43;             \
  ss_lane a04, a14, a24, a34, a44;                                      \
  ss_lane e00, e10, e20, e30, e40, e01, e11, e21, e31, e41;             \
  ss_lane e02, e12, e22, e32, e42, e03, e13, e23, e33, e43;             \
  ss_lane e04, e14, e24, e34, e44;                                      \
  ss_lane b0, b1, b2, b3, b4, c0, c1, c2, c3, c4, d0, d1, d2, d3, d4

#define SS_LOAD(s)                                                      \
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

#define SS_STORE(s)                                                     \
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

/* XOR lane J of the data at P into variable V.  */
#define SS_ADD(v, j) v = V_XOR (v, V_LOAD_DATA (p + 8 * (j)))

/* The functions of struct kc_p1600_ops; their contracts are in
   p1600.h.  */

static void
ss_init (kc_p1600_state *state)
{
  memset (state->b, 0, sizeof state->b);
}

static void
ss_add_byte (kc_p1600_state *state, unsigned int byte, unsigned int offset)
{
  state->b[offset] ^= (unsigned char) byte;
}

static void
ss_add_bytes (kc_p1600_state *state, const unsigned char *data,
              unsigned int offset, unsigned int length)
{
  unsigned int i;

  for (i = 0; i < length; i++)
    state->b[offset + i] ^= data[i];
}

static void
ss_overwrite_bytes (kc_p1600_state *state, const unsigned char *data,
                    unsigned int offset, unsigned int length)
{
  memcpy (state->b + offset, data, length);
}

static void
ss_overwrite_zeroes (kc_p1600_state *state, unsigned int count)
{
  memset (state->b, 0, count);
}

static void
ss_permute (kc_p1600_state *state, unsigned int nr)
{
  SS_VARS;

  SS_LOAD (state);
  SS_ROUNDS (nr);
  SS_STORE (state);
}

static void
ss_extract_bytes (const kc_p1600_state *state, unsigned char *out,
                  unsigned int offset, unsigned int length)
{
  memcpy (out, state->b + offset, length);
}

static void
ss_extract_and_add (const kc_p1600_state *state, const unsigned char *in,
                    unsigned char *out, unsigned int offset,
                    unsigned int length)
{
  unsigned int i;

  for (i = 0; i < length; i++)
    out[i] = (unsigned char) (in[i] ^ state->b[offset + i]);
}

/* The hot loop: the state stays in the local variables from the first
   block to the last.  The lanes of a block are added by a switch that
   falls through from lane LANE_COUNT-1 down to lane 0, one predictable
   indirect jump per block.  */
static size_t
ss_fast_loop_absorb (kc_p1600_state *state, unsigned int lane_count,
                     const unsigned char *data, size_t length,
                     unsigned int nr)
{
  size_t block = (size_t) lane_count * 8;
  const unsigned char *p = data;
  SS_VARS;

  if (length < block)
    return 0;
  SS_LOAD (state);
  for (; length >= block; length -= block, p += block)
    {
      switch (lane_count)
        {
        case 25: SS_ADD (a44, 24); KC_FALLTHROUGH;
        case 24: SS_ADD (a34, 23); KC_FALLTHROUGH;
        case 23: SS_ADD (a24, 22); KC_FALLTHROUGH;
        case 22: SS_ADD (a14, 21); KC_FALLTHROUGH;
        case 21: SS_ADD (a04, 20); KC_FALLTHROUGH;
        case 20: SS_ADD (a43, 19); KC_FALLTHROUGH;
        case 19: SS_ADD (a33, 18); KC_FALLTHROUGH;
        case 18: SS_ADD (a23, 17); KC_FALLTHROUGH;
        case 17: SS_ADD (a13, 16); KC_FALLTHROUGH;
        case 16: SS_ADD (a03, 15); KC_FALLTHROUGH;
        case 15: SS_ADD (a42, 14); KC_FALLTHROUGH;
        case 14: SS_ADD (a32, 13); KC_FALLTHROUGH;
        case 13: SS_ADD (a22, 12); KC_FALLTHROUGH;
        case 12: SS_ADD (a12, 11); KC_FALLTHROUGH;
        case 11: SS_ADD (a02, 10); KC_FALLTHROUGH;
        case 10: SS_ADD (a41, 9); KC_FALLTHROUGH;
        case 9: SS_ADD (a31, 8); KC_FALLTHROUGH;
        case 8: SS_ADD (a21, 7); KC_FALLTHROUGH;
        case 7: SS_ADD (a11, 6); KC_FALLTHROUGH;
        case 6: SS_ADD (a01, 5); KC_FALLTHROUGH;
        case 5: SS_ADD (a40, 4); KC_FALLTHROUGH;
        case 4: SS_ADD (a30, 3); KC_FALLTHROUGH;
        case 3: SS_ADD (a20, 2); KC_FALLTHROUGH;
        case 2: SS_ADD (a10, 1); KC_FALLTHROUGH;
        default: SS_ADD (a00, 0);
        }
      SS_ROUNDS (nr);
    }
  SS_STORE (state);
  return (size_t) (p - data);
}

const struct kc_p1600_ops kc_p1600_avx512 = {
  "one lane per xmm register, AVX-512 VL",
  ss_init,
  ss_add_byte,
  ss_add_bytes,
  ss_overwrite_bytes,
  ss_overwrite_zeroes,
  ss_permute,
  ss_extract_bytes,
  ss_extract_and_add,
  ss_fast_loop_absorb
};
