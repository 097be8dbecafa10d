/** Pins and one-time codes are both six single digits (spec §9). */
export const SECRET_LENGTH = 6;

/** How long a typed pin or OTP digit stays visible before it is masked (spec §9). */
export { SECRET_DISPLAY_DELAY_MS } from './timings';

export function isSixDigitSecret(value: string): boolean {
  return typeof value === 'string' && /^\d{6}$/.test(value);
}
