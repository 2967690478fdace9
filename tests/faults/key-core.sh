#!/bin/sh
# A process that holds a key dumps no core: SIGQUIT while kmac128sum
# waits on a FIFO leaves no core file with the key in it, where the
# same signal to a run without a key does leave one (so the test can
# tell).

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
print_ver_ kmac128sum
expensive_

printf 'CORE-KEY-4e1f0c2a' > key || framework_failure_
mkfifo fifo || skip_ 'no FIFOs here'
test "$(cat /proc/sys/kernel/core_pattern 2>/dev/null)" = core \
  || skip_ 'core files are not written to the current directory here'

# quit DIR CMD...: run CMD in DIR on the FIFO, SIGQUIT it once it waits.
quit ()
{
  dir=$1; shift
  mkdir "$dir" || framework_failure_
  (cd "$dir" && ulimit -c unlimited && exec "$@" ../fifo) &
  pid=$!
  # Wait until it has opened the FIFO (it waits for a writer).
  for i in 1 2 3 4 5 6 7 8 9 10; do
    ls -l /proc/$pid/fd 2>/dev/null | grep fifo > /dev/null && break
    sleep 1
  done
  kill -QUIT $pid
  # SIGQUIT ends it (dumping core or not); make sure, then reap it.
  sleep 1
  kill -KILL $pid 2> /dev/null
  wait $pid
}

# Without a key: a core file (else this system writes none; skip).
quit plain sha3-256sum
ls plain/core* > /dev/null 2>&1 || skip_ 'no core file is written here'

# With one: none, and nothing with the key in it.
quit keyed kmac128sum --key-file=../key
ls keyed/core* > /dev/null 2>&1 && { echo 'a core file was written'; fail=1; }
grep -r -F 'CORE-KEY-4e1f0c2a' keyed > /dev/null && fail=1

Exit $fail
