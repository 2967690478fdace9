/* walk.c -- the names to hash: operands, --files0-from, and the trees
   of -r.

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

/* A walk gives the names of the files to hash one at a time, for the
   operand source of digest.c, so that the ordered pool of multi.c
   hashes a whole tree as it hashes operands, and holds only the jobs
   of its window, whatever the size of the tree.

   The names come from the operands, or with --files0-from from a list
   of NUL-terminated names read as it is needed (argv-iter).  With -r,
   a name that is a directory (after following a symbolic link: names
   given are followed) is walked with fts, and each regular file in it
   is a name.  The order is defined: depth first, and the entries of
   each directory in the byte order of their names (strcmp, not the
   locale), so that the output does not depend on the file system, the
   locale or the threads.  Anything else given (a file, "-", a missing
   name) is passed on as it is, so that its diagnostic is the one of a
   run without -r.  */

#include <config.h>

#include "system.h"
#include "ksum.h"

#include "argv-iter.h"
#include "fts_.h"

struct ksum_walk
{
  struct ksum_settings const *s;
  char *const *files;           /* the operands, without --files0-from */
  int n_files;
  int next;
  FILE *list;                   /* --files0-from's stream */
  struct argv_iterator *ai;
  FTS *fts;                     /* the tree being walked, or null */
  bool ok;                      /* false once a diagnostic was given */
};

/* Compare the entries A and B of a directory by the bytes of their
   names.  */
static int
compare_names (FTSENT const **a, FTSENT const **b)
{
  return strcmp ((*a)->fts_name, (*b)->fts_name);
}

/* Start a walk of the names that the settings S give: FILES, the
   N_FILES operands, or the --files0-from list.  Exit on a list that
   cannot be opened.  */
struct ksum_walk *
walk_open (struct ksum_settings const *s, char *const *files, int n_files)
{
  struct ksum_walk *w = xzalloc (sizeof *w);

  w->s = s;
  w->files = files;
  w->n_files = n_files;
  w->ok = true;
  if (s->files0_from)
    {
      if (STREQ (s->files0_from, "-"))
        {
          have_read_stdin = true;
          w->list = stdin;
        }
      else if (! (w->list = fopen (s->files0_from, "r")))
        error (EXIT_FAILURE, errno, _("cannot open %s for reading"),
               quoteaf (s->files0_from));
      w->ai = argv_iter_init_stream (w->list);
      if (!w->ai)
        xalloc_die ();
    }
  return w;
}

/* Return the next name given, or null at the end.  Diagnose names
   that cannot be names, as GNU du does, and skip them.  */
static char const *
next_given (struct ksum_walk *w)
{
  if (!w->ai)
    return w->next < w->n_files ? w->files[w->next++] : NULL;
  for (;;)
    {
      enum argv_iter_err err;
      char const *name = argv_iter (w->ai, &err);

      if (!name)
        {
          if (err == AI_ERR_MEM)
            xalloc_die ();
          if (err == AI_ERR_READ)
            {
              error (0, errno, _("%s: read error"),
                     quotef (w->s->files0_from));
              w->ok = false;
            }
          return NULL;
        }
      if (!*name)
        {
          error (0, 0, "%s:%lu: %s", quotef (w->s->files0_from),
                 (unsigned long int) argv_iter_n_args (w->ai),
                 _("invalid zero-length file name"));
          w->ok = false;
          continue;
        }
      if (STREQ (name, "-") && STREQ (w->s->files0_from, "-"))
        {
          error (0, 0, _("when reading file names from stdin, "
                         "no file name of %s allowed"), quoteaf (name));
          w->ok = false;
          continue;
        }
      return name;
    }
}

/* Start walking the directory DIR.  */
static void
start_tree (struct ksum_walk *w, char const *dir)
{
  char *argv[2];
  int flags = (FTS_CWDFD
               | (w->s->dereference ? FTS_LOGICAL
                                    : FTS_PHYSICAL | FTS_COMFOLLOW
                                      | FTS_TIGHT_CYCLE_CHECK));

  argv[0] = (char *) dir;
  argv[1] = NULL;
  w->fts = fts_open (argv, flags, compare_names);
  if (!w->fts)
    xalloc_die ();
}

/* Return the next regular file of the tree being walked, or null at its
   end.  Diagnose what cannot be walked, in the words of GNU du, and
   skip it; skip what is not a regular file, saying so with --warn.  */
static char const *
next_in_tree (struct ksum_walk *w)
{
  FTSENT *ent;

  while ((errno = 0, ent = fts_read (w->fts)))
    switch (ent->fts_info)
      {
      case FTS_F:
        return ent->fts_path;
      case FTS_D:
      case FTS_DP:
        break;
      case FTS_DC:
        if (w->s->dereference)
          {
            /* The path of the directory met again is the start of
               this one's: fts keeps one buffer for both.  */
            char *again = ximemdup0 (ent->fts_path,
                                     ent->fts_cycle->fts_pathlen);
            error (0, 0, _("File system loop detected; %s is part of the "
                           "same file system loop as %s"),
                   quoteaf_n (0, ent->fts_path), quoteaf_n (1, again));
            free (again);
          }
        else
          error (0, 0, _("WARNING: Circular directory structure.\n"
                       "This almost certainly means that you have a "
                       "corrupted file system.\n"
                       "NOTIFY YOUR SYSTEM MANAGER.\n"
                       "The following directory is part of the cycle:\n"
                       "  %s\n"), quotef (ent->fts_path));
        w->ok = false;
        break;
      case FTS_DNR:
        error (0, ent->fts_errno, _("cannot read directory %s"),
               quoteaf (ent->fts_path));
        w->ok = false;
        break;
      case FTS_NS:
        error (0, ent->fts_errno, _("cannot access %s"),
               quoteaf (ent->fts_path));
        w->ok = false;
        break;
      case FTS_ERR:
        error (0, ent->fts_errno, "%s", quotef (ent->fts_path));
        w->ok = false;
        break;
      case FTS_SLNONE:
        if (w->s->dereference)
          /* A dangling link to follow: hashing it says so.  */
          return ent->fts_path;
        /* Fall through.  */
      case FTS_SL:
        if (w->s->warn)
          error (0, 0, _("%s: symbolic link not followed"),
                 quotef (ent->fts_path));
        break;
      default:
        if (w->s->warn)
          error (0, 0, _("%s: not a regular file: skipped"),
                 quotef (ent->fts_path));
        break;
      }
  if (errno)
    {
      error (0, errno, _("fts_read failed"));
      w->ok = false;
    }
  if (fts_close (w->fts) != 0)
    {
      error (0, errno, _("fts_close failed"));
      w->ok = false;
    }
  w->fts = NULL;
  return NULL;
}

/* Return the next name to hash from the walk W, or null at the end.
   The name lasts until the next call.  */
char const *
walk_next (struct ksum_walk *w)
{
  for (;;)
    {
      char const *name;
      struct stat st;

      if (w->fts && (name = next_in_tree (w)))
        return name;
      name = next_given (w);
      if (!name || !w->s->recursive || STREQ (name, "-")
          || stat (name, &st) != 0 || !S_ISDIR (st.st_mode))
        return name;
      start_tree (w, name);
    }
}

/* End the walk W; return false if it gave a diagnostic.  */
bool
walk_close (struct ksum_walk *w)
{
  bool ok = w->ok;

  if (w->fts && fts_close (w->fts) != 0)
    ok = false;
  if (w->ai)
    argv_iter_free (w->ai);
  if (w->list && w->list != stdin && fclose (w->list) != 0)
    {
      error (0, errno, "%s", quotef (w->s->files0_from));
      ok = false;
    }
  free (w);
  return ok;
}
