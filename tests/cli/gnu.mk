## tests/cli/gnu.mk -- the drop-in-for-GNU tests.  -*- makefile -*-

## Output lines, --check and diagnostics as GNU coreutils, and the
## differential test against the installed sha256sum and sha512sum.
cli_tests += \
  tests/cli/gnu-output.sh \
  tests/cli/gnu-check.sh \
  tests/cli/gnu-errors.sh \
  tests/cli/gnu-diff.sh
