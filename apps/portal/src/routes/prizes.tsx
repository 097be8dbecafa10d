// Prizes: prize tiers, the customer's entries, previous winners and draw verification.
import { PrizesScreen } from '../features/prizes/components/PrizesScreen';

export function Component() {
  return <PrizesScreen />;
}
