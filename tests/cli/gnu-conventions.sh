#!/bin/sh
# The GNU Coding Standards' conventions: --version names the program by
# a constant name, not by the path or the name it was run as; --help's
# option column; diagnostics quoted in one style.

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
print_ver_ ksum

bin=$abs_top_builddir/src

# --version: the program's own name, whatever the path or link.
"$bin/sha3-256sum$EXEEXT" --version > out || fail=1
sed -n 1p out > line || framework_failure_
grep '^sha3-256sum (ksum) [0-9]' line > /dev/null || { cat line; fail=1; }
"$bin/ksum$EXEEXT" --version | sed -n 1p > line || fail=1
grep '^ksum (ksum) [0-9]' line > /dev/null || { cat line; fail=1; }
ksum k12sum --version | sed -n 1p > line || fail=1
grep '^k12sum (ksum) [0-9]' line > /dev/null || { cat line; fail=1; }
ln -s "$bin/ksum$EXEEXT" gnu-shake128sum || framework_failure_
./gnu-shake128sum --version | sed -n 1p > line || fail=1
grep '^shake128sum (ksum) [0-9]' line > /dev/null || { cat line; fail=1; }

# ksum's synopsis has its second form.
ksum --help | sed -n 2p > line || fail=1
lines_are_ line '  or:  ksum PROGRAM [ARGUMENT]...' || fail=1

# Every option's description starts in one column, 24, or on the next
# line when the option is too long for it (two blanks at least).
for prog in ksum sha3-256sum kmac128sum; do
  $prog --help | awk '
    /^ +-/ {
      if (match($0, /^ +-[^ ]*( [^ ][^ ]*)?  +/)) {
        if (RLENGTH != 24 && RLENGTH != length($0)) { print; bad = 1 }
      }
    }
    END { exit bad }' || { echo "$prog: --help: description out of column";
                           fail=1; }
done

# One quoting style in a diagnostic, whatever the locale.
ln -s "$bin/ksum$EXEEXT" weird || framework_failure_
for loc in C C.UTF-8; do
  LC_ALL=$loc returns_ 1 ./weird f > out 2> err || fail=1
  case $(cat err) in
    *\'weird\'*\'ksum\'*) ;;
    *‘weird’*‘ksum’*\'*) echo "$loc: mixed quotes"; cat err; fail=1 ;;
    *‘weird’*‘ksum’*) ;;
    *) echo "$loc: unexpected message"; cat err; fail=1 ;;
  esac
done

Exit $fail
