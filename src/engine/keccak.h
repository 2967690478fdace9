/* keccak.h -- every Keccak-based function of ksum as a row of parameters
   over one sponge.

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

/* The engine's whole public interface for the front ends (src/cli,
   src/dos) and the tests.  C89, no allocation, no I/O, no global
   mutable state: a context holds everything, and a caller may run as
   many contexts at once as it likes, in as many threads.

   Use: fill a struct kc_params (kc_params_default gives the defaults),
   kc_init, then kc_update any number of times with any split of the
   message, then kc_final, then (XOFs only) kc_squeeze as often as
   wanted.  kc_hash does all of it in one call.  Buffers named in the
   params (key, customization, function name) must stay valid until
   kc_final returns; kc_final forgets them and wipes the state it no
   longer needs, and kc_wipe wipes a whole context.  kc_squeeze may
   follow kc_final for any algorithm: the output is one stream, so
   final (1 byte) then squeeze (N - 1 bytes) equals final (N bytes).

   TupleHash: the message is a sequence of strings.  Call
   kc_tuple_begin (ctx, HI, LO) before the bytes of each string, where
   HI * 2^32 + LO is that string's exact length in bytes; kc_update then
   feeds its bytes (in any split).  An element of zero length is
   allowed.  kc_hash on a TupleHash algorithm hashes its message as a
   one-element tuple.  */

#ifndef KC_KECCAK_H
#define KC_KECCAK_H

#include "p1600.h"

/* The algorithms, in the order of the rows of algs.def.  */
enum kc_alg
{
#define KC_ALG(id, name, rate, rounds, out_len, flags, family, ref, \
               kind, suffix, cv_len) id,
#include "algs.def"
#undef KC_ALG
  KC_ALG_COUNT
};

/* The families of "-a sha3" and "-a keccak": algorithms that differ
   only by their output length (the FAMILY of struct kc_info).  */
enum kc_family
{
  KC_FAMILY_NONE, KC_FAMILY_SHA3, KC_FAMILY_KECCAK, KC_FAMILY_COUNT
};

/* The standards that define the algorithms (the REF of struct
   kc_info); the front ends hold their titles.  */
enum kc_ref
{
  KC_REF_FIPS202, KC_REF_KECCAK, KC_REF_SP800_185, KC_REF_RFC9861,
  KC_REF_K12, KC_REF_COUNT
};

/* Which parameters an algorithm takes (the FLAGS of struct kc_info).  */
#define KC_P_XOF      0x01      /* output length is free (OUT_LEN)       */
#define KC_P_KEY      0x02      /* KEY (KMAC)                            */
#define KC_P_CUSTOM   0x04      /* S: customization string               */
#define KC_P_FUNCTION 0x08      /* N: function-name string (cSHAKE)      */
#define KC_P_BLOCK    0x10      /* B: block size (ParallelHash)          */
#define KC_P_XOFMODE  0x20      /* the XOF variant can be chosen (XOF)   */
#define KC_P_DOMAIN   0x40      /* domain separation byte (TurboSHAKE)   */
#define KC_P_TUPLE    0x80      /* input is a tuple of strings           */
#define KC_P_TREE     0x100     /* a tree mode: leaves hashed apart      */

/* A row of the mode table: what the front ends need to know about an
   algorithm.  NAME is the canonical name used in --tag lines
   ("SHA3-256", "KT128", ...).  RATE is in bytes; ROUNDS the number of
   Keccak-p rounds.  OUT_LEN is the default (for fixed-length functions
   the only) output length in bytes.  FAMILY and REF as in algs.def.  */
struct kc_info
{
  const char *name;
  unsigned int rate;
  unsigned int rounds;
  unsigned int out_len;
  unsigned int flags;
  unsigned char family;         /* enum kc_family */
  unsigned char ref;            /* enum kc_ref */
};

const struct kc_info *kc_info (enum kc_alg alg);

/* Parameters.  Lengths in bytes.  Unused fields are ignored for
   algorithms that do not take them (the front ends reject such options
   before calling the engine).

   OUT_LEN   output length L in bytes, the only place the engine takes
             it: encoded into the message by KMAC, TupleHash and
             ParallelHash (non-XOF variants); for every algorithm what
             kc_final and kc_hash write.  For the fixed functions it
             must equal kc_info ()->out_len.
   BLOCK_HI, BLOCK_LO  ParallelHash B = BLOCK_HI * 2^32 + BLOCK_LO,
             at least 1: the whole range of left_encode, 2^64 - 1 at
             most, on every host (the no-64-bit one included).
   XOF       nonzero for KMACXOF, TupleHashXOF, ParallelHashXOF.
   DOMAIN    TurboSHAKE domain byte, 0x01 ... 0x7F (default 0x1F).  */
struct kc_params
{
  const unsigned char *key;
  size_t key_len;
  const unsigned char *custom;
  size_t custom_len;
  const unsigned char *function;
  size_t function_len;
  size_t out_len;
  kc_u32 block_hi, block_lo;
  int xof;
  unsigned int domain;
};

/* Set P to the defaults of ALG: no key, empty strings, the default
   output length, B = 8192, not XOF, domain 0x1F.  */
void kc_params_default (struct kc_params *p, enum kc_alg alg);

/* Check P against ALG.  Returns 0 if P is acceptable, else one of the
   KC_E_* codes naming the first bad field.  kc_init assumes a valid P.  */
#define KC_E_OUT_LEN 1          /* zero, or not the fixed length      */
#define KC_E_BLOCK   2          /* block size 0                       */
#define KC_E_DOMAIN  3          /* domain byte outside 0x01 ... 0x7F  */
int kc_params_check (const struct kc_params *p, enum kc_alg alg);

/* A sponge: state, permutation, rate and rounds, and how far the
   current block is filled (absorbing) or read (squeezing); sponge.c
   owns it.  */
struct kc_sponge
{
  kc_p1600_state state;
  const struct kc_p1600_ops *p;
  unsigned int rate;
  unsigned int rounds;
  unsigned int pos;
};

/* A hashing context.  Opaque to callers; sized for any algorithm, and
   small (about 470 bytes on 16-bit DOS): tree modes stream each leaf
   through the second sponge instead of buffering it.  */
struct kc_ctx
{
  struct kc_sponge outer;       /* the only sponge, or the final node   */
  struct kc_sponge leaf;        /* the current leaf of a tree mode      */
  const struct kc_backend *backend;
  const unsigned char *custom;  /* KT128/KT256/M14: C, read by kc_final */
  size_t custom_len;
  size_t out_len;               /* the params' OUT_LEN: kc_final's      */
  int xof;                      /* the XOF variant: L is encoded as 0   */
  size_t leaf_len;              /* B or the chunk size; 0: no tree, or  */
                                /* a B of 2^32 or more than a size_t    */
  size_t leaf_pos;              /* bytes in the current leaf or chunk   */
  kc_u32 big_hi, big_lo;        /* such a B (long leaves), else 0       */
  kc_u32 pos_hi, pos_lo;        /* bytes in the current long leaf       */
  kc_u32 leaves_hi, leaves_lo;  /* leaves finished so far               */
  enum kc_alg alg;
  unsigned int suffix;          /* domain byte of the final padding     */
  unsigned int leaf_suffix;     /* domain byte of each leaf             */
  unsigned int cv_len;          /* bytes of a leaf's chaining value     */
  int tree;                     /* KT/M14: past the first chunk         */
};

void kc_init (struct kc_ctx *ctx, const struct kc_backend *backend,
              enum kc_alg alg, const struct kc_params *params);
void kc_tuple_begin (struct kc_ctx *ctx, kc_u32 len_hi, kc_u32 len_lo);
void kc_update (struct kc_ctx *ctx, const void *data, size_t len);
/* kc_final ends the message and writes the OUT_LEN bytes of output
   that the parameters of kc_init named to OUT, or nothing if OUT is
   null; kc_squeeze then writes the output that follows (from its first
   byte, if OUT was null).  */
void kc_final (struct kc_ctx *ctx, unsigned char *out);
void kc_squeeze (struct kc_ctx *ctx, unsigned char *out, size_t len);
void kc_wipe (struct kc_ctx *ctx);

/* After kc_final: skip the next LEN bytes of output, exactly as if
   kc_squeeze had written them somewhere, but faster (no extraction).
   This is how an output stream starts at an offset.  */
void kc_squeeze_skip (struct kc_ctx *ctx, size_t len);

/* Tree modes (ParallelHash, KT128, KT256, M14) across threads.  When
   kc_tree_gap (CTX) is 0, a caller may compute the chaining values of
   the next whole leaves itself with kc_tree_cvs (on any thread: CTX is
   only read) and give them, in order, to kc_tree_absorb_cvs; that is
   exactly kc_update on those leaves.  kc_tree_cvs reads only fields
   that kc_tree_absorb_cvs leaves alone, so one thread may absorb
   earlier leaves while others compute later ones; kc_tree_gap and
   kc_tree_sizes read fields it changes.  kc_tree_gap returns the bytes
   kc_update needs before the next such boundary, or (size_t) -1 for an
   algorithm without leaves, and for a ParallelHash whose B is 2^32 or
   more or does not fit in a size_t (no buffer holds a whole leaf);
   kc_tree_sizes gives the leaf and chaining value lengths (0 and 0
   where kc_tree_gap says -1).  */
size_t kc_tree_gap (const struct kc_ctx *ctx);
void kc_tree_sizes (const struct kc_ctx *ctx, size_t *leaf_len,
                    unsigned int *cv_len);
void kc_tree_cvs (const struct kc_ctx *ctx, const unsigned char *in,
                  size_t n_leaves, unsigned char *cv);
void kc_tree_absorb_cvs (struct kc_ctx *ctx, const unsigned char *cv,
                         size_t n_leaves);

/* One shot: init, update with MSG, final into OUT (PARAMS->out_len
   bytes).  */
void kc_hash (const struct kc_backend *backend, enum kc_alg alg,
              const struct kc_params *params, const void *msg, size_t len,
              unsigned char *out);

/* The portable backend this build was configured with (64-bit lanes
   where available, else 32-bit bit-interleaved), and the list of every
   backend compiled in, terminated by a null pointer (backend.c).  */
const struct kc_backend *kc_backend_portable (void);
extern const struct kc_backend *const kc_backends[];

/* ---- Run-time choice of backend (owned by the SIMD backends) ----

   FEATURES is a set of the bits below, found by the front end (cpuid and
   the OS's saved-state check, minus what GLIBC_TUNABLES disables; see
   src/cli/cpu.c).  kc_backend_for returns the fastest backend compiled
   in that needs no more than FEATURES: the AVX-512 one (x8 leaves) for
   KC_CPU_AVX512, else the AVX2 one (x4 leaves) for KC_CPU_AVX2, else
   kc_backend_portable ().  KC_CPU_AVX512 means AVX-512 F, VL, BW and DQ
   with the ZMM and opmask state enabled by the OS, and also everything
   KC_CPU_AVX2 means (the AVX-512 files are compiled with -mavx2 too);
   KC_CPU_AVX2 means AVX2, BMI1 and BMI2 with the YMM state enabled.  */
const struct kc_backend *kc_backend_for (unsigned int features);
/* ---- end of the run-time choice block ---- */

/* ---- Many messages at once (src/engine/multi.c) ----

   kc_update_multi feeds context CTXS[i] the LEN[i] bytes at DATA[i], for
   i < N, with the same result as kc_update (CTXS[i], DATA[i], LEN[i])
   for each; the contexts must be distinct, N may be anything.  Contexts
   of the sequential modes (SHA3, Keccak, SHAKE, RawSHAKE, cSHAKE, KMAC,
   TupleHash, TurboSHAKE) that share backend, rate and rounds absorb
   their whole blocks together, up to the backend's parallelism at a
   time, through its absorb_multi routine (p1600.h), which is where the
   speed comes from; tree modes simply get kc_update.  The states stay in
   the backend's single-state representation, so kc_tuple_begin,
   kc_update and kc_final may be used on the contexts before and after.
   Equal LEN[i] that are multiples of the rate keep every block
   parallel.  */
void kc_update_multi (struct kc_ctx *const *ctxs,
                      const unsigned char *const *data, const size_t *len,
                      unsigned int n);

/* kc_hash_many hashes N whole messages, each as its own: message I,
   the LEN[I] bytes at MSG[I], gets the digest a copy of TMPL would
   give after kc_update (copy, MSG[I], LEN[I]) and kc_final (copy,
   OUT + I * OUT_LEN), OUT_LEN being TMPL's (TupleHash: after
   kc_tuple_begin with LEN[I] first, the message being a one-element
   tuple, as kc_hash).
   TMPL is a context fresh from kc_init, only read, so the prefix of a
   keyed or customized mode (KMAC's key block, cSHAKE's N and S) is
   absorbed once for all the messages.  WORK is scratch space, which
   holds state derived from the key afterwards: wipe it (kc_wipe_work)
   when done.  Messages of the sequential modes without a per-message
   prefix (SHA-3, Keccak, SHAKE, RawSHAKE, cSHAKE, KMAC, TurboSHAKE)
   go through the backend's absorb_multi, padding block included, so
   that even messages shorter than a block share the multi-state
   permutation; a group (the backend's parallelism) of messages that
   each fit in one block with their padding, and whose output fits in
   one block too, goes through its one_block routine instead, straight
   from the template state; the others are hashed one after another.  */
#define KC_MANY_MAX 8           /* the widest backend's parallelism */
struct kc_many_work
{
  kc_p1600_state state[KC_MANY_MAX];
  unsigned char tail[KC_MANY_MAX][400];
  struct kc_ctx ctx;
};
void kc_hash_many (const struct kc_ctx *tmpl, struct kc_many_work *work,
                   const unsigned char *const *msg, const size_t *len,
                   unsigned int n, unsigned char *out);
void kc_wipe_work (struct kc_many_work *work);
/* ---- end of the many-messages block ---- */

#endif /* KC_KECCAK_H */
