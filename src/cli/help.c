/* help.c -- ksum --help: the text of every program's help.

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

/* One text for ksum and every program: the options of the algorithm
   are shown only where it takes them, and help2man makes the manual
   pages from the output (option descriptions start in column 24).  */

#include <config.h>

#include "system.h"
#include "options.h"

#include "verify.h"

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
  for (i = 0; kc_names[i].name; i++)
    printf ("%s%s", i % 6 ? " " : "\n ", kc_names[i].name);
  fputs (_("\n\
'sha3' and 'keccak' need --length of 224, 256, 384 or 512.\n"), stdout);
  fputs (_("\n\
Programs (also 'ksum PROGRAM [ARGUMENT]...'):\n"), stdout);
  for (i = 0; i < n_programs; i++)
    printf ("%s%s", i % 4 ? " " : "\n ", programs[i].name);
  putchar ('\n');
}

/* Print the first lines of the help of the algorithm INFO (null for
   ksum itself): what the program does.  */

static void
usage_intro (struct kc_info const *info)
{
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
}

/* Print the options of the help of the algorithm INFO (null for ksum
   itself).  */

static void
usage_options (struct kc_info const *info)
{
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
}

/* Print the notes that end the help of the algorithm INFO (null for
   ksum itself), but for the addresses.  */

static void
usage_notes (struct kc_info const *info)
{
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

      usage_intro (info);
      usage_options (info);
      usage_notes (info);
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
