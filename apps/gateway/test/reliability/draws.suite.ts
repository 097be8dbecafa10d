// Prize draws under a beacon that is late and a beacon that is down, week after week: no draw is
// drawn, paid or revealed before its public beacon round is out, each drawn draw recomputes from
// the seed and the beacon round together (not from the seed alone), the prizes are paid once,
// every customer is told their own entry, and a stranger holding the public entry list and every
// customer number links none of them.
//
// Then the ways to steer a draw: a movement made once the beacon round is knowable
// (a deposit prompt raised before the close and approved after the round is out) counted by a
// freeze that runs late; money moved out by other means than a withdrawal (mobile money, another
// bank, an internal transfer, a goal, a bill) keeping its tickets; and a forged drand round (a
// relay serving another round's genuine signature, randomness to match) used to draw.
import { createHash, randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BeaconUnavailable, chainClock, type RandomnessBeacon } from '../../src/adapters/beacon/beacon';
import { createDrandBeacon } from '../../src/adapters/beacon/drand';
import { seedProductCatalogue } from '../../src/domain/catalogue';
import { createDraws, entrantKeyFrom } from '../../src/domain/draws/draws';
import { SYSTEM_ACCOUNTS } from '../../src/domain/ledger/index';
import { startFakeDrand, type FakeDrand } from '../fakes/fakeDrand';
import { balanceOf, readyCustomer, type Customer } from '../products/support';
import { fundCustomer, freshNumber, ledgerProblems, signIn, setUpTestGateway } from '../support/server';

import { bounded, report, seed } from './report';

const WEEKS = bounded(3, 10);
const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

/** A beacon the suite controls: rounds out only once released, and a switch that makes it fail. */
function controlledBeacon() {
  const clock = chainClock(1_692_803_367, 3);
  const released = new Set<number>();
  const state = { down: false, fetches: 0 };
  const beacon: RandomnessBeacon = {
    source: 'drand',
    chainHash: 'ab'.repeat(32),
    roundAt: async (at) => clock.roundAt(at),
    timeOf: async (round) => clock.timeOf(round),
    urlOf: (round) => `http://127.0.0.1:9/public/${round}`,
    async fetchRound(round) {
      state.fetches += 1;
      if (state.down) throw new BeaconUnavailable('beacon down (suite)');
      if (!released.has(round)) return null;
      const signature = sha256(`suite ${seed} round ${round}`).repeat(2);
      return { round, signature, randomness: sha256(Buffer.from(signature, 'hex')) };
    },
  };
  return { beacon, released, state };
}

interface Verification {
  status: string;
  seed: string | null;
  seedCommitment: string;
  beacon: { round: number; randomness: string | null; signature: string | null } | null;
  ticketCount: number;
  entries: { entrant: string; tickets: number }[] | null;
  entriesCommitment: string | null;
  winningEntrants: { position: number; entrant: string; ticket: number }[];
  myEntrant: string | null;
}

const control = controlledBeacon();
const gateway = setUpTestGateway({ adapters: () => ({ beacon: control.beacon }) });
let savers: Customer[] = [];
const tried = { draws: 0, runsBeforeRound: 0, runsBeaconDown: 0, strangerGuesses: 0 };
const found = {
  drawnBeforeRound: 0,
  paidBeforeRound: 0,
  seedRevealedBeforeRound: 0,
  recomputeMismatches: 0,
  drawnBySeedAlone: 0,
  prizesNotPaidOnce: 0,
  ownEntryWrong: 0,
  linkedEntries: 0,
};

beforeAll(async () => {
  await seedProductCatalogue(gateway.db);
  savers = [await readyCustomer(gateway), await readyCustomer(gateway), await readyCustomer(gateway)];
}, 240_000);
/** The steering attempts, reported with the rest. */
const steerTried = { lateFreezes: 0, outflowKinds: 0, forgedRounds: 0 };
const steerFound = { lateMovementsCounted: 0, outflowsKeepingTickets: 0, forgedRoundsUsed: 0 };
afterAll(async () => {
  expect(await ledgerProblems(gateway)).toEqual([]);
  report({ suite: 'draws', tried: { ...tried, ...steerTried }, found: { ...found, ...steerFound } });
});

async function prizePaid(): Promise<number> {
  const [row] = await gateway.db.query<{ total: number }>(
    `SELECT coalesce(sum(amount), 0)::bigint AS total FROM ledger_entries WHERE account_number = $1`,
    [SYSTEM_ACCOUNTS.prizeExpense],
  );
  return -Number(row?.total ?? 0);
}

const runJobs = () => gateway.services.draws.runDrawJobs(gateway.services.now());

describe('draws with a late and a failing beacon', () => {
  it(`draws ${WEEKS} weeks only from their beacon rounds, pays once, and links no entry`, async () => {
    // Each saver's balance when the week before closed: a week's tickets are what the balance grew
    // by in it (the week's saving and, kept, the prize won in the week before's draw).
    let closedAt = savers.map(() => 0);
    for (let week = 0; week < WEEKS; week++) {
      await runJobs();
      // Each saver saves a different amount this week (10 to 100 tickets' worth).
      const sessions: Awaited<ReturnType<typeof signIn>>[] = [];
      for (const [i, saver] of savers.entries()) {
        const session = await signIn(gateway, saver.mobileNumber, saver.pin);
        sessions.push(session);
        await fundCustomer(
          gateway,
          { ...saver, ...session },
          saver.accountNumber,
          `${(i + 1) * 10 * (week + 2)}.00`,
        );
      }
      const kept = await Promise.all(
        savers.map(async (saver, i) =>
          Math.round(Number(await balanceOf(gateway, { ...saver, ...sessions[i]! })) * 100),
        ),
      );
      const current = await gateway.call<{ drawId: string; drawAt: string; beacon: { round: number } }>(
        'GET',
        '/api/draws/current',
        { token: sessions[0]?.token ?? '' },
      );
      const { drawId, drawAt, beacon } = current.body.result;
      tried.draws += 1;
      gateway.advance(Date.parse(drawAt) - gateway.services.now().getTime() + 60_000);
      const paid = await prizePaid();

      const look = async (who: Customer) => {
        const session = await signIn(gateway, who.mobileNumber, who.pin);
        return (
          await gateway.call<Verification>('GET', `/api/draws/${drawId}/verification`, {
            token: session.token,
          })
        ).body.result;
      };
      const beforeRound = async () => {
        const v = await look(savers[0]!);
        if (v.status === 'DRAWN') found.drawnBeforeRound += 1;
        if (v.seed !== null) found.seedRevealedBeforeRound += 1;
        if ((await prizePaid()) !== paid) found.paidBeforeRound += 1;
      };
      // The round is not out yet, then the beacon is down: the draw waits, whatever the job does.
      await runJobs();
      tried.runsBeforeRound += 1;
      await beforeRound();
      control.state.down = true;
      try {
        control.released.add(beacon.round);
        await runJobs();
        tried.runsBeaconDown += 1;
        await beforeRound();
      } finally {
        control.state.down = false;
      }
      // Back up: the next runs draw it, once.
      await runJobs();
      await runJobs();
      const views = [];
      for (const saver of savers) views.push(await look(saver));
      const v = views[0]!;
      const { seed: revealed, entries, beacon: round } = v;
      if (v.status !== 'DRAWN' || !revealed || !entries || !round?.randomness) {
        found.recomputeMismatches += 1;
        continue;
      }
      // Recomputed independently from seed + beacon randomness.
      const key = sha256(`${revealed}:${round.randomness}`);
      const total = BigInt(v.ticketCount);
      const ticketOf = (k: string, p: number, a: number) =>
        Number(BigInt(`0x${sha256(`${k}:${p}:${a}`)}`) % total);
      const recomputed: string[] = [];
      for (let p = 1; p <= 4 && recomputed.length < entries.length; p++) {
        for (let a = 0; ; a++) {
          const t = ticketOf(key, p, a);
          let start = 0;
          const holder = entries.find((e) => {
            const inside = t >= start && t < start + e.tickets;
            start += e.tickets;
            return inside;
          });
          if (holder && !recomputed.includes(holder.entrant)) {
            recomputed.push(holder.entrant);
            break;
          }
        }
      }
      if (JSON.stringify(recomputed) !== JSON.stringify(v.winningEntrants.map((w) => w.entrant))) {
        found.recomputeMismatches += 1;
      }
      if (sha256(revealed) !== v.seedCommitment || sha256(JSON.stringify(entries)) !== v.entriesCommitment) {
        found.recomputeMismatches += 1;
      }
      if (v.winningEntrants.every((w) => w.ticket === ticketOf(revealed, w.position, 0)))
        found.drawnBySeedAlone += 1;
      // Three entrants, so the 1st, 2nd and 3rd prizes, paid once although the job ran again.
      await runJobs();
      if ((await prizePaid()) - paid !== 350_000 + 100_000 + 50_000) found.prizesNotPaidOnce += 1;
      // Each saver is told their own entry, with their own ticket count.
      for (const [i, view] of views.entries()) {
        const mine = entries.find((e) => e.entrant === view.myEntrant);
        const expected = Math.min(100, Math.floor((kept[i]! - closedAt[i]!) / 1_000));
        if (!mine || mine.tickets !== expected) found.ownEntryWrong += 1;
      }
      closedAt = kept;
      if (new Set(views.map((x) => x.myEntrant)).size !== savers.length) found.ownEntryWrong += 1;
      // A stranger with the public list and every customer number near the savers' (they are
      // sequential) tries the unkeyed hashes one would guess.
      const numbers = savers.map((s) => Number(s.customerNumber));
      const guesses = new Set<string>();
      for (let n = Math.min(...numbers) - 200; n <= Math.max(...numbers) + 200; n++) {
        for (const text of [`${drawId}:${n}`, `${n}:${drawId}`, `${n}`, `${drawId}${n}`]) {
          guesses.add(sha256(text).slice(0, 16));
          tried.strangerGuesses += 1;
        }
      }
      found.linkedEntries += entries.filter((e) => guesses.has(e.entrant)).length;
    }
    expect(found).toEqual({
      drawnBeforeRound: 0,
      paidBeforeRound: 0,
      seedRevealedBeforeRound: 0,
      recomputeMismatches: 0,
      drawnBySeedAlone: 0,
      prizesNotPaidOnce: 0,
      ownEntryWrong: 0,
      linkedEntries: 0,
    });
    expect(tried.draws).toBe(WEEKS);
  }, 600_000);
});

interface Current {
  drawId: string;
  closesAt: string;
  drawAt: string;
  myTickets: number;
  beacon: { round: number; roundTime: string | null };
}

const TRANSACT = '/api/transaction-service/transaction/transact';

/** Moves the gateway's clock to `at` (never back). */
function advanceTo(at: number): void {
  const now = gateway.services.now().getTime();
  if (at > now) gateway.advance(at - now);
}

/** Opens this week's draw and answers it as `who` sees it. */
async function currentDraw(who: Customer): Promise<Current> {
  await runJobs();
  const session = await signIn(gateway, who.mobileNumber, who.pin);
  return (await gateway.call<Current>('GET', '/api/draws/current', { token: session.token })).body.result;
}

/** `who`'s entry in a draw (null: not entered), as the gateway tells them. */
async function entryOf(who: Customer, drawId: string): Promise<number | null> {
  const session = await signIn(gateway, who.mobileNumber, who.pin);
  const v = (
    await gateway.call<Verification>('GET', `/api/draws/${drawId}/verification`, { token: session.token })
  ).body.result;
  return v.entries?.find((e) => e.entrant === v.myEntrant)?.tickets ?? null;
}

/** Draws a draw to the end (its round released), so the next test starts on a new week. */
async function finish(draw: Current): Promise<void> {
  control.released.add(draw.beacon.round);
  advanceTo(Date.parse(draw.drawAt) + 60_000);
  await runJobs();
}

describe('steering the draw', () => {
  it('does not count a movement made once the beacon round is knowable, however late the freeze runs', async () => {
    const attacker = await readyCustomer(gateway);
    const honest = await readyCustomer(gateway);
    const draw = await currentDraw(honest);
    await fundCustomer(
      gateway,
      { ...honest, ...(await signIn(gateway, honest.mobileNumber, honest.pin)) },
      honest.accountNumber,
      '50.00',
    );
    // Just before the close the attacker raises a deposit prompt and leaves it unanswered...
    advanceTo(Date.parse(draw.closesAt) - 150_000);
    const session = await signIn(gateway, attacker.mobileNumber, attacker.pin);
    advanceTo(Date.parse(draw.closesAt) - 30_000);
    expect(gateway.services.now().getTime()).toBeLessThan(Date.parse(draw.closesAt));
    const deposit = await gateway.call<{ promptId?: string }>('POST', TRANSACT, {
      token: session.token,
      body: {
        customerAccountNumber: attacker.accountNumber,
        transactionId: `late-${randomUUID()}`,
        amount: '500.00',
        narration: 'Deposit',
        transactionType: 'DEPOSIT',
        destinationAccountNumber: attacker.mobileNumber,
        destinationSortCode: '',
        sourceSystem: 'WEB APP',
      },
    });
    expect(deposit.body.isSuccess, deposit.body.displayMessage).toBe(true);
    // ...until the beacon round is out (anyone, the operator with the seed above all, can now
    // tell who a given entry list makes win), then approves it; the freeze has not run yet.
    const roundTime = Date.parse(draw.beacon.roundTime ?? '');
    control.released.add(draw.beacon.round);
    advanceTo(roundTime + 10_000);
    const approved = await gateway.call(
      'POST',
      `/api/sandbox/momo/prompts/${deposit.body.result.promptId}/approve`,
    );
    expect(approved.body.isSuccess).toBe(true);
    expect(await balanceOf(gateway, { ...attacker, ...session })).toBe('500.00');
    await runJobs();
    steerTried.lateFreezes += 1;
    if ((await entryOf(attacker, draw.drawId)) !== null) steerFound.lateMovementsCounted += 1;
    // The honest saver's entry is the week's saving as it stood at the close.
    expect(await entryOf(honest, draw.drawId)).toBe(5);
    await finish(draw);
    expect(steerFound.lateMovementsCounted).toBe(0);
  }, 240_000);

  it('takes tickets away for every way money leaves the balance, as for a withdrawal', async () => {
    const draw = await currentDraw(savers[0]!);
    const payee = savers[1]!;
    /** Each customer saves GH₵100 this week, then sends GH₵40 of it out one way. */
    const outflows: Record<string, (who: Customer, token: string) => Promise<Record<string, unknown>>> = {
      withdrawal: async (who) => ({
        transactionType: 'WITHDRAWAL',
        destinationAccountNumber: who.mobileNumber,
        destinationSortCode: '',
      }),
      'mobile money to another number': async () => ({
        transactionType: 'MOMO',
        destinationAccountNumber: freshNumber(),
        destinationSortCode: '',
      }),
      'another bank': async () => ({
        transactionType: 'BANK_TRANSFER',
        destinationAccountNumber: '1234567890',
        destinationSortCode: '130100',
      }),
      'another SAVE & WIN customer': async () => ({
        transactionType: 'BANK_TRANSFER',
        destinationAccountNumber: payee.accountNumber,
        destinationSortCode: '999999',
      }),
      'their own goal': async (who, token) => {
        const goal = await gateway.call<{ goalAccountNumber: string }>(
          'POST',
          '/api/investment/create-goal',
          {
            token,
            body: {
              targetAmount: '1200.00',
              customerNumber: who.customerNumber,
              customerAccountNumber: who.accountNumber,
              goalName: 'School fees',
              dueDate: new Date(gateway.services.now().getTime() + 365 * 86_400_000)
                .toISOString()
                .slice(0, 10),
              goalType: 'Monthly',
              reminder: false,
              autoFund: false,
              goalOptionId: 'GO-EDU',
            },
          },
        );
        expect(goal.body.isSuccess).toBe(true);
        return {
          transactionType: 'BANK_TRANSFER',
          narration: 'SOLIS TRANSFER TARGET SAVE',
          destinationAccountNumber: goal.body.result.goalAccountNumber,
          destinationSortCode: '999999',
        };
      },
    };
    const customers: [string, Customer][] = [];
    for (const [kind, outflow] of Object.entries(outflows)) {
      const who = await readyCustomer(gateway, '100.00');
      const { token } = await signIn(gateway, who.mobileNumber, who.pin);
      const sent = await gateway.call('POST', TRANSACT, {
        token,
        body: {
          customerAccountNumber: who.accountNumber,
          transactionId: randomUUID(),
          amount: '40.00',
          narration: 'Out',
          sourceSystem: 'WEB APP',
          ...(await outflow(who, token)),
        },
      });
      expect(sent.body.isSuccess, `${kind}: ${sent.body.displayMessage}`).toBe(true);
      customers.push([kind, who]);
    }
    const bills = await readyCustomer(gateway, '100.00');
    const paid = await gateway.call('POST', '/api/bill-service/bill/pay', {
      token: (await signIn(gateway, bills.mobileNumber, bills.pin)).token,
      body: {
        customerAccountNumber: bills.accountNumber,
        transactionId: randomUUID(),
        amount: '40.00',
        billerReference: '0244123456',
        billerCode: 'MTN-AIRTIME',
        sourceSystem: 'WEB APP',
        narration: 'Airtime',
      },
    });
    expect(paid.body.isSuccess).toBe(true);
    customers.push(['a bill', bills]);
    advanceTo(Date.parse(draw.closesAt) + 1_000);
    await runJobs();
    // What each kept (GH₵100 less GH₵40 and whatever fee it cost) is what their tickets follow.
    for (const [kind, who] of customers) {
      const session = await signIn(gateway, who.mobileNumber, who.pin);
      const kept = Math.round(Number(await balanceOf(gateway, { ...who, ...session })) * 100);
      const tickets = await entryOf(who, draw.drawId);
      steerTried.outflowKinds += 1;
      if (tickets !== Math.floor(kept / 1_000)) {
        steerFound.outflowsKeepingTickets += 1;
        console.log(`[draws] ${kind}: GH₵${(kept / 100).toFixed(2)} kept, ${tickets} tickets`);
      }
    }
    await finish(draw);
    expect(steerFound.outflowsKeepingTickets).toBe(0);
  }, 360_000);
});

describe('a forged drand round', () => {
  // A gateway on the drand adapter against a relay it reaches over loopback; the draws service
  // is built on it with a report of beacon faults, as services.ts builds it.
  let relay: FakeDrand;
  let clock = () => Date.now();
  beforeAll(async () => {
    relay = await startFakeDrand({ now: () => clock() });
  });
  afterAll(() => relay.close());
  const forged = setUpTestGateway();

  it('is refused: the draw waits and reports, and draws on the genuine round once it is served', async () => {
    clock = () => forged.services.now().getTime();
    const now = () => forged.services.now();
    const faults: string[] = [];
    const draws = createDraws({
      db: forged.db,
      now,
      beacon: createDrandBeacon({
        baseUrl: relay.url,
        chainHash: relay.chainHash,
        publicKey: relay.publicKey,
        now: clock,
        timeoutMs: 5_000,
      }),
      entrantKey: entrantKeyFrom('suite'),
      onBeaconError: (error) => faults.push(String(error)),
    });
    await seedProductCatalogue(forged.db);
    await readyCustomer(forged, '100.00');
    await readyCustomer(forged, '50.00');
    await draws.runDrawJobs(now());
    const [draw] = await forged.db.query<{ draw_id: string; draw_at: Date | string; beacon_round: string }>(
      `SELECT draw_id, draw_at, beacon_round FROM draws`,
    );
    forged.advance(Date.parse(String(new Date(draw!.draw_at).toISOString())) - now().getTime() + 60_000);
    const state = async () =>
      (
        await forged.db.query<{ status: string; beacon_signature: string | null }>(
          `SELECT status, beacon_signature FROM draws WHERE draw_id = $1`,
          [draw!.draw_id],
        )
      )[0];
    // The relay answers the round with another round's genuine signature and matching randomness.
    relay.lie.signature = true;
    try {
      await draws.runDrawJobs(now());
      await draws.runDrawJobs(now());
    } finally {
      relay.lie.signature = false;
    }
    steerTried.forgedRounds += 2;
    const waiting = await state();
    if (waiting?.status === 'DRAWN') steerFound.forgedRoundsUsed += 1;
    expect(faults.filter((f) => /BLS check failed/.test(f))).toHaveLength(2);
    // The genuine round, once served, draws it.
    await draws.runDrawJobs(now());
    expect(faults.slice(2)).toEqual([]);
    expect(await state()).toMatchObject({
      status: 'DRAWN',
      beacon_signature: relay.round(Number(draw!.beacon_round)).signature,
    });
    expect(await ledgerProblems(forged)).toEqual([]);
    expect(steerFound.forgedRoundsUsed).toBe(0);
  }, 240_000);
});
