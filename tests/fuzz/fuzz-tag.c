/* fuzz-tag.c -- libFuzzer target: the writer and the reader of tags
   agree (format, then parse, is the identity).

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

/* The input gives an algorithm and its parameters, every one at its
   whole range: the output length (up to the 2^31 - 1 bits a tag
   holds), the XOF variant, S and N of any bytes and length, B from 1
   to 2^64 - 1, every domain byte 0x01 to 0x7F, and up to 64 tuple
   member names of any length that fits a size_t:

     byte 0       the algorithm (modulo KC_ALG_COUNT)
     bytes 1-4    the output length, modulo 2^28 - 1, plus 1
     byte 5       bit 0: XOF; bits 1-6: the number of members
     bytes 6-13   B, big-endian (0 stands for 1)
     byte 14      the domain byte, modulo 0x7F, plus 1
     bytes 15-16  the length of S, big-endian, at most what is left
     then S, two bytes of N's length and N, then four bytes for the
     length of each member (missing bytes are zeros).

   1. kc_tag_format writes the tag into a buffer of exactly its length
      plus the NUL (and into every shorter size, which must hold a
      NUL-terminated prefix), so that ASan sees a write past it; the
      tag must hold no blank, parenthesis, backslash or byte outside
      0x21..0x7E.
   2. kc_tag_parse reads it back from a buffer of exactly its length
      (no NUL after it) and must give the same algorithm, length,
      variant and parameters, and the same member lengths.
   3. When the member names are short enough to be made, the whole
      line "TAG (NAMES) = HEX" goes through kc_split_line, which must
      take the same tag, name and digest from it.  */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "sumline.h"

#define MAX_MEMBERS 64

int LLVMFuzzerTestOneInput (uint8_t const *data, size_t size);

/* The input, read from the front; bytes past the end read as 0.  */
struct input
{
  uint8_t const *data;
  size_t size;
};

static uint32_t
take (struct input *in, int n)
{
  uint32_t v = 0;
  while (n--)
    {
      v = v << 8 | (in->size ? *in->data : 0);
      if (in->size)
        in->data++, in->size--;
    }
  return v;
}

/* Abort unless the LEN bytes at A equal those at B.  */
static void
same_bytes (unsigned char const *a, size_t a_len,
            unsigned char const *b, size_t b_len)
{
  if (a_len != b_len || (a_len && memcmp (a, b, a_len) != 0))
    abort ();
}

/* Abort unless TAG says what P, ALG, MEMBERS say.  */
static void
same_tag (struct kc_tag const *tag, enum kc_alg alg,
          struct kc_params const *p, size_t const *members,
          size_t n_members)
{
  unsigned int flags = kc_info (alg)->flags;
  size_t i;
  char const *t;

  if (tag->alg != alg)
    abort ();
  if ((flags & KC_P_XOF) ? tag->bits != (unsigned long) p->out_len * 8
      : tag->bits != 0)
    abort ();
  if ((flags & KC_P_XOFMODE) && !tag->params.xof != !p->xof)
    abort ();
  if (flags & KC_P_CUSTOM)
    same_bytes (tag->params.custom, tag->params.custom_len,
                p->custom, p->custom_len);
  if (flags & KC_P_FUNCTION)
    same_bytes (tag->params.function, tag->params.function_len,
                p->function, p->function_len);
  if ((flags & KC_P_BLOCK) && (tag->params.block_hi != p->block_hi
                               || tag->params.block_lo != p->block_lo))
    abort ();
  if ((flags & KC_P_DOMAIN) && tag->params.domain != p->domain)
    abort ();
  if (tag->n_members != n_members)
    abort ();
  t = tag->members;
  for (i = 0; i < n_members; i++)
    if (kc_tag_next_member (tag, &t) != members[i])
      abort ();
}

/* Check the line of TAG (LEN bytes) for the members MEMBERS: names of
   those lengths made of 'a' to 'z', joined by blanks, and an
   OUT_LEN-byte digest.  */
static void
check_line (char const *tag, size_t len, enum kc_alg alg,
            struct kc_params const *p, size_t const *members,
            size_t n_members)
{
  size_t names = n_members ? n_members - 1 : 1, i, j, d_len, total;
  char *line, *w, *name;
  struct kc_sumline l;
  int bsd_reversed = -1;

  for (i = 0; i < n_members; i++)
    {
      if (4096 < members[i])
        return;
      names += members[i];
    }
  d_len = 2 * p->out_len;
  if (4096 < d_len)
    return;
  total = len + 2 + names + 4 + d_len;
  line = malloc (total + 1);
  if (!line)
    abort ();
  w = line;
  memcpy (w, tag, len);
  w += len;
  memcpy (w, " (", 2);
  w += 2;
  name = w;
  if (n_members == 0)
    *w++ = 'f';
  for (i = 0; i < n_members; i++)
    {
      if (i)
        *w++ = ' ';
      for (j = 0; j < members[i]; j++)
        *w++ = (char) ('a' + (i + j) % 26);
    }
  memcpy (w, ") = ", 4);
  w += 4;
  for (i = 0; i < d_len; i++)
    *w++ = "0123456789abcdef"[i % 16];
  *w = '\0';
  if ((size_t) (w - line) != total)
    abort ();

  if (!kc_split_line (line, total, &l, KC_SHA3_256, 0, -1, &bsd_reversed,
                      (unsigned long) p->out_len))
    abort ();
  if (!l.tagged || l.alg != alg || l.out_len != p->out_len || l.b64
      || l.d_len != d_len || l.file_name != name
      || strlen (l.file_name) != names)
    abort ();
  same_tag (&l.tag, alg, p, members, n_members);
  free (line);
}

int
LLVMFuzzerTestOneInput (uint8_t const *data, size_t size)
{
  static size_t members[MAX_MEMBERS];
  struct input in;
  struct kc_params p;
  struct kc_tag tag;
  enum kc_alg alg;
  unsigned int flags;
  size_t n_members, len, i, s_len, n_len;
  uint32_t v;
  char *buf, *copy;

  in.data = data;
  in.size = size;
  alg = (enum kc_alg) (take (&in, 1) % KC_ALG_COUNT);
  flags = kc_info (alg)->flags;
  kc_params_default (&p, alg);
  v = take (&in, 4);
  if (flags & KC_P_XOF)
    p.out_len = 1 + v % 0x0FFFFFFF;
  v = take (&in, 1);
  p.xof = v & 1;
  n_members = (flags & KC_P_TUPLE) ? (v >> 1) % (MAX_MEMBERS + 1) : 0;
  p.block_hi = take (&in, 4);
  p.block_lo = take (&in, 4);
  if (p.block_hi == 0 && p.block_lo == 0)
    p.block_lo = 1;
  p.domain = 1 + take (&in, 1) % 0x7F;
  s_len = take (&in, 2);
  if (in.size < s_len)
    s_len = in.size;
  p.custom = in.data;
  p.custom_len = s_len;
  in.data += s_len;
  in.size -= s_len;
  n_len = take (&in, 2);
  if (in.size < n_len)
    n_len = in.size;
  p.function = in.data;
  p.function_len = n_len;
  in.data += n_len;
  in.size -= n_len;
  for (i = 0; i < n_members; i++)
    members[i] = take (&in, 4);

  /* 1. The writer.  */
  len = kc_tag_format (NULL, 0, alg, &p, members, n_members);
  buf = malloc (len + 1);
  if (!buf)
    abort ();
  if (kc_tag_format (buf, len + 1, alg, &p, members, n_members) != len
      || buf[len] != '\0' || strlen (buf) != len)
    abort ();
  for (i = 0; i < len; i++)
    {
      unsigned char c = buf[i];
      if (c < 0x21 || 0x7E < c || c == '(' || c == ')' || c == '\\')
        abort ();
    }
  for (i = 1; i <= len && i < 64; i++)
    {
      char *shorter = malloc (i);
      if (!shorter)
        abort ();
      if (kc_tag_format (shorter, i, alg, &p, members, n_members) != len
          || strlen (shorter) != i - 1
          || memcmp (shorter, buf, i - 1) != 0)
        abort ();
      free (shorter);
    }

  /* 2. The reader, on a copy without a NUL after it.  */
  copy = malloc (len ? len : 1);
  if (!copy)
    abort ();
  memcpy (copy, buf, len);
  if (kc_tag_parse (copy, len, &tag) != KC_TAG_OK)
    abort ();
  same_tag (&tag, alg, &p, members, n_members);
  free (copy);

  /* 3. The whole line.  */
  check_line (buf, len, alg, &p, members, n_members);
  free (buf);
  return 0;
}
