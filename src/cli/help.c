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

/* What --help prints before the first option of each KC_SECTION_* of
   options.def but the first, KC_SECTION_MODE.  */
static char const *const section_heads[] =
{
  NULL,
  N_("\nOptions of the algorithm:\n"),
  N_("\nThe following five options are useful only when verifying "
     "checksums:\n"),
  "\n"
};
verify (ARRAY_CARDINALITY (section_heads) == KC_SECTION_MORE + 1);

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

/* Print the description of the option of row I of options.def in the
   help of the algorithm INFO (null for ksum itself): the row's, but
   for the default length of a program and --untagged, whose default
   depends on the program.  */

static void
usage_description (size_t i, struct kc_info const *info)
{
  if (i == LENGTH_ROW && info)
    printf (_("digest length in bits, a multiple of 8 (default %u)\n"),
            info->out_len * 8);
  else if (i == UNTAG_ROW && !info)
    fputs (_("create a GNU-style checksum (not the default)\n"), stdout);
  else if (i == UNTAG_ROW && (info->flags & UNTOLD_FLAGS))
    fputs (_("create a GNU-style checksum, even where it cannot\n\
                          say every parameter (see below)\n"), stdout);
  else
    fputs (_(ksum_options[i].help), stdout);
}

/* Print the options of the help of the algorithm INFO (null for ksum
   itself), those the program has, in the order of options.def: the
   names and the argument from column 2, then the description from
   column 24, on the next line if the names reach column 23 (counting
   bytes, which is safe with a translated argument name that is not
   ASCII).  */

static void
usage_options (struct kc_info const *info)
{
  int section = KC_SECTION_MODE;
  size_t i;

  for (i = 0; i < N_OPTION_ROWS; i++)
    {
      struct ksum_option const *o = &ksum_options[i];
      char const *meta = o->meta ? _(o->meta) : "";
      int width;

      if (!option_taken (o))
        continue;
      if (o->section != section)
        fputs (_(section_heads[o->section]), stdout);
      section = o->section;
      if (o->letter)
        width = printf ("  -%c, --%s", o->letter, o->name);
      else
        width = printf ("      --%s", o->name);
      if (o->has_arg == KC_ARG_REQUIRED)
        width += printf ("=%s", meta);
      else if (o->has_arg == KC_ARG_OPTIONAL)
        width += printf ("[=%s]", meta);
      if (width <= 22)
        printf ("%*s", 24 - width, "");
      else
        printf ("\n%24s", "");
      usage_description (i, info);
    }
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
