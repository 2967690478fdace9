/* names.c -- the names users give the algorithms (names.h).

   Copyright (C) 2026 The ksum authors.
   This file is free software; see COPYING (GPLv3+).  */

#include "names.h"

const struct kc_name kc_names[] = {
#define KC_NAME(name, alg, family) { name, alg, family },
#include "names.def"
#undef KC_NAME
  { 0, 0, 0 }
};

/* C89's static assertion, which bcc takes: a duplicate case label is
   an error.  Every algorithm and family number must fit the unsigned
   char of struct kc_name, and the families must leave NONE first.  */
static void
kc_name_checks (int x)
{
  switch (x)
    {
    case 0:
    case KC_ALG_COUNT <= 255:
    case KC_FAMILY_NONE == 0 ? 2 : 0:
      break;
    }
}

/* Return C in lower case, if it is an ASCII letter.  */
static int
lower (int c)
{
  return 'A' <= c && c <= 'Z' ? c - 'A' + 'a' : c;
}

const struct kc_name *
kc_name_find (const char *name)
{
  const struct kc_name *row;

  (void) kc_name_checks;
  for (row = kc_names; row->name; row++)
    {
      const char *a = name, *b = row->name;
      while (*a && lower ((unsigned char) *a) == *b)
        a++, b++;
      if (!*a && !*b)
        return row;
    }
  return 0;
}

enum kc_alg
kc_family_member (int family, unsigned long out_len)
{
  int a;

  if (family == KC_FAMILY_NONE)
    return KC_ALG_COUNT;
  for (a = 0; a < KC_ALG_COUNT; a++)
    if (kc_info ((enum kc_alg) a)->family == family
        && kc_info ((enum kc_alg) a)->out_len == out_len)
      return (enum kc_alg) a;
  return KC_ALG_COUNT;
}
