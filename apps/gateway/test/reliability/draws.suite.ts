// Prize draws under a beacon that is late and a beacon that is down, week after week (issue 18
// items 6 and 7): no draw is drawn, paid or revealed before its public beacon round is out, each
// drawn draw recomputes from the seed and the beacon round together (not from the seed alone), the
// prizes are paid once, every customer is told their own entry, and a stranger holding the public
// entry list and every customer number links none of them.
import { createHash } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BeaconUnavailable, chainClock, type RandomnessBeacon } from '../../src/adapters/beacon/beacon';
import { seedProductCatalogue } from '../../src/domain/catalogue';
import { SYSTEM_ACCOUNTS } from '../../src/domain/ledger/index';
import { readyCustomer, type Customer } from '../products/support';
import { fundCustomer, ledgerProblems, signIn, setUpTestGateway } from '../support/server';

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
afterAll(async () => {
  expect(await ledgerProblems(gateway)).toEqual([]);
  report({ suite: 'draws', tried, found });
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
    for (let week = 0; week < WEEKS; week++) {
      await runJobs();
      // Each saver saves a different amount this week (10 to 100 tickets' worth).
      const sessions = [];
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
        const expected = Math.min(100, Math.floor(((i + 1) * 10 * (week + 2)) / 10));
        if (!mine || mine.tickets !== expected) found.ownEntryWrong += 1;
      }
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
