#!/bin/sh
# Every program name of the table dispatches to its algorithm, through its
# link, through "ksum PROGRAM", through "ksum -a" and "ksum --ALGORITHM";
# unknown names fail clearly.

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
print_ver_ ksum

printf 'abc' > in || framework_failure_

# has_ FILE TEXT: FILE has a line with TEXT in it (read by the shell).
has_ ()
{
  while IFS= read -r has_l_; do
    case $has_l_ in *"$2"*) return 0 ;; esac
  done < "$1"
  echo "$1: no line with '$2':"; cat "$1"
  return 1
}

# Each link exists and agrees with "ksum PROGRAM" and with ksum -a.
# The -a name of each program: its name without "sum", with the
# hyphen of the engine's kc_info names (src/engine/algs.def) where the
# family needs one.
for prog in $built_programs; do
  test "$prog" = ksum && continue
  test -x "$abs_top_builddir/src/$prog$EXEEXT" \
    || { echo "missing link $prog"; fail=1; continue; }
  case $prog in kmac*) k=--key-file=in;; *) k=;; esac
  $prog $k in > out1 || fail=1
  ksum $prog $k in > out2 || fail=1
  same_ out1 out2 || { echo "$prog: ksum $prog differs"; fail=1; }
  case $prog in
    keccak*) a=${prog%sum} a=keccak-${a#keccak} ;;
    *) a=${prog%sum} ;;
  esac
  # ksum writes tag lines unless --untagged, as cksum does.
  ksum -a $a --untagged $k in > out3 || fail=1
  same_ out1 out3 || { echo "$prog: ksum -a $a differs"; fail=1; }
  ksum --$a --untagged $k in > out4 || fail=1
  same_ out1 out4 || { echo "$prog: ksum --$a differs"; fail=1; }
done

# The Ada ksum's switches and aliases.
k12sum in > exp || fail=1
for s in --k12 --kt128 --kangarootwelve; do
  ksum $s --untagged in > out || fail=1
  same_ exp out || fail=1
done
m14sum in > exp || fail=1
for s in --m14 --marsupilamifourteen; do
  ksum $s --untagged in > out || fail=1
  same_ exp out || fail=1
done
for n in 224 256 384 512; do
  sha3-${n}sum in > exp || fail=1
  ksum -a sha3 -l $n --untagged in > out || fail=1
  same_ exp out || fail=1
  keccak${n}sum in > exp || fail=1
  ksum -a keccak --length=$n --untagged in > out || fail=1
  same_ exp out || fail=1
done

# ksum -a sha3 -c needs no --length: each line's digest says which
# member it is for, as with cksum -a sha3 -c.
sha3-224sum in > sums || fail=1
sha3-512sum in >> sums || fail=1
printf 'in: OK\nin: OK\n' > exp || framework_failure_
ksum -a sha3 -c sums > out || fail=1
same_ exp out || fail=1
keccak384sum in > sums || fail=1
ksum -a keccak -c sums > out || fail=1
printf 'in: OK\n' > exp || framework_failure_
same_ exp out || fail=1

# ksum alone defaults to SHA3-256, in tag lines.
sha3-256sum --tag in > exp || fail=1
ksum in > out || fail=1
same_ exp out || fail=1

# -a needs a valid name; sha3 needs a valid length.
returns_ 1 ksum -a sha4 in 2> err || fail=1
has_ err "invalid argument 'sha4' for '--algorithm'" || fail=1
returns_ 1 ksum -a sha3 in 2> err || fail=1
has_ err 'requires --length' || fail=1
returns_ 1 ksum -a sha3 -l 128 in 2> err || fail=1

# Only ksum takes -a and the --ALGORITHM switches.
returns_ 1 sha3-256sum -a kt128 in 2> /dev/null || fail=1
returns_ 1 sha3-256sum --kt128 in 2> /dev/null || fail=1

# A name that is not in the table.
ln -s "$abs_top_builddir/src/ksum$EXEEXT" notaprogram || framework_failure_
returns_ 1 ./notaprogram in > out 2> err || fail=1
test -s out && { cat out; fail=1; }
has_ err "unknown program name 'notaprogram'" || fail=1
has_ err "ksum PROGRAM" || fail=1

# Names with a --program-prefix still dispatch (longest suffix wins, so
# gshake128sum is not confused with rawshake128sum).
ln -s "$abs_top_builddir/src/ksum$EXEEXT" gshake128sum || framework_failure_
ln -s "$abs_top_builddir/src/ksum$EXEEXT" xrawshake128sum || framework_failure_
shake128sum in > exp || fail=1
./gshake128sum in > out || fail=1
same_ exp out || fail=1
rawshake128sum in > exp || fail=1
./xrawshake128sum in > out || fail=1
same_ exp out || fail=1

Exit $fail
