import { SettingsScreen } from '../features/settings/components/SettingsScreen';

export function Component() {
  return <SettingsScreen />;
}
