/* backend.c -- the one file that names every permutation backend.

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

/* A backend is a row: a name, a single-state permutation, a leaf
   routine and the number of leaves that routine likes at once.  The
   modes receive one row and never ask what the CPU is; choosing the row
   is the front end's job.  */

#include "keccak.h"

/* Hash N_LEAVES leaves of LEAF_LEN bytes at IN one after another over
   BACKEND's single-state permutation (the kc_leaves_fn contract of
   p1600.h): absorb each from the zero state with the fast loop, pad with
   SUFFIX and pad10*1's last bit, permute, and extract CV_LEN bytes to
   CV + i*CV_LEN.  */
void
kc_leaves_serial (const struct kc_backend *backend, const unsigned char *in,
                  size_t leaf_len, size_t n_leaves, unsigned int rate,
                  unsigned int nr, unsigned int suffix, unsigned char *cv,
                  unsigned int cv_len)
{
  const struct kc_p1600_ops *p = backend->p1600;
  kc_p1600_state state;

  for (; n_leaves > 0; n_leaves--)
    {
      size_t done;
      unsigned int rest;

      p->init (&state);
      done = p->fast_loop_absorb (&state, rate / 8, in, leaf_len, nr);
      /* The fast loop leaves less than one block, but checking costs
         nothing and keeps a short-changing backend correct.  */
      while (leaf_len - done >= rate)
        {
          p->add_bytes (&state, in + done, 0, rate);
          p->permute (&state, nr);
          done += rate;
        }
      rest = (unsigned int) (leaf_len - done);
      p->add_bytes (&state, in + done, 0, rest);
      p->add_byte (&state, suffix, rest);
      p->add_byte (&state, 0x80u, rate - 1);
      p->permute (&state, nr);
      p->extract_bytes (&state, cv, 0, cv_len);
      in += leaf_len;
      cv += cv_len;
    }
}

/* Absorb N_BLOCKS blocks of RATE bytes into each of the N states at
   STATES from DATA[i], one state after another with BACKEND's fast loop
   (the kc_absorb_multi_fn contract of p1600.h).  */
void
kc_absorb_multi_serial (const struct kc_backend *backend,
                        kc_p1600_state *const *states,
                        const unsigned char *const *data, unsigned int n,
                        size_t n_blocks, unsigned int rate, unsigned int nr)
{
  const struct kc_p1600_ops *p = backend->p1600;
  size_t length = n_blocks * rate;
  unsigned int i;

  for (i = 0; i < n; i++)
    {
      size_t done = p->fast_loop_absorb (states[i], rate / 8, data[i],
                                         length, nr);
      /* As in kc_leaves_serial: a short-changing fast loop stays
         correct.  */
      for (; done < length; done += rate)
        {
          p->add_bytes (states[i], data[i] + done, 0, rate);
          p->permute (states[i], nr);
        }
    }
}

/* Hash N messages of one block each from the state TMPL, one after
   another over BACKEND's single-state permutation (the kc_one_block_fn
   contract of p1600.h).  */
void
kc_one_block_serial (const struct kc_backend *backend,
                     const kc_p1600_state *tmpl,
                     const unsigned char *const *msg, const size_t *len,
                     unsigned int n, const unsigned char *tb,
                     unsigned int tn, unsigned int suffix, unsigned int rate,
                     unsigned int nr, unsigned char *out,
                     unsigned int out_len)
{
  const struct kc_p1600_ops *p = backend->p1600;
  kc_p1600_state state;
  unsigned int i;

  for (i = 0; i < n; i++)
    {
      unsigned int l = (unsigned int) len[i];

      state = *tmpl;
      p->add_bytes (&state, msg[i], 0, l);
      p->add_bytes (&state, tb, l, tn);
      p->add_byte (&state, suffix, l + tn);
      p->add_byte (&state, 0x80u, rate - 1);
      p->permute (&state, nr);
      p->extract_bytes (&state, out, 0, out_len);
      out += out_len;
    }
}

/* The portable rows.  */
#ifdef KC_HAVE_U64
static const struct kc_backend kc_backend_64 = {
  "portable-64", &kc_p1600_64, kc_leaves_serial, 1, 0,
  kc_absorb_multi_serial, kc_one_block_serial
};
#endif
static const struct kc_backend kc_backend_32bi = {
  "portable-32bi", &kc_p1600_32bi, kc_leaves_serial, 1, 0,
  kc_absorb_multi_serial, kc_one_block_serial
};

/* The SIMD rows (src/engine/simd.mk builds their files, each with its
   own ISA flags; configure defines KC_WITH_AVX2 and KC_WITH_AVX512 for
   every file when it built them).  Nothing in these rows may run on a
   CPU without the ISA: kc_backend_for is the only gate.  The AVX2 row's
   single-state code is scalar BMI1/BMI2 code (p1600-avx2.c says why);
   the AVX-512 row's keeps one lane per xmm register.  */
#ifdef KC_WITH_AVX2
static const struct kc_backend kc_backend_avx2 = {
  "avx2", &kc_p1600_avx2, kc_leaves_x4_avx2, 4, KC_CPU_AVX2,
  kc_absorb_multi_x4_avx2, kc_one_block_x4_avx2
};
#endif
#ifdef KC_WITH_AVX512
static const struct kc_backend kc_backend_avx512 = {
  "avx512", &kc_p1600_avx512, kc_leaves_x8_avx512, 8,
  KC_CPU_AVX2 | KC_CPU_AVX512, kc_absorb_multi_x8_avx512,
  kc_one_block_x8_avx512
};
#endif

/* The AArch64 row: Armv8.2 SHA-3 instructions on NEON registers, one
   lane per register for one state, two states at once for the leaves
   and for many files (p1600-arm-sha3.c, p1600x2-arm-sha3.c).  */
#ifdef KC_WITH_ARM_SHA3
static const struct kc_backend kc_backend_arm_sha3 = {
  "arm-sha3", &kc_p1600_arm_sha3, kc_leaves_x2_arm_sha3, 2,
  KC_CPU_ARM_SHA3, kc_absorb_multi_x2_arm_sha3, kc_one_block_x2_arm_sha3
};
#endif

/* Every backend compiled in, then a null pointer: the portable ones
   first (they run on any CPU), then AVX2, then AVX-512.  A caller that
   walks this list must skip the SIMD rows the CPU lacks; the rows that
   kc_backend_for returns for the CPU's features (and for each subset of
   them) are the ones that may run.  */
const struct kc_backend *const kc_backends[] = {
#ifdef KC_HAVE_U64
  &kc_backend_64,
#endif
  &kc_backend_32bi,
#ifdef KC_WITH_AVX2
  &kc_backend_avx2,
#endif
#ifdef KC_WITH_AVX512
  &kc_backend_avx512,
#endif
#ifdef KC_WITH_ARM_SHA3
  &kc_backend_arm_sha3,
#endif
  0
};

/* The portable backend of this build: 64-bit lanes where a 64-bit type
   exists (not with KC_32BIT), else 32-bit bit-interleaved lanes.  */
const struct kc_backend *
kc_backend_portable (void)
{
#ifdef KC_HAVE_U64
  return &kc_backend_64;
#else
  return &kc_backend_32bi;
#endif
}

/* The fastest backend compiled in whose instructions FEATURES (a set of
   KC_CPU_* bits from the front end's CPU probe) allows: AVX-512 needs
   KC_CPU_AVX512, AVX2 needs KC_CPU_AVX2, arm-sha3 needs
   KC_CPU_ARM_SHA3, and the portable backend needs nothing.  The only
   place where the engine looks at CPU features.  */
const struct kc_backend *
kc_backend_for (unsigned int features)
{
#ifdef KC_WITH_AVX512
  if (features & KC_CPU_AVX512)
    return &kc_backend_avx512;
#endif
#ifdef KC_WITH_AVX2
  if (features & KC_CPU_AVX2)
    return &kc_backend_avx2;
#endif
#ifdef KC_WITH_ARM_SHA3
  if (features & KC_CPU_ARM_SHA3)
    return &kc_backend_arm_sha3;
#endif
  (void) features;
  return kc_backend_portable ();
}
