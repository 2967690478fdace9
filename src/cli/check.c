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

#include "base64.h"
#include "c-ctype.h"
#include "xstrtol.h"

#define ISWHITE(c) ((c) == ' ' || (c) == '\t')

/* Whether a BSD reversed format checksum ("DIGEST NAME") was seen: -1
   not yet known, 0 no, 1 yes.  As in coreutils, this holds across all
   the check files of one run, so that formats cannot be mixed.  */
static int bsd_reversed = -1;

/* What one check line asks for.  */
struct check_line
{
  enum kc_alg alg;
  size_t out_len;         /* digest bytes */
  bool out_len_free;      /* take OUT_LEN from the digest (XOF) */
  unsigned char *digest;  /* hex or base64 text */
  size_t d_len;
  bool b64;
  char *file_name;
  int binary;
};

/* Replace in the LEN bytes at S (not NUL-terminated) each "\\n" by a
   newline, each "\\r" by a carriage return and each "\\\\" by a backslash,
   and NUL-terminate.  Return S, or a null pointer if S is not a valid
   escaped name: a NUL, a trailing backslash, or a backslash followed by
   anything else.  */

static char *
filename_unescape (char *s, size_t len)
{
  char *dst = s;
  size_t i;

  for (i = 0; i < len; i++)
    {
      if (s[i] == '\0')
        return NULL;
      if (s[i] != '\\')
        {
          *dst++ = s[i];
          continue;
        }
      if (++i == len)
        return NULL;
      switch (s[i])
        {
        case 'n':
          *dst++ = '\n';
          break;
        case 'r':
          *dst++ = '\r';
          break;
        case '\\':
          *dst++ = '\\';
          break;
        default:
          return NULL;
        }
    }
  if (dst < s + len)
    *dst = '\0';
  return s;
}

/* Return true if the D_LEN characters at S, followed by a NUL, are
   N_BYTES bytes in base64: a multiple of 4 characters, correct padding,
   and nothing but base64 digits before it.  */

static bool
valid_base64 (unsigned char const *s, size_t d_len, size_t n_bytes)
{
  size_t data_chars, i;

  if (d_len != BASE64_LENGTH (n_bytes))
    return false;
  data_chars = (n_bytes * 4 + 2) / 3;
  for (i = 0; i < data_chars; i++)
    if (!isbase64 (s[i]))
      return false;
  for (; i < d_len; i++)
    if (s[i] != '=')
      return false;
  return s[d_len] == '\0';
}

/* Return true if the D_LEN characters at S are hexadecimal digits.  */

static bool
all_hex (unsigned char const *s, size_t d_len)
{
  size_t i;
  for (i = 0; i < d_len; i++)
    if (!c_isxdigit (s[i]))
      return false;
  return true;
}

/* Decide whether the digest text of L (L->digest, L->d_len, followed by
   a NUL) is a valid digest for L->alg, and in which form.  For a fixed
   length it must be exactly that many bytes in hex or base64.  When the
   length is free (an XOF, or an XOF tag line without "-BITS"), an even
   number of hex digits gives the length, else a padded base64 string
   does.  Set L->b64 and L->out_len.  */

static bool
valid_digits (struct check_line *l)
{
  size_t d_len = l->d_len;

  if (l->out_len_free)
    {
      if (d_len != 0 && d_len % 2 == 0 && all_hex (l->digest, d_len)
          && d_len / 2 <= KSUM_MAX_OUT_LEN)
        {
          l->out_len = d_len / 2;
          l->b64 = false;
          return l->digest[d_len] == '\0';
        }
      if (d_len == 0 || d_len % 4 != 0 || KSUM_MAX_OUT_LEN < d_len / 4 * 3)
        return false;
      l->out_len = d_len / 4 * 3 - (l->digest[d_len - 1] == '=')
                   - (l->digest[d_len - 2] == '=');
      if (l->out_len == 0)
        return false;
      l->b64 = true;
      return valid_base64 (l->digest, d_len, l->out_len);
    }

  if (d_len == 2 * l->out_len)
    {
      l->b64 = false;
      return all_hex (l->digest, d_len) && l->digest[d_len] == '\0';
    }
  l->b64 = true;
  return valid_base64 (l->digest, d_len, l->out_len);
}

/* If the text at S starts with the --tag name of one of ksum's
   algorithms ("SHA3-256", "KT128", "SHAKE128-512", ...) followed by a
   blank or '(', set L's algorithm and length, advance *I past the name
   and return true.  */

static bool
tag_lookup (char const *s, size_t *i, struct check_line *l)
{
  size_t n = 0;
  int a;

  while (n < KSUM_TAG_SIZE && s[n] && !ISWHITE (s[n]) && s[n] != '(')
    n++;
  if (n == 0 || n == KSUM_TAG_SIZE)
    return false;

  for (a = 0; a < KC_ALG_COUNT; a++)
    {
      struct kc_info const *info = kc_info (a);
      size_t name_len = strlen (info->name);

      if (strncmp (s, info->name, name_len) != 0)
        continue;
      if (name_len == n)
        {
          l->alg = a;
          l->out_len = info->out_len;
          l->out_len_free = (info->flags & KC_P_XOF) != 0;
          *i += n;
          return true;
        }
      if ((info->flags & KC_P_XOF) && s[name_len] == '-'
          && c_isdigit (s[name_len + 1]))
        {
          char digits[KSUM_TAG_SIZE];
          uintmax_t bits;
          char *end;

          memcpy (digits, s + name_len + 1, n - name_len - 1);
          digits[n - name_len - 1] = '\0';
          if (xstrtoumax (digits, &end, 10, &bits, NULL) == LONGINT_OK
              && *end == '\0' && 0 < bits && bits % 8 == 0
              && bits / 8 <= KSUM_MAX_OUT_LEN)
            {
              l->alg = a;
              l->out_len = bits / 8;
              l->out_len_free = false;
              *i += n;
              return true;
            }
        }
    }
  return false;
}

/* Split the rest of a tag line, S of S_LEN bytes after "ALG (", into
   the file name (up to the last ')') and the digest after " = ".  S is
   modified.  */

static bool
bsd_split_3 (char *s, size_t s_len, struct check_line *l,
             bool escaped_filename)
{
  size_t i;

  if (s_len == 0)
    return false;

  i = s_len - 1;
  while (i && s[i] != ')')
    i--;
  if (s[i] != ')')
    return false;

  l->file_name = s;
  if (escaped_filename && filename_unescape (s, i) == NULL)
    return false;
  s[i++] = '\0';

  while (ISWHITE (s[i]))
    i++;
  if (s[i] != '=')
    return false;
  i++;
  while (ISWHITE (s[i]))
    i++;

  l->digest = (unsigned char *) &s[i];
  l->d_len = s_len - i;
  return valid_digits (l);
}

/* For ksum -a sha3 -c (or keccak) without --length, as cksum -a sha3
   -c: make L's algorithm the member of the family whose digest, in hex
   or base64, has L's digest length.  The family's four members follow
   one another from ksum_check_family, shortest first.  */

static void
family_member (struct check_line *l)
{
  int k;

  for (k = 0; k < 4; k++)
    {
      size_t n = kc_info (ksum_check_family + k)->out_len;
      if (l->d_len == 2 * n || l->d_len == BASE64_LENGTH (n))
        {
          l->alg = ksum_check_family + k;
          l->out_len = n;
          return;
        }
    }
}

/* Split the check line S of S_LEN bytes (NUL-terminated, no newline)
   into L: a tag line "ALG (NAME) = DIGEST" (or OpenSSL's
   "ALG(NAME)= DIGEST"), a GNU line "DIGEST  NAME" / "DIGEST *NAME", or a
   BSD reversed line "DIGEST NAME".  Untagged lines are for the
   algorithm DEFAULT_ALG, and only accepted if UNTAGGED_OK; a line that
   starts with a tag name but has no '(' after it is tried as an
   untagged line, since a base64 digest can look like a tag.  The digest
   of an untagged line must be followed by a blank and at least one more
   character.  A leading backslash means the name is escaped.  S is
   modified.  */

static bool
split_3 (char *s, size_t s_len, struct check_line *l,
         enum kc_alg default_alg, bool untagged_ok)
{
  bool escaped_filename = false;
  size_t i = 0, tag_end;
  struct kc_info const *info;

  while (ISWHITE (s[i]))
    ++i;
  if (s[i] == '\\')
    {
      ++i;
      escaped_filename = true;
    }

  tag_end = i;
  if (tag_lookup (s + i, &tag_end, l))
    {
      if (s[tag_end] == ' ')
        ++tag_end;
      if (s[tag_end] == '(')
        {
          ++tag_end;
          l->binary = 0;
          return bsd_split_3 (s + tag_end, s_len - tag_end, l,
                              escaped_filename);
        }
      /* Not a tag line after all: as in coreutils, an untagged base64
         digest may begin like a tag, so try the untagged formats.  */
    }

  if (!untagged_ok)
    return false;

  info = kc_info (default_alg);
  l->alg = default_alg;
  l->out_len = info->out_len;
  l->out_len_free = (info->flags & KC_P_XOF) != 0;

  l->digest = (unsigned char *) &s[i];
  while (s[i] && !ISWHITE (s[i]))
    i++;

  /* coreutils' minimum line length: for a fixed-length hex digest, the
     digest, a blank and a one-byte name.  */
  if (s_len - i < 2)
    return false;
  l->d_len = &s[i] - (char *) l->digest;
  s[i++] = '\0';
  if (0 <= ksum_check_family)
    family_member (l);
  if (!valid_digits (l))
    return false;

  if (s_len - i == 1 || (s[i] != ' ' && s[i] != '*'))
    {
      /* A BSD reversed line.  Never mix it with GNU lines: an attacker
         could rename files to start with a blank or '*'.  */
      if (bsd_reversed == 0)
        return false;
      bsd_reversed = 1;
    }
  else if (bsd_reversed != 1)
    {
      bsd_reversed = 0;
      l->binary = s[i++] == '*';
    }

  /* Everything after the mode character is the name, blanks included.  */
  l->file_name = &s[i];
  if (escaped_filename)
    return filename_unescape (&s[i], s_len - i) != NULL;
  return true;
}

/* Return true if the digest text of L matches the OUT_LEN bytes at
   BIN: hex in any case, base64 exactly.  */

static bool
digest_matches (struct check_line const *l, unsigned char const *bin)
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
  char const *name;             /* for messages */
  FILE *stream;
  bool is_stdin;
  enum kc_alg default_alg;
  bool untagged_ok;
  char default_tag[KSUM_TAG_SIZE];
  uintmax_t line_number;
  uintmax_t n_misformatted_lines;
  uintmax_t n_mismatched_checksums;
  uintmax_t n_open_or_read_failures;
  bool properly_formatted_lines;
  bool matched_checksums;
};

/* What the pool keeps of a line for the sink.  */
struct check_job
{
  struct check_line l;
  bool formatted;
  uintmax_t line_number;
};

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

      /* Comment lines begin with '#'.  */
      if (line[0] == '#')
        continue;

      /* Remove a trailing newline and a carriage return before it.  */
      line_length -= line[line_length - 1] == '\n';
      line_length -= line[line_length - (0 < line_length)] == '\r';

      /* Ignore empty lines.  */
      if (line_length != 0)
        break;
    }
  line[line_length] = '\0';

  cj->line_number = c->line_number;
  cj->formatted = (split_3 (line, line_length, &cj->l, c->default_alg,
                            c->untagged_ok)
                   && ! (c->is_stdin && STREQ (cj->l.file_name, "-")));
  job->hash = cj->formatted;
  job->file = cj->formatted ? cj->l.file_name : NULL;
  job->alg = cj->l.alg;
  job->out_len = cj->formatted ? cj->l.out_len : 0;
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
      if (warn)
        error (0, 0, _("%s: %ju: improperly formatted %s checksum line"),
               quotef (c->name), cj->line_number, c->default_tag);
      return;
    }

  c->properly_formatted_lines = true;
  if (! ksum_job_digest (job, &cj->l.binary, &missing))
    {
      ++c->n_open_or_read_failures;
      if (!status_only)
        print_result (job->file, _("FAILED open or read"));
    }
  else if (ignore_missing && missing)
    ;
  else
    {
      bool match = digest_matches (&cj->l, job->digest);

      if (match)
        c->matched_checksums = true;
      else
        ++c->n_mismatched_checksums;

      if (!status_only)
        {
          if (!match)
            print_result (job->file, _("FAILED"));
          else if (!quiet)
            print_result (job->file, _("OK"));
        }
    }
}

/* Verify every checksum line of CHECKFILE_NAME ("-" for standard
   input).  Untagged lines are for the algorithm DEFAULT_ALG and are only
   accepted if UNTAGGED_OK (ksum without an algorithm takes tag lines
   only, as cksum does).  Print "NAME: OK" / "NAME: FAILED" / "NAME:
   FAILED open or read" per line as --quiet and --status allow, then the
   warnings.  The listed files are hashed by the pool of multi.c, many
   at once, and reported in the order of the lines.  Return true if at
   least one line was properly formatted, every listed file was read
   and matched, and (with --strict) no line was improperly formatted.  */

bool
digest_check (char const *checkfile_name, enum kc_alg default_alg,
              bool untagged_ok)
{
  struct check_run c;
  int err;

  memset (&c, 0, sizeof c);
  c.name = checkfile_name;
  c.default_alg = default_alg;
  c.untagged_ok = untagged_ok;
  c.is_stdin = STREQ (checkfile_name, "-");
  ksum_tag (default_alg, kc_info (default_alg)->out_len, c.default_tag);

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

  ksum_run_jobs (check_source, check_sink, &c, sizeof (struct check_job),
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
  else if (!status_only)
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

      if (ignore_missing && ! c.matched_checksums)
        error (0, 0, _("%s: no file was verified"), quotef (c.name));
    }

  return (c.properly_formatted_lines
          && c.matched_checksums
          && c.n_mismatched_checksums == 0
          && c.n_open_or_read_failures == 0
          && (!strict || c.n_misformatted_lines == 0));
}
