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
   independently and then absorb their chaining values in order.  A file
   is cut into runs of at least 8 leaves, which the engine's leaf routine
   hands to its x8 (or x4) permutation.  Every thread, the main one too,
   claims the next run from a queue, so a thread that is ahead or
   behind (a loaded core) never waits for the others; the main thread
   absorbs the finished runs' chaining values in order
   (kc_tree_absorb_cvs), so the digest is the same for any number of
   threads.

   A regular file is read by the threads themselves, each its own run
   with pread into a buffer of its own kept from file to file (no fresh
   pages to fault in), so that copying from the page cache (a third of
   KT128's time) is spread over the cores too.  The buffers and the
   chaining values are one block, in huge pages where the system has
   them (huge_alloc).  Anything else (a pipe) is read by the main
   thread into one of two buffers while the workers hash the other.
   Memory is bounded by a few runs per thread and their chaining
   values, whatever the file's size.  */

#include <config.h>

#include <threads.h>

#include "system.h"
#include "frontend.h"

#if HAVE_SYS_MMAN_H
# include <sys/mman.h>
#endif

/* Bytes of a run: large enough that claiming it (a lock) costs nothing,
   but the runs of all threads together stay within BATCH_BYTES.  */
enum { RUN_BYTES = 512 * 1024, BATCH_BYTES = 12 * 1024 * 1024 };

/* The fewest leaves worth a thread of their own: the x8 permutation's
   width.  */
enum { MIN_RUN_LEAVES = 8 };

/* At most this many leaves per buffer, which bounds the chaining values
   kept for ParallelHash with tiny blocks.  */
enum { MAX_BUFFER_LEAVES = 16384 };

/* In pread mode, the threads may hash runs ahead of the absorbing, as
   many as CVS_BYTES of chaining values hold (at least SLOTS_PER_THREAD
   runs per thread, at most MAX_SLOTS).  The main thread absorbs only
   between the runs it hashes itself, so this must be deep enough that
   the workers do not run out of room meanwhile and sleep.  */
enum { CVS_BYTES = 1024 * 1024, SLOTS_PER_THREAD = 3, MAX_SLOTS = 256 };

/* What a run of a job came to: the bytes it got (pread mode), any errno
   value, and whether it is finished.  */
struct slot
{
  size_t got;
  int err;
  bool done;
};

/* The runs of the current job, and the threads that hash them, which
   live as long as the process.  A job is a queue
   of runs of RUN_LEAVES leaves each; every thread, the main one too,
   claims the next run, hashes it and marks its slot done, while the
   main thread absorbs the finished runs in order.  Run K's chaining
   values go to slot K % N_SLOTS, so threads run at most N_SLOTS runs
   ahead of the absorbing: nobody waits for a batch to end, and a wake-up
   is needed only when a thread finds nothing to do.

   In pread mode (FD >= 0) a thread reads run K itself from file offset
   OFFSET + K * RUN_LEAVES * leaf_len into its own buffer BUFS[I]; the
   first short run is where the file ends, and no run after it is
   claimed.  In stream mode the N_LEAVES leaves are at DATA.  */
static struct
{
  mtx_t lock;
  cnd_t work;                   /* workers wait here for a run */
  cnd_t done;                   /* the main thread waits here */
  int n_workers;
  int idle;                     /* workers waiting on WORK */
  int busy;                     /* workers hashing a run */
  bool main_waits;              /* the main thread waits on DONE */

  unsigned char *mem;           /* the block of BUFS and CVS_MEM */
  unsigned char **bufs;         /* each thread's buffer, pread mode */
  int n_bufs;
  size_t buf_size;
  unsigned char *cvs_mem;       /* chaining values, pread mode */
  size_t cvs_size;

  struct kc_ctx const *ctx;     /* null: no job */
  size_t leaf_len;              /* its kc_tree_sizes, which read fields */
  unsigned int cv_len;          /* that the absorbing changes */
  int fd;
  off_t offset;
  unsigned char const *data;
  size_t n_leaves;
  size_t run_leaves;
  size_t n_slots;
  struct slot *slots;
  unsigned char *cvs;
  size_t next;                  /* the next run to claim */
  size_t end;                   /* no run from END on is claimed */
  size_t absorbed;              /* the runs the main thread absorbed */
} runs;

/* Whether a thread may claim a run of the current job now.  Call with
   the lock held.  */
static bool
can_claim (void)
{
  return (runs.ctx && runs.next < runs.end
          && runs.next < runs.absorbed + runs.n_slots);
}

/* Claim the next run of the current job and compute it on behalf of
   thread I (0 is the main thread), reading it first in pread mode.
   Call with the lock held, which is released meanwhile and held again
   on return.  */
static void
run_next (int i)
{
  struct kc_ctx const *ctx = runs.ctx;
  size_t k = runs.next++;
  size_t s = k % runs.n_slots;
  size_t run_leaves = runs.run_leaves;
  unsigned char *cvs;
  unsigned char const *data;
  size_t leaf_len = runs.leaf_len, got = 0, n;
  unsigned int cv_len = runs.cv_len;
  int fd = runs.fd, err = 0;

  cvs = runs.cvs + s * run_leaves * cv_len;
  if (0 <= fd)
    {
      unsigned char *buf = runs.bufs[i];
      off_t offset = runs.offset + (off_t) k * (off_t) (run_leaves
                                                        * leaf_len);
      mtx_unlock (&runs.lock);
      err = read_full (fd, buf, run_leaves * leaf_len, offset, &got);
      n = got / leaf_len;
      data = buf;
    }
  else
    {
      size_t first = k * run_leaves;
      n = runs.n_leaves - first;
      if (run_leaves < n)
        n = run_leaves;
      data = runs.data + first * leaf_len;
      mtx_unlock (&runs.lock);
    }
  if (n)
    kc_tree_cvs (ctx, data, n, cvs);

  mtx_lock (&runs.lock);
  runs.slots[s].got = got;
  runs.slots[s].err = err;
  runs.slots[s].done = true;
  if (0 <= fd && (err || got < run_leaves * leaf_len) && k + 1 < runs.end)
    runs.end = k + 1;
  if (runs.main_waits)
    cnd_signal (&runs.done);
}

/* The body of a worker thread; ARG is its index, 1 ... n_workers,
   which selects its buffer.  */
static int
run_worker (void *arg)
{
  int i = (int) (intptr_t) arg;

  mtx_lock (&runs.lock);
  for (;;)
    {
      while (!can_claim ())
        {
          runs.idle++;
          cnd_wait (&runs.work, &runs.lock);
          runs.idle--;
        }
      runs.busy++;
      run_next (i);
      runs.busy--;
    }
  return 0;
}

/* Make sure N worker threads exist besides the main thread.  Return the
   number there are (fewer if the system refuses more).  */
static int
runs_grow (int n)
{
  if (runs.n_workers == 0
      && (mtx_init (&runs.lock, mtx_plain) != thrd_success
          || cnd_init (&runs.work) != thrd_success
          || cnd_init (&runs.done) != thrd_success))
    return 0;
  while (runs.n_workers < n)
    {
      thrd_t t;
      mtx_lock (&runs.lock);
      if (thrd_create (&t, run_worker,
                       (void *) (intptr_t) (runs.n_workers + 1))
          != thrd_success)
        {
          mtx_unlock (&runs.lock);
          break;
        }
      thrd_detach (t);
      runs.n_workers++;
      mtx_unlock (&runs.lock);
    }
  return runs.n_workers;
}

/* Allocate SIZE bytes that the threads are about to fill, as
   transparent huge pages where the system has them (else as xmalloc
   would).  A fresh page costs a page fault when it is first written,
   and on the 2-core CI machines (Firecracker VMs) a fault takes 13 us
   per 4 KiB page, longer when two threads fault at once: the 1.5 MiB
   that ksum -j2 fills first cost it 7% of its wall time on 1 GiB of
   KT128.  A 2 MiB huge page is one fault of about 0.15 ms there,
   against 6.6 ms for 512 small pages.  So the block is aligned to
   2 MiB, rounded up to a multiple of it, and marked with MADV_HUGEPAGE,
   which the "madvise" setting of
   /sys/kernel/mm/transparent_hugepage/enabled asks for.  */
void *
huge_alloc (size_t size)
{
#if HAVE_POSIX_MEMALIGN && HAVE_MADVISE && defined MADV_HUGEPAGE
  enum { HUGE_PAGE = 2 * 1024 * 1024 };
  void *p;

  if (size <= SIZE_MAX - (HUGE_PAGE - 1))
    {
      size = (size + HUGE_PAGE - 1) / HUGE_PAGE * HUGE_PAGE;
      if (posix_memalign (&p, HUGE_PAGE, size) != 0)
        xalloc_die ();
      madvise (p, size, MADV_HUGEPAGE);   /* only advice: may fail */
      return p;
    }
#endif
  return xmalloc (size);
}

/* Give the main thread and each worker a buffer of at least BUF_SIZE
   bytes, and the job CVS_SIZE bytes of chaining values, for pread
   mode.  They are kept for the next file.  Call with no job running.  */
static void
runs_memory (size_t buf_size, size_t cvs_size)
{
  int i;

  if (buf_size <= runs.buf_size && cvs_size <= runs.cvs_size
      && runs.n_bufs == runs.n_workers + 1)
    return;
  free (runs.mem);
  if (buf_size < runs.buf_size)
    buf_size = runs.buf_size;
  if (cvs_size < runs.cvs_size)
    cvs_size = runs.cvs_size;
  runs.n_bufs = runs.n_workers + 1;
  runs.bufs = xnrealloc (runs.bufs, runs.n_bufs, sizeof *runs.bufs);
  /* No overflow: run_leaves and hash_fd_tree keep the runs of all
     threads near BATCH_BYTES, and the slots near CVS_BYTES.  */
  runs.mem = huge_alloc (runs.n_bufs * buf_size + cvs_size);
  for (i = 0; i < runs.n_bufs; i++)
    runs.bufs[i] = runs.mem + i * buf_size;
  runs.cvs_mem = runs.mem + runs.n_bufs * buf_size;
  runs.buf_size = buf_size;
  runs.cvs_size = cvs_size;
}

/* Start a job of CTX: runs of RUN_LEAVES leaves, with N_SLOTS SLOTS and
   their chaining values CVS; from FD at OFFSET if FD >= 0, else the
   N_LEAVES leaves at DATA.  */
static void
runs_start (struct kc_ctx const *ctx, size_t run_leaves, size_t n_slots,
            struct slot *slots, unsigned char *cvs, int fd, off_t offset,
            unsigned char const *data, size_t n_leaves)
{
  size_t i;

  for (i = 0; i < n_slots; i++)
    slots[i].done = false;
  mtx_lock (&runs.lock);
  runs.ctx = ctx;
  kc_tree_sizes (ctx, &runs.leaf_len, &runs.cv_len);
  runs.fd = fd;
  runs.offset = offset;
  runs.data = data;
  runs.n_leaves = n_leaves;
  runs.run_leaves = run_leaves;
  runs.n_slots = n_slots;
  runs.slots = slots;
  runs.cvs = cvs;
  runs.next = 0;
  runs.absorbed = 0;
  runs.end = (0 <= fd ? SIZE_MAX
              : (n_leaves + run_leaves - 1) / run_leaves);
  if (runs.idle)
    cnd_broadcast (&runs.work);
  mtx_unlock (&runs.lock);
}

/* Take part in the current job of CTX and absorb its runs in order,
   until the end of the stream's leaves, or in pread mode the first run
   that comes back short or failed.  Then wait until no worker is at the
   job and end it.  Set *GOT to the bytes absorbed (whole leaves only);
   return 0 or the errno value of the first failed run.  */
static int
runs_finish (struct kc_ctx *ctx, size_t *got)
{
  size_t leaf_len;
  unsigned int cv_len;
  int err = 0;

  kc_tree_sizes (ctx, &leaf_len, &cv_len);
  *got = 0;
  mtx_lock (&runs.lock);
  for (;;)
    {
      size_t s = runs.absorbed % runs.n_slots;
      if (runs.absorbed < runs.next && runs.slots[s].done)
        {
          struct slot *slot = &runs.slots[s];
          size_t run_size = runs.run_leaves * leaf_len;
          size_t n = (0 <= runs.fd ? slot->got
                      : (runs.absorbed + 1 < runs.end ? run_size
                         : (runs.n_leaves - runs.absorbed * runs.run_leaves)
                           * leaf_len));
          bool last = (slot->err || (0 <= runs.fd && n < run_size)
                       || runs.absorbed + 1 == runs.end);
          n = n / leaf_len;
          err = slot->err;
          mtx_unlock (&runs.lock);
          if (!err)
            {
              kc_tree_absorb_cvs (ctx, runs.cvs + s * runs.run_leaves
                                  * cv_len, n);
              *got += n * leaf_len;
            }
          mtx_lock (&runs.lock);
          slot->done = false;
          runs.absorbed++;
          if (last)
            {
              runs.end = runs.absorbed;
              break;
            }
          if (runs.idle)
            cnd_signal (&runs.work);
        }
      else if (runs.absorbed == runs.end)
        break;
      else if (can_claim ())
        run_next (0);
      else
        {
          runs.main_waits = true;
          cnd_wait (&runs.done, &runs.lock);
          runs.main_waits = false;
        }
    }
  while (runs.busy)
    {
      runs.main_waits = true;
      cnd_wait (&runs.done, &runs.lock);
      runs.main_waits = false;
    }
  runs.ctx = NULL;
  mtx_unlock (&runs.lock);
  return err;
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
   reads each buffer while the workers hash the one before, then joins
   them.  */
static int
tree_stream (int fd, struct kc_ctx *ctx, int threads)
{
  size_t leaf_len;
  unsigned int cv_len;
  size_t per_run, buf_size, n_slots;
  unsigned char *buf[2], *cvs;
  struct slot *slots;
  size_t have[2];
  int cur = 0, err;

  kc_tree_sizes (ctx, &leaf_len, &cv_len);
  per_run = run_leaves (leaf_len, threads);
  buf_size = threads * per_run * leaf_len;
  n_slots = threads;
  buf[0] = huge_alloc (buf_size);
  buf[1] = huge_alloc (buf_size);
  cvs = xnmalloc (n_slots * per_run, cv_len);
  slots = xnmalloc (n_slots, sizeof *slots);

  err = read_full (fd, buf[cur], buf_size, -1, &have[cur]);
  while (!err && have[cur] != 0)
    {
      unsigned char *p = buf[cur];
      size_t n = have[cur];
      size_t gap = kc_tree_gap (ctx);
      size_t n_leaves;
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

      n_leaves = n / leaf_len;
      if (kc_tree_gap (ctx) == 0 && 2 * MIN_RUN_LEAVES <= n_leaves)
        {
          runs_start (ctx, per_run, n_slots, slots, cvs, -1, 0, p,
                      n_leaves);
          started = true;
        }

      /* Read the next buffer meanwhile (a short buffer was the end of
         the file), then help hash this one.  */
      if (have[cur] == buf_size)
        read_err = read_full (fd, buf[next], buf_size, -1, &have[next]);
      else
        have[next] = 0;

      if (started)
        {
          size_t got;
          runs_finish (ctx, &got);
          p += got;
          n -= got;
        }
      kc_update (ctx, p, n);

      err = read_err;
      cur = next;
    }

  free (slots);
  free (cvs);
  free (buf[0]);
  free (buf[1]);
  return err;
}

/* Pread mode of hash_fd_tree: FD is a regular file whose data start at
   OFFSET.  The main thread reads the bytes up to a leaf boundary
   itself, then every thread reads and hashes runs of whole leaves, and
   the main thread absorbs their chaining values in order.  A run that
   comes back short is where the file ends; the main thread reads the
   rest (the partial leaf, or what the file grew by meanwhile) and
   hashes it on its own.  On success leave the file offset at the end
   of what was hashed, as reading would.  */
static int
tree_pread (int fd, off_t offset, struct kc_ctx *ctx, int threads)
{
  size_t leaf_len;
  unsigned int cv_len;
  size_t per_run, run_size, n_slots, n, got;
  unsigned char *buf, *cvs;
  struct slot *slots;
  size_t gap;
  int err = 0;

  kc_tree_sizes (ctx, &leaf_len, &cv_len);
  per_run = run_leaves (leaf_len, threads);
  run_size = per_run * leaf_len;
  n_slots = CVS_BYTES / (per_run * cv_len);
  if (MAX_SLOTS < n_slots)
    n_slots = MAX_SLOTS;
  if (n_slots < SLOTS_PER_THREAD * threads)
    n_slots = SLOTS_PER_THREAD * threads;
  runs_memory (run_size, n_slots * per_run * cv_len);
  buf = runs.bufs[0];
  cvs = runs.cvs_mem;
  slots = xnmalloc (n_slots, sizeof *slots);

  gap = kc_tree_gap (ctx);
  while (gap != 0)
    {
      size_t want = gap < run_size ? gap : run_size;
      err = read_full (fd, buf, want, offset, &n);
      if (err)
        goto done;
      kc_update (ctx, buf, n);
      offset += n;
      if (n < want)
        goto done;
      gap -= n;
    }

  runs_start (ctx, per_run, n_slots, slots, cvs, fd, offset, NULL, 0);
  err = runs_finish (ctx, &got);
  offset += got;

  while (!err)
    {
      err = read_full (fd, buf, run_size, offset, &n);
      if (err || n == 0)
        break;
      kc_update (ctx, buf, n);
      offset += n;
    }

 done:
  if (!err && lseek (fd, offset, SEEK_SET) < 0)
    err = errno;
  free (slots);
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
    threads = runs_grow (threads - 1) + 1;
  else
    threads = 1;
  if (threads < 2)
    return hash_stream (fd, ctx);
  if (fstat (fd, &st) == 0 && S_ISREG (st.st_mode)
      && 0 <= (offset = lseek (fd, 0, SEEK_CUR)))
    return tree_pread (fd, offset, ctx, threads);
  return tree_stream (fd, ctx, threads);
}
