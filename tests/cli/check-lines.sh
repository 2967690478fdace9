#!/bin/sh
# Check files that carry every parameter and never downgrade: what ksum
# writes, ksum verifies, with nothing given again on the command line;
# a named program verifies only lines of its own algorithm; KMAC keys
# are never guessed.

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
print_ver_ ksum

printf 'abc' > f || framework_failure_
printf 'defg' > g || framework_failure_
printf 'k3y: not hex, 16+' > key || framework_failure_

# has_ FILE TEXT: a line of FILE (a small one) holds TEXT; read by the
# shell, as the other checks of outputs here: a grep or diff per check
# made this test slow.
has_ ()
{
  while IFS= read -r has_l_; do
    case $has_l_ in *"$2"*) return 0 ;; esac
  done < "$1"
  return 1
}

# cut_ FILE N: the first N characters of the first line of FILE (a
# small one), as cut -c1-N takes them, in $cut.
cut_ ()
{
  cut_l_=
  IFS= read -r cut_l_ < "$1"
  cut_q_= cut_i_=0
  while test $cut_i_ -lt $2; do cut_q_=$cut_q_? cut_i_=$((cut_i_ + 1)); done
  case $cut_l_ in
    $cut_q_*) cut=${cut_l_%"${cut_l_#$cut_q_}"} ;;
    *) cut=$cut_l_ ;;
  esac
}

# ok_check WHAT CHECKER...: CHECKER -c S prints only "NAME: OK" lines
# and exits 0.  ok_check_in FILES WHAT CHECKER... checks the files
# FILES (names without blanks) in one run instead of S.
ok_check ()
{
  ok_check_in S "$@"
}
ok_check_in ()
{
  ok_files_=$1 what=$2; shift 2
  "$@" -c $ok_files_ > out 2> err \
    || { echo "$what: '$* -c' failed:"; cat $ok_files_ out err; fail=1;
         return 1; }
  ok_r_=0
  while IFS= read -r ok_l_; do
    case $ok_l_ in
      *': OK') ;;
      *) printf '%s: not OK: %s\n' "$what" "$ok_l_"; fail=1 ok_r_=1 ;;
    esac
  done < out
  test -s err && { echo "$what: stderr"; cat err; fail=1 ok_r_=1; }
  return $ok_r_
}

# ---- ksum writes tag lines and reads what it writes ----
ksum f > S || fail=1
read -r l < S || fail=1
case $l in 'SHA3-256 (f) = '*) ;; *) cat S; fail=1 ;; esac
ok_check 'ksum default' ksum
ksum --untagged f > U || fail=1
sha3-256sum f > U2 || fail=1
same_ U2 U || fail=1
returns_ 1 ksum -c U 2> err || fail=1
ksum -a sha3-256 -c U > out || fail=1
lines_are_ out 'f: OK' || fail=1

# ---- the length of a variable-length digest is always written ----
shake128sum --tag f > S || fail=1
read -r l < S || fail=1
test "${l%% (f) = *}" = SHAKE128-256 || { cat S; fail=1; }
ok_check 'shake128 default length' shake128sum
ok_check 'shake128 default length' ksum
for p in kmac128sum kmac256sum; do
  $p --key-file=key --tag f > t || fail=1
  read -r l < t
  case ${l%% (*} in KMAC*-[0-9]*) ;; *) echo "$p: $l"; fail=1;; esac
done

# ---- every parameter is in the tag, and checking uses it ----
# round PROGRAM ARGS...: write with ARGS and --tag into S.N, check with
# the same program without ARGS and with ksum -c; a changed digest
# (S2.N) FAILS.  The checks run in settle_rounds_, the files of a
# checker in one run (each check file is verified on its own, so a
# file's lines and messages are those of a run of its own); on a
# failure each file is checked alone, to name its round.
nr=0 rounds_progs=
round ()
{
  prog=$1; shift
  nr=$((nr + 1))
  $prog "$@" --tag f g > S.$nr \
    || { echo "$prog $*: writing failed"; fail=1; return; }
  # The checker's variable: the program's name, '-' made '_'.
  v=$prog
  while :; do case $v in *-*) v=${v%%-*}_${v#*-} ;; *) break ;; esac; done
  eval "test -n \"\$by_$v\"" || rounds_progs="$rounds_progs $prog"
  what="$prog $*"
  eval "by_$v=\"\$by_$v S.$nr\" what_$nr=\$what"
  case $prog in
    kmac*) rounds_k="$rounds_k $nr" ;;
    *) rounds_u="$rounds_u $nr" ;;
  esac
  # The same line, one digit changed, fails.
  {
    IFS= read -r l
    case $l in *0) l=${l%?}1 ;; *) l=${l%?}0 ;; esac
    printf '%s\n' "$l"
    while IFS= read -r l; do printf '%s\n' "$l"; done
  } < S.$nr > S2.$nr
}

# settle_rounds_ ROUNDS KF: check the rounds ROUNDS with ksum KF, and
# their changed lines: each S2.N says "f: FAILED" and "g: OK".
settle_rounds_ ()
{
  files= files2=
  for n in $1; do files="$files S.$n" files2="$files2 S2.$n"; done
  ok_check_in "$files" "rounds$1" ksum $2 || {
    for n in $1; do eval "ok_check_in S.$n \"\$what_$n\" ksum $2"; done
  }
  returns_ 1 ksum $2 -c $files2 > out 2> /dev/null || fail=1
  exp=
  for n in $1; do exp="$exp 'f: FAILED' 'g: OK'"; done
  eval "lines_are_ out $exp" || {
    echo "rounds$1: not 'f: FAILED' and 'g: OK' for each changed line"
    fail=1
    for n in $1; do
      returns_ 1 ksum $2 -c S2.$n > /dev/null 2>&1 \
        || eval "echo \"\$what_$n: a changed digest passed\""
    done
  }
}

settle_rounds ()
{
  for prog in $rounds_progs; do
    v=$prog
    while :; do case $v in *-*) v=${v%%-*}_${v#*-} ;; *) break ;; esac; done
    case $prog in kmac*) kf=--key-file=key;; *) kf=;; esac
    eval "files=\$by_$v"
    ok_check_in "$files" "$prog:$files" $prog $kf || {
      for ck in $files; do
        eval "ok_check_in $ck \"\$what_${ck#S.}\" $prog $kf"
      done
    }
  done
  settle_rounds_ "$rounds_u"
  settle_rounds_ "$rounds_k" --key-file=key
}

round turboshake128sum --domain 0x0B
round turboshake256sum --domain=0x7F -l 136
round cshake128sum -C 'my app'
round cshake256sum -f KMAC -C x
round cshake128sum --customization-hex=00ff
round kmac128sum --key-file=key -C 'S p a c e s'
round kmac256sum --key-file=key -x -l 1000
round tuplehash128sum -x
round tuplehash256sum -C "a,b=c(d)e%f"
round parallelhash128sum -B 1
round parallelhash256sum -B 17 -x -C q
round k12sum -C 'a b'
round kt256sum -l 128 --customization-hex=0a0d5c
round m14sum -C '(x)'
round sha3-384sum
round keccak256sum
round rawshake128sum -l 1024

# The tag names the parameters, and a line with other parameters than
# the command line's is refused for that line, not silently overridden.
turboshake128sum --domain 0x0B --tag f > S || fail=1
has_ S 'D=0x0B' || { cat S; fail=1; }
returns_ 1 turboshake128sum --domain 0x0C -c S > out 2> err || fail=1
has_ err 'differs from the line' || { cat err; fail=1; }
has_ out 'f: OK' && fail=1
cshake128sum -C one --tag f > S || fail=1
returns_ 1 ksum -C two -c S > out 2> err || fail=1
has_ err 'differs from the line' || { cat err; fail=1; }
cshake128sum -C one -c S > out 2> err || fail=1
lines_are_ out 'f: OK' || fail=1

# Every byte value in S and N, and an S at the byte-pad boundaries.
$PYTHON3 -c 'import sys; sys.stdout.buffer.write(bytes(range(1, 256)))' \
  > s255 || framework_failure_
hexs=$(od -An -v -tx1 s255 | tr -d ' \n')
round cshake128sum --customization-hex=00$hexs
round kt128sum --customization-hex=$hexs
round kmac128sum --key-file=key --customization-hex=$hexs
s= i=0
for n in 0 1 163 164 165 166 167 168 169 170; do
  while test $i -lt $n; do s=${s}x i=$((i + 1)); done
  round cshake128sum -C "$s" -f "$s"
done
settle_rounds

# A 1 MiB customization string, from a file.
head -c 1048576 /dev/zero | tr '\0' 'S' > big || framework_failure_
kt128sum --customization-file=big --tag f > S || fail=1
test "$(wc -c < S)" -gt 1048576 || fail=1
ok_check 'kt128 1 MiB S' ksum
kt128sum --customization-file=big f > exp || fail=1
kt128sum -C "$(head -c 100000 big)" f > short || fail=1
cmp exp short > /dev/null && fail=1

# ---- tuples are one line naming every member ----
printf 'x' > 'a b' || framework_failure_
printf 'y' > 'a' || framework_failure_
printf 'z' > 'b' || framework_failure_
printf 'nl' > 'n
l' || framework_failure_
tuplehash128sum --tuple --tag f g 'a b' 'n
l' > S || fail=1
n=0
while IFS= read -r l; do n=$((n + 1)); done < S
test $n = 1 || fail=1
ok_check 'tuple' tuplehash128sum
ok_check 'tuple' ksum
# The one file 'a b' is not the tuple (a, b), either way round.
tuplehash128sum --tuple --tag a b > S || fail=1
tuplehash128sum --tag 'a b' > S1 || fail=1
read -r l < S; read -r l2 < S1
test "${l##*= }" != "${l2##*= }" || fail=1
ok_check 'tuple a b' ksum
printf 'TUPLEHASH128-256 (a b) = %s\n' "${l##* = }" > S2 \
  || framework_failure_
returns_ 1 ksum -c S2 > /dev/null 2>&1 || fail=1
cp S1 S && ok_check 'file a b' ksum
# A missing member is an open failure of the line.
tuplehash128sum --tuple --tag f g > S || fail=1
mv g g.away || framework_failure_
returns_ 1 ksum -c S > out 2> err || fail=1
has_ out 'FAILED open or read' || { cat out err; fail=1; }
mv g.away g || framework_failure_

# ---- keys ----
returns_ 1 kmac128sum f > out 2> err || fail=1
test -s out && { cat out; fail=1; }
has_ err '--key-file' || { cat err; fail=1; }
kmac128sum --key-file=/dev/null f > out || fail=1
kmac128sum --key-file=key --tag f > S || fail=1
returns_ 1 ksum -c S > out 2> err || fail=1
has_ err 'no key' || { cat err; fail=1; }
has_ out 'f: OK' && fail=1
returns_ 1 kmac128sum -k 00 --key-file=key f > out 2> err || fail=1
has_ err 'only one key' || { cat err; fail=1; }
returns_ 1 kmac128sum --key-file=key --key-file=key f > out 2> err || fail=1
has_ err 'only one key' || { cat err; fail=1; }
printf '00112233445566778899aabbccddeeff\n' > hexkey || framework_failure_
kmac128sum --key-file=hexkey f > out 2> err || fail=1
has_ err 'warning' || { cat err; fail=1; }
has_ err 'as they are' || { cat err; fail=1; }
printf 'secret\n' > nlkey || framework_failure_
kmac128sum --key-file=nlkey f > out 2> err || fail=1
has_ err 'newline' || { cat err; fail=1; }
printf 'gr\303\274n\r\n' > nlkey || framework_failure_
kmac128sum --key-file=nlkey f > out 2> err || fail=1
has_ err 'newline' || { cat err; fail=1; }
# A random key whose last byte happens to be a newline is no text.
printf '\001\376\377\n' > binkey || framework_failure_
kmac128sum --key-file=binkey f > out 2> err || fail=1
test -s err && { cat err; fail=1; }
printf 'gr\303n\n' > binkey || framework_failure_
kmac128sum --key-file=binkey f > out 2> err || fail=1
test -s err && { cat err; fail=1; }
# The key is written nowhere.
kmac256sum --key-file=key --tag -C c f > S 2>&1 || fail=1
has_ S 'k3y' && fail=1
kmac256sum -k 30313233 --tag f > S 2>&1 || fail=1
has_ S 30313233 && fail=1
has_ S 0123 && fail=1

# ---- no silent downgrade ----
shake128sum f > d || fail=1
cut_ d 2; d=$cut
printf 'SHAKE128 (f) = %s\n' "$d" > S
returns_ 1 sha3-512sum -c --strict S > out 2> err || fail=1
test -s out && { cat out; fail=1; }
has_ err 'no properly formatted checksum lines found' \
  || { cat err; fail=1; }
sha3-256sum --tag f > S && returns_ 1 sha3-512sum -c S > out 2>&1 || fail=1
sha3-256sum --tag f > S && returns_ 1 keccak256sum -c S > out 2>&1 || fail=1
k12sum --tag f > S && returns_ 1 kt256sum -c S > out 2>&1 || fail=1
k12sum --tag f > S && kt128sum -c S > out 2>&1 || fail=1
# Digests shorter than 128 bits are said, and fail under --strict.
shake128sum -l 120 f > d2 || fail=1
cut_ d2 30
printf 'SHAKE128-8 (f) = %s\nSHAKE128-120 (f) = %s\n' "$d" "$cut" > S
ksum -c S > out 2> err || fail=1
lines_are_ out 'f: OK' 'f: OK' || fail=1
lines_are_ err \
  'ksum: WARNING: 2 lines have digests shorter than 128 bits' || fail=1
returns_ 1 shake128sum -c --strict S > out 2> err || fail=1
has_ err 'shorter than 128 bits' || fail=1
shake128sum -l 128 --tag f > S && ksum -c --strict S > out 2> err || fail=1
test -s err && { cat err; fail=1; }
# ksum -c takes every algorithm, and names one it does not know.
sha256sum < f > d || fail=1
cut_ d 64
printf 'SHA256 (f) = %s\n' "$cut" > S
returns_ 1 ksum -c S > out 2> err || fail=1
has_ err "unknown algorithm 'SHA256'" || { cat err; fail=1; }

# ---- -l when checking, -j0 ----
sha3-512sum --tag f > S || fail=1
ksum -a sha3 -l 256 -c S > out 2> err || { cat err; fail=1; }
lines_are_ out 'f: OK' || fail=1
ksum -j0 f > out || fail=1
sha3-256sum -j0 f > out || fail=1

# ---- messages, quoted as coreutils quotes ----
returns_ 1 ksum -a sha3 -l 200 f 2> err || fail=1
has_ err "invalid length: '200'" || { cat err; fail=1; }

# ---- a NUL ends a line, as in GNU sha256sum ----
if command -v sha256sum > /dev/null; then
  sha256sum < f > d || fail=1
  cut_ d 64; gd=$cut
  sha3-256sum < f > d || fail=1
  cut_ d 64; kd=$cut
  for fmt in 'T (f) = %s\0junk\n' '%s  f\0junk\n' '%s\0  f\n'; do
    case $fmt in
      T*) gfmt=SHA256${fmt#T} kfmt=SHA3-256${fmt#T} ;;
      *) gfmt=$fmt kfmt=$fmt ;;
    esac
    printf "$gfmt" "$gd" > gnu.in
    printf "$kfmt" "$kd" > k.in
    sha256sum -c gnu.in > gnu.out 2> gnu.err; gnu=$?
    sha3-256sum -c k.in > k.out 2> k.err; k=$?
    test $gnu = $k || { echo "NUL '$fmt': $gnu vs $k"; fail=1; }
    same_ gnu.out k.out || fail=1
    # GNU's messages, with the first sha256sum and gnu.in of each line
    # as sha3-256sum and k.in would name them.
    while IFS= read -r l; do
      case $l in
        *sha256sum*) l=${l%%sha256sum*}sha3-256sum${l#*sha256sum} ;;
      esac
      case $l in *gnu.in*) l=${l%%gnu.in*}k.in${l#*gnu.in} ;; esac
      printf '%s\n' "$l"
    done < gnu.err > gnu.err.k
    same_ gnu.err.k k.err || fail=1
  done
fi

# ---- other tools' lines ----
shake128sum f > d || fail=1
cut_ d 64
printf 'SHAKE-128(f)= %s\n' "$cut" > S
ok_check 'openssl SHAKE-128' ksum
ok_check 'openssl SHAKE-128' shake128sum
shake256sum -l 512 f > d || fail=1
cut_ d 128
printf 'SHAKE-256(f)= %s\n' "$cut" > S
ok_check 'openssl SHAKE-256' shake256sum
# A bare SHAKE tag (Perl's sha3sum writes 1344 bits) verifies at the
# length of its digest.
shake128sum -l 1344 f > d || fail=1
cut_ d 336
printf 'SHAKE128 (f) = %s\n' "$cut" > S
ok_check 'bare SHAKE128' ksum

Exit $fail
