import { describe, expect, it, vi } from 'vitest';

import {
  BusinessError,
  createGatewayClient,
  GatewayError,
  readEnvelope,
  REQUEST_ID_HEADER,
  SUBSCRIPTION_KEY_HEADER,
  unwrap,
  unwrapAnswer,
  unwrapEnvelope,
  unwrapList,
} from '../src/index.ts';
import type { GatewayClientOptions } from '../src/index.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A stub fetch that records every request and answers with `answer`. */
function stubFetch(answer: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request);
    return answer(request);
  };
  return { fetch, requests };
}

function client(fetch: GatewayClientOptions['fetch'], extra: Partial<GatewayClientOptions> = {}) {
  return createGatewayClient({
    baseUrl: 'http://gateway.test',
    subscriptionKey: 'sub-key-123',
    getToken: () => 'tok-abc',
    fetch,
    ...extra,
  });
}

const okBoolean = { isSuccess: true, displayMessage: '', result: true };

describe('request headers', () => {
  it('sends the subscription key, the bearer and a fresh v4 request id on every call', async () => {
    const stub = stubFetch(() => json(okBoolean));
    const api = client(stub.fetch);

    await api.POST('/api/auth-service/auth/logout');
    await api.POST('/api/auth-service/auth/logout');

    expect(stub.requests).toHaveLength(2);
    const [first, second] = stub.requests;
    expect(first?.headers.get(SUBSCRIPTION_KEY_HEADER)).toBe('sub-key-123');
    expect(first?.headers.get('Authorization')).toBe('Bearer tok-abc');
    const ids = stub.requests.map((r) => r.headers.get(REQUEST_ID_HEADER));
    expect(ids[0]).toMatch(UUID);
    expect(ids[1]).toMatch(UUID);
    expect(ids[0]).not.toBe(ids[1]);
    expect(second?.headers.get(SUBSCRIPTION_KEY_HEADER)).toBe('sub-key-123');
  });

  it('reads the token before each call, so a refreshed credential is used at once', async () => {
    let token: string | null = 'first';
    const stub = stubFetch(() => json(okBoolean));
    const api = client(stub.fetch, { getToken: async () => token });

    await api.POST('/api/auth-service/auth/logout');
    token = 'second';
    await api.POST('/api/auth-service/auth/logout');
    token = null;
    await api.GET('/api/health');

    expect(stub.requests.map((r) => r.headers.get('Authorization'))).toEqual([
      'Bearer first',
      'Bearer second',
      null,
    ]);
    expect(stub.requests[2]?.headers.get(SUBSCRIPTION_KEY_HEADER)).toBe('sub-key-123');
  });

  it("sends a call's own credential, or none when it asks for '', instead of the client's", async () => {
    const stub = stubFetch(() => json(okBoolean));
    const api = client(stub.fetch);

    await api.POST('/api/otp-service/otp/validate', {
      body: { mobileNumber: '0244123456', code: '123456' },
      headers: { Authorization: 'Bearer otp-stage' },
    });
    await api.GET('/api/payment-link/account-info', {
      params: { query: { hash: 'abc' } },
      headers: { Authorization: '' },
    });
    await api.POST('/api/auth-service/auth/logout');

    expect(stub.requests.map((r) => r.headers.get('Authorization'))).toEqual([
      'Bearer otp-stage',
      null,
      'Bearer tok-abc',
    ]);
  });

  it('puts path and query parameters and the JSON body where the contract says', async () => {
    const stub = stubFetch(() => json({ isSuccess: true, displayMessage: '', result: null }));
    const api = client(stub.fetch);

    await api.GET('/api/transaction-service/statement/{accountNumber}', {
      params: { path: { accountNumber: '1001234567' }, query: { page: 2, status: 'SUCCESSFUL' } },
    });
    await api.POST('/api/otp-service/otp/validate', {
      body: { mobileNumber: '0244123456', code: '123456' },
    });

    const [statement, otp] = stub.requests;
    const url = new URL(statement?.url ?? '');
    expect(url.pathname).toBe('/api/transaction-service/statement/1001234567');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('status')).toBe('SUCCESSFUL');
    expect(otp?.url).toBe('http://gateway.test/api/otp-service/otp/validate');
    expect(otp?.headers.get('Content-Type')).toBe('application/json');
    expect(await otp?.json()).toEqual({ mobileNumber: '0244123456', code: '123456' });
  });

  it('returns the CSV statement export as text', async () => {
    const csv = 'transactionDate,transactionId\n2026-11-20T10:15:00Z,abc12345\n';
    const stub = stubFetch(() => new Response(csv, { status: 200, headers: { 'Content-Type': 'text/csv' } }));
    const { data } = await client(stub.fetch).GET(
      '/api/transaction-service/statement/{accountNumber}/export',
      {
        params: { path: { accountNumber: '1001234567' }, query: { from: '2026-08-01', to: '2026-11-20' } },
        parseAs: 'text',
      },
    );
    expect(data).toBe(csv);
    expect(new URL(stub.requests[0]?.url ?? '').search).toBe('?from=2026-08-01&to=2026-11-20');
  });

  it('refuses to build a client without a subscription key or with a nonsensical timeout', () => {
    const stub = stubFetch(() => json(okBoolean));
    expect(() => client(stub.fetch, { subscriptionKey: '' })).toThrow(/subscriptionKey/);
    expect(() => client(stub.fetch, { timeoutMs: 0 })).toThrow(RangeError);
    expect(() => client(stub.fetch, { timeoutMs: Number.NaN })).toThrow(RangeError);
  });
});

describe('failures become GatewayError "Something went wrong"', () => {
  it('a call with no answer within timeoutMs fails with kind "timeout", even if fetch ignores its signal', async () => {
    const stub = stubFetch(() => new Promise<Response>(() => undefined));
    const api = client(stub.fetch, { timeoutMs: 30 });

    const started = Date.now();
    const failure = await api.GET('/api/health').catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(GatewayError);
    expect(failure).toMatchObject({ kind: 'timeout', message: 'Something went wrong' });
    expect((failure as GatewayError).requestId).toBe(stub.requests[0]?.headers.get(REQUEST_ID_HEADER));
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('the timeout is 30 s by default: not a moment sooner', async () => {
    vi.useFakeTimers();
    try {
      const stub = stubFetch(() => new Promise<Response>(() => undefined));
      let outcome: unknown = 'pending';
      void client(stub.fetch)
        .GET('/api/health')
        .catch((error: unknown) => (outcome = error));

      await vi.advanceTimersByTimeAsync(29_999);
      expect(outcome).toBe('pending');
      await vi.advanceTimersByTimeAsync(1);
      expect(outcome).toMatchObject({ name: 'GatewayError', kind: 'timeout' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('an answer before the deadline is returned normally', async () => {
    const stub = stubFetch(
      () => new Promise<Response>((resolve) => setTimeout(() => resolve(json(okBoolean)), 20)),
    );
    const { data } = await client(stub.fetch, { timeoutMs: 500 }).POST('/api/auth-service/auth/logout');
    expect(data?.result).toBe(true);
  });

  it.each([400, 401, 403, 404, 409, 422, 429, 500, 502, 201])(
    'HTTP %i fails with kind "http", the status and the envelope message',
    async (status) => {
      const stub = stubFetch(() =>
        json({ isSuccess: false, displayMessage: `refused with ${status}`, result: null }, status),
      );
      const failure = await client(stub.fetch)
        .GET('/api/health')
        .catch((error: unknown) => error);

      expect(failure).toBeInstanceOf(GatewayError);
      expect(failure).toMatchObject({
        kind: 'http',
        status,
        displayMessage: `refused with ${status}`,
        message: 'Something went wrong',
      });
    },
  );

  it('a non-JSON error page still fails cleanly, without a display message', async () => {
    const stub = stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const failure = await client(stub.fetch)
      .GET('/api/health')
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: 'http', status: 502, displayMessage: undefined });
  });

  it('a network failure fails with kind "network" and keeps the cause', async () => {
    const cause = new TypeError('fetch failed');
    const stub = stubFetch(() => Promise.reject(cause));
    const failure = await client(stub.fetch)
      .GET('/api/health')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GatewayError);
    expect(failure).toMatchObject({ kind: 'network', message: 'Something went wrong' });
    expect((failure as GatewayError).cause).toBe(cause);
  });

  it('a cancellation asked for by the caller stays an AbortError, not a gateway failure', async () => {
    const stub = stubFetch(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const pending = client(stub.fetch).GET('/api/health', { signal: controller.signal });
    setTimeout(() => controller.abort(), 5);
    const failure = await pending.catch((error: unknown) => error);
    expect(failure).not.toBeInstanceOf(GatewayError);
    expect((failure as Error).name).toBe('AbortError');
  });
  it('a cancellation settles at once even when fetch ignores its signal', async () => {
    const stub = stubFetch(() => new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const pending = client(stub.fetch, { timeoutMs: 10_000 }).GET('/api/health', {
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 5);
    const started = Date.now();
    const failure = await pending.catch((error: unknown) => error);
    expect((failure as Error).name).toBe('AbortError');
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('reading the envelope: HTTP 200, then isSuccess, then displayMessage', () => {
  it('unwrap gives the result of a successful call', async () => {
    const stub = stubFetch(() =>
      json({ isSuccess: true, displayMessage: '', result: { accountName: 'AMA MENSAH' } }),
    );
    const result = await unwrap(
      client(stub.fetch).POST('/api/transaction/verify-account', {
        body: { accountNumber: '1001234567', sortCode: '999999' },
      }),
    );
    expect(result.accountName).toBe('AMA MENSAH');
  });

  it('isSuccess false throws BusinessError whose message is the displayMessage', async () => {
    const stub = stubFetch(() =>
      json({ isSuccess: false, displayMessage: 'Insufficient balance', result: null }),
    );
    const failure = await unwrap(
      client(stub.fetch).POST('/api/transaction/verify-account', {
        body: { accountNumber: '1001234567', sortCode: '999999' },
      }),
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BusinessError);
    expect(failure).toMatchObject({
      message: 'Insufficient balance',
      displayMessage: 'Insufficient balance',
    });
  });

  it('unwrapEnvelope keeps the success message and allows a null result', async () => {
    const stub = stubFetch(() => json({ isSuccess: true, displayMessage: 'Number verified', result: null }));
    const envelope = await unwrapEnvelope(
      client(stub.fetch).POST('/api/otp-service/otp/validate', {
        body: { mobileNumber: '0244123456', code: '123456' },
      }),
    );
    expect(envelope).toEqual({ isSuccess: true, displayMessage: 'Number verified', result: null });
  });

  it('unwrapAnswer gives the result with its message, and treats success without a result as broken', async () => {
    const read = (body: unknown) =>
      unwrapAnswer(client(stubFetch(() => json(body)).fetch).GET('/api/draws/prize-destination'));
    await expect(
      read({
        isSuccess: true,
        displayMessage: 'Your goal has closed',
        result: { destination: 'SAVE_AND_WIN' },
      }),
    ).resolves.toEqual({ result: { destination: 'SAVE_AND_WIN' }, displayMessage: 'Your goal has closed' });
    await expect(read({ isSuccess: true, displayMessage: 'Done', result: null })).rejects.toMatchObject({
      name: 'GatewayError',
      displayMessage: 'Done',
    });
    await expect(read({ isSuccess: false, displayMessage: 'Try later', result: null })).rejects.toMatchObject(
      {
        name: 'BusinessError',
        displayMessage: 'Try later',
      },
    );
  });

  it('unwrapList reads a null result as no rows, and a refusal as a BusinessError, never as no rows', async () => {
    const rows = [{ sortCode: '300302', bankName: 'Example Bank' }];
    const read = (body: unknown) =>
      unwrapList(client(stubFetch(() => json(body)).fetch).GET('/api/account-service/sort-codes'));
    await expect(read({ isSuccess: true, displayMessage: '', result: rows })).resolves.toEqual(rows);
    await expect(read({ isSuccess: true, displayMessage: '', result: null })).resolves.toEqual([]);
    await expect(
      read({ isSuccess: false, displayMessage: 'Service unavailable', result: null }),
    ).rejects.toMatchObject({ name: 'BusinessError', displayMessage: 'Service unavailable' });
  });

  it('readEnvelope returns isSuccess false as an answer (a new number at sign-up)', async () => {
    const stub = stubFetch(() => json({ isSuccess: false, displayMessage: 'Lead not found', result: null }));
    const envelope = await readEnvelope(
      client(stub.fetch).GET('/api/lead-service/lead/exists/{mobileNumber}', {
        params: { path: { mobileNumber: '0244123456' } },
      }),
    );
    expect(envelope.isSuccess).toBe(false);
    expect(envelope.result).toBeNull();
  });

  it('a 200 that is not an envelope, or success without a result, is a GatewayError', async () => {
    const notEnvelope = stubFetch(() => json({ hello: 'world' }));
    await expect(unwrap(client(notEnvelope.fetch).GET('/api/health'))).rejects.toMatchObject({
      name: 'GatewayError',
      kind: 'http',
      status: 200,
    });
    const emptySuccess = stubFetch(() => json({ isSuccess: true, displayMessage: '', result: null }));
    await expect(unwrap(client(emptySuccess.fetch).GET('/api/health'))).rejects.toBeInstanceOf(GatewayError);
  });
});
