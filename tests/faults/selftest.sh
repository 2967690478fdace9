#!/bin/sh
# ksum --selftest passes on every backend this CPU has, and under every
# forced fallback.

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
print_ver_ ksum

for t in '' glibc.cpu.hwcaps=-AVX512F glibc.cpu.hwcaps=-AVX512F,-AVX2; do
  GLIBC_TUNABLES=$t ksum --selftest > out || { cat out; fail=1; }
  grep '^portable-32bi: [1-9][0-9]* passed, 0 failed$' out > /dev/null \
    || fail=1
  tail -n 1 out | grep '^[1-9][0-9]* passed, 0 failed$' > /dev/null || fail=1
  grep ' [1-9][0-9]* failed$' out && fail=1
done

# Only ksum has it: sha3-256sum keeps GNU's option set ('--s' stays
# ambiguous between --status and --strict alone).
returns_ 1 sha3-256sum --selftest > out 2>&1 || fail=1

Exit $fail
