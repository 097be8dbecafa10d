// Money operations of the contract: transact, paying by GhQR (read a code, pay it, one's own
// code), requests between customers (ask, list, pay, decline, cancel), charges, name verification (verify-account is in
// products.ts: it also answers for biller codes), one
// transaction, statements (JSON, CSV, PDF and month by month), receipts as PDF and the public
// check of a document's code, the fee schedule, sort codes, and the sandbox network's approval
// prompts. Each maps HTTP to one ledger call; the rules live in ledger/ and fees/.
import { formatAmount } from '@savewin/core';
import type { FastifyReply } from 'fastify';

import type { SandboxPrompt } from '../../adapters/momo/sandboxMomo';
import { statementSource } from '../../db/replica';
import type { IssuedFile } from '../../domain/documents/documents';
import { describeSchedule } from '../../domain/fees/schedule';
import {
  assertOwnAccount,
  exportStatementCsv,
  readMonthlyTotals,
  readStatement,
} from '../../domain/ledger/index';
import type { Services } from '../../services';
import { HttpError, ok, refused } from '../envelope';
import type { AuthContext, HandlerMap } from '../types';

import { stepUpTokenOf } from './identity';

/** A document for the customer's own device: downloaded, never kept by a shared cache. */
async function sendPdf(reply: FastifyReply, file: IssuedFile): Promise<void> {
  await reply
    .code(200)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .header('x-document-code', file.code)
    .type('application/pdf')
    .send(file.pdf);
}

function customerNumberOf(auth: AuthContext | null): string | null {
  if (!auth) throw new HttpError(401, 'Please sign in to continue.');
  if (auth.kind !== 'customer') throw new HttpError(403, 'Please sign in to continue.');
  return auth.customerNumber;
}

const KYC_FIRST = 'Please complete your KYC verification to see your statement.';

function promptView(prompt: SandboxPrompt) {
  return {
    promptId: prompt.promptId,
    phoneNumber: prompt.phoneNumber,
    network: prompt.network,
    amount: formatAmount(prompt.amount),
    narration: prompt.narration,
    transactionId: prompt.transactionId,
    status: prompt.status,
    createdAt: prompt.createdAt.toISOString(),
    expiresAt: prompt.expiresAt.toISOString(),
  };
}

function sandboxOf(services: Services) {
  const sandbox = services.ledger.sandbox;
  if (!sandbox) throw new HttpError(404, 'Sandbox operations exist only in sandbox mode.');
  return sandbox;
}

async function decide(services: Services, promptId: string, decision: 'APPROVED' | 'DECLINED') {
  const result = await sandboxOf(services).decidePrompt(promptId, decision);
  if (result.kind === 'not-found') throw new HttpError(404, 'We could not find that prompt.');
  if (result.kind === 'already') {
    const state =
      result.prompt.status === 'EXPIRED'
        ? 'has expired'
        : `was already ${result.prompt.status.toLowerCase()}`;
    return refused(`This prompt ${state}.`);
  }
  return ok(promptView(result.prompt), decision === 'APPROVED' ? 'Payment approved.' : 'Payment declined.');
}

export const transactionHandlers: HandlerMap = {
  async transact({ body, request, auth, services }) {
    // Money out needs the customer's fresh proof for this very operation (identity/stepUp.ts).
    await services.identity.stepUp.require(
      auth,
      { kind: 'TRANSACT', request: body },
      stepUpTokenOf(request.headers),
    );
    return services.ledger.transact(auth, body);
  },

  async readQr({ body, auth, services }) {
    return services.qr.read(auth, body.payload);
  },

  async payQr({ body, request, auth, services }) {
    // Confirmed like every payment out, bound to this very code, amount and id (identity/stepUp.ts).
    await services.identity.stepUp.require(
      auth,
      { kind: 'QR_PAYMENT', request: body },
      stepUpTokenOf(request.headers),
    );
    return services.qr.pay(auth, body);
  },

  async listMoneyRequests({ query, auth, services }) {
    return services.moneyRequests.list(auth, query);
  },

  async createMoneyRequest({ body, auth, services }) {
    return services.moneyRequests.create(auth, body);
  },

  async payMoneyRequest({ params: { requestId }, body, request, auth, services }) {
    // Confirmed like every payment out, bound to this request and paying account (identity/stepUp.ts),
    // once the request is known to be the caller's to pay.
    return services.moneyRequests.pay(auth, requestId, body, () =>
      services.identity.stepUp.require(
        auth,
        { kind: 'MONEY_REQUEST', request: { requestId, customerAccountNumber: body.customerAccountNumber } },
        stepUpTokenOf(request.headers),
      ),
    );
  },

  async declineMoneyRequest({ params: { requestId }, auth, services }) {
    return services.moneyRequests.decline(auth, requestId);
  },

  async cancelMoneyRequest({ params: { requestId }, auth, services }) {
    return services.moneyRequests.cancel(auth, requestId);
  },

  async getMyQr({ query, auth, services }) {
    return services.qr.mine(auth, query);
  },

  async chargeLookup({ body, auth, services }) {
    return services.ledger.chargeLookup(auth, body);
  },

  async getTransaction({ params: { transactionId }, auth, services }) {
    return services.ledger.getTransaction(auth, transactionId);
  },

  async getStatement({ params: { accountNumber }, query, auth, services }) {
    const customerNumber = customerNumberOf(auth);
    if (!customerNumber) return refused(KYC_FIRST);
    await assertOwnAccount(services.db, accountNumber, customerNumber);
    // A closed period may be read from the replica (db/replica.ts); today's always from the primary.
    const now = services.now();
    const source = statementSource(services.db, services.replica, query, now);
    const page = await readStatement(source, accountNumber, query, now);
    return ok(page, '');
  },

  async getMonthlyTotals({ params: { accountNumber }, query, auth, services }) {
    const customerNumber = customerNumberOf(auth);
    if (!customerNumber) return refused(KYC_FIRST);
    await assertOwnAccount(services.db, accountNumber, customerNumber);
    return ok(await readMonthlyTotals(services.db, accountNumber, query.months, services.now()), '');
  },

  async exportStatement({ params: { accountNumber }, query, reply, auth, services }) {
    const customerNumber = customerNumberOf(auth);
    if (!customerNumber) return refused(KYC_FIRST);
    await assertOwnAccount(services.db, accountNumber, customerNumber);
    const now = services.now();
    const source = statementSource(services.db, services.replica, query, now);
    const { csv, filename } = await exportStatementCsv(source, accountNumber, query, now);
    await reply
      .code(200)
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .type('text/csv; charset=utf-8')
      .send(csv);
  },

  async exportStatementPdf({ params: { accountNumber }, query, reply, auth, services }) {
    await sendPdf(reply, await services.documents.statement(auth, accountNumber, query));
  },

  async getReceiptPdf({ params: { transactionId }, reply, auth, services }) {
    await sendPdf(reply, await services.documents.receipt(auth, transactionId));
  },

  async checkDocument({ body, services }) {
    return services.documents.check(body.code);
  },

  async getFeeSchedule({ services }) {
    return ok(describeSchedule(services.now(), services.ledger.config.charges), '');
  },

  async getSortCodes({ services }) {
    return services.ledger.getSortCodes();
  },

  async validateName({ query: { phoneNumber, network }, services }) {
    return services.ledger.validateName(phoneNumber, network);
  },
};

/** Sandbox-only operations (the server leaves them out outside sandbox mode). */
export const sandboxMomoHandlers: HandlerMap = {
  async listSandboxMomoPrompts({ query: { phoneNumber }, services }) {
    const prompts = await sandboxOf(services).listPrompts(phoneNumber);
    return ok(prompts.map(promptView), '');
  },

  async approveSandboxMomoPrompt({ params: { promptId }, services }) {
    return decide(services, promptId, 'APPROVED');
  },

  async declineSandboxMomoPrompt({ params: { promptId }, services }) {
    return decide(services, promptId, 'DECLINED');
  },
};
