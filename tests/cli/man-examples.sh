#!/bin/sh
# The examples of every man page and of the manual are right.  Each
# command of the EXAMPLES of man/PROG.x is run, in order, in a scratch
# directory, and what it prints must be what the page shows.  Each
# example of doc/ksum.texi (an @example block with "$ " lines) is run
# the same way, the whole manual in one directory, standard error with
# standard output; "@c run: COMMAND" lines before an example prepare
# its files, and @dots{} or @var{...} in what it shows stands for any
# text.

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
print_ver_ ksum

# From the [EXAMPLES] section of each .x file named, write the commands
# ("$ " lines of the .nf blocks) to ex/PROG/cmds and what they print
# (the other lines of those blocks) to ex/PROG.exp, without roff
# escapes: one awk for all pages.
examples_ ()
{
  awk '
    function unroff(s) {
      gsub(/\\-/, "-", s); gsub(/\\\(aq/, "\047", s)
      gsub(/\\e/, "\\", s); sub(/^\\&/, "", s); return s
    }
    FNR == 1 {
      if (cmd) { close(cmd); close(res) }
      p = FILENAME; sub(/.*\//, "", p); sub(/\.x$/, "", p)
      cmd = "ex/" p "/cmds"; res = "ex/" p ".exp"; ex = nf = 0
      printf "" > cmd; printf "" > res
    }
    /^\[/ { ex = ($0 == "[EXAMPLES]"); next }
    !ex { next }
    /^\.nf$/ { nf = 1; next }
    /^\.fi$/ { nf = 0; next }
    nf && /^\$ / { print unroff(substr($0, 3)) > cmd; next }
    nf { print unroff($0) > res }
  ' "$@"
}

# Each page's examples run in a subshell (set -e: the first command that
# fails ends them), in a directory of their own; the subshell turns off
# the trace that VERBOSE=yes turns on, which would land in the output.
set --
dirs=ex
for prog in $built_programs; do
  set -- "$@" "$srcdir/man/$prog.x"
  dirs="$dirs ex/$prog"
done
rm -rf ex && mkdir $dirs || framework_failure_
examples_ "$@" || framework_failure_
for prog in $built_programs; do
  x=$srcdir/man/$prog.x
  test -s ex/$prog/cmds || { echo "$x: no examples"; fail=1; continue; }
  ({ set +x; } 2>/dev/null; cd ex/$prog && set -e && . ./cmds) \
    > ex/$prog.out 2> ex/$prog.err
  test $? = 0 || { echo "$x: an example failed"; cat ex/$prog.err; fail=1; }
  same_ ex/$prog.exp ex/$prog.out || { echo "$x: examples differ"; fail=1; }
  test -s ex/$prog.err && { echo "$x: stderr:"; cat ex/$prog.err; fail=1; }
done

# The manual: the commands to ex/cmds, what they print to stdout, with
# \002 for the text left out, and how many lines of ex/cmds are not
# empty to the file $2.  A command or output line with any other
# Texinfo command is an error of the test, so that none goes unchecked.
texi_examples_ ()
{
  awk -v cmd="$1" -v count="$2" '
    function untexi(s) {
      gsub(/@dots\{\}/, "\002", s); gsub(/@var\{[^}]*\}/, "\002", s)
      gsub(/@@/, "\001", s); gsub(/@\{/, "{", s); gsub(/@\}/, "}", s)
      if (s ~ /@/) { print "untranslated Texinfo: " s > "/dev/stderr"
                     bad = 1 }
      gsub(/\001/, "@", s); return s
    }
    /^@c run: / { s = substr($0, 9); print s > cmd; lines += s != ""
                  next }
    /^@example/ { ex = 1; n = 0; cmds = 0; next }
    ex && /^@end example/ {
      ex = 0
      if (cmds) for (i = 1; i <= n; i++) print out[i]
      next
    }
    ex && /^@(end )?group/ { next }
    ex && /^\$ / { s = untexi(substr($0, 3)); print s > cmd
                   lines += s != ""; cmds++; next }
    ex { out[++n] = $0; if (cmds) out[n] = untexi($0) }
    END { print lines + 0 > count; exit bad }
  '
}

# Compare the expected lines (first file) with the output (second), a
# \002 in an expected line matching any text.
match_lines_ ()
{
  awk '
    function fits(e, g,   n, p, k, at) {
      n = split(e, p, "\002")
      if (n == 1) return e == g
      if (substr(g, 1, length(p[1])) != p[1]) return 0
      g = substr(g, length(p[1]) + 1)
      for (k = 2; k < n; k++) {
        at = index(g, p[k]); if (!at) return 0
        g = substr(g, at + length(p[k]))
      }
      return length(g) >= length(p[n]) \
             && substr(g, length(g) - length(p[n]) + 1) == p[n]
    }
    NR == FNR { e[++ne] = $0; next }
    { g[++ng] = $0 }
    END {
      for (i = 1; i <= ne || i <= ng; i++)
        if (i > ne || i > ng || !fits(e[i], g[i])) {
          printf "line %d: expected: %s\n", i, (i <= ne ? e[i] : "(none)")
          printf "line %d: got:      %s\n", i, (i <= ng ? g[i] : "(none)")
          bad = 1
        }
      exit bad
    }' "$1" "$2"
}

rm -rf ex && mkdir ex || framework_failure_
texi_examples_ ex/cmds ncmds < "$srcdir/doc/ksum.texi" > exp \
  || framework_failure_
read -r ncmds < ncmds && test "$ncmds" -gt 20 || framework_failure_
({ set +x; } 2>/dev/null; cd ex && sh ./cmds) > out 2>&1
match_lines_ exp out || { echo "doc/ksum.texi: examples differ"; fail=1; }

Exit $fail
