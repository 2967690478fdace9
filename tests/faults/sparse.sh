#!/bin/sh
# Files larger than 4 GiB (sparse): no 32-bit truncation of sizes or
# counts.  k12sum of a sparse file of 4 GiB + 1 zero bytes, then "end",
# equals the digest XKCP/K12's KeccakSum made of it (--kt128 --hex), and
# so does k12sum of the same bytes through a pipe (a different reading
# path: no size, short reads); sha3-256sum of it equals Python's hashlib.
# Reading 4 GiB of holes costs seconds of system time: this runs with
# RUN_EXPENSIVE_TESTS=yes only.

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
print_ver_ k12sum
expensive_

truncate -s 4294967297 big 2>/dev/null \
  || skip_ 'cannot create a sparse file of 4 GiB'
printf 'end' >> big || framework_failure_

printf '%s  big\n' \
  a17eb9d39f28be386446ebf8f5bec1d7bbb25849523ab376d94b768d8b3f9ed7 > exp \
  || framework_failure_
k12sum -j2 big > out || fail=1
compare exp out || fail=1
cat big | k12sum -j1 | sed 's/  -$/  big/' > out || fail=1
compare exp out || fail=1

test -n "$PYTHON3" || PYTHON3=python3
$PYTHON3 -c '
import hashlib, sys
h = hashlib.sha3_256()
with open("big", "rb") as f:
    while True:
        b = f.read(1 << 20)
        if not b:
            break
        h.update(b)
print(h.hexdigest() + "  big")' > exp || framework_failure_
sha3-256sum big > out || fail=1
compare exp out || fail=1

Exit $fail
