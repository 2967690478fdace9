#!/bin/sh
# Parameters at their whole range in tag lines: ParallelHash's block
# size B up to 2^64 - 1 is written, read back and checked on every host
# (writing the tag of a B of 10^12 or more overran a buffer of the tag
# writer and crashed).  And the tags that name a known algorithm wrongly
# are refused with a message that says what is wrong.
#
# The digests are those of the plain-Python reference of
# tests/kat/gen/generate.py (ref_parallel), which an earlier ksum's
# untagged lines on x86_64 agreed with.

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
print_ver_ ksum parallelhash128sum parallelhash256sum

printf abc > f || framework_failure_
max=18446744073709551615
d256=79cbf5e7eac96a52294370483d513aa784ef4749bd8d05aa53a6379aac726c31\
e92a31988cbfed11c990788298e676c6bc7aa517740e3ab85de4bc04bb9da1cd
d128=d59c073edb0a53dfb0ec70a775dac6a0586c9fa6df4bb32300cef81673a76707
dxof=08509e1689c27da3acd91dd155a0bab3baf0b1a995140c4443756bcbc6198b5e

# The two commands that crashed, and a B of exactly 2^32.
parallelhash256sum --tag -B $max f > out || fail=1
lines_are_ out "PARALLELHASH256-512,B=$max (f) = $d256" || fail=1
ksum -a parallelhash128 -B 100000000000000 f > out2 || fail=1
lines_are_ out2 "PARALLELHASH128-256,B=100000000000000 (f) = $d128" \
  || fail=1
parallelhash128sum --tag -x -C x -B 4G f > out3 || fail=1
lines_are_ out3 "PARALLELHASHXOF128-256,S=x,B=4294967296 (f) = $dxof" \
  || fail=1
parallelhash128sum --untagged -B 100000000000000 f > out4 || fail=1
lines_are_ out4 "$d128  f" || fail=1

# The lines verify, with B taken from them.
cat out out2 out3 > sums || framework_failure_
ksum -c sums > out || fail=1
lines_are_ out 'f: OK' 'f: OK' 'f: OK' || fail=1
parallelhash256sum -c out2 > /dev/null 2>&1 && fail=1
parallelhash128sum -B $max -c out2 > /dev/null 2>&1 && fail=1
parallelhash128sum -B 100000000000000 -c out2 > out || fail=1
lines_are_ out 'f: OK' || fail=1

# One more than the largest is refused, in an option and in a line.
returns_ 1 parallelhash128sum -B 18446744073709551616 f > out 2> err || fail=1
lines_are_ err \
  "parallelhash128sum: invalid block size: '18446744073709551616'" \
  'parallelhash128sum: the block size must be a positive number of bytes' \
  || fail=1
echo "PARALLELHASH256-512,B=18446744073709551616 (f) = $d256" > big
returns_ 1 ksum -c big > out 2> err || fail=1
lines_are_ err 'ksum: big: no properly formatted checksum lines found' \
  || fail=1

# A known algorithm in another spelling, or OpenSSL's name with
# parameters: refused, saying why (ksum -c; a named program with -w).
sha3=3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532
printf '%s\n' "sha3-256 (f) = $sha3" "kmacxof128-64 (f) = 00" \
  "SHAKE-128,S=x(f)= 00" "SHAKE-128-256 (f) = 00" > bad
returns_ 1 ksum -c bad > out 2> err || fail=1
lines_are_ err \
  "ksum: bad: 1: the algorithm 'sha3-256' is written 'SHA3-256' in\
 checksum lines" \
  "ksum: bad: 2: the algorithm 'kmacxof128' is written 'KMACXOF128' in\
 checksum lines" \
  'ksum: bad: 3: parameters are not allowed in OpenSSL-style lines' \
  'ksum: bad: no properly formatted checksum lines found' || fail=1
returns_ 1 sha3-256sum -c -w bad > out 2> err || fail=1
lines_are_ err \
  "sha3-256sum: bad: 1: the algorithm 'sha3-256' is written 'SHA3-256' in\
 checksum lines" \
  "sha3-256sum: bad: 2: the algorithm 'kmacxof128' is written 'KMACXOF128'\
 in checksum lines" \
  'sha3-256sum: bad: 3: parameters are not allowed in OpenSSL-style lines' \
  'sha3-256sum: bad: 4: improperly formatted SHA3-256 checksum line' \
  'sha3-256sum: bad: no properly formatted checksum lines found' || fail=1
# Without -w a named program says nothing of a line, as GNU's.
returns_ 1 sha3-256sum -c bad > out 2> err || fail=1
lines_are_ err \
  'sha3-256sum: bad: no properly formatted checksum lines found' || fail=1

Exit $fail
