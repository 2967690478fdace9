/* records.c -- messages that are not files: every record of a stream
   (--lines), strings of the command line (--string, --string-hex), and
   XOF output streamed to any length (--raw with a long --length, or
   --seek).

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

/* Record mode.  Each input is read into a ring of units, READ_SIZE
   bytes each; a unit holds the whole records that its buffer ends with
   (at most as many as fill OUT_TEXT bytes of output), and the partial
   record after them moves to the front of the next unit.  A unit's
   records are hashed by kc_hash_many, the context having absorbed the
   key or customization prefix once (kc_init on a template), and their
   digests are written as text into the unit; units are hashed on the
   -j threads while the main thread reads the next ones and writes the
   finished ones, in order.  A record that does not fit in a unit's
   buffer is streamed through a context of its own by the main thread
   (TupleHash, which needs the length of a string before its bytes,
   spools it to a temporary file first), so memory stays bounded
   whatever the lengths.

   A record that fits in one block with its padding costs one x8
   permutation of eight such records straight from the template state
   (the backend's one_block routine), its digest's hexadecimal is made
   16 bytes at a time with SSE2 (hex_digits), and the ends of records
   are found 64 bytes at a time (cut_records); the buffers of the units
   are one block of huge pages.  Measured on a 2-core AMD EPYC VM with
   AVX-512 (shared with other jobs, load about 6), SHA3-256, CPU time,
   medians of 7: 1,000,000 records of 32 bytes in 0.079 s at -j1
   (0.155 s before those changes; the Rust sha3 crate ran at 36 MB/s
   in process at the same time, 0.88 s; half of ksum's time is the x8
   permutation), 100,000 records of 4096 bytes in 0.24 s; KMAC256 with
   a key, its digests twice as long, in 0.094 s.  make bench
   (tests/bench/bench.sh) sets them beside the Rust crates, datamash
   and a Python loop.  */

#include <config.h>

#ifndef _WIN32
# include <poll.h>
#endif
#include <threads.h>

#include "system.h"
#include "frontend.h"
#include "hex.h"

#include "base64.h"
#include "safe-read.h"
#include "xbinary-io.h"

/* SSE2 (every x86-64 CPU has it) for the hexadecimal of the digests and
   the search for the ends of records; plain C elsewhere.  */
#if defined __SSE2__ && defined __GNUC__
# include <emmintrin.h>
# define RECORDS_SSE2 1
#endif

/* Bytes read into a unit at once; the longest record hashed in a
   unit.  */
enum { READ_SIZE = 256 * 1024 };

/* The most bytes of output text a unit gathers (one record's output
   may exceed it), and the most records in a unit.  */
enum { OUT_TEXT = 256 * 1024, MAX_RECORDS = 8192 };

/* The most worker threads of record mode.  */
enum { MAX_WORKERS = 8 };

/* Bytes of XOF output squeezed and written at once.  */
enum { STREAM_SIZE = 512 * 1024 };

/* The two hexadecimal digits of every byte.  */
static char hex_pairs[512];

/* Fill HEX_PAIRS.  */
static void
init_hex_pairs (void)
{
  static char const digits[] = "0123456789abcdef";
  int i;

  for (i = 0; i < 256; i++)
    {
      hex_pairs[2 * i] = digits[i >> 4];
      hex_pairs[2 * i + 1] = digits[i & 0xf];
    }
}

/* Write the N bytes at BUF to standard output, all of them unless an
   error comes first; return the number written (errno tells why if
   less).  */
static size_t
write_all (void const *buf, size_t n)
{
  char const *p = buf;
  size_t done = 0;

  while (done < n)
    {
      ssize_t k = write (STDOUT_FILENO, p + done,
                         n - done < SSIZE_MAX ? n - done : SSIZE_MAX);
      if (k < 0)
        {
          if (errno == EINTR)
            continue;
#ifdef _WIN32
          windows_check_pipe (STDOUT_FILENO);
#endif
          break;
        }
      if (k == 0)
        {
          errno = ENOSPC;
          break;
        }
      done += k;
    }
  return done;
}

/* Write the N bytes at BUF to standard output, or exit with coreutils'
   diagnostic.  Standard output's stream is flushed first, so that the
   order of what was written stays.  */
static void
write_out (void const *buf, size_t n)
{
  if (fflush (stdout) != 0 || write_all (buf, n) != n)
    error (EXIT_FAILURE, errno, _("write error"));
}

/* The length of the text of one digest of OUT_LEN bytes under S, its
   end of line included.  */
static size_t
text_length (struct ksum_settings const *s, size_t out_len)
{
  if (s->raw)
    return out_len;
  if (s->base64)
    return BASE64_LENGTH (out_len) + 1;
  return 2 * out_len + 1;
}

/* Write the 2 * N hexadecimal digits of the N bytes at D into P.  With
   SSE2, 16 bytes at a time: their high and low nibbles interleaved by
   unpacks, then each nibble made a digit by adding '0', and 'a' - '0'
   - 10 more where it exceeds 9.  */
static void
hex_digits (unsigned char const *d, size_t n, char *p)
{
  size_t i = 0;

#ifdef RECORDS_SSE2
  __m128i low4 = _mm_set1_epi8 (0x0f), nine = _mm_set1_epi8 (9);
  __m128i zero = _mm_set1_epi8 ('0'), gap = _mm_set1_epi8 ('a' - '0' - 10);

  for (; i + 16 <= n; i += 16)
    {
      __m128i x = _mm_loadu_si128 ((void const *) (d + i));
      __m128i hi = _mm_and_si128 (_mm_srli_epi16 (x, 4), low4);
      __m128i lo = _mm_and_si128 (x, low4);
      __m128i a = _mm_unpacklo_epi8 (hi, lo);
      __m128i b = _mm_unpackhi_epi8 (hi, lo);
      a = _mm_add_epi8 (_mm_add_epi8 (a, zero),
                        _mm_and_si128 (_mm_cmpgt_epi8 (a, nine), gap));
      b = _mm_add_epi8 (_mm_add_epi8 (b, zero),
                        _mm_and_si128 (_mm_cmpgt_epi8 (b, nine), gap));
      _mm_storeu_si128 ((void *) (p + 2 * i), a);
      _mm_storeu_si128 ((void *) (p + 2 * i + 16), b);
    }
#endif
  for (; i < n; i++)
    memcpy (p + 2 * i, hex_pairs + 2 * d[i], 2);
}

/* Write the text of the OUT_LEN-byte digest D under S into P, which
   has room for text_length bytes; return the end of it.  */
static char *
format_digest (struct ksum_settings const *s, unsigned char const *d,
               size_t out_len, char *p)
{
  if (s->raw)
    return mempcpy (p, d, out_len);
  if (s->base64)
    {
      idx_t n = BASE64_LENGTH (out_len);
      base64_encode ((char const *) d, out_len, p, n);
      p += n;
    }
  else
    {
      hex_digits (d, out_len, p);
      p += 2 * out_len;
    }
  *p++ = s->delim;
  return p;
}

/* Decode the hexadecimal message of LEN bytes at TEXT (with or
   without a leading 0x or 0X) into OUT, which has room for LEN / 2
   bytes; return its length in bytes, or -1 if TEXT is not an even
   number of hexadecimal digits.  OUT may be TEXT.  */
static ptrdiff_t
decode_hex_message (char const *text, size_t len, unsigned char *out)
{
  if (2 <= len && text[0] == '0' && (text[1] == 'x' || text[1] == 'X'))
    {
      text += 2;
      len -= 2;
    }
  if (len % 2 != 0 || kc_hex_decode (text, len / 2, out) != 0)
    return -1;
  return len / 2;
}

/* ---- XOF output as a stream ---- */

/* Write S->stream_len bytes of the output of CTX (after kc_update,
   before kc_final) to standard output, starting S->seek bytes into it,
   STREAM_SIZE bytes at a time, and wipe CTX.  A reader that goes away
   (EPIPE, where SIGPIPE is ignored) ends the stream quietly, as it ends
   yes.  Return false after a diagnostic if a write fails otherwise.  */
bool
xof_stream (struct ksum_settings const *s, struct kc_ctx *ctx)
{
  uintmax_t seek = s->seek, left = s->stream_len;
  unsigned char *buf;
  bool ok = true;

  kc_final (ctx, NULL);
  while (0 < seek)
    {
      size_t n = seek < (1u << 30) ? seek : (1u << 30);
      kc_squeeze_skip (ctx, n);
      seek -= n;
    }
  if (fflush (stdout) != 0)
    error (EXIT_FAILURE, errno, _("write error"));
  buf = xmalloc (STREAM_SIZE);
  while (0 < left)
    {
      size_t n = left < STREAM_SIZE ? left : STREAM_SIZE;
      kc_squeeze (ctx, buf, n);
      if (write_all (buf, n) != n)
        {
          if (errno != EPIPE)
            {
              error (0, errno, _("write error"));
              ok = false;
            }
          break;
        }
      left -= n;
    }
  kc_wipe (ctx);
  free (buf);
  return ok;
}

/* ---- Strings ---- */

/* Hash the N_STRINGS messages STRINGS (text, or hexadecimal where IS_HEX[i])
   as REQ asks, and print one digest per line (or stream the one of a single
   string as xof_stream does, when S->stream_len is set).  The hexadecimal ones
   were checked by the option parser.  Return true on success.  */
bool
digest_strings (struct ksum_settings const *s, struct ksum_request const *req,
                char *const *strings, bool const *is_hex, size_t n_strings)
{
  size_t out_len = req->params.out_len;
  struct kc_ctx ctx;
  unsigned char *digest = xmalloc (out_len);
  char *text = xmalloc (text_length (s, out_len));
  bool ok = true;
  size_t i;

  init_hex_pairs ();
  for (i = 0; i < n_strings; i++)
    {
      size_t len = strlen (strings[i]);
      unsigned char *msg = (unsigned char *) strings[i];

      if (is_hex[i])
        {
          msg = xmalloc (len / 2 + 1);
          len = decode_hex_message (strings[i], len, msg);
        }
      kc_init (&ctx, s->backend, req->alg, &req->params);
      if (kc_info (req->alg)->flags & KC_P_TUPLE)
        kc_tuple_begin (&ctx, (kc_u32) ((uintmax_t) len >> 31 >> 1),
                        (kc_u32) (len & 0xffffffff));
      kc_update (&ctx, msg, len);
      if (is_hex[i])
        free (msg);
      if (s->stream_len)
        ok &= xof_stream (s, &ctx);
      else
        {
          kc_final (&ctx, digest);
          kc_wipe (&ctx);
          write_out (text, format_digest (s, digest, out_len, text) - text);
        }
    }
  explicit_bzero (digest, out_len);
  free (digest);
  free (text);
  return ok;
}

/* Return nonzero if the NUL-terminated hexadecimal message TEXT (as
   --string-hex takes it) is well formed.  */
bool
valid_hex_message (char const *text)
{
  size_t len = strlen (text);
  unsigned char *out = xmalloc (len / 2 + 1);
  bool ok = 0 <= decode_hex_message (text, len, out);

  free (out);
  return ok;
}

/* ---- Records ---- */

/* A unit of records: a buffer of input, the records in it, and their
   output text.  */
struct unit
{
  unsigned char *in;            /* READ_SIZE bytes */
  size_t n_records;
  size_t *start, *len;          /* MAX_RECORDS each */
  bool *bad;                    /* hexadecimal records: not well formed */
  char *text;                   /* the output */
  size_t text_len;
  uintmax_t first_line;         /* number of the first record, from 1 */
  char const *file;             /* for diagnostics */
  int state;                    /* enum unit_state */
};

enum unit_state { UNIT_FREE, UNIT_QUEUED, UNIT_BUSY, UNIT_DONE };

/* Everything the record mode shares between its threads.  */
struct records
{
  struct ksum_settings const *s;
  struct ksum_request const *req;
  struct kc_ctx tmpl;           /* after kc_init: the prefix absorbed */
  size_t text_per_record;
  size_t max_records;           /* in a unit */
  bool hex;                     /* --lines=hex */
  bool ok;

  struct unit *units;
  size_t n_units;
  void *unit_mem;               /* the buffers of every unit */
  size_t next_fill;             /* the unit the reader fills next */
  size_t next_write;            /* the unit written next */
  size_t next_hash;             /* the unit a worker takes next */
  bool quit;                    /* the workers should stop */
  mtx_t lock;
  cnd_t work;                   /* a unit was queued, or QUIT was set */
  cnd_t done;                   /* a unit was hashed */
  int n_threads;                /* workers; 0: all in the main thread */
  thrd_t *threads;
};

/* Hash the records of unit U into its text, with the scratch space
   WORK and DIGESTS (room for MAX_RECORDS digests).  Hexadecimal records
   are decoded in place first: their bytes are not needed again.  */
static void
hash_unit (struct records *r, struct unit *u, struct kc_many_work *work,
           unsigned char *digests)
{
  enum { BATCH = 256 };
  unsigned char const *msg[BATCH];
  size_t len[BATCH];
  size_t i, j, m;
  size_t out_len = r->req->params.out_len;
  char *p = u->text;

  for (i = 0; i < u->n_records; i += m)
    {
      m = u->n_records - i < BATCH ? u->n_records - i : BATCH;
      for (j = 0; j < m; j++)
        {
          unsigned char *rec = u->in + u->start[i + j];
          size_t n = u->len[i + j];
          if (r->hex)
            {
              ptrdiff_t d = decode_hex_message ((char const *) rec, n, rec);
              u->bad[i + j] = d < 0;
              n = d < 0 ? 0 : d;
            }
          msg[j] = rec;
          len[j] = n;
        }
      kc_hash_many (&r->tmpl, work, msg, len, m, digests);
      for (j = 0; j < m; j++)
        if (r->hex && u->bad[i + j])
          {
            /* An empty line keeps the output beside its input.  */
            if (!r->s->raw)
              *p++ = r->s->delim;
          }
        else
          p = format_digest (r->s, digests + j * out_len, out_len, p);
    }
  u->text_len = p - u->text;
}

/* Write the text of the hashed unit U and report its bad records.  */
static void
write_unit (struct records *r, struct unit *u)
{
  size_t i;

  if (r->hex)
    for (i = 0; i < u->n_records; i++)
      if (u->bad[i])
        {
          error (0, 0, _("%s: %ju: improperly formatted hexadecimal "
                         "record"), quotef (u->file), u->first_line + i);
          r->ok = false;
        }
  write_out (u->text, u->text_len);
}

/* With R's lock held: if the next unit in order of queueing is queued,
   take it, hash it with WORK and DIGESTS (the lock released meanwhile),
   mark it done and return true; else return false.  The workers and the
   main thread both take units this way.  */
static bool
hash_next_unit (struct records *r, struct kc_many_work *work,
                unsigned char *digests)
{
  struct unit *u = &r->units[r->next_hash];

  if (u->state != UNIT_QUEUED)
    return false;
  u->state = UNIT_BUSY;
  r->next_hash = (r->next_hash + 1) % r->n_units;
  mtx_unlock (&r->lock);
  hash_unit (r, u, work, digests);
  mtx_lock (&r->lock);
  u->state = UNIT_DONE;
  cnd_broadcast (&r->done);
  return true;
}

/* The worker threads: hash queued units in order of queueing.  */
static int
unit_worker (void *arg)
{
  struct records *r = arg;
  struct kc_many_work *work = xmalloc (sizeof *work);
  unsigned char *digests = xnmalloc (r->max_records, r->req->params.out_len);

  mtx_lock (&r->lock);
  for (;;)
    if (!hash_next_unit (r, work, digests))
      {
        if (r->quit)
          break;
        cnd_wait (&r->work, &r->lock);
      }
  mtx_unlock (&r->lock);
  kc_wipe_work (work);
  free (work);
  free (digests);
  return 0;
}

/* In the main thread: the scratch space of -j1, and of the units it
   hashes while it would wait.  */
static struct kc_many_work *main_work;
static unsigned char *main_digests;

/* Write the units that are hashed, in order; with WAIT, wait for every
   queued one first, and rather than wait, hash the next queued unit
   here (the main thread is a thread of -j too: it cuts the records
   faster than a worker hashes them).  Called by the main thread
   only.  */
static void
flush_units (struct records *r, bool wait)
{
  for (;;)
    {
      struct unit *u = &r->units[r->next_write];
      int state;

      mtx_lock (&r->lock);
      while (wait && (u->state == UNIT_QUEUED || u->state == UNIT_BUSY))
        if (!hash_next_unit (r, main_work, main_digests))
          cnd_wait (&r->done, &r->lock);
      state = u->state;
      mtx_unlock (&r->lock);
      if (state != UNIT_DONE)
        return;
      write_unit (r, u);
      u->state = UNIT_FREE;
      r->next_write = (r->next_write + 1) % r->n_units;
    }
}

/* Hand unit U, filled, to the workers (or hash it now without them).  */
static void
submit_unit (struct records *r, struct unit *u)
{
  if (r->n_threads == 0)
    {
      hash_unit (r, u, main_work, main_digests);
      write_unit (r, u);
      return;
    }
  mtx_lock (&r->lock);
  u->state = UNIT_QUEUED;
  cnd_signal (&r->work);
  mtx_unlock (&r->lock);
  r->next_fill = (r->next_fill + 1) % r->n_units;
  flush_units (r, false);
}

/* Return the next unit to fill, waiting for it to be written if need
   be.  */
static struct unit *
free_unit (struct records *r)
{
  struct unit *u = &r->units[r->next_fill];

  if (r->n_threads != 0)
    while (u->state != UNIT_FREE)
      flush_units (r, true);
  return u;
}

/* Return true if a read of FD would not wait: a regular file, or a
   pipe or terminal with data (or an end) to give.  */
static bool
input_ready (int fd)
{
#ifdef _WIN32
  return windows_input_ready (fd);
#else
  struct pollfd p;

  p.fd = fd;
  p.events = POLLIN;
  return poll (&p, 1, 0) != 0;
#endif
}

/* Print the digest of one record of LEN bytes that CTX has absorbed
   (kc_final here, then wiped); BAD says its hexadecimal was not well
   formed.  */
static void
output_long (struct records *r, struct kc_ctx *ctx, bool bad,
             char const *file, uintmax_t line)
{
  size_t out_len = r->req->params.out_len;
  unsigned char *d = xmalloc (out_len);
  char *text = xmalloc (r->text_per_record);

  kc_final (ctx, d);
  kc_wipe (ctx);
  if (bad)
    {
      error (0, 0, _("%s: %ju: improperly formatted hexadecimal record"),
             quotef (file), line);
      r->ok = false;
      text[0] = r->s->delim;
      write_out (text, !r->s->raw);
    }
  else
    write_out (text, format_digest (r->s, d, out_len, text) - text);
  free (d);
  free (text);
}

/* The decoding of a hexadecimal record that comes in parts.  */
struct hex_stream
{
  bool prefix;                  /* a leading 0x may still come */
  bool has_odd;                 /* ODD is a digit of the next byte */
  unsigned char odd;
  bool bad;                     /* a pair was not hexadecimal */
};

/* Decode the LEN digits at BUF, the next part of the record of H, in
   place, carrying an odd digit to the next part; return the bytes
   decoded.  */
static size_t
decode_part (unsigned char *buf, size_t len, struct hex_stream *h)
{
  size_t i = 0, o = 0;

  if (h->prefix && 2 <= len)
    {
      if (buf[0] == '0' && (buf[1] == 'x' || buf[1] == 'X'))
        i = 2;
      h->prefix = false;
    }
  for (; i < len && !h->bad; i++)
    {
      if (!h->has_odd)
        {
          h->odd = buf[i];
          h->has_odd = true;
        }
      else
        {
          char pair[2];
          pair[0] = h->odd;
          pair[1] = buf[i];
          h->bad = kc_hex_decode (pair, 1, buf + o) != 0;
          o++;
          h->has_odd = false;
        }
    }
  return o;
}

/* Feed CTX the TupleHash string of LENGTH bytes spooled to TMP.  Return
   0, or an errno value after a diagnostic.  */
static int
hash_spooled (struct kc_ctx *ctx, FILE *tmp, uintmax_t length)
{
  unsigned char *copy;
  size_t k;
  int err = 0;

  kc_tuple_begin (ctx, (kc_u32) (length >> 31 >> 1),
                  (kc_u32) (length & 0xffffffff));
  if (fflush (tmp) != 0 || fseeko (tmp, 0, SEEK_SET) != 0)
    {
      error (0, errno, _("error on a temporary file"));
      return errno;
    }
  copy = xmalloc (READ_SIZE);
  while ((k = fread (copy, 1, READ_SIZE, tmp)) != 0)
    kc_update (ctx, copy, k);
  if (ferror (tmp))
    {
      error (0, errno, _("error on a temporary file"));
      err = EIO;
    }
  free (copy);
  return err;
}

/* A record longer than a unit: its first HAVE bytes are at BUF
   (READ_SIZE bytes), the rest is still to be read from FD.  Hash it
   as it streams by (through a temporary file for TupleHash, which
   needs its length first, and for hexadecimal records, decoded two
   digits at a time), print its digest, and leave at BUF the *HAVE
   bytes read past its end.  Return 0, or the errno value of a failed
   read with *REPORTED false, or after a diagnostic with *REPORTED
   true; set *EOF when FD is at its end.  */
static int
hash_long_record (struct records *r, int fd, unsigned char *buf,
                  size_t *have, bool *eof, char const *file,
                  uintmax_t line, bool *reported)
{
  bool tuple = (kc_info (r->req->alg)->flags & KC_P_TUPLE) != 0;
  struct kc_ctx ctx;
  FILE *tmp = NULL;
  uintmax_t total = 0;
  size_t n = *have;
  struct hex_stream hex;
  bool bad;
  int err = 0;

  *reported = false;
  hex.bad = false;
  hex.prefix = true;
  hex.has_odd = false;
  hex.odd = 0;
  ctx = r->tmpl;
  if (tuple)
    {
      tmp = tmpfile ();
      if (!tmp)
        {
          error (0, errno, _("cannot create a temporary file"));
          *reported = true;
          return errno;
        }
    }
  for (;;)
    {
      unsigned char *end = memchr (buf, r->s->delim, n);
      size_t part = end ? (size_t) (end - buf) : n;
      unsigned char *data = buf;
      size_t data_len = part;

      if (r->hex)
        data_len = decode_part (buf, part, &hex);
      if (tuple)
        {
          if (fwrite (data, 1, data_len, tmp) != data_len)
            {
              error (0, errno, _("error on a temporary file"));
              *reported = true;
              err = errno;
            }
        }
      else
        kc_update (&ctx, data, data_len);
      total += data_len;
      if (end)
        {
          n -= part + 1;
          memmove (buf, end + 1, n);
          break;
        }
      if (*eof)
        {
          n = 0;
          break;
        }
      n = safe_read (fd, buf, READ_SIZE);
      if (n == SAFE_READ_ERROR)
        {
          err = errno;
          n = 0;
          break;
        }
      if (n == 0)
        *eof = true;
    }
  *have = n;
  bad = hex.bad || hex.has_odd;
  if (tuple && !err)
    {
      err = hash_spooled (&ctx, tmp, total);
      *reported = err != 0;
    }
  if (tmp)
    fclose (tmp);
  if (err)
    {
      kc_wipe (&ctx);
      return err;
    }
  output_long (r, &ctx, bad, file, line);
  return 0;
}

/* Cut the whole records of the first HAVE bytes of U's buffer, from
   *SCANNED (where the search for an end of record resumes) and *POS
   (where the next record starts), as many as a unit holds; at the end
   of the input (EOF), a last record without its end of line too.
   Return true if U is done: full, or the input at its end.  */
static bool
cut_records (struct records *r, struct unit *u, size_t have, bool eof,
             size_t *scanned, size_t *pos)
{
  unsigned char delim = r->s->delim;

#ifdef RECORDS_SSE2
  /* 64 bytes at a time while 64 are there: a mask of the ends of
     records among them, taken lowest bit first.  64 bytes without an
     end are in a long record, which memchr (wider, and called once
     per long record) crosses faster.  */
  __m128i dv = _mm_set1_epi8 ((char) delim);
  size_t n = u->n_records, sc = *scanned, p = *pos;

  while (n < r->max_records && sc + 64 <= have)
    {
      uint64_t m = 0;
      int k;
      for (k = 0; k < 4; k++)
        {
          __m128i x = _mm_loadu_si128 ((void const *) (u->in + sc + 16 * k));
          m |= (uint64_t) _mm_movemask_epi8 (_mm_cmpeq_epi8 (x, dv))
               << 16 * k;
        }
      if (m == 0)
        {
          unsigned char *end = memchr (u->in + sc + 64, delim,
                                       have - (sc + 64));
          if (!end)
            {
              sc = have;
              break;
            }
          sc = end - u->in;
          continue;
        }
      for (; m != 0 && n < r->max_records; m &= m - 1)
        {
          size_t e = sc + __builtin_ctzll (m);
          u->start[n] = p;
          u->len[n] = e - p;
          n++;
          p = e + 1;
        }
      sc = m != 0 ? p : sc + 64;
    }
  u->n_records = n;
  *scanned = sc;
  *pos = p;
#endif
  /* The rest (all of it without SSE2) through memchr.  */
  while (u->n_records < r->max_records)
    {
      unsigned char *end = memchr (u->in + *scanned, delim,
                                   have - *scanned);
      if (!end)
        {
          *scanned = have;
          break;
        }
      u->start[u->n_records] = *pos;
      u->len[u->n_records] = end - (u->in + *pos);
      u->n_records++;
      *pos = *scanned = end + 1 - u->in;
    }
  if (u->n_records == r->max_records)
    return true;
  if (!eof)
    return false;
  if (*pos < have)
    {
      /* A last record without its end of line.  */
      u->start[u->n_records] = *pos;
      u->len[u->n_records] = have - *pos;
      u->n_records++;
      *pos = have;
    }
  return true;
}

/* Hash every record of FD, named FILE, in order.  Return 0 or an errno
   value (after a diagnostic if *REPORTED).  */
static int
records_fd (struct records *r, int fd, char const *file, bool *reported)
{
  unsigned char *carry = xmalloc (READ_SIZE);
  size_t carry_len = 0;
  bool eof = false;
  uintmax_t line = 1;

  *reported = false;
  while (!eof || carry_len != 0)
    {
      struct unit *u = free_unit (r);
      size_t have = carry_len, scanned = 0, pos = 0;
      bool did_read = false;

      memcpy (u->in, carry, carry_len);
      carry_len = 0;
      u->n_records = 0;
      u->file = file;
      u->first_line = line;
      for (;;)
        {
          size_t n;

          if (cut_records (r, u, have, eof, &scanned, &pos))
            break;
          /* Hash what one read brought, so that the output of a slow
             writer's lines comes as they do.  */
          if (u->n_records != 0 && (did_read || have == READ_SIZE))
            break;
          if (have == READ_SIZE)
            {
              /* A record longer than a unit.  */
              int err;
              if (r->n_threads)
                flush_units (r, true);
              err = hash_long_record (r, fd, u->in, &have, &eof, file,
                                      line, reported);
              if (err)
                {
                  free (carry);
                  return err;
                }
              line++;
              scanned = pos = 0;
              u->first_line = line;
              did_read = true;
              continue;
            }
          if (r->n_threads && !input_ready (fd))
            {
              /* The writer of a pipe is slow (a log being followed):
                 print what is hashed before waiting for more.  */
              flush_units (r, true);
            }
          n = safe_read (fd, u->in + have, READ_SIZE - have);
          if (n == SAFE_READ_ERROR)
            {
              int err = errno;
              if (u->n_records)
                submit_unit (r, u);
              if (r->n_threads)
                flush_units (r, true);
              free (carry);
              return err;
            }
          progress_add (n);
          eof = n == 0;
          have += n;
          did_read = true;
        }
      carry_len = have - pos;
      memcpy (carry, u->in + pos, carry_len);
      line += u->n_records;
      if (u->n_records != 0)
        submit_unit (r, u);
    }
  free (carry);
  return 0;
}

/* Bytes rounded up to a multiple of 64, a cache line.  */
#define LINE_ROUND(n) (((n) + 63) / 64 * 64)

/* Give the N_UNITS units of R their buffers, all in one block of huge
   pages where the system has them (huge_alloc): the kernel copies the
   page cache into the input buffers, and the digests go out of the
   text buffers, with fewer page faults and TLB misses than in small
   pages.  */
static void
units_memory (struct records *r)
{
  size_t m = r->max_records;
  size_t in = LINE_ROUND (READ_SIZE);
  size_t starts = LINE_ROUND (m * sizeof (size_t));
  size_t bad = LINE_ROUND (m * sizeof (bool));
  size_t text = LINE_ROUND (m * r->text_per_record);
  size_t one = in + 2 * starts + bad + text;
  char *p;
  size_t i;

  if (SIZE_MAX / r->n_units < one)
    xalloc_die ();
  p = r->unit_mem = huge_alloc (r->n_units * one);
  for (i = 0; i < r->n_units; i++)
    {
      struct unit *u = &r->units[i];
      u->in = (unsigned char *) p;
      u->start = (size_t *) (void *) (p + in);
      u->len = (size_t *) (void *) (p + in + starts);
      u->bad = (bool *) (p + in + 2 * starts);
      u->text = p + in + 2 * starts + bad;
      u->state = UNIT_FREE;
      p += one;
    }
}

/* Set up R for the records of REQ under S: its units, and its worker
   threads (none at -j1, or if none can be had).  */
static void
records_open (struct records *r, struct ksum_settings const *s,
              struct ksum_request const *req, bool hex)
{
  init_hex_pairs ();
  r->s = s;
  r->req = req;
  r->hex = hex;
  r->ok = true;
  r->text_per_record = text_length (s, req->params.out_len);
  r->max_records = OUT_TEXT / r->text_per_record;
  if (r->max_records == 0)
    r->max_records = 1;
  if (MAX_RECORDS < r->max_records)
    r->max_records = MAX_RECORDS;
  kc_init (&r->tmpl, s->backend, req->alg, &req->params);

  /* -j threads in all: the main thread, which reads, cuts, writes and
     hashes what it would otherwise wait for, and at most MAX_WORKERS
     workers, each with two units in flight: about 0.65 MiB a unit, so
     that memory stays under 16 MiB whatever -j says (records are cheap
     to hash; eight threads outrun the reads of a pipe).  */
  r->n_threads = s->threads <= 1 ? 0 : s->threads - 1;
  if (MAX_WORKERS < r->n_threads)
    r->n_threads = MAX_WORKERS;
  r->n_units = r->n_threads ? 2 * r->n_threads + 2 : 1;
  r->units = xcalloc (r->n_units, sizeof *r->units);
  units_memory (r);
  r->next_fill = r->next_write = r->next_hash = 0;
  r->quit = false;
  main_work = xmalloc (sizeof *main_work);
  main_digests = xnmalloc (r->max_records, req->params.out_len);
  r->threads = NULL;
  if (r->n_threads)
    {
      int started;
      if (mtx_init (&r->lock, mtx_plain) != thrd_success
          || cnd_init (&r->work) != thrd_success
          || cnd_init (&r->done) != thrd_success)
        xalloc_die ();
      r->threads = xnmalloc (r->n_threads, sizeof *r->threads);
      for (started = 0; started < r->n_threads; started++)
        if (thrd_create (&r->threads[started], unit_worker, r)
            != thrd_success)
          break;
      if (started == 0)
        {
          /* No thread at all: hash in the main thread.  */
          r->n_threads = 0;
          free (r->threads);
          r->threads = NULL;
        }
      else
        r->n_threads = started;
    }
}

/* Write what R's workers still have, stop them, and free R.  */
static void
records_close (struct records *r)
{
  if (r->n_threads)
    {
      int t;
      flush_units (r, true);
      mtx_lock (&r->lock);
      r->quit = true;
      cnd_broadcast (&r->work);
      mtx_unlock (&r->lock);
      for (t = 0; t < r->n_threads; t++)
        thrd_join (r->threads[t], NULL);
      mtx_destroy (&r->lock);
      cnd_destroy (&r->work);
      cnd_destroy (&r->done);
      free (r->threads);
    }
  free (r->unit_mem);
  free (r->units);
  kc_wipe_work (main_work);
  free (main_work);
  free (main_digests);
  kc_wipe (&r->tmpl);
}

/* Hash every record of FILE ("-" for standard input) in R, or
   diagnose why not, after the output of the records before.  */
static void
records_file (struct records *r, char const *file)
{
  bool is_stdin = STREQ (file, "-");
  bool reported;
  int fd, err;

  if (is_stdin)
    {
      have_read_stdin = true;
      xset_binary_mode (STDIN_FILENO, O_BINARY);
      fd = STDIN_FILENO;
    }
  else
    fd = open (file, O_RDONLY | O_BINARY);
  if (fd < 0)
    {
      if (r->n_threads)
        flush_units (r, true);
      error (0, errno, "%s", quotef (file));
      r->ok = false;
      return;
    }
#ifdef POSIX_FADV_SEQUENTIAL
  posix_fadvise (fd, 0, 0, POSIX_FADV_SEQUENTIAL);
#endif
  err = records_fd (r, fd, file, &reported);
  if (!is_stdin && close (fd) != 0 && !err)
    err = errno;
  if (err)
    {
      if (r->n_threads)
        flush_units (r, true);
      if (!reported)
        error (0, err, "%s", quotef (file));
      r->ok = false;
    }
}

/* Hash every record of the N_FILES files FILES ("-" for standard input) as its
   own message as REQ asks, and print one digest per record, in order (--lines,
   HEX for --lines=hex).  Return true if every file was read and every record
   well formed.  */
bool
digest_records (struct ksum_settings const *s, struct ksum_request const *req,
                char *const *files, int n_files, bool hex)
{
  struct records r;
  int f;

  records_open (&r, s, req, hex);
  for (f = 0; f < n_files; f++)
    records_file (&r, files[f]);
  records_close (&r);
  return r.ok;
}
