// The paying account's balance beside a payment form, from the tablet breakpoint up; on a phone
// the summary strip above the screen already shows it, and a money screen shows it once.
import type { Account } from '@savewin/api';
import { BalanceCard } from '@savewin/ui';

import * as styles from './payment.css';

export function BalanceBesideForm({ account }: { account: Account }) {
  return (
    <div className={styles.besideFormOnly}>
      <BalanceCard
        balance={account.currentAvailableBalance}
        productName={account.productName}
        accountNumber={account.accountNumber}
      />
    </div>
  );
}
