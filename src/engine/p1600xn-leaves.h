/* p1600xn-leaves.h -- N Keccak-p[1600] states at once in N-lane vector
   registers, as a leaf routine for the tree modes: a template.

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

/* Included once, at the end, by p1600x4-avx2.c (N = 4),
   p1600x8-avx512.c (N = 8) and p1600x2-arm-sha3.c (N = 2), each
   compiled with its own ISA flags, after
   they have included <string.h> and defined the vector type xn_lane
   (N 64-bit elements), the lane operations of p1600-simd.h and these:

   XN_N                 the number N of states, 4 or 8
   V_GATHER (p, idx)    the N 64-bit words at byte offsets IDX from P
   V_ZERO ()            a vector of zeros
   V_LOADU (p)          the N 64-bit words at P, which need not be
                        aligned
   V_STOREU (p, v)      store V as N 64-bit words at P, likewise
   V_SET1 (x)           the kc_u64 X in every element
   XN_LEAVES            the name of the kc_leaves_fn to define
   XN_ABSORB_MULTI      the name of the kc_absorb_multi_fn to define
   XN_ONE_BLOCK         the name of the kc_one_block_fn to define
   XN_NARROW            optional: a kc_absorb_multi_fn that takes
                        XN_N / 2 states or fewer more cheaply
   XN_NARROW_ONE        optional: likewise a kc_one_block_fn
   XN_LOAD_T (t, lp, off)   optional for XN_N = 8 (this file defines
                        it for 4): T[k] = lane k of each of the XN_N
                        leaves at LP[i] + OFF, k = 0 ... XN_N-1, that
                        is XN_N lanes loaded and transposed
   XN_LOAD_T4 (t, lp, off)  optional, XN_N = 8: the same for k < 4

   Register L holds lane L of N independent states, one state per 64-bit
   element, so rho and pi are only renamings of variables and need no
   shuffles.  The leaves lie LEAF_LEN bytes apart, so lane J of a block
   is one vpgatherqq with the N leaf offsets as indices; the loops of
   the usual parameter sets load most lanes by in-register
   transpositions instead (XN_LOAD_T), which cost less.  Either way the
   data go from memory into the register layout without a pass through
   memory.  The last, padded block of each leaf is copied into a small
   buffer first, which is what lets any LEAF_LEN work.  x86 is little
   endian, so a lane in memory is the lane itself.  */

#if !defined XN_N || !defined V_GATHER || !defined XN_LEAVES \
  || !defined XN_ABSORB_MULTI || !defined XN_ONE_BLOCK || !defined V_SET1
# error "p1600xn-leaves.h needs XN_N, V_GATHER, V_SET1, XN_LEAVES, ..."
#endif

#include "p1600-simd.h"

/* The state of N sponges, lane by lane.  */
struct xn_state
{
  xn_lane l[25];
};

#define V_LOAD_STATE(s, j) ((s)->l[j])
#define V_STORE_STATE(s, j, v) ((s)->l[j] = (v))

/* XOR lane J of the block at P, gathered from the N states at byte
   offsets IDX, into variable V.  The indices are byte offsets (scale 1),
   so the leaves need no alignment and may lie any distance apart.  */
#define KC_SIMD_ADD(v, j) v = V_XOR (v, V_GATHER (p + 8 * (j), idx))

/* Absorb N_BLOCKS blocks of LANES lanes into each of the N states in
   S: block K of state I starts at P + IDX[i] + K*STRIDE, and each block
   is followed by Keccak-p[1600, NR], 1 <= NR <= 24.  The state stays in
   local variables from the first block to the last; the lanes of a
   block are added by a switch that falls through from lane LANES-1 down
   to lane 0, and the rounds are fully unrolled (p1600-simd.h).  */
static void
xn_absorb (struct xn_state *s, const unsigned char *p, xn_lane idx,
           unsigned int lanes, size_t n_blocks, size_t stride,
           unsigned int nr)
{
  KC_SIMD_LANES (xn_lane);

  KC_SIMD_LOAD (s);
  for (; n_blocks > 0; n_blocks--, p += stride)
    {
      KC_SIMD_ADD_BLOCK (lanes);
      KC_SIMD_ROUNDS (nr);
    }
  KC_SIMD_STORE (s);
}

/* The leaf loops of the usual (rate, rounds) pairs, each with both
   numbers constant, so that the compiler sees one straight sequence of
   lane additions and unrolled rounds per block, with no switch, and
   allocates the registers for that sequence alone: 168 and 136 bytes
   (KT128 and ParallelHash128; KT256, MarsupilamiFourteen and
   ParallelHash256) with 12, 14 or 24 rounds.  Block K of leaf I is at
   LP[i] + K*RATE; N_BLOCKS blocks are absorbed into S.

   Where the backend has a transposition (XN_LOAD_T: XN_N lanes of each
   of the XN_N leaves at once, ending up lane by lane), groups of XN_N
   lanes come through it, which costs fewer instructions than XN_N
   gathers; the lanes left over are gathered as above.  */

#if XN_N == 4 && !defined XN_LOAD_T
/* Both x4 backends hold four states in ymm registers and have AVX2:
   lanes J ... J+3 of the four leaves LP[0] ... LP[3] at byte offset OFF,
   one 32-byte load from each, into T[0] ... T[3], T[k] holding lane J+k
   of every leaf, by a 4 x 4 transposition of 64-bit words (unpacks of
   pairs of leaves, then 128-bit half swaps).  */
# define XN_LOAD_T(t, lp, off) xn_load_t ((t), (lp), (off))
static __inline__ void
xn_load_t (__m256i *t, const unsigned char *const *lp, size_t off)
{
  __m256i r0, r1, r2, r3, u0, u1, u2, u3;

  r0 = _mm256_loadu_si256 ((const void *) (lp[0] + off));
  r1 = _mm256_loadu_si256 ((const void *) (lp[1] + off));
  r2 = _mm256_loadu_si256 ((const void *) (lp[2] + off));
  r3 = _mm256_loadu_si256 ((const void *) (lp[3] + off));
  u0 = _mm256_unpacklo_epi64 (r0, r1);
  u1 = _mm256_unpackhi_epi64 (r0, r1);
  u2 = _mm256_unpacklo_epi64 (r2, r3);
  u3 = _mm256_unpackhi_epi64 (r2, r3);
  t[0] = _mm256_permute2x128_si256 (u0, u2, 0x20);
  t[1] = _mm256_permute2x128_si256 (u1, u3, 0x20);
  t[2] = _mm256_permute2x128_si256 (u0, u2, 0x31);
  t[3] = _mm256_permute2x128_si256 (u1, u3, 0x31);
}
#endif

/* The variable of lane J (x + 5y) of the state, J a literal.  */
#define XN_V0 a00
#define XN_V1 a10
#define XN_V2 a20
#define XN_V3 a30
#define XN_V4 a40
#define XN_V5 a01
#define XN_V6 a11
#define XN_V7 a21
#define XN_V8 a31
#define XN_V9 a41
#define XN_V10 a02
#define XN_V11 a12
#define XN_V12 a22
#define XN_V13 a32
#define XN_V14 a42
#define XN_V15 a03
#define XN_V16 a13
#define XN_V17 a23
#define XN_V18 a33
#define XN_V19 a43
#define XN_V20 a04
#define XN_ADD1(j) KC_SIMD_ADD (XN_V##j, j)

/* XOR T[K] ... T[K+3] into the variables of lanes J0 ... J3.  */
#define XN_XOR_T(k, j0, j1, j2, j3)                                     \
  XN_V##j0 = V_XOR (XN_V##j0, t[k]);                                    \
  XN_V##j1 = V_XOR (XN_V##j1, t[(k) + 1]);                              \
  XN_V##j2 = V_XOR (XN_V##j2, t[(k) + 2]);                              \
  XN_V##j3 = V_XOR (XN_V##j3, t[(k) + 3])

#ifdef XN_LOAD_T
/* Lanes J0 ... J0+XN_N-1 of the block through the transposition.  */
# if XN_N == 8
#  define XN_ADD_T(j0, j1, j2, j3, j4, j5, j6, j7)                      \
  do {                                                                  \
    XN_LOAD_T (t, lp, blk + 8 * (j0));                                  \
    XN_XOR_T (0, j0, j1, j2, j3);                                       \
    XN_XOR_T (4, j4, j5, j6, j7);                                       \
  } while (0)
#  define XN_ADD16                                                      \
  XN_ADD_T (0, 1, 2, 3, 4, 5, 6, 7); XN_ADD_T (8, 9, 10, 11, 12, 13, 14, 15)
# else
#  define XN_ADD_T(j0, j1, j2, j3)                                      \
  do {                                                                  \
    XN_LOAD_T (t, lp, blk + 8 * (j0));                                  \
    XN_XOR_T (0, j0, j1, j2, j3);                                       \
  } while (0)
#  define XN_ADD16                                                      \
  XN_ADD_T (0, 1, 2, 3); XN_ADD_T (4, 5, 6, 7);                         \
  XN_ADD_T (8, 9, 10, 11); XN_ADD_T (12, 13, 14, 15)
# endif
#else
# define XN_ADD16                                                       \
  XN_ADD1 (0); XN_ADD1 (1); XN_ADD1 (2); XN_ADD1 (3); XN_ADD1 (4);      \
  XN_ADD1 (5); XN_ADD1 (6); XN_ADD1 (7); XN_ADD1 (8); XN_ADD1 (9);      \
  XN_ADD1 (10); XN_ADD1 (11); XN_ADD1 (12); XN_ADD1 (13); XN_ADD1 (14); \
  XN_ADD1 (15)
#endif

/* Lanes 16 ... 19 of the block: through the transposition (four
   states), the half transposition (XN_LOAD_T4, four lanes of eight
   states), or gathers.  */
#if defined XN_LOAD_T && XN_N == 4
# define XN_ADD16_19 XN_ADD_T (16, 17, 18, 19)
#elif defined XN_LOAD_T4
# define XN_ADD16_19                                                    \
  do {                                                                  \
    XN_LOAD_T4 (t, lp, blk + 8 * 16);                                   \
    XN_XOR_T (0, 16, 17, 18, 19);                                       \
  } while (0)
#else
# define XN_ADD16_19                                                    \
  XN_ADD1 (16); XN_ADD1 (17); XN_ADD1 (18); XN_ADD1 (19)
#endif
#define XN_ADD17 XN_ADD16; XN_ADD1 (16)
#define XN_ADD21 XN_ADD16; XN_ADD16_19; XN_ADD1 (20)

/* The NR rounds of a leaf loop: 24 rounds as a loop over four unrolled
   ones, since 24 unrolled rounds of the AVX2 code (no three-input logic,
   no rotate instruction) outgrow the instruction caches and ran 20%
   slower (the x8 AVX-512 code is as fast either way); fewer rounds fully
   unrolled.  */
#define XN_ROUNDS(nr)                                                   \
  do {                                                                  \
    unsigned int xn_r;                                                  \
    if ((nr) == 24)                                                     \
      for (xn_r = 0; xn_r < 24; xn_r += 4)                              \
        {                                                               \
          KC_SIMD_ROUND2 (xn_r);                                        \
          KC_SIMD_ROUND2 (xn_r + 2);                                    \
        }                                                               \
    else                                                                \
      KC_SIMD_ROUNDS (nr);                                              \
  } while (0)

#define XN_LEAF_LOOP(name, lanes, nr)                                   \
static void                                                             \
name (struct xn_state *s, const unsigned char *const *lp, xn_lane idx,  \
      size_t n_blocks)                                                  \
{                                                                       \
  KC_SIMD_LANES (xn_lane);                                              \
  xn_lane t[XN_N];                                                      \
  const unsigned char *p;                                               \
  size_t blk;                                                           \
                                                                        \
  (void) t;                                                             \
  KC_SIMD_LOAD (s);                                                     \
  for (blk = 0; n_blocks > 0; n_blocks--, blk += 8 * (lanes))           \
    {                                                                   \
      p = lp[0] + blk;                                                  \
      XN_ADD##lanes;                                                    \
      XN_ROUNDS (nr);                                                   \
    }                                                                   \
  KC_SIMD_STORE (s);                                                    \
}

XN_LEAF_LOOP (xn_leaf_21_12, 21, 12)
XN_LEAF_LOOP (xn_leaf_17_12, 17, 12)
XN_LEAF_LOOP (xn_leaf_17_14, 17, 14)
XN_LEAF_LOOP (xn_leaf_21_24, 21, 24)
XN_LEAF_LOOP (xn_leaf_17_24, 17, 24)

/* Hash the N leaves that start at IN[OFF[i]] (i = 0 ... N-1), each
   LEAF_LEN bytes, as described for kc_leaves_fn; chaining value i goes
   to CV + i*CV_LEN for i < N_OUT only (the other states may duplicate
   a leaf, to fill the registers when fewer than N are left).  */
static void
xn_leaves (const unsigned char *in, const size_t *off, size_t leaf_len,
           unsigned int rate, unsigned int nr, unsigned int suffix,
           unsigned char *cv, unsigned int cv_len, unsigned int n_out)
{
  struct xn_state s;
  unsigned char last[XN_N][200];
  kc_u64 out[XN_N][25];
  kc_u64 ix[XN_N];
  const unsigned char *lp[XN_N];
  void (*loop) (struct xn_state *, const unsigned char *const *, xn_lane,
                size_t);
  xn_lane idx, last_idx;
  unsigned int lanes = rate / 8;
  unsigned int i, j, tail;
  size_t pos, n_blocks = leaf_len / rate;

  for (i = 0; i < XN_N; i++)
    {
      ix[i] = off[i];
      lp[i] = in + off[i];
    }
  idx = V_LOADU (ix);
  for (j = 0; j < 25; j++)
    s.l[j] = V_ZERO ();

  /* The whole blocks straight from the leaves...  */
  loop = NULL;
  if (rate == 168 && nr == 12)
    loop = xn_leaf_21_12;
  else if (rate == 136 && nr == 12)
    loop = xn_leaf_17_12;
  else if (rate == 136 && nr == 14)
    loop = xn_leaf_17_14;
  else if (rate == 168 && nr == 24)
    loop = xn_leaf_21_24;
  else if (rate == 136 && nr == 24)
    loop = xn_leaf_17_24;
  if (loop)
    loop (&s, lp, idx, n_blocks);
  else
    xn_absorb (&s, in, idx, lanes, n_blocks, rate, nr);
  pos = leaf_len - leaf_len % rate;

  /* ... and the last one, 0 ... RATE-1 bytes of data and the padding,
     from a copy.  */
  tail = (unsigned int) (leaf_len - pos);
  memset (last, 0, sizeof last);
  for (i = 0; i < XN_N; i++)
    {
      memcpy (last[i], in + off[i] + pos, tail);
      last[i][tail] ^= (unsigned char) suffix;
      last[i][rate - 1] ^= 0x80;
      ix[i] = i * 200;
    }
  last_idx = V_LOADU (ix);
  xn_absorb (&s, &last[0][0], last_idx, lanes, 1, 0, nr);

  /* Squeeze: CV_LEN <= RATE bytes, one block.  */
  for (j = 0; j < (cv_len + 7) / 8; j++)
    {
      kc_u64 lane[XN_N];
      V_STOREU (lane, s.l[j]);
      for (i = 0; i < XN_N; i++)
        out[i][j] = lane[i];
    }
  for (i = 0; i < n_out; i++)
    memcpy (cv + (size_t) i * cv_len, out[i], cv_len);
}

/* The kc_leaves_fn of the xN backend (declared in p1600.h): runs of N
   leaves through the registers; a remainder of two to N-1 leaves also
   goes through them (the missing states repeat the last leaf, and their
   results are dropped), since N states cost less than two single states
   (four) or about as much as one and a half (eight); one leaf left over
   goes to kc_leaves_serial over BACKEND's single-state permutation.  */
void
XN_LEAVES (const struct kc_backend *backend, const unsigned char *in,
           size_t leaf_len, size_t n_leaves, unsigned int rate,
           unsigned int nr, unsigned int suffix, unsigned char *cv,
           unsigned int cv_len)
{
  size_t off[XN_N];
  unsigned int i, n;

  while (n_leaves >= 2)
    {
      n = n_leaves < XN_N ? (unsigned int) n_leaves : XN_N;
      for (i = 0; i < XN_N; i++)
        off[i] = (i < n ? i : n - 1) * leaf_len;
      xn_leaves (in, off, leaf_len, rate, nr, suffix, cv, cv_len, n);
      in += n * leaf_len;
      cv += (size_t) n * cv_len;
      n_leaves -= n;
    }
  if (n_leaves)
    kc_leaves_serial (backend, in, leaf_len, n_leaves, rate, nr, suffix,
                      cv, cv_len);
}

/* The kc_absorb_multi_fn of the xN backend (declared in p1600.h): the
   N states go through the registers together, block after block, their
   lanes gathered straight from the N buffers (the indices are the
   buffers' distances from DATA[0], as integers, since the buffers are
   separate objects).  Fewer than N states fill the missing ones with
   copies of the last, whose results are dropped; a single state goes to
   BACKEND's single-state fast loop, which costs less than N states.

   The single-state code of both SIMD rows (p1600-ss.h) keeps the
   canonical layout, lane J as the little-endian 64-bit word Q[J] of
   kc_p1600_state, nothing complemented; so the states are moved into
   and out of the registers by a plain transposition through TMP.  */
void
XN_ABSORB_MULTI (const struct kc_backend *backend,
                 kc_p1600_state *const *states,
                 const unsigned char *const *data, unsigned int n,
                 size_t n_blocks, unsigned int rate, unsigned int nr)
{
  struct xn_state s;
  kc_u64 tmp[25][XN_N];
  kc_u64 ix[XN_N];
  kc_u64 base = (kc_u64) (size_t) data[0];
  unsigned int i, j, k;

  if (n < 2 || n_blocks == 0)
    {
      kc_absorb_multi_serial (backend, states, data, n, n_blocks, rate, nr);
      return;
    }
#ifdef XN_NARROW
  if (n <= XN_N / 2)
    {
      XN_NARROW (backend, states, data, n, n_blocks, rate, nr);
      return;
    }
#endif
  for (i = 0; i < XN_N; i++)
    {
      k = i < n ? i : n - 1;
      for (j = 0; j < 25; j++)
        tmp[j][i] = states[k]->q[j];
      ix[i] = (kc_u64) (size_t) data[k] - base;
    }
  for (j = 0; j < 25; j++)
    s.l[j] = V_LOADU (tmp[j]);
  xn_absorb (&s, data[0], V_LOADU (ix), rate / 8, n_blocks, rate, nr);
  for (j = 0; j < 25; j++)
    V_STOREU (tmp[j], s.l[j]);
  for (i = 0; i < n; i++)
    for (j = 0; j < 25; j++)
      states[i]->q[j] = tmp[j][i];
}

/* Write the first LANES lanes of the padded block of the message of
   LEN bytes at MSG into BLK: the message, the TN bytes at TB, the
   domain byte SUFFIX, zeros (LEN + TN < 8 * LANES).  Whole lanes of the
   message go as 8-byte words, the rest byte by byte.  */
static __inline__ void
xn_pad_block (kc_u64 *blk, unsigned int lanes, const unsigned char *msg,
              unsigned int len, const unsigned char *tb, unsigned int tn,
              unsigned int suffix)
{
  unsigned char *b = (unsigned char *) blk;
  unsigned int j, k;

  for (j = 0; j < len / 8; j++)
    memcpy (blk + j, msg + 8 * j, 8);
  for (k = j; k < lanes; k++)
    blk[k] = 0;
  for (k = 8 * j; k < len; k++)
    b[k] = msg[k];
  for (k = 0; k < tn; k++)
    b[len + k] = tb[k];
  b[len + tn] = (unsigned char) suffix;
}

/* The kc_one_block_fn of the xN backend (declared in p1600.h).  The
   padded blocks hold data only in their first LANES lanes (message,
   trailer and domain byte; the last bit of pad10*1 is the same in every
   block, so it goes into the template lane instead), and only those
   lanes are written, into BLK, and gathered into the registers, which
   start as the template, broadcast; one permutation of the N states,
   and the OUT_LEN bytes of each are taken from the first lanes.  Fewer
   than N messages fill the missing states with copies of the last; a
   single one goes to kc_one_block_serial.  */
void
XN_ONE_BLOCK (const struct kc_backend *backend, const kc_p1600_state *tmpl,
              const unsigned char *const *msg, const size_t *len,
              unsigned int n, const unsigned char *tb, unsigned int tn,
              unsigned int suffix, unsigned int rate, unsigned int nr,
              unsigned char *out, unsigned int out_len)
{
  struct xn_state s;
  kc_u64 blk[XN_N][25];
  kc_u64 ix[XN_N];
  unsigned int i, j, lanes = 0;

  if (n < 2)
    {
      kc_one_block_serial (backend, tmpl, msg, len, n, tb, tn, suffix,
                           rate, nr, out, out_len);
      return;
    }
#ifdef XN_NARROW_ONE
  if (n <= XN_N / 2)
    {
      XN_NARROW_ONE (backend, tmpl, msg, len, n, tb, tn, suffix, rate, nr,
                     out, out_len);
      return;
    }
#endif
  for (i = 0; i < n; i++)
    if (lanes <= ((unsigned int) len[i] + tn) / 8)
      lanes = ((unsigned int) len[i] + tn) / 8 + 1;
  for (i = 0; i < XN_N; i++)
    {
      unsigned int k = i < n ? i : n - 1;
      ix[i] = k * sizeof blk[0];
      if (i < n)
        xn_pad_block (blk[i], lanes, msg[i], (unsigned int) len[i], tb, tn,
                      suffix);
    }
  for (j = 0; j < 25; j++)
    s.l[j] = V_SET1 (tmpl->q[j]);
  s.l[rate / 8 - 1] = V_XOR (s.l[rate / 8 - 1],
                             V_SET1 (KC_C64 (0x80000000, 0)));
  xn_absorb (&s, (const unsigned char *) blk, V_LOADU (ix), lanes, 1, 0,
             nr);
  for (j = 0; j < out_len / 8; j++)
    {
      kc_u64 lane[XN_N];
      V_STOREU (lane, s.l[j]);
      for (i = 0; i < n; i++)
        memcpy (out + (size_t) i * out_len + 8 * j, &lane[i], 8);
    }
  if (out_len % 8 != 0)
    {
      kc_u64 lane[XN_N];
      V_STOREU (lane, s.l[j]);
      for (i = 0; i < n; i++)
        memcpy (out + (size_t) i * out_len + 8 * j, &lane[i], out_len % 8);
    }
}
