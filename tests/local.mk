## tests/local.mk -- the test harness and the CLI tests.  -*- makefile -*-

## Tests are automake parallel-harness tests: compiled programs
## (tests/engine/local.mk) and coreutils-style shell scripts using gnulib's
## tests/init.sh.  Every test can be run alone: make check TESTS=...

AM_TESTS_ENVIRONMENT = \
  . $(srcdir)/tests/lang-default; \
  tmp__=$${TMPDIR-/tmp}; \
  test -d "$$tmp__" && test -w "$$tmp__" || tmp__=.; \
  . $(srcdir)/tests/envvar-check; \
  TMPDIR=$$tmp__; export TMPDIR; \
  srcdir='$(srcdir)'; export srcdir; \
  abs_top_builddir='$(abs_top_builddir)'; export abs_top_builddir; \
  abs_top_srcdir='$(abs_top_srcdir)'; export abs_top_srcdir; \
  built_programs='$(ksum_programs) ksum'; export built_programs; \
  EXEEXT='$(EXEEXT)'; export EXEEXT; \
  PYTHON3='$(PYTHON3)'; export PYTHON3; \
  PATH='$(abs_top_builddir)/src$(PATH_SEPARATOR)'"$$PATH"; export PATH;

## Shell tests need the binary and its links.
check_SCRIPTS += src/links-stamp

EXTRA_DIST += \
  tests/init.sh \
  tests/init.cfg \
  tests/lang-default \
  tests/envvar-check \
  $(cli_tests)

## make check -j runs the tests in the order of TESTS: the longest come
## first (memory.sh, the 32-bit, C89 and DOS builds, then kat-cli.sh,
## multi.sh, ...), so that no long test starts last while the other
## jobs have finished.
TESTS += tests/faults/memory.sh
include $(srcdir)/tests/dos/local.mk
include $(srcdir)/tests/engine/local.mk
include $(srcdir)/tests/cross/local.mk

cli_tests = \
  tests/cli/man-addresses.sh \
  tests/cli/kat-cli.sh \
  tests/cli/multi.sh \
  tests/cli/records.sh \
  tests/cli/threads.sh \
  tests/cli/roundtrip.sh \
  tests/cli/gnu-diff.sh \
  tests/cli/progress-lines.sh \
  tests/cli/tree-races.sh \
  tests/cli/man-examples.sh \
  tests/cli/check-lines.sh \
  tests/cli/xof-stream.sh \
  tests/cli/sha3-basic.sh \
  tests/cli/programs.sh \
  tests/cli/man-pages.sh \
  tests/cli/interop.sh \
  tests/cli/help-version.sh \
  tests/cli/recursive.sh \
  tests/cli/stdin-once.sh \
  tests/cli/help-width.sh \
  tests/cli/check-given.sh \
  tests/cli/params.sh \
  tests/cli/tree-order.sh \
  tests/cli/messages.sh \
  tests/cli/progress.sh \
  tests/cli/manual-options.sh \
  tests/cli/tag-range.sh \
  tests/cli/translation.sh \
  tests/cli/gnu-conventions.sh

include $(srcdir)/tests/cli/gnu.mk
include $(srcdir)/tests/faults/faults.mk
include $(srcdir)/tests/fuzz/fuzz.mk

TESTS += $(cli_tests)

## make bench (Makefile.am) runs this.
EXTRA_DIST += tests/bench/bench.sh

## Known answers: $(kat_files) (src/cli/local.mk), which make the table
## of ksum --selftest and tests/engine/test-kat, and which the DOS test
## reads.
EXTRA_DIST += \
  tests/kat/README \
  tests/kat/gen/generate.py \
  tests/kat/gen/noble.mjs \
  tests/kat/gen/check.py

## The timing helper of make bench, built only for it.
EXTRA_PROGRAMS = tests/bench/benchtime
tests_bench_benchtime_SOURCES = tests/bench/benchtime.c
CLEANFILES += tests/bench/benchtime$(EXEEXT)
