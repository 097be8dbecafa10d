// A fake drand beacon, written from drand's HTTP API reference (drand.love/docs/http-api-reference):
//   GET /chains                      → [chain hash, …]
//   GET /{chain-hash}/info           → { public_key, period, genesis_time, hash, groupHash, schemeID, metadata }
//   GET /{chain-hash}/public/latest  → the newest round { round, randomness, signature }
//   GET /{chain-hash}/public/{round} → that round; 425 Too Early while it is not produced yet
//   GET /info, /public/latest, /public/{round}   the same for the relay's default chain
// Round r is produced at genesis_time + (r - 1) * period on the fake's clock, and its randomness is
// SHA-256 of the signature's bytes, as drand's. Two chains:
//   - 'fake' (the default): the fake's own chain, whose rounds are real BLS signatures
//     (bls-unchained-g1-rfc9380, as quicknet) under the fake's key FAKE_DRAND_PUBLIC_KEY, which
//     the gateway is given in code (a chain it does not pin);
//   - 'quicknet': drand's own chain hash, key and clock. The rounds in QUICKNET_ROUNDS are
//     quicknet's genuine signatures; any other round is signed by the fake's key, which is not
//     quicknet's, so a client checking the signature refuses it (a fake cannot sign for drand).
// `lie` makes the fake misbehave the ways a broken or hostile relay can, for the adapter's tests:
// `signature` serves another round's genuine signature with randomness to match (a forged round
// that passes every check but the BLS one).
import { createHash } from 'node:crypto';

import { bls12_381 } from '@noble/curves/bls12-381';
import { DRAND_HASH_TO_G1, DRAND_QUICKNET, drandRoundMessage } from '@savewin/core/drand';

import { startFakeServer, type FakeServer } from './fakeServer';

export const FAKE_DRAND_CHAIN = createHash('sha256').update('savewin-fake-drand-chain').digest('hex');

/** The fake chain's secret key (a fixed scalar, so runs are repeatable) and its public key. */
const FAKE_DRAND_SECRET =
  BigInt(`0x${createHash('sha256').update('savewin-fake-drand-key').digest('hex')}`) %
  bls12_381.fields.Fr.ORDER;
export const FAKE_DRAND_PUBLIC_KEY = Buffer.from(
  bls12_381.getPublicKeyForShortSignatures(FAKE_DRAND_SECRET),
).toString('hex');

/**
 * Genuine quicknet rounds (chain 52db9ba7…, as drand's relays serve them at
 * /52db9ba7…/public/{round}; the test vectors of drand-verify and python-drand-verify).
 */
export const QUICKNET_ROUNDS: Readonly<Record<number, string>> = {
  123: 'b75c69d0b72a5d906e854e808ba7e2accb1542ac355ae486d591aa9d43765482e26cd02df835d3546d23c4b13e0dfc92',
  657413: 'b713718a38ae728dfd477991af2822e08d2f305e47718cef9f7848ce4050e7be41076862b98fad56e91a6b85b89cd97b',
};

/** The fake key's BLS signature of a round (hex, 48 bytes compressed G1). */
export function fakeDrandSignature(round: number): string {
  const signature = bls12_381.signShortSignature(
    drandRoundMessage(round),
    FAKE_DRAND_SECRET,
    DRAND_HASH_TO_G1,
  );
  return Buffer.from(signature).toString('hex');
}

export interface FakeDrand extends FakeServer {
  chainHash: string;
  period: number;
  genesis: number;
  /** The round as the fake serves it. */
  round(round: number): { round: number; randomness: string; signature: string };
  /** The chain's group public key (hex) as /info serves it. */
  publicKey: string;
  /** The round as the fake serves it. */
  round(round: number): { round: number; randomness: string; signature: string };
  /**
   * From now on: serve rounds before their time, wrong randomness, another round's number, or a
   * forged signature (another round's genuine one, with its randomness).
   */
  lie: { early?: boolean; randomness?: boolean; roundNumber?: boolean; signature?: boolean };
}

export async function startFakeDrand(
  options: { chain?: 'fake' | 'quicknet'; period?: number; genesis?: number; now?: () => number } = {},
): Promise<FakeDrand> {
  const quicknet = options.chain === 'quicknet';
  const chainHash = quicknet ? DRAND_QUICKNET.hash : FAKE_DRAND_CHAIN;
  const publicKey = quicknet ? DRAND_QUICKNET.publicKey : FAKE_DRAND_PUBLIC_KEY;
  const period = quicknet ? DRAND_QUICKNET.period : (options.period ?? 3);
  const now = options.now ?? Date.now;
  // By default the fake chain started an hour ago, so every recent round exists.
  const genesis = quicknet
    ? DRAND_QUICKNET.genesisTime
    : (options.genesis ?? Math.floor(now() / 1000) - 3600);
  // What the fake answers is read through the returned object, so `fake.lie = {}` ends every lie.
  const state: Pick<FakeDrand, 'lie'> = { lie: {} };

  const signatureOf = (number: number) =>
    (quicknet ? QUICKNET_ROUNDS[number] : undefined) ?? fakeDrandSignature(number);
  function round(number: number) {
    const signature = signatureOf(number);
    const randomness = createHash('sha256').update(Buffer.from(signature, 'hex')).digest('hex');
    return { round: number, randomness, signature };
  }
  /** Another round's genuine signature, served as this one's (the forgery a BLS check catches). */
  function forged(number: number) {
    const other = quicknet
      ? Object.keys(QUICKNET_ROUNDS)
          .map(Number)
          .find((r) => r !== number)
      : number + 1;
    return { ...round(other ?? number + 1), round: number };
  }
  const timeOf = (number: number) => (genesis + (number - 1) * period) * 1000;
  const latest = () => Math.max(1, Math.floor((now() / 1000 - genesis) / period) + 1);

  const server = await startFakeServer((request) => {
    if (request.method !== 'GET') return { status: 405, body: { error: 'method not allowed' } };
    if (request.path === '/chains') return { status: 200, body: [chainHash] };
    const match = /^(?:\/([0-9a-f]{64}))?\/(info|public\/latest|public\/(\d+))$/.exec(request.path);
    if (!match || (match[1] !== undefined && match[1] !== chainHash))
      return { status: 404, body: { error: 'unknown chain or path' } };
    if (match[2] === 'info') {
      return {
        status: 200,
        body: {
          public_key: publicKey,
          period,
          genesis_time: genesis,
          hash: chainHash,
          groupHash: createHash('sha256').update(`group:${chainHash}`).digest('hex'),
          schemeID: 'bls-unchained-g1-rfc9380',
          metadata: { beaconID: quicknet ? 'quicknet' : 'savewin-fake' },
        },
      };
    }
    const number = match[3] === undefined ? latest() : Number(match[3]);
    if (!Number.isSafeInteger(number) || number < 1) return { status: 400, body: { error: 'bad round' } };
    const { lie } = state;
    if (timeOf(number) > now() && !lie.early)
      return { status: 425, body: { error: 'requested future beacon' } };
    const answer = lie.signature ? forged(number) : round(number);
    return {
      status: 200,
      body: {
        ...answer,
        ...(lie.randomness ? { randomness: 'ab'.repeat(32) } : {}),
        ...(lie.roundNumber ? { round: number + 1 } : {}),
      },
    };
  });
  const fake = Object.assign(server, { chainHash, publicKey, period, genesis, round });
  return Object.defineProperty(fake, 'lie', {
    get: () => state.lie,
    set: (lie: FakeDrand['lie']) => {
      state.lie = lie;
    },
    enumerable: true,
  }) as FakeDrand;
}
