/* multi.c -- hash many files at once, several per thread through the
   engine's multi-state permutation.

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

/* The sequential modes hash one block after another, so one file
   cannot use the x4 or x8 permutation; several files can
   (kc_update_multi).  Each worker thread keeps up to LANES files open,
   one per lane, each with its own read buffer; every round it reads the
   next piece of each and absorbs the pieces together.  A file that ends
   gives its lane to the next unclaimed operand.

   The main thread only prints: operand I's line (or diagnostic) goes out
   once it and every operand before it are done, so the output is the
   output of the sequential loop, in the same order and with the same
   words.  Operands that are not regular files (standard input, pipes,
   directories, missing or unreadable names) are left to the main thread,
   which runs digest_file on them at their place: so their diagnostics
   come from the very code of the sequential run.  Workers may run at
   most WINDOW operands ahead of the printer, which bounds memory to the
   read buffers and WINDOW digests, whatever the number of files.  */

#include <config.h>

#include <threads.h>

#include "system.h"
#include "ksum.h"

#include "safe-read.h"

/* The most a lane reads at once (notes/performance.md: at least
   128 KiB per read); rounded down to a multiple of the rate, so that
   the pieces of a file stay block-aligned and all of their blocks go
   through the parallel permutation.  */
enum { LANE_IO = 256 * 1024 };

/* What became of an operand.  */
enum outcome
{
  PENDING,                      /* claimed, not finished                */
  DIGESTED,                     /* the digest is in the slot            */
  DEFERRED,                     /* the main thread runs digest_file     */
  READ_FAILED,                  /* ERR is the errno value               */
  CHANGED_SIZE                  /* TupleHash: the size changed          */
};

/* The result of one operand, in a ring of WINDOW slots.  */
struct slot
{
  enum outcome outcome;
  int err;
  unsigned char *digest;        /* OUT_LEN bytes */
};

/* One file being hashed by a worker.  */
struct lane
{
  struct kc_ctx ctx;
  unsigned char *buf;
  int fd;
  int operand;                  /* -1: the lane is free */
  uintmax_t left;               /* TupleHash: bytes still expected */
};

/* The state shared by the main thread and the workers, under LOCK.  */
static struct
{
  mtx_t lock;
  cnd_t done;                   /* a slot was finished */
  cnd_t room;                   /* a slot was printed  */
  char **files;
  int n_files;
  int next;                     /* the first unclaimed operand */
  int printed;                  /* operands printed so far */
  int window;
  struct slot *slots;
  enum kc_alg alg;
  struct kc_params params;      /* ksum_params with OUT_LEN set */
  size_t out_len;
  bool tuple;
  unsigned int lanes;           /* files per worker */
  size_t read_size;
} m;

static struct slot *
slot_of (int operand)
{
  return &m.slots[operand % m.window];
}

/* Claim the next operand, waiting for room in the window only if WAIT.
   Return its index, or -1 if there is none now (and *ALL_GONE tells
   whether there will never be one).  */
static int
claim (bool wait, bool *all_gone)
{
  int i = -1;

  mtx_lock (&m.lock);
  while (wait && m.next < m.n_files && m.printed + m.window <= m.next)
    cnd_wait (&m.room, &m.lock);
  if (m.next < m.n_files && m.next < m.printed + m.window)
    {
      i = m.next++;
      slot_of (i)->outcome = PENDING;
    }
  *all_gone = m.n_files <= m.next;
  mtx_unlock (&m.lock);
  return i;
}

/* Record OUTCOME (and ERR) for OPERAND, whose digest, if any, is
   already in its slot.  */
static void
finish (int operand, enum outcome outcome, int err)
{
  mtx_lock (&m.lock);
  slot_of (operand)->err = err;
  slot_of (operand)->outcome = outcome;
  cnd_signal (&m.done);
  mtx_unlock (&m.lock);
}

/* Open OPERAND into lane L if it is a regular file; else leave it to
   the main thread.  Return true if L now holds it.  */
static bool
start (struct lane *l, int operand)
{
  char const *file = m.files[operand];
  struct stat st;
  int fd;

  if (STREQ (file, "-") || stat (file, &st) != 0 || !S_ISREG (st.st_mode)
      || (fd = open (file, O_RDONLY | O_BINARY)) < 0)
    {
      finish (operand, DEFERRED, 0);
      return false;
    }
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode))
    {
      close (fd);
      finish (operand, DEFERRED, 0);
      return false;
    }
#ifdef POSIX_FADV_SEQUENTIAL
  posix_fadvise (fd, 0, 0, POSIX_FADV_SEQUENTIAL);
#endif
  kc_init (&l->ctx, ksum_backend_used, m.alg, &m.params);
  if (m.tuple)
    {
      /* As hash_tuple_element in digest.c: the element's length is the
         size, and a file that does not keep it is an error.  */
      uintmax_t length = st.st_size;
      kc_tuple_begin (&l->ctx, (kc_u32) (length >> 31 >> 1),
                      (kc_u32) (length & 0xffffffff));
      l->left = length;
    }
  l->fd = fd;
  l->operand = operand;
  return true;
}

/* End the file of lane L with OUTCOME and ERR (0 if all was read).  */
static void
stop (struct lane *l, enum outcome outcome, int err)
{
  if (close (l->fd) != 0 && outcome == DIGESTED)
    {
      outcome = READ_FAILED;
      err = errno;
    }
  if (outcome == DIGESTED)
    kc_final (&l->ctx, slot_of (l->operand)->digest, m.out_len);
  kc_wipe (&l->ctx);
  finish (l->operand, outcome, err);
  l->operand = -1;
}

/* A worker: keeps its lanes filled with operands and absorbs one piece
   of each per round, until no operand is left.  */
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
      lanes[i].buf = xmalloc (m.read_size);
      lanes[i].operand = -1;
    }

  for (;;)
    {
      unsigned int active = 0;

      for (i = 0; i < n; i++)
        active += 0 <= lanes[i].operand;
      for (i = 0; i < n && !all_gone; i++)
        while (lanes[i].operand < 0 && !all_gone)
          {
            int operand = claim (active == 0, &all_gone);
            if (operand < 0)
              goto claimed;
            active += start (&lanes[i], operand);
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
          size_t want = m.read_size, got;

          if (l->operand < 0)
            continue;
          if (m.tuple && l->left < want)
            want = l->left;
          got = safe_read (l->fd, l->buf, want ? want : 1);
          if (got == SAFE_READ_ERROR)
            stop (l, READ_FAILED, errno);
          else if (m.tuple && (want == 0 || got == 0))
            stop (l, want == 0 && got == 0 ? DIGESTED : CHANGED_SIZE, 0);
          else if (got == 0)
            stop (l, DIGESTED, 0);
          else
            {
              if (m.tuple)
                l->left -= got;
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

/* True if ALG is a sequential algorithm, one that digest_files_multi
   takes (every one but the tree modes).  */
bool
ksum_alg_sequential (enum kc_alg alg)
{
  return ! (alg == KC_PARALLELHASH128 || alg == KC_PARALLELHASH256
            || alg == KC_KT128 || alg == KC_KT256 || alg == KC_M14);
}

/* Hash the N_FILES operands FILES one after another with ALG into
   OUT_LEN-byte digests and print a line for each (output_file with
   BINARY and TAGGED), or its diagnostic; return true if all were
   hashed.  The loop of ksum, and of digest_files_multi when its workers
   cannot help.  */
bool
digest_files (char **files, int n_files, enum kc_alg alg,
                     size_t out_len, int binary, bool tagged)
{
  unsigned char *digest = xmalloc (out_len);
  bool ok = true;
  int i;

  for (i = 0; i < n_files; i++)
    {
      int binary_file = binary;
      bool missing;

      if (! digest_file (files[i], &binary_file, alg, out_len, digest,
                         &missing))
        ok = false;
      else
        output_file (files[i], binary_file, digest, alg, out_len, tagged);
    }
  free (digest);
  return ok;
}

/* Hash the N_FILES operands FILES with the sequential algorithm ALG into
   OUT_LEN-byte digests and print their lines (or diagnostics) in order,
   exactly as the loop of digest_file and output_file calls would, with
   BINARY and TAGGED as for output_file; return true if every operand
   was hashed.  Regular files go through ksum_threads workers, each
   hashing up to the backend's parallelism of them at once.  The
   environment variable KSUM_MULTI=0 forces the sequential loop (the
   tests compare the two).  */
bool
digest_files_multi (char **files, int n_files, enum kc_alg alg,
                    size_t out_len, int binary, bool tagged)
{
  char const *env = getenv ("KSUM_MULTI");
  unsigned int par = ksum_backend_used->parallelism;
  int workers = ksum_threads < n_files ? ksum_threads : n_files;
  unsigned int rate = kc_info (alg)->rate;
  size_t per_digest = 16 * 1024 * 1024 / out_len;
  thrd_t *threads;
  bool ok = true;
  int i, started, in_flight;

  if ((env && STREQ (env, "0")) || (par <= 1 && workers <= 1)
      || n_files < 2)
    return digest_files (files, n_files, alg, out_len, binary,
                                tagged);

  /* Each worker takes groups of as many files as the permutation takes
     (fewer lanes per worker would cost the same permutations for less
     data), so there are no more workers than such groups.  The window
     is a few rounds deep, but never more than about 16 MiB of digests
     beyond the files in flight.  */
  m.lanes = par < (unsigned int) n_files ? par : (unsigned int) n_files;
  if (m.lanes < 1)
    m.lanes = 1;
  if ((n_files + (int) m.lanes - 1) / (int) m.lanes < workers)
    workers = (n_files + m.lanes - 1) / m.lanes;
  /* Bounded memory whatever -j says: at most 64 workers (the default's
     cap in ksum.c), so at most 64 * LANES read buffers.  */
  if (64 < workers)
    workers = 64;
  if (workers < 1)
    workers = 1;
  in_flight = workers * m.lanes;
  if (per_digest < 16)
    per_digest = 16;
  m.window = in_flight + ((size_t) in_flight * 3 < per_digest ? in_flight * 3
                          : (int) per_digest);
  m.files = files;
  m.n_files = n_files;
  m.next = 0;
  m.printed = 0;
  m.alg = alg;
  m.out_len = out_len;
  m.params = ksum_params;
  m.params.out_len = out_len;
  m.tuple = (kc_info (alg)->flags & KC_P_TUPLE) != 0;
  m.read_size = LANE_IO - LANE_IO % rate;
  m.slots = xnmalloc (m.window, sizeof *m.slots);
  for (i = 0; i < m.window; i++)
    m.slots[i].digest = xmalloc (out_len);

  if (mtx_init (&m.lock, mtx_plain) != thrd_success
      || cnd_init (&m.done) != thrd_success
      || cnd_init (&m.room) != thrd_success)
    xalloc_die ();
  threads = xnmalloc (workers, sizeof *threads);
  for (started = 0; started < workers; started++)
    if (thrd_create (&threads[started], worker, NULL) != thrd_success)
      break;
  if (started == 0)
    {
      for (i = 0; i < m.window; i++)
        free (m.slots[i].digest);
      free (m.slots);
      free (threads);
      return digest_files (files, n_files, alg, out_len, binary,
                                  tagged);
    }

  for (i = 0; i < n_files; i++)
    {
      struct slot *s = slot_of (i);
      enum outcome outcome;

      mtx_lock (&m.lock);
      while (m.next <= i || s->outcome == PENDING)
        cnd_wait (&m.done, &m.lock);
      outcome = s->outcome;
      mtx_unlock (&m.lock);

      switch (outcome)
        {
        case DIGESTED:
          output_file (files[i], binary, s->digest, alg, out_len, tagged);
          break;
        case READ_FAILED:
          error (0, s->err, "%s", quotef (files[i]));
          ok = false;
          break;
        case CHANGED_SIZE:
          error (0, 0, _("%s: file changed size while being read"),
                 quotef (files[i]));
          ok = false;
          break;
        default:
          {
            int binary_file = binary;
            bool missing;
            if (! digest_file (files[i], &binary_file, alg, out_len,
                               s->digest, &missing))
              ok = false;
            else
              output_file (files[i], binary_file, s->digest, alg,
                           out_len, tagged);
          }
          break;
        }

      mtx_lock (&m.lock);
      m.printed = i + 1;
      cnd_broadcast (&m.room);
      mtx_unlock (&m.lock);
    }

  for (i = 0; i < started; i++)
    thrd_join (threads[i], NULL);
  free (threads);
  cnd_destroy (&m.done);
  cnd_destroy (&m.room);
  mtx_destroy (&m.lock);
  for (i = 0; i < m.window; i++)
    {
      memset (m.slots[i].digest, 0, out_len);
      free (m.slots[i].digest);
    }
  free (m.slots);
  return ok;
}
