#!/bin/sh
# --progress: a status line on standard error only, cleared at the end
# and on SIGINT; in a real pseudo-terminal through script(1).

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
print_ver_ sha3-256sum

printf abcdef > f || framework_failure_
sha3-256sum f > exp || framework_failure_

# The status line is drawn every 250 ms.  A writer that stops until the
# line is on standard error, then goes on, shows it however slowly the
# program starts (as under an emulator on a loaded machine): drawn_ FILE
# counts the status lines in FILE; shown_ FILE N waits (60 s at most)
# until it has more than N; slow_ FILE writes "abc", waits for a new line
# in FILE, writes "def".
cat > slow.sh <<'EOF2'
drawn_ () { tr '\r' '\n' < "$1" 2>/dev/null | grep -c "$2"; }
shown_ ()
{
  i_=0
  while test "$(drawn_ "$1" "$3")" -le "$2" && test $i_ -lt 600; do
    sleep 0.1; i_=$((i_ + 1))
  done
}
slow_ ()
{
  n_=$(drawn_ "$1" '^3 B, files 0/1'); printf abc
  shown_ "$1" "$n_" '^3 B, files 0/1'; printf def
}
EOF2
. ./slow.sh

# The runs in a pseudo-terminal (below) go in the background at once,
# so that they overlap with the others.
pty=no
if script -qec true /dev/null < /dev/null > /dev/null 2>&1; then
  pty=yes
  cat > run.sh <<'EOF2'
. ./slow.sh
slow_ tty | sha3-256sum --progress > pty.out
slow_ tty | sha3-256sum --progress
EOF2
  script -qec "sh ./run.sh" /dev/null < /dev/null > tty & pty_run=$!
  # SIGINT once the line is shown; the writer pauses until it is killed,
  # once the program has ended.  timeout forwards the signal it gets (an
  # asynchronous command of sh ignores SIGINT; timeout's child does not).
  cat > int.sh <<'EOF2'
. ./slow.sh
mkfifo int.fifo || exit
(printf abc; exec sleep 60) > int.fifo & writer=$!
timeout --preserve-status -s INT 60 sha3-256sum --progress < int.fifo &
timer=$!
shown_ tty.int 0 '^3 B, files 0/1'
kill -INT $timer
wait $timer
echo "status=$?"
kill $writer
EOF2
  script -qec "sh ./int.sh" /dev/null < /dev/null > tty.int & pty_int=$!
fi

# The runs that wait go in the background together, so that their
# waits overlap; each writes its own files.  Not a terminal: no line is
# drawn with --progress, however long the pause.
(printf abc; sleep 0.6; printf def) | sha3-256sum --progress > out.1 2> err.1 \
  & p1=$!
slow_ err.2 | sha3-256sum --progress=always > out.2 2> err.2 & p2=$!
fifo=no
mkfifo fifo 2>/dev/null && {
  fifo=yes
  head -c 1000000 /dev/zero > big || framework_failure_
  # Not a regular file: the total is not known.
  (cat big; shown_ err.3 0 'files 1/2') > fifo & pid=$!
  sha3-256sum --progress=always big fifo > out.3 2> err.3 & p3=$!
}
(head -c 300000 /dev/zero; shown_ err.4 0 '^293 KiB, files 0/1') \
  | sha3-256sum --progress=always - \
  > out.4 2> err.4 & p4=$!
sha3-256sum --progress=never f > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
returns_ 1 sha3-256sum --progress=sometimes f > out 2> err || fail=1

# Not a terminal: nothing with --progress, a line with =always.
wait $p1 || fail=1
sed 's/  f$/  -/' exp > exp.stdin || framework_failure_
compare exp.stdin out.1 || fail=1
compare /dev/null err.1 || fail=1
wait $p2 || fail=1
compare exp.stdin out.2 || fail=1
# Bytes, files and a rate, then the line is cleared: the last thing on
# standard error is a carriage return after blanks.
tr '\r' '\n' < err.2 > lines || framework_failure_
grep '^3 B, files 0/1, [0-9.]* B/s' lines > /dev/null || fail=1
tail -n 1 lines | grep '^ *$' > /dev/null || fail=1
test "$(tail -c 1 err.2 | od -An -c | tr -d ' ')" = '\r' || fail=1

# A known total: the percentage and the time left.
if test $fifo = yes; then
  wait $p3 || fail=1
  wait $pid
  tr '\r' '\n' < err.3 > lines || framework_failure_
  grep 'files 1/2' lines > /dev/null || fail=1
fi
wait $p4 || fail=1
tr '\r' '\n' < err.4 > lines || framework_failure_
grep '^293 KiB, files 0/1' lines > /dev/null || fail=1

# In a pseudo-terminal (auto): the line before the digest is cleared,
# and the status line is not in the output of the program.
if test $pty = yes; then
  wait $pty_run || fail=1
  compare exp.stdin pty.out || fail=1
  # The line shown, then cleared, then the digest at the start of a line.
  grep "^3 B, files 0/1" tty > /dev/null && fail=1
  tr '\r' '\n' < tty > lines || framework_failure_
  test "$(grep -c '^3 B, files 0/1' lines)" -ge 2 || fail=1
  grep "^$(cut -c1-64 exp.stdin)  -\$" lines > /dev/null || fail=1

  # SIGINT mid-run: the line is cleared and the status is SIGINT's.
  wait $pty_int || fail=1
  # A status line, then blanks over it, then a carriage return.
  tr '\r' '\n' < tty.int > lines || framework_failure_
  grep '^3 B, files 0/1' lines > /dev/null || fail=1
  grep '^status=130$' lines > /dev/null || fail=1
  grep -B1 '^status=130$' lines | head -n 1 | grep '^  *$' > /dev/null \
    || fail=1
fi

Exit $fail
