#!/bin/sh
# -r hashes what it finds where it found it: a directory swapped for a
# link to outside the tree, a file replaced by a FIFO or by a link to
# /dev/zero while the walk runs, and a tree deeper than PATH_MAX.

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
print_ver_ sha3-256sum

# A file that takes a while to hash comes first, so that the rest of
# its directory is listed long before it is opened.
# Under qemu-user, hashing is ten to fifty times slower: a smaller file
# takes long enough, and the time limit is longer.
size=48000000 limit=20
qemu_user_ && size=4000000 limit=120
mkdir t || framework_failure_
head -c $size /dev/zero > t/a || framework_failure_
printf 'z' > t/zz || framework_failure_
# The line of t/a and that of the first t/zz, compared in the shell.
sha3-256sum t/a t/zz > exp || framework_failure_
{ IFS= read -r exp_a && IFS= read -r exp_zz; } < exp || framework_failure_

# The FIFO and the link that replace t/zz: each is renamed over t/zz
# (one process, and t/zz is never missing) and back out after the run.
fifo=no
mkfifo zz.fifo 2> /dev/null && fifo=yes
ln -s /dev/zero zz.zero || framework_failure_

# replace_ HOW: run sha3-256sum -r t while t/zz becomes a FIFO (fifo) or
# a link to /dev/zero (zero) once the walk has started; it must end by
# itself, without reading the new t/zz.
replace_ ()
{
  for opts in -j1 -j2; do
    printf 'z' > t/zz || framework_failure_
    KSUM_MULTI=$multi timeout $limit sha3-256sum $opts -r t > out 2> err &
    pid=$!
    sleep 0.05
    mv zz.$1 t/zz || framework_failure_
    wait $pid; st=$?
    mv t/zz zz.$1 || framework_failure_
    test $st = 124 && { echo "$1 $opts KSUM_MULTI=$multi: hangs"; fail=1; }
    # The line of t/a, then none or the line of the first t/zz.
    lines_are_ out "$exp_a" > /dev/null \
      || lines_are_ out "$exp_a" "$exp_zz" \
      || { echo "$1 $opts KSUM_MULTI=$multi: wrong lines"; fail=1; }
  done
}
if test $fifo = yes; then
  for multi in 0 1; do
    replace_ fifo
  done
fi
for multi in 0 1; do
  replace_ zero
done

# A directory swapped with a link to a private one, again and again,
# while the tree is hashed: never a digest of a private file.  Twenty
# walks at -j1 and twenty at -j2; sixty with RUN_EXPENSIVE_TESTS=yes.
# With python3, one process swaps in a loop (thousands of times a
# second, where mv swaps a few hundred times), and one run at each -j
# walks the tree twenty times (the operands "r r ..."), so that the
# swaps come during the walks rather than between runs; without it,
# mv swaps and each walk is a run of its own.
rounds=20 levels=4200
test "$RUN_EXPENSIVE_TESTS" = yes && rounds=60 levels=10000
mkdir r r/zzz priv || framework_failure_
for i in 0 1 2 3 4 5 6 7 8 9; do
  printf 'public %s' $i > r/zzz/x$i || framework_failure_
  printf 'private %s' $i > priv/x$i || framework_failure_
done
for i in 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15; do
  printf '%s' $i > r/f$i || framework_failure_
done
sha3-256sum priv/* > private.sums || framework_failure_
while read -r d rest; do
  printf '%s\n' $d
done < private.sums > private || framework_failure_
ln -s ../priv r/link || framework_failure_
: > out || framework_failure_
if test -n "$PYTHON3"; then
  # The swapper removes "waiting" once it has swapped, and stops when
  # "stop" exists.
  : > waiting || framework_failure_
  $PYTHON3 -c '
import os
def swap():
    os.rename("r/zzz", "r/zzz.d"); os.rename("r/link", "r/zzz")
    os.rename("r/zzz", "r/link"); os.rename("r/zzz.d", "r/zzz")
swap()
os.remove("waiting")
while not os.path.exists("stop"):
    swap()
' & swapper=$!
  while test -f waiting && kill -0 $swapper 2> /dev/null; do :; done
  test -f waiting && framework_failure_
  ops= n=0
  while test $n -lt $rounds; do
    ops="$ops r" n=$((n + 1))
  done
  for j in -j1 -j2; do
    timeout 20 sha3-256sum $j -r $ops >> out 2> /dev/null
  done
else
  ( while test ! -f stop; do
      mv r/zzz r/zzz.d && mv r/link r/zzz
      mv r/zzz r/link && mv r/zzz.d r/zzz
    done ) & swapper=$!
  n=0
  while test $n -lt $rounds; do
    for j in -j1 -j2; do
      timeout 20 sha3-256sum $j -r r >> out 2> /dev/null
    done
    n=$((n + 1))
  done
fi
: > stop; wait $swapper
grep -F -f private out > leaked && {
  echo "a run hashed a private file:"; cat leaked; fail=1; }

# A tree deeper than PATH_MAX: every file is hashed, as du walks it.
# Python's hashlib gives the expected lines: depth first, "d" before "f".
# 4200 levels (names of 8400 bytes, the middle one past PATH_MAX: its
# removal takes seconds); 10000 with RUN_EXPENSIVE_TESTS=yes.
test -n "$PYTHON3" || skip_ 'python3 is needed for a deep tree'
$PYTHON3 -c '
import hashlib, os, sys
n = int(sys.argv[2])
levels = (0, n // 2, n - 1)
lines = []
os.mkdir("deep"); os.chdir("deep")
for i in range(n):
    if i in levels:
        with open("f", "w") as f:
            f.write(str(i))
        name = "deep/" + "d/" * i + "f"
        lines.append(hashlib.sha3_256(str(i).encode()).hexdigest()
                     + "  " + name + "\n")
    os.mkdir("d"); os.chdir("d")
with open(sys.argv[1], "w") as f:
    f.writelines(reversed(lines))
' "$PWD/exp.deep" $levels || framework_failure_
for j in -j1 -j2; do
  sha3-256sum $j -r deep > out 2> err || fail=1
  # Lines of thousands of bytes: no diff of them.
  cmp -s exp.deep out || { echo "deep tree $j: wrong lines"; fail=1; }
  test -s err && { echo "deep tree $j: $(head -c 200 err)"; fail=1; }
done

Exit $fail
