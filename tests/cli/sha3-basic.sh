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
n = 3 * 1048576 + 7
sys.stdout.buffer.write(r.getrandbits(8 * n).to_bytes(n, "little"))
' > big || framework_failure_

# want.N.F: Python's SHA3-N digest of file F, all made by one process.
$PYTHON3 -c '
import hashlib
for n in ("224", "256", "384", "512"):
    for f in ("empty", "short", "big"):
        with open(f, "rb") as i, open("want.%s.%s" % (n, f), "w") as o:
            o.write(hashlib.new("sha3_" + n, i.read()).hexdigest() + "\n")' \
  || framework_failure_

# Each program and backend: the three files as operands in one process,
# hashed one after another as one operand each would be (KSUM_MULTI=0:
# without the pool, which hashes several files at once), and the big one
# as "-" on standard input; then each file through a pipe, and the empty
# and short ones as "-".
read_wants_ ()
{
  read e < want.$1.empty && read s < want.$1.short && read b < want.$1.big
}
for tunables in '' 'glibc.cpu.hwcaps=-AVX512F' \
                'glibc.cpu.hwcaps=-AVX512F,-AVX2'; do
  for n in 224 256 384 512; do
    read_wants_ $n || framework_failure_
    run="GLIBC_TUNABLES=$tunables sha3-${n}sum"
    GLIBC_TUNABLES=$tunables KSUM_MULTI=0 sha3-${n}sum empty short big - \
      < big > out || fail=1
    lines_are_ out "$e  empty" "$s  short" "$b  big" "$b  -" \
      || { echo "KSUM_MULTI=0 $run empty short big - < big"; fail=1; }
    cat big | GLIBC_TUNABLES=$tunables sha3-${n}sum > out || fail=1
    lines_are_ out "$b  -" || { echo "cat big | $run"; fail=1; }
    printf abc | GLIBC_TUNABLES=$tunables sha3-${n}sum > out || fail=1
    lines_are_ out "$s  -" || { echo "printf abc | $run"; fail=1; }
    : | GLIBC_TUNABLES=$tunables sha3-${n}sum > out || fail=1
    lines_are_ out "$e  -" || { echo ": | $run"; fail=1; }
    GLIBC_TUNABLES=$tunables sha3-${n}sum - < short > out || fail=1
    lines_are_ out "$s  -" || { echo "$run - < short"; fail=1; }
    GLIBC_TUNABLES=$tunables sha3-${n}sum - < empty > out || fail=1
    lines_are_ out "$e  -" || { echo "$run - < empty"; fail=1; }
  done
done

# Several operands: one line each, in order.
read_wants_ 256 || framework_failure_
sha3-256sum empty short > out || fail=1
lines_are_ out "$e  empty" "$s  short" || fail=1

Exit $fail
