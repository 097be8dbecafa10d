// Requests between customers: a SAVE & WIN customer asks another, found by mobile number, for an
// amount with a note; the payer sees it in the bell and pays or declines it in one step; the
// requester may cancel it while it waits; unpaid, it expires after REQUEST_LIFETIME_DAYS. A number
// that is no customer's is refused (a payment link is for outside payers).
//
// Paying is the ledger's own-bank transfer to the requester's SAVE & WIN account under the
// request's id as the payer's transactionId, so every rule of a transfer holds (balance, limits,
// the recipient's cap, both customers' notices) and a request is paid at most once: a second
// attempt, a double tap or a retry after a lost answer is the same id with the same request, and
// answers the first answer; a refused attempt leaves the id free for the next. The ledger is the
// record of the money: a request is PAID when that transfer is SUCCESSFUL, whatever `status` says
// (a crash between the transfer and the status update leaves it right).
//
// Decline and cancel never race a payment: a payment first marks the request (`paying_since`,
// only while PENDING), and a decline or cancel is refused while that mark is recent (a payment in
// flight) or once the transfer exists, both read under the request's row lock, which the mark
// takes too: of a payment and a decline arriving together exactly one wins.
import {
  INVALID_AMOUNT_MESSAGE,
  amountTextToPesewas,
  formatAmount,
  formatCedis,
  normaliseMobileNumber,
  type Pesewas,
} from '@savewin/core';

import type { Database, Queryable } from '../../db/database';
import type { Caller } from '../caller';
import { nameGoneBy, nameGoneBySql, newId, notFound, notify, requireCustomer } from '../common';
import { DomainError } from '../errors';
import {
  NOT_YOUR_ACCOUNT_MESSAGE,
  OWN_BANK_SORT_CODE,
  accountOwner,
  mainAccountOf,
  statusesOfRequested,
  type TransactRequest,
} from '../ledger/index';
import { ok, refused, type Outcome } from '../outcome';

/** How long a request waits to be paid. */
export const REQUEST_LIFETIME_DAYS = 7;
/** Requests a customer may have waiting at once (a bell is no place for spam). */
export const OPEN_REQUESTS_MAX = 20;
/** How long a payment's mark holds off a decline or cancel: far beyond any transfer's time. */
export const PAYING_LEASE_MS = 10 * 60_000;
/** The source system of a request's transfer (its rows read apart from a typed transfer). */
export const MONEY_REQUEST_SOURCE = 'MONEY REQUEST';
const NOTE_MAX = 50;
const DAY_MS = 86_400_000;

export const MONEY_REQUEST_MESSAGES = {
  sent: 'Your request has been sent.',
  notCustomer: 'This number is not a SAVE & WIN customer. Send them a payment link instead.',
  own: 'You cannot request money from yourself.',
  invalidNumber: 'Please enter a valid mobile number.',
  tooMany: `You have ${OPEN_REQUESTS_MAX} requests waiting. Cancel one before asking again.`,
  noteTooLong: `Please keep the note to ${NOTE_MAX} characters.`,
  noAccount: 'Please open your SAVE & WIN account before asking for money.',
  notFound: 'We could not find that request.',
  paid: 'This request has been paid.',
  declined: 'This request was declined.',
  cancelled: 'This request was cancelled.',
  expired: 'This request has expired.',
  cannotReceive: 'This request can no longer be paid: the account it was for is closed.',
  beingPaid: 'This request is being paid. Please check again in a few minutes.',
  declinedNow: 'Request declined.',
  cancelledNow: 'Request cancelled.',
  tooMuch: (most: Pesewas) => `The most you can ask for at once is ${formatCedis(most)}.`,
} as const;

export type MoneyRequestStatus = 'PENDING' | 'PAID' | 'DECLINED' | 'CANCELLED' | 'EXPIRED';

export interface MoneyRequestView {
  requestId: string;
  /** SENT: the caller asked; RECEIVED: the caller is asked to pay. */
  direction: 'SENT' | 'RECEIVED';
  amount: string;
  note: string;
  status: MoneyRequestStatus;
  createdAt: string;
  expiresAt: string;
  decidedAt: string | null;
  /** Who the other side is: the number the requester typed, or the requester's name for the payer. */
  counterparty: { name: string | null; mobileNumber: string | null };
}

interface RequestRow {
  request_id: string;
  requester_customer_number: string;
  requester_account_number: string;
  payer_customer_number: string;
  payer_mobile_number: string;
  amount: string | number;
  note: string;
  status: 'PENDING' | 'PAID' | 'DECLINED' | 'CANCELLED';
  paying_since: Date | string | null;
  created_at: Date | string;
  expires_at: Date | string;
  decided_at: Date | string | null;
  /** The status of the payer's transfer under the request's id, when there is one. */
  transfer_status: string | null;
  requester_name: string | null;
}

/** Each request with its requester's name; the transfer's status is the ledger's (withTransfers). */
const SELECT_REQUESTS = `
  SELECT r.*, ${nameGoneBySql('l')} AS requester_name
    FROM money_requests r
    LEFT JOIN leads l ON l.customer_number = r.requester_customer_number AND l.deleted_at IS NULL`;

type StoredRow = Omit<RequestRow, 'transfer_status'>;

/** The rows with the status of the payer's transfer under each request's id, as the ledger has it. */
async function withTransfers(q: Queryable, rows: readonly StoredRow[]): Promise<RequestRow[]> {
  const statuses = await statusesOfRequested(
    q,
    rows.map((row) => ({ requester: row.payer_customer_number, transactionId: row.request_id })),
  );
  return rows.map((row) => ({
    ...row,
    transfer_status: statuses.get(`${row.payer_customer_number}:${row.request_id}`) ?? null,
  }));
}

const iso = (value: Date | string) => new Date(value).toISOString();

function statusOf(row: RequestRow, now: Date): MoneyRequestStatus {
  if (row.transfer_status === 'SUCCESSFUL' || row.status === 'PAID') return 'PAID';
  if (row.status === 'PENDING' && new Date(row.expires_at).getTime() <= now.getTime()) return 'EXPIRED';
  return row.status;
}

function viewOf(row: RequestRow, caller: string, now: Date): MoneyRequestView {
  const sent = row.requester_customer_number === caller;
  return {
    requestId: row.request_id,
    direction: sent ? 'SENT' : 'RECEIVED',
    amount: formatAmount(Number(row.amount)),
    note: row.note,
    status: statusOf(row, now),
    createdAt: iso(row.created_at),
    expiresAt: iso(row.expires_at),
    decidedAt: row.decided_at === null ? null : iso(row.decided_at),
    counterparty: sent
      ? { name: null, mobileNumber: row.payer_mobile_number }
      : { name: row.requester_name ?? 'SAVE & WIN customer', mobileNumber: null },
  };
}

/** The refusal for a request that can no longer be paid, declined or cancelled. */
function closedRefusal(status: MoneyRequestStatus): Outcome<never> | null {
  switch (status) {
    case 'PAID':
      return refused(MONEY_REQUEST_MESSAGES.paid);
    case 'DECLINED':
      return refused(MONEY_REQUEST_MESSAGES.declined);
    case 'CANCELLED':
      return refused(MONEY_REQUEST_MESSAGES.cancelled);
    case 'EXPIRED':
      return refused(MONEY_REQUEST_MESSAGES.expired);
    case 'PENDING':
      return null;
  }
}

export interface MoneyRequestPayment {
  /** The payer's account the money leaves. */
  customerAccountNumber: string;
}

export function createMoneyRequests(deps: {
  db: Database;
  now(): Date;
  /** The ledger's transact: a request is paid as an own-bank transfer. */
  transact(auth: Caller | null, req: TransactRequest): Promise<Outcome<unknown>>;
  /** The largest single movement the ledger accepts. */
  maxAmount: Pesewas;
}) {
  const { db } = deps;

  async function find(q: Queryable, requestId: string, lock = false): Promise<RequestRow | null> {
    const rows = await q.query<StoredRow>(
      `${SELECT_REQUESTS} WHERE r.request_id = $1${lock ? ' FOR UPDATE OF r' : ''}`,
      [requestId],
    );
    const [row] = await withTransfers(q, rows);
    return row ?? null;
  }

  /** The request as its payer (or requester) sees it; 404 for anyone else, who may not learn it exists. */
  async function findFor(requestId: string, customerNumber: string, as: 'payer' | 'requester') {
    const row = await find(db, requestId);
    const party = row && (as === 'payer' ? row.payer_customer_number : row.requester_customer_number);
    if (!row || party !== customerNumber) throw notFound(MONEY_REQUEST_MESSAGES.notFound);
    return row;
  }

  async function create(
    auth: Caller | null,
    body: { payerMobileNumber: string; amount: string; note?: string | null },
  ): Promise<Outcome<MoneyRequestView>> {
    const caller = requireCustomer(auth);
    const number = normaliseMobileNumber(body.payerMobileNumber);
    if (!number) return refused(MONEY_REQUEST_MESSAGES.invalidNumber);
    const amount = amountTextToPesewas(body.amount);
    if (amount === null || amount <= 0) return refused(INVALID_AMOUNT_MESSAGE);
    if (amount > deps.maxAmount) return refused(MONEY_REQUEST_MESSAGES.tooMuch(deps.maxAmount));
    const note = (body.note ?? '').trim();
    if (note.length > NOTE_MAX) return refused(MONEY_REQUEST_MESSAGES.noteTooLong);
    if (number === caller.mobileNumber) return refused(MONEY_REQUEST_MESSAGES.own);
    const account = await mainAccountOf(db, caller.customerNumber);
    if (!account) return refused(MONEY_REQUEST_MESSAGES.noAccount);
    const [payer] = await db.query<{ customer_number: string }>(
      `SELECT customer_number FROM leads
        WHERE mobile_number = $1 AND customer_number IS NOT NULL AND deleted_at IS NULL`,
      [number],
    );
    if (!payer) return refused(MONEY_REQUEST_MESSAGES.notCustomer);
    if (payer.customer_number === caller.customerNumber) return refused(MONEY_REQUEST_MESSAGES.own);

    const now = deps.now();
    const requestId = newId('MR');
    const created = await db.transaction(async (tx) => {
      // Counted under a lock on the requester's own row, so two requests at once cannot both be the 20th.
      await tx.query(`SELECT 1 FROM leads WHERE customer_number = $1 FOR UPDATE`, [caller.customerNumber]);
      const [open] = await tx.query<{ n: string | number }>(
        `SELECT count(*)::bigint AS n FROM money_requests
          WHERE requester_customer_number = $1 AND status = 'PENDING' AND expires_at > $2`,
        [caller.customerNumber, now.toISOString()],
      );
      if (Number(open?.n ?? 0) >= OPEN_REQUESTS_MAX) return false;
      await tx.query(
        `INSERT INTO money_requests (request_id, requester_customer_number, requester_account_number,
           payer_customer_number, payer_mobile_number, amount, note, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          requestId,
          caller.customerNumber,
          account,
          payer.customer_number,
          number,
          amount,
          note,
          now.toISOString(),
          new Date(now.getTime() + REQUEST_LIFETIME_DAYS * DAY_MS).toISOString(),
        ],
      );
      const myName = await nameGoneBy(tx, caller.customerNumber);
      await notify(tx, {
        customerNumber: payer.customer_number,
        title: 'Money requested',
        message: `${myName ?? 'A SAVE & WIN customer'} asked you for ${formatCedis(amount)}${note ? `: ${note}` : ''}.`,
        link: '/requests',
        at: now,
        dedupeKey: `money-request:${requestId}`,
      });
      return true;
    });
    if (!created) return refused(MONEY_REQUEST_MESSAGES.tooMany);
    const row = await find(db, requestId);
    if (!row) throw new Error(`money request ${requestId} vanished`);
    return ok(viewOf(row, caller.customerNumber, now), MONEY_REQUEST_MESSAGES.sent);
  }

  async function list(
    auth: Caller | null,
    query: { direction?: 'SENT' | 'RECEIVED' },
  ): Promise<Outcome<MoneyRequestView[]>> {
    const caller = requireCustomer(auth);
    const column =
      query.direction === 'SENT'
        ? 'r.requester_customer_number = $1'
        : query.direction === 'RECEIVED'
          ? 'r.payer_customer_number = $1'
          : '(r.requester_customer_number = $1 OR r.payer_customer_number = $1)';
    const rows = await withTransfers(
      db,
      await db.query<StoredRow>(
        `${SELECT_REQUESTS} WHERE ${column} ORDER BY r.created_at DESC, r.request_id LIMIT 100`,
        [caller.customerNumber],
      ),
    );
    const now = deps.now();
    // A payment whose process ended between the transfer's commit and the request's update is
    // paid (the ledger says so) but unrecorded, its requester not yet told: settled on this read.
    for (const row of rows)
      if (row.transfer_status === 'SUCCESSFUL' && row.status !== 'PAID') await settlePaid(row, now);
    return ok(
      rows.map((row) => viewOf(row, caller.customerNumber, now)),
      '',
    );
  }

  /**
   * Records a request as paid and tells its requester, together and once: called when its
   * transfer succeeded (the payment, or a read that finds the transfer the record missed).
   */
  async function settlePaid(row: RequestRow, at: Date): Promise<void> {
    await db.transaction(async (tx) => {
      const paid = await tx.query(
        `UPDATE money_requests SET status = 'PAID', decided_at = coalesce(decided_at, $2), paying_since = NULL
          WHERE request_id = $1 AND status <> 'PAID' RETURNING request_id`,
        [row.request_id, at.toISOString()],
      );
      if (paid.length === 0) return;
      await notify(tx, {
        customerNumber: row.requester_customer_number,
        title: 'Request paid',
        message: `Your request for ${formatCedis(Number(row.amount))}${row.note ? ` (${row.note})` : ''} has been paid.`,
        link: '/requests',
        at,
        dedupeKey: `money-request-paid:${row.request_id}`,
      });
    });
  }

  /** The transfer that pays a request: the same for every attempt, so the ledger pays it once. */
  function transferOf(row: RequestRow, payment: MoneyRequestPayment): TransactRequest {
    return {
      customerAccountNumber: payment.customerAccountNumber,
      transactionId: row.request_id,
      amount: formatAmount(Number(row.amount)),
      narration: row.note || 'Money request',
      transactionType: 'BANK_TRANSFER',
      destinationAccountNumber: row.requester_account_number,
      destinationSortCode: OWN_BANK_SORT_CODE,
      sourceSystem: MONEY_REQUEST_SOURCE,
    };
  }

  /**
   * Pays a request the caller was asked to pay. `confirm` is the step-up of the payment (the
   * handler's), asked once the request is known to be the caller's and payable.
   */
  async function pay(
    auth: Caller | null,
    requestId: string,
    payment: MoneyRequestPayment,
    confirm: () => Promise<void>,
  ): Promise<Outcome<unknown>> {
    const caller = requireCustomer(auth);
    if ((await accountOwner(db, payment.customerAccountNumber)) !== caller.customerNumber)
      throw new DomainError('FORBIDDEN', NOT_YOUR_ACCOUNT_MESSAGE);
    const row = await findFor(requestId, caller.customerNumber, 'payer');
    const status = statusOf(row, deps.now());
    // Paid already: the transfer's first answer again (the same id and request), nothing moves.
    if (status !== 'PAID') {
      const closed = closedRefusal(status);
      if (closed) return closed;
      if ((await mainAccountOf(db, row.requester_customer_number)) !== row.requester_account_number)
        return refused(MONEY_REQUEST_MESSAGES.cannotReceive);
    }
    await confirm();
    const now = deps.now();
    if (status !== 'PAID') {
      const marked = await db.query(
        `UPDATE money_requests SET paying_since = $2
          WHERE request_id = $1 AND status = 'PENDING' AND expires_at > $2 RETURNING request_id`,
        [requestId, now.toISOString()],
      );
      if (marked.length === 0) {
        // Declined, cancelled or expired between the read and now: say which.
        const again = await find(db, requestId);
        return (
          closedRefusal(again ? statusOf(again, now) : 'CANCELLED') ??
          refused(MONEY_REQUEST_MESSAGES.notFound)
        );
      }
    }
    const answer = await deps.transact(auth, transferOf(row, payment));
    const moved = (answer.result as { status?: string } | null)?.status === 'SUCCESSFUL';
    if (moved) {
      await settlePaid(row, now);
    } else if (!answer.isSuccess) {
      // Refused (balance, limits, the recipient's cap): nothing moved, the request waits again.
      await db.query(
        `UPDATE money_requests SET paying_since = NULL WHERE request_id = $1 AND status = 'PENDING'`,
        [requestId],
      );
    }
    return answer;
  }

  /**
   * Declines (the payer) or cancels (the requester) a waiting request under its row lock, refused
   * while a payment is in flight or once the transfer exists.
   */
  async function close(
    auth: Caller | null,
    requestId: string,
    as: 'payer' | 'requester',
  ): Promise<Outcome<MoneyRequestView>> {
    const caller = requireCustomer(auth);
    const row = await findFor(requestId, caller.customerNumber, as);
    const now = deps.now();
    const closed = closedRefusal(statusOf(row, now));
    if (closed) return closed;
    const next = as === 'payer' ? 'DECLINED' : 'CANCELLED';
    const updated = await db.transaction(async (tx) => {
      // The request's row locked first: a payment's mark waits for this, or this sees the mark.
      const locked = await find(tx, requestId, true);
      const markedSince = locked?.paying_since ? new Date(locked.paying_since).getTime() : null;
      const payable =
        locked !== null &&
        statusOf(locked, now) === 'PENDING' &&
        (markedSince === null || markedSince < now.getTime() - PAYING_LEASE_MS);
      if (!payable) return false;
      await tx.query(`UPDATE money_requests SET status = $2, decided_at = $3 WHERE request_id = $1`, [
        requestId,
        next,
        now.toISOString(),
      ]);
      const amount = formatCedis(Number(row.amount));
      await notify(tx, {
        customerNumber: as === 'payer' ? row.requester_customer_number : row.payer_customer_number,
        title: as === 'payer' ? 'Request declined' : 'Request cancelled',
        message:
          as === 'payer'
            ? `Your request for ${amount}${row.note ? ` (${row.note})` : ''} was declined.`
            : `${row.requester_name ?? 'A SAVE & WIN customer'} cancelled their request for ${amount}.`,
        link: '/requests',
        at: now,
        dedupeKey: `money-request-${next.toLowerCase()}:${requestId}`,
      });
      return true;
    });
    const after = await find(db, requestId);
    if (!after) throw new Error(`money request ${requestId} vanished`);
    if (!updated) {
      const status = statusOf(after, now);
      return closedRefusal(status) ?? refused(MONEY_REQUEST_MESSAGES.beingPaid);
    }
    return ok(
      viewOf(after, caller.customerNumber, now),
      as === 'payer' ? MONEY_REQUEST_MESSAGES.declinedNow : MONEY_REQUEST_MESSAGES.cancelledNow,
    );
  }

  return {
    create,
    list,
    pay,
    decline: (auth: Caller | null, requestId: string) => close(auth, requestId, 'payer'),
    cancel: (auth: Caller | null, requestId: string) => close(auth, requestId, 'requester'),
  };
}

export type MoneyRequests = ReturnType<typeof createMoneyRequests>;
