/* sumtag.h -- the tag of a checksum line: an algorithm and all its
   parameters but the key, in one word.

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

/* A tag line is "TAG (NAME) = DIGEST", as GNU cksum --tag writes it.
   ksum's TAG says everything needed to compute DIGEST again except the
   key, so that a sums file alone says how to verify each of its lines:

     tag    = name [ "-" bits ] *( "," param )
     param  = "N=" text          cSHAKE's function name N
            / "S=" text          the customization string S
            / "B=" decimal       ParallelHash's block size B, in bytes,
                                 from 1 to 2^64 - 1
            / "D=0x" 2hexdig     TurboSHAKE's domain byte D
            / "T=" decimal *( "." decimal )
                                 TupleHash of several files: the length
                                 in bytes of each member's name; NAME is
                                 the names joined by single spaces
     text   = *( safe / "%" 2hexdig )
     safe   = any byte from 0x21 to 0x7E but % ( ) , = and backslash

   NAME is an algorithm's name (kc_info ()->name: SHA3-256, KT128, ...)
   or, for the XOF variant of an SP 800-185 function, that name with
   "XOF" before its digits (KMACXOF128, TUPLEHASHXOF256,
   PARALLELHASHXOF128).  BITS is the output length in bits, written for
   every algorithm whose length is free.  ksum writes N and S when they
   are not empty, B and D always (neither standard fixes a default), T
   for a tuple of files, in that order, and encodes with "%" every byte
   that is not safe, in upper case.  So a tag holds no blank, no
   parenthesis and no backslash, whatever the bytes of S and N, and a
   line for a function without parameters (SHA3-256, KECCAK-256) is
   exactly cksum's.

   When reading, parameters may come in any order but each at most once
   and only for an algorithm that takes it; "%" takes hex digits of
   either case; an absent N or S is empty, an absent B is 8192 and an
   absent D is 0x1F; a tag without BITS leaves the length to the digest
   (older ksum lines, and Perl's sha3sum, which writes bare SHAKE
   tags); OpenSSL's names SHAKE-128 and SHAKE-256 are SHAKE128 and
   SHAKE256, with an optional "-BITS" but no parameters (OpenSSL writes
   none).  NAME is case-sensitive and has one spelling, as in GNU
   cksum: another case, or another name of names.def ("sha3-256",
   "k12"), is refused, but kc_tag_parse says which algorithm it would
   be, for a diagnostic that names the problem.

   The functions are C89, allocate nothing and do no I/O, so that the
   GNU front end and the DOS program read and write the same lines.  */

#ifndef KC_SUMTAG_H
#define KC_SUMTAG_H

#include "keccak.h"

/* What a tag says.  GIVEN has the KC_P_* bit of each parameter the tag
   names (KC_P_FUNCTION, KC_P_CUSTOM, KC_P_BLOCK, KC_P_DOMAIN, and
   KC_P_TUPLE for T); PARAMS has their values (the rest: defaults) and
   XOF; CUSTOM and FUNCTION point into the parsed text.  BITS is 0 if
   the tag has no length.  */
struct kc_tag
{
  enum kc_alg alg;
  unsigned long bits;
  unsigned int given;
  struct kc_params params;
  size_t n_members;             /* T: how many lengths */
  const char *members;          /* T: the text of the lengths, */
  const char *members_end;      /* and where it ends           */
  size_t name_len;              /* the length of NAME in the tag */
};

/* kc_tag_parse's results.  */
#define KC_TAG_OK 0
#define KC_TAG_UNKNOWN 1        /* no algorithm has that name            */
#define KC_TAG_BAD 2            /* the name is known, the rest is wrong  */
#define KC_TAG_SPELLED 3        /* ALG's name in another spelling, of    */
                                /* NAME_LEN bytes                        */
#define KC_TAG_ALIAS_PARAMS 4   /* OpenSSL's name with parameters        */

/* Parse the LEN bytes at S, the whole tag of a line (it ends where a
   blank or '(' begins), into *TAG.  S is modified: the texts of N and S
   are decoded in place.  Return KC_TAG_OK, or the KC_TAG_* code of the
   problem.  */
int kc_tag_parse (char *s, size_t len, struct kc_tag *tag);

/* Return the next member name length of the T= list of TAG, which
   kc_tag_parse accepted, at *T (start with TAG->members), and move *T
   past it and its separator; nothing past TAG->members_end is read.
   kc_tag_parse has checked that each fits in a size_t.  */
size_t kc_tag_next_member (const struct kc_tag *tag, const char **t);

/* Write the tag of ALG with the parameters P (P->out_len is the output
   length, P->xof the variant) and, if N_MEMBERS is not 0, the tuple
   member name lengths MEMBERS, into BUF of SIZE bytes, NUL-terminated
   if SIZE is not 0.  Return its length without the NUL, whether or not
   it fitted; a caller calls once with SIZE 0 to learn it.  */
size_t kc_tag_format (char *buf, size_t size, enum kc_alg alg,
                      const struct kc_params *p, const size_t *members,
                      size_t n_members);

/* Write the name of ALG in tags, or (if XOF and ALG has one) its XOF
   variant's, into BUF of SIZE bytes, as kc_tag_format does.  Return
   its length without the NUL, whether or not it fitted.  */
size_t kc_tag_name (char *buf, size_t size, enum kc_alg alg, int xof);

/* The longest name kc_tag_name writes, with its NUL, is shorter.  */
#define KC_TAG_NAME_MAX 32

/* Parse the decimal number of the LEN bytes at S into *HI * 2^32 + *LO
   (the engine's halves of a 64-bit value).  Return nonzero on success:
   at least one digit and nothing else, no leading zero, at most
   2^64 - 1.  */
int kc_decimal_parse (const char *s, size_t len, kc_u32 *hi, kc_u32 *lo);

#endif /* KC_SUMTAG_H */
