#!/bin/sh
# Lines written by other tools verify with ksum, and ksum's lines for
# the functions they have verify with them: OpenSSL's dgst, Perl's
# sha3sum (libdigest-sha3-perl) and rhash, as Debian packages them.
# Their digests are computed by them, so this is also a check of ksum's
# digests against three independent implementations.

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
print_ver_ ksum

# Files at the rate boundaries of SHA3-256 and SHAKE128, a name with a
# blank, and an empty file.
printf 'abc' > f || framework_failure_
: > empty || framework_failure_
head -c 135 /dev/zero | tr '\0' 'a' > 'r 135' || framework_failure_
head -c 168 /dev/zero | tr '\0' 'b' > r168 || framework_failure_
files='f empty r168'

# ok CHECKER...: CHECKER -c S says OK for every line and exits 0.
ok ()
{
  "$@" -c S > out 2> err || { echo "'$*' -c failed on:"; cat S out err;
                              fail=1; return; }
  test "$(grep -c ': OK$' out)" = "$(wc -l < S)" \
    || { echo "'$*':"; cat S out; fail=1; }
}

tested=0

if command -v openssl > /dev/null 2>&1; then
  tested=1
  for b in 224 256 384 512; do
    openssl dgst -sha3-$b $files > S || fail=1
    ok sha3-${b}sum
    ok ksum
    ok ksum -a sha3
    openssl dgst -r -sha3-$b $files > S || fail=1
    ok sha3-${b}sum
  done
  # OpenSSL writes SHAKE-128(FILE)= and SHAKE-256(FILE)=.
  openssl dgst -shake128 -xoflen 32 $files > S || fail=1
  grep '^SHAKE-128(f)= ' S > /dev/null || fail=1
  ok shake128sum
  ok ksum
  openssl dgst -shake256 -xoflen 100 $files > S || fail=1
  ok shake256sum
  ok ksum
  openssl dgst -shake128 -xoflen 7 f > S || fail=1
  ok shake128sum
  # A SHAKE-128 line is not for shake256sum.
  openssl dgst -shake128 -xoflen 32 f > S || fail=1
  returns_ 1 shake256sum -c S > /dev/null 2>&1 || fail=1
  # KMAC: the MAC of openssl mac, checked with the key from a file.
  printf '0123456789abcdef0123456789abcdef' > key || framework_failure_
  khex=$(od -An -v -tx1 key | tr -d ' \n')
  mac=$(openssl mac -macopt hexkey:$khex -macopt size:32 -in f KMAC128) \
    || fail=1
  printf '%s  f\n' "$mac" | tr 'A-F' 'a-f' > S
  ok kmac128sum --key-file=key
  mac=$(openssl mac -macopt hexkey:$khex -macopt size:64 \
          -macopt custom:app -in r168 KMAC256) || fail=1
  printf '%s  r168\n' "$mac" > S
  ok kmac256sum --key-file=key -C app
fi

if command -v sha3sum > /dev/null 2>&1; then
  tested=1
  for b in 224 256 384 512; do
    sha3sum -a $b $files 'r 135' > S || fail=1
    ok sha3-${b}sum
    sha3sum -a $b --tag $files > S || fail=1
    ok sha3-${b}sum
    ok ksum
    # And the other way round.
    sha3-${b}sum $files 'r 135' > S || fail=1
    sha3sum -a $b -c S > out || fail=1
    sha3-${b}sum --tag $files > S || fail=1
    sha3sum -a $b -c S > out || fail=1
  done
  # Perl's sha3sum writes a bare SHAKE tag, with 1344 (SHAKE128) or
  # 1088 (SHAKE256) bits: the digest gives the length.
  sha3sum -a 128000 --tag $files > S || fail=1
  grep '^SHAKE128 (f) = ' S > /dev/null || fail=1
  ok shake128sum
  ok ksum
  sha3sum -a 256000 --tag $files > S || fail=1
  ok shake256sum
  ok ksum
  sha3sum -a 256000 $files > S || fail=1
  ok shake256sum
fi

if command -v rhash > /dev/null 2>&1; then
  tested=1
  for b in 224 256 384 512; do
    rhash --sha3-$b $files > S || fail=1
    ok sha3-${b}sum
    rhash --sha3-$b --bsd $files > S || fail=1
    ok sha3-${b}sum
    ok ksum
    sha3-${b}sum $files > S || fail=1
    rhash -c S > out 2>&1 || { cat out; fail=1; }
  done
fi

test $tested = 1 || skip_ 'none of openssl, sha3sum and rhash is installed'

Exit $fail
