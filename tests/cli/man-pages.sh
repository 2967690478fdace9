#!/bin/sh
# Every program of the table has a man page input and a page, and each
# page documents the options that its program's --help lists.

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
print_ver_ ksum

for prog in $built_programs; do
  test -f "$srcdir/man/$prog.x" || { echo "no man/$prog.x"; fail=1; }
  page=
  for d in "$abs_top_builddir/man" "$srcdir/man"; do
    test -f "$d/$prog.1" && { page=$d/$prog.1; break; }
  done
  test -n "$page" || { echo "no man page for $prog"; fail=1; continue; }
  grep "^$prog \\\\- " "$page" > /dev/null \
    || { echo "$page: bad NAME section"; fail=1; }
  # Every long option of --help appears in the page (help2man writes
  # "\-\-name"): one list of each, compared.
  $prog --help | sed -n 's/^ *\(-[a-zA-Z], \)\{0,1\}\(--[a-z0-9-]*\).*/\2/p' \
    | LC_ALL=C sort -u > opts || fail=1
  test -s opts || fail=1
  sed 's/\\-/-/g' "$page" | grep -o -e '--[a-z0-9-]*' | LC_ALL=C sort -u \
    > page-opts
  LC_ALL=C comm -23 opts page-opts > missing || framework_failure_
  test -s missing && { sed "s|^|$page: missing |" missing; fail=1; }
done

# Nothing in man/ that is not a program.
for x in "$srcdir"/man/*.x; do
  p=${x##*/} p=${p%.x}
  case " $built_programs " in
    *" $p "*) ;;
    *) echo "man/$p.x is not a program of the table"; fail=1 ;;
  esac
done

Exit $fail
