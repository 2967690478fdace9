#!/bin/sh
# Every line of every program's --help fits in 79 columns, in English and
# in German; and --help names a bug-report address or a home page only
# when configure was given one (--with-bug-report, --with-package-url).

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
print_ver_ ksum

# The addresses as configured (empty strings unless given), from the
# defines that one sed picks out of config.h.
sed -n '/^#define KSUM_BUGREPORT /p; /^#define KSUM_URL /p' \
  "$abs_top_builddir/config.h" > conf || framework_failure_
bugs= url= have_bugs=no
while IFS= read -r l; do
  case $l in '#define KSUM_BUGREPORT '*) have_bugs=yes ;; esac
  case $l in
    '#define KSUM_BUGREPORT "'*'"') l=${l#*\"} bugs=${l%\"} ;;
    '#define KSUM_URL "'*'"') l=${l#*\"} url=${l%\"} ;;
  esac
done < conf
test $have_bugs = yes || framework_failure_

# Each program's --help in English and German (C.UTF-8) and in the C
# locale, into files of their own; the outputs are then checked all at
# once (a sed and three greps per program made this test slow).
helps= helps_c=
for prog in $built_programs; do
  for lang in C de; do
    LANGUAGE=$lang LC_ALL=C.UTF-8 $prog --help > help.$prog.$lang || fail=1
    helps="$helps help.$prog.$lang"
  done
  LC_ALL=C $prog --help > help.$prog.c || fail=1
  helps_c="$helps_c help.$prog.c"
done

# GNU sed counts characters in a UTF-8 locale.  On a failure each file
# is looked at again, to name the program.
LC_ALL=C.UTF-8 sed -n '/^.\{80,\}/p' $helps > long || framework_failure_
if test -s long; then
  for h in $helps; do
    LC_ALL=C.UTF-8 sed -n '/^.\{80,\}/p' $h > long || framework_failure_
    h=${h#help.}
    test -s long && { echo "${h%.*} (${h##*.}): lines over 79 columns:"; \
                      cat long; fail=1; }
  done
fi

grep -i 'localhost' $helps_c && fail=1
# each_has_ LINE: every C-locale output has LINE (a count for each file).
each_has_ ()
{
  grep -c -Fx "$1" $helps_c > count
  while IFS= read -r l; do
    case $l in 0|*:0) echo "no '$1' in $l"; fail=1 ;; esac
  done < count
}
if test -n "$bugs"; then
  each_has_ "Report bugs to: $bugs"
else
  grep '^Report bugs' $helps_c && fail=1
fi
if test -n "$url"; then
  each_has_ "ksum home page: <$url>"
else
  grep 'home page' $helps_c && fail=1
fi

Exit $fail
