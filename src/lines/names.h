/* names.h -- the names users give the algorithms.

   Copyright (C) 2026 The ksum authors.
   This file is free software; see COPYING (GPLv3+).

   The rows of names.def (-a NAME, --NAME, the families sha3 and
   keccak), for both front ends and for the tags of checksum lines
   (sumtag.c), which name another spelling in a diagnostic.  C89,
   bcc-safe, no stdio, no malloc, no gnulib, no state.  */

#ifndef KC_NAMES_H
#define KC_NAMES_H

#include "keccak.h"

/* A row of names.def: NAME selects ALG, or (ALG == KC_ALG_COUNT) the
   FAMILY whose member the output length chooses.  */
struct kc_name
{
  const char *name;
  unsigned char alg;            /* enum kc_alg, or KC_ALG_COUNT */
  unsigned char family;         /* enum kc_family */
};

/* The rows of names.def, in order, then a row with a null NAME.  */
extern const struct kc_name kc_names[];

/* Return the row of kc_names whose name is NAME in any case (ASCII),
   or a null pointer.  */
const struct kc_name *kc_name_find (const char *name);

/* Return the member of FAMILY (enum kc_family) whose output length is
   OUT_LEN bytes, or KC_ALG_COUNT if there is none.  */
enum kc_alg kc_family_member (int family, unsigned long out_len);

#endif /* KC_NAMES_H */
