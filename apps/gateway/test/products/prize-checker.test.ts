// The prize checker over HTTP: a customer's own entries and results in the last six draws (0
// tickets for a draw they did not enter), the prize destination (SAVE & WIN, or one of their own
// open goals; anything else refused with nothing written), a winner paid into SAVE & WIN or into
// the chosen goal through the ledger, SAVE & WIN instead when that goal has closed since, and the
// notice and SMS alert of a win: all once, whether the draw job runs twice in turn or at once.
// Three entrants for four prizes: everyone who enters wins, so who is paid where is certain.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { seedProductCatalogue } from '../../src/domain/catalogue';
import { weekStart, type MyDrawView } from '../../src/domain/draws/draws';
import { PRIZE_DESTINATION_MESSAGES } from '../../src/domain/draws/prizeDestination';
import { SYSTEM_ACCOUNTS } from '../../src/domain/ledger/index';
import { fundCustomer, ledgerProblems, signIn, setUpTestGateway } from '../support/server';

import { SETUP_TIMEOUT_MS, balanceOf, readyCustomer, type Customer } from './support';

const gateway = setUpTestGateway();
const DAY_MS = 86_400_000;
const MINE = '/api/draws/mine';
const DESTINATION = '/api/draws/prize-destination';
const WON = 'You won in the prize draw';

let ama: Customer;
let kofi: Customer;
let esi: Customer;
let zoe: Customer;
let schoolFees = '';
let wedding = '';

interface Goal {
  goalAccountNumber: string;
  goalName: string;
  currentAmount: string;
}
interface Destination {
  destination: 'SAVE_AND_WIN' | 'GOAL';
  goalAccountNumber: string | null;
  goalName: string | null;
}

function dayFromNow(days: number): string {
  return new Date(gateway.services.now().getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

async function createGoal(who: Customer, goalName: string): Promise<string> {
  const answer = await gateway.call<Goal>('POST', '/api/investment/create-goal', {
    token: who.token,
    body: {
      targetAmount: '5000.00',
      customerNumber: who.customerNumber,
      customerAccountNumber: who.accountNumber,
      goalName,
      dueDate: dayFromNow(200),
      goalType: 'Monthly',
      reminder: false,
      autoFund: false,
      goalOptionId: 'GO-EDU',
    },
  });
  if (!answer.body.isSuccess) throw new Error(answer.body.displayMessage);
  return answer.body.result.goalAccountNumber;
}

beforeAll(async () => {
  await seedProductCatalogue(gateway.db);
  // Start an hour into a fresh week, so every deposit of the setup is in the same draw.
  const now = gateway.services.now();
  gateway.advance(weekStart(now).getTime() + 7 * DAY_MS + 3_600_000 - now.getTime());
  ama = await readyCustomer(gateway, '100.00');
  kofi = await readyCustomer(gateway, '50.00');
  esi = await readyCustomer(gateway, '20.00');
  zoe = await readyCustomer(gateway);
  schoolFees = await createGoal(kofi, 'School fees');
  wedding = await createGoal(esi, 'Wedding');
  // Esi hears of her wins in the bell only.
  const off = await gateway.call('PUT', '/api/notifications/alert-preferences', {
    token: esi.token,
    body: { prizes: false },
  });
  expect(off.body.isSuccess).toBe(true);
}, SETUP_TIMEOUT_MS);
afterEach(async () => {
  expect(await ledgerProblems(gateway)).toEqual([]);
});

const runJobs = () => gateway.services.draws.runDrawJobs(gateway.services.now());

/** Fresh credentials for everyone once the clock has moved past their sessions. */
async function signInAgain(): Promise<void> {
  for (const who of [ama, kofi, esi, zoe])
    Object.assign(who, await signIn(gateway, who.mobileNumber, who.pin));
}

async function mine(who: Customer): Promise<MyDrawView[]> {
  const answer = await gateway.call<MyDrawView[]>('GET', MINE, { token: who.token });
  expect(answer.body.isSuccess, answer.body.displayMessage).toBe(true);
  return answer.body.result;
}

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await gateway.db.query<{ n: number }>(sql, params);
  return Number(row?.n ?? 0);
}

async function prizeExpense(): Promise<number> {
  return -(await count(
    `SELECT coalesce(sum(amount), 0)::bigint AS n FROM ledger_entries WHERE account_number = $1`,
    [SYSTEM_ACCOUNTS.prizeExpense],
  ));
}

async function notices(who: Customer, title: string): Promise<string[]> {
  const answer = await gateway.call<{ title: string; message: string }[]>(
    'GET',
    '/api/notifications?limit=100',
    { token: who.token },
  );
  return answer.body.result.filter((n) => n.title === title).map((n) => n.message);
}

async function texts(who: Customer, startingWith: string): Promise<string[]> {
  await gateway.services.settle();
  const inbox = await gateway.call<{ text: string }[]>('GET', `/api/sandbox/sms-inbox/${who.mobileNumber}`);
  return inbox.body.result.map((sms) => sms.text).filter((text) => text.startsWith(startingWith));
}

async function goalOf(who: Customer, goalAccountNumber: string): Promise<Goal | undefined> {
  const goals = await gateway.call<Goal[]>('GET', `/api/investment/customer-goals/${who.customerNumber}`, {
    token: who.token,
  });
  return goals.body.result.find((g) => g.goalAccountNumber === goalAccountNumber);
}

/** Three entrants, four prizes: the positions are drawn, the total is certain. */
const THREE_PRIZES = 350_000 + 100_000 + 50_000;
let firstDraw: MyDrawView | undefined;
let kofisFirstPrize: MyDrawView['prize'] = null;

describe('the prize destination', () => {
  it("is SAVE & WIN until the customer chooses one of their own open goals; another's goal, an unknown or closed one is refused and nothing is written", async () => {
    const initially = await gateway.call<Destination>('GET', DESTINATION, { token: kofi.token });
    expect(initially.body.result).toEqual({
      destination: 'SAVE_AND_WIN',
      goalAccountNumber: null,
      goalName: null,
    });

    const spare = await createGoal(kofi, 'Spare');
    const closed = await gateway.call('POST', `/api/investment/goals/${spare}/close`, { token: kofi.token });
    expect(closed.body.isSuccess, closed.body.displayMessage).toBe(true);

    const rows = () => count(`SELECT count(*)::bigint AS n FROM prize_destinations`);
    const before = await rows();
    const set = (body: Record<string, unknown>) =>
      gateway.call<Destination | null>('PUT', DESTINATION, { token: kofi.token, body });

    const someoneElses = await set({ destination: 'GOAL', goalAccountNumber: wedding });
    expect(someoneElses.status).toBe(403);
    expect(someoneElses.body).toMatchObject({
      isSuccess: false,
      displayMessage: PRIZE_DESTINATION_MESSAGES.notYourGoal,
    });
    expect(someoneElses.text).not.toContain('Wedding');
    // Naming it with SAVE & WIN is refused just the same.
    expect((await set({ destination: 'SAVE_AND_WIN', goalAccountNumber: wedding })).status).toBe(403);

    const unknown = await set({ destination: 'GOAL', goalAccountNumber: '7000000000000' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.displayMessage).toBe(PRIZE_DESTINATION_MESSAGES.unknownGoal);

    const closedGoal = await set({ destination: 'GOAL', goalAccountNumber: spare });
    expect(closedGoal.body).toEqual({
      isSuccess: false,
      displayMessage: PRIZE_DESTINATION_MESSAGES.closedGoal,
      result: null,
    });

    const noGoal = await set({ destination: 'GOAL' });
    expect(noGoal.body).toMatchObject({
      isSuccess: false,
      displayMessage: PRIZE_DESTINATION_MESSAGES.chooseGoal,
    });

    const malformed = await set({ destination: 'GOAL', goalAccountNumber: wedding, extra: true });
    expect(malformed.status).toBe(400);

    expect(await rows()).toBe(before);
    const still = await gateway.call<Destination>('GET', DESTINATION, { token: kofi.token });
    expect(still.body.result?.destination).toBe('SAVE_AND_WIN');

    const chosen = await set({ destination: 'GOAL', goalAccountNumber: schoolFees });
    expect(chosen.body).toEqual({
      isSuccess: true,
      displayMessage: PRIZE_DESTINATION_MESSAGES.toGoal('School fees'),
      result: { destination: 'GOAL', goalAccountNumber: schoolFees, goalName: 'School fees' },
    });
    const read = await gateway.call<Destination>('GET', DESTINATION, { token: kofi.token });
    expect(read.body.result).toEqual(chosen.body.result);
    expect(await rows()).toBe(before + 1);
  });
});

describe('the prize checker', () => {
  it('lists the draw open now with the customer’s own tickets so far, and 0 for one who has not entered', async () => {
    await runJobs();
    const [amas] = await mine(ama);
    expect(amas).toMatchObject({ status: 'OPEN', myTickets: 10, won: false, prize: null });
    expect((await mine(kofi))[0]?.myTickets).toBe(5);
    expect((await mine(esi))[0]?.myTickets).toBe(2);
    const zoes = await mine(zoe);
    expect(zoes).toHaveLength(1);
    expect(zoes[0]).toMatchObject({ drawId: amas?.drawId, myTickets: 0, won: false, prize: null });
    // Nothing of anyone else: no other customer's number, account or ticket count.
    const text = JSON.stringify(zoes);
    for (const other of [ama, kofi, esi]) {
      expect(text).not.toContain(other.customerNumber);
      expect(text).not.toContain(other.accountNumber);
    }
    expect(Object.keys(zoes[0] ?? {}).sort()).toEqual(
      ['drawAt', 'drawId', 'myTickets', 'name', 'prize', 'status', 'won'].sort(),
    );
  });

  it('shows a closed draw waiting to be drawn with the entries as frozen at the close', async () => {
    const current = await gateway.call<{ closesAt: string }>('GET', '/api/draws/current', {
      token: ama.token,
    });
    gateway.advance(Date.parse(current.body.result.closesAt) + 3_600_000 - gateway.services.now().getTime());
    await runJobs();
    await signInAgain();
    const [open, closed] = await mine(ama);
    expect(open).toMatchObject({ status: 'OPEN', myTickets: 0, won: false });
    expect(closed).toMatchObject({ status: 'CLOSED', myTickets: 10, won: false, prize: null });
    expect(Date.parse(open?.drawAt ?? '')).toBeGreaterThan(Date.parse(closed?.drawAt ?? ''));
  });

  it('pays each winner once, into SAVE & WIN or the chosen goal, and tells them once in the bell and by SMS as they chose, however often the job runs', async () => {
    const paidBefore = await prizeExpense();
    gateway.advance(12 * 3_600_000);
    // Two instances at once, then a rerun.
    await Promise.all([runJobs(), runJobs()]);
    await runJobs();
    await signInAgain();
    expect((await prizeExpense()) - paidBefore).toBe(THREE_PRIZES);

    const amas = (await mine(ama))[1];
    firstDraw = amas;
    expect(amas).toMatchObject({ status: 'DRAWN', myTickets: 10, won: true });
    const amaPrize = amas?.prize;
    expect(amaPrize).toMatchObject({
      paidTo: 'SAVE_AND_WIN',
      accountNumber: ama.accountNumber,
      goalName: null,
      closedGoalName: null,
      transactionId: `prize-${amas?.drawId}-${amaPrize?.position}`,
    });
    expect(await balanceOf(gateway, ama)).toBe((100 + Number(amaPrize?.amount)).toFixed(2));

    const kofis = (await mine(kofi))[1];
    const kofiPrize = kofis?.prize ?? null;
    kofisFirstPrize = kofiPrize;
    expect(kofis).toMatchObject({ status: 'DRAWN', myTickets: 5, won: true });
    expect(kofiPrize).toMatchObject({
      paidTo: 'GOAL',
      accountNumber: schoolFees,
      goalName: 'School fees',
      closedGoalName: null,
    });
    // Into the goal, not SAVE & WIN.
    expect((await goalOf(kofi, schoolFees))?.currentAmount).toBe(kofiPrize?.amount);
    expect(await balanceOf(gateway, kofi)).toBe('50.00');

    const esis = (await mine(esi))[1];
    expect(esis?.prize?.paidTo).toBe('SAVE_AND_WIN');
    const zoes = (await mine(zoe))[1];
    expect(zoes).toMatchObject({
      drawId: amas?.drawId,
      status: 'DRAWN',
      myTickets: 0,
      won: false,
      prize: null,
    });

    const positions = [amaPrize, kofiPrize, esis?.prize].map((p) => p?.position).sort();
    expect(positions).toEqual([1, 2, 3]);
    expect(
      await count(`SELECT count(*)::bigint AS n FROM ledger_transactions WHERE transaction_id LIKE $1`, [
        `prize-${amas?.drawId}-%`,
      ]),
    ).toBe(3);

    // The notice names the draw, the prize and where it went; once each, bell and SMS.
    const won = (prize: MyDrawView['prize'] | undefined, where: string) =>
      `Congratulations! You won the ${prize?.description.toLowerCase()} of GH₵${prize?.amount} in the ${amas?.name}. ${where}`;
    const amaWon = await notices(ama, WON);
    expect(amaWon).toEqual([won(amaPrize, 'It has been added to your SAVE & WIN account.')]);
    const kofiWon = await notices(kofi, WON);
    expect(kofiWon).toEqual([won(kofiPrize, "It has been saved into your goal 'School fees'.")]);
    expect(await texts(ama, `SAVE & WIN: ${WON}.`)).toEqual([`SAVE & WIN: ${WON}. ${amaWon[0]}`]);
    expect(await texts(kofi, `SAVE & WIN: ${WON}.`)).toEqual([`SAVE & WIN: ${WON}. ${kofiWon[0]}`]);
    // Esi switched prize alerts off: the bell only.
    expect(await notices(esi, WON)).toHaveLength(1);
    expect(await texts(esi, `SAVE & WIN: ${WON}.`)).toEqual([]);

    // A rerun later writes nothing more.
    await runJobs();
    expect(await notices(ama, WON)).toHaveLength(1);
    expect(await texts(ama, `SAVE & WIN: ${WON}.`)).toHaveLength(1);
    expect((await prizeExpense()) - paidBefore).toBe(THREE_PRIZES);
  });

  it('shows the prize in history, on its receipt and in the goal’s statement', async () => {
    const amaPrize = firstDraw?.prize;
    const statement = await gateway.call<{ items: Record<string, string>[] }>(
      'GET',
      `/api/transaction-service/statement/${ama.accountNumber}`,
      { token: ama.token },
    );
    expect(
      statement.body.result.items.find((r) => r.transactionId === amaPrize?.transactionId),
    ).toMatchObject({
      transactionType: 'PRIZE',
      direction: 'CREDIT',
      amount: amaPrize?.amount,
      status: 'SUCCESSFUL',
    });
    const receipt = await gateway.call<Record<string, string>>(
      'GET',
      `/api/transaction-service/transaction/${amaPrize?.transactionId}`,
      { token: ama.token },
    );
    expect(receipt.body.result).toMatchObject({
      transactionType: 'PRIZE',
      status: 'SUCCESSFUL',
      amount: amaPrize?.amount,
    });
    // Another customer cannot read it.
    const kofis = await gateway.call(
      'GET',
      `/api/transaction-service/transaction/${amaPrize?.transactionId}`,
      {
        token: kofi.token,
      },
    );
    expect(kofis.body.isSuccess).toBe(false);

    const kofiPrize = kofisFirstPrize;
    const goalStatement = await gateway.call<{ transactionId: string; creditAmount: string }[]>(
      'GET',
      `/api/investment/goal-statement/${schoolFees}`,
      { token: kofi.token },
    );
    expect(goalStatement.body.result).toContainEqual(
      expect.objectContaining({ transactionId: kofiPrize?.transactionId, creditAmount: kofiPrize?.amount }),
    );
  });

  it('pays SAVE & WIN when the chosen goal has closed since, and says so', async () => {
    const holiday = await createGoal(kofi, 'Holiday');
    const chosen = await gateway.call('PUT', DESTINATION, {
      token: kofi.token,
      body: { destination: 'GOAL', goalAccountNumber: holiday },
    });
    expect(chosen.body.isSuccess, chosen.body.displayMessage).toBe(true);
    const closed = await gateway.call('POST', `/api/investment/goals/${holiday}/close`, {
      token: kofi.token,
    });
    expect(closed.body.isSuccess, closed.body.displayMessage).toBe(true);
    const read = await gateway.call<Destination>('GET', DESTINATION, { token: kofi.token });
    expect(read.body).toMatchObject({
      displayMessage: PRIZE_DESTINATION_MESSAGES.noLongerOpen('Holiday'),
      result: { destination: 'SAVE_AND_WIN', goalAccountNumber: null },
    });

    // Kofi enters this week's draw; the prizes of the last one (credited this week) enter Ama and Esi.
    await fundCustomer(gateway, kofi, kofi.accountNumber, '30.00');
    const before = Number(await balanceOf(gateway, kofi));
    const current = await gateway.call<{ drawAt: string }>('GET', '/api/draws/current', {
      token: kofi.token,
    });
    gateway.advance(Date.parse(current.body.result.drawAt) + 60_000 - gateway.services.now().getTime());
    await runJobs();
    await runJobs();
    await signInAgain();

    const [, drawn] = await mine(kofi);
    expect(drawn).toMatchObject({ status: 'DRAWN', myTickets: 3, won: true });
    expect(drawn?.prize).toMatchObject({
      paidTo: 'SAVE_AND_WIN',
      accountNumber: kofi.accountNumber,
      goalName: null,
      closedGoalName: 'Holiday',
    });
    expect(Number(await balanceOf(gateway, kofi))).toBeCloseTo(before + Number(drawn?.prize?.amount), 2);
    const told = (await notices(kofi, WON)).filter((m) => m.includes(drawn?.name ?? 'no name'));
    expect(told).toHaveLength(1);
    expect(told[0]).toContain(
      "Your goal 'Holiday' is no longer open, so it has been added to your SAVE & WIN account.",
    );
    // The earlier prize stays in School fees.
    expect((await goalOf(kofi, schoolFees))?.currentAmount).toBe(kofisFirstPrize?.amount);
  });

  it('lists the last six draws, newest first, each with the customer’s own entries', async () => {
    for (let week = 0; week < 5; week++) {
      gateway.advance(7 * DAY_MS);
      await runJobs();
    }
    await signInAgain();
    const zoes = await mine(zoe);
    expect(zoes).toHaveLength(6);
    const latest = await gateway.db.query<{ draw_id: string }>(
      `SELECT draw_id FROM draws ORDER BY draw_at DESC LIMIT 6`,
    );
    expect(zoes.map((d) => d.drawId)).toEqual(latest.map((d) => d.draw_id));
    expect(zoes[0]?.status).toBe('OPEN');
    expect(zoes.slice(1).every((d) => d.status === 'DRAWN')).toBe(true);
    expect(zoes.every((d) => d.myTickets === 0 && !d.won && d.prize === null)).toBe(true);
    const times = zoes.map((d) => Date.parse(d.drawAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // The first draw has dropped off the list.
    expect(zoes.map((d) => d.drawId)).not.toContain(firstDraw?.drawId);
  });
});
