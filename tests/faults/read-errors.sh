#!/bin/sh
# Read errors in the middle of a file, produced for real by an
# LD_PRELOAD shim over read(2): the coreutils diagnostic, exit status 1,
# the next operand still hashed, and never an OK in --check.

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
. "$srcdir/tests/faults/shim.sh"
print_ver_ sha3-256sum
build_failread_

printf 'abc' > good || framework_failure_
# 600000 bytes: past the 256 KiB read buffer and many 8 KiB leaves.
head -c 600000 /dev/zero | tr '\0' 'x' > bad || framework_failure_

for prog in sha3-256sum shake128sum 'k12sum -j1' 'k12sum -j3' \
            'kt256sum -j2' 'parallelhash128sum -j2 -B 100' \
            'tuplehash128sum' 'm14sum -j2'; do
  name=${prog%% *}
  $prog good > good.sum && IFS= read -r gs < good.sum || fail=1
  $prog bad > bad.sum && IFS= read -r bs < bad.sum || fail=1
  printf '%s\n%s\n%s\n' "$gs" "$bs" "$gs" > list || framework_failure_
  for after in 0 1 8192 262144 300001; do
    # Hashing: a diagnostic for bad, both lines for good, status 1.
    returns_ 1 with_fault_ bad eio $after $prog good bad good \
      > out 2> err || fail=1
    lines_are_ out "$gs" "$gs" || fail=1
    lines_are_ err "$name: bad: $failread_eio_" || fail=1

    # Checking: FAILED open or read for bad, OK for the others.
    returns_ 1 with_fault_ bad eio $after $prog -c list > out 2> err \
      || fail=1
    lines_are_ out 'good: OK' 'bad: FAILED open or read' 'good: OK' \
      || fail=1
    lines_are_ err "$name: bad: $failread_eio_" \
      "$name: WARNING: 1 listed file could not be read" || fail=1
  done
done

echo "sha3-256sum: -: $failread_eio_" > exp.err
returns_ 1 with_fault_ - eio 10 sha3-256sum - < bad > out 2> err || fail=1
compare exp.err err || fail=1
compare /dev/null out || fail=1

# --tuple: a tuple with an unreadable element has no digest at all.
echo "tuplehash128sum: bad: $failread_eio_" > exp.err
returns_ 1 with_fault_ bad eio 5 tuplehash128sum --tuple good bad good \
  > out 2> err || fail=1
compare exp.err err || fail=1
compare /dev/null out || fail=1

Exit $fail
