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

/* Included once, at the end, by p1600x4-avx2.c (N = 4) and
   p1600x8-avx512.c (N = 8), each compiled with its own ISA flags, after
   they have included <string.h> and defined the vector type xn_lane
   (N 64-bit elements), the lane operations of p1600-simd.h and these:

   XN_N                 the number N of states, 4 or 8
   V_GATHER (p, idx)    the N 64-bit words at byte offsets IDX from P
   V_ZERO ()            a vector of zeros
   V_LOADU (p)          the N 64-bit words at P, which need not be
                        aligned
   V_STOREU (p, v)      store V as N 64-bit words at P, likewise
   XN_LEAVES            the name of the kc_leaves_fn to define
   XN_ABSORB_MULTI      the name of the kc_absorb_multi_fn to define
   XN_NARROW            optional: a kc_absorb_multi_fn that takes
                        XN_N / 2 states or fewer more cheaply

   Register L holds lane L of N independent states, one state per 64-bit
   element, so rho and pi are only renamings of variables and need no
   shuffles.  The leaves lie LEAF_LEN bytes apart, so lane J of a block
   is one vpgatherqq with the N leaf offsets as indices: the data go
   from memory into the register layout without a transposition through
   memory.  The last, padded block of each leaf is copied into a small
   buffer first, which is what lets any LEAF_LEN work.  x86 is little
   endian, so a lane in memory is the lane itself.  */

#if !defined XN_N || !defined V_GATHER || !defined XN_LEAVES \
  || !defined XN_ABSORB_MULTI
# error "p1600xn-leaves.h needs XN_N, V_GATHER, XN_LEAVES, XN_ABSORB_MULTI"
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
  xn_lane idx, last_idx;
  unsigned int lanes = rate / 8;
  unsigned int i, j, tail;
  size_t pos;

  for (i = 0; i < XN_N; i++)
    ix[i] = off[i];
  idx = V_LOADU (ix);
  for (j = 0; j < 25; j++)
    s.l[j] = V_ZERO ();

  /* The whole blocks straight from the leaves...  */
  xn_absorb (&s, in, idx, lanes, leaf_len / rate, rate, nr);
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
