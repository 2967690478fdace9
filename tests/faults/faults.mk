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
  tests/faults/memory.sh \
  tests/faults/key-core.sh \
  tests/faults/key-dump.sh

EXTRA_DIST += \
  tests/faults/faults.mk \
  tests/faults/shim.sh \
  tests/faults/failread.c
