#!/bin/sh
# The DOS front end's -c, built for this host (strict C89, the engine's
# 32-bit path), against the CLI's ksum -c on the same check files: the
# same output, diagnostics and exit status, byte for byte, where a line
# cannot be checked with what the command line gives (a key for an
# unkeyed line, a parameter option the line's algorithm does not take,
# one that says otherwise than its tag, a KMAC line without a key),
# where -a leaves out the tag lines of other algorithms, and in what
# both front ends judge through src/lines/verdict.c: -a FAMILY, -l,
# base64 digests, tuple lines, misspelled and OpenSSL-style tags, the
# warnings that end a check file, --strict and short digests, the last
# of --warn, --quiet and --status, and a check file on standard input.
# One difference is deliberate: without -a, this program takes
# untagged lines as SHA3-256's (it writes them), where the CLI's ksum
# -c, as cksum, takes tag lines only.

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
# Without optimization: the outputs of well-defined code are compared,
# and compiling takes half the time.
$CC -std=c89 -pedantic -O0 -DKC_32BIT=1 -I"$abs_top_srcdir/src/engine" \
  -I"$abs_top_srcdir/src/lines" \
  -o dosksum "$abs_top_srcdir/src/dos/dosksum.c" $engine > cc.out 2>&1 \
  || { cat cc.out; skip_ "$CC cannot build the DOS front end here"; }

printf 'abc' > f || framework_failure_
printf 'defg' > g || framework_failure_
printf 'a MAC key' > key || framework_failure_
# The SHA3-256 tag lines of f and g, for the check files below.
sha3-256sum --tag f g > tags || framework_failure_
{ IFS= read -r sha3_f && IFS= read -r sha3_g; } < tags || framework_failure_

# same_file_ A B: files A and B hold the same lines, and both end with
# a newline or neither does; compared in the shell (a diff per file
# made this test slow: a process costs milliseconds here).
same_file_ ()
{
  {
    while :; do
      IFS= read -r a_ <&3; ra_=$?
      IFS= read -r b_ <&4; rb_=$?
      test $ra_ = $rb_ && test "x$a_" = "x$b_" || return 1
      test $ra_ = 0 || return 0
    done
  } 3< "$1" 4< "$2"
}

# has_ FILE STRING: a line of FILE holds STRING.
has_ ()
{
  while IFS= read -r has_l_ || test -n "$has_l_"; do
    case $has_l_ in *"$2"*) return 0 ;; esac
  done < "$1"
  return 1
}

# subst_ FROM TO: standard input with the first FROM of each line
# replaced by TO, as sed 's/FROM/TO/' (without a process).
subst_ ()
{
  while IFS= read -r subst_l_; do
    case $subst_l_ in
      *"$1"*) subst_l_=${subst_l_%%"$1"*}$2${subst_l_#*"$1"} ;;
    esac
    printf '%s\n' "$subst_l_"
  done
}

# same ARGS...: ./dosksum ARGS and ksum ARGS print the same lines and
# diagnostics and exit with the same status (compare shows how any
# output differs).
same ()
{
  ${KSUM_EMULATOR-} ./dosksum "$@" > dos.out 2> dos.err; echo $? > dos.rc
  ksum "$@" > cli.out 2> cli.err; echo $? > cli.rc
  for x in out err rc; do
    same_file_ cli.$x dos.$x || compare cli.$x dos.$x \
      || { echo "differ: $*"; cat S; fail=1; }
  done
}

# An S that is not the line's.
cshake128sum -C app --tag f > S || framework_failure_
same -a cshake128 -C other -c S
has_ dos.err 'differs from the line' || fail=1
same -a cshake128 -C app -c S
same -C other -c S
# A KMAC line and no key; its XOF variant.
kmac128sum --key-file=key --tag f > S || framework_failure_
same -c S
has_ dos.err 'no key for this KMAC128 line' || fail=1
same --key-file=key -c S
same --key-file=key -x -c S
kmac256sum --key-file=key -x -l 512 --tag f > S || framework_failure_
same -c S
has_ dos.err 'no key for this KMACXOF256 line' || fail=1
same --key-file=key -x -c S
# A key, or a parameter option, for lines that take none.
printf '%s\n' "$sha3_f" > S || framework_failure_
shake128sum -l 8 --tag g >> S || framework_failure_
kmac128sum --key-file=key --tag g >> S || framework_failure_
same --key-file=key -c S
has_ dos.err 'a key was given, but this SHA3-256 line takes none' \
  || fail=1
for opt in -C -f -B; do
  same $opt 8 -c S
done
for opt in -x --domain=0x1F --tuple --customization-hex=00; do
  same $opt -c S
done
same --status --key-file=key -c S
# -a takes only the tag lines of its algorithm: the others are
# improperly formatted.
cshake128sum -C app --tag f > S || framework_failure_
printf '%s\n' "$sha3_g" >> S || framework_failure_
same -a cshake128 -C other -c S
same -a cshake128 -C app -c S
same -a sha3-256 -c S
same -w -a sha3-256 -c S
# -a FAMILY -c: each line says its member, no --length needed.
printf '%s\n' "$sha3_f" > S || framework_failure_
sha3-512sum g >> S || framework_failure_
same -a sha3 -c S
# -l is the line's business when checking: the digest gives it.
shake128sum -l 8 g > S || framework_failure_
same -a shake128 -l 16 -c S
# Short digests are reported, and fail --strict.
same -a shake128 -c S
same --strict -a shake128 -c S
# Base64 digests, of a fixed length and of an XOF.
sha3-256sum --base64 f > S || framework_failure_
ksum -a shake256 -l 1000 --base64 --untagged g >> S || framework_failure_
same -a sha3-256 -c S
same -a shake256 -c S
# A tuple line, and one with a missing member.
tuplehash128sum --tuple --tag f g > S || framework_failure_
same -c S
subst_ '(f g)' '(f h)' < S > T || framework_failure_
same -c T
same --ignore-missing -c T
# Tags that are not written as ksum writes them.
# (Without -a, the CLI names an unknown algorithm; this program,
# which takes untagged lines then, warns of an improper line.)
printf 'sha3-256 (f) = 00\nSHAKE-128,S=x (f) = 00\n' > S || framework_failure_
same -w -c S
echo 'FOO (f) = 00' >> S || framework_failure_
same -w -a sha3-256 -c S
# An untagged line that does not match with the default parameters.
cshake128sum --untagged -C app f > S || framework_failure_
same -a cshake128 -c S
same -a cshake128 -C app -c S
# The last of --warn, --quiet and --status counts.
printf 'SHA3-256 (f) = 00\n' > S || framework_failure_
printf '%s\n' "$sha3_g" >> S || framework_failure_
same -w --status -c S
same --status -w -c S
same -w --quiet -c S
# A check file on standard input, whose lines cannot name "-".
printf '%s\n' "$sha3_f" > T || framework_failure_
{ printf '%s\n' "$sha3_f"; subst_ '(f)' '(-)' < T; } > S \
  || framework_failure_
${KSUM_EMULATOR-} ./dosksum -w -c - < S > dos.out 2> dos.err; echo $? > dos.rc
ksum -w -c - < S > cli.out 2> cli.err; echo $? > cli.rc
for x in out err rc; do
  same_file_ cli.$x dos.$x || compare cli.$x dos.$x \
    || { echo "differ: -w -c - < S"; cat S; fail=1; }
done

Exit $fail
