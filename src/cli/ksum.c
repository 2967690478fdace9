/* ksum -- print or check Keccak-family checksums: the multi-call binary.

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

/* One binary, many names.  The name it is called by (the last component
   of argv[0]) selects a row of programs.def, which only presets the
   algorithm; then one main does the rest, as GNU sha256sum does.
   "ksum PROGRAM ARG..." runs PROGRAM, and ksum itself takes the
   algorithm from -a ALGORITHM or a --ALGORITHM switch.  */

#include <config.h>

#include <getopt.h>

#include "system.h"
#include "ksum.h"
#include "cpu.h"
#include "selftest.h"

#include "c-ctype.h"
#include "c-strcase.h"
#include "closeout.h"
#include "full-read.h"
#include "nproc.h"
#include "version-etc.h"
#include "xstrtol.h"

#define AUTHORS _("the ksum authors")

/* The copyright line of --version (gnulib's version-etc).  */
char const version_etc_copyright[] = "Copyright %s %d The ksum authors.";

/* The programs, from the single table.  */
struct program
{
  char const *name;
  enum kc_alg alg;
};

static struct program const programs[] =
{
#define KSUM_PROGRAM(name, alg) { name, alg },
#include "programs.def"
#undef KSUM_PROGRAM
};

/* Algorithm names of ksum -a NAME and ksum --NAME.  A FAMILY row ("sha3",
   "keccak") needs -l to choose among its members, as cksum -a sha3 does,
   and is not a --NAME switch.  The other rows include the names of the
   Ada ksum's switches.  */
struct algorithm_name
{
  char const *name;
  int alg;                      /* enum kc_alg, or a FAMILY_* value */
};
enum { NO_ALGORITHM = -1, FAMILY_SHA3 = -2, FAMILY_KECCAK = -3 };

static struct algorithm_name const algorithm_names[] =
{
  { "sha3-224", KC_SHA3_224 }, { "sha3-256", KC_SHA3_256 },
  { "sha3-384", KC_SHA3_384 }, { "sha3-512", KC_SHA3_512 },
  { "keccak-224", KC_KECCAK_224 }, { "keccak-256", KC_KECCAK_256 },
  { "keccak-384", KC_KECCAK_384 }, { "keccak-512", KC_KECCAK_512 },
  { "keccak224", KC_KECCAK_224 }, { "keccak256", KC_KECCAK_256 },
  { "keccak384", KC_KECCAK_384 }, { "keccak512", KC_KECCAK_512 },
  { "shake128", KC_SHAKE128 }, { "shake256", KC_SHAKE256 },
  { "rawshake128", KC_RAWSHAKE128 }, { "rawshake256", KC_RAWSHAKE256 },
  { "cshake128", KC_CSHAKE128 }, { "cshake256", KC_CSHAKE256 },
  { "kmac128", KC_KMAC128 }, { "kmac256", KC_KMAC256 },
  { "tuplehash128", KC_TUPLEHASH128 }, { "tuplehash256", KC_TUPLEHASH256 },
  { "parallelhash128", KC_PARALLELHASH128 },
  { "parallelhash256", KC_PARALLELHASH256 },
  { "turboshake128", KC_TURBOSHAKE128 },
  { "turboshake256", KC_TURBOSHAKE256 },
  { "kt128", KC_KT128 }, { "k12", KC_KT128 },
  { "kangarootwelve", KC_KT128 },
  { "kt256", KC_KT256 },
  { "m14", KC_M14 }, { "marsupilamifourteen", KC_M14 },
  { "sha3", FAMILY_SHA3 }, { "keccak", FAMILY_KECCAK },
};

/* The settings shared with digest.c and check.c (ksum.h).  */
const struct kc_backend *ksum_backend_used;
struct kc_params ksum_params;
bool have_read_stdin;
unsigned char digest_delim = '\n';
bool base64_digest;
bool raw_digest;
bool status_only;
bool warn;
bool quiet;
bool strict;
bool ignore_missing;
int ksum_threads;
int ksum_check_family = -1;

/* The key, kept to be wiped at exit.  */
static unsigned char *key_buffer;
static size_t key_buffer_size;

/* For long options that have no equivalent short option, use a
   non-character as a pseudo short option, starting with CHAR_MAX + 1.
   The --ALGORITHM switches of ksum come after ALGORITHM_OPTION.  */
enum
{
  IGNORE_MISSING_OPTION = CHAR_MAX + 1,
  STATUS_OPTION,
  QUIET_OPTION,
  STRICT_OPTION,
  TAG_OPTION,
  UNTAG_OPTION,
  DEBUG_PROGRAM_OPTION,
  RAW_OPTION,
  BASE64_OPTION,
  KEY_FILE_OPTION,
  CUSTOM_HEX_OPTION,
  DOMAIN_OPTION,
  TUPLE_OPTION,
  SELFTEST_OPTION,
  HELP_OPTION,
  VERSION_OPTION,
  ALGORITHM_OPTION
};

static struct option const common_long_options[] =
{
  { "binary", no_argument, NULL, 'b' },
  { "check", no_argument, NULL, 'c' },
  { "tag", no_argument, NULL, TAG_OPTION },
  { "untagged", no_argument, NULL, UNTAG_OPTION },
  { "text", no_argument, NULL, 't' },
  { "zero", no_argument, NULL, 'z' },
  { "base64", no_argument, NULL, BASE64_OPTION },
  { "raw", no_argument, NULL, RAW_OPTION },
  { "ignore-missing", no_argument, NULL, IGNORE_MISSING_OPTION },
  { "quiet", no_argument, NULL, QUIET_OPTION },
  { "status", no_argument, NULL, STATUS_OPTION },
  { "strict", no_argument, NULL, STRICT_OPTION },
  { "warn", no_argument, NULL, 'w' },
  { "length", required_argument, NULL, 'l' },
  { "output-size", required_argument, NULL, 'n' },
  { "key", required_argument, NULL, 'k' },
  { "key-file", required_argument, NULL, KEY_FILE_OPTION },
  { "customization", required_argument, NULL, 'C' },
  { "customization-hex", required_argument, NULL, CUSTOM_HEX_OPTION },
  { "function", required_argument, NULL, 'f' },
  { "block-size", required_argument, NULL, 'B' },
  { "xof", no_argument, NULL, 'x' },
  { "domain", required_argument, NULL, DOMAIN_OPTION },
  { "tuple", no_argument, NULL, TUPLE_OPTION },
  { "threads", required_argument, NULL, 'j' },
  { "debug", no_argument, NULL, DEBUG_PROGRAM_OPTION },
  { "help", no_argument, NULL, HELP_OPTION },
  { "version", no_argument, NULL, VERSION_OPTION },
};

/* The options that depend on the algorithm, with the KC_P_* flag an
   algorithm needs for each.  Used for --help and for the "not
   supported" errors, so the two always agree.  */
struct param_option
{
  int opt;
  char const *name;
  unsigned int flag;
};

static struct param_option const param_options[] =
{
  { 'l', "--length", KC_P_XOF },
  { 'n', "--output-size", KC_P_XOF },
  { 'k', "--key", KC_P_KEY },
  { KEY_FILE_OPTION, "--key-file", KC_P_KEY },
  { 'C', "--customization", KC_P_CUSTOM },
  { CUSTOM_HEX_OPTION, "--customization-hex", KC_P_CUSTOM },
  { 'f', "--function", KC_P_FUNCTION },
  { 'B', "--block-size", KC_P_BLOCK },
  { 'x', "--xof", KC_P_XOFMODE },
  { DOMAIN_OPTION, "--domain", KC_P_DOMAIN },
  { TUPLE_OPTION, "--tuple", KC_P_TUPLE },
};

/* Return true unless OPT is a parameter option that an algorithm with
   the KC_P_* FLAGS does not take.  */

static bool
option_applies (int opt, unsigned int flags)
{
  size_t i;
  for (i = 0; i < ARRAY_CARDINALITY (param_options); i++)
    if (param_options[i].opt == opt)
      return (flags & param_options[i].flag) != 0;
  return true;
}

/* The options of this run (built in main).  Static, so that it is still
   reachable when a usage error exits during option parsing.  */
static struct option *long_options;

/* The program being run, or null for ksum itself.  */
static struct program const *program;

/* Return the row of programs.def for NAME: an exact match, or else the
   longest program name that ends NAME (so that names installed with
   --program-prefix still work), or null.  */

static struct program const *
find_program (char const *name)
{
  struct program const *best = NULL;
  size_t name_len = strlen (name), best_len = 0;
  size_t i;

  for (i = 0; i < ARRAY_CARDINALITY (programs); i++)
    {
      size_t len = strlen (programs[i].name);
      if (len <= name_len && best_len < len
          && STREQ (name + name_len - len, programs[i].name))
        {
          best = &programs[i];
          best_len = len;
        }
    }
  return best;
}

/* Return true if NAME (as find_program takes it) names ksum itself.  */

static bool
is_ksum (char const *name)
{
  size_t len = strlen (name);
  return 4 <= len && STREQ (name + len - 4, "ksum");
}

/* The reference that defines ALG, for --help.  */

static char const *
alg_reference (enum kc_alg alg)
{
  if (alg <= KC_SHA3_512 || (KC_SHAKE128 <= alg && alg <= KC_RAWSHAKE256))
    return "FIPS 202";
  if (alg <= KC_KECCAK_512)
    return _("The Keccak Reference, version 3.0");
  if (alg <= KC_PARALLELHASH256)
    return "NIST SP 800-185";
  if (alg <= KC_KT256)
    return "RFC 9861";
  return _("the KangarooTwelve paper (ACNS 2018)");
}

/* Print the help of the options that depend on the algorithm: those
   that FLAGS (KC_P_*) allows, with DEFAULT_BITS and the DEFAULT_BLOCK
   size as defaults.  */

static void
usage_params (unsigned int flags, unsigned int default_bits)
{
  if (!flags)
    return;

  fputs (_("\n\
Options of the algorithm:\n"), stdout);
  if (flags & KC_P_XOF)
    {
      if (default_bits)
        printf (_("\
  -l, --length=BITS     digest length in bits, a multiple of 8 (default %u)\n\
"), default_bits);
      else
        fputs (_("\
  -l, --length=BITS     digest length in bits, a multiple of 8\n\
"), stdout);
      fputs (_("\
  -n, --output-size=BYTES  digest length in bytes\n\
"), stdout);
    }
  if (flags & KC_P_KEY)
    fputs (_("\
  -k, --key=HEX         the key, in hexadecimal; other users can see it\n\
                          in the process list: prefer --key-file\n\
      --key-file=FILE   read the key (raw bytes) from FILE\n\
"), stdout);
  if (flags & KC_P_CUSTOM)
    fputs (_("\
  -C, --customization=STRING  the customization string S\n\
      --customization-hex=HEX  the customization string S, in hexadecimal\n\
"), stdout);
  if (flags & KC_P_FUNCTION)
    fputs (_("\
  -f, --function=STRING  the function-name string N\n\
"), stdout);
  if (flags & KC_P_BLOCK)
    fputs (_("\
  -B, --block-size=BYTES  the block size B (default 8192)\n\
"), stdout);
  if (flags & KC_P_XOFMODE)
    fputs (_("\
  -x, --xof             use the XOF variant (arbitrary-length output)\n\
"), stdout);
  if (flags & KC_P_DOMAIN)
    fputs (_("\
      --domain=BYTE     the domain separation byte, 0x01 to 0x7F\n\
                          (default 0x1F)\n\
"), stdout);
  if (flags & KC_P_TUPLE)
    fputs (_("\
      --tuple           hash all FILEs as one tuple and print one line\n\
"), stdout);
}

/* Print the help of ksum itself: the algorithm choices.  */

static void
usage_algorithms (void)
{
  size_t i;

  fputs (_("\n\
ALGORITHM is one of these (or use --ALGORITHM, e.g. --sha3-256):\n"),
         stdout);
  for (i = 0; i < ARRAY_CARDINALITY (algorithm_names); i++)
    {
      printf ("%s%s", i % 6 ? " " : "\n ", algorithm_names[i].name);
    }
  fputs (_("\n\
'sha3' and 'keccak' need --length of 224, 256, 384 or 512.\n"), stdout);
  fputs (_("\n\
Programs (also 'ksum PROGRAM [ARGUMENT]...'):\n"), stdout);
  for (i = 0; i < ARRAY_CARDINALITY (programs); i++)
    printf ("%s%s", i % 4 ? " " : "\n ", programs[i].name);
  putchar ('\n');
}

void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    fprintf (stderr, _("Try '%s --help' for more information.\n"),
             program_name);
  else
    {
      struct kc_info const *info = program ? kc_info (program->alg) : NULL;

      printf (_("\
Usage: %s [OPTION]... [FILE]...\n\
"), program_name);
      if (!info)
        fputs (_("\
Print or check Keccak-family checksums (SHA-3, SHAKE, KangarooTwelve, ...).\n\
By default use SHA3-256.\n\
"), stdout);
      else if (info->flags & KC_P_XOF)
        printf (_("\
Print or check %s checksums (%u bits unless --length is given).\n\
"), info->name, info->out_len * 8);
      else
        printf (_("\
Print or check %s (%u-bit) checksums.\n\
"), info->name, info->out_len * 8);

      fputs (_("\n\
With no FILE, or when FILE is -, read standard input.\n\
"), stdout);
      fputs (_("\n\
Mandatory arguments to long options are mandatory for short options too.\n\
"), stdout);
      if (!info)
        fputs (_("\
  -a, --algorithm=ALGORITHM  select the algorithm, see ALGORITHM below\n\
"), stdout);
      fputs (_("\
  -b, --binary          read in binary mode\n\
  -c, --check           read checksums from the FILEs and check them\n\
      --tag             create a BSD-style checksum\n\
      --untagged        create a GNU-style checksum (the default)\n\
  -t, --text            read in text mode (default)\n\
  -z, --zero            end each output line with NUL, not newline,\n\
                          and disable file name escaping\n\
      --base64          emit base64-encoded digests, not hexadecimal\n\
      --raw             emit a raw binary digest, not hexadecimal\n\
"), stdout);
      usage_params (info ? info->flags : ~0u, info ? info->out_len * 8 : 0);
      fputs (_("\n\
The following five options are useful only when verifying checksums:\n\
      --ignore-missing  don't fail or report status for missing files\n\
      --quiet           don't print OK for each successfully verified file\n\
      --status          don't output anything, status code shows success\n\
      --strict          exit non-zero for improperly formatted checksum lines\n\
  -w, --warn            warn about improperly formatted checksum lines\n\
\n\
"), stdout);
      fputs (_("\
  -j, --threads=N       hash with N threads (default: the number of\n\
                          processors available): they share the files,\n\
                          and split each large tree-mode file\n\
"), stdout);
      if (!info)
        fputs (_("\
      --selftest        check the known answers of every algorithm on every\n\
                          implementation this CPU can run, and exit\n\
"), stdout);
      fputs (_("\
      --debug           indicate which implementation is used\n\
      --help            display this help and exit\n\
      --version         output version information and exit\n\
"), stdout);
      if (!info)
        usage_algorithms ();
      else
        printf (_("\n\
The sums are computed as described in %s.\n"), alg_reference (program->alg));
      fputs (_("\
When checking, the input should be a former output of this program,\n\
or of GNU cksum --tag.  Lines tagged with any algorithm of ksum are\n\
checked with that algorithm, and the length of a digest of variable\n\
length is taken from the digest itself.\n\
The default mode is to print a line with: checksum, a space,\n\
a character indicating input mode ('*' for binary, ' ' for text\n\
or where binary is insignificant), and name for each FILE.\n\
\n\
There is no difference between binary mode and text mode on GNU systems.\n\
"), stdout);
      if (info && (info->flags & KC_P_KEY))
        fputs (_("\n\
A key given with --key can be read by other users of the system while\n\
the program runs (for example with ps); --key-file keeps it private.\n\
The key never appears in the output.\n\
"), stdout);
      /* emit_bug_reporting_address, but only for the addresses given
         to configure (empty strings unless given): the project has none
         of its own yet.  */
      if (sizeof KSUM_BUGREPORT + sizeof KSUM_URL > 2)
        putchar ('\n');
      if (*KSUM_BUGREPORT)
        printf (_("Report bugs to: %s\n"), KSUM_BUGREPORT);
      if (*KSUM_URL)
        printf (_("%s home page: <%s>\n"), PACKAGE_NAME, KSUM_URL);
    }
  exit (status);
}

/* Wipe the key at exit, whatever the way out.  */

static void
wipe_key (void)
{
  if (key_buffer)
    explicit_bzero (key_buffer, key_buffer_size);
}

/* Return the value of hexadecimal digit C, or -1.  */

static int
hex_value (unsigned char c)
{
  if (c_isdigit (c))
    return c - '0';
  if (c_isxdigit (c))
    return c_tolower (c) - 'a' + 10;
  return -1;
}

/* Decode the hexadecimal string HEX into a new buffer; set *LEN.  Return
   null if HEX is not an even number of hexadecimal digits.  */

static unsigned char *
decode_hex (char const *hex, size_t *len)
{
  size_t n = strlen (hex), i;
  unsigned char *out;

  if (n % 2)
    return NULL;
  out = xmalloc (n / 2 + 1);
  for (i = 0; i < n / 2; i++)
    {
      int hi = hex_value (hex[2 * i]), lo = hex_value (hex[2 * i + 1]);
      if (hi < 0 || lo < 0)
        {
          explicit_bzero (out, n / 2 + 1);
          free (out);
          return NULL;
        }
      out[i] = hi << 4 | lo;
    }
  *len = n / 2;
  return out;
}

/* Set the key to the LEN bytes at KEY (a buffer of SIZE bytes that is
   now ours), wiping any earlier key.  */

static void
set_key (unsigned char *key, size_t len, size_t size)
{
  wipe_key ();
  free (key_buffer);
  key_buffer = key;
  key_buffer_size = size;
  ksum_params.key = key;
  ksum_params.key_len = len;
}

/* Read the key from FILE ("-" for standard input), raw bytes, at most
   1 MiB.  Exit with a diagnostic on error; the diagnostics never show
   key material.  */

static void
read_key_file (char const *file)
{
  enum { KEY_FILE_MAX = 1 << 20 };
  size_t size = 4096, len = 0;
  unsigned char *buf = xmalloc (size);
  bool is_stdin = STREQ (file, "-");
  int fd = is_stdin ? STDIN_FILENO : open (file, O_RDONLY | O_BINARY);

  if (fd < 0)
    error (EXIT_FAILURE, errno, "%s", quotef (file));
  for (;;)
    {
      size_t want, n;

      if (len == size)
        {
          unsigned char *bigger;
          if (KEY_FILE_MAX < size)
            error (EXIT_FAILURE, 0, _("%s: key file is too large"),
                   quotef (file));
          /* Grow by copying, so that realloc leaves no unwiped copy of
             the key behind.  */
          bigger = xmalloc (2 * size);
          memcpy (bigger, buf, len);
          explicit_bzero (buf, size);
          free (buf);
          buf = bigger;
          size *= 2;
        }
      want = size - len;
      n = full_read (fd, buf + len, want);
      len += n;
      if (n < want)
        {
          /* full_read leaves errno 0 at end of file.  */
          if (errno != 0)
            error (EXIT_FAILURE, errno, "%s", quotef (file));
          break;
        }
    }
  if (!is_stdin && close (fd) != 0)
    error (EXIT_FAILURE, errno, "%s", quotef (file));
  set_key (buf, len, size);
}

/* Parse the length option ARG: BITS for -l, BYTES for -n.  Exit with a
   diagnostic unless it is a positive multiple of 8 bits, at most
   KSUM_MAX_OUT_LEN bytes.  Return the length in bytes.  */

static size_t
parse_length (char const *arg, bool bits)
{
  uintmax_t n;
  char *end;
  uintmax_t max = bits ? (uintmax_t) KSUM_MAX_OUT_LEN * 8 : KSUM_MAX_OUT_LEN;

  if (! (xstrtoumax (arg, &end, 10, &n, "") == LONGINT_OK && *end == '\0'
         && c_isdigit (*arg)))
    {
      error (0, 0, bits ? _("invalid length: %s")
                        : _("invalid output size: %s"), quote (arg));
      usage (EXIT_FAILURE);
    }
  if (n == 0)
    {
      error (0, 0, bits ? _("invalid length: %s")
                        : _("invalid output size: %s"), quote (arg));
      error (EXIT_FAILURE, 0, _("the digest length must be positive"));
    }
  if (max < n)
    {
      error (0, 0, bits ? _("invalid length: %s")
                        : _("invalid output size: %s"), quote (arg));
      error (EXIT_FAILURE, 0, _("the maximum digest length is %d bits"),
             KSUM_MAX_OUT_LEN * 8);
    }
  if (bits && n % 8 != 0)
    {
      error (0, 0, _("invalid length: %s"), quote (arg));
      error (EXIT_FAILURE, 0, _("length is not a multiple of 8"));
    }
  return bits ? n / 8 : n;
}

/* Parse the block size B of ParallelHash: a positive number of bytes,
   with an optional multiplier suffix as in other GNU programs (K = 1024,
   KB = 1000, ...).  */

static size_t
parse_block_size (char const *arg)
{
  uintmax_t n;
  char *end;

  if (! (xstrtoumax (arg, &end, 10, &n, "bkKmMGTPEZY0") == LONGINT_OK
         && *end == '\0' && c_isdigit (*arg) && 0 < n && n <= SIZE_MAX))
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

/* Parse the thread count of -j: 1 to 1024.  */

static int
parse_threads (char const *arg)
{
  uintmax_t n;
  char *end;

  if (! (xstrtoumax (arg, &end, 10, &n, "") == LONGINT_OK && *end == '\0'
         && c_isdigit (*arg) && 1 <= n && n <= 1024))
    {
      error (0, 0, _("invalid number of threads: %s"), quote (arg));
      usage (EXIT_FAILURE);
    }
  return n;
}

/* Return the algorithm named NAME for -a (case-insensitive), or exit
   with a diagnostic listing the valid names.  */

static int
parse_algorithm (char const *name)
{
  size_t i;

  for (i = 0; i < ARRAY_CARDINALITY (algorithm_names); i++)
    if (c_strcasecmp (name, algorithm_names[i].name) == 0)
      return algorithm_names[i].alg;

  error (0, 0, _("invalid argument %s for %s"), quote (name),
         quote_n (1, "--algorithm"));
  fputs (_("Valid arguments are:"), stderr);
  for (i = 0; i < ARRAY_CARDINALITY (algorithm_names); i++)
    fprintf (stderr, "\n  - %s", quote (algorithm_names[i].name));
  putc ('\n', stderr);
  usage (EXIT_FAILURE);
  return 0;
}

/* Resolve a FAMILY of ksum -a with the length OUT_LEN (bytes, 0 if
   none was given) into an algorithm.  */

static enum kc_alg
resolve_family (int family, size_t out_len)
{
  enum kc_alg first = family == FAMILY_SHA3 ? KC_SHA3_224 : KC_KECCAK_224;
  char const *name = family == FAMILY_SHA3 ? "sha3" : "keccak";
  int i;

  for (i = 0; i < 4; i++)
    if (kc_info (first + i)->out_len == out_len)
      return first + i;
  if (out_len == 0)
    error (0, 0, _("--algorithm=%s requires --length"), name);
  else
    error (0, 0, _("invalid length: %zu"), out_len * 8);
  error (EXIT_FAILURE, 0, _("the length of %s must be 224, 256, 384 or 512"),
         quote (name));
  return first;
}

int
main (int argc, char **argv)
{
  char const *name;
  int opt;
  bool ok = true;
  bool do_check = false;
  bool debug = false;
  bool tuple = false;
  int binary = -1;
  int prefix_tag = -1;
  int chosen = NO_ALGORITHM;    /* ksum's -a or --ALGORITHM */
  size_t out_len = 0;           /* from -l or -n; 0 if not given */
  int given_opt[ARRAY_CARDINALITY (param_options)];
  char const *key_file = NULL;
  char short_opts[] = "a:bctwzl:n:k:C:f:B:xj:";
  size_t n_long, i;
  enum kc_alg alg;
  struct kc_info const *info;
  char **operand_lim;
  unsigned char *digest;

  set_program_name (argv[0]);
  setlocale (LC_ALL, "");
  bindtextdomain (PACKAGE, LOCALEDIR);
  textdomain (PACKAGE);
  atexit (close_stdout);
  atexit (wipe_key);

  /* Line buffer stdout so that lines are written whole and at once.  */
  setvbuf (stdout, NULL, _IOLBF, 0);

  /* Dispatch on the name we were called by.  */
  name = strrchr (argv[0], '/');
  name = name ? name + 1 : argv[0];
  {
    char *base = xstrdup (name);
    size_t len = strlen (base), ext = strlen (EXEEXT);
    if (ext && ext < len && c_strcasecmp (base + len - ext, EXEEXT) == 0)
      base[len - ext] = '\0';
    program = find_program (base);
    if (!program && !is_ksum (base))
      error (EXIT_FAILURE, 0,
             _("unknown program name %s; run this program as 'ksum', as "
               "'ksum PROGRAM [ARGUMENT]...', or through one of the links "
               "that 'ksum --help' lists"), quote (base));
    if (!program && 1 < argc)
      {
        for (i = 0; i < ARRAY_CARDINALITY (programs); i++)
          if (STREQ (argv[1], programs[i].name))
            {
              program = &programs[i];
              argv++;
              argc--;
              set_program_name (argv[0]);
              break;
            }
      }
    free (base);
  }

  /* The options.  A program takes the common ones and only the
     parameter options of its algorithm, so that getopt rejects the
     others as GNU programs reject options they do not have; ksum takes
     them all, -a, and the --ALGORITHM switches.  */
  long_options = xnmalloc (ARRAY_CARDINALITY (common_long_options) + 2
                           + ARRAY_CARDINALITY (algorithm_names) + 1,
                           sizeof *long_options);
  n_long = 0;
  for (i = 0; i < ARRAY_CARDINALITY (common_long_options); i++)
    if (!program || option_applies (common_long_options[i].val,
                                    kc_info (program->alg)->flags))
      long_options[n_long++] = common_long_options[i];
  if (!program)
    {
      static struct option const algorithm_option =
        { "algorithm", required_argument, NULL, 'a' };
      /* ksum only: in sha3-256sum, --s must stay ambiguous between
         --status and --strict alone, as in sha256sum.  */
      static struct option const selftest_option =
        { "selftest", no_argument, NULL, SELFTEST_OPTION };
      long_options[n_long++] = algorithm_option;
      long_options[n_long++] = selftest_option;
      for (i = 0; i < ARRAY_CARDINALITY (algorithm_names); i++)
        if (0 <= algorithm_names[i].alg)
          {
            long_options[n_long].name = algorithm_names[i].name;
            long_options[n_long].has_arg = no_argument;
            long_options[n_long].flag = NULL;
            long_options[n_long].val = ALGORITHM_OPTION + i;
            n_long++;
          }
    }
  memset (&long_options[n_long], 0, sizeof *long_options);
  if (program)
    {
      /* Drop -a and the letters of the parameters the program lacks.  */
      char *p = short_opts, *q = short_opts;
      for (; *p; p++)
        {
          bool arg = p[1] == ':';
          if (*p != 'a'
              && option_applies (*p, kc_info (program->alg)->flags))
            {
              *q++ = *p;
              if (arg)
                *q++ = ':';
            }
          p += arg;
        }
      *q = '\0';
    }

  for (i = 0; i < ARRAY_CARDINALITY (param_options); i++)
    given_opt[i] = 0;
  kc_params_default (&ksum_params, KC_SHA3_256);

  while ((opt = getopt_long (argc, argv, short_opts, long_options, NULL))
         != -1)
    {
      for (i = 0; i < ARRAY_CARDINALITY (param_options); i++)
        if (param_options[i].opt == opt)
          given_opt[i] = 1;

      switch (opt)
        {
        case 'a':
          chosen = parse_algorithm (optarg);
          break;
        case 'b':
          binary = 1;
          break;
        case 'c':
          do_check = true;
          break;
        case 't':
          binary = 0;
          break;
        case 'w':
          status_only = false;
          warn = true;
          quiet = false;
          break;
        case 'z':
          digest_delim = '\0';
          break;
        case STATUS_OPTION:
          status_only = true;
          warn = false;
          quiet = false;
          break;
        case QUIET_OPTION:
          status_only = false;
          warn = false;
          quiet = true;
          break;
        case IGNORE_MISSING_OPTION:
          ignore_missing = true;
          break;
        case STRICT_OPTION:
          strict = true;
          break;
        case TAG_OPTION:
          prefix_tag = 1;
          binary = 1;
          break;
        case UNTAG_OPTION:
          if (prefix_tag == 1)
            binary = -1;
          prefix_tag = 0;
          break;
        case BASE64_OPTION:
          base64_digest = true;
          break;
        case RAW_OPTION:
          raw_digest = true;
          break;
        case DEBUG_PROGRAM_OPTION:
          debug = true;
          break;
        case 'l':
          out_len = parse_length (optarg, true);
          break;
        case 'n':
          out_len = parse_length (optarg, false);
          break;
        case 'k':
          {
            size_t len;
            unsigned char *key = decode_hex (optarg, &len);
            if (!key)
              {
                error (0, 0, _("invalid key: the --key argument must be an "
                               "even number of hexadecimal digits"));
                usage (EXIT_FAILURE);
              }
            set_key (key, len, len + 1);
            key_file = NULL;
            /* Wipe the command line's copy: that at least shortens the
               time others can read it in /proc.  */
            explicit_bzero (optarg, strlen (optarg));
          }
          break;
        case KEY_FILE_OPTION:
          key_file = optarg;
          break;
        case 'C':
          ksum_params.custom = (unsigned char const *) optarg;
          ksum_params.custom_len = strlen (optarg);
          break;
        case CUSTOM_HEX_OPTION:
          {
            size_t len;
            unsigned char *s = decode_hex (optarg, &len);
            if (!s)
              {
                error (0, 0, _("invalid hexadecimal string: %s"),
                       quote (optarg));
                usage (EXIT_FAILURE);
              }
            ksum_params.custom = s;
            ksum_params.custom_len = len;
          }
          break;
        case 'f':
          ksum_params.function = (unsigned char const *) optarg;
          ksum_params.function_len = strlen (optarg);
          break;
        case 'B':
          ksum_params.block_size = parse_block_size (optarg);
          break;
        case 'x':
          ksum_params.xof = 1;
          break;
        case DOMAIN_OPTION:
          ksum_params.domain = parse_domain (optarg);
          break;
        case TUPLE_OPTION:
          tuple = true;
          break;
        case 'j':
          ksum_threads = parse_threads (optarg);
          break;
        case SELFTEST_OPTION:
          exit (ksum_selftest () == 0 ? EXIT_SUCCESS : EXIT_FAILURE);
        case HELP_OPTION:
          usage (EXIT_SUCCESS);
          break;
        case VERSION_OPTION:
          version_etc (stdout, program_name, PACKAGE_NAME, VERSION, AUTHORS,
                       (char *) NULL);
          exit (EXIT_SUCCESS);
        default:
          if (ALGORITHM_OPTION <= opt)
            chosen = algorithm_names[opt - ALGORITHM_OPTION].alg;
          else
            usage (EXIT_FAILURE);
        }
    }
  free (long_options);

  /* The algorithm: the program's, ksum's choice, or SHA3-256.  */
  if (program)
    alg = program->alg;
  else if (chosen == FAMILY_SHA3 || chosen == FAMILY_KECCAK)
    {
      /* As cksum -a sha3 -c: when checking without --length, each line
         says which member of the family it is for.  */
      if (do_check && !out_len)
        {
          ksum_check_family = (chosen == FAMILY_SHA3 ? KC_SHA3_224
                               : KC_KECCAK_224);
          alg = ksum_check_family + 1;
        }
      else
        alg = resolve_family (chosen, out_len);
      chosen = alg;
      given_opt[0] = given_opt[1] = 0;
      out_len = 0;
    }
  else if (0 <= chosen)
    alg = chosen;
  else
    alg = KC_SHA3_256;
  info = kc_info (alg);

  /* Options that the algorithm does not take.  ksum checking tag lines
     without an algorithm may need any of them.  */
  if (! (do_check && !program && chosen < 0))
    for (i = 0; i < ARRAY_CARDINALITY (param_options); i++)
      if (given_opt[i] && !(info->flags & param_options[i].flag))
        {
          error (0, 0, _("the %s option is not supported with %s"),
                 param_options[i].name, info->name);
          usage (EXIT_FAILURE);
        }

  if (base64_digest && raw_digest)
    {
      error (0, 0, _("--base64 and --raw are mutually exclusive"));
      usage (EXIT_FAILURE);
    }

  if (prefix_tag == -1)
    prefix_tag = 0;

  if (prefix_tag && !binary)
    {
      error (0, 0, _("--tag does not support --text mode"));
      usage (EXIT_FAILURE);
    }

  if (digest_delim != '\n' && do_check)
    {
      error (0, 0, _("the --zero option is not supported when "
                     "verifying checksums"));
      usage (EXIT_FAILURE);
    }

  if (prefix_tag && do_check)
    {
      error (0, 0, _("the --tag option is meaningless when "
                     "verifying checksums"));
      usage (EXIT_FAILURE);
    }

  if (0 <= binary && do_check)
    {
      error (0, 0, _("the --binary and --text options are meaningless when "
                     "verifying checksums"));
      usage (EXIT_FAILURE);
    }

  if (ignore_missing && !do_check)
    {
      error (0, 0,
             _("the --ignore-missing option is meaningful only when "
               "verifying checksums"));
      usage (EXIT_FAILURE);
    }

  if (status_only && !do_check)
    {
      error (0, 0,
       _("the --status option is meaningful only when verifying checksums"));
      usage (EXIT_FAILURE);
    }

  if (warn && !do_check)
    {
      error (0, 0,
       _("the --warn option is meaningful only when verifying checksums"));
      usage (EXIT_FAILURE);
    }

  if (quiet && !do_check)
    {
      error (0, 0,
       _("the --quiet option is meaningful only when verifying checksums"));
      usage (EXIT_FAILURE);
    }

  if (strict && !do_check)
    {
      error (0, 0,
        _("the --strict option is meaningful only when verifying checksums"));
      usage (EXIT_FAILURE);
    }

  if (tuple && do_check)
    {
      error (0, 0, _("the --tuple option is meaningless when "
                     "verifying checksums"));
      usage (EXIT_FAILURE);
    }

  if (binary < 0)
    binary = 0;

  operand_lim = argv + argc;
  if (optind == argc)
    {
      static char dash[] = "-";
      *operand_lim++ = dash;
    }
  else if (1 < argc - optind && raw_digest && !tuple)
    error (EXIT_FAILURE, 0,
           _("the --raw option is not supported with multiple files"));

  /* The key file is read last, so that "-" can be refused where standard
     input is data.  */
  if (key_file)
    {
      if (STREQ (key_file, "-"))
        {
          char **p;
          for (p = argv + optind; p < operand_lim; p++)
            if (STREQ (*p, "-"))
              error (EXIT_FAILURE, 0,
                     _("--key-file=- cannot be used when standard input "
                       "is read as data"));
          have_read_stdin = true;
        }
      read_key_file (key_file);
    }

  if (!out_len)
    out_len = info->out_len;
  ksum_params.out_len = out_len;
  if (kc_params_check (&ksum_params, alg) != 0)
    error (EXIT_FAILURE, 0, _("invalid parameters for %s"), info->name);

  if (ksum_threads == 0)
    {
      unsigned long int n = num_processors (NPROC_CURRENT);
      ksum_threads = n < 64 ? n : 64;
    }
  ksum_backend_used = ksum_backend ();
  if (debug)
    error (0, 0, _("using the %s backend"), ksum_backend_used->name);

  digest = xmalloc (out_len);
  if (tuple)
    {
      int n = operand_lim - (argv + optind);
      if (digest_tuple (argv + optind, n, alg, out_len, digest))
        {
          /* The line names the whole tuple: its operands, blank-separated.  */
          size_t total = 1;
          char *names, *p;
          int j;
          for (j = 0; j < n; j++)
            total += strlen (argv[optind + j]) + 1;
          names = p = xmalloc (total);
          for (j = 0; j < n; j++)
            p = stpcpy (stpcpy (p, j ? " " : ""), argv[optind + j]);
          output_file (names, binary, digest, alg, out_len, prefix_tag);
          free (names);
        }
      else
        ok = false;
    }
  else if (do_check)
    {
      char **operandp;
      for (operandp = argv + optind; operandp < operand_lim; operandp++)
        ok &= digest_check (*operandp, alg, program || 0 <= chosen);
    }
  else
    ok = digest_files (argv + optind, operand_lim - (argv + optind), alg,
                       out_len, binary, prefix_tag);
  free (digest);

  if (have_read_stdin && fclose (stdin) == EOF)
    error (EXIT_FAILURE, errno, _("standard input"));

  return ok ? EXIT_SUCCESS : EXIT_FAILURE;
}
