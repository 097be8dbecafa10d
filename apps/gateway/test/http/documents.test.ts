// Receipts and statements as PDF, and the public check of their codes, over HTTP: the PDF's text
// is read back with pdf-parse, the figures compared with the ledger's, and refusals write nothing.
import { randomUUID } from 'node:crypto';

import { PDFParse } from 'pdf-parse';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { engine } from '../support/database';
import {
  verifiedCustomer,
  DATABASE_HOOK_TIMEOUT,
  fundCustomer,
  ledgerProblems,
  type AccountHolder,
  type Answer,
  setUpTestGateway,
} from '../support/server';

type Customer = AccountHolder;

const TRANSACT = '/api/transaction-service/transaction/transact';
const CHECK = '/api/documents/check';
const receiptUrl = (id: string) => `/api/transaction-service/transaction/${id}/receipt`;
const statementUrl = (account: string, query = '') =>
  `/api/transaction-service/statement/${account}/pdf${query}`;

async function pdfText(answer: Answer): Promise<string> {
  expect(answer.status).toBe(200);
  expect(String(answer.headers['content-type'])).toBe('application/pdf');
  expect(answer.raw.subarray(0, 5).toString()).toBe('%PDF-');
  const parser = new PDFParse({ data: new Uint8Array(answer.raw) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

interface Check {
  kind: string;
  code: string;
  receipt: Record<string, unknown> & { from: { accountNumber: string }; to: { accountNumber: string } };
  statement: Record<string, unknown>;
}

describe(`receipts, statements and their check on ${engine}`, () => {
  const g = setUpTestGateway();
  let ama: Customer;
  let kofi: Customer;
  let transferId: string;
  let withdrawalId: string;

  const customer = (profileName: string) => verifiedCustomer(g, { profileName });

  async function balanceOf(who: Customer): Promise<string> {
    const details = await g.call<{ accounts: { accountNumber: string; currentAvailableBalance: string }[] }>(
      'GET',
      `/api/customer-details/${who.mobileNumber}`,
      { token: who.token },
    );
    return details.body.result.accounts.find((a) => a.accountNumber === who.accountNumber)!
      .currentAvailableBalance;
  }

  async function issuedCount(): Promise<number> {
    const [row] = await g.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM issued_documents`);
    return Number(row?.n);
  }

  beforeAll(async () => {
    ama = await customer('Ama Mensah');
    kofi = await customer('Kofi Boateng');
    await fundCustomer(g, ama, ama.accountNumber, '200.00');
    // Ama looks Kofi up first, as the portal does (a payer who did not reads his name masked).
    const holder = await g.call('POST', '/api/transaction/verify-account', {
      token: ama.token,
      body: { accountNumber: kofi.accountNumber, sortCode: '999999' },
    });
    expect(holder.body.isSuccess).toBe(true);
    transferId = `tr-${randomUUID()}`;
    const transfer = await g.call('POST', TRANSACT, {
      token: ama.token,
      body: {
        customerAccountNumber: ama.accountNumber,
        transactionId: transferId,
        amount: '25.00',
        narration: 'Rent November',
        transactionType: 'BANK_TRANSFER',
        destinationAccountNumber: kofi.accountNumber,
        destinationSortCode: '999999',
        sourceSystem: 'WEB APP',
      },
    });
    expect(transfer.body.isSuccess).toBe(true);
    withdrawalId = `wd-${randomUUID()}`;
    const withdrawal = await g.call('POST', TRANSACT, {
      token: ama.token,
      body: {
        customerAccountNumber: ama.accountNumber,
        transactionId: withdrawalId,
        amount: '40.00',
        narration: 'Withdraw',
        transactionType: 'WITHDRAWAL',
        destinationAccountNumber: ama.mobileNumber,
        destinationSortCode: '',
        sourceSystem: 'WEB APP',
      },
    });
    expect(withdrawal.body.isSuccess).toBe(true);
  }, DATABASE_HOOK_TIMEOUT);
  afterEach(async () => {
    expect(await ledgerProblems(g)).toEqual([]);
  });

  it('issues a receipt PDF with both parties, the figures and a code the public check confirms', async () => {
    const answer = await g.call('GET', receiptUrl(transferId), { token: ama.token });
    const text = await pdfText(answer);
    const code = String(answer.headers['x-document-code']);
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){3}$/);
    for (const expected of [
      transferId,
      'Ama Mensah',
      'Kofi Boateng',
      ama.accountNumber,
      kofi.accountNumber,
      'GHS 25.00',
      'SUCCESSFUL',
      'BANK TRANSFER',
      'E-Levy',
      code,
    ]) {
      expect(text).toContain(expected);
    }

    // The receiver's receipt of the same transfer is the same document, with the same code.
    const theirs = await g.call('GET', receiptUrl(transferId), { token: kofi.token });
    expect(theirs.headers['x-document-code']).toBe(code);

    const check = await g.call<Check>('POST', CHECK, { body: { code } });
    expect(check.body.isSuccess).toBe(true);
    expect(check.body.result).toMatchObject({
      kind: 'RECEIPT',
      code,
      statement: null,
      receipt: { transactionId: transferId, amount: '25.00', status: 'SUCCESSFUL' },
    });
    // A careful bank's check: names, but no full account number.
    const shown = JSON.stringify(check.body.result);
    expect(shown).not.toContain(ama.accountNumber);
    expect(shown).not.toContain(kofi.accountNumber);
    expect(check.body.result.receipt.from.accountNumber).toBe(
      `${ama.accountNumber.slice(0, 3)}****${ama.accountNumber.slice(-3)}`,
    );

    // Typed in lower case without hyphens, the code still reads.
    const typed = await g.call<Check>('POST', CHECK, {
      body: { code: code.replace(/-/g, ' ').toLowerCase() },
    });
    expect(typed.body.result.code).toBe(code);
  });

  it("refuses another customer's transaction id as unknown and writes nothing", async () => {
    const before = await issuedCount();
    const answer = await g.call('GET', receiptUrl(withdrawalId), { token: kofi.token });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({
      isSuccess: false,
      displayMessage: 'We could not find that transaction.',
    });
    const malformed = await g.call('GET', receiptUrl('not%20an%20id'), { token: ama.token });
    expect(malformed.status).toBe(400);
    const signedOut = await g.call('GET', receiptUrl(transferId));
    expect(signedOut.status).toBe(401);
    expect(await issuedCount()).toBe(before);
  });

  it("issues a statement PDF whose totals are the ledger's and whose closing balance is the account's", async () => {
    const answer = await g.call('GET', statementUrl(ama.accountNumber), { token: ama.token });
    const text = await pdfText(answer);
    const code = String(answer.headers['x-document-code']);
    const check = await g.call<Check>('POST', CHECK, { body: { code } });
    expect(check.body.result).toMatchObject({ kind: 'STATEMENT', receipt: null });
    const s = check.body.result.statement as Record<string, string | number>;
    // Deposit 200.00 in; transfer 25.00 and withdrawal 40.00 (+ fee) out; nothing before the period.
    expect(s.openingBalance).toBe('0.00');
    expect(s.moneyIn).toBe('200.00');
    expect(s.closingBalance).toBe(await balanceOf(ama));
    const cents = (v: unknown) => Math.round(Number(v) * 100);
    expect(cents(s.openingBalance) + cents(s.moneyIn) - cents(s.moneyOut)).toBe(cents(s.closingBalance));
    expect(s.rowCount).toBe(3);
    expect(s.accountNumber).not.toBe(ama.accountNumber);
    for (const figure of [s.openingBalance, s.moneyIn, s.moneyOut, s.closingBalance]) {
      expect(text).toContain(`GHS ${String(figure)}`);
    }
    expect(text).toContain('Rent November');
    expect(text).toContain(code);

    // Each issue is a document of its own.
    const again = await g.call('GET', statementUrl(ama.accountNumber), { token: ama.token });
    expect(again.headers['x-document-code']).not.toBe(code);
  });

  it("refuses a bad period and another customer's account, writing nothing", async () => {
    const before = await issuedCount();
    const backwards = await g.call('GET', statementUrl(ama.accountNumber, '?from=2026-11-10&to=2026-11-01'), {
      token: ama.token,
    });
    expect(backwards.status).toBe(422);
    expect(backwards.body.displayMessage).toBe('The start date must be on or before the end date.');
    const notADate = await g.call('GET', statementUrl(ama.accountNumber, '?from=yesterday'), {
      token: ama.token,
    });
    expect(notADate.status).toBe(400);
    const theirs = await g.call('GET', statementUrl(kofi.accountNumber), { token: ama.token });
    expect(theirs.status).toBe(403);
    expect(await issuedCount()).toBe(before);
  });

  it('answers an unknown code with a refusal and a malformed one with 400', async () => {
    const unknown = await g.call('POST', CHECK, { body: { code: '00000-00000-00000-00000' } });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({
      isSuccess: false,
      displayMessage: 'We could not find a document with this code. Please check the code and try again.',
      result: null,
    });
    const short = await g.call('POST', CHECK, { body: { code: 'ABC' } });
    expect(short.status).toBe(400);
    const extra = await g.call('POST', CHECK, { body: { code: '00000-00000-00000-00000', x: 1 } });
    expect(extra.status).toBe(400);
    const noKey = await g.call('POST', CHECK, {
      body: { code: '00000-00000-00000-00000' },
      subscriptionKey: null,
    });
    expect(noKey.status).toBe(401);
  });
});
