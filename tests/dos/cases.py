#!/usr/bin/python3
"""cases.py -- known-answer cases for KSUM.COM under DOSBox.

Usage:
    python3 cases.py write DIR LIST...      write vectors, RUN.BAT, cases.json
                                            from the cases of LIST, made by
                                            build-aux/gen-kat-cases --list
    python3 cases.py compare DIR            judge the outputs; prints
                                            "N passed, N failed", exits 1
                                            on any failure

Expected answers come from the committed known-answer files (tests/kat/
*.kat, format in tests/kat/README: NIST, RFC 9861 and cross-checked
independent implementations) and, for SHA3 and SHAKE on random data and
on files of 64 KiB and more, from Python's hashlib (OpenSSL).  None of
them is produced by ksum.

DOS limits shape the cases: 8.3 file names, a command line of at most
126 characters (longer cases are left out: their parameters do not fit),
no quoting (strings with blanks go through --customization-hex), and
only standard output and ERRORLEVEL can be observed, so every case
names its expected output lines and exit status.
"""

import hashlib
import json
import os
import random
import sys

MAX_LINE = 126          # DOS command tail limit, kept for the whole line

SWITCH = {
    'SHA3-224': 'sha3-224', 'SHA3-256': 'sha3-256', 'SHA3-384': 'sha3-384',
    'SHA3-512': 'sha3-512', 'KECCAK-224': 'keccak-224',
    'KECCAK-256': 'keccak-256', 'KECCAK-384': 'keccak-384',
    'KECCAK-512': 'keccak-512', 'SHAKE128': 'shake128',
    'SHAKE256': 'shake256', 'RAWSHAKE128': 'rawshake128',
    'RAWSHAKE256': 'rawshake256', 'CSHAKE128': 'cshake128',
    'CSHAKE256': 'cshake256', 'KMAC128': 'kmac128', 'KMAC256': 'kmac256',
    'TUPLEHASH128': 'tuplehash128', 'TUPLEHASH256': 'tuplehash256',
    'PARALLELHASH128': 'parallelhash128',
    'PARALLELHASH256': 'parallelhash256',
    'TURBOSHAKE128': 'turboshake128', 'TURBOSHAKE256': 'turboshake256',
    'KT128': 'k12', 'KT256': 'kt256', 'M14': 'marsupilamifourteen',
}
# A second spelling for some, so that the aliases of src/lines/names.def
# are run too.
ALIAS = {'KT128': ['kt128', 'kangarootwelve'], 'M14': ['m14']}
FIXED = {'SHA3-224', 'SHA3-256', 'SHA3-384', 'SHA3-512', 'KECCAK-224',
         'KECCAK-256', 'KECCAK-384', 'KECCAK-512'}
RATE = {'SHA3-224': 144, 'SHA3-256': 136, 'SHA3-384': 104, 'SHA3-512': 72,
        'KECCAK-224': 144, 'KECCAK-256': 136, 'KECCAK-384': 104,
        'KECCAK-512': 72, 'SHAKE128': 168, 'SHAKE256': 136,
        'RAWSHAKE128': 168, 'RAWSHAKE256': 136, 'CSHAKE128': 168,
        'CSHAKE256': 136, 'KMAC128': 168, 'KMAC256': 136,
        'TUPLEHASH128': 168, 'TUPLEHASH256': 136, 'PARALLELHASH128': 168,
        'PARALLELHASH256': 136, 'TURBOSHAKE128': 168,
        'TURBOSHAKE256': 136, 'KT128': 168, 'KT256': 136, 'M14': 136}
ROUNDS = {'TURBOSHAKE128': 12, 'TURBOSHAKE256': 12, 'KT128': 12,
          'KT256': 12, 'M14': 14}

# Cost budget in "SHA3-256 bytes" (24-round permutations of 136 bytes):
# DOSBox's dynamic core does about 30 KB of those per second here.
SMALL_COST = 1500       # every KAT case below this goes in ...
SMALL_PER_ALG = 40      # ... up to this many per algorithm (spread out)
BIG_PER_ALG = 2         # plus the cheapest few larger ones
BIG_COST = 80000
SAFE = set('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
           '0123456789._-')


def value(spec):
    """The bytes of a KAT value as gen-kat-cases --list writes it: ptn:N,
    rep:HH:N or hex:... (it writes str: values as hex:)."""
    kind, _, rest = spec.partition(':')
    if kind == 'ptn':
        return bytes(i % 251 for i in range(int(rest)))
    if kind == 'rep':
        hh, n = rest.split(':')
        return bytes([int(hh, 16)]) * int(n)
    if kind == 'hex':
        return bytes.fromhex(rest)
    raise ValueError(spec)


def vlen(spec):
    """The length of a KAT value, without making it."""
    kind, _, rest = spec.partition(':')
    if kind in ('ptn', 'rep'):
        return int(rest.split(':')[-1])
    return len(value(spec))


def read_kat(path):
    """Yield one dict per case of PATH, the cases of .kat files as
    build-aux/gen-kat-cases --list writes them (the one parser of the
    format): a location, then key=value fields."""
    with open(path) as f:
        for line in f:
            where, *fields = line.split()
            c = {'msgs': [], 'file': where.split(':')[0]}
            for field in fields:
                k, _, v = field.partition('=')
                if k == 'msg':
                    c['msgs'].append(v)
                else:
                    c[k] = v
            yield c


def parallelhash128(data, b):
    """ParallelHash128 of DATA with block size B, 256 bits, empty S."""
    sys.path.insert(0, os.path.join(os.path.dirname(
        os.path.abspath(__file__)), '..', 'kat', 'gen'))
    import generate
    n = (len(data) + b - 1) // b
    z = generate.left_encode(b)
    for i in range(n):
        z += hashlib.shake_128(data[i * b:(i + 1) * b]).digest(32)
    z += generate.right_encode(n) + generate.right_encode(256)
    return generate.ref_cshake(168, z, 32, b'ParallelHash', b'')


def cost(alg, nbytes):
    return nbytes * ROUNDS.get(alg, 24) * 136 // (24 * RATE[alg])


class Writer:
    def __init__(self, d):
        self.dir = d
        self.vectors = {}       # content -> 8.3 name
        self.lines = []         # RUN.BAT lines
        self.cases = []         # (id, description, expected lines, status)

    def vector(self, data):
        name = self.vectors.get(data)
        if name is None:
            name = 'V%04d.BIN' % len(self.vectors)
            with open(os.path.join(self.dir, name), 'wb') as f:
                f.write(data)
            self.vectors[data] = name
        return name

    def file(self, name, data):
        with open(os.path.join(self.dir, name), 'wb') as f:
            f.write(data)
        return name

    def add(self, desc, cmd, expect, status=0, suffix=None):
        """Run CMD (after "KSUM "), expect the lines EXPECT on stdout and
        exit status STATUS.  SUFFIX: compare only the last SUFFIX hex
        digits of the digest (outputs squeezed past a skip).  Returns
        False (and adds nothing) if the line is too long for DOS."""
        n = len(self.cases)
        line = 'KSUM %s > O%04d.TXT' % (cmd, n)
        if len(line) > MAX_LINE:
            return False
        self.lines.append(line)
        self.lines.append('IF ERRORLEVEL 1 ECHO %04d >> RC.TXT' % n)
        self.cases.append({'id': n, 'desc': desc, 'cmd': cmd,
                           'expect': expect, 'status': status,
                           'suffix': suffix})
        return True

    def finish(self):
        self.lines.append('ECHO DONE >> RC.TXT')
        with open(os.path.join(self.dir, 'RUN.BAT'), 'wb') as f:
            f.write(('\r\n'.join(self.lines) + '\r\n').encode())
        with open(os.path.join(self.dir, 'cases.json'), 'w') as f:
            json.dump(self.cases, f)


def kat_command(c, w, variant):
    """The command line and expected lines for the KAT case C, or None
    if it cannot be expressed on a DOS command line."""
    alg = c['alg']
    if alg not in SWITCH:
        return None
    if variant % 3 == 1:
        args = ['-a', alg]
    elif variant % 3 == 2:
        names = ALIAS.get(alg, [SWITCH[alg]])
        args = ['--' + names[variant // 3 % len(names)]]
    else:
        args = ['--' + SWITCH[alg]]
    out = c['out'].lower()
    skip = int(c.get('skip', '0'))
    length = int(c['len'])
    if alg not in FIXED:
        total = length + skip
        args += ['-l', str(8 * total)] if variant % 2 else ['-n', str(total)]
    if 'key' in c:
        args += ['-k', value(c['key']).hex()]
    if 's' in c:
        s = value(c['s'])
        if s and all(chr(b) in SAFE for b in s) and variant % 2 == 0:
            args += ['-C', s.decode()]
        else:
            args += ['--customization-hex=' + s.hex()]
    if 'n' in c:
        n = value(c['n'])
        if not n or not all(chr(b) in SAFE for b in n):
            return None
        args += ['-f', n.decode()]
    if alg.startswith('PARALLELHASH'):
        args += ['-B', c.get('b', '8192')]
    if c.get('xof') == '1':
        args += ['-x']
    if 'd' in c:
        args += ['--domain=' + c['d']]
    msgs = [value(m) for m in c['msgs']]
    if alg.startswith('TUPLEHASH'):
        if not msgs:
            return None             # an empty tuple has no file operand
        names = [w.vector(m) for m in msgs]
        if len(msgs) > 1 or variant % 2:
            args += ['--tuple']
    else:
        if len(msgs) != 1:
            return None
        names = [w.vector(msgs[0])]
    return (' '.join(args + names), out, ' '.join(names), skip)


def write(d, katfiles):
    w = Writer(d)
    rnd = random.Random(20260101)

    # 1. Every KAT case that fits, within the time budget.
    by_alg = {}
    for path in katfiles:
        for c in read_kat(path):
            if c.get('alg') in SWITCH and 'out' in c:
                by_alg.setdefault(c['alg'], []).append(c)
    variant = 0
    for alg in SWITCH:
        cs = by_alg.get(alg, [])
        def price(c):
            n = sum(vlen(m) for m in c['msgs'])
            return cost(alg, n + int(c.get('skip', '0'))
                        + int(c.get('len', '0')))
        small = [c for c in cs if price(c) <= SMALL_COST]
        if len(small) > SMALL_PER_ALG:
            step = len(small) / SMALL_PER_ALG
            small = [small[int(i * step)] for i in range(SMALL_PER_ALG)]
        big = sorted((c for c in cs if SMALL_COST < price(c) <= BIG_COST),
                     key=price)[:BIG_PER_ALG]
        done = 0
        for c in small + big:
            r = kat_command(c, w, variant)
            variant += 1
            if r is None:
                continue
            cmd, out, names, skip = r
            desc = '%s %s: %s' % (c['file'], alg, cmd)
            if skip:
                if w.add(desc, cmd, [names], 0, suffix=(out, names)):
                    done += 1
            elif w.add(desc, cmd, ['%s  %s' % (out, names)]):
                done += 1
        if done == 0:
            sys.stderr.write('cases.py: no DOS-sized case for %s\n' % alg)
            sys.exit(99)

    # 2. SHA3 and SHAKE on random data, answers from hashlib.
    fns = [('sha3-224', lambda m: hashlib.sha3_224(m).hexdigest()),
           ('sha3-256', lambda m: hashlib.sha3_256(m).hexdigest()),
           ('sha3-384', lambda m: hashlib.sha3_384(m).hexdigest()),
           ('sha3-512', lambda m: hashlib.sha3_512(m).hexdigest()),
           ('shake128', lambda m: hashlib.shake_128(m).hexdigest(32)),
           ('shake256', lambda m: hashlib.shake_256(m).hexdigest(64))]
    for i in range(24):
        sw, fn = fns[i % len(fns)]
        m = bytes(rnd.getrandbits(8) for _ in range(rnd.randrange(0, 700)))
        v = w.vector(m)
        w.add('hashlib %s random %d bytes' % (sw, len(m)), '--%s %s' % (sw, v),
              ['%s  %s' % (fn(m), v)])
    # SHAKE with odd lengths, -l and -n.
    m = bytes(rnd.getrandbits(8) for _ in range(333))
    v = w.vector(m)
    for n in (1, 100, 167, 168, 169, 500):
        w.add('hashlib shake128 -n %d' % n, '--shake128 -n %d %s' % (n, v),
              ['%s  %s' % (hashlib.shake_128(m).hexdigest(n), v)])
        w.add('hashlib shake256 -l %d' % (8 * n),
              '-a shake256 -l %d %s' % (8 * n, v),
              ['%s  %s' % (hashlib.shake_256(m).hexdigest(n), v)])
    # cksum style: -a sha3 -l 384.
    w.add('hashlib -a sha3 -l 384', '-a sha3 -l 384 %s' % v,
          ['%s  %s' % (hashlib.sha3_384(m).hexdigest(), v)])

    # 3. Files of 64 KiB and more, several operands, standard input.
    big = bytes(rnd.getrandbits(8) for _ in range(65536))
    big2 = big + bytes(rnd.getrandbits(8) for _ in range(4321))
    b1 = w.file('BIG64K.BIN', big)
    b2 = w.file('BIG68K.BIN', big2)
    w.add('hashlib sha3-256 64 KiB', '--sha3-256 %s' % b1,
          ['%s  %s' % (hashlib.sha3_256(big).hexdigest(), b1)])
    w.add('hashlib shake128 68 KiB + small, two operands',
          '--shake128 %s %s' % (b2, v),
          ['%s  %s' % (hashlib.shake_128(big2).hexdigest(32), b2),
           '%s  %s' % (hashlib.shake_128(m).hexdigest(32), v)])
    # (SHAKE128 has the largest rate: the fewest permutations, which
    # DOSBox runs at about a millisecond each.)
    w.add('hashlib shake128 64 KiB on stdin', '--shake128 < %s' % b1,
          ['%s  -' % hashlib.shake_128(big).hexdigest(32)])
    # ParallelHash's B beyond a 16-bit size_t, up to 2^64 - 1: leaves
    # longer than any buffer, counted in halves by the engine.  Answers
    # from the plain-Python reference of tests/kat/gen/generate.py, with
    # hashlib's SHAKE128 for the leaves (cSHAKE with empty N and S).
    # B = 65537 on BIG68K.BIN is checked by -c PHASH.TXT below.
    for bsize, data, fname in ((70000, big2, b2), (2 ** 64 - 1, m, v)):
        w.add('parallelhash128 -B %d, %d bytes' % (bsize, len(data)),
              '--parallelhash128 -B %d %s' % (bsize, fname),
              ['%s  %s' % (parallelhash128(data, bsize).hex(), fname)])
    tag = 'PARALLELHASH128-256,B=%d' % (2 ** 64 - 1)
    w.add('parallelhash128 --tag -B 2^64 - 1',
          '--parallelhash128 --tag -B %d %s' % (2 ** 64 - 1, v),
          ['%s (%s) = %s' % (tag, v, parallelhash128(m, 2 ** 64 - 1).hex())])
    w.file('PHASH.TXT', ('PARALLELHASH128-256,B=65537 (%s) = %s\n' % (
        b2, parallelhash128(big2, 65537).hex())).encode())
    w.add('-c PARALLELHASH128 B=65537', '-c PHASH.TXT', ['%s: OK' % b2], 0)
    crlf = b'line 1\r\nline 2\n\x1a\x00\r\r\n\xff'
    c1 = w.file('CRLF.BIN', crlf)
    w.add('hashlib binary stdin: CR LF, ^Z, NUL', '- < %s' % c1,
          ['%s  -' % hashlib.sha3_256(crlf).hexdigest()])
    w.add('hashlib -b marks binary', '-b %s' % c1,
          ['%s *%s' % (hashlib.sha3_256(crlf).hexdigest(), c1)])

    # 4. -c: one deliberate mismatch, a missing file, a comment.
    names = []
    sums = []
    for i in range(3):
        data = bytes(rnd.getrandbits(8) for _ in range(100 + 50 * i))
        names.append(w.vector(data))
        sums.append(hashlib.sha3_256(data).hexdigest())
    bad = list(sums[1])
    bad[10] = '0' if bad[10] != '0' else '1'
    lines = ['# comment',
             '%s  %s' % (sums[0], names[0]),
             '%s  %s' % (''.join(bad), names[1]),
             '%s *%s' % (sums[2].upper(), names[2]),
             '%s  %s' % (hashlib.sha3_256(big).hexdigest(), b1)]
    w.file('SUMS.TXT', ('\r\n'.join(lines) + '\r\n').encode())
    w.add('-c with one mismatch', '-c SUMS.TXT',
          ['%s: OK' % names[0], '%s: FAILED' % names[1],
           '%s: OK' % names[2], '%s: OK' % b1], 1)
    w.file('GOOD.TXT', ('%s  %s\n%s  %s\n' % (
        sums[0], names[0], sums[2], names[2])).encode())
    w.add('-c all good (LF lines)', '--check GOOD.TXT',
          ['%s: OK' % names[0], '%s: OK' % names[2]], 0)
    w.add('-c --quiet all good', '-c --quiet GOOD.TXT', [], 0)
    w.add('-c --status with a mismatch', '-c --status SUMS.TXT', [], 1)
    w.file('MISS.TXT', ('%s  %s\n%s  NOFILE.BIN\n' % (
        sums[0], names[0], sums[1])).encode())
    w.add('-c missing file', '-c MISS.TXT',
          ['%s: OK' % names[0], 'NOFILE.BIN: FAILED open or read'], 1)
    w.add('-c --ignore-missing', '-c --ignore-missing MISS.TXT',
          ['%s: OK' % names[0]], 0)
    w.add('-c --ignore-missing with a mismatch',
          '-c --ignore-missing SUMS.TXT',
          ['%s: OK' % names[0], '%s: FAILED' % names[1],
           '%s: OK' % names[2], '%s: OK' % b1], 1)
    # An XOF: the length comes from each line's digest.
    x0 = bytes(range(40))
    xv = w.vector(x0)
    w.file('XOF.TXT', ('%s  %s\n%s  %s\n' % (
        hashlib.shake_256(x0).hexdigest(20), xv,
        hashlib.shake_256(x0).hexdigest(100), xv)).encode())
    w.add('-c SHAKE256, lengths from the digests', '--shake256 -c XOF.TXT',
          ['%s: OK' % xv, '%s: OK' % xv], 0)
    w.file('JUNK.TXT', b'not a checksum line\n')
    w.add('-c no properly formatted lines', '-c JUNK.TXT', [], 1)
    w.add('-c stdin', '-c < GOOD.TXT',
          ['%s: OK' % names[0], '%s: OK' % names[2]], 0)
    # Lines that cannot be checked with what the command line gives are
    # not checked (no FAILED, no OK) and fail the run: an S that is not
    # the line's, a KMAC line without a key, a key for a SHA3-256 line.
    zeros = '00' * 32
    w.file('REFUSE.TXT', ('CSHAKE128-256,S=app (%s) = %s\n'
                          'KMAC128-256 (%s) = %s\n'
                          'SHA3-256 (%s) = %s\n' % (
                              names[0], zeros, names[0], zeros,
                              names[0], sums[0])).encode())
    w.add('-c refuses an S that is not the line\'s',
          '-a cshake128 -C other -c REFUSE.TXT', [], 1)
    w.add('-c refuses a KMAC line without a key', '-c REFUSE.TXT',
          ['%s: FAILED' % names[0], '%s: OK' % names[0]], 1)
    w.add('-c refuses lines that take no key', '-k 00 -c REFUSE.TXT',
          ['%s: FAILED' % names[0]], 1)

    # 5. Bad usage: exit status 1, nothing on standard output.
    for cmd in ('--bogus', '-q', '-l 7 --shake128', '-l 0 --shake128',
                '-a nosuch', '--sha3-256 -k 00', '--sha3-256 -l 512',
                '--kmac128 -k 0', '--turboshake128 --domain=0x80',
                '--parallelhash128 -B 0', '--sha3-256 --xof', '-n',
                '--cshake128 --tuple', '--length', 'NOFILE.BIN'):
        w.add('bad usage: %s' % cmd, cmd, [], 1)
    w.add('--version', '--version', None, 0)
    w.finish()
    print('%d cases, %d vectors' % (len(w.cases), len(w.vectors)))


def compare(d):
    with open(os.path.join(d, 'cases.json')) as f:
        cases = json.load(f)
    try:
        with open(os.path.join(d, 'RC.TXT'), 'rb') as f:
            rc = f.read().decode('latin-1').replace('\r', '').split()
    except OSError:
        rc = []
    if 'DONE' not in rc:
        print('RUN.BAT did not finish (no DONE in RC.TXT)')
    failed_status = set(rc)
    passed = failed = 0
    for c in cases:
        cid = '%04d' % c['id']
        try:
            with open(os.path.join(d, 'O%s.TXT' % cid), 'rb') as f:
                got = f.read().decode('latin-1').replace('\r', '')
        except OSError:
            got = None
        status = 1 if cid in failed_status else 0
        why = None
        lines = None if got is None else got.split('\n')
        if lines and lines[-1] == '':
            lines.pop()
        if 'DONE' not in rc or got is None:
            why = 'not run'
        elif status != c['status']:
            why = 'exit status %d, expected %d' % (status, c['status'])
        elif c['suffix']:
            out, names = c['suffix']
            ok = (len(lines) == 1 and lines[0].endswith('  ' + names)
                  and lines[0][:-len(names) - 2].endswith(out))
            if not ok:
                why = 'digest tail differs'
        elif c['expect'] is None:
            if not lines:
                why = 'no output'
        elif lines != c['expect']:
            why = 'output differs'
        if why:
            failed += 1
            print('FAIL %s: %s (%s)' % (cid, c['desc'], why))
            if got is not None and why != 'not run':
                print('  expected: %r' % (c['expect'],))
                print('  got:      %r' % (lines[:4],))
        else:
            passed += 1
    print('%d passed, %d failed' % (passed, failed))
    return 1 if failed or passed == 0 or 'DONE' not in rc else 0


def main():
    if len(sys.argv) >= 3 and sys.argv[1] == 'write':
        write(sys.argv[2], sys.argv[3:])
        return 0
    if len(sys.argv) == 3 and sys.argv[1] == 'compare':
        return compare(sys.argv[2])
    sys.stderr.write(__doc__)
    return 99


if __name__ == '__main__':
    sys.exit(main())
