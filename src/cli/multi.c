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
   and with the same words; a job may also be only a diagnostic of the
   source, printed by the sink at its place.  A job comes with its file
   open (the source opened it, and nothing opens it again) or only
   named (the lines of a check file).  Jobs that are not regular files
   (standard input, pipes, directories, missing or unreadable names)
   and large tree-mode files are left to the main thread, which hashes
   them at their place, from the sink: so their diagnostics come from
   the very code of the sequential run.  The main thread takes at most
   WINDOW jobs (and about HELD_MAX bytes of them) ahead of the sink,
   which bounds memory and the descriptors held whatever the number of
   files.  The read buffers of all lanes together are at most
   LANES_IO_MAX bytes, whatever -j says.

   With no workers (one thread and no multi-state permutation, one job,
   or KSUM_MULTI=0) the same loop runs every job in the sink: the
   sequential loop.  */

#include <config.h>

#include <threads.h>

#include <sys/resource.h>

#include "system.h"
#include "ksum.h"

#include "safe-read.h"

/* The most a lane reads at once (at least 128 KiB per
   read: smaller reads cost measurably more system time); rounded down to a multiple of the rate, so that
   the pieces of a file stay block-aligned and all of their blocks go
   through the parallel permutation.  */
enum { LANE_IO = 256 * 1024 };

/* The read buffers of every lane of every worker together: with many
   workers each lane reads less at once (at least LANE_IO_MIN).  */
enum { LANES_IO_MAX = 8 * 1024 * 1024, LANE_IO_MIN = 16 * 1024 };

/* The descriptors that the pool may hold open, at most: its window is
   no larger, and leaves FDS_SPARE of the process's limit to the rest
   (fts, the standard streams).  */
enum { FDS_MAX = 1024, FDS_SPARE = 64 };

/* A tree-mode file at least this large is split across the threads by
   the main thread instead of going to one worker.  */
enum { TREE_SPLIT = 16 * 1024 * 1024 };

/* The jobs the main thread fills before it shows them to the workers,
   under one turn of the lock, at most.  */
enum { PUBLISH_BATCH = 8 };

/* The bytes of digests and source text held ahead of the sink.  */
enum { HELD_MAX = 8 * 1024 * 1024 };

/* A slot keeps a text buffer up to this size for the next job; a larger
   one (a long check line or name) is given back once its job is done,
   so that memory follows the lines in flight, not the longest line
   times the slots.  */
enum { TEXT_KEPT_MAX = 1024 };

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
  size_t lane_io;               /* bytes per lane buffer */
  ksum_job_sink sink;           /* the run's sink, and its argument */
  void *cx;
  unsigned long int taken;      /* jobs handed to the sink so far */
  unsigned long int filled;     /* jobs after QUEUED filled, not yet
                                   shown to the workers */
  int started;                  /* worker threads started */
  thrd_t *threads;
  size_t held_bytes;            /* the bytes of the jobs not handed */
  unsigned int min_lanes;       /* ... and as few as is still as fast */
  int workers;                  /* running */
  int planned;                  /* running or still to start */
  unsigned long int busy;       /* jobs claimed and not finished */
  struct ksum_job const *awaited;  /* the head, while the main thread
                                      waits for it */
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

/* A job a worker is done with, recorded at its next turn of the lock.  */
struct ended
{
  struct ksum_job *job;
  enum ksum_outcome outcome;
  int err;
};

/* A worker's turn of the lock, once per round: record the N_ENDED jobs
   of ENDED (their digests are already in place), then claim up to ROOM
   jobs into FRESH for a worker that still has ACTIVE files open,
   waiting for one if it has none open and none is left now.  Return
   how many it claimed, and set *ALL_GONE to whether no job will ever be
   left.  A worker takes its share: the jobs in hand divided among the
   workers, but at least MIN_LANES (a multi-state permutation costs
   about the same for fewer states), so that a few files are spread
   across the threads and many fill every lane.  */
static unsigned int
settle (struct ended const *ended, unsigned int n_ended,
        unsigned int active, struct ksum_job **fresh, unsigned int room,
        bool *all_gone)
{
  unsigned int i, got = 0;

  mtx_lock (&m.lock);
  for (i = 0; i < n_ended; i++)
    {
      ended[i].job->err = ended[i].err;
      ended[i].job->outcome = ended[i].outcome;
      /* Only the job at the head can let the main thread go on.  */
      if (ended[i].job == m.awaited)
        cnd_signal (&m.done);
    }
  m.busy -= n_ended;
  for (;;)
    {
      while (m.next < m.queued && job_of (m.next)->outcome != KSUM_QUEUED)
        m.next++;
      if (m.next < m.queued || m.end || active)
        break;
      cnd_wait (&m.work, &m.lock);
    }
  while (got < room && m.next < m.queued)
    {
      unsigned long int share = ((m.busy + m.queued - m.next + m.planned - 1)
                                 / m.planned);
      struct ksum_job *job;

      if (share <= active + got && m.min_lanes <= active + got)
        break;
      job = job_of (m.next++);
      job->outcome = KSUM_PENDING;
      m.busy++;
      fresh[got++] = job;
      while (m.next < m.queued && job_of (m.next)->outcome != KSUM_QUEUED)
        m.next++;
    }
  *all_gone = m.end && m.queued <= m.next;
  mtx_unlock (&m.lock);
  return got;
}

/* Open JOB's file into lane L if it is a regular file that a worker
   should hash, and return true; else return false: the job is for the
   main thread.  */
static bool
start (struct lane *l, struct ksum_job *job)
{
  struct kc_params params = job->params ? *job->params : m.s->params;
  struct stat st;
  bool tree = (kc_info (job->alg)->flags & KC_P_TREE) != 0;
  int fd = job->fd;

  if (0 <= fd)
    st = job->st;               /* opened and fstat'ed by the source */
  else
    {
      /* A name (a check line's): opened without blocking, so that a
         FIFO (whose open would wait for a writer) is left to the main
         thread, as anything else that fstat says is not a regular
         file.  */
      if (STREQ (job->file, "-")
          || (fd = open (job->file, (O_RDONLY | O_BINARY | O_NONBLOCK
                                     | O_NOCTTY))) < 0)
        return false;
      if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode))
        {
          close (fd);
          return false;
        }
    }
  if (!S_ISREG (st.st_mode)
      || (tree && 1 < m.s->threads && TREE_SPLIT <= st.st_size))
    {
      if (fd != job->fd)
        close (fd);
      return false;             /* the job keeps its descriptor */
    }
  if (!l->buf)
    l->buf = xmalloc (m.lane_io);
  l->io = tree ? m.lane_io : m.lane_io - m.lane_io % kc_info (job->alg)->rate;
#ifdef POSIX_FADV_SEQUENTIAL
  /* For a file longer than a read.  */
  if ((off_t) l->io < st.st_size)
    posix_fadvise (fd, 0, 0, POSIX_FADV_SEQUENTIAL);
#endif
  params.out_len = job->out_len;
  kc_init (&l->ctx, m.s->backend, job->alg, &params);
  l->tuple = (kc_info (job->alg)->flags & KC_P_TUPLE) != 0;
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

/* End the file of lane L with OUTCOME and ERR (0 if all was read), into
   E.  */
static void
stop (struct lane *l, enum ksum_outcome outcome, int err, struct ended *e)
{
  if (close (l->fd) != 0 && outcome == KSUM_DIGESTED)
    {
      outcome = KSUM_READ_FAILED;
      err = errno;
    }
  l->job->fd = -1;
  if (outcome == KSUM_DIGESTED)
    kc_final (&l->ctx, l->job->digest, l->job->out_len);
  kc_wipe (&l->ctx);
  e->job = l->job;
  e->outcome = outcome;
  e->err = err;
  l->job = NULL;
}

/* A worker: keeps its lanes filled with jobs and absorbs one piece of
   each per round, until no job is left.  It takes the lock once a
   round, to record the files that ended and to claim new ones.  */
static int
worker (void *arg)
{
  unsigned int n = m.lanes, n_ended = 0, i, k;
  struct lane *lanes = xnmalloc (n, sizeof *lanes);
  struct ended *ended = xnmalloc (n, sizeof *ended);
  struct ksum_job **fresh = xnmalloc (n, sizeof *fresh);
  struct kc_ctx **ctxs = xnmalloc (n, sizeof *ctxs);
  unsigned char const **data = xnmalloc (n, sizeof *data);
  size_t *len = xnmalloc (n, sizeof *len);

  (void) arg;
  for (i = 0; i < n; i++)
    {
      lanes[i].buf = NULL;      /* on first use */
      lanes[i].job = NULL;
    }

  for (;;)
    {
      unsigned int active = 0, claimed;
      bool all_gone;

      for (i = 0; i < n; i++)
        active += lanes[i].job != NULL;
      claimed = settle (ended, n_ended, active, fresh, n - active,
                        &all_gone);
      n_ended = 0;
      for (i = 0, k = 0; k < claimed; i++)
        if (!lanes[i].job)
          {
            if (start (&lanes[i], fresh[k]))
              active++;
            else
              {
                ended[n_ended].job = fresh[k];
                ended[n_ended].outcome = KSUM_DEFERRED;
                ended[n_ended].err = 0;
                n_ended++;
              }
            k++;
          }
      if (active == 0)
        {
          if (all_gone && n_ended == 0)
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
            stop (l, KSUM_READ_FAILED, errno, &ended[n_ended++]);
          else if (l->tuple && (want == 0 || got == 0))
            stop (l, want == 0 && got == 0 ? KSUM_DIGESTED
                                          : KSUM_CHANGED_SIZE, 0,
                  &ended[n_ended++]);
          else if (got == 0)
            stop (l, KSUM_DIGESTED, 0, &ended[n_ended++]);
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
  free (ended);
  free (fresh);
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

/* Hand every finished job at the head to the sink, in order, while
   the status line of --progress waits.  */
static void
hand_out (void)
{
  unsigned long int ready;

  main_lock ();
  for (ready = m.taken; ready < m.queued; ready++)
    {
      enum ksum_outcome outcome = job_of (ready)->outcome;
      if (outcome == KSUM_QUEUED || outcome == KSUM_PENDING)
        break;
    }
  main_unlock ();
  while (m.taken < ready)
    {
      struct ksum_job *job = job_of (m.taken);
      m.sink (m.cx, job);
      progress_output_end ();   /* held from ksum_job_digest on */
      m.held_bytes -= m.held[m.taken % m.window];
      if (TEXT_KEPT_MAX < job->text_size)
        {
          free (job->text);
          job->text = NULL;
          job->text_size = 0;
        }
      m.taken++;
    }
}

/* Wait until the job at the head is finished (a worker has it: with
   none, every job is deferred and handed out at once).  */
static void
await_head (void)
{
  struct ksum_job *job = job_of (m.taken);

  mtx_lock (&m.lock);
  m.awaited = job;
  while (job->outcome == KSUM_QUEUED || job->outcome == KSUM_PENDING)
    cnd_wait (&m.done, &m.lock);
  m.awaited = NULL;
  mtx_unlock (&m.lock);
}

/* Show the jobs filled since the last call to the workers, under one
   turn of the lock, starting workers as they are needed.  */
static void
publish (void)
{
  unsigned long int i, n = m.filled;
  bool hash = false;

  if (n == 0)
    return;
  for (i = 0; i < n; i++)
    hash |= job_of (m.queued + i)->hash;

  /* Workers start as the jobs in hand need them, so that a short check
     file does not start every thread.  M.WORKERS counts those running,
     and is what tells whether any does; only this thread writes it and
     M.PLANNED.  */
  while (hash && m.started < m.planned
         && ((unsigned long int) m.started * m.min_lanes
             <= m.queued + n - m.taken))
    {
      mtx_lock (&m.lock);
      m.workers++;
      mtx_unlock (&m.lock);
      if (thrd_create (&m.threads[m.started], worker, NULL) == thrd_success)
        m.started++;
      else
        {
          mtx_lock (&m.lock);
          m.workers--;
          m.planned = m.started;
          mtx_unlock (&m.lock);
        }
    }
  main_lock ();
  for (i = 0; i < n; i++)
    {
      struct ksum_job *job = job_of (m.queued + i);
      job->outcome = job->hash && m.workers ? KSUM_QUEUED : KSUM_DEFERRED;
    }
  m.queued += n;
  m.filled = 0;
  if (m.workers)
    {
      if (n == 1)
        cnd_signal (&m.work);
      else
        cnd_broadcast (&m.work);
    }
  main_unlock ();
}

/* For the source, before it waits for its input: hand every job taken
   so far to the sink, and flush standard output, so that what the
   input gave so far is written out now.  */
void
ksum_jobs_drain (void)
{
  publish ();
  for (;;)
    {
      hand_out ();
      if (m.taken == m.queued)
        break;
      await_head ();
    }
  fflush (stdout);
}

/* The number of descriptors the pool may hold open.  */
static int
fds_allowed (void)
{
#ifdef RLIMIT_NOFILE
  struct rlimit rl;

  if (getrlimit (RLIMIT_NOFILE, &rl) != 0 || rl.rlim_cur == RLIM_INFINITY
      || FDS_MAX + FDS_SPARE <= rl.rlim_cur)
    return FDS_MAX;
  return rl.rlim_cur <= FDS_SPARE + 4 ? 4 : rl.rlim_cur - FDS_SPARE;
#else
  /* Native Windows has no getrlimit; its C library allows 2048
     descriptors.  */
  return FDS_MAX;
#endif
}

/* Run the jobs that SOURCE gives (it fills in a job and returns true,
   or returns false at the end) and hand each, finished, to SINK in the
   order they came; CX is passed to both.  Each slot of the pool has
   USER_SIZE bytes for the caller (JOB->user, zeroed at first) and a
   TEXT buffer, both kept from job to job.  ALG is the algorithm of most
   jobs and N_JOBS their number, or -1 if not known; they choose the
   number of workers.  The source may open a job's file (JOB->fd) and
   give a diagnostic instead of a file (JOB->diag); whoever finishes the
   job closes the file.  */
void
ksum_run_jobs (struct ksum_settings const *s, ksum_job_source source,
               ksum_job_sink sink, void *cx, size_t user_size,
               enum kc_alg alg, long int n_jobs)
{
  char const *env = getenv ("KSUM_MULTI");
  unsigned int par = s->backend->parallelism;
  bool tree = (kc_info (alg)->flags & KC_P_TREE) != 0;
  long int workers = s->threads;
  int i, fds;

  /* Each worker keeps up to as many files open as the permutation
     takes, and at least 4 where it takes more (x4 costs about as much
     for 1 file as for 4, x8 as much as two x4 on one core), so there
     are no more workers than such groups; a tree-mode file uses the
     permutation by itself.  At most 64 workers (the default's cap in
     ksum.c).  */
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
  m.lane_io = LANE_IO;
  if (workers && LANES_IO_MAX / (workers * m.lanes) < m.lane_io)
    {
      m.lane_io = LANES_IO_MAX / (workers * m.lanes);
      if (m.lane_io < LANE_IO_MIN)
        m.lane_io = LANE_IO_MIN;
    }

  /* The window is a few rounds deep, and holds no more descriptors
     than the process may open.  */
  m.window = workers ? workers * m.lanes * 4 : 1;
  fds = fds_allowed ();
  if (fds < m.window)
    m.window = fds;
  m.jobs = xcalloc (m.window, sizeof *m.jobs);
  m.held = xcalloc (m.window, sizeof *m.held);
  for (i = 0; i < m.window; i++)
    {
      m.jobs[i].user = user_size ? xzalloc (user_size) : NULL;
      m.jobs[i].fd = -1;
    }
  m.queued = m.next = m.busy = m.taken = m.filled = 0;
  m.started = 0;
  m.threads = NULL;
  m.held_bytes = 0;
  m.awaited = NULL;
  m.workers = 0;
  m.end = false;
  m.s = s;
  m.sink = sink;
  m.cx = cx;

  if (workers)
    {
      if (mtx_init (&m.lock, mtx_plain) != thrd_success
          || cnd_init (&m.done) != thrd_success
          || cnd_init (&m.work) != thrd_success)
        xalloc_die ();
      m.threads = xnmalloc (workers, sizeof *m.threads);
    }
  m.planned = workers;

  for (;;)
    {
      struct ksum_job *job;

      hand_out ();

      if (!m.end
          && m.queued + m.filled - m.taken < (unsigned long int) m.window
          && (m.held_bytes < HELD_MAX || m.taken == m.queued + m.filled))
        {
          /* Room for one more.  */
          unsigned long int k = m.queued + m.filled;
          job = job_of (k);
          job->hash = true;
          job->fd = -1;
          job->check_id = false;
          job->diag = NULL;
          job->diag_err = 0;
          job->diag_warning = false;
          if (!source (cx, job))
            {
              publish ();
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
          m.held[k % m.window] = job->digest_size + job->text_size;
          m.held_bytes += m.held[k % m.window];
          /* The workers see the jobs PUBLISH_BATCH at a time (enough to
             fill the lanes of a multi-state permutation), or fewer
             when the main thread is about to wait.  */
          m.filled++;
          if (PUBLISH_BATCH <= m.filled)
            publish ();
          continue;
        }

      publish ();
      if (m.taken == m.queued)
        break;                  /* the end, and all handed out */
      await_head ();
    }

  if (workers)
    {
      for (i = 0; i < m.started; i++)
        thrd_join (m.threads[i], NULL);
      free (m.threads);
      cnd_destroy (&m.done);
      cnd_destroy (&m.work);
      mtx_destroy (&m.lock);
    }
  pool_free ();
}
