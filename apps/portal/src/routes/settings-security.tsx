import { SecurityScreen } from '../features/settings/components/SecurityScreen';

export function Component() {
  return <SecurityScreen />;
}
