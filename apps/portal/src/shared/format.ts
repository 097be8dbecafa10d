// Display helpers over packages/core: the gateway sends amounts as numeric strings (spec §3).
import { formatCedis, formatDate, toPesewas, type Pesewas } from '@savewin/core';

/** 'GH₵1,234.50' for a numeric string or number; '—' for anything unreadable. */
export function cedis(value: string | number | null | undefined): string {
  const p = toPesewas(value ?? null);
  return p === null ? '—' : formatCedis(p);
}

/** Pesewas of a numeric string, 0 when unreadable (used for sums of balances). */
export function pesewasOrZero(value: string | number | null | undefined): Pesewas {
  return toPesewas(value ?? null) ?? 0;
}

export function dateText(value: string): string {
  try {
    return formatDate(value);
  } catch {
    return value;
  }
}
