/* p1600.h -- the Keccak-p[1600] permutation contract of the ksum engine.

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

/* This header is the whole contract between the modes (sponge.c and the
   files built on it) and the permutation backends.  The vocabulary is
   that of XKCP's "SnP" interface: a STATE of 1600 bits, bytes are added
   (XORed) into it, overwritten, extracted, and the state is permuted
   with a given number of rounds of Keccak-p[1600] (12, 14 and 24 are the
   ones used: KangarooTwelve/TurboSHAKE, MarsupilamiFourteen, FIPS 202).

   Byte I of the state (0 <= I < 200) is byte I mod 8 of lane I / 8 in
   little-endian order, lane X + 5Y being A[X][Y] of FIPS 202.  That is
   the only view the modes have; how a backend stores the state
   (complemented lanes, bit-interleaved 32-bit halves, SIMD registers)
   is its own business, which is why every access goes through the
   functions below.

   C89, no 64-bit type required, no allocation, no I/O, no global
   mutable state.  This file is also compiled by bcc for 16-bit DOS, so
   it keeps to the subset described in HACKING: no `const' before a
   system header, exact argument types in every call.  */

#ifndef KC_P1600_H
#define KC_P1600_H

#include <limits.h>
#include <stddef.h>

/* Exact-width unsigned types.  kc_u32 is always exactly 32 bits, so no
   masking is needed after shifts or `~'.  kc_u64 exists only where
   KC_HAVE_U64 is defined: never when KC_32BIT is defined (configure's
   --enable-32bit-lanes, the DOS and ia16 builds), so that the 32-bit
   path provably uses no 64-bit type.  */
#if UINT_MAX == 0xffffffff
typedef unsigned int kc_u32;
#else
typedef unsigned long kc_u32;
#endif

#ifndef KC_32BIT
# if ULONG_MAX > 0xffffffff
#  define KC_HAVE_U64 1
typedef unsigned long kc_u64;
# elif defined __STDC_VERSION__ && 199901L <= __STDC_VERSION__
#  define KC_HAVE_U64 1
typedef unsigned long long kc_u64;
# elif defined __GNUC__ && !defined __STRICT_ANSI__
#  define KC_HAVE_U64 1
__extension__ typedef unsigned long long kc_u64;
# endif
#endif

/* The state.  Backends reinterpret it as they like: 25 64-bit lanes,
   50 32-bit words (even words the even bits of a lane, odd words the
   odd bits), or raw bytes.  The union gives it the alignment of its
   widest member; SIMD backends must use unaligned loads.  Modes may copy
   a state with memcpy or structure assignment, but must not look
   inside.  */
typedef union
{
  unsigned char b[200];
  kc_u32 w[50];
#ifdef KC_HAVE_U64
  kc_u64 q[25];
#endif
} kc_p1600_state;

/* One permutation backend: a table of functions over kc_p1600_state.
   OFFSET and LENGTH are in bytes, OFFSET + LENGTH <= 200, LENGTH may be
   zero.  DATA and OUT need no alignment and may not overlap the state.

   init              Set the state to all zero bits (in the backend's
                     representation; a lane-complementing backend stores
                     some lanes inverted).
   add_byte          XOR the byte BYTE into byte OFFSET of the state.
   add_bytes         XOR LENGTH bytes of DATA into the state at OFFSET.
   overwrite_bytes   Replace LENGTH bytes of the state at OFFSET by DATA.
   overwrite_zeroes  Replace the first COUNT bytes of the state by zeroes.
   permute           Apply Keccak-p[1600, NR] (the last NR rounds of
                     Keccak-f[1600], i.e. round indices 24-NR ... 23);
                     1 <= NR <= 24.
   extract_bytes     Copy LENGTH bytes of the state at OFFSET into OUT.
   extract_and_add   OUT[i] = IN[i] XOR state byte OFFSET+i, for LENGTH
                     bytes; IN and OUT may be the same buffer.
   fast_loop_absorb  While at least 8*LANE_COUNT bytes remain in DATA:
                     add 8*LANE_COUNT bytes at offset 0 and permute with
                     NR rounds.  Returns the number of bytes absorbed (a
                     multiple of 8*LANE_COUNT).  1 <= LANE_COUNT <= 25.
                     This is the hot loop of every sequential mode.  */
struct kc_p1600_ops
{
  const char *name;
  void (*init) (kc_p1600_state *state);
  void (*add_byte) (kc_p1600_state *state, unsigned int byte,
                    unsigned int offset);
  void (*add_bytes) (kc_p1600_state *state, const unsigned char *data,
                     unsigned int offset, unsigned int length);
  void (*overwrite_bytes) (kc_p1600_state *state,
                           const unsigned char *data,
                           unsigned int offset, unsigned int length);
  void (*overwrite_zeroes) (kc_p1600_state *state, unsigned int count);
  void (*permute) (kc_p1600_state *state, unsigned int nr);
  void (*extract_bytes) (const kc_p1600_state *state, unsigned char *out,
                         unsigned int offset, unsigned int length);
  void (*extract_and_add) (const kc_p1600_state *state,
                           const unsigned char *in, unsigned char *out,
                           unsigned int offset, unsigned int length);
  size_t (*fast_loop_absorb) (kc_p1600_state *state,
                              unsigned int lane_count,
                              const unsigned char *data, size_t length,
                              unsigned int nr);
};

/* Hash N_LEAVES leaves that lie one after another at IN, each LEAF_LEN
   bytes long: each leaf is absorbed from the zero state by a sponge of
   RATE bytes (a multiple of 8, at most 200) with NR-round permutations,
   padded with the domain byte SUFFIX (SUFFIX at the byte after the data,
   0x80 XORed into byte RATE-1, as FIPS 202's pad10*1 with the domain bits
   folded in), and CV_LEN bytes (at most RATE) are squeezed into
   CV + i*CV_LEN for leaf i.  This is the inner node of KangarooTwelve,
   KT256 and MarsupilamiFourteen and the block hash of ParallelHash.  A
   SIMD backend runs 4 or 8 leaves at once; kc_leaves_serial runs them
   one after another over a single-state backend.  */
struct kc_backend;
typedef void kc_leaves_fn (const struct kc_backend *backend,
                           const unsigned char *in, size_t leaf_len,
                           size_t n_leaves, unsigned int rate,
                           unsigned int nr, unsigned int suffix,
                           unsigned char *cv, unsigned int cv_len);

/* Absorb N_BLOCKS whole blocks of RATE bytes (a multiple of 8, at most
   200) into each of the N states STATES[0] ... STATES[N-1], block K of
   state I being the RATE bytes at DATA[I] + K*RATE, each block added at
   offset 0 and followed by Keccak-p[1600, NR]; that is, for each I,
   exactly what BACKEND's fast_loop_absorb does with N_BLOCKS*RATE bytes
   of DATA[I].  1 <= N <= BACKEND's parallelism; the states are distinct
   and in the representation of BACKEND's p1600 ops (so kc_final works on
   them unchanged); the data need no alignment and may lie anywhere.
   This is how several files of a sequential mode share the x4 or x8
   permutation (kc_update_multi in keccak.h).  A SIMD backend runs the N
   states at once; kc_absorb_multi_serial runs them one after another
   over a single-state backend.  */
typedef void kc_absorb_multi_fn (const struct kc_backend *backend,
                                 kc_p1600_state *const *states,
                                 const unsigned char *const *data,
                                 unsigned int n, size_t n_blocks,
                                 unsigned int rate, unsigned int nr);

/* Hash N short messages, 1 <= N <= BACKEND's parallelism, each in a
   single block: message I, the LEN[I] bytes at MSG[I], is followed by
   the TN bytes at TB (a mode's trailer, such as KMAC's right_encode of
   the output length), the domain byte SUFFIX and the last bit of
   pad10*1 (0x80 XORed into byte RATE-1), all of which must fit in one
   block: LEN[I] + TN < RATE.  That block is XORed into a copy of TMPL
   (the state after the mode's prefix, in the representation of
   BACKEND's p1600 ops; all zero for plain SHA-3), permuted with NR
   rounds, and the first OUT_LEN bytes of the result (OUT_LEN <= RATE)
   go to OUT + I*OUT_LEN.  RATE is a multiple of 8, at most 200.  This
   is the whole of a short record's hash (kc_hash_many): a SIMD backend
   runs the N states at once, straight from the template and the
   messages; kc_one_block_serial runs them one after another over a
   single-state backend.  */
typedef void kc_one_block_fn (const struct kc_backend *backend,
                              const kc_p1600_state *tmpl,
                              const unsigned char *const *msg,
                              const size_t *len, unsigned int n,
                              const unsigned char *tb, unsigned int tn,
                              unsigned int suffix, unsigned int rate,
                              unsigned int nr, unsigned char *out,
                              unsigned int out_len);

/* What the modes receive: a single-state permutation, a leaf routine,
   and how many leaves the leaf routine likes to get at once (1, 2, 4 or 8;
   the modes hand over whole runs of at least this many leaves when the
   input allows), the multi-state absorb routine, which takes up to the
   same number of states, and the one-block routine, likewise.  The
   modes never ask which CPU they run on.  */
struct kc_backend
{
  const char *name;
  const struct kc_p1600_ops *p1600;
  kc_leaves_fn *leaves;
  unsigned int parallelism;
  unsigned int features;        /* KC_CPU_* bits the CPU must have */
  kc_absorb_multi_fn *absorb_multi;
  kc_one_block_fn *one_block;
};

/* CPU features a backend may need (struct kc_backend's FEATURES), found
   by the front end (src/cli/cpu.c).  KC_CPU_AVX512 means AVX-512 F, VL,
   BW and DQ with the ZMM and opmask state enabled by the OS, and implies
   KC_CPU_AVX2: AVX2, BMI1 and BMI2 with the YMM state enabled.  */
#define KC_CPU_AVX2   1
#define KC_CPU_AVX512 2
/* AArch64 with the Armv8.2 SHA-3 instructions (HWCAP_SHA3) and
   Advanced SIMD (HWCAP_ASIMD).  */
#define KC_CPU_ARM_SHA3 4
/* Every KC_CPU_* bit.  */
#define KC_CPU_ALL 7

/* Nonzero if BACKEND can run on a CPU with the KC_CPU_* bits CPU.  */
#define kc_backend_runs(backend, cpu) (((backend)->features & ~(cpu)) == 0)

/* The portable permutations.  kc_p1600_64 exists only where
   KC_HAVE_U64 is defined.  */
#ifdef KC_HAVE_U64
extern const struct kc_p1600_ops kc_p1600_64;
#endif
extern const struct kc_p1600_ops kc_p1600_32bi;

/* The leaf routine, the multi-state absorb routine and the one-block
   routine for any single-state backend.  */
extern kc_leaves_fn kc_leaves_serial;
extern kc_absorb_multi_fn kc_absorb_multi_serial;
extern kc_one_block_fn kc_one_block_serial;

/* The round constants of Keccak-f[1600], round 0 first (FIPS 202,
   section 3.2.5; the same values are listed in the Keccak team's
   KeccakF-1600-IntermediateValues.txt), as a list of C (HI, LO) for the
   32-bit halves of each, so that a 64-bit table can be written without
   a 64-bit literal: { KC_P1600_RC (MAKE64) }.  Keccak-p[1600, NR] uses
   the last NR of them.  */
#define KC_P1600_RC(C)                                                  \
  C (0x00000000, 0x00000001), C (0x00000000, 0x00008082),               \
  C (0x80000000, 0x0000808a), C (0x80000000, 0x80008000),               \
  C (0x00000000, 0x0000808b), C (0x00000000, 0x80000001),               \
  C (0x80000000, 0x80008081), C (0x80000000, 0x00008009),               \
  C (0x00000000, 0x0000008a), C (0x00000000, 0x00000088),               \
  C (0x00000000, 0x80008009), C (0x00000000, 0x8000000a),               \
  C (0x00000000, 0x8000808b), C (0x80000000, 0x0000008b),               \
  C (0x80000000, 0x00008089), C (0x80000000, 0x00008003),               \
  C (0x80000000, 0x00008002), C (0x80000000, 0x00000080),               \
  C (0x00000000, 0x0000800a), C (0x80000000, 0x8000000a),               \
  C (0x80000000, 0x80008081), C (0x80000000, 0x00008080),               \
  C (0x00000000, 0x80000001), C (0x80000000, 0x80008008)

/* The SIMD permutations and leaf routines (src/engine/simd.mk builds
   them, each file with its own ISA flags; configure defines KC_WITH_AVX2
   and KC_WITH_AVX512 when it did).  Only the backend rows of backend.c
   refer to them, and nothing may call them on a CPU without the ISA.  */
#ifdef KC_WITH_AVX2
extern const struct kc_p1600_ops kc_p1600_avx2;
extern kc_leaves_fn kc_leaves_x4_avx2;
extern kc_absorb_multi_fn kc_absorb_multi_x4_avx2;
extern kc_one_block_fn kc_one_block_x4_avx2;
#endif
#ifdef KC_WITH_AVX512
extern const struct kc_p1600_ops kc_p1600_avx512;
extern kc_leaves_fn kc_leaves_x8_avx512;
extern kc_absorb_multi_fn kc_absorb_multi_x8_avx512;
extern kc_one_block_fn kc_one_block_x8_avx512;
/* Four states in ymm registers with AVX-512 VL (p1600x4-avx512.c),
   which kc_absorb_multi_x8_avx512 and kc_one_block_x8_avx512 use for
   four states or fewer.  */
extern kc_leaves_fn kc_leaves_x4_avx512;
extern kc_absorb_multi_fn kc_absorb_multi_x4_avx512;
extern kc_one_block_fn kc_one_block_x4_avx512;
#endif
/* AArch64 with the SHA-3 instructions (KC_WITH_ARM_SHA3): one state
   (p1600-arm-sha3.c) and two at once (p1600x2-arm-sha3.c).  */
#ifdef KC_WITH_ARM_SHA3
extern const struct kc_p1600_ops kc_p1600_arm_sha3;
extern kc_leaves_fn kc_leaves_x2_arm_sha3;
extern kc_absorb_multi_fn kc_absorb_multi_x2_arm_sha3;
extern kc_one_block_fn kc_one_block_x2_arm_sha3;
#endif

#endif /* KC_P1600_H */
