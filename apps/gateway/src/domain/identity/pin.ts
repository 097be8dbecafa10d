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

/**
 * Which lock-out a secret counts against: sign-in (the PIN) or recovery (a PIN reset's Ghana Card
 * number and selfie). Each has its own count and lock, on the profile and, for numbers with no
 * profile, in sign_in_failures: a stranger's wrong PINs never block the owner's recovery, and a
 * reset's wrong answers never lock sign-in.
 */
export type LockKind = 'sign-in' | 'recovery';

const LOCK_COLUMNS: Record<LockKind, { failures: string; until: string }> = {
  'sign-in': { failures: 'failed_pin_attempts', until: 'locked_until' },
  recovery: { failures: 'recovery_failures', until: 'recovery_locked_until' },
};

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
   * Checks a secret of a lead (its PIN, or the Ghana Card number or selfie during a PIN reset)
   * under its lock-out (`lock`): sign-in's for the PIN, recovery's own for a reset. Recovery is
   * no second door with a free allowance of guesses (it has the same 5 tries and 30 minutes), and
   * no stranger's wrong PINs can close it on the owner.
   */
  async function checkSecret(lead: LeadRow, secret: SecretCheck, lock: LockKind = 'sign-in'): Promise<void> {
    const now = deps.now();
    const { failures: f, until: u } = LOCK_COLUMNS[lock];
    const taken = await db.query<{ failures: number; locked_until: Date | null }>(
      `UPDATE leads SET
         ${f} = CASE WHEN ${u} IS NOT NULL AND ${u} <= $2 THEN 1 ELSE ${f} + 1 END,
         ${u} = CASE WHEN ${u} IS NOT NULL AND ${u} <= $2 THEN NULL ELSE ${u} END
       WHERE lead_id = $1 RETURNING ${f} AS failures, ${u} AS locked_until`,
      [lead.lead_id, now],
    );
    const row = taken[0];
    if (!row) throw new Unauthenticated(M.sessionExpired);
    const lockedUntil = row.locked_until ? new Date(row.locked_until) : null;
    if (lockedUntil && lockedUntil.getTime() > now.getTime()) {
      await secret.dummy();
      throw new Refusal(secret.locked(Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000)));
    }
    if (row.failures > L.pinMaxFailures) {
      // Tries beyond the limit taken while the one that locks was still being checked.
      await secret.dummy();
      throw new Refusal(secret.locked(L.pinLockMs / 60_000));
    }
    if (await secret.good(lead)) {
      // Recovery's count is cleared only by a finished reset (pinReset.ts): a Ghana Card number a
      // swapper knows must not buy fresh tries at the selfie. A right answer gives back its own try.
      if (lock === 'sign-in')
        await db.query(`UPDATE leads SET ${f} = 0, ${u} = NULL WHERE lead_id = $1`, [lead.lead_id]);
      else await db.query(`UPDATE leads SET ${f} = GREATEST(${f} - 1, 0) WHERE lead_id = $1`, [lead.lead_id]);
      return;
    }
    throw await failureRefusal(row.failures, secret, (until) =>
      db.query(`UPDATE leads SET ${u} = $2, ${f} = 0 WHERE lead_id = $1`, [lead.lead_id, until]),
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
  async function refuseUnknown(
    mobileNumber: string,
    secret: SecretCheck,
    lock: LockKind = 'sign-in',
  ): Promise<never> {
    const now = deps.now();
    const { failures: f, until: u } = LOCK_COLUMNS[lock];
    await secret.dummy();
    const rows = await db.query<{ failures: number; locked_until: Date | null }>(
      `INSERT INTO sign_in_failures AS s (mobile_number, ${f}) VALUES ($1, 1)
       ON CONFLICT (mobile_number) DO UPDATE SET
         ${f} = CASE WHEN s.${u} IS NULL THEN s.${f} + 1
                     WHEN s.${u} <= $2 THEN 1 ELSE s.${f} END,
         ${u} = CASE WHEN s.${u} IS NOT NULL AND s.${u} <= $2 THEN NULL ELSE s.${u} END
       RETURNING ${f} AS failures, ${u} AS locked_until`,
      [mobileNumber, now],
    );
    const row = rows[0]!;
    if (row.locked_until && new Date(row.locked_until).getTime() > now.getTime())
      throw new Refusal(
        secret.locked(Math.ceil((new Date(row.locked_until).getTime() - now.getTime()) / 60_000)),
      );
    throw await failureRefusal(row.failures, secret, (until) =>
      db.query(`UPDATE sign_in_failures SET ${u} = $2, ${f} = 0 WHERE mobile_number = $1`, [
        mobileNumber,
        until,
      ]),
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
