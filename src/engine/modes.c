/* modes.c -- every Keccak-based function of ksum as a row of parameters
   over one sponge: FIPS 202, SP 800-185, RFC 9861, MarsupilamiFourteen.

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

/* Three shapes cover the whole family.

   A plain sponge (SHA-3, Keccak, SHAKE, RawSHAKE, TurboSHAKE, cSHAKE,
   KMAC, TupleHash): an optional prefix absorbed by kc_init (cSHAKE's
   bytepad of N and S, KMAC's key block), the message, an optional
   suffix of encodings absorbed by kc_final, then pad10*1 with the
   domain byte of the row.

   ParallelHash: the message is cut into B-byte blocks; each block is
   a leaf hashed by SHAKE (cSHAKE with empty N and S) into a chaining
   value, and the chaining values form the message of a cSHAKE outer
   sponge.

   KT128, KT256 and MarsupilamiFourteen (RFC 9861 and the
   KangarooTwelve paper): S = M || C || length_encode (|C|) is cut into
   8192-byte chunks.  The first chunk always goes into the outer sponge;
   only when a byte beyond it arrives is the input a tree, and then the
   marker 03 00 00 00 00 00 00 00 follows it and every further chunk is
   a leaf.  So nothing is ever buffered: the outer sponge and one leaf
   sponge stream everything, and whole runs of leaves that lie in the
   caller's buffer go to the backend's leaf routine at once.  */

#include "sponge.h"

/* How a row is processed (the KIND of struct kc_row).  */
enum
{
  KIND_PLAIN,                   /* a sponge with a fixed domain byte   */
  KIND_TURBO,                   /* the domain byte comes from params   */
  KIND_CSHAKE,
  KIND_KMAC,
  KIND_TUPLE,
  KIND_PARALLEL,
  KIND_KT
};

/* The largest chaining value (KT256, M14, ParallelHash256).  */
#define KC_CV_MAX 64

/* The most leaves handed to the backend in one call.  A multiple of
   every backend's parallelism (1, 4 or 8); it sizes a buffer on the
   stack, so it stays small for 16-bit DOS.  */
#define KC_RUN 8

/* The chunk size of KT128, KT256 and M14.  */
#define KT_CHUNK 8192

/* Domain bytes of the trees (RFC 9861, section 3): a message of one
   chunk, an inner leaf, the final node.  */
#define KT_SINGLE 0x07
#define KT_LEAF 0x0B
#define KT_FINAL 0x06

/* A row: the public facts and the private ones.  SUFFIX is the domain
   byte of the outer sponge's padding; CV_LEN the chaining value length
   of the tree modes.  */
struct kc_row
{
  struct kc_info info;
  unsigned char kind;
  unsigned char suffix;
  unsigned char cv_len;
};

/* In the order of enum kc_alg.  */
static const struct kc_row kc_rows[KC_ALG_COUNT] = {
#define KC_ALG(id, name, rate, rounds, out_len, flags, family, ref, \
               kind, suffix, cv_len) \
  {{name, rate, rounds, out_len, flags, family, ref}, kind, suffix, cv_len},
#include "algs.def"
#undef KC_ALG
};

/* What follows the first chunk of a tree, and ends its final node.  */
static const unsigned char kt_marker[8] = { 0x03, 0, 0, 0, 0, 0, 0, 0 };
static const unsigned char kt_end[2] = { 0xFF, 0xFF };

/* The row of ALG, as the front ends see it.  */
const struct kc_info *
kc_info (enum kc_alg alg)
{
  return &kc_rows[alg].info;
}

/* Fill P with the defaults of ALG.  */
void
kc_params_default (struct kc_params *p, enum kc_alg alg)
{
  p->key = 0;
  p->key_len = 0;
  p->custom = 0;
  p->custom_len = 0;
  p->function = 0;
  p->function_len = 0;
  p->out_len = kc_rows[alg].info.out_len;
  p->block_hi = 0;
  p->block_lo = 8192;
  p->xof = 0;
  p->domain = 0x1F;
}

/* Return 0 if P suits ALG, else the KC_E_* code of the first bad
   field.  Fields the algorithm does not take are not looked at.  */
int
kc_params_check (const struct kc_params *p, enum kc_alg alg)
{
  unsigned int flags = kc_rows[alg].info.flags;

  if (p->out_len == 0
      || (!(flags & KC_P_XOF) && p->out_len != kc_rows[alg].info.out_len))
    return KC_E_OUT_LEN;
  if ((flags & KC_P_BLOCK) && p->block_hi == 0 && p->block_lo == 0)
    return KC_E_BLOCK;
  if ((flags & KC_P_DOMAIN) && (p->domain < 0x01 || 0x7F < p->domain))
    return KC_E_DOMAIN;
  return 0;
}

/* Overwrite the LEN bytes at P with zeros through a volatile pointer,
   so that the compiler cannot drop the stores as dead.  */
static void
wipe_bytes (void *p, size_t len)
{
  volatile unsigned char *v = (volatile unsigned char *) p;

  while (len > 0)
    {
      *v++ = 0;
      len--;
    }
}

/* Add N to the count of finished leaves of CTX.  */
static void
count_leaves (struct kc_ctx *ctx, kc_u32 n)
{
  ctx->leaves_lo += n;
  if (ctx->leaves_lo < n)
    ctx->leaves_hi++;
}

/* Absorb the name N (the N_LEN bytes at N), the customization and the
   key of P into the empty outer sponge of CTX as SP 800-185 prescribes
   for the functions built on cSHAKE; KEYED says whether the key block
   (KMAC's bytepad (encode_string (K), rate)) follows.  */
static void
sp185_prefix (struct kc_ctx *ctx, const char *n, size_t n_len,
              const struct kc_params *p, int keyed)
{
  kc_cshake_prefix (&ctx->outer, (const unsigned char *) n, n_len,
                    p->custom, p->custom_len);
  if (keyed)
    {
      kc_bytepad_begin (&ctx->outer);
      kc_encode_string (&ctx->outer, p->key, p->key_len);
      kc_bytepad_end (&ctx->outer);
    }
}

/* Start CTX hashing with algorithm ALG, parameters PARAMS (valid by
   kc_params_check) and BACKEND.  Everything that precedes the message
   is absorbed here, so kc_update only ever sees message bytes.  */
void
kc_init (struct kc_ctx *ctx, const struct kc_backend *backend,
         enum kc_alg alg, const struct kc_params *params)
{
  const struct kc_row *row = &kc_rows[alg];
  unsigned char buf[KC_ENCODE_MAX];
  unsigned int n;

  kc_sponge_init (&ctx->outer, backend->p1600, row->info.rate,
                  row->info.rounds);
  kc_sponge_init (&ctx->leaf, backend->p1600, row->info.rate,
                  row->info.rounds);
  ctx->backend = backend;
  ctx->custom = 0;
  ctx->custom_len = 0;
  ctx->out_len = params->out_len;
  ctx->xof = params->xof;
  ctx->leaf_len = 0;
  ctx->leaf_pos = 0;
  ctx->big_hi = 0;
  ctx->big_lo = 0;
  ctx->pos_hi = 0;
  ctx->pos_lo = 0;
  ctx->leaves_hi = 0;
  ctx->leaves_lo = 0;
  ctx->alg = alg;
  ctx->suffix = row->suffix;
  ctx->leaf_suffix = 0;
  ctx->cv_len = row->cv_len;
  ctx->tree = 0;

  switch (row->kind)
    {
    case KIND_TURBO:
      ctx->suffix = params->domain;
      break;

    case KIND_CSHAKE:
      /* SP 800-185 section 3.3: with N and S both empty, cSHAKE is
         SHAKE, prefix and domain byte included.  */
      if (params->function_len == 0 && params->custom_len == 0)
        ctx->suffix = 0x1F;
      else
        kc_cshake_prefix (&ctx->outer, params->function,
                          params->function_len, params->custom,
                          params->custom_len);
      break;

    case KIND_KMAC:
      sp185_prefix (ctx, "KMAC", 4, params, 1);
      break;

    case KIND_TUPLE:
      sp185_prefix (ctx, "TupleHash", 9, params, 0);
      break;

    case KIND_PARALLEL:
      sp185_prefix (ctx, "ParallelHash", 12, params, 0);
      n = kc_left_encode (buf, params->block_hi, params->block_lo, 0);
      kc_sponge_absorb (&ctx->outer, buf, (size_t) n);
      /* A leaf that no buffer can hold whole is counted in two
         halves: where size_t is shorter than 64 bits, B may be longer
         than any size_t.  A B of 2^32 or more takes the same path on
         every host, so that the path is tested on 64-bit ones.  */
      if (params->block_hi == 0
          && (kc_u32) (size_t) params->block_lo == params->block_lo)
        ctx->leaf_len = (size_t) params->block_lo;
      else
        {
          ctx->big_hi = params->block_hi;
          ctx->big_lo = params->block_lo;
        }
      ctx->leaf_suffix = 0x1F;
      break;

    case KIND_KT:
      ctx->leaf_len = KT_CHUNK;
      ctx->leaf_suffix = KT_LEAF;
      ctx->custom = params->custom;
      ctx->custom_len = params->custom_len;
      break;

    default:
      break;
    }
}

/* The current leaf of CTX is complete: squeeze its chaining value into
   the outer sponge and start a fresh leaf.  */
static void
leaf_finish (struct kc_ctx *ctx)
{
  unsigned char cv[KC_CV_MAX];

  kc_sponge_pad (&ctx->leaf, ctx->leaf_suffix);
  kc_sponge_squeeze (&ctx->leaf, cv, (size_t) ctx->cv_len);
  kc_sponge_absorb (&ctx->outer, cv, (size_t) ctx->cv_len);
  kc_sponge_init (&ctx->leaf, ctx->backend->p1600, ctx->leaf.rate,
                  ctx->leaf.rounds);
  ctx->leaf_pos = 0;
  ctx->pos_hi = 0;
  ctx->pos_lo = 0;
  count_leaves (ctx, (kc_u32) 1);
}

/* Feed the LEN bytes at DATA to the leaves of CTX, whose B (BIG_HI,
   BIG_LO) is too long for LEAF_LEN: the current leaf's length so far
   is POS_HI * 2^32 + POS_LO.  No buffer holds a whole leaf, so every
   byte streams through the leaf sponge.  */
static void
long_leaf_update (struct kc_ctx *ctx, const unsigned char *data,
                  size_t len)
{
  while (len > 0)
    {
      /* What the leaf lacks, and LEN, in halves.  */
      kc_u32 left_lo = ctx->big_lo - ctx->pos_lo;
      kc_u32 left_hi = ctx->big_hi - ctx->pos_hi
                       - (kc_u32) (ctx->big_lo < ctx->pos_lo);
      kc_u32 len_hi = kc_size_hi (len), len_lo = kc_size_lo (len);
      size_t n = len;

      /* If LEFT < LEN, LEFT fits in a size_t; the shifts by less than
         16 are defined for a size_t of any width.  */
      if (left_hi < len_hi || (left_hi == len_hi && left_lo < len_lo))
        n = ((((size_t) left_hi << 15) << 15) << 2) + (size_t) left_lo;
      kc_sponge_absorb (&ctx->leaf, data, n);
      ctx->pos_lo += kc_size_lo (n);
      ctx->pos_hi += kc_size_hi (n)
                     + (kc_u32) (ctx->pos_lo < kc_size_lo (n));
      data += n;
      len -= n;
      if (ctx->pos_hi == ctx->big_hi && ctx->pos_lo == ctx->big_lo)
        leaf_finish (ctx);
    }
}

/* Feed the LEN bytes at DATA to the leaves of CTX.  At a leaf boundary,
   the whole leaves that DATA holds go to the backend's leaf routine,
   KC_RUN at a time (so a SIMD backend fills its lanes); a partial leaf
   streams through the leaf sponge.  */
static void
tree_update (struct kc_ctx *ctx, const unsigned char *data, size_t len)
{
  unsigned char cvs[KC_RUN * KC_CV_MAX];

  if (ctx->leaf_len == 0)
    {
      long_leaf_update (ctx, data, len);
      return;
    }
  while (len > 0)
    {
      size_t n;

      if (ctx->leaf_pos == 0 && len >= ctx->leaf_len)
        {
          n = len / ctx->leaf_len;
          if (n > KC_RUN)
            n = KC_RUN;
          ctx->backend->leaves (ctx->backend, data, ctx->leaf_len, n,
                                ctx->leaf.rate, ctx->leaf.rounds,
                                ctx->leaf_suffix, cvs, ctx->cv_len);
          kc_sponge_absorb (&ctx->outer, cvs, n * ctx->cv_len);
          count_leaves (ctx, (kc_u32) n);
          data += n * ctx->leaf_len;
          len -= n * ctx->leaf_len;
        }
      else
        {
          n = ctx->leaf_len - ctx->leaf_pos;
          if (n > len)
            n = len;
          kc_sponge_absorb (&ctx->leaf, data, n);
          ctx->leaf_pos += n;
          data += n;
          len -= n;
          if (ctx->leaf_pos == ctx->leaf_len)
            leaf_finish (ctx);
        }
    }
}

/* Feed the LEN bytes at DATA (part of S = M || C || length_encode (|C|))
   to the KT128/KT256/M14 tree of CTX.  The first chunk goes to the
   outer sponge, which is the single node if S ends within it and the
   start of the final node otherwise; the first byte past it decides.  */
static void
kt_update (struct kc_ctx *ctx, const unsigned char *data, size_t len)
{
  if (len == 0)
    return;
  if (!ctx->tree)
    {
      size_t n = ctx->leaf_len - ctx->leaf_pos;

      if (n > len)
        n = len;
      kc_sponge_absorb (&ctx->outer, data, n);
      ctx->leaf_pos += n;
      data += n;
      len -= n;
      if (len == 0)
        return;
      kc_sponge_absorb (&ctx->outer, kt_marker, sizeof kt_marker);
      ctx->tree = 1;
      ctx->leaf_pos = 0;
    }
  tree_update (ctx, data, len);
}

/* TupleHash: the next LEN_HI * 2^32 + LEN_LO message bytes of CTX form
   one string of the tuple; absorb the left_encode of its length in bits
   that encode_string puts before it.  */
void
kc_tuple_begin (struct kc_ctx *ctx, kc_u32 len_hi, kc_u32 len_lo)
{
  unsigned char buf[KC_ENCODE_MAX];
  unsigned int n = kc_left_encode (buf, len_hi, len_lo, 1);

  kc_sponge_absorb (&ctx->outer, buf, (size_t) n);
}

/* Absorb the LEN bytes at DATA, the next part of the message, into
   CTX.  */
void
kc_update (struct kc_ctx *ctx, const void *data, size_t len)
{
  const unsigned char *d = (const unsigned char *) data;

  if (len == 0)
    return;
  switch (kc_rows[ctx->alg].kind)
    {
    case KIND_PARALLEL:
      tree_update (ctx, d, len);
      break;
    case KIND_KT:
      kt_update (ctx, d, len);
      break;
    default:
      kc_sponge_absorb (&ctx->outer, d, len);
      break;
    }
}

/* How many message bytes CTX needs before it stands at a leaf boundary
   where kc_tree_cvs and kc_tree_absorb_cvs may take over: 0 if it is
   there now, (size_t) -1 if ALG has no leaves.  For KT128, KT256 and
   M14 the first chunk belongs to the final node, so the first boundary
   is at 8192 bytes.  */
size_t
kc_tree_gap (const struct kc_ctx *ctx)
{
  switch (kc_rows[ctx->alg].kind)
    {
    case KIND_KT:
      if (!ctx->tree)
        return ctx->leaf_len - ctx->leaf_pos;
      /* Fall through.  */
    case KIND_PARALLEL:
      if (ctx->leaf_len == 0)
        return (size_t) -1;
      return ctx->leaf_pos == 0 ? 0 : ctx->leaf_len - ctx->leaf_pos;
    default:
      return (size_t) -1;
    }
}

/* The length of a leaf of CTX's tree and of its chaining value, in
   bytes (0 and 0 if the algorithm has no leaves).  */
void
kc_tree_sizes (const struct kc_ctx *ctx, size_t *leaf_len,
               unsigned int *cv_len)
{
  int tree = kc_tree_gap (ctx) != (size_t) -1;

  *leaf_len = tree ? ctx->leaf_len : 0;
  *cv_len = tree ? ctx->cv_len : 0;
}

/* Compute into CV the chaining values of the N_LEAVES whole leaves at
   IN, as CTX's tree would (CTX is only read, so threads may call this
   at once on one context).  */
void
kc_tree_cvs (const struct kc_ctx *ctx, const unsigned char *in,
             size_t n_leaves, unsigned char *cv)
{
  ctx->backend->leaves (ctx->backend, in, ctx->leaf_len, n_leaves,
                        ctx->leaf.rate, ctx->leaf.rounds, ctx->leaf_suffix,
                        cv, ctx->cv_len);
}

/* Absorb into CTX, which kc_tree_gap says is at a leaf boundary, the
   N_LEAVES chaining values at CV (from kc_tree_cvs), exactly as if
   kc_update had been given those leaves.  */
void
kc_tree_absorb_cvs (struct kc_ctx *ctx, const unsigned char *cv,
                    size_t n_leaves)
{
  if (n_leaves == 0)
    return;
  if (kc_rows[ctx->alg].kind == KIND_KT && !ctx->tree)
    {
      kc_sponge_absorb (&ctx->outer, kt_marker, sizeof kt_marker);
      ctx->tree = 1;
      ctx->leaf_pos = 0;
    }
  kc_sponge_absorb (&ctx->outer, cv, n_leaves * ctx->cv_len);
  while (n_leaves > 0)
    {
      kc_u32 n = n_leaves < 0x7fffffffUL ? (kc_u32) n_leaves
                                        : (kc_u32) 0x7fffffffUL;
      count_leaves (ctx, n);
      n_leaves -= n;
    }
}

/* Absorb right_encode (L) into the outer sponge of CTX, L being the
   output length in bits (0 for the XOF variants), as KMAC, TupleHash
   and ParallelHash end their input.  */
static void
absorb_out_len (struct kc_ctx *ctx)
{
  unsigned char buf[KC_ENCODE_MAX];
  size_t l = ctx->xof ? 0 : ctx->out_len;
  unsigned int n = kc_right_encode (buf, kc_size_hi (l), kc_size_lo (l), 1);

  kc_sponge_absorb (&ctx->outer, buf, (size_t) n);
}

/* End the message of CTX: absorb what follows it (the last leaf, the
   encodings of the leaf count and of L, KT's customization), pad, and
   write the first CTX->out_len bytes of output to OUT, unless OUT is
   null.  Then forget the buffers
   of the params and wipe the leaf sponge; the outer sponge stays for
   kc_squeeze.  */
void
kc_final (struct kc_ctx *ctx, unsigned char *out)
{
  unsigned char buf[KC_ENCODE_MAX];
  unsigned int n;

  switch (kc_rows[ctx->alg].kind)
    {
    case KIND_KT:
      kt_update (ctx, ctx->custom, ctx->custom_len);
      n = kc_length_encode (buf, kc_size_hi (ctx->custom_len),
                            kc_size_lo (ctx->custom_len));
      kt_update (ctx, buf, (size_t) n);
      if (!ctx->tree)
        ctx->suffix = KT_SINGLE;
      else
        {
          /* Chunks are never empty, so a leaf in progress holds at
             least one byte, and a full one was finished already.  */
          if (ctx->leaf_pos > 0)
            leaf_finish (ctx);
          n = kc_length_encode (buf, ctx->leaves_hi, ctx->leaves_lo);
          kc_sponge_absorb (&ctx->outer, buf, (size_t) n);
          kc_sponge_absorb (&ctx->outer, kt_end, sizeof kt_end);
        }
      break;

    case KIND_PARALLEL:
      if (ctx->leaf_pos > 0 || ctx->pos_hi != 0 || ctx->pos_lo != 0)
        leaf_finish (ctx);
      n = kc_right_encode (buf, ctx->leaves_hi, ctx->leaves_lo, 0);
      kc_sponge_absorb (&ctx->outer, buf, (size_t) n);
      absorb_out_len (ctx);
      break;

    case KIND_KMAC:
    case KIND_TUPLE:
      absorb_out_len (ctx);
      break;

    default:
      break;
    }
  kc_sponge_pad (&ctx->outer, ctx->suffix);
  ctx->custom = 0;
  ctx->custom_len = 0;
  wipe_bytes (&ctx->leaf, sizeof ctx->leaf);
  if (out)
    kc_sponge_squeeze (&ctx->outer, out, ctx->out_len);
}

/* If the message of CTX, in a sequential mode whose outer sponge
   stands at a block boundary, ends with nothing but a constant
   trailer and the padding with CTX->suffix, write that trailer to BUF
   (at least KC_ENCODE_MAX bytes), set *LEN to its length and return
   1; else return 0.  The trailer is empty for SHA-3, Keccak, SHAKE,
   RawSHAKE, cSHAKE and TurboSHAKE, and right_encode (L) for KMAC.
   kc_hash_many (multi.c) uses it to pad many messages at once.  */
int
kc_plain_trailer (const struct kc_ctx *ctx, unsigned char *buf,
                  unsigned int *len)
{
  if (ctx->outer.pos != 0)
    return 0;
  switch (kc_rows[ctx->alg].kind)
    {
    case KIND_PLAIN:
    case KIND_TURBO:
    case KIND_CSHAKE:
      *len = 0;
      return 1;
    case KIND_KMAC:
      {
        size_t l = ctx->xof ? 0 : ctx->out_len;
        *len = kc_right_encode (buf, kc_size_hi (l), kc_size_lo (l), 1);
      }
      return 1;
    default:
      return 0;
    }
}

/* Write the next LEN bytes of output of CTX (after kc_final) to OUT.  */
void
kc_squeeze (struct kc_ctx *ctx, unsigned char *out, size_t len)
{
  kc_sponge_squeeze (&ctx->outer, out, len);
}

/* Skip the next LEN bytes of output of CTX (after kc_final), as
   kc_squeeze would give them, without extracting them: only the
   permutations run.  */
void
kc_squeeze_skip (struct kc_ctx *ctx, size_t len)
{
  kc_sponge_skip (&ctx->outer, len);
}

/* Zero the whole of CTX.  */
void
kc_wipe (struct kc_ctx *ctx)
{
  wipe_bytes (ctx, sizeof *ctx);
}

/* Hash the LEN bytes at MSG with ALG and PARAMS on BACKEND into the
   PARAMS->out_len bytes at OUT; a TupleHash message is a tuple of one string.
   The context lives on the stack and is wiped before returning.  */
void
kc_hash (const struct kc_backend *backend, enum kc_alg alg,
         const struct kc_params *params, const void *msg, size_t len,
         unsigned char *out)
{
  struct kc_ctx ctx;

  kc_init (&ctx, backend, alg, params);
  if (kc_rows[alg].info.flags & KC_P_TUPLE)
    kc_tuple_begin (&ctx, kc_size_hi (len), kc_size_lo (len));
  kc_update (&ctx, msg, len);
  kc_final (&ctx, out);
  kc_wipe (&ctx);
}
