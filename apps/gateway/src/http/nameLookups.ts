// The audit trail of name look-ups (verify-account, validate-name): each answer of either
// operation is recorded in name_lookups before it is sent, with who asked, from which client, for
// what and whether a name was found. Requests refused before the handler (no credential, over the
// rate limit, invalid) look nothing up and are not recorded. Who may ask is the contract's and the
// auth hook's business: a signed-in customer, or for validate-name a payment link's payer.
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { Database } from '../db/database';

import type { OperationInfo } from './openapi';

const AUDITED = ['verifyAccount', 'validateName'] as const;
type Audited = (typeof AUDITED)[number];

/** What was looked up: the account or number, and the sort code or network it was asked on. */
function targetOf(operation: Audited, request: FastifyRequest): { target: string; on: string } {
  if (operation === 'verifyAccount') {
    const body = (request.body ?? {}) as { accountNumber?: unknown; sortCode?: unknown };
    return { target: String(body.accountNumber ?? '').trim(), on: String(body.sortCode ?? '').trim() };
  }
  const query = (request.query ?? {}) as { phoneNumber?: unknown; network?: unknown };
  return { target: String(query.phoneNumber ?? '').trim(), on: String(query.network ?? '').trim() };
}

function wasFound(payload: unknown): boolean {
  if (typeof payload !== 'string') return false;
  try {
    return (JSON.parse(payload) as { isSuccess?: unknown }).isSuccess === true;
  } catch {
    return false;
  }
}

export function registerNameLookupAudit(
  app: FastifyInstance,
  deps: { db: Database; now(): Date; operations: ReadonlyMap<string, OperationInfo> },
): void {
  const byRoute = new Map<string, Audited>();
  for (const operationId of AUDITED) {
    const operation = deps.operations.get(operationId);
    if (operation) byRoute.set(`${operation.method} ${operation.path}`, operationId);
  }
  app.addHook('onSend', async (request, reply, payload) => {
    const operation = byRoute.get(`${request.method} ${request.routeOptions.url ?? ''}`);
    const auth = request.auth;
    if (!operation || reply.statusCode !== 200 || !auth || auth.kind === 'otp') return payload;
    const { target, on } = targetOf(operation, request);
    await deps.db.query(
      `INSERT INTO name_lookups (looked_up_at, operation, caller_kind, caller, client_address, request_id,
                                 target, target_on, found)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        deps.now(),
        operation,
        auth.kind,
        auth.kind === 'customer' ? auth.leadId : auth.linkHash,
        request.ip,
        request.id,
        target,
        on,
        wasFound(payload),
      ],
    );
    return payload;
  });
}
