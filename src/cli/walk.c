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

/* A walk gives the files to hash one at a time, for the operand
   source of digest.c, so that the ordered pool of jobs.c hashes a
   whole tree as it hashes operands, and holds only the jobs of its
   window, whatever the size of the tree.

   The names come from the operands, or with --files0-from from a list
   of NUL-terminated names read as it is needed (argv-iter).  Each is
   opened here, in the main thread and in order, without blocking
   (O_NONBLOCK: a FIFO or a device cannot stop the walk), and what is
   opened is what is hashed: the descriptor goes with the job, and
   nothing is opened again by name, not even a FIFO (walk_fifo_wait).

   With -r, a directory given is walked with fts under FTS_CWDFD: each
   file is opened relative to the descriptor of its directory (openat),
   with O_NOFOLLOW unless -L, and fstat'ed.  What is not a regular file
   then, or is not the file that the directory listed (its inode
   differs: it was replaced meanwhile), is the special-file case: it is
   skipped, and said with --warn.  So a directory swapped for a link
   cannot lead outside the tree, a file swapped for a FIFO or a link to
   a device is never read, and no file name is ever passed to the
   kernel whole, so there is no limit on the length of the paths.
   Symbolic links are followed as du follows them: those given (-H, the
   default), none (-P) or all (-L); -x stays on the file system of each
   directory given.  The order is defined: depth first, and the entries
   of each directory in the byte order of their names (strcmp, not the
   locale), so that the output does not depend on the file system, the
   locale or the threads.

   Diagnostics are not printed here: they travel in the entry, so that
   they come out in the order of the entries, among the lines.  */

#include <config.h>

#ifndef _WIN32
# include <poll.h>
#endif

#include "system.h"
#include "frontend.h"

#include "argv-iter.h"
#include "fts_.h"

struct ksum_walk
{
  struct ksum_settings const *s;
  char *const *files;           /* the operands, without --files0-from */
  int n_files;
  int next;
  FILE *list;                   /* --files0-from's stream */
  bool list_may_block;          /* it is not a regular file */
  struct argv_iterator *ai;
  bool list_end;                /* the list gave its last name */
  FTS *fts;                     /* the tree being walked, or null */
  struct stat root;             /* the directory given, as opened */
  bool ok;                      /* false once a failure was given */
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
      struct stat st;
      if (STREQ (s->files0_from, "-"))
        {
          have_read_stdin = true;
          w->list = stdin;
        }
      else if (! (w->list = fopen (s->files0_from, "r")))
        error (EXIT_FAILURE, errno, _("cannot open %s for reading"),
               quoteaf (s->files0_from));
      w->list_may_block = (fstat (fileno (w->list), &st) != 0
                           || !S_ISREG (st.st_mode));
      w->ai = argv_iter_init_stream (w->list);
      if (!w->ai)
        xalloc_die ();
    }
  return w;
}

/* Whether the next walk_next of W may wait for its list of names: the
   caller then writes out what it holds first, so that each name's line
   comes as soon as the name does.  */
bool
walk_may_block (struct ksum_walk const *w)
{
#ifdef _WIN32
  if (w->fts || !w->list_may_block || w->list_end)
    return false;
  return !windows_input_ready (fileno (w->list));
#else
  struct pollfd pfd;

  if (w->fts || !w->list_may_block || w->list_end)
    return false;
  pfd.fd = fileno (w->list);
  pfd.events = POLLIN;
  return poll (&pfd, 1, 0) == 0;
#endif
}

/* Wait until the FIFO open on FD has a writer that wrote or went, as
   a blocking open of it waits for its writer.  The walk opens a FIFO
   without blocking, and so releases a writer that waits in its open,
   which may then write and end before the FIFO's turn: its bytes wait
   in the FIFO while FD holds it open (closed, they would be lost, and
   an open again would wait for a writer that has gone).  A FIFO never
   opened for writing reads as empty, blocking or not; poll waits for
   the writer, since Linux reports POLLHUP only once a writer has come
   after FD was opened.  */
void
walk_fifo_wait (int fd)
{
#ifdef _WIN32
  (void) fd;                    /* no FIFOs */
#else
  struct pollfd pfd;

  pfd.fd = fd;
  pfd.events = POLLIN;
  while (poll (&pfd, 1, -1) < 0 && errno == EINTR)
    continue;
#endif
}

/* Make E the diagnostic of FORMAT (a printf format, translated) with
   its arguments, followed by the text of ERR if it is not 0.  A
   WARNING leaves the walk's status as it is.  Return true.  */
static bool _GL_ATTRIBUTE_FORMAT ((__printf__, 5, 6))
diagnose (struct ksum_walk *w, struct ksum_entry *e, int err, bool warning,
          char const *format, ...)
{
  va_list ap;

  va_start (ap, format);
  if (vasprintf (&e->diag, format, ap) < 0)
    xalloc_die ();
  va_end (ap);
  e->diag_err = err;
  e->warning = warning;
  e->fd = -1;
  if (!warning)
    w->ok = false;
  return true;
}

/* The special-file case for NAME: a symbolic link not followed (LINK)
   or anything else that is not a regular file.  Return true if E now
   says so (--warn), false if NAME is just skipped.  */
static bool
skip (struct ksum_walk *w, struct ksum_entry *e, char const *name,
      bool link)
{
  if (!w->s->warn)
    return false;
  return (link
          ? diagnose (w, e, 0, true, _("%s: symbolic link not followed"),
                      quotef (name))
          : diagnose (w, e, 0, true, _("%s: not a regular file: skipped"),
                      quotef (name)));
}

/* Return the next name given, or null at the end.  Set E to the
   diagnostic of a name that cannot be a name, as GNU du words it.  */
static char const *
next_given (struct ksum_walk *w, struct ksum_entry *e)
{
  enum argv_iter_err err;
  char const *name;

  if (!w->ai)
    return w->next < w->n_files ? w->files[w->next++] : NULL;
  if (w->list_end)
    return NULL;
  name = argv_iter (w->ai, &err);
  if (!name)
    {
      if (err == AI_ERR_MEM)
        xalloc_die ();
      w->list_end = true;
      if (err != AI_ERR_READ)
        return NULL;
      diagnose (w, e, errno, false, _("%s: read error"),
                quotef (w->s->files0_from));
      return "";
    }
  if (!*name)
    diagnose (w, e, 0, false, "%s:%lu: %s", quotef (w->s->files0_from),
              (unsigned long int) argv_iter_n_args (w->ai),
              _("invalid zero-length file name"));
  else if (STREQ (name, "-") && STREQ (w->s->files0_from, "-"))
    diagnose (w, e, 0, false,
              _("when reading file names from stdin, "
                "no file name of %s allowed"), quoteaf (name));
  return name;
}

/* Start walking the directory DIR, which was opened as ST.  */
static void
start_tree (struct ksum_walk *w, char const *dir, struct stat const *st)
{
  char *argv[2];
  /* FTS_NOSTAT with FTS_DEFER_STAT: the type that the directory gives
     (d_type) and its inode number are enough for what is not a
     directory, so a file of the tree costs no stat here: it is
     fstat'ed once opened.  The directory given was opened already, and
     is walked as it was (-H): fts follows it if it is a link.  */
  int flags = (FTS_CWDFD | FTS_NOSTAT | FTS_DEFER_STAT
               | (w->s->links == KSUM_LINKS_ALL
                  ? FTS_LOGICAL
                  : FTS_PHYSICAL | FTS_COMFOLLOW | FTS_TIGHT_CYCLE_CHECK)
               | (w->s->one_file_system ? FTS_XDEV : 0));

  argv[0] = (char *) dir;
  argv[1] = NULL;
  w->root = *st;
  w->fts = fts_open (argv, flags, compare_names);
  if (!w->fts)
    xalloc_die ();
}

/* Open the regular file ENT of the tree into E.  Return false if it is
   skipped without a word.  */
static bool
open_in_tree (struct ksum_walk *w, FTSENT *ent, struct ksum_entry *e)
{
  bool follow = w->s->links == KSUM_LINKS_ALL;
  int fd = openat (w->fts->fts_cwd_fd, ent->fts_accpath,
                   (O_RDONLY | O_BINARY | O_NONBLOCK | O_NOCTTY
                    | (follow ? 0 : O_NOFOLLOW)));
  struct stat const *seen = ent->fts_statp;

  e->name = ent->fts_path;
  if (fd < 0)
    {
      if (errno == ELOOP && !follow)
        return skip (w, e, ent->fts_path, true);
      if (errno == ENXIO)       /* a socket now */
        return skip (w, e, ent->fts_path, false);
      return diagnose (w, e, errno, false, "%s", quotef (ent->fts_path));
    }
  if (fstat (fd, &e->st) != 0)
    {
      int err = errno;
      close (fd);
      return diagnose (w, e, err, false, "%s", quotef (ent->fts_path));
    }
  /* Under FTS_NOSTAT, fts knows only the inode number (d_ino) of a file
     it did not stat; 0 is none.  */
  if (!S_ISREG (e->st.st_mode)
      || (seen->st_ino && seen->st_ino != e->st.st_ino)
      || (ent->fts_info == FTS_F && seen->st_dev != e->st.st_dev))
    {
      close (fd);
      return skip (w, e, ent->fts_path, false);
    }
  if (w->s->one_file_system && e->st.st_dev != w->root.st_dev)
    {
      close (fd);
      return false;
    }
  e->fd = fd;
  return true;
}

/* Set E to the next file of the tree being walked, or to a diagnostic
   about it, and return true; or return false at its end.  What is not
   a regular file is skipped, and said with --warn.  */
static bool
next_in_tree (struct ksum_walk *w, struct ksum_entry *e)
{
  FTSENT *ent;

  while ((errno = 0, ent = fts_read (w->fts)))
    switch (e->name = ent->fts_path, ent->fts_info)
      {
      case FTS_NSOK:
        /* Not stat'ed: only the type of fts_statp is known.  */
        if (S_ISREG (ent->fts_statp->st_mode))
          goto regular;
        if (S_ISLNK (ent->fts_statp->st_mode))
          goto link;
        goto special;
      case FTS_F:
      regular:
        if (open_in_tree (w, ent, e))
          return true;
        break;
      case FTS_D:
        if (ent->fts_level == FTS_ROOTLEVEL
            && (ent->fts_statp->st_dev != w->root.st_dev
                || ent->fts_statp->st_ino != w->root.st_ino))
          {
            /* Not the directory that was given: it was replaced.  */
            fts_set (w->fts, ent, FTS_SKIP);
            if (skip (w, e, ent->fts_path, false))
              return true;
          }
        break;
      case FTS_DP:
        break;
      case FTS_DC:
        /* Without -L a directory met again is a bind mount of one of
           its ancestors (or a corrupt file system): skipped without a
           word, as GNU du does.  */
        if (w->s->links == KSUM_LINKS_ALL)
          {
            /* The path of the directory met again is the start of
               this one's: fts keeps one buffer for both.  */
            char *again = ximemdup0 (ent->fts_path,
                                     ent->fts_cycle->fts_pathlen);
            diagnose (w, e, 0, false,
                      _("File system loop detected; %s is part of the "
                        "same file system loop as %s"),
                      quoteaf_n (0, ent->fts_path), quoteaf_n (1, again));
            free (again);
            return true;
          }
        break;
      case FTS_DNR:
        return diagnose (w, e, ent->fts_errno, false,
                         _("cannot read directory %s"),
                         quoteaf (ent->fts_path));
      case FTS_NS:
        return diagnose (w, e, ent->fts_errno, false,
                         _("cannot access %s"), quoteaf (ent->fts_path));
      case FTS_ERR:
        return diagnose (w, e, ent->fts_errno, false, "%s",
                         quotef (ent->fts_path));
      case FTS_SLNONE:
        if (w->s->links == KSUM_LINKS_ALL)
          /* A dangling link to follow: opening it says so.  */
          goto regular;
        /* Fall through.  */
      case FTS_SL:
      link:
        if (skip (w, e, ent->fts_path, true))
          return true;
        break;
      default:
      special:
        if (skip (w, e, ent->fts_path, false))
          return true;
        break;
      }
  if (errno)
    diagnose (w, e, errno, false, _("fts_read failed"));
  if (fts_close (w->fts) != 0 && !e->diag)
    diagnose (w, e, errno, false, _("fts_close failed"));
  w->fts = NULL;
  e->name = "";
  return e->diag != NULL;
}

/* Open the name NAME given into E, or start walking it with -r.
   Return false if there is nothing to hash or say now.  */
static bool
open_given (struct ksum_walk *w, char const *name, struct ksum_entry *e)
{
  bool nofollow = w->s->recursive && w->s->links == KSUM_LINKS_NONE;
  int fd;

  e->name = name;
  if (STREQ (name, "-"))
    return true;                /* standard input, at its turn */
  fd = open (name, (O_RDONLY | O_BINARY | O_NONBLOCK | O_NOCTTY
                    | (nofollow ? O_NOFOLLOW : 0)));
  if (fd < 0)
    {
      if (errno == ELOOP && nofollow)
        return skip (w, e, name, true);
      return diagnose (w, e, errno, false, "%s", quotef (name));
    }
  if (fstat (fd, &e->st) != 0)
    {
      int err = errno;
      close (fd);
      return diagnose (w, e, err, false, "%s", quotef (name));
    }
  if (S_ISDIR (e->st.st_mode) && w->s->recursive)
    {
      close (fd);
      start_tree (w, name, &e->st);
      return false;
    }
  /* A device or a FIFO is read as it is, blocking (a FIFO once it has
     a writer: walk_fifo_wait); a directory gives its error when it is
     read.  (Native Windows has no F_GETFL, and no O_NONBLOCK to
     undo.)  */
#ifdef F_GETFL
  if (!S_ISREG (e->st.st_mode))
    {
      int flags = fcntl (fd, F_GETFL);
      if (flags < 0 || fcntl (fd, F_SETFL, flags & ~O_NONBLOCK) < 0)
        {
          int err = errno;
          close (fd);
          return diagnose (w, e, err, false, "%s", quotef (name));
        }
    }
#endif
  e->fd = fd;
  return true;
}

/* Set E to what comes next from the walk W: a file to hash (open, or
   to open by name at its turn) or a diagnostic; return false at the
   end.  */
bool
walk_next (struct ksum_walk *w, struct ksum_entry *e)
{
  for (;;)
    {
      char const *name;

      e->name = NULL;
      e->fd = -1;
      e->diag = NULL;
      e->diag_err = 0;
      e->warning = false;
      if (w->fts)
        {
          if (next_in_tree (w, e))
            return true;
          continue;
        }
      name = next_given (w, e);
      if (!name)
        return false;
      if (e->diag)
        {
          e->name = name;
          return true;
        }
      if (open_given (w, name, e))
        return true;
    }
}

/* End the walk W; return false if it gave a failure.  */
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
