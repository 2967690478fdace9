#!/bin/sh
# The DOS front end's -c, built for this host (strict C89, the engine's
# 32-bit path), against the CLI's ksum -c on the same check files: the
# same output, diagnostics and exit status, byte for byte, where a line
# cannot be checked with what the command line gives (a key for an
# unkeyed line, a parameter option the line's algorithm does not take,
# one that says otherwise than its tag, a KMAC line without a key), and
# where -a leaves out the tag lines of other algorithms.

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
print_ver_ ksum

CC=${CC-cc}
engine=
for d in engine lines; do
  for f in $(sh "$abs_top_srcdir/build-aux/source-sets" \
               "$abs_top_srcdir/src/$d/sources.list" dos); do
    case $f in
      *.c) engine="$engine $abs_top_srcdir/src/$d/$f" ;;
    esac
  done
done
test -n "$engine" || framework_failure_
$CC -std=c89 -pedantic -O1 -DKC_32BIT=1 -I"$abs_top_srcdir/src/engine" \
  -I"$abs_top_srcdir/src/lines" -o dosksum "$abs_top_srcdir/src/dos/ksum.c" \
  $engine > cc.out 2>&1 \
  || { cat cc.out; skip_ "$CC cannot build the DOS front end here"; }

printf 'abc' > f || framework_failure_
printf 'defg' > g || framework_failure_
printf 'a MAC key' > key || framework_failure_

# same ARGS...: ./dosksum ARGS and ksum ARGS print the same lines and
# diagnostics and exit with the same status.
same ()
{
  ${KSUM_EMULATOR-} ./dosksum "$@" > dos.out 2> dos.err; echo $? > dos.rc
  ksum "$@" > cli.out 2> cli.err; echo $? > cli.rc
  for x in out err rc; do
    compare cli.$x dos.$x || { echo "differ: $*"; cat S; fail=1; }
  done
}

# An S that is not the line's.
cshake128sum -C app --tag f > S || framework_failure_
same -a cshake128 -C other -c S
grep -F 'differs from the line' dos.err > /dev/null || fail=1
same -a cshake128 -C app -c S
same -C other -c S
# A KMAC line and no key; its XOF variant.
kmac128sum --key-file=key --tag f > S || framework_failure_
same -c S
grep -F 'no key for this KMAC128 line' dos.err > /dev/null || fail=1
same --key-file=key -c S
same --key-file=key -x -c S
kmac256sum --key-file=key -x -l 512 --tag f > S || framework_failure_
same -c S
grep -F 'no key for this KMACXOF256 line' dos.err > /dev/null || fail=1
same --key-file=key -x -c S
# A key, or a parameter option, for lines that take none.
sha3-256sum --tag f > S || framework_failure_
shake128sum -l 8 --tag g >> S || framework_failure_
kmac128sum --key-file=key --tag g >> S || framework_failure_
same --key-file=key -c S
grep -F 'a key was given, but this SHA3-256 line takes none' dos.err \
  > /dev/null || fail=1
for opt in -C -f -B; do
  same $opt 8 -c S
done
for opt in -x --domain=0x1F --tuple --customization-hex=00; do
  same $opt -c S
done
same --status --key-file=key -c S
# -a takes only the tag lines of its algorithm: the others are
# improperly formatted.
cshake128sum -C app --tag f > S || framework_failure_
sha3-256sum --tag g >> S || framework_failure_
same -a cshake128 -C other -c S
same -a cshake128 -C app -c S
same -a sha3-256 -c S
same -w -a sha3-256 -c S

Exit $fail
