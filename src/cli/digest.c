/* digest.c -- hash files and print the lines of ksum.

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

#include <config.h>

#include "system.h"
#include "frontend.h"
#include "sumtag.h"

#include "base64.h"
#include "same-inode.h"
#include "xbinary-io.h"

/* Whether standard input was read (frontend.h).  */
bool have_read_stdin;

/* Return true if the file name S contains characters that need escaping
   in an output line: backslash, newline or carriage return.  Backslash is
   escaped too, so that escaping can be told from a name that starts with
   one.  */

bool
problematic_chars (char const *s)
{
  size_t length = strcspn (s, "\\\n\r");
  return s[length] != '\0';
}

/* Print FILE to standard output; if ESCAPE, write each newline as "\n",
   each carriage return as "\r" and each backslash as "\\".  */

void
print_filename (char const *file, bool escape)
{
  if (! escape)
    {
      fputs (file, stdout);
      return;
    }

  for (; *file; file++)
    switch (*file)
      {
      case '\n':
        fputs ("\\n", stdout);
        break;
      case '\r':
        fputs ("\\r", stdout);
        break;
      case '\\':
        fputs ("\\\\", stdout);
        break;
      default:
        putchar (*file);
        break;
      }
}

/* Return the tag of a --tag line for ALG with the parameters P (its
   output length and variant included) and, for a tuple of N_MEMBERS
   files, their names MEMBERS, in a new string: every parameter but the
   key, in the grammar of sumtag.h ("SHA3-256", "SHAKE128-256",
   "TURBOSHAKE128-256,D=0x1F", ...).  */

char *
ksum_tag (enum kc_alg alg, struct kc_params const *p,
          char *const *members, size_t n_members)
{
  size_t *lens = n_members ? xnmalloc (n_members, sizeof *lens) : NULL;
  size_t i, len;
  char *tag;

  for (i = 0; i < n_members; i++)
    lens[i] = strlen (members[i]);
  len = kc_tag_format (NULL, 0, alg, p, lens, n_members);
  tag = xmalloc (len + 1);
  kc_tag_format (tag, len + 1, alg, p, lens, n_members);
  free (lens);
  return tag;
}

/* Return true if FILENAME is standard input: "-", or a name of the
   file that descriptor 0 is open on (the same device and inode), such
   as /dev/stdin.  Nothing is opened.  */

bool
names_stdin (char const *filename)
{
  struct stat st, in;

  return (STREQ (filename, "-")
          || (stat (filename, &st) == 0 && fstat (STDIN_FILENO, &in) == 0
              && SAME_INODE (st, in)));
}

/* Return true, after a diagnostic, if reading FILENAME as data would
   read standard input again: S gives it to another reader.  */

static bool
stdin_taken (struct ksum_settings const *s, char const *filename)
{
  if (! (s->stdin_reader && names_stdin (filename)))
    return false;
  error (0, 0, _("%s: standard input cannot be read as both %s and data"),
         quotef (filename), _(s->stdin_reader));
  return true;
}

/* Open FILENAME for reading ("-" is standard input, in binary mode).
   Return the descriptor, or -1 with errno set.  */

static int
open_input (char const *filename)
{
  if (STREQ (filename, "-"))
    {
      have_read_stdin = true;
      xset_binary_mode (STDIN_FILENO, O_BINARY);
      return STDIN_FILENO;
    }
  return open (filename, O_RDONLY | O_BINARY);
}

/* Compute into OUT the digest that REQ asks for of FILENAME ("-" for
   standard input); if OUT is null, stream the output as the settings S
   ask instead (xof_stream).  Files are read in binary mode whatever -b
   or -t says, as on GNU systems.  If --ignore-missing was given and
   FILENAME does not exist, set *MISSING and return true without a
   digest.  On an error print a diagnostic in the words of coreutils and
   return false.  */

bool
digest_file (struct ksum_settings const *s, struct ksum_request const *req,
             char const *filename, unsigned char *out, bool *missing)
{
  int fd;

  *missing = false;

  if (stdin_taken (s, filename))
    return false;
  fd = open_input (filename);
  if (fd < 0)
    {
      if (s->ignore_missing && errno == ENOENT)
        {
          *missing = true;
          return true;
        }
      error (0, errno, "%s", quotef (filename));
      return false;
    }
  return digest_fd (s, req, fd, filename, out);
}

/* Compute into OUT the TupleHash that REQ asks for of the N_FILES files
   FILES taken as one tuple, in order (--tuple), or stream its output
   as S asks if OUT is null.  Return false after a diagnostic if any of
   them cannot be read: a tuple with a missing element has no
   digest.  */

bool
digest_tuple (struct ksum_settings const *s, struct ksum_request const *req,
              char *const *files, size_t n_files, unsigned char *out)
{
  struct kc_ctx ctx;
  bool ok = true;
  size_t i;

  kc_init (&ctx, s->backend, req->alg, &req->params);
  for (i = 0; i < n_files && ok; i++)
    {
      bool reported;
      int fd = stdin_taken (s, files[i]) ? -2 : open_input (files[i]);
      int err;

      if (fd == -2)
        {
          ok = false;
          break;
        }
      if (fd < 0)
        {
          error (0, errno, "%s", quotef (files[i]));
          ok = false;
          break;
        }
      err = hash_input (s, req, fd, files[i], &ctx, &reported);
      if (!STREQ (files[i], "-") && close (fd) != 0 && !err)
        err = errno;
      if (err)
        {
          if (!reported)
            error (0, err, "%s", quotef (files[i]));
          ok = false;
        }
    }
  if (ok && !out)
    ok = xof_stream (s, &ctx);
  else if (ok)
    kc_final (&ctx, out);
  kc_wipe (&ctx);
  return ok;
}

/* Return true if an untagged line says all that the same program
   needs, besides the key, to check the digest that REQ asks for, in
   the form S gives it: no parameter differs from its default (a GNU
   line has no room for S, N, B, D or the XOF variant), and a base64
   digest has the default length (the checker tells a length from the
   number of digits, and a base64 digest of another length can be all
   hexadecimal digits).  */

static bool
untagged_suffices (struct ksum_settings const *s,
                   struct ksum_request const *req)
{
  struct kc_params d;
  struct kc_params const *p = &req->params;
  unsigned int flags = kc_info (req->alg)->flags;

  kc_params_default (&d, req->alg);
  return (! ((flags & KC_P_CUSTOM) && p->custom_len != 0)
          && ! ((flags & KC_P_FUNCTION) && p->function_len != 0)
          && ! ((flags & KC_P_BLOCK) && (p->block_hi != d.block_hi
                                         || p->block_lo != d.block_lo))
          && ! ((flags & KC_P_DOMAIN) && p->domain != d.domain)
          && ! ((flags & KC_P_XOFMODE) && p->xof)
          && ! (s->base64 && p->out_len != d.out_len));
}

/* Print the line for the N_FILES files FILES (one, or the members of
   a tuple, whose line names them joined by blanks) whose digest, as
   REQ asks for it, is DIGEST: the raw bytes
   (--raw); or a tag line "TAG (FILE) = DIGEST", TAG saying the
   algorithm, the length and every parameter but the key; or else
   "DIGEST  FILE", with '*' instead of the second space when BINARY.
   The tag line is written for --tag (TAGGED), for a tuple of several
   files (whose boundaries only its tag says), and where the untagged
   line would not say enough to check it (untagged_suffices), unless S
   says --untagged.  DIGEST is hexadecimal, or base64 with --base64.
   A file name with a newline, carriage return or backslash is escaped,
   and the line starts with a backslash, unless lines end with NUL
   (-z).  S also gives the end of the line.  */

void
output_file (struct ksum_settings const *s, struct ksum_request const *req,
             char *const *files, size_t n_files, int binary,
             unsigned char const *digest, bool tagged)
{
  size_t out_len = req->params.out_len;
  bool tuple = (kc_info (req->alg)->flags & KC_P_TUPLE) && n_files != 1;
  char *joined = NULL;
  char const *file = files[0];
  bool needs_escape;

  if (s->raw)
    {
      fwrite (digest, 1, out_len, stdout);
      return;
    }

  tagged |= tuple || (!s->untagged && !untagged_suffices (s, req));

  if (n_files != 1)
    {
      size_t total = 1, i;
      char *p;
      for (i = 0; i < n_files; i++)
        total += strlen (files[i]) + 1;
      file = joined = p = xmalloc (total);
      for (i = 0; i < n_files; i++)
        p = stpcpy (stpcpy (p, i ? " " : ""), files[i]);
    }

  needs_escape = s->delim == '\n' && problematic_chars (file);
  if (needs_escape)
    putchar ('\\');

  if (tagged)
    {
      char *tag = ksum_tag (req->alg, &req->params, files,
                            tuple ? n_files : 0);
      fputs (tag, stdout);
      free (tag);
      fputs (" (", stdout);
      print_filename (file, needs_escape);
      fputs (") = ", stdout);
    }

  if (s->base64)
    {
      idx_t b64_len = BASE64_LENGTH (out_len);
      char *b64 = xmalloc (b64_len + 1);
      base64_encode ((char const *) digest, out_len, b64, b64_len + 1);
      fputs (b64, stdout);
      free (b64);
    }
  else
    {
      static char const hex[] = "0123456789abcdef";
      size_t i;
      for (i = 0; i < out_len; i++)
        {
          putchar (hex[digest[i] >> 4]);
          putchar (hex[digest[i] & 0xf]);
        }
    }

  if (!tagged)
    {
      putchar (' ');
      putchar (binary > 0 ? '*' : ' ');
      print_filename (file, needs_escape);
    }

  putchar (s->delim);
  free (joined);
}

/* For the sink: set JOB->digest to the digest of JOB's file, hashing it
   now if the workers left it: its descriptor if the source opened it,
   else by name with digest_file (MISSING as there); or print
   the diagnostic of the sequential run, or the source's, and return
   false.  Either way the file is done for --progress, whose line is
   then held back (and cleared) until the pool has handed the job to
   the sink.  */
bool
ksum_job_digest (struct ksum_settings const *s, struct ksum_job *job,
                 bool *missing)
{
  bool ok = false;

  *missing = false;
  if (job->diag)
    {
      progress_output_begin ();
      error (0, job->diag_err, "%s", job->diag);
      free (job->diag);
      job->diag = NULL;
      return false;
    }
  switch (job->outcome)
    {
    case KSUM_DIGESTED:
      ok = true;
      break;
    case KSUM_READ_FAILED:
      progress_output_begin ();
      error (0, job->err, "%s", quotef (job->file));
      break;
    case KSUM_CHANGED_SIZE:
      progress_output_begin ();
      error (0, 0, _("%s: file changed size while being read"),
             quotef (job->file));
      break;
    default:
      if (0 <= job->fd)
        {
          if (S_ISFIFO (job->st.st_mode))
            walk_fifo_wait (job->fd);
          ok = digest_fd (s, job->req, job->fd, job->file, job->digest);
          job->fd = -1;
        }
      else
        ok = digest_file (s, job->req, job->file, job->digest, missing);
      break;
    }
  progress_file_done ();
  /* The status line waits until the sink has written the job's line.  */
  progress_output_begin ();
  return ok;
}

/* digest_files: the operands as jobs.  */
struct operands
{
  struct ksum_settings const *s;
  struct ksum_request const *req;
  struct ksum_walk *walk;
  int binary;
  bool tagged;
  bool ok;
};

/* Return true if the entry E of a walk is standard input: "-", or the
   file that descriptor 0 is open on.  */
static bool
is_stdin (struct ksum_entry const *e)
{
  struct stat in;

  if (e->fd < 0)
    return names_stdin (e->name);
  return fstat (STDIN_FILENO, &in) == 0 && SAME_INODE (e->st, in);
}

/* Fill JOB with the next file of O's walk and return true, or return
   false at its end.  */
static bool
operand_source (struct operands *o, struct ksum_job *job)
{
  struct ksum_entry e;
  size_t size;

  if (!walk_next (o->walk, &e))
    return false;
  /* The name must last as long as the job: it goes in its text.  */
  size = strlen (e.name) + 1;
  if (job->text_size < size)
    {
      free (job->text);
      job->text = xmalloc (size);
      job->text_size = size;
    }
  job->file = memcpy (job->text, e.name, size);
  job->fd = e.fd;
  job->st = e.st;
  job->diag = e.diag;
  job->diag_err = e.diag_err;
  job->diag_warning = e.warning;
  job->hash = !e.diag && 0 <= e.fd && S_ISREG (e.st.st_mode);
  if (o->s->stdin_reader && !e.diag && is_stdin (&e))
    {
      /* Standard input under another name is left to digest_file,
         which refuses it where it is taken.  */
      if (0 <= e.fd)
        close (e.fd);
      job->fd = -1;
      job->hash = false;
    }
  job->req = o->req;
  return true;
}

/* Print the line of the finished JOB of O, or its diagnostic.  */
static void
operand_sink (struct operands *o, struct ksum_job *job)
{
  bool missing;
  bool warning = job->diag_warning;

  if (ksum_job_digest (o->s, job, &missing))
    {
      char *file = (char *) job->file;
      output_file (o->s, o->req, &file, 1, o->binary, job->digest,
                   o->tagged);
    }
  else if (!warning)
    o->ok = false;
}

/* Hash the N_FILES operands FILES as REQ asks and print their lines (or
   diagnostics) in order, exactly as a loop of digest_file and output_file
   calls would, with BINARY and TAGGED as for output_file; return true if every
   operand was hashed.  The files are those of a walk (walk.c): the operands,
   or with -r or --files0-from (in S) the files of the trees or of the
   list.  */
bool
digest_files (struct ksum_settings const *s, struct ksum_request const *req,
              char **files, int n_files, int binary, bool tagged)
{
  struct operands o;
  struct ksum_job *job;
  bool fill;

  o.s = s;
  o.req = req;
  o.binary = binary;
  o.tagged = tagged;
  o.ok = true;
  o.walk = walk_open (s, files, n_files);
  jobs_open (s, 0, req->alg, s->recursive || s->files0_from ? -1 : n_files);
  while ((job = jobs_next (&fill)))
    if (!fill)
      operand_sink (&o, job);
    else if (walk_may_block (o.walk) && !jobs_flush ())
      ;   /* a list read from a pipe: the lines of the names read so far
             come out before waiting for the next name */
    else if (!operand_source (&o, job))
      jobs_end ();
  if (!walk_close (o.walk))
    o.ok = false;
  return o.ok;
}
