#!/bin/sh
# -j: a tree-mode file hashed by any number of threads, from a file or a
# pipe, gives the same digest as one thread, for every tree algorithm
# and for sizes around the leaf, run and buffer boundaries.  make check
# runs four algorithms (each leaf or block size) with -j2, -j3 and -j8,
# and the two largest sizes (2 and 3 MB) on two algorithms only;
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
small='0 1 8191 8192 8193 139263 139264 139265'
large='2097152 3000000'
for size in $small $large; do
  head -c $size base > s$size || framework_failure_
done

# agree_ WHAT: out has the lines of exp, one a file; a line that
# differs names its file.  In the shell: a diff per comparison made
# this test slow (a process costs milliseconds here).
agree_ ()
{
  n_=0
  {
    while IFS= read -r e_ <&3; do
      n_=$(($n_ + 1))
      IFS= read -r o_ <&4 || o_=
      test "x$o_" = "x$e_" \
        || { echo "$alg, $1, size ${e_#*  s}: got '$o_'"; fail=1; }
    done
    IFS= read -r o_ <&4 && { echo "$alg, $1: extra line '$o_'"; fail=1; }
  } 3< exp 4< out
  test $n_ = $n_files || { echo "$alg, $1: $n_ lines"; fail=1; }
}

# check ALG SIZE...: the files of these sizes, hashed by ALG (`_' for
# a space) with each -j of $threads, and through a pipe with -j2, give
# what -j1 gives.  One ksum a run: KSUM_MULTI=0 hashes the files
# one after another, each with every thread, as ksum does the only
# file of a run (the pool would give each file to one worker).
check ()
{
  alg=$1; shift
  files= n_files=$#
  for size; do
    files="$files s$size"
  done
  IFS=_; set -- $alg; unset IFS; alg="$*"    # `_' is a space
  KSUM_MULTI=0 ksum --untagged -a $alg -j1 $files > exp || fail=1
  for j in $threads; do
    KSUM_MULTI=0 ksum --untagged -a $alg -j$j $files > out || fail=1
    agree_ -j$j
  done
  # A pipe, with threads.
  for f in $files; do
    IFS= read -r want <&3 || framework_failure_
    cat $f | ksum --untagged -a $alg -j2 > out || fail=1
    lines_are_ out "${want%%  *}  -" \
      || { echo "pipe: size ${f#s}, $alg"; fail=1; }
  done 3< exp
}

if test "$RUN_EXPENSIVE_TESTS" = yes; then
  for alg in $all_algs; do
    check $alg $small $large
  done
else
  for alg in $all_algs; do
    check $alg $small
  done
  for alg in kt256 parallelhash128_-B_1000; do
    check $alg $large
  done
fi

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
