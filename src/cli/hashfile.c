/* hashfile.c -- hash one input: a file or a stream by its descriptor, a
   member of a tuple, a large tree-mode file across the threads.

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

/* Every path that hashes a file reads it here: the sequential loop
   (digest.c, check.c), a lane of the job pool (jobs.c), and the runs of
   leaves of a tree-mode file split across threads (tree.c, through
   read_full).  One reader (struct input_reader) gives the pieces of an
   input, whatever consumes them: kc_update here, kc_update_multi in
   the pool.  A TupleHash element's length must be known before its
   first byte, so the reader of such an element counts the bytes down
   and says when the file does not keep its size.  */

#include <config.h>

#include "system.h"
#include "frontend.h"

#include "safe-read.h"

/* Bytes read at once: a multiple of 64 KiB (8 leaves of the tree modes).
   On the CI machines 512 KiB costs the least system time (64 KiB reads
   30% more, 8 MiB 20% more), and it made KT256 -j1 4% faster than
   256 KiB did (KT128 and SHA3-256 the same); it fits in a core's 1 MiB
   L2 cache there.  */
enum { IO_SIZE = 512 * 1024 };

/* The read buffer of the main thread, allocated on first use, as the
   buffers of the threads are (huge_alloc): the kernel copies the page
   cache into a huge page with fewer TLB misses, which is most of the
   system time of a read.  */
static unsigned char *main_buffer;

static unsigned char *
get_main_buffer (void)
{
  if (!main_buffer)
    main_buffer = huge_alloc (IO_SIZE);
  return main_buffer;
}

/* Read into BUF up to SIZE bytes of FD, at OFFSET if OFFSET >= 0 (pread,
   leaving the file offset alone) or else from the file offset, stopping
   early only at the end of the file.  Count the bytes for --progress.
   Set *N to the bytes read; return 0 or an errno value.  */
int
read_full (int fd, unsigned char *buf, size_t size, off_t offset, size_t *n)
{
  *n = 0;
  while (*n < size)
    {
      size_t r;
      if (0 <= offset)
        {
          ssize_t k = pread (fd, buf + *n, size - *n, offset + *n);
          if (k < 0 && errno == EINTR)
            continue;
          r = k < 0 ? SAFE_READ_ERROR : (size_t) k;
        }
      else
        r = safe_read (fd, buf + *n, size - *n);
      if (r == SAFE_READ_ERROR)
        return errno;
      if (r == 0)
        break;
      progress_add (r);
      *n += r;
    }
  return 0;
}

/* Start R reading FD, IO bytes at a time into BUF, for CTX.  If SIZED,
   the input is a TupleHash element of LENGTH bytes: begin it in CTX,
   and have reader_next check that the file gives exactly that.  */
void
reader_start (struct input_reader *r, int fd, unsigned char *buf,
              size_t io, struct kc_ctx *ctx, bool sized, uintmax_t length)
{
  r->fd = fd;
  r->buf = buf;
  r->io = io;
  r->sized = sized;
  r->left = length;
  if (sized)
    kc_tuple_begin (ctx, (kc_u32) (length >> 31 >> 1),
                    (kc_u32) (length & 0xffffffff));
}

/* Read the next piece of R's input into its buffer and set *N to its
   size, 0 at the end.  Return 0, an errno value, or READ_CHANGED_SIZE
   if a sized input turned out longer or shorter than its length.  */
int
reader_next (struct input_reader *r, size_t *n)
{
  size_t want = r->io, got;

  if (r->sized && r->left < want)
    want = r->left;
  got = safe_read (r->fd, r->buf, want ? want : 1);
  *n = 0;
  if (got == SAFE_READ_ERROR)
    return errno;
  if (r->sized && (want == 0 || got == 0))
    return want == 0 && got == 0 ? 0 : READ_CHANGED_SIZE;
  if (r->sized)
    r->left -= got;
  progress_add (got);
  *n = got;
  return 0;
}

/* Feed everything R gives into CTX, in the main thread.  Return 0 or
   what reader_next returned.  */
static int
hash_reader (struct input_reader *r, struct kc_ctx *ctx)
{
  for (;;)
    {
      size_t n;
      int err = reader_next (r, &n);
      if (err || n == 0)
        return err;
      kc_update (ctx, r->buf, n);
    }
}

/* Feed everything that can be read from FD into CTX, in the main
   thread.  Return 0 or an errno value.  */
int
hash_stream (int fd, struct kc_ctx *ctx)
{
  struct input_reader r;

  reader_start (&r, fd, get_main_buffer (), IO_SIZE, ctx, false, 0);
  return hash_reader (&r, ctx);
}

/* Copy everything that can be read from FD into the temporary stream
   TMP and set *LENGTH to the number of bytes.  Return 0 or an errno
   value; *TMP_ERR tells whether the error was on the temporary file.  */
static int
spool_fd (int fd, FILE *tmp, uintmax_t *length, bool *tmp_err)
{
  unsigned char *buf = get_main_buffer ();

  *length = 0;
  *tmp_err = false;
  for (;;)
    {
      size_t n = safe_read (fd, buf, IO_SIZE);
      if (n == SAFE_READ_ERROR)
        return errno;
      if (n == 0)
        break;
      if (fwrite (buf, 1, n, tmp) != n)
        {
          *tmp_err = true;
          return errno;
        }
      *length += n;
    }
  if (fflush (tmp) != 0 || fseeko (tmp, 0, SEEK_SET) != 0)
    {
      *tmp_err = true;
      return errno;
    }
  return 0;
}

/* Feed the contents of FD, named FILENAME, into CTX as one element of
   a TupleHash tuple, whose length must be known before its first byte.
   A regular file gives its size; anything else (a pipe, a terminal) is
   first copied to a temporary file.  A regular file whose size changes
   while it is read is an error, not a digest of something else.  Return
   0 or an errno value; diagnose the errors that are not about FD.  */
static int
hash_tuple_element (int fd, char const *filename, struct kc_ctx *ctx,
                    bool *reported)
{
  struct input_reader r;
  struct stat st;
  off_t pos;
  FILE *tmp;
  uintmax_t length;
  bool tmp_err;
  int err;

  *reported = false;
  if (fstat (fd, &st) == 0 && S_ISREG (st.st_mode)
      && 0 <= (pos = lseek (fd, 0, SEEK_CUR)))
    {
      reader_start (&r, fd, get_main_buffer (), IO_SIZE, ctx, true,
                    pos <= st.st_size ? st.st_size - pos : 0);
      err = hash_reader (&r, ctx);
      if (err == READ_CHANGED_SIZE)
        {
          error (0, 0, _("%s: file changed size while being read"),
                 quotef (filename));
          *reported = true;
          return EIO;
        }
      return err;
    }

  tmp = tmpfile ();
  if (!tmp)
    {
      error (0, errno, _("cannot create a temporary file"));
      *reported = true;
      return errno;
    }
  err = spool_fd (fd, tmp, &length, &tmp_err);
  if (!err)
    {
      reader_start (&r, fileno (tmp), get_main_buffer (), IO_SIZE, ctx,
                    true, length);
      err = hash_reader (&r, ctx);
      if (err == READ_CHANGED_SIZE)
        err = EIO;
      tmp_err = err != 0;
    }
  if (err && tmp_err)
    {
      error (0, err, _("error on a temporary file"));
      *reported = true;
    }
  fclose (tmp);
  return err;
}

/* Hash FD, named FILENAME, into CTX (started for REQ), as a file of its
   own (a one-element tuple for TupleHash), on the threads S allows for
   a tree mode.  Return 0 or an errno value, after a diagnostic if
   *REPORTED.  */
int
hash_input (struct ksum_settings const *s, struct ksum_request const *req,
            int fd, char const *filename, struct kc_ctx *ctx,
            bool *reported)
{
  *reported = false;
#ifdef POSIX_FADV_SEQUENTIAL
  posix_fadvise (fd, 0, 0, POSIX_FADV_SEQUENTIAL);
#endif
  if (kc_info (req->alg)->flags & KC_P_TUPLE)
    return hash_tuple_element (fd, filename, ctx, reported);
  if (1 < s->threads && kc_tree_gap (ctx) != (size_t) -1)
    return hash_fd_tree (fd, ctx, s->threads);
  return hash_stream (fd, ctx);
}

/* Compute into OUT the digest that REQ asks for of the open input FD,
   named FILENAME, and close FD unless it is standard input; if OUT is
   null, stream the output as S asks instead (xof_stream).  On an error
   print a diagnostic in the words of coreutils and return false.  */
bool
digest_fd (struct ksum_settings const *s, struct ksum_request const *req,
           int fd, char const *filename, unsigned char *out)
{
  struct kc_ctx ctx;
  bool reported;
  int err;

  kc_init (&ctx, s->backend, req->alg, &req->params);
  err = hash_input (s, req, fd, filename, &ctx, &reported);
  if (fd != STDIN_FILENO && close (fd) != 0 && !err)
    err = errno;

  if (err)
    {
      kc_wipe (&ctx);
      if (!reported)
        error (0, err, "%s", quotef (filename));
      return false;
    }

  /* No OUT: the settings' stream of XOF output (records.c).  */
  if (!out)
    return xof_stream (s, &ctx);
  kc_final (&ctx, out);
  kc_wipe (&ctx);
  return true;
}

/* For a worker of the job pool: open JOB's file, if the source did not,
   without blocking, and start hashing it into CTX through R, reading
   IO bytes at a time (less for a sequential mode: a multiple of its
   rate, so that every block of the file goes through the multi-state
   permutation) into BUF; a tree-mode file of SPLIT bytes or more is not
   taken, since it goes faster across every thread (tree.c).  Return
   false, leaving JOB's descriptor as it came, if the job is for the
   main thread: not a regular file (a FIFO, whose open would wait for a
   writer, standard input, a name that cannot be opened).  */
bool
hash_job_begin (struct ksum_settings const *s, struct ksum_job *job,
                struct kc_ctx *ctx, struct input_reader *r,
                unsigned char *buf, size_t io, off_t split)
{
  struct ksum_request const *req = job->req;
  struct kc_info const *info = kc_info (req->alg);
  bool tree = (info->flags & KC_P_TREE) != 0;
  struct stat st;
  int fd = job->fd;

  if (0 <= fd)
    st = job->st;               /* opened and fstat'ed by the source */
  else
    {
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
  if (!S_ISREG (st.st_mode) || (tree && split <= st.st_size))
    {
      if (fd != job->fd)
        close (fd);
      return false;
    }
  if (!tree)
    io -= io % info->rate;
#ifdef POSIX_FADV_SEQUENTIAL
  /* For a file longer than a read.  */
  if ((off_t) io < st.st_size)
    posix_fadvise (fd, 0, 0, POSIX_FADV_SEQUENTIAL);
#endif
  kc_init (ctx, s->backend, req->alg, &req->params);
  job->fd = fd;
  reader_start (r, fd, buf, io, ctx, (info->flags & KC_P_TUPLE) != 0,
                st.st_size);
  return true;
}

/* End the file of JOB, which a worker hashed into CTX: close it and,
   if ERR (what reader_next returned last) is 0, write the digest.
   Return its outcome, with the errno value in *ERRP.  */
enum ksum_outcome
hash_job_end (struct ksum_job *job, struct kc_ctx *ctx, int err, int *errp)
{
  enum ksum_outcome outcome = (err == 0 ? KSUM_DIGESTED
                               : err == READ_CHANGED_SIZE
                               ? KSUM_CHANGED_SIZE : KSUM_READ_FAILED);

  *errp = err == READ_CHANGED_SIZE ? 0 : err;
  if (close (job->fd) != 0 && outcome == KSUM_DIGESTED)
    {
      outcome = KSUM_READ_FAILED;
      *errp = errno;
    }
  job->fd = -1;
  if (outcome == KSUM_DIGESTED)
    kc_final (ctx, job->digest);
  kc_wipe (ctx);
  return outcome;
}
