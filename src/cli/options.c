/* options.c -- ksum's command line: the options of each program, their
   values, the rules of which go together, and parse_options.

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

#include <getopt.h>

#include "system.h"
#include "options.h"
#include "selftest.h"

#include "argmatch.h"
#include "c-ctype.h"
#include "verify.h"
#include "version-etc.h"
#include "xstrtol.h"

#define AUTHORS _("the ksum authors")

/* The copyright line of --version (gnulib's version-etc).  */
char const version_etc_copyright[] = "Copyright %s %d The ksum authors.";

/* Algorithm names of ksum -a NAME (in any case) and ksum --NAME, from
   names.def, for argmatch: the names, and the rows they select.  */
static char const *const algorithm_args[] =
{
#define KC_NAME(name, alg, family) name,
#include "names.def"
#undef KC_NAME
  NULL
};
static struct kc_name const algorithm_types[] =
{
#define KC_NAME(name, alg, family) { name, alg, family },
#include "names.def"
#undef KC_NAME
};
ARGMATCH_VERIFY (algorithm_args, algorithm_types);

/* The codes getopt_long returns: an option's short letter, else a
   non-character, CHAR_MAX + 1 + its row.  The --ALGORITHM switches of
   ksum come from SWITCH_OPTION on.  */
enum
{
#define KC_OPTION(id, name, letter, arg, meta, algs, where, section, help) \
  id##_OPTION = letter ? letter : CHAR_MAX + 1 + id##_ROW,
#include "options.def"
#undef KC_OPTION
  SWITCH_OPTION = CHAR_MAX + 1 + N_OPTION_ROWS
};

verify (KC_ARG_NONE == no_argument && KC_ARG_REQUIRED == required_argument
        && KC_ARG_OPTIONAL == optional_argument);

struct ksum_option const ksum_options[N_OPTION_ROWS] =
{
#define KC_OPTION(id, name, letter, arg, meta, algs, where, section, help) \
  { name, letter, id##_OPTION, arg, meta, algs, where, section, help },
#include "options.def"
#undef KC_OPTION
};

/* The arguments of --progress.  */
static char const *const progress_args[] =
{
  "auto", "always", "never", NULL
};
static int const progress_types[] =
{
  KSUM_PROGRESS_AUTO, KSUM_PROGRESS_ALWAYS, KSUM_PROGRESS_NEVER
};
ARGMATCH_VERIFY (progress_args, progress_types);

/* The arguments of --lines: how a record gives its message.  */
static char const *const lines_args[] =
{
  "text", "hex", NULL
};
static bool const lines_types[] =
{
  false, true
};
ARGMATCH_VERIFY (lines_args, lines_types);

/* Return true if this program has the option O: ksum has every option
   of the CLI, a named program those that need no parameter its
   algorithm lacks, so that getopt rejects the others as GNU programs
   reject options they do not have.  */

bool
option_taken (struct ksum_option const *o)
{
  if (!program)
    return (o->where & (KC_IN_CLI | KC_IN_KSUM)) != 0;
  return ((o->where & KC_IN_CLI)
          && (!o->algs || (kc_info (program->alg)->flags & o->algs)));
}

/* The options of this run (built in main).  Static, so that it is still
   reachable when a usage error exits during option parsing.  */
static struct option *long_options;

/* Exit with the diagnostic of a length ARG (BITS for -l, else BYTES)
   that is too large or zero.  */

static void
length_error (char const *arg, bool bits)
{
  error (0, 0, bits ? _("invalid length: %s") : _("invalid output size: %s"),
         quote (arg));
  if (bits)
    error (EXIT_FAILURE, 0, _("the length must be a multiple of 8 "
                              "from 8 to %d bits"),
           KSUM_MAX_OUT_LEN * 8);
  else
    error (EXIT_FAILURE, 0, _("the output size must be from 1 to %d "
                              "bytes"), KSUM_MAX_OUT_LEN);
}

/* Parse the length option ARG: BITS for -l, BYTES for -n.  Exit with a
   diagnostic unless it is a positive multiple of 8 bits.  Return the
   length in bytes; the caller checks it against KSUM_MAX_OUT_LEN,
   which an XOF's streamed --raw output may exceed.  */

static uintmax_t
parse_length (char const *arg, bool bits)
{
  uintmax_t n;
  char *end;
  strtol_error e = xstrtoumax (arg, &end, 10, &n, "");
  char const *invalid = bits ? _("invalid length: %s")
                             : _("invalid output size: %s");

  if (! ((e == LONGINT_OK || e == LONGINT_OVERFLOW) && *end == '\0'
         && c_isdigit (*arg)))
    {
      error (0, 0, invalid, quote (arg));
      usage (EXIT_FAILURE);
    }
  if (e == LONGINT_OVERFLOW || n == 0
      || (bits && n % 8 != 0 && (uintmax_t) KSUM_MAX_OUT_LEN * 8 < n))
    length_error (arg, bits);
  if (bits && n % 8 != 0)
    {
      error (0, 0, invalid, quote (arg));
      error (EXIT_FAILURE, 0, _("length is not a multiple of 8"));
    }
  return bits ? n / 8 : n;
}

/* Parse the offset of --seek: a number of bytes, with an optional
   multiplier suffix as for --block-size.  */

static uintmax_t
parse_seek (char const *arg)
{
  uintmax_t n;
  char *end;

  if (! (xstrtoumax (arg, &end, 10, &n, "bkKmMGTPEZY0") == LONGINT_OK
         && *end == '\0' && c_isdigit (*arg)))
    {
      error (0, 0, _("invalid offset: %s"), quote (arg));
      usage (EXIT_FAILURE);
    }
  return n;
}

/* Parse the block size B of ParallelHash: a positive number of bytes,
   with an optional multiplier suffix as in other GNU programs (K = 1024,
   KB = 1000, ...), at most 2^64 - 1 (what SP 800-185 can encode) on
   every host, whatever the width of size_t.  */

static uintmax_t
parse_block_size (char const *arg)
{
  uintmax_t n;
  char *end;

  if (! (xstrtoumax (arg, &end, 10, &n, "bkKmMGTPEZY0") == LONGINT_OK
         && *end == '\0' && c_isdigit (*arg) && 0 < n
         && n <= UINT64_MAX))
    {
      error (0, 0, _("invalid block size: %s"), quote (arg));
      error (EXIT_FAILURE, 0, _("the block size must be a positive number "
                                "of bytes"));
    }
  return n;
}

/* Parse a TurboSHAKE domain byte: 0x01 to 0x7F, in C notation.  */

static unsigned int
parse_domain (char const *arg)
{
  unsigned long int n;
  char *end;

  errno = 0;
  n = strtoul (arg, &end, 0);
  if (errno || end == arg || *end || !c_isdigit (*arg) || n < 1 || 0x7f < n)
    {
      error (0, 0, _("invalid domain byte: %s"), quote (arg));
      error (EXIT_FAILURE, 0, _("the domain byte must be between 0x01 and "
                                "0x7F"));
    }
  return n;
}

/* Parse the thread count of -j: 0 (all processors) to 1024.  */

static int
parse_threads (char const *arg)
{
  uintmax_t n;
  char *end;

  if (! (xstrtoumax (arg, &end, 10, &n, "") == LONGINT_OK && *end == '\0'
         && c_isdigit (*arg) && n <= 1024))
    {
      error (0, 0, _("invalid number of threads: %s"), quote (arg));
      usage (EXIT_FAILURE);
    }
  return n;
}

/* Return the row of names.def named NAME for -a (in any case), or exit
   with coreutils' diagnostic listing the valid names.  */

static struct kc_name const *
parse_algorithm (char const *name)
{
  char *lower = xstrdup (name);
  char *p;
  ptrdiff_t i;

  for (p = lower; *p; p++)
    *p = c_tolower (*p);
  i = argmatch_exact (lower, algorithm_args);
  free (lower);
  if (i < 0)
    {
      argmatch_invalid ("--algorithm", name, i);
      argmatch_valid (algorithm_args, algorithm_types,
                      sizeof *algorithm_types);
      usage (EXIT_FAILURE);
    }
  return &algorithm_types[i];
}

/* Resolve the FAMILY row of ksum -a with the length OUT_LEN (bytes, 0
   if none was given) into an algorithm.  */

static enum kc_alg
resolve_family (struct kc_name const *family, size_t out_len,
                char const *length_arg)
{
  enum kc_alg alg = kc_family_member (family->family, out_len);

  if (alg != KC_ALG_COUNT)
    return alg;
  if (out_len == 0)
    error (0, 0, _("--algorithm=%s requires --length"), family->name);
  else
    error (0, 0, _("invalid length: %s"), quote (length_arg));
  error (EXIT_FAILURE, 0, _("the length of %s must be 224, 256, 384 or 512"),
         quote (family->name));
  return alg;
}

/* Return true if the output of C's algorithm does not depend on its
   length (an XOF, or the XOF variant chosen), so that --raw can stream
   it to any length, from any offset.  */

static bool
streamable (struct command const *c)
{
  unsigned int flags = kc_info (c->alg)->flags;
  return ((flags & KC_P_XOF)
          && (!(flags & KC_P_XOFMODE) || c->req.params.xof)
          && c->s.raw && !c->lines && !c->do_check);
}

/* Note that C is given a key; exit with a usage error if it had one
   already: which of two keys is meant is not for us to guess.  */

static void
one_key (struct command *c)
{
  if (c->key_given)
    {
      error (0, 0, _("only one key may be given (--key or --key-file)"));
      usage (EXIT_FAILURE);
    }
  c->key_given = true;
}

/* The option-compatibility rules, in the order they are checked: when
   TEST holds of the command line, the run is a usage error with
   MESSAGE.  */

static bool
base64_and_raw (struct command const *c)
{
  return c->s.base64 && c->s.raw;
}

static bool
tag_text (struct command const *c)
{
  return c->prefix_tag > 0 && !c->binary;
}

static bool
zero_check (struct command const *c)
{
  return c->s.delim != '\n' && c->do_check;
}

static bool
text_default_tag (struct command const *c)
{
  return c->prefix_tag < 0 && !program && c->binary == 0;
}

static bool
key_missing (struct command const *c)
{
  return ((kc_info (c->alg)->flags & KC_P_KEY) && !c->key_given
          && !c->do_check);
}

static bool
tag_check (struct command const *c)
{
  return c->prefix_tag > 0 && c->do_check;
}

static bool
binary_check (struct command const *c)
{
  return 0 <= c->binary && c->do_check;
}

static bool
ignore_missing_no_check (struct command const *c)
{
  return c->s.ignore_missing && !c->do_check;
}

static bool
status_no_check (struct command const *c)
{
  return c->s.status_only && !c->do_check;
}

static bool
warn_no_check (struct command const *c)
{
  return c->s.warn && !c->do_check && !c->s.recursive;
}

static bool
quiet_no_check (struct command const *c)
{
  return c->s.quiet && !c->do_check;
}

static bool
strict_no_check (struct command const *c)
{
  return c->s.strict && !c->do_check;
}

static bool
recursive_check (struct command const *c)
{
  return (c->s.recursive || c->s.files0_from) && c->do_check;
}

static bool
recursive_tuple (struct command const *c)
{
  return (c->s.recursive || c->s.files0_from) && c->tuple;
}

static bool
messages_check (struct command const *c)
{
  return (c->lines || c->n_messages) && c->do_check;
}

static bool
messages_tag (struct command const *c)
{
  return (c->lines || c->n_messages) && 0 < c->prefix_tag;
}

static bool
messages_tuple (struct command const *c)
{
  return (c->lines || c->n_messages) && c->tuple;
}

static bool
lines_recursive (struct command const *c)
{
  return c->lines && (c->s.recursive || c->s.files0_from);
}

static bool
seek_unstreamable (struct command const *c)
{
  return c->seek_given && !streamable (c);
}

struct option_rule
{
  bool (*test) (struct command const *c);
  char const *message;
};

static struct option_rule const option_rules[] =
{
  { base64_and_raw, N_("--base64 and --raw are mutually exclusive") },
  { tag_text, N_("--tag does not support --text mode") },
  { text_default_tag, N_("--text mode is only supported with --untagged") },
  { zero_check, N_("the --zero option is not supported when "
                   "verifying checksums") },
  { tag_check, N_("the --tag option is meaningless when "
                  "verifying checksums") },
  { binary_check, N_("the --binary and --text options are meaningless "
                     "when verifying checksums") },
  { ignore_missing_no_check, N_("the --ignore-missing option is "
                                "meaningful only when verifying "
                                "checksums") },
  { status_no_check, N_("the --status option is meaningful only when "
                        "verifying checksums") },
  { warn_no_check, N_("the --warn option is meaningful only when "
                      "verifying checksums") },
  { quiet_no_check, N_("the --quiet option is meaningful only when "
                       "verifying checksums") },
  { strict_no_check, N_("the --strict option is meaningful only when "
                        "verifying checksums") },
  { key_missing, N_("a key is required: give it with --key-file=FILE or "
                    "--key=HEX (--key-file=/dev/null is the empty key)") },
  { recursive_check, N_("the --recursive and --files0-from options are "
                        "meaningless when verifying checksums") },
  { recursive_tuple, N_("the --recursive and --files0-from options are "
                        "meaningless with --tuple") },
  { messages_check, N_("the --lines and --message options are meaningless "
                       "when verifying checksums") },
  { messages_tag, N_("the --tag option is meaningless with --lines and "
                     "--message") },
  { messages_tuple, N_("the --tuple option is meaningless with --lines and "
                       "--message") },
  { lines_recursive, N_("the --recursive and --files0-from options are "
                        "meaningless with --lines") },
  { seek_unstreamable, N_("the --seek option needs --raw and an "
                          "extendable-output function (with --xof where "
                          "that is a choice)") },
};

/* Exit with a usage error if the options of C do not go together: first
   a parameter option that C's algorithm does not take (ksum checking
   tag lines without an algorithm may need any of them; -l and -n that
   chose the member of a family are spent), then OPTION_RULES in
   order.  */

static void
check_options (struct command const *c)
{
  struct kc_info const *info = kc_info (c->alg);
  bool family = c->chosen && c->chosen->alg == KC_ALG_COUNT;
  size_t i;

  if (! (c->do_check && !program && !c->chosen))
    for (i = 0; i < N_OPTION_ROWS; i++)
      if (c->given[i] && ksum_options[i].algs
          && !(info->flags & ksum_options[i].algs)
          && ! (family && ksum_options[i].algs == KC_P_XOF))
        {
          error (0, 0, _("the --%s option is not supported with %s"),
                 ksum_options[i].name, info->name);
          usage (EXIT_FAILURE);
        }
  for (i = 0; i < ARRAY_CARDINALITY (option_rules); i++)
    if (option_rules[i].test (c))
      {
        error (0, 0, "%s", _(option_rules[i].message));
        usage (EXIT_FAILURE);
      }
}

/* Build into LONG_OPTIONS and SHORT_OPTS the options of this run: the
   rows of options.def that option_taken keeps, and for ksum the
   --ALGORITHM switches.  */

static void
build_options (char *short_opts)
{
  size_t n_long = 0, i;

  long_options = xnmalloc (N_OPTION_ROWS + ARRAY_CARDINALITY (algorithm_types)
                           + 1, sizeof *long_options);
  for (i = 0; i < N_OPTION_ROWS; i++)
    if (option_taken (&ksum_options[i]))
      {
        struct ksum_option const *o = &ksum_options[i];
        long_options[n_long].name = o->name;
        long_options[n_long].has_arg = o->has_arg;
        long_options[n_long].flag = NULL;
        long_options[n_long].val = o->code;
        n_long++;
        if (o->letter)
          {
            *short_opts++ = o->letter;
            if (o->has_arg != no_argument)
              *short_opts++ = ':';
            if (o->has_arg == optional_argument)
              *short_opts++ = ':';
          }
      }
  *short_opts = '\0';
  if (!program)
    for (i = 0; i < ARRAY_CARDINALITY (algorithm_types); i++)
      if (algorithm_types[i].alg != KC_ALG_COUNT)
        {
          long_options[n_long].name = algorithm_types[i].name;
          long_options[n_long].has_arg = no_argument;
          long_options[n_long].flag = NULL;
          long_options[n_long].val = SWITCH_OPTION + i;
          n_long++;
        }
  memset (&long_options[n_long], 0, sizeof *long_options);
}

/* Take the key of -k ARG into C: hexadecimal digits, decoded into the
   key buffer; the argument is wiped.  Exit on a usage error.  */

static void
parse_key (struct command *c, char *arg)
{
  size_t len;
  unsigned char *key;

  one_key (c);
  if (!*arg)
    {
      error (0, 0, _("invalid key: the --key argument is empty; "
                     "--key-file=/dev/null gives the empty key"));
      usage (EXIT_FAILURE);
    }
  key = decode_hex (arg, &len, key_alloc);
  if (!key)
    {
      error (0, 0, _("invalid key: the --key argument must be an "
                     "even number of hexadecimal digits"));
      usage (EXIT_FAILURE);
    }
  c->req.params.key = key;
  c->req.params.key_len = len;
  /* Wipe the command line's copy: that at least shortens the
     time others can read it in /proc.  */
  explicit_bzero (arg, strlen (arg));
}

/* Parse the option OPT (its argument in optarg) into C if it says how
   to print or check: return false if it is not such an option.  */

static bool
parse_mode_option (int opt, struct command *c)
{
  switch (opt)
    {
    case 'b':
      c->binary = 1;
      break;
    case 'c':
      c->do_check = true;
      break;
    case 't':
      c->binary = 0;
      break;
    case 'w':
      c->s.status_only = false;
      c->s.warn = true;
      c->s.quiet = false;
      break;
    case 'z':
      c->s.delim = '\0';
      break;
    case STATUS_OPTION:
      c->s.status_only = true;
      c->s.warn = false;
      c->s.quiet = false;
      break;
    case QUIET_OPTION:
      c->s.status_only = false;
      c->s.warn = false;
      c->s.quiet = true;
      break;
    case IGNORE_MISSING_OPTION:
      c->s.ignore_missing = true;
      break;
    case STRICT_OPTION:
      c->s.strict = true;
      break;
    case TAG_OPTION:
      c->prefix_tag = 1;
      c->binary = 1;
      c->s.untagged = false;
      break;
    case UNTAG_OPTION:
      if (c->prefix_tag == 1)
        c->binary = -1;
      c->prefix_tag = 0;
      c->s.untagged = true;
      break;
    case BASE64_OPTION:
      c->s.base64 = true;
      break;
    case RAW_OPTION:
      c->s.raw = true;
      break;
    case DEBUG_PROGRAM_OPTION:
      c->debug = true;
      break;
    default:
      return false;
    }
  return true;
}

/* Parse the option OPT into C if it gives the length or a parameter of
   the algorithm: return false if it is not such an option.  */

static bool
parse_param_option (int opt, struct command *c)
{
  switch (opt)
    {
    case 'l':
    case 'n':
      c->length = parse_length (optarg, opt == 'l');
      c->length_bits = opt == 'l';
      c->out_len = (c->length < KSUM_MAX_OUT_LEN ? c->length
                    : KSUM_MAX_OUT_LEN);
      c->length_arg = optarg;
      break;
    case SEEK_OPTION:
      c->s.seek = parse_seek (optarg);
      c->seek_given = true;
      break;
    case 'k':
      parse_key (c, optarg);
      break;
    case KEY_FILE_OPTION:
      one_key (c);
      c->key_file = optarg;
      break;
    case 'C':
      c->req.params.custom = (unsigned char const *) optarg;
      c->req.params.custom_len = strlen (optarg);
      c->custom_file = NULL;
      break;
    case CUSTOM_HEX_OPTION:
      {
        size_t len;
        unsigned char *s = decode_hex (optarg, &len, plain_alloc);
        if (!s)
          {
            error (0, 0, _("invalid hexadecimal string: %s"),
                   quote (optarg));
            usage (EXIT_FAILURE);
          }
        free (custom_buffer);
        c->req.params.custom = custom_buffer = s;
        c->req.params.custom_len = len;
        c->custom_file = NULL;
      }
      break;
    case CUSTOM_FILE_OPTION:
      /* Read once the options are checked, by main.  */
      c->custom_file = optarg;
      break;
    case 'f':
      c->req.params.function = (unsigned char const *) optarg;
      c->req.params.function_len = strlen (optarg);
      break;
    case 'B':
      {
        uintmax_t b = parse_block_size (optarg);
        c->req.params.block_hi = b >> 32;
        c->req.params.block_lo = b & 0xffffffff;
      }
      break;
    case 'x':
      c->req.params.xof = 1;
      break;
    case DOMAIN_OPTION:
      c->req.params.domain = parse_domain (optarg);
      break;
    case TUPLE_OPTION:
      c->tuple = true;
      break;
    default:
      return false;
    }
  return true;
}

/* Parse the option OPT into C: any option that neither
   parse_mode_option nor parse_param_option takes.  Exit on a usage
   error, and after --help, --version and --selftest.  */

static void
parse_other_option (int opt, struct command *c)
{
  switch (opt)
    {
    case 'a':
      c->chosen = parse_algorithm (optarg);
      break;
    case 's':
    case MESSAGE_HEX_OPTION:
      if (opt != 's' && !valid_hex_message (optarg))
        {
          error (0, 0, _("invalid hexadecimal string: %s"),
                 quote (optarg));
          usage (EXIT_FAILURE);
        }
      c->messages = xnrealloc (c->messages, c->n_messages + 1,
                               sizeof *c->messages);
      c->message_hex = xnrealloc (c->message_hex, c->n_messages + 1,
                                  sizeof *c->message_hex);
      c->messages[c->n_messages] = optarg;
      c->message_hex[c->n_messages++] = opt != 's';
      break;
    case LINES_OPTION:
      c->lines = true;
      c->lines_hex = (optarg
                      && XARGMATCH ("--lines", optarg, lines_args,
                                    lines_types));
      break;
    case 'j':
      c->s.threads = parse_threads (optarg);
      break;
    case 'r':
      c->s.recursive = true;
      break;
    case 'H':
      c->s.links = KSUM_LINKS_OPERANDS;
      break;
    case 'L':
      c->s.links = KSUM_LINKS_ALL;
      break;
    case 'P':
      c->s.links = KSUM_LINKS_NONE;
      break;
    case ONE_FILE_SYSTEM_OPTION:
      c->s.one_file_system = true;
      break;
    case FILES0_FROM_OPTION:
      c->s.files0_from = optarg;
      break;
    case PROGRESS_OPTION:
      c->s.progress = (optarg
                       ? XARGMATCH ("--progress", optarg, progress_args,
                                    progress_types)
                       : KSUM_PROGRESS_AUTO);
      break;
    case SELFTEST_OPTION:
      exit (ksum_selftest () == 0 ? EXIT_SUCCESS : EXIT_FAILURE);
    case HELP_OPTION:
      usage (EXIT_SUCCESS);
      break;
    case VERSION_OPTION:
      /* A constant name, as the GNU Coding Standards ask: not
         argv[0], which may have a directory or a prefix.  */
      version_etc (stdout, program ? program->name : "ksum",
                   PACKAGE_NAME, VERSION, AUTHORS, (char *) NULL);
      exit (EXIT_SUCCESS);
    default:
      if (SWITCH_OPTION <= opt)
        c->chosen = &algorithm_types[opt - SWITCH_OPTION];
      else
        usage (EXIT_FAILURE);
    }
}

/* Parse the options of ARGC and ARGV into C, then choose the algorithm
   and check that the options go together.  Exit on a usage error, and
   after --help, --version and --selftest.  */

void
parse_options (int argc, char **argv, struct command *c)
{
  char short_opts[3 * N_OPTION_ROWS + 1];
  int opt;
  size_t i;

  memset (c, 0, sizeof *c);
  c->s.delim = '\n';
  c->s.check_family = -1;
  c->binary = -1;
  c->prefix_tag = -1;
  kc_params_default (&c->req.params, KC_SHA3_256);

  build_options (short_opts);
  while ((opt = getopt_long (argc, argv, short_opts, long_options, NULL))
         != -1)
    {
      for (i = 0; i < N_OPTION_ROWS; i++)
        if (ksum_options[i].code == opt)
          c->given[i] = true;

      if (!parse_mode_option (opt, c) && !parse_param_option (opt, c))
        parse_other_option (opt, c);
    }
  free (long_options);

  /* The algorithm: the program's, ksum's choice, or SHA3-256.  */
  if (program)
    c->alg = program->alg;
  else if (c->chosen && c->chosen->alg == KC_ALG_COUNT)
    {
      /* As cksum -a sha3 -c: when checking, each line says which
         member of the family it is for (--length is not needed, and
         ignored); the family's 32-byte member names it in messages.  */
      if (c->do_check)
        {
          c->s.check_family = c->chosen->family;
          c->alg = kc_family_member (c->chosen->family, 32);
        }
      else
        c->alg = resolve_family (c->chosen, c->out_len, c->length_arg);
      c->out_len = 0;
    }
  else if (c->chosen)
    c->alg = c->chosen->alg;
  else
    c->alg = KC_SHA3_256;

  for (i = 0; i < N_OPTION_ROWS; i++)
    if (c->given[i])
      c->s.given |= ksum_options[i].algs;

  check_options (c);
  if (KSUM_MAX_OUT_LEN < c->length && !streamable (c))
    length_error (c->length_arg, c->length_bits);
  if (streamable (c) && (KSUM_MAX_OUT_LEN < c->length || c->seek_given))
    c->s.stream_len = c->length ? c->length
                                : kc_info (c->alg)->out_len;
  /* ksum itself follows cksum: tag lines unless --untagged; the named
     programs follow sha256sum.  */
  if (c->prefix_tag < 0)
    c->prefix_tag = !program;
  if (c->binary < 0)
    c->binary = 0;
}

/* If FILE is not null and is standard input (names_stdin), note that
   WHAT (a msgid, "the key file") reads it in *READER, or exit with a
   diagnostic if another reader than WHAT is there already.  */

static void
claim_stdin (char const **reader, char const *file, char const *what)
{
  if (!file || !names_stdin (file))
    return;
  if (*reader && *reader != what)
    error (EXIT_FAILURE, 0,
           _("%s: standard input cannot be read as both %s and %s"),
           quotef (file), _(*reader), _(what));
  *reader = what;
}

/* Standard input has one reader.  Return what reads it of the files of
   the command C other than data (a msgid: "the key file", "the
   customization file", "the --files0-from list", "the checksum file"),
   or null; exit with a diagnostic, before anything is read, if two of
   them read it, or one of them and a data operand among the N_FILES
   FILES (a check file's lines are check.c's business).  Standard input
   is "-", and any name of the file descriptor 0 is open on, such as
   /dev/stdin or the name of the file it was redirected from: the same
   bytes cannot be both a key and data, and a pipe cannot be read
   twice.  Several check files or several data operands "-" are one
   reader, as in GNU sha256sum.  */

char const *
stdin_reader (struct command const *c, char *const *files, int n_files)
{
  static char const key_file[] = N_("the key file");
  static char const custom_file[] = N_("the customization file");
  static char const list[] = N_("the --files0-from list");
  static char const check_file[] = N_("the checksum file");
  static char const data[] = N_("data");
  char const *reader = NULL;
  int i;

  claim_stdin (&reader, c->key_file, key_file);
  claim_stdin (&reader, c->custom_file, custom_file);
  claim_stdin (&reader, c->s.files0_from, list);
  for (i = 0; i < n_files; i++)
    if (c->do_check)
      claim_stdin (&reader, files[i], check_file);
    else if (reader)
      claim_stdin (&reader, files[i], data);
  return reader;
}
