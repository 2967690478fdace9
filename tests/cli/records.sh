#!/bin/sh
# --lines: the digest of every record equals the file mode's digest of
# a file holding the same bytes, for every algorithm and its parameters:
# random records, empty ones, CRLF, a last record without its newline,
# records across the 256 KiB read buffer and longer than it, -z, hex
# records, base64, -j; and a stream of more records than a unit holds
# gives the digests of the same records in short pieces.  make check
# runs every algorithm on one set of records and the other forms on a
# few algorithms; RUN_EXPENSIVE_TESTS=yes runs every form on every
# algorithm.

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
print_ver_ ksum
test -n "$PYTHON3" || PYTHON3=python3
$PYTHON3 -c 'import random' 2>/dev/null || skip_ 'python3 is needed'

# recs.SET: the stream; rec/SET.N: record N alone, named so that the
# shell lists them in order; hex.SET: the records in hexadecimal.
$PYTHON3 -c '
import os, random
r = random.Random(20261204)
def rand(n, delim):
    b = r.getrandbits(8 * n).to_bytes(n, "little") if n else b""
    return b.replace(bytes([delim]), b"A")
def write(name, recs, delim, last=True, files=True):
    os.makedirs("rec", exist_ok=True)
    with open("recs." + name, "wb") as s, open("hex." + name, "wb") as h:
        for i, x in enumerate(recs):
            end = b"" if (i == len(recs) - 1 and not last) else bytes([delim])
            s.write(x + end)
            h.write((x.hex() if i % 2 else "0x" + x.hex()).encode() + end)
            if files:
                with open("rec/%s.%06d" % (name, i), "wb") as f:
                    f.write(x)
nl = 10
# Every length up to two blocks of the widest rate (168), then random.
small = [rand(n, nl) for n in range(0, 340)]
small += [rand(r.randrange(0, 300), nl) for _ in range(100)]
small += [b"", b"", b"a\r", b"\r", b"crlf line\r", b"x"]
# Records of exactly a buffer, one byte each side, and longer.
big = [rand(n, nl) for n in (262143, 262144, 262145, 300001)]
many = small[:200] + big[:2] + small[200:] + big[2:] + [b"", b"end"]
write("text", many, nl, last=False)
write("short", small[:50] + [b"", b"last"], nl, last=True)
# More short records than a unit holds (so that units fill up in the
# middle of a stretch of input), 0 to 100 bytes each; not a file each
# (9000 files cost seconds to make and remove here) but the same lines
# in pieces of 500, which fill no unit: lots.NN.
lots = [rand(r.randrange(0, 101), nl) for _ in range(9000)]
write("lots", lots, nl, files=False)
for i in range(0, 9000, 500):
    with open("lots.%02d" % (i // 500), "wb") as f:
        f.write(b"".join(x + b"\n" for x in lots[i:i + 500]))
write("zero", [rand(r.randrange(0, 200), 0) for _ in range(300)]
      + [rand(270000, 0), b"", b"z"], 0, last=False)
' || framework_failure_
printf 'k3y' > key || framework_failure_

# check SET ALG [OPTION]...: ksum --lines on recs.SET and ksum on every
# rec/SET.* agree.  The outputs are kept (exp.N and out.N) and listed in
# the file checks, with what the case is, for compare_all_ at the end:
# an awk (and a sed and a diff before it) per check made this test slow
# (a process costs milliseconds here).
checks_=0
: > checks || framework_failure_
check ()
{
  set_=$1 alg_=$2; shift 2
  checks_=$(($checks_ + 1))
  z_=; test $set_ = zero && z_=-z
  ksum --untagged -a $alg_ "$@" rec/$set_.* > exp.$checks_ || fail=1
  if test -n "$z_"; then
    ksum -a $alg_ --lines $z_ "$@" recs.$set_ > out.z || fail=1
    tr '\0' '\n' < out.z > out.$checks_
  else
    ksum -a $alg_ --lines "$@" recs.$set_ > out.$checks_ || fail=1
  fi
  printf '%s\n' "rec exp.$checks_ out.$checks_ records: $set_ $alg_ $*" \
    >> checks
}

# same_later_ LABEL EXP OUT: compare_all_ compares EXP and OUT, which
# must be the same, line by line; it names LABEL if they differ.
same_later_ ()
{
  checks_=$(($checks_ + 1))
  mv "$2" exp.$checks_ && mv "$3" out.$checks_ || framework_failure_
  printf '%s\n' "line exp.$checks_ out.$checks_ $1" >> checks
}

# compare_all_: one awk does the comparisons listed in checks: for
# "rec", the digest of line N of exp.N (an untagged line of the file
# mode) is line N of out.N; for "line", the lines are the same.
compare_all_ ()
{
  awk '
    {
      e = $2; o = $3; what = $0; sub(/^[^ ]* [^ ]* [^ ]* /, "", what)
      n = bad = got = 0
      while ((getline l < e) > 0) {
        n++
        if ($1 == "rec") { split(l, f, " "); want[n] = f[1]; name[n] = f[2] }
        else { want[n] = l; name[n] = "line " n }
      }
      close(e)
      while ((getline l < o) > 0)
        if (++got > n) { if (bad++ < 3) print "line " got ": " l }
        else if (l != want[got] && bad++ < 3)
          print name[got] ": got \"" l "\", not \"" want[got] "\""
      close(o)
      if (got != n) bad++
      if (bad || !n) { print bad " wrong of " n " records"; print what
                       fail = 1 }
    }
    END { exit fail }' checks
}

all='sha3-224 sha3-256 sha3-384 sha3-512 keccak-224 keccak-256 keccak-384
     keccak-512 shake128 shake256 rawshake128 rawshake256 cshake128
     cshake256 kmac128 kmac256 tuplehash128 tuplehash256 parallelhash128
     parallelhash256 turboshake128 turboshake256 kt128 kt256 m14'

# params ALG: in $p, the parameters that the checks give ALG.
params ()
{
  case $1 in
    kmac*) p='--key-file=key -C cust' ;;
    cshake*) p='-f fn -C cust' ;;
    parallelhash*) p='-B 7 -x' ;;
    tuplehash*) p='-C t' ;;
    turboshake*) p=--domain=0x0B ;;
    kt*|m14) p='-C c' ;;
    *) p= ;;
  esac
}
for alg in $all; do
  params $alg; check text $alg $p
done

if test "$RUN_EXPENSIVE_TESTS" = yes; then
  some=$all
else
  some='sha3-256 kmac256 tuplehash128 kt128'
fi
for alg in $some; do
  params $alg
  check short $alg $p -j3
  check zero $alg $p
  check text $alg $p -j2 --base64
done
# The lots: --lines on the whole stream and on its pieces agree.
ksum -a sha3-256 --lines lots.* > exp || fail=1
ksum -a sha3-256 --lines recs.lots > out || fail=1
same_later_ 'lots: sha3-256' exp out
params kmac256
ksum -a kmac256 $p --lines lots.* > exp || fail=1
ksum -a kmac256 $p --lines -j3 recs.lots > out || fail=1
same_later_ "lots: kmac256 $p" exp out
# Output lengths: a byte, more than a block, many blocks.
for alg in shake128 cshake256 turboshake256 kt256; do
  params $alg
  check short $alg $p -l 8
  check short $alg $p -l 2000
done
check short shake256 -l 16000
params kmac128
check short kmac128 $p -l 8
check short kmac128 $p -l 2000 --xof
# The keyed prefix is not the key alone: another key, another digest.
ksum -a kmac256 --key-file=key --lines recs.short > a || fail=1
printf 'k3z' > key2 || framework_failure_
ksum -a kmac256 --key-file=key2 --lines recs.short > b || fail=1
cmp a b > /dev/null && { echo 'the key changes nothing'; fail=1; }

# Hexadecimal records (every other one with 0x): the same digests.
for alg in sha3-256 keccak-256 kt128; do
  ksum -a $alg --lines recs.short > exp || fail=1
  ksum -a $alg --lines=hex hex.short > out || fail=1
  same_later_ "hex: $alg" exp out
done
ksum -a sha3-256 --lines recs.text > exp || fail=1
ksum -a sha3-256 --lines=hex -j2 hex.text > out || fail=1
same_later_ 'hex: long records' exp out
ksum -a sha3-256 -z --lines=hex hex.zero | tr '\0' '\n' > out || fail=1
ksum -a sha3-256 -z --lines recs.zero | tr '\0' '\n' > exp || fail=1
same_later_ 'hex: -z' exp out
compare_all_ || fail=1

# The digests of the messages a, b, c and the empty one.
sha3-256sum -s a -s b -s c -s '' > digests || framework_failure_
{ read -r da && read -r db && read -r dc && read -r de; } < digests \
  || framework_failure_

# A bad hexadecimal record: a diagnostic, an empty line in its place,
# and a failure.
printf '61\nxyz\n0x62\n' > bad || framework_failure_
returns_ 1 sha3-256sum --lines=hex bad > out 2> err || fail=1
lines_are_ out "$da" '' "$db" || fail=1
lines_are_ err "sha3-256sum: bad: 2: improperly formatted hexadecimal record" \
  || fail=1

# Several files, standard input among them, and the order of the
# output with errors between.
printf 'a\nb' > ab || framework_failure_
printf 'c\n' | sha3-256sum --lines ab - missing ab > out 2> err && fail=1
lines_are_ out "$da" "$db" "$dc" "$da" "$db" || fail=1
lines_are_ err "sha3-256sum: missing: No such file or directory" || fail=1

# --raw: the digests back to back.
sha3-256sum --lines --raw ab > out || fail=1
test $(wc -c < out) = 64 || fail=1

# An empty input has no records; a lone newline is one empty record.
: > empty || framework_failure_
sha3-256sum --lines empty > out || fail=1
test -s out && fail=1
echo | sha3-256sum --lines > out || fail=1
lines_are_ out "$de" || fail=1

# What does not go with --lines.
returns_ 1 sha3-256sum --lines -c ab 2> /dev/null || fail=1
returns_ 1 ksum --lines --tag ab 2> /dev/null || fail=1
returns_ 1 tuplehash128sum --lines --tuple ab 2> /dev/null || fail=1
returns_ 1 sha3-256sum --lines -r . 2> /dev/null || fail=1
returns_ 1 sha3-256sum --lines=base64 ab 2> /dev/null || fail=1

Exit $fail
