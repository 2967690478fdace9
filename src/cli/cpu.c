/* cpu.c -- which SIMD backend the CPU and the OS allow.

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

/* Debian's gnulib has no cpu-supports module yet, so this is our small
   equivalent of it: cpuid for what the CPU implements, xgetbv for what
   the OS saves (an instruction the OS does not save the registers of
   must not be used even if the CPU has it), and GLIBC_TUNABLES so that
   the fallbacks can be forced as with coreutils:

     GLIBC_TUNABLES=glibc.cpu.hwcaps=-AVX512F,-AVX2 ksum ...

   runs the portable code, -AVX512F alone the AVX2 code.  On AArch64
   Linux, the kernel's AT_HWCAP (getauxval) says whether the Armv8.2
   SHA-3 instructions may run, and -SHA3 (or -ASIMD) hides them: the
   names are those of glibc's HWCAP_* macros, as gnulib's cpu-supports
   spells them for AArch64 (-PMULL, -ASIMD); glibc itself reads no
   glibc.cpu.hwcaps on AArch64.  Plain C99 with getenv, no gnulib: the
   engine tests compile this file too.  */

#include <config.h>

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "cpu.h"

#if (defined __x86_64__ || defined __i386__) && defined HAVE_CPUID_H \
    && defined __GNUC__
# include <cpuid.h>
# define KSUM_X86 1
#endif

#if defined __aarch64__ && defined KC_WITH_ARM_SHA3
# include <sys/auxv.h>
# define KSUM_ARM_SHA3 1
#endif

#if defined KSUM_X86 || defined KSUM_ARM_SHA3
/* Whether the glibc.cpu.hwcaps tunable in the environment disables the
   feature NAME (glibc's spelling: "AVX2", "AVX512F", ...).
   GLIBC_TUNABLES is a colon-separated list of NAME=VALUE tunables; glibc
   uses the last glibc.cpu.hwcaps among them, whose value is a
   comma-separated list of features, each disabled by a leading '-'
   (enabling with no '-' cannot add what the CPU lacks, so it is
   ignored here).  Names match whole and case-sensitively, as in glibc.

   This follows glibc and gnulib's cpu-supports in that each name
   disables that feature only.  glibc itself keeps AVX-512 F usable
   after -AVX2; ksum's AVX-512 backend, however, is compiled with AVX2
   (and BMI2) enabled, so the caller treats a disabled AVX2 as
   disabling the AVX-512 backend too.  */
static bool
hwcap_disabled (char const *name)
{
  static char const key[] = "glibc.cpu.hwcaps=";
  char const *env = getenv ("GLIBC_TUNABLES");
  char const *value = NULL;
  char const *p;
  size_t name_len = strlen (name);

  if (!env)
    return false;

  /* Find the value of the last glibc.cpu.hwcaps tunable.  */
  for (p = env; *p; )
    {
      char const *end = strchr (p, ':');
      if (!end)
        end = p + strlen (p);
      if ((size_t) (end - p) >= sizeof key - 1
          && memcmp (p, key, sizeof key - 1) == 0)
        value = p + sizeof key - 1;
      p = *end ? end + 1 : end;
    }
  if (!value)
    return false;

  /* Look for "-NAME" as one item of its comma-separated list.  */
  for (p = value; *p && *p != ':'; )
    {
      size_t len = strcspn (p, ",:");
      if (len == name_len + 1 && p[0] == '-'
          && memcmp (p + 1, name, name_len) == 0)
        return true;
      p += len;
      if (*p == ',')
        p++;
    }
  return false;
}
#endif

#ifdef KSUM_X86
/* The OS-enabled state components (XCR0), read with xgetbv; the caller
   has checked that the OS set CR4.OSXSAVE.  */
static unsigned long long
read_xcr0 (void)
{
  unsigned int lo, hi;

  __asm__ __volatile__ ("xgetbv" : "=a" (lo), "=d" (hi) : "c" (0));
  return ((unsigned long long) hi << 32) | lo;
}
#endif

unsigned int
ksum_cpu_features (void)
{
  unsigned int features = 0;
#ifdef KSUM_X86
  unsigned int eax, ebx, ecx, edx;
  unsigned long long xcr0;
  bool avx2, avx512;

  if (!__get_cpuid (1, &eax, &ebx, &ecx, &edx))
    return 0;
  /* OSXSAVE (the OS manages XSAVE state, so xgetbv works) and AVX.  */
  if (!(ecx & bit_OSXSAVE) || !(ecx & bit_AVX))
    return 0;
  xcr0 = read_xcr0 ();
  /* XMM and YMM state (bits 1 and 2).  */
  if ((xcr0 & 0x6) != 0x6)
    return 0;
  if (__get_cpuid_max (0, NULL) < 7)
    return 0;
  __cpuid_count (7, 0, eax, ebx, ecx, edx);

  avx2 = ((ebx & bit_AVX2) && (ebx & bit_BMI) && (ebx & bit_BMI2)
          && !hwcap_disabled ("AVX2") && !hwcap_disabled ("BMI1")
          && !hwcap_disabled ("BMI2"));
  /* Opmask, upper halves of ZMM0-15 and ZMM16-31 (bits 5, 6 and 7).  */
  avx512 = (avx2 && (xcr0 & 0xe0) == 0xe0
            && (ebx & bit_AVX512F) && (ebx & bit_AVX512VL)
            && (ebx & bit_AVX512BW) && (ebx & bit_AVX512DQ)
            && !hwcap_disabled ("AVX512F") && !hwcap_disabled ("AVX512VL")
            && !hwcap_disabled ("AVX512BW")
            && !hwcap_disabled ("AVX512DQ"));
  if (avx2)
    features |= KC_CPU_AVX2;
  if (avx512)
    features |= KC_CPU_AVX512;
#endif
#ifdef KSUM_ARM_SHA3
  {
    unsigned long int hwcap = getauxval (AT_HWCAP);
    if ((hwcap & HWCAP_ASIMD) && (hwcap & HWCAP_SHA3)
        && !hwcap_disabled ("ASIMD") && !hwcap_disabled ("SHA3"))
      features |= KC_CPU_ARM_SHA3;
  }
#endif
  return features;
}

const struct kc_backend *
ksum_backend (void)
{
  return kc_backend_for (ksum_cpu_features ());
}
