import { SendMoneyMenuScreen } from '../features/transact/components/SendMoneyMenuScreen';

export function Component() {
  return <SendMoneyMenuScreen />;
}
