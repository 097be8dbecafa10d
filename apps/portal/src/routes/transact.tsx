import { TransactHubScreen } from '../features/transact/components/TransactHubScreen';

export function Component() {
  return <TransactHubScreen />;
}
