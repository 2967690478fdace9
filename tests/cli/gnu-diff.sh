#!/bin/sh
# Differential test: ksum's sha3-256sum and sha3-512sum against the GNU
# sha256sum and sha512sum installed on this machine.  Each scenario runs
# with both programs, in two directories holding the same files (odd names
# included) and the same check files (each built from its tool's own
# digests), and stdout, stderr and the exit status must agree once the
# program name, the tag (SHA256 -> SHA3-256) and the digests are
# substituted.  The reference is current GNU coreutils: the few scenarios
# where the installed release (9.1 here) differs from it are marked
# "coreutils > 9.1" and checked against current coreutils' behaviour,
# not against the installed program.

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
print_ver_ sha3-256sum sha3-512sum

for g in sha256sum sha512sum; do
  require_tool_ $g
  $g --version > ver 2> /dev/null
  ver=
  IFS= read -r ver < ver
  case $ver in *'GNU coreutils'*) ;; *) skip_ "$g is not GNU coreutils' $g";;
  esac
  test $g = sha256sum && ver_256=$ver
done

nl='
'
printf '\r\n' > cr || framework_failure_
IFS= read -r cr < cr || framework_failure_

# The files of every scenario, made in the current directory (with
# its subdirectory dir, made beforehand).  Their contents are those of
# a few "keys" (a, e, x, ' b', '*c') so that each digest can be named
# in the check file templates below, which make_templates_ writes there
# too.
make_files_ ()
{
  printf 'a\n' > a && : > e && printf 'xyz' > x && printf ' b\n' > ' b' \
    && printf '*c\n' > '*c' && : > "a${nl}b" && : > 'a\b' \
    && : > "c${cr}d" && printf 'a\n' > 'sp ace' && printf 'xyz' > 'p)q' \
    && printf 'a\n' > "q'uote" && printf 'a\n' > -dash \
    && printf 'a\n' > 'x  y' && : > empty.ck && printf 'wrong\n' > w.dat
}

# The check file templates: @K@ is the digest of key K (A, E, X, B for
# ' b', C for '*c', W for a content no file has), @K_U@ the same in
# upper case, @K_M@ in mixed case, @TAG@ the --tag name.
make_templates_ ()
{
  printf '%s\n' '@A@  a' '@E@  e' '@X@  x' '@B@   b' '@C@  *c' \
    '@A@  sp ace' '@X@  p)q' '@A@  x  y' > ck.gnu
  printf '%s\n' '@A@ *a' '@E@ *e' '@X@ *x' > ck.binary
  printf '%s\n' '@TAG@ (a) = @A@' '@TAG@ (e) = @E@' '@TAG@ ( b) = @B@' \
    '@TAG@ (*c) = @C@' '@TAG@ (p)q) = @X@' '@TAG@ (sp ace) = @A@' > ck.tag
  printf '%s\n' '@TAG@(a)= @A@' '@TAG@(x)= @X@' > ck.openssl
  printf '%s\n' '@A@ a' '@E@ e' '@B@  b' '@C@ *c' '@A@ sp ace' > ck.bsdrev
  printf '%s\n' '@A_U@  a' '@X_U@  x' > ck.upper
  printf '%s\n' '@A@  a' '@E@ e' '@B@  b' '@X@  x' > ck.gnubsd
  printf '%s\n' '@A@ a' '@E@  e' '@B@  b' '@X@ x' > ck.bsdgnu
  printf '%s\n' '@A_M@  a' '@TAG@ (x) = @X_M@' > ck.mixed
  printf '%s\r\n' '@A@  a' '@TAG@ (x) = @X@' '@E@  e' > ck.crlf
  printf '%s\n' '# a comment' '' '@A@  a' '#@W@  a' '   ' '' '@E@  e' \
    '# last' > ck.comments
  printf '%s\n' '\@E@  a\nb' '\@E@  a\\b' '\@E@  c\rd' \
    '\@TAG@ (a\nb) = @E@' '\@TAG@ (a\\b) = @E@' > ck.escaped
  printf '%s\n' '\@E@  a\nb' '\@TAG@ (a\nb) = @E@' > ck.escnl
  printf '%s\n' '@A@  -' > ck.dash
  printf '%s\n' '@A@  a' '@W@  x' '@E@  e' > ck.fail1
  printf '%s\n' '@W@  a' '@W@  x' '@E@  e' > ck.fail2
  printf '%s\n' '@A@  a' '@A@  missing1' > ck.missing1
  printf '%s\n' '@A@  missing1' '@A@  a' '@TAG@ (missing2) = @A@' > ck.missing2
  printf '%s\n' '@A@  missing1' '@A@  missing2' > ck.allmissing
  printf '%s\n' '@A@  a' 'not a checksum line' '@E@  e' > ck.bad1
  printf '%s\n' 'bad line one' '@A@  a' '@A@' '@E@  e' > ck.bad2
  printf '%s\n' 'bad' '@A@  a' '@W@  x' '@A@  missing1' '@X@  x' \
    'bad again' > ck.mixbag
  printf '%s\n' '@A@  dir' '@A@  a' > ck.dirline
  printf '%s\n' "@A@  q'uote" "@A@  sp ace" "@A@  q'missing" > ck.quoted
  printf '%s\n' '@A@x  a' '@A@  a' > ck.trailing
  printf '%s\n' '@A@' '@A@ ' > ck.nodelim
  printf '%s\n' '@TAG@ (a) = @W@' '@TAG@ (a) = @A@' \
    '@TAG@ (a)= @A@' '@TAG@(a) =@A@' > ck.tagvariants
  printf '%s\n' 'SHA1 (a) = 3f786850e387550fdab836ed7e6dc881de23001b' \
    'MD5 (a) = 60b725f10c9c85c70d97880dfe8191b3' '@A@  a' > ck.othertag
  printf '%s\n' '  @A@  a' "	@E@  e" > ck.leading
  printf '@A@  a\n@E@  e\0x\n' > ck.nul
  printf '%s\n' '\@A@  a\q' '@A@  a' > ck.badescape
  printf '%s\n' '@A@  -dash' > ck.dashname
  printf '%s' '@A@  a' > ck.noeol
  printf '%s\n' '\@A@  a' '\@TAG@ (x) = @X@' > ck.escplain
  printf '%s\n' '\@A@  a\nmissing' '@W@  a' > ck.escfail
  printf '%s\n' '@TAG@X (a) = @A@' 'sha256 (a) = @A@' '@TAG@ (a) = ' \
    '@TAG@ (a) = @A@ ' '@TAG@ (a = @A@' '@TAG@ a) = @A@' '@A@  a' > ck.tagbad
}

# Write into $1 the hexadecimal digests made by PROGRAM $2 of the files
# of the keys A, E, X, B, C and W in the data directory $3, one a line in
# that order (one process for all: a few per digest made this slow).
digests_ ()
{
  "$2" "$3/a" "$3/e" "$3/x" "$3/ b" "$3/*c" "$3/w.dat" > "$1" || return 1
  lines_=0
  while read -r h_ f_; do
    lines_=$((lines_ + 1))
  done < "$1"
  test $lines_ = 6
}

# Write three sed scripts, with one awk: G.sed and O.sed turn the
# templates into check files for the digests of the GNU program $1 (tag
# $2, digests in file G.hex, as digests_ writes them) and of ksum's
# program $3 (tag $4, digests in O.hex); norm.sed maps the output of
# the GNU program to what ksum's prints.
make_seds_ ()
{
  awk -v gprog="$1" -v gtag="$2" -v oprog="$3" -v otag="$4" '
    function subst(h, tag, out,   i, u, m)
    {
      for (i = 1; i <= 6; i++) {
        u = toupper(h[i]); m = toupper(substr(h[i], 1, 9)) substr(h[i], 10)
        printf "s|@%s@|%s|g\ns|@%s_U@|%s|g\ns|@%s_M@|%s|g\n", \
          k[i], h[i], k[i], u, k[i], m > out
      }
      printf "s|@TAG@|%s|g\n", tag > out
    }
    BEGIN { split("A E X B C W", k) }
    NR == FNR { g[FNR] = $1; next }
    { o[FNR] = $1 }
    END {
      subst(g, gtag, "G.sed"); subst(o, otag, "O.sed")
      for (i = 1; i <= 6; i++)
        printf "s|%s|%s|g\n", g[i], o[i] > "norm.sed"
      printf "s|%s|%s|g\ns|%s|%s|g\n", gprog, oprog, gtag, otag \
        > "norm.sed"
    }' G.hex O.hex
}

# Set up directories G and O for the GNU program $1 (tag $2) and ksum's
# program $3 (tag $4): the same files, and check files ck.NAME made from
# the templates with each program's own digests.  (In this shell: a
# subshell for each directory cost a fork.)
setup_pair_ ()
{
  gprog=$1 gtag=$2 oprog=$3 otag=$4
  if test -d G; then rm -rf G O || return 1; fi
  mkdir G O G/dir O/dir || return 1
  for d_ in G O; do
    cd $d_ || return 1
    make_files_ && make_templates_ || { cd ..; return 1; }
    cd .. || return 1
  done
  digests_ G.hex "$gprog" G && digests_ O.hex "$oprog" O || return 1
  make_seds_ "$gprog" "$gtag" "$oprog" "$otag" || return 1
  sed -i -f G.sed G/ck.* && sed -i -f O.sed O/ck.*
}

n_compared=0
n_settled=0
n_current=0
# The outputs of each pair's scenarios, in a directory of its own.
mkdir res1 res2 || framework_failure_
res=res1

# Run scenario NAME ($1): the shell command $2, in which $P is the
# program, with both programs; their stdout, stderr and status are kept
# in res/ for settle_ to compare.  (Compared scenario by scenario, with
# a sed and a cmp per output, this test was among the slowest.)
# Each command runs in this shell (a subshell for each cost a fork),
# with the trace that VERBOSE=yes turns on off: it would land in the
# stderr that is compared.
sc ()
{
  n_compared=$((n_compared + 1))
  k=$n_compared
  eval "sc_name_$k=\$1 sc_cmd_$k=\$2"
  run_in_ G "$gprog" "$2" $res/$k.G
  eval "sc_grc_$k=$rc_"
  run_in_ O "$oprog" "$2" $res/$k.O
  eval "sc_orc_$k=$rc_"
}

# run_in_ DIR PROG CMD OUT: run CMD in DIR with $P set to PROG, its
# stdout in OUT.out, its stderr in OUT.err and its status in $rc_.
run_in_ ()
{
  case $- in *x*) trace_=yes; set +x ;; *) trace_=no ;; esac 2>/dev/null
  {
    P=$2
    cd "$1" && eval "$3"
    rc_=$?
    cd .. || framework_failure_
  } > "$4.out" 2> "$4.err" < /dev/null
  test $trace_ = no || set -x
}

# Compare the scenarios run since the last settle_: every GNU output
# through norm.sed (one sed for all), then one sha256sum of all outputs.
settle_ ()
{
  sed -i -f norm.sed $res/*.G.* || framework_failure_
  sha256sum $res/* > res.sums || framework_failure_
  while read h f; do
    f=${f#$res/}           # K.SIDE.STREAM, as 12.G.out
    k=${f%%.*} f=${f#*.}
    eval "h_${k}_${f%%.*}_${f#*.}=\$h"
  done < res.sums
  k=$n_settled
  while test $k -lt $n_compared; do
    k=$(($k + 1))
    eval "g=\"\$h_${k}_G_out \$h_${k}_G_err \$sc_grc_$k\"
          o=\"\$h_${k}_O_out \$h_${k}_O_err \$sc_orc_$k\""
    test "$g" = "$o" && continue
    eval "echo \"scenario \$sc_name_$k ($oprog vs $gprog): \$sc_cmd_$k\""
    for s in out err; do
      compare $res/$k.G.$s $res/$k.O.$s
    done
    eval "echo \"status \$sc_grc_$k, \$sc_orc_$k\""
    fail=1
  done
  n_settled=$n_compared
}

# Run scenario NAME ($1), the command $2, with ksum's program only: the
# installed GNU release behaves differently from current coreutils here.
# $3 is current coreutils' stdout, $4 its stderr (with PROG for the
# program name), $5 its exit status.
sc_current ()
{
  name=$1 cmd=$2
  e_=$4 exp_err=
  while :; do
    case $e_ in
      *PROG*) exp_err=$exp_err${e_%%PROG*}$oprog e_=${e_#*PROG} ;;
      *) break ;;
    esac
  done
  exp_err=$exp_err$e_
  run_in_ O "$oprog" "$cmd" O
  file_is_ O.out "$3" || { echo "scenario $name: $cmd"; fail=1; }
  file_is_ O.err "$exp_err" || { echo "scenario $name: $cmd"; fail=1; }
  test "$rc_" = "$5" \
    || { echo "scenario $name: $cmd: status $rc_, not $5"; fail=1; }
  n_current=$((n_current + 1))
}

# file_is_ FILE TEXT: FILE holds exactly TEXT (read by the shell: no
# NUL in it).
file_is_ ()
{
  file_is_c_= file_is_l_=
  while IFS= read -r file_is_l_; do
    file_is_c_=$file_is_c_$file_is_l_$nl
  done < "$1"
  test "$file_is_c_$file_is_l_" = "$2" && return
  echo "$1: expected:"; printf '%s' "$2"; echo "$1: got:"; cat "$1"
  return 1
}

# The scenarios for every pair of programs.
common_scenarios_ ()
{
  # Output lines.
  sc gnu-line '$P a'
  sc several '$P a e x " b" "*c"'
  sc stdin '$P < a'
  sc stdin-dash '$P - < a'
  sc stdin-among '$P a - e < x'
  sc binary '$P -b a e'
  sc text '$P -t a'
  sc binary-then-text '$P --binary --text a'
  sc tag '$P --tag a e'
  sc tag-binary '$P --tag -b a'
  sc text-then-tag '$P --text --tag a'
  sc escape-newline '$P "a${nl}b"'
  sc escape-backslash '$P "a\\b"'
  sc escape-cr '$P "c${cr}d"'
  sc escape-binary '$P -b "a${nl}b" "a\\b"'
  sc escape-tag '$P --tag "a${nl}b" "a\\b" "c${cr}d"'
  sc zero '$P -z a "a${nl}b" "a\\b"'
  sc zero-tag '$P -z --tag "a${nl}b" a'
  sc odd-names '$P "sp ace" "p)q" "q'"'"'uote" "x  y" -- -dash'
  # Diagnostics.
  sc missing '$P nonexistent'
  sc missing-among '$P a nonexistent e'
  sc directory '$P dir'
  sc quote-missing '$P "q'"'"'missing" "sp missing" "nl${nl}missing"'
  sc write-error '$P a > /dev/full'
  sc unknown-long '$P --foo a'
  sc unknown-short '$P -y a'
  sc ambiguous '$P --s a'
  sc missing-arg-ok '$P --ta a'
  sc tag-text '$P --tag --text a'
  sc status-no-check '$P --status a'
  sc quiet-no-check '$P --quiet a'
  sc warn-no-check '$P -w a'
  sc strict-no-check '$P --strict a'
  sc ignore-missing-no-check '$P --ignore-missing a'
  sc tag-check '$P --tag -c ck.gnu'
  sc zero-check '$P -z -c ck.gnu'
  sc binary-check '$P -b -c ck.gnu'
  sc text-check '$P --text -c ck.gnu'
  # Check mode.
  sc check-gnu '$P -c ck.gnu'
  sc check-long '$P --check ck.gnu ck.tag'
  sc check-binary '$P -c ck.binary'
  sc check-tag '$P -c ck.tag'
  sc check-openssl '$P -c ck.openssl'
  sc check-bsdrev '$P -c ck.bsdrev'
  sc check-bsdrev-then-gnu '$P -c ck.bsdrev ck.gnu'
  sc check-gnu-then-bsdrev '$P -c -w ck.gnu ck.bsdrev'
  sc check-gnubsd '$P -c -w ck.gnubsd'
  sc check-bsdgnu '$P -c -w ck.bsdgnu'
  sc check-upper '$P -c ck.upper'
  sc check-mixed '$P -c ck.mixed'
  sc check-crlf '$P -c --strict ck.crlf'
  sc check-comments '$P -c --strict ck.comments'
  sc check-escaped-nl '$P -c ck.escnl'
  sc check-stdin '$P -c < ck.gnu'
  sc check-stdin-dash '$P -c - < ck.tag'
  sc check-dash-line '$P -c ck.dash < a'
  sc check-dash-line-stdin '$P -c - < ck.dash'
  sc check-fail1 '$P -c ck.fail1'
  sc check-fail2 '$P -c ck.fail2'
  sc check-missing1 '$P -c ck.missing1'
  sc check-missing2 '$P -c ck.missing2'
  sc check-ignore-missing '$P -c --ignore-missing ck.missing2'
  sc check-ignore-allmissing '$P -c --ignore-missing ck.allmissing'
  sc check-bad1 '$P -c ck.bad1'
  sc check-bad2 '$P -c ck.bad2'
  sc check-warn '$P -c -w ck.bad2'
  sc check-strict '$P -c --strict ck.bad1'
  sc check-strict-ok '$P -c --strict ck.gnu'
  sc check-mixbag '$P -c -w ck.mixbag'
  sc check-quiet '$P -c --quiet ck.gnu'
  sc check-quiet-fail '$P -c --quiet ck.mixbag'
  sc check-status '$P -c --status ck.gnu'
  sc check-status-fail '$P -c --status ck.mixbag'
  sc check-status-warn '$P -c --status -w ck.mixbag'
  sc check-warn-status '$P -c -w --status ck.mixbag'
  sc check-quiet-warn '$P -c --quiet -w ck.mixbag'
  sc check-warn-quiet '$P -c -w --quiet ck.mixbag'
  sc check-status-quiet '$P -c --status --quiet ck.fail1'
  sc check-quiet-status '$P -c --quiet --status ck.fail1'
  sc check-empty '$P -c empty.ck'
  sc check-nonexistent '$P -c nonexistent.ck'
  sc check-dir '$P -c dir'
  sc check-several '$P -c ck.gnu ck.fail1 nonexistent.ck empty.ck'
  sc check-dirline '$P -c ck.dirline'
  sc check-quoted '$P -c ck.quoted'
  sc check-trailing '$P -c -w ck.trailing'
  sc check-nodelim '$P -c -w ck.nodelim'
  sc check-tagvariants '$P -c ck.tagvariants'
  sc check-othertag '$P -c -w ck.othertag'
  sc check-leading '$P -c --strict ck.leading'
  sc check-nul '$P -c -w ck.nul'
  sc check-badescape '$P -c -w ck.badescape'
  sc check-dashname '$P -c ck.dashname'
  sc check-noeol '$P -c ck.noeol'
  sc check-write-error '$P -c ck.gnu > /dev/full'
  sc check-ignore-quiet '$P -c --ignore-missing --quiet ck.missing2'
  sc check-escplain '$P -c ck.escplain'
  sc check-escfail '$P -c ck.escfail'
  sc check-tagbad '$P -c -w ck.tagbad'
  sc check-quote-missing-ck '$P -c "q'"'"'ck" "sp ck"'
  # qemu-user opens a descriptor of its own where standard input is
  # closed: no EBADF there.
  if ! qemu_user_; then
    sc check-closed-stdin '$P -c <&-'
    sc closed-stdin '$P <&-'
  fi
  sc empty-name '$P ""'
  sc double-dash '$P -- -dash a'
  sc check-double-dash '$P -c -- ck.gnu'
}

# Current coreutils escapes '\\' and '\r' in the names of --check's
# output lines as in its other output lines; 9.1 escaped only newlines.
current_scenarios_ ()
{
  sc_current check-escaped '$P -c ck.escaped' \
'\a\nb: OK
\a\\b: OK
\c\rd: OK
\a\nb: OK
\a\\b: OK
' '' 0
}

setup_pair_ sha256sum SHA256 sha3-256sum SHA3-256 || framework_failure_
common_scenarios_
settle_
current_scenarios_

# A subset with the 512-bit pair (the normalisation differs: longer
# digests, another tag).
n_256=$n_compared
res=res2
setup_pair_ sha512sum SHA512 sha3-512sum SHA3-512 || framework_failure_
sc gnu-line '$P a e " b"'
sc tag '$P --tag a "a${nl}b"'
sc check-gnu '$P -c ck.gnu'
sc check-tag '$P -c ck.tag'
sc check-bsdrev '$P -c ck.bsdrev'
sc check-mixbag '$P -c -w ck.mixbag'
sc check-status '$P -c --status ck.fail1'
sc check-crlf '$P -c ck.crlf'
sc check-upper '$P -c ck.upper'
sc check-othertag '$P -c -w ck.othertag'
settle_
current_scenarios_

echo "compared $n_compared scenarios with GNU $ver_256:"
echo "  $n_256 sha3-256sum/sha256sum," \
  "$((n_compared - n_256)) sha3-512sum/sha512sum"
echo "checked $n_current scenarios against current coreutils' behaviour"

Exit $fail
