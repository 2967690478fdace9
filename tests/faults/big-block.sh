#!/bin/sh
# ParallelHash with a block size far larger than the input or than the
# memory: threads must not buffer THREADS x 8 blocks (found by the
# parsers fuzz target's model: -B up to SIZE_MAX is accepted, and
# -j2 -B 1G or -B 18446744073709551615 failed with "memory exhausted").
# B goes up to 2^64 - 1 on every host, also where size_t has 32 bits.
# Expensive: an input longer than 4 GiB with a B near 2^32 is still
# cut into blocks of B bytes (a B of 2^32 or more never fits in a
# buffer: the engine counts it in two 32-bit halves).  The digests are
# those of the plain-Python reference of tests/kat/gen/generate.py
# (with hashlib's SHAKE128 for the leaves), which an earlier ksum on
# x86_64 agreed with.

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
print_ver_ parallelhash128sum

printf 'abc' > f || framework_failure_
# A 1 GB address space, where the program can run in one (an ASan build
# cannot: its shadow memory alone is larger).
limit='ulimit -v 1000000'
(eval "$limit"; parallelhash128sum --version) > /dev/null 2>&1 || limit=:
for b in 1G 18446744073709551615 300000; do
  parallelhash128sum -j1 -B $b f > exp || fail=1
  for j in 2 4; do
    (eval "$limit"; parallelhash128sum -j$j -B $b f) > out || fail=1
    compare exp out || fail=1
  done
done

# B = 2^32 + 1 on 2^32 + 2 zero bytes: two blocks, the second of one
# byte; from a pipe, and from a (sparse) regular file with threads.
# B = 2^32 - 1, the largest that a 32-bit size_t holds: two blocks, the
# second of three bytes.
test "$RUN_EXPENSIVE_TESTS" = yes || Exit $fail
d1=594c6e6436a42e3c6c07ac309ea8eb4d01f9577107aecebb936c882232b003de
d2=2f1095619a2eab1dcaacf8c112471478cf14489d373bd6b4c143ad8ec9287b45
head -c 4294967298 /dev/zero | parallelhash128sum -B 4294967297 > out \
  || fail=1
lines_are_ out "$d1  -" || fail=1
truncate -s 4294967298 big || framework_failure_
parallelhash128sum -j2 -B 4294967297 big > out || fail=1
lines_are_ out "$d1  big" || fail=1
parallelhash128sum -j2 -B 4294967295 big > out || fail=1
lines_are_ out "$d2  big" || fail=1

Exit $fail
