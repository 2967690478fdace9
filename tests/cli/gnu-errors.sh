#!/bin/sh
# Diagnostics word for word as GNU coreutils' sha256sum prints them:
# missing files, shell-quoted odd names, directories, standard input,
# write errors, getopt's messages, the option conflicts, and the exit
# status of each.

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
print_ver_ sha3-256sum
# The quoting below is that of the C locale.
. "$srcdir/tests/lang-default"

nl='
'
cr=$(printf '\r')
try="Try 'sha3-256sum --help' for more information."

printf 'a\n' > a && mkdir dir || framework_failure_
sha3-256sum a > a.sum || framework_failure_

# Run sha3-256sum with the arguments after "--", expecting exit status
# $1 and the standard error in the lines $2 (and no output when $1 is 1
# and the error is about the command line).
expect_err_ ()
{
  status=$1 msg=$2; shift 3
  printf '%s\n' "$msg" > exp || framework_failure_
  returns_ $status sha3-256sum "$@" > out 2> err || fail=1
  compare exp err || fail=1
}

# Files that cannot be read; the others are still hashed.
expect_err_ 1 'sha3-256sum: nonexistent: No such file or directory' -- \
  nonexistent
returns_ 1 sha3-256sum nonexistent a > out 2> /dev/null || fail=1
compare a.sum out || fail=1
expect_err_ 1 'sha3-256sum: dir: Is a directory' -- dir

# Odd names are quoted as a shell would need them.
expect_err_ 1 "sha3-256sum: 'sp ace': No such file or directory
sha3-256sum: \"q'uote\": No such file or directory
sha3-256sum: 'd\"q': No such file or directory
sha3-256sum: 'a'\$'\\n''b': No such file or directory
sha3-256sum: 'c'\$'\\r''d': No such file or directory
sha3-256sum: '': No such file or directory" -- \
  'sp ace' "q'uote" 'd"q' "a${nl}b" "c${cr}d" ''

# Standard input, closed.  (Not under valgrind, which opens descriptors
# of its own in the client and so reopens descriptor 0, nor under
# qemu-user, which does likewise.)
if test -z "$KSUM_UNDER_VALGRIND" && ! qemu_user_; then
  expect_err_ 1 'sha3-256sum: -: Bad file descriptor
sha3-256sum: standard input: Bad file descriptor' -- - <&-
  expect_err_ 1 "sha3-256sum: 'standard input': read error
sha3-256sum: standard input: Bad file descriptor" -- -c <&-
fi
expect_err_ 1 "sha3-256sum: 'standard input': no properly formatted checksum lines found" -- -c < a

# Check files that cannot be read.
expect_err_ 1 'sha3-256sum: nonexistent: No such file or directory' -- \
  -c nonexistent
expect_err_ 1 'sha3-256sum: dir: read error' -- -c dir

# Write errors, when hashing and when checking.
if test -w /dev/full && test -c /dev/full; then
  # The output is line buffered, so the error is found at the first line
  # and close_stdout has no errno left to show: coreutils says the same.
  printf '%s\n' 'sha3-256sum: write error' > exp || framework_failure_
  returns_ 1 sha3-256sum a > /dev/full 2> err || fail=1
  compare exp err || fail=1
  returns_ 1 sha3-256sum -c a.sum > /dev/full 2> err || fail=1
  compare exp err || fail=1
  # --status writes nothing, so there is nothing to fail.
  sha3-256sum --status -c a.sum > /dev/full || fail=1
fi

# getopt's messages.
expect_err_ 1 "sha3-256sum: unrecognized option '--foo'
$try" -- --foo a
expect_err_ 1 "sha3-256sum: invalid option -- 'y'
$try" -- -y a
expect_err_ 1 "sha3-256sum: option '--s' is ambiguous; possibilities: '--status' '--strict'
$try" -- --s a
expect_err_ 1 "sha3-256sum: option '--tag' doesn't allow an argument
$try" -- --tag=x a
printf '%s\n' "shake128sum: option requires an argument -- 'l'" \
  "Try 'shake128sum --help' for more information." > exp \
  || framework_failure_
returns_ 1 shake128sum -l > out 2> err || fail=1
compare exp err || fail=1

# The option conflicts, in coreutils' words.
expect_err_ 1 "sha3-256sum: the --tag option is meaningless when verifying checksums
$try" -- --tag -c a.sum
expect_err_ 1 "sha3-256sum: the --zero option is not supported when verifying checksums
$try" -- -z -c a.sum
expect_err_ 1 "sha3-256sum: --tag does not support --text mode
$try" -- --tag --text a
expect_err_ 1 "sha3-256sum: the --binary and --text options are meaningless when verifying checksums
$try" -- -b -c a.sum
expect_err_ 1 "sha3-256sum: the --binary and --text options are meaningless when verifying checksums
$try" -- --text -c a.sum
for o in status quiet warn strict ignore-missing; do
  expect_err_ 1 "sha3-256sum: the --$o option is meaningful only when verifying checksums
$try" -- --$o a
done
expect_err_ 1 "sha3-256sum: the --warn option is meaningful only when verifying checksums
$try" -- -w a
expect_err_ 1 "sha3-256sum: --base64 and --raw are mutually exclusive
$try" -- --base64 --raw a
expect_err_ 1 'sha3-256sum: the --raw option is not supported with multiple files' \
  -- --raw a a
# --text after --tag is the error, --tag after --text is not.
sha3-256sum --text --tag a > /dev/null || fail=1

# Diagnostics about keys never show the key.
returns_ 1 kmac128sum --key=5345435245547 a > out 2> err || fail=1
returns_ 1 kmac128sum --key=SECRETzz a >> out 2>> err || fail=1
returns_ 1 kmac128sum --key-file=nokey a >> out 2>> err || fail=1
cat out err > all || framework_failure_
grep -i -e 5345435245547 -e SECRET all && fail=1
grep 'nokey: No such file or directory' err > /dev/null || fail=1

Exit $fail
