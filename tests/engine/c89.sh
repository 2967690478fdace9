#!/bin/sh
# c89.sh -- the engine is strict C89, and its 32-bit path reaches no
# 64-bit type.

# Copyright (C) 2026 The ksum authors.
#
# This program is free software: you can redistribute it and/or modify
# it under the terms of the GNU General Public License as published by
# the Free Software Foundation, either version 3 of the License, or
# (at your option) any later version.
#
# This program is distributed in the hope that it will be useful,
# but WITHOUT ANY WARRANTY; without even the implied warranty of
# MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the
# GNU General Public License for more details.
#
# You should have received a copy of the GNU General Public License
# along with this program.  If not, see <https://www.gnu.org/licenses/>.

# Builds every portable engine file and every file of the line formats
# (the host sets of src/engine/sources.list and src/lines/sources.list)
# with tests/engine/test-incremental.c, and
# with tests/engine/test-sumtag.c (the tags' 64-bit values in halves),
# twice, with -std=c89 -pedantic-errors -Wall -Wextra -Werror: once as
# configured (the KC_32BIT choice of $KC_CPPFLAGS), once with -DKC_32BIT
# and <stdint.h>'s six 64-bit types poisoned (tests/engine/no64.h; in
# that build -pedantic-errors alone would not reject uint64_t).  Each
# program must then pass.  The SIMD files (their names carry the ISA)
# need their own flags and are not C89 business; backend.c names them
# only under KC_WITH_* macros, which this test does not define.
#
# Environment: srcdir (the top source directory), CC, KC_CPPFLAGS,
# KSUM_EMULATOR (what runs CC's programs here in a cross build, as
# configure found it; none if empty).
# Exit 77 (skip) when CC is not gcc or clang, which the poison pragma
# and the flags need.

: "${srcdir=.}"
CC=${CC-cc}
emulator=${KSUM_EMULATOR-}

if $CC -dM -E -x c /dev/null 2>/dev/null | grep '__GNUC__' >/dev/null
then :
else
  echo "c89.sh: $CC is neither gcc nor clang; skipping"
  exit 77
fi

# The host sets of src/engine/sources.list and src/lines/sources.list,
# also named from any directory.
case $srcdir in
  /*) abs_srcdir=$srcdir ;;
  .) abs_srcdir=$PWD ;;
  *) abs_srcdir=$PWD/$srcdir ;;
esac
files=
abs_files=
for d in engine lines; do
  for f in `sh "$srcdir/build-aux/source-sets" \
              "$srcdir/src/$d/sources.list" host`; do
    case $f in
      *.c) files="$files $srcdir/src/$d/$f"
           abs_files="$abs_files $abs_srcdir/src/$d/$f" ;;
    esac
  done
done
test -n "$files" || { echo "c89.sh: no engine files" >&2; exit 99; }

configured=
for flag in ${KC_CPPFLAGS-}; do
  case $flag in
    -DKC_32BIT*) configured="$configured $flag" ;;
  esac
done

tmp=c89-tmp.$$
trap 'rm -rf "$tmp"' 0
trap 'exit 1' 1 2 13 15
mkdir "$tmp" || exit 1

strict='-std=c89 -pedantic-errors -Wall -Wextra -Werror -O2'
fail=0

# build NAME FLAGS...: compile the files once, then link and run one
# configuration with each test program.  The files are compiled by one
# run of $CC in the configuration's directory (a process costs
# milliseconds here), each as by itself; if that fails, one by one, to
# name the file.
build ()
{
  name=$1
  shift
  mkdir "$tmp/$name" || exit 1
  objs=
  for f in $files; do
    o=${f##*/}
    objs="$objs $tmp/$name/${o%.c}.o"
  done
  if (cd "$tmp/$name" && $CC $strict "$@" -I"$abs_srcdir/src/engine" \
        -I"$abs_srcdir/src/lines" -c $abs_files); then :
  else
    for f in $files; do
      o=${f##*/}
      $CC $strict "$@" -I"$srcdir/src/engine" -I"$srcdir/src/lines" \
        -c -o "$tmp/$name/${o%.c}.o" "$f" > /dev/null 2>&1 \
        || echo "c89.sh: $name: $f does not compile as strict C89"
    done
    fail=1
    return
  fi
  for t in test-incremental test-sumtag; do
    echo "c89.sh: $name: $t: $CC $strict $*"
    if $CC $strict "$@" -I"$srcdir/src/engine" -I"$srcdir/src/lines" \
         -o "$tmp/$name-$t" $objs "$srcdir/tests/engine/$t.c"
    then
      if $emulator "$tmp/$name-$t" > "$tmp/$name-$t.out"; then
        # Its last line, "N passed, N failed" (a short output).
        last=
        while IFS= read -r l; do last=$l; done < "$tmp/$name-$t.out"
        test -z "$l" || last=$l
        echo "c89.sh: $name: $t: $last"
      else
        cat "$tmp/$name-$t.out"
        echo "c89.sh: $name: $t failed"
        fail=1
      fi
    else
      echo "c89.sh: $name: $t does not compile as strict C89"
      fail=1
    fi
  done
}

build configured $configured
build no64 -DKC_32BIT -include stdint.h \
  -include "$abs_srcdir/tests/engine/no64.h"

exit $fail
