#!/bin/sh
# sha3-*sum agree with Python's hashlib (an independent implementation,
# OpenSSL underneath) for empty, short and multi-megabyte inputs, read
# from files and from pipes, and through every backend.

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
print_ver_ sha3-256sum
test -n "$PYTHON3" || PYTHON3=python3
$PYTHON3 -c 'import hashlib; hashlib.sha3_256' 2>/dev/null \
  || skip_ 'python3 with hashlib.sha3_256 is needed'

: > empty || framework_failure_
printf 'abc' > short || framework_failure_
# 3 MiB + 7 bytes of pseudo-random data, crossing every buffer boundary.
$PYTHON3 -c '
import random, sys
r = random.Random(20261201)
sys.stdout.buffer.write(bytes(r.getrandbits(8) for _ in range(3 * 1048576 + 7)))
' > big || framework_failure_

expected ()
{
  $PYTHON3 -c '
import hashlib, sys
n = sys.argv[1]
with open(sys.argv[2], "rb") as f:
    print(hashlib.new("sha3_" + n, f.read()).hexdigest())' "$@"
}

for tunables in '' 'glibc.cpu.hwcaps=-AVX512F' \
                'glibc.cpu.hwcaps=-AVX512F,-AVX2'; do
  for n in 224 256 384 512; do
    for f in empty short big; do
      want=$(expected $n $f) || framework_failure_
      echo "$want  $f" > exp
      GLIBC_TUNABLES=$tunables sha3-${n}sum $f > out || fail=1
      compare exp out || fail=1
      echo "$want  -" > exp
      cat $f | GLIBC_TUNABLES=$tunables sha3-${n}sum > out || fail=1
      compare exp out || fail=1
      GLIBC_TUNABLES=$tunables sha3-${n}sum - < $f > out || fail=1
      compare exp out || fail=1
    done
  done
done

# Several operands: one line each, in order.
printf '%s  empty\n%s  short\n' "$(expected 256 empty)" \
  "$(expected 256 short)" > exp || framework_failure_
sha3-256sum empty short > out || fail=1
compare exp out || fail=1

Exit $fail
