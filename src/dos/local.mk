## src/dos/local.mk -- KSUM.COM, the 16-bit DOS front end.  -*- makefile -*-

## KSUM.COM is built by bcc (Debian's bcc, bin86, elks-libc) with a plain
## rule, never through configure (configure's type probes go wrong under
## bcc, notes/dos-16bit.md section 6) and never with bcc -O (its peephole
## optimiser miscompiles long loads).  -Md makes a tiny-model .COM (code,
## data and stack in one 64 KiB segment, about 34 KB used); -ansi runs
## unproto so that prototypes compile.  BCC comes from configure's
## AC_PATH_PROG; "bcc" on the PATH is the fallback when it is empty.

dos_engine_sources = \
  src/engine/p1600-32bi.c \
  src/engine/sponge.c \
  src/engine/modes.c \
  src/engine/backend.c \
  src/engine/sumline.c
dos_headers = \
  src/engine/keccak.h \
  src/engine/algs.def \
  src/engine/names.def \
  src/engine/sumline.h \
  src/engine/p1600.h \
  src/engine/sponge.h
dos_sources = src/dos/ksum.c $(dos_engine_sources)

DOS_BCCFLAGS = -ansi -Md -DKC_32BIT=1 -DKSUM_VERSION='"$(PACKAGE_VERSION)"'

src/dos/KSUM.COM: $(dos_sources) $(dos_headers)
	$(AM_V_GEN)bcc='$(BCC)'; test -n "$$bcc" || bcc=bcc; \
	$(MKDIR_P) src/dos && \
	srcs=; for f in $(dos_sources); do srcs="$$srcs $(srcdir)/$$f"; done; \
	rm -f $@-t && $$bcc $(DOS_BCCFLAGS) -o $@-t $$srcs && mv -f $@-t $@

dos: src/dos/KSUM.COM
.PHONY: dos dos-check-prep

## make check builds KSUM.COM first when bcc is there; without bcc the
## test skips (exit 77), so the build must not fail either.
check_SCRIPTS += dos-check-prep
dos-check-prep:
	@if test -n '$(BCC)' || command -v bcc >/dev/null 2>&1; then \
	  $(MAKE) $(AM_MAKEFLAGS) src/dos/KSUM.COM; \
	else \
	  echo "bcc not found: tests/dos/dosbox.sh will be skipped"; \
	fi

AM_TESTS_ENVIRONMENT += \
  BCC='$(BCC)'; export BCC; \
  DOSBOX='$(DOSBOX)'; export DOSBOX;

TESTS += tests/dos/dosbox.sh tests/dos/host32.sh

CLEANFILES += src/dos/KSUM.COM src/dos/KSUM.COM-t

EXTRA_DIST += \
  src/dos/ksum.c \
  src/dos/ia16.mk \
  src/dos/makefile.wat \
  src/dos/README \
  tests/dos/dosbox.sh \
  tests/dos/dosbox.conf \
  tests/dos/cases.py \
  tests/dos/host32.sh
