/* selftest.c -- ksum --selftest: known answers on every backend.

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

/* For packagers and for users who doubt a build: every algorithm's
   values from the standards, on every backend of kc_backends[] that
   this CPU may run (not only the one ksum would choose), computed three
   ways -- whole, in uneven pieces with the output read in two parts,
   and for the tree modes with the leaves hashed on several threads
   through kc_tree_cvs.  The cases are those of the .kat files of
   tests/kat, which build-aux/gen-kat-cases makes into a table at build
   time; the messages are generated at run time from their ptn:/rep:
   descriptions, so the table stays small.  */

#include <config.h>

#include <threads.h>

#include "system.h"
#include "frontend.h"
#include "cpu.h"
#include "selftest.h"

/* The cases: every case of the .kat files of tests/kat, made into a
   table at build time by build-aux/gen-kat-cases.  */
#include "kat-cases.h"

/* Cases whose message is longer than this are left out (RFC 9861's
   ptn(17**5) and ptn(17**6), 1.4 and 24 MB, and M14's ptn(17**5)):
   ptn(17**4), 83521 bytes, already spans 11 leaves, and
   tests/engine/test-kat runs every case.  */
enum { SELFTEST_MAX_MSG = 1 << 20 };

/* Threads for the tree modes: more than one leaf each for the longer
   messages, and an odd number so that the shares are uneven.  */
enum { TREE_THREADS = 3 };

/* The most leaves handed to the threads at once (bounds CVS below).  */
enum { TREE_BATCH = 48 };

/* A case made ready to run: its byte strings are allocated.  */
struct st_case
{
  enum kc_alg alg;
  unsigned char **msg;
  size_t *msg_len;
  int n_msgs;
  unsigned char *key, *custom, *function;
  struct kc_params params;
  size_t len, skip;
  unsigned char const *out;
};

/* Return the bytes of the value V, in a new buffer of V->len bytes
   (one at least).  */

static unsigned char *
expand (struct kat_value const *v)
{
  unsigned char *p = xmalloc (v->len + 1);
  size_t i;

  if (v->kind == 'b')
    memcpy (p, v->bytes, v->len);
  else if (v->kind == 'r')
    memset (p, v->fill, v->len);
  else
    for (i = 0; i < v->len; i++)
      p[i] = i % 251;
  return p;
}

/* Return the algorithm whose kc_info name is NAME, or KC_ALG_COUNT.  */

static enum kc_alg
alg_named (char const *name)
{
  int a;

  for (a = 0; a < KC_ALG_COUNT; a++)
    if (STREQ (kc_info (a)->name, name))
      return a;
  return KC_ALG_COUNT;
}

/* Free the buffers of C.  */

static void
free_case (struct st_case *c)
{
  int i;

  for (i = 0; i < c->n_msgs; i++)
    free (c->msg[i]);
  free (c->msg);
  free (c->msg_len);
  free (c->key);
  free (c->custom);
  free (c->function);
  memset (c, 0, sizeof *c);
}

/* Make the table's case K ready to run in C.  Return false if the
   engine does not take it (a mistake in the table, counted as a
   failure).  */

static bool
load_case (struct kat_case const *k, struct st_case *c)
{
  int i;

  memset (c, 0, sizeof *c);
  c->alg = alg_named (k->alg);
  if (c->alg == KC_ALG_COUNT)
    return false;
  c->msg = xnmalloc (k->n_msgs + 1, sizeof *c->msg);
  c->msg_len = xnmalloc (k->n_msgs + 1, sizeof *c->msg_len);
  for (i = 0; i < k->n_msgs; i++)
    {
      c->msg[i] = expand (&k->msg[i]);
      c->msg_len[i] = k->msg[i].len;
    }
  c->n_msgs = k->n_msgs;
  if (c->n_msgs == 0 && !(kc_info (c->alg)->flags & KC_P_TUPLE))
    {
      /* No msg= is the empty message.  */
      c->msg[0] = xmalloc (1);
      c->msg_len[0] = 0;
      c->n_msgs = 1;
    }
  kc_params_default (&c->params, c->alg);
  if (k->key)
    {
      c->params.key = c->key = expand (k->key);
      c->params.key_len = k->key->len;
    }
  if (k->custom)
    {
      c->params.custom = c->custom = expand (k->custom);
      c->params.custom_len = k->custom->len;
    }
  if (k->function)
    {
      c->params.function = c->function = expand (k->function);
      c->params.function_len = k->function->len;
    }
  if (k->block_size)
    c->params.block_lo = k->block_size;
  if (k->domain)
    c->params.domain = k->domain;
  c->params.xof = k->xof != 0;
  c->len = k->len;
  c->skip = k->skip;
  c->out = k->out;
  c->params.out_len = c->skip + c->len;
  if (c->n_msgs != 1 && !(kc_info (c->alg)->flags & KC_P_TUPLE))
    return false;
  return kc_params_check (&c->params, c->alg) == 0;
}

/* Return the message bytes of the table's case K.  */

static size_t
message_size (struct kat_case const *k)
{
  size_t n = 0;
  int i;

  for (i = 0; i < k->n_msgs; i++)
    n += k->msg[i].len;
  return n;
}

/* Feed the message of C into CTX in one kc_update per string (and
   kc_tuple_begin before each string of a tuple).  With PIECES, split
   each string into pieces of 1, 2, 3, ... bytes (up to 211, then over
   again), which crosses every block boundary at changing offsets.  */

static void
feed (struct kc_ctx *ctx, struct st_case const *c, bool pieces)
{
  bool tuple = (kc_info (c->alg)->flags & KC_P_TUPLE) != 0;
  int i;

  for (i = 0; i < c->n_msgs; i++)
    {
      size_t done = 0, step = 1;

      if (tuple)
        kc_tuple_begin (ctx, (kc_u32) (c->msg_len[i] >> 31 >> 1),
                        (kc_u32) (c->msg_len[i] & 0xffffffff));
      if (!pieces)
        {
          kc_update (ctx, c->msg[i], c->msg_len[i]);
          continue;
        }
      while (done < c->msg_len[i])
        {
          size_t n = c->msg_len[i] - done < step ? c->msg_len[i] - done : step;
          kc_update (ctx, c->msg[i] + done, n);
          done += n;
          step = step % 211 + 1;
        }
    }
}

/* One share of a tree batch, for a thread.  */
struct tree_job
{
  struct kc_ctx const *ctx;
  unsigned char const *in;
  size_t n_leaves;
  unsigned char *cv;
};

static int
tree_job_run (void *arg)
{
  struct tree_job *j = arg;
  kc_tree_cvs (j->ctx, j->in, j->n_leaves, j->cv);
  return 0;
}

/* Feed the single string MSG of LEN bytes into CTX, a tree mode, with
   the whole leaves hashed by TREE_THREADS threads through kc_tree_cvs
   and absorbed in order with kc_tree_absorb_cvs, as src/cli/tree.c does
   for a file.  A thread that cannot be created is done here instead.  */

static void
feed_tree (struct kc_ctx *ctx, unsigned char const *msg, size_t len)
{
  unsigned char cvs[TREE_BATCH * 64];

  while (len != 0)
    {
      size_t gap = kc_tree_gap (ctx);
      size_t leaf_len, n, per;
      unsigned int cv_len;
      struct tree_job job[TREE_THREADS];
      thrd_t thr[TREE_THREADS];
      bool started[TREE_THREADS];
      int t;

      if (gap != 0)
        {
          size_t k = gap < len ? gap : len;
          kc_update (ctx, msg, k);
          msg += k;
          len -= k;
          continue;
        }
      kc_tree_sizes (ctx, &leaf_len, &cv_len);
      n = len / leaf_len;
      if (n == 0 || 64 < cv_len)
        {
          kc_update (ctx, msg, len);
          return;
        }
      if (TREE_BATCH < n)
        n = TREE_BATCH;
      per = (n + TREE_THREADS - 1) / TREE_THREADS;
      for (t = 0; t < TREE_THREADS; t++)
        {
          size_t first = t * per;
          job[t].ctx = ctx;
          job[t].in = msg + first * leaf_len;
          job[t].n_leaves = first < n ? (n - first < per ? n - first : per)
                                      : 0;
          job[t].cv = cvs + first * cv_len;
          started[t] = (job[t].n_leaves != 0
                        && thrd_create (&thr[t], tree_job_run, &job[t])
                           == thrd_success);
          if (!started[t] && job[t].n_leaves != 0)
            tree_job_run (&job[t]);
        }
      for (t = 0; t < TREE_THREADS; t++)
        if (started[t])
          thrd_join (thr[t], NULL);
      kc_tree_absorb_cvs (ctx, cvs, n);
      msg += n * leaf_len;
      len -= n * leaf_len;
    }
}

/* The ways a case is computed.  */
enum way { WAY_WHOLE, WAY_PIECES, WAY_THREADS };
static char const *const way_name[] = { "whole", "pieces", "threads" };

/* Compute case C on BACKEND in the way WAY into BUF (skip + len bytes)
   and return true if the last len bytes are the known answer.  */

static bool
run_case (struct st_case const *c, struct kc_backend const *backend,
          enum way way, unsigned char *buf)
{
  struct kc_ctx ctx;
  size_t total = c->skip + c->len;

  kc_init (&ctx, backend, c->alg, &c->params);
  if (way == WAY_THREADS)
    feed_tree (&ctx, c->msg[0], c->msg_len[0]);
  else
    feed (&ctx, c, way == WAY_PIECES);
  if (way == WAY_PIECES)
    {
      /* One output stream: final without output, then squeeze one
         byte and the rest.  */
      kc_final (&ctx, NULL);
      kc_squeeze (&ctx, buf, 1);
      kc_squeeze (&ctx, buf + 1, total - 1);
    }
  else
    kc_final (&ctx, buf);
  kc_wipe (&ctx);
  return memcmp (buf + c->skip, c->out, c->len) == 0;
}

/* Whether BACKEND may run here: every row that kc_backend_for gives for
   some subset of this CPU's features, and every row it never gives for
   any features (the portable ones that are not its default).  */

static bool
backend_runs (struct kc_backend const *backend, unsigned int features)
{
  unsigned int all = KC_CPU_ALL;
  unsigned int s;
  bool gated = false;

  for (s = 0; s <= all; s++)
    if (kc_backend_for (s) == backend)
      {
        if ((s & ~features) == 0)
          return true;
        gated = true;
      }
  return !gated;
}

int
ksum_selftest (void)
{
  unsigned int features = ksum_cpu_features ();
  unsigned long int total_passed = 0, total_failed = 0;
  size_t b;

  for (b = 0; kc_backends[b]; b++)
    {
      struct kc_backend const *backend = kc_backends[b];
      unsigned long int passed = 0, failed = 0;
      size_t i;

      if (!backend_runs (backend, features))
        {
          printf (_("%s: skipped: not usable on this CPU"
                    " (or GLIBC_TUNABLES)\n"), backend->name);
          continue;
        }

      for (i = 0; i < KAT_N_CASES; i++)
        {
          struct kat_case const *k = &kat_cases[i];
          struct st_case c;
          unsigned char *buf;
          int way;

          if (SELFTEST_MAX_MSG < message_size (k))
            continue;
          if (!load_case (k, &c))
            {
              fprintf (stderr, _("%s: %s:%u: invalid test case\n"),
                       backend->name, k->file, k->line);
              free_case (&c);
              failed++;
              continue;
            }
          buf = xmalloc (c.skip + c.len);
          for (way = WAY_WHOLE; way <= WAY_THREADS; way++)
            {
              if (way == WAY_THREADS
                  && (c.n_msgs != 1 || kc_info (c.alg)->flags & KC_P_TUPLE))
                continue;
              if (way == WAY_THREADS)
                {
                  struct kc_ctx probe;
                  bool tree;
                  kc_init (&probe, backend, c.alg, &c.params);
                  tree = kc_tree_gap (&probe) != (size_t) -1;
                  kc_wipe (&probe);
                  if (!tree)
                    continue;
                }
              if (run_case (&c, backend, way, buf))
                passed++;
              else
                {
                  fprintf (stderr, _("%s: %s:%u (%s, %s): FAILED\n"),
                           backend->name, k->file, k->line,
                           kc_info (c.alg)->name, way_name[way]);
                  failed++;
                }
            }
          free (buf);
          free_case (&c);
        }

      printf (_("%s: %lu passed, %lu failed\n"), backend->name, passed,
              failed);
      total_passed += passed;
      total_failed += failed;
    }

  printf (_("%lu passed, %lu failed\n"), total_passed, total_failed);
  return total_failed != 0;
}
