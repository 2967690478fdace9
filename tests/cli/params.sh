#!/bin/sh
# The parameter options: each bad value, and each option that does not
# apply to the algorithm, is a clear error naming the option, with exit
# status 1 and nothing on standard output.

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
print_ver_ ksum

printf 'abc' > in || framework_failure_

# bad PROGRAM ARGS... EXPECTED-TEXT: exit 1, no output, the text on stderr.
bad ()
{
  want=$1; shift
  returns_ 1 "$@" in > out 2> err \
    || { echo "not exit 1: $*"; fail=1; }
  test -s out && { echo "output from $*:"; cat out; fail=1; }
  # The text is looked for by the shell (a grep a case cost much here).
  bad_found=no
  while IFS= read -r bad_l; do
    case $bad_l in *"$want"*) bad_found=yes ;; esac
  done < err
  test $bad_found = yes \
    || { echo "$*: expected '$want' in:"; cat err; fail=1; }
}

bad "invalid length: '0'" shake128sum -l 0
bad "length is not a multiple of 8" shake128sum -l 12
bad "invalid length: 'x'" shake128sum --length=x
bad "invalid length: '-8'" shake128sum -l -8
bad "the length must be a multiple of 8 from 8 to 8388608 bits" \
  shake128sum -l 99999999999
bad "the length must be a multiple of 8 from 8 to 8388608 bits" \
  shake128sum -l 18446744073709551616
bad "the length must be a multiple of 8 from 8 to 8388608 bits" \
  shake128sum -l 18446744073709551608
bad "the output size must be from 1 to 1048576 bytes" shake128sum -n 1048577
bad "invalid output size: '0'" shake256sum -n 0
bad "invalid output size: '3x'" shake256sum --output-size=3x
bad "invalid block size: '0'" parallelhash128sum -B 0
bad "invalid block size: 'abc'" parallelhash128sum --block-size=abc
bad "invalid domain byte: '0x80'" turboshake128sum --domain=0x80
bad "invalid domain byte: '0'" turboshake128sum --domain=0
bad "invalid domain byte: 'x'" turboshake256sum --domain=x
bad "invalid key" kmac128sum -k 0g
bad "invalid key" kmac128sum --key=abc
bad "invalid hexadecimal string: 'zz'" cshake128sum --customization-hex=zz
# A program does not have the options of other algorithms: getopt
# rejects them as GNU programs reject what they lack.  ksum has them all,
# and says which algorithm does not take one.
bad "invalid option -- 'l'" sha3-256sum -l 256
bad "unrecognized option '--length=256'" sha3-256sum --length=256
bad "unrecognized option '--key'" shake128sum --key 00
bad "invalid option -- 'k'" shake128sum -k 00
bad "unrecognized option '--key-file=in'" k12sum --key-file=in
bad "invalid option -- 'C'" shake256sum -C x
bad "invalid option -- 'f'" kmac128sum -f x
bad "invalid option -- 'B'" kt256sum -B 8
bad "invalid option -- 'x'" cshake128sum -x
bad "unrecognized option '--domain=1'" shake128sum --domain=1
bad "unrecognized option '--tuple'" kmac256sum --tuple
bad "the --key option is not supported with SHA3-512" ksum -a sha3-512 -k 00
bad "the --length option is not supported with SHA3-256" ksum --sha3-256 \
  -l 256
bad "the --tuple option is not supported with KT128" ksum --k12 --tuple
bad "the --domain option is not supported with SHAKE128" ksum -a shake128 \
  --domain=1
bad "No such file or directory" kmac128sum --key-file=nonexistent

# A bad key is never echoed.
returns_ 1 kmac128sum -k 0123456789abcdefXY in > out 2> err || fail=1
grep 0123456789abcdef err && fail=1

# --key-file=- is refused when standard input is data.
returns_ 1 kmac128sum --key-file=- < in > out 2> err || fail=1
grep 'standard input cannot be read as both the key file and data' err \
  > /dev/null || fail=1
returns_ 1 kmac128sum --key-file=- - < in > out 2> err || fail=1
# ... and taken when it is not.
printf 'key' | kmac128sum --key-file=- in > out || fail=1
printf 'key' > keyfile || framework_failure_
kmac128sum --key-file=keyfile in > exp || fail=1
compare exp out || fail=1
kmac128sum -k 6b6579 in > out || fail=1
compare exp out || fail=1
# The key never appears in the output, tagged or not.
kmac128sum -k 6b6579 --tag in > out || fail=1
grep -i -e 6b6579 -e key out && fail=1

# Defaults are twice the security strength, and -l/-n agree.
shake128sum in | cut -d' ' -f1 | tr -d '\n' | wc -c > out || fail=1
echo 64 > exp; compare exp out || fail=1
shake256sum in | cut -d' ' -f1 | tr -d '\n' | wc -c > out || fail=1
echo 128 > exp; compare exp out || fail=1
shake128sum -l 1024 in > exp || fail=1
shake128sum -n 128 in > out || fail=1
compare exp out || fail=1

# The parameters change the digest: every one of them.
differs ()
{
  "$@" in > a || fail=1
  IFS= read -r differs_a < a; IFS= read -r differs_b < base
  test "$differs_a" = "$differs_b" && { echo "no effect: $*"; fail=1; }
}
cshake128sum in > base || fail=1
differs cshake128sum -C x
differs cshake128sum -f x
differs cshake128sum --customization-hex=00
kmac128sum --key-file=/dev/null in > base || fail=1
differs kmac128sum -k 00
differs kmac128sum --key-file=/dev/null -x
differs kmac128sum --key-file=/dev/null -C x
parallelhash128sum in > base || fail=1
differs parallelhash128sum -B 1
differs parallelhash128sum -x
turboshake128sum in > base || fail=1
differs turboshake128sum --domain=0x1e
k12sum in > base || fail=1
differs k12sum -C x

# --tuple: one line for the whole tuple; order matters; and it differs
# from each element alone.
printf 'def' > in2 || framework_failure_
tuplehash128sum --tuple in in2 > t12 || fail=1
tuplehash128sum --tuple in2 in > t21 || fail=1
cmp -s t12 t21 && fail=1
test $(wc -l < t12) = 1 || fail=1
# A file given as one-element tuple equals that tuple from a pipe.
tuplehash256sum in | cut -d' ' -f1 > a || fail=1
cat in | tuplehash256sum | cut -d' ' -f1 > b || fail=1
compare a b || fail=1

Exit $fail
