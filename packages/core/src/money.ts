/**
 * Money as integer pesewas (GH₵1 = 100 pesewas). Text from people or servers is read with
 * functions that answer `null` when the text is not an amount; functions that take `Pesewas`
 * throw a RangeError for a value that is not a safe integer, because that is a programming
 * error that must never be shown or sent as if it were money.
 */

/** A whole number of pesewas; never a fraction, never floating-point cedis. */
export type Pesewas = number;

export const INVALID_AMOUNT_MESSAGE = 'You have entered an invalid amount';

/**
 * The amount field starts as this text: empty, so the customer types the amount straight away
 * instead of deleting a typed '0' first (ARCHITECTURE difference 13; spec §9 had '0').
 */
export const DEFAULT_AMOUNT = '';

/** What an empty amount field shows in grey: the shape of an amount (ARCHITECTURE difference 13). */
export const AMOUNT_PLACEHOLDER = '0.00';

export type CurrencySymbol = 'GH₵' | 'GHS';

export const DEFAULT_CURRENCY_SYMBOL: CurrencySymbol = 'GH₵';

const MAX_PESEWAS = BigInt(Number.MAX_SAFE_INTEGER);

/** Whole and fraction digit strings → pesewas, or null when beyond safe-integer range. */
function digitsToPesewas(whole: string, fraction: string, negative = false): Pesewas | null {
  const pesewas = BigInt(whole === '' ? '0' : whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  if (pesewas > MAX_PESEWAS) return null;
  const value = Number(pesewas);
  return negative && value !== 0 ? -value : value;
}

// Thousands separators must be all commas or all spaces, in groups of three ('1,234.50',
// '1 234'); a stray separator ('1,23') is a typo, not an amount, so it is refused.
const AMOUNT_PATTERN = /^(?:(\d{1,3}(?:([, ])\d{3})?(?:\2\d{3})*)|(\d*))(?:\.(\d{0,2}))?$/;

/**
 * Reads what a customer typed as an amount: a positive decimal with at most two decimals
 * (ARCHITECTURE difference 5). Leading/trailing spaces are ignored; '.5' and '12.' are read as a
 * careful customer means them (GH₵0.50, GH₵12.00). Exponents, signs, three decimals, zero and
 * amounts beyond the safe-integer range of pesewas are refused with null.
 */
export function parseAmount(text: string): Pesewas | null {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  const match = AMOUNT_PATTERN.exec(trimmed);
  if (!match) return null;
  const whole = (match[1] ?? match[3] ?? '').replace(/[, ]/g, '');
  const fraction = match[4] ?? '';
  if (whole === '' && fraction === '') return null;
  const pesewas = digitsToPesewas(whole, fraction);
  return pesewas !== null && pesewas > 0 ? pesewas : null;
}

/** `parseAmount` with the spec's message instead of null (spec §5, §8). */
export function amountError(text: string): string | null {
  return parseAmount(text) === null ? INVALID_AMOUNT_MESSAGE : null;
}

/**
 * Reads a strict API amount string with exactly two decimals ('12.50', '-3.00', '0.00') as
 * pesewas; anything else (including '12.5', '1e3', ' 12.50') is null.
 */
export function amountTextToPesewas(text: string): Pesewas | null {
  if (typeof text !== 'string') return null;
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(text);
  if (!match) return null;
  return digitsToPesewas(match[2] ?? '', match[3] ?? '', match[1] === '-');
}

/**
 * Reads a money value from server data that may be a JSON number (12.5) or a numeric string
 * ('12.50', '12', '-3.1') as pesewas, without floating-point arithmetic: the number's own
 * decimal text is read. More than two decimals, exponents, NaN and Infinity give null.
 */
export function toPesewas(value: number | string | null | undefined): Pesewas | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    return toPesewas(String(value));
  }
  if (typeof value !== 'string') return null;
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  return digitsToPesewas(match[2] ?? '', match[3] ?? '', match[1] === '-');
}

export function assertPesewas(value: Pesewas, what = 'amount'): void {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`The ${what} is not a whole number of pesewas: ${String(value)}`);
  }
}

/** Splits pesewas into sign, whole-cedi digits and the two pesewa digits. */
function parts(p: Pesewas): { negative: boolean; whole: string; fraction: string } {
  assertPesewas(p);
  const magnitude = Math.abs(p);
  return {
    negative: p < 0,
    whole: String(Math.trunc(magnitude / 100)),
    fraction: String(magnitude % 100).padStart(2, '0'),
  };
}

/** The 2-decimal text the API expects: 123450 → '1234.50', -5 → '-0.05'. */
export function formatAmount(p: Pesewas): string {
  const { negative, whole, fraction } = parts(p);
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export interface FormatCedisOptions {
  symbol?: CurrencySymbol;
  /**
   * Direction sign for a list row: the magnitude is shown after this sign (the direction comes
   * from the row's `direction` (`directionSign`), the stored amount may be signed either way).
   */
  signed?: '+' | '-';
}

/** Display text: 123450 → 'GH₵1,234.50'; -500 → '-GH₵5.00'; { signed: '+' } → '+GH₵5.00'. */
export function formatCedis(p: Pesewas, opts: FormatCedisOptions = {}): string {
  const { negative, whole, fraction } = parts(p);
  const symbol = opts.symbol ?? DEFAULT_CURRENCY_SYMBOL;
  const sign = opts.signed ?? (negative ? '-' : '');
  return `${sign}${symbol}${groupThousands(whole)}.${fraction}`;
}

/** Interest accrues in micro-pesewas (a millionth of a pesewa), so small balances still earn. */
export const MICRO_PER_PESEWA = 1_000_000;

/**
 * Accrued interest in whole pesewas: the one rounding rule for interest, half up to the pesewa
 * (499,999 micro-pesewas → 0, 500,000 → 1), applied once to the sum of the accruals a credit
 * pays. What an account or goal shows as earned is the same call on the same sum, so what is
 * shown is what is paid. Negative or non-integer sums throw RangeError.
 */
export function interestPesewas(micro: number): Pesewas {
  if (!Number.isSafeInteger(micro) || micro < 0) {
    throw new RangeError(`interest must be whole micro-pesewas, not ${micro}`);
  }
  return Math.floor((micro + MICRO_PER_PESEWA / 2) / MICRO_PER_PESEWA);
}

/** Sum of pesewas; throws RangeError if an item is not a safe integer or the sum overflows. */
export function sumPesewas(list: readonly Pesewas[]): Pesewas {
  let total = 0;
  for (const item of list) {
    assertPesewas(item);
    total += item;
    assertPesewas(total, 'total');
  }
  return total;
}

/** What a withdrawal costs the customer: amount plus fee plus E-Levy (spec §4). */
export function withdrawalTotal({
  amount,
  fee,
  levy,
}: {
  amount: Pesewas;
  fee: Pesewas;
  levy: Pesewas;
}): Pesewas {
  return sumPesewas([amount, fee, levy]);
}
