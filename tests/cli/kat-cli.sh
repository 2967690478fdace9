#!/bin/sh
# The committed known answers (tests/kat/*.kat), run through the programs
# and their options (-n, --key-file, --customization-hex, -f, -B, -x,
# --domain, --tuple) rather than through the engine: so every option of
# every program is checked against the standards' values.  Messages above
# 2 MiB are left to the engine's test.  The portable path is checked too.
# The cases of one program with the same options run in one process, a
# digest a line (--raw, which takes one file, where a case is alone).
# make check runs the standards' files; RUN_EXPENSIVE_TESTS=yes adds the
# boundary cases of generated.kat (730 vectors), which
# tests/engine/test-kat runs through the engine in make check.

# Copyright (C) 2026 The ksum authors.
# This file is free software; see COPYING (GPLv3+).

. "${srcdir=.}/tests/init.sh"; . "$srcdir/tests/init.cfg"; path_prepend_ ./src
print_ver_ ksum
test -n "$PYTHON3" || PYTHON3=python3
$PYTHON3 -c 'import subprocess' 2>/dev/null || skip_ 'python3 is needed'

cat > run.py <<'PYEOF' || framework_failure_
import os, subprocess, sys

# The program of each kc_info name.
prog = {
  "SHA3-224": "sha3-224sum", "SHA3-256": "sha3-256sum",
  "SHA3-384": "sha3-384sum", "SHA3-512": "sha3-512sum",
  "KECCAK-224": "keccak224sum", "KECCAK-256": "keccak256sum",
  "KECCAK-384": "keccak384sum", "KECCAK-512": "keccak512sum",
  "SHAKE128": "shake128sum", "SHAKE256": "shake256sum",
  "RAWSHAKE128": "rawshake128sum", "RAWSHAKE256": "rawshake256sum",
  "CSHAKE128": "cshake128sum", "CSHAKE256": "cshake256sum",
  "KMAC128": "kmac128sum", "KMAC256": "kmac256sum",
  "TUPLEHASH128": "tuplehash128sum", "TUPLEHASH256": "tuplehash256sum",
  "PARALLELHASH128": "parallelhash128sum",
  "PARALLELHASH256": "parallelhash256sum",
  "TURBOSHAKE128": "turboshake128sum", "TURBOSHAKE256": "turboshake256sum",
  "KT128": "kt128sum", "KT256": "kt256sum", "M14": "m14sum",
}
fixed = {"SHA3-224", "SHA3-256", "SHA3-384", "SHA3-512",
         "KECCAK-224", "KECCAK-256", "KECCAK-384", "KECCAK-512"}

# The repeating pattern of ptn: values, made once.
period = bytes(range(251))

def value(v):
    kind, _, rest = v.partition(":")
    if kind == "hex":
        return bytes.fromhex(rest)
    if kind == "ptn":
        n = int(rest)
        return (period * (n // 251 + 1))[:n]
    if kind == "rep":
        b, n = rest.split(":")
        return bytes([int(b, 16)]) * int(n)
    raise ValueError(v)

def size(v):
    kind, _, rest = v.partition(":")
    return int(rest) if kind == "ptn" else int(rest.split(":")[-1]) \
        if kind == "rep" else len(rest) // 2

# file(V): the name of a file holding value V, written once.
files = {}
def file(v):
    if v not in files:
        files[v] = "v%d" % len(files)
        with open(files[v], "wb") as o:
            o.write(value(v) if v else b"")
    return files[v]

def show(args):
    return b" ".join(a if isinstance(a, bytes) else a.encode()
                     for a in args).decode(errors="replace")

passed = failed = skipped = 0
def report(ok, case, tunables, args, got, how):
    global passed, failed
    if ok:
        passed += 1
        return
    failed += 1
    print("%s: %s%s: got %s (%s), want %s"
          % (case["where"], tunables and tunables + " ", show(args), got,
             how, case["out"]))

# run(TUNABLES, ARGS, CASE): one case, its digest read with --raw.
def run(tunables, args, case):
    r = subprocess.run(args + ["--raw"] + case["names"], env=env,
                       capture_output=True)
    got = r.stdout[case["skip"]:].hex()
    report(r.returncode == 0 and got == case["want"] and not r.stderr,
           case, tunables, args + ["--raw"] + case["names"], got,
           "exit %d, %r" % (r.returncode, r.stderr))

# batch(TUNABLES, ARGS, CASES): cases that differ only in their one
# message, in one process: a digest per line in hex (--raw takes one
# file).  Each case is judged on its own line; if the process fails as
# a whole, each case runs again alone, so the log names the wrong one.
def batch(tunables, args, cases):
    names = [c["names"][0] for c in cases]
    r = subprocess.run(args + ["--untagged"] + names, env=env,
                       capture_output=True)
    lines = r.stdout.decode(errors="replace").split("\n")
    if r.returncode or r.stderr or len(lines) != len(cases) + 1:
        for c in cases:
            run(tunables, args, c)
        return
    for c, line in zip(cases, lines):
        got = line.partition("  ")[0][2 * c["skip"]:]
        report(got == c["want"] and line.endswith("  " + c["names"][0]),
               c, tunables, args + ["--untagged", c["names"][0]],
               line[:200], "in one run with " + " ".join(names))

# Arguments: pairs of GLIBC_TUNABLES (the backend) and the cases of a
# .kat file as build-aux/gen-kat-cases --list writes them.  The cases
# of one program with the same options run in one process.
env = dict(os.environ)
for tunables, path in zip(sys.argv[1::2], sys.argv[2::2]):
    env["GLIBC_TUNABLES"] = tunables
    groups = {}
    for line in open(path):
        where, *line = line.split()
        fields = [f.partition("=")[::2] for f in line]
        f = dict(fields)
        msgs = [v for k, v in fields if k == "msg"]
        # Long messages are the engine test's; customization strings
        # beyond what one command-line argument can hold (128 KiB on
        # GNU/Linux) cannot be given.
        if (any(size(m) > 2 << 20 for m in msgs)
                or ("s" in f and size(f["s"]) > 32768)):
            skipped += 1
            continue
        alg = f["alg"]
        skip = int(f.get("skip", "0"))
        length = int(f["len"]) + skip
        args = [prog[alg]]
        if alg not in fixed:
            args.append("-n%d" % length)
        if "key" in f:
            args.append("--key-file=" + file(f["key"]))
        if "s" in f:
            args.append("--customization-hex=" + value(f["s"]).hex())
        if "n" in f:
            args.append(b"--function=" + value(f["n"]))
        if "b" in f:
            args.append("--block-size=" + f["b"])
        if f.get("xof") == "1":
            args.append("--xof")
        if "d" in f:
            args.append("--domain=" + f["d"])
        tuple_ = alg.startswith("TUPLE")
        if not tuple_ and not msgs:
            msgs = [""]
        case = {"where": where, "out": f["out"], "want": f["out"].lower(),
                "skip": skip, "names": [file(m) for m in msgs]}
        if tuple_:
            if not msgs:
                # The empty tuple has no operand to name: not reachable
                # from the command line, where no FILE means stdin.
                skipped += 1
                continue
            run(tunables, args + ["--tuple"], case)
        else:
            groups.setdefault(tuple(args), []).append(case)
    for args, cases in groups.items():
        if len(cases) == 1:
            run(tunables, list(args), cases[0])
        else:
            batch(tunables, list(args), cases)
print("%d passed, %d failed, %d skipped" % (passed, failed, skipped))
sys.exit(1 if failed or not passed else 0)
PYEOF

# The cases, as the one parser of the .kat format lists them.
for k in fips202 sp800-185 rfc9861 m14 generated; do
  sh "$abs_top_srcdir/build-aux/gen-kat-cases" --list \
    "$abs_top_srcdir/tests/kat/$k.kat" > $k.list || framework_failure_
done
# The default backend on every file, the portable one (SIMD hidden) on
# the standards' own values: one Python for all.
set -- '' fips202.list '' sp800-185.list '' rfc9861.list '' m14.list
test "$RUN_EXPENSIVE_TESTS" = yes && set -- "$@" '' generated.list
portable=glibc.cpu.hwcaps=-AVX512F,-AVX2
$PYTHON3 run.py "$@" $portable fips202.list $portable sp800-185.list \
  $portable rfc9861.list $portable m14.list || fail=1

Exit $fail
