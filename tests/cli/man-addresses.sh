#!/bin/sh
# configure --with-bug-report and --with-package-url reach the man
# pages, as they reach --help: a build configured with them makes pages
# of its own that show both.  (The distributed pages show none, and a
# default build keeps them: make distcheck says so.)  Expensive: it
# configures and builds a copy of the package.

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
print_ver_ ksum
expensive_

# The sub-makes are not this make's jobs.
unset MAKEFLAGS MFLAGS MAKELEVEL
make=${MAKE-make}
bug=ksum-bugs@example.org
url=https://example.org/ksum-home

# A copy of the sources (a tree configured in place refuses a VPATH
# build), configured and built in a directory of its own.  make distdir
# wants a DISTDIR relative to the build directory (for po/).
rel=$(realpath --relative-to="$abs_top_builddir" "$PWD") \
  || skip_ 'no realpath --relative-to'
$make -C "$abs_top_builddir" distdir distdir="$rel/pkg" > distdir.out 2>&1 \
  || { cat distdir.out; framework_failure_; }
test -f pkg/man/sha3-256sum.1 || framework_failure_
grep -F "$bug" pkg/man/sha3-256sum.1 && framework_failure_
mkdir build || framework_failure_
(cd build && ../pkg/configure -q --disable-nls --with-bug-report="$bug" \
   --with-package-url="$url" CFLAGS=-O0) > configure.out 2>&1 \
  || { cat configure.out; framework_failure_; }
$make -C build -j2 > make.out 2>&1 || { cat make.out; fail=1; }

build/src/sha3-256sum --help > help || fail=1
grep -F "Report bugs to: $bug" help > /dev/null || fail=1
grep -F "<$url>" help > /dev/null || fail=1
for page in build/man/sha3-256sum.1 build/man/ksum.1; do
  test -f "$page" || { echo "$page: not made"; fail=1; continue; }
  sed 's/\\-/-/g' "$page" > page
  grep -F "$bug" page > /dev/null || { echo "$page: no $bug"; fail=1; }
  grep -F "$url" page > /dev/null || { echo "$page: no $url"; fail=1; }
done
# The copy of the sources is left as it was.
grep -F "$bug" pkg/man/*.1 && fail=1

Exit $fail
