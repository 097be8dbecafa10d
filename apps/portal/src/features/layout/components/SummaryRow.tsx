// Balance, interest and points of the SAVE & WIN account (spec §2 common layout).
// TODO(packages/ui): SummaryRow / BalanceCard.
import { useAtomValue } from 'jotai';

import { mainAccountAtom } from '../../../shared/data/selectors';
import { cedis } from '../../../shared/format';
import { Card } from '../../../shared/ui-pending';

import * as styles from './layout.css';

export function SummaryRow() {
  const account = useAtomValue(mainAccountAtom);
  if (!account) return null;
  return (
    <section aria-label="Account summary" className={styles.summaryRow}>
      <Card as="div">
        <span className={styles.muted}>Balance</span>
        <span className={styles.figure}>{cedis(account.currentAvailableBalance)}</span>
      </Card>
      <Card as="div">
        <span className={styles.muted}>Interest</span>
        <span className={styles.figure}>{cedis(account.accruedInterest)}</span>
      </Card>
      <Card as="div">
        <span className={styles.muted}>Points</span>
        <span className={styles.figure}>{String(account.loyaltyPoint ?? 0)}</span>
      </Card>
    </section>
  );
}
