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
a= b= i=0
while test $i -lt 168; do
  test $i -lt 135 && a=${a}a
  b=${b}b i=$((i + 1))
done
printf '%s' "$a" > 'r 135' || framework_failure_
printf '%s' "$b" > r168 || framework_failure_
files='f empty r168'

# lines_ FILE: the number of lines of FILE (a small one) in $n, as wc
# -l counts them (newlines); $ok, how many end in ": OK", as grep -c
# counts them (a last line without a newline included).
lines_ ()
{
  n=0 ok=0
  while IFS= read -r lines_l_; do
    n=$((n + 1))
    case $lines_l_ in *': OK') ok=$((ok + 1)) ;; esac
  done < "$1"
  case $lines_l_ in *': OK') ok=$((ok + 1)) ;; esac
}

# ok "FILES" CHECKER...: CHECKER -c FILES says OK for every line of the
# check files FILES (names without blanks) and exits 0.  The files of a
# checker are checked in one run (they are independent); on a failure
# each is checked alone, to name it.
ok ()
{
  ok_files_=$1; shift
  "$@" -c $ok_files_ > out 2> err && {
    total_=0
    for s_ in $ok_files_; do lines_ $s_; total_=$((total_ + n)); done
    lines_ out
    test $ok = $total_
  } && return
  echo "'$*' -c $ok_files_ failed; each file alone:"
  fail=1
  for s_ in $ok_files_; do
    "$@" -c $s_ > out 2> err || { echo "'$*' -c failed on $s_:";
                                  cat $s_ out err; continue; }
    lines_ out; ok_=$ok; lines_ $s_
    test $ok_ = $n || { echo "'$*' -c $s_:"; cat $s_ out; }
  done
}

tested=0
# The check files that each checker verifies at the end, in one run.
for b in 224 256 384 512; do eval "for_$b="; done
for_ksum= for_ksum_sha3= for_shake128= for_shake256=

if command -v openssl > /dev/null 2>&1; then
  tested=1
  for b in 224 256 384 512; do
    openssl dgst -sha3-$b $files > S.ossl.$b || fail=1
    openssl dgst -r -sha3-$b $files > S.osslr.$b || fail=1
    eval "for_$b=\"\$for_$b S.ossl.$b S.osslr.$b\""
    for_ksum="$for_ksum S.ossl.$b"
    for_ksum_sha3="$for_ksum_sha3 S.ossl.$b"
  done
  # OpenSSL writes SHAKE-128(FILE)= and SHAKE-256(FILE)=.
  openssl dgst -shake128 -xoflen 32 $files > S.ossl.s128 || fail=1
  l=
  read -r l < S.ossl.s128
  case $l in 'SHAKE-128(f)= '*) ;; *) fail=1 ;; esac
  openssl dgst -shake256 -xoflen 100 $files > S.ossl.s256 || fail=1
  openssl dgst -shake128 -xoflen 7 f > S.ossl.s128x7 || fail=1
  for_shake128="$for_shake128 S.ossl.s128 S.ossl.s128x7"
  for_shake256="$for_shake256 S.ossl.s256"
  for_ksum="$for_ksum S.ossl.s128 S.ossl.s256"
  # A SHAKE-128 line is not for shake256sum.
  openssl dgst -shake128 -xoflen 32 f > S || fail=1
  returns_ 1 shake256sum -c S > /dev/null 2>&1 || fail=1
  # KMAC: the MAC of openssl mac, checked with the key from a file.
  printf '0123456789abcdef0123456789abcdef' > key || framework_failure_
  khex=$(od -An -v -tx1 key | tr -d ' \n')
  openssl mac -macopt hexkey:$khex -macopt size:32 -in f KMAC128 > mac \
    || fail=1
  tr 'A-F' 'a-f' < mac > mac.lc || framework_failure_
  mac=
  read -r mac < mac.lc
  printf '%s  f\n' "$mac" > S
  ok S kmac128sum --key-file=key
  openssl mac -macopt hexkey:$khex -macopt size:64 \
    -macopt custom:app -in r168 KMAC256 > mac || fail=1
  mac=
  read -r mac < mac
  printf '%s  r168\n' "$mac" > S
  ok S kmac256sum --key-file=key -C app
fi

if command -v sha3sum > /dev/null 2>&1; then
  tested=1
  for b in 224 256 384 512; do
    sha3sum -a $b $files 'r 135' > S.perl.$b || fail=1
    sha3sum -a $b --tag $files > S.perlt.$b || fail=1
    eval "for_$b=\"\$for_$b S.perl.$b S.perlt.$b\""
    for_ksum="$for_ksum S.perlt.$b"
    # And the other way round (both check files in one run).
    sha3-${b}sum $files 'r 135' > S.k.$b || fail=1
    sha3-${b}sum --tag $files > S.kt.$b || fail=1
    sha3sum -a $b -c S.k.$b S.kt.$b > out || fail=1
  done
  # Perl's sha3sum writes a bare SHAKE tag, with 1344 (SHAKE128) or
  # 1088 (SHAKE256) bits: the digest gives the length.
  sha3sum -a 128000 --tag $files > S.perlt.s128 || fail=1
  l=
  read -r l < S.perlt.s128
  case $l in 'SHAKE128 (f) = '*) ;; *) fail=1 ;; esac
  sha3sum -a 256000 --tag $files > S.perlt.s256 || fail=1
  sha3sum -a 256000 $files > S.perl.s256 || fail=1
  for_shake128="$for_shake128 S.perlt.s128"
  for_shake256="$for_shake256 S.perlt.s256 S.perl.s256"
  for_ksum="$for_ksum S.perlt.s128 S.perlt.s256"
fi

if command -v rhash > /dev/null 2>&1; then
  tested=1
  for b in 224 256 384 512; do
    rhash --sha3-$b $files > S.rhash.$b || fail=1
    rhash --sha3-$b --bsd $files > S.rhashb.$b || fail=1
    eval "for_$b=\"\$for_$b S.rhash.$b S.rhashb.$b\""
    for_ksum="$for_ksum S.rhashb.$b"
    sha3-${b}sum $files > S.kr.$b || fail=1
  done
  # The other way round, the four in one run.
  rhash -c S.kr.224 S.kr.256 S.kr.384 S.kr.512 > out 2>&1 \
    || { cat out; fail=1; }
fi

test $tested = 1 || skip_ 'none of openssl, sha3sum and rhash is installed'

# The other tools' lines, each checker once.
for b in 224 256 384 512; do
  eval "s=\$for_$b"
  ok "$s" sha3-${b}sum
done
ok "$for_ksum" ksum
# (openssl and sha3sum write these; with rhash alone they are empty.)
if test -n "$for_ksum_sha3"; then
  ok "$for_ksum_sha3" ksum -a sha3
fi
if test -n "$for_shake128"; then ok "$for_shake128" shake128sum; fi
if test -n "$for_shake256"; then ok "$for_shake256" shake256sum; fi

Exit $fail
