#!/bin/sh
# --help and --version of every program: GNU format, exit 0, and --help
# lists exactly the options its algorithm takes.

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
print_ver_ ksum

for prog in $built_programs; do
  $prog --help > help.$prog || { echo "$prog --help failed"; fail=1; }
  $prog --version > version || { echo "$prog --version failed"; fail=1; }
  # The first lines, read by the shell (a process each made this slow).
  IFS= read -r line < help.$prog
  test "$line" = "Usage: $prog [OPTION]... [FILE]..." \
    || { echo "$prog: bad usage line: $line"; fail=1; }
  IFS= read -r line < version
  case $line in
    "$prog (ksum) "[0-9]*) ;;
    *) echo "$prog: bad version line: $line"; fail=1 ;;
  esac
  test $(grep -c -e '^Copyright (C) 20[0-9][0-9] The ksum authors\.$' \
                 -e '^License GPLv3+' version) = 2 \
    || { echo "$prog: bad copyright or license"; fail=1; }
  # ksum PROGRAM --help is the same text.
  if test $prog != ksum; then
    ksum $prog --help > help2 || fail=1
    compare help.$prog help2 || fail=1
  fi
  # Bad usage: exit 1 and the Try line.
  returns_ 1 $prog --no-such-option > out 2> err || fail=1
  lines_are_ err "$prog: unrecognized option '--no-such-option'" \
    "Try '$prog --help' for more information." || fail=1
done

# Options that apply, by program.  (option, programs that list it)
check_opt ()
{
  opt=$1; shift
  listed=$(grep -l -e "$opt" help.* | sed 's/^help\.//' | sort | tr '\n' ' ')
  want=$(for p in "$@"; do echo $p; done | sort | tr '\n' ' ')
  test "$listed" = "$want" \
    || { echo "--help: $opt listed by: $listed; expected: $want"; fail=1; }
}
xofs='shake128sum shake256sum rawshake128sum rawshake256sum cshake128sum
  cshake256sum kmac128sum kmac256sum tuplehash128sum tuplehash256sum
  parallelhash128sum parallelhash256sum turboshake128sum turboshake256sum
  k12sum kt128sum kt256sum m14sum ksum'
check_opt '--length=BITS' $xofs
check_opt '--key-file=FILE' kmac128sum kmac256sum ksum
check_opt '--customization=STRING' cshake128sum cshake256sum kmac128sum \
  kmac256sum tuplehash128sum tuplehash256sum parallelhash128sum \
  parallelhash256sum k12sum kt128sum kt256sum m14sum ksum
check_opt '--function=STRING' cshake128sum cshake256sum ksum
check_opt '--block-size=BYTES' parallelhash128sum parallelhash256sum ksum
check_opt '--xof ' kmac128sum kmac256sum tuplehash128sum tuplehash256sum \
  parallelhash128sum parallelhash256sum ksum
check_opt '--domain=BYTE' turboshake128sum turboshake256sum ksum
check_opt '--tuple ' tuplehash128sum tuplehash256sum ksum
check_opt '--algorithm=' ksum

# The key warning is in the help of the keyed programs.
kmac256sum --help | grep 'other users' > /dev/null || fail=1

Exit $fail
