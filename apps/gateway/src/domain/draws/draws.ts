// Weekly prize draws: entries earned by saving (one ticket per GH₵10 the SAVE & WIN balance grew
// by in the week, at most TICKET_CAP: every way money leaves the balance takes tickets away, not
// a list of transaction types), prize tiers from configuration, winners paid from the prize
// account through the ledger, and verifiability: the winning numbers come from the committed seed
// combined with a public beacon round fixed when the draw opens (so nobody knows them before
// entries close), entrants are keyed pseudonyms only their customer is told, and everything
// needed to recompute is published (the algorithm is @savewin/core's draws.ts, which the
// customer's browser runs to recheck a draw). A winner's prize goes where they chose
// (prizeDestination.ts: SAVE & WIN, or one of their open goals), recorded against them in
// draw_prize_payouts so the prize checker (`mine`) can tell them alone what they won and where.
//
// The entries are the ledger as it stood when the draw closed, not when the job got round to
// freezing them: tickets are read from postings effective before closes_at, and the beacon round
// is produced at least BEACON_MARGIN_MS after that, so nothing done once the round is known (a
// prompt approved, a payout reversed, a deposit) can change who entered, however late the job runs.
import { createHmac, randomBytes } from 'node:crypto';

import {
  DRAW_ALGORITHM,
  drawEntrant,
  drawKey,
  drawWinners,
  entriesCommitment,
  formatAmount,
  sha256Hex,
  type DrawEntry as Entry,
  type Pesewas,
} from '@savewin/core';

import type { RandomnessBeacon } from '../../adapters/beacon/beacon';
import type { Database, Queryable } from '../../db/database';
import type { Caller } from '../caller';
import { notFound, notify, requireCustomer } from '../common';
import {
  SYSTEM_ACCOUNTS,
  creditFromSystemToGoal,
  findTransaction,
  openMainAccounts,
  savedInWindow,
  visibleId,
} from '../ledger/index';
import { ok, refused, type Outcome } from '../outcome';

import { beforeDueDate, chosenGoalOf, createPrizeDestinations } from './prizeDestination';

export interface DrawPrize {
  position: number;
  prize: Pesewas;
  description: string;
}

export const DRAW_PRIZES: readonly DrawPrize[] = [
  { position: 1, prize: 350_000, description: 'Top prize' },
  { position: 2, prize: 100_000, description: '2nd prize' },
  { position: 3, prize: 50_000, description: '3rd prize' },
  { position: 4, prize: 25_000, description: '4th prize' },
];
export const PESEWAS_PER_TICKET = 1_000;
export const TICKET_CAP = 100;
const WEEK_MS = 7 * 86_400_000;
const DRAW_DELAY_MS = 12 * 3_600_000;
/**
 * How long after entries close the draw's beacon round comes out, at least: a movement timed just
 * before the close is committed well within it, and the gateway's clock may be that far from the
 * beacon's without a movement timed before the close being made after the round is public.
 */
export const BEACON_MARGIN_MS = 60_000;

interface DrawRow {
  draw_id: string;
  name: string;
  opens_at: Date | string;
  closes_at: Date | string;
  draw_at: Date | string;
  status: 'OPEN' | 'CLOSED' | 'DRAWN';
  seed: string;
  seed_commitment: string;
  entries: Entry[] | null;
  entries_commitment: string | null;
  winners: PublishedWinner[] | null;
  beacon_source: 'drand' | 'sandbox' | 'none' | null;
  beacon_chain_hash: string | null;
  beacon_round: number | string | null;
  beacon_randomness: string | null;
  beacon_signature: string | null;
  entrant_scheme: 'hmac-sha256' | 'sha256';
}

interface PublishedWinner {
  position: number;
  shortName: string;
  prize: string;
  entrant: string;
  ticket: number;
}

/** The customer's draws the prize checker lists, newest first. */
const CHECKER_DRAWS = 6;

/** One draw as the signed-in customer sees it in the prize checker. */
export interface MyDrawView {
  drawId: string;
  name: string;
  drawAt: string;
  status: DrawRow['status'];
  myTickets: number;
  won: boolean;
  prize: {
    position: number;
    description: string;
    amount: string;
    paidTo: 'SAVE_AND_WIN' | 'GOAL';
    accountNumber: string;
    goalName: string | null;
    transactionId: string;
    paidAt: string;
    closedGoalName: string | null;
  } | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The Monday 00:00 UTC starting the week of a moment. */
export function weekStart(at: Date): Date {
  const day = (at.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() - day));
}

/**
 * Tickets of every customer (or one) in a window, from how much their SAVE & WIN balance grew in
 * it by the ledger's entries: a window that has ended gives the same answer whenever it is asked.
 */
async function ticketsIn(
  q: Queryable,
  from: Date | string,
  to: Date | string,
  customerNumber: string | null,
): Promise<{ customer_number: string; tickets: number }[]> {
  const growth = await savedInWindow(q, { from: iso(from), to: iso(to), customerNumber });
  return growth.map(({ customerNumber: number, saved }) => {
    const tickets =
      saved <= 0 ? 0 : Math.min(TICKET_CAP, (saved - (saved % PESEWAS_PER_TICKET)) / PESEWAS_PER_TICKET);
    return { customer_number: number, tickets };
  });
}

async function shortName(q: Queryable, customerNumber: string): Promise<string> {
  const [row] = await q.query<{ first: string | null; last: string | null; profile: string | null }>(
    `SELECT first_name AS first, last_name AS last, profile_name AS profile FROM leads WHERE customer_number = $1`,
    [customerNumber],
  );
  const words = (
    row?.first && row.last ? `${row.first} ${row.last}` : (row?.profile ?? 'SAVE & WIN customer')
  )
    .trim()
    .split(/\s+/);
  const first = words[0] ?? 'Customer';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

export interface DrawDeps {
  db: Database;
  now(): Date;
  beacon: RandomnessBeacon;
  /** Keys the entrants' pseudonyms; never published (derived from the gateway's secret). */
  entrantKey: string;
  /** Faults of the beacon (the draw waits and the next run retries). */
  onBeaconError?(error: unknown, drawId: string): void;
}

/** The pseudonym key, derived from the gateway's token secret (so it needs no storage of its own). */
export function entrantKeyFrom(tokenSecret: string): string {
  return createHmac('sha256', tokenSecret).update('savewin:draw-entrants').digest('hex');
}

export function createDraws(deps: DrawDeps) {
  const { db, beacon } = deps;
  const destinations = createPrizeDestinations(deps);

  /** A customer's pseudonym in a draw, by the scheme the draw was committed with. */
  async function entrantOf(draw: Pick<DrawRow, 'draw_id' | 'entrant_scheme'>, customerNumber: string) {
    return draw.entrant_scheme === 'sha256'
      ? (await sha256Hex(`${draw.draw_id}:${customerNumber}`)).slice(0, 16)
      : drawEntrant(deps.entrantKey, draw.draw_id, customerNumber);
  }

  /**
   * The first beacon round at or after BEACON_MARGIN_MS past `closes`, or null when the beacon
   * cannot say now (its chain information unreachable): opening and closing draws never wait for
   * the beacon.
   */
  async function roundAtOrNull(closes: Date, drawId: string): Promise<number | null> {
    try {
      return await beacon.roundAt(new Date(closes.getTime() + BEACON_MARGIN_MS));
    } catch (error) {
      deps.onBeaconError?.(error, drawId);
      return null;
    }
  }

  /**
   * Fixes the beacon round of draws that have none yet (opened while the beacon was unreachable,
   * or before beacons): the round is a function of the closing time alone, so fixing it later
   * picks the same round it would have at opening.
   */
  async function fixBeaconRounds(): Promise<void> {
    const open = await db.query<{ draw_id: string; closes_at: Date | string }>(
      `SELECT draw_id, closes_at FROM draws WHERE status <> 'DRAWN' AND beacon_round IS NULL`,
    );
    for (const draw of open) {
      const round = await roundAtOrNull(new Date(draw.closes_at), draw.draw_id);
      if (round === null) continue;
      await db.query(
        `UPDATE draws SET beacon_source = $2, beacon_chain_hash = $3, beacon_round = $4
          WHERE draw_id = $1 AND beacon_round IS NULL`,
        [draw.draw_id, beacon.source, beacon.chainHash, round],
      );
    }
  }

  /** Opens this week's draw (once), closes ended ones, draws closed ones whose time came. */
  async function runDrawJobs(at: Date = deps.now()): Promise<void> {
    const opens = weekStart(at);
    const closes = new Date(opens.getTime() + WEEK_MS);
    const drawId = `D${opens.toISOString().slice(0, 10)}`;
    const [exists] = await db.query(`SELECT 1 FROM draws WHERE draw_id = $1`, [drawId]);
    const seed = randomBytes(32).toString('hex');
    // The beacon round is fixed now, with the seed's commitment, before any entry exists.
    await db.query(
      `INSERT INTO draws (draw_id, name, opens_at, closes_at, draw_at, status, seed, seed_commitment,
                          beacon_source, beacon_chain_hash, beacon_round)
       VALUES ($1, $2, $3, $4, $5, 'OPEN', $6, $7, $8, $9, $10) ON CONFLICT (draw_id) DO NOTHING`,
      [
        drawId,
        `Week of ${opens.toISOString().slice(0, 10)} draw`,
        opens.toISOString(),
        closes.toISOString(),
        new Date(closes.getTime() + DRAW_DELAY_MS).toISOString(),
        seed,
        await sha256Hex(seed),
        beacon.source,
        beacon.chainHash,
        exists ? null : await roundAtOrNull(closes, drawId),
      ],
    );
    await fixBeaconRounds();
    const due = await db.query<{ draw_id: string; status: string }>(
      `SELECT draw_id, status FROM draws
        WHERE (status = 'OPEN' AND closes_at <= $1) OR (status = 'CLOSED' AND draw_at <= $1) ORDER BY opens_at`,
      [at.toISOString()],
    );
    for (const draw of due) {
      await close(draw.draw_id, at);
      await draw_(draw.draw_id, at);
    }
  }

  /**
   * The beacon round of a draw due, or null while it is not out yet or the beacon cannot be
   * reached: the draw then waits (its randomness is never invented) and the next run retries.
   */
  async function beaconRoundOf(
    drawId: string,
    at: Date,
  ): Promise<{ randomness: string; signature: string } | null> {
    const [draw] = await db.query<Pick<DrawRow, 'status' | 'draw_at' | 'beacon_round' | 'beacon_source'>>(
      `SELECT status, draw_at, beacon_round, beacon_source FROM draws WHERE draw_id = $1`,
      [drawId],
    );
    if (!draw || draw.status !== 'CLOSED' || new Date(draw.draw_at).getTime() > at.getTime()) return null;
    if (draw.beacon_round === null) return null;
    if (draw.beacon_source !== beacon.source) {
      deps.onBeaconError?.(new Error(`draw ${drawId} is fixed to the ${draw.beacon_source} beacon`), drawId);
      return null;
    }
    try {
      return await beacon.fetchRound(Number(draw.beacon_round));
    } catch (error) {
      deps.onBeaconError?.(error, drawId);
      return null;
    }
  }

  /**
   * Freezes the entry list of an ended draw and publishes its commitment: the ledger as it stood
   * at closes_at (postings effective before it), whenever this runs.
   */
  async function close(drawId: string, at: Date): Promise<void> {
    await db.transaction(async (tx) => {
      const [draw] = await tx.query<DrawRow>(`SELECT * FROM draws WHERE draw_id = $1 FOR UPDATE`, [drawId]);
      if (!draw || draw.status !== 'OPEN' || new Date(draw.closes_at).getTime() > at.getTime()) return;
      const tickets = await ticketsIn(tx, draw.opens_at, draw.closes_at, null);
      const entrants = await Promise.all(
        tickets
          .filter((t) => Number(t.tickets) > 0)
          .map(async (t) => ({
            entrant: await entrantOf(draw, t.customer_number),
            tickets: Number(t.tickets),
          })),
      );
      const entries: Entry[] = entrants.sort((a, b) =>
        a.entrant < b.entrant ? -1 : a.entrant > b.entrant ? 1 : 0,
      );
      await tx.query(
        `UPDATE draws SET status = 'CLOSED', entries = $2, entries_commitment = $3 WHERE draw_id = $1`,
        [drawId, JSON.stringify(entries), await entriesCommitment(entries)],
      );
    });
  }

  /** Draws the winners from the seed and the frozen entries, pays them, reveals the seed. */
  async function draw_(drawId: string, at: Date): Promise<void> {
    // Outside the transaction: a network call must not hold the draw's row lock.
    const round = await beaconRoundOf(drawId, at);
    if (!round) return;
    await db.transaction(async (tx) => {
      const [draw] = await tx.query<DrawRow>(`SELECT * FROM draws WHERE draw_id = $1 FOR UPDATE`, [drawId]);
      if (!draw || draw.status !== 'CLOSED' || new Date(draw.draw_at).getTime() > at.getTime()) return;
      const entries = draw.entries ?? [];
      const key = await drawKey(draw.seed, round.randomness);
      const picked = entries.length === 0 ? [] : await drawWinners(key, entries, DRAW_PRIZES.length);
      const customers = await openMainAccounts(tx);
      const byEntrant = new Map(
        await Promise.all(customers.map(async (c) => [await entrantOf(draw, c.customer_number), c] as const)),
      );
      const published: PublishedWinner[] = [];
      const drawDate = new Date(draw.draw_at).toISOString().slice(0, 10);
      for (const [index, winner] of picked.entries()) {
        const prize = DRAW_PRIZES[index];
        const customer = byEntrant.get(winner.entrant);
        if (!prize || !customer) continue;
        const name = await shortName(tx, customer.customer_number);
        const transactionId = `prize-${drawId}-${prize.position}`;
        // The goal the winner chose, while its plan runs; the ledger checks under the goal's lock
        // that it is still open, and pays SAVE & WIN when it is not.
        const chosen = await chosenGoalOf(tx, customer.customer_number);
        const paid = await creditFromSystemToGoal(tx, {
          transactionId,
          customerNumber: customer.customer_number,
          mainAccountNumber: customer.account_number,
          goalAccountNumber: chosen && beforeDueDate(chosen, at) ? chosen.goalAccountNumber : null,
          type: 'PRIZE',
          from: SYSTEM_ACCOUNTS.prizeExpense,
          amount: prize.prize,
          narration: `${prize.description} ${draw.name}`,
          sourceSystem: 'PRIZE DRAW',
          at,
        });
        const closedGoal = chosen && !paid.intoGoal ? chosen : null;
        await tx.query(
          `INSERT INTO draw_winners (draw_id, draw_date, position, short_name, prize) VALUES ($1, $2, $3, $4, $5)`,
          [drawId, drawDate, prize.position, name, prize.prize],
        );
        await tx.query(
          `INSERT INTO draw_prize_payouts (draw_id, position, customer_number, transaction_id, closed_goal_account_number)
           VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
          [
            drawId,
            prize.position,
            customer.customer_number,
            transactionId,
            closedGoal?.goalAccountNumber ?? null,
          ],
        );
        const where = paid.intoGoal
          ? `It has been saved into your goal '${chosen?.goalName}'.`
          : closedGoal
            ? `Your goal '${closedGoal.goalName}' is no longer open, so it has been added to your SAVE & WIN account.`
            : 'It has been added to your SAVE & WIN account.';
        await notify(tx, {
          customerNumber: customer.customer_number,
          title: 'You won in the prize draw',
          message: `Congratulations! You won the ${prize.description.toLowerCase()} of GH₵${formatAmount(prize.prize)} in the ${draw.name}. ${where}`,
          link: '/prizes',
          at,
          dedupeKey: `draw:${drawId}:${prize.position}`,
          alert: 'prizes',
        });
        published.push({
          position: prize.position,
          shortName: name,
          prize: formatAmount(prize.prize),
          entrant: winner.entrant,
          ticket: winner.ticket,
        });
      }
      // Every other entrant learns the draw took place and where to check it (winners have
      // their own notice above).
      const winners = new Set(published.map((w) => w.entrant));
      for (const entry of entries) {
        const customer = byEntrant.get(entry.entrant);
        if (!customer || winners.has(entry.entrant)) continue;
        await notify(tx, {
          customerNumber: customer.customer_number,
          title: 'Prize draw results',
          message: `The ${draw.name} has been drawn. Your ${entry.tickets} ${entry.tickets === 1 ? 'entry was' : 'entries were'} not picked this time; keep saving to enter the next draw.`,
          link: '/prizes',
          at,
          dedupeKey: `draw:${drawId}:entrant:${entry.entrant}`,
        });
      }
      await tx.query(
        `UPDATE draws SET status = 'DRAWN', winners = $2, beacon_randomness = $3, beacon_signature = $4
          WHERE draw_id = $1`,
        [drawId, JSON.stringify(published), round.randomness, round.signature],
      );
    });
  }

  async function current(auth: Caller | null): Promise<Outcome<unknown>> {
    const now = deps.now();
    const [draw] = await db.query<DrawRow>(
      `SELECT * FROM draws WHERE status = 'OPEN' AND opens_at <= $1 AND closes_at > $1 ORDER BY opens_at DESC LIMIT 1`,
      [now.toISOString()],
    );
    if (!draw) return refused('There is no draw open right now. Please check again soon.');
    const all = await ticketsIn(db, draw.opens_at, draw.closes_at, null);
    const customerNumber = auth?.kind === 'customer' ? auth.customerNumber : null;
    const mine = customerNumber ? all.find((t) => t.customer_number === customerNumber) : undefined;
    return ok(
      {
        drawId: draw.draw_id,
        name: draw.name,
        status: draw.status,
        opensAt: iso(draw.opens_at),
        closesAt: iso(draw.closes_at),
        drawAt: iso(draw.draw_at),
        myTickets: Number(mine?.tickets ?? 0),
        totalTickets: all.reduce((sum, t) => sum + Number(t.tickets), 0),
        seedCommitment: draw.seed_commitment,
        beacon: await beaconOf(draw),
      },
      '',
    );
  }

  /** When a round is produced; null when the beacon cannot say now (a read never fails on it). */
  async function roundTimeOf(round: number): Promise<string | null> {
    try {
      return (await beacon.timeOf(round)).toISOString();
    } catch {
      return null;
    }
  }

  /** The beacon round a draw is fixed to, with its randomness once the draw used it. */
  async function beaconOf(draw: DrawRow) {
    if (draw.beacon_round === null || draw.beacon_source === null || draw.beacon_source === 'none')
      return null;
    const round = Number(draw.beacon_round);
    const used = draw.status === 'DRAWN';
    return {
      source: draw.beacon_source,
      chainHash: draw.beacon_chain_hash ?? '',
      round,
      roundTime: draw.beacon_source === beacon.source ? await roundTimeOf(round) : null,
      url: draw.beacon_source === beacon.source ? beacon.urlOf(round) : null,
      randomness: used ? draw.beacon_randomness : null,
      signature: used ? draw.beacon_signature : null,
    };
  }

  /**
   * The prize checker: the last draws, newest first, with the caller's own tickets (0 when they
   * did not enter) and what they won and where it was paid. Only the caller's own figures: their
   * tickets are read by their own pseudonym, their wins from the payouts recorded against them.
   */
  async function mine(auth: Caller | null): Promise<Outcome<MyDrawView[]>> {
    const caller = requireCustomer(auth);
    const draws = await db.query<DrawRow>(
      `SELECT * FROM draws ORDER BY draw_at DESC, draw_id DESC LIMIT $1`,
      [CHECKER_DRAWS],
    );
    const payouts = await db.query<{
      draw_id: string;
      position: number;
      transaction_id: string;
      closed_goal_name: string | null;
    }>(
      `SELECT p.draw_id, p.position, p.transaction_id, g.goal_name AS closed_goal_name
         FROM draw_prize_payouts p
         LEFT JOIN goals g ON g.goal_account_number = p.closed_goal_account_number
        WHERE p.customer_number = $1 AND p.draw_id = ANY($2::text[])`,
      [caller.customerNumber, draws.map((d) => d.draw_id)],
    );
    const credits = new Map(
      await Promise.all(
        payouts.map(async (p) => [p.transaction_id, await findTransaction(db, p.transaction_id)] as const),
      ),
    );
    const goalNames = new Map(
      (
        await db.query<{ goal_account_number: string; goal_name: string }>(
          `SELECT goal_account_number, goal_name FROM goals WHERE customer_number = $1`,
          [caller.customerNumber],
        )
      ).map((g) => [g.goal_account_number, g.goal_name]),
    );
    const views: MyDrawView[] = [];
    for (const draw of draws) {
      const payout = payouts.find((p) => p.draw_id === draw.draw_id);
      const credit = payout ? credits.get(payout.transaction_id) : null;
      const won = Boolean(payout && credit && credit.customer_number === caller.customerNumber);
      const goalName = credit ? (goalNames.get(credit.account_number) ?? null) : null;
      views.push({
        drawId: draw.draw_id,
        name: draw.name,
        drawAt: iso(draw.draw_at),
        status: draw.status,
        myTickets: await ticketsOf(draw, caller.customerNumber),
        won,
        prize:
          won && payout && credit
            ? {
                position: Number(payout.position),
                description:
                  DRAW_PRIZES.find((p) => p.position === Number(payout.position))?.description ??
                  `Prize ${payout.position}`,
                amount: formatAmount(Number(credit.amount)),
                paidTo: goalName === null ? 'SAVE_AND_WIN' : 'GOAL',
                accountNumber: credit.account_number,
                goalName,
                transactionId: visibleId(credit),
                paidAt: iso(credit.created_at),
                closedGoalName: payout.closed_goal_name,
              }
            : null,
      });
    }
    return ok(views, '');
  }

  /** A customer's tickets in a draw: counted so far while open, as frozen at the close after. */
  async function ticketsOf(draw: DrawRow, customerNumber: string): Promise<number> {
    if (draw.status === 'OPEN') {
      const [mine] = await ticketsIn(db, draw.opens_at, draw.closes_at, customerNumber);
      return Number(mine?.tickets ?? 0);
    }
    const entrant = await entrantOf(draw, customerNumber);
    return (draw.entries ?? []).find((e) => e.entrant === entrant)?.tickets ?? 0;
  }

  function prizes(): Outcome<unknown> {
    return ok(
      DRAW_PRIZES.map((p) => ({
        position: p.position,
        prize: formatAmount(p.prize),
        description: p.description,
      })),
      '',
    );
  }

  async function previousWinners(): Promise<Outcome<unknown>> {
    const rows = await db.query<{
      draw_id: string;
      draw_date: Date | string;
      position: number;
      short_name: string;
      prize: number;
    }>(`SELECT * FROM draw_winners ORDER BY draw_date DESC, draw_id DESC, position LIMIT 100`);
    return ok(
      rows.map((r) => ({
        shortName: r.short_name,
        position: Number(r.position),
        prize: formatAmount(Number(r.prize)),
        drawId: r.draw_id,
        drawDate:
          typeof r.draw_date === 'string' ? r.draw_date.slice(0, 10) : r.draw_date.toISOString().slice(0, 10),
      })),
      '',
    );
  }

  /** Everything needed to recompute a draw: the seed only once drawn, the frozen entries once closed. */
  async function verification(drawId: string, auth: Caller | null): Promise<Outcome<unknown>> {
    const [draw] = await db.query<DrawRow>(`SELECT * FROM draws WHERE draw_id = $1`, [drawId]);
    if (!draw) throw notFound('We could not find that draw.');
    const drawDate = new Date(draw.draw_at).toISOString().slice(0, 10);
    const entries = draw.entries;
    const ticketCount = entries
      ? entries.reduce((sum, e) => sum + e.tickets, 0)
      : (await ticketsIn(db, draw.opens_at, draw.closes_at, null)).reduce(
          (sum, t) => sum + Number(t.tickets),
          0,
        );
    const winners = draw.status === 'DRAWN' ? (draw.winners ?? []) : [];
    // Only the signed-in customer is told their own pseudonym; the entry list names nobody.
    const myEntrant =
      auth?.kind === 'customer' && auth.customerNumber && entries
        ? await entrantOf(draw, auth.customerNumber)
        : null;
    return ok(
      {
        drawId: draw.draw_id,
        name: draw.name,
        opensAt: iso(draw.opens_at),
        closesAt: iso(draw.closes_at),
        drawAt: iso(draw.draw_at),
        status: draw.status,
        seedCommitment: draw.seed_commitment,
        seed: draw.status === 'DRAWN' ? draw.seed : null,
        beacon: await beaconOf(draw),
        ticketCount,
        algorithm: DRAW_ALGORITHM,
        winners: winners.map((w) => ({
          shortName: w.shortName,
          position: w.position,
          prize: w.prize,
          drawId: draw.draw_id,
          drawDate,
        })),
        entriesCommitment: draw.entries_commitment,
        entries: entries ?? null,
        winningEntrants: winners.map((w) => ({ position: w.position, entrant: w.entrant, ticket: w.ticket })),
        myEntrant: entries?.some((e) => e.entrant === myEntrant) ? myEntrant : null,
      },
      '',
    );
  }

  return {
    runDrawJobs,
    current,
    prizes,
    previousWinners,
    verification,
    mine,
    prizeDestination: destinations.read,
    setPrizeDestination: destinations.set,
  };
}

export type Draws = ReturnType<typeof createDraws>;
