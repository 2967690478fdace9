#!/bin/sh
# Many files at once: for every algorithm, the lines,
# diagnostics and exit status of a multi-file run are byte for byte those
# of the sequential loop (KSUM_MULTI=0 -j1), for mixes of empty, small,
# block-boundary and large files, missing files, a directory and standard
# input, with 1 ... 20 operands, any -j, and each SIMD backend disabled;
# and so are those of --check, whose listed files go through the same
# pool.  (Unreadable files: tests/faults/read-errors.sh.)
#
# make check runs every kind of case on one algorithm of each rate and
# kind (and the tree modes, the operand counts and the disabled backends
# on a few); RUN_EXPENSIVE_TESTS=yes runs every algorithm in each.

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
print_ver_ ksum

# Pseudo-random bytes (every run is compared with another run of ksum,
# so any fixed bytes do).
pseudo_random_ 1500000 > base || framework_failure_
test $(wc -c < base) = 1500000 || framework_failure_
cat base base > big || framework_failure_             # 3 MB
cat big big big big big big > huge || framework_failure_   # 18 MB
head -c 1000001 base > big2 || framework_failure_
: > empty || framework_failure_
printf x > one || framework_failure_
# Sizes around every rate: 72 104 136 144 168.
# Each is the S bytes that end R bytes before the end of base (one dd,
# which seeks, rather than tail and head).
small=
for r in 72 104 136 144 168; do
  for s in $(($r - 1)) $r $(($r + 1)); do
    dd if=base of=s$s bs=1 skip=$((1500000 - $s - $r)) count=$s \
      2> /dev/null || framework_failure_
    small="$small s$s"
  done
done
mkdir dir || framework_failure_
printf 'standard input' > in || framework_failure_

# run NAME ARGS...: the sequential loop's output and status against those
# of the multi-file code with -j1, -j2 and -j5, for the case number $k.
# The outputs are kept, and compared at the end by one sha256sum of them
# all (a process per comparison made this test slow); compare shows the
# difference of any that disagree, and names the case.
k=0 files=
run ()
{
  k=$(($k + 1))
  name=$1
  shift
  KSUM_MULTI=0 ksum -j1 "$@" < in > exp.$k 2> exp-err.$k
  echo "status $?" >> exp.$k
  pool_ "$@"
}

# pool_ ARGS...: the multi-file runs of the case $k and $name, whose
# expected output and status are in exp.$k and exp-err.$k.
pool_ ()
{
  for j in 1 2 5; do
    ksum -j$j "$@" < in > out$j.$k 2> err$j.$k
    echo "status $?" >> out$j.$k
  done
  eval "name_$k=\$name args_$k=\$*"
  files="$files exp.$k exp-err.$k out1.$k err1.$k out2.$k err2.$k"
  files="$files out5.$k err5.$k"
}

# lines_of_ N: read what the sequential loop wrote in the case N (tag
# lines, one an operand) into $line_NAME and $err_NAME for each operand
# NAME ("stdin" for "-"), so that expect_ can give the output of the
# loop for other lists of the same operands: it hashes each operand as
# a single one, whatever the others.
lines_of_ ()
{
  while IFS= read -r l; do
    case $l in status*) continue ;; esac
    v=${l#* (}; v=${v%%) = *}
    test "$v" = - && v=stdin
    eval "line_$v=\$l"
  done < exp.$1
  while IFS= read -r l; do
    v=${l#ksum: }; v=${v%%: *}
    eval "err_$v=\$l"
  done < exp-err.$1
}

# expect_ OPERANDS...: the next case's exp.$k and exp-err.$k, from the
# lines read by lines_of_; its status is 1 if an operand fails.
expect_ ()
{
  k=$(($k + 1))
  st=0
  # (Each printf has its redirection: the trace of VERBOSE=yes goes to
  # the shell's standard error.)
  : > exp.$k && : > exp-err.$k || framework_failure_
  for e_; do
    test "$e_" = - && e_=stdin
    case $e_ in
      missing|dir) eval "printf '%s\n' \"\$err_$e_\"" >> exp-err.$k
                   st=1 ;;
      *) eval "printf '%s\n' \"\$line_$e_\"" >> exp.$k ;;
    esac
  done
  echo "status $st" >> exp.$k
}

all="empty one $small missing dir - big big2"
set -- $all
n_all=$#

# expensive_or FAST ALL: set $algs to ALL with RUN_EXPENSIVE_TESTS=yes,
# else to FAST.
expensive_or ()
{
  algs=$1
  test "$RUN_EXPENSIVE_TESTS" != yes || algs=$2
}

# Every operand, large files included.  The algorithms are words with
# `_' for a space.
expensive_or \
    'sha3-224 sha3-512 keccak-384 shake128 shake256_-l_1000
     cshake128_-f_Email_-C_abc kmac256_-k_00_-C_My_-l_512
     tuplehash128 turboshake256' \
    'sha3-224 sha3-256 sha3-384 sha3-512
     keccak-224 keccak-256 keccak-384 keccak-512
     shake128 shake256_-l_1000 rawshake128 rawshake256
     cshake128_-f_Email_-C_abc cshake256_-C_x
     kmac128_-k_404142434445464748494a4b4c4d4e4f
     kmac256_-k_00_-C_My_-l_512
     tuplehash128 tuplehash256_-C_abc
     turboshake128 turboshake256'
refs=
for alg in $algs; do
  IFS=_; set -- $alg; unset IFS; alg="$*"      # `_' is a space
  run "$alg" -a $alg $all
  refs="$refs|$alg=$k"
done

# The tree modes: workers take the small files one at a time, the main
# thread splits the huge one (over 16 MiB) across the threads.
expensive_or \
    'kt256_-C_abc parallelhash128_-B_1000' \
    'kt128 kt256_-C_abc m14_-l_104 parallelhash128_-B_1000
     parallelhash256_-B_8192_-C_x'
for alg in $algs; do
  IFS=_; set -- $alg; unset IFS; alg="$*"      # `_' is a space
  run "$alg" -a $alg $all huge
done

# 1 ... 20 operands: the list rotated by N, the first N of it, without
# the large files; one algorithm of each rate and kind.  The lines
# expected are those of the sequential run of all the operands above
# (every one of these algorithms is there).
expensive_or \
    'shake256_-l_1000' \
    'sha3-224 shake256_-l_1000 keccak-384 sha3-512
     kmac128_-k_404142434445464748494a4b4c4d4e4f tuplehash128
     turboshake128'
for alg in $algs; do
  IFS=_; set -- $alg; unset IFS; alg="$*"      # `_' is a space
  r=${refs#*"|$alg="}; r=${r%%|*}
  lines_of_ $r
  for n in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do
    set -- $all
    shift $(($n % ($n_all - 2)))
    ops="$* $all"
    set -- $ops
    list=
    i=0
    for f; do
      case $f in big*) continue ;; esac
      test $i -lt $n || break
      list="$list $f"
      i=$(($i + 1))
    done
    expect_ $list
    name="$alg, $n operands"
    pool_ -a $alg $list
  done
done

# Output formats.
for opt in --tag -z --base64 "--tag --base64"; do
  run "$opt" -a sha3-512 $opt $all
done

# The same file many times, and more files than lanes times threads.
run "repeated" -a sha3-256 big one big empty big big2 big one big
r=${refs#*"|shake128="}; r=${r%%|*}
lines_of_ $r
expect_ $small $small $small $small $small empty one
name=many
pool_ -a shake128 $small $small $small $small $small empty one

# --check: tag lines of many algorithms (any rate, XOF lengths, tree
# modes, the huge file), comments, empty and misformatted lines, a CRLF
# line, missing files, a directory, standard input, mismatches; in every
# reporting mode.

for alg in sha3-224 sha3-512 "shake128 -l 1000" keccak-256 turboshake256 \
           tuplehash128; do
  ksum -a $alg --tag $small one empty - < in >> tags || framework_failure_
done
for alg in "m14 -l 160" "parallelhash128 -B 1000"; do
  ksum -a $alg --tag $small one empty big >> tags || framework_failure_
done
ksum -a kt128 --tag $small one empty big huge >> tags || framework_failure_
ksum -a sha3-256 --tag big >> tags || framework_failure_
{ echo '# a comment'
  echo
  echo 'SHA3-256 (missing) = 3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532'
  echo 'SHA3-256 (dir) = 3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532'
  echo 'SHA3-256 (one) = 0000000000000000000000000000000000000000000000000000000000000000'
  echo 'not a checksum line'
  printf 'SHA3-256 (empty) = a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a\r\n'
  cat tags
  sed -n 's/= 0/= 1/p; t; s/= [1-9a-f]/= 0/p' tags | sed 5q
} > tags.chk || framework_failure_
run "--check" -c tags.chk
# The reporting modes change what is written, not what is hashed: they
# go without the lines of the large files (30 MB a run).
grep -v -e ' (big) = ' -e ' (huge) = ' tags.chk > small.chk \
  || framework_failure_
for opt in --quiet --status --ignore-missing --strict -w "--strict -w"; do
  run "--check $opt" -c $opt small.chk
done
GLIBC_TUNABLES=glibc.cpu.hwcaps=-AVX512F,-AVX2 run "--check, no SIMD" \
  -c tags.chk

# Untagged lines for one algorithm, more lines than the pool's window,
# and a check file that names no file that exists.
ksum -a sha3-256 $small $small $small $small $small $small $small \
  $small $small $small one empty big > many.chk || framework_failure_
run "--check untagged" -a sha3-256 -c many.chk
sed 's/  s/  gone/' many.chk > gone.chk || framework_failure_
run "--check all missing" -a sha3-256 -c --ignore-missing gone.chk
run "--check all missing" -a sha3-256 -c gone.chk

# Each SIMD backend disabled in turn (cpu.c honours GLIBC_TUNABLES).
for t in glibc.cpu.hwcaps=-AVX512F glibc.cpu.hwcaps=-AVX512F,-AVX2; do
  expensive_or 'shake128_-l_4096' \
      'sha3-256 shake128_-l_4096 kmac128_-k_00 tuplehash256
       turboshake256'
  for alg in $algs; do
    IFS=_; set -- $alg; unset IFS; alg="$*"      # `_' is a space
    GLIBC_TUNABLES=$t run "$t, $alg" -a $alg $all
  done
done

# The comparison of every case.
set -- $(sha256sum $files)
test $# = $((16 * $k)) || framework_failure_
i=0
while test $i -lt $k; do
  i=$(($i + 1))
  if test "$1 $3 $1 $3 $1 $3" != "$5 $7 $9 ${11} ${13} ${15}"; then
    for j in 1 2 5; do
      compare exp.$i out$j.$i && compare exp-err.$i err$j.$i \
        || { eval "echo \"\$name_$i: -j$j: ksum \$args_$i\""; fail=1; }
    done
  fi
  shift 16
done

Exit $fail
