// Prize draws over HTTP: tickets from saving, a seed commitment and a beacon round published while
// the draw is open, the entry list frozen and committed at close, winners paid through the ledger,
// a check that recomputes the winners from the published data alone (its own implementation of the
// algorithm), and entrants no stranger can link to customers. The default (sandbox) beacon here;
// the drand adapter and a draw waiting for its round in draw-beacon.test.ts.
import { createHash, randomUUID } from 'node:crypto';

import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { seedProductCatalogue } from '../../src/domain/catalogue';
import { SYSTEM_ACCOUNTS } from '../../src/domain/ledger/index';
import { ledgerProblems, signIn, setUpTestGateway } from '../support/server';

import { SETUP_TIMEOUT_MS, balanceOf, readyCustomer, type Customer } from './support';

const gateway = setUpTestGateway();
let ama: Customer;
let kofi: Customer;
let zoe: Customer;
/** Every saver with tickets: five entrants for four prizes, so one entrant is not picked. */
let entrants: Customer[] = [];

beforeAll(async () => {
  await seedProductCatalogue(gateway.db);
  // Three more savers (10, 1 and 2 tickets) who are only ever seen through the published entries.
  // They sign up first: each sign-up moves the test clock past an OTP cooldown, and the
  // credentials of the customers the tests call with must still be fresh.
  const others = [
    await readyCustomer(gateway, '100.00'),
    await readyCustomer(gateway, '10.00'),
    await readyCustomer(gateway, '20.00'),
  ];
  ama = await readyCustomer(gateway, '200.00');
  kofi = await readyCustomer(gateway, '50.00');
  zoe = await readyCustomer(gateway);
  entrants = [ama, kofi, ...others];
}, SETUP_TIMEOUT_MS);
afterEach(async () => {
  expect(await ledgerProblems(gateway)).toEqual([]);
});

interface Draw {
  drawId: string;
  status: string;
  myTickets: number;
  totalTickets: number;
  seedCommitment: string;
  beacon: Beacon | null;
}
interface Beacon {
  source: string;
  round: number;
  roundTime: string | null;
  randomness: string | null;
  signature: string | null;
}
interface Verification {
  drawId: string;
  status: string;
  seedCommitment: string;
  seed: string | null;
  beacon: Beacon | null;
  myEntrant: string | null;
  ticketCount: number;
  algorithm: string;
  winners: { shortName: string; position: number; prize: string }[];
  entriesCommitment: string | null;
  entries: { entrant: string; tickets: number }[] | null;
  winningEntrants: { position: number; entrant: string; ticket: number }[];
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const runJobs = () => gateway.services.draws.runDrawJobs(gateway.services.now());

async function prizeExpense(): Promise<number> {
  const [row] = await gateway.db.query<{ total: number }>(
    `SELECT coalesce(sum(amount), 0)::bigint AS total FROM ledger_entries WHERE account_number = $1`,
    [SYSTEM_ACCOUNTS.prizeExpense],
  );
  return Number(row?.total ?? 0);
}

/** The published algorithm, written again from its description: what an outside checker does. */
function recompute(
  seed: string,
  beaconRandomness: string,
  entries: { entrant: string; tickets: number }[],
  positions: number,
): string[] {
  const key = sha256(`${seed}:${beaconRandomness}`);
  const total = BigInt(entries.reduce((s, e) => s + e.tickets, 0));
  const winners: string[] = [];
  for (let p = 1; p <= positions && winners.length < entries.length; p++) {
    for (let a = 0; ; a++) {
      const ticket = BigInt(`0x${sha256(`${key}:${p}:${a}`)}`) % total;
      let start = 0n;
      let holder = '';
      for (const e of entries) {
        if (ticket >= start && ticket < start + BigInt(e.tickets)) holder = e.entrant;
        start += BigInt(e.tickets);
      }
      if (!winners.includes(holder)) {
        winners.push(holder);
        break;
      }
    }
  }
  return winners;
}

let drawId = '';

describe('the prize draw', () => {
  it('counts tickets from saving, publishes the seed commitment and hides the seed while open', async () => {
    await runJobs();
    const draw = await gateway.call<Draw>('GET', '/api/draws/current', { token: ama.token });
    expect(draw.body.isSuccess).toBe(true);
    drawId = draw.body.result.drawId;
    expect(draw.body.result).toMatchObject({ status: 'OPEN', myTickets: 20, totalTickets: 38 });
    expect(draw.body.result.seedCommitment).toMatch(/^[0-9a-f]{64}$/);
    // The beacon round is fixed with the commitment: the first round at or after a minute past
    // the close (BEACON_MARGIN_MS), and its randomness is not given while the draw is open.
    const beacon = draw.body.result.beacon;
    expect(beacon).toMatchObject({ source: 'sandbox', randomness: null, signature: null });
    const closesAt = Date.parse((draw.body.result as Draw & { closesAt: string }).closesAt);
    const roundTime = Date.parse(beacon?.roundTime ?? '');
    expect(roundTime - closesAt).toBeGreaterThanOrEqual(60_000);
    expect(roundTime - closesAt).toBeLessThan(63_000);
    const zoes = await gateway.call<Draw>('GET', '/api/draws/current', { token: zoe.token });
    expect(zoes.body.result.myTickets).toBe(0);
    const check = await gateway.call<Verification>('GET', `/api/draws/${drawId}/verification`, {
      token: zoe.token,
    });
    expect(check.body.result).toMatchObject({
      status: 'OPEN',
      seed: null,
      entries: null,
      winners: [],
      myEntrant: null,
      beacon: { round: beacon?.round, randomness: null },
    });
    const prizes = await gateway.call<{ position: number; prize: string }[]>('GET', '/api/draws/prizes', {
      token: zoe.token,
    });
    expect(prizes.body.result.map((p) => p.prize)).toEqual(['3500.00', '1000.00', '500.00', '250.00']);
  });

  it('takes tickets away for money withdrawn, and for its fee', async () => {
    const withdrawn = await gateway.call('POST', '/api/transaction-service/transaction/transact', {
      token: kofi.token,
      body: {
        customerAccountNumber: kofi.accountNumber,
        transactionId: randomUUID(),
        amount: '20.00',
        narration: 'Withdraw',
        transactionType: 'WITHDRAWAL',
        destinationAccountNumber: kofi.mobileNumber,
        destinationSortCode: '',
        sourceSystem: 'WEB APP',
      },
    });
    expect(withdrawn.body.isSuccess).toBe(true);
    const draw = await gateway.call<Draw>('GET', '/api/draws/current', { token: kofi.token });
    // GH₵50 saved, then GH₵20 and its fee out: GH₵29.xx kept is 2 tickets.
    expect(draw.body.result).toMatchObject({ myTickets: 2, totalTickets: 35 });
  });

  it('draws after the close, pays winners once, and anyone can recompute the winners from the published data', async () => {
    const paidBefore = await prizeExpense();
    gateway.advance(8 * 86_400_000);
    await runJobs();
    await runJobs();
    const session = await signIn(gateway, ama.mobileNumber, ama.pin);
    ama = { ...ama, ...session };
    const answer = await gateway.call<Verification>('GET', `/api/draws/${drawId}/verification`, {
      token: ama.token,
    });
    const published = answer.body.result;
    expect(published.status).toBe('DRAWN');
    const { seed, entries, beacon } = published;
    if (!seed || !entries || !beacon?.randomness || !beacon.signature) {
      throw new Error('seed, entries or beacon round not published');
    }
    // The commitments hold: the seed and the entry list are what was promised before the draw.
    expect(sha256(seed)).toBe(published.seedCommitment);
    // The beacon round is self-consistent (drand's rule: randomness = SHA-256 of the signature).
    expect(createHash('sha256').update(Buffer.from(beacon.signature, 'hex')).digest('hex')).toBe(
      beacon.randomness,
    );
    expect(sha256(JSON.stringify(entries))).toBe(published.entriesCommitment);
    expect(published.ticketCount).toBe(entries.reduce((s, e) => s + e.tickets, 0));
    expect(published.ticketCount).toBe(35);
    // Recomputed winners equal the published ones, position by position.
    const winners = recompute(seed, beacon.randomness, entries, 4);
    expect(winners).toHaveLength(4);
    expect(published.winningEntrants.map((w) => w.entrant)).toEqual(winners);
    // The seed alone (what the operator knew before entries closed) does not give these tickets.
    const bySeedAlone = published.winningEntrants.map((w) =>
      Number(BigInt(`0x${sha256(`${seed}:${w.position}:0`)}`) % BigInt(published.ticketCount)),
    );
    expect(bySeedAlone).not.toEqual(published.winningEntrants.map((w) => w.ticket));
    expect(published.winners.map((w) => w.position)).toEqual([1, 2, 3, 4]);
    // Each customer is told their own entry, and only theirs.
    const mine = published.myEntrant;
    expect(entries.find((e) => e.entrant === mine)?.tickets).toBe(20);
    const kofis = await gateway.call<Verification>('GET', `/api/draws/${drawId}/verification`, {
      token: (await signIn(gateway, kofi.mobileNumber, kofi.pin)).token,
    });
    expect(kofis.body.result.myEntrant).not.toBe(mine);
    expect(entries.find((e) => e.entrant === kofis.body.result.myEntrant)?.tickets).toBe(2);
    const zoes = await gateway.call<Verification>('GET', `/api/draws/${drawId}/verification`, {
      token: (await signIn(gateway, zoe.mobileNumber, zoe.pin)).token,
    });
    expect(zoes.body.result.myEntrant).toBeNull();
    // A stranger holding the public list and every customer number (they are sequential) cannot
    // link an entry: neither the old SHA-256(drawId:customerNumber) nor any unkeyed hash of them
    // names an entrant.
    const numbers = [...entrants, zoe].map((c) => c.customerNumber);
    const highest = Math.max(...numbers.map(Number));
    const guesses = new Set<string>();
    for (let n = Math.max(1, highest - 500); n <= highest + 50; n++) {
      for (const text of [`${drawId}:${n}`, `${n}:${drawId}`, `${n}`]) {
        guesses.add(sha256(text).slice(0, 16));
        guesses.add(createHash('sha1').update(text).digest('hex').slice(0, 16));
      }
    }
    expect(numbers.every((n) => Number(n) >= highest - 500)).toBe(true);
    expect(entries.filter((e) => guesses.has(e.entrant))).toEqual([]);
    // Prizes were paid once from the prize account, even though the job ran twice.
    expect(paidBefore - (await prizeExpense())).toBe(350_000 + 100_000 + 50_000 + 25_000);
    const amaPosition = winners.indexOf(mine ?? '');
    const amaPrize = ['3500.00', '1000.00', '500.00', '250.00'][amaPosition] ?? '0.00';
    expect(await balanceOf(gateway, ama)).toBe((200 + Number(amaPrize)).toFixed(2));
    const previous = await gateway.call<{ drawId: string; shortName: string }[]>(
      'GET',
      '/api/loyalty/previous-winners',
      {
        token: ama.token,
      },
    );
    expect(previous.body.result.filter((w) => w.drawId === drawId)).toHaveLength(4);
  });

  it('tells every entrant the result once: winners what they won, the others that the draw took place', async () => {
    await runJobs();
    const titles: string[] = [];
    for (const saver of entrants) {
      const session = await signIn(gateway, saver.mobileNumber, saver.pin);
      const inbox = await gateway.call<{ title: string; message: string; link: string | null }[]>(
        'GET',
        '/api/notifications',
        { token: session.token },
      );
      const aboutDraw = inbox.body.result.filter((n) => n.link === '/prizes');
      expect(aboutDraw).toHaveLength(1);
      titles.push(aboutDraw[0]?.title ?? '');
    }
    expect(titles.filter((t) => t === 'You won in the prize draw')).toHaveLength(4);
    expect(titles.filter((t) => t === 'Prize draw results')).toHaveLength(1);
  });
});
