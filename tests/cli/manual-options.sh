#!/bin/sh
# The manual documents every option and every environment variable: each
# option that the --help of any program lists (long and short) has its
# @opindex entry in doc/ksum.texi, and each variable that the sources
# read with getenv is named there with @env.  The options are read from
# the --help texts, so that a new option is caught without a list here.

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
print_ver_ ksum

texi=$srcdir/doc/ksum.texi
sed -n 's/^@opindex //p' "$texi" | sort -u > indexed || framework_failure_

# The options of every --help: the lines that begin with blanks and a
# dash, each "-X, --long[=ARG]" or "--long[=ARG]" (with "[=ARG]" too).
for prog in $built_programs; do
  $prog --help || fail=1
done | awk '/^ +-/ { o = $1; sub(/,$/, "", o); print o
                    if ($1 ~ /^-.,$/) print $2 }' \
  | sed -e 's/\[.*//' -e 's/=.*//' | sort -u > options || framework_failure_
# A few of each kind, so that a change of the --help layout that this
# sed no longer reads fails here rather than passing unseen.
for o in -c --check --tag --untagged --length -k --key-file --tuple \
         --progress --help --version -a --algorithm; do
  grep -x -e "$o" options > /dev/null \
    || { echo "--help: $o not found"; fail=1; }
done

comm -23 options indexed > missing || framework_failure_
test -s missing && { echo "options without @opindex in $texi:"
                     cat missing; fail=1; }

# The environment variables the programs read.
cat "$srcdir"/src/cli/*.c "$srcdir"/src/engine/*.c \
  | sed -n 's/.*getenv ("\([A-Za-z_0-9]*\)").*/\1/p' | sort -u > vars \
  || framework_failure_
test -s vars || framework_failure_
for v in $(cat vars); do
  grep -e "@env{$v" "$texi" > /dev/null \
    || { echo "$v: read with getenv, not in $texi"; fail=1; }
done

Exit $fail
