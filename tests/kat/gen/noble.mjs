// noble.mjs -- the @noble/hashes oracle for tests/kat/gen/generate.py.
//
// Reads one JSON case per line on stdin (alg, msgs: [hex...], key, s, n
// as hex, b, xof, d, len, skip) and writes one line per case: the hex of
// the compared output, or "-" when noble has no such function.  Run by
// generate.py as
//   NODE_PATH=/tmp/noble/node_modules node tests/kat/gen/noble.mjs
// with @noble/hashes installed outside the tree:
//   mkdir -p /tmp/noble && cd /tmp/noble && npm install @noble/hashes
// Nothing here is part of make check.

import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import path from 'node:path';

const base = process.env.NOBLE_DIR || '/tmp/noble/node_modules/@noble/hashes';
const load = (f) => import(pathToFileURL(path.join(base, f)).href);
const sha3 = await load('sha3.js');
const add = await load('sha3-addons.js');

const hex = (h) => Uint8Array.from(Buffer.from(h || '', 'hex'));
const tohex = (u) => Buffer.from(u).toString('hex');

// The output of case C, LEN + SKIP bytes long, or null.
function compute(c) {
  const total = c.len + c.skip;
  const m = c.msgs.length ? hex(c.msgs[0]) : new Uint8Array(0);
  const S = hex(c.s), N = hex(c.n), K = hex(c.key);
  const fixed = {
    'SHA3-224': sha3.sha3_224, 'SHA3-256': sha3.sha3_256,
    'SHA3-384': sha3.sha3_384, 'SHA3-512': sha3.sha3_512,
    'KECCAK-224': sha3.keccak_224, 'KECCAK-256': sha3.keccak_256,
    'KECCAK-384': sha3.keccak_384, 'KECCAK-512': sha3.keccak_512,
  };
  if (fixed[c.alg]) return fixed[c.alg](m);
  switch (c.alg) {
    case 'SHAKE128': return sha3.shake128(m, { dkLen: total });
    case 'SHAKE256': return sha3.shake256(m, { dkLen: total });
    case 'RAWSHAKE128': case 'RAWSHAKE256': {
      // RawSHAKE = KECCAK[c](M || 11, d): suffix 0x07 with 24 rounds.
      const rate = c.alg === 'RAWSHAKE128' ? 168 : 136;
      return new sha3.Keccak(rate, 0x07, total, true, 24).update(m).digest();
    }
    case 'CSHAKE128': return add.cshake128(m, { dkLen: total, NISTfn: N, personalization: S });
    case 'CSHAKE256': return add.cshake256(m, { dkLen: total, NISTfn: N, personalization: S });
    case 'KMAC128': return (c.xof ? add.kmac128xof : add.kmac128)(K, m, { dkLen: total, personalization: S });
    case 'KMAC256': return (c.xof ? add.kmac256xof : add.kmac256)(K, m, { dkLen: total, personalization: S });
    case 'TUPLEHASH128': case 'TUPLEHASH256': {
      const f = c.alg === 'TUPLEHASH128'
        ? (c.xof ? add.tuplehash128xof : add.tuplehash128)
        : (c.xof ? add.tuplehash256xof : add.tuplehash256);
      return f(c.msgs.map(hex), { dkLen: total, personalization: S });
    }
    case 'PARALLELHASH128': case 'PARALLELHASH256': {
      const f = c.alg === 'PARALLELHASH128'
        ? (c.xof ? add.parallelhash128xof : add.parallelhash128)
        : (c.xof ? add.parallelhash256xof : add.parallelhash256);
      return f(m, { dkLen: total, blockLen: c.b, personalization: S });
    }
    case 'TURBOSHAKE128': return add.turboshake128(m, { dkLen: total, D: c.d });
    case 'TURBOSHAKE256': return add.turboshake256(m, { dkLen: total, D: c.d });
    case 'KT128': return add.kt128(m, { dkLen: total, personalization: S });
    case 'KT256': return add.kt256(m, { dkLen: total, personalization: S });
    case 'M14':
      // MarsupilamiFourteen: the KT256 tree (rate 136, 64-byte chaining
      // values) over Keccak-p[1600,14]; noble 2.x exports the class.
      return new add._KangarooTwelve(136, 64, total, 14, { personalization: S })
        .update(m).digest();
    default: return null;
  }
}

const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
for await (const line of rl) {
  if (!line.trim()) continue;
  const c = JSON.parse(line);
  let out;
  try { out = compute(c); } catch (e) { out = null; }
  process.stdout.write(out ? tohex(out.subarray(c.skip, c.skip + c.len)) + '\n' : '-\n');
}
