// The route data of spec §3 for the two payment forms, carried in the query string so a form
// opened from the Send Money menu, a biller page or a favourite survives a reload.
import { BILLER_PAGES, SEND_MONEY_OPTIONS, type BillerPage } from '@savewin/core';

import { paths } from '../paths';

export type SendMoneyKind = (typeof SEND_MONEY_OPTIONS)[number]['key'];

/** The heading of each Send Money choice (the spec leaves the wording to the screen). */
export const SEND_MONEY_TITLES: Readonly<Record<SendMoneyKind, string>> = {
  own: 'SAVE & WIN Account',
  bank: 'Bank Account',
  momo: 'Mobile Money',
};

/** Entries a favourite brings to a form. */
export interface Prefill {
  accountNumber?: string;
  accountName?: string;
  sortCode?: string;
}

function withPrefill(query: Record<string, string>, prefill: Prefill): Record<string, string> {
  if (prefill.accountNumber) query.account = prefill.accountNumber;
  if (prefill.accountName) query.name = prefill.accountName;
  if (prefill.sortCode) query.sortCode = prefill.sortCode;
  return query;
}

export function sendMoneyHref(kind: SendMoneyKind, prefill: Prefill = {}): string {
  return paths.sendMoneyTransaction.getHref(withPrefill({ kind }, prefill));
}

/** page decides the destination label and flag (spec §2 biller table). */
export function billPaymentHref(page: BillerPage, billerCode: string, prefill: Prefill = {}): string {
  return paths.payBillersTransaction.getHref(withPrefill({ page, biller: billerCode }, prefill));
}

export function readSendMoneyKind(value: string | null): SendMoneyKind | null {
  return SEND_MONEY_OPTIONS.find((o) => o.key === value)?.key ?? null;
}

export function readBillerPage(value: string | null): BillerPage | null {
  return BILLER_PAGES.find((p) => p === value) ?? null;
}

export function readPrefill(params: URLSearchParams): Prefill {
  return {
    accountNumber: params.get('account') ?? undefined,
    accountName: params.get('name') ?? undefined,
    sortCode: params.get('sortCode') ?? undefined,
  };
}
