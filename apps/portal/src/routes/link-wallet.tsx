// Link wallet: network, number, name lookup, OTP, link.
import { LinkWalletScreen } from '../features/wallets/components/LinkWalletScreen';

export function Component() {
  return <LinkWalletScreen />;
}
