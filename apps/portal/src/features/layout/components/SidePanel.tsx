// The side panel of signed-in pages (spec §2): subscription summary and favourites.
import { useAtomValue } from 'jotai';

import { subscriptionAtom } from '../../../shared/data/selectors';
import { Card } from '../../../shared/ui-pending/display';

import { FavouritesPanel } from './FavouritesPanel';
import * as styles from './layout.css';

export function SidePanel({ trimmedFavourites = true }: { trimmedFavourites?: boolean }) {
  const subscription = useAtomValue(subscriptionAtom);
  if (!subscription) return null;
  return (
    <aside aria-label="Your subscription" style={{ display: 'grid', gap: 16, alignContent: 'start' }}>
      <Card aria-labelledby="subscription-title">
        <h2 id="subscription-title">
          {subscription.firstName} {subscription.lastName}
        </h2>
        <span className={styles.muted}>Customer number {subscription.customerNumber}</span>
        <span className={styles.muted}>KYC: {subscription.profile.kycStatus}</span>
      </Card>
      <FavouritesPanel trimmed={trimmedFavourites} />
    </aside>
  );
}
