## src/engine/local.mk -- the Keccak engine (C89, no gnulib).  -*- makefile -*-

noinst_LIBRARIES += src/engine/libkeccak.a

src_engine_libkeccak_a_SOURCES = \
  src/engine/p1600.h \
  src/engine/keccak.h \
  src/engine/algs.def \
  src/engine/p1600-64.c \
  src/engine/p1600-32bi.c \
  src/engine/backend.c \
  src/engine/sponge.c \
  src/engine/sponge.h \
  src/engine/modes.c \
  src/engine/multi.c \
  src/engine/names.def \
  src/engine/sumline.h \
  src/engine/sumline.c

## Every program that uses the engine links these (simd.mk adds the SIMD
## convenience libraries to KC_SIMD_LIBS).
KC_ENGINE_LIBS = src/engine/libkeccak.a $(KC_SIMD_LIBS)
