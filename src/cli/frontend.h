/* frontend.h -- what the files of the ksum front end share.

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

#ifndef KSUM_FRONTEND_H
#define KSUM_FRONTEND_H

#include "keccak.h"

/* The longest output a user may ask for, in bytes (-l, -n, and digests
   read in check mode).  Longer is "absurd" for a checksum.  */
enum { KSUM_MAX_OUT_LEN = 1 << 20 };

/* What to compute: the algorithm and its parameters, the output length
   (PARAMS.out_len) included, which is held nowhere else.  Resolved once
   by ksum.c after the options are parsed and passed down, as a const
   pointer, to every path that hashes; a check line gets one of its own
   (check.c), built from the run's and the line's tag.  */
struct ksum_request
{
  enum kc_alg alg;
  struct kc_params params;
};

/* How the command line asks for it, once its options are parsed: built
   by options.c and ksum.c, then only read, through a const pointer, by
   the files below them.  A new option that lower files need is one more field.  */
struct ksum_settings
{
  const struct kc_backend *backend;
  unsigned int given;           /* KC_P_* of the parameter options given */
  unsigned char delim;          /* end of an output line: '\n' or -z's NUL */
  bool base64;                  /* --base64 */
  bool raw;                     /* --raw */
  bool untagged;                /* --untagged: GNU lines even where they
                                   cannot say every parameter */
  bool status_only;             /* --status */
  bool warn;                    /* --warn */
  bool quiet;                   /* --quiet */
  bool strict;                  /* --strict */
  bool ignore_missing;          /* --ignore-missing */
  int threads;                  /* -j: threads to use, at least 1 */
  int check_family;             /* -a sha3 -c: enum kc_family, or -1 */
  bool recursive;               /* -r */
  int links;                    /* -H, -L, -P: enum ksum_links */
  bool one_file_system;         /* -x */
  char const *files0_from;      /* --files0-from, or null */
  /* Standard input has one reader: the msgid naming the file other than
     data that reads it ("the key file", "the customization file", "the
     --files0-from list", "the checksum file"), or null.  When it is not
     null, no data is read from standard input (names_stdin).  */
  char const *stdin_reader;
  int progress;                 /* --progress: enum ksum_progress */
  uintmax_t stream_len;         /* XOF output streamed (records.c's
                                   xof_stream): its bytes; 0: not */
  uintmax_t seek;               /* --seek: where the stream starts */
};

/* Which symbolic links -r follows, as du's -H, -L and -P.  */
enum ksum_links
{
  KSUM_LINKS_OPERANDS,          /* -H, the default: those given */
  KSUM_LINKS_ALL,               /* -L */
  KSUM_LINKS_NONE               /* -P */
};

/* When --progress draws its line.  */
enum ksum_progress
{
  KSUM_PROGRESS_NEVER,          /* the default, and --progress=never */
  KSUM_PROGRESS_AUTO,           /* if standard error is a terminal */
  KSUM_PROGRESS_ALWAYS
};

/* digest.c: opening the files to hash, and their lines.  */
/* Whether standard input was read (as data, as a check file or as
   --key-file=-), so that main closes it and reports an error at the
   end.  Set by digest.c's open_input and by the callers that read it
   otherwise.  */
extern bool have_read_stdin;
extern bool names_stdin (char const *filename);
extern bool problematic_chars (char const *s);
extern void print_filename (char const *file, bool escape);
extern char *ksum_tag (enum kc_alg alg, struct kc_params const *p,
                       char *const *members, size_t n_members);
extern bool digest_file (struct ksum_settings const *s,
                         struct ksum_request const *req,
                         char const *filename, unsigned char *out,
                         bool *missing);
extern bool digest_tuple (struct ksum_settings const *s,
                          struct ksum_request const *req,
                          char *const *files, size_t n_files,
                          unsigned char *out);
extern void output_file (struct ksum_settings const *s,
                         struct ksum_request const *req,
                         char *const *files, size_t n_files, int binary,
                         unsigned char const *digest, bool tagged);

/* walk.c */
struct ksum_walk;
/* What a walk gives: a file opened where it was found, a name to open
   at its turn, or a diagnostic to print at its turn.  */
struct ksum_entry
{
  char const *name;             /* lasts until the next walk_next */
  int fd;                       /* open, or -1: open NAME at its turn */
  struct stat st;               /* FD's */
  char *diag;                   /* non-null: no file, but this message
                                   (to free), with DIAG_ERR's text */
  int diag_err;
  bool warning;                 /* DIAG does not make the run fail */
};
extern struct ksum_walk *walk_open (struct ksum_settings const *s,
                                    char *const *files, int n_files);
extern bool walk_next (struct ksum_walk *w, struct ksum_entry *e);
extern bool walk_may_block (struct ksum_walk const *w);
extern void walk_fifo_wait (int fd);
extern bool walk_close (struct ksum_walk *w);

/* progress.c */
extern void progress_start (struct ksum_settings const *s,
                            uintmax_t total_bytes, long int total_files,
                            bool count_files);
extern void progress_add (size_t n);
extern void progress_file_done (void);
extern void progress_output_begin (void);
extern void progress_output_end (void);
extern void progress_stop (void);

/* tree.c */
extern int hash_fd_tree (int fd, struct kc_ctx *ctx, int threads);
extern void *huge_alloc (size_t size);

/* hashfile.c: one input hashed, for every path.  An input read a
   piece at a time into a buffer: the sequential loop and each lane of
   the job pool read through one.  */
struct input_reader
{
  int fd;
  unsigned char *buf;
  size_t io;                    /* bytes per read */
  bool sized;                   /* a TupleHash element: its length ... */
  uintmax_t left;               /* ... bytes of which are still to come */
};
/* What reader_next returns when a sized input changed size.  */
enum { READ_CHANGED_SIZE = -1 };
extern int read_full (int fd, unsigned char *buf, size_t size,
                      off_t offset, size_t *n);
extern void reader_start (struct input_reader *r, int fd,
                          unsigned char *buf, size_t io,
                          struct kc_ctx *ctx, bool sized,
                          uintmax_t length);
extern int reader_next (struct input_reader *r, size_t *n);
extern int hash_stream (int fd, struct kc_ctx *ctx);
extern int hash_input (struct ksum_settings const *s,
                       struct ksum_request const *req, int fd,
                       char const *filename, struct kc_ctx *ctx,
                       bool *reported);
extern bool digest_fd (struct ksum_settings const *s,
                       struct ksum_request const *req, int fd,
                       char const *filename, unsigned char *out);

/* records.c: messages that are not files, and XOF streams.  */
extern bool xof_stream (struct ksum_settings const *s, struct kc_ctx *ctx);
extern bool valid_hex_message (char const *text);
extern bool digest_strings (struct ksum_settings const *s,
                            struct ksum_request const *req,
                            char *const *strings, bool const *is_hex,
                            size_t n_strings);
extern bool digest_records (struct ksum_settings const *s,
                            struct ksum_request const *req,
                            char *const *files, int n_files, bool hex);

/* check.c */
extern bool digest_check (struct ksum_settings const *s,
                          struct ksum_request const *req,
                          char const *checkfile_name, bool untagged_ok);

/* jobs.c: many files at once, as an ordered pool of jobs.  */
enum ksum_outcome
{
  KSUM_QUEUED,                  /* for a worker to claim                */
  KSUM_PENDING,                 /* claimed, not finished                */
  KSUM_DIGESTED,                /* DIGEST holds the digest              */
  KSUM_DEFERRED,                /* for the sink: ksum_job_digest        */
  KSUM_READ_FAILED,             /* ERR is the errno value               */
  KSUM_CHANGED_SIZE             /* TupleHash: the size changed          */
};
struct ksum_job
{
  /* Set by the caller, in a slot that jobs_next gave it to fill.  */
  char const *file;
  struct ksum_request const *req;  /* the run's, or a check line's;
                                      null: no digest to make */
  bool hash;                    /* false: not a file (the sink's alone) */
  int fd;                       /* FILE opened by the source, or -1 */
  struct stat st;               /* FD's status, if FD >= 0 */
  char *diag;                   /* the source's diagnostic (to free), */
  int diag_err;                 /* printed by the sink in its turn */
  bool diag_warning;
  char *text;                   /* the source's buffer, kept in the slot */
  size_t text_size;
  void *user;                   /* the caller's bytes, kept in the slot */
  /* Set by the pool, when it hands the job back.  */
  enum ksum_outcome outcome;
  int err;
  unsigned char *digest;        /* REQ's output length of bytes */
  size_t digest_size;
};
extern void jobs_open (struct ksum_settings const *s, size_t user_size,
                       enum kc_alg alg, long int n_jobs);
extern struct ksum_job *jobs_next (bool *fill);
extern bool jobs_flush (void);
extern void jobs_end (void);
/* end of jobs.c */

/* hashfile.c, for the workers of jobs.c */
extern bool hash_job_begin (struct ksum_settings const *s,
                            struct ksum_job *job, struct kc_ctx *ctx,
                            struct input_reader *r, unsigned char *buf,
                            size_t io, off_t split);
extern enum ksum_outcome hash_job_end (struct ksum_job *job,
                                       struct kc_ctx *ctx, int err,
                                       int *errp);

/* digest.c, on the jobs of jobs.c */
extern bool ksum_job_digest (struct ksum_settings const *s,
                             struct ksum_job *job, bool *missing);
extern bool digest_files (struct ksum_settings const *s,
                          struct ksum_request const *req,
                          char **files, int n_files, int binary,
                          bool tagged);

#endif /* KSUM_FRONTEND_H */
