#!/bin/sh
# tests/cross/windows.sh -- cross-build ksum for native Windows and test
# the .exe under wine against the Linux build.
# Copyright (C) 2026 The ksum authors; GPLv3+.
#
# Usage: tests/cross/windows.sh
#
# Configures the current source tree with --host=x86_64-w64-mingw32
# (Debian's mingw-w64) in a scratch directory, builds it, and under wine
# (wine64) compares it with the Linux programs of this tree (src/, which
# must be built), byte for byte:
#   * ksum.exe imports no DLL but Windows' own (a static build);
#   * every program hashes a set of files (binary ones, with CR, LF,
#     ^Z and NUL bytes; one of 1 MiB; a name with a space) and standard
#     input as the Linux one does, so sums files have LF line ends;
#     --tag too;
#   * every program's -c of the Linux sums file, with LF and with CRLF
#     line ends, reports as the Linux one does;
#   * ksum --selftest passes (the known answers, on every backend the
#     CPU has);
#   * a pipe whose reader has gone ends --selftest, -r, --lines and
#     --raw quietly, with SIGPIPE's status (141), as on Linux;
#   * -r walks a tree as on Linux; --progress=always draws its line,
#     and --progress does on a console (script(1) gives wine one);
#   * messages and --help name the program without directory or .exe;
#   * make install puts a program (a hard link or a copy) per name.
# A source tree that is configured in place is copied first (make
# distdir), as tests/cross/run.sh does.
#
# Prints "N passed, N failed" and exits 1 if anything failed, 77 if
# mingw-w64 or wine is not installed, 0 otherwise.
#
# Environment: KSUM_CROSS_DIR (default ${TMPDIR-/tmp}/ksum-cross), the
# parent of the scratch directory; MAKE (default make) and
# KSUM_CROSS_JOBS (default 2).

set -u

die () { echo "$0: $*" >&2; exit 2; }

triplet=x86_64-w64-mingw32
name=windows
for tool in $triplet-gcc wine; do
  command -v $tool > /dev/null 2>&1 || {
    echo "$name: SKIP: $tool is not installed"; exit 77; }
done

srcdir=`cd "\`dirname "$0"\`/../.." && pwd` || exit 2
test -f "$srcdir/configure" \
  || die "$srcdir has no configure script: run ./bootstrap there first"
ref=$srcdir/src
test -x "$ref/ksum" || die "$ref/ksum is not built: run make there first"
MAKE=${MAKE-make}
jobs=${KSUM_CROSS_JOBS-2}
top=${KSUM_CROSS_DIR-${TMPDIR-/tmp}/ksum-cross}/$name
log=$top/run.log
programs=`sed -n 's/^KSUM_PROGRAM ("\([^"]*\)".*/\1/p' \
            "$srcdir/src/cli/programs.def"`
test -n "$programs" || die "no programs in $srcdir/src/cli/programs.def"

rm -rf "$top" && mkdir -p "$top/build" "$top/t" || exit 2
start=`date +%s`
echo "$name: building in $top/build (log: $log)"

src=$srcdir
if test -f "$srcdir/config.status"; then
  src=$top/src
  rel=`realpath -m --relative-to="$srcdir" "$src"` || exit 2
  (cd "$srcdir" && $MAKE distdir distdir="$rel" top_distdir="$rel") \
    > "$log" 2>&1 || {
    tail -n 30 "$log"; die "make distdir failed in $srcdir"; }
fi

cd "$top/build" || exit 2
{ "$src/configure" --host=$triplet --prefix=/ksum \
  && $MAKE -j"$jobs" ; } >> "$log" 2>&1 || {
  tail -n 40 "$log"; echo "$name: build failed"; exit 1; }
built=`date +%s`
exe=$top/build/src

# wine in a prefix of its own, quiet.
WINEPREFIX=$top/wine
WINEDEBUG=-all
export WINEPREFIX WINEDEBUG
wineboot -i > /dev/null 2>&1
# wineboot returns before the prefix is complete: wait for it.
wineserver -w

# wine_ ARGS...: wine ARGS.  On a loaded machine wine 8.0 now and then
# fails to start a program: it ends with a failure and writes nothing
# (once in some 200 starts, beside another build's tests).  Such a
# start is made again, twice at most, and said at the end; a failure
# of ksum always comes with a message.  (Its two outputs come out one
# after the other.)
wine_ ()
{
  for wine_try_ in 1 2 3; do
    wine "$@" > "$top/wine.out" 2> "$top/wine.err"
    wine_st_=$?
    test $wine_st_ = 0 || test -s "$top/wine.out" \
      || test -s "$top/wine.err" || {
      echo "status $wine_st_: wine $*" >> "$top/wine-again"; continue; }
    break
  done
  cat "$top/wine.out"
  cat "$top/wine.err" >&2
  return $wine_st_
}

passed=0 failed=0
count ()
{
  case $1 in
    PASS) passed=`expr $passed + 1` ;;
    *) failed=`expr $failed + 1` ;;
  esac
  echo "$1: $2"
}
# same WHAT A B: PASS if files A and B are byte for byte the same.
same ()
{
  if cmp "$2" "$3" > /dev/null 2>&1; then
    count PASS "$1"
  else
    diff "$2" "$3" | head -n 10
    count FAIL "$1"
  fi
}

# No DLL but Windows' own: each one imported is in wine's system32.
dlls=`$triplet-objdump -p "$exe/ksum.exe" | sed -n 's/^.*DLL Name: //p'`
bad=
for d in $dlls; do
  ls "$WINEPREFIX/drive_c/windows/system32" | grep -i -x "$d" > /dev/null \
    || bad="$bad $d"
done
if test -n "$dlls" && test -z "$bad"; then
  count PASS "ksum.exe imports only Windows DLLs: "`echo $dlls`
else
  count FAIL "ksum.exe imports DLLs that are not Windows':$bad"
fi

cd "$top/t" || exit 2
# The data: binary files with CR, LF, ^Z and NUL bytes, a file without
# a final newline, a name with a space, 1 MiB, the empty file, a key.
mkdir d && cd d || exit 2
printf 'abc' > abc
printf 'a\r\nb\nc\r\0\032d\r' > crlf
: > empty
printf 'one two\n' > 'with space'
printf 'abc' | "$ref/shake128sum" --raw -l 8388608 > big || exit 2
printf 'k%.0s' 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 > ../key
files='abc crlf empty with*space big'
cd .. || exit 2
args_for ()
{
  case $1 in
    kmac*) echo --key-file=../key ;;
  esac
}

# Every program: its lines, --tag lines and standard input; then -c of
# the Linux sums, with LF and with CRLF line ends.
for p in $programs; do
  a=`args_for $p`
  (cd d && "$ref/$p" $a $files) > "lin.$p" 2>&1
  (cd d && "$ref/$p" $a --tag $files && "$ref/$p" $a < crlf) \
    >> "lin.$p" 2>&1
  (cd d && wine_ "$exe/$p.exe" $a $files) > "win.$p" 2>&1
  (cd d && wine_ "$exe/$p.exe" $a --tag $files \
     && wine_ "$exe/$p.exe" $a < crlf) >> "win.$p" 2>&1
  same "$p: lines as on Linux" "lin.$p" "win.$p"
  (cd d && "$ref/$p" $a $files > ../sums.$p 2>&1)
  sed 's/$/\r/' "sums.$p" > "crlf.$p"
  (cd d && "$ref/$p" $a -c ../sums.$p && "$ref/$p" $a -c ../crlf.$p) \
    > "lin-c.$p" 2>&1
  (cd d && wine_ "$exe/$p.exe" $a -c ../sums.$p \
     && wine_ "$exe/$p.exe" $a -c ../crlf.$p) > "win-c.$p" 2>&1
  if grep -c ': OK$' "lin-c.$p" | grep '^10$' > /dev/null; then
    same "$p -c: as on Linux" "lin-c.$p" "win-c.$p"
  else
    count FAIL "$p -c: the Linux build does not verify its own sums"
  fi
done

# --selftest: the known answers on every backend.
wine_ "$exe/ksum.exe" --selftest > selftest.out 2>&1
if tail -n 1 selftest.out | grep '^[1-9][0-9]* passed, 0 failed' \
     > /dev/null; then
  count PASS "ksum --selftest: `tail -n 1 selftest.out`"
else
  tail -n 5 selftest.out
  count FAIL "ksum --selftest"
fi
# A pipe whose reader goes away ends each kind of writer quietly and at
# once, with SIGPIPE's status as on POSIX systems (128 + 13): printf
# (--selftest), the stdio of the hashing paths (-r), write (--lines),
# the XOF stream (--raw).
seq 1 100000 > lines
printf abc > abc
for w in '--selftest' "-a sha3-256 -r $exe" '-a sha3-256 --lines lines' \
    '-a shake128 --raw -l 100000000 abc'; do
  # shellcheck disable=SC2086
  st=`{ { wine "$exe/ksum.exe" $w 2> pipe.err; echo $? > pipe.st; } \
        | head -c 1 > /dev/null; } 2>&1; cat pipe.st`
  if test -s pipe.err || test "$st" != 141; then
    cat pipe.err
    count FAIL "ksum $w | head -c 1: status $st"
  else
    count PASS "ksum $w | head -c 1 ends quietly"
  fi
done

# -r: a tree with subdirectories, in byte order.
mkdir -p r/sub/deeper r/Sub r/e && cp d/abc r/sub/deeper/x \
  && cp d/crlf r/a && cp d/empty r/Sub/z && cp d/abc r/sub/y || exit 2
"$ref/sha3-256sum" -r r > lin.r 2>&1
"$ref/k12sum" -r r >> lin.r 2>&1
wine_ "$exe/sha3-256sum.exe" -r r > win.r 2>&1
wine_ "$exe/k12sum.exe" -r r >> win.r 2>&1
same "-r walks a tree as on Linux" lin.r win.r

# --progress: the line is first drawn after a quarter of a second, so
# the input comes slowly, through a FIFO that the program opens by
# name.  slow CONDITION: the writer writes "abc", waits until the shell
# command CONDITION is true (the line is shown; 30 s at most), then
# writes "def".  So however long wine takes to start the program (over
# a second beside other work), the line is drawn before the input ends.
# The FIFO is open for writing before wine starts: wine opens it without
# blocking, and a read made before a writer's open saw the end of the
# input.  Only the writer holds it, so the input ends when the writer
# does; a writer that no reader came for is killed.
slow ()
{
  rm -f slow.fifo && mkfifo slow.fifo || exit 2
  exec 3<> slow.fifo
  ( printf abc
    i=0
    until eval "$1" || test $i -ge 300; do sleep 0.1; i=$((i + 1)); done
    printf def ) >&3 3>&- &
  slow_pid=$!
  exec 3>&-
}
# With =always, into a file: the digest as on Linux, and the line,
# redrawn after a carriage return.
printf abcdef > slow.txt
"$ref/k12sum" slow.txt | sed 's/slow\.txt$/slow.fifo/' > lin.p
drawn () { tr '\r' '\n' < "$1" 2>/dev/null | grep '^3 B.*B/s' > /dev/null; }
rm -f win.perr
slow 'drawn win.perr'
wine "$exe/k12sum.exe" --progress=always slow.fifo > win.p 2> win.perr
kill $slow_pid 2> /dev/null; wait $slow_pid
same "--progress=always: the digest" lin.p win.p
if drawn win.perr; then
  count PASS "--progress=always draws the line"
else
  od -c win.perr | head -n 5
  count FAIL "--progress=always draws no line"
fi
# Without =always, on a console: script(1) gives wine a terminal, which
# wine shows the program as a console (isatty is true for it).  wine's
# console repaints the terminal with escape sequences (taken out here)
# from its screen buffer from time to time, not at each write: the
# writer waits until the line is painted.
plain () { sed 's/\x1b\[[0-9;?]*[A-Za-z]//g' win.con 2>/dev/null; }
rm -f win.con
slow 'plain | grep "B/s" > /dev/null'
script -qec "wine '$exe/k12sum.exe' --progress slow.fifo" /dev/null \
  > win.con 2>&1 < /dev/null
kill $slow_pid 2> /dev/null; wait $slow_pid
if plain | grep 'B/s' > /dev/null; then
  count PASS "--progress draws the line on a console"
else
  plain | od -c | head -n 5
  count FAIL "--progress draws no line on a console"
fi

# The program's name in messages and --help, without directory or
# .exe, however it is started.
# The Linux program is found on PATH, so that its own argv[0] is bare.
(PATH=$ref:$PATH && sha3-256sum nosuch > /dev/null 2> lin.e \
  && exit 2; sha3-256sum --help | head -n 1 >> lin.e)
wine_ "$exe/sha3-256sum.exe" nosuch > /dev/null 2> win.e
wine_ "$exe/sha3-256sum.exe" --help | head -n 1 >> win.e
same "messages name the program as on Linux" lin.e win.e
wine_ "$exe/ksum.exe" sha3-256sum nosuch > /dev/null 2> win.e2
sed -n 1p lin.e > lin.e2
same "ksum PROGRAM: messages name the program" lin.e2 win.e2

# make install: a program per name, each working.
(cd "$top/build" && $MAKE install DESTDIR="$top/inst") >> "$log" 2>&1
bad=
for p in ksum $programs; do
  test -f "$top/inst/ksum/bin/$p.exe" || bad="$bad $p"
done
if test -z "$bad"; then
  count PASS "make install: a program per name"
else
  count FAIL "make install: not installed:$bad"
fi
(cd d && wine_ "$top/inst/ksum/bin/kt256sum.exe" $files) > win.i 2>&1
(cd d && "$ref/kt256sum" $files) > lin.i 2>&1
same "the installed kt256sum.exe" lin.i win.i

# Say so if wine had to start a program again.
test -s "$top/wine-again" \
  && sed "s/^/$name: started again after wine failed to start it: /" \
       "$top/wine-again"
end=`date +%s`
echo "$name: built in `expr $built - $start` s," \
  "tested in `expr $end - $built` s"
echo "$name: $passed passed, $failed failed"
if test $failed != 0; then
  echo "$name: the outputs are in $top/t"
  exit 1
fi
exit 0
