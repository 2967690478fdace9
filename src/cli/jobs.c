/* job_pool.c -- hash many files at once: an ordered pool of jobs, several
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
   become a stream of jobs.  The pool only schedules: its caller asks
   jobs_next what to do next, and gets either a free slot, which it
   fills with a job (its "source"), or the next finished job, in the
   order they came, which it prints (its "sink").  Between the two,
   worker threads hash the files, through hashfile.c.  The pool calls
   nothing of its callers.

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
   or KSUM_MULTI=0) every job is handed back deferred, and the caller
   hashes it in its sink: the sequential loop.  */

#include <config.h>

#include <threads.h>

#include <sys/resource.h>

#include "system.h"
#include "frontend.h"

#include "intprops.h"

/* The most a lane reads at once (at least 128 KiB per read: smaller reads cost
   measurably more system time); rounded down to a multiple of the rate, so
   that the pieces of a file stay block-aligned and all of their blocks go
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

/* Files of this size or less, on average, keep the main thread (which
   walks the tree, opens each file and prints its line) about as busy as
   a worker hashing them: a worker that would leave no core to the main
   thread then slows the run down.  On 2 cores, 20,000 files of 4 KiB
   took 0.16 s of wall time with one worker and 0.22 s with two.  */
enum { SMALL_FILE = 16 * 1024 };

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

/* One file being hashed by a worker, read through hashfile.c.  */
struct lane
{
  struct kc_ctx ctx;
  struct input_reader reader;
  unsigned char *buf;           /* the lane's, kept from file to file */
  struct ksum_job *job;         /* null: the lane is free */
};

/* The state shared by the main thread and the workers, under LOCK.  */
static struct
{
  mtx_t lock;
  cnd_t done;                   /* a job was finished */
  cnd_t work;                   /* a job was queued, or the end came */
  struct ksum_job *slots;       /* a ring of WINDOW jobs */
  size_t *held;                 /* the bytes each slot holds */
  int window;
  unsigned long int queued;     /* jobs taken from the source so far */
  unsigned long int next;       /* the first job no worker looked at */
  bool end;                     /* the source has no more */
  struct ksum_settings const *s;  /* the run's settings */
  unsigned int lanes;           /* files per worker, at most */
  size_t lane_io;               /* bytes per lane buffer */
  unsigned long int taken;      /* jobs handed back finished so far */
  unsigned long int ready;      /* the jobs before it are finished */
  struct ksum_job *handed;      /* what jobs_next handed out last */
  bool handed_fill;             /* ... a slot to fill, not a finished job */
  bool flushing;                /* jobs_flush: hand out all first */
  unsigned long int filled;     /* jobs after QUEUED filled, not yet
                                   shown to the workers */
  int started;                  /* worker threads started */
  thrd_t *threads;
  size_t held_bytes;            /* the bytes of the jobs not handed */
  unsigned int min_lanes;       /* ... and as few as is still as fast */
  int workers;                  /* running */
  int planned;                  /* running or still to start */
  uintmax_t file_bytes;         /* the sizes of the regular files shown */
  unsigned long int files;      /* ... and their number */
  unsigned long int busy;       /* jobs claimed and not finished */
  struct ksum_job const *awaited;  /* the head, while the main thread
                                      waits for it */
} job_pool;

static struct ksum_job *
job_of (unsigned long int i)
{
  return &job_pool.slots[i % job_pool.window];
}

/* The main thread's locking: none when no worker runs.  */
static void
main_lock (void)
{
  if (job_pool.workers)
    mtx_lock (&job_pool.lock);
}

static void
main_unlock (void)
{
  if (job_pool.workers)
    mtx_unlock (&job_pool.lock);
}

/* A job a worker is done with, recorded at its next turn of the lock.  */
struct ended
{
  struct ksum_job *job;
  enum ksum_outcome outcome;
  int err;
};

/* Move NEXT past the jobs that are not queued for a worker (deferred,
   or claimed already).  Call with the lock held.  */
static void
skip_claimed (void)
{
  while (job_pool.next < job_pool.queued
         && job_of (job_pool.next)->outcome != KSUM_QUEUED)
    job_pool.next++;
}

/* A worker's turn of the lock, once per round: record the N_ENDED jobs
   of ENDED (their digests are already in place), then claim up to ROOM
   jobs into FRESH for a worker that still has ACTIVE files open,
   waiting for one if it has none open and none is left now.  Return
   how many it claimed, and set *ALL_GONE to whether no job will ever be
   left.  A worker takes its share: the jobs in hand divided among the
   workers running, not those planned, which may never start (on
   20,000 files of 4 KiB, a lone worker that took half shares needed
   0.19 s, with whole ones 0.16), but at least MIN_LANES (a multi-state
   permutation costs about the same for fewer states), so that a few
   files are spread across the threads and many fill every lane.  */
static unsigned int
settle (struct ended const *ended, unsigned int n_ended,
        unsigned int active, struct ksum_job **fresh, unsigned int room,
        bool *all_gone)
{
  unsigned int i, got = 0;

  mtx_lock (&job_pool.lock);
  for (i = 0; i < n_ended; i++)
    {
      ended[i].job->err = ended[i].err;
      ended[i].job->outcome = ended[i].outcome;
      /* Only the job at the head can let the main thread go on.  */
      if (ended[i].job == job_pool.awaited)
        cnd_signal (&job_pool.done);
    }
  job_pool.busy -= n_ended;
  for (;;)
    {
      skip_claimed ();
      if (job_pool.next < job_pool.queued || job_pool.end || active)
        break;
      cnd_wait (&job_pool.work, &job_pool.lock);
    }
  while (got < room && job_pool.next < job_pool.queued)
    {
      unsigned long int share = ((job_pool.busy + job_pool.queued
                                  - job_pool.next + job_pool.workers - 1)
                                 / job_pool.workers);
      struct ksum_job *job;

      if (share <= active + got && job_pool.min_lanes <= active + got)
        break;
      job = job_of (job_pool.next++);
      job->outcome = KSUM_PENDING;
      job_pool.busy++;
      fresh[got++] = job;
      skip_claimed ();
    }
  *all_gone = job_pool.end && job_pool.queued <= job_pool.next;
  mtx_unlock (&job_pool.lock);
  return got;
}

/* Start JOB in lane L if it is a regular file that a worker should
   hash (hashfile.c's hash_job_begin), and return true; else return
   false: the job is for the main thread.  */
static bool
lane_start (struct lane *l, struct ksum_job *job)
{
  off_t split = 1 < job_pool.s->threads ? TREE_SPLIT : TYPE_MAXIMUM (off_t);

  if (!l->buf)
    l->buf = xmalloc (job_pool.lane_io);
  if (!hash_job_begin (job_pool.s, job, &l->ctx, &l->reader, l->buf,
                       job_pool.lane_io, split))
    return false;
  l->job = job;
  return true;
}

/* End the file of lane L, ERR being what its last read returned, into
   E.  */
static void
lane_stop (struct lane *l, int err, struct ended *e)
{
  e->job = l->job;
  e->outcome = hash_job_end (l->job, &l->ctx, err, &e->err);
  l->job = NULL;
}

/* A worker: keeps its lanes filled with jobs and absorbs one piece of
   each per round, until no job is left.  It takes the lock once a
   round, to record the files that ended and to claim new ones.  */
static int
lane_worker (void *arg)
{
  unsigned int n = job_pool.lanes, n_ended = 0, i, k;
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
            if (lane_start (&lanes[i], fresh[k]))
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
          size_t got;
          int err;

          if (!l->job)
            continue;
          err = reader_next (&l->reader, &got);
          if (err || got == 0)
            lane_stop (l, err, &ended[n_ended++]);
          else
            {
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
free_slots (void)
{
  int i;

  for (i = 0; i < job_pool.window; i++)
    {
      if (job_pool.slots[i].digest)
        memset (job_pool.slots[i].digest, 0, job_pool.slots[i].digest_size);
      free (job_pool.slots[i].digest);
      free (job_pool.slots[i].text);
      free (job_pool.slots[i].user);
    }
  free (job_pool.slots);
  free (job_pool.held);
}

/* Wait until the job at the head is finished (a worker has it: with
   none, every job is deferred and handed out at once).  */
static void
await_head (void)
{
  struct ksum_job *job = job_of (job_pool.taken);

  if (!job_pool.workers)
    return;                     /* every job published is deferred */
  mtx_lock (&job_pool.lock);
  job_pool.awaited = job;
  while (job->outcome == KSUM_QUEUED || job->outcome == KSUM_PENDING)
    cnd_wait (&job_pool.done, &job_pool.lock);
  job_pool.awaited = NULL;
  mtx_unlock (&job_pool.lock);
}

/* Show the jobs filled since the last call to the workers, under one
   turn of the lock, starting workers as they are needed.  */
static void
publish (void)
{
  unsigned long int i, n = job_pool.filled;
  bool hash = false;

  if (n == 0)
    return;
  for (i = 0; i < n; i++)
    {
      struct ksum_job const *job = job_of (job_pool.queued + i);

      hash |= job->hash;
      if (job->hash && 0 <= job->fd && S_ISREG (job->st.st_mode))
        {
          job_pool.file_bytes += job->st.st_size;
          job_pool.files++;
        }
    }

  /* Workers start as the jobs in hand need them, so that a short check
     file does not start every thread; and while the files are small,
     no more than leave one thread of -j to this one.  WORKERS
     counts those running, and is what tells whether any does; only
     this thread writes it and PLANNED.  */
  while (hash && job_pool.started < job_pool.planned
         && ((unsigned long int) job_pool.started * job_pool.min_lanes
             <= job_pool.queued + n - job_pool.taken)
         && (job_pool.started == 0
             || job_pool.started + 1 < job_pool.s->threads
             || job_pool.files == 0
             || (job_pool.files * (uintmax_t) SMALL_FILE
                 < job_pool.file_bytes)))
    {
      mtx_lock (&job_pool.lock);
      job_pool.workers++;
      mtx_unlock (&job_pool.lock);
      if (thrd_create (&job_pool.threads[job_pool.started], lane_worker,
                       NULL) == thrd_success)
        job_pool.started++;
      else
        {
          mtx_lock (&job_pool.lock);
          job_pool.workers--;
          job_pool.planned = job_pool.started;
          mtx_unlock (&job_pool.lock);
        }
    }
  main_lock ();
  for (i = 0; i < n; i++)
    {
      struct ksum_job *job = job_of (job_pool.queued + i);
      job->outcome = (job->hash && job_pool.workers ? KSUM_QUEUED
                      : KSUM_DEFERRED);
    }
  job_pool.queued += n;
  job_pool.filled = 0;
  if (job_pool.workers)
    {
      if (n == 1)
        cnd_signal (&job_pool.work);
      else
        cnd_broadcast (&job_pool.work);
    }
  main_unlock ();
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

/* Plan the pool of a run with the settings S whose jobs are mostly of
   ALG, N_JOBS of them or -1 if not known: the files per worker, the
   workers, the bytes of a lane's reads.  Return the number of workers,
   0 for the sequential loop.  */
static long int
plan_workers (struct ksum_settings const *s, enum kc_alg alg,
              long int n_jobs)
{
  char const *env = getenv ("KSUM_MULTI");
  unsigned int par = s->backend->parallelism;
  bool tree = (kc_info (alg)->flags & KC_P_TREE) != 0;
  long int workers = s->threads;

  /* Each worker keeps up to as many files open as the permutation
     takes, and at least 4 where it takes more (x4 costs about as much
     for 1 file as for 4, x8 as much as two x4 on one core), so there
     are no more workers than such groups; a tree-mode file uses the
     permutation by itself.  At most 64 workers (the default's cap in
     ksum.c).  */
  job_pool.lanes = tree || par < 1 ? 1 : par;
  if (0 <= n_jobs && (unsigned long int) n_jobs < job_pool.lanes)
    job_pool.lanes = n_jobs < 1 ? 1 : n_jobs;
  job_pool.min_lanes = job_pool.lanes < 4 ? job_pool.lanes : 4;
  if (0 <= n_jobs
      && (n_jobs + job_pool.min_lanes - 1) / job_pool.min_lanes < workers)
    workers = (n_jobs + job_pool.min_lanes - 1) / job_pool.min_lanes;
  if (64 < workers)
    workers = 64;
  if ((env && STREQ (env, "0")) || (0 <= n_jobs && n_jobs < 2)
      || (job_pool.lanes <= 1 && workers <= 1))
    workers = 0;
  job_pool.lane_io = LANE_IO;
  if (workers && LANES_IO_MAX / (workers * job_pool.lanes) < job_pool.lane_io)
    {
      job_pool.lane_io = LANES_IO_MAX / (workers * job_pool.lanes);
      if (job_pool.lane_io < LANE_IO_MIN)
        job_pool.lane_io = LANE_IO_MIN;
    }
  return workers;
}

/* Start a run of jobs with the settings S, whose jobs are mostly of
   ALG, N_JOBS of them or -1 if not known (they choose the number of
   workers).  Each slot of the pool has USER_SIZE bytes for the caller
   (JOB->user, zeroed at first) and a TEXT buffer, both kept from job to
   job.  Then jobs_next drives the run.  */
void
jobs_open (struct ksum_settings const *s, size_t user_size,
           enum kc_alg alg, long int n_jobs)
{
  long int workers = plan_workers (s, alg, n_jobs);
  int i, fds;

  /* The window is a few rounds deep, and holds no more descriptors
     than the process may open.  */
  job_pool.window = workers ? workers * job_pool.lanes * 4 : 1;
  fds = fds_allowed ();
  if (fds < job_pool.window)
    job_pool.window = fds;
  job_pool.slots = xcalloc (job_pool.window, sizeof *job_pool.slots);
  job_pool.held = xcalloc (job_pool.window, sizeof *job_pool.held);
  for (i = 0; i < job_pool.window; i++)
    {
      job_pool.slots[i].user = user_size ? xzalloc (user_size) : NULL;
      job_pool.slots[i].fd = -1;
    }
  job_pool.queued = job_pool.next = job_pool.busy = 0;
  job_pool.taken = job_pool.ready = job_pool.filled = 0;
  job_pool.handed = NULL;
  job_pool.flushing = false;
  job_pool.started = 0;
  job_pool.threads = NULL;
  job_pool.held_bytes = 0;
  job_pool.awaited = NULL;
  job_pool.workers = 0;
  job_pool.file_bytes = 0;
  job_pool.files = 0;
  job_pool.end = false;
  job_pool.s = s;

  if (workers)
    {
      if (mtx_init (&job_pool.lock, mtx_plain) != thrd_success
          || cnd_init (&job_pool.done) != thrd_success
          || cnd_init (&job_pool.work) != thrd_success)
        xalloc_die ();
      job_pool.threads = xnmalloc (workers, sizeof *job_pool.threads);
    }
  job_pool.planned = workers;
}

/* The end of a run: wait for the workers, free the pool.  */
static void
jobs_close (void)
{
  int i;

  if (job_pool.planned)
    {
      for (i = 0; i < job_pool.started; i++)
        thrd_join (job_pool.threads[i], NULL);
      free (job_pool.threads);
      cnd_destroy (&job_pool.done);
      cnd_destroy (&job_pool.work);
      mtx_destroy (&job_pool.lock);
    }
  free_slots ();
}

/* Count the slot JOB, which the caller has filled, as a job, and show
   the workers the jobs filled PUBLISH_BATCH at a time (enough to fill
   the lanes of a multi-state permutation), or fewer when the main
   thread is about to wait.  */
static void
queue_filled (struct ksum_job *job)
{
  unsigned long int k = job_pool.queued + job_pool.filled;
  size_t digest_len = job->req && !job->diag ? job->req->params.out_len : 0;

  if (job->digest_size < digest_len)
    {
      free (job->digest);
      job->digest = xmalloc (digest_len);
      job->digest_size = digest_len;
    }
  job_pool.held[k % job_pool.window] = job->digest_size + job->text_size;
  job_pool.held_bytes += job_pool.held[k % job_pool.window];
  job_pool.filled++;
  if (PUBLISH_BATCH <= job_pool.filled)
    publish ();
}

/* Take back what jobs_next handed out last: a finished job, which the
   caller has printed, or a slot, which it has filled unless it called
   jobs_end or jobs_flush instead.  */
static void
take_back (void)
{
  struct ksum_job *job = job_pool.handed;

  job_pool.handed = NULL;
  if (!job)
    return;
  if (job_pool.handed_fill)
    {
      if (!job_pool.end && !job_pool.flushing)
        queue_filled (job);
      return;
    }
  progress_output_end ();       /* held from ksum_job_digest on */
  job_pool.held_bytes -= job_pool.held[job_pool.taken % job_pool.window];
  if (TEXT_KEPT_MAX < job->text_size)
    {
      free (job->text);
      job->text = NULL;
      job->text_size = 0;
    }
  job_pool.taken++;
}

/* Return the job at the head if it is finished, else null.  */
static struct ksum_job *
finished_head (void)
{
  if (job_pool.taken == job_pool.ready)
    {
      main_lock ();
      while (job_pool.ready < job_pool.queued)
        {
          enum ksum_outcome outcome = job_of (job_pool.ready)->outcome;
          if (outcome == KSUM_QUEUED || outcome == KSUM_PENDING)
            break;
          job_pool.ready++;
        }
      main_unlock ();
    }
  return job_pool.taken < job_pool.ready ? job_of (job_pool.taken) : NULL;
}

/* Return a free slot if the window has room for one more job, else
   null.  */
static struct ksum_job *
free_slot (void)
{
  unsigned long int in_hand = job_pool.queued + job_pool.filled;
  struct ksum_job *job;

  if (job_pool.flushing || job_pool.end
      || (unsigned long int) job_pool.window <= in_hand - job_pool.taken
      || (HELD_MAX <= job_pool.held_bytes && job_pool.taken != in_hand))
    return NULL;
  job = job_of (in_hand);
  job->hash = true;
  job->fd = -1;
  job->diag = NULL;
  job->diag_err = 0;
  job->diag_warning = false;
  job->req = NULL;
  return job;
}

/* The next thing for the caller to do in the run of jobs_open: return
   the next finished job, in the order the jobs came, for the caller to
   print (*FILL false), or a free slot for it to fill with the next job
   (*FILL true), or null once jobs_end was called and every job was
   handed back.  A slot is filled by setting its file and request (and
   HASH, FD, ST, CHECK_ID, DIAG... as struct ksum_job says); the source
   may open the file (JOB->fd) or give a diagnostic instead of a file
   (JOB->diag); whoever finishes the job closes the file.  Instead of
   filling the slot, the caller may call jobs_end (no more jobs) or
   jobs_flush.  A job handed back is the caller's until the next call:
   a job whose outcome is KSUM_DEFERRED is to be hashed then, by
   ksum_job_digest.  */
struct ksum_job *
jobs_next (bool *fill)
{
  take_back ();
  for (;;)
    {
      struct ksum_job *job = finished_head ();

      *fill = !job;
      if (!job)
        job = free_slot ();
      if (job)
        {
          job_pool.handed = job;
          job_pool.handed_fill = *fill;
          return job;
        }
      publish ();
      if (job_pool.taken == job_pool.queued)
        {
          if (!job_pool.flushing)
            break;              /* the end, and all handed back */
          job_pool.flushing = false;
          continue;
        }
      await_head ();
    }
  jobs_close ();
  return NULL;
}

/* Instead of filling the slot that jobs_next gave, for a source about
   to wait for its input: the jobs taken so far are to be printed first,
   so that what the input gave so far is written out now.  Return true
   if there are none left, after flushing standard output: fill the
   slot.  Else return false: leave the slot, and call jobs_next, which
   hands them back first.  */
bool
jobs_flush (void)
{
  if (job_pool.taken == job_pool.queued + job_pool.filled)
    {
      fflush (stdout);
      return true;
    }
  publish ();
  job_pool.flushing = true;
  return false;
}

/* Instead of filling the slot that jobs_next gave: there are no more
   jobs.  */
void
jobs_end (void)
{
  publish ();
  main_lock ();
  job_pool.end = true;
  if (job_pool.workers)
    cnd_broadcast (&job_pool.work);
  main_unlock ();
}
