#!/usr/bin/python3
"""check.py -- recompute every case of the .kat files named on the command
line with the reference of generate.py (skipped for inputs over 1 MB,
where plain Python is too slow) and with @noble/hashes through noble.mjs
(every algorithm), and report mismatches: a check on transcription, run by hand,
never by make check.

    /usr/bin/python3 tests/kat/gen/check.py tests/kat/*.kat
"""

import os
import sys
import urllib.parse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import generate as g  # noqa: E402


def value(spec):
    kind, _, rest = spec.partition(':')
    if kind == 'str':
        return urllib.parse.unquote_to_bytes(rest)
    return g.Val(spec).data


def main():
    cases = []
    for path in sys.argv[1:]:
        for no, line in enumerate(open(path), 1):
            line = line.split('#', 1)[0].split()
            if not line:
                continue
            c = {'msgs': [], 'key': b'', 's': b'', 'n': b'', 'b': 8192,
                 'xof': 0, 'd': 0x1F, 'skip': 0}
            for f in line:
                k, _, v = f.partition('=')
                if k == 'msg':
                    c['msgs'].append(value(v))
                elif k in ('key', 's', 'n'):
                    c[k] = value(v)
                elif k in ('b', 'xof', 'len', 'skip'):
                    c[k] = int(v)
                elif k == 'd':
                    c[k] = int(v, 16)
                elif k in ('alg', 'out'):
                    c[k] = v
            c['m0'] = c['msgs'][0] if c['msgs'] else b''
            c['where'] = '%s:%d' % (path, no)
            cases.append(c)
    bad = 0
    for c, nb in zip(cases, g.run_noble(cases)):
        want = c['out'].lower()
        if nb is None or nb.hex() != want:
            bad += 1
            print('%s: noble gives %s' % (c['where'], nb and nb.hex()))
        size = sum(map(len, c['msgs'])) + len(c['s'])
        if size <= 1 << 20:
            got = g.oracle_ref(c)[c['skip']:c['skip'] + c['len']].hex()
            if got != want:
                bad += 1
                print('%s: ref gives %s' % (c['where'], got))
    print('%d checked, %d mismatches' % (len(cases), bad))
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
