#!/bin/sh
# Nothing given to -c is ignored: a key, -C, -f, -B, -x, --domain or
# --tuple applies to every line, and a line that cannot take it is not
# checked but reported and counted (exit 1), so that a keyed check
# passes only keyed lines.  A KMACXOF line without a key is named as
# such, and --ignore-missing applies to the members of a tuple line.

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
print_ver_ ksum

printf 'abc' > f || framework_failure_
printf 'defg' > g || framework_failure_
printf 'a MAC key' > key || framework_failure_

# refused WHAT MESSAGE CHECKER...: CHECKER -c S checks no line of S
# (one line), says MESSAGE about it and the summary, and exits 1.
refused ()
{
  what=$1 msg=$2; shift 2
  returns_ 1 "$@" -c S > out 2> err \
    || { echo "$what: '$* -c' did not fail"; cat S out err; fail=1; }
  compare /dev/null out || { echo "$what: checked"; fail=1; }
  printf '%s\n' "ksum: S: 1: $msg" 'ksum: WARNING: 1 line was not checked' \
    | compare - err || { echo "$what: diagnostics"; fail=1; }
}

# ---- a keyed check passes only keyed lines ----
sha3-256sum --tag f > S || framework_failure_
refused 'key, SHA3 line' 'a key was given, but this SHA3-256 line takes none' \
  ksum --key-file=key
refused 'key, SHA3 line' 'a key was given, but this SHA3-256 line takes none' \
  ksum -k 00
shake128sum -l 8 --tag f > S || framework_failure_
refused 'key, short SHAKE line' \
  'a key was given, but this SHAKE128 line takes none' ksum --key-file=key
tuplehash128sum -x --tag f > S || framework_failure_
refused 'key, TupleHashXOF line' \
  'a key was given, but this TUPLEHASHXOF128 line takes none' \
  ksum --key-file=key

# A check file of keyed and unkeyed lines: the keyed line is checked,
# the other is not, and the run fails.
kmac128sum --key-file=key --tag f > S || framework_failure_
sha3-256sum --tag g >> S || framework_failure_
kmac256sum --key-file=key --tag g >> S || framework_failure_
returns_ 1 ksum --key-file=key -c S > out 2> err || fail=1
printf 'f: OK\ng: OK\n' | compare - out || fail=1
printf '%s\n' 'ksum: S: 2: a key was given, but this SHA3-256 line takes none' \
  'ksum: WARNING: 1 line was not checked' | compare - err || fail=1
# --status says it by the exit status alone, as for other failures.
returns_ 1 ksum --key-file=key --status -c S > out 2> /dev/null || fail=1
compare /dev/null out || fail=1
# The same keyed lines alone pass.
grep -v SHA3 S > S2 || framework_failure_
ksum --key-file=key -c S2 > out || fail=1
printf 'f: OK\ng: OK\n' | compare - out || fail=1

# ---- every parameter option applies to every line ----
sha3-256sum --tag f > S || framework_failure_
for opt in -C=v2 --customization-hex=7632 --customization-file=g \
           -f=N -B=64 -x --domain=0x1F --tuple; do
  case $opt in
    -C=*|--customization*) name=--customization;;
    -f=*) name=--function;;
    -B=*) name=--block-size;;
    -x) name=--xof;;
    *) name=${opt%%=*};;
  esac
  case $opt in
    -?=*) set -- "${opt%%=*}" "${opt#*=}";;
    *) set -- "$opt";;
  esac
  refused "$opt, SHA3 line" \
    "the $name option is not supported with this SHA3-256 line" ksum "$@"
done
# A line of an algorithm that takes the option: its value must agree.
cshake128sum -C v2 --tag f > S || framework_failure_
ksum -C v2 -c S > out || fail=1
echo 'f: OK' | compare - out || fail=1
refused 'cSHAKE, other S' '--customization differs from the line'"'"'s parameters' \
  ksum -C v1
refused 'cSHAKE, a B' \
  'the --block-size option is not supported with this CSHAKE128 line' \
  ksum -C v2 -B 8
kmac128sum --key-file=key -x --tag f > S || framework_failure_
ksum --key-file=key -x -c S > out || fail=1
echo 'f: OK' | compare - out || fail=1
kmac128sum --key-file=key --tag f > S || framework_failure_
refused 'KMAC line, -x' '--xof differs from the line'"'"'s parameters' \
  ksum --key-file=key -x
# --tuple: tuple lines only (TupleHash of one file is a tuple of one).
tuplehash128sum --tuple --tag f g > S || framework_failure_
tuplehash128sum --tag f >> S || framework_failure_
ksum --tuple -c S > out || fail=1
printf 'f g: OK\nf: OK\n' | compare - out || fail=1
tuplehash128sum --tuple -c S > out || fail=1
printf 'f g: OK\nf: OK\n' | compare - out || fail=1
k12sum --tag f > S || framework_failure_
refused 'tuple, KT128 line' \
  'the --tuple option is not supported with this KT128 line' ksum --tuple
# Untagged lines take the options (a named program or -a says the
# algorithm), so an -a that takes them has nothing to refuse.
cshake128sum -C v2 f > S || framework_failure_
ksum -a cshake128 -C v2 -c S > out || fail=1
echo 'f: OK' | compare - out || fail=1

# ---- the XOF variant is named as the tag names it ----
kmac128sum --key-file=key -x -l 256 --tag f > S || framework_failure_
refused 'KMACXOF, no key' \
  'no key for this KMACXOF128 line: give it with --key-file' ksum
kmac256sum --key-file=key --tag f > S || framework_failure_
refused 'KMAC, no key' 'no key for this KMAC256 line: give it with --key-file' \
  ksum

# ---- --ignore-missing and tuples ----
tuplehash128sum --tuple --tag f g > S || framework_failure_
sha3-256sum --tag f >> S || framework_failure_
mv g g.away || framework_failure_
ksum --ignore-missing -c S > out 2> err || fail=1
echo 'f: OK' | compare - out || fail=1
compare /dev/null err || fail=1
# Without it, a missing member is still an open failure.
returns_ 1 ksum -c S > out 2> err || fail=1
printf 'f g: FAILED open or read\nf: OK\n' | compare - out || fail=1
# A tuple line alone with a missing member: nothing verified.
head -n 1 S > S1 || framework_failure_
returns_ 1 ksum --ignore-missing -c S1 > out 2> err || fail=1
compare /dev/null out || fail=1
echo 'ksum: S1: no file was verified' | compare - err || fail=1
mv g.away g || framework_failure_

Exit $fail
