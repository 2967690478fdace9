#!/bin/sh
# Directories and FIFOs as operands and in check files.

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
print_ver_ sha3-256sum

printf 'abc' > f || framework_failure_
mkdir d || framework_failure_
sha3-256sum f > f.sum || framework_failure_

# A directory: "Is a directory", the next operand is still hashed.
for prog in sha3-256sum 'k12sum -j2' tuplehash128sum; do
  name=${prog%% *}
  $prog f > exp || fail=1
  $prog f >> exp || fail=1
  echo "$name: d: Is a directory" > exp.err
  returns_ 1 $prog f d f > out 2> err || fail=1
  compare exp out || fail=1
  compare exp.err err || fail=1
done

# A directory listed in a check file, and a directory as the check file.
{ sed 's/  f$/  d/' f.sum; cat f.sum; } > list
printf 'd: FAILED open or read\nf: OK\n' > exp
{ echo 'sha3-256sum: d: Is a directory'
  echo 'sha3-256sum: WARNING: 1 listed file could not be read'; } > exp.err
returns_ 1 sha3-256sum -c list > out 2> err || fail=1
compare exp out || fail=1
compare exp.err err || fail=1
returns_ 1 sha3-256sum -c d f.sum > out 2> err || fail=1
echo 'f: OK' > exp
compare exp out || fail=1
echo 'sha3-256sum: d: read error' > exp.err
compare exp.err err || fail=1

# A FIFO with a writer: read to its end like a pipe.  The writer comes
# a moment after the program has opened the FIFO.
if mkfifo fifo 2>/dev/null; then
  sed 's/  f$/  fifo/' f.sum > exp
  (sleep 0.3; cat f) > fifo &
  sha3-256sum fifo > out || fail=1
  wait
  compare exp out || fail=1
  # In a check file.
  echo 'fifo: OK' > exp
  sed 's/  f$/  fifo/' f.sum > fifo.sum || framework_failure_
  (sleep 0.3; cat f) > fifo &
  sha3-256sum -c fifo.sum > out || fail=1
  wait
  compare exp out || fail=1
  # FIFOs whose writers wait in their open and end as soon as a reader
  # comes: each is read once, where it was first opened, among other
  # files and at -j2 (opened again, the second waited for a writer that
  # had gone, for ever).
  mkfifo fifo2 || framework_failure_
  sed 's/  f$/  fifo/' f.sum > exp
  sed 's/  f$/  fifo2/' f.sum >> exp
  cat f.sum >> exp
  for j in 1 2; do
    cat f > fifo & p1=$!
    cat f > fifo2 & p2=$!
    sleep 0.2
    timeout 10 sha3-256sum -j$j fifo fifo2 f > out || fail=1
    kill $p1 $p2 2> /dev/null
    wait
    compare exp out || fail=1
  done
fi

Exit $fail
