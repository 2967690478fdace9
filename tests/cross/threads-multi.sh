#!/bin/sh
# Threads and many files at once, small enough to run under an emulator
# (tests/cross/run.sh; tests/cli/threads.sh and tests/cli/multi.sh are
# the full tests): a tree-mode file gives the same digest with any -j,
# from a file or a pipe; many files at once give the lines and the exit
# status of the sequential loop (KSUM_MULTI=0 -j1), also with the SIMD
# backends forced off; and their sums --check back.

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
print_ver_ ksum

# Pseudo-random bytes, without depending on /dev/urandom's contents.
gen ()
{
  LC_ALL=C awk -v n="$1" 'BEGIN { x = 12345; for (i = 0; i < n; i++) {
      x = (x * 1103515245 + 12345) % 2147483648;
      printf "%c", int(x / 65536) % 256 } }'
}
gen 300000 > base || framework_failure_
test $(wc -c < base) = 300000 || framework_failure_

# Tree modes: leaves, runs of leaves and buffers split across threads.
for size in 0 8193 139265 300000; do
  head -c $size base > f || framework_failure_
  for alg in kt128 kt256 m14 "parallelhash128 -B 1000"; do
    ksum -a $alg -j1 f > exp || fail=1
    ksum -a $alg -j3 f > out || fail=1
    compare exp out || { echo "size $size, $alg, -j3"; fail=1; }
    sed 's/ f$/ -/; s/ (f) = / (-) = /' exp > exp-pipe || framework_failure_
    cat f | ksum -a $alg -j2 > out || fail=1
    compare exp-pipe out || { echo "pipe: size $size, $alg"; fail=1; }
  done
done

# Many files: sizes around the rates, a large one, and a missing one.
: > empty || framework_failure_
printf x > one || framework_failure_
files='empty one'
for s in 71 72 73 135 136 137 167 168 169; do
  head -c $s base > s$s || framework_failure_
  files="$files s$s"
done
head -c 200001 base > big || framework_failure_
files="$files big"
for alg in sha3-256 shake128 keccak512 turboshake256 kmac128 kt128; do
  key=
  case $alg in kmac*) key=-k00112233 ;; esac
  KSUM_MULTI=0 ksum -a $alg $key -j1 $files missing > exp 2> exp-err
  echo $? > exp-status
  for j in 1 2; do
    for t in '' glibc.cpu.hwcaps=-SHA3,-AVX512F,-AVX2; do
      GLIBC_TUNABLES=$t ksum -a $alg $key -j$j $files missing > out 2> err
      echo $? > status
      compare exp out || { echo "$alg -j$j '$t'"; fail=1; }
      compare exp-err err || fail=1
      compare exp-status status || fail=1
    done
  done
  # The sums check back, through the same pool.
  ksum -a $alg $key $files > sums || fail=1
  ksum -a $alg $key -c sums > out || { cat out; fail=1; }
  test $(grep -c ': OK$' out) = $(echo $files | wc -w) || fail=1
done

Exit $fail
