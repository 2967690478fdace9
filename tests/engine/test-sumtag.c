/* test-sumtag.c -- the tags of checksum lines (src/engine/sumtag.h).

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
   parameter values written and parsed back to the same values; tags
   that must be refused, and how.  Prints "N passed, N failed".  This
   is a test, not engine code: it may use stdio.  C89.  */

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
  static char buf[4096];
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
  ok = kc_tag_parse (buf, n, &tag) == KC_TAG_OK && tag.alg == alg;
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
    ok = tag.params.block_size == p->block_size;
  if (ok && (flags & KC_P_DOMAIN))
    ok = tag.params.domain == p->domain;
  if (ok)
    ok = tag.n_members == n_members;
  if (ok && n_members)
    {
      const char *t = tag.members;
      for (i = 0; ok && i < n_members; i++)
        ok = kc_tag_next_member (&t) == members[i];
    }
  check (ok, "round trip", kc_info (alg)->name);
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
        p.block_size = (size_t) (i * i * 97 + 1);
        p.domain = (unsigned int) (i * 3 + 1);
        round_trip ((enum kc_alg) a, &p, members,
                    (flags & KC_P_TUPLE) ? (size_t) (i % 4) : 0);
      }

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
         && tag.params.block_size == 8192 && tag.bits == 0,
         "defaults", "PARALLELHASHXOF256");
  strcpy (buf, "TURBOSHAKE256-512");
  check (kc_tag_parse (buf, strlen (buf), &tag) == KC_TAG_OK
         && tag.params.domain == 0x1F, "defaults", "TURBOSHAKE256-512");

  printf ("%d passed, %d failed\n", passed, failed);
  return failed != 0;
}
