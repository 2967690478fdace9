#!/bin/sh
# Every line of every program's --help fits in 79 columns, in English and
# in German; and --help names a bug-report address or a home page only
# when configure was given one (--with-bug-report, --with-package-url).

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
print_ver_ ksum

# The addresses as configured (empty strings unless given).
conf_string_ ()
{
  sed -n "s/^#define $1 \"\(.*\)\"\$/\1/p" "$abs_top_builddir/config.h"
}
bugs=$(conf_string_ KSUM_BUGREPORT)
url=$(conf_string_ KSUM_URL)
grep '^#define KSUM_BUGREPORT ' "$abs_top_builddir/config.h" > /dev/null \
  || framework_failure_

for prog in $built_programs; do
  for lang in C de; do
    LANGUAGE=$lang LC_ALL=C.UTF-8 $prog --help > help || fail=1
    # GNU sed counts characters in a UTF-8 locale.
    LC_ALL=C.UTF-8 sed -n '/^.\{80,\}/p' help > long || framework_failure_
    test -s long && { echo "$prog ($lang): lines over 79 columns:"; \
                      cat long; fail=1; }
  done

  LC_ALL=C $prog --help > help || fail=1
  grep -i 'localhost' help && fail=1
  if test -n "$bugs"; then
    grep -Fx "Report bugs to: $bugs" help > /dev/null || fail=1
  else
    grep '^Report bugs' help && fail=1
  fi
  if test -n "$url"; then
    grep -Fx "ksum home page: <$url>" help > /dev/null || fail=1
  else
    grep 'home page' help && fail=1
  fi
done

Exit $fail
