// A fake MTN MoMo Open API on loopback, written from MTN's published documentation
// (momodeveloper.mtn.com, "API reference" of the Collection and Disbursement products):
//   POST /{product}/token/                      Basic API user:API key → { access_token,
//                                               token_type, expires_in }; a token is refused (401)
//                                               once its expires_in has passed, as at MTN
//   POST /collection/v1_0/requesttopay          X-Reference-Id (UUID v4), X-Callback-Url → 202;
//                                               409 RESOURCE_ALREADY_EXIST for a reference it has
//   GET  /collection/v1_0/requesttopay/{ref}    PENDING → SUCCESSFUL (financialTransactionId) |
//                                               FAILED (reason); 404 RESOURCE_NOT_FOUND
//   POST /disbursement/v1_0/transfer, GET /disbursement/v1_0/transfer/{ref}   the same for payouts
//   GET  /collection/v1_0/accountholder/msisdn/{msisdn}/basicuserinfo         the holder's name
//   GET  /{product}/v1_0/accountholder/msisdn/{msisdn}/active                 { result: true|false }
// Every request must carry the product's Ocp-Apim-Subscription-Key (401 otherwise) and, past the
// token, X-Target-Environment. The callback MTN sends when a transaction finishes is the status
// body, PUT to the request's X-Callback-Url, unsigned (MTN signs nothing).
//
// Test numbers (MSISDN endings): 0000 has no wallet (name look-up 404, inactive); 9999 declines
// (collection APPROVAL_REJECTED, transfer PAYEE_NOT_FOUND); with `auto`, 3333 is reported as
// GHS 0.01 and 4444 in EUR whatever was asked (misreport does it by hand), 6666 ends SUCCESSFUL and
// is reported FAILED a moment later (a late reversal), 2222 ends FAILED and is reported SUCCESSFUL
// a moment later (a late success), each with a second callback. Tests decide each transaction
// themselves (decide, again for late news) and deliver, lose or repeat the callback; with `auto`
// (the fake-providers script and the live journey test) the fake decides a moment later and PUTs
// the callback itself.
//
// Provider faults, by hand: misreport (another amount or currency), hideStatus (the next status
// requests answer 404 RESOURCE_NOT_FOUND for a reference MTN has: a retry refused with 409 before
// the first request is visible), stall (the fake acts, but answers this late: a slow step past the
// adapter's deadline), fault (a 5xx or a delay on matching paths).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

import { deliverCallback } from './fakeServer';

export interface FakeMtnCredentials {
  subscriptionKey: string;
  apiUser: string;
  apiKey: string;
}

export interface FakeTransaction {
  product: 'collection' | 'disbursement';
  reference: string;
  body: Record<string, unknown>;
  status: 'PENDING' | 'SUCCESSFUL' | 'FAILED';
  callbackUrl: string | undefined;
  reason?: { code: string; message: string };
  /** Fields the fake's status and callback misreport (a network that collected another amount). */
  misreport?: Record<string, unknown>;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

const UUID4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export async function startFakeMtn(options: {
  collection: FakeMtnCredentials;
  disbursement: FakeMtnCredentials;
  targetEnvironment: string;
  tokenLifetimeSeconds?: number;
  /** The fake's clock (token expiry), milliseconds since the epoch. */
  now?: () => number;
  /** Decide every transaction by itself after `afterMs` and PUT the callback MTN would send. */
  auto?: { afterMs: number; report?: (line: string) => void };
}) {
  const now = options.now ?? Date.now;
  const transactions = new Map<string, FakeTransaction>();
  const requests: RecordedRequest[] = [];
  const tokens = new Map<string, { product: 'collection' | 'disbursement'; expiresAt: number }>();
  let issued = 0;
  /** Answers the next matching requests with this HTTP status (or waits this long first). */
  const faults: { path: RegExp; status?: number; delayMs?: number; count: number }[] = [];
  /** Status requests still to answer "not found" for a reference the fake has (hideStatus). */
  let hidden = 0;
  /** Slow steps: the fake acts at once but answers this late (stall), on matching requests only. */
  let stalled: { ms: number; path?: RegExp; method?: string } = { ms: 0 };
  const timers = new Set<NodeJS.Timeout>();

  const reply = (res: ServerResponse, status: number, body?: unknown) => {
    const answer = () => {
      res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
      res.end(body === undefined ? undefined : JSON.stringify(body));
    };
    const path = (res.req.url ?? '').split('?')[0] ?? '';
    if (
      stalled.ms > 0 &&
      (stalled.path === undefined || stalled.path.test(path)) &&
      (stalled.method === undefined || stalled.method === res.req.method)
    ) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!res.destroyed) answer();
      }, stalled.ms);
      timers.add(timer);
    } else answer();
  };

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      void (async () => {
        const path = (req.url ?? '').split('?')[0] ?? '';
        let body: unknown = undefined;
        try {
          body = raw ? JSON.parse(raw) : undefined;
        } catch {
          return reply(res, 400, { code: 'INVALID_JSON' });
        }
        requests.push({ method: req.method ?? '', path, headers: req.headers, body });
        const fault = faults.find((f) => f.path.test(path) && f.count > 0);
        if (fault) {
          fault.count -= 1;
          if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
          if (fault.status) return reply(res, fault.status, { code: 'INTERNAL_PROCESSING_ERROR' });
        }
        const product = path.startsWith('/collection/')
          ? 'collection'
          : path.startsWith('/disbursement/')
            ? 'disbursement'
            : null;
        if (!product) return reply(res, 404, { code: 'RESOURCE_NOT_FOUND' });
        const credentials = options[product];
        if (req.headers['ocp-apim-subscription-key'] !== credentials.subscriptionKey)
          return reply(res, 401, {
            statusCode: 401,
            message: 'Access denied due to invalid subscription key.',
          });

        if (req.method === 'POST' && path === `/${product}/token/`) {
          const basic = Buffer.from(`${credentials.apiUser}:${credentials.apiKey}`).toString('base64');
          if (req.headers.authorization !== `Basic ${basic}`)
            return reply(res, 401, { error: 'login_failed' });
          const token = `${product}-token-${++issued}`;
          const lifetime = options.tokenLifetimeSeconds ?? 3600;
          tokens.set(token, { product, expiresAt: now() + lifetime * 1000 });
          return reply(res, 200, { access_token: token, token_type: 'access_token', expires_in: lifetime });
        }
        const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
        const held = bearer ? tokens.get(bearer) : undefined;
        if (!held || held.product !== product) return reply(res, 401, { code: 'NOT_AUTHORIZED' });
        if (held.expiresAt <= now())
          return reply(res, 401, { code: 'NOT_AUTHORIZED', message: 'Access token expired.' });
        if (req.headers['x-target-environment'] !== options.targetEnvironment)
          return reply(res, 400, { code: 'INVALID_TARGET_ENVIRONMENT' });

        const create =
          product === 'collection' ? '/collection/v1_0/requesttopay' : '/disbursement/v1_0/transfer';
        if (req.method === 'POST' && path === create) {
          const reference = String(req.headers['x-reference-id'] ?? '');
          if (!UUID4.test(reference)) return reply(res, 400, { code: 'INVALID_REFERENCE_ID' });
          if (transactions.has(reference))
            return reply(res, 409, { code: 'RESOURCE_ALREADY_EXIST', message: 'Duplicated reference id.' });
          const given = (body ?? {}) as Record<string, unknown>;
          if (typeof given.amount !== 'string' || !/^\d+(\.\d{1,2})?$/.test(given.amount))
            return reply(res, 400, { code: 'INVALID_AMOUNT' });
          transactions.set(reference, {
            product,
            reference,
            body: given,
            status: 'PENDING',
            callbackUrl: req.headers['x-callback-url'] as string | undefined,
          });
          if (options.auto) decideLater(reference, options.auto);
          return reply(res, 202);
        }
        const status = new RegExp(`^${create}/([^/]+)$`).exec(path);
        if (req.method === 'GET' && status) {
          const found = transactions.get(status[1]!);
          const unindexed = found !== undefined && hidden > 0 && hidden-- > 0;
          if (!found || unindexed)
            return reply(res, 404, {
              code: 'RESOURCE_NOT_FOUND',
              message: 'Requested resource was not found.',
            });
          return reply(res, 200, statusBody(found));
        }
        const info = /^\/collection\/v1_0\/accountholder\/msisdn\/(\d+)\/basicuserinfo$/.exec(path);
        if (req.method === 'GET' && info) {
          if (info[1]!.endsWith('0000')) return reply(res, 404, { code: 'ACCOUNTHOLDER_NOT_FOUND' });
          // The holder's name, as MTN answers it for a registered wallet.
          return reply(res, 200, {
            given_name: 'Ama',
            family_name: 'Mensah',
            name: 'Ama Mensah',
            sub: info[1],
          });
        }
        const active = new RegExp(`^/${product}/v1_0/accountholder/msisdn/(\\d+)/active$`).exec(path);
        if (req.method === 'GET' && active) return reply(res, 200, { result: !active[1]!.endsWith('0000') });
        return reply(res, 404, { code: 'RESOURCE_NOT_FOUND' });
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  /** The party's MSISDN of a transaction (payer of a collection, payee of a transfer). */
  function partyOf(tx: FakeTransaction): string {
    const party = (tx.product === 'collection' ? tx.body.payer : tx.body.payee) as
      { partyId?: unknown } | undefined;
    return String(party?.partyId ?? '');
  }

  function decideLater(reference: string, auto: { afterMs: number; report?: (line: string) => void }) {
    setTimeout(() => {
      const tx = transactions.get(reference);
      if (!tx || tx.status !== 'PENDING') return;
      const party = partyOf(tx);
      // Test numbers for a provider answer that does not match the request (the gateway holds it).
      if (party.endsWith('3333')) tx.misreport = { amount: '0.01' };
      if (party.endsWith('4444')) tx.misreport = { currency: 'EUR' };
      const reason = tx.product === 'collection' ? 'APPROVAL_REJECTED' : 'PAYEE_NOT_FOUND';
      const first = party.endsWith('9999') || party.endsWith('2222') ? 'FAILED' : 'SUCCESSFUL';
      const callback = fake.decide(reference, first, reason);
      auto.report?.(`MTN ${tx.product} ${reference}: ${tx.status}`);
      if (callback.url) deliverCallback(callback.url, JSON.stringify(callback.body), {}, auto.report, 'PUT');
      // Late news: the status changes after the callback told the first outcome, and MTN calls again.
      const late = party.endsWith('6666') ? 'FAILED' : party.endsWith('2222') ? 'SUCCESSFUL' : null;
      if (late)
        setTimeout(() => {
          const news = fake.decide(reference, late, 'REVERSED');
          auto.report?.(`MTN ${tx.product} ${reference}: late ${tx.status}`);
          if (news.url) deliverCallback(news.url, JSON.stringify(news.body), {}, auto.report, 'PUT');
        }, auto.afterMs).unref();
    }, auto.afterMs).unref();
  }

  function statusBody(tx: FakeTransaction) {
    const party = tx.product === 'collection' ? { payer: tx.body.payer } : { payee: tx.body.payee };
    return {
      amount: tx.body.amount,
      currency: tx.body.currency,
      externalId: tx.body.externalId,
      ...party,
      status: tx.status,
      ...(tx.status === 'SUCCESSFUL' ? { financialTransactionId: `FT${tx.reference.slice(0, 8)}` } : {}),
      ...(tx.reason ? { reason: tx.reason } : {}),
      ...tx.misreport,
    };
  }

  const fake = {
    url,
    requests,
    transactions,
    /** How many tokens the fake has issued. */
    tokensIssued: () => issued,
    /** Forgets every token (as when they expire at MTN): the next call gets 401. */
    revokeTokens: () => tokens.clear(),
    fault(path: RegExp, fault: { status?: number; delayMs?: number; count?: number }) {
      faults.push({ path, ...fault, count: fault.count ?? 1 });
    },
    /**
     * Makes the transaction's status and callback say other figures than were asked (e.g.
     * { amount: '1.01' } or { currency: 'EUR' }): a provider answer that does not match the call.
     */
    misreport(reference: string, fields: Record<string, unknown>) {
      const tx = transactions.get(reference);
      if (!tx) throw new Error(`fake MTN has no transaction ${reference}`);
      tx.misreport = fields;
    },
    /**
     * The next `count` status requests answer 404 RESOURCE_NOT_FOUND even for a reference MTN has:
     * a first request not visible yet when its retry is refused with 409 RESOURCE_ALREADY_EXIST.
     */
    hideStatus(count: number) {
      hidden = count;
    },
    /**
     * Slow steps: from now on the fake acts on matching requests (all when no path is given) at
     * once but answers `ms` later (0 stops it); past the adapter's deadline the outcome is unknown.
     */
    stall(ms: number, path?: RegExp, method?: string) {
      stalled = { ms, ...(path ? { path } : {}), ...(method ? { method } : {}) };
    },
    /**
     * The payer approves or declines (collection), or the network completes a transfer; answers
     * the callback MTN would send (address and body) for the test to deliver, lose or repeat.
     * Called again on a decided transaction, it is late news: a transfer reversed after it was
     * SUCCESSFUL, or a collection or transfer that went through after it was FAILED.
     */
    decide(reference: string, status: 'SUCCESSFUL' | 'FAILED', reason = 'APPROVAL_REJECTED') {
      const tx = transactions.get(reference);
      if (!tx) throw new Error(`fake MTN has no transaction ${reference}`);
      tx.status = status;
      if (status === 'FAILED') tx.reason = { code: reason, message: 'The transaction was rejected.' };
      else delete tx.reason;
      return { url: tx.callbackUrl, body: statusBody(tx) };
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}

export type FakeMtn = Awaited<ReturnType<typeof startFakeMtn>>;
