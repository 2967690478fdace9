#!/bin/sh
# The DOS front end, built for this host, and the CLI's ksum have the
# same options where the DOS program has one: each option its --help
# lists, long and short, is taken by both, and refused by both with
# "the --X option is not supported with ALG" for the same algorithms
# (one of each set of parameters, and -a FAMILY); an unknown option is
# refused by both.  The options come from the programs, not from a
# table they share, so that the two cannot drift apart unseen.

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
print_ver_ ksum

CC=${CC-cc}
engine=
for d in engine lines; do
  for f in $(sh "$abs_top_srcdir/build-aux/source-sets" \
               "$abs_top_srcdir/src/$d/sources.list" dos); do
    case $f in
      *.c) engine="$engine $abs_top_srcdir/src/$d/$f" ;;
    esac
  done
done
test -n "$engine" || framework_failure_
# Without optimization: only the options are compared here, and
# compiling takes half the time.
$CC -std=c89 -pedantic -O0 -DKC_32BIT=1 -I"$abs_top_srcdir/src/engine" \
  -I"$abs_top_srcdir/src/lines" -o dosksum "$abs_top_srcdir/src/dos/dosksum.c" \
  $engine > cc.out 2>&1 \
  || { cat cc.out; skip_ "$CC cannot build the DOS front end here"; }

printf 'abc' > f || framework_failure_
printf 'a MAC key' > key || framework_failure_

# The options of the DOS program's --help: "-X --NAME[=META]" per line,
# "- --NAME[=META]" for a long option without a letter.
${KSUM_EMULATOR-} ./dosksum --help > help || fail=1
short_re='\(-[a-zA-Z]\)\{0,1\},\{0,1\}'
long_re='\(--[a-z0-9-]*\)\(=[A-Z]*\)\{0,1\}'
sed -n "s/^  $short_re *$long_re  .*/-\\1 \\2\\3/p" help | sed 's/^--/-/' > opts \
  || framework_failure_
test $(wc -l < opts) -ge 20 || { cat help; framework_failure_; }

# arg_for META: in $value, an argument of each kind that every
# algorithm taking it accepts.
arg_for ()
{
  case $1 in
    BITS) value=256 ;;
    BYTES) value=32 ;;
    HEX) value=00 ;;
    FILE) value=key ;;
    STRING) value=s ;;
    BYTE) value=0x1F ;;
    *) echo "host-options.sh: no argument for $1" >&2; value=x ;;
  esac
}

# decide PROGRAM ARGS...: how PROGRAM takes the option of ARGS, left
# in $dec: "unknown", "refused" (not supported with the algorithm) or
# "taken".  The diagnostics are read in the shell: a grep per run made
# this test slow (a process costs milliseconds here).
decide ()
{
  "$@" f > out 2> err < /dev/null
  judge_err
}

# judge_err: the decision that the diagnostics in err say, in $dec.
judge_err ()
{
  dec=taken
  while IFS= read -r line || test -n "$line"; do
    case $line in
      *'unrecognized option'* | *'invalid option'*) dec=unknown; break ;;
      *'option is not supported with'*) dec=refused ;;
    esac
  done < err
}

# same ARGS...: the DOS program and ksum take ARGS alike, and know the
# option; the decision is left in $c.
same ()
{
  decide ${KSUM_EMULATOR-} ./dosksum "$@"; d=$dec
  decide ksum "$@"; c=$dec
  if test "$d" != "$c" || test "$c" = unknown; then
    echo "differ: $*: DOS $d, CLI $c"
    fail=1
  fi
}

# Each option, long and short, first with SHA3-256, which has no
# parameter: an option both take there is one every algorithm takes;
# one both refuse needs a parameter, and is tried with an algorithm of
# each set of parameters, and -a FAMILY.
while read letter long; do
  case $long in
    --algorithm=*) continue ;;   # every run gives -a
    *=*) arg_for ${long#*=}; long="${long%%=*}=$value" ;;
    *) value= ;;
  esac
  for opt in "$long" "$letter"; do
    test "$opt" = - && continue
    test "$opt" = "$letter" && test -n "$value" && opt="$letter $value"
    same -a sha3-256 $opt
    test "$c" = taken && continue
    for alg in shake128 cshake128 kmac128 tuplehash128 parallelhash128 \
               turboshake128 sha3; do
      same -a $alg $opt
    done
  done
done < opts

# An unknown option, long and short, is refused by both.
for opt in --no-such-option -q; do
  for prog in ./dosksum ksum; do
    ${KSUM_EMULATOR-} $prog $opt f > out 2> err && fail=1
    judge_err
    test $dec = unknown || { echo "$prog $opt:"; cat err; fail=1; }
  done
done

Exit $fail
