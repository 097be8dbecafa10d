// Access control generated from the contract. For every operation that needs a credential, every
// field naming something a customer owns (account, wallet, goal, favourite, lead, payment link,
// notification, transaction, the customer or their number) is set to Ama's while Kofi calls:
// each such request is refused, writes nothing and shows nothing of Ama's; the ownership check
// is reached (at least one 403/404 per operation) and Ama's own reads of the same succeed. Every
// operation needing a credential answers 401 without one and to an OTP-stage credential (which
// can only validate the code); the sandbox operations do not exist outside sandbox mode.
import { randomUUID } from 'node:crypto';

import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';

import { seedProductCatalogue } from '../../src/domain/catalogue';
import { readyCustomer, SETUP_TIMEOUT_MS, type Customer } from '../products/support';
import { engine } from '../support/database';
import {
  freshNumber,
  ledgerProblems,
  readOtp,
  register,
  startTestGateway,
  setUpTestGateway,
} from '../support/server';

import { fuzzOperations, resolve, validRequest, type FuzzOperation } from './contract-arbitraries';
import { fingerprint, readable, tally } from './probes';
import { bounded, report, seed } from './report';

const PER_OPERATION = bounded(20, 200);

/**
 * Fields that name something of the caller's but are not a claim of ownership: where money may go
 * or come from, a code proving a phone, a new id the caller chooses. Each is checked elsewhere.
 */
const NOT_OWNED: Record<string, string> = {
  'verifyAccount.accountNumber': 'the destination whose holder a payer checks before sending',
  'validateOtp.mobileNumber': 'proves the possession of a phone by its code, names nothing owned',
  'transact.transactionId':
    "a new id the caller chooses, theirs alone: another customer's id is a new attempt",
  'chargeLookup.transactionId': 'a new id the caller chooses; nothing is stored',
  'payBill.transactionId':
    "a new id the caller chooses, theirs alone: another customer's id is a new attempt",
  'payQr.transactionId': "a new id the caller chooses, theirs alone: another customer's id is a new attempt",
  'createLinkedWallet.phoneNumber': 'a wallet number proven by its own OTP',
};

/** Names that claim ownership, and whose value they take from Ama's things. */
const OWNED_NAMES = [
  'mobileNumber',
  'mobile',
  'leadId',
  'leadid',
  'customerNumber',
  'customerAccountNumber',
  'accountNumber',
  'goalAccountNumber',
  'transactionId',
  'hash',
  'id',
] as const;

interface Things {
  customer: Customer;
  walletId: string;
  favouriteId: string;
  goalAccountNumber: string;
  linkHash: string;
  notificationId: string;
  transactionId: string;
}

function ownedValue(operation: FuzzOperation, name: string, ama: Things): string {
  const c = ama.customer;
  switch (name) {
    case 'mobileNumber':
    case 'mobile':
      return c.mobileNumber;
    case 'leadId':
    case 'leadid':
      return c.leadId;
    case 'customerNumber':
      return c.customerNumber;
    case 'customerAccountNumber':
    case 'accountNumber':
      return c.accountNumber;
    case 'goalAccountNumber':
      return ama.goalAccountNumber;
    case 'transactionId':
      return ama.transactionId;
    case 'hash':
      return ama.linkHash;
  }
  if (operation.path.includes('linked-wallet')) return ama.walletId;
  if (operation.path.includes('favourite')) return ama.favouriteId;
  if (operation.path.includes('notifications')) return ama.notificationId;
  throw new Error(`${operation.operationId}: no rule names whose ${name} this is; add one`);
}

/** The owned fields of an operation, straight from its parameters and body schema. */
function ownedFields(operation: FuzzOperation): string[] {
  const body = operation.body ? resolve(operation.body) : null;
  const names = [
    ...operation.parameters.filter((p) => p.in !== 'header').map((p) => p.name),
    ...Object.keys(body?.properties ?? {}),
  ];
  return names.filter(
    (name) =>
      (OWNED_NAMES as readonly string[]).includes(name) && !(`${operation.operationId}.${name}` in NOT_OWNED),
  );
}

describe(`access control on ${engine}`, () => {
  const gateway = setUpTestGateway({ build: { rateLimitPerMinute: 1_000_000 } });
  let ama: Things;
  let kofi: Customer;
  beforeAll(async () => {
    await seedProductCatalogue(gateway.db);
    const customer = await readyCustomer(gateway, '300.00');
    kofi = await readyCustomer(gateway, '300.00');
    ama = await thingsOf(customer);
  }, SETUP_TIMEOUT_MS);

  /** Ama's wallet, favourite, goal, payment link, a notification and a transaction. */
  async function thingsOf(customer: Customer): Promise<Things> {
    const as = { token: customer.token };
    const walletNumber = freshNumber();
    gateway.advance(61_000);
    await gateway.call('POST', `/api/otp-service/otp/send/${walletNumber}`);
    await gateway.call('POST', '/api/otp-service/otp/validate', {
      ...as,
      body: { mobileNumber: walletNumber, code: await readOtp(gateway, walletNumber) },
    });
    const options = await gateway.call<{ goalOptionId: string }[]>('GET', '/api/investment/goal-options', as);
    const created = {
      wallet: await gateway.call<{ id: string }>('POST', '/api/account-service/account/linked-wallets', {
        ...as,
        body: {
          customerNumber: customer.customerNumber,
          network: 'MTN',
          phoneNumber: walletNumber,
          walletName: 'Market wallet',
        },
      }),
      favourite: await gateway.call<{ id: string }>('POST', '/api/favourite-service/favourites', {
        ...as,
        body: {
          customerNumber: customer.customerNumber,
          favouriteType: 'BANK_TRANSFER',
          destinationAccountName: kofi.customerNumber,
          destinationAccountNumber: kofi.accountNumber,
          sortCode: '999999',
        },
      }),
      goal: await gateway.call<{ goalAccountNumber: string }>('POST', '/api/investment/create-goal', {
        ...as,
        body: {
          targetAmount: '1200.00',
          customerNumber: customer.customerNumber,
          customerAccountNumber: customer.accountNumber,
          goalName: 'School fees',
          dueDate: new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10),
          goalType: 'Monthly',
          reminder: true,
          autoFund: false,
          goalOptionId: options.body.result[0]!.goalOptionId,
        },
      }),
      link: await gateway.call<{ hash: string }>('POST', '/api/payment-link', { ...as, body: {} }),
    };
    for (const [what, answer] of Object.entries(created))
      expect(answer.body.isSuccess, `${what}: ${answer.body.displayMessage}`).toBe(true);
    const notifications = await gateway.call<{ id: string }[]>('GET', '/api/notifications', as);
    const statement = await gateway.call<{ transactions?: { transactionId: string }[] }>(
      'GET',
      `/api/transaction-service/statement/${customer.accountNumber}`,
      as,
    );
    const transactionId = JSON.stringify(statement.body.result).match(/"transactionId":"([^"]+)"/)?.[1];
    expect(notifications.body.result.length).toBeGreaterThan(0);
    expect(transactionId).toBeTruthy();
    return {
      customer,
      walletId: created.wallet.body.result.id,
      favouriteId: created.favourite.body.result.id,
      goalAccountNumber: created.goal.body.result.goalAccountNumber,
      linkHash: created.link.body.result.hash,
      notificationId: notifications.body.result[0]!.id,
      transactionId: transactionId!,
    };
  }

  function hints(caller: Customer): Record<string, unknown[]> {
    return {
      amount: ['10.00', '1.50'],
      pin: [caller.pin],
      transactionId: [randomUUID()],
      destinationAccountNumber: ['0241231234'],
      profileName: ['Ama Mensah'],
    };
  }

  it(`refuses ${PER_OPERATION} requests per operation naming another customer's things`, async () => {
    const operations = fuzzOperations().filter((op) => op.bearer !== 'none');
    const guarded = operations.filter((op) => ownedFields(op).length > 0);
    // Deleting Ama's profile (an owned field) comes last so her controls keep working.
    guarded.sort((a, b) => Number(a.operationId === 'deleteLead') - Number(b.operationId === 'deleteLead'));
    const statuses: Record<string, number> = {};
    let requests = 0;
    let controls = 0;
    // Counted before each is asserted, and reported whatever happens: the figures are what the run saw.
    let served = 0;
    let leaks = 0;
    const amas = [
      ama.customer.customerNumber,
      ama.customer.accountNumber,
      ama.customer.leadId,
      ama.customer.mobileNumber,
      ama.goalAccountNumber,
      ama.walletId,
      ama.favouriteId,
      ama.linkHash,
      ama.notificationId,
      ama.transactionId,
    ];
    try {
      for (const [index, operation] of guarded.entries()) {
        const fixed = Object.fromEntries(
          ownedFields(operation).map((n) => [n, ownedValue(operation, n, ama)]),
        );
        const before = await fingerprint(gateway);
        let ownershipChecks = 0;
        for (const request of fc.sample(validRequest(operation, hints(kofi), fixed), {
          numRuns: PER_OPERATION,
          seed: seed + index,
        })) {
          const answer = await gateway.call(operation.method, request.url, {
            token: kofi.token,
            ...(request.body === undefined ? {} : { body: request.body }),
          });
          requests += 1;
          statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
          const what = `${operation.operationId} ${request.url} ${JSON.stringify(request.body)} → ${answer.status} ${answer.text}`;
          // Nothing of Ama's that Kofi did not send himself comes back.
          const sent = `${request.url} ${JSON.stringify(request.body)}`;
          const shown = amas.filter((v) => !sent.includes(v) && answer.text.includes(v));
          if (answer.body.isSuccess) served += 1;
          leaks += shown.length;
          expect(answer.body.isSuccess, what).toBe(false);
          expect(readable(answer.body.displayMessage), what).toBe(true);
          expect(shown, what).toEqual([]);
          if (answer.status === 403 || answer.status === 404) ownershipChecks += 1;
        }
        expect(
          ownershipChecks,
          `${operation.operationId}: never reached the ownership check`,
        ).toBeGreaterThan(0);
        expect(await fingerprint(gateway), `${operation.operationId}: a refused request wrote`).toEqual(
          before,
        );
        if (operation.method === 'GET') {
          // The same read by Ama succeeds: the refusal was about whose it is, not a missing thing.
          const [own] = fc.sample(validRequest(operation, hints(ama.customer), fixed), { numRuns: 1, seed });
          const answer = await gateway.call(operation.method, own!.url, { token: ama.customer.token });
          expect(answer.status, `${operation.operationId} for Ama: ${answer.text}`).toBe(200);
          controls += 1;
        }
      }
      expect(await ledgerProblems(gateway)).toEqual([]);
    } finally {
      report({
        suite: 'access control: other customers',
        tried: {
          operations: guarded.length,
          requests,
          ownReadsAsControl: controls,
        },
        found: { served, statuses: tally(statuses), leaks },
      });
    }
  });

  it('answers 401 to every operation needing a credential when none or an OTP-stage one is sent', async () => {
    const operations = fuzzOperations().filter((op) => op.bearer === 'required');
    const lead = await register(gateway);
    gateway.advance(61_000);
    const login = await gateway.call<{ token: string }>('POST', '/api/auth-service/auth/login', {
      body: { mobileNumber: lead.mobileNumber, pin: lead.pin, isBiometric: false },
    });
    const otpStage = login.body.result.token;
    let requests = 0;
    let answeredOtherThan401 = 0;
    const before = await fingerprint(gateway);
    try {
      for (const [index, operation] of operations.entries()) {
        for (const request of fc.sample(validRequest(operation, hints(kofi)), {
          numRuns: 5,
          seed: seed + index,
        })) {
          for (const token of [null, otpStage]) {
            const answer = await gateway.call(operation.method, request.url, {
              token,
              ...(request.body === undefined ? {} : { body: request.body }),
            });
            requests += 1;
            if (answer.status !== 401) answeredOtherThan401 += 1;
            expect(
              answer.status,
              `${operation.operationId} with ${token ? 'OTP stage' : 'no'} credential`,
            ).toBe(401);
            expect(readable(answer.body.displayMessage)).toBe(true);
          }
        }
      }
      expect(await fingerprint(gateway)).toEqual(before);
      // What the OTP-stage credential is for still works: it becomes a session.
      const session = await gateway.call('POST', '/api/otp-service/otp/validate', {
        token: otpStage,
        body: { mobileNumber: lead.mobileNumber, code: await readOtp(gateway, lead.mobileNumber) },
      });
      expect(session.body.isSuccess).toBe(true);
    } finally {
      report({
        suite: 'access control: credentials',
        tried: { operations: operations.length, requestsWithoutOrWithOtpStageCredential: requests },
        found: { answeredOtherThan401 },
      });
    }
  });

  it('has no sandbox operation outside sandbox mode', async () => {
    const live = await startTestGateway({ config: { mode: 'live' } });
    try {
      const sandbox = fuzzOperations().filter((op) => op.tags.includes('sandbox'));
      // What a route that never existed answers (live mode, a made-up path).
      const unknownRoute = /^There is no operation /;
      const made = await live.call('GET', '/api/sandbox/no-such-operation', { unchecked: true });
      expect(made.body.displayMessage).toMatch(unknownRoute);
      let requests = 0;
      let servedOutsideSandbox = 0;
      try {
        for (const [index, operation] of sandbox.entries()) {
          for (const request of fc.sample(validRequest(operation, {}), { numRuns: 5, seed: seed + index })) {
            const answer = await live.call(operation.method, request.url, { unchecked: true });
            requests += 1;
            if (answer.status !== 404 || !unknownRoute.test(answer.body?.displayMessage ?? ''))
              servedOutsideSandbox += 1;
            // Answered like a route that never existed; in sandbox mode the same request is served.
            expect(answer.status, operation.operationId).toBe(404);
            expect(answer.body.displayMessage).toMatch(unknownRoute);
            const served = await gateway.call(operation.method, request.url);
            expect(served.body.displayMessage, operation.operationId).not.toMatch(unknownRoute);
          }
        }
      } finally {
        report({
          suite: 'access control: sandbox',
          tried: { sandboxOperations: sandbox.length, requestsInLiveMode: requests },
          found: { servedOutsideSandbox },
        });
      }
    } finally {
      await live.close();
    }
  });
});
