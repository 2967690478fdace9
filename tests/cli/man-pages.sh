#!/bin/sh
# Every program of the table has a man page input and a page, and each
# page documents the options that its program's --help lists.

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
print_ver_ ksum

# Every long option of --help appears in the page (help2man writes
# "\-\-name"), and the page's NAME line names the program: one awk reads
# every --help and every page (a sed, grep, sort and comm per program
# made this test slow).
set --
for prog in $built_programs; do
  test -f "$srcdir/man/$prog.x" || { echo "no man/$prog.x"; fail=1; }
  page=
  for d in "$abs_top_builddir/man" "$srcdir/man"; do
    test -f "$d/$prog.1" && { page=$d/$prog.1; break; }
  done
  test -n "$page" || { echo "no man page for $prog"; fail=1; continue; }
  $prog --help > help.$prog || fail=1
  set -- "$@" help.$prog "$page"
done
awk '
  FNR == 1 {
    p = FILENAME; sub(/.*\//, "", p)
    page = p !~ /^help\./
    if (page) { sub(/\.1$/, "", p); pages[p] = FILENAME }
    else { sub(/^help\./, "", p); progs[++n] = p }
  }
  !page && match($0, /^ *(-[a-zA-Z], )?--[a-z0-9-]*/) {
    o = substr($0, RSTART, RLENGTH); sub(/^ *(-[a-zA-Z], )?/, "", o)
    want[p, o] = 1; nwant[p]++
  }
  page && index($0, p " \\- ") == 1 { named[p] = 1 }
  page {
    l = $0; gsub(/\\-/, "-", l)
    while (match(l, /--[a-z0-9-]*/)) {
      has[p, substr(l, RSTART, RLENGTH)] = 1
      l = substr(l, RSTART + RLENGTH)
    }
  }
  END {
    for (i = 1; i <= n; i++) {
      p = progs[i]
      if (!named[p]) { print pages[p] ": bad NAME section"; bad = 1 }
      if (!nwant[p]) { print p ": no option in --help"; bad = 1 }
    }
    for (k in want) {
      split(k, q, SUBSEP)
      if (!((q[1], q[2]) in has)) {
        print pages[q[1]] ": missing " q[2]; bad = 1
      }
    }
    exit bad
  }' "$@" || fail=1

# Nothing in man/ that is not a program.
for x in "$srcdir"/man/*.x; do
  p=${x##*/} p=${p%.x}
  case " $built_programs " in
    *" $p "*) ;;
    *) echo "man/$p.x is not a program of the table"; fail=1 ;;
  esac
done

Exit $fail
