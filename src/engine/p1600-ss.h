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
   block to the last.  The lanes of a block are added by
   KC_SIMD_ADD_BLOCK, one predictable indirect jump per block.  */
static size_t
ss_fast_loop_absorb (kc_p1600_state *state, unsigned int lane_count,
                     const unsigned char *data, size_t length,
                     unsigned int nr)
{
  size_t block = (size_t) lane_count * 8;
  const unsigned char *p = data;
  KC_SIMD_LANES (ss_lane);

  if (length < block)
    return 0;
  KC_SIMD_LOAD (state);
  for (; length >= block; length -= block, p += block)
    {
      KC_SIMD_ADD_BLOCK (lane_count);
      KC_SIMD_ROUNDS (nr);
    }
  KC_SIMD_STORE (state);
  return (size_t) (p - data);
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
