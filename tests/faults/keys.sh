#!/bin/sh
# --key-file: raw bytes, empty and long keys, "-" refused where standard
# input is data, and the key never in any output or diagnostic.

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
print_ver_ kmac128sum

# NIST SP 800-185 KMAC_samples.pdf, sample #1: key 40 41 .. 5F, data
# 00 01 02 03, L = 256, S empty (tests/kat/sp800-185.kat).
printf '\000\001\002\003' > data || framework_failure_
printf '@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_' > key || framework_failure_
test $(wc -c < key) = 32 || framework_failure_
echo 'e5780b0d3ea6f7d3a429c5706aa43a00fadbd7d49628839e3187243f456ee14e  data' \
  > exp
kmac128sum --key-file=key data > out || fail=1
same_ exp out || fail=1
kmac128sum --key-file=- data < key > out || fail=1
same_ exp out || fail=1

# "-" cannot be both the key and the data.
returns_ 1 kmac128sum --key-file=- < key > out 2> err || fail=1
returns_ 1 kmac128sum --key-file=- - < key > out 2> err || fail=1

# Standard input under another name is still standard input: a pipe
# cannot be both the key and the data.
for name in /dev/stdin /dev/fd/0 /proc/self/fd/0; do
  test -e $name || continue
  cat key | returns_ 1 kmac128sum --key-file=$name - > out 2> err || fail=1
  grep -F 'standard input cannot be read as both the key file and data' err > /dev/null \
    || { cat err; fail=1; }
  compare /dev/null out || fail=1
  cat key | kmac128sum --key-file=$name data > out || fail=1
  same_ exp out || fail=1
done

# A directory is no key file.
mkdir dir || framework_failure_
returns_ 1 kmac128sum --key-file=dir data > out 2> err || fail=1
echo 'kmac128sum: dir: Is a directory' | compare - err || fail=1

# The size limit is exact: 1 MiB is a key, one byte more is refused.
head -c 1048576 /dev/zero > mib || framework_failure_
kmac128sum --key-file=mib data > out || fail=1
printf x >> mib || framework_failure_
returns_ 1 kmac128sum --key-file=mib data > out 2> err || fail=1
echo 'kmac128sum: mib: the key file is larger than 1048576 bytes' \
  | compare - err || fail=1

# The empty key must be asked for: --key-file with an empty file (or
# /dev/null); an empty --key is refused, since an unset variable gives
# one ("-k $KEY").
: > empty || framework_failure_
kmac128sum --key-file=empty data > out1 || fail=1
kmac128sum --key-file=/dev/null data > out2 || fail=1
same_ out1 out2 || fail=1
compare exp out1 && fail=1
returns_ 1 kmac128sum --key= data > out 2> err || fail=1
grep -F -e '--key-file=/dev/null' err > /dev/null || fail=1

# Long keys (bytepad boundaries and beyond): the file and --key agree.
for n in 167 168 169 200 4096 60000; do
  head -c $n /dev/urandom > long || framework_failure_
  hex=$(od -An -v -tx1 < long | tr -d ' \n')
  kmac256sum --key-file=long data > out1 || fail=1
  kmac256sum -k "$hex" data > out2 || fail=1
  same_ out1 out2 || fail=1
done

# A key file that cannot be read, a missing one: no key material shown.
returns_ 1 kmac128sum --key-file=nonexistent data 2> err || fail=1
echo 'kmac128sum: nonexistent: No such file or directory' > exp.err
same_ exp.err err || fail=1

# The key never appears: not in plain, --tag, --base64 or check output,
# not in diagnostics (missing files, bad lines, --debug).
: > out && : > err || framework_failure_
secret=5345435245544b45595345435245544b
printf 'SECRETKEYSECRETK' > skey
kmac128sum --key-file=skey data > s.sum || fail=1
for args in "data" "--tag data" "--base64 data" "--debug data nofile" \
            "-c s.sum" "-w -c skey" "-c s.sum nofile"; do
  kmac128sum --key-file=skey $args >> out 2>> err
  kmac128sum -k $secret $args >> out 2>> err
done
grep -i -e "$secret" -e SECRETKEY -e 'SECRET' out err && fail=1
# (Each run did write something: the greps read real output.)
test -s out && test -s err || fail=1

Exit $fail
