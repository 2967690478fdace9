#!/bin/bash
# .ci/sanitize.sh -- the sanitizer, valgrind and fuzzing runs.
# Copyright (C) 2026 The ksum authors; GPLv3+.
#
# Run from a configured and built top source directory (as .ci/run
# leaves it).  Installs nothing: needs gcc, clang with libFuzzer
# (libclang-rt-14-dev on Debian 12) and valgrind, which .ci/run installs.
#   1. a copy of the tree built in _asan with
#      -fsanitize=address,undefined, and its whole make check;
#   2. the CLI tests with every program run under valgrind memcheck;
#   3. ksum built in _tsan with clang -fsanitize=thread, and the tests
#      of its threads (tree modes, many files, --check) run on it;
#   4. make fuzz-run, FUZZ_SECONDS (default 60) per target.
# Exits non-zero on any sanitizer report, valgrind error or fuzz crash.
# Environment: SANITIZE_STEPS (default "asan valgrind tsan fuzz").

set -euo pipefail
cd "$(dirname "$0")/.."
top=$PWD
steps=${SANITIZE_STEPS-asan valgrind tsan fuzz}
: "${FUZZ_SECONDS:=60}"

show_failed_logs ()
{
  find "$1" -name '*.log' -path '*/tests/*' \
    -exec grep -l -E '^(FAIL|ERROR)' {} + 2>/dev/null | while read -r log; do
      echo "=== $log"; tail -n 80 "$log"; done
}

for step in $steps; do
  echo "sanitize: ${SECONDS} s: $step"
  case $step in
  asan)
    # ASan and UBSan; any UBSan report aborts (-fno-sanitize-recover),
    # so a test that triggers one fails.
    export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:strict_string_checks=1
    export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
    # A copy of the tree (this one is configured, so no VPATH build),
    # cleaned and configured anew.
    rm -rf _asan && mkdir _asan
    tar -c --exclude=./_asan --exclude=./_valgrind --exclude=./_tsan --exclude=./.git \
      --exclude=./tests/fuzz/bin --exclude=./tests/fuzz/run -f - . \
      | tar -x -C _asan
    cd _asan
    make distclean >/dev/null 2>&1 || true
    ./configure -q CC=gcc \
      CFLAGS='-O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined' \
      LDFLAGS='-fsanitize=address,undefined'
    make -j2 >/dev/null
    make -j2 check || { show_failed_logs .; exit 1; }
    # A sanitizer report in a test that still passed (a report in a
    # child whose status was not checked) fails the run too.
    if grep -l -E 'ERROR: (Address|Leak)Sanitizer|runtime error:' \
         $(find tests -name '*.log') 2>/dev/null; then
      echo 'sanitizer reports in the logs above'; exit 1
    fi
    cd "$top"
    unset ASAN_OPTIONS UBSAN_OPTIONS
    ;;

  valgrind)
    # The CLI tests run from _valgrind, whose src/ holds one wrapper per
    # program name (path_prepend_ ./src finds them first): each runs
    # the real link under memcheck.  Any error makes the program exit
    # 99 and leaves a log in _valgrind/logs; both fail this step.
    # valgrind 3.19 cannot decode AVX-512: hide it from glibc and from
    # ksum's backend choice.  sparse.sh (4 GiB) is left out.  Tests that
    # make links to $abs_top_builddir/src/ksum run those unwrapped:
    # valgrind cannot give its client another argv[0].
    vgdir=$top/_valgrind
    rm -rf "$vgdir" && mkdir -p "$vgdir/src" "$vgdir/logs"
    for p in ksum $(sed -n 's/^KSUM_PROGRAM ("\([^"]*\)".*/\1/p' \
                      src/cli/programs.def); do
      # The client is found on PATH, so that its argv[0] is the bare
      # program name, as when the tests run it directly.
      printf '%s\n' '#!/bin/sh' \
        "PATH='$top/src':\$PATH" \
        "exec valgrind -q --error-exitcode=99 --leak-check=full \\" \
        "  --show-possibly-lost=no \\" \
        "  --errors-for-leak-kinds=definite --log-file='$vgdir/logs/%p' \\" \
        "  $p \"\$@\"" > "$vgdir/src/$p"
      chmod +x "$vgdir/src/$p"
    done
    # The tests that exercise the most code paths with few processes:
    # every run under memcheck costs about half a second, so the tests
    # that start hundreds of processes (kat-cli.sh, help-version.sh) or
    # hash megabytes many times (sha3-basic.sh, threads.sh) are left to
    # the ASan build.  write-errors.sh closes standard output, and then
    # valgrind's own log takes descriptor 1 and receives the output.
    # The ASan step runs all of them; this one keeps CI's time in bounds
    # (the list below took about 15 minutes).
    tests=${VALGRIND_TESTS-"tests/cli/params.sh tests/cli/gnu-check.sh
      tests/faults/hostile-check.sh tests/faults/keys.sh
      tests/faults/special-files.sh"}
    # Two tests at a time: each valgrind process uses one core.
    vg_run ()
    {
      st=0
      (cd "$vgdir" && . "$top/tests/lang-default" && \
       srcdir=$top abs_top_srcdir=$top abs_top_builddir=$top \
       built_programs="$(ls "$vgdir/src" | tr '\n' ' ')" EXEEXT= \
       PYTHON3=$(command -v python3) CC=gcc KSUM_UNDER_VALGRIND=1 \
       GLIBC_TUNABLES=glibc.cpu.hwcaps=-AVX512F \
       PATH="$vgdir/src:$PATH" \
       sh "$top/$1" > "$vgdir/logs/$(basename "$1").out" 2>&1) || st=$?
      echo $st > "$vgdir/logs/$(basename "$1").status"
    }
    for t in $tests; do
      vg_run "$t" &
      while test "$(jobs -pr | wc -l)" -ge 2; do wait -n || :; done
    done
    wait
    vg_fail=0
    for t in $tests; do
      st=$(cat "$vgdir/logs/$(basename "$t").status")
      case $st in
        0|77) echo "valgrind: $t: $st" ;;
        *) echo "valgrind: $t: FAIL ($st)"; tail -n 40 "$vgdir/logs/$(basename "$t").out"
           vg_fail=1 ;;
      esac
    done
    if find "$vgdir/logs" -type f ! -name '*.out' ! -name '*.status' \
         -size +0 | grep .; then
      echo 'valgrind reported errors:'
      find "$vgdir/logs" -type f ! -name '*.out' ! -name '*.status' \
        -size +0 -exec cat {} +
      vg_fail=1
    fi
    test $vg_fail = 0 || exit 1
    ;;

  fuzz)
    # Two targets at a time (one process each), each FUZZ_SECONDS.
    make -k -j2 fuzz-run FUZZ_SECONDS="$FUZZ_SECONDS"
    ;;

  tsan)
    # ThreadSanitizer over the threaded code (tree.c, jobs.c).  glibc's
    # C11 threads escape TSan's interceptors, so .ci/tsan-threads.c
    # replaces them with pthread calls, linked in through LIBS.  Any
    # report makes the program exit 66, which fails the test.
    rm -rf _tsan && mkdir _tsan
    tar -c --exclude=./_asan --exclude=./_valgrind --exclude=./_tsan \
      --exclude=./.git --exclude=./tests/fuzz/bin --exclude=./tests/fuzz/run \
      -f - . | tar -x -C _tsan
    cd _tsan
    make distclean >/dev/null 2>&1 || true
    ./configure -q CC=clang CFLAGS='-O1 -g -fsanitize=thread' \
      LDFLAGS='-fsanitize=thread'
    clang -O1 -g -fsanitize=thread -c "$top/.ci/tsan-threads.c" \
      -o tsan-threads.o
    # atexit_sleep_ms=0: tree.c's detached workers are still alive at exit,
    # and TSan would wait a second for them in every run.
    export TSAN_OPTIONS=halt_on_error=1:exitcode=66:atexit_sleep_ms=0
    make -j2 LIBS="$PWD/tsan-threads.o -lpthread" >/dev/null
    make -j2 check LIBS="$PWD/tsan-threads.o -lpthread" \
      TESTS="tests/cli/threads.sh tests/cli/multi.sh tests/faults/read-errors.sh tests/faults/short-reads.sh \
             tests/cli/recursive.sh tests/cli/tree-order.sh tests/cli/records.sh" \
      || { show_failed_logs .; exit 1; }
    if grep -l 'ThreadSanitizer' $(find tests -name '*.log') 2>/dev/null; then
      echo 'ThreadSanitizer reports in the logs above'; exit 1
    fi
    cd "$top"
    unset TSAN_OPTIONS
    ;;
  esac
done
echo 'sanitize.sh: all clean'
