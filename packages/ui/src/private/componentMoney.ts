// How components show money that arrives from the API (2-decimal strings or JSON numbers):
// read into integer pesewas by @savewin/core, then formatted by it. A value that is not money is
// never shown as if it were: it reads 'Unavailable' instead of a guessed figure.
import { formatCedis, toPesewas, type CurrencySymbol, type Pesewas } from '@savewin/core';

export const UNAVAILABLE_AMOUNT = 'Unavailable';

export type ApiAmount = string | number | null | undefined;

export function apiPesewas(value: ApiAmount): Pesewas | null {
  return toPesewas(value);
}

export function showCedis(
  value: ApiAmount,
  options: { symbol?: CurrencySymbol; signed?: '+' | '-' } = {},
): string {
  const pesewas = toPesewas(value);
  if (pesewas === null) return UNAVAILABLE_AMOUNT;
  return formatCedis(options.signed ? Math.abs(pesewas) : pesewas, options);
}
