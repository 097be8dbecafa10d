import { AccountDetailsScreen } from '../features/settings/components/AccountDetailsScreen';

export function Component() {
  return <AccountDetailsScreen />;
}
