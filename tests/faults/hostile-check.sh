#!/bin/sh
# Hostile check files: lines of megabytes, NUL bytes, invalid UTF-8,
# control characters and terminal escapes in names, digests of the
# wrong length, 50000 lines.  No crash, no OK for a bad line, names
# quoted in diagnostics as coreutils quotes them, linear time.

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
print_ver_ sha3-256sum
test -n "$PYTHON3" || PYTHON3=python3
$PYTHON3 -c 'import hashlib' 2>/dev/null || skip_ 'python3 is needed'

printf 'abc' > f || framework_failure_
sha3-256sum f > f.sum || framework_failure_
d=$(cut -c1-64 f.sum)

# A 4 MB line, a 4 MB digest, a 4 MB name; a good line after them.
$PYTHON3 -c '
import sys
d = sys.argv[1]
w = sys.stdout.write
w("x" * 4000000 + "\n")
w("a" * 4000000 + "  f\n")
w(d + "  " + "n" * 4000000 + "\n")
w(d + "  f\n")' "$d" > long || framework_failure_
printf 'sha3-256sum: long: 1: improperly formatted SHA3-256 checksum line
sha3-256sum: long: 2: improperly formatted SHA3-256 checksum line
sha3-256sum: WARNING: 2 lines are improperly formatted
sha3-256sum: WARNING: 1 listed file could not be read
' > exp.err
echo 'f: OK' > exp
returns_ 1 sha3-256sum -w -c long > out 2> err || fail=1
tail -n 1 out > out1
compare exp out1 || fail=1
grep -v "nnnnnnnnnn" err > err1
compare exp.err err1 || fail=1

# NUL bytes.  As in coreutils (9.1 checked), a name ends at a NUL, so
# "DIGEST  f<NUL>junk" checks f; a NUL after the digest leaves the name
# " f", which does not exist: never an OK for it.
printf '%s  f\0junk\n' "$d" > nul1 || framework_failure_
echo 'f: OK' > exp
sha3-256sum -c nul1 > out || fail=1
compare exp out || fail=1
printf '%s\0  f\n%s  \0f\n' "$d" "$d" > nul2 || framework_failure_
returns_ 1 sha3-256sum -c nul2 > out 2> err || fail=1
grep ': OK$' out && fail=1

# Digests of the wrong length (one digit short, one long, base64 cut).
{ echo "${d%?}  f"; echo "${d}0  f"; echo "${d}00  f"
  echo "SHA3-256 (f) = ${d%?}"; echo "SHA3-256 (f) = ${d}00"
  echo "SHA3-256 (f) = ujcZkf+R/6gM"; } > wrong
returns_ 1 sha3-256sum -c wrong > out 2> err || fail=1
compare /dev/null out || fail=1
echo 'sha3-256sum: wrong: no properly formatted checksum lines found' > exp
compare exp err || fail=1

# Control characters, terminal escapes and invalid UTF-8 in names:
# diagnostics quote them as coreutils' quotef does (shell escapes, so
# nothing raw reaches a terminal on standard error).
esc=$(printf 'a\033[31mred\a\001\377z')
printf 'x' > "$esc" || framework_failure_
sha3-256sum "$esc" > esc.sum || fail=1
rm "$esc"
cat > exp.err <<'EOF'
sha3-256sum: 'a'$'\033''[31mred'$'\a\001\377''z': No such file or directory
EOF
returns_ 1 env LC_ALL=C sha3-256sum "$esc" 2> err > out || fail=1
compare exp.err err || fail=1
echo 'sha3-256sum: WARNING: 1 listed file could not be read' >> exp.err
returns_ 1 env LC_ALL=C sha3-256sum -c esc.sum 2> err > out || fail=1
compare exp.err err || fail=1
# A newline and a backslash in a name are escaped on standard output.
nl='x
y\z'
printf 'x' > "$nl" || framework_failure_
sha3-256sum "$nl" > out || fail=1
printf '\\%s  x\\ny\\\\z\n' "$(printf x | sha3-256sum | cut -c1-64)" > exp
compare exp out || fail=1
sha3-256sum -c out > out2 || fail=1
printf '\\x\\ny\\\\z: OK\n' > exp
compare exp out2 || fail=1

# 50000 lines in bounded time, and not much slower per line than 5000
# (no quadratic behaviour).
$PYTHON3 -c '
import sys
d = sys.argv[1]
for n in (5000, 50000):
    with open("lines%d" % n, "w") as f:
        for i in range(n):
            f.write("%s  %s\n" % ("0" * 64 if i % 2 else d, "missing" if i % 3 == 0 else "f"))' "$d" \
  || framework_failure_
t0=$(date +%s)
returns_ 1 sha3-256sum --status -c lines5000 2>/dev/null || fail=1
t1=$(date +%s)
returns_ 1 sha3-256sum --status -c lines50000 2>/dev/null || fail=1
t2=$(date +%s)
# (Under valgrind, only the ratio is meaningful.)
test -n "$KSUM_UNDER_VALGRIND" || test $((t2 - t1)) -le 30 \
  || { echo "50000 lines: $((t2 - t1)) s"; fail=1; }
test $((t2 - t1)) -le $((20 * (t1 - t0) + 5)) || fail=1
returns_ 1 sha3-256sum -c lines5000 > out 2> err || fail=1
test $(grep -c ': OK$' out) = 1666 || fail=1
test $(grep -c '^f: FAILED$' out) = 1667 || fail=1

Exit $fail
