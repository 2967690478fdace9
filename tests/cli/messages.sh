#!/bin/sh
# -s, --message and --message-hex: known answers (FIPS 202's "abc",
# Ethereum's function selector, Python's hashlib), the hexadecimal forms
# with and without 0x, the output alone on its line (never a line that
# -c would take for a file), and the errors.

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
print_ver_ ksum

# FIPS 202, example SHA3-256 ("abc") and ("").
abc=3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532
empty=a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a
sha3-256sum -s abc > out || fail=1
lines_are_ out $abc || fail=1
sha3-256sum --message= --message=abc > out || fail=1
lines_are_ out $empty $abc || fail=1
for hex in 616263 0x616263 0X616263 0x616263; do
  ksum -a sha3-256 --message-hex=$hex > out || fail=1
  lines_are_ out $abc || { echo "hex $hex"; fail=1; }
done
ksum --sha3-256 --message-hex= --message-hex=0x > out || fail=1
lines_are_ out $empty $empty || fail=1

# The first four bytes of keccak256 ("transfer(address,uint256)") are
# the ERC-20 transfer selector a9059cbb.
keccak256sum -s 'transfer(address,uint256)' > out || fail=1
read -r d < out || fail=1
case $d in a9059cbb*) ;; *) echo "selector: $d"; fail=1 ;; esac

# In the order given, and before the FILEs, whose lines are as usual.
printf abc > f || framework_failure_
sha3-256sum -s x --message-hex=616263 f > out || fail=1
lines_are_ out "$(sha3-256sum -s x)" $abc "$abc  f" || fail=1
# No FILE: standard input is not read.
echo data | sha3-256sum -s abc > out || fail=1
lines_are_ out $abc || fail=1

# The same bytes as the file mode, with parameters, lengths and base64.
printf 'k3y' > key || framework_failure_
for opts in '-a kmac256 --key-file=key -C s' '-a shake128 -l 3000' \
            '-a cshake128 -f f -C c -l 24' '-a kt128 -C c --base64' \
            '-a tuplehash256 -x -l 520' '-a parallelhash128 -B 2'; do
  ksum --untagged $opts f | sed 's/ .*//' > exp || fail=1
  ksum $opts -s abc > out || fail=1
  compare exp out || { echo "$opts"; fail=1; }
done

# Python's hashlib, where it has the function.
test -n "$PYTHON3" || PYTHON3=python3
if $PYTHON3 -c 'import hashlib; hashlib.shake_256' 2>/dev/null; then
  for m in '' a 'hello world' "$(printf 'tab\there')"; do
    want=$($PYTHON3 -c 'import hashlib, sys
m = sys.argv[1].encode()
print(hashlib.sha3_512(m).hexdigest(), hashlib.shake_256(m).hexdigest(99))
' "$m") || framework_failure_
    got="$(sha3-512sum -s "$m") $(shake256sum -l 792 -s "$m")"
    test "$want" = "$got" || { echo "python: '$m'"; fail=1; }
  done
  # A message of 1000 bytes in hexadecimal.
  hex=$($PYTHON3 -c 'print(bytes(range(250)).hex() * 4)')
  want=$($PYTHON3 -c 'import hashlib
print(hashlib.sha3_224(bytes(range(250)) * 4).hexdigest())')
  sha3-224sum --message-hex=0x$hex > out || fail=1
  lines_are_ out $want || fail=1
fi

# The line is the digest alone: -c refuses it as improperly formatted.
sha3-256sum -s abc > sums || fail=1
returns_ 1 sha3-256sum --strict -c sums > /dev/null 2>&1 || fail=1

# Errors.
returns_ 1 sha3-256sum --message-hex=abc 2> err || fail=1
returns_ 1 sha3-256sum --message-hex=0xzz 2> /dev/null || fail=1
returns_ 1 sha3-256sum -s a -c sums 2> /dev/null || fail=1
returns_ 1 ksum -s a --tag 2> /dev/null || fail=1
returns_ 1 sha3-256sum --raw -s a -s b 2> /dev/null || fail=1
test "$(sha3-256sum --raw -s abc | hex_)" = $abc || fail=1

Exit $fail
