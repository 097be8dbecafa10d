// Recent Activity (spec §2 Dashboard): the design system's TransactionList over the SAVE & WIN
// statement — 5 rows, 'See more' shows 20, 'See less' goes back; a row opens its receipt. The
// statement is read after the profile (it needs the account number): the page is drawn without
// waiting for it, and this place shows its own spinner, or failure with a retry.
import { type StatementRow } from '@savewin/api';
import { TransactionList } from '@savewin/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';

import { ListLoad } from '../../../shared/components/ListLoad';
import { recentHistoryList } from '../../../shared/data/account';
import { receiptAtom } from '../../../shared/feedback/feedback';

const historyLists = [recentHistoryList];

export function RecentActivity() {
  const history = useAtomValue(recentHistoryList.valueAtom);
  const openReceipt = useSetAtom(receiptAtom);
  const [expanded, setExpanded] = useState(false);
  return (
    <ListLoad lists={historyLists} loadingLabel="Loading transactions" rows="five">
      <TransactionList
        rows={history}
        onSelect={(row) => openReceipt(row as StatementRow)}
        isExpanded={expanded}
        onExpandedChange={setExpanded}
      />
    </ListLoad>
  );
}
