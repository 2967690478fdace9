/* tree.c -- hash one file of a tree mode on several threads.

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

/* ParallelHash, KT128, KT256 and MarsupilamiFourteen hash leaves
   independently and then absorb their chaining values in order.  The
   main thread reads the file into one of two buffers while the workers
   compute the chaining values of the leaves in the other: each worker
   takes one contiguous run of at least 8 leaves, which the engine's leaf
   routine hands to its x8 (or x4) permutation.  The main thread then
   absorbs the chaining values in order (kc_tree_absorb_cvs), so the
   digest is the same for any number of threads.  Memory is two buffers
   of THREADS * RUN_BYTES and their chaining values, whatever the file's
   size.  */

#include <config.h>

#include <threads.h>

#include "system.h"
#include "ksum.h"

#include "safe-read.h"

/* Bytes a worker gets per round: 32 leaves of KT's 8 KiB.  */
enum { RUN_BYTES = 256 * 1024 };

/* The fewest leaves worth a thread of their own: the x8 permutation's
   width.  */
enum { MIN_RUN_LEAVES = 8 };

/* At most this many leaves per buffer, which bounds the chaining values
   kept for ParallelHash with tiny blocks.  */
enum { MAX_BUFFER_LEAVES = 16384 };

/* One buffer's worth of leaves and the workers' share of it.  */
struct batch
{
  unsigned char const *data;
  size_t n_leaves;
  size_t per_worker;            /* leaves of each worker's run */
  unsigned char *cvs;
};

/* The pool: its threads live as long as the process.  A generation
   counter tells workers that a new batch is there; PENDING counts the
   workers still at it.  */
static struct
{
  mtx_t lock;
  cnd_t start;
  cnd_t done;
  int n_workers;
  unsigned long int generation;
  int pending;
  struct kc_ctx const *ctx;
  struct batch batch;
} pool;

/* Compute worker I's run of the current batch.  */
static void
run_share (struct kc_ctx const *ctx, struct batch const *b, int i)
{
  size_t leaf_len;
  unsigned int cv_len;
  size_t first = i * b->per_worker;

  kc_tree_sizes (ctx, &leaf_len, &cv_len);
  if (first < b->n_leaves)
    {
      size_t n = b->n_leaves - first;
      if (b->per_worker < n)
        n = b->per_worker;
      kc_tree_cvs (ctx, b->data + first * leaf_len, n,
                   b->cvs + first * cv_len);
    }
}

/* The body of a worker thread; ARG is its index, 0 ... n_workers - 1,
   which selects its run of each batch.  The main thread does not hash:
   it reads the next buffer meanwhile.  */
static int
worker (void *arg)
{
  int i = (int) (intptr_t) arg;
  unsigned long int seen = 0;

  for (;;)
    {
      struct batch b;
      struct kc_ctx const *ctx;

      mtx_lock (&pool.lock);
      while (pool.generation == seen)
        cnd_wait (&pool.start, &pool.lock);
      seen = pool.generation;
      b = pool.batch;
      ctx = pool.ctx;
      mtx_unlock (&pool.lock);

      run_share (ctx, &b, i);

      mtx_lock (&pool.lock);
      if (--pool.pending == 0)
        cnd_signal (&pool.done);
      mtx_unlock (&pool.lock);
    }
  return 0;
}

/* Make sure N worker threads exist.  Return the number there are (fewer
   if the system refuses more).  */
static int
pool_grow (int n)
{
  if (pool.n_workers == 0
      && (mtx_init (&pool.lock, mtx_plain) != thrd_success
          || cnd_init (&pool.start) != thrd_success
          || cnd_init (&pool.done) != thrd_success))
    return 0;
  while (pool.n_workers < n)
    {
      thrd_t t;
      mtx_lock (&pool.lock);
      if (thrd_create (&t, worker, (void *) (intptr_t) pool.n_workers)
          != thrd_success)
        {
          mtx_unlock (&pool.lock);
          break;
        }
      thrd_detach (t);
      pool.n_workers++;
      mtx_unlock (&pool.lock);
    }
  return pool.n_workers;
}

/* Hand batch B of CTX to the workers.  */
static void
pool_start (struct kc_ctx const *ctx, struct batch const *b)
{
  mtx_lock (&pool.lock);
  pool.ctx = ctx;
  pool.batch = *b;
  pool.pending = pool.n_workers;
  pool.generation++;
  cnd_broadcast (&pool.start);
  mtx_unlock (&pool.lock);
}

/* Wait until the workers have finished the current batch.  */
static void
pool_wait (void)
{
  mtx_lock (&pool.lock);
  while (pool.pending != 0)
    cnd_wait (&pool.done, &pool.lock);
  mtx_unlock (&pool.lock);
}

/* Read from FD into BUF until SIZE bytes or end of file.  Set *N to the
   bytes read; return 0 or an errno value.  */
static int
fill (int fd, unsigned char *buf, size_t size, size_t *n)
{
  *n = 0;
  while (*n < size)
    {
      size_t r = safe_read (fd, buf + *n, size - *n);
      if (r == SAFE_READ_ERROR)
        return errno;
      if (r == 0)
        break;
      *n += r;
    }
  return 0;
}

/* Hash everything that can be read from FD into CTX, whose algorithm
   has leaves (kc_tree_gap (CTX) != (size_t) -1), with THREADS threads.
   Return 0 on success, else the errno value of the failed read.  */

int
hash_fd_tree (int fd, struct kc_ctx *ctx, int threads)
{
  size_t leaf_len;
  unsigned int cv_len;
  size_t buf_size, leaves_per_buf;
  unsigned char *buf[2], *cvs;
  size_t have[2];
  int cur = 0, err;

  kc_tree_sizes (ctx, &leaf_len, &cv_len);
  threads = pool_grow (threads);

  /* Each worker's run: a multiple of MIN_RUN_LEAVES leaves, about
     RUN_BYTES, and never more leaves than the CVs can hold.  */
  leaves_per_buf = RUN_BYTES / leaf_len;
  if (leaves_per_buf < MIN_RUN_LEAVES)
    leaves_per_buf = MIN_RUN_LEAVES;
  leaves_per_buf = leaves_per_buf / MIN_RUN_LEAVES * MIN_RUN_LEAVES;
  leaves_per_buf *= threads;
  if (MAX_BUFFER_LEAVES < leaves_per_buf)
    leaves_per_buf = MAX_BUFFER_LEAVES / threads / MIN_RUN_LEAVES
                     * MIN_RUN_LEAVES * threads;
  buf_size = leaves_per_buf * leaf_len;

  buf[0] = xmalloc (buf_size);
  buf[1] = xmalloc (buf_size);
  cvs = xmalloc (leaves_per_buf * cv_len);

  err = fill (fd, buf[cur], buf_size, &have[cur]);
  while (!err && have[cur] != 0)
    {
      unsigned char const *p = buf[cur];
      size_t n = have[cur];
      size_t gap = kc_tree_gap (ctx);
      struct batch b;
      bool started = false;
      int next = !cur;
      int read_err = 0;

      /* Bring CTX to a leaf boundary.  */
      if (gap != 0)
        {
          size_t k = gap < n ? gap : n;
          kc_update (ctx, p, k);
          p += k;
          n -= k;
        }

      b.data = p;
      b.n_leaves = n / leaf_len;
      b.cvs = cvs;
      b.per_worker = (b.n_leaves + threads - 1) / threads;
      b.per_worker = ((b.per_worker + MIN_RUN_LEAVES - 1) / MIN_RUN_LEAVES
                      * MIN_RUN_LEAVES);
      if (kc_tree_gap (ctx) == 0 && 1 < threads
          && 2 * MIN_RUN_LEAVES <= b.n_leaves)
        {
          pool_start (ctx, &b);
          started = true;
        }

      /* Read the next buffer while the workers hash this one; a short
         buffer was the end of the file.  */
      if (have[cur] == buf_size)
        read_err = fill (fd, buf[next], buf_size, &have[next]);
      else
        have[next] = 0;

      if (started)
        {
          pool_wait ();
          kc_tree_absorb_cvs (ctx, cvs, b.n_leaves);
          p += b.n_leaves * leaf_len;
          n -= b.n_leaves * leaf_len;
        }
      kc_update (ctx, p, n);

      err = read_err;
      cur = next;
    }

  free (cvs);
  free (buf[0]);
  free (buf[1]);
  return err;
}
