# shim.sh -- sourced by the fault tests: build tests/faults/failread.c
# as an LD_PRELOAD library, or skip the test.
# Copyright (C) 2026 The ksum authors; GPLv3+.

build_failread_ ()
{
  test -n "$CC" || CC=cc
  $CC -shared -fPIC -o failread.so "$abs_top_srcdir/tests/faults/failread.c" \
    -ldl 2>cc.err \
    || skip_ "cannot build an LD_PRELOAD library with $CC"
  # An ASan build's runtime wants to be first; the shim is harmless.
  ASAN_OPTIONS="${ASAN_OPTIONS+$ASAN_OPTIONS:}verify_asan_link_order=0"
  export ASAN_OPTIONS
  printf 'probe' > probe || framework_failure_
  FAILREAD_FILE=probe FAILREAD_MODE=eio FAILREAD_AFTER=0 \
    LD_PRELOAD=./failread.so sha3-256sum probe > /dev/null 2>&1 \
    && skip_ 'LD_PRELOAD has no effect here'
  rm -f probe cc.err
}

# Run CMD... with read() of the file FILE failing as MODE after N bytes.
with_fault_ ()
{
  wf_file_=$1 wf_mode_=$2 wf_after_=$3; shift 3
  FAILREAD_FILE=$wf_file_ FAILREAD_MODE=$wf_mode_ FAILREAD_AFTER=$wf_after_ \
    LD_PRELOAD=./failread.so "$@"
}
