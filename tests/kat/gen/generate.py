#!/usr/bin/python3
"""generate.py -- make tests/kat/generated.kat from independent oracles.

Usage (from the top source directory):
    /usr/bin/python3 tests/kat/gen/generate.py > tests/kat/generated.kat

Oracles, each asked only for the functions it has:
  hashlib   Python's hashlib (OpenSSL underneath): SHA3, SHAKE
  pycryptodome  Debian python3-pycryptodome (Cryptodome): SHA3, SHAKE,
            Keccak, cSHAKE
  openssl   the openssl command: dgst for SHA3/SHAKE, mac for KMAC
  noble     npm @noble/hashes through gen/noble.mjs (needs Node and
            /tmp/noble/node_modules, see noble.mjs): everything
  ref       the small reference below, written from the text of FIPS 202,
            SP 800-185 and RFC 9861 (slow, plain Python)
A case is written only when at least two oracles agree.  The answer kept
is the reference's whenever it agrees with at least one other oracle;
an oracle that gives another answer is named in a "# disagreement:"
comment above the case.  A case where the reference agrees with nobody
is left out and reported on stderr, to be worked through by hand.

Nothing here runs during make check; the committed .kat files are read by
tests/engine/test-kat.c.
"""

import hashlib
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))

# ---------------------------------------------------------------- ref ----
# Keccak-p[1600, nr], FIPS 202 section 3.  Round constants from the LFSR
# rc(t) of Algorithm 5 and rotation offsets from step rho, computed
# rather than typed in.


def _rc(t):
    if t % 255 == 0:
        return 1
    r = 1
    for _ in range(t % 255):
        r <<= 1
        if r & 0x100:
            r ^= 0x171
    return r & 1


_RC = []
for _ir in range(24):
    _v = 0
    for _j in range(7):
        _v |= _rc(_j + 7 * _ir) << ((1 << _j) - 1)
    _RC.append(_v)

_ROT = [[0] * 5 for _ in range(5)]
_x, _y = 1, 0
for _t in range(24):
    _ROT[_x][_y] = ((_t + 1) * (_t + 2) // 2) % 64
    _x, _y = _y, (2 * _x + 3 * _y) % 5

M64 = (1 << 64) - 1


def _rotl(v, n):
    return ((v << n) | (v >> (64 - n))) & M64 if n else v


def keccak_p(a, nr):
    """A is a list of 25 lanes, lane x + 5y; rounds 24-NR .. 23."""
    for ir in range(24 - nr, 24):
        c = [a[x] ^ a[x + 5] ^ a[x + 10] ^ a[x + 15] ^ a[x + 20]
             for x in range(5)]
        d = [c[(x - 1) % 5] ^ _rotl(c[(x + 1) % 5], 1) for x in range(5)]
        a = [a[i] ^ d[i % 5] for i in range(25)]
        b = [0] * 25
        for x in range(5):
            for y in range(5):
                b[y + 5 * ((2 * x + 3 * y) % 5)] = _rotl(a[x + 5 * y],
                                                         _ROT[x][y])
        a = [b[i] ^ ((~b[(i % 5 + 1) % 5 + 5 * (i // 5)])
                     & b[(i % 5 + 2) % 5 + 5 * (i // 5)]) for i in range(25)]
        a[0] ^= _RC[ir]
    return a


def sponge(rate, nr, msg, suffix, outlen):
    """Pad MSG || SUFFIX (the domain bits with the first padding bit) with
    pad10*1 to a multiple of RATE bytes, absorb, squeeze OUTLEN bytes."""
    p = bytearray(msg) + bytes([suffix])
    p += bytes((-len(p)) % rate)
    p[-1] ^= 0x80
    a = [0] * 25
    for off in range(0, len(p), rate):
        blk = p[off:off + rate]
        for i in range(rate // 8):
            a[i] ^= int.from_bytes(blk[8 * i:8 * i + 8], 'little')
        a = keccak_p(a, nr)
    out = bytearray()
    while True:
        s = b''.join(v.to_bytes(8, 'little') for v in a)[:rate]
        out += s
        if len(out) >= outlen:
            return bytes(out[:outlen])
        a = keccak_p(a, nr)


# SP 800-185 section 2.3.


def left_encode(x):
    b = x.to_bytes(max(1, (x.bit_length() + 7) // 8), 'big')
    return bytes([len(b)]) + b


def right_encode(x):
    b = x.to_bytes(max(1, (x.bit_length() + 7) // 8), 'big')
    return b + bytes([len(b)])


def encode_string(s):
    return left_encode(8 * len(s)) + s


def bytepad(x, w):
    z = left_encode(w) + x
    return z + bytes((-len(z)) % w)


def ref_cshake(rate, x, outlen, n, s):
    if not n and not s:
        return sponge(rate, 24, x, 0x1F, outlen)
    return sponge(rate, 24, bytepad(encode_string(n) + encode_string(s),
                                    rate) + x, 0x04, outlen)


def ref_kmac(rate, k, x, outlen, s, xof):
    nx = (bytepad(encode_string(k), rate) + x
          + right_encode(0 if xof else 8 * outlen))
    return ref_cshake(rate, nx, outlen, b'KMAC', s)


def ref_tuple(rate, xs, outlen, s, xof):
    z = b''.join(encode_string(x) for x in xs)
    z += right_encode(0 if xof else 8 * outlen)
    return ref_cshake(rate, z, outlen, b'TupleHash', s)


def ref_parallel(rate, x, b, outlen, s, xof):
    cv = 32 if rate == 168 else 64
    n = (len(x) + b - 1) // b
    z = left_encode(b)
    for i in range(n):
        z += ref_cshake(rate, x[i * b:(i + 1) * b], cv, b'', b'')
    z += right_encode(n) + right_encode(0 if xof else 8 * outlen)
    return ref_cshake(rate, z, outlen, b'ParallelHash', s)


def length_encode(x):
    """RFC 9861 section 3.3."""
    b = x.to_bytes((x.bit_length() + 7) // 8, 'big') if x else b''
    return b + bytes([len(b)])


def ref_tree(rate, nr, cv, m, c, outlen):
    """KT128 (168, 12, 32), KT256 (136, 12, 64), M14 (136, 14, 64)."""
    s = m + c + length_encode(len(c))
    if len(s) <= 8192:
        return sponge(rate, nr, s, 0x07, outlen)
    node = s[:8192] + b'\x03' + bytes(7)
    n = 0
    for off in range(8192, len(s), 8192):
        node += sponge(rate, nr, s[off:off + 8192], 0x0B, cv)
        n += 1
    node += length_encode(n) + b'\xff\xff'
    return sponge(rate, nr, node, 0x06, outlen)


# Why an oracle is known to be wrong, by (oracle, first 6 letters of alg).
REASONS = {
    ('pycryptodome', 'CSHAKE'):
        '\n#   pycryptodome 3.11 _left_encode writes only the low byte of'
        ' the length,\n#   so encode_string(S) is wrong once 8*|S| >= 256'
        ' (|S| >= 32 bytes)\n#   (SP 800-185 2.3.1: left_encode(x) is n ||'
        ' x as n bytes, big-endian).',
}

RATE = {'224': 144, '256': 136, '384': 104, '512': 72}


def oracle_ref(c):
    a, t, m = c['alg'], c['len'] + c['skip'], c['m0']
    if a.startswith('SHA3-'):
        return sponge(RATE[a[5:]], 24, m, 0x06, int(a[5:]) // 8)
    if a.startswith('KECCAK-'):
        return sponge(RATE[a[7:]], 24, m, 0x01, int(a[7:]) // 8)
    r = 168 if a.endswith('128') else 136
    if a.startswith('SHAKE'):
        return sponge(r, 24, m, 0x1F, t)
    if a.startswith('RAWSHAKE'):
        return sponge(r, 24, m, 0x07, t)
    if a.startswith('CSHAKE'):
        return ref_cshake(r, m, t, c['n'], c['s'])
    if a.startswith('KMAC'):
        return ref_kmac(r, c['key'], m, t, c['s'], c['xof'])
    if a.startswith('TUPLEHASH'):
        return ref_tuple(r, c['msgs'], t, c['s'], c['xof'])
    if a.startswith('PARALLELHASH'):
        return ref_parallel(r, m, c['b'], t, c['s'], c['xof'])
    if a.startswith('TURBOSHAKE'):
        return sponge(r, 12, m, c['d'], t)
    if a == 'KT128':
        return ref_tree(168, 12, 32, m, c['s'], t)
    if a == 'KT256':
        return ref_tree(136, 12, 64, m, c['s'], t)
    if a == 'M14':
        return ref_tree(136, 14, 64, m, c['s'], t)
    return None


# ------------------------------------------------------ other oracles ----

def oracle_hashlib(c):
    a, t, m = c['alg'], c['len'] + c['skip'], c['m0']
    if a.startswith('SHA3-'):
        return hashlib.new('sha3_' + a[5:], m).digest()
    if a in ('SHAKE128', 'SHAKE256'):
        return hashlib.new('shake_' + a[5:], m).digest(t)
    return None


def oracle_pycryptodome(c):
    try:
        from Cryptodome.Hash import (SHA3_224, SHA3_256, SHA3_384, SHA3_512,
                                     SHAKE128, SHAKE256, cSHAKE128,
                                     cSHAKE256, keccak)
    except ImportError:
        return None
    a, t, m = c['alg'], c['len'] + c['skip'], c['m0']
    sha3 = {'SHA3-224': SHA3_224, 'SHA3-256': SHA3_256,
            'SHA3-384': SHA3_384, 'SHA3-512': SHA3_512}
    if a in sha3:
        return sha3[a].new(m).digest()
    if a.startswith('KECCAK-'):
        return keccak.new(data=m, digest_bits=int(a[7:])).digest()
    if a == 'SHAKE128':
        return SHAKE128.new(m).read(t)
    if a == 'SHAKE256':
        return SHAKE256.new(m).read(t)
    if a in ('CSHAKE128', 'CSHAKE256'):
        mod = cSHAKE128 if a == 'CSHAKE128' else cSHAKE256
        # cSHAKE in pycryptodome 3.11 takes only S (custom); N is "" there.
        if c['n']:
            return None
        return mod.new(data=m, custom=c['s']).read(t)
    return None


def _openssl(args, data, tail=()):
    with tempfile.NamedTemporaryFile() as f:
        f.write(data)
        f.flush()
        # dgst takes the file as an operand, mac needs -in.
        where = [f.name] if args[0] == 'dgst' else ['-in', f.name]
        r = subprocess.run(['openssl'] + args + where + list(tail),
                           capture_output=True, text=True)
    if r.returncode:
        return None
    w = r.stdout.split()
    # dgst -r prints "HEX *FILE"; mac prints HEX alone.
    return bytes.fromhex(w[0] if '-r' in args else w[-1])


def oracle_openssl(c):
    a, t, m = c['alg'], c['len'] + c['skip'], c['m0']
    if a.startswith('SHA3-'):
        return _openssl(['dgst', '-sha3-' + a[5:], '-r'], m)
    if a in ('SHAKE128', 'SHAKE256'):
        return _openssl(['dgst', '-shake' + a[5:], '-xoflen', str(t), '-r'],
                        m)
    if a in ('KMAC128', 'KMAC256'):
        # OpenSSL 3.0 wants 4 <= |key| <= 512 and |S| <= 512 (bytes).
        if not 4 <= len(c['key']) <= 512 or len(c['s']) > 512:
            return None
        args = ['mac', '-macopt', 'hexkey:' + c['key'].hex(),
                '-macopt', 'size:%d' % t]
        if c['s']:
            args += ['-macopt', 'hexcustom:' + c['s'].hex()]
        if c['xof']:
            args += ['-macopt', 'xof:1']
        # The MAC name is the last operand, after -in.
        return _openssl(args, m, [a])
    return None


def run_noble(cases):
    """One node process for all cases; None if Node or noble is missing."""
    lines = []
    for c in cases:
        lines.append(json.dumps({
            'alg': c['alg'], 'msgs': [x.hex() for x in c['msgs']],
            'key': c['key'].hex(), 's': c['s'].hex(), 'n': c['n'].hex(),
            'b': c['b'], 'xof': c['xof'], 'd': c['d'],
            'len': c['len'], 'skip': c['skip']}))
    try:
        r = subprocess.run(['node', os.path.join(HERE, 'noble.mjs')],
                           input='\n'.join(lines) + '\n',
                           capture_output=True, text=True, check=True)
    except (OSError, subprocess.CalledProcessError) as e:
        sys.stderr.write('noble oracle unavailable: %s\n' % e)
        return [None] * len(cases)
    out = r.stdout.split('\n')
    return [None if o == '-' else bytes.fromhex(o) for o in out[:len(cases)]]


# -------------------------------------------------------------- cases ----

def ptn(n):
    return bytes(i % 251 for i in range(n))


class Val:
    """A value and how the .kat file spells it (ptn:N, rep:HH:N, hex:)."""

    def __init__(self, spec):
        self.spec = spec
        kind, _, rest = spec.partition(':')
        if kind == 'ptn':
            self.data = ptn(int(rest))
        elif kind == 'rep':
            hh, n = rest.split(':')
            self.data = bytes([int(hh, 16)]) * int(n)
        elif kind == 'hex':
            self.data = bytes.fromhex(rest)
        elif kind == 'str':
            self.data = rest.encode()
        else:
            raise ValueError(spec)


def P(n):
    return 'ptn:%d' % n


def R(hh, n):
    return 'rep:%s:%d' % (hh, n)


def case(alg, msgs=('ptn:0',), out_len=None, key=None, s=None, n=None,
         b=None, xof=0, d=None, skip=0):
    return {'alg': alg, 'msgs_spec': list(msgs), 'len': out_len,
            'key_spec': key, 's_spec': s, 'n_spec': n, 'b': b, 'xof': xof,
            'd': d, 'skip': skip}


FIXED = {'SHA3-224': 28, 'SHA3-256': 32, 'SHA3-384': 48, 'SHA3-512': 64,
         'KECCAK-224': 28, 'KECCAK-256': 32, 'KECCAK-384': 48,
         'KECCAK-512': 64}
RATEOF = {'SHA3-224': 144, 'SHA3-256': 136, 'SHA3-384': 104,
          'SHA3-512': 72, 'KECCAK-224': 144, 'KECCAK-256': 136,
          'KECCAK-384': 104, 'KECCAK-512': 72}


def boundaries(rate):
    return sorted({0, 1, rate - 1, rate, rate + 1, 2 * rate - 1, 2 * rate,
                   2 * rate + 1})


def all_cases():
    cs = []
    # FIPS 202: every rate boundary of every fixed function.
    for a in FIXED:
        for ln in boundaries(RATEOF[a]):
            cs.append(case(a, [P(ln)], FIXED[a]))
    # XOFs of FIPS 202 and TurboSHAKE: message boundaries, output lengths
    # around the rate.
    for a, r, dl in (('SHAKE128', 168, 32), ('SHAKE256', 136, 64),
                     ('RAWSHAKE128', 168, 32), ('RAWSHAKE256', 136, 64),
                     ('CSHAKE128', 168, 32), ('CSHAKE256', 136, 64),
                     ('TURBOSHAKE128', 168, 32), ('TURBOSHAKE256', 136, 64)):
        extra = {}
        if a.startswith('CSHAKE'):
            extra = {'n': 'str:ksum', 's': 'str:boundary'}
        for ln in boundaries(r):
            cs.append(case(a, [P(ln)], dl, **extra))
        for ol in (1, r - 1, r, r + 1, 2 * r, 2 * r + 1):
            cs.append(case(a, [P(3)], ol, **extra))
        if a.startswith('CSHAKE'):
            # N = S = "" is SHAKE; N alone, S alone.
            cs.append(case(a, [P(3)], dl))
            cs.append(case(a, [P(3)], dl, n='str:ksum'))
            cs.append(case(a, [P(3)], dl, s='str:ksum'))
    # cSHAKE and KMAC: strings whose encodings cross the bytepad boundary.
    lens = [0, 1, 31, 32, 33, 129, 130, 131, 132, 133, 134, 135, 136, 137,
            161, 162, 163, 164, 165, 166, 167, 168, 169, 270, 271, 272,
            273, 334, 335, 336, 337]
    for a, dl in (('CSHAKE128', 32), ('CSHAKE256', 64)):
        for ln in lens:
            cs.append(case(a, [P(5)], dl, s=P(ln)))
            if ln:
                cs.append(case(a, [P(5)], dl, n=R('4e', ln)))
        for ln in (130, 165, 166, 167, 168):
            cs.append(case(a, [P(5)], dl, n=R('4e', ln), s=P(ln)))
    for a, r, dl in (('KMAC128', 168, 32), ('KMAC256', 136, 64)):
        for ln in lens:
            if ln:
                cs.append(case(a, [P(7)], dl, key=P(ln)))
            cs.append(case(a, [P(7)], dl, key=P(32), s=P(ln)))
        for ln in boundaries(r):
            cs.append(case(a, [P(ln)], dl, key=P(32), s='str:My%20App'))
        for xof in (0, 1):
            for ol in (1, 32, r, r + 1, 2 * r):
                cs.append(case(a, [P(200)], ol, key=P(32), xof=xof))
    # TupleHash: 0 .. 3 elements, empty ones, XOF.
    tuples = [[], ['ptn:0'], [P(1)], ['ptn:0', 'ptn:0'], [P(3), 'ptn:0'],
              ['ptn:0', P(3)], [P(3), P(6), P(9)], [P(1), 'ptn:0', P(200)],
              [P(167), P(168), P(169)]]
    for a, dl in (('TUPLEHASH128', 32), ('TUPLEHASH256', 64)):
        for t in tuples:
            for xof in (0, 1):
                cs.append(case(a, t, dl, xof=xof))
        for ln in (0, 1, 130, 164, 165):
            cs.append(case(a, [P(3), P(4)], dl, s=P(ln)))
    # ParallelHash: B below, equal to and above the message length.
    for a, dl in (('PARALLELHASH128', 32), ('PARALLELHASH256', 64)):
        for b in (1, 7, 8192):
            for ln in sorted({0, 1, b - 1, b, b + 1, 2 * b, 3 * b + 1}):
                if ln < 0 or (b == 8192 and ln > 3 * 8192 + 1):
                    continue
                if b == 1 and ln > 50:
                    continue
                cs.append(case(a, [P(ln)], dl, b=b))
        for xof in (0, 1):
            cs.append(case(a, [P(100)], dl, b=7, xof=xof, s='str:Parallel'))
            cs.append(case(a, [P(100)], 200, b=7, xof=xof))
        for ln in (0, 165, 166):
            cs.append(case(a, [P(20)], dl, b=8, s=P(ln)))
    # TurboSHAKE domain bytes.
    for a, dl in (('TURBOSHAKE128', 32), ('TURBOSHAKE256', 64)):
        for d in (0x01, 0x06, 0x07, 0x0B, 0x1F, 0x30, 0x7F):
            for ln in (0, 1, 167 if a.endswith('128') else 135):
                cs.append(case(a, [P(ln)], dl, d=d))
    # KT128, KT256, M14: chunk boundaries, with and without C, and C
    # lengths that move S = M || C || length_encode(|C|) across 8192.
    for a, dl in (('KT128', 32), ('KT256', 64), ('M14', 64)):
        for ln in (0, 1, 8189, 8190, 8191, 8192, 8193, 16383, 16384, 16385,
                   8 * 8192 - 1, 8 * 8192, 8 * 8192 + 1, 9 * 8192 + 7):
            cs.append(case(a, [P(ln)], dl))
            if ln in (0, 1, 8191, 8192, 8193, 16384, 16385, 8 * 8192 - 1,
                      9 * 8192 + 7):
                cs.append(case(a, [P(ln)], dl, s='str:ksum'))
        for ml, cl in ((8189, 1), (8190, 0), (8190, 1), (8188, 2),
                       (8189, 2), (0, 8190), (0, 8191), (1, 8189),
                       (1, 8190), (4000, 4190), (4000, 4191), (8192, 1),
                       (0, 256), (0, 255), (100, 300)):
            cs.append(case(a, [P(ml)], dl, s=R('43', cl)))
        cs.append(case(a, [P(3)], 2 * (168 if a == 'KT128' else 136) + 1))
        cs.append(case(a, [P(9000)], 10, skip=500))
    return cs


def materialise(c):
    c['msgs'] = [Val(x).data for x in c['msgs_spec']]
    c['m0'] = c['msgs'][0] if c['msgs'] else b''
    c['key'] = Val(c['key_spec']).data if c['key_spec'] else b''
    c['s'] = Val(c['s_spec'].replace('%20', ' ')).data if c['s_spec'] else b''
    c['n'] = Val(c['n_spec']).data if c['n_spec'] else b''
    if c['b'] is None:
        c['b'] = 8192
    if c['d'] is None:
        c['d'] = 0x1F
    return c


def kat_line(c, out, srcs):
    f = ['alg=' + c['alg']]
    f += ['msg=' + m for m in c['msgs_spec']] or []
    if c['alg'].startswith('TUPLEHASH') and not c['msgs_spec']:
        pass
    if c['key_spec']:
        f.append('key=' + c['key_spec'])
    if c['s_spec']:
        f.append('s=' + c['s_spec'])
    if c['n_spec']:
        f.append('n=' + c['n_spec'])
    if c['alg'].startswith('PARALLELHASH'):
        f.append('b=%d' % c['b'])
    if c['xof']:
        f.append('xof=1')
    if c['alg'].startswith('TURBOSHAKE') and c['d'] != 0x1F:
        f.append('d=0x%02X' % c['d'])
    f.append('len=%d' % c['len'])
    if c['skip']:
        f.append('skip=%d' % c['skip'])
    f.append('out=' + out.hex())
    f.append('src=' + ','.join(srcs))
    return ' '.join(f)


def main():
    cases = [materialise(c) for c in all_cases()]
    noble = run_noble(cases)
    print('# generated.kat -- boundary cases from independent implementations.')
    print('#')
    print('# Generated by: /usr/bin/python3 tests/kat/gen/generate.py'
          ' > tests/kat/generated.kat')
    print('# Oracles: hashlib (Python %s, %s), pycryptodome %s (Debian'
          ' python3-pycryptodome),' % (
              sys.version.split()[0], __import__('ssl').OPENSSL_VERSION,
              _pycryptodome_version()))
    print('#   openssl command (%s), @noble/hashes %s (npm, Node %s),' % (
        _cmd(['openssl', 'version']), _noble_version(),
        _cmd(['node', '--version'])))
    print('#   ref = the reference in generate.py written from FIPS 202,'
          ' SP 800-185, RFC 9861.')
    print('# A case is here only when at least two oracles gave the same'
          ' output; src=')
    print('# lists them.  See tests/kat/README for the format and the'
          ' disagreements.')
    print()
    orc = [('hashlib', oracle_hashlib), ('pycryptodome', oracle_pycryptodome),
           ('openssl', oracle_openssl)]
    dropped = 0
    for c, nb in zip(cases, noble):
        res = {}
        for name, f in orc:
            r = f(c)
            if r is not None:
                res[name] = r[c['skip']:c['skip'] + c['len']]
        if nb is not None:
            res['noble'] = nb
        ref = oracle_ref(c)[c['skip']:c['skip'] + c['len']]
        res['ref'] = ref
        agree = [k for k, v in res.items() if v == ref]
        other = [k for k, v in res.items() if v != ref]
        if len(agree) < 2:
            dropped += 1
            sys.stderr.write('NO AGREEMENT: %s %r\n' % (
                kat_line(c, ref, agree), {k: v.hex() for k, v in res.items()}))
            continue
        for o in other:
            print('# disagreement: %s gives %s; the standard (ref, with %s)'
                  ' gives the value below.%s' % (
                      o, res[o].hex(), ','.join(a for a in agree
                                                if a != 'ref'),
                      REASONS.get((o, c['alg'][:6]), '')))
        print(kat_line(c, ref, agree))
    sys.stderr.write('%d cases, %d dropped\n' % (len(cases), dropped))


def _cmd(a):
    try:
        return subprocess.run(a, capture_output=True, text=True).stdout.strip()
    except OSError:
        return 'absent'


def _pycryptodome_version():
    try:
        import Cryptodome
        return Cryptodome.__version__
    except ImportError:
        return 'absent'


def _noble_version():
    base = os.environ.get('NOBLE_DIR', '/tmp/noble/node_modules/@noble/hashes')
    try:
        with open(os.path.join(base, 'package.json')) as f:
            return json.load(f)['version']
    except OSError:
        return 'absent'


if __name__ == '__main__':
    main()
