#!/bin/sh
# Standard input has one reader: the key file, the customization file,
# the --files0-from list, the check file or the data.  A second use, by
# "-", /dev/stdin, /dev/fd/0, /proc/self/fd/0 or the name of the file
# standard input is, is refused before anything is read; a check file's
# line or a listed name that reads it again is refused on its own.

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
print_ver_ kmac256sum

printf 'data\n' > in || framework_failure_
printf 'abc' > f || framework_failure_
printf 'key' > key || framework_failure_

# twice MESSAGE CMD...: CMD, its standard input the file 'in', exits 1
# with the one diagnostic MESSAGE, prints nothing and reads nothing of
# standard input (what the shell reads after it is the whole of 'in').
twice ()
{
  msg=$1; shift
  # Checked in the shell: a process per check made this test slow.
  { returns_ 1 "$@" > out 2> err; rc=$?; IFS= read -r rest; } < in
  test $rc = 0 || { echo "$*: did not fail"; fail=1; }
  test -s out && { echo "$*: printed"; cat out; fail=1; }
  lines_are_ err "$msg" || { echo "$*: diagnostics"; fail=1; }
  test "$rest" = data || { echo "$*: read standard input"; fail=1; }
}

both='standard input cannot be read as both'

# Every pair, under every name of standard input.
names=-
for name in /dev/stdin /dev/fd/0 /proc/self/fd/0; do
  test -e $name && names="$names $name"
done
for a in $names; do
  for b in $names; do
    twice "kmac256sum: $b: $both the key file and the customization file" \
      kmac256sum --customization-file=$b --key-file=$a f
    twice "kmac256sum: $b: $both the key file and the --files0-from list" \
      kmac256sum --key-file=$a --files0-from=$b
    twice "cshake256sum: $b: $both the customization file and the --files0-from list" \
      cshake256sum --customization-file=$a --files0-from=$b
    twice "kmac256sum: $b: $both the key file and the checksum file" \
      kmac256sum --key-file=$a -c $b
    twice "ksum: $b: $both the customization file and the checksum file" \
      ksum --customization-file=$a -c $b
    twice "kmac256sum: $b: $both the key file and data" \
      kmac256sum --key-file=$a f $b
    twice "cshake256sum: $b: $both the customization file and data" \
      cshake256sum --customization-file=$a $b
    twice "tuplehash128sum: $b: $both the customization file and data" \
      tuplehash128sum --customization-file=$a --tuple f $b
  done
done
# No operand is "-".
twice "kmac256sum: -: $both the key file and data" kmac256sum --key-file=-
twice "cshake256sum: -: $both the customization file and data" \
  cshake256sum --customization-file=-
twice "kmac256sum: -: $both the key file and the checksum file" \
  kmac256sum --key-file=- -c
# Standard input redirected from a file is that file under its name.
cp in data || framework_failure_
{ returns_ 1 kmac256sum --key-file=data f - > out 2> err; } < data || fail=1
lines_are_ err "kmac256sum: -: $both the key file and data" || fail=1
{ returns_ 1 kmac256sum --key-file=key f - > out 2> err; } < key || fail=1
lines_are_ err "kmac256sum: -: $both the key file and data" || fail=1
{ returns_ 1 kmac256sum --key-file=- key > out 2> err; } < key || fail=1
lines_are_ err "kmac256sum: key: $both the key file and data" || fail=1

# One reader is fine, by any name: the key from standard input, or the
# customization string, or the list.
kmac256sum --key-file=key f > exp || framework_failure_
for name in $names; do
  kmac256sum --key-file=$name f < key > out || fail=1
  same_ exp out || fail=1
done
IFS= read -r c < in || framework_failure_
cshake256sum -C "$c
" f > exp || framework_failure_
cshake256sum --customization-file=- f < in > out || fail=1
same_ exp out || fail=1
printf 'f\0' | sha3-256sum --files0-from=- > out || fail=1
sha3-256sum f > exp || framework_failure_
same_ exp out || fail=1
# Several data operands "-", or several check files "-", are one reader
# as in GNU sha256sum.
sha3-256sum - - < in > out || fail=1
n=0; while IFS= read -r l; do n=$(($n + 1)); done < out
test $n = 2 || fail=1

# ---- the lines of a check file ----
kmac256sum --key-file=key - < f > M1 || framework_failure_
# A line for "-" when the key is standard input: refused, not the key
# hashed again as empty data.
returns_ 1 kmac256sum --key-file=- -c M1 < key > out 2> err || fail=1
compare /dev/null out || fail=1
lines_are_ err "kmac256sum: M1: 1: -: $both the key file and data" \
  'kmac256sum: WARNING: 1 line was not checked' || fail=1
# The same for a member of a tuple.
printf 'x' > x || framework_failure_
tuplehash128sum --tuple --tag x f > T || framework_failure_
IFS= read -r t < T || framework_failure_
printf '%s\n' "${t%%(x f)*}(x -)${t#*(x f)}" > T1 || framework_failure_
returns_ 1 tuplehash128sum --customization-file=- -c T1 < /dev/null \
  > out 2> err || fail=1
# has_ FILE TEXT: a line of FILE has TEXT (the shell reads FILE, a few
# lines).
has_ ()
{
  while IFS= read -r has_l_; do
    case $has_l_ in *"$2"*) return 0 ;; esac
  done < "$1"
  cat "$1"; return 1
}
has_ err "T1: 1: -: $both the customization file and data" || fail=1
# A check file read from standard input: a line or tuple member "-" is
# improperly formatted, as in GNU sha256sum; /dev/stdin is refused.
returns_ 1 tuplehash128sum --warn -c < T1 > out 2> err || fail=1
compare /dev/null out || fail=1
has_ err 'improperly formatted' || fail=1
if test -e /dev/stdin; then
  case $t in *'T=1.1 (x f)'*) ;; *) framework_failure_ ;; esac
  printf '%s\n' "${t%%T=1.1 (x f)*}T=1.10 (x /dev/stdin)${t#*T=1.1 (x f)}" \
    > T2 || framework_failure_
  returns_ 1 tuplehash128sum -c < T2 > out 2> err || fail=1
  compare /dev/null out || fail=1
  has_ err "$both the checksum file and data" || fail=1
fi
# With the key from a file and the check file from elsewhere, "-" is
# data, read once.
kmac256sum --key-file=key -c M1 < f > out || fail=1
lines_are_ out '-: OK' || fail=1

# ---- the names of a --files0-from list ----
printf -- '-\0' > list || framework_failure_
returns_ 1 kmac256sum --key-file=- --files0-from=list < key > out 2> err \
  || fail=1
compare /dev/null out || fail=1
lines_are_ err "kmac256sum: -: $both the key file and data" || fail=1
# The list and a name in it: GNU's message for "-" in a list read
# from "-", and this one under another name.
printf -- '-\0' | returns_ 1 sha3-256sum --files0-from=- > out 2> err \
  || fail=1
compare /dev/null out || fail=1
has_ err 'when reading file names from stdin' || fail=1
if test -e /dev/stdin; then
  printf -- '-\0' | returns_ 1 sha3-256sum --files0-from=/dev/stdin \
    > out 2> err || fail=1
  compare /dev/null out || fail=1
  lines_are_ err "sha3-256sum: -: $both the --files0-from list and data" \
    || fail=1
fi
# The list and check files do not go together in any case.
returns_ 1 sha3-256sum --files0-from=- -c < /dev/null > out 2> err || fail=1
has_ err 'meaningless when verifying checksums' || fail=1
printf 'key\0' > list || framework_failure_
returns_ 1 kmac256sum --key-file=- --files0-from=list < key > out 2> err \
  || fail=1
lines_are_ err "kmac256sum: key: $both the key file and data" || fail=1

Exit $fail
