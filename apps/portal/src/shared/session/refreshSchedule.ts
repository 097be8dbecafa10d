// When to renew the access credential. The clock is the credential's own life, measured on this
// device when the credential arrived, never the page load: a reload late in a credential's life
// must still renew it before it expires, or the next call answers 401.

/** The access credential's life as this device measured it (epoch milliseconds). */
export interface CredentialLife {
  issuedAt: number;
  expiresAt: number;
}

/** Never renew closer to expiry than this (10 s of the spec's 300 s life, a quarter of a short one). */
const MAX_LEAD_MS = 10_000;

/**
 * Milliseconds from `now` until the credential should be renewed: `interval` after it was issued
 * (spec: 290 000 ms), but always a safety lead before it expires, and at once when that moment has
 * passed (a reload, a sleeping laptop, a throttled background tab). Without a known life the
 * credential is renewed at once.
 */
export function refreshDelay(life: CredentialLife | null, now: number, interval: number): number {
  if (!life || !(life.expiresAt > life.issuedAt)) return 0;
  const lifeMs = life.expiresAt - life.issuedAt;
  const lead = Math.min(MAX_LEAD_MS, lifeMs / 4);
  const at = Math.min(life.issuedAt + interval, life.expiresAt - lead);
  return Math.max(0, Math.round(at - now));
}

/** The life of a credential received at `now` that the gateway says lasts `expiresIn` seconds. */
export function lifeFrom(expiresIn: number | null | undefined, now: number): CredentialLife | null {
  if (typeof expiresIn !== 'number' || !Number.isFinite(expiresIn) || expiresIn <= 0) return null;
  return { issuedAt: now, expiresAt: now + expiresIn * 1000 };
}

/** A short, non-reversible name for a refresh credential, to tell tabs which one was rotated. */
export function fingerprint(credential: string): string {
  // FNV-1a, 32-bit, twice with different offsets: enough to tell credentials apart, and the
  // credential itself never leaves this tab's storage.
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < credential.length; i += 1) {
    const c = credential.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x01000193 + 2) >>> 0;
  }
  return a.toString(36) + b.toString(36);
}
