// Balance, interest and points of the SAVE & WIN account (spec §2 common layout).
import { SummaryRow as UISummaryRow } from '@savewin/ui';
import { useAtomValue } from 'jotai';

import { mainAccountAtom } from '../../../shared/data/selectors';

export function SummaryRow() {
  const account = useAtomValue(mainAccountAtom);
  if (!account) return null;
  return (
    <section aria-label="Account summary">
      <UISummaryRow
        balance={account.currentAvailableBalance}
        accruedInterest={account.accruedInterest}
        loyaltyPoints={account.loyaltyPoint}
      />
    </section>
  );
}
