import { AccountSettingsScreen } from '../features/settings/components/AccountSettingsScreen';

export function Component() {
  return <AccountSettingsScreen />;
}
