#!/bin/sh
# -j: a tree-mode file hashed by any number of threads, from a file or a
# pipe, gives the same digest as one thread, for every tree algorithm and
# for sizes around the leaf, run and buffer boundaries.  make check runs
# four algorithms (each leaf or block size) with -j2, -j3 and -j8, and
# the two largest sizes (2 and 3 MB) on two algorithms only;
# RUN_EXPENSIVE_TESTS=yes every algorithm on every size, and -j4 too.

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
print_ver_ ksum

# Pseudo-random bytes (every run is compared with another run of ksum,
# so any fixed bytes do).
pseudo_random_ 3000000 > base || framework_failure_
test $(wc -c < base) = 3000000 || framework_failure_

if test "$RUN_EXPENSIVE_TESTS" = yes; then
  all_algs='kt128 kt256 m14 parallelhash128 parallelhash256_-B_7
            parallelhash128_-B_1000 kt128_-C_abc'
  threads='2 3 4 8'
else
  all_algs='kt128 m14 parallelhash256_-B_7 parallelhash128_-B_1000'
  threads='2 3 8'
fi
for size in 0 1 8191 8192 8193 139263 139264 139265 2097152 3000000; do
  head -c $size base > f || framework_failure_
  algs=$all_algs
  case $size in
    2097152 | 3000000) test "$RUN_EXPENSIVE_TESTS" = yes \
                         || algs='kt256 parallelhash128_-B_1000' ;;
  esac
  for alg in $algs; do
    IFS=_; set -- $alg; unset IFS; alg="$*"    # `_' is a space
    ksum --untagged -a $alg -j1 f > exp || fail=1
    IFS= read -r want < exp || framework_failure_
    for j in $threads; do
      ksum --untagged -a $alg -j$j f > out || fail=1
      lines_are_ out "$want" || { echo "size $size, $alg, -j$j"; fail=1; }
    done
    # A pipe, with threads.
    cat f | ksum --untagged -a $alg -j2 > out || fail=1
    lines_are_ out "${want%  f}  -" \
      || { echo "pipe: size $size, $alg"; fail=1; }
  done
done

# Standard input that is a regular file read from a nonzero offset: the
# threads read from where the file offset stands.
head -c 2000000 base > f || framework_failure_
tail -c +1001 f | k12sum -j1 > exp || fail=1
{ dd bs=1000 count=1 of=/dev/null 2>/dev/null; k12sum -j2; } < f > out \
  || fail=1
compare exp out || fail=1

# -j0 is every processor, as xz -T0; beyond 1024 is refused.
k12sum -j1 f > exp || fail=1
k12sum -j0 f > out || fail=1
compare exp out || fail=1
returns_ 1 k12sum -j1025 f 2> err || fail=1
grep "invalid number of threads: '1025'" err > /dev/null || fail=1

Exit $fail
