#!/bin/sh
# XOF output streamed with --raw: any length, --seek windows equal to
# the same bytes of the one-shot output at the rate boundaries (rate
# and seek +-1), Python's hashlib for a long SHAKE output, a reader
# that goes away (quietly), and the errors.

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
print_ver_ ksum

# 10000 bytes: KT128, KT256 and M14 make a tree of it.
pseudo_random_ 10000 > f || framework_failure_
printf 'k3y' > key || framework_failure_

# window ALG_OPTIONS RATE: for seeks and lengths around RATE, the
# streamed window is the one-shot output's (the first 1 MiB, which the
# unstreamed path gives) cut at the same place.  The windows are cut and
# compared by one awk on od's hex of the one-shot output and of all the
# windows (a tail, head and cmp per window made this test slow).
window ()
{
  opts_=$1 rate_=$2
  ksum $opts_ --raw -n 1200 f > whole || fail=1
  : > windows || framework_failure_
  for seek_ in 0 1 $(($rate_ - 1)) $rate_ $(($rate_ + 1)) \
               $((2 * $rate_ - 1)) $((2 * $rate_)) $((2 * $rate_ + 1)); do
    for len_ in 1 $(($rate_ - 1)) $rate_ $(($rate_ + 1)); do
      ksum $opts_ --raw --seek=$seek_ -n $len_ f > w.$seek_.$len_ \
        || { echo "$opts_ --seek=$seek_ -n $len_: failed"; fail=1; }
      echo $seek_ $len_ w.$seek_.$len_ >> windows
    done
  done
  set --
  while read -r seek_ len_ w_; do
    set -- "$@" $w_
  done < windows
  wc -c "$@" > sizes && od -An -v -tx1 whole > whole.hex \
    && od -An -v -tx1 "$@" > windows.hex || framework_failure_
  awk -v opts="$opts_" '
    FILENAME == "sizes" { size[$2] = $1; next }
    FILENAME == "whole.hex" { for (i = 1; i <= NF; i++) w[nw++] = $i; next }
    FILENAME == "windows.hex" { for (i = 1; i <= NF; i++) g[ng++] = $i
                                next }
    { seek[++n] = $1; len[n] = $2; name[n] = $3 }
    END {
      at = 0
      for (k = 1; k <= n; k++) {
        ok = size[name[k]] == len[k]
        for (i = 0; ok && i < len[k]; i++)
          ok = g[at + i] == w[seek[k] + i]
        if (!ok) {
          printf "%s --seek=%d -n %d: wrong (%d bytes)\n", opts, seek[k], \
            len[k], size[name[k]]
          bad = 1
        }
        at += size[name[k]]
      }
      if (at != ng || n != 32) { print "windows: " at " " ng " " n; bad = 1 }
      exit bad
    }' sizes whole.hex windows.hex windows || fail=1
}

window '-a shake128' 168
if test "$RUN_EXPENSIVE_TESTS" = yes; then
  window '-a shake256' 136
  window '-a rawshake128' 168
  window '-a cshake128 -f n -C s' 168
  window '-a kmac256 --key-file=key -x' 136
  window '-a tuplehash128 -x' 168
  window '-a parallelhash256 -x -B 100' 136
  window '-a turboshake128 --domain=0x0B' 168
  window '-a kt128' 168
  window '-a kt256' 136
  window '-a m14' 136
fi

# Every XOF: a window after a seek, and a stream longer than 1 MiB
# whose first 1 MiB is the one-shot output and whose tail is the window
# at its offset.  (cmp's operands SKIP1 SKIP2, of GNU, BSD and BusyBox,
# start the comparison at those offsets, instead of a tail each.)
for opts in '-a shake256' '-a rawshake256' '-a cshake256 -C s' \
            '-a kmac128 --key-file=key -x' '-a tuplehash256 -x' \
            '-a parallelhash128 -x' '-a turboshake256' '-a kt128 -C c' \
            '-a kt256' '-a m14'; do
  ksum $opts --raw -n 1048576 f > exp || fail=1
  ksum $opts --raw -n 1048580 f > out || fail=1
  head -c 1048576 out | cmp - exp || { echo "$opts: 1 MiB"; fail=1; }
  ksum $opts --raw --seek=1048570 -n 10 f > win || fail=1
  cmp out win 1048570 0 || { echo "$opts: window"; fail=1; }
  ksum $opts --raw --seek=1K -n 7 f > win || fail=1
  head -c 1031 exp | cmp - win 1024 0 || { echo "$opts: 1K"; fail=1; }
done
# From standard input, and for a tuple.
ksum -a shake128 --raw -n 1200 f > whole || fail=1
ksum -a shake128 --raw --seek=5 -n 9 < f > out || fail=1
head -c 14 whole | cmp - out 5 0 || fail=1
ksum -a tuplehash128 -x --tuple --raw -n 40 f f > exp || fail=1
ksum -a tuplehash128 -x --tuple --raw --seek=8 -n 32 f f > out || fail=1
cmp exp out 8 0 || fail=1

# Python's SHAKE128 of 3 MB of output.
test -n "$PYTHON3" || PYTHON3=python3
if $PYTHON3 -c 'import hashlib; hashlib.shake_128' 2>/dev/null; then
  $PYTHON3 -c 'import hashlib, sys
sys.stdout.buffer.write(hashlib.shake_128(open("f", "rb").read())
                        .digest(3001001)[1000:])' > exp || framework_failure_
  shake128sum --raw -l 24000008 --seek=1000 f > out || fail=1
  cmp exp out || fail=1
fi

# A reader that goes away: with SIGPIPE ignored, no diagnostic and
# success, as for a stream cut short on purpose.
(trap '' PIPE
 { shake128sum --raw -n 100000000000000 f 2> err; echo $? > rc; } \
   | head -c 10 > out) || fail=1
test $(wc -c < out) = 10 || fail=1
compare /dev/null err || fail=1
lines_are_ rc 0 || fail=1

# Errors: no --raw, no XOF, KMAC without -x, more than one file, and a
# long digest that is not streamed.
returns_ 1 shake128sum --seek=3 f 2> /dev/null || fail=1
returns_ 1 ksum -a sha3-256 --raw --seek=3 f 2> /dev/null || fail=1
returns_ 1 kmac128sum --key-file=key --raw --seek=1 f 2> /dev/null || fail=1
returns_ 1 shake128sum --raw --seek=1 f f 2> /dev/null || fail=1
returns_ 1 shake128sum --lines --raw --seek=1 f 2> /dev/null || fail=1
returns_ 1 shake128sum -l 8388616 f 2> err || fail=1
lines_are_ err "shake128sum: invalid length: '8388616'" \
  "shake128sum: the length must be a multiple of 8 from 8 to 8388608 bits" \
  || fail=1
returns_ 1 kmac128sum --key-file=key --raw -n 1048577 f 2> /dev/null \
  || fail=1

Exit $fail
