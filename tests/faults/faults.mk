## faults.mk -- fault and hostile-input tests, in the CLI suite.
## Copyright (C) 2026 The ksum authors; GPLv3+.
## Included from Makefile.am after tests/local.mk (which defines
## cli_tests, TESTS += $(cli_tests) and EXTRA_DIST += $(cli_tests)).

cli_tests += \
  tests/faults/read-errors.sh \
  tests/faults/short-reads.sh \
  tests/faults/write-errors.sh \
  tests/faults/special-files.sh \
  tests/faults/shrink-grow.sh \
  tests/faults/sparse.sh \
  tests/faults/hostile-check.sh \
  tests/faults/keys.sh \
  tests/faults/big-block.sh \
  tests/faults/selftest.sh \
  tests/faults/key-core.sh \
  tests/faults/key-dump.sh

## memory.sh, the longest, is at the head of TESTS (tests/local.mk).
EXTRA_DIST += \
  tests/faults/memory.sh \
  tests/faults/faults.mk \
  tests/faults/shim.sh \
  tests/faults/failread.c

## A statically linked ksum cannot preload the shim: the fault tests then
## run a copy of it with the shim linked in (failread.c's FAILREAD_WRAP),
## the linker's --wrap sending its reads and opens to the shim.  glibc's
## large-file twins are wrapped too, where a 32-bit program calls them.
if KSUM_STATIC
check_PROGRAMS += tests/faults/ksum-failread
tests_faults_ksum_failread_SOURCES = tests/faults/failread.c
tests_faults_ksum_failread_CPPFLAGS = -DFAILREAD_WRAP=1
tests_faults_ksum_failread_LDFLAGS = \
  -Wl,--wrap=read,--wrap=pread,--wrap=pread64,--wrap=openat,--wrap=openat64
tests_faults_ksum_failread_LDADD = $(src_ksum_OBJECTS) $(src_ksum_LDADD)
tests_faults_ksum_failread_DEPENDENCIES = $(src_ksum_OBJECTS) \
  $(src_ksum_DEPENDENCIES)
endif
## The tests that preload a library of their own (stdbuf's) skip where
## it cannot act.
if KSUM_STATIC
AM_TESTS_ENVIRONMENT += KSUM_STATIC=yes; export KSUM_STATIC;
else
AM_TESTS_ENVIRONMENT += KSUM_STATIC=no; export KSUM_STATIC;
endif
