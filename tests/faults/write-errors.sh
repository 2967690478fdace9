#!/bin/sh
# Write errors: a full device, a closed standard output, a reader that
# goes away (EPIPE with SIGPIPE ignored, death by SIGPIPE otherwise).

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
print_ver_ sha3-256sum

printf 'abc' > f || framework_failure_
sha3-256sum f > f.sum || framework_failure_

# The diagnostic of close_stdout: "write error", with the reason when
# the C library still knows it (coreutils prints the same).
check_write_err_ ()
{
  grep -E "^$1: write error(: $2)?\$" err > /dev/null || { cat err; fail=1; }
  test $(wc -l < err) = 1 || { cat err; fail=1; }
}

if test -w /dev/full && test -c /dev/full; then
  returns_ 1 sha3-256sum f > /dev/full 2> err || fail=1
  check_write_err_ sha3-256sum 'No space left on device'
  returns_ 1 sha3-256sum -c f.sum > /dev/full 2> err || fail=1
  check_write_err_ sha3-256sum 'No space left on device'
  returns_ 1 k12sum --tag f f f > /dev/full 2> err || fail=1
  check_write_err_ k12sum 'No space left on device'
  returns_ 1 sha3-256sum --help > /dev/full 2> err || fail=1
  check_write_err_ sha3-256sum 'No space left on device'
fi

returns_ 1 sha3-256sum f >&- 2> err || fail=1
check_write_err_ sha3-256sum 'Bad file descriptor'
returns_ 1 sha3-256sum -c f.sum >&- 2> err || fail=1
check_write_err_ sha3-256sum 'Bad file descriptor'
# --status writes nothing, so a closed stdout is no error.
sha3-256sum --status -c f.sum >&- 2> err || fail=1
compare /dev/null err || fail=1

# 3000 lines (> 64 KiB, more than a pipe holds) into a reader that
# leaves after one byte.
i=0; : > many
while test $i -lt 3000; do echo f; i=$((i + 1)); done > ops
# With SIGPIPE ignored: EPIPE is a write error, status 1.
(trap '' PIPE; xargs sha3-256sum < ops 2> err; echo $? > st) | head -c1 \
  > /dev/null
test "$(cat st)" = 1 || test "$(cat st)" = 123 || { cat st; fail=1; }
check_write_err_ sha3-256sum 'Broken pipe'
# With SIGPIPE at its default: killed by it, no diagnostic.
(sha3-256sum $(cat ops) 2> err; echo $? > st) | head -c1 > /dev/null
test "$(cat st)" -gt 128 || { cat st; fail=1; }
compare /dev/null err || fail=1

Exit $fail
