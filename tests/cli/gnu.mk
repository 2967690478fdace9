## tests/cli/gnu.mk -- the drop-in-for-GNU tests.  -*- makefile -*-

## Output lines, --check and diagnostics as GNU coreutils.  (The
## differential test against the installed sha256sum and sha512sum,
## tests/cli/gnu-diff.sh, is near the head of tests/local.mk's list: it
## is one of the longest.)
cli_tests += \
  tests/cli/gnu-output.sh \
  tests/cli/gnu-check.sh \
  tests/cli/gnu-errors.sh
