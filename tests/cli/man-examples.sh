#!/bin/sh
# The EXAMPLES of every man page are right: each command of man/PROG.x
# is run, in order, in a scratch directory, and what it prints must be
# what the page shows.

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
print_ver_ ksum

# From the [EXAMPLES] section of a .x file (on stdin), write the commands
# ("$ " lines of the .nf blocks) to the script named by CMD and what they
# print (the other lines of those blocks) to stdout, without roff escapes.
examples_ ()
{
  awk -v cmd="$1" '
    function unroff(s) {
      gsub(/\\-/, "-", s); gsub(/\\\(aq/, "\047", s)
      gsub(/\\e/, "\\", s); sub(/^\\&/, "", s); return s
    }
    /^\[/ { ex = ($0 == "[EXAMPLES]"); next }
    !ex { next }
    /^\.nf$/ { nf = 1; next }
    /^\.fi$/ { nf = 0; next }
    nf && /^\$ / { print unroff(substr($0, 3)) > cmd; next }
    nf { print unroff($0) }
  '
}

for prog in $built_programs; do
  x=$srcdir/man/$prog.x
  rm -rf ex && mkdir ex || framework_failure_
  examples_ ex/cmds < "$x" > exp || framework_failure_
  test -s ex/cmds || { echo "$x: no examples"; fail=1; continue; }
  (cd ex && sh -e ./cmds) > out 2> err \
    || { echo "$x: an example failed"; cat err; fail=1; }
  compare exp out || { echo "$x: examples differ"; fail=1; }
  compare /dev/null err || fail=1
done

Exit $fail
