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
   independently and then absorb their chaining values in order.  Each
   worker takes one contiguous run of at least 8 leaves per batch, which
   the engine's leaf routine hands to its x8 (or x4) permutation; the
   main thread then absorbs the chaining values in order
   (kc_tree_absorb_cvs), so the digest is the same for any number of
   threads.

   A regular file is read by the workers themselves, each its own run
   with pread, so that copying from the page cache (a third of KT128's
   time) is spread over the cores too.  Anything else (a pipe) is read
   by the main thread into one of two buffers while the workers hash the
   other.  Memory is bounded by a few runs per thread and their chaining
   values, whatever the file's size.  */

#include <config.h>

#include <threads.h>

#include "system.h"
#include "ksum.h"

#include "safe-read.h"

/* Bytes a worker gets per batch: large, since each batch costs a wake-up
   of every worker, but all the runs of a batch together stay within
   BATCH_BYTES (peak memory is about that much).  */
enum { RUN_BYTES = 512 * 1024, BATCH_BYTES = 12 * 1024 * 1024 };

/* The fewest leaves worth a thread of their own: the x8 permutation's
   width.  */
enum { MIN_RUN_LEAVES = 8 };

/* At most this many leaves per buffer, which bounds the chaining values
   kept for ParallelHash with tiny blocks.  */
enum { MAX_BUFFER_LEAVES = 16384 };

/* One batch of leaves and the workers' share of it.  Worker I's run
   starts at leaf I * PER_WORKER, its chaining values at CVS + I *
   PER_WORKER * cv_len.  In stream mode (FD < 0) the N_LEAVES leaves are
   at DATA.  In pread mode worker I reads its run itself, into DATA + I *
   PER_WORKER * leaf_len from file offset OFFSET + the same, and reports
   the bytes it got in GOT[I] and any errno value in ERR[I].  */
struct batch
{
  unsigned char *data;
  size_t n_leaves;
  size_t per_worker;
  unsigned char *cvs;
  int fd;
  off_t offset;
  size_t *got;
  int *err;
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

/* Read into BUF up to SIZE bytes of FD at OFFSET, stopping only at end
   of file.  Set *N to the bytes read; return 0 or an errno value.  */
static int
pread_full (int fd, unsigned char *buf, size_t size, off_t offset, size_t *n)
{
  *n = 0;
  while (*n < size)
    {
      ssize_t r = pread (fd, buf + *n, size - *n, offset + *n);
      if (r < 0)
        {
          if (errno == EINTR)
            continue;
          return errno;
        }
      if (r == 0)
        break;
      progress_add (r);
      *n += r;
    }
  return 0;
}

/* Compute worker I's run of the batch B of CTX, reading it first in
   pread mode.  */
static void
run_share (struct kc_ctx const *ctx, struct batch const *b, int i)
{
  size_t leaf_len;
  unsigned int cv_len;
  size_t first = i * b->per_worker;
  size_t n;

  kc_tree_sizes (ctx, &leaf_len, &cv_len);
  if (0 <= b->fd)
    {
      size_t got;
      b->err[i] = pread_full (b->fd, b->data + first * leaf_len,
                              b->per_worker * leaf_len,
                              b->offset + (off_t) (first * leaf_len), &got);
      b->got[i] = got;
      n = got / leaf_len;
    }
  else
    {
      if (b->n_leaves <= first)
        return;
      n = b->n_leaves - first;
      if (b->per_worker < n)
        n = b->per_worker;
    }
  if (n)
    kc_tree_cvs (ctx, b->data + first * leaf_len, n,
                 b->cvs + first * cv_len);
}

/* The body of a worker thread; ARG is its index, 1 ... n_workers,
   which selects its run of each batch.  Run 0 is the main thread's.  */
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

/* Make sure N worker threads exist besides the main thread.  Return the
   number there are (fewer if the system refuses more).  */
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
      if (thrd_create (&t, worker, (void *) (intptr_t) (pool.n_workers + 1))
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
      progress_add (r);
      *n += r;
    }
  return 0;
}

/* The leaves of each worker's run: about RUN_BYTES, a multiple of
   MIN_RUN_LEAVES, and few enough that THREADS runs of chaining values
   stay within MAX_BUFFER_LEAVES.  */
static size_t
run_leaves (size_t leaf_len, int threads)
{
  size_t run = RUN_BYTES < BATCH_BYTES / threads ? RUN_BYTES
               : BATCH_BYTES / threads;
  size_t n = run / leaf_len;

  if (MAX_BUFFER_LEAVES / threads < n)
    n = MAX_BUFFER_LEAVES / threads;
  n = n / MIN_RUN_LEAVES * MIN_RUN_LEAVES;
  return n < MIN_RUN_LEAVES ? MIN_RUN_LEAVES : n;
}

/* Stream mode of hash_fd_tree: FD is not seekable.  The main thread
   reads each buffer while the workers hash the one before.  */
static int
hash_stream (int fd, struct kc_ctx *ctx, int threads)
{
  size_t leaf_len;
  unsigned int cv_len;
  size_t per_worker, buf_size;
  unsigned char *buf[2], *cvs;
  size_t have[2];
  int cur = 0, err;

  kc_tree_sizes (ctx, &leaf_len, &cv_len);
  per_worker = run_leaves (leaf_len, threads);
  buf_size = threads * per_worker * leaf_len;
  buf[0] = xmalloc (buf_size);
  buf[1] = xmalloc (buf_size);
  cvs = xmalloc (threads * per_worker * cv_len);

  err = fill (fd, buf[cur], buf_size, &have[cur]);
  while (!err && have[cur] != 0)
    {
      unsigned char *p = buf[cur];
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
      b.fd = -1;
      b.per_worker = (b.n_leaves + threads - 1) / threads;
      b.per_worker = ((b.per_worker + MIN_RUN_LEAVES - 1) / MIN_RUN_LEAVES
                      * MIN_RUN_LEAVES);
      if (kc_tree_gap (ctx) == 0 && 2 * MIN_RUN_LEAVES <= b.n_leaves)
        {
          pool_start (ctx, &b);
          started = true;
        }

      /* Read the next buffer meanwhile (a short buffer was the end of
         the file), then hash run 0.  */
      if (have[cur] == buf_size)
        read_err = fill (fd, buf[next], buf_size, &have[next]);
      else
        have[next] = 0;

      if (started)
        {
          run_share (ctx, &b, 0);
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

/* Pread mode of hash_fd_tree: FD is a regular file whose data start at
   OFFSET.  Each batch, every worker reads and hashes its own run; the
   main thread absorbs the chaining values and any partial leaf, in
   order, and reads the bytes up to a leaf boundary itself.  A run that
   comes back short is where the file ends (or ended, if it grows: the
   next batch starts there).  On success leave the file offset at the
   end of what was hashed, as reading would.  */
static int
hash_pread (int fd, off_t offset, struct kc_ctx *ctx, int threads)
{
  size_t leaf_len;
  unsigned int cv_len;
  size_t per_worker, run_size, *got;
  unsigned char *buf, *cvs;
  int *errs, err = 0;

  kc_tree_sizes (ctx, &leaf_len, &cv_len);
  per_worker = run_leaves (leaf_len, threads);
  run_size = per_worker * leaf_len;
  buf = xmalloc (threads * run_size);
  cvs = xmalloc (threads * per_worker * cv_len);
  got = xnmalloc (threads, sizeof *got);
  errs = xnmalloc (threads, sizeof *errs);

  for (;;)
    {
      size_t gap = kc_tree_gap (ctx), total = 0;
      struct batch b;
      int i;

      if (gap != 0)
        {
          size_t n, want = gap < run_size ? gap : run_size;
          err = pread_full (fd, buf, want, offset, &n);
          if (err)
            break;
          kc_update (ctx, buf, n);
          offset += n;
          if (n < want)
            break;
          continue;
        }

      b.data = buf;
      b.n_leaves = 0;
      b.per_worker = per_worker;
      b.cvs = cvs;
      b.fd = fd;
      b.offset = offset;
      b.got = got;
      b.err = errs;
      pool_start (ctx, &b);
      run_share (ctx, &b, 0);
      pool_wait ();

      for (i = 0; i < threads; i++)
        {
          size_t leaves = got[i] / leaf_len;

          if (errs[i])
            {
              err = errs[i];
              break;
            }
          kc_tree_absorb_cvs (ctx, cvs + i * per_worker * cv_len, leaves);
          kc_update (ctx, buf + i * run_size + leaves * leaf_len,
                     got[i] - leaves * leaf_len);
          offset += got[i];
          total += got[i];
          if (got[i] < run_size)
            break;
        }
      if (err || total == 0)
        break;
    }

  if (!err && lseek (fd, offset, SEEK_SET) < 0)
    err = errno;
  free (errs);
  free (got);
  free (cvs);
  free (buf);
  return err;
}

/* Hash everything that can be read from FD into CTX, whose algorithm
   has leaves (kc_tree_gap (CTX) != (size_t) -1), with THREADS threads.
   Return 0 on success, else the errno value of the failed read.  */

int
hash_fd_tree (int fd, struct kc_ctx *ctx, int threads)
{
  struct stat st;
  off_t offset;

  size_t leaf_len;
  unsigned int cv_len;

  /* Leaves so large that MIN_RUN_LEAVES of them per thread would not fit
     in BATCH_BYTES (ParallelHash with a huge -B) gain nothing from
     threads, and buffering them could need more memory than exists:
     stream them.  Likewise when no threads are to be had.  */
  kc_tree_sizes (ctx, &leaf_len, &cv_len);
  if (leaf_len <= BATCH_BYTES / MIN_RUN_LEAVES / threads)
    threads = pool_grow (threads - 1) + 1;
  else
    threads = 1;
  if (threads < 2)
    {
      unsigned char *buf = xmalloc (RUN_BYTES);
      size_t n;
      int err;
      while (! (err = fill (fd, buf, RUN_BYTES, &n)) && n)
        kc_update (ctx, buf, n);
      free (buf);
      return err;
    }
  if (fstat (fd, &st) == 0 && S_ISREG (st.st_mode)
      && 0 <= (offset = lseek (fd, 0, SEEK_CUR)))
    return hash_pread (fd, offset, ctx, threads);
  return hash_stream (fd, ctx, threads);
}
