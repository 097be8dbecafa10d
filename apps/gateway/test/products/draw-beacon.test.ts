// The draw's public randomness beacon: the drand HTTP adapter against a local fake of drand's API
// over loopback (no internet), and a draw whose beacon round is not out yet (or whose beacon cannot
// be reached) waiting, without inventing randomness, until a later run of the draw job finds it.
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BeaconUnavailable, createSandboxBeacon } from '../../src/adapters/beacon/beacon';
import { createDrandBeacon } from '../../src/adapters/beacon/drand';
import { seedProductCatalogue } from '../../src/domain/catalogue';
import { SYSTEM_ACCOUNTS } from '../../src/domain/ledger/index';
import { FAKE_DRAND_CHAIN, FAKE_DRAND_PUBLIC_KEY, fakeDrandSignature } from '../fakes/fakeDrand';
import { signIn, startTestGateway, setUpTestGateway } from '../support/server';

import { SETUP_TIMEOUT_MS, readyCustomer, type Customer } from './support';

// A chain of the fake's own key (the gateway pins only drand's keys; this one is given in code),
// on quicknet's clock: its rounds are real BLS signatures the adapter checks.
const CHAIN = FAKE_DRAND_CHAIN;
const KEY = FAKE_DRAND_PUBLIC_KEY;
const GENESIS = 1_692_803_367;
const PERIOD = 3;

/** A fake drand: chain info, and rounds produced (signed by the fake's key) once the test releases them. */
class FakeDrand {
  server: Server;
  released = new Set<number>();
  down = false;
  /** Rounds answered wrongly on purpose. */
  tampered = new Set<number>();
  requests: string[] = [];
  signatures = new Map<number, string>();
  constructor() {
    this.server = createServer((request, response) => {
      const url = request.url ?? '';
      this.requests.push(url);
      if (this.down) {
        response.writeHead(503).end();
        return;
      }
      const json = (status: number, body: unknown) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (url === `/${CHAIN}/info`) {
        json(200, {
          public_key: KEY,
          period: PERIOD,
          genesis_time: GENESIS,
          hash: CHAIN,
          schemeID: 'bls-unchained-g1-rfc9380',
        });
        return;
      }
      const match = new RegExp(`^/${CHAIN}/public/(\\d+)$`).exec(url);
      if (!match) return json(404, { error: 'not found' });
      const round = Number(match[1]);
      if (!this.released.has(round)) return json(425, { error: 'round in the future' });
      const signature = this.signatureOf(round);
      const randomness = createHash('sha256').update(Buffer.from(signature, 'hex')).digest('hex');
      json(200, {
        round,
        randomness: this.tampered.has(round)
          ? randomness.replace(/^./, (c) => (c === '0' ? '1' : '0'))
          : randomness,
        signature,
      });
    });
  }
  signatureOf(round: number): string {
    let signature = this.signatures.get(round);
    if (!signature) {
      signature = fakeDrandSignature(round);
      this.signatures.set(round, signature);
    }
    return signature;
  }
  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  close() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

const fake = new FakeDrand();
let baseUrl = '';
beforeAll(async () => {
  baseUrl = await fake.listen();
});
afterAll(async () => {
  await fake.close();
});

describe('the drand adapter', () => {
  it('turns a time into the first round produced at or after it, from the chain info', async () => {
    const drand = createDrandBeacon({ baseUrl, chainHash: CHAIN, publicKey: KEY });
    const at = new Date('2026-11-30T00:00:00Z');
    const round = await drand.roundAt(at);
    expect((await drand.timeOf(round)).getTime()).toBeGreaterThanOrEqual(at.getTime());
    expect((await drand.timeOf(round - 1)).getTime()).toBeLessThan(at.getTime());
    expect(await drand.roundAt(new Date(GENESIS * 1000))).toBe(1);
    expect(drand.urlOf(round)).toBe(`${baseUrl}/${CHAIN}/public/${round}`);
  });

  it('answers a produced round, and null (not an invented value) for one not produced yet', async () => {
    const drand = createDrandBeacon({ baseUrl, chainHash: CHAIN, publicKey: KEY });
    expect(await drand.fetchRound(1_000_001)).toBeNull();
    fake.released.add(1_000_001);
    const round = await drand.fetchRound(1_000_001);
    expect(round).toEqual({
      round: 1_000_001,
      signature: fake.signatureOf(1_000_001),
      randomness: createHash('sha256')
        .update(Buffer.from(fake.signatureOf(1_000_001), 'hex'))
        .digest('hex'),
    });
  });

  it('refuses a round whose randomness is not SHA-256 of its signature, a beacon that fails and another chain', async () => {
    const drand = createDrandBeacon({ baseUrl, chainHash: CHAIN, publicKey: KEY });
    fake.released.add(1_000_002);
    fake.tampered.add(1_000_002);
    await expect(drand.fetchRound(1_000_002)).rejects.toThrow(BeaconUnavailable);
    fake.down = true;
    try {
      await expect(drand.fetchRound(1_000_001)).rejects.toThrow(BeaconUnavailable);
    } finally {
      fake.down = false;
    }
    const unreachable = createDrandBeacon({
      baseUrl: 'http://127.0.0.1:9',
      chainHash: CHAIN,
      timeoutMs: 2_000,
    });
    await expect(unreachable.roundAt(new Date())).rejects.toThrow(BeaconUnavailable);
    const otherChain = createDrandBeacon({ baseUrl, chainHash: 'ff'.repeat(32) });
    await expect(otherChain.roundAt(new Date())).rejects.toThrow(BeaconUnavailable);
  });

  it('the sandbox beacon is deterministic, says it is the sandbox, and gives no round before its time', async () => {
    let now = new Date('2026-11-30T00:00:00Z');
    const sandbox = createSandboxBeacon({ now: () => now });
    expect(sandbox.source).toBe('sandbox');
    const round = await sandbox.roundAt(now);
    expect(await sandbox.fetchRound(round + 1)).toBeNull();
    now = await sandbox.timeOf(round + 1);
    const first = await sandbox.fetchRound(round + 1);
    expect(first).toEqual(await createSandboxBeacon({ now: () => now }).fetchRound(round + 1));
    expect(
      createHash('sha256')
        .update(Buffer.from(first?.signature ?? '', 'hex'))
        .digest('hex'),
    ).toBe(first?.randomness);
  });
});

interface Verification {
  status: string;
  seed: string | null;
  seedCommitment: string;
  beacon: {
    source: string;
    round: number;
    url: string | null;
    randomness: string | null;
    signature: string | null;
  };
  entries: { entrant: string; tickets: number }[] | null;
  winningEntrants: { position: number; entrant: string; ticket: number }[];
  ticketCount: number;
}

describe('a draw on the drand beacon', () => {
  const gateway = setUpTestGateway({
    // On the gateway's clock, which the tests move forward.
    adapters: ({ now }) => ({
      beacon: createDrandBeacon({ baseUrl, chainHash: CHAIN, publicKey: KEY, now: () => now().getTime() }),
    }),
  });
  let saver: Customer;
  let drawId = '';
  let round = 0;

  beforeAll(async () => {
    await seedProductCatalogue(gateway.db);
    saver = await readyCustomer(gateway, '150.00');
    const other = await readyCustomer(gateway, '60.00');
    expect(other.customerNumber).not.toBe(saver.customerNumber);
  }, SETUP_TIMEOUT_MS);

  const runJobs = () => gateway.services.draws.runDrawJobs(gateway.services.now());
  const prizePaid = async () => {
    const [row] = await gateway.db.query<{ total: number }>(
      `SELECT coalesce(sum(amount), 0)::bigint AS total FROM ledger_entries WHERE account_number = $1`,
      [SYSTEM_ACCOUNTS.prizeExpense],
    );
    return -Number(row?.total ?? 0);
  };
  const verification = async () => {
    const session = await signIn(gateway, saver.mobileNumber, saver.pin);
    return (
      await gateway.call<Verification>('GET', `/api/draws/${drawId}/verification`, { token: session.token })
    ).body.result;
  };

  it('fixes the drand round when the draw opens and publishes where to fetch it', async () => {
    await runJobs();
    const session = await signIn(gateway, saver.mobileNumber, saver.pin);
    const current = await gateway.call<{ drawId: string; closesAt: string; beacon: Verification['beacon'] }>(
      'GET',
      '/api/draws/current',
      { token: session.token },
    );
    drawId = current.body.result.drawId;
    round = current.body.result.beacon.round;
    // The first round at or after a minute past the close (BEACON_MARGIN_MS).
    const expected = Math.ceil((Date.parse(current.body.result.closesAt) / 1000 + 60 - GENESIS) / PERIOD) + 1;
    expect(current.body.result.beacon).toMatchObject({
      source: 'drand',
      round: expected,
      url: `${baseUrl}/${CHAIN}/public/${expected}`,
      randomness: null,
    });
  });

  it('answers the open draw even when the beacon cannot be reached (the round time is then unknown)', async () => {
    const cold = await startTestGateway({
      adapters: () => ({
        beacon: createDrandBeacon({ baseUrl: 'http://127.0.0.1:9', chainHash: CHAIN, timeoutMs: 1_000 }),
      }),
    });
    try {
      await cold.services.draws.runDrawJobs(cold.services.now());
      const current = await cold.services.draws.current(null);
      expect(current.isSuccess).toBe(true);
      expect((current.result as { beacon: unknown }).beacon).toBeNull();
      // The round is fixed as soon as the beacon answers: opening never waits for it.
      const [row] = await cold.db.query<{ beacon_round: unknown }>(`SELECT beacon_round FROM draws`);
      expect(row?.beacon_round).toBeNull();
      // A draw fixed to its round before a restart: still answered, its round time unknown for now.
      await cold.db.query(`UPDATE draws SET beacon_source = 'drand', beacon_round = 42`);
      const again = await cold.services.draws.current(null);
      expect((again.result as { beacon: unknown }).beacon).toMatchObject({ round: 42, roundTime: null });
    } finally {
      await cold.close();
    }
  });

  it('waits while the round is not produced or the beacon is down: no winners, no prizes, no seed revealed', async () => {
    const paid = await prizePaid();
    gateway.advance(8 * 86_400_000);
    await runJobs();
    expect(fake.requests).toContain(`/${CHAIN}/public/${round}`);
    fake.down = true;
    try {
      await runJobs();
    } finally {
      fake.down = false;
    }
    const v = await verification();
    expect(v).toMatchObject({ status: 'CLOSED', seed: null, winningEntrants: [] });
    expect(v.beacon).toMatchObject({ round, randomness: null, signature: null });
    expect(v.entries?.length).toBe(2);
    expect(await prizePaid()).toBe(paid);
  });

  it('draws on a later run once the round is out, from the seed and the round together', async () => {
    const paid = await prizePaid();
    fake.released.add(round);
    await runJobs();
    await runJobs();
    const v = await verification();
    expect(v.status).toBe('DRAWN');
    const signature = fake.signatureOf(round);
    const randomness = createHash('sha256').update(Buffer.from(signature, 'hex')).digest('hex');
    expect(v.beacon).toMatchObject({ source: 'drand', round, randomness, signature });
    const seed = v.seed ?? '';
    expect(createHash('sha256').update(seed).digest('hex')).toBe(v.seedCommitment);
    const key = createHash('sha256').update(`${seed}:${randomness}`).digest('hex');
    const first = v.winningEntrants[0];
    const ticket =
      BigInt(`0x${createHash('sha256').update(`${key}:1:0`).digest('hex')}`) % BigInt(v.ticketCount);
    expect(first?.ticket).toBe(Number(ticket));
    expect(v.winningEntrants).toHaveLength(2);
    // Both savers won once (two entrants, four prizes): the 1st and 2nd prizes, paid once.
    expect((await prizePaid()) - paid).toBe(350_000 + 100_000);
  });
});
