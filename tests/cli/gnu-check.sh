#!/bin/sh
# --check as GNU coreutils does it: GNU, tag, OpenSSL and BSD reversed
# lines, tag lines of several algorithms in one file, base64 digests,
# any case of hex, CRLF, comments, blank lines, escaped names, "-" and
# standard input, --ignore-missing, --quiet, --status, --strict and -w
# (the last of --status, --quiet and -w wins), the summary lines, the
# exit status; keyed and customised algorithms take their parameters
# from the command line, and the key never shows.  Known digests come
# from Python's hashlib (OpenSSL underneath), not from ksum.

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

# For each ALG FILE FORM, print a line: the hex (HEX: upper case; b64:
# base64) digest of FILE under hashlib's algorithm ALG ("shake_128:64"
# for 64 bytes of SHAKE128; "bytes": FILE itself).  One Python for all
# the digests of the test: a Python per digest made this test slow.
py_ ()
{
  $PYTHON3 -c '
import base64, hashlib, sys
a = sys.argv[1:]
for i in range(0, len(a), 3):
    alg, n = (a[i] + ":0").split(":")[:2]
    d = open(a[i + 1], "rb").read()
    if alg != "bytes":
        h = hashlib.new(alg, d)
        d = h.digest(int(n)) if alg.startswith("shake") else h.digest()
    print(base64.b64encode(d).decode() if a[i + 2] == "b64"
          else d.hex().upper() if a[i + 2] == "HEX" else d.hex())' "$@"
}

printf 'a\n' > a && : > e && printf ' b\n' > ' b' && printf '*c\n' > '*c' \
  && : > "a${nl}b" && : > 'a\b' && : > "c${cr}d" && printf 'wrong\n' > w \
  && mkdir dir && printf 'S3cretKeyMaterial' > key \
  && printf 'OtherKeyMaterial!' > key2 || framework_failure_
py_ sha3_256 a hex sha3_256 e hex sha3_256 ' b' hex sha3_256 '*c' hex \
  sha3_256 w hex sha3_224 a hex sha3_384 a hex sha3_512 a hex \
  shake_128:64 ' b' hex sha3_512 '*c' b64 shake_256:16 e hex \
  sha3_256 a b64 sha3_256 e b64 sha3_256 a HEX sha3_256 e HEX \
  shake_128:64 a hex shake_128:20 e hex sha256 a hex bytes key hex \
  bytes key HEX > digests || framework_failure_
{ read -r A && read -r E && read -r B && read -r C && read -r W \
  && read -r A224 && read -r A384 && read -r A512 && read -r SB64 \
  && read -r C512b64 && read -r SE16 && read -r Ab64 && read -r Eb64 \
  && read -r AU && read -r EU && read -r SA64 && read -r SE20 \
  && read -r A2 && read -r keyhex && read -r keyHEX; } < digests \
  || framework_failure_

# GNU lines, text and binary.
printf '%s\n' "$A  a" "$E *e" "$B   b" "$C  *c" > sums || framework_failure_
printf '%s\n' 'a: OK' 'e: OK' ' b: OK' '*c: OK' > exp || framework_failure_
sha3-256sum -c sums > out 2> err || fail=1
same_ exp out || fail=1
compare /dev/null err || fail=1
sha3-256sum --check --strict sums > out || fail=1
same_ exp out || fail=1

# Tag lines as cksum -a sha3 writes them (one per length), and the
# OpenSSL form, all checked by ksum (which, like cksum without -a,
# takes tag lines only) and by ksum -a sha3; sha3-256sum takes only its
# own line (a named program checks only its own algorithm).
printf 'SHA3-%s (a) = %s\n' 224 "$A224" 256 "$A" 384 "$A384" 512 "$A512" \
  > tags || framework_failure_
printf 'SHA3-%s(a)= %s\n' 224 "$A224" 256 "$A" 384 "$A384" 512 "$A512" \
  > openssl || framework_failure_
printf '%s\n' 'a: OK' 'a: OK' 'a: OK' 'a: OK' > exp || framework_failure_
for prog in ksum 'ksum -a sha3'; do
  for f in tags openssl; do
    $prog --strict -c $f > out || fail=1
    same_ exp out || fail=1
  done
done
for f in tags openssl; do
  sha3-256sum -c $f > out 2> err || fail=1
  lines_are_ out 'a: OK' || fail=1
  returns_ 1 sha3-512sum --strict -c $f > out 2> /dev/null || fail=1
  lines_are_ out 'a: OK' || fail=1
done
returns_ 1 ksum -c sums > out 2> err || fail=1
compare /dev/null out || fail=1
lines_are_ err 'ksum: sums: no properly formatted checksum lines found' \
  || fail=1

# Several algorithms mixed in one file: SHA3-256, KT128 (its digest of
# the GNU line, hashlib has none), SHAKE128 at 512 bits, base64 SHA3-512.
kt128sum e > k || fail=1
k=; read -r k rest < k
# mixed_ DIGEST: the lines, that of SHA3-256 with DIGEST.
mixed_ ()
{
  printf '%s\n' "SHA3-256 (a) = $1" "KT128 (e) = $k" \
    "SHAKE128-512 ( b) = $SB64" "SHA3-512 (*c) = $C512b64" \
    "\\SHAKE256 (a\\nb) = $SE16"
}
mixed_ "$A" > mixed || framework_failure_
printf '%s\n' 'a: OK' 'e: OK' ' b: OK' '*c: OK' '\a\nb: OK' > exp \
  || framework_failure_
ksum --strict -c mixed > out 2> err || fail=1
same_ exp out || fail=1
compare /dev/null err || fail=1
# A named program checks only lines of its own algorithm: the others
# are improperly formatted, as in GNU sha256sum -c.
for prog in sha3-256sum k12sum shake128sum; do
  returns_ 1 $prog --strict -c mixed > out 2> err || fail=1
  case $prog in
    sha3-256sum) ok='a: OK' ;;
    k12sum) ok='e: OK' ;;
    shake128sum) ok=' b: OK' ;;
  esac
  lines_are_ out "$ok" || fail=1
  lines_are_ err "$prog: WARNING: 4 lines are improperly formatted" \
    || fail=1
done
# A wrong digest in a tag line of another algorithm still fails.
mixed_ "$W" > mixed-bad || framework_failure_
returns_ 1 ksum -c mixed-bad > out 2> /dev/null || fail=1
out1=; IFS= read -r out1 < out
test "$out1" = 'a: FAILED' || { echo "mixed-bad: $out1"; fail=1; }

# If the installed cksum knows SHA-3 (coreutils 9.8 and later; 9.1 does
# not), it accepts our --tag lines and we accept its lines.
if cksum -a sha3 -l 256 /dev/null > /dev/null 2>&1; then
  sha3-256sum --tag a "a${nl}b" > ours || fail=1
  cksum -c --strict ours || fail=1
  cksum -a sha3 -l 256 a "a${nl}b" > theirs || fail=1
  sha3-256sum -c --strict theirs || fail=1
fi

# BSD reversed lines ("DIGEST NAME"): one format per run.
printf '%s\n' "$A a" "$B  b" "$C *c" > bsd || framework_failure_
printf '%s\n' 'a: OK' ' b: OK' '*c: OK' > exp || framework_failure_
sha3-256sum --strict -c bsd > out || fail=1
same_ exp out || fail=1

# Base64 digests, untagged and tagged; upper and mixed-case hex.
# (The last: the first 33 digits in upper case, the rest in lower.)
q=?????????????????????????????????
printf '%s\n' "$Ab64  a" "SHA3-256 (e) = $Eb64" "$AU  a" \
  "SHA3-256 (e) = ${EU%"${EU#$q}"}${E#$q}" > forms || framework_failure_
printf '%s\n' 'a: OK' 'e: OK' 'a: OK' 'e: OK' > exp || framework_failure_
sha3-256sum --strict -c forms > out || fail=1
same_ exp out || fail=1

# XOF lengths come from the digest: GNU lines of any even length.
printf '%s\n' "$SA64  a" "$SE20  e" > xof || framework_failure_
printf '%s\n' 'a: OK' 'e: OK' > exp || framework_failure_
shake128sum --strict -c xof > out || fail=1
same_ exp out || fail=1

# CRLF check files, comments and blank lines.
printf '%s\r\n' "$A  a" "SHA3-256 (e) = $E" > crlf || framework_failure_
printf '%s\n' '# comment' '' "$A  a" '#  not a line' '' "$E  e" > comments \
  || framework_failure_
printf '%s\n' 'a: OK' 'e: OK' > exp || framework_failure_
sha3-256sum --strict -c crlf > out || fail=1
same_ exp out || fail=1
sha3-256sum --strict -c comments > out || fail=1
same_ exp out || fail=1

# Escaped names; the result lines escape them as current coreutils does
# (coreutils 9.1 escaped only newlines there).
sha3-256sum "a${nl}b" 'a\b' "c${cr}d" > esc || fail=1
sha3-256sum --tag "a${nl}b" 'a\b' >> esc || fail=1
printf '%s\n' '\a\nb: OK' '\a\\b: OK' '\c\rd: OK' '\a\nb: OK' '\a\\b: OK' \
  > exp || framework_failure_
sha3-256sum --strict -c esc > out || fail=1
same_ exp out || fail=1
# --status prints nothing at all, escaped or not.
sha3-256sum --status -c esc > out || fail=1
compare /dev/null out || fail=1

# Standard input: as the check file, and as a listed file ("-"), but not
# both at once.
printf '%s\n' 'a: OK' 'e: OK' > exp || framework_failure_
printf '%s\n' "$A  a" "$E  e" | sha3-256sum -c > out || fail=1
same_ exp out || fail=1
printf '%s\n' "$A  a" "$E  e" | sha3-256sum -c - > out || fail=1
same_ exp out || fail=1
printf '%s\n' "$A  -" > dash || framework_failure_
printf '%s\n' '-: OK' > exp || framework_failure_
sha3-256sum -c dash < a > out || fail=1
same_ exp out || fail=1
returns_ 1 sha3-256sum -c - < dash > out 2> err || fail=1
compare /dev/null out || fail=1
printf '%s\n' \
  "sha3-256sum: 'standard input': no properly formatted checksum lines found" \
  > exp || framework_failure_
same_ exp err || fail=1

# The summary: improperly formatted lines, unreadable files, mismatches,
# in that order, singular then plural; OK lines only with good results.
printf '%s\n' 'junk' "$A  a" "$A  missing" "$W  e" > one || framework_failure_
printf '%s\n' 'a: OK' 'missing: FAILED open or read' 'e: FAILED' > exp.out \
  || framework_failure_
printf '%s\n' \
  'sha3-256sum: missing: No such file or directory' \
  'sha3-256sum: WARNING: 1 line is improperly formatted' \
  'sha3-256sum: WARNING: 1 listed file could not be read' \
  'sha3-256sum: WARNING: 1 computed checksum did NOT match' \
  > exp.err || framework_failure_
returns_ 1 sha3-256sum -c one > out 2> err || fail=1
same_ exp.out out || fail=1
same_ exp.err err || fail=1
printf '%s\n' 'junk' "$A  a" "$A  missing" "$W  e" 'junk' "$A  a" \
  "$A  missing" "$W  e" > two || framework_failure_
printf '%s\n' \
  'sha3-256sum: missing: No such file or directory' \
  'sha3-256sum: missing: No such file or directory' \
  'sha3-256sum: WARNING: 2 lines are improperly formatted' \
  'sha3-256sum: WARNING: 2 listed files could not be read' \
  'sha3-256sum: WARNING: 2 computed checksums did NOT match' \
  > exp.err || framework_failure_
returns_ 1 sha3-256sum -c two > out 2> err || fail=1
same_ exp.err err || fail=1

# Improperly formatted lines alone do not fail the run, except with
# --strict; -w names each one.
printf '%s\n' "$A  a" 'junk' "$E  e" > bad || framework_failure_
printf '%s\n' 'a: OK' 'e: OK' > exp.out || framework_failure_
printf '%s\n' 'sha3-256sum: WARNING: 1 line is improperly formatted' \
  > exp.err || framework_failure_
sha3-256sum -c bad > out 2> err || fail=1
same_ exp.out out || fail=1
same_ exp.err err || fail=1
returns_ 1 sha3-256sum --strict -c bad > out 2> err || fail=1
same_ exp.out out || fail=1
same_ exp.err err || fail=1
printf '%s\n' \
  'sha3-256sum: bad: 2: improperly formatted SHA3-256 checksum line' \
  'sha3-256sum: WARNING: 1 line is improperly formatted' \
  > exp.warn || framework_failure_
sha3-256sum -w -c bad > out 2> err || fail=1
same_ exp.out out || fail=1
same_ exp.warn err || fail=1

# --quiet, --status and -w: the last one given wins.
# (--status silences the results and the summary, not the diagnostic
# of a file that cannot be read.)
printf '%s\n' 'sha3-256sum: missing: No such file or directory' \
  > exp.status.err || framework_failure_
for opts in '--status' '-w --status' '--quiet --status'; do
  returns_ 1 sha3-256sum $opts -c one > out 2> err || fail=1
  compare /dev/null out || fail=1
  same_ exp.status.err err || fail=1
done
printf '%s\n' 'missing: FAILED open or read' 'e: FAILED' > exp.quiet \
  || framework_failure_
printf '%s\n' 'sha3-256sum: missing: No such file or directory' \
  'sha3-256sum: WARNING: 1 line is improperly formatted' \
  'sha3-256sum: WARNING: 1 listed file could not be read' \
  'sha3-256sum: WARNING: 1 computed checksum did NOT match' > exp.quiet.err \
  || framework_failure_
for opts in '--quiet' '--status --quiet' '-w --quiet'; do
  returns_ 1 sha3-256sum $opts -c one > out 2> err || fail=1
  same_ exp.quiet out || fail=1
  same_ exp.quiet.err err || fail=1
done
printf '%s\n' \
  'sha3-256sum: one: 1: improperly formatted SHA3-256 checksum line' \
  'sha3-256sum: missing: No such file or directory' \
  'sha3-256sum: WARNING: 1 line is improperly formatted' \
  'sha3-256sum: WARNING: 1 listed file could not be read' \
  'sha3-256sum: WARNING: 1 computed checksum did NOT match' > exp.w.err \
  || framework_failure_
for opts in '-w' '--status -w' '--quiet --warn'; do
  returns_ 1 sha3-256sum $opts -c one > out 2> err || fail=1
  same_ exp.w.err err || fail=1
done

# --ignore-missing skips missing files, but some file must be verified.
printf '%s\n' "$A  missing" "$A  a" > some || framework_failure_
printf '%s\n' "$A  missing" "$A  missing2" > none || framework_failure_
printf 'a: OK\n' > exp || framework_failure_
sha3-256sum --ignore-missing -c some > out 2> err || fail=1
same_ exp out || fail=1
compare /dev/null err || fail=1
returns_ 1 sha3-256sum --ignore-missing -c none > out 2> err || fail=1
compare /dev/null out || fail=1
printf 'sha3-256sum: none: no file was verified\n' > exp || framework_failure_
same_ exp err || fail=1

# Nothing usable at all.
printf '%s\n' 'junk' '' '# only this' > nothing || framework_failure_
returns_ 1 sha3-256sum -c nothing > out 2> err || fail=1
printf 'sha3-256sum: nothing: no properly formatted checksum lines found\n' \
  > exp || framework_failure_
same_ exp err || fail=1
# A tag of an algorithm ksum does not have is not a properly formatted line.
printf 'SHA256 (a) = %s\n' "$A2" > sha2 || framework_failure_
returns_ 1 sha3-256sum -c sha2 > out 2> err || fail=1
printf 'sha3-256sum: sha2: no properly formatted checksum lines found\n' \
  > exp || framework_failure_
same_ exp err || fail=1

# Keyed and customised algorithms take their parameters from the
# command line in check mode, as when the sums were made.
kmac128sum --key-file=key --tag a e > ksums || fail=1
printf '%s\n' 'a: OK' 'e: OK' > exp || framework_failure_
kmac128sum --key-file=key -c ksums > out || fail=1
same_ exp out || fail=1
ksum --key-file=key -c ksums > out || fail=1
same_ exp out || fail=1
printf '%s\n' 'a: FAILED' 'e: FAILED' > exp || framework_failure_
returns_ 1 kmac128sum --key-file=key2 -c ksums > out 2> err || fail=1
same_ exp out || fail=1
kmac256sum --key=$keyhex --tag a "a${nl}b" > ksums2 2> err || fail=1
kmac256sum --key=$keyhex -c ksums2 >> out 2>> err || fail=1
kmac256sum --key=$keyhex -w -c ksums ksums2 nonexistent >> out 2>> err
kmac128sum --key-file=key -w -c bad ksums >> out 2>> err
kmac128sum --key-file=missing-key -c ksums >> out 2>> err
# The key, as text or in hex (either case), is in no output.
grep -F -e S3cretKeyMaterial -e OtherKeyMaterial -e "$keyhex" \
  -e "$keyHEX" ksums ksums2 out err && fail=1
cshake128sum --untagged -f Fn -C Cu a > csums || fail=1
printf 'a: OK\n' > exp || framework_failure_
cshake128sum -f Fn -C Cu -c csums > out || fail=1
same_ exp out || fail=1
returns_ 1 cshake128sum -f Fn -C Other -c csums > out 2> /dev/null || fail=1
printf 'a: FAILED\n' > exp || framework_failure_
same_ exp out || fail=1
parallelhash128sum -B 16 a > psums || fail=1
parallelhash128sum -B 16 -c psums > out || fail=1
printf 'a: OK\n' > exp || framework_failure_
same_ exp out || fail=1
returns_ 1 parallelhash128sum -B 32 -c psums > out 2> /dev/null || fail=1

# Exit status 1 for a check file that cannot be read, the others still
# being checked.
printf '%s\n' "$A  a" > good || framework_failure_
printf '%s\n' 'a: OK' > exp || framework_failure_
returns_ 1 sha3-256sum -c nonexistent good dir > out 2> err || fail=1
same_ exp out || fail=1
printf '%s\n' \
  'sha3-256sum: nonexistent: No such file or directory' \
  'sha3-256sum: dir: read error' \
  > exp || framework_failure_
same_ exp err || fail=1

Exit $fail
