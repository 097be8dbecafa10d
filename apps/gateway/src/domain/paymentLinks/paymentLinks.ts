// Payment links: a customer creates (replacing any active one), reads and revokes their link; an
// outside payer opening the link learns only whom they pay (name, masked account number, hash, an
// optional fixed amount) and receives a short-lived payment-link credential for the OTP step.
import { createHash, randomBytes } from 'node:crypto';

import { amountTextToPesewas, formatAmount, INVALID_AMOUNT_MESSAGE, maskAccountNumber } from '@savewin/core';

import type { Database } from '../../db/database';
import type { Caller } from '../caller';
import { notFound, requireCustomer } from '../common';
import { NotYours, Refusal } from '../errors';
import { mainAccountOf } from '../ledger/index';
import { ok, refused, type Outcome } from '../outcome';

export interface PaymentLinkView {
  hash: string;
  url: string;
  amount: string | null;
  createdAt: string;
  expiresAt: string;
}

export interface AccountInfoView {
  accountName: string;
  accountNumber: string;
  accountHash: string;
  token: string;
  amount: string | null;
}

export const PAYMENT_LINK_MESSAGES = {
  ready: 'Your payment link is ready',
  revoked: 'Payment link revoked',
  invalid: 'This payment link is not valid any more. Please ask for a new one.',
  noAccount: 'Please complete your KYC verification before you request money.',
  notFound: 'We could not find that payment link.',
  notYours: 'You can only change your own payment link.',
  credentialUsed:
    'This payment has already been requested. Please open the link again to make another payment.',
} as const;

/** How long the payer's payment-link credential lasts: enough for the OTP and the amount. */
export const PAYER_CREDENTIAL_MS = 15 * 60 * 1000;
export const DEFAULT_LINK_DAYS = 30;

interface LinkRow {
  link_hash: string;
  customer_number: string;
  account_number: string;
  amount: number | null;
  created_at: Date | string;
  expires_at: Date | string;
  revoked_at: Date | string | null;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function createPaymentLinks(deps: { db: Database; now(): Date; portalOrigin: string }) {
  const { db } = deps;

  function view(row: LinkRow): PaymentLinkView {
    return {
      hash: row.link_hash,
      url: `${deps.portalOrigin}/payment-link?hash=${row.link_hash}`,
      amount: row.amount === null ? null : formatAmount(Number(row.amount)),
      createdAt: new Date(row.created_at).toISOString(),
      expiresAt: new Date(row.expires_at).toISOString(),
    };
  }

  async function create(
    auth: Caller | null,
    req: { amount?: string; expiresInDays?: number },
  ): Promise<Outcome<PaymentLinkView>> {
    const caller = requireCustomer(auth);
    let amount: number | null = null;
    if (req.amount !== undefined) {
      amount = amountTextToPesewas(req.amount);
      if (amount === null || amount <= 0) return refused(INVALID_AMOUNT_MESSAGE);
    }
    const days = req.expiresInDays ?? DEFAULT_LINK_DAYS;
    if (!Number.isInteger(days) || days < 1 || days > 90) return refused('A link lasts from 1 to 90 days.');
    const now = deps.now();
    const main = await mainAccountOf(db, caller.customerNumber);
    if (!main) return refused(PAYMENT_LINK_MESSAGES.noAccount);
    const row = await db.transaction(async (tx) => {
      await tx.query(
        `UPDATE payment_links SET revoked_at = $2 WHERE customer_number = $1 AND revoked_at IS NULL`,
        [caller.customerNumber, now.toISOString()],
      );
      const [inserted] = await tx.query<LinkRow>(
        `INSERT INTO payment_links (link_hash, customer_number, account_number, amount, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
        [
          randomBytes(18).toString('base64url'),
          caller.customerNumber,
          main,
          amount,
          now.toISOString(),
          new Date(now.getTime() + days * 86_400_000).toISOString(),
        ],
      );
      return inserted;
    });
    if (!row) throw new Error('payment link was not created');
    return ok(view(row), PAYMENT_LINK_MESSAGES.ready);
  }

  async function mine(auth: Caller | null): Promise<Outcome<PaymentLinkView | null>> {
    const caller = requireCustomer(auth);
    const [row] = await db.query<LinkRow>(
      `SELECT * FROM payment_links WHERE customer_number = $1 AND revoked_at IS NULL AND expires_at > $2`,
      [caller.customerNumber, deps.now().toISOString()],
    );
    return ok(row ? view(row) : null, '');
  }

  async function revoke(auth: Caller | null, hash: string): Promise<Outcome<boolean>> {
    const caller = requireCustomer(auth);
    const [row] = await db.query<LinkRow>(`SELECT * FROM payment_links WHERE link_hash = $1`, [hash]);
    if (!row) throw notFound(PAYMENT_LINK_MESSAGES.notFound);
    if (row.customer_number !== caller.customerNumber) throw new NotYours(PAYMENT_LINK_MESSAGES.notYours);
    await db.query(`UPDATE payment_links SET revoked_at = coalesce(revoked_at, $2) WHERE link_hash = $1`, [
      hash,
      deps.now().toISOString(),
    ]);
    return ok(true, PAYMENT_LINK_MESSAGES.revoked);
  }

  /** The link when it can still be paid, else null. */
  async function activeLink(hash: string): Promise<LinkRow | null> {
    const [row] = await db.query<LinkRow>(
      `SELECT * FROM payment_links WHERE link_hash = $1 AND revoked_at IS NULL AND expires_at > $2`,
      [hash, deps.now().toISOString()],
    );
    return row ?? null;
  }

  /** Public: whom the link pays, and a payment-link credential for the payer's OTP step. */
  async function accountInfo(hash: string): Promise<Outcome<AccountInfoView>> {
    const link = await activeLink(hash);
    if (!link) return refused(PAYMENT_LINK_MESSAGES.invalid);
    const [person] = await db.query<{ name: string | null }>(
      `SELECT coalesce(nullif(trim(concat_ws(' ', first_name, last_name)), ''), profile_name) AS name
         FROM leads WHERE customer_number = $1 AND deleted_at IS NULL`,
      [link.customer_number],
    );
    if (!person?.name) return refused(PAYMENT_LINK_MESSAGES.invalid);
    const now = deps.now();
    const token = `swl_${randomBytes(32).toString('base64url')}`;
    await db.query(
      `INSERT INTO payment_link_credentials (token_hash, link_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)`,
      [
        sha256(token),
        link.link_hash,
        now.toISOString(),
        new Date(now.getTime() + PAYER_CREDENTIAL_MS).toISOString(),
      ],
    );
    return ok(
      {
        accountName: person.name.toUpperCase(),
        accountNumber: maskAccountNumber(link.account_number),
        accountHash: link.link_hash,
        token,
        amount: link.amount === null ? null : formatAmount(Number(link.amount)),
      },
      '',
    );
  }

  /**
   * A payment-link credential → the payer's Caller (phone number not yet proven), or null
   * when unknown, expired, or its link was revoked or expired. For the identity module's
   * authenticate, so validateOtp and transact can serve the payer.
   */
  async function authenticatePayer(token: string): Promise<Extract<Caller, { kind: 'payer' }> | null> {
    if (!/^swl_[A-Za-z0-9_-]{43}$/.test(token)) return null;
    const [row] = await db.query<{
      link_hash: string;
      expires_at: Date | string;
      phone_number: string | null;
    }>(`SELECT link_hash, expires_at, phone_number FROM payment_link_credentials WHERE token_hash = $1`, [
      sha256(token),
    ]);
    if (!row || new Date(row.expires_at).getTime() <= deps.now().getTime()) return null;
    if (!(await activeLink(row.link_hash))) return null;
    return {
      kind: 'payer',
      linkHash: row.link_hash,
      phoneNumber: row.phone_number,
      credential: sha256(token),
    };
  }

  /**
   * After the payer proved `phoneNumber` by OTP: a payer credential bound to that number and to
   * the same link, for the payment itself. Refused when the link was revoked or expired meanwhile.
   */
  async function bindPayer(
    auth: Extract<Caller, { kind: 'payer' }>,
    phoneNumber: string,
  ): Promise<{ token: string; expiresIn: number }> {
    if (!(await activeLink(auth.linkHash))) throw new Refusal(PAYMENT_LINK_MESSAGES.invalid);
    const now = deps.now();
    const token = `swl_${randomBytes(32).toString('base64url')}`;
    await db.query(
      `INSERT INTO payment_link_credentials (token_hash, link_hash, created_at, expires_at, phone_number)
       VALUES ($1, $2, $3, $4, $5)`,
      [
        sha256(token),
        auth.linkHash,
        now.toISOString(),
        new Date(now.getTime() + PAYER_CREDENTIAL_MS).toISOString(),
        phoneNumber,
      ],
    );
    return { token, expiresIn: PAYER_CREDENTIAL_MS / 1000 };
  }

  /** The link a payer may pay, or a Refusal the payer can read. */
  async function payableLink(auth: Caller | null): Promise<{ accountNumber: string; amount: number | null }> {
    if (!auth || auth.kind !== 'payer') throw new Refusal(PAYMENT_LINK_MESSAGES.invalid);
    const link = await activeLink(auth.linkHash);
    if (!link) throw new Refusal(PAYMENT_LINK_MESSAGES.invalid);
    return { accountNumber: link.account_number, amount: link.amount === null ? null : Number(link.amount) };
  }

  /**
   * Claims the payer credential for `transactionId` in one statement: the same request retried
   * is still that payment (and gets its first answer); any other request with it is refused.
   */
  async function claimPayerCredential(
    auth: Extract<Caller, { kind: 'payer' }>,
    transactionId: string,
  ): Promise<boolean> {
    if (!auth.credential) return false;
    const claimed = await db.query(
      `UPDATE payment_link_credentials SET used_for = $2
        WHERE token_hash = $1 AND (used_for IS NULL OR used_for = $2) RETURNING token_hash`,
      [auth.credential, transactionId],
    );
    return claimed.length > 0;
  }

  return {
    create,
    mine,
    revoke,
    accountInfo,
    authenticatePayer,
    bindPayer,
    payableLink,
    claimPayerCredential,
  };
}

export type PaymentLinks = ReturnType<typeof createPaymentLinks>;
