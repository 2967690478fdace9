#!/bin/sh
# -r, -H, -L, -P, --one-file-system and --files0-from: the order, links,
# loops, bind mounts, special files, names to escape, errors mid-walk,
# and the same output for any -j.

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
print_ver_ sha3-256sum

# Byte order, not the locale's: uppercase before lowercase, bytes >= 0x80
# last, depth first ("a/z" before "b", "a.x" before "a/" in byte order?
# no: the entries of a directory are sorted, "a" then "a.x").
eacute=$(printf '\303\251') && newline='new
line' || framework_failure_
mkdir t t/a t/a/sub || framework_failure_
for f in b B a.x "$eacute" a/z a/sub/y a/A; do
  printf '%s' "$f" > "t/$f" || framework_failure_
done
printf 'n' > "t/$newline" || framework_failure_
printf 'back' > 't/back\slash' || framework_failure_

# The expected lines, made by hashing the files in that order as
# operands.
sha3-256sum t/B t/a/A t/a/sub/y t/a/z t/a.x t/b 't/back\slash' \
  "t/$newline" "t/$eacute" > exp || framework_failure_
LC_ALL=C sha3-256sum -r t > out || fail=1
same_ exp out || fail=1
LC_ALL=en_US.UTF-8 sha3-256sum -r t > out || fail=1
same_ exp out || fail=1
# The line of the name with a newline is escaped.
escaped=no
while IFS= read -r line; do
  case $line in
    '\'*'  t/new\nline')
      line=${line#?}; line=${line%'  t/new\nline'}
      case $line in *[!0-9a-f]*) ;; *) escaped=yes ;; esac ;;
  esac
done < out
test $escaped = yes || { printf '%s\n' 'no line for t/new\nline'; fail=1; }

# The same bytes whatever the threads and the multi-buffer engine.
for opts in -j1 -j2 -j3; do
  sha3-256sum $opts -r t > out || fail=1
  same_ exp out || fail=1
done
KSUM_MULTI=0 sha3-256sum -r t > out || fail=1
same_ exp out || fail=1
k12sum -j1 -r t > k1 || fail=1
k12sum -j2 -r t > k2 || fail=1
same_ k1 k2 || fail=1

# "t/" gives "t/f", as GNU du does.
sha3-256sum -r t/ > out || fail=1
same_ exp out || fail=1

# Without -r, a directory is still an error.
returns_ 1 sha3-256sum t > out 2> err || fail=1
lines_are_ err 'sha3-256sum: t: Is a directory' || fail=1

# Symbolic links: given ones are followed; inner ones only with -L.
mkdir l || framework_failure_
printf 'x' > l/f || framework_failure_
ln -s f l/link || framework_failure_
ln -s ../t/a/sub l/dirlink || framework_failure_
ln -s l top || framework_failure_
# hf, hy: the digests of l/f and t/a/sub/y.
sha3-256sum l/f t/a/sub/y > sums || framework_failure_
{ read -r hf rest && read -r hy rest; } < sums || framework_failure_
sha3-256sum -r top > out || fail=1
lines_are_ out "$hf  top/f" || fail=1
sha3-256sum -H -r top > out || fail=1
lines_are_ out "$hf  top/f" || fail=1
sha3-256sum --dereference-args -r top > out || fail=1
lines_are_ out "$hf  top/f" || fail=1
# -P follows nothing, not even a link given: it is skipped, as a link
# in the tree is.
sha3-256sum -P -r top > out 2> err || fail=1
compare /dev/null out || fail=1
compare /dev/null err || fail=1
sha3-256sum -w -P -r top > out 2> err || fail=1
compare /dev/null out || fail=1
lines_are_ err 'sha3-256sum: top: symbolic link not followed' || fail=1
# ... and a link given to a file too; without -r, -P changes nothing.
sha3-256sum -P -r l/link > out || fail=1
compare /dev/null out || fail=1
sha3-256sum -P l/link > out || fail=1
lines_are_ out "$hf  l/link" || fail=1
sha3-256sum -r l/link > out || fail=1
lines_are_ out "$hf  l/link" || fail=1
sha3-256sum -L -r l > out || fail=1
lines_are_ out "$hy  l/dirlink/y" "$hf  l/f" "$hf  l/link" || fail=1
# --warn says what is skipped.
sha3-256sum -w -r l > out 2> err || fail=1
lines_are_ err 'sha3-256sum: l/dirlink: symbolic link not followed' \
  'sha3-256sum: l/link: symbolic link not followed' || fail=1
sha3-256sum -r l > out 2> err || fail=1
compare /dev/null err || fail=1

# A loop through a link: skipped with -P; with -L, a diagnostic, status 1.
mkdir loop || framework_failure_
printf 'y' > loop/f || framework_failure_
ln -s ../loop loop/up || framework_failure_
sha3-256sum loop/f > exp || framework_failure_
sha3-256sum -r loop > out || fail=1
same_ exp out || fail=1
returns_ 1 timeout 10 sha3-256sum -L -r loop > out 2> err || fail=1
same_ exp out || fail=1
lines_are_ err "sha3-256sum: File system loop detected; 'loop/up' is part\
 of the same file system loop as 'loop'" || fail=1

# -L: a link to a directory of the tree is walked again, under its own
# name; only a link to an ancestor is a loop.
mkdir again again/d || framework_failure_
printf 'q' > again/d/q || framework_failure_
ln -s d again/ld || framework_failure_
sha3-256sum again/d/q > sums || framework_failure_
read -r hq rest < sums || framework_failure_
sha3-256sum -L -r again > out || fail=1
lines_are_ out "$hq  again/d/q" "$hq  again/ld/q" || fail=1

# A bind mount of a directory inside itself: skipped without a word,
# status 0, as GNU du does; --one-file-system stays on the file system
# of the directory given.
if unshare -rm true 2>/dev/null; then
  mkdir bind bind/a bind/a/b || framework_failure_
  printf 'w' > bind/a/w || framework_failure_
  sha3-256sum bind/a/w > exp || framework_failure_
  unshare -rm sh -c 'mount --bind bind bind/a/b \
    && sha3-256sum -r bind > out 2> err; echo $? > status' \
    || framework_failure_
  same_ exp out || fail=1
  compare /dev/null err || fail=1
  lines_are_ status 0 || fail=1
  mkdir other other/m || framework_failure_
  printf 'v' > other/v || framework_failure_
  printf 'u' > other/m/u || framework_failure_
  sha3-256sum other/v > exp || framework_failure_
  unshare -rm sh -c 'mount -t tmpfs none other/m \
    && printf u > other/m/u && sha3-256sum --one-file-system -r other > out'\
    || framework_failure_
  same_ exp out || fail=1
fi

# A FIFO inside a tree is not opened (no hang), and said with --warn.
mkdir s || framework_failure_
printf 'z' > s/f || framework_failure_
if mkfifo s/fifo; then
  sha3-256sum s/f > exp || framework_failure_
  timeout 10 sha3-256sum -r s > out 2> err || fail=1
  same_ exp out || fail=1
  compare /dev/null err || fail=1
  timeout 10 sha3-256sum -w -r s > out 2> err || fail=1
  same_ exp out || fail=1
  lines_are_ err 'sha3-256sum: s/fifo: not a regular file: skipped' \
    || fail=1
fi

# An unreadable directory mid-walk: the rest is still hashed, status 1.
# (chmod cannot make one for root: the shim fails its openat.)
. "$srcdir/tests/faults/shim.sh"
build_failread_
sha3-256sum t/B t/a.x t/b 't/back\slash' "t/$newline" "t/$eacute" > exp \
  || framework_failure_
returns_ 1 with_fault_ a opendir 0 sha3-256sum -r t > out 2> err || fail=1
same_ exp out || fail=1
lines_are_ err "sha3-256sum: cannot read directory 't/a': Permission denied" \
  || fail=1

# -c of the sums of a tree checks it, and --ignore-missing still works.
sha3-256sum -r t > t.sum || fail=1
sha3-256sum -c --quiet t.sum || fail=1
mv t/a/z z.saved || framework_failure_
returns_ 1 sha3-256sum -c --quiet t.sum > /dev/null 2>&1 || fail=1
sha3-256sum -c --quiet --ignore-missing t.sum || fail=1
mv z.saved t/a/z || framework_failure_

# --files0-from: names from a file or from standard input, with -r too.
printf 't/b\0t/B\0' > list || framework_failure_
sha3-256sum t/b t/B > exp || framework_failure_
sha3-256sum --files0-from=list > out || fail=1
same_ exp out || fail=1
sha3-256sum --files0-from=- < list > out || fail=1
same_ exp out || fail=1
printf 't/a/sub\0t/b\0' | sha3-256sum -r --files0-from=- > out || fail=1
read -r hb rest < exp || framework_failure_
lines_are_ out "$hy  t/a/sub/y" "$hb  t/b" || fail=1
# The diagnostics of GNU du.
printf 't/b\0\0t/B\0' > list0 || framework_failure_
returns_ 1 sha3-256sum --files0-from=list0 > out 2> err || fail=1
same_ exp out || fail=1
lines_are_ err 'sha3-256sum: list0:2: invalid zero-length file name' \
  || fail=1
printf -- '-\0' > dash || framework_failure_
returns_ 1 sha3-256sum --files0-from=- < dash > out 2> err || fail=1
lines_are_ err "sha3-256sum: when reading file names from stdin, no file\
 name of '-' allowed" || fail=1
returns_ 1 sha3-256sum --files0-from=nosuch > out 2> err || fail=1
lines_are_ err "sha3-256sum: cannot open 'nosuch' for reading:\
 No such file or directory" || fail=1
returns_ 1 sha3-256sum --files0-from=list t/b > out 2> err || fail=1
# (The first two lines: the usage line follows.)
{ IFS= read -r e1; IFS= read -r e2; } < err
test "$e1" = "sha3-256sum: extra operand 't/b'" \
  && test "$e2" = 'file operands cannot be combined with --files0-from' \
  || { echo 'extra operand:'; cat err; fail=1; }

# Usage errors.
returns_ 1 sha3-256sum -r -c t.sum > /dev/null 2>&1 || fail=1
returns_ 1 sha3-256sum -w t/b > /dev/null 2>&1 || fail=1

Exit $fail
