/* sumline.h -- the checksum lines that --check reads, and the
   GNU-escaped file names in them.

   Copyright (C) 2026 The ksum authors.
   This file is free software; see COPYING (GPLv3+).

   Pure functions, shared by src/cli, src/dos and the fuzz targets so
   that the front ends cannot drift apart.  C89, bcc-safe, no stdio, no
   malloc, no gnulib, no state.  The layers of src/lines go one way:
   hex.h and names.h, then sumtag.h (a tag line's tag), then this file
   (the whole line).  */

#ifndef KC_SUMLINE_H
#define KC_SUMLINE_H

#include "keccak.h"
#include "sumtag.h"

/* Replace in the LEN bytes at S (not NUL-terminated) each "\\n" by a
   newline, each "\\r" by a carriage return and each "\\\\" by a
   backslash, and NUL-terminate if the result is shorter than LEN.
   Return S, or a null pointer if S is not a valid GNU-escaped name: a
   NUL, a trailing backslash, or a backslash followed by anything
   else.  */
char *kc_unescape (char *s, size_t len);

/* What one checksum line asks for (kc_split_line).  DIGEST and
   FILE_NAME point into the line.  A new field of a tag line (its
   parameters, say) is one more member here, set by kc_split_line.  */
struct kc_sumline
{
  enum kc_alg alg;
  unsigned long out_len;        /* digest bytes */
  int out_len_free;             /* take OUT_LEN from the digest (XOF) */
  char *digest;                 /* hex or base64 text, NUL-terminated */
  size_t d_len;
  int b64;                      /* DIGEST is base64, not hex */
  char *file_name;
  int binary;                   /* '*' before the name */
  int tagged;                   /* a tag line: TAG holds its tag */
  struct kc_tag tag;
  int tag_error;                /* a word and '(' that kc_tag_parse */
                                /* refused: its KC_TAG_* code       */
  const char *unknown;          /* not 0: a tag line of an algorithm */
  size_t unknown_len;           /* that has no row (KC_TAG_UNKNOWN), */
                                /* or in another spelling (SPELLED: */
                                /* TAG.alg and TAG.params.xof say   */
                                /* which), named here               */
};

/* The length of the base64 text of N bytes, with padding.  */
#define KC_BASE64_LENGTH(n) (((n) + 2) / 3 * 4)

/* Split the checksum line S of S_LEN bytes (NUL-terminated, no line
   end) into L, as GNU sha256sum --check and cksum --check read it: a
   tag line "ALG (NAME) = DIGEST" (or OpenSSL's "ALG(NAME)= DIGEST",
   ALG any canonical name of algs.def, with "-BITS" for an XOF), a GNU
   line "DIGEST  NAME" / "DIGEST *NAME", or a BSD reversed line "DIGEST
   NAME".  A tag line's tag (sumtag.h) gives the algorithm, the output
   length if it has one and the parameters, into L->tag; a tuple's
   names must have the lengths the tag says.  Untagged lines are for
   DEFAULT_ALG and are only accepted if UNTAGGED_OK; FAMILY (enum
   kc_family, or -1) lets the digest length choose the member.  A line
   that starts with a tag name but has no '(' after it is tried as an
   untagged line, since a base64 digest can look like a tag.  A leading backslash means the name is escaped.  Digests
   are hex or base64 of at most MAX_OUT bytes.  *BSD_REVERSED (-1 not
   known yet, 0 GNU lines seen, 1 BSD reversed seen) keeps the two
   untagged formats from mixing across calls.  S is modified.  Return
   1 if the line is properly formatted, else 0.  */
int kc_split_line (char *s, size_t s_len, struct kc_sumline *l,
                   enum kc_alg default_alg, int untagged_ok, int family,
                   int *bsd_reversed, unsigned long max_out);

#endif /* KC_SUMLINE_H */
