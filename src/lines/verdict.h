/* verdict.h -- what --check decides about each checksum line, and at
   the end of a check file.

   Copyright (C) 2026 The ksum authors.
   This file is free software; see COPYING (GPLv3+).

   Both front ends read a line with kc_check_line, which splits it
   (sumline.h) and says whether to check it, to count it as improperly
   formatted, or to refuse it because of what the command line gives;
   they count what became of it with kc_check_count and end with
   kc_check_ok.  They only print what these functions decide, in their
   own words (the GNU front end translates them), so that a line is
   judged alike everywhere.  C89, bcc-safe, no stdio, no malloc, no
   gnulib, no state.  */

#ifndef KC_VERDICT_H
#define KC_VERDICT_H

#include "keccak.h"
#include "sumline.h"

/* What the command line gives a check: the same for every line of a
   check file.  */
struct kc_check_opts
{
  enum kc_alg alg;              /* the algorithm of untagged lines, and
                                   the name of "improperly formatted" */
  int family;                   /* -a FAMILY: enum kc_family, or -1 */
  int chosen;                   /* a named program or ksum -a: only the
                                   tag lines of ALG (or of FAMILY's
                                   members) are accepted */
  int untagged_ok;              /* untagged lines are accepted, as lines
                                   of ALG (or FAMILY), and improperly
                                   formatted lines are only reported
                                   under --warn; the CLI's ksum -c, like
                                   cksum, takes tag lines only */
  unsigned int given;           /* KC_P_* of the parameter options
                                   given, KC_P_KEY for a key */
  const struct kc_params *params;  /* their values */
  int stdin_file;               /* the check file is standard input */
  int warn;                     /* --warn */
  int status_only;              /* --status */
  unsigned long max_out;        /* the longest digest, in bytes */
};

/* kc_check_line's verdicts.  */
#define KC_LINE_CHECK 0         /* check it                              */
#define KC_LINE_IMPROPER 1      /* improperly formatted                  */
#define KC_LINE_KEY_UNUSED 2    /* a key was given, the line takes none  */
#define KC_LINE_UNSUPPORTED 3   /* an option its algorithm does not take */
#define KC_LINE_CONFLICT 4      /* an option that says otherwise         */
#define KC_LINE_NO_KEY 5        /* a KMAC line, and no key was given     */

/* Split the line S of S_LEN bytes (as kc_split_line, with O's
   algorithm, family and *BSD_REVERSED) into L and judge it under O.
   Return a KC_LINE_* verdict; for KC_LINE_UNSUPPORTED and
   KC_LINE_CONFLICT, set *OPTION to the long option concerned
   ("--customization").  A line of standard input's check file that
   names "-" (as its file or a member of its tuple) is improperly
   formatted, as in GNU sha256sum.  S is modified.  */
int kc_check_line (const struct kc_check_opts *o, char *s, size_t s_len,
                   struct kc_sumline *l, int *bsd_reversed,
                   const char **option);

/* What to say of an improperly formatted line L under O.  */
#define KC_SAY_NOTHING 0
#define KC_SAY_SPELLED 1        /* L->unknown spells L->tag.alg's name   */
#define KC_SAY_ALIAS_PARAMS 2   /* parameters in an OpenSSL-style line   */
#define KC_SAY_UNKNOWN 3        /* unknown algorithm L->unknown          */
#define KC_SAY_IMPROPER 4       /* improperly formatted O->alg line      */
int kc_improper_say (const struct kc_check_opts *o,
                     const struct kc_sumline *l);

/* What became of a line that kc_check_line gave to check.  */
#define KC_OUT_MATCHED 0
#define KC_OUT_MISMATCHED 1
#define KC_OUT_UNREADABLE 2     /* FAILED open or read                   */
#define KC_OUT_SKIPPED 3        /* missing, and --ignore-missing         */

/* The counts of a check file, in the order of the warnings that end
   it: N[KC_COUNT_IMPROPER] lines are improperly formatted, ...  */
#define KC_COUNT_IMPROPER 0
#define KC_COUNT_UNREADABLE 1   /* listed files could not be read        */
#define KC_COUNT_MISMATCHED 2   /* computed checksums did NOT match      */
#define KC_COUNT_REFUSED 3      /* lines were not checked                */
#define KC_COUNT_UNTOLD 4       /* untagged lines that did not match     */
                                /* with the default parameters, which    */
                                /* options could have changed            */
#define KC_COUNT_SHORT 5        /* digests shorter than KC_SHORT_DIGEST  */
#define KC_COUNTS 6
struct kc_check_counts
{
  unsigned long n[KC_COUNTS];   /* they stop at ULONG_MAX */
  int proper;                   /* a line was properly formatted */
  int matched;                  /* a line matched */
};

/* A digest shorter than this (in bytes) is reported, and fails the
   run under --strict: 128 bits is the least that resists a search for
   another file with the same digest.  */
#define KC_SHORT_DIGEST 16

/* Count in *C the line L of the verdict VERDICT and, if VERDICT is
   KC_LINE_CHECK, of the KC_OUT_* OUTCOME (else ignored), under O.
   C starts zeroed for each check file.  */
void kc_check_count (struct kc_check_counts *c,
                     const struct kc_check_opts *o,
                     const struct kc_sumline *l, int verdict, int outcome);

/* Return nonzero if a check file with the counts C passes (--strict
   if STRICT): a line was properly formatted and matched, and every
   listed file was read, matched and checked.  */
int kc_check_ok (const struct kc_check_counts *c, int strict);

/* A parameter option: its KC_P_* flag and its long name.  */
struct kc_flag_option
{
  unsigned int flag;
  const char *name;
};

/* The parameters that an untagged line cannot say (its tag would),
   with their options, in the order the KC_COUNT_UNTOLD warning names
   them, then a row with a null NAME.  */
extern const struct kc_flag_option kc_untold_options[];

/* Return the KC_P_* flags of the parameters of ALG that an untagged
   line cannot say.  */
unsigned int kc_untold_flags (enum kc_alg alg);

#endif /* KC_VERDICT_H */
