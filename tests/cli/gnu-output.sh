#!/bin/sh
# Output lines as GNU coreutils prints them: "DIGEST  NAME", '*' with -b,
# escaped names, --tag (NAME-BITS for non-default XOF lengths), -z,
# --untagged, --base64 and --raw as in cksum.  Digests come from Python's
# hashlib (OpenSSL underneath), an independent implementation; KT128,
# which hashlib lacks, is only used where the line format is at stake.

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
print_ver_ sha3-256sum
test -n "$PYTHON3" || PYTHON3=python3
$PYTHON3 -c 'import hashlib; hashlib.sha3_256; hashlib.shake_128' \
  2>/dev/null || skip_ 'python3 with hashlib.sha3_256 is needed'

nl='
'
cr=$(printf '\r')

printf 'a\n' > a && : > e && printf ' b\n' > ' b' && printf '*c\n' > '*c' \
  && : > "a${nl}b" && : > 'a\b' && : > "c${cr}d" && : > "x\\y${nl}z" \
  || framework_failure_
# The digests, from one run of Python: shell assignments of the hex
# ones and base64 ones, and the raw ones in files.
$PYTHON3 -c '
import base64, hashlib
def d(alg, name, n=0):
    h = hashlib.new(alg, open(name, "rb").read())
    return h.digest(n) if alg.startswith("shake") else h.digest()
v = {"A": d("sha3_256", "a"), "E": d("sha3_256", "e"),
     "B": d("sha3_256", " b"), "C": d("sha3_256", "*c"),
     "S256": d("shake_128", "a", 32), "S512": d("shake_128", "a", 64),
     "T256": d("shake_256", "a", 32), "T512": d("shake_256", "a", 64)}
for k in v:
    print("%s=%s" % (k, v[k].hex()))
for k in ("A", "E", "S512"):
    print("%s64=%s" % (k, base64.b64encode(v[k]).decode()))
open("raw.a", "wb").write(v["A"])
open("raw.e", "wb").write(v["E"])
open("raw.s100", "wb").write(d("shake_128", "a", 100))' > digests \
  && . ./digests || framework_failure_

# GNU lines, in operand order, with ' ' or '*' before the name.
printf '%s\n' "$A  a" "$E  e" "$B   b" "$C  *c" > exp || framework_failure_
sha3-256sum a e ' b' '*c' > out || fail=1
same_ exp out || fail=1
sha3-256sum -t a e ' b' '*c' > out || fail=1
same_ exp out || fail=1
printf '%s\n' "$A *a" "$E *e" > exp || framework_failure_
sha3-256sum -b a e > out || fail=1
same_ exp out || fail=1
sha3-256sum --text --binary a e > out || fail=1
same_ exp out || fail=1

# Standard input is "-".
printf '%s\n' "$A  -" "$A  -" > exp || framework_failure_
sha3-256sum < a > out || fail=1
sha3-256sum - < a >> out || fail=1
same_ exp out || fail=1

# A name with a backslash, newline or carriage return is escaped, and
# the line starts with a backslash.
printf '%s\n' "\\$E  a\\nb" "\\$E  a\\\\b" "\\$E  c\\rd" "\\$E *x\\\\y\\nz" \
  > exp || framework_failure_
sha3-256sum "a${nl}b" 'a\b' "c${cr}d" > out || fail=1
sha3-256sum -b "x\\y${nl}z" >> out || fail=1
same_ exp out || fail=1

# --tag lines: the name is escaped the same way.
printf '%s\n' "SHA3-256 (a) = $A" "SHA3-256 ( b) = $B" \
  "\\SHA3-256 (a\\nb) = $E" "\\SHA3-256 (a\\\\b) = $E" \
  "\\SHA3-256 (c\\rd) = $E" > exp || framework_failure_
sha3-256sum --tag a ' b' "a${nl}b" 'a\b' "c${cr}d" > out || fail=1
same_ exp out || fail=1
sha3-256sum --tag -b a ' b' "a${nl}b" 'a\b' "c${cr}d" > out || fail=1
same_ exp out || fail=1

# The line is byte for byte what GNU cksum prints for its algorithms
# (cksum -a sha3 needs coreutils 9.8; the installed cksum may be older,
# so compare with its SHA256 lines, tag and digest substituted).
if cksum -a sha256 --tag /dev/null > /dev/null 2>&1; then
  cksum -a sha256 --tag a "a${nl}b" 'a\b' > cksum.out || fail=1
  sa=$(sha256sum < a | sed 's/ .*//') && se=$(sha256sum < e | sed 's/ .*//') \
    || framework_failure_
  sed "s/^\\(\\\\*\\)SHA256 /\\1SHA3-256 /; s/$sa/$A/; s/$se/$E/" cksum.out \
    > exp || framework_failure_
  sha3-256sum --tag a "a${nl}b" 'a\b' > out || fail=1
  same_ exp out || fail=1
  if cksum -a sha3 -l 256 --tag /dev/null > /dev/null 2>&1; then
    cksum -a sha3 -l 256 --tag a "a${nl}b" 'a\b' > exp || fail=1
    same_ exp out || fail=1
  fi
fi

# ksum names the same algorithm in every way.
sha3-256sum --tag a > exp || fail=1
for opts in '--sha3-256' '-a sha3-256' '-a sha3 -l 256' '-a SHA3 --length=256'
do
  ksum $opts --tag a > out || fail=1
  same_ exp out || fail=1
done

# NAME-BITS for every XOF length, the default too, so that a line means
# one thing whatever the reader's default (Perl's sha3sum reads a bare
# SHAKE128 as 1344 bits).
printf '%s\n' "SHAKE128-256 (a) = $S256" "SHAKE128-256 (a) = $S256" \
  "SHAKE128-512 (a) = $S512" "SHAKE128-512 (a) = $S512" \
  "SHAKE256-512 (a) = $T512" "SHAKE256-256 (a) = $T256" > exp \
  || framework_failure_
{ shake128sum --tag a && shake128sum -l 256 --tag a \
    && shake128sum -l 512 --tag a && shake128sum -n 64 --tag a \
    && shake256sum --tag a && shake256sum --length=256 --tag a; } > out \
  || fail=1
same_ exp out || fail=1
printf '%s\n' "$S512  a" > exp || framework_failure_
shake128sum -l 512 a > out || fail=1
same_ exp out || fail=1

# The same for an algorithm hashlib lacks: the digest of the GNU line.
k=$(kt128sum -l 512 a | sed 's/ .*//') || fail=1
test ${#k} = 128 || fail=1
printf '%s\n' "KT128-512 (a) = $k" > exp || framework_failure_
kt128sum -l 512 --tag a > out || fail=1
same_ exp out || fail=1
k=$(kt128sum a | sed 's/ .*//') || fail=1
printf '%s\n' "KT128-256 (a) = $k" > exp || framework_failure_
kt128sum --tag a > out || fail=1
same_ exp out || fail=1
k12sum --tag a > out || fail=1
same_ exp out || fail=1

# -z: lines end with NUL and names are not escaped.
printf '%s  a\nb\0%s  a\\b\0%s *a\nb\0SHA3-256 (a\nb) = %s\0' \
  "$E" "$E" "$E" "$E" > exp || framework_failure_
sha3-256sum -z "a${nl}b" 'a\b' > out || fail=1
sha3-256sum --zero -b "a${nl}b" >> out || fail=1
sha3-256sum -z --tag "a${nl}b" >> out || fail=1
compare exp out || fail=1

# --untagged undoes --tag, and --tag's binary mode unless -b follows.
printf '%s\n' "$A  a" "$A *a" > exp || framework_failure_
sha3-256sum --tag --untagged a > out || fail=1
sha3-256sum --tag --untagged -b a >> out || fail=1
same_ exp out || fail=1
printf '%s\n' "SHA3-256 (a) = $A" > exp || framework_failure_
sha3-256sum --untagged --tag a > out || fail=1
same_ exp out || fail=1

# --base64, in GNU lines and in --tag lines.
printf '%s\n' "$A64  a" "SHA3-256 (a) = $A64" "\\$E64  a\\nb" \
  "SHAKE128-512 (a) = $S51264" > exp || framework_failure_
{ sha3-256sum --base64 a && sha3-256sum --base64 --tag a \
    && sha3-256sum --base64 "a${nl}b" \
    && shake128sum --base64 -l 512 --tag a; } > out || fail=1
same_ exp out || fail=1

# --raw: the digest bytes alone, for one file or standard input.
sha3-256sum --raw a > out1 || fail=1
sha3-256sum --raw < a > out2 || fail=1
sha3-256sum --raw --tag "a" > out3 || fail=1
shake128sum --raw -n 100 a > out4 || fail=1
sha3-256sum --raw "a${nl}b" > out5 || fail=1
for i in 1.a 2.a 3.a 4.s100 5.e; do
  compare raw.${i#*.} out${i%%.*} || fail=1
done

Exit $fail
