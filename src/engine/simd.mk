## src/engine/simd.mk -- the SIMD backends, each with its own flags.
## -*- makefile -*-

## Only these files see -mavx2/-mavx512* or -march=armv8.2-a+sha3; the
## rest of the engine stays plain, so that nothing outside them can pick
## up an instruction the CPU might lack.  configure (KC_WITH_AVX2,
## KC_WITH_AVX512 on x86, KC_WITH_ARM_SHA3 on AArch64) decides whether
## the compiler can build them; src/cli/cpu.c decides at run time whether
## they may run.  KC_ENGINE_LIBS (src/engine/local.mk) lists these after
## libkeccak.a, whose backend.c refers to them.

## The code the backends share: p1600-simd.h (the round), p1600-ss.h (the
## single-state permutation) and p1600xn-leaves.h (the leaf routine).
## The first holds macros and data only; the other two define functions
## but are included only by the backend files below, so that all their
## code is compiled with that file's ISA flags and nowhere else.
## They are the simd set of src/engine/sources.list.

if KC_WITH_AVX2
noinst_LIBRARIES += src/engine/libkeccak_avx2.a
src_engine_libkeccak_avx2_a_SOURCES = $(kc_engine_avx2) $(kc_engine_simd)
src_engine_libkeccak_avx2_a_CFLAGS = $(AM_CFLAGS) $(KC_AVX2_CFLAGS)
KC_SIMD_LIBS += src/engine/libkeccak_avx2.a
endif

if KC_WITH_AVX512
noinst_LIBRARIES += src/engine/libkeccak_avx512.a
src_engine_libkeccak_avx512_a_SOURCES = $(kc_engine_avx512) \
  $(kc_engine_simd)
src_engine_libkeccak_avx512_a_CFLAGS = $(AM_CFLAGS) $(KC_AVX512_CFLAGS)
## The x8 file hands calls of four states or fewer to the x4 AVX-512 VL
## routines of p1600x4-avx512.c (many files at once, src/engine/multi.c).
src_engine_libkeccak_avx512_a_CPPFLAGS = $(AM_CPPFLAGS) -DKC_WITH_X4_AVX512=1
KC_SIMD_LIBS += src/engine/libkeccak_avx512.a
endif

## AArch64 with the Armv8.2 SHA-3 instructions: one state and two at
## once, both with -march=armv8.2-a+sha3.
if KC_WITH_ARM_SHA3
noinst_LIBRARIES += src/engine/libkeccak_armsha3.a
src_engine_libkeccak_armsha3_a_SOURCES = $(kc_engine_armsha3) \
  $(kc_engine_simd)
src_engine_libkeccak_armsha3_a_CFLAGS = $(AM_CFLAGS) $(KC_ARM_SHA3_CFLAGS)
KC_SIMD_LIBS += src/engine/libkeccak_armsha3.a
endif
