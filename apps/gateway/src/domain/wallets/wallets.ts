// Linked mobile-money wallets by customer number. A wallet is linked only when its number passed
// an OTP in the last 10 minutes (the identity module's verified, unconsumed code, consumed here in
// the same transaction as the link) and the network answered the holder's name; the stored name
// is the network's, not what the browser sent.
import { WALLET_DELETED_MESSAGE, normaliseMobileNumber, parseNetwork, type Network } from '@savewin/core';

import type { Database } from '../../db/database';
import type { Caller } from '../caller';
import { newId, notFound, notify, requireCustomer, requireOwnCustomerNumber } from '../common';
import { NotYours } from '../errors';
import { verifier } from '../identity/otp';
import { ok, refused, type Outcome } from '../outcome';

export interface WalletView {
  id: string;
  network: Network;
  walletName: string;
  phoneNumber: string;
}

export interface CreateWalletRequest {
  customerNumber: string;
  network: string;
  phoneNumber: string;
  walletName: string;
}

/** How long a validated OTP of the wallet's number may be used to link it. */
export const WALLET_OTP_WINDOW_MS = 10 * 60 * 1000;

export const WALLET_MESSAGES = {
  linked: 'Wallet linked',
  deleted: WALLET_DELETED_MESSAGE,
  needsOtp: 'Please verify this number with the code we sent to it before linking the wallet.',
  badNumber: 'Please enter a valid mobile-money number.',
  badNetwork: 'Please select a network',
  noName: (network: Network, phone: string) =>
    `We could not find a ${network} mobile-money wallet for ${phone}. Please check the number and network.`,
  already: 'This wallet is already linked.',
  notFound: 'We could not find that wallet.',
  notYours: 'You can only see or change your own wallets.',
} as const;

interface WalletRow {
  wallet_id: string;
  customer_number: string;
  network: Network;
  phone_number: string;
  wallet_name: string;
}

function view(row: WalletRow): WalletView {
  return {
    id: row.wallet_id,
    network: row.network,
    walletName: row.wallet_name,
    phoneNumber: row.phone_number,
  };
}

export function createWallets(deps: {
  db: Database;
  now(): Date;
  /** The registered holder name of a number on a network (the mobile-money adapter), or null. */
  lookupName(phoneNumber: string, network: Network): Promise<string | null>;
}) {
  const { db } = deps;

  async function list(auth: Caller | null, customerNumber: string): Promise<Outcome<WalletView[]>> {
    const caller = requireCustomer(auth);
    requireOwnCustomerNumber(caller, customerNumber, 'wallets');
    const rows = await db.query<WalletRow>(
      `SELECT * FROM linked_wallets WHERE customer_number = $1 AND deleted_at IS NULL ORDER BY created_at, wallet_id`,
      [customerNumber],
    );
    return ok(rows.map(view), '');
  }

  async function create(auth: Caller | null, req: CreateWalletRequest): Promise<Outcome<WalletView>> {
    const caller = requireCustomer(auth);
    requireOwnCustomerNumber(caller, req.customerNumber, 'wallets');
    const phone = normaliseMobileNumber(req.phoneNumber);
    if (!phone) return refused(WALLET_MESSAGES.badNumber);
    const network = parseNetwork(req.network);
    if (!network) return refused(WALLET_MESSAGES.badNetwork);
    const name = await deps.lookupName(phone, network);
    if (!name) return refused(WALLET_MESSAGES.noName(network, phone));
    const now = deps.now();
    const outcome = await db.transaction(async (tx) => {
      const [existing] = await tx.query(
        `SELECT 1 FROM linked_wallets WHERE customer_number = $1 AND phone_number = $2 AND deleted_at IS NULL`,
        [caller.customerNumber, phone],
      );
      if (existing) return WALLET_MESSAGES.already;
      const [otp] = await tx.query<{ otp_id: string }>(
        `SELECT otp_id FROM otp_codes
          WHERE mobile_number = $1 AND verified_at IS NOT NULL AND consumed_at IS NULL AND verified_at > $2
            AND purpose = 'check' AND verified_by = $3
          ORDER BY verified_at DESC LIMIT 1 FOR UPDATE`,
        [
          phone,
          new Date(now.getTime() - WALLET_OTP_WINDOW_MS).toISOString(),
          verifier({ kind: 'customer', leadId: caller.leadId }),
        ],
      );
      if (!otp) return WALLET_MESSAGES.needsOtp;
      await tx.query(`UPDATE otp_codes SET consumed_at = $2 WHERE otp_id = $1`, [
        otp.otp_id,
        now.toISOString(),
      ]);
      const [row] = await tx.query<WalletRow>(
        `INSERT INTO linked_wallets (wallet_id, customer_number, network, phone_number, wallet_name, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
        [newId('W'), caller.customerNumber, network, phone, name, now.toISOString()],
      );
      if (!row) throw new Error('wallet was not created');
      await notify(tx, {
        customerNumber: caller.customerNumber,
        title: 'Wallet linked',
        message: `Your ${network} wallet ${phone} (${name}) is now linked to SAVE & WIN.`,
        link: '/linked-wallets',
        at: now,
      });
      return row;
    });
    if (typeof outcome === 'string') return refused(outcome);
    return ok(view(outcome), WALLET_MESSAGES.linked);
  }

  async function remove(auth: Caller | null, id: string): Promise<Outcome<boolean>> {
    const caller = requireCustomer(auth);
    const [row] = await db.query<WalletRow>(
      `SELECT * FROM linked_wallets WHERE wallet_id = $1 AND deleted_at IS NULL`,
      [id],
    );
    if (!row) throw notFound(WALLET_MESSAGES.notFound);
    if (row.customer_number !== caller.customerNumber) throw new NotYours(WALLET_MESSAGES.notYours);
    await db.query(
      `UPDATE linked_wallets SET deleted_at = $3 WHERE wallet_id = $1 AND customer_number = $2 AND deleted_at IS NULL`,
      [id, caller.customerNumber, deps.now().toISOString()],
    );
    return ok(true, WALLET_MESSAGES.deleted);
  }

  return { list, create, remove };
}

export type Wallets = ReturnType<typeof createWallets>;
