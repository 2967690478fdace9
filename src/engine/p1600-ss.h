/* p1600-ss.h -- the single-state Keccak-p[1600] permutation of the SIMD
   backends, as a template over their lane operations.

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

/* Included once, at the end, by p1600-avx2.c and p1600-avx512.c, each
   compiled with its own ISA flags, after they have included <string.h>
   and defined the lane type ss_lane, the lane operations of
   p1600-simd.h and these:

   V_LOAD_DATA (p)      the little-endian lane at P, which need not be
                        aligned
   SS_OPS               the name of the struct kc_p1600_ops to define
   SS_NAME              its name string

   The state is kept in the canonical layout (lane x + 5y as a 64-bit
   little-endian word, nothing complemented), so adding, overwriting and
   extracting bytes are plain byte operations on kc_p1600_state; only
   the permutation and the absorb loop use the lane operations.  */

#if !defined V_LOAD_DATA || !defined SS_OPS || !defined SS_NAME
# error "p1600-ss.h needs V_LOAD_DATA, SS_OPS and SS_NAME"
#endif

#include "p1600-simd.h"

/* XOR lane J of the data at P into variable V.  */
#define KC_SIMD_ADD(v, j) v = V_XOR (v, V_LOAD_DATA (p + 8 * (j)))

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
  KC_SIMD_LANES (ss_lane);

  KC_SIMD_LOAD (state);
  KC_SIMD_ROUNDS (nr);
  KC_SIMD_STORE (state);
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
   block to the last.  SS_LOOP defines it for LANES lanes per block and
   NR rounds; where both are constants, the block's lanes are one
   straight run of loads and XORs and the rounds one unrolled sequence,
   with no switch at all, and the compiler allocates the registers for
   that sequence alone.  The general loop adds the lanes of a block by
   KC_SIMD_ADD_BLOCK, one predictable indirect jump per block.  */
#define SS_LOOP(name, lanes, nr)                                        \
static size_t                                                           \
name (kc_p1600_state *state, unsigned int lane_count,                   \
      const unsigned char *data, size_t length, unsigned int n_rounds)  \
{                                                                       \
  size_t block = (size_t) (lanes) * 8;                                  \
  const unsigned char *p = data;                                        \
  KC_SIMD_LANES (ss_lane);                                              \
                                                                        \
  (void) lane_count;                                                    \
  (void) n_rounds;                                                      \
  KC_SIMD_LOAD (state);                                                 \
  for (; length >= block; length -= block, p += block)                  \
    {                                                                   \
      KC_SIMD_ADD_BLOCK (lanes);                                        \
      KC_SIMD_ROUNDS (nr);                                              \
    }                                                                   \
  KC_SIMD_STORE (state);                                                \
  return (size_t) (p - data);                                           \
}

SS_LOOP (ss_loop_any, lane_count, n_rounds)
/* TurboSHAKE128 and KT128's final node; TurboSHAKE256, KT256's.  */
SS_LOOP (ss_loop_21_12, 21, 12)
SS_LOOP (ss_loop_17_12, 17, 12)
/* SHAKE128; SHA3-256 and SHAKE256; SHA3-512.  */
SS_LOOP (ss_loop_21_24, 21, 24)
SS_LOOP (ss_loop_17_24, 17, 24)
SS_LOOP (ss_loop_9_24, 9, 24)

static size_t
ss_fast_loop_absorb (kc_p1600_state *state, unsigned int lane_count,
                     const unsigned char *data, size_t length,
                     unsigned int nr)
{
  size_t (*loop) (kc_p1600_state *, unsigned int, const unsigned char *,
                  size_t, unsigned int) = ss_loop_any;

  if (length < (size_t) lane_count * 8)
    return 0;
  if (nr == 12 && lane_count == 21)
    loop = ss_loop_21_12;
  else if (nr == 12 && lane_count == 17)
    loop = ss_loop_17_12;
  else if (nr == 24 && lane_count == 21)
    loop = ss_loop_21_24;
  else if (nr == 24 && lane_count == 17)
    loop = ss_loop_17_24;
  else if (nr == 24 && lane_count == 9)
    loop = ss_loop_9_24;
  return loop (state, lane_count, data, length, nr);
}

const struct kc_p1600_ops SS_OPS = {
  SS_NAME,
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
