// Closing the gateway while a transfer is half-way: the handler waits on the bank's name enquiry,
// the server is asked to close, and only when the bank answers (and the transfer is written and
// sent) does closing finish, so the database is never closed under a movement of money.
import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createSandboxBank } from '../../src/adapters/bank/sandboxBank';
import {
  DATABASE_HOOK_TIMEOUT,
  fundCustomer,
  startTestGateway,
  verifiedCustomer,
  type AccountHolder,
  type TestGateway,
} from '../support/server';

describe('closing the gateway during a transfer', () => {
  let g: TestGateway;
  let ama: AccountHolder;
  let enquiryReached: () => void;
  const reached = new Promise<void>((resolve) => (enquiryReached = resolve));
  let answerEnquiry: () => void;
  const answered = new Promise<void>((resolve) => (answerEnquiry = resolve));

  beforeAll(async () => {
    const bank = createSandboxBank();
    g = await startTestGateway({
      adapters: () => ({
        bank: {
          ...bank,
          async nameEnquiry(sortCode, accountNumber) {
            enquiryReached();
            await answered;
            return bank.nameEnquiry(sortCode, accountNumber);
          },
        },
      }),
    });
    ama = await verifiedCustomer(g);
    await fundCustomer(g, ama, ama.accountNumber, '100.00');
  }, DATABASE_HOOK_TIMEOUT);

  afterAll(async () => {
    await g.services.settle();
    // The app is closed by the test; only the database is left.
    await g.close().catch(() => undefined);
  });

  it('waits for the handler to finish before it reports closed', async () => {
    const transactionId = `bank-${randomUUID()}`;
    const transfer = g.call<{ transactionId: string }>(
      'POST',
      '/api/transaction-service/transaction/transact',
      {
        token: ama.token,
        body: {
          customerAccountNumber: ama.accountNumber,
          transactionId,
          amount: '30.00',
          narration: 'Rent',
          transactionType: 'BANK_TRANSFER',
          destinationAccountNumber: '0012341234',
          destinationSortCode: '130100',
          sourceSystem: 'WEB APP',
        },
      },
    );
    await reached;

    let closed = false;
    const closing = g.app.close().then(() => {
      closed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(closed).toBe(false);

    answerEnquiry();
    await closing;
    const answer = await transfer;
    expect(answer.status).toBe(200);
    expect(answer.body.isSuccess).toBe(true);
    const [row] = await g.db.query<{ status: string }>(
      `SELECT status FROM ledger_transactions WHERE client_transaction_id = $1`,
      [transactionId],
    );
    expect(row?.status).toMatch(/^(PROCESSING|SUCCESSFUL)$/);
  });
});
