## src/dos/ia16.mk -- the DOS program built by configure --host=ia16-elf.
## -*- makefile -*-

## Makefile.am includes this file (after src/dos/local.mk, whose
## dos_engine_sources and dos_headers it uses) only under KSUM_IA16
## (m4/ksum-ia16.m4), where nothing else is built: no gnulib, no CLI.
## ia16-gcc with newlib-ia16 makes an MZ executable, src/dos/ksum.exe
## (EXEEXT is .exe); -mcmodel=small keeps code and data in 64 KiB each.
## KC_CPPFLAGS carries -DKC_32BIT=1, which KSUM_IA16 forces.
## Untested in CI: ia16-gcc is not packaged for Debian.

bin_PROGRAMS += src/dos/ksum
src_dos_ksum_SOURCES = src/dos/ksum.c $(dos_engine_sources) $(dos_headers)
## Per-target flags replace AM_CPPFLAGS, which names gnulib's lib/.
src_dos_ksum_CPPFLAGS = $(KC_CPPFLAGS) \
  -DKSUM_VERSION='"$(PACKAGE_VERSION)"'
src_dos_ksum_CFLAGS = -mcmodel=small
