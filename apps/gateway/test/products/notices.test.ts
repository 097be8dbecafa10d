// The notices a customer finds in the bell for what happened away from the screen: a deposit
// approved or declined on a phone (including one collected from a linked wallet), a payout
// completed, and the identity check that opened the account. Each appears once, with the figures
// the ledger holds.
import { randomUUID } from 'node:crypto';

import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { seedProductCatalogue } from '../../src/domain/catalogue';
import { freshNumber, ledgerProblems, readOtp, setUpTestGateway } from '../support/server';

import { SETUP_TIMEOUT_MS, balanceOf, readyCustomer, type Customer } from './support';

const gateway = setUpTestGateway();
let ama: Customer;

beforeAll(async () => {
  await seedProductCatalogue(gateway.db);
  ama = await readyCustomer(gateway, '100.00');
}, SETUP_TIMEOUT_MS);
afterEach(async () => {
  expect(await ledgerProblems(gateway)).toEqual([]);
});

interface Notice {
  title: string;
  message: string;
  link: string | null;
}
interface Summary {
  transactionId: string;
  status: string;
  promptId?: string | null;
}

async function inbox(): Promise<Notice[]> {
  const answer = await gateway.call<Notice[]>('GET', '/api/notifications?limit=100', { token: ama.token });
  expect(answer.body.isSuccess).toBe(true);
  return answer.body.result;
}

function transact(body: Record<string, string>) {
  return gateway.call<Summary>('POST', '/api/transaction-service/transaction/transact', {
    token: ama.token,
    body: {
      customerAccountNumber: ama.accountNumber,
      transactionId: randomUUID(),
      destinationSortCode: '',
      sourceSystem: 'WEB APP',
      ...body,
    },
  });
}

async function linkWallet(phoneNumber: string): Promise<void> {
  gateway.advance(61_000);
  await gateway.call('POST', `/api/otp-service/otp/send/${phoneNumber}`);
  const code = await readOtp(gateway, phoneNumber);
  const validated = await gateway.call('POST', '/api/otp-service/otp/validate', {
    token: ama.token,
    body: { mobileNumber: phoneNumber, code },
  });
  expect(validated.body.isSuccess).toBe(true);
  const linked = await gateway.call('POST', '/api/account-service/account/linked-wallets', {
    token: ama.token,
    body: { customerNumber: ama.customerNumber, network: 'MTN', phoneNumber, walletName: 'Mine' },
  });
  expect(linked.body.isSuccess).toBe(true);
}

describe('notices in the bell', () => {
  it('welcomes the verified customer with the account that was opened', async () => {
    const welcome = (await inbox()).filter((n) => n.title === 'Identity verified');
    expect(welcome).toHaveLength(1);
    expect(welcome[0]?.message).toContain(ama.accountNumber);
  });

  it('a linked wallet funds a deposit: the prompt reaches that wallet, the approval credits once and says so', async () => {
    const wallet = freshNumber();
    await linkWallet(wallet);
    const before = Number(await balanceOf(gateway, ama));
    const asked = await transact({
      amount: '25.00',
      narration: 'Deposit',
      transactionType: 'REQUEST MONEY',
      destinationAccountNumber: wallet,
    });
    expect(asked.body.isSuccess).toBe(true);
    const prompts = await gateway.call<{ promptId: string; phoneNumber: string }[]>(
      'GET',
      `/api/sandbox/momo/prompts?phoneNumber=${wallet}`,
    );
    const prompt = prompts.body.result.find((p) => p.promptId === asked.body.result.promptId);
    expect(prompt?.phoneNumber).toBe(wallet);
    const approve = `/api/sandbox/momo/prompts/${asked.body.result.promptId}/approve`;
    expect((await gateway.call('POST', approve)).body.isSuccess).toBe(true);
    await gateway.call('POST', approve);
    expect(Number(await balanceOf(gateway, ama))).toBeCloseTo(before + 25, 2);
    const received = (await inbox()).filter((n) => n.title === 'Deposit received');
    // One for the setup deposit, one for this one: approving twice wrote nothing more.
    expect(received.map((n) => n.message)).toEqual([
      'GH₵25.00 was added to your SAVE & WIN account.',
      'GH₵100.00 was added to your SAVE & WIN account.',
    ]);
    expect(received[0]?.link).toBe('/transact/transaction-history');
  });

  it('a declined prompt tells the customer the deposit was not completed and moves nothing', async () => {
    const before = await balanceOf(gateway, ama);
    const asked = await transact({
      amount: '40.00',
      narration: 'Deposit',
      transactionType: 'DEPOSIT',
      destinationAccountNumber: ama.mobileNumber,
    });
    await gateway.call('POST', `/api/sandbox/momo/prompts/${asked.body.result.promptId}/decline`);
    expect(await balanceOf(gateway, ama)).toBe(before);
    const failed = (await inbox()).filter((n) => n.title === 'Deposit not completed');
    expect(failed.map((n) => n.message)).toEqual([
      'Your deposit of GH₵40.00 was not completed. The payer declined the request.',
    ]);
  });

  it('a completed withdrawal is confirmed in the bell', async () => {
    const sent = await transact({
      amount: '10.00',
      narration: 'Withdraw',
      transactionType: 'WITHDRAWAL',
      destinationAccountNumber: ama.mobileNumber,
    });
    expect(sent.body.isSuccess).toBe(true);
    const done = (await inbox()).filter((n) => n.title === 'Withdrawal completed');
    expect(done).toHaveLength(sent.body.result.status === 'SUCCESSFUL' ? 1 : 0);
    if (sent.body.result.status === 'SUCCESSFUL')
      expect(done[0]?.message).toMatch(/^Your withdrawal of GH₵10\.00 to .+ was successful\.$/);
  });
});
