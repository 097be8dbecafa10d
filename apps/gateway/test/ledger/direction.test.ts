// The direction of the money on each statement row, for the account the statement is read for:
// every kind of movement a customer can see, made through the same code as live money, and each
// one read from both sides where there are two. The sign a customer sees comes from this alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createSandboxBillers } from '../../src/adapters/billers/billers';
import { createBillers } from '../../src/domain/bills/billers';
import { seedProductCatalogue } from '../../src/domain/catalogue';
import { createGoals } from '../../src/domain/goals/goals';
import { OWN_BANK_SORT_CODE, readStatement, seedMovement } from '../../src/domain/ledger';
import { exportStatementCsv, type StatementRow, type TransactRequest } from '../../src/domain/ledger';
import { createPaymentLinks } from '../../src/domain/paymentLinks/paymentLinks';
import { engine } from '../support/database';
import { createLedgerHarness, freshId, type LedgerHarness, type TestCustomer } from '../support/ledger';

const PAYER_PHONE = '0241231234';

describe(`the direction of each statement row on ${engine}`, () => {
  let h: LedgerHarness;
  let ama: TestCustomer;
  let kofi: TestCustomer;
  let goalAccount = '';
  let goals: ReturnType<typeof createGoals>;
  const ids: Record<string, string> = {};

  async function rowsOf(accountNumber: string): Promise<StatementRow[]> {
    return (await readStatement(h.db, accountNumber, { pageSize: 100 }, h.now())).items;
  }
  async function rowOf(accountNumber: string, kind: string): Promise<StatementRow> {
    const row = (await rowsOf(accountNumber)).find((r) => r.transactionId === ids[kind]);
    if (!row) throw new Error(`no ${kind} row in the statement of ${accountNumber}`);
    return row;
  }
  async function send(who: TestCustomer, kind: string, overrides: Partial<TransactRequest>) {
    const req = h.request(who, overrides);
    ids[kind] = req.transactionId;
    const answer = await h.ledger.transact(who.auth, req);
    expect(answer.isSuccess, `${kind}: ${answer.displayMessage}`).toBe(true);
    return answer;
  }

  beforeAll(async () => {
    const links = { current: null as ReturnType<typeof createPaymentLinks> | null };
    h = await createLedgerHarness({ payableLink: (auth) => links.current!.payableLink(auth) });
    await seedProductCatalogue(h.db);
    links.current = createPaymentLinks({ db: h.db, now: h.now, portalOrigin: 'http://portal.test' });
    const billers = createBillers({
      db: h.db,
      now: h.now,
      billers: createSandboxBillers(),
      tierOf: async (_q, customerNumber) => h.tiers.get(customerNumber) ?? 'MINIMUM',
    });
    goals = createGoals({ db: h.db, now: h.now });
    ama = await h.customer();
    kofi = await h.customer();
    for (const c of [ama, kofi]) {
      h.tiers.set(c.customerNumber, 'ENHANCED');
      await h.db.query(
        `INSERT INTO leads (mobile_number, customer_number, kyc_status, pin_hash) VALUES ($1, $2, 'VERIFIED', 'unused')`,
        [c.mobileNumber, c.customerNumber],
      );
    }

    // Deposit: an approved mobile-money collection.
    const deposit = await send(ama, 'deposit', {
      transactionType: 'DEPOSIT',
      amount: '500.00',
      destinationAccountNumber: ama.mobileNumber,
    });
    await h.ledger.sandbox!.decidePrompt((deposit.result as { promptId: string }).promptId, 'APPROVED');

    await send(ama, 'withdrawal', {
      transactionType: 'WITHDRAWAL',
      amount: '20.00',
      destinationAccountNumber: PAYER_PHONE,
    });
    await send(ama, 'transfer', {
      transactionType: 'BANK_TRANSFER',
      amount: '30.00',
      destinationAccountNumber: kofi.accountNumber,
      destinationSortCode: OWN_BANK_SORT_CODE,
    });
    // The sandbox network pays a number ending in 1234 at once.
    await send(ama, 'momo', {
      transactionType: 'MOMO',
      amount: '15.00',
      destinationAccountNumber: '0241231234',
    });
    // A payout the network holds (a number ending in 8888) and rejects later: reversed.
    await send(ama, 'reversal', {
      transactionType: 'MOMO',
      amount: '12.00',
      destinationAccountNumber: '0241238888',
    });
    await h.ledger.completePayout(await h.ref(ama, ids.reversal!), {
      status: 'FAILED',
      reason: 'Rejected late.',
    });

    const [biller] = await h.db.query<{ biller_code: string }>(
      `SELECT biller_code FROM billers WHERE category = 'UTILITIES' AND biller_name NOT LIKE '%TV%' ORDER BY biller_code LIMIT 1`,
    );
    ids.bill = freshId('bill');
    const bill = await billers.pay(ama.auth, {
      customerAccountNumber: ama.accountNumber,
      transactionId: ids.bill,
      amount: '40.00',
      billerReference: '12345678',
      billerCode: biller!.biller_code,
      sourceSystem: 'WEB APP',
      narration: 'light bill',
    });
    expect(bill.isSuccess, bill.displayMessage).toBe(true);

    const [option] = await h.db.query<{ goal_option_id: string; max_days: number }>(
      'SELECT goal_option_id, max_days FROM goal_options ORDER BY max_days DESC LIMIT 1',
    );
    const due = new Date(h.now().getTime() + (option!.max_days - 2) * 86_400_000);
    const goal = await goals.create(ama.auth, {
      targetAmount: '2000.00',
      customerNumber: ama.customerNumber,
      customerAccountNumber: ama.accountNumber,
      goalName: 'Rent',
      dueDate: due.toISOString().slice(0, 10),
      goalType: 'Monthly',
      reminder: false,
      autoFund: false,
      goalOptionId: option!.goal_option_id,
    });
    expect(goal.isSuccess, goal.displayMessage).toBe(true);
    const [goalRow] = await h.db.query<{ goal_account_number: string }>(
      'SELECT goal_account_number FROM goals WHERE customer_number = $1',
      [ama.customerNumber],
    );
    goalAccount = goalRow!.goal_account_number;
    await send(ama, 'goal', {
      transactionType: 'BANK_TRANSFER',
      amount: '25.00',
      narration: 'SOLIS TRANSFER TARGET SAVE',
      destinationAccountNumber: goalAccount,
      destinationSortCode: OWN_BANK_SORT_CODE,
    });

    // A payment through Kofi's link by an outside payer, approved on the payer's phone.
    const link = await links.current.create(kofi.auth, {});
    expect(link.isSuccess).toBe(true);
    ids.link = freshId('link');
    const paid = await h.ledger.transact(
      { kind: 'payer', linkHash: link.result!.hash, phoneNumber: PAYER_PHONE },
      {
        customerAccountNumber: link.result!.hash,
        transactionId: ids.link,
        amount: '18.00',
        narration: 'Payment link',
        transactionType: 'DEPOSIT',
        destinationAccountNumber: PAYER_PHONE,
        destinationSortCode: '',
        sourceSystem: 'PAYMENT LINK',
      },
    );
    expect(paid.isSuccess, paid.displayMessage).toBe(true);
    await h.ledger.sandbox!.decidePrompt((paid.result as { promptId: string }).promptId, 'APPROVED');

    // Interest and prizes are written by their jobs with the same posting code as seeds.
    ids.interest = `interest-${ama.accountNumber}`;
    ids.prize = `prize-${ama.accountNumber}`;
    await h.db.transaction(async (tx) => {
      await seedMovement(tx, {
        transactionId: ids.interest!,
        accountNumber: ama.accountNumber,
        customerNumber: ama.customerNumber,
        type: 'INTEREST',
        amount: 2_514,
        at: h.now(),
        narration: 'Interest for October 2026',
      });
      await seedMovement(tx, {
        transactionId: ids.prize!,
        accountNumber: ama.accountNumber,
        customerNumber: ama.customerNumber,
        type: 'PRIZE',
        amount: 50_000,
        at: h.now(),
        narration: 'Prize: 2nd place',
      });
    });
  });
  afterAll(() => h?.dispose());

  it.each([
    ['deposit', 'CREDIT', '500.00'],
    ['withdrawal', 'DEBIT', '20.00'],
    ['transfer', 'DEBIT', '30.00'],
    ['momo', 'DEBIT', '15.00'],
    ['bill', 'DEBIT', '40.00'],
    ['goal', 'DEBIT', '25.00'],
    ['interest', 'CREDIT', '25.14'],
    ['prize', 'CREDIT', '500.00'],
  ] as const)("the sender's statement reads %s as %s of %s", async (kind, direction, amount) => {
    expect(await rowOf(ama.accountNumber, kind)).toMatchObject({ direction, amount });
  });

  it('an own-bank transfer received reads CREDIT for the receiver, without the sender’s fee', async () => {
    const sent = await rowOf(ama.accountNumber, 'transfer');
    const received = await rowOf(kofi.accountNumber, 'transfer');
    expect(received).toMatchObject({
      direction: 'CREDIT',
      amount: '30.00',
      feeAmount: '0.00',
      transactionType: 'BANK_TRANSFER',
      destinationAccountNumber: ama.accountNumber,
    });
    expect(sent).toMatchObject({ direction: 'DEBIT', amount: '30.00' });
  });

  it('a fee stays with the movement that paid it: amount unchanged, fee beside it, never on the receiver', async () => {
    const withdrawal = await rowOf(ama.accountNumber, 'withdrawal');
    expect(Number(withdrawal.feeAmount)).toBeGreaterThan(0);
    expect(withdrawal).toMatchObject({ direction: 'DEBIT', amount: '20.00' });
  });

  it('goal funding reads DEBIT from the main account and CREDIT from the goal account', async () => {
    expect(await rowOf(ama.accountNumber, 'goal')).toMatchObject({ direction: 'DEBIT', amount: '25.00' });
    expect(await rowOf(goalAccount, 'goal')).toMatchObject({ direction: 'CREDIT', amount: '25.00' });
    const statement = await goals.statement(ama.auth, goalAccount);
    expect(statement.result).toEqual([
      expect.objectContaining({
        transactionId: ids.goal,
        direction: 'CREDIT',
        creditAmount: '25.00',
        debitAmount: '0.00',
      }),
    ]);
  });

  it('a payment-link payment reads CREDIT for the customer who asked for it', async () => {
    expect(await rowOf(kofi.accountNumber, 'link')).toMatchObject({
      direction: 'CREDIT',
      amount: '18.00',
      status: 'SUCCESSFUL',
    });
  });

  it('a reversed payout keeps the direction it left with and says REVERSED, and gave the money back', async () => {
    expect(await rowOf(ama.accountNumber, 'reversal')).toMatchObject({
      direction: 'DEBIT',
      amount: '12.00',
      status: 'REVERSED',
    });
  });

  it('the CSV export carries the same direction and a signed amount for each row', async () => {
    const { csv } = await exportStatementCsv(h.db, kofi.accountNumber, {}, h.now());
    const [header, ...lines] = csv.trimEnd().split('\r\n');
    const columns = header!.split(',');
    const byId = new Map(
      lines.map((line) => {
        const cells = line.split(',');
        return [cells[columns.indexOf('transactionId')], cells] as const;
      }),
    );
    const cell = (id: string, column: string) => byId.get(id)?.[columns.indexOf(column)];
    expect(cell(ids.transfer!, 'direction')).toBe('CREDIT');
    expect(cell(ids.transfer!, 'signedAmount')).toBe('+30.00');
    expect(cell(ids.link!, 'signedAmount')).toBe('+18.00');
    const own = await exportStatementCsv(h.db, ama.accountNumber, {}, h.now());
    expect(own.csv).toMatch(new RegExp(`${ids.transfer},BANK_TRANSFER,DEBIT,-30\\.00,30\\.00,`));
    expect(own.csv).toMatch(new RegExp(`${ids.interest},INTEREST,CREDIT,\\+25\\.14,25\\.14,`));
  });
});
