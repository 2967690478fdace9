/* verdict.c -- what --check decides about each checksum line, and at
   the end of a check file (verdict.h).

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

/* The order of the checks, and what is counted, follow GNU coreutils'
   sha256sum/cksum --check; what ksum adds is the refusal of a line
   that cannot be checked with what the command line gives: nothing
   given is ignored, no line is checked without it or with one value
   instead of another.  */

#include <string.h>

#include "verdict.h"

/* The options that a line's algorithm must take when they are given,
   in the order they are looked for: the key is apart, and -l and -n
   are the length's business (the line's digest gives it).  */
static const struct kc_flag_option line_options[] = {
  {KC_P_CUSTOM, "--customization"},
  {KC_P_FUNCTION, "--function"},
  {KC_P_BLOCK, "--block-size"},
  {KC_P_XOFMODE, "--xof"},
  {KC_P_DOMAIN, "--domain"},
  {KC_P_TUPLE, "--tuple"},
  {0, 0}
};

const struct kc_flag_option kc_untold_options[] = {
  {KC_P_FUNCTION, "--function"},
  {KC_P_CUSTOM, "--customization"},
  {KC_P_BLOCK, "--block-size"},
  {KC_P_DOMAIN, "--domain"},
  {KC_P_XOFMODE, "--xof"},
  {0, 0}
};

unsigned int
kc_untold_flags (enum kc_alg alg)
{
  unsigned int flags = 0;
  int i;

  for (i = 0; kc_untold_options[i].name; i++)
    flags |= kc_untold_options[i].flag;
  return kc_info (alg)->flags & flags;
}

/* Return nonzero if the N bytes at A and the M at B are the same.  */
static int
same_bytes (const unsigned char *a, size_t n, const unsigned char *b,
            size_t m)
{
  return n == m && (n == 0 || memcmp ((void *) a, (void *) b, n) == 0);
}

/* Return nonzero if O takes the line L: ksum -c takes every tag line;
   a named program, or ksum -a, only lines of its algorithm (or of its
   family's members), so that a line of another, weaker algorithm is
   no way around it.  */
static int
accepted (const struct kc_check_opts *o, const struct kc_sumline *l)
{
  if (!l->tagged || !o->chosen)
    return 1;
  if (0 <= o->family)
    return (int) kc_info (l->alg)->family == o->family;
  return l->alg == o->alg;
}

/* Return nonzero if the line L names "-", as its file or as a member
   of its tuple.  */
static int
names_dash (const struct kc_sumline *l)
{
  const char *p = l->file_name;
  const char *t;
  size_t i, m;

  if (!(l->tagged && (l->tag.given & KC_P_TUPLE)))
    return p[0] == '-' && p[1] == '\0';
  t = l->tag.members;
  for (i = 0; i < l->tag.n_members; i++)
    {
      m = kc_tag_next_member (&l->tag, &t);
      if (m == 1 && p[0] == '-')
        return 1;
      p += m + 1;
    }
  return 0;
}

/* Return the option among O's that says otherwise than the tag of the
   line L (whose algorithm takes the KC_P_* FLAGS), or a null
   pointer.  */
static const char *
conflict (const struct kc_check_opts *o, const struct kc_sumline *l,
          unsigned int flags)
{
  const struct kc_params *cmd = o->params;
  const struct kc_params *t = &l->tag.params;
  unsigned int given = o->given & flags;

  if (!l->tagged)
    return 0;
  if ((given & KC_P_CUSTOM)
      && !same_bytes (cmd->custom, cmd->custom_len, t->custom,
                      t->custom_len))
    return "--customization";
  if ((given & KC_P_FUNCTION)
      && !same_bytes (cmd->function, cmd->function_len, t->function,
                      t->function_len))
    return "--function";
  if ((given & KC_P_BLOCK)
      && (cmd->block_hi != t->block_hi || cmd->block_lo != t->block_lo))
    return "--block-size";
  if ((given & KC_P_DOMAIN) && cmd->domain != t->domain)
    return "--domain";
  if ((given & KC_P_XOFMODE) && cmd->xof != t->xof)
    return "--xof";
  return 0;
}

int
kc_check_line (const struct kc_check_opts *o, char *s, size_t s_len,
               struct kc_sumline *l, int *bsd_reversed,
               const char **option)
{
  unsigned int flags;
  int i;

  if (!kc_split_line (s, s_len, l, o->alg, o->untagged_ok, o->family,
                      bsd_reversed, o->max_out)
      || !accepted (o, l) || (o->stdin_file && names_dash (l)))
    return KC_LINE_IMPROPER;

  flags = kc_info (l->alg)->flags;
  if ((o->given & KC_P_KEY) && !(flags & KC_P_KEY))
    return KC_LINE_KEY_UNUSED;
  for (i = 0; line_options[i].name; i++)
    if (o->given & ~flags & line_options[i].flag)
      {
        *option = line_options[i].name;
        return KC_LINE_UNSUPPORTED;
      }
  *option = conflict (o, l, flags);
  if (*option)
    return KC_LINE_CONFLICT;
  if ((flags & KC_P_KEY) && !(o->given & KC_P_KEY))
    return KC_LINE_NO_KEY;
  return KC_LINE_CHECK;
}

int
kc_improper_say (const struct kc_check_opts *o, const struct kc_sumline *l)
{
  int say = (!o->untagged_ok || o->warn) && !o->status_only;

  if (say && l->tag_error == KC_TAG_SPELLED)
    return KC_SAY_SPELLED;
  if (say && l->tag_error == KC_TAG_ALIAS_PARAMS)
    return KC_SAY_ALIAS_PARAMS;
  if (l->unknown && !o->untagged_ok && !o->status_only)
    return KC_SAY_UNKNOWN;
  if (o->warn)
    return KC_SAY_IMPROPER;
  return KC_SAY_NOTHING;
}

/* Add one to the count I of C, unless it is at its largest.  */
static void
bump (struct kc_check_counts *c, int i)
{
  if (c->n[i] != (unsigned long) -1L)
    c->n[i]++;
}

void
kc_check_count (struct kc_check_counts *c, const struct kc_check_opts *o,
                const struct kc_sumline *l, int verdict, int outcome)
{
  unsigned int untold;

  if (verdict == KC_LINE_IMPROPER)
    {
      bump (c, KC_COUNT_IMPROPER);
      return;
    }
  c->proper = 1;
  if (verdict != KC_LINE_CHECK)
    bump (c, KC_COUNT_REFUSED);
  else if (outcome == KC_OUT_UNREADABLE)
    bump (c, KC_COUNT_UNREADABLE);
  else if (outcome == KC_OUT_MATCHED || outcome == KC_OUT_MISMATCHED)
    {
      if (l->out_len < (unsigned long) KC_SHORT_DIGEST)
        bump (c, KC_COUNT_SHORT);
      if (outcome == KC_OUT_MATCHED)
        c->matched = 1;
      else
        {
          bump (c, KC_COUNT_MISMATCHED);
          untold = kc_untold_flags (l->alg);
          if (!l->tagged && untold && !(o->given & untold))
            bump (c, KC_COUNT_UNTOLD);
        }
    }
}

int
kc_check_ok (const struct kc_check_counts *c, int strict)
{
  return (c->proper && c->matched
          && c->n[KC_COUNT_MISMATCHED] == 0UL
          && c->n[KC_COUNT_UNREADABLE] == 0UL
          && c->n[KC_COUNT_REFUSED] == 0UL
          && (!strict || (c->n[KC_COUNT_IMPROPER] == 0UL
                          && c->n[KC_COUNT_SHORT] == 0UL)));
}
