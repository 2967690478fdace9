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
   a tag line gives the algorithm, the length and every parameter but
   the key (ksum -c takes tag lines of every algorithm, a named program
   or ksum -a only those of its own algorithm or family), an XOF's
   output length is taken from the digest itself, base64 digests are
   accepted by every program, and when untagged lines checked with the
   default parameters do not match, a warning names the parameter
   options that such a line cannot record.  */

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
  uintmax_t n_untagged_mismatches;  /* mismatched untagged lines checked
                                       with the default parameters */
  bool properly_formatted_lines;
  bool matched_checksums;
};

/* A digest shorter than this (in bytes) is reported, and fails the
   run under --strict: 128 bits is the least that resists a search for
   another file with the same digest.  */
enum { SHORT_DIGEST = 16 };

/* Why a properly formatted line is not checked: it does not fit what
   the command line gives.  */
enum refusal
{
  LINE_CHECKED,                 /* it fits: check it */
  LINE_KEY_UNUSED,              /* a key was given; the line takes none */
  LINE_UNSUPPORTED,             /* an option its algorithm does not take */
  LINE_CONFLICT,                /* an option that says otherwise */
  LINE_NO_KEY,                  /* a KMAC line, and no key was given */
  LINE_STDIN                    /* it names standard input, read already */
};

/* The parameters an untagged line cannot say (its tag would), with
   the options that give them.  */
static struct
{
  unsigned int flag;
  char const *option;
} const untold_params[] =
{
  { KC_P_FUNCTION, "--function" },
  { KC_P_CUSTOM, "--customization" },
  { KC_P_BLOCK, "--block-size" },
  { KC_P_DOMAIN, "--domain" },
  { KC_P_XOFMODE, "--xof" },
};

/* Return the KC_P_* flags of the parameters of ALG that an untagged
   line cannot say.  */

static unsigned int
untold_flags (enum kc_alg alg)
{
  unsigned int flags = 0;
  size_t i;
  for (i = 0; i < ARRAY_CARDINALITY (untold_params); i++)
    flags |= untold_params[i].flag;
  return kc_info (alg)->flags & flags;
}

/* After the check file of C, some of whose untagged lines did not
   match when checked with the default parameters (no parameter option
   given), say which options could make the difference: a GNU line
   cannot record them.  */

static void
untold_hint (struct check_run const *c)
{
  unsigned int flags = untold_flags (c->default_alg);
  char *list = xmalloc (1);
  size_t i, len = 0;

  *list = '\0';
  for (i = 0; i < ARRAY_CARDINALITY (untold_params); i++)
    if (flags & untold_params[i].flag)
      {
        char const *o = untold_params[i].option;
        list = xrealloc (list, len + strlen (o) + 3);
        len += sprintf (list + len, "%s%s", len ? ", " : "", o);
      }
  error (0, 0,
         ngettext ("WARNING: %ju untagged line did NOT match with the "
                   "default parameters; if its sum was made with any of "
                   "%s, give that option again",
                   "WARNING: %ju untagged lines did NOT match with the "
                   "default parameters; if their sums were made with any "
                   "of %s, give those options again",
                   select_plural (c->n_untagged_mismatches)),
         c->n_untagged_mismatches, list);
  free (list);
}

/* What the pool keeps of a line for the sink.  */
struct check_job
{
  struct kc_sumline l;
  struct kc_params params;      /* the line's: the tag's, else -k -C ... */
  bool formatted;
  enum refusal refusal;
  char const *option;           /* the option of LINE_UNSUPPORTED and
                                   LINE_CONFLICT; the name of LINE_STDIN */
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

/* The options that a line's algorithm must take when they are given,
   with the KC_P_* flag of each: the key is apart, and -l and -n are the
   length's business.  */
static struct
{
  unsigned int flag;
  char const *name;
} const line_options[] =
{
  { KC_P_CUSTOM, "--customization" },
  { KC_P_FUNCTION, "--function" },
  { KC_P_BLOCK, "--block-size" },
  { KC_P_XOFMODE, "--xof" },
  { KC_P_DOMAIN, "--domain" },
  { KC_P_TUPLE, "--tuple" }
};

/* Set CJ's parameters from its line: those of its tag if it has one,
   else those of the command line.  Nothing the command line gives is
   ignored: a key given for a line whose algorithm takes none, another
   parameter option for one that does not take it, an option that says
   otherwise than the tag, and a KMAC line when no key was given, each
   set CJ->refusal, so that the line is refused, never silently checked
   without what was given or with one value instead of another.  */

static void
line_params (struct check_run const *c, struct check_job *cj)
{
  struct ksum_settings const *s = c->s;
  struct kc_params const *t = &cj->l.tag.params;
  unsigned int flags = kc_info (cj->l.alg)->flags;
  unsigned int given = s->given & flags;
  char const *conflict = NULL;
  size_t i;

  cj->params = s->params;
  cj->refusal = LINE_CHECKED;
  cj->option = NULL;
  if (cj->l.tagged)
    {
      if ((given & KC_P_XOFMODE) && s->params.xof != t->xof)
        conflict = "--xof";
      if ((given & KC_P_DOMAIN) && s->params.domain != t->domain)
        conflict = "--domain";
      if ((given & KC_P_BLOCK) && (s->params.block_hi != t->block_hi
                                   || s->params.block_lo != t->block_lo))
        conflict = "--block-size";
      if ((given & KC_P_FUNCTION)
          && !same_string (s->params.function, s->params.function_len,
                           t->function, t->function_len))
        conflict = "--function";
      if ((given & KC_P_CUSTOM)
          && !same_string (s->params.custom, s->params.custom_len,
                           t->custom, t->custom_len))
        conflict = "--customization";
      cj->params.custom = t->custom;
      cj->params.custom_len = t->custom_len;
      cj->params.function = t->function;
      cj->params.function_len = t->function_len;
      cj->params.block_hi = t->block_hi;
      cj->params.block_lo = t->block_lo;
      cj->params.domain = t->domain;
      cj->params.xof = t->xof;
    }
  cj->params.out_len = cj->l.out_len;

  for (i = 0; i < ARRAY_CARDINALITY (line_options); i++)
    if ((s->given & ~flags) & line_options[i].flag)
      {
        cj->refusal = LINE_UNSUPPORTED;
        cj->option = line_options[i].name;
        break;
      }
  if ((s->given & KC_P_KEY) && !(flags & KC_P_KEY))
    cj->refusal = LINE_KEY_UNUSED;
  else if (cj->refusal == LINE_CHECKED && conflict)
    {
      cj->refusal = LINE_CONFLICT;
      cj->option = conflict;
    }
  else if (cj->refusal == LINE_CHECKED
           && (flags & KC_P_KEY) && !(s->given & KC_P_KEY))
    cj->refusal = LINE_NO_KEY;
}

/* Return the name of the algorithm of CJ's line as its tag would say
   it: KMACXOF128 for the XOF variant of KMAC128.  The name is kept in a
   static buffer until the next call.  */

static char const *
line_alg_name (struct check_job const *cj)
{
  static char *name;
  static size_t name_size;
  struct kc_params p;
  size_t len;

  kc_params_default (&p, cj->l.alg);
  p.xof = cj->params.xof;
  p.out_len = 1;
  len = kc_tag_format (NULL, 0, cj->l.alg, &p, NULL, 0) + 1;
  if (name_size < len)
    {
      name = xrealloc (name, len);
      name_size = len;
    }
  kc_tag_format (name, name_size, cj->l.alg, &p, NULL, 0);
  /* The name ends before the parameters and the length.  */
  name[strcspn (name, ",")] = '\0';
  if (kc_info (cj->l.alg)->flags & KC_P_XOF)
    *strrchr (name, '-') = '\0';
  return name;
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
      p += kc_tag_next_member (&cj->l.tag, &t);
      *p++ = '\0';
    }
}

/* Standard input is read once (ksum.h): refuse CJ's line if it names
   standard input (as its file, or as a member of its tuple) and the
   settings give standard input to another reader.  As in GNU
   sha256sum, a line of a check file read from standard input that
   names "-" is improperly formatted.  */

static void
line_stdin (struct check_run const *c, struct check_job *cj)
{
  char *const *names = cj->members ? cj->members : &cj->l.file_name;
  size_t n = cj->members ? cj->n_members : 1, i;

  for (i = 0; i < n; i++)
    if (c->is_stdin && STREQ (names[i], "-"))
      {
        cj->formatted = false;
        free (cj->members);
        free (cj->tuple_name);
        cj->members = NULL;
        cj->tuple_name = NULL;
        return;
      }
  if (c->s->stdin_reader && cj->refusal == LINE_CHECKED)
    for (i = 0; i < n; i++)
      if (names_stdin (names[i]))
        {
          cj->refusal = LINE_STDIN;
          cj->option = names[i];
          return;
        }
}

/* Return true if --ignore-missing applies to CJ's tuple line: a member
   does not exist.  */

static bool
tuple_missing (struct check_run const *c, struct check_job const *cj)
{
  size_t i;
  struct stat st;

  if (c->s->ignore_missing)
    for (i = 0; i < cj->n_members; i++)
      if (stat (cj->members[i], &st) != 0 && errno == ENOENT)
        return true;
  return false;
}

/* Report why CJ's line, read from the check file of C, is not
   checked.  */

static void
report_refusal (struct check_run const *c, struct check_job const *cj)
{
  switch (cj->refusal)
    {
    case LINE_KEY_UNUSED:
      error (0, 0, _("%s: %ju: a key was given, but this %s line takes "
                     "none"), quotef (c->name), cj->line_number,
             line_alg_name (cj));
      break;
    case LINE_UNSUPPORTED:
      error (0, 0, _("%s: %ju: the %s option is not supported with this "
                     "%s line"), quotef (c->name), cj->line_number,
             cj->option, line_alg_name (cj));
      break;
    case LINE_CONFLICT:
      error (0, 0, _("%s: %ju: %s differs from the line's parameters"),
             quotef (c->name), cj->line_number, cj->option);
      break;
    case LINE_NO_KEY:
      error (0, 0, _("%s: %ju: no key for this %s line: give it with "
                     "--key-file"), quotef (c->name), cj->line_number,
             line_alg_name (cj));
      break;
    case LINE_STDIN:
      error (0, 0, _("%s: %ju: %s: standard input cannot be read as both "
                     "%s and data"), quotef (c->name), cj->line_number,
             quotearg_n_style_colon (1, shell_escape_quoting_style,
                                     cj->option),
             _(c->s->stdin_reader));
      break;
    case LINE_CHECKED:
    default:
      abort ();
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
                   && line_accepted (c, &cj->l));
  cj->members = NULL;
  cj->tuple_name = NULL;
  if (cj->formatted)
    {
      line_params (c, cj);
      if (cj->l.tagged && (cj->l.tag.given & KC_P_TUPLE))
        split_members (cj);
      line_stdin (c, cj);
    }
  job->hash = cj->formatted && !cj->members && cj->refusal == LINE_CHECKED;
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
      bool say = (!c->untagged_ok || c->s->warn) && !c->s->status_only;
      if (say && cj->l.tag_error == KC_TAG_SPELLED)
        {
          char name[KC_TAG_NAME_MAX];
          kc_tag_name (name, sizeof name, cj->l.tag.alg,
                       cj->l.tag.params.xof);
          error (0, 0, _("%s: %ju: the algorithm %s is written %s in "
                         "checksum lines"), quotef (c->name),
                 cj->line_number, quote_n_mem (1, cj->l.unknown,
                                             cj->l.unknown_len),
                 quote_n (2, name));
        }
      else if (say && cj->l.tag_error == KC_TAG_ALIAS_PARAMS)
        error (0, 0, _("%s: %ju: parameters are not allowed in "
                       "OpenSSL-style lines"), quotef (c->name),
               cj->line_number);
      else if (cj->l.unknown && !c->untagged_ok && !c->s->status_only)
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
  if (cj->refusal != LINE_CHECKED)
    {
      ++c->n_refused;
      report_refusal (c, cj);
    }
  else if (cj->members && tuple_missing (c, cj))
    ;
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
        {
          ++c->n_mismatched_checksums;
          if (!cj->l.tagged && untold_flags (cj->l.alg)
              && !(c->s->given & untold_flags (cj->l.alg)))
            ++c->n_untagged_mismatches;
        }

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
   input) with the settings S.  Untagged lines are for the algorithm
   DEFAULT_ALG and are only accepted if UNTAGGED_OK (ksum without an
   algorithm takes tag lines only, as cksum does).  Print "NAME: OK" /
   "NAME: FAILED" / "NAME: FAILED open or read" per line as --quiet and
   --status allow, then the warnings.  The listed files are hashed by
   the pool of multi.c, many at once, and reported in the order of the
   lines.  Return true if at least one line was properly formatted,
   every listed file was read and matched, and (with --strict) no line
   was improperly formatted.  */

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

      if (c.n_refused != 0)
        error (0, 0,
               ngettext ("WARNING: %ju line was not checked",
                         "WARNING: %ju lines were not checked",
                         select_plural (c.n_refused)),
               c.n_refused);
      if (c.n_untagged_mismatches != 0)
        untold_hint (&c);

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
