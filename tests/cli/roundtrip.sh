#!/bin/sh
# Every line a program writes verifies with the same program and -c,
# given only the key: every program (ksum as "ksum -a ALGORITHM"), every
# output form (the default, --tag, --untagged, --base64, -r, --tuple),
# with parameters chosen at random among the options that program's
# --help lists.  Lines written with --untagged verify when the options
# are given again, and without them -c names the options to give.
# KSUM_TEST_SEED (a number) chooses other parameters; the log says which.

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
print_ver_ ksum

seed=${KSUM_TEST_SEED-1}
echo "KSUM_TEST_SEED=$seed"

# The files: one of random bytes, names with a blank and a backslash,
# and a tree for -r.
pseudo_random_ 3000 > f || framework_failure_
head -c 700 f > 'a b' || framework_failure_
tail -c 900 f > 'c\d' || framework_failure_
mkdir -p tree/sub || framework_failure_
head -c 10 f > tree/x && cp 'a b' tree/sub/y || framework_failure_
printf 'secret key' > key || framework_failure_
printf 'S from %s file\n' a > custom || framework_failure_

# The random numbers, 0 to 65535, read one at a time from descriptor 3.
printf "$seed" | shake128sum --raw -l 40000 | od -An -v -tu2 \
  | tr -s ' ' '\n' | sed '/^$/d' > numbers || framework_failure_
exec 3< numbers
rand_ () { read -r r <&3 || framework_failure_; r=$((r % $1)); }

# has_ OPTION: the --help read by options_ lists OPTION (with its "="
# or the blank after it).
has_ ()
{
  case $help_opts in *"$1"*) return 0 ;; esac
  return 1
}

# The parameter options each program's --help lists, found by one grep
# for all programs (a grep per form and option, then one per program,
# made this test slow): options_ PROG sets $help_opts to those of PROG,
# one a line, each with its "=" or the blank after it.
for prog in $built_programs; do
  test $prog = ksum && continue
  $prog --help > help.$prog || fail=1
done
grep -E -o '^ +(-., )?--(key-file=|length=|customization=|'\
'function=|block-size=|xof |domain=|tuple )' help.* \
  | sed 's/^help\.\([^:]*\):.*--/\1 --/' > help-opts || framework_failure_
var_ () { case $1 in *-*) v=${1%%-*}_${1#*-} ;; *) v=$1 ;; esac; }
while IFS= read -r l; do
  var_ "${l%% *}"
  eval "opts_$v=\"\$opts_$v \${l#* }
\""
done < help-opts
options_ () { var_ $1; eval "help_opts=\$opts_$v"; }

# params_: set $params to random parameter options among those the
# --help read by options_ lists, with values that are not the defaults,
# and $untold to yes if one of them is a parameter a GNU line cannot
# say.  $key is the key option, if the program takes one.
params_ ()
{
  params= untold=no key=
  has_ ' --key-file=' && key=--key-file=key
  if has_ ' --length='; then
    rand_ 3
    test $r = 0 || { rand_ 128; params="$params -l $(((r + 1) * 8))"; }
  fi
  if has_ ' --customization='; then
    rand_ 4
    case $r in
      1) params="$params -C 'v 1%,(S)=\\x'"; untold=yes ;;
      2) params="$params --customization-hex=00ff2528"; untold=yes ;;
      3) params="$params --customization-file=custom"; untold=yes ;;
    esac
  fi
  if has_ ' --function='; then
    rand_ 2
    test $r = 0 || { params="$params -f 'N%, app'"; untold=yes; }
  fi
  if has_ ' --block-size='; then
    rand_ 2
    test $r = 0 || { rand_ 8191; params="$params -B $((r + 1))";
                     untold=yes; }
  fi
  if has_ ' --xof '; then
    rand_ 2
    test $r = 0 || { params="$params -x"; untold=yes; }
  fi
  if has_ ' --domain='; then
    rand_ 2
    if test $r = 1; then
      rand_ 126; r=$((r + 1)); test $r -lt 31 || r=$((r + 1))
      params="$params --domain=$r"; untold=yes
    fi
  fi
}

# ok_ FILE N: FILE has N lines, each ending in ": OK" (read by the
# shell: two processes per check made this test slow).
ok_ ()
{
  ok_n_=0 ok_bad_=no
  while IFS= read -r ok_l_; do
    ok_n_=$((ok_n_ + 1))
    case $ok_l_ in *': OK') ;; *) ok_bad_=yes ;; esac
  done < "$1"
  test $ok_bad_ = no && test $ok_n_ = $2 && return
  echo "expected $2 OK lines:"; cat "$1"; return 1
}

# oks_ FILE WRITERS: FILE, the output of one -c of the lines of several
# commands, has for each line "N CMD" of WRITERS N lines ending in
# ": OK"; a line that does not is shown with the command that wrote it.
oks_ ()
{
  oks_r_=0
  exec 4< "$1"
  while read -r oks_n_ oks_c_; do
    while test $oks_n_ -gt 0; do
      oks_n_=$((oks_n_ - 1))
      IFS= read -r oks_l_ <&4 \
        || { printf '%s: line missing\n' "$oks_c_"; oks_r_=1; }
      case $oks_l_ in
        *': OK') ;;
        *) printf '%s | -c: %s\n' "$oks_c_" "$oks_l_"; oks_r_=1 ;;
      esac
      oks_l_=
    done
  done < "$2"
  IFS= read -r oks_l_ <&4 \
    && { printf 'extra line: %s\n' "$oks_l_"; oks_r_=1; }
  exec 4<&-
  test $oks_r_ = 0 || cat "$1"
  return $oks_r_
}

# has_line_ FILE TEXT: FILE has a line with TEXT in it (read by the
# shell).
has_line_ ()
{
  while IFS= read -r has_l_; do
    case $has_l_ in *"$2"*) return 0 ;; esac
  done < "$1"
  return 1
}

# The forms of output, and the operands each is given.
forms='default --tag --untagged --base64 base64-untagged -r --tuple'

# The lines in tag form are checked together: those of $prog by one
# "$prog -c" (sums.p) after its turn, with its GNU lines that need no
# options given again (the same command would check them); those of
# "ksum -a" of every program by one "ksum -c" at the end (sums.k, or
# sums.kk for the programs that take the key, checked with it: ksum -c
# reads each tag line as a line of its own); written.p, written.k and
# written.kk say which command wrote how many.
n=0
: > sums.k && : > written.k && : > sums.kk && : > written.kk \
  || framework_failure_
for prog in $built_programs; do
  test $prog = ksum && continue
  options_ $prog
  : > sums.p && : > written.p || framework_failure_
  for form in $forms; do
    # One form in each program's turn is written by ksum -a instead.
    run=$prog
    rand_ 7
    if test $r = 0; then
      a=${prog%sum}
      case $a in keccak*) a=keccak-${a#keccak} ;; esac
      run="ksum --algorithm=$a"
    fi
    opts=$form files="f a\\ b c\\\\d" nfiles=3
    case $form in
      default) opts= ;;
      base64-untagged) opts='--base64 --untagged' ;;
      -r) files=tree nfiles=2 ;;
      --tuple) has_ ' --tuple ' || continue
               nfiles=1 ;;
    esac
    params_
    untagged=no
    case $opts in *--untagged*) untagged=yes ;; esac
    cmd="$run $key $params $opts $files"
    eval "$cmd" > sums || { echo "failed: $cmd"; fail=1; continue; }
    n=$((n + 1))

    # The check, with only the key, or for a GNU line, the options
    # again; ksum -c without -a reads tag lines of every algorithm.
    if test $untagged = no \
       || { test "$run" = $prog && test -z "$params"; }; then
      w=p
      test "$run" = $prog || w=k${key:+k}
      while IFS= read -r l; do
        printf '%s\n' "$l"
      done < sums >> sums.$w \
        && printf '%s %s\n' $nfiles "$cmd" >> written.$w \
        || framework_failure_
      continue
    fi
    check="$run $params"
    eval "$check $key -c sums" > out 2> err \
      || { echo "$cmd | $check $key -c: failed"; cat sums err; fail=1; }
    ok_ out $nfiles || { echo "written by: $cmd"; fail=1; }

    # A GNU line that leaves parameters out fails without them, and
    # -c says which options to give again.
    if test $untold = yes; then
      returns_ 1 eval "$run $key -c sums" > out 2> err \
        || { echo "$cmd: matched without its options"; fail=1; }
      hint='did NOT match with the default parameters'
      has_line_ err "untagged line $hint" \
        || has_line_ err "untagged lines $hint" \
        || { echo "$cmd: no hint"; cat err; fail=1; }
    fi
  done
  if test -s sums.p; then
    $prog $key -c sums.p > out 2> err \
      || { echo "$prog $key -c: failed"; cat sums.p err; fail=1; }
    oks_ out written.p || { cat err; fail=1; }
  fi
done
for w in k kk; do
  test -s sums.$w || continue
  key=
  test $w = k || key=--key-file=key
  ksum $key -c sums.$w > out 2> err \
    || { echo "ksum $key -c: failed"; cat sums.$w err; fail=1; }
  oks_ out written.$w || { cat err; fail=1; }
done
echo "$n outputs checked"

# What used to fail.  A tuple's line is a tag line, and verifies.
printf a > a && printf b > b || framework_failure_
# (Both lines in one check file: each is read as one of its own.)
tuplehash128sum --tuple a b > sums || fail=1
tuplehash128sum --tuple --untagged a b >> sums || fail=1
tuplehash128sum -c sums > out || fail=1
lines_are_ out 'a b: OK' 'a b: OK' || fail=1

# A block size that is not the default gives a tag line; a GNU line
# forced with --untagged fails without -B, and -c names the options.
parallelhash128sum -B 64 f > sums || fail=1
parallelhash128sum -c sums > out || fail=1
lines_are_ out 'f: OK' || fail=1
parallelhash128sum -B 64 --untagged f > sums || fail=1
returns_ 1 parallelhash128sum -c sums > out 2> err || fail=1
lines_are_ out 'f: FAILED' || fail=1
lines_are_ err \
  'parallelhash128sum: WARNING: 1 computed checksum did NOT match' \
  'parallelhash128sum: WARNING: 1 untagged line did NOT match with the default parameters; if its sum was made with any of --customization, --block-size, --xof, give that option again' \
  || fail=1
parallelhash128sum -B 64 -c sums > out || fail=1
lines_are_ out 'f: OK' || fail=1
# No hint when a parameter option was given, or when the program has
# no parameter that a GNU line leaves out.
returns_ 1 parallelhash128sum -B 65 -c sums > out 2> err || fail=1
has_line_ err 'untagged line' && { cat err; fail=1; }
sed 's/^./0/' sums | shake128sum -c > out 2> err
has_line_ err 'untagged line' && { cat err; fail=1; }

# ksum -a sha3 -c reads every member's digest in hex and in base64:
# 64 characters are SHA3-256 in hex and SHA3-384 in base64 (the line of
# sha3-384sum --base64, last).
for l in 224 256 384 512; do
  ksum -a sha3 -l $l --untagged f || fail=1
  ksum -a sha3 -l $l --base64 --untagged f || fail=1
done > sums
sha3-384sum --base64 f >> sums || fail=1
ksum -a sha3 -c sums > out || fail=1
lines_are_ out 'f: OK' 'f: OK' 'f: OK' 'f: OK' 'f: OK' 'f: OK' 'f: OK' \
  'f: OK' 'f: OK' || fail=1
# A base64 digest of 2 bytes has the length of 2 in hex.
shake128sum -l 16 --base64 --tag f > sums || fail=1
shake128sum -c sums > out 2> /dev/null || fail=1
lines_are_ out 'f: OK' || fail=1

Exit $fail
