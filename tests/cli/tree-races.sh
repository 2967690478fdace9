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
sha3-256sum t/a > exp || framework_failure_

# replace_ HOW: run sha3-256sum -r t while t/zz becomes a FIFO (fifo) or
# a link to /dev/zero (zero) once the walk has started; it must end by
# itself, without reading the new t/zz.
replace_ ()
{
  for opts in -j1 -j2; do
    rm -f t/zz && printf 'z' > t/zz || framework_failure_
    KSUM_MULTI=$multi timeout $limit sha3-256sum $opts -r t > out 2> err &
    pid=$!
    sleep 0.05
    rm t/zz || framework_failure_
    case $1 in
      fifo) mkfifo t/zz || framework_failure_ ;;
      zero) ln -s /dev/zero t/zz || framework_failure_ ;;
    esac
    wait $pid; st=$?
    test $st = 124 && { echo "$1 $opts KSUM_MULTI=$multi: hangs"; fail=1; }
    # The line of t/a, then none or the line of the first t/zz.
    head -n 1 out > out1
    compare exp out1 || fail=1
    sed 1d out > rest
    if test -s rest; then
      printf 'z' | sha3-256sum | sed 's,-$,t/zz,' > exp.zz
      compare exp.zz rest || fail=1
    fi
  done
}
if mkfifo probe.fifo 2>/dev/null; then
  for multi in 0 1; do
    replace_ fifo
  done
fi
for multi in 0 1; do
  replace_ zero
done
rm -f t/zz

# A directory swapped with a link to a private one, again and again,
# while the tree is hashed: never a digest of a private file.  Twenty
# rounds; sixty with RUN_EXPENSIVE_TESTS=yes.
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
sha3-256sum priv/* | cut -d' ' -f1 > private || framework_failure_
ln -s ../priv r/link || framework_failure_
touch swapping
( while test -f swapping; do
    mv r/zzz r/zzz.d && mv r/link r/zzz
    mv r/zzz r/link && mv r/zzz.d r/zzz
  done ) & swapper=$!
n=0
: > out || framework_failure_
while test $n -lt $rounds; do
  for j in -j1 -j2; do
    timeout 20 sha3-256sum $j -r r >> out 2> /dev/null
  done
  n=$((n + 1))
done
rm swapping; wait $swapper
cut -d' ' -f1 out | grep -F -x -f private > leaked && {
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
