import { ChangeEmailScreen } from '../features/settings/components/ChangeEmailScreen';

export function Component() {
  return <ChangeEmailScreen />;
}
