// Linked wallets: the list, refresh, Add Wallet and deletion.
import { LinkedWalletsScreen } from '../features/wallets/components/LinkedWalletsScreen';

export function Component() {
  return <LinkedWalletsScreen />;
}
