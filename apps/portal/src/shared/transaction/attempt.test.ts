// The id rules that keep a payment from being made twice (ARCHITECTURE: transactionId is the
// idempotency key): the same id only for the same payment whose outcome is unknown.
import { BusinessError, GatewayError } from '@savewin/api';
import { describe, expect, it } from 'vitest';

import { attemptId, newTransactionId, outcomeUnknown } from './attempt';

describe('payment attempts', () => {
  it('gives every new attempt a new id the contract accepts', () => {
    const ids = new Set(Array.from({ length: 100 }, newTransactionId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('reuses the id of an unknown attempt for the same payment only', () => {
    const unknown = { key: '{"amount":"30.00"}', transactionId: 'abcdef0123456789' };
    expect(attemptId('{"amount":"30.00"}', unknown)).toBe('abcdef0123456789');
    expect(attemptId('{"amount":"31.00"}', unknown)).not.toBe('abcdef0123456789');
    expect(attemptId('{"amount":"30.00"}', null)).not.toBe('abcdef0123456789');
  });

  it('counts no answer, a timeout and a server fault as unknown; a refusal or a rejected request as known', () => {
    expect(outcomeUnknown(new GatewayError({ kind: 'network' }))).toBe(true);
    expect(outcomeUnknown(new GatewayError({ kind: 'timeout' }))).toBe(true);
    expect(outcomeUnknown(new GatewayError({ kind: 'http', status: 502 }))).toBe(true);
    expect(outcomeUnknown(new GatewayError({ kind: 'http', status: 400 }))).toBe(false);
    expect(outcomeUnknown(new GatewayError({ kind: 'http', status: 409 }))).toBe(false);
    expect(outcomeUnknown(new BusinessError('Insufficient balance.'))).toBe(false);
  });
});
