// The SAVE & WIN account's available balance, as the dashboard and send-money screens show it.
// Amounts arrive as the API gives them (2-decimal strings) and are read by @savewin/core.
import type { ReactNode } from 'react';

import { showCedis, type ApiAmount } from '../../private/componentMoney';
import * as shared from '../../private/componentStyles.css';

import * as styles from './BalanceCard.css';

export interface BalanceCardProps {
  /** currentAvailableBalance of the account, e.g. '1234.50'. */
  balance: ApiAmount;
  /** productName of the account. */
  productName?: string;
  /** Label above the figure. */
  label?: string;
  /** Account number shown under the balance. */
  accountNumber?: string;
  /** Data still loading: a placeholder instead of a figure that could be wrong. */
  isLoading?: boolean;
  /** Actions under the figure, e.g. Deposit and Withdraw buttons. */
  children?: ReactNode;
}

/** The available balance of the SAVE & WIN account in large type; 'Loading...' instead of a figure while loading. */
export function BalanceCard({
  balance,
  productName = 'SAVE & WIN',
  label = 'Available Balance',
  accountNumber,
  isLoading = false,
  children,
}: BalanceCardProps) {
  return (
    <section className={styles.root} aria-label={`${productName} balance`} aria-busy={isLoading || undefined}>
      <p className={styles.product}>{productName}</p>
      <p className={styles.label}>{label}</p>
      <p className={styles.amount}>{isLoading ? 'Loading...' : showCedis(balance)}</p>
      {accountNumber ? <p className={styles.account}>{`Account ${accountNumber}`}</p> : null}
      {children ? <div className={shared.actions}>{children}</div> : null}
    </section>
  );
}
