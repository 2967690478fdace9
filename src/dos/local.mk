## src/dos/local.mk -- KSUM.COM, the 16-bit DOS front end.  -*- makefile -*-

## KSUM.COM is built by bcc (Debian's bcc, bin86, elks-libc) with a plain
## rule, never through configure (configure's type probes go wrong under
## bcc: SIZEOF_INT and SIZEOF_LONG came out 0 and `const' was defined
## empty, see HACKING) and never with bcc -O (its peephole optimiser
## miscompiles long loads).  -Md makes a tiny-model .COM (code,
## data and stack in one 64 KiB segment, about 50 KB used); -ansi runs
## unproto so that prototypes compile.  BCC comes from configure's
## AC_PATH_PROG; "bcc" on the PATH is the fallback when it is empty.

## The engine's and the line formats' parts are the dos sets of
## src/engine/sources.list and src/lines/sources.list.
dos_sources = src/dos/dosksum.c $(kc_engine_dos) $(kc_lines_dos)
dos_headers = $(kc_engine_header) $(kc_lines_header)

DOS_BCCFLAGS = -ansi -Md -DKC_32BIT=1 -DKSUM_VERSION='"$(PACKAGE_VERSION)"' \
  -I$(srcdir)/src/engine -I$(srcdir)/src/lines

src/dos/KSUM.COM: $(dos_sources) $(dos_headers)
	$(AM_V_GEN)bcc='$(BCC)'; test -n "$$bcc" || bcc=bcc; \
	$(MKDIR_P) src/dos && \
	srcs=; for f in $(dos_sources); do srcs="$$srcs $(srcdir)/$$f"; done; \
	rm -f $@-t && $$bcc $(DOS_BCCFLAGS) -o $@-t $$srcs && mv -f $@-t $@

dos: src/dos/KSUM.COM
.PHONY: dos

CLEANFILES += src/dos/KSUM.COM src/dos/KSUM.COM-t

EXTRA_DIST += \
  src/dos/dosksum.c \
  src/dos/ia16.mk \
  src/dos/makefile.wat \
  src/dos/README
