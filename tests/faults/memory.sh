#!/bin/sh
# Memory is bounded by the input's longest line, not by the pool of
# jobs: checking a file of many long lines takes at most twice what GNU
# sha256sum -c takes plus 16 MiB, whatever -j says, with or without
# SIMD (the pool's width follows the permutation's).

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
print_ver_ ksum
require_tool_ sha256sum
test -n "$PYTHON3" || skip_ 'python3 is needed to measure memory'
# A sanitizer's shadow memory and quarantine dwarf what is measured.
grep -a -q -E '__(a|t|m)san_init' "$(command -v ksum)" \
  && skip_ 'ksum is built with a sanitizer'

# Peak resident set size, in KiB, of a command reading FILE on stdin.
cat > peak.py <<'EOF' || framework_failure_
import resource, subprocess, sys
with open(sys.argv[1], 'rb') as f:
    subprocess.run(sys.argv[2:], stdin=f, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL)
print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
EOF

# Long lines: misformatted ones, and well-formed ones whose names are
# too long to open.
$PYTHON3 -c '
import sys
w = sys.stdout.buffer
bad = b"x" * 4000000 + b"\n"
name = b"0" * 64 + b"  " + b"n" * 4000000 + b"\n"
for i in range(24):
    w.write(bad if i % 2 else name)
' > long || framework_failure_

gnu=$($PYTHON3 peak.py long sha256sum -c) || framework_failure_
limit=$((2 * gnu + 16384))

# measure THREADS [VAR=VALUE]...: the peak of sha3-256sum -jTHREADS -c
# on the file, in that environment.
measure ()
{
  j=$1; shift
  kib=$($PYTHON3 peak.py long env "$@" sha3-256sum -j$j -c) \
    || framework_failure_
  test "$kib" -le "$limit" \
    || { echo "-j$j $*: $kib KiB > $limit KiB (GNU: $gnu KiB)"; fail=1; }
}

measure 1
measure 2
measure 64
measure 64 GLIBC_TUNABLES=glibc.cpu.hwcaps=-AVX512F,-AVX2

Exit $fail
