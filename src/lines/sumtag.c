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

#include "sumtag.h"
#include "names.h"
#include "hex.h"

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

/* Return C in upper case, if it is an ASCII letter.  */
static int
upper (int c)
{
  return 'a' <= c && c <= 'z' ? c - 'a' + 'A' : c;
}

/* Return nonzero if the byte A of a tag is B, a byte of a name (in
   upper case), or, if FOLD, its lower case.  */
static int
same_byte (int a, int b, int fold)
{
  return a == b || (fold && upper ((unsigned char) a) == b);
}

/* Return the number of bytes in which the name of ALG (or, if XOF, its
   XOF variant's name) matches the start of the LEN bytes at S, or 0.
   If FOLD, letters match in either case.  */
static size_t
match_name (const char *s, size_t len, enum kc_alg alg, int xof, int fold)
{
  const char *name = kc_info (alg)->name;
  size_t n, x = xof_position (name, &n), i, j;

  if (len < n + (xof ? 3 : 0))
    return 0;
  for (i = j = 0; i < n; i++)
    {
      if (xof && i == x)
        {
          if (!same_byte (s[j], 'X', fold) || !same_byte (s[j + 1], 'O', fold)
              || !same_byte (s[j + 2], 'F', fold))
            return 0;
          j += 3;
        }
      if (!same_byte (s[j++], name[i], fold))
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

/* Parse the decimal number of the LEN bytes at S into *HI * 2^32 +
   *LO.  Return nonzero on success: at least one digit, nothing else,
   no leading zero, no more than 2^64 - 1.  The value is built 16 bits
   at a time, so that no product needs more than 32 bits.  */
int
kc_decimal_parse (const char *s, size_t len, kc_u32 *hi, kc_u32 *lo)
{
  kc_u32 limb[4];               /* 16-bit limbs, least significant first */
  size_t i;
  int k;

  if (len == 0 || (s[0] == '0' && len != 1))
    return 0;
  for (k = 0; k < 4; k++)
    limb[k] = 0;
  for (i = 0; i < len; i++)
    {
      kc_u32 carry;
      if (s[i] < '0' || '9' < s[i])
        return 0;
      carry = (kc_u32) (s[i] - '0');
      for (k = 0; k < 4; k++)
        {
          kc_u32 t = limb[k] * 10 + carry;
          limb[k] = t & 0xFFFF;
          carry = t >> 16;
        }
      if (carry != 0)
        return 0;
    }
  *hi = limb[3] << 16 | limb[2];
  *lo = limb[1] << 16 | limb[0];
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
      return kc_decimal_parse (val, val_len, &tag->params.block_hi,
                               &tag->params.block_lo)
             && (tag->params.block_hi != 0 || tag->params.block_lo != 0);
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
      tag->members_end = val + val_len;
      tag->n_members = count_members (val, val_len);
      return tag->n_members != 0;
    }
}

/* Find the longest name of an algorithm, or of its XOF variant, that
   the LEN bytes at S begin with and that ends there, at '-' or at ',';
   in either case if FOLD.  Set TAG's algorithm, default parameters and
   variant to its, and return its length, or 0 if there is none.  */
static size_t
find_name (const char *s, size_t len, struct kc_tag *tag, int fold)
{
  size_t best = 0, n;
  int a, xof;

  for (a = 0; a < KC_ALG_COUNT; a++)
    for (xof = 0; xof < 2; xof++)
      {
        if (xof && !(kc_info ((enum kc_alg) a)->flags & KC_P_XOFMODE))
          continue;
        n = match_name (s, len, (enum kc_alg) a, xof, fold);
        if (best < n && (n == len || s[n] == '-' || s[n] == ','))
          {
            best = n;
            tag->alg = (enum kc_alg) a;
            kc_params_default (&tag->params, tag->alg);
            tag->params.xof = xof;
          }
      }
  return best;
}

/* If the LEN bytes at S are, in any case, a name of names.def that
   selects one algorithm (k12, keccak256, ...), set TAG's algorithm and
   default parameters to its and return LEN, else return 0.  */
static size_t
find_row (const char *s, size_t len, struct kc_tag *tag)
{
  const struct kc_name *row;
  size_t i;

  for (row = kc_names; row->name; row++)
    {
      if (row->alg == KC_ALG_COUNT)
        continue;
      for (i = 0; i < len && row->name[i]
           && upper ((unsigned char) s[i]) == upper (row->name[i]); i++)
        continue;
      if (i == len && !row->name[i])
        {
          tag->alg = (enum kc_alg) row->alg;
          kc_params_default (&tag->params, tag->alg);
          return len;
        }
    }
  return 0;
}

/* The LEN bytes at S, a tag, begin with no algorithm's name.  If they
   begin with one in another spelling (the name in another case, or
   another name of names.def, followed by ',', by "-" and digits or by
   nothing), set TAG's algorithm and NAME_LEN and return KC_TAG_SPELLED,
   else return KC_TAG_UNKNOWN.  */
static int
other_spelling (const char *s, size_t len, struct kc_tag *tag)
{
  size_t n = find_name (s, len, tag, 1), end, m;

  if (n == 0)
    {
      for (end = 0; end < len && s[end] != ','; end++)
        continue;
      n = find_row (s, end, tag);
      for (m = end; n == 0 && 0 < m && '0' <= s[m - 1] && s[m - 1] <= '9';)
        m--;
      if (n == 0 && 1 < m && m < end && s[m - 1] == '-')
        n = find_row (s, m - 1, tag);
    }
  tag->name_len = n;
  return n ? KC_TAG_SPELLED : KC_TAG_UNKNOWN;
}

int
kc_tag_parse (char *s, size_t len, struct kc_tag *tag)
{
  size_t best, n, i, start;
  unsigned int flags;
  int alias = 0;

  tag->alg = KC_SHA3_256;
  tag->bits = 0;
  tag->given = 0;
  tag->n_members = 0;
  tag->members = 0;
  tag->members_end = 0;
  tag->name_len = 0;
  kc_params_default (&tag->params, tag->alg);

  best = find_name (s, len, tag, 0);
  for (i = 0; i < sizeof alias_algs / sizeof alias_algs[0]; i++)
    {
      const char *name = alias_names[i];
      for (n = 0; name[n] && n < len && s[n] == name[n]; n++)
        continue;
      if (!name[n] && best < n && (n == len || s[n] == '-' || s[n] == ','))
        {
          best = n;
          alias = 1;
          tag->alg = alias_algs[i];
          kc_params_default (&tag->params, tag->alg);
        }
    }
  if (best == 0)
    return other_spelling (s, len, tag);
  tag->name_len = best;

  /* OpenSSL writes no parameters: a line that gives some with its name
     is a mix of two formats.  */
  for (i = best; alias && i < len; i++)
    if (s[i] == ',')
      return KC_TAG_ALIAS_PARAMS;

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
kc_tag_next_member (const struct kc_tag *tag, const char **t)
{
  const char *s = *t;
  size_t v = 0;

  while (s < tag->members_end && '0' <= *s && *s <= '9')
    v = v * 10 + (size_t) (*s++ - '0');
  if (s < tag->members_end && *s == '.')
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

/* Write HI * 2^32 + LO in decimal.  Its type bounds it by 2^64 - 1,
   which has 20 digits.  */
static void
put_decimal (struct out *o, kc_u32 hi, kc_u32 lo)
{
  char digits[20];
  kc_u32 limb[4];               /* 16-bit limbs, most significant first */
  int n = 0, k;

  limb[0] = hi >> 16;
  limb[1] = hi & 0xFFFF;
  limb[2] = lo >> 16;
  limb[3] = lo & 0xFFFF;
  do
    {
      /* Divide by 10, a limb at a time: each dividend is below
         10 * 2^16.  */
      kc_u32 r = 0;
      for (k = 0; k < 4; k++)
        {
          kc_u32 t = r << 16 | limb[k];
          limb[k] = t / 10;
          r = t % 10;
        }
      digits[n++] = (char) ('0' + (int) r);
    }
  while (limb[0] != 0 || limb[1] != 0 || limb[2] != 0 || limb[3] != 0);
  while (n)
    put_char (o, (unsigned char) digits[--n]);
}

/* Write the size_t V, times 8 if BITS, in decimal.  The halves are
   taken by shifts shorter than any size_t, and a size_t of 64 bits
   times 8 would need 67: no length ksum handles comes near.  */
static void
put_size (struct out *o, size_t v, int bits)
{
  kc_u32 hi = (kc_u32) (((v >> 15) >> 15) >> 2), lo = (kc_u32) v;

  if (bits)
    {
      hi = hi << 3 | lo >> 29;
      lo <<= 3;
    }
  put_decimal (o, hi, lo);
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

/* Write the name of ALG, or, if XOF and ALG has one, of its XOF
   variant.  */
static void
put_name (struct out *o, enum kc_alg alg, int xof)
{
  const struct kc_info *info = kc_info (alg);
  const char *name = info->name;
  size_t i, n, x = xof_position (name, &n);

  for (i = 0; i < n; i++)
    {
      if (i == x && (info->flags & KC_P_XOFMODE) && xof)
        put_string (o, "XOF");
      put_char (o, (unsigned char) name[i]);
    }
}

/* End the text of O with a NUL, if it has room for one, and return its
   length without it.  */
static size_t
put_end (struct out *o)
{
  if (o->size)
    o->buf[o->len < o->size ? o->len : o->size - 1] = '\0';
  return o->len;
}

size_t
kc_tag_name (char *buf, size_t size, enum kc_alg alg, int xof)
{
  struct out o;

  o.buf = buf;
  o.size = size;
  o.len = 0;
  put_name (&o, alg, xof);
  return put_end (&o);
}

size_t
kc_tag_format (char *buf, size_t size, enum kc_alg alg,
               const struct kc_params *p, const size_t *members,
               size_t n_members)
{
  const struct kc_info *info = kc_info (alg);
  struct out o;
  size_t i;

  o.buf = buf;
  o.size = size;
  o.len = 0;

  put_name (&o, alg, p->xof);
  if (info->flags & KC_P_XOF)
    {
      put_char (&o, '-');
      put_size (&o, p->out_len, 1);
    }
  if ((info->flags & KC_P_FUNCTION) && p->function_len)
    put_text (&o, ",N=", p->function, p->function_len);
  if ((info->flags & KC_P_CUSTOM) && p->custom_len)
    put_text (&o, ",S=", p->custom, p->custom_len);
  if (info->flags & KC_P_BLOCK)
    {
      put_string (&o, ",B=");
      put_decimal (&o, p->block_hi, p->block_lo);
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
          put_size (&o, members[i], 0);
        }
    }
  return put_end (&o);
}
