// Linked wallets (issue 8): the list, refresh, Add Wallet and deletion.
import { LinkedWalletsScreen } from '../features/wallets/components/LinkedWalletsScreen';

export function Component() {
  return <LinkedWalletsScreen />;
}
