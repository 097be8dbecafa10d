// Contract fuzzing: for every operation in openapi/gateway.yaml, requests generated from the
// contract's schemas — valid ones (the request schemas accept them) and invalid ones (one thing
// the schemas reject). No answer is a 5xx; every answer matches the contract (status documented,
// body of that status's schema: the test client checks it); invalid input gets a 4xx with a
// readable message; a refused invalid request writes nothing (row counts of every table equal).
import { randomUUID } from 'node:crypto';

import { writePaymentQr } from '@savewin/core';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';

import { readyCustomer, SETUP_TIMEOUT_MS, type Customer } from '../products/support';
import { engine } from '../support/database';
import { ledgerProblems, setUpTestGateway } from '../support/server';

import { fuzzOperations, invalidRequest, validRequest } from './contract-arbitraries';
import { fingerprint, readable, tally } from './probes';
import { bounded, report, seed } from './report';

// `npm test` samples 50 of each per operation (some 7,700 requests over 77 operations); the soak, 1,000.
const PER_OPERATION = bounded(50, 1_000);

/** The mutation without the field's name, for the summary. */
function kindOf(mutation: string): string {
  if (mutation.startsWith('required')) return 'required field missing';
  if (mutation.endsWith('of the wrong type')) return 'field of the wrong type';
  if (mutation.endsWith('outside its schema')) return `${mutation.split(' ')[0]} value outside its schema`;
  return mutation;
}

describe(`contract fuzzing on ${engine}`, () => {
  const gateway = setUpTestGateway({ build: { rateLimitPerMinute: 1_000_000 } });
  let who: Customer;
  beforeAll(async () => {
    who = await readyCustomer(gateway, '500.00');
  }, SETUP_TIMEOUT_MS);

  function hints(): Record<string, unknown[]> {
    return {
      mobileNumber: [who.mobileNumber],
      mobile: [who.mobileNumber],
      customerNumber: [who.customerNumber],
      accountNumber: [who.accountNumber],
      customerAccountNumber: [who.accountNumber],
      destinationAccountNumber: [who.mobileNumber, '0241231234'],
      leadId: [who.leadId],
      leadid: [who.leadId],
      transactionId: [randomUUID()],
      amount: ['10.00', '1.50'],
      // A sandbox merchant's static code, so valid GhQR reads and payments reach the ledger.
      payload: [
        writePaymentQr({
          scheme: 'ghqr',
          accountId: 'GHQR-MER-000456',
          merchantName: 'Osu Community Pharmacy',
          merchantCity: 'Accra',
          categoryCode: '5912',
          terminalId: 'POS-1',
        }),
      ],
      pin: [who.pin],
    };
  }

  it(`answers ${PER_OPERATION} valid and ${PER_OPERATION} invalid requests per operation within the contract`, async () => {
    const operations = fuzzOperations();
    let valid = 0;
    let invalid = 0;
    let serverErrors = 0;
    let writesByRefusals = 0;
    const statuses: Record<string, number> = {};
    const mutations: Record<string, number> = {};
    for (const [index, operation] of operations.entries()) {
      const token = () => (operation.bearer === 'none' ? null : who.token);
      for (const request of fc.sample(validRequest(operation, hints()), {
        numRuns: PER_OPERATION,
        seed: seed + index,
      })) {
        const answer = await gateway.call(operation.method, request.url, {
          token: token(),
          ...(request.body === undefined ? {} : { body: request.body }),
        });
        valid += 1;
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        if (answer.status >= 500) serverErrors += 1;
        expect(
          answer.status,
          `${operation.operationId} ${request.url} ${JSON.stringify(request.body)}`,
        ).toBeLessThan(500);
      }
      const before = await fingerprint(gateway);
      for (const request of fc.sample(invalidRequest(operation, hints()), {
        numRuns: PER_OPERATION,
        seed: seed + index,
      })) {
        const answer = await gateway.call(operation.method, request.url, {
          token: request.forged?.token ?? token(),
          ...(request.forged?.subscriptionKey === undefined
            ? {}
            : { subscriptionKey: request.forged.subscriptionKey }),
          ...(request.body === undefined ? {} : { body: request.body }),
        });
        invalid += 1;
        const kind = kindOf(request.mutation ?? '');
        mutations[kind] = (mutations[kind] ?? 0) + 1;
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        const what = `${operation.operationId} (${request.mutation}) ${request.url} → ${answer.status} ${answer.body?.displayMessage}`;
        expect(answer.status, what).toBeGreaterThanOrEqual(400);
        expect(answer.status, what).toBeLessThan(500);
        expect(readable(answer.body.displayMessage), what).toBe(true);
        expect(answer.body.isSuccess, what).toBe(false);
      }
      const after = await fingerprint(gateway);
      if (JSON.stringify(after) !== JSON.stringify(before)) writesByRefusals += 1;
      expect(after, `${operation.operationId}: refused requests wrote rows`).toEqual(before);
      // Valid requests may sign the customer out (logout, a PIN change): sign in a fresh one.
      const still = await gateway.call('GET', `/api/customer-details/${who.mobileNumber}`, {
        token: who.token,
      });
      if (still.status === 401 || !still.body.isSuccess) who = await readyCustomer(gateway, '500.00');
    }
    expect(await ledgerProblems(gateway)).toEqual([]);
    report({
      suite: 'contract fuzzing',
      tried: { operations: operations.length, validRequests: valid, invalidRequests: invalid },
      found: {
        serverErrors,
        contractMismatches: 0,
        refusalsThatWrote: writesByRefusals,
        statuses: tally(statuses),
        invalidBy: tally(mutations),
      },
    });
  }, 1_800_000);
});
