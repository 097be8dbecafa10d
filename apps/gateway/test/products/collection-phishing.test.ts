// Push-payment phishing: a DEPOSIT or REQUEST MONEY raises a mobile-money prompt under
// our merchant name, so it may reach only the customer's own number or a wallet they linked, and
// the text the payer's phone shows is the gateway's, never the caller's narration. Someone else
// pays through the payment link (products/payment-link-payer.test.ts), from a number they proved.
import { randomUUID } from 'node:crypto';

import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { seedProductCatalogue } from '../../src/domain/catalogue';
import { COLLECTION_NOT_OWN_MESSAGE, collectionMessage } from '../../src/domain/ledger/transfers';
import { freshNumber, ledgerProblems, readOtp, setUpTestGateway } from '../support/server';

import { SETUP_TIMEOUT_MS, readyCustomer, type Customer } from './support';

const gateway = setUpTestGateway();
let ama: Customer;

beforeAll(async () => {
  await seedProductCatalogue(gateway.db);
  ama = await readyCustomer(gateway);
}, SETUP_TIMEOUT_MS);
afterEach(async () => {
  expect(await ledgerProblems(gateway)).toEqual([]);
});

interface Prompt {
  promptId: string;
  transactionId: string;
  phoneNumber: string;
  narration: string;
  status: string;
}

const PHISHING = 'MTN refund: approve to receive GHS500';

async function promptsOf(phone: string): Promise<Prompt[]> {
  return (await gateway.call<Prompt[]>('GET', `/api/sandbox/momo/prompts?phoneNumber=${phone}`)).body.result;
}

function collect(type: 'DEPOSIT' | 'REQUEST MONEY', phone: string) {
  return gateway.call<{ transactionId: string }>('POST', '/api/transaction-service/transaction/transact', {
    token: ama.token,
    body: {
      customerAccountNumber: ama.accountNumber,
      transactionId: randomUUID(),
      amount: '500.00',
      narration: PHISHING,
      transactionType: type,
      destinationAccountNumber: phone,
      destinationSortCode: '',
      sourceSystem: 'WEB APP',
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

describe('collection prompts (push-payment phishing)', () => {
  it.each(['DEPOSIT', 'REQUEST MONEY'] as const)(
    '%s to a stranger’s number is refused and nothing reaches their phone',
    async (type) => {
      const stranger = freshNumber();
      const answer = await collect(type, stranger);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ isSuccess: false, displayMessage: COLLECTION_NOT_OWN_MESSAGE });
      expect(await promptsOf(stranger)).toEqual([]);
    },
  );

  it('the customer’s own number is prompted with the gateway’s text, not the narration', async () => {
    const answer = await collect('DEPOSIT', ama.mobileNumber);
    expect(answer.body.isSuccess).toBe(true);
    const prompts = (await promptsOf(ama.mobileNumber)).filter((p) => p.status === 'PENDING');
    expect(prompts).toHaveLength(1);
    const prompt = prompts[0] as Prompt;
    expect(prompt.narration).toBe(collectionMessage(prompt.transactionId));
    expect(prompt.narration).not.toContain('refund');
    await gateway.call('POST', `/api/sandbox/momo/prompts/${prompt.promptId}/decline`);
  });

  it('a linked wallet may be asked; once unlinked it may not', async () => {
    const wallet = freshNumber();
    await linkWallet(wallet);
    const asked = await collect('REQUEST MONEY', wallet);
    expect(asked.body.isSuccess).toBe(true);
    const prompts = await promptsOf(wallet);
    expect(prompts).toHaveLength(1);
    expect(prompts[0]?.narration).toBe(collectionMessage(prompts[0]?.transactionId ?? ''));
    await gateway.call('POST', `/api/sandbox/momo/prompts/${prompts[0]?.promptId}/decline`);

    const wallets = await gateway.call<{ id: string; phoneNumber: string }[]>(
      'GET',
      `/api/account-service/account/linked-wallets/${ama.customerNumber}`,
      { token: ama.token },
    );
    const id = wallets.body.result.find((w) => w.phoneNumber === wallet)?.id;
    const removed = await gateway.call('DELETE', `/api/delete-linked-wallet/${id}`, {
      token: ama.token,
    });
    expect(removed.body.isSuccess).toBe(true);
    const again = await collect('REQUEST MONEY', wallet);
    expect(again.body).toMatchObject({ isSuccess: false, displayMessage: COLLECTION_NOT_OWN_MESSAGE });
    expect(await promptsOf(wallet)).toHaveLength(1);
  });
});
