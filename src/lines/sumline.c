/* sumline.c -- checksum lines as both front ends read them: GNU
   lines, BSD reversed lines and tag lines (sumline.h).

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

#include <string.h>

#include "sumline.h"
#include "hex.h"

char *
kc_unescape (char *s, size_t len)
{
  char *dst = s;
  size_t i;

  for (i = 0; i < len; i++)
    {
      if (s[i] == '\0')
        return 0;
      if (s[i] != '\\')
        {
          *dst++ = s[i];
          continue;
        }
      if (++i == len)
        return 0;
      switch (s[i])
        {
        case 'n':
          *dst++ = '\n';
          break;
        case 'r':
          *dst++ = '\r';
          break;
        case '\\':
          *dst++ = '\\';
          break;
        default:
          return 0;
        }
    }
  if (dst < s + len)
    *dst = '\0';
  return s;
}

#define ISWHITE(c) ((c) == ' ' || (c) == '\t')

/* Return nonzero if C is a base64 digit.  */
static int
is_base64 (int c)
{
  return (('A' <= c && c <= 'Z') || ('a' <= c && c <= 'z')
          || ('0' <= c && c <= '9') || c == '+' || c == '/');
}

/* Return nonzero if the D_LEN characters at S, followed by a NUL, are
   N_BYTES bytes in base64: a multiple of 4 characters, correct padding,
   and nothing but base64 digits before it.  */
static int
valid_base64 (const char *s, size_t d_len, unsigned long n_bytes)
{
  unsigned long data_chars, i;

  if ((unsigned long) d_len != KC_BASE64_LENGTH (n_bytes))
    return 0;
  data_chars = (n_bytes * 4 + 2) / 3;
  for (i = 0; i < data_chars; i++)
    if (!is_base64 ((unsigned char) s[i]))
      return 0;
  for (; i < d_len; i++)
    if (s[i] != '=')
      return 0;
  return s[d_len] == '\0';
}

/* Return nonzero if the D_LEN characters at S are hexadecimal digits.  */
static int
all_hex (const char *s, size_t d_len)
{
  size_t i;
  for (i = 0; i < d_len; i++)
    if (kc_hex_value ((unsigned char) s[i]) < 0)
      return 0;
  return 1;
}

/* Decide whether the digest text of L (L->digest, L->d_len, followed by
   a NUL) is a valid digest for L->alg, and in which form.  For a fixed
   length it must be exactly that many bytes in hex or base64.  When the
   length is not fixed (an XOF, or an XOF tag line without "-BITS"), an even
   number of hex digits up to MAX_OUT bytes gives the length, else a
   padded base64 string does.  Hexadecimal is tried first, as GNU cksum
   does: a text that is both (2 and 4 bytes of base64 have padding, so
   only a free length, a multiple of 3 bytes, is ever both) is hex.  Set
   L->b64 and L->out_len.  */
static int
valid_digits (struct kc_sumline *l, unsigned long max_out)
{
  size_t d_len = l->d_len;

  if (l->out_len_free)
    {
      if (d_len != 0 && d_len % 2 == 0 && all_hex (l->digest, d_len)
          && d_len / 2 <= max_out)
        {
          l->out_len = d_len / 2;
          l->b64 = 0;
          return l->digest[d_len] == '\0';
        }
      if (d_len == 0 || d_len % 4 != 0
          || max_out < (unsigned long) (d_len / 4) * 3)
        return 0;
      l->out_len = (unsigned long) (d_len / 4) * 3
                   - (l->digest[d_len - 1] == '=')
                   - (l->digest[d_len - 2] == '=');
      if (l->out_len == 0)
        return 0;
      l->b64 = 1;
      return valid_base64 (l->digest, d_len, l->out_len);
    }

  if ((unsigned long) d_len == 2 * l->out_len && all_hex (l->digest, d_len))
    {
      l->b64 = 0;
      return l->digest[d_len] == '\0';
    }
  l->b64 = 1;
  return valid_base64 (l->digest, d_len, l->out_len);
}

/* Return nonzero if the NUL-terminated NAMES are the names of the
   tuple of TAG joined by single blanks, with the lengths it says.  */
static int
tuple_fits (const struct kc_tag *tag, const char *names)
{
  const char *t = tag->members;
  size_t i, pos = 0, len = strlen (names);

  for (i = 0; i < tag->n_members; i++)
    {
      size_t v = kc_tag_next_member (tag, &t);
      if (len - pos < v)
        return 0;
      pos += v;
      if (i + 1 < tag->n_members)
        {
          if (pos == len || names[pos] != ' ')
            return 0;
          pos++;
        }
    }
  return pos == len;
}

/* Split the rest of a tag line, S of S_LEN bytes after "ALG (", into
   the file name (up to the last ')') and the digest after " = ".  S is
   modified.  */
static int
bsd_split_3 (char *s, size_t s_len, struct kc_sumline *l,
             int escaped_filename, unsigned long max_out)
{
  size_t i;

  if (s_len == 0)
    return 0;

  i = s_len - 1;
  while (i && s[i] != ')')
    i--;
  if (s[i] != ')')
    return 0;

  l->file_name = s;
  if (escaped_filename && kc_unescape (s, i) == 0)
    return 0;
  s[i++] = '\0';

  while (ISWHITE (s[i]))
    i++;
  if (s[i] != '=')
    return 0;
  i++;
  while (ISWHITE (s[i]))
    i++;

  l->digest = &s[i];
  l->d_len = s_len - i;
  return valid_digits (l, max_out);
}

/* Make L's algorithm the member of FAMILY whose digest L's digest text
   (NUL-terminated) is, if there is one: in hex, else in base64.  The
   lengths alone are ambiguous: 64 characters are SHA3-256 in hex and
   SHA3-384 in base64.  Hex first, as GNU cksum does; a base64 digest of
   48 bytes made only of hex digits (a chance of about 1 in 10^29) is
   taken for hex.  */
static void
family_member (struct kc_sumline *l, int family)
{
  int a, b64;

  for (b64 = 0; b64 < 2; b64++)
    for (a = 0; a < KC_ALG_COUNT; a++)
      {
        const struct kc_info *info = kc_info ((enum kc_alg) a);
        unsigned long n = info->out_len;
        if (info->family == family
            && (b64 ? valid_base64 (l->digest, l->d_len, n)
                : ((unsigned long) l->d_len == 2 * n
                   && all_hex (l->digest, l->d_len))))
          {
            l->alg = (enum kc_alg) a;
            l->out_len = n;
            return;
          }
      }
}

/* L->tag holds the tag, accepted by kc_tag_parse, of a tag line whose
   rest after the '(' is S, of S_LEN bytes.  Take the algorithm and the
   length from the tag, and split S as bsd_split_3 does (with
   ESCAPED_FILENAME and MAX_OUT); a tuple's names must have the lengths
   the tag says.  S is modified.  Return 1 if the line is properly
   formatted, else 0.  */
static int
split_tagged (char *s, size_t s_len, struct kc_sumline *l,
              int escaped_filename, unsigned long max_out)
{
  const struct kc_info *info = kc_info (l->tag.alg);

  l->tagged = 1;
  l->alg = l->tag.alg;
  l->out_len = l->tag.bits / 8;
  l->out_len_free = 0;
  if (l->tag.bits == 0)
    {
      l->out_len = info->out_len;
      l->out_len_free = (info->flags & KC_P_XOF) != 0;
    }
  else if (max_out < l->out_len)
    return 0;
  l->binary = 0;
  return (bsd_split_3 (s, s_len, l, escaped_filename, max_out)
          && (!(l->tag.given & KC_P_TUPLE)
              || tuple_fits (&l->tag, l->file_name)));
}

/* Keep in L what kc_tag_parse found wrong with the word of N bytes at
   S (R, a KC_TAG_* code) and the name in it, for a diagnostic if the
   line turns out to be nothing else.  */
static void
note_tag_error (struct kc_sumline *l, int r, const char *s, size_t n)
{
  l->tag_error = r;
  if (r == KC_TAG_UNKNOWN)
    {
      l->unknown = s;
      for (l->unknown_len = 0; l->unknown_len < n
           && s[l->unknown_len] != ','; l->unknown_len++)
        continue;
    }
  else if (r == KC_TAG_SPELLED)
    {
      l->unknown = s;
      l->unknown_len = l->tag.name_len;
    }
}

/* Split the untagged line S of S_LEN bytes, whose digest begins at
   S + I, into L, as kc_split_line does with DEFAULT_ALG, FAMILY,
   *BSD_REVERSED and MAX_OUT; the name is escaped if ESCAPED_FILENAME.
   S is modified.  Return 1 if the line is properly formatted, else
   0.  */
static int
split_untagged (char *s, size_t s_len, size_t i, struct kc_sumline *l,
                enum kc_alg default_alg, int family, int *bsd_reversed,
                int escaped_filename, unsigned long max_out)
{
  const struct kc_info *info = kc_info (default_alg);

  l->alg = default_alg;
  l->out_len = info->out_len;
  l->out_len_free = (info->flags & KC_P_XOF) != 0;

  l->digest = &s[i];
  while (s[i] && !ISWHITE (s[i]))
    i++;

  /* coreutils' minimum line length: for a fixed-length hex digest, the
     digest, a blank and a one-byte name.  */
  if (s_len - i < 2)
    return 0;
  l->d_len = &s[i] - l->digest;
  s[i++] = '\0';
  if (0 <= family)
    family_member (l, family);
  if (!valid_digits (l, max_out))
    return 0;

  if (s_len - i == 1 || (s[i] != ' ' && s[i] != '*'))
    {
      /* A BSD reversed line.  Never mix it with GNU lines: an attacker
         could rename files to start with a blank or '*'.  */
      if (*bsd_reversed == 0)
        return 0;
      *bsd_reversed = 1;
    }
  else if (*bsd_reversed != 1)
    {
      *bsd_reversed = 0;
      l->binary = s[i++] == '*';
    }

  /* Everything after the mode character is the name, blanks included.  */
  l->file_name = &s[i];
  if (escaped_filename)
    return kc_unescape (&s[i], s_len - i) != 0;
  return 1;
}

int
kc_split_line (char *s, size_t s_len, struct kc_sumline *l,
               enum kc_alg default_alg, int untagged_ok, int family,
               int *bsd_reversed, unsigned long max_out)
{
  int escaped_filename = 0;
  size_t i = 0, tag_end, n;

  while (ISWHITE (s[i]))
    ++i;
  if (s[i] == '\\')
    {
      ++i;
      escaped_filename = 1;
    }

  l->tagged = 0;
  l->tag_error = KC_TAG_OK;
  l->unknown = 0;
  l->unknown_len = 0;
  tag_end = i;
  while (s[tag_end] && !ISWHITE (s[tag_end]) && s[tag_end] != '(')
    tag_end++;
  n = tag_end - i;
  if (s[tag_end] == ' ')
    ++tag_end;
  /* A tag is a word followed by '(' (an untagged base64 digest may
     begin like one, so a word without it is tried as a digest).  */
  if (n != 0 && s[tag_end] == '(')
    {
      int r = kc_tag_parse (s + i, n, &l->tag);
      if (r == KC_TAG_OK)
        {
          ++tag_end;
          return split_tagged (s + tag_end, s_len - tag_end, l,
                               escaped_filename, max_out);
        }
      note_tag_error (l, r, s + i, n);
    }

  if (!untagged_ok)
    return 0;
  return split_untagged (s, s_len, i, l, default_alg, family,
                         bsd_reversed, escaped_filename, max_out);
}
