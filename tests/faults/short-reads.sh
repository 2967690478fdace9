#!/bin/sh
# Short reads and EINTR (from the shim), and a slow writer through a
# pipe, change nothing: the digests are those of whole reads.

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
. "$srcdir/tests/faults/shim.sh"
print_ver_ sha3-256sum
build_failread_

# 20000 bytes: a few KT leaves; at 7 bytes a read that is many calls.
seq 4000 | head -c 20000 > f || framework_failure_
progs="sha3-512sum|k12sum -j2|parallelhash256sum -j2 -B 64|\
tuplehash256sum|turboshake128sum"
# A slow writer: the reads of the pipe return what is there.  The
# writers pause together, each program in the background.
i=0 pids=
IFS='|'
for prog in $progs; do
  IFS=' '
  (head -c 5000 f; sleep 0.2; tail -c +5001 f | head -c 9000; sleep 0.2;
   tail -c +14001 f) | $prog > slow.$i & pids="$pids $!"
  i=$((i + 1)) IFS='|'
done
i=0
for prog in $progs; do
  IFS=' '
  $prog f > exp || fail=1
  with_fault_ f short 0 $prog f > out || fail=1
  same_ exp out || fail=1
  # Standard input, short and interrupted.
  sed -e 's/  f$/  -/' -e 's/ (f) = / (-) = /' exp > exp.in.$i
  with_fault_ - short 0 $prog < f > out || fail=1
  same_ exp.in.$i out || fail=1
  i=$((i + 1)) IFS='|'
done
IFS=' '
i=0
for pid in $pids; do
  wait $pid || fail=1
  same_ exp.in.$i slow.$i || fail=1
  i=$((i + 1))
done

# --check through short reads of the check file's listed files.
sha3-256sum f > list || framework_failure_
echo 'f: OK' > exp
with_fault_ f short 0 sha3-256sum -c list > out || fail=1
compare exp out || fail=1

Exit $fail
