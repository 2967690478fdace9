#!/bin/sh
# dosbox.sh -- run KSUM.COM (bcc, 8086, 16-bit int) under DOSBox on known
# answers of every algorithm, a 64 KiB file, standard input, -c with a
# deliberate mismatch and bad options.  Prints "N passed, N failed".
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
# Run from the top build directory with srcdir set to the top source
# directory (as automake does).  KSUM_COM names the program to test
# (default src/dos/KSUM.COM, which `make check' builds first); BCC,
# DOSBOX and PYTHON3 the tools (configure's paths; empty means the name).
# Exit 77 (skip) only when bcc or dosbox is missing; 99 for a broken
# harness; 1 on any failed case.

: "${srcdir=.}"
: "${BCC:=bcc}"
: "${DOSBOX:=dosbox}"
: "${PYTHON3:=python3}"
: "${KSUM_COM=src/dos/KSUM.COM}"

if ! command -v "$BCC" >/dev/null 2>&1; then
  echo "dosbox.sh: $BCC not found, skipping the DOS test"
  exit 77
fi
if ! command -v "$DOSBOX" >/dev/null 2>&1; then
  echo "dosbox.sh: $DOSBOX not found, skipping the DOS test"
  exit 77
fi
if ! command -v "$PYTHON3" >/dev/null 2>&1; then
  echo "dosbox.sh: $PYTHON3 is needed for the expected answers" >&2
  exit 99
fi
if ! test -f "$KSUM_COM"; then
  echo "dosbox.sh: $KSUM_COM is missing (make dos builds it)" >&2
  exit 99
fi

dir=tests/dos/run.$$
rm -rf "$dir" || exit 99
mkdir -p "$dir" || exit 99
trap 'rm -rf "$dir"' 0
trap 'exit 1' 1 2 13 15

cp "$KSUM_COM" "$dir/KSUM.COM" || exit 99
sh "$srcdir/build-aux/gen-kat-cases" --list "$srcdir"/tests/kat/*.kat \
  > "$dir/cases.txt" || exit 99
"$PYTHON3" "$srcdir/tests/dos/cases.py" write "$dir" "$dir/cases.txt" \
  || exit 99

# DOSBox always exits 0 and cannot redirect stderr: RUN.BAT records
# each case's ERRORLEVEL in RC.TXT and ends with DONE.  CALL returns
# control to the next -c command; without it DOSBox waits for timeout.
abs_dir=`cd "$dir" && pwd` || exit 99
start=`date +%s`
SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy \
  timeout 300 "$DOSBOX" -conf "$srcdir/tests/dos/dosbox.conf" \
    -c "mount c \"$abs_dir\"" -c 'c:' -c 'CALL RUN.BAT' -c exit \
    </dev/null >"$dir/dosbox.log" 2>&1
end=`date +%s`
echo "DOSBox ran for `expr $end - $start` s"

"$PYTHON3" "$srcdir/tests/dos/cases.py" compare "$dir"
status=$?
if test $status -ne 0; then
  tail -5 "$dir/dosbox.log"
  test $status -eq 1 || exit 99
  exit 1
fi
exit 0
