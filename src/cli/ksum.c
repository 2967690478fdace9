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
   algorithm from -a ALGORITHM or a --ALGORITHM switch.  This file has
   the dispatch on argv[0] and main; options.c parses the options,
   help.c prints --help, keys.c reads the key (options.h).  */

#include <config.h>

#include "system.h"
#include "options.h"
#include "cpu.h"
#include "installed.h"

#include "c-strcase.h"
#include "closeout.h"
#include "nproc.h"
#include "verify.h"

/* The programs, from the single table.  */
struct program const programs[] =
{
#define KSUM_PROGRAM(name, alg) { name, alg },
#include "programs.def"
#undef KSUM_PROGRAM
};
size_t const n_programs = ARRAY_CARDINALITY (programs);

/* The program being run, or null for ksum itself.  */
struct program const *program;

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

/* Complete the command C, whose N_FILES operands are FILES, before
   anything is hashed: standard input's one reader, the customization
   and key files, the request, the threads and the backend.  Exit on an
   error.  */

static void
complete_command (struct command *c, char *const *files, int n_files)
{
  struct kc_info const *info = kc_info (c->alg);

  /* Standard input has one reader, known before anything is read.  */
  c->s.stdin_reader = stdin_reader (c, files, n_files);
  if (c->custom_file)
    {
      free (custom_buffer);
      c->req.params.custom = custom_buffer
        = read_param_file (c->custom_file, CUSTOM_FILE_MAX,
                           N_("customization file"), plain_alloc,
                           &c->req.params.custom_len);
    }
  if (c->key_file)
    read_key_file (&c->req.params, c->key_file);

  /* The request is complete: the one place of the output length.  */
  c->req.alg = c->alg;
  c->req.params.out_len = c->out_len ? c->out_len : info->out_len;
  if (kc_params_check (&c->req.params, c->req.alg) != 0)
    error (EXIT_FAILURE, 0, _("invalid parameters for %s"), info->name);

  if (c->s.threads == 0)
    {
      unsigned long int n = num_processors (NPROC_CURRENT);
      c->s.threads = n < 64 ? n : 64;
    }
  c->s.backend = ksum_backend ();
  if (c->debug)
    error (0, 0, _("using the %s backend"), c->s.backend->name);
}

/* Do what the command C asks with its N_FILES operands FILES (none:
   only the messages of -s, or the files of --files0-from).  Return
   true if all went well.  */

static bool
run (struct command const *c, char **files, int n_files)
{
  bool ok = true;
  unsigned char *digest = xmalloc (c->req.params.out_len);
  int i;

  start_progress (c, files, n_files);
  if (c->n_messages)
    ok = digest_strings (&c->s, &c->req, c->messages, c->message_hex,
                         c->n_messages);
  if (n_files == 0 && !c->s.files0_from)
    ;                           /* Only the messages of -s.  */
  else if (c->lines)
    ok &= digest_records (&c->s, &c->req, files, n_files, c->lines_hex);
  else if (c->tuple && !c->do_check)
    {
      ok = digest_tuple (&c->s, &c->req, files, n_files,
                         c->s.stream_len ? NULL : digest);
      /* One line names the whole tuple.  */
      if (ok && !c->s.stream_len)
        output_file (&c->s, &c->req, files, n_files, c->binary, digest,
                     c->prefix_tag);
    }
  else if (c->s.stream_len)
    {
      /* One file, its output streamed.  */
      bool missing;
      ok = digest_file (&c->s, &c->req, files[0], NULL, &missing);
    }
  else if (c->do_check)
    for (i = 0; i < n_files; i++)
      ok &= digest_check (&c->s, &c->req, files[i], program || c->chosen);
  else
    ok &= digest_files (&c->s, &c->req, files, n_files, c->binary,
                        c->prefix_tag);
  progress_stop ();
  free (digest);
  return ok;
}

int
main (int argc, char **argv)
{
  struct command c;
  bool ok;
  char **operand_lim;

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

  complete_command (&c, argv + optind, operand_lim - (argv + optind));
  ok = run (&c, argv + optind, operand_lim - (argv + optind));
  free (c.messages);
  free (c.message_hex);

  if (have_read_stdin && fclose (stdin) == EOF)
    error (EXIT_FAILURE, errno, _("standard input"));

  return ok ? EXIT_SUCCESS : EXIT_FAILURE;
}
