// Recent Activity (spec §2 Dashboard): the design system's TransactionList over the SAVE & WIN
// statement — 5 rows, 'See more' shows 20, 'See less' goes back; a row opens its receipt.
import { type StatementRow } from '@savewin/api';
import { TransactionList } from '@savewin/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';

import { recentHistoryList } from '../../../shared/data/account';
import { receiptAtom } from '../../../shared/feedback/feedback';

export function RecentActivity() {
  const history = useAtomValue(recentHistoryList.valueAtom);
  const openReceipt = useSetAtom(receiptAtom);
  const [expanded, setExpanded] = useState(false);
  return (
    <TransactionList
      rows={history}
      onSelect={(row) => openReceipt(row as StatementRow)}
      isExpanded={expanded}
      onExpandedChange={setExpanded}
    />
  );
}
