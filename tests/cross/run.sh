#!/bin/sh
# tests/cross/run.sh -- cross-build ksum for ARCH and test it under qemu.
# Copyright (C) 2026 The ksum authors; GPLv3+.
#
# Usage: tests/cross/run.sh [--all] ARCH [CPU]...
#
# ARCH is a Debian architecture: s390x, aarch64 (arm64), armhf, ppc64el,
# powerpc, riscv64, i386; or i686, the 32-bit x86 build of the native
# compiler (gcc -m32, Debian's gcc-multilib), which runs natively where
# the kernel runs 32-bit programs and under qemu-i386 where it does not.
# Each CPU, if given, is a qemu -cpu model (QEMU_CPU), e.g. max and
# cortex-a53 for aarch64: the one build is tested on each in turn.
#
# --all runs the whole of make check, every test (as a distribution's
# build of that architecture would), instead of the selection below;
# RUN_EXPENSIVE_TESTS is passed on as it is set.  The skipped tests are
# listed with their reasons.
#
# Configures the current source tree with --host=TRIPLET (Debian's
# gcc-TRIPLET cross compiler and /usr/TRIPLET cross libc) in a scratch
# directory, builds it, and runs under qemu-user, through make check
# (tests/cross/local.mk): the engine tests on every backend the emulated
# CPU has (known answers, the permutation, incremental, many states, the
# SIMD backends against the portable one), the CLI tests of known
# answers, --check, many files at once and threads; then ksum
# --selftest, and ksum --debug must name the backend the CPU should get.
# A source tree that is configured in place (config.status) cannot also
# be the source of a VPATH build, so its distributed files are copied
# first (make distdir), without the generated man pages, which the cross
# build then makes under the emulator as from a checkout.
#
# With --all, some tests run copies of the binary by their path, which
# only binfmt_misc can hand to the emulator: run as root, the script
# mounts /proc/sys/fs/binfmt_misc and registers the emulator for ARCH
# there if it is not yet registered (for i686, qemu-i386 with the ELF32
# i386 magic and mask of qemu's qemu-binfmt-conf.sh, which Debian does
# not register on amd64; for the others, Debian's
# /usr/lib/binfmt.d/qemu-CPU.conf), and sets QEMU_LD_PREFIX to the
# cross libc.  With qemu-i386 registered, i686 programs run as if
# natively: configure then takes no emulator.  The registration stays
# until reboot; as another user, it must already be there.
#
# qemu-user before 8.2.7 and 9.0.3 decodes an AVX2 gather whose index
# register is xmm4 or ymm4 as one with no index at all (in the VSIB
# byte, 100 names a register, not "none" as in a SIB byte); gcc -m32,
# with eight ymm registers, chooses ymm4 in the AVX2 leaf routine, whose
# ParallelHash digests then come out wrong.  For i686 and i386 a probe
# looks for that bug in the emulator, and if it is there and no CPU was
# given, the tests run on -cpu max,-avx2 (the portable backend) and say
# so; the AVX2 code is tested natively on x86-64.
#
# Prints "N passed, N failed, N skipped" and exits 1 if anything failed,
# 77 if the cross compiler or qemu is not installed, 0 otherwise.
#
# Environment: KSUM_CROSS_DIR (default ${TMPDIR-/tmp}/ksum-cross), the
# parent of the scratch directories; KSUM_CROSS_TESTS, the tests to run
# (default below); KSUM_CROSS_CONFIGURE, more configure arguments;
# MAKE (default make) and KSUM_CROSS_JOBS (default 2).

set -u

die () { echo "$0: $*" >&2; exit 2; }

all=no
test "x${1-}" = x--all && { all=yes; shift; }
test $# -ge 1 || die "usage: $0 [--all] ARCH [CPU]..."
arch=$1
shift
cpus=$*

# Debian architecture, GNU triplet, qemu-user program.
case $arch in
  s390x) triplet=s390x-linux-gnu qemu=qemu-s390x ;;
  aarch64|arm64) triplet=aarch64-linux-gnu qemu=qemu-aarch64 ;;
  armhf) triplet=arm-linux-gnueabihf qemu=qemu-arm ;;
  armel) triplet=arm-linux-gnueabi qemu=qemu-arm ;;
  ppc64el) triplet=powerpc64le-linux-gnu qemu=qemu-ppc64le ;;
  ppc64) triplet=powerpc64-linux-gnu qemu=qemu-ppc64 ;;
  powerpc) triplet=powerpc-linux-gnu qemu=qemu-ppc ;;
  riscv64) triplet=riscv64-linux-gnu qemu=qemu-riscv64 ;;
  mips64el) triplet=mips64el-linux-gnuabi64 qemu=qemu-mips64el ;;
  i386) triplet=i686-linux-gnu qemu=qemu-i386 ;;
  i686) triplet=i686-linux-gnu qemu=qemu-i386 ;;
  *) die "unknown architecture: $arch" ;;
esac

if test $arch = i686; then
  cc='gcc -m32'
  echo 'int main (void) { return 0; }' > "${TMPDIR-/tmp}/ksum-m32-$$.c"
  gcc -m32 -o "${TMPDIR-/tmp}/ksum-m32-$$" "${TMPDIR-/tmp}/ksum-m32-$$.c" \
    > /dev/null 2>&1
  m32=$?
  "${TMPDIR-/tmp}/ksum-m32-$$" > /dev/null 2>&1
  m32run=$?
  rm -f "${TMPDIR-/tmp}/ksum-m32-$$" "${TMPDIR-/tmp}/ksum-m32-$$.c"
  test $m32 = 0 || {
    echo "$arch: SKIP: gcc -m32 cannot link (gcc-multilib)"; exit 77; }
else
  cc=$triplet-gcc
  for tool in "$triplet-gcc" "$qemu"; do
    command -v "$tool" > /dev/null 2>&1 || {
      echo "$arch: SKIP: $tool is not installed"; exit 77; }
  done
  test -d "/usr/$triplet/lib" || {
    echo "$arch: SKIP: no cross libc in /usr/$triplet"; exit 77; }
fi

# Register the emulator with binfmt_misc (see above): ELF32 little-endian
# i386 (machine 3), or Debian's line for QEMU.
register_binfmt ()
{
  b=/proc/sys/fs/binfmt_misc
  test -f $b/$1 && return 0
  test "`id -u`" = 0 || {
    echo "$arch: no binfmt_misc entry $1 (register it as root)"; return 1; }
  test -f $b/register || mount -t binfmt_misc binfmt_misc $b || return 1
  if test $1 = qemu-i386; then
    # :NAME:M::MAGIC:MASK:INTERPRETER:FLAGS, P for "keep argv[0]".
    printf '%s' ':qemu-i386:M::' \
      '\x7fELF\x01\x01\x01\x00\x00\x00\x00\x00' \
      '\x00\x00\x00\x00\x02\x00\x03\x00:' \
      '\xff\xff\xff\xff\xff\xfe\xfe\x00\xff\xff' \
      '\xff\xff\xff\xff\xff\xff\xfe\xff\xff\xff:' \
      "`command -v qemu-i386`:P" > $b/register
  else
    test -f /usr/lib/binfmt.d/$1.conf || {
      echo "$arch: no /usr/lib/binfmt.d/$1.conf (qemu-user-binfmt)"
      return 1; }
    cat /usr/lib/binfmt.d/$1.conf > $b/register
  fi
  test -f $b/$1 && echo "$arch: registered $1 with binfmt_misc"
}
if test $all = yes; then
  if test $arch = i686; then
    test $m32run = 0 || ! command -v qemu-i386 > /dev/null 2>&1 \
      || register_binfmt qemu-i386
  else
    register_binfmt $qemu
    QEMU_LD_PREFIX=/usr/$triplet; export QEMU_LD_PREFIX
  fi
fi

srcdir=`cd "\`dirname "$0"\`/../.." && pwd` || exit 2
test -f "$srcdir/configure" \
  || die "$srcdir has no configure script: run ./bootstrap there first"
MAKE=${MAKE-make}
jobs=${KSUM_CROSS_JOBS-2}
name=$arch
top=${KSUM_CROSS_DIR-${TMPDIR-/tmp}/ksum-cross}/$name
log=$top/run.log

# The tests that run under an emulator: every engine test, and the CLI
# tests that reach the programs through PATH only, except that threads
# and many files at once are tested by tests/cross/threads-multi.sh, a
# smaller copy of tests/cli/threads.sh and multi.sh, which would take
# many minutes under qemu.
tests=${KSUM_CROSS_TESTS-"tests/engine/test-kat tests/engine/test-p1600
  tests/engine/test-incremental tests/engine/test-multi
  tests/engine/test-simd tests/engine/test-sumtag
  tests/cli/sha3-basic.sh tests/cli/kat-cli.sh tests/cli/params.sh
  tests/cli/gnu-output.sh tests/cli/gnu-check.sh
  tests/cross/threads-multi.sh tests/cli/help-version.sh
  tests/cli/man-pages.sh"}

rm -rf "$top" && mkdir -p "$top/build" || exit 2
start=`date +%s`
echo "$name: building in $top/build (log: $log)"

# The source of the VPATH build.
src=$srcdir
if test -f "$srcdir/config.status"; then
  src=$top/src
  # Relative: make distdir hands it on to po/ as ../DISTDIR.
  rel=`realpath -m --relative-to="$srcdir" "$src"` || exit 2
  (cd "$srcdir" && $MAKE distdir distdir="$rel" top_distdir="$rel") \
    > "$log" 2>&1 || {
    tail -n 30 "$log"; die "make distdir failed in $srcdir"; }
  rm -f "$src"/man/*.1
fi

unset QEMU_CPU
unset GLIBC_TUNABLES

cd "$top/build" || exit 2
{ "$src/configure" --host="$triplet" CC="$cc" ${KSUM_CROSS_CONFIGURE-} \
  && $MAKE -j"$jobs" ; } >> "$log" 2>&1 || {
  tail -n 40 "$log"; echo "$name: build failed"; exit 1; }
# gcc -m32 may make programs that run here: then there is no emulator.
if src/ksum --version > /dev/null 2>&1; then :; else
  grep '^KSUM_EMULATOR = .' Makefile >/dev/null || {
    echo "$name: configure found no emulator that runs $triplet programs"
    exit 1; }
fi
built=`date +%s`

passed=0 failed=0 skipped=0
count ()
{
  case $1 in
    PASS) passed=`expr $passed + 1` ;;
    SKIP) skipped=`expr $skipped + 1` ;;
    *) failed=`expr $failed + 1` ;;
  esac
  echo "$1: $2${cpu:+ (-cpu $cpu)}"
}

emu=`sed -n 's/^KSUM_EMULATOR = //p' Makefile`

# The qemu VSIB bug (see above): the probe gathers 0, 1, 2, 3 through
# index register ymm4; it exits 1 if it got anything else, 77 without
# AVX2.
case $arch in i686|i386)
  cat > vsib-probe.c <<'EOF'
int
main (void)
{
  static const long long v[4] = { 0, 1, 2, 3 }, ix[4] = { 0, 8, 16, 24 };
  long long r[4];
  __builtin_cpu_init ();
  if (!__builtin_cpu_supports ("avx2"))
    return 77;
  __asm__ volatile ("vmovdqu %2, %%ymm4\n\t"
                    "vpcmpeqd %%ymm7, %%ymm7, %%ymm7\n\t"
                    "vpxor %%ymm0, %%ymm0, %%ymm0\n\t"
                    "vpgatherqq %%ymm7, (%1,%%ymm4,1), %%ymm0\n\t"
                    "vmovdqu %%ymm0, %0"
                    : "=m" (r) : "r" (v), "m" (ix)
                    : "xmm0", "xmm4", "xmm7");
  return r[0] != 0 || r[1] != 1 || r[2] != 2 || r[3] != 3;
}
EOF
  $cc -mavx2 -o vsib-probe vsib-probe.c >> "$log" 2>&1 \
    && $emu ./vsib-probe
  if test $? = 1; then
    echo "$arch: the emulator's AVX2 gathers ignore index register ymm4:" \
      "AVX2 is turned off (-cpu max,-avx2)"
    test -n "$cpus" || cpus=max,-avx2
  fi ;;
esac
for cpu in ${cpus:--}; do
  test "x$cpu" = x- && cpu=
  # QEMU_CPU reaches every qemu that make check starts.
  if test -n "$cpu"; then
    QEMU_CPU=$cpu; export QEMU_CPU
  else
    unset QEMU_CPU
  fi

  # make check, under the emulator (anew for each CPU).
  if test $all = yes; then
    find tests -name '*.trs' -exec rm -f {} +
    $MAKE -j"$jobs" check VERBOSE=yes >> "$log" 2>&1
    status=$?
    tests=`find tests -name '*.trs' | sed 's/\.trs$//' | LC_ALL=C sort`
  else
    for t in $tests; do rm -f "${t%.sh}.log" "${t%.sh}.trs"; done
    $MAKE -j"$jobs" check TESTS="`echo $tests`" VERBOSE=yes >> "$log" 2>&1
    status=$?
  fi
  failed0=$failed
  for t in $tests; do
    t=${t%.sh}
    r=`sed -n "s/^:test-result: //p" "$t.trs" 2>/dev/null`
    test -n "$r" || r=ERROR
    for x in $r; do
      count "$x" "$t"
      # A failure's log, shown where it happened (CI keeps no files).
      case $x in
        FAIL|ERROR) sed 's/^/  | /' "$t.log" 2>/dev/null | tail -n 40 ;;
      esac
      test $x != SKIP \
        || sed -n -e 's/^.*: skipped test: /  because: /p' \
             -e 's/^SKIP: /  because: /p' "$t.log" | head -n 1
    done
  done
  test $status = 0 || test $failed != $failed0 \
    || count FAIL "make check (status $status: see $log)"

  # The backend the emulated CPU should get, and ksum --selftest on it
  # and on every fallback.
  expect=portable-64
  case $arch:$cpu in
    aarch64:|aarch64:max|arm64:|arm64:max) expect=arm-sha3 ;;
  esac
  backend=`echo | $emu src/ksum --debug -a sha3 -l 256 2>&1 >/dev/null \
           | sed -n 's/.*using the \(.*\) backend$/\1/p'`
  if test "$backend" = $expect; then
    count PASS "--debug names $expect"
  else
    count FAIL "--debug names '$backend', expected $expect"
  fi
  for t in '' glibc.cpu.hwcaps=-SHA3 glibc.cpu.hwcaps=-AVX2; do
    if GLIBC_TUNABLES=$t $emu src/ksum --selftest > selftest.out 2>&1 \
       && tail -n 1 selftest.out | grep '^[1-9][0-9]* passed, 0 failed$' \
          > /dev/null; then
      count PASS "ksum --selftest${t:+ with GLIBC_TUNABLES=$t}"
    else
      cat selftest.out
      count FAIL "ksum --selftest${t:+ with GLIBC_TUNABLES=$t}"
    fi
  done
  if test $expect = arm-sha3; then
    backend=`echo | GLIBC_TUNABLES=glibc.cpu.hwcaps=-SHA3 \
             $emu src/ksum --debug -a sha3 -l 256 2>&1 >/dev/null \
             | sed -n 's/.*using the \(.*\) backend$/\1/p'`
    if test "$backend" = portable-64; then
      count PASS "-SHA3 forces portable-64"
    else
      count FAIL "-SHA3 gives '$backend', expected portable-64"
    fi
  fi
done
cpu=

end=`date +%s`
echo "$name: built in `expr $built - $start` s," \
  "tested in `expr $end - $built` s"
echo "$name: $passed passed, $failed failed, $skipped skipped"
if test $failed != 0; then
  echo "$name: the logs are in $top/build/tests"
  exit 1
fi
exit 0
