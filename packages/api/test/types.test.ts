// The friendly types must say what the contract says: checked by the type checker (npm test --
// types) through expectTypeOf, and run as ordinary tests so a wrong shape also fails here.
import { describe, expectTypeOf, it } from 'vitest';

import { createGatewayClient, readEnvelope, unwrap, unwrapEnvelope } from '../src/index.ts';
import type {
  AccountNameResult,
  ChatResponse,
  CustomerSubscription,
  OperationRequestBody,
  OperationResult,
  PayerToken,
  SessionTokens,
  SuccessBody,
  TransactionRequest,
  TransactionSummary,
} from '../src/index.ts';

// Calls made below really run: a stub answers them so no promise is left to fail.
const api = createGatewayClient({
  baseUrl: 'http://gateway.test',
  subscriptionKey: 'k',
  fetch: async () =>
    new Response(
      JSON.stringify({ isSuccess: true, displayMessage: '', result: { accountName: 'AMA MENSAH' } }),
      {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      },
    ),
});

describe('friendly operation types', () => {
  it('gives the result of an operation, null included (sent when isSuccess is false)', () => {
    expectTypeOf<OperationResult<'transact'>>().toEqualTypeOf<TransactionSummary | null>();
    expectTypeOf<OperationResult<'getCustomerDetails'>>().toEqualTypeOf<CustomerSubscription | null>();
    expectTypeOf<OperationResult<'validateOtp'>>().toEqualTypeOf<SessionTokens | PayerToken | null>();
    expectTypeOf<OperationResult<'chat'>>().toEqualTypeOf<ChatResponse | null>();
    expectTypeOf<OperationResult<'logout'>>().toEqualTypeOf<boolean | null>();
  });

  it('gives the request body of an operation, and never for one without a body', () => {
    expectTypeOf<OperationRequestBody<'transact'>>().toEqualTypeOf<TransactionRequest>();
    expectTypeOf<OperationRequestBody<'getHealth'>>().toBeNever();
  });

  it('types the CSV export as text', () => {
    expectTypeOf<SuccessBody<'exportStatement'>>().toEqualTypeOf<string>();
  });
});

describe('envelope helpers keep the operation types', () => {
  const call = () =>
    api.POST('/api/transaction/verify-account', {
      body: { accountNumber: '1001234567', sortCode: '999999' },
    });

  it('unwrap resolves to the result without null', () => {
    expectTypeOf(unwrap(call())).resolves.toEqualTypeOf<AccountNameResult>();
  });

  it('unwrapEnvelope and readEnvelope keep the nullable result and the message', () => {
    expectTypeOf(unwrapEnvelope(call()))
      .resolves.toHaveProperty('result')
      .toEqualTypeOf<AccountNameResult | null>();
    expectTypeOf(readEnvelope(call())).resolves.toHaveProperty('displayMessage').toEqualTypeOf<string>();
    expectTypeOf(readEnvelope(call())).resolves.toHaveProperty('isSuccess').toEqualTypeOf<boolean>();
  });
});
