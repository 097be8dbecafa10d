/** The customer's accounts: the SAVE & WIN account, goal accounts and send-money choices (spec §2, §5). */
import { toPesewas } from './money';
import type { Pesewas } from './money';
import { normaliseMobileNumber } from './phone';
import { GOAL_PRODUCT, MAIN_PRODUCT, OWN_BANK_SORT_CODE } from './transactions';

export interface AccountLike {
  productName: string;
  accountNumber: string;
  currentAvailableBalance?: string | number | null;
}

const product = (a: AccountLike) =>
  typeof a.productName === 'string' ? a.productName.trim().toUpperCase() : '';

/** The SAVE & WIN account, or null when the customer has none (no subscription yet). */
export function mainAccount<A extends AccountLike>(accounts: readonly A[] | null | undefined): A | null {
  return (accounts ?? []).find((a) => product(a) === MAIN_PRODUCT) ?? null;
}

/** The goal ('TARGET SAVE') accounts. */
export function goalAccounts<A extends AccountLike>(accounts: readonly A[] | null | undefined): A[] {
  return (accounts ?? []).filter((a) => product(a) === GOAL_PRODUCT);
}

/**
 * The dashboard's Target Save card: the summed balance of TARGET SAVE accounts, in pesewas. Null
 * when a balance cannot be read, so the card shows no total rather than a wrong one.
 */
export function targetSaveBalance(accounts: readonly AccountLike[] | null | undefined): Pesewas | null {
  let sum = 0;
  for (const account of goalAccounts(accounts)) {
    const balance = toPesewas(account.currentAvailableBalance);
    if (balance === null) return null;
    sum += balance;
    if (!Number.isSafeInteger(sum)) return null;
  }
  return sum;
}

/** An empty destination account defaults to the signed-in customer's mobile number (spec §5). */
export function destinationOrDefault(destination: string | null | undefined, mobileNumber: string): string {
  const typed = typeof destination === 'string' ? destination.trim() : '';
  if (typed !== '') return typed;
  return normaliseMobileNumber(mobileNumber) ?? mobileNumber;
}

/** The Send Money menu's three choices; their titles are the screen's to word. */
export const SEND_MONEY_OPTIONS = [
  {
    key: 'own',
    transactionType: 'BANK_TRANSFER',
    paymentMethod: 'BANK_TRANSFER',
    sortCode: OWN_BANK_SORT_CODE,
  },
  { key: 'bank', transactionType: 'BANK_TRANSFER', paymentMethod: 'BANK_TRANSFER', sortCode: '' },
  { key: 'momo', transactionType: 'WITHDRAWAL', paymentMethod: 'MOMO', sortCode: '' },
] as const;

/**
 * An account or phone number as a careful bank shows it to someone who is not its holder: the
 * first three and last three digits ('100****567'), enough to recognise it, not to use it.
 */
export function maskAccountNumber(accountNumber: string): string {
  if (accountNumber.length <= 6) return accountNumber;
  return `${accountNumber.slice(0, 3)}****${accountNumber.slice(-3)}`;
}
