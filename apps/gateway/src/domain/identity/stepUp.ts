// Step-up for money out: a copied bearer credential alone must not move money out.
// Payouts and transfers to new payees (or above the one-tap limit), bill payments, payment links
// above a threshold and profile deletion need a confirmation the customer proves with their PIN,
// bound to that one operation (its amount, destination and transaction id) and used once:
//   1. challenge(operation): whether a proof is needed; if so, a step-up token for it;
//   2. prove(token, pin): the PIN, counted under the sign-in lock-out (pin.ts), as sign-in counts it;
//   3. the money call carries the token (header X-Step-Up); `require` consumes it at the entry of
//      the operation, in one statement, only for the very operation it was issued for.
// After a PIN reset or a sign-in from a new device (sessions.began_with), payments to new payees
// are capped for a cooling-off period. The figures live in @savewin/core (STEP_UP).
import { createHash, createHmac } from 'node:crypto';

import {
  STEP_UP,
  STEP_UP_MESSAGES,
  amountTextToPesewas,
  coolingOffRefusal,
  normaliseMobileNumber,
  readPaymentQr,
  type Pesewas,
} from '@savewin/core';

import type { Queryable } from '../../db/database';
import type { Caller } from '../caller';
import { DomainError, NotYours, Refusal, Unauthenticated } from '../errors';
import { accountOwner, hasPaidDestination } from '../ledger';

import { MESSAGES as M } from './messages';
import type { Passkeys } from './passkeys';
import type { Pins } from './pin';
import { hashToken, newToken } from './secrets';
import { later, leadById, type IdentityDeps } from './shared';

type Customer = Extract<Caller, { kind: 'customer' }>;

/** The operation a proof confirms, as the money call itself will carry it. */
export type StepUpOperation =
  | {
      kind: 'TRANSACT';
      request: {
        customerAccountNumber: string;
        transactionId: string;
        amount: string;
        transactionType: string;
        destinationAccountNumber?: string | null;
        destinationSortCode?: string | null;
      };
    }
  | {
      kind: 'BILL_PAYMENT';
      request: {
        customerAccountNumber: string;
        transactionId: string;
        amount: string;
        billerCode: string;
        billerReference: string;
      };
    }
  | {
      /** A payment by a scanned GhQR code, to a merchant or another customer: bound to the code. */
      kind: 'QR_PAYMENT';
      request: {
        customerAccountNumber: string;
        transactionId: string;
        amount: string;
        payload: string;
      };
    }
  | {
      /** Paying a request another customer sent: bound to the request (its amount and payee are its own). */
      kind: 'MONEY_REQUEST';
      request: { customerAccountNumber: string; requestId: string };
    }
  | { kind: 'PAYMENT_LINK'; request: { amount?: string | null } }
  | { kind: 'DELETE_PROFILE'; leadId: string };

/** What an operation asks of the customer. */
export interface StepUpAssessment {
  required: boolean;
  /** A payment to a destination the customer has not paid before (cooling-off counts these). */
  newPayee: boolean;
  amount: Pesewas | null;
}

export interface CoolingOff {
  until: Date;
  /** What may still go to new payees before it ends. */
  left: Pesewas;
}

/** Step-up refusals are 403: the credential alone is not enough for this operation. */
export class StepUpNeeded extends DomainError {
  constructor(message: string = STEP_UP_MESSAGES.required) {
    super('FORBIDDEN', message);
    this.name = 'StepUpNeeded';
  }
}

const MONEY_IN = new Set(['DEPOSIT', 'REQUEST MONEY']);
const OWN_BANK = '999999';
const NOT_YOUR_ACCOUNT = 'This account does not belong to you.';

export function createStepUp(
  deps: IdentityDeps,
  pins: Pins,
  passkeys: Passkeys,
  options: { enforced: boolean },
) {
  const { db, keys } = deps;

  /** The exact operation, as one string: any other amount, destination or id is another operation. */
  function bindingOf(caller: Customer, op: StepUpOperation): string {
    const parts: string[] = [caller.sessionId, op.kind];
    if (op.kind === 'TRANSACT') {
      const r = op.request;
      parts.push(
        r.customerAccountNumber,
        r.transactionType,
        String(amountTextToPesewas(r.amount)),
        destinationOf(r),
        r.destinationSortCode ?? '',
        r.transactionId,
      );
    } else if (op.kind === 'BILL_PAYMENT') {
      const r = op.request;
      parts.push(
        r.customerAccountNumber,
        r.billerCode,
        r.billerReference,
        String(amountTextToPesewas(r.amount)),
        r.transactionId,
      );
    } else if (op.kind === 'QR_PAYMENT') {
      const r = op.request;
      parts.push(
        r.customerAccountNumber,
        createHash('sha256').update(r.payload.trim()).digest('base64url'),
        String(amountTextToPesewas(r.amount)),
        r.transactionId,
      );
    } else if (op.kind === 'MONEY_REQUEST') {
      parts.push(op.request.customerAccountNumber, op.request.requestId);
    } else if (op.kind === 'PAYMENT_LINK') {
      parts.push(String(op.request.amount ? amountTextToPesewas(op.request.amount) : null));
    } else {
      parts.push(op.leadId);
    }
    return createHmac('sha256', keys.tokenSecret)
      .update(`step-up:${JSON.stringify(parts)}`)
      .digest('base64url');
  }

  function destinationOf(r: { transactionType: string; destinationAccountNumber?: string | null }): string {
    const given = (r.destinationAccountNumber ?? '').trim();
    if (r.transactionType === 'MOMO' || r.transactionType === 'WITHDRAWAL')
      return normaliseMobileNumber(given) ?? given;
    return given;
  }

  /**
   * Who the destination is to the customer: 'own' (another of their SAVE & WIN accounts, a goal:
   * no money leaves them), 'known' (their own number or a linked wallet, or a destination they
   * have paid successfully before) or 'new'.
   */
  async function payeeOf(
    q: Queryable,
    caller: Customer,
    r: Extract<StepUpOperation, { kind: 'TRANSACT' }>['request'],
  ): Promise<'own' | 'known' | 'new'> {
    const known = await knownPayee(q, caller, r);
    if (known !== 'own') return known ? 'known' : 'new';
    return 'own';
  }

  async function knownPayee(
    q: Queryable,
    caller: Customer,
    r: Extract<StepUpOperation, { kind: 'TRANSACT' }>['request'],
  ): Promise<boolean | 'own'> {
    const destination = destinationOf(r);
    if (destination === '' || caller.customerNumber === null) return false;
    const sortCode = r.destinationSortCode ?? '';
    if (r.transactionType === 'BANK_TRANSFER' && sortCode === OWN_BANK) {
      if ((await accountOwner(q, destination)) === caller.customerNumber) return 'own';
    }
    if (r.transactionType === 'MOMO' || r.transactionType === 'WITHDRAWAL') {
      if (destination === caller.mobileNumber) return true;
      const wallet = await q.query(
        `SELECT 1 FROM linked_wallets WHERE customer_number = $1 AND phone_number = $2 AND deleted_at IS NULL`,
        [caller.customerNumber, destination],
      );
      if (wallet.length > 0) return true;
    }
    return hasPaidDestination(
      q,
      caller.customerNumber,
      destination,
      r.transactionType === 'BANK_TRANSFER' ? sortCode : '',
    );
  }

  /** Whether the customer paid the code's merchant or customer successfully before. */
  async function knownQrPayee(q: Queryable, caller: Customer, payload: string): Promise<boolean> {
    const reading = readPaymentQr(payload);
    if (!reading.ok || caller.customerNumber === null) return false;
    const { scheme, accountId } = reading.qr;
    return hasPaidDestination(q, caller.customerNumber, accountId, scheme === 'savewin' ? OWN_BANK : '');
  }

  async function assess(q: Queryable, caller: Customer, op: StepUpOperation): Promise<StepUpAssessment> {
    switch (op.kind) {
      case 'TRANSACT': {
        const amount = amountTextToPesewas(op.request.amount);
        if (MONEY_IN.has(op.request.transactionType)) return { required: false, newPayee: false, amount };
        const payee = await payeeOf(q, caller, op.request);
        if (payee === 'own') return { required: false, newPayee: false, amount };
        const small = amount !== null && amount <= STEP_UP.oneTapLimit;
        return { required: !(payee === 'known' && small), newPayee: payee === 'new', amount };
      }
      case 'BILL_PAYMENT':
        return { required: true, newPayee: false, amount: amountTextToPesewas(op.request.amount) };
      case 'QR_PAYMENT':
        // Always confirmed: a code swapped for a fraudster's is the known attack on QR payments,
        // and the customer's PIN is where they look at whom they pay. A payee not paid before
        // counts against the cooling-off cap, as in a transfer.
        return {
          required: true,
          newPayee: !(await knownQrPayee(q, caller, op.request.payload)),
          amount: amountTextToPesewas(op.request.amount),
        };
      case 'MONEY_REQUEST': {
        // Always confirmed: a request from a stranger is how 'send me money' scams arrive, and the
        // PIN is where the customer looks at whom they pay. The requester not paid before counts
        // against the cooling-off cap, as in a transfer. A request that is not the caller's to pay
        // is refused by the payment itself (404), never confirmed into anything.
        const payer = caller.customerNumber;
        const [request] = payer
          ? await q.query<{ amount: string | number; requester_account_number: string }>(
              `SELECT amount, requester_account_number FROM money_requests
                WHERE request_id = $1 AND payer_customer_number = $2`,
              [op.request.requestId, payer],
            )
          : [];
        if (!payer || !request) return { required: true, newPayee: true, amount: null };
        return {
          required: true,
          newPayee: !(await hasPaidDestination(q, payer, request.requester_account_number, OWN_BANK)),
          amount: Number(request.amount),
        };
      }
      case 'PAYMENT_LINK': {
        const amount = op.request.amount ? amountTextToPesewas(op.request.amount) : null;
        return { required: amount !== null && amount > STEP_UP.paymentLinkAbove, newPayee: false, amount };
      }
      case 'DELETE_PROFILE':
        return { required: true, newPayee: false, amount: null };
    }
  }

  /**
   * The cooling-off in force for the customer: since the latest session that began with a PIN
   * reset or on a new device, for STEP_UP.coolingOffMs, new payees may receive at most the cap.
   */
  async function coolingOff(q: Queryable, leadId: string): Promise<CoolingOff | null> {
    const now = deps.now();
    const rows = await q.query<{ since: Date | null }>(
      `SELECT max(created_at) AS since FROM sessions
        WHERE lead_id = $1 AND began_with IS NOT NULL AND stage = 'active' AND created_at > $2`,
      [leadId, new Date(now.getTime() - STEP_UP.coolingOffMs)],
    );
    const since = rows[0]?.since ? new Date(rows[0].since) : null;
    if (!since) return null;
    const spent = await q.query<{ total: string | number | null }>(
      `SELECT coalesce(sum(amount), 0) AS total FROM step_ups
        WHERE lead_id = $1 AND new_payee AND used_at IS NOT NULL AND used_at >= $2`,
      [leadId, since],
    );
    const left = Math.max(0, STEP_UP.coolingOffNewPayeeCap - Number(spent[0]?.total ?? 0));
    return { until: later(since, STEP_UP.coolingOffMs), left: left as Pesewas };
  }

  function refuseOverCap(assessment: StepUpAssessment, cooling: CoolingOff | null): void {
    if (!cooling || !assessment.newPayee) return;
    if ((assessment.amount ?? 0) > cooling.left)
      throw new Refusal(coolingOffRefusal(cooling.until, cooling.left));
  }

  /** A confirmation is only ever issued for the caller's own account or profile. */
  async function requireOwn(caller: Customer, op: StepUpOperation): Promise<void> {
    if (op.kind === 'DELETE_PROFILE') {
      if (op.leadId !== caller.leadId) throw new NotYours(M.notYourProfile);
      return;
    }
    if (op.kind === 'PAYMENT_LINK') return;
    const owner = await accountOwner(db, op.request.customerAccountNumber);
    if (owner === null || owner !== caller.customerNumber) throw new NotYours(NOT_YOUR_ACCOUNT);
  }

  function customerOf(auth: Caller | null): Customer {
    if (!auth || auth.kind !== 'customer') throw new Unauthenticated(M.signInRequired);
    return auth;
  }

  /**
   * Whether the operation needs a proof and, if so, a token to prove and then present with it.
   * A payment to a new payee beyond the cooling-off cap is refused here, before any PIN is asked.
   */
  async function challenge(
    auth: Caller | null,
    op: StepUpOperation,
  ): Promise<{
    required: boolean;
    stepUpToken: string | null;
    expiresIn: number;
    coolingOff: CoolingOff | null;
    passkey: boolean;
  }> {
    const caller = customerOf(auth);
    await requireOwn(caller, op);
    const assessment = await assess(db, caller, op);
    const cooling = options.enforced ? await coolingOff(db, caller.leadId) : null;
    refuseOverCap(assessment, cooling);
    if (!assessment.required || !options.enforced)
      return { required: false, stepUpToken: null, expiresIn: 0, coolingOff: cooling, passkey: false };
    const token = newToken('step-up');
    const now = deps.now();
    await db.query(
      `INSERT INTO step_ups (token_hash, session_id, lead_id, operation, binding_hash, amount, new_payee, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        hashToken(keys, token),
        caller.sessionId,
        caller.leadId,
        op.kind,
        bindingOf(caller, op),
        assessment.amount,
        assessment.newPayee,
        now,
        later(now, STEP_UP.proofLifeMs),
      ],
    );
    return {
      required: true,
      stepUpToken: token,
      expiresIn: STEP_UP.proofLifeMs / 1000,
      coolingOff: cooling,
      passkey: await passkeys.has(caller.leadId),
    };
  }

  /**
   * Proves a step-up token with the customer's PIN. Each try counts toward the sign-in lock-out in
   * the same single statement as sign-in's (pin.ts): guesses here are no second allowance.
   */
  async function prove(
    auth: Caller | null,
    token: string,
    proof: { pin: string } | { passkey: Parameters<Passkeys['proveStepUp']>[2] },
  ): Promise<void> {
    const caller = customerOf(auth);
    const rows = await db.query<{ step_up_id: string }>(
      `SELECT step_up_id FROM step_ups
        WHERE token_hash = $1 AND session_id = $2 AND used_at IS NULL AND expires_at > $3`,
      [hashToken(keys, token), caller.sessionId, deps.now()],
    );
    const stepUp = rows[0];
    if (!stepUp) throw new StepUpNeeded(STEP_UP_MESSAGES.invalid);
    const lead = await leadById(db, caller.leadId);
    if (!lead || lead.deleted_at) throw new Unauthenticated(M.sessionExpired);
    try {
      // A passkey of the customer's own, answering a challenge bound to this token; or the PIN.
      if ('passkey' in proof) await passkeys.proveStepUp(auth, token, proof.passkey);
      else await pins.checkPin(lead, proof.pin);
    } catch (error) {
      // Sign-in's wording names the number too; here only the PIN was asked.
      if (error instanceof Refusal && error.message.startsWith(M.loginWrong))
        throw new Refusal(error.message.replace(M.loginWrong, M.pinWrong));
      throw error;
    }
    await db.query('UPDATE step_ups SET proved_at = $2 WHERE step_up_id = $1 AND proved_at IS NULL', [
      stepUp.step_up_id,
      deps.now(),
    ]);
  }

  /**
   * At the entry of a money operation: passes when no proof is needed, else consumes the proved
   * token of exactly this operation (once: the update that marks it used is the check). Under the
   * lead's row lock, so parallel payments to new payees add up against the cooling-off cap.
   */
  async function require(auth: Caller | null, op: StepUpOperation, token: string | undefined): Promise<void> {
    if (!auth || auth.kind !== 'customer') return; // the operation itself refuses who is not a customer
    if (!options.enforced) return;
    const caller = auth;
    const assessment = await assess(db, caller, op);
    if (!assessment.required && !assessment.newPayee) return;
    await db.transaction(async (tx) => {
      await tx.query('SELECT lead_id FROM leads WHERE lead_id = $1 FOR UPDATE', [caller.leadId]);
      refuseOverCap(assessment, await coolingOff(tx, caller.leadId));
      if (!assessment.required) return;
      if (!token) throw new StepUpNeeded();
      const used = await tx.query(
        `UPDATE step_ups SET used_at = $4
          WHERE token_hash = $1 AND session_id = $2 AND binding_hash = $3
            AND proved_at IS NOT NULL AND used_at IS NULL AND expires_at > $4
        RETURNING step_up_id`,
        [hashToken(keys, token), caller.sessionId, bindingOf(caller, op), deps.now()],
      );
      if (used.length === 0) throw new StepUpNeeded(STEP_UP_MESSAGES.invalid);
    });
  }

  /** The cooling-off the customer is in, for the payment screens. */
  async function status(auth: Caller | null): Promise<{ coolingOff: CoolingOff | null }> {
    const caller = customerOf(auth);
    return { coolingOff: await coolingOff(db, caller.leadId) };
  }

  return { challenge, prove, require, status, enforced: options.enforced };
}
