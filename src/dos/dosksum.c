/* dosksum.c -- the small front end of ksum for 16-bit DOS and other C89
   hosts.

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

/* KSUM.COM: every algorithm of the engine (keccak.h) over its 32-bit
   bit-interleaved path, the GNU output line `HEX  NAME', and `-c'
   checking of GNU and tag lines, judged by src/lines/verdict.c as ksum
   -c judges them, with GNU's messages and exit status.  No gnulib, no
   printf (it is large in 16-bit libraries), no malloc: every buffer is
   static and a few KiB at most, so that the program, its data and its
   stack fit in the 64 KiB of a .COM file.

   The code keeps to the bcc-safe subset of C89 (HACKING): a system
   header before the first `const', the exact declared type at every
   call (bcc's unproto removes prototypes, so nothing is converted), no
   initialised automatic aggregates, no switch on a long, and `int' may
   be 16 bits wide.  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#ifdef __WATCOMC__
# include <io.h>
# include <fcntl.h>
#endif

#include "keccak.h"
#include "names.h"
#include "hex.h"
#include "sumline.h"
#include "verdict.h"

#ifndef KSUM_VERSION
# define KSUM_VERSION "0.1.0"
#endif

#define PROGRAM "ksum"

/* Bytes read per call: a few KiB, the small model has 64 KiB for all.  */
#define READ_SIZE 4096

/* Longest digest in bytes (-l, -n, and digests read by -c).  It keeps
   the bit length below 2^19 and every byte count in a 16-bit size_t.  */
#define MAX_OUT 65535UL

/* Longest key or hex customization string, and longest -c line.  */
#define MAX_BYTES 256
#define LINE_SIZE 2048

/* Digest bytes computed at a time while printing or comparing.  */
#define CHUNK 64

/* The rows of src/lines/options.def; the program has those marked
   KC_IN_DOS.  */
enum
{
#define KC_OPTION(id, name, letter, arg, meta, algs, where, section, help) \
  ROW_##id,
#include "options.def"
#undef KC_OPTION
  N_ROWS
};

/* Option codes.  Letters are their own codes; long-only options and the
   algorithm switches get codes from 256 up (an int is wide enough).  */
enum
{
#define KC_OPTION(id, name, letter, arg, meta, algs, where, section, help) \
  OPT_##id = letter ? letter : 256 + ROW_##id,
#include "options.def"
#undef KC_OPTION
  OPT_ALG = 256 + N_ROWS        /* OPT_ALG + enum kc_alg */
};

struct option_row
{
  const char *name;             /* without the leading "--" */
  int code;
  unsigned char has_arg;        /* KC_ARG_NONE or KC_ARG_REQUIRED */
  unsigned char in_dos;         /* the program has it */
  unsigned int algs;            /* the KC_P_* flag it needs, or 0 */
};

static const struct option_row options[N_ROWS] = {
#define KC_OPTION(id, name, letter, arg, meta, algs, where, section, help) \
  {name, OPT_##id, arg, ((where) & KC_IN_DOS) != 0, algs},
#include "options.def"
#undef KC_OPTION
};

/* The command line, once parsed.  The front end is a program, not the
   engine, so it keeps its state in static storage: on a 16-bit target
   that is cheaper than the stack.  */
static int alg = -1;
static int family = KC_FAMILY_NONE;
static const char *family_name;   /* the -a name of FAMILY */
static int length_given;
static unsigned long length_bytes;
static struct kc_params params;
static unsigned char key_buf[MAX_BYTES];
static size_t key_len;
static int key_given;
static unsigned char custom_buf[MAX_BYTES];
static const char *custom_str;
static int custom_hex_given;
static size_t custom_len;
static const char *function_str;
static kc_u32 block_hi, block_lo;
static int block_given;
static int xof_given;
static unsigned long domain;
static int domain_given;
static int tuple_mode;
static int check_mode;
static int any_alg;             /* -c without -a: lines of every algorithm */
static int check_family = -1;   /* -a FAMILY -c: enum kc_family, or -1 */
static int binary_mode;
static int tag_mode;
static int warn_mode, quiet_mode, status_mode, strict_mode, ignore_missing;
static unsigned char given[N_ROWS];     /* the option of row K was given */

static struct kc_ctx ctx;
static unsigned char read_buf[READ_SIZE];
static char line_buf[LINE_SIZE];
/* kc_split_line's memory of the untagged format, across check files
   as in the CLI.  */
static int bsd_reversed = -1;
static const struct kc_backend *backend;

/* Write the string S to the stream F.  */
static void
put_str (FILE *f, const char *s)
{
  fputs ((char *) s, f);
}

/* Write the decimal form of N to the stream F.  */
static void
put_ulong (FILE *f, unsigned long n)
{
  char digits[sizeof n * 3];    /* a byte has fewer than 3 digits */
  int i = 0;
  do
    {
      digits[i++] = (char) ('0' + (int) (n % 10UL));
      n /= 10UL;
    }
  while (n != 0UL);
  while (i > 0)
    putc (digits[--i], f);
}

/* Report the error MSG (and, if not null, ARG in quotes after it) on
   standard error, in the manner of GNU's error ().  */
static void
error_msg (const char *msg, const char *arg)
{
  fflush (stdout);
  put_str (stderr, PROGRAM ": ");
  put_str (stderr, msg);
  if (arg)
    {
      put_str (stderr, " '");
      put_str (stderr, arg);
      put_str (stderr, "'");
    }
  put_str (stderr, "\n");
}

/* Report the usage error made of the strings A, B and C (getopt's
   wording: "option '--key' requires an argument") and exit 1.  */
static void
bad_usage (const char *a, const char *b, const char *c)
{
  fflush (stdout);
  put_str (stderr, PROGRAM ": ");
  put_str (stderr, a);
  put_str (stderr, b);
  put_str (stderr, c);
  put_str (stderr, "\n");
  put_str (stderr, "Try '" PROGRAM " --help' for more information.\n");
  exit (1);
}

/* Report a usage error, MSG then ARG in quotes, and exit 1.  */
static void
usage_error (const char *msg, const char *arg)
{
  fflush (stdout);
  put_str (stderr, PROGRAM ": ");
  put_str (stderr, msg);
  put_str (stderr, " '");
  put_str (stderr, arg);
  put_str (stderr, "'\n");
  put_str (stderr, "Try '" PROGRAM " --help' for more information.\n");
  exit (1);
}

/* The text of errno's value E for a file diagnostic.  bcc's DOS library
   has no strerror, so the usual cases are spelled out there.  */
static const char *
errno_text (int e)
{
#ifdef __BCC__
  if (e == ENOENT)
    return "No such file or directory";
  if (e == EACCES)
    return "Permission denied";
  return "Input/output error";
#else
  return strerror (e);
#endif
}

/* Report "ksum: NAME: TEXT" for a file that could not be opened or
   read, TEXT from errno's value E.  */
static void
file_error (const char *name, int e)
{
  fflush (stdout);
  put_str (stderr, PROGRAM ": ");
  put_str (stderr, name);
  put_str (stderr, ": ");
  put_str (stderr, errno_text (e));
  put_str (stderr, "\n");
}

/* Decode the hex string S (an even number of digits, at most 2*MAX
   of them) into OUT.  Store the byte count in *LEN and return 0, or
   return -1 if S is not such a string.  */
static int
decode_hex (const char *s, unsigned char *out, size_t max, size_t *len)
{
  size_t n = strlen (s);
  if (n % 2 != 0 || max < n / 2 || kc_hex_decode (s, n / 2, out) != 0)
    return -1;
  *len = n / 2;
  return 0;
}

/* Parse S as an unsigned decimal number, or hexadecimal after "0x" if
   HEX_OK, no larger than MAX.  Store it in *V and return 0, or return
   -1 if S is empty, has other characters or is too large.  */
static int
parse_number (const char *s, int hex_ok, unsigned long max,
              unsigned long *v)
{
  unsigned long n = 0;
  unsigned long base = 10;
  if (hex_ok && s[0] == '0' && (s[1] == 'x' || s[1] == 'X'))
    {
      base = 16;
      s += 2;
    }
  if (!*s)
    return -1;
  for (; *s; s++)
    {
      int d = kc_hex_value ((unsigned char) *s);
      if (d < 0 || (unsigned long) d >= base)
        return -1;
      if (n > (max - (unsigned long) d) / base)
        return -1;
      n = n * base + (unsigned long) d;
    }
  *v = n;
  return 0;
}

/* Read the key file NAME (raw bytes, at most MAX_BYTES) into key_buf,
   or exit 1 with a message.  */
static void
read_key_file (const char *name)
{
  FILE *f = fopen ((char *) name, "rb");
  size_t n;
  if (!f)
    {
      file_error (name, errno);
      exit (1);
    }
  n = fread (key_buf, 1, MAX_BYTES, f);
  if (ferror (f) || getc (f) != EOF)
    {
      fclose (f);
      usage_error ("key file too long or unreadable:", name);
    }
  fclose (f);
  key_len = n;
  key_given = 1;
}

/* Select the algorithm named NAME (in any case) for -a: a row of
   names.def, an algorithm or a family (sha3, keccak) whose size -l
   gives.  Exit 1 if there is no such algorithm, as the CLI does.  */
static void
select_named (const char *name)
{
  const struct kc_name *row = kc_name_find (name);
  if (!row)
    {
      fflush (stdout);
      put_str (stderr, PROGRAM ": invalid argument '");
      put_str (stderr, name);
      put_str (stderr, "' for '--algorithm'\nValid arguments are:");
      for (row = kc_names; row->name; row++)
        {
          put_str (stderr, "\n  - '");
          put_str (stderr, row->name);
          put_str (stderr, "'");
        }
      put_str (stderr, "\nTry '" PROGRAM " --help' for more information.\n");
      exit (1);
    }
  family = row->family;
  family_name = row->name;
  alg = row->alg == KC_ALG_COUNT ? -1 : row->alg;
}

/* The help text, one line per string (C89 guarantees only 509
   characters in a string literal).  */
static const char *const help_lines[] = {
  "Usage: " PROGRAM " [OPTION]... [FILE]...",
  "Print or check Keccak-family checksums (the DOS front end of ksum).",
  "With no FILE, or when FILE is -, read standard input.",
  "",
  "  -a, --algorithm=NAME   SHA3-256 (default), SHAKE128, KMAC256, KT128, ...",
  "      --sha3-224 ... --sha3-512, --keccak-224 ... --keccak-512,",
  "      --shake128, --shake256, --rawshake128, --rawshake256,",
  "      --cshake128, --cshake256, --kmac128, --kmac256,",
  "      --tuplehash128, --tuplehash256, --parallelhash128,",
  "      --parallelhash256, --turboshake128, --turboshake256,",
  "      --kt128 (--k12, --kangarootwelve), --kt256,",
  "      --m14 (--marsupilamifourteen)   select the algorithm",
  "  -l, --length=BITS      digest length in bits (a multiple of 8)",
  "  -n, --output-size=BYTES  digest length in bytes",
  "  -k, --key=HEX          KMAC key",
  "      --key-file=FILE    KMAC key, raw bytes of FILE",
  "  -C, --customization=STRING  customization string S",
  "      --customization-hex=HEX  S given in hex",
  "  -f, --function=STRING  cSHAKE function name N",
  "  -B, --block-size=BYTES  ParallelHash block size",
  "  -x, --xof              KMACXOF, TupleHashXOF, ParallelHashXOF",
  "      --domain=BYTE      TurboSHAKE domain byte, 0x01 to 0x7F",
  "      --tuple            TupleHash: all FILEs form one tuple",
  "  -b, --binary           mark lines with '*' (input is always binary)",
  "  -t, --text             mark lines with ' ' (the default)",
  "      --tag              write tag lines, TAG (FILE) = HEX, as ksum does",
  "  -c, --check            read checksums from the FILEs and check them",
  "      --ignore-missing   don't fail or report status for missing files",
  "      --quiet            don't print OK for each verified file",
  "      --status           don't output anything, status code shows success",
  "      --strict           exit non-zero for improperly formatted lines",
  "  -w, --warn             warn about improperly formatted lines",
  "      --help             display this help and exit",
  "      --version          output version information and exit",
  NULL
};

/* Print the help text and exit 0.  */
static void
usage (void)
{
  int i;
  for (i = 0; help_lines[i]; i++)
    {
      put_str (stdout, help_lines[i]);
      putc ('\n', stdout);
    }
  exit (0);
}

/* Handle the option CODE if it says how to print or check (it has no
   argument); return 0 if it is not such an option.  */
static int
handle_mode_option (int code)
{
  switch (code)
    {
    case 'c':
      check_mode = 1;
      break;
    case 'b':
      binary_mode = 1;
      break;
    case 't':
      binary_mode = 0;
      break;
    case 'w':
      warn_mode = 1;
      quiet_mode = status_mode = 0;
      break;
    case OPT_QUIET:
      quiet_mode = 1;
      warn_mode = status_mode = 0;
      break;
    case OPT_TAG:
      tag_mode = 1;
      break;
    case OPT_STATUS:
      status_mode = 1;
      warn_mode = quiet_mode = 0;
      break;
    case OPT_STRICT:
      strict_mode = 1;
      break;
    case OPT_IGNORE_MISSING:
      ignore_missing = 1;
      break;
    default:
      return 0;
    }
  return 1;
}

/* Handle the option CODE with the argument ARG (null if it has none);
   OPT is the option as written, for messages.  */
static void
handle_option (int code, const char *arg, const char *opt)
{
  unsigned long v;
  if (code >= OPT_ALG)
    {
      alg = code - OPT_ALG;
      family = KC_FAMILY_NONE;
      return;
    }
  switch (code)
    {
    case 'a':
      select_named (arg);
      break;
    case 'l':
      if (parse_number (arg, 0, MAX_OUT * 8UL, &v) || v == 0UL
          || v % 8UL != 0UL)
        usage_error ("invalid length (a positive multiple of 8 bits):", arg);
      length_bytes = v / 8UL;
      length_given = 1;
      break;
    case 'n':
      if (parse_number (arg, 0, MAX_OUT, &v) || v == 0UL)
        usage_error ("invalid output size:", arg);
      length_bytes = v;
      length_given = 1;
      break;
    case 'k':
      if (decode_hex (arg, key_buf, (size_t) MAX_BYTES, &key_len))
        usage_error ("invalid key (even number of hex digits):", arg);
      key_given = 1;
      break;
    case OPT_KEY_FILE:
      read_key_file (arg);
      break;
    case 'C':
      custom_str = arg;
      custom_hex_given = 0;
      custom_len = strlen ((char *) arg);
      break;
    case OPT_CUSTOM_HEX:
      if (decode_hex (arg, custom_buf, (size_t) MAX_BYTES, &custom_len))
        usage_error ("invalid customization (even number of hex digits):",
                     arg);
      custom_str = (const char *) custom_buf;
      custom_hex_given = 1;
      break;
    case 'f':
      function_str = arg;
      break;
    case 'B':
      /* B up to 2^64 - 1, in the engine's two halves: a line written
         on any host can be checked here.  */
      {
        const char *d = arg;
        while (d[0] == '0' && d[1] != '\0')
          d++;
        if (!kc_decimal_parse (d, strlen ((char *) d), &block_hi, &block_lo)
            || (block_hi == 0UL && block_lo == 0UL))
          usage_error ("invalid block size:", arg);
      }
      block_given = 1;
      break;
    case 'x':
      xof_given = 1;
      break;
    case OPT_DOMAIN:
      if (parse_number (arg, 1, 255UL, &v) || v < 1UL || v > 0x7FUL)
        usage_error ("invalid domain byte (0x01 to 0x7F):", arg);
      domain = v;
      domain_given = 1;
      break;
    case OPT_TUPLE:
      tuple_mode = 1;
      break;
    case OPT_HELP:
      usage ();
      break;
    case OPT_VERSION:
      put_str (stdout, PROGRAM " (DOS) " KSUM_VERSION "\n");
      exit (0);
      break;
    default:
      if (!handle_mode_option (code))
        usage_error ("invalid option", opt);
    }
}

/* Return the row of the option the program has whose short letter is
   C, or whose long name is the LEN bytes at NAME if C is 0; return -1
   if there is none.  Note that it was given.  */
static int
find_option (int c, const char *name, size_t len)
{
  int k;
  for (k = 0; k < N_ROWS; k++)
    if (options[k].in_dos
        && (c ? options[k].code == c
            : strlen ((char *) options[k].name) == len
              && !strncmp (name, (char *) options[k].name, len)))
      {
        given[k] = 1;
        return k;
      }
  return -1;
}

/* Parse the long option ARG ("--name" or "--name=value"), taking its
   value from ARGV[*I + 1] if needed.  */
static void
long_option (char *arg, int argc, char **argv, int *i)
{
  char *name = arg + 2;
  char *eq = strchr (name, '=');
  size_t len = eq ? (size_t) (eq - name) : strlen (name);
  const struct kc_name *row;
  const char *value = NULL;
  int k;
  for (row = kc_names; row->name; row++)
    if (row->alg != KC_ALG_COUNT
        && strlen ((char *) row->name) == len
        && !strncmp (name, (char *) row->name, len))
      {
        if (eq)
          bad_usage ("option '--", row->name,
                     "' doesn't allow an argument");
        handle_option (OPT_ALG + row->alg, NULL, arg);
        return;
      }
  k = find_option (0, name, len);
  if (k < 0)
    bad_usage ("unrecognized option '", arg, "'");
  if (options[k].has_arg)
    {
      if (eq)
        value = eq + 1;
      else if (*i + 1 < argc)
        value = argv[++*i];
      else
        bad_usage ("option '", arg, "' requires an argument");
    }
  else if (eq)
    bad_usage ("option '--", options[k].name,
               "' doesn't allow an argument");
  handle_option (options[k].code, value, arg);
}

/* Parse the options of ARGV, moving the operands to the front of ARGV
   in their order; return how many there are.  */
static int
parse_args (int argc, char **argv)
{
  int n = 0;
  int i;
  int only_operands = 0;
  for (i = 1; i < argc; i++)
    {
      char *arg = argv[i];
      if (only_operands || arg[0] != '-' || arg[1] == 0)
        argv[n++] = arg;
      else if (arg[1] == '-' && arg[2] == 0)
        only_operands = 1;
      else if (arg[1] == '-')
        long_option (arg, argc, argv, &i);
      else
        {
          int j;
          for (j = 1; arg[j]; j++)
            {
              int c = (unsigned char) arg[j];
              int k = find_option (c, (const char *) 0, (size_t) 0);
              static char opt[3];
              opt[0] = '-';
              opt[1] = (char) c;
              opt[2] = 0;
              if (k < 0)
                bad_usage ("invalid option -- '", opt + 1, "'");
              if (options[k].has_arg)
                {
                  const char *value = arg + j + 1;
                  if (!*value)
                    {
                      if (i + 1 >= argc)
                        bad_usage ("option requires an argument -- '",
                                   opt + 1, "'");
                      value = argv[++i];
                    }
                  handle_option (c, value, opt);
                  break;
                }
              handle_option (c, NULL, opt);
            }
        }
    }
  return n;
}

/* Reject the option --NAME, given although the algorithm does not take
   it, in the CLI's words.  */
static void
not_for_alg (const char *name)
{
  fflush (stdout);
  put_str (stderr, PROGRAM ": the --");
  put_str (stderr, name);
  put_str (stderr, " option is not supported with ");
  put_str (stderr, kc_info ((enum kc_alg) alg)->name);
  put_str (stderr, "\nTry '" PROGRAM " --help' for more information.\n");
  exit (1);
}

/* Resolve -a FAMILY: when checking, each line says its member;
   else --length chooses it.  Exit 1 if it does not.  */
static void
settle_family (void)
{
  if (family != KC_FAMILY_NONE && check_mode)
    {
      /* As the CLI (cksum -a sha3 -c): each line says which member of
         the family it is for; the length is not needed, and ignored.
         The family's 32-byte member names it in messages.  */
      check_family = family;
      alg = kc_family_member (family, 32UL);
      length_given = 0;
    }
  else if (family != KC_FAMILY_NONE)
    {
      const char *name = family_name;
      enum kc_alg member = kc_family_member (family, length_bytes);
      if (member == KC_ALG_COUNT)
        {
          fflush (stdout);
          put_str (stderr, PROGRAM ": ");
          if (!length_given)
            {
              put_str (stderr, "--algorithm=");
              put_str (stderr, name);
              put_str (stderr, " requires --length\n");
            }
          else
            {
              put_str (stderr, "invalid length: ");
              put_ulong (stderr, length_bytes * 8UL);
              put_str (stderr, "\n");
            }
          put_str (stderr, PROGRAM ": the length of '");
          put_str (stderr, name);
          put_str (stderr, "' must be 224, 256, 384 or 512\n");
          exit (1);
        }
      alg = member;
    }
}

/* Check the parsed options against each other and the algorithm, and
   fill params; exit 1 with a message on any conflict.  */
static void
settle_options (void)
{
  const struct kc_info *info;
  unsigned int flags;
  int e;
  int k;

  settle_family ();
  /* ksum -c without an algorithm checks the lines of every algorithm,
     and any parameter option may be for them: check_file refuses each
     line that cannot take one given.  */
  if (alg < 0)
    {
      alg = KC_SHA3_256;
      any_alg = check_mode;
      flags = check_mode ? ~0U : kc_info (KC_SHA3_256)->flags;
    }
  else
    flags = kc_info ((enum kc_alg) alg)->flags;
  info = kc_info ((enum kc_alg) alg);

  /* As the CLI: the first option given, in the order of options.def,
     that needs what the algorithm lacks; -l and -n that chose the
     member of -a FAMILY are spent.  */
  for (k = 0; k < N_ROWS; k++)
    if (given[k] && options[k].algs && !(flags & options[k].algs)
        && !(family != KC_FAMILY_NONE && options[k].algs == KC_P_XOF))
      not_for_alg (options[k].name);
  if (length_given && !(flags & KC_P_XOF)
      && length_bytes != (unsigned long) info->out_len)
    {
      fflush (stdout);
      put_str (stderr, PROGRAM ": ");
      put_str (stderr, info->name);
      put_str (stderr, " has a fixed length of ");
      put_ulong (stderr, (unsigned long) info->out_len * 8UL);
      put_str (stderr, " bits\n");
      exit (1);
    }

  kc_params_default (&params, (enum kc_alg) alg);
  if (key_given)
    {
      params.key = key_buf;
      params.key_len = key_len;
    }
  if (custom_str)
    {
      params.custom = (const unsigned char *) custom_str;
      params.custom_len = custom_len;
    }
  if (function_str)
    {
      params.function = (const unsigned char *) function_str;
      params.function_len = strlen ((char *) function_str);
    }
  if (block_given)
    {
      params.block_hi = block_hi;
      params.block_lo = block_lo;
    }
  if (xof_given)
    params.xof = 1;
  if (domain_given)
    params.domain = (unsigned int) domain;
  if (length_given)
    params.out_len = (size_t) length_bytes;
  e = kc_params_check (&params, (enum kc_alg) alg);
  if (e)
    usage_error ("invalid parameters for", info->name);
}

/* Open the operand NAME for reading in binary mode: standard input for
   "-".  Return null with errno set on failure.  */
static FILE *
open_input (const char *name)
{
  if (name[0] == '-' && name[1] == 0)
    return stdin;
  return fopen ((char *) name, "rb");
}

/* Close F unless it is standard input.  */
static void
close_input (FILE *f)
{
  if (f == stdin)
    clearerr (f);
  else
    fclose (f);
}

/* Find the number of bytes left in F from its current position (for
   TupleHash, which must encode a string's length before its bytes).
   Store it in *SIZE and return 0, or return -1 if F cannot seek.  */
static int
remaining_size (FILE *f, unsigned long *size)
{
  long here = ftell (f);
  long end;
  if (here < 0L || fseek (f, 0L, SEEK_END) != 0)
    return -1;
  end = ftell (f);
  if (end < here || fseek (f, here, SEEK_SET) != 0)
    return -1;
  *size = (unsigned long) (end - here);
  return 0;
}

/* Feed the rest of F to ctx.  If TUPLE, F is one element of a tuple:
   announce its length to the engine first, and feed exactly that many
   bytes.  Return 0, or -1 with errno set if reading failed.  */
static int
feed_stream (FILE *f, int tuple)
{
  unsigned long left = 0;
  if (tuple)
    {
      if (remaining_size (f, &left))
        {
#ifdef ESPIPE
          errno = ESPIPE;
#else
          errno = EINVAL;
#endif
          return -1;
        }
      kc_tuple_begin (&ctx, (kc_u32) 0, (kc_u32) left);
    }
  for (;;)
    {
      size_t want = READ_SIZE;
      size_t n;
      if (tuple && left < (unsigned long) want)
        want = (size_t) left;
      if (tuple && want == 0)
        break;
      n = fread (read_buf, 1, want, f);
      if (n > 0)
        kc_update (&ctx, read_buf, n);
      if (tuple)
        left -= (unsigned long) n;
      if (n < want)
        {
          if (ferror (f))
            return -1;
          if (tuple)
            {
              errno = EIO;
              return -1;        /* the file shrank under us */
            }
          break;
        }
    }
  return 0;
}

/* Start a context for the algorithm A with params and the output
   length OUT_LEN in bytes.  */
static void
start_alg (int a, unsigned long out_len)
{
  params.out_len = (size_t) out_len;
  kc_init (&ctx, backend, (enum kc_alg) a, &params);
}

/* The same for the selected algorithm.  */
static void
start (unsigned long out_len)
{
  start_alg (alg, out_len);
}

/* Compute the next N (at most CHUNK) digest bytes into OUT; FIRST is
   nonzero for the first call after the message.  */
static void
next_digest_bytes (unsigned char *out, size_t n, int first)
{
  if (first)
    kc_final (&ctx, (unsigned char *) 0);
  kc_squeeze (&ctx, out, n);
}

/* Finish ctx and print its digest of OUT_LEN bytes in lower-case hex.  */
static void
print_digest (unsigned long out_len)
{
  static unsigned char out[CHUNK];
  static const char digits[] = "0123456789abcdef";
  int first = 1;
  while (out_len > 0UL)
    {
      size_t n = out_len < (unsigned long) CHUNK ? (size_t) out_len : CHUNK;
      size_t k;
      next_digest_bytes (out, n, first);
      first = 0;
      for (k = 0; k < n; k++)
        {
          putc (digits[out[k] >> 4], stdout);
          putc (digits[out[k] & 15], stdout);
        }
      out_len -= (unsigned long) n;
    }
  kc_wipe (&ctx);
}

/* Write the base64 text of the N bytes at IN (N a multiple of 3 unless
   they are the last) to OUT, with padding; return its length.  */
static size_t
base64_encode (const unsigned char *in, size_t n, char *out)
{
  static const char digits[] =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  size_t i, k = 0;
  for (i = 0; i < n; i += 3)
    {
      unsigned int b1 = i + 1 < n ? in[i + 1] : 0;
      unsigned int b2 = i + 2 < n ? in[i + 2] : 0;
      out[k++] = digits[in[i] >> 2];
      out[k++] = digits[((in[i] & 3) << 4) | (b1 >> 4)];
      out[k++] = i + 1 < n ? digits[((b1 & 15) << 2) | (b2 >> 6)] : '=';
      out[k++] = i + 2 < n ? digits[b2 & 63] : '=';
    }
  return k;
}

/* Finish ctx and compare its digest with the digest of the line L
   (hex or base64, already checked by kc_split_line).  Return nonzero
   if they are equal.  */
static int
digest_matches (const struct kc_sumline *l)
{
  static unsigned char out[CHUNK];
  static char text[CHUNK / 3 * 4 + 4];
  const char *d = l->digest;
  unsigned long out_len = l->out_len;
  size_t step = l->b64 ? (size_t) (CHUNK / 3 * 3) : (size_t) CHUNK;
  int first = 1;
  int same = 1;
  while (out_len > 0UL)
    {
      size_t n = out_len < (unsigned long) step ? (size_t) out_len : step;
      size_t k;
      next_digest_bytes (out, n, first);
      first = 0;
      if (l->b64)
        {
          k = base64_encode (out, n, text);
          if (memcmp ((void *) text, (void *) d, k) != 0)
            same = 0;
          d += k;
        }
      else
        for (k = 0; k < n; k++, d += 2)
          if (kc_hex_value ((unsigned char) d[0]) != out[k] >> 4
              || kc_hex_value ((unsigned char) d[1]) != (out[k] & 15))
            same = 0;
      out_len -= (unsigned long) n;
    }
  kc_wipe (&ctx);
  return same;
}

/* The default digest length in bytes of the selected algorithm.  */
static unsigned long
default_length (void)
{
  if (length_given)
    return length_bytes;
  return (unsigned long) kc_info ((enum kc_alg) alg)->out_len;
}

/* The most members of a --tuple --tag line.  */
#define MAX_TUPLE 64

/* Print the start of a --tag line, "TAG (NAMES) = ", for the N names
   NAMES (N is 1, or the members of a tuple): the CLI's tag, from
   sumtag.c.  */
static void
print_tag (char **names, int n)
{
  /* The tag is written into -c's line buffer, which printing leaves
     unused: the tiny model has no 2 KiB to spare.  */
  char *tag = line_buf;
  static size_t lens[MAX_TUPLE];
  int i;
  if (n > MAX_TUPLE)
    usage_error ("too many files for a --tag line:", "--tuple");
  for (i = 0; i < n; i++)
    lens[i] = strlen (names[i]);
  params.out_len = (size_t) default_length ();
  if (kc_tag_format (tag, (size_t) LINE_SIZE, (enum kc_alg) alg, &params,
                     lens, (size_t) (n > 1 ? n : 0)) >= (size_t) LINE_SIZE)
    usage_error ("parameters too long for a --tag line:", "--tag");
  put_str (stdout, tag);
  put_str (stdout, " (");
  for (i = 0; i < n; i++)
    {
      if (i)
        putc (' ', stdout);
      put_str (stdout, names[i]);
    }
  put_str (stdout, ") = ");
}

/* Print the line "HEX  NAME" (or "HEX *NAME" with -b, or "TAG (NAME) =
   HEX" with --tag).  */
static void
print_line (const char *name)
{
  if (tag_mode)
    {
      static char *one[1];
      one[0] = (char *) name;
      print_tag (one, 1);
      print_digest (default_length ());
      putc ('\n', stdout);
      return;
    }
  print_digest (default_length ());
  putc (' ', stdout);
  putc (binary_mode ? '*' : ' ', stdout);
  put_str (stdout, name);
  putc ('\n', stdout);
}

/* Hash the operand NAME and print its line.  Return 0, or 1 after a
   diagnostic if it could not be read.  */
static int
digest_file (const char *name)
{
  FILE *f = open_input (name);
  int tuple = (kc_info ((enum kc_alg) alg)->flags & KC_P_TUPLE) != 0;
  if (!f)
    {
      file_error (name, errno);
      return 1;
    }
  start (default_length ());
  if (feed_stream (f, tuple))
    {
      file_error (name, errno);
      close_input (f);
      kc_wipe (&ctx);
      return 1;
    }
  close_input (f);
  print_line (name);
  return 0;
}

/* --tuple: hash the N operands NAMES as one tuple and print one line
   whose name is the operands joined by spaces.  Return 0 or 1.  */
static int
digest_tuple (char **names, int n)
{
  int i;
  start (default_length ());
  for (i = 0; i < n; i++)
    {
      FILE *f = open_input (names[i]);
      int bad;
      if (!f)
        {
          file_error (names[i], errno);
          kc_wipe (&ctx);
          return 1;
        }
      bad = feed_stream (f, 1);
      if (bad)
        file_error (names[i], errno);
      close_input (f);
      if (bad)
        {
          kc_wipe (&ctx);
          return 1;
        }
    }
  if (tag_mode)
    {
      print_tag (names, n);
      print_digest (default_length ());
      putc ('\n', stdout);
      return 0;
    }
  print_digest (default_length ());
  put_str (stdout, binary_mode ? " *" : "  ");
  for (i = 0; i < n; i++)
    {
      if (i)
        putc (' ', stdout);
      put_str (stdout, names[i]);
    }
  putc ('\n', stdout);
  return 0;
}

/* Start the diagnostic "ksum: NAME: LINE_NO: " about a line of the
   check file NAME.  */
static void
line_msg (const char *name, unsigned long line_no)
{
  fflush (stdout);
  put_str (stderr, PROGRAM ": ");
  put_str (stderr, name);
  put_str (stderr, ": ");
  put_ulong (stderr, line_no);
  put_str (stderr, ": ");
}

/* Write the N bytes at S between quotes to standard error.  */
static void
put_quoted (const char *s, size_t n)
{
  putc ('\'', stderr);
  fwrite ((char *) s, 1, n, stderr);
  putc ('\'', stderr);
}

/* Return the name of the algorithm of the line L as its tag would say
   it, with XOF in it for the XOF variant (KMACXOF128): the part of the
   tag sumtag.c writes before its length and parameters.  */
static const char *
line_alg_name (const struct kc_sumline *l)
{
  static char name[64];
  static struct kc_params p;
  size_t i;
  kc_params_default (&p, l->alg);
  p.xof = l->tagged ? l->tag.params.xof : xof_given;
  p.out_len = 1;
  kc_tag_format (name, sizeof name, l->alg, &p, (const size_t *) 0,
                 (size_t) 0);
  for (i = 0; name[i] && name[i] != ','; i++)
    ;
  name[i] = 0;
  if (kc_info (l->alg)->flags & KC_P_XOF)
    while (i > 0 && name[--i] != '-')
      ;
  if (kc_info (l->alg)->flags & KC_P_XOF)
    name[i] = 0;
  return name;
}

/* Fill *O with what the command line gives a check, STDIN_FILE if the
   check file is standard input.  */
static void
check_opts (struct kc_check_opts *o, int stdin_file)
{
  o->alg = (enum kc_alg) alg;
  o->family = check_family;
  o->chosen = !any_alg;
  /* Unlike the CLI's ksum, this program writes GNU lines by default,
     and takes them back without -a: untagged lines are SHA3-256's.  */
  o->untagged_ok = 1;
  o->given = 0;
  if (key_given)
    o->given |= KC_P_KEY;
  if (custom_str)
    o->given |= KC_P_CUSTOM;
  if (function_str)
    o->given |= KC_P_FUNCTION;
  if (block_given)
    o->given |= KC_P_BLOCK;
  if (xof_given)
    o->given |= KC_P_XOFMODE;
  if (domain_given)
    o->given |= KC_P_DOMAIN;
  if (tuple_mode)
    o->given |= KC_P_TUPLE;
  o->params = &params;
  o->stdin_file = stdin_file;
  o->warn = warn_mode;
  o->status_only = status_mode;
  o->max_out = MAX_OUT;
}

/* Report, as verdict.c decides under O, on the improperly formatted
   line L, line LINE_NO of the check file NAME.  */
static void
say_improper (const struct kc_check_opts *o, const char *name,
              unsigned long line_no, const struct kc_sumline *l)
{
  static char tag[KC_TAG_NAME_MAX];
  int say = kc_improper_say (o, l);
  if (say == KC_SAY_NOTHING)
    return;
  line_msg (name, line_no);
  if (say == KC_SAY_SPELLED)
    {
      kc_tag_name (tag, sizeof tag, l->tag.alg, l->tag.params.xof);
      put_str (stderr, "the algorithm ");
      put_quoted (l->unknown, l->unknown_len);
      put_str (stderr, " is written ");
      put_quoted (tag, strlen (tag));
      put_str (stderr, " in checksum lines\n");
    }
  else if (say == KC_SAY_ALIAS_PARAMS)
    put_str (stderr, "parameters are not allowed in OpenSSL-style lines\n");
  else if (say == KC_SAY_UNKNOWN)
    {
      put_str (stderr, "unknown algorithm ");
      put_quoted (l->unknown, l->unknown_len);
      put_str (stderr, "\n");
    }
  else
    {
      put_str (stderr, "improperly formatted ");
      put_str (stderr, kc_info (o->alg)->name);
      put_str (stderr, " checksum line\n");
    }
}

/* Report why the line L, line LINE_NO of the check file NAME, is not
   checked: the KC_LINE_* VERDICT of verdict.c, about OPT.  */
static void
say_refusal (const char *name, unsigned long line_no,
             const struct kc_sumline *l, int verdict, const char *opt)
{
  line_msg (name, line_no);
  if (verdict == KC_LINE_KEY_UNUSED)
    {
      put_str (stderr, "a key was given, but this ");
      put_str (stderr, line_alg_name (l));
      put_str (stderr, " line takes none\n");
    }
  else if (verdict == KC_LINE_UNSUPPORTED)
    {
      put_str (stderr, "the ");
      put_str (stderr, opt);
      put_str (stderr, " option is not supported with this ");
      put_str (stderr, line_alg_name (l));
      put_str (stderr, " line\n");
    }
  else if (verdict == KC_LINE_CONFLICT)
    {
      put_str (stderr, opt);
      put_str (stderr, " differs from the line's parameters\n");
    }
  else
    {
      put_str (stderr, "no key for this ");
      put_str (stderr, line_alg_name (l));
      put_str (stderr, " line: give it with --key-file\n");
    }
}

/* Start ctx for the line L: its algorithm and length, its tag's
   parameters if it has a tag, else the command line's, the key from
   the command line.  */
static void
start_line (const struct kc_sumline *l)
{
  static struct kc_params saved;
  saved = params;
  if (l->tagged)
    {
      params.custom = l->tag.params.custom;
      params.custom_len = l->tag.params.custom_len;
      params.function = l->tag.params.function;
      params.function_len = l->tag.params.function_len;
      params.block_hi = l->tag.params.block_hi;
      params.block_lo = l->tag.params.block_lo;
      params.domain = l->tag.params.domain;
      params.xof = l->tag.params.xof;
    }
  start_alg (l->alg, l->out_len);
  params = saved;
}

/* Feed the file NAME of the line L to ctx (started), as a member of a
   tuple if L's algorithm takes tuples.  Return 0, or 1 after a
   diagnostic if it could not be read.  */
static int
feed_file (const struct kc_sumline *l, const char *name)
{
  FILE *g = open_input (name);
  int e;
  if (g && !feed_stream (g, (kc_info (l->alg)->flags & KC_P_TUPLE) != 0))
    {
      close_input (g);
      return 0;
    }
  e = errno;
  if (g)
    close_input (g);
  file_error (name, e);
  return 1;
}

/* Return nonzero if a member of the tuple line L, or its file, does
   not exist and --ignore-missing is given: the line is left out.  */
static int
line_missing (struct kc_sumline *l)
{
  int tuple = l->tagged && (l->tag.given & KC_P_TUPLE);
  const char *t = l->tag.members;
  char *p = l->file_name;
  size_t i, n = tuple ? l->tag.n_members : 1, m;
  int missing = 0;
  if (!ignore_missing)
    return 0;
  for (i = 0; i < n && !missing; i++)
    {
      FILE *g;
      char c;
      m = tuple ? kc_tag_next_member (&l->tag, &t) : strlen (p);
      c = p[m];
      p[m] = 0;
      g = open_input (p);
      missing = !g && errno == ENOENT;
      if (g)
        close_input (g);
      p[m] = c;
      p += m + 1;
    }
  return missing;
}

/* Hash the file (or the members of the tuple) of the line L into ctx.
   Return 0, or 1 after a diagnostic if one could not be read.  */
static int
hash_line (struct kc_sumline *l)
{
  const char *t = l->tag.members;
  char *p = l->file_name;
  size_t i, m;
  int bad = 0;
  start_line (l);
  if (!(l->tagged && (l->tag.given & KC_P_TUPLE)))
    bad = feed_file (l, p);
  else
    for (i = 0; i < l->tag.n_members && !bad; i++)
      {
        char c;
        m = kc_tag_next_member (&l->tag, &t);
        c = p[m];
        p[m] = 0;
        bad = feed_file (l, p);
        p[m] = c;
        p += m + 1;
      }
  if (bad)
    kc_wipe (&ctx);
  return bad;
}

/* Check the line L that verdict.c gave to check: print its result as
   --status and --quiet allow, and return its KC_OUT_* outcome.  */
static int
check_line (struct kc_sumline *l)
{
  int outcome;
  if (line_missing (l))
    return KC_OUT_SKIPPED;
  if (hash_line (l))
    outcome = KC_OUT_UNREADABLE;
  else
    outcome = digest_matches (l) ? KC_OUT_MATCHED : KC_OUT_MISMATCHED;
  if (status_mode || (quiet_mode && outcome == KC_OUT_MATCHED))
    return outcome;
  put_str (stdout, l->file_name);
  if (outcome == KC_OUT_UNREADABLE)
    put_str (stdout, ": FAILED open or read\n");
  else
    put_str (stdout, outcome == KC_OUT_MATCHED ? ": OK\n" : ": FAILED\n");
  return outcome;
}

/* The summary line "WARNING: N ..." of check_file, if N is not 0: ONE
   or MANY after the count.  */
static void
warn_count (unsigned long n, const char *one, const char *many)
{
  if (n == 0UL)
    return;
  put_str (stderr, PROGRAM ": WARNING: ");
  put_ulong (stderr, n);
  put_str (stderr, n == 1UL ? one : many);
}

/* The warning of the untagged lines of algorithm A that did not match
   with the default parameters, N of them.  */
static void
warn_untold (enum kc_alg a, unsigned long n)
{
  unsigned int flags = kc_untold_flags (a);
  int i, first = 1;
  warn_count (n, " untagged line did NOT match with the default "
              "parameters; if its sum was made with any of ",
              " untagged lines did NOT match with the default "
              "parameters; if their sums were made with any of ");
  for (i = 0; kc_untold_options[i].name; i++)
    if (flags & kc_untold_options[i].flag)
      {
        if (!first)
          put_str (stderr, ", ");
        put_str (stderr, kc_untold_options[i].name);
        first = 0;
      }
  put_str (stderr, n == 1UL ? ", give that option again\n"
           : ", give those options again\n");
}

/* The warnings that end the check file NAME, as verdict.c counted its
   lines in C under O.  */
static void
check_summary (const struct kc_check_opts *o, const char *name,
               const struct kc_check_counts *c)
{
  fflush (stdout);
  warn_count (c->n[KC_COUNT_IMPROPER], " line is improperly formatted\n",
              " lines are improperly formatted\n");
  warn_count (c->n[KC_COUNT_UNREADABLE], " listed file could not be read\n",
              " listed files could not be read\n");
  warn_count (c->n[KC_COUNT_MISMATCHED],
              " computed checksum did NOT match\n",
              " computed checksums did NOT match\n");
  warn_count (c->n[KC_COUNT_REFUSED], " line was not checked\n",
              " lines were not checked\n");
  if (c->n[KC_COUNT_UNTOLD] != 0UL)
    warn_untold (o->alg, c->n[KC_COUNT_UNTOLD]);
  warn_count (c->n[KC_COUNT_SHORT],
              " line has a digest shorter than 128 bits\n",
              " lines have digests shorter than 128 bits\n");
  if (ignore_missing && !c->matched)
    {
      put_str (stderr, PROGRAM ": ");
      put_str (stderr, name);
      put_str (stderr, ": no file was verified\n");
    }
}

/* Read the next line of F that is neither empty nor a comment into
   line_buf, without its line end, counting lines in *LINE_NO.  Store
   its length in *LEN and return 1, or return 0 at the end.  A line too
   long for line_buf is read as an empty, improperly formatted one.  */
static int
next_line (FILE *f, unsigned long *line_no, size_t *len)
{
  for (;;)
    {
      size_t n;
      int complete;
      if (!fgets (line_buf, LINE_SIZE, f))
        return 0;
      n = strlen (line_buf);
      complete = n > 0 && line_buf[n - 1] == '\n';
      ++*line_no;
      if (!complete && !feof (f))
        {
          int c;
          while ((c = getc (f)) != EOF && c != '\n')
            ;
          *len = 0;
          return 1;
        }
      if (complete)
        line_buf[--n] = 0;
      if (n > 0 && line_buf[n - 1] == '\r')
        line_buf[--n] = 0;
      if (line_buf[0] != '#' && n != 0)
        {
          *len = n;
          return 1;
        }
    }
}

/* Check every line of the checksum file FILE_NAME; return 0 if every
   listed file was read and matched, else 1 (verdict.c's rules, with
   GNU's messages and the warning summary on standard error).  */
static int
check_file (const char *file_name)
{
  FILE *f = open_input (file_name);
  const char *name = file_name;
  unsigned long line_no = 0;
  static struct kc_check_counts counts;
  static struct kc_check_opts o;
  static struct kc_sumline l;
  size_t len;
  if (!f)
    {
      file_error (name, errno);
      return 1;
    }
  if (f == stdin)
    name = "'standard input'";
  memset ((void *) &counts, 0, sizeof counts);
  check_opts (&o, f == stdin);
  while (next_line (f, &line_no, &len))
    {
      const char *opt = 0;
      int outcome = KC_OUT_SKIPPED;
      int verdict = len == 0 ? KC_LINE_IMPROPER
        : kc_check_line (&o, line_buf, len, &l, &bsd_reversed, &opt);
      if (verdict == KC_LINE_IMPROPER)
        {
          if (len == 0)
            memset ((void *) &l, 0, sizeof l);
          say_improper (&o, name, line_no, &l);
        }
      else if (verdict != KC_LINE_CHECK)
        say_refusal (name, line_no, &l, verdict, opt);
      else
        outcome = check_line (&l);
      kc_check_count (&counts, &o, &l, verdict, outcome);
    }
  if (ferror (f))
    {
      file_error (name, errno);
      close_input (f);
      return 1;
    }
  close_input (f);
  if (!counts.proper)
    {
      fflush (stdout);
      put_str (stderr, PROGRAM ": ");
      put_str (stderr, name);
      put_str (stderr, ": no properly formatted checksum lines found\n");
    }
  else if (!status_mode)
    check_summary (&o, name, &counts);
  return !kc_check_ok (&counts, strict_mode);
}

int
main (int argc, char **argv)
{
  int n;
  int i;
  int status = 0;
  static char dash[] = "-";

#ifdef __WATCOMC__
  setmode (fileno (stdin), O_BINARY);
#endif
  backend = kc_backend_portable ();
  n = parse_args (argc, argv);
  settle_options ();
  if (n == 0)
    {
      argv[0] = dash;
      n = 1;
    }
  if (tuple_mode && !check_mode)
    status = digest_tuple (argv, n);
  else
    for (i = 0; i < n; i++)
      status |= check_mode ? check_file (argv[i]) : digest_file (argv[i]);
  if (fflush (stdout) != 0 || ferror (stdout))
    {
      error_msg ("write error", NULL);
      status = 1;
    }
  return status;
}
