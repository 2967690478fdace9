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
#include "frontend.h"
#include "sumline.h"
#include "verdict.h"

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
  struct ksum_request const *req;  /* the run's: the algorithm of
                                      untagged lines, the parameters of
                                      the command line */
  char const *name;             /* for messages */
  FILE *stream;
  uintmax_t line_number;
  struct kc_check_opts opts;    /* what verdict.c judges the lines by */
  struct kc_check_counts counts;
};

/* A verdict of the front end's own, beside verdict.h's: the line names
   standard input, which another reader has.  */
enum { LINE_STDIN = -1 };

/* After the check file of C, some of whose untagged lines did not
   match when checked with the default parameters (no parameter option
   given), say which options could make the difference: a GNU line
   cannot record them.  */

static void
untold_hint (struct check_run const *c)
{
  unsigned int flags = kc_untold_flags (c->req->alg);
  char *list = xmalloc (1);
  size_t i, len = 0;

  *list = '\0';
  for (i = 0; kc_untold_options[i].name; i++)
    if (flags & kc_untold_options[i].flag)
      {
        char const *o = kc_untold_options[i].name;
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
                   select_plural (c->counts.n[KC_COUNT_UNTOLD])),
         (uintmax_t) c->counts.n[KC_COUNT_UNTOLD], list);
  free (list);
}

/* What the pool keeps of a line for the sink.  */
struct check_job
{
  struct kc_sumline l;
  struct ksum_request req;      /* the line's: the tag's parameters, else
                                   -k -C ..., and the digest's length */
  int verdict;                  /* KC_LINE_* of verdict.h, or LINE_STDIN */
  char const *option;           /* the option of KC_LINE_UNSUPPORTED and
                                   KC_LINE_CONFLICT; the name of
                                   LINE_STDIN */
  char *tuple_name;             /* a tuple line: its names as written */
  char **members;               /* ... and each file, N_MEMBERS of them */
  size_t n_members;
  uintmax_t line_number;
};

/* Set CJ's parameters from its line: those of its tag if it has one,
   else those of the command line of C (verdict.c has refused the lines
   where these would differ), the key from the command line.  */

static void
line_params (struct check_run const *c, struct check_job *cj)
{
  struct kc_params const *t = &cj->l.tag.params;

  cj->req.alg = cj->l.alg;
  cj->req.params = c->req->params;
  if (cj->l.tagged)
    {
      cj->req.params.custom = t->custom;
      cj->req.params.custom_len = t->custom_len;
      cj->req.params.function = t->function;
      cj->req.params.function_len = t->function_len;
      cj->req.params.block_hi = t->block_hi;
      cj->req.params.block_lo = t->block_lo;
      cj->req.params.domain = t->domain;
      cj->req.params.xof = t->xof;
    }
  cj->req.params.out_len = cj->l.out_len;
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
  p.xof = cj->req.params.xof;
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

/* Standard input is read once (frontend.h): refuse CJ's line if it names
   standard input (as its file, or as a member of its tuple) and the
   settings give standard input to another reader.  */

static void
line_stdin (struct check_run const *c, struct check_job *cj)
{
  char *const *names = cj->members ? cj->members : &cj->l.file_name;
  size_t n = cj->members ? cj->n_members : 1, i;

  if (c->s->stdin_reader && cj->verdict == KC_LINE_CHECK)
    for (i = 0; i < n; i++)
      if (names_stdin (names[i]))
        {
          cj->verdict = LINE_STDIN;
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
  switch (cj->verdict)
    {
    case KC_LINE_KEY_UNUSED:
      error (0, 0, _("%s: %ju: a key was given, but this %s line takes "
                     "none"), quotef (c->name), cj->line_number,
             line_alg_name (cj));
      break;
    case KC_LINE_UNSUPPORTED:
      error (0, 0, _("%s: %ju: the %s option is not supported with this "
                     "%s line"), quotef (c->name), cj->line_number,
             cj->option, line_alg_name (cj));
      break;
    case KC_LINE_CONFLICT:
      error (0, 0, _("%s: %ju: %s differs from the line's parameters"),
             quotef (c->name), cj->line_number, cj->option);
      break;
    case KC_LINE_NO_KEY:
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
    default:
      abort ();
    }
}

/* Read the next line that is neither empty nor a comment into JOB (its
   text buffer holds the line) and split it.  A misformatted line is a
   job with nothing to hash, so that its warning comes at its place.  */

static bool
check_source (struct check_run *c, struct ksum_job *job)
{
  struct check_job *cj = job->user;
  ssize_t line_length;
  char *line;
  bool formatted;

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
  cj->option = NULL;
  cj->verdict = kc_check_line (&c->opts, line, line_length, &cj->l,
                               &bsd_reversed, &cj->option);
  formatted = cj->verdict != KC_LINE_IMPROPER;
  cj->members = NULL;
  cj->tuple_name = NULL;
  if (formatted)
    {
      line_params (c, cj);
      if (cj->l.tagged && (cj->l.tag.given & KC_P_TUPLE))
        split_members (cj);
      line_stdin (c, cj);
    }
  job->hash = !cj->members && cj->verdict == KC_LINE_CHECK;
  job->file = formatted ? cj->l.file_name : NULL;
  job->req = formatted ? &cj->req : NULL;
  return true;
}

/* Report, as verdict.c decides, on CJ's improperly formatted line of
   the check file of C.  */

static void
report_improper (struct check_run const *c, struct check_job const *cj)
{
  char name[KC_TAG_NAME_MAX];

  switch (kc_improper_say (&c->opts, &cj->l))
    {
    case KC_SAY_SPELLED:
      kc_tag_name (name, sizeof name, cj->l.tag.alg, cj->l.tag.params.xof);
      error (0, 0, _("%s: %ju: the algorithm %s is written %s in "
                     "checksum lines"), quotef (c->name),
             cj->line_number, quote_n_mem (1, cj->l.unknown,
                                           cj->l.unknown_len),
             quote_n (2, name));
      break;
    case KC_SAY_ALIAS_PARAMS:
      error (0, 0, _("%s: %ju: parameters are not allowed in "
                     "OpenSSL-style lines"), quotef (c->name),
             cj->line_number);
      break;
    case KC_SAY_UNKNOWN:
      error (0, 0, _("%s: %ju: unknown algorithm %s"), quotef (c->name),
             cj->line_number, quote_n_mem (1, cj->l.unknown,
                                           cj->l.unknown_len));
      break;
    case KC_SAY_IMPROPER:
      error (0, 0, _("%s: %ju: improperly formatted %s checksum line"),
             quotef (c->name), cj->line_number,
             kc_info (c->req->alg)->name);
      break;
    default:
      break;
    }
}

/* Report on the line of JOB, in order: a warning for a misformatted
   line, else whether its file matched.  */

static void
check_sink (struct check_run *c, struct ksum_job *job)
{
  struct check_job *cj = job->user;
  bool missing;
  int outcome = KC_OUT_SKIPPED;

  if (cj->verdict != KC_LINE_CHECK
      || (cj->members && tuple_missing (c, cj)))
    ;
  else if (cj->members
           ? ! digest_tuple (c->s, &cj->req, cj->members, cj->n_members,
                             job->digest)
           : ! ksum_job_digest (c->s, job, &missing))
    {
      outcome = KC_OUT_UNREADABLE;
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

      outcome = match ? KC_OUT_MATCHED : KC_OUT_MISMATCHED;
      if (!c->s->status_only)
        {
          if (!match)
            print_result (name, _("FAILED"));
          else if (!c->s->quiet)
            print_result (name, _("OK"));
        }
    }
  if (cj->verdict == KC_LINE_IMPROPER)
    report_improper (c, cj);
  else if (cj->verdict != KC_LINE_CHECK)
    report_refusal (c, cj);
  kc_check_count (&c->counts, &c->opts, &cj->l, cj->verdict, outcome);
  free (cj->members);
  free (cj->tuple_name);
  cj->members = NULL;
  cj->tuple_name = NULL;
}

/* Print the warnings that end the check file of C, as verdict.c
   counted its lines, in the order of its counts.  */

static void
check_summary (struct check_run const *c)
{
  unsigned long const *n = c->counts.n;

  if (n[KC_COUNT_IMPROPER] != 0)
    error (0, 0,
           ngettext ("WARNING: %ju line is improperly formatted",
                     "WARNING: %ju lines are improperly formatted",
                     select_plural (n[KC_COUNT_IMPROPER])),
           (uintmax_t) n[KC_COUNT_IMPROPER]);
  if (n[KC_COUNT_UNREADABLE] != 0)
    error (0, 0,
           ngettext ("WARNING: %ju listed file could not be read",
                     "WARNING: %ju listed files could not be read",
                     select_plural (n[KC_COUNT_UNREADABLE])),
           (uintmax_t) n[KC_COUNT_UNREADABLE]);
  if (n[KC_COUNT_MISMATCHED] != 0)
    error (0, 0,
           ngettext ("WARNING: %ju computed checksum did NOT match",
                     "WARNING: %ju computed checksums did NOT match",
                     select_plural (n[KC_COUNT_MISMATCHED])),
           (uintmax_t) n[KC_COUNT_MISMATCHED]);
  if (n[KC_COUNT_REFUSED] != 0)
    error (0, 0,
           ngettext ("WARNING: %ju line was not checked",
                     "WARNING: %ju lines were not checked",
                     select_plural (n[KC_COUNT_REFUSED])),
           (uintmax_t) n[KC_COUNT_REFUSED]);
  if (n[KC_COUNT_UNTOLD] != 0)
    untold_hint (c);
  if (n[KC_COUNT_SHORT] != 0)
    error (0, 0,
           ngettext ("WARNING: %ju line has a digest shorter than "
                     "128 bits",
                     "WARNING: %ju lines have digests shorter than "
                     "128 bits",
                     select_plural (n[KC_COUNT_SHORT])),
           (uintmax_t) n[KC_COUNT_SHORT]);
  if (c->s->ignore_missing && ! c->counts.matched)
    error (0, 0, _("%s: no file was verified"), quotef (c->name));
}

/* Verify every checksum line of CHECKFILE_NAME ("-" for standard input) with
   the settings S and the request REQ: untagged lines are for its algorithm,
   and are only accepted if UNTAGGED_OK (ksum without an algorithm takes tag
   lines only, as cksum does).  Print "NAME: OK" / "NAME: FAILED" / "NAME:
   FAILED open or read" per line as --quiet and --status allow, then the
   warnings.  The listed files are hashed by the pool of jobs.c, many at once,
   and reported in the order of the lines.  Return true if at least one line
   was properly formatted, every listed file was read and matched, and (with
   --strict) no line was improperly formatted.  */

bool
digest_check (struct ksum_settings const *s, struct ksum_request const *req,
              char const *checkfile_name, bool untagged_ok)
{
  struct check_run c;
  struct ksum_job *job;
  bool fill;
  int err;

  memset (&c, 0, sizeof c);
  c.s = s;
  c.name = checkfile_name;
  c.req = req;
  c.opts.alg = req->alg;
  c.opts.family = s->check_family;
  c.opts.chosen = untagged_ok;
  c.opts.untagged_ok = untagged_ok;
  c.opts.given = s->given;
  c.opts.params = &req->params;
  c.opts.stdin_file = STREQ (checkfile_name, "-");
  c.opts.warn = s->warn;
  c.opts.status_only = s->status_only;
  c.opts.max_out = KSUM_MAX_OUT_LEN;

  if (c.opts.stdin_file)
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

  jobs_open (s, sizeof (struct check_job), req->alg, -1);
  while ((job = jobs_next (&fill)))
    if (!fill)
      check_sink (&c, job);
    else if (!check_source (&c, job))
      jobs_end ();

  err = ferror (c.stream) ? 0 : -1;
  if (c.opts.stdin_file)
    clearerr (c.stream);
  else if (fclose (c.stream) != 0 && err < 0)
    err = errno;

  if (0 <= err)
    {
      error (0, err, err ? "%s" : _("%s: read error"), quotef (c.name));
      return false;
    }

  if (! c.counts.proper)
    error (0, 0, _("%s: no properly formatted checksum lines found"),
           quotef (c.name));
  else if (!s->status_only)
    check_summary (&c);
  return kc_check_ok (&c.counts, s->strict);
}
