## src/dos/ia16.mk -- the DOS program built by configure --host=ia16-elf.
## -*- makefile -*-

## Makefile.am includes this file instead of everything else (gnulib, the
## CLI, the tests, src/dos/local.mk) under KSUM_IA16 (m4/ksum-ia16.m4):
## the ia16 build is this program and the engine only.  ia16-gcc with
## newlib-ia16 makes an MZ executable, src/dos/ksum.exe (EXEEXT is .exe);
## -mcmodel=small keeps code and data within 64 KiB each.  KC_CPPFLAGS
## carries -DKC_32BIT=1, which KSUM_IA16 forces.  Nothing is tested:
## the programs cannot run on the build machine.  Untested in CI, since
## ia16-gcc is not packaged for Debian.

bin_PROGRAMS += src/dos/ksum
src_dos_ksum_SOURCES = src/dos/dosksum.c $(kc_engine_dos) $(kc_engine_header) \
  $(kc_lines_dos) $(kc_lines_header)
## Per-target flags replace AM_CPPFLAGS, which names gnulib's lib/.
src_dos_ksum_CPPFLAGS = $(KC_CPPFLAGS) \
  -I$(srcdir)/src/engine -I$(srcdir)/src/lines \
  -DKSUM_VERSION='"$(PACKAGE_VERSION)"'
src_dos_ksum_CFLAGS = $(IA16_CFLAGS)
IA16_CFLAGS = -mcmodel=small
