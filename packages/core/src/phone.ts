/** Ghanaian mobile numbers: what a customer types → the 10-digit local form (spec §5). */

export const INVALID_NUMBER_MESSAGE = 'Invalid Number';

/** Ghana's country code, shown as the fixed prefix of phone fields (spec §9). */
export const PHONE_PREFIX = '233';

// People paste numbers as '024 123 4567', '024-123-4567' or '+233 24 123 4567': spaces, dashes,
// dots and brackets are layout, not digits, so they are dropped before the digits are counted.
const LAYOUT = /[\s\-.()]/g;

/**
 * 10 digits starting with 0 are kept, 9 digits get a leading 0, 12 digits starting with 233
 * become 0 plus the rest; anything else is null. A leading '+' before 233 is accepted. The
 * digit after the leading 0 must not be 0 ('00…' is no Ghanaian mobile number), so a 9-digit
 * entry starting with 0 (a 10-digit number missing a digit) is refused rather than padded.
 */
export function normaliseMobileNumber(input: string): string | null {
  if (typeof input !== 'string') return null;
  let digits = input.replace(LAYOUT, '');
  if (digits.startsWith('+')) {
    if (!digits.startsWith(`+${PHONE_PREFIX}`)) return null;
    digits = digits.slice(1);
    if (digits.length !== 12) return null;
  }
  if (!/^\d+$/.test(digits)) return null;
  let local: string;
  if (digits.length === 10 && digits.startsWith('0')) local = digits;
  else if (digits.length === 9) local = `0${digits}`;
  else if (digits.length === 12 && digits.startsWith(PHONE_PREFIX)) local = `0${digits.slice(3)}`;
  else return null;
  return /^0[1-9]\d{8}$/.test(local) ? local : null;
}

/** 'Invalid Number' when the text is no mobile number, else null. */
export function mobileNumberError(input: string): string | null {
  return normaliseMobileNumber(input) === null ? INVALID_NUMBER_MESSAGE : null;
}

/** The local form with 233 in place of the leading 0, or null when the input is no number. */
export function tryInternationalNumber(input: string): string | null {
  const local = normaliseMobileNumber(input);
  return local === null ? null : `${PHONE_PREFIX}${local.slice(1)}`;
}

/**
 * '0241234567' → '233241234567' (any form `normaliseMobileNumber` accepts). Throws a RangeError
 * with 'Invalid Number' for input that is no mobile number: check with `normaliseMobileNumber`
 * or use `tryInternationalNumber` where the input is not already validated.
 */
export function toInternationalNumber(local: string): string {
  const international = tryInternationalNumber(local);
  if (international === null) throw new RangeError(INVALID_NUMBER_MESSAGE);
  return international;
}

/** '0241234567' → '024 123 4567', the grouping of the sign-up placeholder '000 000 0000'. */
export function formatMobileNumber(input: string): string | null {
  const local = normaliseMobileNumber(input);
  return local === null ? null : `${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`;
}
