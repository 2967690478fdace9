#!/bin/sh
# host32.sh -- the host-side proofs of the 32-bit path that KSUM.COM uses:
# every known answer of tests/kat/ passes with the engine in 32-bit-lane
# mode (1) as strict C89 with every 64-bit <stdint.h> type poisoned and
# (2) built by gcc -m32, where unsigned long really is 32 bits wide.
#
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
#
# Environment: srcdir (top source directory), CC, KSUM_EMULATOR (what
# runs CC's programs here in a cross build, such as gcc -m32's under
# qemu-i386 where the kernel runs no 32-bit program; none if empty).
# The engine files are those of the DOS build (the dos sets of
# src/engine/sources.list and src/lines/sources.list, so the line
# formats are compiled too); the
# KAT runner is tests/engine/test-kat.c with the table
# src/cli/kat-cases.h, the poison header tests/engine/no64.h.  Exit
# 77 when CC is neither gcc nor clang (the pragma and -m32 need them);
# the -m32 half alone is skipped, with a message, when -m32 cannot link
# (Debian: apt-get install gcc-multilib).

: "${srcdir=.}"
CC=${CC-cc}
emulator=${KSUM_EMULATOR-}

if $CC -dM -E -x c /dev/null 2>/dev/null | grep __GNUC__ >/dev/null; then :
else
  echo "host32.sh: $CC is neither gcc nor clang; skipping"
  exit 77
fi

engine=
for d in engine lines; do
  for f in `sh "$srcdir/build-aux/source-sets" \
              "$srcdir/src/$d/sources.list" dos`; do
    case $f in
      *.c) engine="$engine $srcdir/src/$d/$f" ;;
    esac
  done
done
runner=$srcdir/tests/engine/test-kat.c
no64=$srcdir/tests/engine/no64.h
test -n "$engine" || { echo "host32.sh: no engine files" >&2; exit 99; }
for f in $engine $runner $no64 "$srcdir/src/cli/kat-cases.h"; do
  test -f "$f" || { echo "host32.sh: $f is missing" >&2; exit 99; }
done

tmp=host32-tmp.$$
trap 'rm -rf "$tmp"' 0
trap 'exit 1' 1 2 13 15
mkdir "$tmp" || exit 99

# A cross compiler (configure --host=ia16-elf) makes nothing that runs
# here, unless configure found an emulator for it.
echo 'int main (void) { return 0; }' > "$tmp/probe.c"
if $CC -o "$tmp/probe" "$tmp/probe.c" >/dev/null 2>&1 \
   && $emulator "$tmp/probe"; then :
else
  echo "host32.sh: programs made by $CC do not run here; skipping"
  exit 77
fi

strict='-std=c89 -pedantic-errors -Wall -Wextra -Werror -O2 -DKC_32BIT=1'
fail=0

# run NAME FLAGS...: compile the engine and the KAT runner with FLAGS,
# then run the runner, which has every case of tests/kat compiled in.
run ()
{
  name=$1
  shift
  echo "host32.sh: $name: $CC $strict $*"
  if $CC $strict "$@" -I"$srcdir/src/engine" -I"$srcdir/src/lines" \
       -I"$srcdir/src/cli" \
       -o "$tmp/$name" $engine "$runner"; then
    if $emulator "$tmp/$name" > "$tmp/$name.out" 2>&1; then
      # Its last line, "N passed, N failed" (a short output).
      last=
      while IFS= read -r l; do last=$l; done < "$tmp/$name.out"
      test -z "$l" || last=$l
      echo "host32.sh: $name: $last"
    else
      cat "$tmp/$name.out"
      echo "host32.sh: $name: known answers FAILED"
      fail=1
    fi
  else
    echo "host32.sh: $name: does not compile"
    fail=1
  fi
}

# (1) No 64-bit type reachable: -pedantic-errors alone lets glibc's
# uint64_t through, the poison pragma does not.
run no64 -include stdint.h -include "$no64"

# (2) A real 32-bit unsigned long (on x86_64 it has 64 bits, so the
# path would otherwise be tested only through its masks).
if $CC -m32 -o "$tmp/probe" "$tmp/probe.c" >/dev/null 2>&1 \
   && $emulator "$tmp/probe"; then
  run m32 -m32
else
  echo "host32.sh: m32: $CC -m32 cannot link or run here; that half skipped"
fi

exit $fail
