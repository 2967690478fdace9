# shim.sh -- sourced by the fault tests: build tests/faults/failread.c
# as an LD_PRELOAD library, or skip the test.
# Copyright (C) 2026 The ksum authors; GPLv3+.
#
# A statically linked ksum cannot preload anything: make check then
# built tests/faults/ksum-failread, a copy of it with the shim linked
# in (tests/faults/faults.mk), and with_fault_ runs the programs
# through links to that copy, first in PATH.

build_failread_ ()
{
  failread_bin_=
  failread_static_=$abs_top_builddir/tests/faults/ksum-failread$EXEEXT
  if test -x "$failread_static_"; then
    mkdir failread-bin || framework_failure_
    for p_ in $built_programs; do
      ln -s "$failread_static_" "failread-bin/$p_$EXEEXT" \
        || framework_failure_
    done
    failread_bin_=$PWD/failread-bin
  else
    test -n "$CC" || CC=cc
    $CC -shared -fPIC -o failread.so \
      "$abs_top_srcdir/tests/faults/failread.c" -ldl 2>cc.err \
      || skip_ "cannot build an LD_PRELOAD library with $CC"
    # An ASan build's runtime wants to be first; the shim is harmless.
    ASAN_OPTIONS="${ASAN_OPTIONS+$ASAN_OPTIONS:}verify_asan_link_order=0"
    export ASAN_OPTIONS
  fi
  printf 'probe' > probe || framework_failure_
  # Under qemu-user (binfmt_misc, or tests/cross/bin's scripts), the
  # library is for the emulated program only: qemu's QEMU_SET_ENV hands
  # it on, where LD_PRELOAD would reach the emulator and the scripts
  # too, native programs whose loader rejects the library with a
  # diagnostic.  A native program ignores QEMU_SET_ENV.
  failread_qemu_=
  test -n "$failread_bin_" \
    || FAILREAD_FILE=probe FAILREAD_MODE=eio FAILREAD_AFTER=0 \
       QEMU_SET_ENV=LD_PRELOAD=./failread.so sha3-256sum probe \
       > /dev/null 2>&1 \
    || failread_qemu_=yes
  with_fault_ probe eio 0 sha3-256sum probe > /dev/null 2> probe.err \
    && skip_ 'LD_PRELOAD has no effect here'
  # The C library's text for EIO ("Input/output error" with glibc, "I/O
  # error" with musl), for the expected diagnostics.
  failread_eio_=`sed -n 's/^sha3-256sum: probe: //p' probe.err`
  test -n "$failread_eio_" || framework_failure_
  rm -f probe probe.err cc.err
}

# Run CMD... with read() of the file FILE failing as MODE after N bytes.
with_fault_ ()
{
  wf_file_=$1 wf_mode_=$2 wf_after_=$3; shift 3
  if test -n "$failread_bin_"; then
    env PATH="$failread_bin_$PATH_SEPARATOR$PATH" FAILREAD_FILE="$wf_file_" \
      FAILREAD_MODE="$wf_mode_" FAILREAD_AFTER="$wf_after_" "$@"
  elif test -n "$failread_qemu_"; then
    FAILREAD_FILE=$wf_file_ FAILREAD_MODE=$wf_mode_ \
      FAILREAD_AFTER=$wf_after_ QEMU_SET_ENV=LD_PRELOAD=./failread.so "$@"
  else
    FAILREAD_FILE=$wf_file_ FAILREAD_MODE=$wf_mode_ \
      FAILREAD_AFTER=$wf_after_ LD_PRELOAD=./failread.so "$@"
  fi
}
