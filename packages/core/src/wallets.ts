/** Linked mobile-money wallets (spec §2). */

/** 'You have 1 linked wallet' / 'You have N linked wallets'; a count that is no count reads 0. */
export function linkedWalletCountText(n: number): string {
  const count = Number.isSafeInteger(n) && n > 0 ? n : 0;
  return `You have ${count} linked wallet${count === 1 ? '' : 's'}`;
}
