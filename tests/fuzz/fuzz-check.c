/* fuzz-check.c -- libFuzzer target: the check-file parser of ksum -c.

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

/* src/cli/check.c is compiled into this file, so that its static
   digest_matches can be called directly.  Input: two bytes of settings (the
   --warn, --strict, --quiet, --status, --ignore-missing flags, the
   program's algorithm, whether untagged lines are accepted, ksum -a
   sha3/keccak), then the check file, checked with those settings.

   1. Every line goes through kc_split_line in a buffer of exactly its size
      (so that ASan sees any read past it), and a line it accepts must
      make sense: a known algorithm, a length that algorithm can have,
      a file name and a digest inside the line, a digest of exactly
      the right form (hex digits, or base64 that gnulib's decoder
      decodes to the right number of bytes), and digest_matches must
      accept the true digest and refuse a wrong one.
   2. The whole input is then written to a file and checked with
      digest_check, with a stand-in for digest_file (below) so that no
      real file is opened: the "contents" of a file is its name, and
      names starting with 'm' are missing, 'e' cannot be read.  */

#include "check.c"
#include "names.h"

static char check_path[] = "/tmp/ksum-fuzz-check-XXXXXX";

/* The settings of the run being fuzzed.  */
static struct ksum_settings settings;

/* The stand-in for digest.c's digest_file (which fuzz.mk compiles
   under another name): check what check.c hands over, then hash the
   name itself.  */
bool
digest_file (struct ksum_settings const *s, struct kc_params const *p,
             char const *filename, int *binary, enum kc_alg alg,
             size_t out_len, unsigned char *out, bool *missing)
{
  struct kc_params params = p ? *p : s->params;
  struct kc_info const *info;

  (void) binary;
  if (!(0 <= (int) alg && alg < KC_ALG_COUNT))
    abort ();
  info = kc_info (alg);
  if (out_len == 0 || KSUM_MAX_OUT_LEN < out_len
      || (!(info->flags & KC_P_XOF) && out_len != info->out_len))
    abort ();
  *missing = false;
  if (filename[0] == 'm')
    {
      if (s->ignore_missing)
        {
          *missing = true;
          return true;
        }
      error (0, ENOENT, "%s", quotef (filename));
      return false;
    }
  if (filename[0] == 'e')
    {
      error (0, EIO, "%s", quotef (filename));
      return false;
    }
  params.out_len = out_len;
  kc_hash (s->backend, alg, &params, filename,
           strlen (filename), out, out_len);
  return true;
}

/* Abort unless L, accepted by kc_split_line from the LEN-byte line at
   BUF, describes a sound check.  */
static void
check_line_sane (struct kc_sumline *l, char *buf, size_t len)
{
  struct kc_info const *info;
  unsigned char *bin, *other;
  char *end = buf + len;

  if (!(0 <= (int) l->alg && l->alg < KC_ALG_COUNT))
    abort ();
  info = kc_info (l->alg);
  if (l->out_len == 0 || KSUM_MAX_OUT_LEN < l->out_len
      || (!(info->flags & KC_P_XOF) && l->out_len != info->out_len))
    abort ();
  if (!(buf <= l->file_name && l->file_name <= end)
      || strlen (l->file_name) > (size_t) (end - l->file_name))
    abort ();
  if (!(buf <= l->digest && l->digest + l->d_len <= end))
    abort ();
  if (l->b64)
    {
      char *dec;
      idx_t dec_len;
      if (l->d_len != (size_t) BASE64_LENGTH (l->out_len)
          || !base64_decode_alloc ((char const *) l->digest, l->d_len,
                                   &dec, &dec_len)
          || (size_t) dec_len != l->out_len)
        abort ();
      free (dec);
    }
  else
    {
      size_t i;
      if (l->d_len != 2 * l->out_len)
        abort ();
      for (i = 0; i < l->d_len; i++)
        if (!c_isxdigit (l->digest[i]))
          abort ();
    }

  /* The digest the line states, as bytes; it must match, and the same
     bytes with one bit flipped must not.  */
  bin = xmalloc (l->out_len);
  other = xmalloc (l->out_len);
  if (l->b64)
    {
      char *dec;
      idx_t dec_len;
      base64_decode_alloc ((char const *) l->digest, l->d_len, &dec,
                           &dec_len);
      memcpy (bin, dec, l->out_len);
      free (dec);
    }
  else
    {
      size_t i;
      for (i = 0; i < l->out_len; i++)
        {
          char two[3] = { (char) l->digest[2 * i],
                          (char) l->digest[2 * i + 1], 0 };
          bin[i] = (unsigned char) strtoul (two, NULL, 16);
        }
    }
  memcpy (other, bin, l->out_len);
  other[l->out_len - 1] ^= 1;
  /* Base64 text with nonzero unused bits decodes to BIN but is not its
     encoding, so it need not match; everything else must.  */
  if (!digest_matches (l, bin))
    {
      char *enc = xmalloc (BASE64_LENGTH (l->out_len) + 1);
      base64_encode ((char const *) bin, l->out_len, enc,
                     BASE64_LENGTH (l->out_len) + 1);
      if (!l->b64 || strcmp (enc, (char const *) l->digest) == 0)
        abort ();
      free (enc);
    }
  if (digest_matches (l, other))
    abort ();
  free (bin);
  free (other);
}

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (uint8_t const *data, size_t size);

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  int fd;

  (void) argc;
  set_program_name ((*argv)[0]);
  /* Diagnostics and results go nowhere; sanitizer reports are written
     to descriptor 2 directly and still appear.  */
  if (!freopen ("/dev/null", "w", stdout))
    abort ();
  stderr = fopen ("/dev/null", "w");
  if (!stderr)
    abort ();
  fd = mkstemp (check_path);
  if (fd < 0)
    abort ();
  close (fd);
  settings.backend = kc_backend_portable ();
  settings.delim = '\n';
  settings.threads = 1;
  kc_params_default (&settings.params, KC_SHA3_256);
  return 0;
}

int
LLVMFuzzerTestOneInput (uint8_t const *data, size_t size)
{
  enum kc_alg default_alg;
  bool untagged_ok;
  uint8_t const *p, *end = data + size;
  FILE *f;

  if (size < 2)
    return 0;
  settings.warn = data[0] & 1;
  settings.strict = data[0] & 2;
  settings.quiet = data[0] & 4;
  settings.status_only = data[0] & 8;
  settings.ignore_missing = data[0] & 16;
  untagged_ok = !(data[0] & 32);
  default_alg = data[1] % KC_ALG_COUNT;
  settings.check_family = -1;
  if (data[0] & 64)
    {
      settings.check_family = (data[0] & 128 ? KC_FAMILY_KECCAK
                               : KC_FAMILY_SHA3);
      default_alg = kc_family_member (settings.check_family, 32);
    }
  data += 2;

  /* 1. Line by line, as digest_check cuts them.  */
  for (p = data; p < end; )
    {
      uint8_t const *nl = memchr (p, '\n', end - p);
      uint8_t const *line_end = nl ? nl : end;
      size_t len = line_end - p;
      char *buf = xmalloc (len + 1);
      struct kc_sumline l;

      memcpy (buf, p, len);
      if (len && buf[len - 1] == '\r')
        len--;
      buf[len] = '\0';
      bsd_reversed = -1;
      if (len != 0 && buf[0] != '#'
          && kc_split_line (buf, len, &l, default_alg, untagged_ok,
                            settings.check_family, &bsd_reversed,
                            KSUM_MAX_OUT_LEN))
        check_line_sane (&l, buf, len);
      free (buf);
      p = line_end + (nl != NULL);
    }

  /* 2. The whole file through digest_check.  */
  f = fopen (check_path, "w");
  if (!f || fwrite (data, 1, end - data, f) != (size_t) (end - data)
      || fclose (f) != 0)
    abort ();
  bsd_reversed = -1;
  digest_check (&settings, check_path, default_alg, untagged_ok);
  return 0;
}
