import { SupportScreen } from '../features/settings/components/SupportScreen';

export function Component() {
  return <SupportScreen />;
}
