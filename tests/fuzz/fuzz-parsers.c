/* fuzz-parsers.c -- libFuzzer target: the option argument parsers.

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

/* The command line of src/cli (ksum.c, options.c, keys.c and help.c)
   is compiled into this file with its main renamed and
   its calls of exit and error diverted here: an error with a nonzero
   status returns to the fuzzer by longjmp instead of ending the
   process, after its message has been formatted (so that a format
   that does not fit its arguments is caught by the sanitizers).

   Input: one byte choosing the parser, then its argument (up to the
   first NUL, as in argv).  Each parser is compared with a plain model
   written here: --length and --output-size take decimal digits only,
   positive, a multiple of 8 bits (the caller holds a digest line to
   KSUM_MAX_OUT_LEN bytes; --raw streams an XOF's output of any length);
   --threads 1 to 1024; --key and --customization-hex an even number of
   hex digits; --domain 0x01 to 0x7F; -a one of the names, in any case;
   a program name the longest program that ends it.  A result outside
   the model, or a refusal of something the model accepts, aborts.  */

#include <setjmp.h>

#define main ksum_main
#define exit fuzz_exit
#define error fuzz_error
#include "ksum.c"
#include "options.c"
#include "keys.c"
#include "help.c"
#undef main
#undef exit
#undef error

#include <stdarg.h>

static jmp_buf fuzz_env;

void
fuzz_exit (int status)
{
  longjmp (fuzz_env, status == 0 ? 2 : 1);
}

void
fuzz_error (int status, int errnum, char const *format, ...)
{
  char buf[4096];
  va_list ap;

  va_start (ap, format);
  vsnprintf (buf, sizeof buf, format, ap);
  va_end (ap);
  if (errnum)
    strerror (errnum);
  if (status)
    longjmp (fuzz_env, 1);
}

/* The model of a decimal argument: all digits, at least one, and a
   value that fits uintmax_t.  Set *N.  */
static bool
model_decimal (char const *s, uintmax_t *n)
{
  *n = 0;
  if (!*s)
    return false;
  for (; *s; s++)
    {
      if (!c_isdigit (*s))
        return false;
      if ((UINTMAX_MAX - (*s - '0')) / 10 < *n)
        return false;
      *n = *n * 10 + (*s - '0');
    }
  return true;
}

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (uint8_t const *data, size_t size);

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  (void) argc;
  set_program_name ((*argv)[0]);
  stderr = fopen ("/dev/null", "w");
  if (!stderr)
    abort ();
  return 0;
}

int
LLVMFuzzerTestOneInput (uint8_t const *data, size_t size)
{
  char *arg;
  int which, failed;
  uintmax_t n;
  bool valid;

  if (size < 1)
    return 0;
  which = data[0] % 8;
  arg = xmalloc (size);
  memcpy (arg, data + 1, size - 1);
  arg[size - 1] = '\0';

  failed = setjmp (fuzz_env);
  switch (which)
    {
    case 0:
    case 1:
      {
        bool bits = which == 0;
        valid = (model_decimal (arg, &n) && 0 < n
                 && (!bits || n % 8 == 0));
        if (!failed)
          {
            uintmax_t got = parse_length (arg, bits);
            if (!valid || got != (bits ? n / 8 : n))
              abort ();
          }
        else if (valid)
          abort ();
      }
      break;

    case 2:
      /* Multiplier suffixes make a model long; check plain numbers
         exactly and the rest for sanity.  */
      valid = model_decimal (arg, &n) && 0 < n && n <= UINT64_MAX;
      if (!failed)
        {
          uintmax_t got = parse_block_size (arg);
          if (got == 0 || (model_decimal (arg, &n) && got != n))
            abort ();
        }
      else if (valid)
        abort ();
      break;

    case 3:
      if (!failed)
        {
          unsigned int got = parse_domain (arg);
          if (got < 1 || 0x7f < got || !c_isdigit (arg[0]))
            abort ();
        }
      else if ((model_decimal (arg, &n) && 1 <= n && n <= 0x7f
                && arg[0] != '0')
               || (arg[0] == '0' && (arg[1] == 'x' || arg[1] == 'X')
                   && strlen (arg) == 4 && c_isxdigit (arg[2])
                   && c_isxdigit (arg[3]) && arg[2] <= '7'
                   && !(arg[2] == '0' && arg[3] == '0')))
        abort ();
      break;

    case 4:
      valid = model_decimal (arg, &n) && n <= 1024;      /* 0: all */
      if (!failed)
        {
          int got = parse_threads (arg);
          if (!valid || (uintmax_t) got != n)
            abort ();
        }
      else if (valid)
        abort ();
      break;

    case 5:
      {
        size_t len = strlen (arg), i, got_len = 0;
        unsigned char *got;
        valid = len % 2 == 0;
        for (i = 0; i < len; i++)
          valid &= c_isxdigit (arg[i]) != 0;
        got = decode_hex (arg, &got_len, plain_alloc);
        if ((got != NULL) != valid)
          abort ();
        if (got)
          {
            if (got_len != len / 2)
              abort ();
            for (i = 0; i < got_len; i++)
              {
                char two[3] = { arg[2 * i], arg[2 * i + 1], 0 };
                if (got[i] != strtoul (two, NULL, 16))
                  abort ();
              }
            free (got);
          }
      }
      break;

    case 6:
      {
        size_t i;
        valid = false;
        for (i = 0; i < ARRAY_CARDINALITY (algorithm_types); i++)
          valid |= c_strcasecmp (arg, algorithm_types[i].name) == 0;
        if (!failed)
          {
            struct kc_name const *got = parse_algorithm (arg);
            bool found = false;
            for (i = 0; i < ARRAY_CARDINALITY (algorithm_types); i++)
              found |= (&algorithm_types[i] == got
                        && c_strcasecmp (arg, algorithm_types[i].name) == 0);
            if (!found)
              abort ();
          }
        else if (valid)
          abort ();
      }
      break;

    default:
      {
        struct program const *got = find_program (arg);
        size_t len = strlen (arg), i;
        if (got)
          {
            size_t plen = strlen (got->name);
            if (len < plen || !STREQ (arg + len - plen, got->name))
              abort ();
          }
        for (i = 0; i < ARRAY_CARDINALITY (programs); i++)
          {
            size_t plen = strlen (programs[i].name);
            if (plen <= len && STREQ (arg + len - plen, programs[i].name)
                && (!got || strlen (got->name) < plen))
              abort ();
          }
      }
      break;
    }
  free (arg);
  return 0;
}
