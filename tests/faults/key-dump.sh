#!/bin/sh
# The key's pages are marked to be left out of core dumps (the "dd"
# flag of /proc/PID/smaps), so that a dump made all the same (gcore, a
# core handler that ignores the process's non-dumpable state) does not
# hold it: while kmac256sum --key-file=k /dev/zero runs, its key buffer
# is a mapping of its own with that flag, and a gcore image of it has
# no copy of the key.

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
print_ver_ kmac256sum

test -r /proc/self/smaps || skip_ 'no /proc/PID/smaps here'
# A sanitizer marks its own shadow memory "dd" too, so the mark would
# not tell the key's mapping.
grep -a -q -E '__(a|t|m)san_init' "$(command -v ksum)" \
  && skip_ 'ksum is built with a sanitizer'
grep '^VmFlags:' /proc/self/smaps > /dev/null \
  || skip_ 'no VmFlags in /proc/PID/smaps here'
# qemu-user does not pass madvise (MADV_DONTDUMP) on to the kernel.
qemu_user_ && skip_ 'under qemu-user, which ignores MADV_DONTDUMP'

key=DUMP-KEY-5c0ffee7a1d94b28
printf '%s' $key > k || framework_failure_

kmac256sum --key-file=k /dev/zero > /dev/null &
pid=$!
cleanup_ () { kill $pid 2> /dev/null; }

# Wait until it hashes (it has read the key then): a mapping with "dd".
# (smaps keeps reading where the process is non-dumpable for root only;
# a user who cannot read it skips.)
i=0
while :; do
  test -r /proc/$pid/smaps || skip_ 'cannot read /proc/PID/smaps'
  grep '^VmFlags:.* dd' /proc/$pid/smaps > /dev/null 2>&1 && break
  i=$((i + 1))
  test $i -lt 50 || { echo 'no mapping is marked "dd"'; fail=1; break; }
  sleep .1
done

# The marked mapping is the key buffer: the 1 MiB + 1 byte of the most
# a key file may have, in whole pages.
page=$(getconf PAGESIZE) || framework_failure_
want=$(( (1048577 + page - 1) / page * page / 1024 ))
awk '/^Size:/ { size = $2 } /^VmFlags:.* dd/ { print size }' \
  /proc/$pid/smaps > sizes
grep -x $want sizes > /dev/null || { cat sizes; fail=1; }

# gcore leaves out what is marked; without the mark the key is in the
# image (gdb reads the process's memory as root, non-dumpable or not).
if command -v gcore > /dev/null 2>&1 \
   && gcore -o core $pid > gcore.out 2>&1 && test -f core.$pid; then
  grep -c -F $key core.$pid > n
  echo 0 | compare - n || { echo 'the key is in the gcore image'; fail=1; }
else
  echo 'gcore cannot dump the process here: that half skipped'
fi

kill $pid
wait $pid

Exit $fail
