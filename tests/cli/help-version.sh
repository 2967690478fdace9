#!/bin/sh
# --help and --version of every program: GNU format, exit 0, and --help
# lists exactly the options its algorithm takes.

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
print_ver_ ksum

# The --help of each program is help/PROG, and that of "ksum PROG"
# help2/PROG: one diff -r compares them all (a diff per program, and
# greps and sorts per option below, made this test slow).
mkdir help help2 || framework_failure_
for prog in $built_programs; do
  $prog --help > help/$prog || { echo "$prog --help failed"; fail=1; }
  $prog --version > version || { echo "$prog --version failed"; fail=1; }
  # The first lines, read by the shell (a process each made this slow).
  IFS= read -r line < help/$prog
  test "$line" = "Usage: $prog [OPTION]... [FILE]..." \
    || { echo "$prog: bad usage line: $line"; fail=1; }
  n=0 c=0
  while IFS= read -r line; do
    n=$((n + 1))
    case $n:$line in
      1:"$prog (ksum) "[0-9]*) ;;
      1:*) echo "$prog: bad version line: $line"; fail=1 ;;
    esac
    case $line in
      'Copyright (C) 20'[0-9][0-9]' The ksum authors.') c=$((c + 1)) ;;
      'License GPLv3+'*) c=$((c + 1)) ;;
    esac
  done < version
  test $c = 2 || { echo "$prog: bad copyright or license"; fail=1; }
  # ksum PROGRAM --help is the same text.
  if test $prog != ksum; then
    ksum $prog --help > help2/$prog || fail=1
  fi
  # Bad usage: exit 1 and the Try line.
  returns_ 1 $prog --no-such-option > out 2> err || fail=1
  lines_are_ err "$prog: unrecognized option '--no-such-option'" \
    "Try '$prog --help' for more information." || fail=1
done
LC_ALL=C diff -r help help2 > out
lines_are_ out 'Only in help: ksum' || fail=1

# Options that apply, by program: each line of opts is an option and the
# programs whose --help must list it (and no other); one awk checks all.
xofs='shake128sum shake256sum rawshake128sum rawshake256sum cshake128sum
  cshake256sum kmac128sum kmac256sum tuplehash128sum tuplehash256sum
  parallelhash128sum parallelhash256sum turboshake128sum turboshake256sum
  k12sum kt128sum kt256sum m14sum ksum'
cat > opts <<EOF || framework_failure_
--length=BITS|$xofs
--key-file=FILE|kmac128sum kmac256sum ksum
--customization=STRING|cshake128sum cshake256sum kmac128sum kmac256sum
  tuplehash128sum tuplehash256sum parallelhash128sum parallelhash256sum
  k12sum kt128sum kt256sum m14sum ksum
--function=STRING|cshake128sum cshake256sum ksum
--block-size=BYTES|parallelhash128sum parallelhash256sum ksum
--xof |kmac128sum kmac256sum tuplehash128sum tuplehash256sum
  parallelhash128sum parallelhash256sum ksum
--domain=BYTE|turboshake128sum turboshake256sum ksum
--tuple |tuplehash128sum tuplehash256sum ksum
--algorithm=|ksum
EOF
awk '
  FILENAME == "opts" {
    if (/^--/) { split($0, f, "|"); o = f[1]; nopt++; opts[nopt] = o
                 $0 = f[2] }
    for (i = 1; i <= NF; i++) want[o, $i] = 1
    next
  }
  FNR == 1 { p = FILENAME; sub(/.*\//, "", p); progs[p] = 1 }
  { for (i = 1; i <= nopt; i++) if (index($0, opts[i])) got[opts[i], p] = 1 }
  END {
    for (i = 1; i <= nopt; i++)
      for (p in progs)
        if (((opts[i], p) in got) != ((opts[i], p) in want)) {
          printf "--help: %s %s by %s\n", opts[i],
            ((opts[i], p) in got) ? "listed" : "not listed", p
          bad = 1
        }
    for (k in want) {
      split(k, q, SUBSEP)
      if (!(q[2] in progs)) { print "no --help of " q[2]; bad = 1 }
    }
    exit bad
  }' opts help/* || fail=1

# The key warning is in the help of the keyed programs.
grep 'other users' help/kmac256sum > /dev/null || fail=1

Exit $fail
