/* hex.c -- hexadecimal digits (hex.h).

   Copyright (C) 2026 The ksum authors.
   This file is free software; see COPYING (GPLv3+).  */

#include "hex.h"

int
kc_hex_value (int c)
{
  if ('0' <= c && c <= '9')
    return c - '0';
  if ('a' <= c && c <= 'f')
    return c - 'a' + 10;
  if ('A' <= c && c <= 'F')
    return c - 'A' + 10;
  return -1;
}

int
kc_hex_decode (const char *hex, size_t n, unsigned char *out)
{
  size_t i;

  for (i = 0; i < n; i++)
    {
      int hi = kc_hex_value ((unsigned char) hex[2 * i]);
      int lo = kc_hex_value ((unsigned char) hex[2 * i + 1]);
      if (hi < 0 || lo < 0)
        return -1;
      out[i] = (unsigned char) (hi << 4 | lo);
    }
  return 0;
}
