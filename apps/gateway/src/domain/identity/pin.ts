// PIN checks with lock-out: each try is taken in the database before the PIN is hashed (so
// parallel guesses cannot slip past the limit), and a number with no profile costs and answers exactly like a wrong PIN.
import { isSixDigitSecret } from '@savewin/core';

import type { Caller } from '../caller';
import { NotYours, Refusal, Unauthenticated } from '../errors';

import { IDENTITY_LIMITS as L, MESSAGES as M } from './messages';
import { verifyDummyPin, verifyPin } from './secrets';
import { later, leadById, requireNumber, type IdentityDeps, type LeadRow } from './shared';

/** A secret checked under the sign-in lock-out: how to check it, the same work when there is nothing to check against, and the refusal with the tries left. */
export interface SecretCheck {
  good(lead: LeadRow): Promise<boolean>;
  dummy(): Promise<unknown>;
  wrong(triesLeft: number): string;
  /** The lock-out's answer, naming the secret that was wrong (a PIN, a Ghana Card number). */
  locked(minutes: number): string;
}

export function createPins(deps: IdentityDeps) {
  const { db, keys } = deps;

  /**
   * Checks the PIN of a lead, counting failures and locking sign-in after too many. The try is
   * taken and the lock checked in one statement before any hashing: each of many simultaneous
   * guesses holds its own place in the count, so at most the limit of them is ever checked, and
   * one arriving after the limit is refused without its PIN being looked at.
   */
  function checkPin(lead: LeadRow, pin: string): Promise<void> {
    return checkSecret(lead, pinSecret(pin));
  }

  /** What sign-in checks: the PIN, against its argon2id hash. */
  function pinSecret(pin: string): SecretCheck {
    return {
      good: async (lead) =>
        isSixDigitSecret(pin) && lead.pin_hash !== null && (await verifyPin(keys, lead.pin_hash, pin)),
      dummy: () => verifyDummyPin(keys, pin),
      wrong: M.loginWrongTriesLeft,
      locked: M.loginLocked,
    };
  }

  /**
   * Checks a secret of a lead (its PIN, or the Ghana Card number during a PIN reset) under the
   * one lock-out both share: a wrong Ghana Card number costs a try of sign-in, so recovery is no
   * second door with its own allowance of guesses.
   */
  async function checkSecret(lead: LeadRow, secret: SecretCheck): Promise<void> {
    const now = deps.now();
    const taken = await db.query<{ failed_pin_attempts: number; locked_until: Date | null }>(
      `UPDATE leads SET
         failed_pin_attempts = CASE WHEN locked_until IS NOT NULL AND locked_until <= $2 THEN 1 ELSE failed_pin_attempts + 1 END,
         locked_until = CASE WHEN locked_until IS NOT NULL AND locked_until <= $2 THEN NULL ELSE locked_until END
       WHERE lead_id = $1 RETURNING failed_pin_attempts, locked_until`,
      [lead.lead_id, now],
    );
    const row = taken[0];
    if (!row) throw new Unauthenticated(M.sessionExpired);
    const lockedUntil = row.locked_until ? new Date(row.locked_until) : null;
    if (lockedUntil && lockedUntil.getTime() > now.getTime()) {
      await secret.dummy();
      throw new Refusal(secret.locked(Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000)));
    }
    if (row.failed_pin_attempts > L.pinMaxFailures) {
      // Tries beyond the limit taken while the one that locks was still being checked.
      await secret.dummy();
      throw new Refusal(secret.locked(L.pinLockMs / 60_000));
    }
    if (await secret.good(lead)) {
      await db.query('UPDATE leads SET failed_pin_attempts = 0, locked_until = NULL WHERE lead_id = $1', [
        lead.lead_id,
      ]);
      return;
    }
    throw await failureRefusal(row.failed_pin_attempts, secret, (until) =>
      db.query('UPDATE leads SET locked_until = $2, failed_pin_attempts = 0 WHERE lead_id = $1', [
        lead.lead_id,
        until,
      ]),
    );
  }

  /** Tries left, or the lock-out once the failures reach the limit (then `lock` records it). */
  async function failureRefusal(
    failures: number,
    secret: Pick<SecretCheck, 'wrong' | 'locked'>,
    lock: (until: Date) => Promise<unknown>,
  ): Promise<Refusal> {
    if (failures < L.pinMaxFailures) return new Refusal(secret.wrong(L.pinMaxFailures - failures));
    await lock(later(deps.now(), L.pinLockMs));
    return new Refusal(secret.locked(L.pinLockMs / 60_000));
  }

  /**
   * A sign-in for a number with no profile: the same PIN work, count and answers as a wrong PIN
   * for a registered number (sign_in_failures), so the answer never tells whether it is registered.
   */
  function refuseUnknownNumber(mobileNumber: string, pin: string): Promise<never> {
    return refuseUnknown(mobileNumber, pinSecret(pin));
  }

  /** Any secret checked for a number with no profile: the work, count and answers of a wrong one. */
  async function refuseUnknown(mobileNumber: string, secret: SecretCheck): Promise<never> {
    const now = deps.now();
    await secret.dummy();
    const rows = await db.query<{ failed_pin_attempts: number; locked_until: Date | null }>(
      `INSERT INTO sign_in_failures AS f (mobile_number, failed_pin_attempts) VALUES ($1, 1)
       ON CONFLICT (mobile_number) DO UPDATE SET
         failed_pin_attempts = CASE WHEN f.locked_until IS NULL THEN f.failed_pin_attempts + 1
                                    WHEN f.locked_until <= $2 THEN 1 ELSE f.failed_pin_attempts END,
         locked_until = CASE WHEN f.locked_until IS NOT NULL AND f.locked_until <= $2 THEN NULL ELSE f.locked_until END
       RETURNING failed_pin_attempts, locked_until`,
      [mobileNumber, now],
    );
    const row = rows[0]!;
    if (row.locked_until && new Date(row.locked_until).getTime() > now.getTime())
      throw new Refusal(
        secret.locked(Math.ceil((new Date(row.locked_until).getTime() - now.getTime()) / 60_000)),
      );
    throw await failureRefusal(row.failed_pin_attempts, secret, (until) =>
      db.query(
        'UPDATE sign_in_failures SET locked_until = $2, failed_pin_attempts = 0 WHERE mobile_number = $1',
        [mobileNumber, until],
      ),
    );
  }

  async function confirmOldPin(auth: Caller | null, mobileInput: string, pin: string): Promise<void> {
    if (!auth || auth.kind !== 'customer') throw new Unauthenticated(M.signInRequired);
    const mobileNumber = requireNumber(mobileInput);
    if (mobileNumber !== auth.mobileNumber) throw new NotYours(M.notYourProfile);
    const lead = await leadById(db, auth.leadId);
    if (!lead || lead.deleted_at) throw new Unauthenticated(M.sessionExpired);
    try {
      await checkPin(lead, pin);
    } catch (error) {
      if (error instanceof Refusal && error.message.startsWith(M.loginWrong)) throw new Refusal(M.pinWrong);
      throw error;
    }
    await db.query('UPDATE sessions SET pin_confirmed_at = $2 WHERE session_id = $1', [
      auth.sessionId,
      deps.now(),
    ]);
  }

  return { checkPin, checkSecret, refuseUnknownNumber, refuseUnknown, confirmOldPin };
}

export type Pins = ReturnType<typeof createPins>;
