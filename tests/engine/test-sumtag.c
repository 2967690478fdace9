/* test-sumtag.c -- the tags of checksum lines (src/lines/sumtag.h).

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

/* Known tags written for given parameters; every algorithm with many
   parameter values written and parsed back to the same values, and
   thousands of pseudo-random ones (the deterministic part of what the
   tag fuzz target does); tags that must be refused, and how.  Prints
   "N passed, N failed".  This is a test, not engine code: it may use
   stdio.  C89 without a 64-bit type, so that tests/engine/c89.sh can
   build it on the engine's 32-bit path.  */

#include <stdio.h>
#include <string.h>

#include "sumtag.h"

static int passed, failed;

static void
check (int ok, const char *what, const char *detail)
{
  if (ok)
    passed++;
  else
    {
      failed++;
      printf ("FAIL: %s: %s\n", what, detail);
    }
}

/* The tag of ALG with P (and the tuple MEMBERS) must be EXPECTED.  */
static void
known (enum kc_alg alg, const struct kc_params *p, const size_t *members,
       size_t n_members, const char *expected)
{
  char buf[256];
  size_t n = kc_tag_format (buf, sizeof buf, alg, p, members, n_members);
  check (n == strlen (expected) && strcmp (buf, expected) == 0,
         expected, buf);
  /* A short buffer holds a NUL-terminated prefix, and the length is
     still the whole one.  */
  n = kc_tag_format (buf, 5, alg, p, members, n_members);
  check (n == strlen (expected) && strlen (buf) == 4
         && strncmp (buf, expected, 4) == 0, "short buffer", expected);
}

/* Parsing TEXT must give RESULT.  */
static void
parses (const char *text, int result)
{
  char buf[256];
  struct kc_tag tag;
  strcpy (buf, text);
  check (kc_tag_parse (buf, strlen (buf), &tag) == result, "parse", text);
}

/* Format ALG with P, parse it back and compare.  */
static void
round_trip (enum kc_alg alg, const struct kc_params *p,
            const size_t *members, size_t n_members)
{
  static char buf[8192];
  struct kc_tag tag;
  unsigned int flags = kc_info (alg)->flags;
  size_t n = kc_tag_format (buf, sizeof buf, alg, p, members, n_members);
  size_t i;
  int ok;

  for (i = 0; i < n; i++)
    if (buf[i] == ' ' || buf[i] == '(' || buf[i] == ')' || buf[i] == '\\'
        || (unsigned char) buf[i] < 0x21 || 0x7E < (unsigned char) buf[i])
      break;
  check (n < sizeof buf && i == n, "no blank, parenthesis or backslash",
         buf);
  ok = (n < sizeof buf && kc_tag_parse (buf, n, &tag) == KC_TAG_OK
        && tag.alg == alg);
  if (ok && (flags & KC_P_XOF))
    ok = tag.bits == (unsigned long) p->out_len * 8;
  if (ok && !(flags & KC_P_XOF))
    ok = tag.bits == 0;
  if (ok && (flags & KC_P_XOFMODE))
    ok = !tag.params.xof == !p->xof;
  if (ok && (flags & KC_P_CUSTOM))
    ok = (tag.params.custom_len == p->custom_len
          && (p->custom_len == 0
              || memcmp (tag.params.custom, p->custom, p->custom_len) == 0));
  if (ok && (flags & KC_P_FUNCTION))
    ok = (tag.params.function_len == p->function_len
          && (p->function_len == 0
              || memcmp (tag.params.function, p->function,
                         p->function_len) == 0));
  if (ok && (flags & KC_P_BLOCK))
    ok = (tag.params.block_hi == p->block_hi
          && tag.params.block_lo == p->block_lo);
  if (ok && (flags & KC_P_DOMAIN))
    ok = tag.params.domain == p->domain;
  if (ok)
    ok = tag.n_members == n_members;
  if (ok && n_members)
    {
      const char *t = tag.members;
      for (i = 0; ok && i < n_members; i++)
        ok = kc_tag_next_member (&tag, &t) == members[i];
    }
  check (ok, "round trip", buf);
}

/* A 32-bit xorshift generator: the same numbers on every host.  */
static kc_u32 rng_state = 2463534242UL;

static kc_u32
rnd32 (void)
{
  kc_u32 x = rng_state;
  x ^= (x << 13) & 0xFFFFFFFFUL;
  x ^= x >> 17;
  x ^= (x << 5) & 0xFFFFFFFFUL;
  rng_state = x & 0xFFFFFFFFUL;
  return rng_state;
}

/* A number below N (N > 0).  */
static kc_u32
rnd (kc_u32 n)
{
  return rnd32 () % n;
}

/* A 32-bit value of a random magnitude: small ones, large ones and
   the edges are all common.  */
static kc_u32
rnd_magnitude (void)
{
  switch (rnd (6))
    {
    case 0:
      return rnd (4);
    case 1:
      return 0xFFFFFFFFUL - rnd (4);
    case 2:
      return rnd32 ();
    default:
      return rnd32 () >> rnd (32);
    }
}

/* COUNT tags with pseudo-random algorithms and parameters, each of
   any length or value, formatted and parsed back: the writer and the
   reader must agree on every one.  */
static void
random_round_trips (int count)
{
  static unsigned char s_bytes[1024], n_bytes[1024];
  static size_t members[40];
  struct kc_params p;
  int i;
  size_t k;

  for (i = 0; i < count; i++)
    {
      kc_u32 which = rnd (KC_ALG_COUNT);
      enum kc_alg alg = (enum kc_alg) which;
      unsigned int flags = kc_info (alg)->flags;
      size_t n_members = 0;

      kc_params_default (&p, alg);
      if (flags & KC_P_XOF)
        /* Tags hold lengths up to 2^31 - 1 bits.  */
        p.out_len = (size_t) (1 + rnd_magnitude () % 0x0FFFFFFFUL);
      if (flags & KC_P_XOFMODE)
        p.xof = (int) rnd (2);
      p.custom_len = (size_t) rnd (rnd (2) ? 8 : sizeof s_bytes + 1);
      for (k = 0; k < p.custom_len; k++)
        s_bytes[k] = (unsigned char) rnd (256);
      p.custom = s_bytes;
      p.function_len = (size_t) rnd (rnd (2) ? 8 : sizeof n_bytes + 1);
      for (k = 0; k < p.function_len; k++)
        n_bytes[k] = (unsigned char) rnd (256);
      p.function = n_bytes;
      p.block_hi = rnd (3) ? rnd_magnitude () : 0;
      p.block_lo = rnd_magnitude ();
      if (p.block_hi == 0 && p.block_lo == 0)
        p.block_lo = 1;
      p.domain = (unsigned int) (1 + rnd (0x7F));
      if (flags & KC_P_TUPLE)
        {
          n_members = (size_t) rnd (sizeof members / sizeof members[0]);
          for (k = 0; k < n_members; k++)
            /* A size_t may have only 16 bits (DOS).  */
            members[k] = (size_t) (rnd_magnitude ()
                                   & (kc_u32) (size_t) -1);
        }
      round_trip (alg, &p, members, n_members);
    }
}

/* kc_decimal_parse must give HI and LO for TEXT, or fail if BAD.  */
static void
decimal (const char *text, int bad, kc_u32 hi, kc_u32 lo)
{
  kc_u32 h = 12345, l = 6789;
  int ok = kc_decimal_parse (text, strlen (text), &h, &l);
  check (bad ? !ok : ok && h == hi && l == lo, "decimal", text);
}

/* Parsing TEXT must give KC_TAG_SPELLED, for ALG (its XOF variant if
   XOF), the name being NAME_LEN bytes.  */
static void
spelled (const char *text, enum kc_alg alg, int xof, size_t name_len)
{
  char buf[256];
  struct kc_tag tag;
  strcpy (buf, text);
  check (kc_tag_parse (buf, strlen (buf), &tag) == KC_TAG_SPELLED
         && tag.alg == alg && !tag.params.xof == !xof
         && tag.name_len == name_len, "another spelling", text);
}

int
main (void)
{
  static unsigned char all[256];
  static const size_t members[3] = { 1, 0, 1000000 };
  struct kc_params p;
  struct kc_tag tag;
  char buf[64];
  int a, i;

  for (i = 0; i < 256; i++)
    all[i] = (unsigned char) i;

  /* Known tags.  */
  kc_params_default (&p, KC_SHA3_256);
  known (KC_SHA3_256, &p, NULL, 0, "SHA3-256");
  kc_params_default (&p, KC_KECCAK_512);
  known (KC_KECCAK_512, &p, NULL, 0, "KECCAK-512");
  kc_params_default (&p, KC_SHAKE128);
  known (KC_SHAKE128, &p, NULL, 0, "SHAKE128-256");
  kc_params_default (&p, KC_TURBOSHAKE128);
  p.domain = 0x0B;
  known (KC_TURBOSHAKE128, &p, NULL, 0, "TURBOSHAKE128-256,D=0x0B");
  kc_params_default (&p, KC_CSHAKE128);
  p.function = (const unsigned char *) "KMAC";
  p.function_len = 4;
  p.custom = (const unsigned char *) "my app, (v2) 100%=\\";
  p.custom_len = strlen ((const char *) p.custom);
  known (KC_CSHAKE128, &p, NULL, 0,
         "CSHAKE128-256,N=KMAC,S=my%20app%2C%20%28v2%29%20100%25%3D%5C");
  kc_params_default (&p, KC_KMAC256);
  p.xof = 1;
  p.out_len = 125;
  p.key = all;
  p.key_len = 32;
  known (KC_KMAC256, &p, NULL, 0, "KMACXOF256-1000");
  kc_params_default (&p, KC_PARALLELHASH128);
  known (KC_PARALLELHASH128, &p, NULL, 0, "PARALLELHASH128-256,B=8192");
  kc_params_default (&p, KC_TUPLEHASH256);
  p.xof = 1;
  known (KC_TUPLEHASH256, &p, members, 3,
         "TUPLEHASHXOF256-512,T=1.0.1000000");
  kc_params_default (&p, KC_M14);
  p.custom = all;
  p.custom_len = 3;
  known (KC_M14, &p, NULL, 0, "M14-512,S=%00%01%02");

  /* Every algorithm, with many values of every parameter it takes.  */
  for (a = 0; a < KC_ALG_COUNT; a++)
    for (i = 0; i < 40; i++)
      {
        unsigned int flags = kc_info ((enum kc_alg) a)->flags;
        kc_params_default (&p, (enum kc_alg) a);
        if (flags & KC_P_XOF)
          p.out_len = (size_t) (i * 37 + 1);
        if (flags & KC_P_XOFMODE)
          p.xof = i & 1;
        p.custom = all + i;
        p.custom_len = (size_t) (256 - i * 6);
        p.function = all + 255 - i;
        p.function_len = (size_t) i;
        p.block_hi = (kc_u32) (i * i) * 1234567UL;
        p.block_lo = (kc_u32) (i * i) * 97 + 1;
        p.domain = (unsigned int) (i * 3 + 1);
        round_trip ((enum kc_alg) a, &p, members,
                    (flags & KC_P_TUPLE) ? (size_t) (i % 4) : 0);
      }

  /* Parameters at their whole range: B up to 2^64 - 1 on every host
     (one block, whatever the file), lengths up to 2^31 - 1 bits.  */
  kc_params_default (&p, KC_PARALLELHASH256);
  p.block_hi = 0xFFFFFFFFUL;
  p.block_lo = 0xFFFFFFFFUL;
  known (KC_PARALLELHASH256, &p, NULL, 0,
         "PARALLELHASH256-512,B=18446744073709551615");
  p.block_hi = 23283UL;
  p.block_lo = 276447232UL;
  known (KC_PARALLELHASH256, &p, NULL, 0,
         "PARALLELHASH256-512,B=100000000000000");
  p.block_hi = 1;
  p.block_lo = 0;
  p.out_len = 0x0FFFFFFFUL;
  known (KC_PARALLELHASH256, &p, NULL, 0,
         "PARALLELHASH256-2147483640,B=4294967296");
  decimal ("0", 0, 0, 0);
  decimal ("4294967295", 0, 0, 0xFFFFFFFFUL);
  decimal ("4294967296", 0, 1, 0);
  decimal ("18446744073709551615", 0, 0xFFFFFFFFUL, 0xFFFFFFFFUL);
  decimal ("18446744073709551616", 1, 0, 0);
  decimal ("99999999999999999999", 1, 0, 0);
  decimal ("184467440737095516150", 1, 0, 0);
  decimal ("", 1, 0, 0);
  decimal ("01", 1, 0, 0);
  decimal ("1 ", 1, 0, 0);
  decimal ("-1", 1, 0, 0);

  /* Every name fits KC_TAG_NAME_MAX.  */
  for (a = 0; a < KC_ALG_COUNT; a++)
    {
      size_t n = kc_tag_name (buf, sizeof buf, (enum kc_alg) a, 1);
      check (n < KC_TAG_NAME_MAX && n == strlen (buf), "name length", buf);
    }
  check (kc_tag_name (buf, sizeof buf, KC_KMAC128, 1) == 10
         && strcmp (buf, "KMACXOF128") == 0, "XOF name", buf);
  check (kc_tag_name (buf, sizeof buf, KC_SHAKE128, 1) == 8
         && strcmp (buf, "SHAKE128") == 0, "XOF name", buf);

  random_round_trips (3000);

  /* What is parsed, and what is refused.  */
  parses ("SHA3-256", KC_TAG_OK);
  parses ("SHA256", KC_TAG_UNKNOWN);
  parses ("BLAKE2b-256", KC_TAG_UNKNOWN);
  parses ("SHA3", KC_TAG_UNKNOWN);
  parses ("SHA3-2560", KC_TAG_UNKNOWN);
  parses ("SHA3-256-256", KC_TAG_BAD);
  parses ("SHA3-256,S=x", KC_TAG_BAD);
  parses ("SHAKE128", KC_TAG_OK);
  parses ("SHAKE-128", KC_TAG_OK);
  parses ("SHAKE-256-512", KC_TAG_OK);
  parses ("SHAKE128-0", KC_TAG_BAD);
  parses ("SHAKE128-12", KC_TAG_BAD);
  parses ("SHAKE128-0256", KC_TAG_BAD);
  parses ("SHAKE128-", KC_TAG_BAD);
  parses ("SHAKE128-99999999999999999999", KC_TAG_BAD);
  parses ("SHAKE128-256,", KC_TAG_BAD);
  parses ("SHAKE128XOF-256", KC_TAG_UNKNOWN);
  parses ("KMACXOF128-256", KC_TAG_OK);
  parses ("CSHAKEXOF128-256", KC_TAG_UNKNOWN);
  parses ("CSHAKE128-256,S=a,S=b", KC_TAG_BAD);
  parses ("CSHAKE128-256,S=a b", KC_TAG_BAD);
  parses ("CSHAKE128-256,S=%4", KC_TAG_BAD);
  parses ("CSHAKE128-256,S=%zz", KC_TAG_BAD);
  parses ("CSHAKE128-256,S=%7e%7E", KC_TAG_OK);
  parses ("CSHAKE128-256,S=", KC_TAG_OK);
  parses ("CSHAKE128-256,X=1", KC_TAG_BAD);
  parses ("CSHAKE128-256,B=1", KC_TAG_BAD);
  parses ("CSHAKE128-256,S", KC_TAG_BAD);
  parses ("PARALLELHASH128-256,B=0", KC_TAG_BAD);
  parses ("PARALLELHASH128-256,B=01", KC_TAG_BAD);
  parses ("PARALLELHASH128-256,B=1", KC_TAG_OK);
  parses ("TURBOSHAKE128-256,D=0x80", KC_TAG_BAD);
  parses ("TURBOSHAKE128-256,D=0x00", KC_TAG_BAD);
  parses ("TURBOSHAKE128-256,D=0x7f", KC_TAG_OK);
  parses ("TURBOSHAKE128-256,D=11", KC_TAG_BAD);
  parses ("TUPLEHASH128-256,T=", KC_TAG_BAD);
  parses ("TUPLEHASH128-256,T=1..2", KC_TAG_BAD);
  parses ("TUPLEHASH128-256,T=1.2.", KC_TAG_BAD);
  parses ("TUPLEHASH128-256,T=1.02", KC_TAG_BAD);
  parses ("KT128-256,T=1", KC_TAG_BAD);
  parses ("PARALLELHASH128-256,B=18446744073709551615", KC_TAG_OK);
  parses ("PARALLELHASH128-256,B=18446744073709551616", KC_TAG_BAD);
  parses ("PARALLELHASH128-256,B=99999999999999999999", KC_TAG_BAD);
  parses ("SHAKE-128,S=x", KC_TAG_ALIAS_PARAMS);
  parses ("SHAKE-256-512,D=0x1F", KC_TAG_ALIAS_PARAMS);
  parses ("SHAKE-128,", KC_TAG_ALIAS_PARAMS);
  parses ("SHAKE-1280", KC_TAG_UNKNOWN);
  parses ("sha256", KC_TAG_UNKNOWN);
  parses ("shake", KC_TAG_UNKNOWN);
  parses ("sha3", KC_TAG_UNKNOWN);
  parses ("k12x", KC_TAG_UNKNOWN);
  parses ("-256", KC_TAG_UNKNOWN);
  spelled ("sha3-256", KC_SHA3_256, 0, 8);
  spelled ("Sha3-256,S=x", KC_SHA3_256, 0, 8);
  spelled ("shake128-256", KC_SHAKE128, 0, 8);
  spelled ("kmacxof128-1000", KC_KMAC128, 1, 10);
  spelled ("k12", KC_KT128, 0, 3);
  spelled ("KangarooTwelve-256", KC_KT128, 0, 14);
  spelled ("keccak256", KC_KECCAK_256, 0, 9);
  spelled ("marsupilamifourteen,S=a", KC_M14, 0, 19);

  /* The defaults of what a tag leaves out, and in-place decoding.  */
  strcpy (buf, "CSHAKE256-8,S=a%2Cb");
  check (kc_tag_parse (buf, strlen (buf), &tag) == KC_TAG_OK
         && tag.alg == KC_CSHAKE256 && tag.bits == 8
         && tag.given == KC_P_CUSTOM && tag.params.custom_len == 3
         && memcmp (tag.params.custom, "a,b", 3) == 0
         && tag.params.function_len == 0, "decode", "CSHAKE256-8,S=a%2Cb");
  strcpy (buf, "PARALLELHASHXOF256");
  check (kc_tag_parse (buf, strlen (buf), &tag) == KC_TAG_OK
         && tag.alg == KC_PARALLELHASH256 && tag.params.xof
         && tag.params.block_hi == 0 && tag.params.block_lo == 8192
         && tag.bits == 0,
         "defaults", "PARALLELHASHXOF256");
  strcpy (buf, "TURBOSHAKE256-512");
  check (kc_tag_parse (buf, strlen (buf), &tag) == KC_TAG_OK
         && tag.params.domain == 0x1F, "defaults", "TURBOSHAKE256-512");

  printf ("%d passed, %d failed\n", passed, failed);
  return failed != 0;
}
