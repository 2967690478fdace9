/* hex.h -- hexadecimal digits, as users and checksum lines write them.

   Copyright (C) 2026 The ksum authors.
   This file is free software; see COPYING (GPLv3+).

   For both front ends (keys, --customization-hex, -s's hex messages)
   and for the line formats (digests, the %XX of tags).  C89, bcc-safe,
   no stdio, no malloc, no gnulib, no state, and no character class
   function of the C library, whose results depend on the locale.  */

#ifndef KC_HEX_H
#define KC_HEX_H

#include <stddef.h>

/* Return the value of the hexadecimal digit C, or -1.  */
int kc_hex_value (int c);

/* Decode the 2 * N hexadecimal digits at HEX into the N bytes at OUT.
   Return 0, or -1 (OUT partly written) if one is not a hex digit.  */
int kc_hex_decode (const char *hex, size_t n, unsigned char *out);

#endif /* KC_HEX_H */
