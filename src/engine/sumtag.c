/* sumtag.c -- reading and writing the tags of checksum lines.

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

/* The grammar is in sumtag.h.  Only the bcc-safe subset of C89 (see
   HACKING): no character class functions of the C library, whose
   results depend on the locale; explicit casts where a size_t and an
   unsigned long meet.  */

#include "sumline.h"

/* OpenSSL's names of functions ksum has (openssl dgst prints
   "SHAKE-128(FILE)= DIGEST").  */
static const char *const alias_names[] = { "SHAKE-128", "SHAKE-256" };
static const enum kc_alg alias_algs[] = { KC_SHAKE128, KC_SHAKE256 };

/* Return nonzero if the byte C may stand unencoded in a text.  */
static int
safe_byte (int c)
{
  return 0x21 <= c && c <= 0x7E && c != '%' && c != '(' && c != ')'
         && c != ',' && c != '=' && c != '\\';
}

/* Set *LEN to the length of NAME, an algorithm's name, and return the
   position of the decimal digits that end it: its XOF variant's name
   has "XOF" there (KMAC128, KMACXOF128).  */
static size_t
xof_position (const char *name, size_t *len)
{
  size_t n = 0, digits = 0;

  while (name[n])
    n++;
  while (digits < n && '0' <= name[n - 1 - digits]
         && name[n - 1 - digits] <= '9')
    digits++;
  *len = n;
  return n - digits;
}

/* Return the number of bytes in which the name of ALG (or, if XOF, its
   XOF variant's name) matches the start of the LEN bytes at S, or 0.  */
static size_t
match_name (const char *s, size_t len, enum kc_alg alg, int xof)
{
  const char *name = kc_info (alg)->name;
  size_t n, x = xof_position (name, &n), i, j;

  if (len < n + (xof ? 3 : 0))
    return 0;
  for (i = j = 0; i < n; i++)
    {
      if (xof && i == x)
        {
          if (s[j] != 'X' || s[j + 1] != 'O' || s[j + 2] != 'F')
            return 0;
          j += 3;
        }
      if (s[j++] != name[i])
        return 0;
    }
  return j;
}

/* Parse the decimal number of the LEN bytes at S into *N, no larger
   than MAX.  Return nonzero on success: at least one digit, nothing
   else, no leading zero, no overflow.  */
static int
parse_decimal (const char *s, size_t len, unsigned long max,
               unsigned long *n)
{
  unsigned long v = 0;
  size_t i;

  if (len == 0 || (s[0] == '0' && len != 1))
    return 0;
  for (i = 0; i < len; i++)
    {
      unsigned int d;
      if (s[i] < '0' || '9' < s[i])
        return 0;
      d = (unsigned int) (s[i] - '0');
      if ((max - d) / 10 < v)
        return 0;
      v = v * 10 + d;
    }
  *n = v;
  return 1;
}

/* Decode in place the text of LEN bytes at S; set *OUT_LEN to the
   length of the result.  Return nonzero if S is a valid text.  */
static int
decode_text (char *s, size_t len, size_t *out_len)
{
  size_t i, o = 0;

  for (i = 0; i < len; i++)
    {
      int c = (unsigned char) s[i];
      if (c == '%')
        {
          int hi, lo;
          if (len - i < 3)
            return 0;
          hi = kc_hex_value ((unsigned char) s[i + 1]);
          lo = kc_hex_value ((unsigned char) s[i + 2]);
          if (hi < 0 || lo < 0)
            return 0;
          c = hi * 16 + lo;
          i += 2;
        }
      else if (!safe_byte (c))
        return 0;
      s[o++] = (char) c;
    }
  *out_len = o;
  return 1;
}

/* The largest value of a size_t, as an unsigned long (a size_t never
   has more bits than an unsigned long in the C89 compilers ksum
   supports, and has 16 on DOS).  */
#define SIZE_MAX_UL ((unsigned long) (size_t) -1)

/* Check the tuple lengths of the LEN bytes at S: decimals separated by
   '.'.  Return how many there are, or 0 if S is not valid.  */
static size_t
count_members (const char *s, size_t len)
{
  size_t n = 0, start = 0, i;
  unsigned long v;

  for (i = 0; i <= len; i++)
    if (i == len || s[i] == '.')
      {
        if (!parse_decimal (s + start, i - start, SIZE_MAX_UL, &v))
          return 0;
        n++;
        start = i + 1;
      }
  return n;
}

/* Parse one parameter, the LEN bytes at S ("K=VALUE"), of an algorithm
   with the KC_P_* FLAGS into TAG.  Return nonzero on success.  */
static int
parse_param (char *s, size_t len, unsigned int flags, struct kc_tag *tag)
{
  unsigned int bit;
  unsigned long v;
  char *val = s + 2;
  size_t val_len = len - 2;

  if (len < 2 || s[1] != '=')
    return 0;
  switch (s[0])
    {
    case 'N':
      bit = KC_P_FUNCTION;
      break;
    case 'S':
      bit = KC_P_CUSTOM;
      break;
    case 'B':
      bit = KC_P_BLOCK;
      break;
    case 'D':
      bit = KC_P_DOMAIN;
      break;
    case 'T':
      bit = KC_P_TUPLE;
      break;
    default:
      return 0;
    }
  if (!(flags & bit) || (tag->given & bit))
    return 0;
  tag->given |= bit;

  switch (s[0])
    {
    case 'N':
      tag->params.function = (unsigned char *) val;
      return decode_text (val, val_len, &tag->params.function_len);
    case 'S':
      tag->params.custom = (unsigned char *) val;
      return decode_text (val, val_len, &tag->params.custom_len);
    case 'B':
      if (!parse_decimal (val, val_len, SIZE_MAX_UL, &v) || v == 0)
        return 0;
      tag->params.block_size = (size_t) v;
      return 1;
    case 'D':
      {
        int hi, lo;
        if (val_len != 4 || val[0] != '0' || val[1] != 'x')
          return 0;
        hi = kc_hex_value ((unsigned char) val[2]);
        lo = kc_hex_value ((unsigned char) val[3]);
        if (hi < 0 || lo < 0 || hi * 16 + lo < 0x01 || 0x7F < hi * 16 + lo)
          return 0;
        tag->params.domain = (unsigned int) (hi * 16 + lo);
        return 1;
      }
    default:
      tag->members = val;
      tag->n_members = count_members (val, val_len);
      return tag->n_members != 0;
    }
}

int
kc_tag_parse (char *s, size_t len, struct kc_tag *tag)
{
  size_t best = 0, n, i, start;
  unsigned int flags;
  int a, xof;

  tag->alg = KC_SHA3_256;
  tag->bits = 0;
  tag->given = 0;
  tag->n_members = 0;
  tag->members = 0;

  /* The longest name that the tag begins with and that ends there, at
     '-' or at ','.  */
  for (a = 0; a < KC_ALG_COUNT; a++)
    for (xof = 0; xof < 2; xof++)
      {
        if (xof && !(kc_info ((enum kc_alg) a)->flags & KC_P_XOFMODE))
          continue;
        n = match_name (s, len, (enum kc_alg) a, xof);
        if (best < n && (n == len || s[n] == '-' || s[n] == ','))
          {
            best = n;
            tag->alg = (enum kc_alg) a;
            kc_params_default (&tag->params, tag->alg);
            tag->params.xof = xof;
          }
      }
  for (i = 0; i < sizeof alias_algs / sizeof alias_algs[0]; i++)
    {
      const char *name = alias_names[i];
      for (n = 0; name[n] && n < len && s[n] == name[n]; n++)
        continue;
      if (!name[n] && best < n && (n == len || s[n] == '-'))
        {
          best = n;
          tag->alg = alias_algs[i];
          kc_params_default (&tag->params, tag->alg);
        }
    }
  if (best == 0)
    return KC_TAG_UNKNOWN;

  flags = kc_info (tag->alg)->flags;
  i = best;
  if (i < len && s[i] == '-')
    {
      for (start = ++i; i < len && s[i] != ','; i++)
        continue;
      if (!(flags & KC_P_XOF)
          || !parse_decimal (s + start, i - start, 0x7FFFFFFFUL, &tag->bits)
          || tag->bits == 0 || tag->bits % 8 != 0)
        return KC_TAG_BAD;
    }
  while (i < len)
    {
      /* S[I] is ','.  */
      for (start = ++i; i < len && s[i] != ','; i++)
        continue;
      if (!parse_param (s + start, i - start, flags, tag))
        return KC_TAG_BAD;
    }
  return KC_TAG_OK;
}

size_t
kc_tag_next_member (const char **t)
{
  const char *s = *t;
  size_t v = 0;

  while ('0' <= *s && *s <= '9')
    v = v * 10 + (size_t) (*s++ - '0');
  if (*s == '.')
    s++;
  *t = s;
  return v;
}

/* The writer: a buffer, its size, and the length written so far (which
   goes on counting past the size).  */
struct out
{
  char *buf;
  size_t size;
  size_t len;
};

static void
put_char (struct out *o, int c)
{
  if (o->len + 1 < o->size)
    o->buf[o->len] = (char) c;
  o->len++;
}

static void
put_string (struct out *o, const char *s)
{
  while (*s)
    put_char (o, (unsigned char) *s++);
}

static void
put_decimal (struct out *o, unsigned long v)
{
  char digits[12];
  int n = 0;

  do
    {
      digits[n++] = (char) ('0' + (int) (v % 10));
      v /= 10;
    }
  while (v);
  while (n)
    put_char (o, (unsigned char) digits[--n]);
}

static void
put_hex_byte (struct out *o, unsigned int c)
{
  put_char (o, (unsigned char) "0123456789ABCDEF"[c >> 4]);
  put_char (o, (unsigned char) "0123456789ABCDEF"[c & 15]);
}

/* Write ",K=" and the LEN bytes at S, encoded.  */
static void
put_text (struct out *o, const char *key, const unsigned char *s,
          size_t len)
{
  size_t i;

  put_string (o, key);
  for (i = 0; i < len; i++)
    if (safe_byte (s[i]))
      put_char (o, s[i]);
    else
      {
        put_char (o, '%');
        put_hex_byte (o, s[i]);
      }
}

size_t
kc_tag_format (char *buf, size_t size, enum kc_alg alg,
               const struct kc_params *p, const size_t *members,
               size_t n_members)
{
  const struct kc_info *info = kc_info (alg);
  const char *name = info->name;
  struct out o;
  size_t i, n, x = xof_position (name, &n);

  o.buf = buf;
  o.size = size;
  o.len = 0;

  for (i = 0; i < n; i++)
    {
      if (i == x && (info->flags & KC_P_XOFMODE) && p->xof)
        put_string (&o, "XOF");
      put_char (&o, (unsigned char) name[i]);
    }
  if (info->flags & KC_P_XOF)
    {
      put_char (&o, '-');
      put_decimal (&o, (unsigned long) p->out_len * 8);
    }
  if ((info->flags & KC_P_FUNCTION) && p->function_len)
    put_text (&o, ",N=", p->function, p->function_len);
  if ((info->flags & KC_P_CUSTOM) && p->custom_len)
    put_text (&o, ",S=", p->custom, p->custom_len);
  if (info->flags & KC_P_BLOCK)
    {
      put_string (&o, ",B=");
      put_decimal (&o, (unsigned long) p->block_size);
    }
  if (info->flags & KC_P_DOMAIN)
    {
      put_string (&o, ",D=0x");
      put_hex_byte (&o, p->domain & 0xFF);
    }
  if (n_members)
    {
      put_string (&o, ",T=");
      for (i = 0; i < n_members; i++)
        {
          if (i)
            put_char (&o, '.');
          put_decimal (&o, (unsigned long) members[i]);
        }
    }
  if (size)
    buf[o.len < size ? o.len : size - 1] = '\0';
  return o.len;
}
