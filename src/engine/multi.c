/* multi.c -- several contexts of the sequential modes absorbed together
   through the backend's multi-state permutation.

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

/* A sequential mode (SHA3, Keccak, SHAKE, RawSHAKE, cSHAKE, KMAC,
   TupleHash, TurboSHAKE) absorbs its message into the outer sponge
   only, one block after another, so independent messages of the same
   rate and rounds can share the x4 or x8 permutation block by block
   (measured with XKCP on Zen 4: 24 rounds cost about 130 TSC ticks per
   state in the x4 AVX2 and x8 AVX-512 kernels, against 675 to 1169 for
   one state alone, about a fifth).  Only whole blocks that start at a
   block boundary go through the backend's absorb_multi routine; the
   partial blocks at either end of each piece go through the ordinary
   sponge, so the contexts stay exactly as kc_update would leave
   them.  */

#include <string.h>

#include "sponge.h"

/* Contexts handled in one pass; more are taken in slices of this many.
   Twice the widest backend, so that a slice can still fill the
   registers when some of its contexts have run out of data.  */
#define KC_MULTI_SLICE 16

/* Nonzero if ALG's kc_update does more than absorb into the outer
   sponge (the tree modes), so that only kc_update may feed it.  */
static int
is_tree (enum kc_alg alg)
{
  return (kc_info (alg)->flags & KC_P_TREE) != 0;
}

/* Nonzero if contexts A and B can share one absorb_multi call: same
   backend, same permutation, same rate and rounds.  */
static int
compatible (const struct kc_ctx *a, const struct kc_ctx *b)
{
  return a->backend == b->backend && a->outer.p == b->outer.p
         && a->outer.rate == b->outer.rate
         && a->outer.rounds == b->outer.rounds;
}

/* kc_update_multi on at most KC_MULTI_SLICE contexts.  */
static void
update_slice (struct kc_ctx *const *ctxs, const unsigned char *const *data,
              const size_t *len, unsigned int n)
{
  const unsigned char *d[KC_MULTI_SLICE];
  size_t r[KC_MULTI_SLICE];
  kc_p1600_state *st[KC_MULTI_SLICE];
  const unsigned char *gd[KC_MULTI_SLICE];
  unsigned int member[KC_MULTI_SLICE];
  unsigned int i, j;

  /* Bring every context to a block boundary; the tree modes take all
     their data here.  */
  for (i = 0; i < n; i++)
    {
      struct kc_sponge *s = &ctxs[i]->outer;

      d[i] = data[i];
      r[i] = len[i];
      if (r[i] == 0)
        continue;
      if (is_tree (ctxs[i]->alg) || ctxs[i]->backend->p1600 != s->p)
        {
          kc_update (ctxs[i], d[i], r[i]);
          r[i] = 0;
        }
      else if (s->pos != 0)
        {
          size_t m = s->rate - s->pos;
          if (m > r[i])
            m = r[i];
          kc_sponge_absorb (s, d[i], m);
          d[i] += m;
          r[i] -= m;
        }
    }

  /* Whole blocks: the first context that has one leads a group of the
     compatible contexts after it that have one too, as many as its
     backend takes, and all of them absorb as many blocks as the
     shortest has.  Every call finishes at least one context's whole
     blocks, so this loop runs at most N times.  */
  for (;;)
    {
      const struct kc_backend *b;
      const struct kc_ctx *lead;
      unsigned int g, rate;
      size_t blocks = 0;

      for (i = 0; i < n && r[i] < ctxs[i]->outer.rate; i++)
        continue;
      if (i == n)
        break;
      lead = ctxs[i];
      b = lead->backend;
      rate = lead->outer.rate;
      g = 0;
      for (j = i; j < n && g < b->parallelism; j++)
        if (r[j] >= rate && compatible (lead, ctxs[j]))
          {
            size_t k = r[j] / rate;
            if (g == 0 || k < blocks)
              blocks = k;
            member[g] = j;
            st[g] = &ctxs[j]->outer.state;
            gd[g] = d[j];
            g++;
          }
      b->absorb_multi (b, (kc_p1600_state *const *) st,
                       (const unsigned char *const *) gd, g, blocks, rate,
                       lead->outer.rounds);
      for (j = 0; j < g; j++)
        {
          d[member[j]] += blocks * rate;
          r[member[j]] -= blocks * rate;
        }
    }

  /* The partial blocks at the end.  */
  for (i = 0; i < n; i++)
    if (r[i] != 0)
      kc_sponge_absorb (&ctxs[i]->outer, d[i], r[i]);
}

/* Feed context CTXS[i] the LEN[i] bytes at DATA[i], for i < N, exactly
   as kc_update (CTXS[i], DATA[i], LEN[i]) would (see keccak.h).  */
void
kc_update_multi (struct kc_ctx *const *ctxs,
                 const unsigned char *const *data, const size_t *len,
                 unsigned int n)
{
  while (n > 0)
    {
      unsigned int m = n < KC_MULTI_SLICE ? n : KC_MULTI_SLICE;

      update_slice (ctxs, data, len, m);
      ctxs += m;
      data += m;
      len += m;
      n -= m;
    }
}

/* An all-zero block: absorbing it permutes a state without changing
   what the permutation sees, so absorb_multi on it is a multi-state
   permutation (the padding and squeezing steps of kc_hash_many).  */
static const unsigned char zero_block[200] = { 0 };

/* Permute the N states ST (N at most BACKEND's parallelism) with NR
   rounds at once.  */
static void
permute_multi (const struct kc_backend *b, kc_p1600_state *const *st,
               unsigned int n, unsigned int rate, unsigned int nr)
{
  const unsigned char *z[KC_MANY_MAX];
  unsigned int i;

  for (i = 0; i < n; i++)
    z[i] = zero_block;
  b->absorb_multi (b, st, z, n, (size_t) 1, rate, nr);
}

/* kc_hash_many on at most the backend's parallelism of messages of a
   sequential mode whose message is followed by the TN bytes of the
   trailer TB and the padding (kc_plain_trailer): the states start as
   TMPL's; the whole blocks of the messages are absorbed in place, as
   many at a time as the shortest message has; the rest of each
   message, the trailer and pad10*1 with the domain byte are written
   into one or two blocks of WORK->tail and absorbed the same way; then
   the outputs are squeezed together.  */
static void
hash_plain (const struct kc_ctx *tmpl, struct kc_many_work *work,
            const unsigned char *const *msg, const size_t *len,
            unsigned int n, unsigned char *out, size_t out_len,
            const unsigned char *tb, unsigned int tn)
{
  const struct kc_backend *b = tmpl->backend;
  const struct kc_p1600_ops *p = tmpl->outer.p;
  unsigned int rate = tmpl->outer.rate, nr = tmpl->outer.rounds;
  kc_p1600_state *st[KC_MANY_MAX];
  const unsigned char *d[KC_MANY_MAX];
  const unsigned char *gd[KC_MANY_MAX];
  kc_p1600_state *gs[KC_MANY_MAX];
  size_t blocks[KC_MANY_MAX];
  unsigned int tails[KC_MANY_MAX];
  unsigned int i, g, k;
  size_t done;

  for (i = 0; i < n; i++)
    {
      size_t r = len[i] % rate;
      unsigned int t = (unsigned int) r + tn;
      unsigned char *tail = work->tail[i];

      st[i] = &work->state[i];
      work->state[i] = tmpl->outer.state;
      d[i] = msg[i];
      blocks[i] = len[i] / rate;
      /* The rest of the message, the trailer, the domain byte, zeros,
         and the last bit of pad10*1, in one block or two.  */
      tails[i] = t / rate + 1;
      memcpy (tail, msg[i] + (len[i] - r), r);
      memcpy (tail + r, tb, tn);
      memset (tail + t, 0, tails[i] * rate - t);
      tail[t] = (unsigned char) tmpl->suffix;
      tail[tails[i] * rate - 1] |= 0x80;
    }

  /* The whole blocks: every call finishes at least one message.  */
  for (;;)
    {
      size_t m = 0;

      g = 0;
      for (i = 0; i < n; i++)
        if (blocks[i] != 0)
          {
            if (g == 0 || blocks[i] < m)
              m = blocks[i];
            gs[g] = st[i];
            gd[g] = d[i];
            g++;
          }
      if (g == 0)
        break;
      b->absorb_multi (b, gs, gd, g, m, rate, nr);
      for (i = 0; i < n; i++)
        if (blocks[i] != 0)
          {
            d[i] += m * rate;
            blocks[i] -= m;
          }
    }

  /* The tails: every message has a first tail block, some a second.  */
  for (k = 0; k < 2; k++)
    {
      g = 0;
      for (i = 0; i < n; i++)
        if (k < tails[i])
          {
            gs[g] = st[i];
            gd[g] = work->tail[i] + k * rate;
            g++;
          }
      if (g != 0)
        b->absorb_multi (b, gs, gd, g, (size_t) 1, rate, nr);
    }

  /* The outputs, a block of each at a time.  */
  for (done = 0;;)
    {
      unsigned int m = out_len - done < rate ? (unsigned int) (out_len - done)
                                             : rate;
      for (i = 0; i < n; i++)
        p->extract_bytes (st[i], out + i * out_len + done, 0, m);
      done += m;
      if (done == out_len)
        break;
      permute_multi (b, st, n, rate, nr);
    }
}

/* Nonzero if each of the N messages of LEN[I] bytes fits in one block
   of TMPL's outer sponge with the TN bytes of its trailer and the
   padding, and the OUT_LEN bytes of output in one block too: the case
   of the backend's one_block routine.  */
static int
one_block (const struct kc_ctx *tmpl, const size_t *len, unsigned int n,
           size_t out_len, unsigned int tn)
{
  unsigned int i;

  if (tmpl->outer.rate < out_len)
    return 0;
  for (i = 0; i < n; i++)
    if (tmpl->outer.rate - tn <= len[i])
      return 0;
  return 1;
}

/* Hash the N messages MSG[I] of LEN[I] bytes as copies of TMPL would,
   into OUT, TMPL->out_len bytes each (see keccak.h).  */
void
kc_hash_many (const struct kc_ctx *tmpl, struct kc_many_work *work,
              const unsigned char *const *msg, const size_t *len,
              unsigned int n, unsigned char *out)
{
  size_t out_len = tmpl->out_len;
  unsigned char tb[KC_ENCODE_MAX];
  unsigned int tn;
  unsigned int width = tmpl->backend->parallelism;

  if (KC_MANY_MAX < width)
    width = KC_MANY_MAX;
  if (out_len != 0 && tmpl->backend->p1600 == tmpl->outer.p
      && kc_plain_trailer (tmpl, tb, &tn))
    while (n > 0)
      {
        unsigned int m = n < width ? n : width;
        const struct kc_backend *b = tmpl->backend;

        if (one_block (tmpl, len, m, out_len, tn))
          b->one_block (b, &tmpl->outer.state, msg, len, m, tb, tn,
                        tmpl->suffix, tmpl->outer.rate, tmpl->outer.rounds,
                        out, (unsigned int) out_len);
        else
          hash_plain (tmpl, work, msg, len, m, out, out_len, tb, tn);
        msg += m;
        len += m;
        out += m * out_len;
        n -= m;
      }
  else
    for (; n > 0; n--, msg++, len++, out += out_len)
      {
        work->ctx = *tmpl;
        if (kc_info (tmpl->alg)->flags & KC_P_TUPLE)
          kc_tuple_begin (&work->ctx, kc_size_hi (*len), kc_size_lo (*len));
        kc_update (&work->ctx, *msg, *len);
        kc_final (&work->ctx, out);
      }
}

/* Zero WORK, which kc_hash_many leaves holding states derived from
   the key of a keyed mode.  */
void
kc_wipe_work (struct kc_many_work *work)
{
  volatile unsigned char *v = (volatile unsigned char *) work;
  size_t n = sizeof *work;

  while (n > 0)
    {
      *v++ = 0;
      n--;
    }
}
