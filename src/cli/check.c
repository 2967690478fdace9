/* check.c -- ksum --check: verify the checksums listed in files.

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

/* The line formats, the order of the checks, every message and the exit
   status follow GNU coreutils' sha256sum/cksum --check.  What ksum adds:
   tag lines of any of its algorithms are accepted by every program, an
   XOF's output length is taken from the digest itself, and base64
   digests are accepted by every program.  */

#include <config.h>

#include "system.h"
#include "ksum.h"
#include "sumline.h"

#include "base64.h"
#include "c-ctype.h"

/* Whether a BSD reversed format checksum ("DIGEST NAME") was seen: -1
   not yet known, 0 no, 1 yes.  As in coreutils, this holds across all
   the check files of one run, so that formats cannot be mixed.  */
static int bsd_reversed = -1;

/* Return true if the digest text of L matches the OUT_LEN bytes at
   BIN: hex in any case, base64 exactly.  */

static bool
digest_matches (struct kc_sumline const *l, unsigned char const *bin)
{
  static char const hex[] = "0123456789abcdef";
  size_t i;

  if (l->b64)
    {
      idx_t b64_len = BASE64_LENGTH (l->out_len);
      char *b64 = xmalloc (b64_len + 1);
      bool match;
      base64_encode ((char const *) bin, l->out_len, b64, b64_len + 1);
      match = memcmp (l->digest, b64, b64_len + 1) == 0;
      free (b64);
      return match;
    }

  for (i = 0; i < l->out_len; i++)
    if (c_tolower (l->digest[2 * i]) != hex[bin[i] >> 4]
        || c_tolower (l->digest[2 * i + 1]) != hex[bin[i] & 0xf])
      return false;
  return true;
}

/* The count N as an argument of ngettext, which takes unsigned long.  */

static unsigned long int
select_plural (uintmax_t n)
{
  enum { PLURAL_REDUCER = 1000000 };
  return n <= ULONG_MAX ? n : n % PLURAL_REDUCER + PLURAL_REDUCER;
}

/* Print FILE_NAME (escaped where needed) and RESULT as a check line.  */

static void
print_result (char const *file_name, char const *result)
{
  bool needs_escape = problematic_chars (file_name);
  if (needs_escape)
    putchar ('\\');
  print_filename (file_name, needs_escape);
  printf (": %s\n", result);
}

/* One check file being verified: the source and the sink of its jobs,
   one job a line that is neither empty nor a comment.  */
struct check_run
{
  struct ksum_settings const *s;
  char const *name;             /* for messages */
  FILE *stream;
  bool is_stdin;
  enum kc_alg default_alg;
  bool untagged_ok;
  uintmax_t line_number;
  uintmax_t n_misformatted_lines;
  uintmax_t n_mismatched_checksums;
  uintmax_t n_open_or_read_failures;
  uintmax_t n_short_digests;    /* shorter than SHORT_DIGEST bytes */
  uintmax_t n_refused;          /* lines that cannot be checked as given */
  bool properly_formatted_lines;
  bool matched_checksums;
};

/* A digest shorter than this (in bytes) is reported, and fails the
   run under --strict: 128 bits is the least that resists a search for
   another file with the same digest.  */
enum { SHORT_DIGEST = 16 };

/* What the pool keeps of a line for the sink.  */
struct check_job
{
  struct kc_sumline l;
  struct kc_params params;      /* the line's: the tag's, else -k -C ... */
  bool formatted;
  char const *conflict;         /* an option the line contradicts */
  bool no_key;                  /* a KMAC line, and no key was given */
  char *tuple_name;             /* a tuple line: its names as written */
  char **members;               /* ... and each file, N_MEMBERS of them */
  size_t n_members;
  uintmax_t line_number;
};

/* Return true if a program checking for C's algorithm takes the line L:
   ksum -c takes every tag line; a named program, or ksum -a, only
   lines of its algorithm (or of its family's members), so that a line
   of another, weaker algorithm is no way around it.  */

static bool
line_accepted (struct check_run const *c, struct kc_sumline const *l)
{
  if (!l->tagged || !c->untagged_ok)
    return true;
  if (0 <= c->s->check_family)
    return kc_info (l->alg)->family == c->s->check_family;
  return l->alg == c->default_alg;
}

/* Return true if the strings A of A_LEN and B of B_LEN bytes are
   equal.  */

static bool
same_string (unsigned char const *a, size_t a_len,
             unsigned char const *b, size_t b_len)
{
  return a_len == b_len && (a_len == 0 || memcmp (a, b, a_len) == 0);
}

/* Set CJ's parameters from its line: those of its tag if it has one,
   else those of the command line.  A parameter option given on the
   command line that says otherwise than the tag is noted in
   CJ->conflict: the line is refused, never silently checked with one
   or the other.  */

static void
line_params (struct check_run const *c, struct check_job *cj)
{
  struct ksum_settings const *s = c->s;
  struct kc_params const *t = &cj->l.tag.params;
  unsigned int flags = kc_info (cj->l.alg)->flags;
  unsigned int given = s->given & flags;

  cj->params = s->params;
  cj->conflict = NULL;
  if (cj->l.tagged)
    {
      if ((given & KC_P_XOFMODE) && s->params.xof != t->xof)
        cj->conflict = "--xof";
      if ((given & KC_P_DOMAIN) && s->params.domain != t->domain)
        cj->conflict = "--domain";
      if ((given & KC_P_BLOCK) && s->params.block_size != t->block_size)
        cj->conflict = "--block-size";
      if ((given & KC_P_FUNCTION)
          && !same_string (s->params.function, s->params.function_len,
                           t->function, t->function_len))
        cj->conflict = "--function";
      if ((given & KC_P_CUSTOM)
          && !same_string (s->params.custom, s->params.custom_len,
                           t->custom, t->custom_len))
        cj->conflict = "--customization";
      cj->params.custom = t->custom;
      cj->params.custom_len = t->custom_len;
      cj->params.function = t->function;
      cj->params.function_len = t->function_len;
      cj->params.block_size = t->block_size;
      cj->params.domain = t->domain;
      cj->params.xof = t->xof;
    }
  cj->params.out_len = cj->l.out_len;
  cj->no_key = (flags & KC_P_KEY) && !(s->given & KC_P_KEY);
}

/* Split the names of CJ's tuple line into its members, in place, with
   the lengths its tag gives.  */

static void
split_members (struct check_job *cj)
{
  size_t n = cj->l.tag.n_members, i;
  const char *t = cj->l.tag.members;
  char *p = cj->l.file_name;

  cj->tuple_name = xstrdup (p);
  cj->members = xnmalloc (n, sizeof *cj->members);
  cj->n_members = n;
  for (i = 0; i < n; i++)
    {
      cj->members[i] = p;
      p += kc_tag_next_member (&t);
      *p++ = '\0';
    }
}

/* Read the next line that is neither empty nor a comment into JOB (its
   text buffer holds the line) and split it.  A misformatted line is a
   job with nothing to hash, so that its warning comes at its place.  */

static bool
check_source (void *cx, struct ksum_job *job)
{
  struct check_run *c = cx;
  struct check_job *cj = job->user;
  ssize_t line_length;
  char *line;

  for (;;)
    {
      if (feof (c->stream) || ferror (c->stream))
        return false;
      ++c->line_number;
      line_length = getline (&job->text, &job->text_size, c->stream);
      if (line_length <= 0)
        return false;
      line = job->text;
      /* As in GNU sha256sum, a NUL ends the line.  */
      line_length = strnlen (line, line_length);

      /* Comment lines begin with '#'.  */
      if (line[0] == '#')
        continue;

      /* Remove a trailing newline and a carriage return before it.  */
      line_length -= 0 < line_length && line[line_length - 1] == '\n';
      line_length -= 0 < line_length && line[line_length - 1] == '\r';

      /* Ignore empty lines.  */
      if (line_length != 0)
        break;
    }
  line[line_length] = '\0';

  cj->line_number = c->line_number;
  cj->formatted = (kc_split_line (line, line_length, &cj->l,
                                  c->default_alg, c->untagged_ok,
                                  c->s->check_family, &bsd_reversed,
                                  KSUM_MAX_OUT_LEN)
                   && line_accepted (c, &cj->l)
                   && ! (c->is_stdin && STREQ (cj->l.file_name, "-")));
  cj->members = NULL;
  cj->tuple_name = NULL;
  if (cj->formatted)
    {
      line_params (c, cj);
      if (cj->l.tagged && (cj->l.tag.given & KC_P_TUPLE))
        split_members (cj);
    }
  job->hash = cj->formatted && !cj->members && !cj->conflict
              && !cj->no_key;
  job->file = cj->formatted ? cj->l.file_name : NULL;
  job->alg = cj->l.alg;
  job->out_len = cj->formatted ? cj->l.out_len : 0;
  job->params = &cj->params;
  return true;
}

/* Report on the line of JOB, in order: a warning for a misformatted
   line, else whether its file matched.  */

static void
check_sink (void *cx, struct ksum_job *job)
{
  struct check_run *c = cx;
  struct check_job *cj = job->user;
  bool missing;

  if (! cj->formatted)
    {
      ++c->n_misformatted_lines;
      if (cj->l.unknown && !c->untagged_ok && !c->s->status_only)
        error (0, 0, _("%s: %ju: unknown algorithm %s"), quotef (c->name),
               cj->line_number, quote_n_mem (1, cj->l.unknown,
                                           cj->l.unknown_len));
      else if (c->s->warn)
        error (0, 0, _("%s: %ju: improperly formatted %s checksum line"),
               quotef (c->name), cj->line_number,
               kc_info (c->default_alg)->name);
      return;
    }

  c->properly_formatted_lines = true;
  if (cj->conflict || cj->no_key)
    {
      ++c->n_refused;
      if (cj->no_key)
        error (0, 0, _("%s: %ju: no key for this %s line: give it with "
                       "--key-file"), quotef (c->name), cj->line_number,
               kc_info (cj->l.alg)->name);
      else
        error (0, 0, _("%s: %ju: %s differs from the line's parameters"),
               quotef (c->name), cj->line_number, cj->conflict);
    }
  else if (cj->members
           ? ! digest_tuple (c->s, &cj->params, cj->members, cj->n_members,
                             cj->l.alg, cj->l.out_len, job->digest)
           : ! ksum_job_digest (c->s, job, &cj->l.binary, &missing))
    {
      ++c->n_open_or_read_failures;
      if (!c->s->status_only)
        print_result (cj->members ? cj->tuple_name : job->file,
                      _("FAILED open or read"));
    }
  else if (!cj->members && c->s->ignore_missing && missing)
    ;
  else
    {
      bool match = digest_matches (&cj->l, job->digest);
      char const *name = cj->members ? cj->tuple_name : job->file;

      if (cj->l.out_len < SHORT_DIGEST)
        ++c->n_short_digests;

      if (match)
        c->matched_checksums = true;
      else
        ++c->n_mismatched_checksums;

      if (!c->s->status_only)
        {
          if (!match)
            print_result (name, _("FAILED"));
          else if (!c->s->quiet)
            print_result (name, _("OK"));
        }
    }
  free (cj->members);
  free (cj->tuple_name);
  cj->members = NULL;
  cj->tuple_name = NULL;
}

/* Verify every checksum line of CHECKFILE_NAME ("-" for standard
   input) with the settings S.  Untagged lines are for the algorithm DEFAULT_ALG and are only
   accepted if UNTAGGED_OK (ksum without an algorithm takes tag lines
   only, as cksum does).  Print "NAME: OK" / "NAME: FAILED" / "NAME:
   FAILED open or read" per line as --quiet and --status allow, then the
   warnings.  The listed files are hashed by the pool of multi.c, many
   at once, and reported in the order of the lines.  Return true if at
   least one line was properly formatted, every listed file was read
   and matched, and (with --strict) no line was improperly formatted.  */

bool
digest_check (struct ksum_settings const *s, char const *checkfile_name,
              enum kc_alg default_alg, bool untagged_ok)
{
  struct check_run c;
  int err;

  memset (&c, 0, sizeof c);
  c.s = s;
  c.name = checkfile_name;
  c.default_alg = default_alg;
  c.untagged_ok = untagged_ok;
  c.is_stdin = STREQ (checkfile_name, "-");

  if (c.is_stdin)
    {
      have_read_stdin = true;
      c.name = _("standard input");
      c.stream = stdin;
    }
  else
    {
      c.stream = fopen (checkfile_name, "r");
      if (c.stream == NULL)
        {
          error (0, errno, "%s", quotef (checkfile_name));
          return false;
        }
    }

  ksum_run_jobs (s, check_source, check_sink, &c, sizeof (struct check_job),
                 default_alg, -1);

  err = ferror (c.stream) ? 0 : -1;
  if (c.is_stdin)
    clearerr (c.stream);
  else if (fclose (c.stream) != 0 && err < 0)
    err = errno;

  if (0 <= err)
    {
      error (0, err, err ? "%s" : _("%s: read error"), quotef (c.name));
      return false;
    }

  if (! c.properly_formatted_lines)
    error (0, 0, _("%s: no properly formatted checksum lines found"),
           quotef (c.name));
  else if (!s->status_only)
    {
      if (c.n_misformatted_lines != 0)
        error (0, 0,
               ngettext ("WARNING: %ju line is improperly formatted",
                         "WARNING: %ju lines are improperly formatted",
                         select_plural (c.n_misformatted_lines)),
               c.n_misformatted_lines);

      if (c.n_open_or_read_failures != 0)
        error (0, 0,
               ngettext ("WARNING: %ju listed file could not be read",
                         "WARNING: %ju listed files could not be read",
                         select_plural (c.n_open_or_read_failures)),
               c.n_open_or_read_failures);

      if (c.n_mismatched_checksums != 0)
        error (0, 0,
               ngettext ("WARNING: %ju computed checksum did NOT match",
                         "WARNING: %ju computed checksums did NOT match",
                         select_plural (c.n_mismatched_checksums)),
               c.n_mismatched_checksums);

      if (c.n_short_digests != 0)
        error (0, 0,
               ngettext ("WARNING: %ju line has a digest shorter than "
                         "128 bits",
                         "WARNING: %ju lines have digests shorter than "
                         "128 bits",
                         select_plural (c.n_short_digests)),
               c.n_short_digests);

      if (s->ignore_missing && ! c.matched_checksums)
        error (0, 0, _("%s: no file was verified"), quotef (c.name));
    }

  return (c.properly_formatted_lines
          && c.matched_checksums
          && c.n_mismatched_checksums == 0
          && c.n_open_or_read_failures == 0
          && c.n_refused == 0
          && (!s->strict || (c.n_misformatted_lines == 0
                             && c.n_short_digests == 0)));
}
