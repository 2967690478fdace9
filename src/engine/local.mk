## src/engine/local.mk -- the Keccak engine (C89, no gnulib).  -*- makefile -*-

## The kc_engine_SET lists come from src/engine/sources.list, through
## src/engine/sources.mk (Makefile.am).
noinst_LIBRARIES += src/engine/libkeccak.a

src_engine_libkeccak_a_SOURCES = $(kc_engine_header) $(kc_engine_host)

## Every program that uses the engine links these (simd.mk adds the SIMD
## convenience libraries to KC_SIMD_LIBS).
KC_ENGINE_LIBS = src/engine/libkeccak.a $(KC_SIMD_LIBS)
