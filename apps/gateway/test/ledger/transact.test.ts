import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { createSandboxBank } from '../../src/adapters/bank/sandboxBank';
import { createSandboxMomo } from '../../src/adapters/momo/sandboxMomo';
import { DomainError } from '../../src/domain/errors';
import {
  DUPLICATE_ID_MESSAGE,
  KYC_REQUIRED_MESSAGE,
  createLedgerService,
  createSandboxLedger,
} from '../../src/domain/ledger';
import { openCustomerAccount } from '../../src/domain/ledger/accounts';
import { engine } from '../support/database';
import { createLedgerHarness, freshId, type LedgerHarness, type TestCustomer } from '../support/ledger';

const DAY = 86_400_000;

type Summary = { status: string; feeAmount: string; elevyAmount: string; promptId?: string; amount: string };

describe(`money movement on ${engine}`, () => {
  let h: LedgerHarness;
  beforeAll(async () => {
    h = await createLedgerHarness();
  });
  afterEach(async () => {
    await h.assertInvariants();
  });
  afterAll(() => h.dispose());

  async function entriesOf(transactionId: string) {
    return h.db.query<{ account_number: string; amount: number; kind: string }>(
      `SELECT e.account_number, e.amount, p.kind FROM ledger_entries e JOIN ledger_postings p USING (posting_id)
        WHERE p.transaction_id = $1 ORDER BY e.entry_id`,
      [transactionId],
    );
  }

  describe('deposits (mobile-money collections)', () => {
    it('credits nothing until the payer approves the prompt, then credits the amount and loyalty points', async () => {
      const c = await h.customer();
      const req = h.request(c, { transactionType: 'DEPOSIT', amount: '55.00' });
      const answer = await h.ledger.transact(c.auth, req);
      const summary = answer.result as Summary;
      expect(answer.isSuccess).toBe(true);
      expect(summary.status).toBe('PROCESSING');
      expect(summary.promptId).toBeTruthy();
      expect(await h.balance(c.accountNumber)).toBe(0);

      // The network is told the ledger's own key of the movement, never the customer's id.
      const ref = await h.ref(c, req.transactionId);
      const prompts = await h.ledger.sandbox!.listPrompts(c.mobileNumber);
      expect(prompts.map((p) => p.transactionId)).toContain(ref);

      const decided = await h.ledger.sandbox!.decidePrompt(summary.promptId!, 'APPROVED');
      expect(decided.kind).toBe('decided');
      expect(await h.balance(c.accountNumber)).toBe(5_500);
      const [points] = await h.db.query<{ points: number }>(
        `SELECT points FROM ledger_loyalty_points WHERE transaction_id = $1`,
        [ref],
      );
      expect(points?.points).toBe(5);
      const tx = await h.ledger.getTransaction(c.auth, req.transactionId);
      expect((tx.result as Summary).status).toBe('SUCCESSFUL');
    });

    it('fails a declined collection and credits nothing, and a second answer to the prompt changes nothing', async () => {
      const c = await h.customer();
      const req = h.request(c, { transactionType: 'DEPOSIT', amount: '20.00' });
      const { promptId } = (await h.ledger.transact(c.auth, req)).result as Summary;
      await h.ledger.sandbox!.decidePrompt(promptId!, 'DECLINED');
      const again = await h.ledger.sandbox!.decidePrompt(promptId!, 'APPROVED');
      expect(again.kind).toBe('already');
      expect(await h.balance(c.accountNumber)).toBe(0);
      expect((await h.ledger.getTransaction(c.auth, req.transactionId)).result).toMatchObject({
        status: 'FAILED',
      });
    });

    it('fails a collection whose prompt expired unanswered', async () => {
      const c = await h.customer();
      const req = h.request(c, { transactionType: 'REQUEST MONEY', amount: '20.00' });
      const { promptId } = (await h.ledger.transact(c.auth, req)).result as Summary;
      h.advance(6 * 60_000);
      const late = await h.ledger.sandbox!.decidePrompt(promptId!, 'APPROVED');
      expect(late.kind).toBe('already');
      expect(await h.balance(c.accountNumber)).toBe(0);
      expect((await h.ledger.getTransaction(c.auth, req.transactionId)).result).toMatchObject({
        status: 'FAILED',
      });
    });

    it('refuses a collection from a number the network does not know, recording it FAILED', async () => {
      const c = await h.customer();
      // A wallet linked while the network knew it, closed since (a prompt goes only to the
      // customer's own number or a linked wallet).
      await h.db.query(
        `INSERT INTO linked_wallets (wallet_id, customer_number, network, phone_number, wallet_name, created_at)
         VALUES ($1, $2, 'MTN', '0241230000', 'Closed', now())`,
        [`W-${c.customerNumber}`, c.customerNumber],
      );
      const req = h.request(c, { transactionType: 'DEPOSIT', destinationAccountNumber: '0241230000' });
      const answer = await h.ledger.transact(c.auth, req);
      expect(answer.isSuccess).toBe(false);
      expect(answer.displayMessage).toMatch(/refused/);
    });
  });

  describe('withdrawals and mobile-money transfers (payouts)', () => {
    it('debits amount plus fee at once and settles to the network, fee to fee income', async () => {
      const c = await h.customer();
      await h.fund(c, '100.00');
      const req = h.request(c, { amount: '40.00' });
      const answer = await h.ledger.transact(c.auth, req);
      expect(answer.isSuccess).toBe(true);
      // 0.75% of 40.00 is 0.30, below the 0.50 minimum.
      expect(answer.result).toMatchObject({ status: 'SUCCESSFUL', feeAmount: '0.50', elevyAmount: '0.00' });
      expect(await h.balance(c.accountNumber)).toBe(10_000 - 4_050);
      const entries = await entriesOf(await h.ref(c, req.transactionId));
      expect(entries).toEqual(
        expect.arrayContaining([
          { account_number: c.accountNumber, amount: -4_050, kind: 'RESERVE' },
          { account_number: 'SYS-MOMO-MTN', amount: 4_000, kind: 'SETTLE' },
          { account_number: 'SYS-FEE-INCOME', amount: 50, kind: 'SETTLE' },
        ]),
      );
    });

    it('reverses the reservation in full when the network rejects the payout', async () => {
      const c = await h.customer();
      await h.fund(c, '100.00');
      const req = h.request(c, {
        transactionType: 'MOMO',
        amount: '30.00',
        destinationAccountNumber: '0201239999',
      });
      const answer = await h.ledger.transact(c.auth, req);
      expect(answer.isSuccess).toBe(false);
      expect(answer.displayMessage).toMatch(/returned to your account/);
      expect(await h.balance(c.accountNumber)).toBe(10_000);
      expect((await h.ledger.getTransaction(c.auth, req.transactionId)).result).toMatchObject({
        status: 'REVERSED',
      });
      const kinds = (await entriesOf(await h.ref(c, req.transactionId))).map((e) => e.kind);
      expect(kinds).toContain('REVERSE');
    });

    it('keeps a payout PROCESSING with its money reserved until the network answers', async () => {
      const c = await h.customer();
      await h.fund(c, '100.00');
      const req = h.request(c, {
        transactionType: 'MOMO',
        amount: '30.00',
        destinationAccountNumber: '0201238888',
      });
      const answer = await h.ledger.transact(c.auth, req);
      expect(answer.result).toMatchObject({ status: 'PROCESSING' });
      expect(await h.balance(c.accountNumber)).toBe(10_000 - 3_050);
      await h.assertInvariants();
      const ref = await h.ref(c, req.transactionId);
      await h.ledger.completePayout(ref, {
        status: 'FAILED',
        reason: 'Timed out at the network.',
      });
      await h.ledger.completePayout(ref, {
        status: 'FAILED',
        reason: 'Timed out at the network.',
      });
      expect(await h.balance(c.accountNumber)).toBe(10_000);
    });

    it('charges the E-Levy in force on the day and credits it to levy payable (1% in 2023)', async () => {
      const at2023 = await createLedgerHarness({ now: '2023-06-01T09:00:00Z' });
      try {
        const c = await at2023.customer();
        await at2023.fund(c, '500.00');
        const req = at2023.request(c, { amount: '200.00' });
        const answer = await at2023.ledger.transact(c.auth, req);
        expect(answer.result).toMatchObject({ feeAmount: '1.50', elevyAmount: '2.00', status: 'SUCCESSFUL' });
        expect(await at2023.balance(c.accountNumber)).toBe(50_000 - 20_350);
        const [levy] = await at2023.db.query<{ total: number }>(
          `SELECT sum(amount)::bigint AS total FROM ledger_entries WHERE account_number = 'SYS-ELEVY-PAYABLE'`,
        );
        expect(levy?.total).toBe(200);
        await at2023.assertInvariants();
      } finally {
        await at2023.dispose();
      }
    });

    it('refuses a payout larger than the balance with a clear message and moves nothing', async () => {
      const c = await h.customer();
      await h.fund(c, '10.00');
      const req = h.request(c, { amount: '10.00' });
      const answer = await h.ledger.transact(c.auth, req);
      expect(answer).toMatchObject({ isSuccess: false, result: null });
      expect(answer.displayMessage).toMatch(/^Insufficient balance/);
      expect(await h.balance(c.accountNumber)).toBe(1_000);
      expect(
        await h.db.query(`SELECT 1 FROM ledger_transactions WHERE client_transaction_id = $1`, [
          req.transactionId,
        ]),
      ).toEqual([]);
    });

    it('refuses a wallet the network does not know before reserving anything', async () => {
      const c = await h.customer();
      await h.fund(c, '50.00');
      const answer = await h.ledger.transact(
        c.auth,
        h.request(c, { transactionType: 'MOMO', destinationAccountNumber: '0541230000' }),
      );
      expect(answer.isSuccess).toBe(false);
      expect(answer.displayMessage).toMatch(/could not find/);
      expect(await h.balance(c.accountNumber)).toBe(5_000);
    });
  });

  describe('bank transfers', () => {
    it('moves money to another SAVE & WIN account (999999) at once, in one balanced posting', async () => {
      const a = await h.customer();
      const b = await h.customer();
      await h.fund(a, '80.00');
      const req = h.request(a, {
        transactionType: 'BANK_TRANSFER',
        amount: '25.00',
        destinationAccountNumber: b.accountNumber,
        destinationSortCode: '999999',
      });
      const answer = await h.ledger.transact(a.auth, req);
      expect(answer).toMatchObject({
        isSuccess: true,
        result: { status: 'SUCCESSFUL', destination: `Customer ${b.customerNumber}` },
      });
      expect(await h.balance(a.accountNumber)).toBe(5_500);
      expect(await h.balance(b.accountNumber)).toBe(2_500);
      // The receiver may read the transaction too; to a third customer the id is unknown.
      expect((await h.ledger.getTransaction(b.auth, req.transactionId)).isSuccess).toBe(true);
      const c = await h.customer();
      await expect(h.ledger.getTransaction(c.auth, req.transactionId)).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
    });

    it('refuses an own-bank destination that does not exist', async () => {
      const a = await h.customer();
      await h.fund(a, '20.00');
      const answer = await h.ledger.transact(
        a.auth,
        h.request(a, {
          transactionType: 'BANK_TRANSFER',
          destinationAccountNumber: '7000000099990',
          destinationSortCode: '999999',
        }),
      );
      expect(answer.isSuccess).toBe(false);
      expect(answer.displayMessage).toMatch(/could not find the destination/);
    });

    it('sends to another bank through clearing with the flat fee, and reverses when the bank rejects', async () => {
      const a = await h.customer();
      await h.fund(a, '100.00');
      const good = h.request(a, {
        transactionType: 'BANK_TRANSFER',
        amount: '20.00',
        destinationAccountNumber: '1234567890',
        destinationSortCode: '130100',
      });
      expect((await h.ledger.transact(a.auth, good)).result).toMatchObject({
        status: 'SUCCESSFUL',
        feeAmount: '3.00',
      });
      const bad = h.request(a, {
        transactionType: 'BANK_TRANSFER',
        amount: '20.00',
        destinationAccountNumber: '1234569999',
        destinationSortCode: '130100',
      });
      expect((await h.ledger.transact(a.auth, bad)).isSuccess).toBe(false);
      expect(await h.balance(a.accountNumber)).toBe(10_000 - 2_300);
    });
  });

  describe('idempotency', () => {
    it('answers the same id and body with the first answer and moves money once', async () => {
      const c = await h.customer();
      await h.fund(c, '100.00');
      const req = h.request(c, { amount: '10.00' });
      const first = await h.ledger.transact(c.auth, req);
      const second = await h.ledger.transact(c.auth, { ...req });
      expect(second).toEqual(first);
      expect(await h.balance(c.accountNumber)).toBe(10_000 - 1_050);
    });

    it('refuses the same id with another body as a conflict (409) and moves nothing more', async () => {
      const c = await h.customer();
      await h.fund(c, '100.00');
      const req = h.request(c, { amount: '10.00' });
      await h.ledger.transact(c.auth, req);
      const error = await h.ledger.transact(c.auth, { ...req, amount: '11.00' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ code: 'CONFLICT', message: DUPLICATE_ID_MESSAGE });
      expect(await h.balance(c.accountNumber)).toBe(10_000 - 1_050);
    });

    it('lets twenty simultaneous copies of one request move money exactly once', async () => {
      const c = await h.customer();
      await h.fund(c, '100.00');
      const req = h.request(c, { amount: '10.00' });
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => h.ledger.transact(c.auth, { ...req })),
      );
      for (const answer of answers) expect(answer).toEqual(answers[0]);
      expect(answers[0]).toMatchObject({ isSuccess: true, result: { status: 'SUCCESSFUL' } });
      expect(await h.balance(c.accountNumber)).toBe(10_000 - 1_050);
    });

    it('does not burn the id on a business refusal: the same request succeeds once the money is there', async () => {
      const c = await h.customer();
      const req = h.request(c, { amount: '10.00' });
      expect((await h.ledger.transact(c.auth, req)).isSuccess).toBe(false);
      await h.fund(c, '20.00');
      expect((await h.ledger.transact(c.auth, req)).isSuccess).toBe(true);
    });
  });

  describe('concurrency', () => {
    it('never overdraws: 50 simultaneous withdrawals against one balance succeed only while money lasts', async () => {
      const c = await h.customer();
      await h.fund(c, '100.00');
      const answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          h.ledger.transact(c.auth, h.request(c, { amount: '10.00', transactionId: freshId('race') })),
        ),
      );
      const succeeded = answers.filter((a) => a.isSuccess).length;
      // Each costs 10.50 (fee minimum 0.50): nine fit in 100.00.
      expect(succeeded).toBe(9);
      expect(
        answers.filter((a) => !a.isSuccess).every((a) => a.displayMessage.startsWith('Insufficient balance')),
      ).toBe(true);
      expect(await h.balance(c.accountNumber)).toBe(10_000 - 9 * 1_050);
    });

    it('transfers crossing between two customers at once neither deadlock nor lose money', async () => {
      const a = await h.customer();
      const b = await h.customer();
      await h.fund(a, '100.00');
      await h.fund(b, '100.00');
      const transfer = (from: TestCustomer, to: TestCustomer) =>
        h.ledger.transact(
          from.auth,
          h.request(from, {
            transactionType: 'BANK_TRANSFER',
            amount: '1.00',
            destinationAccountNumber: to.accountNumber,
            destinationSortCode: '999999',
          }),
        );
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => (i % 2 ? transfer(a, b) : transfer(b, a))),
      );
      expect(answers.every((a) => a.isSuccess)).toBe(true);
      expect((await h.balance(a.accountNumber)) + (await h.balance(b.accountNumber))).toBe(20_000);
    });
  });

  describe('limits and permissions', () => {
    it('refuses a deposit that would take a minimum-KYC balance over GH₵5,000', async () => {
      const c = await h.customer();
      await h.fund(c, '2900.00');
      h.advance(86_400_000);
      const answer = await h.ledger.transact(
        c.auth,
        h.request(c, { transactionType: 'DEPOSIT', amount: '2200.00' }),
      );
      expect(answer.isSuccess).toBe(false);
      expect(answer.displayMessage).toMatch(/GH₵5,000\.00/);
    });

    it('refuses movements over the daily limit of the tier, and a higher tier allows them', async () => {
      const c = await h.customer();
      h.tiers.set(c.customerNumber, 'MINIMUM');
      await h.fund(c, '2500.00');
      const over = await h.ledger.transact(c.auth, h.request(c, { amount: '600.00' }));
      expect(over.isSuccess).toBe(false);
      expect(over.displayMessage).toMatch(/daily limit of GH₵3,000\.00/);
      h.tiers.set(c.customerNumber, 'MEDIUM');
      expect((await h.ledger.transact(c.auth, h.request(c, { amount: '600.00' }))).isSuccess).toBe(true);
    });

    it('refuses to move money from an account of another customer (403)', async () => {
      const a = await h.customer();
      const b = await h.customer();
      await h.fund(b, '50.00');
      await expect(h.ledger.transact(a.auth, h.request(b, { amount: '5.00' }))).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
      expect(await h.balance(b.accountNumber)).toBe(5_000);
    });

    it('asks a customer without KYC to complete it first', async () => {
      const c = await h.customer();
      const answer = await h.ledger.transact({ ...c.auth, customerNumber: null }, h.request(c));
      expect(answer).toEqual({ isSuccess: false, displayMessage: KYC_REQUIRED_MESSAGE, result: null });
    });

    it('refuses an amount that is not two-decimal money', async () => {
      const c = await h.customer();
      const answer = await h.ledger.transact(c.auth, h.request(c, { amount: '0.00' }));
      expect(answer.displayMessage).toBe('You have entered an invalid amount');
    });
  });

  describe('quotes and lookups', () => {
    it('quotes MOMO as WITHDRAWAL and issues a transaction id when none is given', async () => {
      const c = await h.customer();
      const quote = await h.ledger.chargeLookup(c.auth, {
        ...h.request(c, { transactionType: 'MOMO', amount: '400.00' }),
        transactionId: '',
      });
      expect(quote.result).toMatchObject({ feeAmount: '3.00', elevyAmount: '0.00' });
      expect((quote.result as { transactionId: string }).transactionId).toMatch(/^[0-9a-f-]{36}$/);
      const withdrawal = await h.ledger.chargeLookup(
        c.auth,
        h.request(c, { transactionType: 'WITHDRAWAL', amount: '400.00' }),
      );
      expect(withdrawal.result).toMatchObject({ feeAmount: '3.00' });
    });

    it('names own accounts, mobile-money wallets and bank accounts, and refuses unknown ones', async () => {
      const c = await h.customer();
      expect(
        await h.ledger.verifyAccount(c.auth, { accountNumber: c.accountNumber, sortCode: '999999' }),
      ).toMatchObject({
        isSuccess: true,
        result: { accountName: `Customer ${c.customerNumber}` },
      });
      const momo = await h.ledger.verifyAccount(c.auth, { accountNumber: '0244555123', sortCode: '300591' });
      expect(momo.isSuccess).toBe(true);
      expect(
        await h.ledger.verifyAccount(c.auth, { accountNumber: '0244555123', sortCode: '300591' }),
      ).toEqual(momo);
      expect(
        (await h.ledger.verifyAccount(c.auth, { accountNumber: '0244550000', sortCode: '300591' })).isSuccess,
      ).toBe(false);
      expect(
        (await h.ledger.verifyAccount(c.auth, { accountNumber: '55512345', sortCode: '040100' })).isSuccess,
      ).toBe(true);
      expect(
        (await h.ledger.verifyAccount(c.auth, { accountNumber: '55510000', sortCode: '040100' })).isSuccess,
      ).toBe(false);
      expect(
        (await h.ledger.verifyAccount(c.auth, { accountNumber: '7000000099990', sortCode: '999999' }))
          .isSuccess,
      ).toBe(false);
      expect(await h.ledger.validateName('0244555123', 'AIRTELTIGO')).toMatchObject({ isSuccess: true });
    });
  });

  // The internal transfer as one database call (ledger_internal_transfer, migration 0950): what
  // the function decides must write nothing when it refuses, and it must enforce exactly the tier
  // figures the gateway passes it (@savewin/core's), no figure of its own.
  describe('internal transfers as one database call', () => {
    const send = (from: TestCustomer, to: string, amount: string, transactionId = freshId('int')) =>
      h.ledger.transact(
        from.auth,
        h.request(from, {
          transactionType: 'BANK_TRANSFER',
          amount,
          transactionId,
          destinationAccountNumber: to,
          destinationSortCode: '999999',
        }),
      );

    async function written() {
      const [row] = await h.db.query<{ rows: number; postings: number; entries: number }>(
        `SELECT (SELECT count(*) FROM ledger_transactions)::bigint AS rows,
                (SELECT count(*) FROM ledger_postings)::bigint AS postings,
                (SELECT count(*) FROM ledger_entries)::bigint AS entries`,
      );
      return row;
    }

    async function goalOf(c: TestCustomer): Promise<string> {
      const { accountNumber } = await h.db.transaction((tx) =>
        openCustomerAccount(tx, { customerNumber: c.customerNumber, productName: 'TARGET SAVE' }),
      );
      return accountNumber;
    }

    it('writes nothing and keeps the id free for each refusal the function decides', async () => {
      const a = await h.customer();
      const b = await h.customer();
      const goal = await goalOf(a);
      await h.fund(a, '50.00');
      h.advance(DAY);
      const id = freshId('refused');
      const before = await written();

      const refusals = [
        [
          await send(a, b.accountNumber, '50.01', id),
          /^Insufficient balance\. Your available balance is GH₵50\.00/,
        ],
        [await send(a, a.accountNumber, '1.00', id), /^Please choose a different account/],
        [await send(a, '7000000099990', '1.00', id), /could not find the destination/],
      ] as const;
      await h.db.query(`UPDATE ledger_accounts SET status = 'CLOSED' WHERE account_number = $1`, [goal]);
      refusals.forEach(([answer, message]) => {
        expect(answer.isSuccess).toBe(false);
        expect(answer.displayMessage).toMatch(message);
      });
      const closedGoal = await send(a, goal, '1.00', id);
      expect(closedGoal.displayMessage).toMatch(/could not find the destination/);
      expect(await written()).toEqual(before);
      expect(await h.balance(a.accountNumber)).toBe(5_000);

      // The same id then moves money once the request is one that can be made.
      expect(await send(a, b.accountNumber, '50.00', id)).toMatchObject({ isSuccess: true });
      expect(await h.balance(b.accountNumber)).toBe(5_000);
    });

    it('refuses a closed source account under the lock and writes nothing', async () => {
      const a = await h.customer();
      const b = await h.customer();
      await h.fund(a, '10.00');
      await h.db.query(`UPDATE ledger_accounts SET status = 'CLOSED' WHERE account_number = $1`, [
        a.accountNumber,
      ]);
      const before = await written();
      const answer = await send(a, b.accountNumber, '1.00');
      expect(answer).toEqual({ isSuccess: false, displayMessage: 'This account is closed.', result: null });
      expect(await written()).toEqual(before);
    });

    /** `over` is refused with `message` and writes nothing; `exact`, a pesewa less, goes through. */
    async function refusedThenAccepted(
      from: TestCustomer,
      to: string,
      over: string,
      exact: string,
      message: string,
    ) {
      const before = await written();
      expect((await send(from, to, over)).displayMessage).toBe(message);
      expect(await written()).toEqual(before);
      expect(await send(from, to, exact)).toMatchObject({ isSuccess: true });
    }

    it("enforces the payer tier's daily limit to the pesewa, as @savewin/core sets it", async () => {
      const a = await h.customer();
      const b = await h.customer();
      h.tiers.set(a.customerNumber, 'MEDIUM');
      await h.fund(a, '3000.01');
      h.advance(DAY);
      h.tiers.set(a.customerNumber, 'MINIMUM');
      await refusedThenAccepted(
        a,
        b.accountNumber,
        '3000.01',
        '3000.00',
        'This amount would take you over your daily limit of GH₵3,000.00. You can still move GH₵3,000.00 today.',
      );
      // The same customer's own accounts count against no limit.
      const goal = await goalOf(a);
      expect(await send(a, goal, '0.01')).toMatchObject({
        isSuccess: true,
        result: { destination: 'TARGET SAVE' },
      });
    });

    it("enforces the recipient tier's balance cap to the pesewa, counting deposits on their way in", async () => {
      const a = await h.customer();
      const b = await h.customer();
      h.tiers.set(a.customerNumber, 'MEDIUM');
      await h.fund(a, '2000.00');
      await h.fund(b, '3000.00');
      h.advance(DAY);
      // A deposit waiting for approval counts against the cap.
      const waiting = await h.ledger.transact(
        b.auth,
        h.request(b, { transactionType: 'DEPOSIT', amount: '1000.00' }),
      );
      expect(waiting.isSuccess).toBe(true);
      await refusedThenAccepted(
        a,
        b.accountNumber,
        '1000.01',
        '1000.00',
        'The recipient’s account cannot receive this amount. Please try a smaller amount.',
      );
      expect(await h.balance(b.accountNumber)).toBe(400_000);
    });

    it('compares against the figures it is given, not figures of its own', async () => {
      const a = await h.customer();
      const b = await h.customer();
      await h.fund(a, '10.00');
      h.advance(DAY);
      const before = await written();
      const call = (daily: number, cap: number) =>
        h.db.query<{ outcome: string; figure: number | null }>(
          `SELECT outcome, figure FROM ledger_internal_transfer($1, $2, 'hash', $3, $4, $5, $6, 500, 0, 0, '', 'TEST', '999999',
             $7::timestamptz, $8::text[], $9::bigint[], $10::jsonb, $11, 'B', $12, NULL, $13, $14::timestamptz, $15::timestamptz, $16::timestamptz)`,
          [
            a.customerNumber,
            'direct-call',
            'direct-call-ref',
            a.customerNumber,
            a.accountNumber,
            b.accountNumber,
            h.now().toISOString(),
            [a.accountNumber, b.accountNumber],
            ['-500', '500'],
            JSON.stringify({ B: { isSuccess: true } }),
            b.customerNumber,
            daily,
            cap,
            new Date(h.now().getTime() - 1000).toISOString(),
            new Date(h.now().getTime() - 2000).toISOString(),
            new Date(h.now().getTime() + 1000).toISOString(),
          ],
        );
      expect((await call(499, 1_000_000))[0]).toMatchObject({ outcome: 'limit', figure: 0 });
      expect((await call(1_000_000, 499))[0]).toMatchObject({ outcome: 'cap', figure: 0 });
      expect(await written()).toEqual(before);
    });

    // The function sums the payer's usage before locking the recipient when the payer's accounts
    // all come first in account order (migration 0960), else under both locks: both ways, racing
    // transfers must stop at the daily limit to the pesewa.
    it.each([
      ['every account of the payer numbered before the recipient’s', false],
      ['a payer account numbered after the recipient’s', true],
    ])(
      'stops racing transfers to another customer at the daily limit to the pesewa (%s)',
      async (_case, accountAfterRecipient) => {
        const a = await h.customer();
        const b = await h.customer();
        if (accountAfterRecipient) await goalOf(a);
        h.tiers.set(a.customerNumber, 'MEDIUM');
        await h.fund(a, '3500.00');
        h.advance(DAY);
        h.tiers.set(a.customerNumber, 'MINIMUM');
        const answers = await Promise.all(
          Array.from({ length: 14 }, () => send(a, b.accountNumber, '250.00')),
        );
        const accepted = answers.filter((answer) => answer.isSuccess);
        expect(accepted).toHaveLength(12);
        for (const answer of answers.filter((x) => !x.isSuccess)) {
          expect(answer.displayMessage).toBe(
            'This amount would take you over your daily limit of GH₵3,000.00. You can still move GH₵0.00 today.',
          );
        }
        expect(await h.balance(b.accountNumber)).toBe(300_000);
        expect(await h.balance(a.accountNumber)).toBe(50_000);
      },
    );

    it('answers twenty simultaneous copies of a transfer to another customer alike and moves it once', async () => {
      const a = await h.customer();
      const b = await h.customer();
      await h.fund(a, '30.00');
      const id = freshId('copies');
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => send(a, b.accountNumber, '12.00', id)),
      );
      for (const answer of answers) expect(answer).toEqual(answers[0]);
      expect(answers[0]).toMatchObject({
        isSuccess: true,
        result: { status: 'SUCCESSFUL', destination: `Customer ${b.customerNumber}` },
      });
      expect(await h.balance(b.accountNumber)).toBe(1_200);
      // A replay later reads the stored first answer: the same, word for word.
      expect(await send(a, b.accountNumber, '12.00', id)).toEqual(answers[0]);
    });
  });
});

describe(`payment-link payers on ${engine}`, () => {
  let h: LedgerHarness;
  beforeAll(async () => {
    h = await createLedgerHarness();
  });
  afterEach(async () => {
    await h.assertInvariants();
  });
  afterAll(() => h.dispose());

  it('collects from the number the payer verified into the link owner’s account, and nothing else', async () => {
    const owner = await h.customer();
    const links = createSandboxLedger({
      db: h.db,
      now: h.now,
      payableLink: async (auth) => {
        if (auth.linkHash !== 'hash-of-link-1') throw new Error('unknown link');
        return { accountNumber: owner.accountNumber, amount: null };
      },
    });
    const payer = { kind: 'payer' as const, linkHash: 'hash-of-link-1', phoneNumber: '0551234567' };
    const body = {
      ...h.request(owner, { transactionType: 'DEPOSIT', amount: '12.00', sourceSystem: 'PAYMENT LINK' }),
      customerAccountNumber: 'hash-of-link-1',
      destinationAccountNumber: '0551234567',
      narration: 'Payment link',
    };
    const paid = await links.transact(payer, body);
    expect(paid.result).toMatchObject({ status: 'PROCESSING' });
    await links.sandbox!.decidePrompt((paid.result as { promptId: string }).promptId, 'APPROVED');
    expect(await h.balance(owner.accountNumber)).toBe(1_200);
    // The owner sees it as their deposit.
    expect((await h.ledger.getTransaction(owner.auth, body.transactionId)).result).toMatchObject({
      status: 'SUCCESSFUL',
    });

    const otherNumber = await links.transact(payer, {
      ...body,
      transactionId: freshId(),
      destinationAccountNumber: '0551234568',
    });
    expect(otherNumber.displayMessage).toBe('Please pay from the number you verified.');
    await expect(
      links.transact({ ...payer, phoneNumber: null }, { ...body, transactionId: freshId() }),
    ).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    await expect(
      links.transact(payer, { ...body, transactionId: freshId(), customerAccountNumber: 'hash-of-link-2' }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(
      (await links.transact(payer, { ...body, transactionId: freshId(), transactionType: 'WITHDRAWAL' }))
        .isSuccess,
    ).toBe(false);
    // A ledger without payment links refuses payers outright.
    await expect(h.ledger.transact(payer, { ...body, transactionId: freshId() })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await h.balance(owner.accountNumber)).toBe(1_200);
  });
});

describe(`an unreachable network on ${engine}`, () => {
  let h: LedgerHarness;
  beforeAll(async () => {
    h = await createLedgerHarness();
  });
  afterEach(async () => {
    await h.assertInvariants();
  });
  afterAll(() => h.dispose());

  it('keeps a payout with no outcome PROCESSING and its money in suspense, never reversing blindly', async () => {
    const c = await h.customer();
    await h.fund(c, '50.00');
    const reported: unknown[] = [];
    const sandbox = createSandboxMomo({ db: h.db, now: h.now });
    let lookupsFail = false;
    const flaky = createLedgerService({
      db: h.db,
      now: h.now,
      bank: createSandboxBank(),
      momo: {
        ...sandbox,
        lookupName: (phone, network) =>
          lookupsFail ? Promise.reject(new Error('timeout')) : sandbox.lookupName(phone, network),
        disburse: () => Promise.reject(new Error('socket hang up')),
      },
      onAdapterError: (error) => reported.push(error),
    });
    const req = h.request(c, { amount: '20.00' });
    const answer = await flaky.transact(c.auth, req);
    expect(answer.result).toMatchObject({ status: 'PROCESSING' });
    expect(reported).toHaveLength(1);
    expect(await h.balance(c.accountNumber)).toBe(5_000 - 2_050);
    // Reconciliation later learns the network did pay: settled once, never reversed.
    const ref = await h.ref(c, req.transactionId);
    await flaky.completePayout(ref, { status: 'SUCCESSFUL', reference: 'recon-1' });
    await flaky.completePayout(ref, { status: 'FAILED', reason: 'late duplicate' });
    expect(await h.balance(c.accountNumber)).toBe(5_000 - 2_050);
    expect((await flaky.getTransaction(c.auth, req.transactionId)).result).toMatchObject({
      status: 'SUCCESSFUL',
    });

    lookupsFail = true;
    const unreachable = await flaky.transact(
      c.auth,
      h.request(c, { transactionType: 'MOMO', amount: '1.00' }),
    );
    expect(unreachable.isSuccess).toBe(false);
    expect(unreachable.displayMessage).toMatch(/could not find/);
  });
});
