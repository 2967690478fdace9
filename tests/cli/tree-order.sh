#!/bin/sh
# One order for lines and diagnostics: a diagnostic about an entry comes
# after the lines of the entries before it and before those after it,
# at any -j; and --files0-from writes a name's line as soon as the name
# is read, not when the next one comes.

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
print_ver_ sha3-256sum

# 300 files, a directory that cannot be read, 100 files: its diagnostic
# is line 301 of the output, whatever the threads.
. "$srcdir/tests/faults/shim.sh"
build_failread_
mkdir t5 t5/m || framework_failure_
i=100
while test $i -lt 400; do
  printf '%s' $i > t5/a$i || framework_failure_
  i=$((i + 1))
done
printf 'm' > t5/m/f || framework_failure_
i=100
while test $i -lt 200; do
  printf '%s' $i > t5/z$i || framework_failure_
  i=$((i + 1))
done
{ sha3-256sum t5/a*
  echo "sha3-256sum: cannot read directory 't5/m': Permission denied"
  sha3-256sum t5/z*; } > exp || framework_failure_
for j in -j1 -j2 -j4; do
  returns_ 1 with_fault_ m opendir 0 sha3-256sum $j -r t5 > out 2>&1 \
    || fail=1
  compare exp out || fail=1
  returns_ 1 with_fault_ m opendir 0 k12sum $j -r t5 > out 2>&1 || fail=1
  sed -n 301p out > line
  lines_are_ line \
    "k12sum: cannot read directory 't5/m': Permission denied" || fail=1
done

# Operands: a missing one and a directory at their places.
printf 'a' > a || framework_failure_
printf 'b' > b || framework_failure_
{ sha3-256sum a
  echo "sha3-256sum: missing: No such file or directory"
  sha3-256sum b
  echo "sha3-256sum: t5: Is a directory"
  sha3-256sum a; } > exp || framework_failure_
for j in -j1 -j2 -j4; do
  returns_ 1 sha3-256sum $j a missing b t5 a > out 2>&1 || fail=1
  compare exp out || fail=1
done

# A list of names: the diagnostic of an empty name between the lines of
# the names around it.
{ sha3-256sum a
  echo "sha3-256sum: -:2: invalid zero-length file name"
  sha3-256sum b; } > exp || framework_failure_
for j in -j1 -j2; do
  printf 'a\0\0b\0' | returns_ 1 sha3-256sum $j --files0-from=- > out 2>&1 \
    || fail=1
  compare exp out || fail=1
done

# A list that comes slowly: the line of "a" is written before "b" is
# sent (the writer waits up to 10 s for it).
if mkfifo names; then
  for j in -j1 -j2; do
    rm -f out early
    ( exec 3> names
      printf 'a\0' >&3
      i=0
      until test -s out || test $i -ge 100; do
        sleep 0.1; i=$((i + 1))
      done
      test -s out && touch early
      printf 'b\0' >&3 ) &
    sha3-256sum $j --files0-from=names > out || fail=1
    wait
    test -f early || { echo "$j: the line of a waited for b"; fail=1; }
    sha3-256sum a b > exp || framework_failure_
    compare exp out || fail=1
  done
fi

Exit $fail
