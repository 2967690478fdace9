/* sponge.h -- the one sponge of the ksum engine and the SP 800-185
   encodings that the modes build on it.

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

/* Private to the engine: modes.c and multi.c are the only users.  The
   sponge is struct kc_sponge of keccak.h (the context embeds two of
   them, so the type lives there); these are the operations on it.

   A sponge is always in one of two phases.  Absorbing: POS bytes of the
   current block have been added (0 <= POS < RATE; a full block is
   permuted at once, so the padding of a message whose length is a
   multiple of the rate lands in a fresh block, as pad10*1 requires).
   Squeezing, after kc_sponge_pad: POS bytes of the current output block
   have been read (0 <= POS <= RATE; the next permutation happens only
   when more output is asked for).

   Integers that may exceed 32 bits (lengths of files, numbers of
   leaves) travel as two kc_u32 halves HI and LO meaning HI * 2^32 + LO,
   because the engine must build where no 64-bit type exists.  */

#ifndef KC_SPONGE_H
#define KC_SPONGE_H

#include "keccak.h"

/* The longest output of the encoders below: one length byte and up to
   nine value bytes (a 64-bit byte count times 8 needs 67 bits).  */
#define KC_ENCODE_MAX 10

void kc_sponge_init (struct kc_sponge *s, const struct kc_p1600_ops *p,
                     unsigned int rate, unsigned int rounds);
void kc_sponge_absorb (struct kc_sponge *s, const unsigned char *data,
                       size_t len);
void kc_sponge_zero_fill (struct kc_sponge *s);
void kc_sponge_pad (struct kc_sponge *s, unsigned int suffix);
void kc_sponge_squeeze (struct kc_sponge *s, unsigned char *out,
                        size_t len);
void kc_sponge_skip (struct kc_sponge *s, size_t len);

/* modes.c, for multi.c: see there.  */
int kc_plain_trailer (const struct kc_ctx *ctx, unsigned char *buf,
                      unsigned int *len);

unsigned int kc_left_encode (unsigned char *out, kc_u32 hi, kc_u32 lo,
                             int bits);
unsigned int kc_right_encode (unsigned char *out, kc_u32 hi, kc_u32 lo,
                              int bits);
unsigned int kc_length_encode (unsigned char *out, kc_u32 hi, kc_u32 lo);
kc_u32 kc_size_hi (size_t n);
kc_u32 kc_size_lo (size_t n);

void kc_encode_string (struct kc_sponge *s, const unsigned char *x,
                       size_t len);
void kc_bytepad_begin (struct kc_sponge *s);
void kc_bytepad_end (struct kc_sponge *s);
void kc_cshake_prefix (struct kc_sponge *s,
                       const unsigned char *n, size_t n_len,
                       const unsigned char *c, size_t c_len);

#endif /* KC_SPONGE_H */
