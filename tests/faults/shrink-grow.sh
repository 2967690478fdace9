#!/bin/sh
# Files that shrink or grow while they are hashed (the shim truncates or
# appends at byte N): the digest is that of the bytes read, as with
# coreutils, --check never says OK for the old contents, and TupleHash,
# whose length is hashed first, reports the change.

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
. "$srcdir/tests/faults/shim.sh"
print_ver_ sha3-256sum
build_failread_

head -c 400000 /dev/zero | tr '\0' 'a' > orig || framework_failure_
for prog in sha3-256sum 'k12sum -j2'; do
  for mode in shrink grow; do
    cp orig f || framework_failure_
    $prog f > old.sum || framework_failure_
    with_fault_ f $mode 300000 $prog f > out || fail=1
    # What was read is the file as it is now.
    $prog f > exp || fail=1
    compare exp out || fail=1
    # Checking the old sum while the file changes: FAILED, status 1.
    cp orig f || framework_failure_
    echo 'f: FAILED' > exp
    returns_ 1 with_fault_ f $mode 300000 $prog -c old.sum > out 2>/dev/null \
      || fail=1
    compare exp out || fail=1
  done
done

for mode in shrink grow; do
  cp orig f || framework_failure_
  echo 'tuplehash128sum: f: file changed size while being read' > exp.err
  returns_ 1 with_fault_ f $mode 300000 tuplehash128sum f g > out 2> err
  grep -F "$(cat exp.err)" err > /dev/null || { cat err; fail=1; }
  compare /dev/null out || fail=1
done

Exit $fail
