// Recent Activity (spec §2 Dashboard): 5 rows, 'See more' shows 20, 'See less' goes back; a row
// opens its receipt. Signs follow spec §4 (money into the savings account or a DEPOSIT is '+').
import {
  RECENT_ACTIVITY_EXPANDED_ROWS,
  RECENT_ACTIVITY_ROWS,
  humaniseLabel,
  timeAgo,
  transactionSign,
} from '@savewin/core';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { Button } from 'react-aria-components';

import { accountDataAtom } from '../../../shared/data/accountData';
import { mainAccountAtom } from '../../../shared/data/selectors';
import { receiptAtom } from '../../../shared/feedback/feedback';
import { cedis } from '../../../shared/format';
import { Button as ActionButton, Card } from '../../../shared/ui-pending';

import * as styles from './dashboard.css';

function when(date: string): string {
  try {
    return timeAgo(date);
  } catch {
    return date;
  }
}

export function RecentActivity() {
  const history = useAtomValue(accountDataAtom).transactionHistory;
  const account = useAtomValue(mainAccountAtom);
  const openReceipt = useSetAtom(receiptAtom);
  const [expanded, setExpanded] = useState(false);
  const rows = history.slice(0, expanded ? RECENT_ACTIVITY_EXPANDED_ROWS : RECENT_ACTIVITY_ROWS);
  return (
    <Card aria-labelledby="recent-activity">
      <h2 id="recent-activity">Recent Activity</h2>
      {rows.length === 0 ? <p>No transactions yet.</p> : null}
      <ul className={styles.activityList}>
        {rows.map((row, i) => {
          const sign = transactionSign(row, account?.accountNumber ?? '');
          return (
            <li key={row.transactionId ?? `${row.transactionDate}:${i}`}>
              <Button className={styles.activityRow} onPress={() => openReceipt(row)}>
                <span>
                  <strong>{humaniseLabel(row.transactionType)}</strong>
                  <br />
                  <span className={styles.muted}>
                    {row.narration} · {when(row.transactionDate)} · {humaniseLabel(row.status)}
                  </span>
                </span>
                <span className={sign === '+' ? styles.moneyIn : styles.moneyOut}>
                  {sign}
                  {cedis(row.amount)}
                </span>
              </Button>
            </li>
          );
        })}
      </ul>
      {history.length > RECENT_ACTIVITY_ROWS ? (
        <ActionButton variant="quiet" aria-expanded={expanded} onPress={() => setExpanded((e) => !e)}>
          {expanded ? 'See less' : 'See more'}
        </ActionButton>
      ) : null}
    </Card>
  );
}
