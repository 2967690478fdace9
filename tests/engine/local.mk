## tests/engine/local.mk -- the engine's C tests.  -*- makefile -*-

## Each program links the engine (every backend compiled in) and tests
## every backend of kc_backends[].  The engine headers are included
## directly; gnulib's lib/ stays out of their include path, as it stays
## out of the engine's.

engine_tests = \
  tests/engine/test-incremental \
  tests/engine/test-multi \
  tests/engine/test-p1600 \
  tests/engine/test-kat \
  tests/engine/test-sumtag

check_PROGRAMS += $(engine_tests)

engine_test_cppflags = -I$(top_srcdir)/src/engine -I$(top_srcdir)/src/cli \
  $(KC_CPPFLAGS)
## The CPU probe tells which SIMD rows of kc_backends[] may run.
engine_test_cpu = src/cli/cpu.c src/cli/cpu.h tests/engine/cpu-test.h

tests_engine_test_incremental_SOURCES = tests/engine/test-incremental.c \
  $(engine_test_cpu)
tests_engine_test_incremental_CPPFLAGS = $(engine_test_cppflags)
tests_engine_test_incremental_LDADD = $(KC_ENGINE_LIBS)

tests_engine_test_p1600_SOURCES = tests/engine/test-p1600.c \
  $(engine_test_cpu)
tests_engine_test_p1600_CPPFLAGS = $(engine_test_cppflags) -DHAVE_KC_BACKENDS
tests_engine_test_p1600_LDADD = $(KC_ENGINE_LIBS)

tests_engine_test_multi_SOURCES = tests/engine/test-multi.c \
  $(engine_test_cpu)
tests_engine_test_multi_CPPFLAGS = $(engine_test_cppflags)
tests_engine_test_multi_LDADD = $(KC_ENGINE_LIBS)

tests_engine_test_sumtag_SOURCES = tests/engine/test-sumtag.c
tests_engine_test_sumtag_CPPFLAGS = $(engine_test_cppflags) \
  -I$(top_srcdir)/src/lines
tests_engine_test_sumtag_LDADD = $(KC_LINES_LIBS) $(KC_ENGINE_LIBS)

tests_engine_test_kat_SOURCES = tests/engine/test-kat.c \
  $(engine_test_cpu)
tests_engine_test_kat_CPPFLAGS = $(engine_test_cppflags)
tests_engine_test_kat_LDADD = $(KC_ENGINE_LIBS)

## c89.sh, one of the longest, runs first.
TESTS += tests/engine/c89.sh

## The SIMD backends against the portable one, on every backend this CPU
## has (it skips, status 77, when it has none).  It compiles the CLI's
## CPU probe in, to ask the same question the CLI asks.
check_PROGRAMS += tests/engine/test-simd
tests_engine_test_simd_SOURCES = tests/engine/test-simd.c \
  src/cli/cpu.c src/cli/cpu.h
tests_engine_test_simd_CPPFLAGS = -I$(top_srcdir)/src/engine \
  -I$(top_srcdir)/src/cli $(KC_CPPFLAGS)
tests_engine_test_simd_LDADD = $(KC_ENGINE_LIBS)
TESTS += tests/engine/test-simd

## c89.sh compiles the engine by hand, so it needs the compiler and the
## configured engine flags.
AM_TESTS_ENVIRONMENT += \
  CC='$(CC)'; export CC; \
  KC_CPPFLAGS='$(KC_CPPFLAGS)'; export KC_CPPFLAGS;

TESTS += $(engine_tests)

EXTRA_DIST += \
  tests/engine/c89.sh \
  tests/engine/no64.h
