/* ksum.h -- what the files of the ksum front end share.

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

#ifndef KSUM_KSUM_H
#define KSUM_KSUM_H

#include "keccak.h"

/* The longest output a user may ask for, in bytes (-l, -n, and digests
   read in check mode).  Longer is "absurd" for a checksum.  */
enum { KSUM_MAX_OUT_LEN = 1 << 20 };

/* Room for a --tag algorithm name such as "PARALLELHASH256-8388608".  */
enum { KSUM_TAG_SIZE = 40 };

/* Settings made once by the command line (ksum.c).  */
extern const struct kc_backend *ksum_backend_used;
extern struct kc_params ksum_params;   /* OUT_LEN is set per digest */
extern bool have_read_stdin;
extern unsigned char digest_delim;
extern bool base64_digest;
extern bool raw_digest;
extern bool status_only;
extern bool warn;
extern bool quiet;
extern bool strict;
extern bool ignore_missing;
extern int ksum_threads;        /* -j: threads for one tree-mode file */
extern int ksum_check_family;   /* -a sha3 -c: first member, or -1 */

/* digest.c */
extern bool problematic_chars (char const *s);
extern void print_filename (char const *file, bool escape);
extern void ksum_tag (enum kc_alg alg, size_t out_len, char *buf);
extern bool digest_file (char const *filename, int *binary,
                         enum kc_alg alg, size_t out_len,
                         unsigned char *out, bool *missing);
extern bool digest_tuple (char *const *files, int n_files,
                          enum kc_alg alg, size_t out_len,
                          unsigned char *out);
extern void output_file (char const *file, int binary,
                         unsigned char const *digest, enum kc_alg alg,
                         size_t out_len, bool tagged);

/* tree.c */
extern int hash_fd_tree (int fd, struct kc_ctx *ctx, int threads);

/* check.c */
extern bool digest_check (char const *checkfile_name,
                          enum kc_alg default_alg, bool untagged_ok);

/* multi.c (issue 7): many files of a sequential algorithm at once.  */
extern bool ksum_alg_sequential (enum kc_alg alg);
extern bool digest_files (char **files, int n_files, enum kc_alg alg,
                          size_t out_len, int binary, bool tagged);
extern bool digest_files_multi (char **files, int n_files, enum kc_alg alg,
                                size_t out_len, int binary, bool tagged);
/* end of multi.c */

#endif /* KSUM_KSUM_H */
