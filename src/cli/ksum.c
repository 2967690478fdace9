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
#if HAVE_SYS_PRCTL_H
# include <sys/prctl.h>
#endif
#include <sys/resource.h>
#if HAVE_SYS_MMAN_H
# include <sys/mman.h>
#endif

#include "system.h"
#include "ksum.h"
#include "cpu.h"
#include "selftest.h"
#include "installed.h"
#include "names.h"
#include "hex.h"

#include "argmatch.h"
#include "c-ctype.h"
#include "c-strcase.h"
#include "closeout.h"
#include "full-read.h"
#include "nproc.h"
#include "verify.h"
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

/* The titles of the standards of enum kc_ref, for --help; those that are
   names and numbers are not for translation.  */
static char const *const references[] =
{
  "FIPS 202",
  N_("The Keccak Reference, version 3.0"),
  "NIST SP 800-185",
  "RFC 9861",
  N_("the KangarooTwelve paper (ACNS 2018)")
};
verify (ARRAY_CARDINALITY (references) == KC_REF_COUNT);

/* The customization string read from a file or decoded from hex,
   kept until exit.  */
static unsigned char *custom_buffer;

/* The key, kept to be wiped at exit, and the size of its mapping (0
   if it came from malloc).  */
static unsigned char *key_buffer;
static size_t key_buffer_size;
static size_t key_mapped;

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
  CUSTOM_FILE_OPTION,
  DOMAIN_OPTION,
  TUPLE_OPTION,
  SELFTEST_OPTION,
  FILES0_FROM_OPTION,
  ONE_FILE_SYSTEM_OPTION,
  PROGRESS_OPTION,
  LINES_OPTION,
  MESSAGE_HEX_OPTION,
  SEEK_OPTION,
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
  { "customization-file", required_argument, NULL, CUSTOM_FILE_OPTION },
  { "function", required_argument, NULL, 'f' },
  { "block-size", required_argument, NULL, 'B' },
  { "xof", no_argument, NULL, 'x' },
  { "domain", required_argument, NULL, DOMAIN_OPTION },
  { "tuple", no_argument, NULL, TUPLE_OPTION },
  { "threads", required_argument, NULL, 'j' },
  { "recursive", no_argument, NULL, 'r' },
  { "dereference-args", no_argument, NULL, 'H' },
  { "dereference", no_argument, NULL, 'L' },
  { "no-dereference", no_argument, NULL, 'P' },
  { "one-file-system", no_argument, NULL, ONE_FILE_SYSTEM_OPTION },
  { "files0-from", required_argument, NULL, FILES0_FROM_OPTION },
  { "progress", optional_argument, NULL, PROGRESS_OPTION },
  { "lines", optional_argument, NULL, LINES_OPTION },
  { "message", required_argument, NULL, 's' },
  { "message-hex", required_argument, NULL, MESSAGE_HEX_OPTION },
  { "seek", required_argument, NULL, SEEK_OPTION },
  { "debug", no_argument, NULL, DEBUG_PROGRAM_OPTION },
  { "help", no_argument, NULL, HELP_OPTION },
  { "version", no_argument, NULL, VERSION_OPTION },
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
  { SEEK_OPTION, "--seek", KC_P_XOF },
  { 'k', "--key", KC_P_KEY },
  { KEY_FILE_OPTION, "--key-file", KC_P_KEY },
  { 'C', "--customization", KC_P_CUSTOM },
  { CUSTOM_HEX_OPTION, "--customization-hex", KC_P_CUSTOM },
  { CUSTOM_FILE_OPTION, "--customization-file", KC_P_CUSTOM },
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

/* The names the programs and ksum are installed under, in the order
   of PROGRAMS (configure's --program-prefix, --program-suffix and
   --program-transform-name).  */
static char const *const installed_names[] = { KSUM_INSTALLED_PROGRAMS };
verify (ARRAY_CARDINALITY (installed_names) == ARRAY_CARDINALITY (programs));

/* Return the row of programs.def for NAME: the program of that name or
   installed under that name, or else the one with the longest name
   that ends NAME (so that renamed links such as "gnu-sha3-256sum" still
   work), or null.  */

static struct program const *
find_program (char const *name)
{
  struct program const *best = NULL;
  size_t name_len = strlen (name), best_len = 0;
  size_t i;

  for (i = 0; i < ARRAY_CARDINALITY (programs); i++)
    if (STREQ (name, programs[i].name) || STREQ (name, installed_names[i]))
      return &programs[i];
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
  return STREQ (name, KSUM_INSTALLED_NAME)
         || (4 <= len && STREQ (name + len - 4, "ksum"));
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
  -n, --output-size=BYTES\n\
                        digest length in bytes\n\
"), stdout);
      fputs (_("\
      --seek=BYTES      with --raw, start the output BYTES into the output\n\
                          of the XOF; with --raw, the length of an XOF's\n\
                          output has no limit, and it is streamed\n\
"), stdout);
    }
  if (flags & KC_P_KEY)
    fputs (_("\
  -k, --key=HEX         the key, in hexadecimal; other users can see it\n\
                          in the process list: prefer --key-file\n\
      --key-file=FILE   read the key (raw bytes) from FILE;\n\
                          --key-file=/dev/null is the empty key\n\
"), stdout);
  if (flags & KC_P_CUSTOM)
    fputs (_("\
  -C, --customization=STRING\n\
                        the customization string S\n\
      --customization-hex=HEX\n\
                        the customization string S, in hexadecimal\n\
      --customization-file=FILE\n\
                        the customization string S: the bytes of FILE\n\
"), stdout);
  if (flags & KC_P_FUNCTION)
    fputs (_("\
  -f, --function=STRING\n\
                        the function-name string N\n\
"), stdout);
  if (flags & KC_P_BLOCK)
    fputs (_("\
  -B, --block-size=BYTES\n\
                        the block size B, 1 to 2^64-1 (default 8192)\n\
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

/* The KC_P_* flags of the parameters an untagged line cannot say
   (KC_P_XOF: the length of a base64 digest).  */
#define UNTOLD_FLAGS (KC_P_XOF | KC_P_CUSTOM | KC_P_FUNCTION | KC_P_BLOCK \
                      | KC_P_XOFMODE | KC_P_DOMAIN | KC_P_TUPLE)

/* Print the help of ksum itself: the algorithm choices.  */

static void
usage_algorithms (void)
{
  size_t i;

  fputs (_("\n\
ALGORITHM is one of these (or use --ALGORITHM, e.g. --sha3-256):\n"),
         stdout);
  for (i = 0; i < ARRAY_CARDINALITY (algorithm_types); i++)
    printf ("%s%s", i % 6 ? " " : "\n ", algorithm_types[i].name);
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
        printf (_("\
  or:  %s PROGRAM [ARGUMENT]...\n\
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
  -a, --algorithm=ALGORITHM\n\
                        select the algorithm, see ALGORITHM below\n\
"), stdout);
      fputs (_("\
  -b, --binary          read in binary mode\n\
  -c, --check           read checksums from the FILEs and check them\n\
      --tag             create a BSD-style checksum\n\
"), stdout);
      if (!info)
        fputs (_("\
      --untagged        create a GNU-style checksum (not the default)\n\
"), stdout);
      else if (info->flags & UNTOLD_FLAGS)
        fputs (_("\
      --untagged        create a GNU-style checksum, even where it cannot\n\
                          say every parameter (see below)\n\
"), stdout);
      else
        fputs (_("\
      --untagged        create a GNU-style checksum (the default)\n\
"), stdout);
      fputs (_("\
  -t, --text            read in text mode (default)\n\
  -z, --zero            end each output line with NUL, not newline,\n\
                          and disable file name escaping\n\
      --base64          emit base64-encoded digests, not hexadecimal\n\
      --raw             emit a raw binary digest, not hexadecimal\n\
"), stdout);
      fputs (_("\
      --lines[=FORMAT]  hash every line of each FILE (every NUL-terminated\n\
                          record with -z) as a message of its own, and\n\
                          print its digest alone on a line, in order;\n\
                          FORMAT 'hex' reads each line as hexadecimal\n\
  -s, --message=TEXT    hash TEXT as a message and print its digest alone\n\
      --message-hex=HEX\n\
                        the same, for the bytes HEX gives (0x allowed)\n\
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
  -r, --recursive       hash every regular file in the directories given,\n\
                          depth first, the names of each directory in\n\
                          the byte order of their names; with --warn,\n\
                          say which links and special files are skipped\n\
  -H, --dereference-args\n\
                        with -r, follow the symbolic links given as\n\
                          operands, and no other (the default)\n\
  -L, --dereference     with -r, follow all symbolic links\n\
  -P, --no-dereference  with -r, follow no symbolic link: one given\n\
                          is skipped\n\
      --one-file-system\n\
                        with -r, skip directories and files on other\n\
                          file systems than the directory given\n\
      --files0-from=F   hash the files named in file F; the names end\n\
                          with NUL; if F is - then read names from\n\
                          standard input\n\
      --progress[=WHEN]\n\
                        show a status line on standard error; WHEN is\n\
                          'auto' (the default: if standard error is a\n\
                          terminal), 'always' or 'never'\n\
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
The sums are computed as described in %s.\n"),
                _(references[info->ref]));
      fputs (_("\
When checking, the input should be a former output of this program,\n\
or of GNU cksum --tag.  A tag line says everything but the key that is\n\
needed to check it: the algorithm, the length of a variable-length\n\
digest and every parameter, as in 'SHAKE128-256 (FILE) = ...' or\n\
'CSHAKE128-256,N=app,S=v%201 (FILE) = ...'.  N= and S= give the strings,\n\
with %XX for a blank, a byte outside printable ASCII and each of %(),=\\;\n\
B= gives the block size, D= the domain byte, T= the name lengths of the\n\
files of a tuple; KMACXOF128 and the like name the XOF variants.\n\
A key or parameter option given applies to every line: a line that cannot\n\
take it, or whose tag says otherwise, is not checked, and the run fails.\n\
"), stdout);
      if (info)
        fputs (_("\
Tag lines of other algorithms are improperly formatted lines.\n\
"), stdout);
      else
        fputs (_("\
ksum -c checks tag lines of every algorithm, and untagged lines of the\n\
algorithm -a names.\n\
"), stdout);
      if (!info)
        fputs (_("\
\n\
The default mode is to print a tag line for each FILE, as GNU cksum does;\n\
with --untagged, a line with: checksum, a space, a character indicating\n\
input mode ('*' for binary, ' ' for text or where binary is\n\
insignificant), and name.\n\
"), stdout);
      else
        fputs (_("\
\n\
The default mode is to print a line with: checksum, a space,\n\
a character indicating input mode ('*' for binary, ' ' for text\n\
or where binary is insignificant), and name for each FILE.\n\
"), stdout);
      if (info && (info->flags & UNTOLD_FLAGS))
        fputs (_("\
Where such a line cannot say a parameter (a customization or function\n\
name, a block size, a domain byte, the XOF variant, the members of a\n\
tuple, or the length of a base64 digest that is not the default), the\n\
default is the tag line, so that -c needs nothing but the key to check it;\n\
--untagged still prints the first kind (but for a tuple of several\n\
files), and then -c must be given the same options again.\n\
"), stdout);
      fputs (_("\
\n\
There is no difference between binary mode and text mode on GNU systems.\n\
"), stdout);
      if (info && (info->flags & KC_P_KEY))
        fputs (_("\n\
A key given with --key can be read by other users of the system while\n\
the program runs (for example with ps); --key-file keeps it private.\n\
The key never appears in the output, nor in a core dump.\n\
"), stdout);
      if (!info || (info->flags & (KC_P_KEY | KC_P_CUSTOM)))
        fputs (_("\n\
Standard input is read once: as the key file, the customization file,\n\
the --files0-from list, the check file or data, whatever its name ('-',\n\
/dev/stdin, ...); a second use of it is an error.\n\
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

/* Return a new buffer of SIZE bytes for key material, and make it the
   key buffer (wiping and dropping any earlier one), so that it is wiped
   at exit whatever the way out.  While a key is held, the process may
   not dump core (a core file would hold the key); and the buffer has
   pages of its own, marked to be left out of any core dump made all
   the same (by a core handler that ignores the first rule, or by
   gcore) and locked out of swap where the system lets us lock memory.
   Each of these is skipped silently where it is not available.  */

static unsigned char *
key_alloc (size_t size)
{
  unsigned char *p = NULL;

  wipe_key ();
#if HAVE_SYS_MMAN_H && defined MAP_ANONYMOUS
  if (key_mapped)
    munmap (key_buffer, key_mapped);
  else
#endif
    free (key_buffer);
  key_mapped = 0;
#if HAVE_SYS_MMAN_H && defined MAP_ANONYMOUS
  {
    long int page = sysconf (_SC_PAGESIZE);
    size_t mapped = page <= 0 ? 0 : (size + page - 1) / page * page;
    void *m = (mapped < size ? MAP_FAILED
               : mmap (NULL, mapped, PROT_READ | PROT_WRITE,
                       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0));
    if (m != MAP_FAILED)
      {
        p = m;
        key_mapped = mapped;
# ifdef MADV_DONTDUMP
        madvise (m, mapped, MADV_DONTDUMP);
# endif
      }
  }
#endif
  if (!p)
    p = xmalloc (size);
  key_buffer = p;
  key_buffer_size = size;
#ifdef PR_SET_DUMPABLE
  prctl (PR_SET_DUMPABLE, 0, 0, 0, 0);
#endif
#ifdef RLIMIT_CORE
  {
    struct rlimit no_core = { 0, 0 };
    setrlimit (RLIMIT_CORE, &no_core);
  }
#endif
#if HAVE_MLOCK
  mlock (p, key_mapped ? key_mapped : size);
#endif
  return p;
}

/* A buffer for what is not secret.  */

static unsigned char *
plain_alloc (size_t size)
{
  return xmalloc (size);
}

/* Decode the hexadecimal string HEX into a new buffer ALLOC (SIZE)
   gives; set *LEN.  Return null if HEX is not an even number of
   hexadecimal digits.  */

static unsigned char *
decode_hex (char const *hex, size_t *len,
            unsigned char *(*alloc) (size_t size))
{
  size_t n = strlen (hex);
  unsigned char *out;

  if (n % 2)
    return NULL;
  out = alloc (n / 2 + 1);
  if (kc_hex_decode (hex, n / 2, out) != 0)
    {
      /* The key buffer is wiped at exit; any other is freed now.  */
      explicit_bzero (out, n / 2 + 1);
      if (out != key_buffer)
        free (out);
      return NULL;
    }
  *len = n / 2;
  return out;
}

/* The most bytes of a key file and of a customization file.  */
enum { KEY_FILE_MAX = 1 << 20, CUSTOM_FILE_MAX = 16 << 20 };

/* Read FILE ("-" for standard input) whole, at most MAX bytes, into a
   buffer from ALLOC; set *LEN.  WHAT names the file in diagnostics
   ("key file").  Exit with a diagnostic on error; the diagnostics never
   show the file's bytes.  Whether standard input may be read is
   stdin_reader's decision, made before.  */

static unsigned char *
read_param_file (char const *file, size_t max, char const *what,
                 unsigned char *(*alloc) (size_t size), size_t *len)
{
  bool is_stdin = STREQ (file, "-");
  int fd = is_stdin ? STDIN_FILENO : open (file, O_RDONLY | O_BINARY);
  struct stat st;
  unsigned char *buf;
  size_t n;

  if (fd < 0)
    error (EXIT_FAILURE, errno, "%s", quotef (file));
  if (fstat (fd, &st) != 0)
    error (EXIT_FAILURE, errno, "%s", quotef (file));
  if (S_ISDIR (st.st_mode))
    error (EXIT_FAILURE, EISDIR, "%s", quotef (file));
  if (is_stdin)
    have_read_stdin = true;

  /* One byte more than the most, to tell a file of MAX bytes from a
     longer one.  */
  buf = alloc (max + 1);
  n = full_read (fd, buf, max + 1);
  /* full_read leaves errno 0 at end of file.  */
  if (n <= max && errno != 0)
    error (EXIT_FAILURE, errno, "%s", quotef (file));
  if (max < n)
    error (EXIT_FAILURE, 0, _("%s: the %s is larger than %zu bytes"),
           quotef (file), _(what), max);
  if (!is_stdin && close (fd) != 0)
    error (EXIT_FAILURE, errno, "%s", quotef (file));
  *len = n;
  return buf;
}

/* Return true if the N bytes at S are text: UTF-8 without control
   characters other than tab and carriage return.  A random key of a
   few bytes almost never is.  */

static bool
is_text (unsigned char const *s, size_t n)
{
  size_t i = 0;
  while (i < n)
    {
      unsigned char c = s[i++];
      int more = (c < 0x80 ? 0 : 0xc2 <= c && c < 0xe0 ? 1
                  : 0xe0 <= c && c < 0xf0 ? 2 : 0xf0 <= c && c < 0xf5 ? 3
                  : -1);
      if ((c < 0x20 && c != '\t' && c != '\r') || c == 0x7f || more < 0)
        return false;
      for (; 0 < more; more--)
        if (n <= i || (s[i++] & 0xc0) != 0x80)
          return false;
    }
  return true;
}

/* Read the key of P from FILE, raw bytes, at most KEY_FILE_MAX, as
   read_param_file does.  Warn if it looks like a key written as text:
   hexadecimal digits, or a line of text with its newline; its bytes
   are the key all the same.  */

static void
read_key_file (struct kc_params *p, char const *file)
{
  size_t len, i, text_len;
  unsigned char *key = read_param_file (file, KEY_FILE_MAX, N_("key file"),
                                        key_alloc, &len);

  text_len = len;
  if (text_len && key[text_len - 1] == '\n' && is_text (key, len - 1))
    {
      error (0, 0, _("warning: the key file %s ends with a newline, which "
                     "is part of the key: its bytes are used as they are"),
             quotef (file));
      text_len -= 1 + (1 < text_len && key[text_len - 2] == '\r');
    }
  for (i = 0; i < text_len && c_isxdigit (key[i]); i++)
    continue;
  if (2 <= text_len && i == text_len)
    error (0, 0, _("warning: the key file %s looks like hexadecimal text: "
                   "its bytes are used as they are, not decoded (give a "
                   "key in hexadecimal with --key=HEX)"), quotef (file));
  p->key = key;
  p->key_len = len;
}

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

/* The command line, as option parsing leaves it: the settings for the
   lower files, and what only main needs.  */
struct command
{
  struct ksum_settings s;
  bool do_check;
  bool debug;
  bool tuple;
  int binary;                   /* -b 1, -t 0, neither -1 */
  int prefix_tag;               /* --tag 1, --untagged 0, neither -1 */
  struct kc_name const *chosen; /* ksum's -a or --ALGORITHM, or null */
  size_t out_len;               /* from -l or -n; 0 if not given */
  unsigned int given;           /* bit I: param_options[I] was given */
  char const *key_file;
  char const *custom_file;      /* --customization-file, if the last S */
  bool key_given;               /* -k or --key-file */
  char const *length_arg;       /* the argument of -l or -n */
  uintmax_t length;             /* from -l or -n, in bytes; 0 if none */
  bool length_bits;             /* the length was given by -l */
  bool lines;                   /* --lines */
  bool lines_hex;               /* --lines=hex */
  char **messages;              /* -s and --message-hex, in order */
  bool *message_hex;            /* which of them are hexadecimal */
  size_t n_messages;
  bool seek_given;              /* --seek */
  enum kc_alg alg;              /* set once the options are read */
  struct ksum_request req;      /* the parameters as the options are
                                   read; main completes it */
};

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
    for (i = 0; i < ARRAY_CARDINALITY (param_options); i++)
      if ((c->given >> i & 1) && !(info->flags & param_options[i].flag)
          && ! (family && param_options[i].flag == KC_P_XOF))
        {
          error (0, 0, _("the %s option is not supported with %s"),
                 param_options[i].name, info->name);
          usage (EXIT_FAILURE);
        }
  for (i = 0; i < ARRAY_CARDINALITY (option_rules); i++)
    if (option_rules[i].test (c))
      {
        error (0, 0, "%s", _(option_rules[i].message));
        usage (EXIT_FAILURE);
      }
}

/* Set PROGRAM from the name ARGV[0] we were called by, or, for ksum
   itself, from a program name in ARGV[1], which is then dropped (*ARGC,
   *ARGV).  Exit if ARGV[0] names neither ksum nor a program.  */

static void
dispatch (int *argc, char ***argv)
{
  char const *name = strrchr ((*argv)[0], '/');
  char *base = xstrdup (name ? name + 1 : (*argv)[0]);
  size_t len = strlen (base), ext = strlen (EXEEXT), i;

  if (ext && ext < len && c_strcasecmp (base + len - ext, EXEEXT) == 0)
    base[len - ext] = '\0';
  program = find_program (base);
  if (!program && !is_ksum (base))
    error (EXIT_FAILURE, 0,
           _("unknown program name %s; run this program as %s, as %s, or "
             "through one of the links that %s lists"), quote_n (0, base),
           quote_n (1, "ksum"), quote_n (2, "ksum PROGRAM [ARGUMENT]..."),
           quote_n (3, "ksum --help"));
  if (!program && 1 < *argc)
    for (i = 0; i < ARRAY_CARDINALITY (programs); i++)
      if (STREQ ((*argv)[1], programs[i].name))
        {
          program = &programs[i];
          ++*argv;
          --*argc;
          set_program_name ((*argv)[0]);
          break;
        }
  free (base);
}

/* Build into LONG_OPTIONS and SHORT_OPTS the options of this run.  A
   program takes the common ones and only the parameter options of its
   algorithm, so that getopt rejects the others as GNU programs reject
   options they do not have; ksum takes them all, -a, and the
   --ALGORITHM switches.  */

static void
build_options (char *short_opts)
{
  size_t n_long = 0, i;

  long_options = xnmalloc (ARRAY_CARDINALITY (common_long_options) + 2
                           + ARRAY_CARDINALITY (algorithm_types) + 1,
                           sizeof *long_options);
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
      for (i = 0; i < ARRAY_CARDINALITY (algorithm_types); i++)
        if (algorithm_types[i].alg != KC_ALG_COUNT)
          {
            long_options[n_long].name = algorithm_types[i].name;
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
}

/* Parse the options of ARGC and ARGV into C, then choose the algorithm
   and check that the options go together.  Exit on a usage error, and
   after --help, --version and --selftest.  */

static void
parse_options (int argc, char **argv, struct command *c)
{
  char short_opts[] = "a:bctwzl:n:k:C:f:B:xj:rHLPs:";
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
      for (i = 0; i < ARRAY_CARDINALITY (param_options); i++)
        if (param_options[i].opt == opt)
          c->given |= 1u << i;

      switch (opt)
        {
        case 'a':
          c->chosen = parse_algorithm (optarg);
          break;
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
        case 'l':
        case 'n':
          c->length = parse_length (optarg, opt == 'l');
          c->length_bits = opt == 'l';
          c->out_len = (c->length < KSUM_MAX_OUT_LEN ? c->length
                        : KSUM_MAX_OUT_LEN);
          c->length_arg = optarg;
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
        case SEEK_OPTION:
          c->s.seek = parse_seek (optarg);
          c->seek_given = true;
          break;
        case 'k':
          {
            size_t len;
            unsigned char *key;
            one_key (c);
            if (!*optarg)
              {
                error (0, 0, _("invalid key: the --key argument is empty; "
                               "--key-file=/dev/null gives the empty key"));
                usage (EXIT_FAILURE);
              }
            key = decode_hex (optarg, &len, key_alloc);
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
            explicit_bzero (optarg, strlen (optarg));
          }
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
          if (ALGORITHM_OPTION <= opt)
            c->chosen = &algorithm_types[opt - ALGORITHM_OPTION];
          else
            usage (EXIT_FAILURE);
        }
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

  for (i = 0; i < ARRAY_CARDINALITY (param_options); i++)
    if (c->given >> i & 1)
      c->s.given |= param_options[i].flag;

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

static char const *
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

/* Start the --progress line of the command C, whose N_FILES operands
   are FILES: their total size is known when they are all regular files
   named on the command line, and their number when there is no walk and
   the operands are files to hash, not check files.  */

static void
start_progress (struct command const *c, char *const *files, int n_files)
{
  bool listed = !c->s.recursive && !c->s.files0_from && !c->do_check;
  uintmax_t total = 0;
  int i;

  if (c->s.progress == KSUM_PROGRESS_NEVER)
    return;
  for (i = 0; i < n_files && total != UINTMAX_MAX; i++)
    {
      struct stat st;
      if (!listed || STREQ (files[i], "-") || stat (files[i], &st) != 0
          || !S_ISREG (st.st_mode))
        total = UINTMAX_MAX;
      else
        total += st.st_size;
    }
  if (n_files == 0)
    total = UINTMAX_MAX;
  progress_start (&c->s, total, listed && !c->tuple ? n_files : -1,
                  !c->tuple);
}

int
main (int argc, char **argv)
{
  struct command c;
  bool ok = true;
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

  dispatch (&argc, &argv);
  parse_options (argc, argv, &c);
  info = kc_info (c.alg);

  operand_lim = argv + argc;
  if (c.s.files0_from && optind < argc)
    {
      /* As GNU du and wc.  */
      error (0, 0, _("extra operand %s"), quote (argv[optind]));
      fprintf (stderr, "%s\n",
               _("file operands cannot be combined with --files0-from"));
      usage (EXIT_FAILURE);
    }
  /* Standard input is the default input, unless -s gave messages.  */
  if (optind == argc && !c.s.files0_from && !c.n_messages)
    {
      static char dash[] = "-";
      *operand_lim++ = dash;
    }
  if (c.s.raw && !c.lines && !c.tuple
      && (1 < operand_lim - (argv + optind) + c.n_messages
          || (c.s.stream_len && (c.s.recursive || c.s.files0_from))))
    error (EXIT_FAILURE, 0,
           c.n_messages
           ? _("the --raw option is not supported with several messages")
           : _("the --raw option is not supported with multiple files"));

  /* Standard input has one reader, known before anything is read.  */
  c.s.stdin_reader = stdin_reader (&c, argv + optind,
                                   operand_lim - (argv + optind));
  if (c.custom_file)
    {
      free (custom_buffer);
      c.req.params.custom = custom_buffer
        = read_param_file (c.custom_file, CUSTOM_FILE_MAX,
                           N_("customization file"), plain_alloc,
                           &c.req.params.custom_len);
    }
  if (c.key_file)
    read_key_file (&c.req.params, c.key_file);

  /* The request is complete: the one place of the output length.  */
  c.req.alg = c.alg;
  c.req.params.out_len = c.out_len ? c.out_len : info->out_len;
  if (kc_params_check (&c.req.params, c.req.alg) != 0)
    error (EXIT_FAILURE, 0, _("invalid parameters for %s"), info->name);

  if (c.s.threads == 0)
    {
      unsigned long int n = num_processors (NPROC_CURRENT);
      c.s.threads = n < 64 ? n : 64;
    }
  c.s.backend = ksum_backend ();
  if (c.debug)
    error (0, 0, _("using the %s backend"), c.s.backend->name);

  digest = xmalloc (c.req.params.out_len);
  start_progress (&c, argv + optind, operand_lim - (argv + optind));
  if (c.n_messages)
    ok = digest_strings (&c.s, &c.req, c.messages, c.message_hex,
                         c.n_messages);
  if (operand_lim == argv + optind && !c.s.files0_from)
    ;                           /* Only the messages of -s.  */
  else if (c.lines)
    ok &= digest_records (&c.s, &c.req, argv + optind,
                          operand_lim - (argv + optind), c.lines_hex);
  else if (c.tuple && !c.do_check)
    {
      size_t n = operand_lim - (argv + optind);
      ok = digest_tuple (&c.s, &c.req, argv + optind, n,
                         c.s.stream_len ? NULL : digest);
      /* One line names the whole tuple.  */
      if (ok && !c.s.stream_len)
        output_file (&c.s, &c.req, argv + optind, n, c.binary, digest,
                     c.prefix_tag);
    }
  else if (c.s.stream_len)
    {
      /* One file, its output streamed.  */
      bool missing;
      ok = digest_file (&c.s, &c.req, argv[optind], NULL, &missing);
    }
  else if (c.do_check)
    {
      char **operandp;
      for (operandp = argv + optind; operandp < operand_lim; operandp++)
        ok &= digest_check (&c.s, &c.req, *operandp, program || c.chosen);
    }
  else
    ok &= digest_files (&c.s, &c.req, argv + optind,
                        operand_lim - (argv + optind), c.binary,
                        c.prefix_tag);
  progress_stop ();
  free (digest);
  free (c.messages);
  free (c.message_hex);

  if (have_read_stdin && fclose (stdin) == EOF)
    error (EXIT_FAILURE, errno, _("standard input"));

  return ok ? EXIT_SUCCESS : EXIT_FAILURE;
}
