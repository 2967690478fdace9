#!/bin/sh
# ParallelHash with a block size far larger than the input or than the
# memory: threads must not buffer THREADS x 8 blocks (found by the
# parsers fuzz target's model: -B up to SIZE_MAX is accepted, and
# -j2 -B 1G or -B 18446744073709551615 failed with "memory exhausted").

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

Exit $fail
