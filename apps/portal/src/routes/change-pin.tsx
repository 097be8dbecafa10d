import { ChangePinScreen } from '../features/settings/components/ChangePinScreen';

export function Component() {
  return <ChangePinScreen />;
}
