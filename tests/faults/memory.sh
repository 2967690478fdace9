#!/bin/sh
# Memory is bounded by the input, not by the pool of jobs: checking a
# file of very long lines, of many lines of 61 KB, of many lines naming
# one 1 MB file or of 100,000 short lines, and hashing many operands or
# a tree of as many files, takes at most twice what GNU sha256sum takes
# plus 16 MiB, whatever -j says, with or without SIMD (the pool's width
# follows the permutation's).  Four lines of 100 MB, and the short
# lines at -j1: expensive.

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
print_ver_ ksum
require_tool_ sha256sum
test -n "$PYTHON3" || skip_ 'python3 is needed to measure memory'
# A sanitizer's shadow memory and quarantine dwarf what is measured.
grep -a -q -E '__(a|t|m)san_init' "$(command -v ksum)" \
  && skip_ 'ksum is built with a sanitizer'
# qemu-user's own memory (the code it translates) counts as well.
qemu_user_ && skip_ 'under qemu-user, whose own memory counts in the peak'

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

# Many lines of 61 KB; many lines naming one 1 MB file; many short lines.
$PYTHON3 -c '
import sys
with open("l61", "wb") as w:
    for i in range(1000):
        w.write(b"0" * 64 + b"  " + b"%d" % i + b"n" * 61000 + b"\n")
with open("short", "wb") as w:
    for i in range(100000):
        w.write(b"0" * 64 + b"  " + b"no-such-file-%021d" % i + b"\n")
' || framework_failure_
head -c 1048576 /dev/zero > m1 || framework_failure_
line=$(sha3-256sum m1) || framework_failure_
i=0
# 60 lines: 60 MB, were each file held whole, which the limit catches.
while test $i -lt 60; do echo "$line"; i=$((i + 1)); done > one1m
mkdir tree || framework_failure_
i=0
while test $i -lt 1500; do
  printf '%s' $i > tree/f$i || framework_failure_
  i=$((i + 1))
done

# measure INPUT LIMIT THREADS [VAR=VALUE]... -- ARG...: the peak of
# sha3-256sum -jTHREADS ARG... reading INPUT, in that environment, must
# be at most LIMIT KiB.
measure ()
{
  in=$1 lim=$2 j=$3; shift 3
  env=
  while test "$1" != --; do env="$env $1"; shift; done
  shift
  kib=$($PYTHON3 peak.py $in env $env sha3-256sum -j$j "$@") \
    || framework_failure_
  test "$kib" -le "$lim" \
    || { echo "$in -j$j $env $1 ($# arguments): $kib KiB > $lim KiB"
         fail=1; }
}

# limit_ INPUT ARG...: twice the peak of GNU sha256sum ARG... on INPUT,
# plus 16 MiB.
limit_ ()
{
  in=$1; shift
  gnu=$($PYTHON3 peak.py $in sha256sum "$@") || framework_failure_
  echo $((2 * gnu + 16384))
}

# The 100,000 short lines name files that are not there, with
# --ignore-missing (each is still a job that a worker tries to open,
# without a diagnostic a line to write, which took seconds here); at
# -j1 (the sequential path of the other inputs, slow here): expensive.
for input in long l61 one1m short; do
  opt=-c
  test $input = short && opt='--ignore-missing -c'
  lim=$(limit_ $input $opt)
  for j in 1 64; do
    test $input$j = short1 && test "$RUN_EXPENSIVE_TESTS" != yes && continue
    measure $input $lim $j -- $opt
  done
done
# Without SIMD, on the input where the pool's width counts: its lanes'
# read buffers.
measure one1m $(limit_ one1m -c) 64 \
  GLIBC_TUNABLES=glibc.cpu.hwcaps=-AVX512F,-AVX2 -- -c

# Many operands, and a tree of as many files.
lim=$(limit_ /dev/null tree/*)
for j in 1 64; do
  measure /dev/null $lim $j -- tree/*
  measure /dev/null $lim $j -- -r tree
done

# Four lines of 100 MB.
if test "$RUN_EXPENSIVE_TESTS" = yes; then
  $PYTHON3 -c '
import sys
w = sys.stdout.buffer
for i in range(4):
    w.write(b"0" * 64 + b"  " + b"n" * 100000000 + b"\n")
' > huge || framework_failure_
  lim=$(limit_ huge -c)
  for j in 1 64; do
    measure huge $lim $j -- -c
  done
fi

Exit $fail
