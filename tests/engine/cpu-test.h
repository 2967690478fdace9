/* cpu-test.h -- which backends of kc_backends[] the engine tests run.

   Copyright (C) 2026 The ksum authors.
   This file is free software; see COPYING (GPLv3+).

   A SIMD row of kc_backends[] may only run where the CPU has its
   features (struct kc_backend's FEATURES), which the CLI's probe
   (src/cli/cpu.c, linked into the tests of a configured build) tells.
   Builds without SIMD rows (the C89 and DOS proofs) need no probe.  */

#ifndef KSUM_CPU_TEST_H
#define KSUM_CPU_TEST_H

#include "keccak.h"

#if defined KC_WITH_AVX2 || defined KC_WITH_AVX512 \
    || defined KC_WITH_ARM_SHA3
unsigned int ksum_cpu_features (void);
# define test_backend_runs(b) kc_backend_runs (b, ksum_cpu_features ())
#else
# define test_backend_runs(b) kc_backend_runs (b, 0u)
#endif

#endif
