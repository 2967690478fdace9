# ksum-ia16.m4 -- configure ksum for 16-bit DOS with ia16-gcc.
# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

# KSUM_IA16
# ---------
# For `./configure --host=ia16-elf' (tkchia's ia16-gcc with newlib-ia16):
#
# * choose the engine's 32-bit lanes explicitly: ia16-gcc HAS a 64-bit
#   `long long' and newlib-ia16 a uint64_t, so the engine would otherwise
#   pick 64-bit lanes, which are slow and large on an 8086.  Never derive
#   this from AC_TYPE_LONG_LONG_INT: autoconf 2.71 answers "yes" without
#   testing when the compiler is in C89 mode.  Setting enable_32bit_lanes
#   also keeps configure from probing SIMD flags;
# * set EXEEXT to .exe: newlib-ia16's linker scripts write an MZ .EXE
#   under exactly the -o name, so AC_PROG_CC finds no suffix;
# * AM_CONDITIONAL KSUM_IA16, under which Makefile.am builds only the DOS
#   front end and the engine, without gnulib (which does not support int
#   narrower than 32 bits).
#
# On ia16 the lanes are always 32-bit: --disable-32bit-lanes is overridden.
#
# Call it after AC_PROG_CC and AC_ARG_ENABLE([32bit-lanes]), before the
# code that turns enable_32bit_lanes into KC_CPPFLAGS.
AC_DEFUN([KSUM_IA16],
[AC_REQUIRE([AC_CANONICAL_HOST])dnl
AC_REQUIRE([AC_PROG_CC])dnl
AC_MSG_CHECKING([whether to build the 16-bit DOS program only])
case $host_cpu in
  ia16*) ksum_ia16=yes ;;
  *) ksum_ia16=no ;;
esac
AC_MSG_RESULT([$ksum_ia16])
AS_IF([test "$ksum_ia16" = yes],
  [enable_32bit_lanes=yes
   enable_simd=no
   EXEEXT=.exe
   ac_exeext=.exe])
AM_CONDITIONAL([KSUM_IA16], [test "$ksum_ia16" = yes])
])
