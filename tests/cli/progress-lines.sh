#!/bin/sh
# --progress with standard output on the same terminal: the status line
# never shares a line with a digest.  Standard output is unbuffered
# (stdbuf -o0), so that each line is written in several pieces, and the
# line must be held back from the first piece to the last.

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
print_ver_ sha3-256sum

script -qec true /dev/null < /dev/null > /dev/null 2>&1 \
  || skip_ 'script(1) cannot make a pseudo-terminal here'
stdbuf -o0 true || skip_ 'stdbuf does not work here'
# stdbuf's library is a host library, which an emulated program cannot
# load.
qemu_user_ && skip_ "under qemu-user: stdbuf's library cannot act on it"
# stdbuf preloads a library, which a statically linked program never
# loads: its output stays line-buffered, and the test cannot work.
test "${KSUM_STATIC-no}" = no \
  || skip_ 'ksum is linked statically: stdbuf cannot unbuffer its output'
# stdbuf preloads a library, which a sanitizer's runtime refuses.
stdbuf -o0 sha3-256sum /dev/null > /dev/null 2>&1 \
  || skip_ 'sha3-256sum does not run under stdbuf here'

mkdir t || framework_failure_
(cd t && seq -w 1 1500 | xargs touch) || framework_failure_

# Each draw is '\r', the line, perhaps blanks and backspaces over the
# rest of the line before, and then a carriage return (the next draw or
# the clearing); anything else after it is output written over it.
# The line is drawn four times a second, and unbuffered, a digest's line
# goes out a byte a write, so that a draw without the lock lands inside
# a line almost every time: run until 6 draws are seen (a run takes
# about half a second on an idle machine: two or three draws).
draws=0 runs=0
while test $draws -lt 6 && test $runs -lt 10; do
  script -qec 'stdbuf -o0 sha3-256sum --progress -r t' /dev/null \
    < /dev/null > tty || fail=1
  n=$(grep -ao 'B/s' tty | wc -l)
  draws=$((draws + n)) runs=$((runs + 1))
  bad=$(grep -aoE 'B/s[ \b]*.' tty | grep -avc "$(printf '\r')\$")
  test "$bad" = 0 || { echo "run $runs: $bad of $n draws overwritten"; fail=1; }
  # Every file's line is there, whole.
  tr '\r' '\n' < tty | grep -acE '^[0-9a-f]{64}  t/[0-9]{4}$' > count
  echo 1500 > exp
  compare exp count || fail=1
done
echo "$draws draws in $runs runs"
test $draws -gt 0 || fail=1

Exit $fail
