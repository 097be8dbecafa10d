// How identity secrets are made and kept: PINs as peppered argon2id, credentials and one-time
// codes as HMAC-SHA256 under the token key (both keys live outside the database, see config.ts).
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

export interface SecretKeys {
  pinPepper: string;
  tokenSecret: string;
}

// OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane): ~30 ms on these cores.
const ARGON2ID = 2 as Algorithm;
function argonOptions(keys: SecretKeys): Options {
  return {
    algorithm: ARGON2ID,
    memoryCost: 19_456,
    timeCost: 2,
    parallelism: 1,
    secret: Buffer.from(keys.pinPepper),
  };
}

export function hashPin(keys: SecretKeys, pin: string): Promise<string> {
  return hash(pin, argonOptions(keys));
}

export async function verifyPin(keys: SecretKeys, pinHash: string, pin: string): Promise<boolean> {
  try {
    return await verify(pinHash, pin, { secret: Buffer.from(keys.pinPepper) });
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Spends the time of one PIN check when there is no PIN to check (unknown number), so a known
 * and an unknown number take similar time.
 */
export async function verifyDummyPin(keys: SecretKeys, pin: string): Promise<false> {
  dummyHash ??= hashPin(keys, '000000');
  await verifyPin(keys, await dummyHash, pin);
  return false;
}

/** An opaque bearer credential: 32 random bytes, with a prefix naming its kind for people. */
export function newToken(kind: 'otp' | 'access' | 'refresh' | 'reset' | 'step-up'): string {
  const prefix = { access: 'swa', refresh: 'swr', otp: 'swo', reset: 'swp', 'step-up': 'sws' }[kind];
  return `${prefix}_${randomBytes(32).toString('base64url')}`;
}

export function hashToken(keys: SecretKeys, token: string): string {
  return createHmac('sha256', keys.tokenSecret).update(`token:${token}`).digest('base64url');
}

/** A uniformly random 6-digit code (leading zeros allowed). */
export function newOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** The code is bound to its number so a hash cannot be replayed for another number. */
export function hashOtp(keys: SecretKeys, mobileNumber: string, code: string): string {
  return createHmac('sha256', keys.tokenSecret).update(`otp:${mobileNumber}:${code}`).digest('base64url');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
