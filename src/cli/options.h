/* options.h -- the command line of ksum: what ksum.c, options.c, help.c
   and keys.c share.

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

/* These four files sit above the rest of the front end (frontend.h), which
   they call and which never calls them: ksum.c dispatches on argv[0]
   and runs main, options.c turns the options into a struct command,
   help.c prints --help, keys.c holds the key and the parameter
   files.  */

#ifndef KSUM_OPTIONS_H
#define KSUM_OPTIONS_H

#include "frontend.h"
#include "names.h"

/* A row of programs.def: a program, and the algorithm it presets.  */
struct program
{
  char const *name;
  enum kc_alg alg;
};

/* ksum.c: the rows of programs.def, N_PROGRAMS of them, and the
   program being run, or null for ksum itself.  */
extern struct program const programs[];
extern size_t const n_programs;
extern struct program const *program;

/* The rows of src/lines/options.def, every option of ksum and of the
   programs: FOO_ROW is the index of the row of the identifier FOO.  */
enum
{
#define KC_OPTION(id, name, letter, arg, meta, algs, where, section, help) \
  id##_ROW,
#include "options.def"
#undef KC_OPTION
  N_OPTION_ROWS
};

/* A row of options.def, as options.c expands it.  */
struct ksum_option
{
  char const *name;             /* the long name, without "--" */
  int letter;                   /* the short option, or 0 */
  int code;                     /* what getopt_long returns for it */
  int has_arg;                  /* KC_ARG_*: getopt's no_argument,
                                   required_argument, optional_argument */
  char const *meta;             /* msgid of the argument's name, or null */
  unsigned int algs;            /* the KC_P_* flag it needs, or 0 */
  int where;                    /* KC_IN_* */
  int section;                  /* KC_SECTION_* of --help */
  char const *help;             /* msgid of its description */
};

/* The command line, as option parsing leaves it: the settings for the
   lower files, and what only main needs.  Built by options.c.  */
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
  bool given[N_OPTION_ROWS];    /* the option of row I was given */
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

/* options.c: the rows of options.def, and whether this program (ksum
   or a named one) has the option of a row.  */
extern struct ksum_option const ksum_options[N_OPTION_ROWS];
extern bool option_taken (struct ksum_option const *o);
extern void parse_options (int argc, char **argv, struct command *c);
extern char const *stdin_reader (struct command const *c,
                                 char *const *files, int n_files);

/* help.c: usage (system.h).  */

/* keys.c: the key and the customization string, as the options give
   them.  */
/* The most bytes of a key file and of a customization file.  */
enum { KEY_FILE_MAX = 1 << 20, CUSTOM_FILE_MAX = 16 << 20 };
/* The customization string read from a file or decoded from hex,
   kept until exit.  */
extern unsigned char *custom_buffer;
extern void wipe_key (void);
extern unsigned char *key_alloc (size_t size);
extern unsigned char *plain_alloc (size_t size);
extern unsigned char *decode_hex (char const *hex, size_t *len,
                                  unsigned char *(*alloc) (size_t size));
extern unsigned char *read_param_file (char const *file, size_t max,
                                       char const *what,
                                       unsigned char *(*alloc) (size_t),
                                       size_t *len);
extern void read_key_file (struct kc_params *p, char const *file);

#endif /* KSUM_OPTIONS_H */
