## tests/dos/local.mk -- the tests of the DOS program and of its 32-bit
## engine.  -*- makefile -*-

## make check builds KSUM.COM (src/dos/local.mk) first when bcc is
## there; without bcc dosbox.sh skips (exit 77), so the build must not
## fail either.
check_SCRIPTS += dos-check-prep
dos-check-prep:
	@if test -n '$(BCC)' || command -v bcc >/dev/null 2>&1; then \
	  $(MAKE) $(AM_MAKEFLAGS) src/dos/KSUM.COM; \
	else \
	  echo "bcc not found: tests/dos/dosbox.sh will be skipped"; \
	fi
.PHONY: dos-check-prep

AM_TESTS_ENVIRONMENT += \
  BCC='$(BCC)'; export BCC; \
  DOSBOX='$(DOSBOX)'; export DOSBOX;

dos_tests = tests/dos/host32.sh tests/dos/dosbox.sh tests/dos/host-check.sh \
  tests/dos/host-options.sh
TESTS += $(dos_tests)

EXTRA_DIST += \
  tests/dos/local.mk \
  $(dos_tests) \
  tests/dos/dosbox.conf \
  tests/dos/cases.py
