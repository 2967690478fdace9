#!/bin/sh
# bench.sh -- ksum against the Keccak tools installed on this machine.
#
# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).
#
# Usage: make bench  (or: KSUM=src/ksum sh tests/bench/bench.sh)
#
# Environment:
#   KSUM         the ksum binary (default: src/ksum)
#   BENCHTIME    the timing helper built from tests/bench/benchtime.c
#                (default: tests/bench/benchtime)
#   BENCH_SIZE   size of the random test file in MiB (default 1024)
#   BENCH_RUNS   timed runs per command (default 5; one more, untimed,
#                warms up each command first)
#   BENCH_ALGS   algorithms to run, space-separated ksum names (default:
#                all of the list below)
#   TMPDIR       where the test file goes (it must fit: BENCH_SIZE MiB)
#   BENCH_XKCP   optional: a directory of KeccakSum programs built from the
#                Keccak team's XKCP and XKCP/K12 sources (HACKING says how),
#                each named XKCP-TARGET or K12-TARGET (XKCP-AVX512,
#                K12-generic64, ...); they add their rows, and the /XKCP
#                column gives ksum's ratio to the best of them
#
# Each run is timed by benchtime (user, system and wall time to the
# microsecond, and the peak resident set); the script needs awk, sort
# and head.  The peers are optional and skipped with a note when missing:
# openssl (`openssl dgst', `openssl mac'), rhash, sha3sum (Perl's, from
# libdigest-sha3-perl), sha256sum and b2sum (coreutils, for context).
#
# Method: a random file, read once into
# the page cache; every command is run once untimed, then BENCH_RUNS
# times, the commands alternating so that a change in machine load hits
# all of them alike.  The headline figure is size / median (user + sys),
# the throughput per CPU-second (on a loaded machine it stays within
# about 5% of in-process rdtsc figures, where wall time is inflated up
# to 3x); MB/s is 10^6 bytes per second.  ksum's
# sequential runs use -j1 when ksum has --threads, so that its CPU time
# is that of one thread; the tree modes are run again with -j2 and their
# wall-clock rate is shown next to the -j1 one, and next to that of two
# ksum -j1 processes hashing the file at the same time ("2 x ksum -j1",
# whose rate counts both files): what the machine's two cores give two
# independent jobs, the most -j2 can hope for.  Ratios are against
# OpenSSL's same function, and (tree modes, TurboSHAKE) against OpenSSL
# SHA3-256.

LC_ALL=C
export LC_ALL

KSUM=${KSUM-src/ksum}
BENCH_SIZE=${BENCH_SIZE-1024}
BENCH_RUNS=${BENCH_RUNS-5}
BENCHTIME=${BENCHTIME-tests/bench/benchtime}
KEY=3031323334353637383961626364656630313233343536373839616263646566

fail () { echo "bench.sh: $*" >&2; exit 1; }

test -x "$KSUM" || fail "no ksum binary at '$KSUM' (set KSUM)"
case $KSUM in
  /*) ;;
  */*) KSUM=$(pwd)/$KSUM ;;   # the many-files commands change directory
esac
case $BENCHTIME in
  /*) ;;
  */*) BENCHTIME=$(pwd)/$BENCHTIME ;;
esac
test -x "$BENCHTIME" && "$BENCHTIME" /dev/null true \
  || fail "no timing helper at '$BENCHTIME' (make tests/bench/benchtime)"
case $BENCH_SIZE$BENCH_RUNS in
  *[!0-9]*) fail "BENCH_SIZE and BENCH_RUNS must be numbers" ;;
esac
test "$BENCH_RUNS" -ge 1 || fail "BENCH_RUNS must be at least 1"

tmp=$(mktemp -d "${TMPDIR-/tmp}/ksum-bench.XXXXXX") \
  || fail "no temporary directory"
trap 'rm -rf "$tmp"' 0
trap 'exit 2' 1 2 13 15
data=$tmp/data

have () { command -v "$1" >/dev/null 2>&1; }

threads=no
"$KSUM" --help 2>/dev/null | grep -e '--threads' >/dev/null && threads=yes
j1=
test $threads = yes && j1=-j1

# ---- The commands: algorithm, tool, command line ($F is the file) ------
# One per line, fields separated by '|'.
cmds=$tmp/cmds
: > "$cmds"
add () { echo "$1|$2|$3" >> "$cmds"; }

algs=${BENCH_ALGS-"sha3-256 sha3-512 shake128 shake256 kmac128 kmac256
  turboshake128 turboshake256 kt128 kt256 m14 parallelhash128
  parallelhash256 context"}

notes=
note () { notes="$notes
  $*"; }

have openssl || note "openssl not found: no OpenSSL rows and no ratios"
have rhash || note "rhash not found (Debian package rhash)"
have sha3sum || note "sha3sum not found (Debian package libdigest-sha3-perl)"

# The KeccakSum programs of BENCH_XKCP, and their option for each
# algorithm they have (none for M14 and KMAC).
xkcp=
if test -n "${BENCH_XKCP-}"; then
  case $BENCH_XKCP in
    *[!A-Za-z0-9_./+-]*) fail "BENCH_XKCP must be a plain path" ;;
  esac
  for x in "$BENCH_XKCP"/XKCP-* "$BENCH_XKCP"/K12-*; do
    test -f "$x" && test -x "$x" && xkcp="$xkcp $x"
  done
  test -n "$xkcp" || note "no XKCP-* or K12-* program in '$BENCH_XKCP'"
fi
xkcp_opt () {
  case $1 in
    sha3-256|sha3-512|shake128|shake256) echo "--$1" ;;
    turboshake128) echo --turboshake128 ;;
    turboshake256) echo --turboshake256 ;;
    kt128) echo --kt128 ;;
    kt256) echo --kt256 ;;
    parallelhash128) echo "--ph128 -B 8192" ;;
    parallelhash256) echo "--ph256 -B 8192" ;;
  esac
}

for alg in $algs; do
  case $alg in
    context) ;;
    kmac128) add $alg ksum "\"\$KSUM\" $j1 -a kmac128 --key=$KEY \"\$F\"" ;;
    kmac256) add $alg ksum "\"\$KSUM\" $j1 -a kmac256 --key=$KEY \"\$F\"" ;;
    parallelhash*)
      add $alg ksum "\"\$KSUM\" $j1 -a $alg -B 8192 \"\$F\"" ;;
    *) add $alg ksum "\"\$KSUM\" $j1 -a $alg \"\$F\"" ;;
  esac
  # What --progress costs: the same run drawing its status line.
  test $alg = kt128 \
    && "$KSUM" --help 2>/dev/null | grep -e '--progress' >/dev/null \
    && add $alg "ksum --progress" \
         "\"\$KSUM\" $j1 -a $alg --progress=always \"\$F\""
  case $alg in
    kt128|kt256|m14|parallelhash*)
      if test $threads = yes; then
        opt=; case $alg in parallelhash*) opt="-B 8192" ;; esac
        add $alg "ksum -j2" "\"\$KSUM\" -j2 -a $alg $opt \"\$F\""
        add $alg "2 x ksum -j1" "\"\$KSUM\" -j1 -a $alg $opt \"\$F\""
      fi ;;
  esac
  case $alg in
    sha3-256|sha3-512)
      n=${alg#sha3-}
      have openssl && add $alg openssl "openssl dgst -sha3-$n \"\$F\""
      have rhash && add $alg rhash "rhash --sha3-$n \"\$F\""
      have sha3sum && add $alg "sha3sum (Perl)" "sha3sum -a $n \"\$F\"" ;;
    shake128)
      have openssl \
        && add $alg openssl "openssl dgst -shake128 -xoflen 32 \"\$F\""
      have sha3sum && add $alg "sha3sum (Perl)" "sha3sum -a 128000 \"\$F\"" ;;
    shake256)
      have openssl \
        && add $alg openssl "openssl dgst -shake256 -xoflen 64 \"\$F\""
      have sha3sum && add $alg "sha3sum (Perl)" "sha3sum -a 256000 \"\$F\"" ;;
    kmac128|kmac256)
      n=${alg#kmac}; size=32; test $n = 256 && size=64
      have openssl && add $alg openssl \
        "openssl mac -macopt hexkey:$KEY -macopt size:$size -in \"\$F\" KMAC$n"
      ;;
    context)
      have openssl && add sha256 openssl "openssl dgst -sha256 \"\$F\""
      have sha256sum && add sha256 sha256sum "sha256sum \"\$F\""
      have b2sum && add blake2b b2sum "b2sum \"\$F\"" ;;
  esac
  opt=$(xkcp_opt $alg)
  if test -n "$opt"; then
    for x in $xkcp; do
      # K12's KeccakSum has only KT128 and KT256.
      case ${x##*/}:$alg in
        K12-*:kt128|K12-*:kt256|XKCP-*) ;;
        *) continue ;;
      esac
      add $alg "${x##*/}" "\"$x\" --hex $opt \"\$F\""
    done
  fi
done

# ---- The file -----------------------------------------------------------
echo "bench.sh: $BENCH_SIZE MiB of random data in $tmp ..." >&2
head -c "${BENCH_SIZE}M" /dev/urandom > "$data" || fail "cannot write $data"
cat "$data" > /dev/null
bytes=$(wc -c < "$data")

# ---- Runs ---------------------------------------------------------------
# Run I of command N writes "N user sys wall maxrss_kib" to $tmp/times.
F=$data
: > "$tmp/times"
: > "$tmp/failed"
run=0
while test $run -le "$BENCH_RUNS"; do
  n=0
  while IFS='|' read -r alg tool cmd; do
    n=$((n + 1))
    grep -x "$n" "$tmp/failed" >/dev/null && continue
    # benchtime -2 runs two copies at once.
    case $tool in "2 x "*) two=-2 ;; *) two= ;; esac
    if eval "\"\$BENCHTIME\" $two \"\$tmp/t\" $cmd" \
         < /dev/null > "$tmp/out" 2> "$tmp/err"; then
      test $run -gt 0 && echo "$n $(cat "$tmp/t")" >> "$tmp/times"
    else
      echo "$n" >> "$tmp/failed"
      note "$tool $alg failed: $(head -c 200 "$tmp/err" | tr '\n' ' ')"
    fi
  done < "$cmds"
  test $run -eq 0 && echo "bench.sh: warmed up; $BENCH_RUNS timed runs" >&2
  run=$((run + 1))
done

# The median of a list of numbers, for the awk programs below.
awk_median='
function median(list,    n, a, i, j, t) {
  n = split(list, a, " ")
  for (i = 2; i <= n; i++)          # insertion sort, n is small
    for (j = i; j > 1 && a[j - 1] + 0 > a[j] + 0; j--)
      { t = a[j]; a[j] = a[j - 1]; a[j - 1] = t }
  if (n % 2) return a[(n + 1) / 2]
  return (a[n / 2] + a[n / 2 + 1]) / 2
}
'

# ---- Table --------------------------------------------------------------
# For each command: median CPU time and wall time, max of maxrss.
awk -v bytes="$bytes" -v runs="$BENCH_RUNS" -v cmds="$cmds" "$awk_median"'
BEGIN {
  FS = "|"
  while ((getline line < cmds) > 0) {
    nc++; split(line, f, "|"); alg[nc] = f[1]; tool[nc] = f[2]
  }
  FS = " "
}
{
  cpu[$1] = cpu[$1] " " ($2 + $3); wall[$1] = wall[$1] " " $4
  usr[$1] = usr[$1] " " $2; sys[$1] = sys[$1] " " $3
  if ($5 + 0 > rss[$1] + 0) rss[$1] = $5
}
END {
  for (i = 1; i <= nc; i++) {
    if (cpu[i] == "") continue
    c = median(cpu[i]); w = median(wall[i])
    b = tool[i] ~ /^2 x / ? 2 * bytes : bytes     # the bytes of both copies
    # User and system seconds per GiB, apart: system time is where the
    # page-cache copies and the page faults show.
    ug[i] = median(usr[i]) * 1073741824 / b
    sg[i] = median(sys[i]) * 1073741824 / b
    mbs[i] = c > 0 ? b / 1e6 / c : 0
    wmbs[i] = w > 0 ? b / 1e6 / w : 0
    if (tool[i] == "openssl") ossl[alg[i]] = mbs[i]
    if (tool[i] == "ksum") { wj1[alg[i]] = wmbs[i]; kc[alg[i]] = c }
    if (tool[i] == "ksum --progress") pc[alg[i]] = c
    if (tool[i] ~ /^(XKCP|K12)-/ && mbs[i] > xkcp[alg[i]] + 0)
      xkcp[alg[i]] = mbs[i]
  }
  # M14 is KT256 with 14 rounds instead of 12: its XKCP figure is the
  # best KT256 one scaled by 12/14.
  if (xkcp["kt256"] > 0) xkcp["m14"] = xkcp["kt256"] * 12 / 14
  printf "%-16s %-15s %9s %8s %9s %6s %9s %8s %6s %6s %7s\n", "algorithm",
    "tool", "MB/s CPU", "/OpenSSL", "/SHA3-256", "/XKCP", "MB/s wall",
    "wall/j1", "usr/G", "sys/G", "RSS MiB"
  for (i = 1; i <= nc; i++) {
    if (cpu[i] == "") continue
    r1 = (alg[i] in ossl && ossl[alg[i]] > 0) \
      ? sprintf ("%.2f", mbs[i] / ossl[alg[i]]) : "-"
    r2 = (tool[i] ~ /^ksum/ && ossl["sha3-256"] > 0) \
      ? sprintf ("%.2f", mbs[i] / ossl["sha3-256"]) : "-"
    r3 = (tool[i] ~ /-j2|^2 x / && wj1[alg[i]] > 0) \
      ? sprintf ("%.2f", wmbs[i] / wj1[alg[i]]) : "-"
    r4 = (tool[i] == "ksum" && xkcp[alg[i]] > 0) \
      ? sprintf ("%.2f", mbs[i] / xkcp[alg[i]]) : "-"
    printf "%-16s %-15s %9.0f %8s %9s %6s %9.0f %8s %6.3f %6.3f %7.1f\n",
      alg[i], tool[i], mbs[i], r1, r2, r4, wmbs[i], r3, ug[i], sg[i],
      rss[i] / 1024
  }
  for (a in pc)
    if (kc[a] > 0)
      printf "--progress costs %.1f%% CPU on %s (target <= 1%%)\n",
        (pc[a] / kc[a] - 1) * 100, a
}' "$tmp/times"

echo
echo "$BENCH_SIZE MiB random file in page cache; medians of $BENCH_RUNS runs;"
echo "MB/s CPU = 10^6 bytes per CPU-second (user+sys); /OpenSSL = ratio to"
echo "openssl's same function, /SHA3-256 = ratio to openssl SHA3-256;"
echo "wall/j1 = wall-clock rate of -j2, or of two -j1 processes at once,"
echo "over ksum's -j1; usr/G, sys/G = user and system CPU seconds per GiB"
echo "(medians).  ksum: $KSUM"
test -n "$xkcp" && {
  echo "/XKCP = ksum -j1 over the best XKCP-*/K12-* row of the function"
  echo "(m14: over the best KT256 one x 12/14).  XKCP: $BENCH_XKCP"
}
"$KSUM" --version 2>/dev/null | head -1
"$KSUM" --debug -a sha3-256 /dev/null 2>&1 >/dev/null | head -3
test $threads = yes || echo "(this ksum has no --threads: no -j2 rows)"
test -n "$notes" && echo "Notes:$notes"
# ---- Many files ------------------------------------------------------------
# The sections below share this: named_runs CMDS TIMES runs each
# "NAME|COMMAND" line of CMDS (through sh -c) once untimed, then
# BENCH_RUNS times, alternating, and writes "N user sys wall maxrss_kib"
# lines to TIMES; named_awk is the awk program text that reads CMDS
# (name[1..nc]) and defines median().
named_runs ()
{
  : > "$2"
  run=0
  while test $run -le "$BENCH_RUNS"; do
    n=0
    while IFS='|' read -r name cmd; do
      n=$((n + 1))
      if "$BENCHTIME" "$tmp/t" sh -c "$cmd" \
           < /dev/null > /dev/null 2> "$tmp/err"; then
        test $run -gt 0 && echo "$n $(cat "$tmp/t")" >> "$2"
      else
        echo "bench.sh: $name failed: $(head -c 200 "$tmp/err")" >&2
      fi
    done < "$1"
    run=$((run + 1))
  done
}
named_awk=$awk_median'
BEGIN {
  FS = "|"
  while ((getline line < cmds) > 0)
    { nc++; split(line, f, "|"); name[nc] = f[1] }
  FS = " "
}'

# ---- Records, messages, XOF output -----------------------------------------
# --lines on 1,000,000 records of 32 bytes and 100,000 of 4096 bytes
# (lines of base64 text), SHA3-256 end to end (read, hash, write hex to
# /dev/null), at -j1 and the default -j, KMAC256 with a key beside it;
# the peers: datamash -W sha256 1 (no SHA-3 there), a Python
# hashlib.sha3_256 loop, and the Rust crates sha3 and tiny-keccak in
# process (one fresh hasher per message, no I/O), built offline with
# cargo from Debian's packaged sources (librust-sha3-dev,
# librust-tiny-keccak-dev) in a scratch folder; -s once; and the XOF
# squeeze of BENCH_SIZE MiB (--raw -n) against the absorb of the same
# amount.  BENCH_RECORDS=no skips it (340 MB in TMPDIR).
if test "${BENCH_RECORDS-yes}" != no && "$KSUM" --help 2>/dev/null \
     | grep -e '--lines' >/dev/null; then
  echo "bench.sh: records: writing 1000000 x 32 and 100000 x 4096 ..." >&2
  rec32=$tmp/rec32
  rec4k=$tmp/rec4k
  head -c 24000000 /dev/urandom | base64 -w 32 > "$rec32" \
    || fail "cannot write $rec32"
  head -c 307200000 /dev/urandom | base64 -w 4096 > "$rec4k" \
    || fail "cannot write $rec4k"
  cat "$rec32" "$rec4k" > /dev/null
  printf 'a secret key' > "$tmp/key"
  rnotes=
  rnote () { rnotes="$rnotes
  $*"; }
  rcmds=$tmp/rcmds
  : > "$rcmds"
  radd () { echo "$1|$2" >> "$rcmds"; }
  cat > "$tmp/loop.py" <<'PY'
import hashlib, sys
w = sys.stdout.write
for l in sys.stdin.buffer:
    w(hashlib.sha3_256(l.rstrip(b"\n")).hexdigest() + "\n")
PY
  for r in 32 4k; do
    f="\"\$tmp/rec$r\""
    radd "$r ksum -j1" "\"\$KSUM\" -j1 -a sha3-256 --lines $f"
    radd "$r ksum" "\"\$KSUM\" -a sha3-256 --lines $f"
    radd "$r ksum kmac256 -j1" \
      "\"\$KSUM\" -j1 -a kmac256 --key-file=\"\$tmp/key\" --lines $f"
    have datamash && radd "$r datamash sha256" "datamash -W sha256 1 < $f"
    have python3 && radd "$r python3 sha3_256" \
      "python3 \"\$tmp/loop.py\" < $f"
  done
  radd "string keccak256 -s" \
    "\"\$KSUM\" -a keccak-256 -s \"transfer(address,uint256)\""
  radd "squeeze shake128" "\"\$KSUM\" -a shake128 --raw -n $bytes /dev/null"
  radd "absorb shake128" "\"\$KSUM\" -j1 -a shake128 \"\$data\""
  radd "squeeze kt128" "\"\$KSUM\" -a kt128 --raw -n $bytes /dev/null"
  radd "absorb turboshake128" "\"\$KSUM\" -j1 -a turboshake128 \"\$data\""
  have datamash || rnote "datamash not found (Debian package datamash)"

  # The crates: their own median of BENCH_RUNS timed runs, in process.
  crates=
  if have cargo && test -d /usr/share/cargo/registry/sha3-0.10.2 \
     && test -d /usr/share/cargo/registry/tiny-keccak-2.0.2; then
    rust=$tmp/rust
    mkdir -p "$rust/src" "$rust/.cargo"
    cat > "$rust/.cargo/config.toml" <<'TOML'
[source.crates-io]
replace-with = "debian"
[source.debian]
directory = "/usr/share/cargo/registry"
TOML
    cat > "$rust/Cargo.toml" <<'TOML'
[package]
name = "recbench"
version = "0.1.0"
edition = "2021"
[dependencies]
sha3 = "0.10"
tiny-keccak = { version = "2", features = ["sha3"] }
[profile.release]
opt-level = 3
TOML
    cat > "$rust/src/main.rs" <<'RUST'
// SHA3-256 of N messages of LEN bytes, a fresh hasher for each, in
// process; prints "CRATE N LEN MB/s" with the median of RUNS runs.
use sha3::Digest;
use std::hint::black_box;
use std::time::Instant;
use tiny_keccak::Hasher;

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let n = v.len();
    if n % 2 == 1 { v[n / 2] } else { (v[n / 2 - 1] + v[n / 2]) / 2.0 }
}

fn main() {
    let a: Vec<usize> = std::env::args().skip(1)
        .map(|s| s.parse().unwrap()).collect();
    let (n, len, runs) = (a[0], a[1], a[2]);
    let mut data = vec![0u8; n * len];
    let mut x: u64 = 0x9e3779b97f4a7c15;
    for b in data.iter_mut() {
        x ^= x << 13; x ^= x >> 7; x ^= x << 17; *b = x as u8;
    }
    for which in 0..2 {
        let mut t = Vec::new();
        for r in 0..=runs {
            let start = Instant::now();
            let mut acc = 0u8;
            for m in data.chunks(len) {
                if which == 0 {
                    acc ^= sha3::Sha3_256::digest(m)[0];
                } else {
                    let mut h = tiny_keccak::Sha3::v256();
                    let mut out = [0u8; 32];
                    h.update(m);
                    h.finalize(&mut out);
                    acc ^= out[0];
                }
            }
            black_box(acc);
            if r > 0 { t.push(start.elapsed().as_secs_f64()); }
        }
        let name = if which == 0 { "sha3" } else { "tiny-keccak" };
        println!("{} {} {} {:.1}", name, n, len,
                 (n * len) as f64 / 1e6 / median(t));
    }
}
RUST
    echo "bench.sh: building the Rust bench offline ..." >&2
    if (cd "$rust" && cargo build --release --offline -q) \
         > "$tmp/cargo.log" 2>&1; then
      crates=$tmp/crates
      { "$rust/target/release/recbench" 1000000 32 "$BENCH_RUNS"
        "$rust/target/release/recbench" 100000 4096 "$BENCH_RUNS"
      } > "$crates" || crates=
    else
      rnote "the Rust bench did not build: $(tail -c 200 "$tmp/cargo.log")"
    fi
  else
    rnote "cargo or Debian's librust-sha3-dev/librust-tiny-keccak-dev missing"
  fi

  export KSUM tmp data
  named_runs "$rcmds" "$tmp/rtimes"
  echo
  awk -v cmds="$rcmds" -v crates="${crates:-/dev/null}" \
      -v b32=32000000 -v b4k=409600000 -v bytes="$bytes" "$named_awk"'
{
  cpu[$1] = cpu[$1] " " ($2 + $3); wall[$1] = wall[$1] " " $4
  if ($5 + 0 > rss[$1] + 0) rss[$1] = $5
}
END {
  while ((getline line < crates) > 0) {
    split(line, f, " ")
    crate[f[1] " " (f[3] == 32 ? "32" : "4k")] = f[4]
  }
  printf "%-26s %9s %9s %10s %8s\n", "records, SHA3-256", "CPU s",
    "wall s", "MB/s wall", "RSS MiB"
  for (i = 1; i <= nc; i++) {
    if (cpu[i] == "") continue
    c[name[i]] = median(cpu[i]); w[name[i]] = median(wall[i])
    split(name[i], f, " ")
    b = f[1] == "32" ? b32 : f[1] == "4k" ? b4k : bytes
    printf "%-26s %9.3f %9.3f %10.0f %8.1f\n", name[i], c[name[i]],
      w[name[i]], (w[name[i]] > 0 ? b / 1e6 / w[name[i]] : 0), rss[i] / 1024
    if (rss[i] / 1024 > maxrss && name[i] ~ /ksum/) maxrss = rss[i] / 1024
  }
  for (k in crate)
    printf "%-26s %30.0f  (in process, no I/O)\n", "crate " k, crate[k]
  if (w["32 ksum -j1"] > 0 && crate["sha3 32"] > 0)
    printf "32: ksum -j1 / sha3 crate:        %.2f (target >= 5)\n",
      b32 / 1e6 / w["32 ksum -j1"] / crate["sha3 32"]
  if (w["32 ksum"] > 0 && w["32 datamash sha256"] > 0)
    printf "32: datamash wall / ksum wall:    %.2f (target >= 8)\n",
      w["32 datamash sha256"] / w["32 ksum"]
  if (w["4k ksum -j1"] > 0 && crate["sha3 4k"] > 0)
    printf "4k: ksum -j1 / sha3 crate:        %.2f (target >= 4)\n",
      b4k / 1e6 / w["4k ksum -j1"] / crate["sha3 4k"]
  if (w["32 ksum kmac256 -j1"] > 0)
    printf "32: kmac256 / sha3-256 (-j1):     %.2f (target >= 0.8)\n",
      w["32 ksum -j1"] / w["32 ksum kmac256 -j1"]
  if (w["4k ksum kmac256 -j1"] > 0)
    printf "4k: kmac256 / sha3-256 (-j1):     %.2f (target >= 0.8)\n",
      w["4k ksum -j1"] / w["4k ksum kmac256 -j1"]
  if (c["squeeze shake128"] > 0)
    printf "shake128 squeeze / absorb:        %.2f (target >= 0.9)\n",
      c["absorb shake128"] / c["squeeze shake128"]
  if (c["squeeze kt128"] > 0)
    printf "kt128 squeeze / turboshake128 absorb: %.2f (target >= 0.9)\n",
      c["absorb turboshake128"] / c["squeeze kt128"]
  printf "ksum peak RSS: %.1f MiB (target <= 16)\n", maxrss
}' "$tmp/rtimes"
  echo "1000000 lines of 32 and 100000 of 4096 base64 characters in page"
  echo "cache; medians of $BENCH_RUNS runs; MB/s = message bytes (without"
  echo "the newlines) per wall second, end to end for the programs; the"
  echo "squeeze rows write $bytes bytes to /dev/null (ratios of CPU time)."
  test -n "$rnotes" && echo "Notes:$rnotes"
  rm -f "$rec32" "$rec4k"
fi

# 8 files of 64 MiB with SHA3-256: ksum -j1 and -j2 against openssl dgst
# run on the files one after another; 10,000 files of 1 KiB against GNU
# sha256sum.  Same method: one untimed run, then BENCH_RUNS alternating
# runs, medians.  BENCH_MANY=no skips this section (it needs 522 MiB in
# TMPDIR).
if test "${BENCH_MANY-yes}" != no; then
  echo "bench.sh: many files: writing 8 x 64 MiB and 10000 x 1 KiB ..." >&2
  big=$tmp/big
  small=$tmp/small
  mkdir "$big" "$small" || fail "cannot make $big and $small"
  rm -f "$data"
  for i in 1 2 3 4 5 6 7 8; do
    head -c 64M /dev/urandom > "$big/f$i" || fail "cannot write $big/f$i"
  done
  head -c 10240000 /dev/urandom | (cd "$small" && split -b 1024 -a 5 -d - f) \
    || fail "cannot write $small"
  cat "$big"/* "$small"/* > /dev/null
  (cd "$big" && "$KSUM" -a sha3-256 f* > "$tmp/big.sums") \
    || fail "cannot make $tmp/big.sums"
  (cd "$small" && "$KSUM" -a sha3-256 f* > "$tmp/small.sums") \
    || fail "cannot make $tmp/small.sums"
  if have sha256sum; then
    (cd "$small" && sha256sum f* > "$tmp/small.sha256") \
      || fail "cannot make $tmp/small.sha256"
  fi
  mcmds=$tmp/mcmds
  : > "$mcmds"
  madd () { echo "$1|$2" >> "$mcmds"; }
  madd "8x64M ksum -j1" "cd \"\$big\" && \"\$KSUM\" $j1 -a sha3-256 f*"
  test $threads = yes \
    && madd "8x64M ksum -j2" "cd \"\$big\" && \"\$KSUM\" -j2 -a sha3-256 f*"
  have openssl && madd "8x64M openssl" \
    "cd \"\$big\" && for f in f*; do openssl dgst -sha3-256 \$f; done"
  madd "8x64M ksum -c -j1" \
    "cd \"\$big\" && \"\$KSUM\" $j1 -a sha3-256 -c \"\$tmp/big.sums\""
  test $threads = yes && madd "8x64M ksum -c -j2" \
    "cd \"\$big\" && \"\$KSUM\" -j2 -a sha3-256 -c \"\$tmp/big.sums\""
  madd "10000x1K ksum" "cd \"\$small\" && \"\$KSUM\" -a sha3-256 f*"
  have sha256sum && madd "10000x1K sha256sum" "cd \"\$small\" && sha256sum f*"
  madd "10000x1K ksum -c" \
    "cd \"\$small\" && \"\$KSUM\" -a sha3-256 -c \"\$tmp/small.sums\""
  have sha256sum && madd "10000x1K sha256sum -c" \
    "cd \"\$small\" && sha256sum -c \"\$tmp/small.sha256\""
  export KSUM big small tmp
  named_runs "$mcmds" "$tmp/mtimes"
  echo
  awk -v cmds="$mcmds" "$named_awk"'
{ cpu[$1] = cpu[$1] " " ($2 + $3); wall[$1] = wall[$1] " " $4 }
END {
  for (i = 1; i <= nc; i++) {
    c[name[i]] = median(cpu[i]); w[name[i]] = median(wall[i])
  }
  printf "%-22s %9s %9s\n", "many files, SHA3-256", "CPU s", "wall s"
  for (i = 1; i <= nc; i++)
    if (cpu[i] != "")
      printf "%-22s %9.3f %9.3f\n", name[i], c[name[i]], w[name[i]]
  o = "8x64M openssl"
  if (c[o] > 0 && ("8x64M ksum -j1" in c))
    printf "ksum -j1 CPU / openssl CPU:   %.3f (target <= 0.333)\n",
      c["8x64M ksum -j1"] / c[o]
  if (("8x64M ksum -j2" in w) && w["8x64M ksum -j2"] > 0 && w[o] > 0)
    printf "openssl wall / ksum -j2 wall: %.2f (target >= 5)\n",
      w[o] / w["8x64M ksum -j2"]
  if (("8x64M ksum -j2" in w) && w["8x64M ksum -j2"] > 0 \
      && w["8x64M ksum -j1"] > 0)
    printf "ksum -j1 wall / ksum -j2 wall: %.2f (target >= 1.9)\n",
      w["8x64M ksum -j1"] / w["8x64M ksum -j2"]
  if (c[o] > 0 && ("8x64M ksum -c -j1" in c))
    printf "ksum -c -j1 CPU / openssl CPU: %.3f\n", c["8x64M ksum -c -j1"] / c[o]
  if (("8x64M ksum -c -j2" in w) && w["8x64M ksum -c -j2"] > 0 && w[o] > 0)
    printf "openssl wall / ksum -c -j2 wall: %.2f\n",
      w[o] / w["8x64M ksum -c -j2"]
  s = "10000x1K sha256sum"
  if (w[s] > 0 && ("10000x1K ksum" in w))
    printf "ksum wall / sha256sum wall:   %.3f (target <= 1)\n",
      w["10000x1K ksum"] / w[s]
  s = "10000x1K sha256sum -c"
  if (w[s] > 0 && ("10000x1K ksum -c" in w))
    printf "ksum -c wall / sha256sum -c wall: %.3f\n",
      w["10000x1K ksum -c"] / w[s]
}' "$tmp/mtimes"
  echo "8 x 64 MiB and 10000 x 1 KiB random files in page cache; medians of"
  echo "$BENCH_RUNS runs; CPU = user + sys; openssl runs once per file;"
  echo "-c verifies the sums of the same files (made by ksum, sha256sum)."
fi

# ---- A tree ------------------------------------------------------------------
# 20,000 files of 4 KiB in 200 directories, SHA3-256: sha3-256sum -r (its
# default threads, and -j1) against GNU sha256sum fed by find and xargs,
# one process and two at once (-P2).  Medians of BENCH_RUNS wall times
# after an untimed run, and the peak RSS.  BENCH_TREE=no skips it (80 MB
# in TMPDIR).
if test "${BENCH_TREE-yes}" != no && "$KSUM" --help 2>/dev/null \
     | grep -e '--recursive' >/dev/null; then
  echo "bench.sh: a tree: writing 200 x 100 x 4 KiB ..." >&2
  tree=$tmp/tree
  rm -rf "$tmp/big" "$tmp/small"
  mkdir "$tree" || fail "cannot make $tree"
  d=0
  while test $d -lt 200; do
    mkdir "$tree/d$d" || fail "cannot make $tree/d$d"
    head -c 409600 /dev/urandom | (cd "$tree/d$d" && split -b 4096 -a 2 -d - f) \
      || fail "cannot write $tree/d$d"
    d=$((d + 1))
  done
  cat "$tree"/*/* > /dev/null
  tcmds=$tmp/tcmds
  : > "$tcmds"
  tadd () { echo "$1|$2" >> "$tcmds"; }
  tadd "ksum -r" "\"\$KSUM\" -a sha3-256 -r \"\$tree\""
  test $threads = yes \
    && tadd "ksum -r -j1" "\"\$KSUM\" -j1 -a sha3-256 -r \"\$tree\""
  if have sha256sum && have xargs; then
    tadd "xargs sha256sum" \
      "find \"\$tree\" -type f -print0 | xargs -0 sha256sum"
    tadd "xargs -P2 sha256sum" \
      "find \"\$tree\" -type f -print0 | xargs -0 -P2 -n 1000 sha256sum"
  fi
  export KSUM tree
  named_runs "$tcmds" "$tmp/ttimes"
  echo
  awk -v cmds="$tcmds" "$named_awk"'
{
  cpu[$1] = cpu[$1] " " ($2 + $3); wall[$1] = wall[$1] " " $4
  if ($5 + 0 > rss[$1] + 0) rss[$1] = $5
}
END {
  for (i = 1; i <= nc; i++)
    if (cpu[i] != "") { c[name[i]] = median(cpu[i]); w[name[i]] = median(wall[i]) }
  printf "%-26s %9s %9s %8s\n", "tree, 20000 x 4 KiB", "CPU s", "wall s",
    "RSS MiB"
  for (i = 1; i <= nc; i++)
    if (cpu[i] != "")
      printf "%-26s %9.3f %9.3f %8.1f\n", name[i], c[name[i]], w[name[i]],
        rss[i] / 1024
  k = w["ksum -r"]
  if (k > 0 && w["xargs sha256sum"] > 0)
    printf "xargs wall / ksum -r wall:     %.2f (target >= 2.5)\n",
      w["xargs sha256sum"] / k
  if (k > 0 && w["xargs -P2 sha256sum"] > 0)
    printf "xargs -P2 wall / ksum -r wall: %.2f (target >= 1.5)\n",
      w["xargs -P2 sha256sum"] / k
  for (i = 1; i <= nc; i++)
    if (name[i] == "ksum -r")
      printf "ksum -r peak RSS: %.1f MiB (target <= 32)\n", rss[i] / 1024
}' "$tmp/ttimes"
  echo "200 directories of 100 random 4 KiB files in page cache; medians of"
  echo "$BENCH_RUNS runs; CPU = user + sys; RSS = the largest peak of the runs."
fi
exit 0
