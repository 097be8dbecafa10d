// The side panel of signed-in pages (spec §2): subscription summary and favourites.
import { Card, Stack } from '@savewin/ui';
import { useAtomValue } from 'jotai';

import { subscriptionAtom } from '../../../shared/data/selectors';

import { FavouritesPanel } from './FavouritesPanel';
import * as styles from './layout.css';

export function SidePanel({ trimmedFavourites = true }: { trimmedFavourites?: boolean }) {
  const subscription = useAtomValue(subscriptionAtom);
  if (!subscription) return null;
  return (
    <Stack as="aside" aria-label="Your subscription" space="large">
      <Card aria-labelledby="subscription-title">
        <h2 id="subscription-title">
          {subscription.firstName} {subscription.lastName}
        </h2>
        <span className={styles.muted}>Customer number {subscription.customerNumber}</span>
        <span className={styles.muted}>KYC: {subscription.profile.kycStatus}</span>
      </Card>
      <FavouritesPanel trimmed={trimmedFavourites} />
    </Stack>
  );
}
