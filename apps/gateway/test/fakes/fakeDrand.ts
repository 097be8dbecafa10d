// A fake drand beacon, written from drand's HTTP API reference (drand.love/docs/http-api-reference):
//   GET /chains                      → [chain hash, …]
//   GET /{chain-hash}/info           → { public_key, period, genesis_time, hash, groupHash, schemeID, metadata }
//   GET /{chain-hash}/public/latest  → the newest round { round, randomness, signature }
//   GET /{chain-hash}/public/{round} → that round; 425 Too Early while it is not produced yet
//   GET /info, /public/latest, /public/{round}   the same for the relay's default chain
// Round r is produced at genesis_time + (r - 1) * period on the fake's clock. Its signature is 48
// bytes (a BLS G1 signature's length, as quicknet's) derived from a secret, and its randomness is
// SHA-256 of the signature's bytes, as drand's. The signature is not a real BLS signature: a
// client that checks it against public_key would refuse it (ours checks what it can, see drand.ts).
// `lie` makes the fake misbehave the ways a broken relay can, for the adapter's tests.
import { createHash, createHmac } from 'node:crypto';

import { startFakeServer, type FakeServer } from './fakeServer';

export const FAKE_DRAND_CHAIN = createHash('sha256').update('savewin-fake-drand-chain').digest('hex');

export interface FakeDrand extends FakeServer {
  chainHash: string;
  period: number;
  genesis: number;
  /** The round as the fake serves it. */
  round(round: number): { round: number; randomness: string; signature: string };
  /** From now on: serve rounds before their time, wrong randomness, or another round's number. */
  lie: { early?: boolean; randomness?: boolean; roundNumber?: boolean };
}

export async function startFakeDrand(
  options: { chainHash?: string; period?: number; genesis?: number; now?: () => number } = {},
): Promise<FakeDrand> {
  const chainHash = options.chainHash ?? FAKE_DRAND_CHAIN;
  const period = options.period ?? 3;
  const now = options.now ?? Date.now;
  // By default the chain started an hour ago, so every recent round exists.
  const genesis = options.genesis ?? Math.floor(now() / 1000) - 3600;
  const lie: FakeDrand['lie'] = {};

  function round(number: number) {
    const signature = Buffer.concat([
      createHmac('sha256', `fake-drand:${chainHash}`).update(`round:${number}`).digest(),
      createHmac('sha256', `fake-drand:${chainHash}`).update(`round:${number}:2`).digest().subarray(0, 16),
    ]);
    const randomness = createHash('sha256').update(signature).digest('hex');
    return { round: number, randomness, signature: signature.toString('hex') };
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
          public_key: createHash('sha512').update(chainHash).digest('hex').repeat(3).slice(0, 192),
          period,
          genesis_time: genesis,
          hash: chainHash,
          groupHash: createHash('sha256').update(`group:${chainHash}`).digest('hex'),
          schemeID: 'bls-unchained-g1-rfc9380',
          metadata: { beaconID: 'quicknet' },
        },
      };
    }
    const number = match[3] === undefined ? latest() : Number(match[3]);
    if (!Number.isSafeInteger(number) || number < 1) return { status: 400, body: { error: 'bad round' } };
    if (timeOf(number) > now() && !lie.early)
      return { status: 425, body: { error: 'requested future beacon' } };
    const answer = round(number);
    return {
      status: 200,
      body: {
        ...answer,
        ...(lie.randomness ? { randomness: 'ab'.repeat(32) } : {}),
        ...(lie.roundNumber ? { round: number + 1 } : {}),
      },
    };
  });
  return Object.assign(server, { chainHash, period, genesis, round, lie });
}
