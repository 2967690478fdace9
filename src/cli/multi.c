/* multi.c -- hash many files at once: an ordered pool of jobs, several
   files per thread through the engine's multi-state permutation.

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

/* Both ways of naming files, operands and the lines of a check file,
   become a stream of jobs: the main thread takes each from a source (a
   callback), and hands the finished ones, in the order they came, to a
   sink that prints.  Between the two, worker threads hash them.

   The sequential modes hash one block after another, so one file
   cannot use the x4 or x8 permutation; several files can
   (kc_update_multi).  Each worker keeps up to LANES files open, one per
   lane, each with its own read buffer; every round it reads the next
   piece of each and absorbs the pieces together.  A file that ends
   gives its lane to the next unclaimed job.  Tree-mode files use the
   permutation within themselves; workers hash them one at a time,
   except large ones, which the main thread splits across every thread
   (tree.c).

   The sink gets a job once it and every job before it are done, so
   the output is the output of the sequential loop, in the same order
   and with the same words.  Jobs that are not regular files (standard
   input, pipes, directories, missing or unreadable names) and large
   tree-mode files are left to the main thread, which runs digest_file
   on them at their place, from the sink: so their diagnostics come
   from the very code of the sequential run.  The main thread takes at
   most WINDOW jobs (and about HELD_MAX bytes of them) ahead of the
   sink, which bounds memory whatever the number of files.

   With no workers (one thread and no multi-state permutation, one job,
   or KSUM_MULTI=0) the same loop runs every job in the sink: the
   sequential loop.  */

#include <config.h>

#include <threads.h>

#include "system.h"
#include "ksum.h"

#include "safe-read.h"

/* The most a lane reads at once (at least 128 KiB per
   read: smaller reads cost measurably more system time); rounded down to a multiple of the rate, so that
   the pieces of a file stay block-aligned and all of their blocks go
   through the parallel permutation.  */
enum { LANE_IO = 256 * 1024 };

/* A tree-mode file at least this large is split across the threads by
   the main thread instead of going to one worker.  */
enum { TREE_SPLIT = 16 * 1024 * 1024 };

/* The bytes of digests and source text held ahead of the sink.  */
enum { HELD_MAX = 8 * 1024 * 1024 };

/* A slot keeps a text buffer up to this size for the next job; a larger
   one (a long check line) is given back once its job is done, so that
   memory follows the lines in flight, not the longest line times the
   slots.  */
enum { TEXT_KEPT_MAX = 64 * 1024 };

/* One file being hashed by a worker.  */
struct lane
{
  struct kc_ctx ctx;
  unsigned char *buf;
  int fd;
  struct ksum_job *job;         /* null: the lane is free */
  size_t io;                    /* bytes per read */
  bool tuple;
  uintmax_t left;               /* TupleHash: bytes still expected */
};

/* The state shared by the main thread and the workers, under LOCK.  */
static struct
{
  mtx_t lock;
  cnd_t done;                   /* a job was finished */
  cnd_t work;                   /* a job was queued, or the end came */
  struct ksum_job *jobs;        /* a ring of WINDOW slots */
  size_t *held;                 /* the bytes each slot holds */
  int window;
  unsigned long int queued;     /* jobs taken from the source so far */
  unsigned long int next;       /* the first job no worker looked at */
  bool end;                     /* the source has no more */
  struct ksum_settings const *s;  /* the run's settings */
  unsigned int lanes;           /* files per worker, at most */
  unsigned int min_lanes;       /* ... and as few as is still as fast */
  int workers;                  /* running */
  int planned;                  /* running or still to start */
  unsigned long int busy;       /* jobs claimed and not finished */
} m;

static struct ksum_job *
job_of (unsigned long int i)
{
  return &m.jobs[i % m.window];
}

/* The main thread's locking: none when no worker runs.  */
static void
main_lock (void)
{
  if (m.workers)
    mtx_lock (&m.lock);
}

static void
main_unlock (void)
{
  if (m.workers)
    mtx_unlock (&m.lock);
}

/* Claim the next job for a worker that has ACTIVE files open, waiting
   for one if it has none.  Return it, or a null pointer if there is none
   now or the worker has its share (and *ALL_GONE tells whether there
   will never be one).  The share: the jobs in hand divided among the
   workers, but at least MIN_LANES (a multi-state permutation costs
   about the same for fewer states), so that a few files are spread
   across the threads and many fill every lane.  */
static struct ksum_job *
claim (unsigned int active, bool *all_gone)
{
  struct ksum_job *job = NULL;

  mtx_lock (&m.lock);
  for (;;)
    {
      while (m.next < m.queued && job_of (m.next)->outcome != KSUM_QUEUED)
        m.next++;
      if (m.next < m.queued || m.end || active)
        break;
      cnd_wait (&m.work, &m.lock);
    }
  if (m.next < m.queued)
    {
      unsigned long int share = ((m.busy + m.queued - m.next + m.planned - 1)
                                 / m.planned);
      if (active < share || active < m.min_lanes)
        {
          job = job_of (m.next++);
          job->outcome = KSUM_PENDING;
          m.busy++;
        }
    }
  *all_gone = m.end && m.queued <= m.next;
  mtx_unlock (&m.lock);
  return job;
}

/* Record OUTCOME (and ERR) for JOB, whose digest, if any, is already
   in place.  */
static void
finish (struct ksum_job *job, enum ksum_outcome outcome, int err)
{
  mtx_lock (&m.lock);
  job->err = err;
  job->outcome = outcome;
  m.busy--;
  cnd_signal (&m.done);
  mtx_unlock (&m.lock);
}

/* Open JOB's file into lane L if it is a regular file that a worker
   should hash; else leave it to the main thread.  Return true if L now
   holds it.  */
static bool
start (struct lane *l, struct ksum_job *job)
{
  struct kc_params params = job->params ? *job->params : m.s->params;
  struct stat st;
  bool tree = (kc_info (job->alg)->flags & KC_P_TREE) != 0;
  int fd;

  if (STREQ (job->file, "-") || stat (job->file, &st) != 0
      || !S_ISREG (st.st_mode)
      || (tree && 1 < m.s->threads && TREE_SPLIT <= st.st_size)
      || (fd = open (job->file, O_RDONLY | O_BINARY)) < 0)
    {
      finish (job, KSUM_DEFERRED, 0);
      return false;
    }
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode))
    {
      close (fd);
      finish (job, KSUM_DEFERRED, 0);
      return false;
    }
#ifdef POSIX_FADV_SEQUENTIAL
  posix_fadvise (fd, 0, 0, POSIX_FADV_SEQUENTIAL);
#endif
  params.out_len = job->out_len;
  kc_init (&l->ctx, m.s->backend, job->alg, &params);
  l->tuple = (kc_info (job->alg)->flags & KC_P_TUPLE) != 0;
  l->io = tree ? LANE_IO : LANE_IO - LANE_IO % kc_info (job->alg)->rate;
  if (l->tuple)
    {
      /* As hash_tuple_element in digest.c: the element's length is the
         size, and a file that does not keep it is an error.  */
      uintmax_t length = st.st_size;
      kc_tuple_begin (&l->ctx, (kc_u32) (length >> 31 >> 1),
                      (kc_u32) (length & 0xffffffff));
      l->left = length;
    }
  l->fd = fd;
  l->job = job;
  return true;
}

/* End the file of lane L with OUTCOME and ERR (0 if all was read).  */
static void
stop (struct lane *l, enum ksum_outcome outcome, int err)
{
  if (close (l->fd) != 0 && outcome == KSUM_DIGESTED)
    {
      outcome = KSUM_READ_FAILED;
      err = errno;
    }
  if (outcome == KSUM_DIGESTED)
    kc_final (&l->ctx, l->job->digest, l->job->out_len);
  kc_wipe (&l->ctx);
  finish (l->job, outcome, err);
  l->job = NULL;
}

/* A worker: keeps its lanes filled with jobs and absorbs one piece of
   each per round, until no job is left.  */
static int
worker (void *arg)
{
  unsigned int n = m.lanes, i, k;
  struct lane *lanes = xnmalloc (n, sizeof *lanes);
  struct kc_ctx **ctxs = xnmalloc (n, sizeof *ctxs);
  unsigned char const **data = xnmalloc (n, sizeof *data);
  size_t *len = xnmalloc (n, sizeof *len);
  bool all_gone = false;

  (void) arg;
  for (i = 0; i < n; i++)
    {
      lanes[i].buf = xmalloc (LANE_IO);
      lanes[i].job = NULL;
    }

  for (;;)
    {
      unsigned int active = 0;

      for (i = 0; i < n; i++)
        active += lanes[i].job != NULL;
      for (i = 0; i < n && !all_gone; i++)
        while (!lanes[i].job && !all_gone)
          {
            struct ksum_job *job = claim (active, &all_gone);
            if (!job)
              goto claimed;
            active += start (&lanes[i], job);
          }
    claimed:
      if (active == 0)
        {
          if (all_gone)
            break;
          continue;
        }

      k = 0;
      for (i = 0; i < n; i++)
        {
          struct lane *l = &lanes[i];
          size_t want, got;

          if (!l->job)
            continue;
          want = l->io;
          if (l->tuple && l->left < want)
            want = l->left;
          got = safe_read (l->fd, l->buf, want ? want : 1);
          if (got == SAFE_READ_ERROR)
            stop (l, KSUM_READ_FAILED, errno);
          else if (l->tuple && (want == 0 || got == 0))
            stop (l, want == 0 && got == 0 ? KSUM_DIGESTED
                                          : KSUM_CHANGED_SIZE, 0);
          else if (got == 0)
            stop (l, KSUM_DIGESTED, 0);
          else
            {
              if (l->tuple)
                l->left -= got;
              progress_add (got);
              ctxs[k] = &l->ctx;
              data[k] = l->buf;
              len[k] = got;
              k++;
            }
        }
      kc_update_multi (ctxs, data, len, k);
    }

  for (i = 0; i < n; i++)
    free (lanes[i].buf);
  free (lanes);
  free (ctxs);
  free (data);
  free (len);
  return 0;
}

/* Free the slots of the pool, wiping the digests.  */
static void
pool_free (void)
{
  int i;

  for (i = 0; i < m.window; i++)
    {
      if (m.jobs[i].digest)
        memset (m.jobs[i].digest, 0, m.jobs[i].digest_size);
      free (m.jobs[i].digest);
      free (m.jobs[i].text);
      free (m.jobs[i].user);
    }
  free (m.jobs);
  free (m.held);
}

/* Run the jobs that SOURCE gives (it fills in a job and returns true,
   or returns false at the end) and hand each, finished, to SINK in the
   order they came; CX is passed to both.  Each slot of the pool has
   USER_SIZE bytes for the caller (JOB->user, zeroed at first) and a
   TEXT buffer, both kept from job to job.  ALG is the algorithm of most
   jobs and N_JOBS their number, or -1 if not known; they choose the
   number of workers.  */
void
ksum_run_jobs (struct ksum_settings const *s, ksum_job_source source,
               ksum_job_sink sink, void *cx, size_t user_size,
               enum kc_alg alg, long int n_jobs)
{
  char const *env = getenv ("KSUM_MULTI");
  unsigned int par = s->backend->parallelism;
  bool tree = (kc_info (alg)->flags & KC_P_TREE) != 0;
  long int workers = s->threads;
  unsigned long int taken = 0;
  size_t held = 0;
  thrd_t *threads = NULL;
  int i, started = 0;

  /* Each worker keeps up to as many files open as the permutation
     takes, and at least 4 where it takes more (x4 costs about as much
     for 1 file as for 4, x8 as much as two x4 on one core), so there
     are no more workers than such groups; a tree-mode file uses the
     permutation by itself.  Bounded memory whatever -j says: at most 64
     workers (the default's cap in ksum.c), so at most 64 * LANES read
     buffers.  */
  m.lanes = tree || par < 1 ? 1 : par;
  if (0 <= n_jobs && (unsigned long int) n_jobs < m.lanes)
    m.lanes = n_jobs < 1 ? 1 : n_jobs;
  m.min_lanes = m.lanes < 4 ? m.lanes : 4;
  if (0 <= n_jobs && (n_jobs + m.min_lanes - 1) / m.min_lanes < workers)
    workers = (n_jobs + m.min_lanes - 1) / m.min_lanes;
  if (64 < workers)
    workers = 64;
  if ((env && STREQ (env, "0")) || (0 <= n_jobs && n_jobs < 2)
      || (m.lanes <= 1 && workers <= 1))
    workers = 0;

  /* The window is a few rounds deep.  */
  m.window = workers ? workers * m.lanes * 4 : 1;
  m.jobs = xcalloc (m.window, sizeof *m.jobs);
  m.held = xcalloc (m.window, sizeof *m.held);
  for (i = 0; i < m.window; i++)
    m.jobs[i].user = user_size ? xzalloc (user_size) : NULL;
  m.queued = m.next = m.busy = 0;
  m.workers = 0;
  m.end = false;
  m.s = s;

  if (workers)
    {
      if (mtx_init (&m.lock, mtx_plain) != thrd_success
          || cnd_init (&m.done) != thrd_success
          || cnd_init (&m.work) != thrd_success)
        xalloc_die ();
      threads = xnmalloc (workers, sizeof *threads);
    }
  m.planned = workers;

  for (;;)
    {
      struct ksum_job *job;

      /* Hand out every finished job at the head.  */
      while (taken < m.queued)
        {
          enum ksum_outcome outcome;

          job = job_of (taken);
          main_lock ();
          outcome = job->outcome;
          main_unlock ();
          if (outcome == KSUM_QUEUED || outcome == KSUM_PENDING)
            break;
          sink (cx, job);
          held -= m.held[taken % m.window];
          if (TEXT_KEPT_MAX < job->text_size)
            {
              free (job->text);
              job->text = NULL;
              job->text_size = 0;
            }
          taken++;
        }

      if (!m.end && m.queued - taken < (unsigned long int) m.window
          && (held < HELD_MAX || taken == m.queued))
        {
          /* Room for one more.  */
          job = job_of (m.queued);
          job->hash = true;
          if (!source (cx, job))
            {
              main_lock ();
              m.end = true;
              if (m.workers)
                cnd_broadcast (&m.work);
              main_unlock ();
              continue;
            }
          if (job->digest_size < job->out_len)
            {
              free (job->digest);
              job->digest = xmalloc (job->out_len);
              job->digest_size = job->out_len;
            }
          m.held[m.queued % m.window] = job->digest_size + job->text_size;
          held += m.held[m.queued % m.window];

          /* Workers start as the jobs in hand need them, so that a short
             check file does not start every thread.  M.WORKERS counts
             those running, and is what tells whether any does; only
             this thread writes it and M.PLANNED.  */
          if (started < m.planned
              && (unsigned long int) started * m.min_lanes
                 <= m.queued - taken)
            {
              mtx_lock (&m.lock);
              m.workers++;
              mtx_unlock (&m.lock);
              if (thrd_create (&threads[started], worker, NULL)
                  == thrd_success)
                started++;
              else
                {
                  mtx_lock (&m.lock);
                  m.workers--;
                  m.planned = started;
                  mtx_unlock (&m.lock);
                }
            }
          main_lock ();
          job->outcome = job->hash && m.workers ? KSUM_QUEUED
                                                : KSUM_DEFERRED;
          m.queued++;
          if (m.workers)
            cnd_signal (&m.work);
          main_unlock ();
          continue;
        }

      if (taken == m.queued)
        break;                  /* the end, and all handed out */

      /* Wait for the head (a worker has it: with none, every job is
         deferred and handed out at once).  */
      job = job_of (taken);
      mtx_lock (&m.lock);
      while (job->outcome == KSUM_QUEUED || job->outcome == KSUM_PENDING)
        cnd_wait (&m.done, &m.lock);
      mtx_unlock (&m.lock);
    }

  if (workers)
    {
      for (i = 0; i < started; i++)
        thrd_join (threads[i], NULL);
      free (threads);
      cnd_destroy (&m.done);
      cnd_destroy (&m.work);
      mtx_destroy (&m.lock);
    }
  pool_free ();
}
